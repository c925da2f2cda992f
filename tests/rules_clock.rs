//! The clock and special calls (C), each test named after its rule ID.

mod common;

use common::rules::*;
use common::{act, offense_play, Script};
use gridiron::data::model::{PenaltyFace, Symbol};
use gridiron::engine::{Decision, Event, Game, Half, Pending, Role, Side, TimeoutAction};

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
        Symbol::Blank,
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
    let (mut game, mut script) = last_snap(35, 2);
    script.referee(Symbol::Mary).play(Symbol::Hail);
    act(&mut game, &mut script, HOME_O, Decision::HailMary);
    assert_eq!(game.score(Side::Home), 6);
    assert_eq!(game.pending(), Pending::Try);
    script.referee(Symbol::Blank).play(Symbol::Blank);
    let events = act(&mut game, &mut script, HOME_O, Decision::ExtraPoint);
    assert_eq!(game.score(Side::Home), 7);
    assert!(events.contains(&Event::HalfEnded { half: Half::First }));
    assert_eq!(game.half(), Half::Second);
    assert_eq!(game.offense(), Side::Away);
}

#[test]
fn c3_anything_else_is_incomplete_and_the_half_ends() {
    for (referee, play) in [
        (Symbol::Mary, Symbol::Blank),
        (Symbol::T, Symbol::Hail),
        (Symbol::X, Symbol::X),
    ] {
        let (mut game, mut script) = last_snap(60, 1);
        script.referee(referee).play(play);
        let events = act(&mut game, &mut script, HOME_O, Decision::HailMary);
        assert!(events.contains(&Event::HailMaryFailed { team: Side::Home }));
        assert!(events.contains(&Event::HalfEnded { half: Half::First }));
        assert_eq!(game.score(Side::Home), 0);
        assert_eq!(game.half(), Half::Second);
    }
}

#[test]
fn c3_hail_mary_only_on_the_last_snap_from_the_35_on() {
    let legal = |game: &Game| {
        let mut options = Vec::new();
        game.legal(HOME_O, &mut options);
        options.contains(&Decision::HailMary)
    };
    assert!(legal(&last_snap(35, 1).0));
    assert!(legal(&last_snap(35, 2).0));
    assert!(!legal(&last_snap(34, 2).0));
    assert!(!legal(&last_snap(50, 3).0));
    let (game, _) = snap(&std_setup(), 50, 1, 10, &["slant"], &[]);
    assert!(!legal(&game));
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

fn sneak(ball: i16, to_go: i16) -> (Game, Script, u8) {
    let setup = std_setup();
    let (game, script) = snap(&setup, ball, 3, to_go, &["slant"; 2], &[]);
    (game, script, offense_play(&setup, "slant"))
}

#[test]
fn c6_sneak_only_when_exactly_one_yard_is_needed() {
    let mut options = Vec::new();
    let (game, _, slant) = sneak(40, 2);
    game.legal(HOME_O, &mut options);
    assert!(!options.contains(&Decision::QbSneak { discard: slant }));
    let (game, _, slant) = sneak(40, 1);
    game.legal(HOME_O, &mut options);
    assert!(options.contains(&Decision::QbSneak { discard: slant }));
}

#[test]
fn c6_hail_breakaway_and_blank_gain_the_yard_and_a_first_down() {
    for symbol in [Symbol::Hail, Symbol::Breakaway, Symbol::Blank] {
        let (mut game, mut script, slant) = sneak(40, 1);
        script.play(symbol);
        act(
            &mut game,
            &mut script,
            HOME_O,
            Decision::QbSneak { discard: slant },
        );
        assert!(script.is_used_up());
        assert_eq!(sdl(&game), (41, 1, 51), "{symbol:?}");
        assert_eq!(game.deck_of(Role::Offense).discard()[usize::from(slant)], 1);
    }
}

#[test]
fn c6_sneak_at_the_one_scores() {
    let (mut game, mut script, slant) = sneak(99, 1);
    script.play(Symbol::Blank);
    act(
        &mut game,
        &mut script,
        HOME_O,
        Decision::QbSneak { discard: slant },
    );
    assert_eq!(game.score(Side::Home), 6);
    assert_eq!(game.pending(), Pending::Try);
}

#[test]
fn c6_x_and_t_gain_nothing_and_lose_the_down() {
    for symbol in [Symbol::X, Symbol::T] {
        let (mut game, mut script, slant) = sneak(40, 1);
        script.play(symbol);
        act(
            &mut game,
            &mut script,
            HOME_O,
            Decision::QbSneak { discard: slant },
        );
        assert!(script.is_used_up());
        assert_eq!(sdl(&game), (40, 4, 41), "{symbol:?}");
    }
}

#[test]
fn c6_p_with_a_defensive_foul_is_a_normal_penalty() {
    let (mut game, mut script, slant) = sneak(40, 1);
    script.play(Symbol::P).referee(Symbol::D).penalty("5");
    act(
        &mut game,
        &mut script,
        HOME_O,
        Decision::QbSneak { discard: slant },
    );
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
    let (mut game, mut script, slant) = sneak(40, 1);
    script.play(Symbol::P).referee(Symbol::O).penalty("10");
    act(
        &mut game,
        &mut script,
        HOME_O,
        Decision::QbSneak { discard: slant },
    );
    act(&mut game, &mut script, AWAY_D, Decision::AcceptPenalty);
    assert_eq!(sdl(&game), (30, 3, 41));
}

#[test]
fn c6_p_declined_loses_the_down() {
    let (mut game, mut script, slant) = sneak(40, 1);
    script.play(Symbol::P).referee(Symbol::O).penalty("10");
    act(
        &mut game,
        &mut script,
        HOME_O,
        Decision::QbSneak { discard: slant },
    );
    act(&mut game, &mut script, AWAY_D, Decision::DeclinePenalty);
    assert_eq!(sdl(&game), (40, 4, 41));
}

#[test]
fn c6_p_without_a_foul_gains_nothing_and_loses_the_down() {
    for referee in [Symbol::T, Symbol::X, Symbol::Mary, Symbol::Blank] {
        let (mut game, mut script, slant) = sneak(40, 1);
        script.play(Symbol::P).referee(referee).penalty("15");
        act(
            &mut game,
            &mut script,
            HOME_O,
            Decision::QbSneak { discard: slant },
        );
        assert!(script.is_used_up());
        assert_eq!(sdl(&game), (40, 4, 41), "{referee:?}");
    }
}
