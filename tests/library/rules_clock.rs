//! The clock and special calls (C), each test named after its rule ID.

use crate::common;

use common::rules::*;
use common::{act, offense_play, Script};
use gridiron::games::first_and_goal::data::model::{PenaltyFace, Symbol};
use gridiron::games::first_and_goal::engine::{
    Decision, Event, Game, Half, Pending, Role, Side, TimeoutAction,
};

fn sdl(game: &Game) -> (i16, u8, i16) {
    (game.ball(), game.down(), game.line_to_gain())
}

fn marked_plays(game: &Game) -> Vec<u8> {
    (0..game.setup().cards.offense.len() as u8)
        .filter(|&p| {
            game.setup().cards.offense[usize::from(p)]
                .red_zone
                .is_some()
        })
        .collect()
}

#[test]
fn c1_the_half_ends_at_once_when_the_offense_has_no_card_left_and_timeouts_are_lost() {
    let setup = std_setup();
    let o = offense_play(&setup, "slant");
    let d = defense_with_colours(&setup, o);
    let (mut game, mut script) = snap(&setup, 30, 1, 10, &["slant"], &[]);
    assert!(game.arrange_hand(Role::Defense, &[d]));
    game.exhaust_draw_pile(Role::Offense);
    game.set_timeouts(Side::Home, 1);
    game.set_timeouts(Side::Away, 2);
    script_cell(
        &mut script,
        &setup,
        Side::Home,
        o,
        d,
        Face::Max,
        Symbol::X,
        Face::Min,
        false,
    );
    let events = play_cards(&mut game, &mut script, o, d);
    assert!(events.contains(&Event::HalfEnded { half: Half::First }));
    assert_eq!(game.half(), Half::Second);
    assert_eq!(
        (game.timeouts(Side::Home), game.timeouts(Side::Away)),
        (3, 3)
    );
    assert_eq!(game.offense(), Side::Away);
    assert_eq!(game.pending(), Pending::KickoffReturn);
}

/// A completed pass from Home's 30 (slant, BLANK, highest faces), stopping at the clock decision.
fn completed_pass(defense_timeouts: u8) -> (Game, Script, Vec<Event>, i16, u8) {
    let setup = std_setup();
    let o = offense_play(&setup, "slant");
    let d = defense_with_colours(&setup, o);
    let (mut game, mut script) = snap(&setup, 30, 1, 69, &["slant"; 2], &[]);
    assert!(game.arrange_hand(Role::Defense, &[d; 2]));
    let top = offense_play(&setup, "bomb");
    game.stack_draw_pile(Role::Offense, &[top]);
    let gain = script_cell(
        &mut script,
        &setup,
        Side::Home,
        o,
        d,
        Face::Max,
        Symbol::Hail,
        Face::Max,
        false,
    )
    .gain();
    assert!((0..69).contains(&gain));
    let events = play_cards(&mut game, &mut script, o, d);
    game.set_timeouts(Side::Away, defense_timeouts);
    assert_eq!(game.pending(), Pending::RunClock);
    assert_eq!(game.waiting_on().to_vec(), vec![HOME_O]);
    (game, script, events, gain, top)
}

#[test]
fn c2_after_a_completed_pass_the_offense_may_burn_the_top_card() {
    let (mut game, mut script, _, gain, top) = completed_pass(0);
    let draw = game.deck_of(Role::Offense).draw_len();
    let events = act(&mut game, &mut script, HOME_O, Decision::RunClock);
    assert_eq!(burned(&events), vec![top]);
    assert_eq!(game.deck_of(Role::Offense).draw_len(), draw - 8);
    assert_eq!(sdl(&game), (30 + gain, 2, 99));
}

#[test]
fn c2_the_offense_may_let_the_clock_be() {
    let (mut game, mut script, _, gain, _) = completed_pass(0);
    let draw = game.deck_of(Role::Offense).draw_len();
    let events = act(&mut game, &mut script, HOME_O, Decision::Pass);
    assert!(burned(&events).is_empty());
    assert_eq!(game.deck_of(Role::Offense).draw_len(), draw - 7);
    assert_eq!(sdl(&game), (30 + gain, 2, 99));
}

#[test]
fn c2_the_defense_may_stop_the_clock_burn_with_a_timeout() {
    let (mut game, mut script, _, gain, _) = completed_pass(1);
    let draw = game.deck_of(Role::Offense).draw_len();
    act(&mut game, &mut script, HOME_O, Decision::RunClock);
    assert_eq!(game.pending(), Pending::StopBurn);
    assert_eq!(game.waiting_on().to_vec(), vec![AWAY_D]);
    let mut events = act(&mut game, &mut script, AWAY_D, Decision::StopClock);
    assert_eq!(game.timeouts(Side::Away), 0);
    events.extend(act(
        &mut game,
        &mut script,
        HOME_O,
        Decision::TimeoutAction(TimeoutAction::Nothing),
    ));
    events.extend(act(
        &mut game,
        &mut script,
        AWAY_D,
        Decision::TimeoutAction(TimeoutAction::Nothing),
    ));
    assert!(burned(&events).is_empty());
    assert_eq!(game.deck_of(Role::Offense).draw_len(), draw - 7);
    assert_eq!(sdl(&game), (30 + gain, 2, 99));
}

#[test]
fn c2_no_clock_run_after_a_broken_up_pass() {
    let setup = std_setup();
    let o = offense_play(&setup, "slant");
    let d = defense_with_colours(&setup, o);
    let (mut game, mut script) = snap(&setup, 30, 1, 10, &["slant"], &[]);
    assert!(game.arrange_hand(Role::Defense, &[d]));
    script_cell(
        &mut script,
        &setup,
        Side::Home,
        o,
        d,
        Face::Max,
        Symbol::X,
        Face::Max,
        false,
    );
    let events = play_cards(&mut game, &mut script, o, d);
    assert!(burned(&events).is_empty());
    assert_eq!(game.pending(), Pending::OffenseCall { try_snap: false });
}

/// Home on the last snap of the half: empty deck, `cards` in hand.
fn last_snap(ball: i16, cards: usize) -> (Game, Script) {
    let setup = std_setup();
    let (mut game, mut script) = snap(&setup, ball, 1, 10, &vec!["slant"; cards], &[]);
    game.exhaust_draw_pile(Role::Offense);
    let _ = &mut script;
    (game, script)
}

#[test]
fn c3_hail_and_mary_is_a_touchdown_and_the_try_is_the_last_play_of_the_half() {
    let (mut game, mut script) = last_snap(65, 2);
    script.referee(Symbol::Mary).play(Symbol::Hail);
    act(&mut game, &mut script, HOME_O, Decision::HailMary);
    assert_eq!(game.score(Side::Home), 6);
    assert_eq!(game.pending(), Pending::Try);
    script.referee(Symbol::Blank).play(Symbol::Hail);
    let events = act(&mut game, &mut script, HOME_O, Decision::ExtraPoint);
    assert_eq!(game.score(Side::Home), 7);
    assert!(events.contains(&Event::HalfEnded { half: Half::First }));
    assert_eq!(game.half(), Half::Second);
    assert_eq!(game.offense(), Side::Away);
}

#[test]
fn c3_anything_else_is_incomplete_and_the_half_ends() {
    for (referee, play) in [
        (Symbol::Mary, Symbol::Breakaway),
        (Symbol::T, Symbol::Hail),
        (Symbol::X, Symbol::X),
    ] {
        let (mut game, mut script) = last_snap(70, 1);
        script.referee(referee).play(play);
        let events = act(&mut game, &mut script, HOME_O, Decision::HailMary);
        assert!(events.contains(&Event::HailMaryFailed { team: Side::Home }));
        assert!(events.contains(&Event::HalfEnded { half: Half::First }));
        assert_eq!(game.score(Side::Home), 0);
        assert_eq!(game.half(), Half::Second);
    }
}

#[test]
fn c3_hail_mary_only_on_the_last_snap_from_the_opponents_35_on() {
    let legal = |game: &Game| {
        let mut options = Vec::new();
        game.legal(HOME_O, &mut options);
        options.contains(&Decision::HailMary)
    };
    // Ball 65 is the opponent's 35.
    assert!(legal(&last_snap(65, 1).0));
    assert!(legal(&last_snap(65, 2).0));
    assert!(legal(&last_snap(99, 1).0));
    assert!(!legal(&last_snap(64, 2).0));
    assert!(!legal(&last_snap(80, 3).0));
    let (game, _) = snap(&std_setup(), 80, 1, 10, &["slant"], &[]);
    assert!(!legal(&game));
}

#[test]
fn c3_no_hail_mary_from_the_offenses_own_35() {
    let mut options = Vec::new();
    last_snap(35, 1).0.legal(HOME_O, &mut options);
    assert!(!options.contains(&Decision::HailMary));
}

#[test]
fn c4_an_unplayable_hand_discards_and_draws() {
    let setup = std_setup();
    let mut script = Script::new(&setup);
    let mut game = Game::at_snap(setup.clone(), Side::Home, 95, 1, 5, &mut script.dice);
    let marked = marked_plays(&game);
    let hand: Vec<u8> = marked.iter().flat_map(|&p| [p, p]).take(8).collect();
    assert!(game.arrange_hand(Role::Offense, &hand));
    let dive = offense_play(&setup, "halfback-dive");
    game.stack_draw_pile(Role::Offense, &[dive]);
    let mut options = Vec::new();
    game.legal(HOME_O, &mut options);
    assert!(!options.contains(&Decision::NormalPlay));
    let first = hand[0];
    assert!(options.contains(&Decision::Redraw {
        first,
        second: None
    }));
    let events = act(
        &mut game,
        &mut script,
        HOME_O,
        Decision::Redraw {
            first,
            second: None,
        },
    );
    assert!(events.contains(&Event::CardsRedrawn {
        team: Side::Home,
        count: 1
    }));
    assert!(game.deck_of(Role::Offense).holds(dive));
    assert_eq!(game.deck_of(Role::Offense).hand_len(), hand.len());
    assert_eq!(game.deck_of(Role::Offense).discard()[usize::from(first)], 1);
    game.legal(HOME_O, &mut options);
    assert!(options.contains(&Decision::NormalPlay));
}

#[test]
fn c4_if_the_offense_cannot_draw_a_playable_hand_the_half_ends() {
    let setup = std_setup();
    let mut script = Script::new(&setup);
    let mut game = Game::at_snap(setup.clone(), Side::Home, 95, 1, 5, &mut script.dice);
    let marked = marked_plays(&game);
    assert!(game.arrange_hand(Role::Offense, &[marked[0], marked[1]]));
    game.exhaust_draw_pile(Role::Offense);
    let events = act(
        &mut game,
        &mut script,
        HOME_O,
        Decision::Redraw {
            first: marked[0],
            second: Some(marked[1]),
        },
    );
    assert!(events.contains(&Event::HalfEnded { half: Half::First }));
    assert_eq!(game.half(), Half::Second);
}

#[test]
fn c5_kneel_loses_a_yard_and_a_down_without_dice_or_a_defense_card() {
    let (mut game, mut script) = last_snap(30, 2);
    let slant = offense_play(game.setup(), "slant");
    game.set_timeouts(Side::Away, 0);
    let events = act(
        &mut game,
        &mut script,
        HOME_O,
        Decision::Kneel { discard: slant },
    );
    assert_eq!(dice_rolled(&events), 0);
    assert_eq!(sdl(&game), (29, 2, 40));
    assert_eq!(game.deck_of(Role::Offense).hand_len(), 1);
    assert_eq!(game.deck_of(Role::Defense).discard_len(), 0);
    assert_eq!(game.deck_of(Role::Defense).hand_len(), 8);
}

#[test]
fn c5_kneel_only_with_an_empty_deck() {
    let setup = std_setup();
    let slant = offense_play(&setup, "slant");
    let (game, _) = snap(&setup, 30, 1, 10, &["slant"], &[]);
    let mut options = Vec::new();
    game.legal(HOME_O, &mut options);
    assert!(!options.contains(&Decision::Kneel { discard: slant }));
    let (game, _) = last_snap(30, 1);
    game.legal(HOME_O, &mut options);
    assert!(options.contains(&Decision::Kneel { discard: slant }));
}

fn sneak(ball: i16, to_go: i16) -> (Game, Script) {
    let setup = std_setup();
    snap(&setup, ball, 3, to_go, &["slant"; 2], &[])
}

#[test]
fn c6_sneak_only_when_exactly_one_yard_is_needed() {
    let mut options = Vec::new();
    let (game, _) = sneak(40, 2);
    game.legal(HOME_O, &mut options);
    assert!(!options.contains(&Decision::QbSneak));
    let (game, _) = sneak(40, 1);
    game.legal(HOME_O, &mut options);
    assert!(options.contains(&Decision::QbSneak));
}

#[test]
fn c6_hail_and_breakaway_gain_the_yard_and_a_first_down_and_cost_no_card() {
    // The shipped play die has no BLANK (D2); HAIL and BREAKAWAY are its gaining faces.
    for symbol in [Symbol::Hail, Symbol::Breakaway] {
        let (mut game, mut script) = sneak(40, 1);
        script.play(symbol);
        act(&mut game, &mut script, HOME_O, Decision::QbSneak);
        assert!(script.is_used_up());
        assert_eq!(sdl(&game), (41, 1, 51), "{symbol:?}");
        let slant = offense_play(&std_setup(), "slant");
        assert_eq!(game.deck_of(Role::Offense).discard()[usize::from(slant)], 0);
        assert_eq!(game.deck_of(Role::Offense).hand()[usize::from(slant)], 2);
    }
}

#[test]
fn c6_sneak_at_the_one_scores() {
    let (mut game, mut script) = sneak(99, 1);
    script.play(Symbol::Hail);
    act(&mut game, &mut script, HOME_O, Decision::QbSneak);
    assert_eq!(game.score(Side::Home), 6);
    assert_eq!(game.pending(), Pending::Try);
}

#[test]
fn c6_x_and_t_gain_nothing_and_lose_the_down() {
    for symbol in [Symbol::X, Symbol::T] {
        let (mut game, mut script) = sneak(40, 1);
        script.play(symbol);
        act(&mut game, &mut script, HOME_O, Decision::QbSneak);
        assert!(script.is_used_up());
        assert_eq!(sdl(&game), (40, 4, 41), "{symbol:?}");
    }
}

#[test]
fn c6_p_with_a_defensive_foul_is_a_normal_penalty() {
    let (mut game, mut script) = sneak(40, 1);
    script.play(Symbol::P).referee(Symbol::D).penalty("5");
    act(&mut game, &mut script, HOME_O, Decision::QbSneak);
    assert_eq!(
        game.pending(),
        Pending::Penalty {
            against: Side::Away,
            face: PenaltyFace::parse("5").unwrap(),
            spot_if_accepted: 45,
            spot_if_declined: 40,
        }
    );
    act(&mut game, &mut script, HOME_O, Decision::AcceptPenalty);
    assert_eq!(sdl(&game), (45, 1, 55));
}

#[test]
fn c6_p_with_an_offensive_foul_is_a_normal_penalty() {
    let (mut game, mut script) = sneak(40, 1);
    script.play(Symbol::P).referee(Symbol::O).penalty("10");
    act(&mut game, &mut script, HOME_O, Decision::QbSneak);
    act(&mut game, &mut script, AWAY_D, Decision::AcceptPenalty);
    assert_eq!(sdl(&game), (30, 3, 41));
}

#[test]
fn c6_p_declined_loses_the_down() {
    let (mut game, mut script) = sneak(40, 1);
    script.play(Symbol::P).referee(Symbol::O).penalty("10");
    act(&mut game, &mut script, HOME_O, Decision::QbSneak);
    act(&mut game, &mut script, AWAY_D, Decision::DeclinePenalty);
    assert_eq!(sdl(&game), (40, 4, 41));
}

#[test]
fn c6_p_without_a_foul_gains_nothing_and_loses_the_down() {
    for referee in [Symbol::T, Symbol::X, Symbol::Mary, Symbol::Blank] {
        let (mut game, mut script) = sneak(40, 1);
        script.play(Symbol::P).referee(referee).penalty("15");
        act(&mut game, &mut script, HOME_O, Decision::QbSneak);
        assert!(script.is_used_up());
        assert_eq!(sdl(&game), (40, 4, 41), "{referee:?}");
    }
}

/// Home scores a touchdown with `halfback-dive`, its last card: hand of one, empty deck.
fn last_card_touchdown() -> (Game, Script) {
    let setup = std_setup();
    let o = offense_play(&setup, "halfback-dive");
    let d = defense_with_colours(&setup, o);
    let mut script = Script::new(&setup);
    let gain = script_cell(
        &mut script,
        &setup,
        Side::Home,
        o,
        d,
        Face::Max,
        Symbol::Hail,
        Face::Max,
        false,
    )
    .gain();
    assert!((1..99).contains(&gain));
    let mut game = Game::at_snap(
        setup.clone(),
        Side::Home,
        100 - gain,
        1,
        10,
        &mut script.dice,
    );
    assert!(game.arrange_hand(Role::Offense, &[o]));
    assert!(game.arrange_hand(Role::Defense, &[d]));
    game.exhaust_draw_pile(Role::Offense);
    game.set_timeouts(Side::Home, 0);
    game.set_timeouts(Side::Away, 0);
    play_cards(&mut game, &mut script, o, d);
    assert_eq!(game.pending(), Pending::Try);
    (game, script)
}

#[test]
fn c1_a_touchdown_with_the_last_card_ends_the_half_after_its_try_without_a_kickoff() {
    let (mut game, mut script) = last_card_touchdown();
    script.referee(Symbol::Blank).play(Symbol::Hail);
    let events = act(&mut game, &mut script, HOME_O, Decision::ExtraPoint);
    assert_eq!(game.score(Side::Home), 7);
    let half_ended = events
        .iter()
        .position(|e| *e == Event::HalfEnded { half: Half::First })
        .expect("the half ends");
    assert!(!events[..half_ended].iter().any(|e| matches!(
        e,
        Event::KickoffChosen { .. } | Event::Kicked { .. } | Event::PossessionChanged { .. }
    )));
    assert_eq!(game.half(), Half::Second);
    assert!(script.is_used_up());
}

#[test]
fn c1_a_two_point_try_without_a_card_fails_and_the_half_ends() {
    let (mut game, mut script) = last_card_touchdown();
    let events = act(&mut game, &mut script, HOME_O, Decision::TwoPointTry);
    assert!(events.contains(&Event::TryFailed {
        team: Side::Home,
        two_points: true
    }));
    assert!(events.contains(&Event::HalfEnded { half: Half::First }));
    assert_eq!(game.score(Side::Home), 6);
}

#[test]
fn c1_a_safety_with_the_last_card_ends_the_half_without_the_free_punt() {
    let setup = std_setup();
    let o = offense_play(&setup, "slant");
    let d = defense_with_colours(&setup, o);
    let (mut game, mut script) = snap(&setup, 1, 2, 10, &["slant"], &[]);
    assert!(game.arrange_hand(Role::Defense, &[d]));
    game.exhaust_draw_pile(Role::Offense);
    script_cell(
        &mut script,
        &setup,
        Side::Home,
        o,
        d,
        Face::Max,
        Symbol::X,
        Face::Min,
        false,
    );
    let events = play_cards(&mut game, &mut script, o, d);
    assert!(script.is_used_up());
    assert_eq!(game.score(Side::Away), 2);
    assert!(events.contains(&Event::HalfEnded { half: Half::First }));
    assert!(!events.iter().any(|e| matches!(e, Event::Kicked { .. })));
    assert_eq!(game.half(), Half::Second);
}

/// Home reaches the opponent's 5 holding only Screen (red zone 10) with an empty deck, its
/// Slant in the discards.
fn stuck_at_the_five() -> (Game, Script, u8, u8) {
    let setup = std_setup();
    let slant = offense_play(&setup, "slant");
    let screen = offense_play(&setup, "screen");
    let d = defense_with_colours(&setup, slant);
    let mut script = Script::new(&setup);
    let gain = script_cell(
        &mut script,
        &setup,
        Side::Home,
        slant,
        d,
        Face::Max,
        Symbol::Hail,
        Face::Max,
        false,
    )
    .gain();
    assert!((1..90).contains(&gain));
    let mut game = Game::at_snap(
        setup.clone(),
        Side::Home,
        95 - gain,
        1,
        gain + 5,
        &mut script.dice,
    );
    assert!(game.arrange_hand(Role::Offense, &[slant, screen, screen]));
    assert!(game.arrange_hand(Role::Defense, &[d]));
    game.exhaust_draw_pile(Role::Offense);
    game.set_timeouts(Side::Home, 1);
    game.set_timeouts(Side::Away, 0);
    play_cards(&mut game, &mut script, slant, d);
    assert!(script.is_used_up());
    (game, script, slant, screen)
}

#[test]
fn c4_an_unplayable_hand_with_an_empty_deck_keeps_every_other_call_open() {
    let (game, _, _, screen) = stuck_at_the_five();
    assert_eq!(game.half(), Half::First);
    assert_eq!(sdl(&game), (95, 2, 100));
    assert_eq!(game.pending(), Pending::OffenseCall { try_snap: false });
    let mut options = Vec::new();
    game.legal(HOME_O, &mut options);
    assert!(!options.contains(&Decision::NormalPlay));
    for call in [
        Decision::FieldGoal,
        Decision::Timeout,
        Decision::HailMary,
        Decision::Kneel { discard: screen },
    ] {
        assert!(options.contains(&call), "{call:?}");
    }
}

#[test]
fn c4_a_timeout_fetches_a_playable_card_from_the_discards() {
    let (mut game, mut script, slant, _) = stuck_at_the_five();
    act(&mut game, &mut script, HOME_O, Decision::Timeout);
    act(
        &mut game,
        &mut script,
        HOME_O,
        Decision::TimeoutAction(TimeoutAction::TakeFromDiscard(slant)),
    );
    act(
        &mut game,
        &mut script,
        AWAY_D,
        Decision::TimeoutAction(TimeoutAction::Nothing),
    );
    let mut options = Vec::new();
    game.legal(HOME_O, &mut options);
    assert!(options.contains(&Decision::NormalPlay));
    assert_eq!(game.timeouts(Side::Home), 0);
}

#[test]
fn c4_a_field_goal_stays_open_to_an_unplayable_hand() {
    let (mut game, mut script, _, _) = stuck_at_the_five();
    script.referee(Symbol::Blank).play(Symbol::Hail);
    let setup = game.setup().clone();
    script_special(
        &mut script,
        &setup,
        Side::Home,
        gridiron::games::first_and_goal::data::model::SpecialRoll::FieldGoal,
        None,
        Face::Min,
    );
    kick_call(&mut game, &mut script, Decision::FieldGoal, false, false);
    assert!(script.is_used_up());
    assert_eq!(game.score(Side::Home), 3);
    assert_eq!(game.half(), Half::First);
}

#[test]
fn c2_a_penalty_stops_the_clock_so_a_declined_one_offers_no_clock_run() {
    let setup = std_setup();
    let o = offense_play(&setup, "slant");
    let d = defense_with_colours(&setup, o);
    let (mut game, mut script) = snap(&setup, 30, 1, 69, &["slant"; 2], &[]);
    assert!(game.arrange_hand(Role::Defense, &[d; 2]));
    let gain = script_cell(
        &mut script,
        &setup,
        Side::Home,
        o,
        d,
        Face::Max,
        Symbol::P,
        Face::Max,
        false,
    )
    .gain();
    assert!((0..69).contains(&gain));
    script.referee(Symbol::O).penalty("5");
    play_cards(&mut game, &mut script, o, d);
    act(&mut game, &mut script, AWAY_D, Decision::DeclinePenalty);
    assert!(script.is_used_up());
    assert_eq!(game.pending(), Pending::OffenseCall { try_snap: false });
    assert_eq!(sdl(&game), (30 + gain, 2, 99));
}
