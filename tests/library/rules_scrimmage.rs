//! Scrimmage rules, each test named after its rule ID and driven by scripted dice.

use crate::common;

use common::rules::{
    burned, cell, defense_with_colours, dice_rolled, face, script_cell, snap, std_setup, Face,
    AWAY_D, HOME_O,
};
use common::{act, defense_play, offense_play, Script};
use gridiron::games::first_and_goal::data::model::{Colour, PenaltyFace, Symbol};
use gridiron::games::first_and_goal::dice::DieRef;
use gridiron::games::first_and_goal::engine::{
    Decision, Event, Game, OptionalRules, Pending, Role, Seat, Side, TimeoutAction, TurnoverCause,
};

const HOME_OFFENSE: Seat = Seat {
    team: Side::Home,
    role: Role::Offense,
};
const AWAY_DEFENSE: Seat = Seat {
    team: Side::Away,
    role: Role::Defense,
};

/// Home has the ball; both coaches will hold the named plays; the away defense has no timeouts
/// so no timeout windows open.
fn snap_position(
    ball: i16,
    down: u8,
    to_go: i16,
    offense: &str,
    defense: &str,
) -> (Game, Script, u8, u8) {
    let setup = common::setup(OptionalRules::default());
    let mut script = Script::new(&setup);
    let mut game = Game::at_snap(
        setup.clone(),
        Side::Home,
        ball,
        down,
        to_go,
        &mut script.dice,
    );
    let o = offense_play(&setup, offense);
    let d = defense_play(&setup, defense);
    assert!(game.arrange_hand(Role::Offense, &[o, o, o, o, o]));
    assert!(game.arrange_hand(Role::Defense, &[d, d, d, d, d]));
    game.set_timeouts(Side::Away, 0);
    game.set_timeouts(Side::Home, 0);
    (game, script, o, d)
}

/// Plays the two cards; the caller has scripted the dice.
fn play_cards(game: &mut Game, script: &mut Script, o: u8, d: u8) -> Vec<Event> {
    let mut events = act(game, script, HOME_OFFENSE, Decision::NormalPlay);
    events.extend(act(game, script, HOME_OFFENSE, Decision::Card(o)));
    events.extend(act(game, script, AWAY_DEFENSE, Decision::Card(d)));
    events
}

#[test]
fn e1_x_breaks_up_the_play_and_only_black_counts() {
    let (mut game, mut script, o, d) = snap_position(30, 1, 10, "slant", "cover-3");
    let cell = game.setup().cards.cell(o.into(), d.into());
    for colour in cell.colours.iter() {
        let top = game.setup().team(Side::Home).dice.colour(colour).faces[5];
        script.colour(Side::Home, colour, top);
    }
    script.play(Symbol::X);
    for _ in 0..cell.black {
        script.black(Side::Away, -3);
    }
    play_cards(&mut game, &mut script, o, d);
    assert!(script.is_used_up());
    assert_eq!(game.ball(), 30 - 3 * i16::from(cell.black));
    assert_eq!(game.down(), 2);
    let _ = Colour::Red;
}

/// Home runs `halfback-dive` against a defense that lets it roll coloured dice; the defense hand
/// holds that play. Returns the position, the plays, and the scripted roll.
#[allow(clippy::too_many_arguments)]
fn run_snap(
    ball: i16,
    down: u8,
    to_go: i16,
    colours: Face,
    symbol: Symbol,
    black: Face,
) -> (Game, Script, u8, u8, i16) {
    let setup = std_setup();
    let o = offense_play(&setup, "halfback-dive");
    let d = defense_with_colours(&setup, o);
    let (mut game, mut script) = snap(&setup, ball, down, to_go, &["halfback-dive"; 3], &[]);
    assert!(game.arrange_hand(Role::Defense, &[d, d, d]));
    let roll = script_cell(
        &mut script,
        &setup,
        Side::Home,
        o,
        d,
        colours,
        symbol,
        black,
        false,
    );
    (game, script, o, d, roll.gain())
}

fn go(game: &mut Game, script: &mut Script, o: u8, d: u8) -> Vec<Event> {
    common::rules::play_cards(game, script, o, d)
}

fn spot_down_line(game: &Game) -> (i16, u8, i16) {
    (game.ball(), game.down(), game.line_to_gain())
}

#[test]
fn p1_the_offense_announces_then_the_defense_may_call_a_timeout_then_both_pick_cards() {
    let setup = std_setup();
    let (mut game, mut script) = snap(&setup, 30, 1, 10, &["slant"], &["cover-3"]);
    game.set_timeouts(Side::Away, 2);
    let mut options = Vec::new();
    game.legal(HOME_O, &mut options);
    assert!(options.contains(&Decision::NormalPlay));
    let slant = offense_play(&setup, "slant");
    // K6: no punt before 4th down; K5: a field goal on any down.
    assert!(!options.contains(&Decision::Punt));
    assert!(options.contains(&Decision::FieldGoal));
    assert!(!options.contains(&Decision::QbSneak));
    assert!(!options.contains(&Decision::HailMary));
    assert!(!options.contains(&Decision::Kneel { discard: slant }));
    act(&mut game, &mut script, HOME_O, Decision::NormalPlay);
    assert_eq!(game.pending(), Pending::DefenseTimeout);
    assert_eq!(game.waiting_on().to_vec(), vec![AWAY_D]);
    act(&mut game, &mut script, AWAY_D, Decision::Pass);
    assert_eq!(game.pending(), Pending::Card { fake: false });
    assert_eq!(game.waiting_on().to_vec(), vec![HOME_O, AWAY_D]);
    assert_eq!(game.timeouts(Side::Away), 2);
}

#[test]
fn p1_a_special_call_needs_no_defense_card() {
    let setup = std_setup();
    let (mut game, mut script) = snap(&setup, 30, 4, 10, &["slant", "slant"], &[]);
    let slant = offense_play(&setup, "slant");
    let events = act(&mut game, &mut script, HOME_O, Decision::Punt);
    assert!(events.contains(&Event::SpecialCalled {
        team: Side::Home,
        call: gridiron::games::first_and_goal::engine::SpecialCall::Punt
    }));
    assert_eq!(game.pending(), Pending::FakeOrKick { field_goal: false });
    assert_eq!(game.deck_of(Role::Defense).hand_len(), 8);
    assert_eq!(game.deck_of(Role::Defense).discard_len(), 0);
    // K6: a punt costs no card.
    assert_eq!(game.deck_of(Role::Offense).discard()[usize::from(slant)], 0);
    assert_eq!(game.deck_of(Role::Offense).hand()[usize::from(slant)], 2);
}

#[test]
fn p2_a_timeout_costs_one_and_each_coach_takes_one_action() {
    let setup = std_setup();
    let o = offense_play(&setup, "slant");
    let d = defense_play(&setup, "cover-3");
    let (mut game, mut script) = snap(&setup, 30, 1, 10, &["slant"; 2], &["cover-3"; 2]);
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
    go(&mut game, &mut script, o, d);
    game.set_timeouts(Side::Home, 3);
    game.set_timeouts(Side::Away, 3);
    let offense_draw = game.deck_of(Role::Offense).draw_len();
    let defense_draw = game.deck_of(Role::Defense).draw_len();
    let events = act(&mut game, &mut script, HOME_O, Decision::Timeout);
    assert!(events.contains(&Event::TimeoutCalled {
        team: Side::Home,
        remaining: 2
    }));
    assert_eq!(game.timeouts(Side::Home), 2);
    assert_eq!(game.pending(), Pending::TimeoutAction);
    assert_eq!(game.waiting_on().to_vec(), vec![HOME_O, AWAY_D]);
    // A: a card from the own discard pile into the hand.
    act(
        &mut game,
        &mut script,
        HOME_O,
        Decision::TimeoutAction(TimeoutAction::TakeFromDiscard(o)),
    );
    assert_eq!(game.deck_of(Role::Offense).hand_len(), 9);
    assert_eq!(game.deck_of(Role::Offense).discard()[usize::from(o)], 0);
    // B: the hand shuffled into the deck, as many drawn.
    act(
        &mut game,
        &mut script,
        AWAY_D,
        Decision::TimeoutAction(TimeoutAction::Reshuffle),
    );
    assert_eq!(game.deck_of(Role::Defense).hand_len(), 8);
    assert_eq!(game.deck_of(Role::Defense).draw_len(), defense_draw);
    assert_eq!(game.deck_of(Role::Offense).draw_len(), offense_draw);
    assert_eq!(game.pending(), Pending::OffenseCall { try_snap: false });
    act(&mut game, &mut script, HOME_O, Decision::NormalPlay);
    assert_eq!(game.pending(), Pending::DefenseTimeout);
    assert_eq!(game.timeouts(Side::Away), 3);
}

#[test]
fn p2_no_limit_per_snap_the_defense_may_answer_an_offensive_timeout_with_its_own() {
    let setup = std_setup();
    let (mut game, mut script) = snap(&setup, 30, 1, 10, &["slant"; 2], &["cover-3"; 2]);
    game.set_timeouts(Side::Home, 3);
    game.set_timeouts(Side::Away, 3);
    act(&mut game, &mut script, HOME_O, Decision::Timeout);
    for seat in [HOME_O, AWAY_D] {
        let nothing = Decision::TimeoutAction(TimeoutAction::Nothing);
        act(&mut game, &mut script, seat, nothing);
    }
    // The offense may call a second timeout on the same snap...
    let mut options = Vec::new();
    game.legal(HOME_O, &mut options);
    assert!(options.contains(&Decision::Timeout));
    // ...and after its announcement the defense may call its own.
    act(&mut game, &mut script, HOME_O, Decision::NormalPlay);
    assert_eq!(game.pending(), Pending::DefenseTimeout);
    let events = act(&mut game, &mut script, AWAY_D, Decision::Timeout);
    assert!(events.contains(&Event::TimeoutCalled {
        team: Side::Away,
        remaining: 2
    }));
    assert_eq!(
        (game.timeouts(Side::Home), game.timeouts(Side::Away)),
        (2, 2)
    );
    assert_eq!(game.pending(), Pending::TimeoutAction);
}

#[test]
fn p2_no_timeout_without_one_left() {
    let setup = std_setup();
    let (game, _) = snap(&setup, 30, 1, 10, &[], &[]);
    let mut options = Vec::new();
    game.legal(HOME_O, &mut options);
    assert!(!options.contains(&Decision::Timeout));
}

#[test]
fn p3_the_cross_reference_names_the_dice() {
    let setup = std_setup();
    let o = offense_play(&setup, "bomb");
    let d = defense_play(&setup, "prevent");
    let c = cell(&setup, o, d);
    let (mut game, mut script) = snap(&setup, 30, 1, 10, &["bomb"], &["prevent"]);
    script_cell(
        &mut script,
        &setup,
        Side::Home,
        o,
        d,
        Face::Min,
        Symbol::X,
        Face::Min,
        false,
    );
    let events = go(&mut game, &mut script, o, d);
    assert!(script.is_used_up());
    assert!(events.contains(&Event::PlaysRevealed {
        offense: Side::Home,
        offense_play: o,
        defense_play: d,
        cell: c,
        fake: false
    }));
    let colours: Vec<Colour> = events
        .iter()
        .filter_map(|e| match e {
            Event::DieRolled {
                die: DieRef::Colour(colour),
                ..
            } => Some(*colour),
            _ => None,
        })
        .collect();
    assert_eq!(colours, c.colours.iter().collect::<Vec<_>>());
    let blacks = events
        .iter()
        .filter(|e| {
            matches!(
                e,
                Event::DieRolled {
                    die: DieRef::Black,
                    ..
                }
            )
        })
        .count();
    assert_eq!(blacks, usize::from(c.black));
    assert!((1..=3).contains(&c.black));
}

#[test]
fn p4_a_revealed_run_burns_the_top_card_of_the_offense_deck() {
    let (mut game, mut script, o, d, _) = run_snap(30, 1, 10, Face::Max, Symbol::X, Face::Min);
    let top = offense_play(game.setup(), "bomb");
    game.stack_draw_pile(Role::Offense, &[top]);
    let draw = game.deck_of(Role::Offense).draw_len();
    let events = go(&mut game, &mut script, o, d);
    assert_eq!(burned(&events), vec![top]);
    assert!(events.contains(&Event::CardBurned {
        team: Side::Home,
        play: top
    }));
    assert_eq!(game.deck_of(Role::Offense).discard_len(), 2);
    assert_eq!(game.deck_of(Role::Offense).discard()[usize::from(top)], 1);
    assert_eq!(game.deck_of(Role::Offense).draw_len(), draw - 7);
}

#[test]
fn p4_with_an_empty_deck_the_offense_burns_a_hand_card_of_its_choice() {
    let setup = std_setup();
    let o = offense_play(&setup, "halfback-dive");
    let sweep = offense_play(&setup, "sweep");
    let d = defense_with_colours(&setup, o);
    let (mut game, mut script) = snap(
        &setup,
        30,
        1,
        10,
        &["halfback-dive", "halfback-dive", "sweep"],
        &[],
    );
    assert!(game.arrange_hand(Role::Defense, &[d]));
    game.exhaust_draw_pile(Role::Offense);
    let roll = script_cell(
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
    go(&mut game, &mut script, o, d);
    assert_eq!(game.pending(), Pending::BurnFromHand);
    assert_eq!(game.ball(), 30);
    let mut options = Vec::new();
    game.legal(HOME_O, &mut options);
    assert_eq!(
        options,
        vec![Decision::BurnFromHand(o), Decision::BurnFromHand(sweep)]
    );
    let events = act(
        &mut game,
        &mut script,
        HOME_O,
        Decision::BurnFromHand(sweep),
    );
    assert_eq!(burned(&events), vec![sweep]);
    assert_eq!(game.deck_of(Role::Offense).hand_len(), 1);
    assert!(game.deck_of(Role::Offense).holds(o));
    assert_eq!(spot_down_line(&game), (30 + roll.black, 2, 40));
}

#[test]
fn p4_the_defense_may_stop_the_burn_with_a_timeout() {
    let (mut game, mut script, o, d, _) = run_snap(50, 1, 10, Face::Max, Symbol::X, Face::Min);
    let draw = game.deck_of(Role::Offense).draw_len();
    act(&mut game, &mut script, HOME_O, Decision::NormalPlay);
    act(&mut game, &mut script, HOME_O, Decision::Card(o));
    act(&mut game, &mut script, AWAY_D, Decision::Card(d));
    // Without a timeout left the burn simply happens; give the defense one for the next snap.
    assert_eq!(game.deck_of(Role::Offense).draw_len(), draw - 7);
    game.set_timeouts(Side::Away, 1);
    let setup = game.setup().clone();
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
    let draw = game.deck_of(Role::Offense).draw_len();
    act(&mut game, &mut script, HOME_O, Decision::NormalPlay);
    act(&mut game, &mut script, AWAY_D, Decision::Pass);
    act(&mut game, &mut script, HOME_O, Decision::Card(o));
    act(&mut game, &mut script, AWAY_D, Decision::Card(d));
    assert_eq!(game.pending(), Pending::StopBurn);
    assert_eq!(game.waiting_on().to_vec(), vec![AWAY_D]);
    let mut events = act(&mut game, &mut script, AWAY_D, Decision::StopClock);
    assert!(events.contains(&Event::BurnStopped { team: Side::Away }));
    assert_eq!(game.timeouts(Side::Away), 0);
    assert_eq!(game.pending(), Pending::TimeoutAction);
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
    assert_eq!(game.deck_of(Role::Offense).draw_len(), draw - 1);
    assert_eq!(game.down(), 3);
}

#[test]
fn p4_no_card_is_burned_when_a_penalty_is_flagged_and_declined() {
    let (mut game, mut script, o, d, gain) = run_snap(40, 2, 10, Face::Min, Symbol::P, Face::Min);
    script.referee(Symbol::D).penalty("5");
    let mut events = go(&mut game, &mut script, o, d);
    assert_eq!(
        game.pending(),
        Pending::Penalty {
            against: Side::Away,
            face: PenaltyFace::parse("5").unwrap(),
            spot_if_accepted: 45,
            spot_if_declined: 40 + gain,
        }
    );
    events.extend(act(
        &mut game,
        &mut script,
        HOME_O,
        Decision::DeclinePenalty,
    ));
    assert!(burned(&events).is_empty());
    assert!(gain < 10);
    assert_eq!(spot_down_line(&game), (40 + gain, 3, 50));
}

#[test]
fn p5_the_gain_is_the_coloured_dice_plus_the_black_dice() {
    let setup = std_setup();
    let o = offense_play(&setup, "halfback-dive");
    let d = defense_with_colours(&setup, o);
    let (mut game, mut script) = snap(&setup, 20, 1, 10, &["halfback-dive"], &[]);
    assert!(game.arrange_hand(Role::Defense, &[d]));
    let roll = script_cell(
        &mut script,
        &setup,
        Side::Home,
        o,
        d,
        Face::Min,
        Symbol::Hail,
        Face::Min,
        false,
    );
    let events = go(&mut game, &mut script, o, d);
    let gain = roll.coloured + roll.black;
    assert!(events.contains(&Event::Gained {
        team: Side::Home,
        yards: gain,
        turnover: false
    }));
    assert_eq!(game.ball(), 20 + gain);
    assert!(script.is_used_up());
}

#[test]
fn p6_each_coach_draws_back_up_to_eight_after_the_snap() {
    let (mut game, mut script, o, d, _) = run_snap(30, 1, 10, Face::Max, Symbol::X, Face::Min);
    let offense_draw = game.deck_of(Role::Offense).draw_len();
    let defense_draw = game.deck_of(Role::Defense).draw_len();
    assert_eq!(game.deck_of(Role::Offense).hand_len(), 3);
    assert_eq!(game.deck_of(Role::Defense).hand_len(), 3);
    go(&mut game, &mut script, o, d);
    assert_eq!(game.deck_of(Role::Offense).hand_len(), 8);
    assert_eq!(game.deck_of(Role::Defense).hand_len(), 8);
    // Offense: 6 drawn, one card burned; defense: 6 drawn.
    assert_eq!(game.deck_of(Role::Offense).draw_len(), offense_draw - 7);
    assert_eq!(game.deck_of(Role::Defense).draw_len(), defense_draw - 6);
}

#[test]
fn p7_a_change_of_possession_reshuffles_the_hands_and_the_decks_change_hands() {
    let setup = std_setup();
    let o = offense_play(&setup, "slant");
    let d = defense_play(&setup, "cover-3");
    let (mut game, mut script) = snap(&setup, 40, 4, 10, &["slant"; 2], &["cover-3"]);
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
    let events = go(&mut game, &mut script, o, d);
    assert!(events.contains(&Event::PossessionChanged {
        offense: Side::Away
    }));
    assert_eq!(game.offense(), Side::Away);
    assert_eq!(
        game.seat(Role::Offense),
        Seat::new(Side::Away, Role::Offense)
    );
    for (role, discarded) in [(Role::Offense, o), (Role::Defense, d)] {
        let deck = game.deck_of(role);
        assert_eq!(deck.hand_len(), 8, "{role:?}");
        assert_eq!(deck.discard_len(), 1, "{role:?}");
        assert_eq!(deck.discard()[usize::from(discarded)], 1, "{role:?}");
        assert_eq!(deck.draw_len(), 51, "{role:?}");
    }
    assert_eq!(
        game.view(Seat::new(Side::Away, Role::Offense)).hand,
        Some(*game.deck_of(Role::Offense).hand())
    );
    assert_eq!(game.view(HOME_O).hand, None);
}

#[test]
fn p8_red_zone_cards_cannot_be_played_at_or_inside_their_mark() {
    let setup = std_setup();
    let marked = |mark: u8| {
        setup
            .cards
            .offense
            .iter()
            .position(|p| p.red_zone == Some(mark))
            .expect("a play with this red-zone mark") as u8
    };
    let (ten, twenty) = (marked(10), marked(20));
    let dive = offense_play(&setup, "halfback-dive");
    for (ball, ten_ok, twenty_ok) in [
        (79, true, true),
        (80, true, false),
        (89, true, false),
        (90, false, false),
    ] {
        let mut script = Script::new(&setup);
        let mut game = Game::at_snap(setup.clone(), Side::Home, ball, 1, 10, &mut script.dice);
        game.set_timeouts(Side::Away, 0);
        assert!(game.arrange_hand(Role::Offense, &[ten, twenty, dive]));
        act(&mut game, &mut script, HOME_O, Decision::NormalPlay);
        let mut options = Vec::new();
        game.legal(HOME_O, &mut options);
        assert!(options.contains(&Decision::Card(dive)));
        assert_eq!(
            options.contains(&Decision::Card(ten)),
            ten_ok,
            "ball {ball}"
        );
        assert_eq!(
            options.contains(&Decision::Card(twenty)),
            twenty_ok,
            "ball {ball}"
        );
    }
}

#[test]
fn e1_x_does_not_burn_a_pass_and_offers_no_clock_run() {
    let setup = std_setup();
    let o = offense_play(&setup, "slant");
    let d = defense_with_colours(&setup, o);
    let (mut game, mut script) = snap(&setup, 30, 1, 10, &["slant"], &[]);
    assert!(game.arrange_hand(Role::Defense, &[d]));
    let roll = script_cell(
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
    let events = go(&mut game, &mut script, o, d);
    assert!(events.contains(&Event::Gained {
        team: Side::Home,
        yards: roll.black,
        turnover: false
    }));
    assert_eq!(spot_down_line(&game), (30 + roll.black, 2, 40));
    assert_eq!(game.pending(), Pending::OffenseCall { try_snap: false });
}

#[test]
fn e2_breakaway_rerolls_the_same_dice_and_adds_while_it_shows() {
    let (mut game, mut script, o, d, first) =
        run_snap(10, 1, 10, Face::Min, Symbol::Breakaway, Face::Max);
    let setup = game.setup().clone();
    let second = script_cell(
        &mut script,
        &setup,
        Side::Home,
        o,
        d,
        Face::Min,
        Symbol::Breakaway,
        Face::Max,
        false,
    )
    .gain();
    let third = script_cell(
        &mut script,
        &setup,
        Side::Home,
        o,
        d,
        Face::Min,
        Symbol::Hail,
        Face::Max,
        false,
    )
    .gain();
    let gain = first + second + third;
    assert!(gain < 90);
    let events = go(&mut game, &mut script, o, d);
    assert!(script.is_used_up());
    assert!(events.contains(&Event::Gained {
        team: Side::Home,
        yards: gain,
        turnover: false
    }));
    assert_eq!(game.ball(), 10 + gain);
}

#[test]
fn e2_other_symbols_on_a_reroll_are_ignored() {
    for symbol in [Symbol::X, Symbol::T, Symbol::P, Symbol::Hail] {
        let (mut game, mut script, o, d, first) =
            run_snap(10, 1, 10, Face::Min, Symbol::Breakaway, Face::Max);
        let setup = game.setup().clone();
        // No referee or penalty die follows: the script would panic.
        let again = script_cell(
            &mut script,
            &setup,
            Side::Home,
            o,
            d,
            Face::Max,
            symbol,
            Face::Max,
            false,
        );
        go(&mut game, &mut script, o, d);
        assert!(script.is_used_up());
        assert_eq!(game.ball(), 10 + first + again.gain(), "{symbol:?}");
        assert_eq!(game.offense(), Side::Home);
    }
}

#[test]
fn e3_t_then_referee_t_is_a_turnover_at_the_new_spot() {
    let (mut game, mut script, o, d, gain) = run_snap(40, 1, 10, Face::Max, Symbol::T, Face::Max);
    script.referee(Symbol::T);
    let events = go(&mut game, &mut script, o, d);
    let spot = 40 + gain;
    assert!(spot < 100);
    assert!(events.contains(&Event::Turnover {
        cause: TurnoverCause::Fumble,
        to: Side::Away,
        spot: 100 - spot
    }));
    assert_eq!(game.offense(), Side::Away);
    assert_eq!(spot_down_line(&game), (100 - spot, 1, 110 - spot));
}

#[test]
fn e3_a_pass_turnover_is_an_interception() {
    let setup = std_setup();
    let o = offense_play(&setup, "slant");
    let d = defense_with_colours(&setup, o);
    let (mut game, mut script) = snap(&setup, 30, 1, 10, &["slant"], &[]);
    assert!(game.arrange_hand(Role::Defense, &[d]));
    let gain = script_cell(
        &mut script,
        &setup,
        Side::Home,
        o,
        d,
        Face::Min,
        Symbol::T,
        Face::Min,
        false,
    )
    .gain();
    script.referee(Symbol::T);
    let events = go(&mut game, &mut script, o, d);
    assert!(events.contains(&Event::Turnover {
        cause: TurnoverCause::Interception,
        to: Side::Away,
        spot: 70 - gain
    }));
    assert_eq!(game.ball(), 70 - gain);
}

#[test]
fn e3_t_without_referee_t_plays_on() {
    for referee in [Symbol::D, Symbol::O, Symbol::X, Symbol::Mary, Symbol::Blank] {
        let (mut game, mut script, o, d, gain) =
            run_snap(30, 1, 80, Face::Min, Symbol::T, Face::Min);
        script.referee(referee);
        go(&mut game, &mut script, o, d);
        assert!(script.is_used_up());
        assert_eq!(game.offense(), Side::Home, "{referee:?}");
        assert_eq!(spot_down_line(&game), (30 + gain, 2, 100), "{referee:?}");
    }
}

#[test]
fn e3_turnover_in_opponent_end_zone_is_touchback_not_a_touchdown() {
    let (_, _, _, _, gain) = run_snap(30, 1, 10, Face::Max, Symbol::T, Face::Max);
    let (mut game, mut script, o, d, _) =
        run_snap(100 - gain, 1, 10, Face::Max, Symbol::T, Face::Max);
    script.referee(Symbol::T);
    let events = go(&mut game, &mut script, o, d);
    assert!(events.contains(&Event::Touchback { team: Side::Away }));
    assert_eq!(game.score(Side::Home), 0);
    assert_eq!(game.score(Side::Away), 0);
    assert_eq!(game.offense(), Side::Away);
    assert_eq!(spot_down_line(&game), (20, 1, 30));
}

#[test]
fn e3_turnover_in_own_end_zone_is_a_touchdown_for_the_defense() {
    let setup = std_setup();
    // The cell that loses the most yards with the lowest faces.
    let worst = |o: u8, d: u8| {
        let c = cell(&setup, o, d);
        let team = &setup.team(Side::Home).dice;
        c.colours
            .iter()
            .map(|col| i16::from(face(team.colour(col), Face::Min)))
            .sum::<i16>()
            + i16::from(c.black) * i16::from(face(&team.black, Face::Min))
    };
    let plays = |n: usize| 0..n as u8;
    let (o, d) = plays(setup.cards.offense.len())
        .flat_map(|o| plays(setup.cards.defense.len()).map(move |d| (o, d)))
        .min_by_key(|&(o, d)| worst(o, d))
        .unwrap();
    assert!(worst(o, d) < 0);
    let mut script = Script::new(&setup);
    let mut game = Game::at_snap(setup.clone(), Side::Home, 1, 1, 10, &mut script.dice);
    game.set_timeouts(Side::Home, 0);
    game.set_timeouts(Side::Away, 0);
    assert!(game.arrange_hand(Role::Offense, &[o]));
    assert!(game.arrange_hand(Role::Defense, &[d]));
    script_cell(
        &mut script,
        &setup,
        Side::Home,
        o,
        d,
        Face::Min,
        Symbol::T,
        Face::Min,
        false,
    );
    script.referee(Symbol::T);
    let events = go(&mut game, &mut script, o, d);
    let cause = if setup.cards.offense[usize::from(o)].kind
        == gridiron::games::first_and_goal::data::model::PlayKind::Run
    {
        TurnoverCause::Fumble
    } else {
        TurnoverCause::Interception
    };
    assert!(events.contains(&Event::Turnover {
        cause,
        to: Side::Away,
        spot: 100
    }));
    assert_eq!(game.score(Side::Away), 6);
    assert_eq!(game.score(Side::Home), 0);
    assert_eq!(game.offense(), Side::Away);
    assert_eq!(game.pending(), Pending::Try);
}

fn penalty_snap(
    ball: i16,
    down: u8,
    to_go: i16,
    referee: Symbol,
    face: &str,
) -> (Game, Script, Vec<Event>, i16) {
    let (mut game, mut script, o, d, gain) =
        run_snap(ball, down, to_go, Face::Min, Symbol::P, Face::Min);
    script.referee(referee).penalty(face);
    let events = go(&mut game, &mut script, o, d);
    (game, script, events, gain)
}

#[test]
fn e4_penalty_on_the_defense_gains_the_yards_and_repeats_the_down() {
    let (mut game, mut script, events, _) = penalty_snap(40, 2, 10, Symbol::D, "5");
    assert!(events.contains(&Event::PenaltyFlagged {
        against: Side::Away,
        role: Role::Defense,
        face: PenaltyFace::parse("5").unwrap()
    }));
    assert_eq!(game.waiting_on().to_vec(), vec![HOME_O]);
    let events = act(&mut game, &mut script, HOME_O, Decision::AcceptPenalty);
    assert!(burned(&events).is_empty());
    assert_eq!(spot_down_line(&game), (45, 2, 50));
}

#[test]
fn e4_penalty_on_the_offense_loses_the_yards_and_repeats_the_down() {
    let (mut game, mut script, _, gain) = penalty_snap(40, 3, 10, Symbol::O, "10");
    assert_eq!(
        game.pending(),
        Pending::Penalty {
            against: Side::Home,
            face: PenaltyFace::parse("10").unwrap(),
            spot_if_accepted: 30,
            spot_if_declined: 40 + gain,
        }
    );
    assert_eq!(game.waiting_on().to_vec(), vec![AWAY_D]);
    act(&mut game, &mut script, AWAY_D, Decision::AcceptPenalty);
    assert_eq!(spot_down_line(&game), (30, 3, 50));
}

#[test]
fn e4_5a_against_the_defense_is_an_automatic_first_down() {
    let (mut game, mut script, _, _) = penalty_snap(40, 3, 10, Symbol::D, "5A");
    act(&mut game, &mut script, HOME_O, Decision::AcceptPenalty);
    assert_eq!(spot_down_line(&game), (45, 1, 55));
}

#[test]
fn e4_5a_against_the_offense_is_five_yards_without_a_first_down() {
    let (mut game, mut script, _, _) = penalty_snap(40, 3, 10, Symbol::O, "5A");
    act(&mut game, &mut script, AWAY_D, Decision::AcceptPenalty);
    assert_eq!(spot_down_line(&game), (35, 3, 50));
}

#[test]
fn e4_a_declined_penalty_counts_the_snap_as_rolled() {
    let (mut game, mut script, _, gain) = penalty_snap(40, 2, 30, Symbol::O, "15");
    assert!(gain < 30);
    act(&mut game, &mut script, AWAY_D, Decision::DeclinePenalty);
    assert_eq!(spot_down_line(&game), (40 + gain, 3, 70));
}

#[test]
fn e4_without_d_or_o_there_is_no_penalty_and_play_goes_on() {
    for referee in [Symbol::T, Symbol::X, Symbol::Mary, Symbol::Blank] {
        let (game, script, events, gain) = penalty_snap(40, 2, 30, referee, "15");
        assert!(script.is_used_up());
        assert!(!events
            .iter()
            .any(|e| matches!(e, Event::PenaltyFlagged { .. })));
        // No flag: the run burns its card as usual.
        assert_eq!(burned(&events).len(), 1);
        assert_eq!(spot_down_line(&game), (40 + gain, 3, 70), "{referee:?}");
    }
}

#[test]
fn e4_a_penalty_into_the_end_zone_moves_half_the_distance_toward_the_opponents_goal() {
    let (mut game, mut script, _, _) = penalty_snap(91, 2, 9, Symbol::D, "15");
    act(&mut game, &mut script, HOME_O, Decision::AcceptPenalty);
    assert_eq!(spot_down_line(&game), (95, 2, 100));
}

#[test]
fn e4_a_penalty_into_the_end_zone_moves_half_the_distance_toward_the_own_goal() {
    let (mut game, mut script, _, _) = penalty_snap(9, 2, 10, Symbol::O, "10");
    act(&mut game, &mut script, AWAY_D, Decision::AcceptPenalty);
    assert_eq!(spot_down_line(&game), (5, 2, 19));
}

#[test]
fn e4_half_the_distance_never_goes_past_the_one_yard_line() {
    let (mut game, mut script, _, _) = penalty_snap(99, 1, 1, Symbol::D, "5");
    act(&mut game, &mut script, HOME_O, Decision::AcceptPenalty);
    assert_eq!(spot_down_line(&game), (99, 1, 100));
    let (mut game, mut script, _, _) = penalty_snap(1, 1, 10, Symbol::O, "15");
    act(&mut game, &mut script, AWAY_D, Decision::AcceptPenalty);
    assert_eq!(spot_down_line(&game), (1, 1, 11));
}

#[test]
fn e4_a_penalty_reaching_the_line_to_gain_gives_a_first_down() {
    let (mut game, mut script, _, _) = penalty_snap(40, 3, 5, Symbol::D, "10");
    act(&mut game, &mut script, HOME_O, Decision::AcceptPenalty);
    assert_eq!(spot_down_line(&game), (50, 1, 60));
}

#[test]
fn e5_hail_on_the_play_die_changes_nothing() {
    let (mut game, mut script, o, d, gain) =
        run_snap(30, 1, 80, Face::Max, Symbol::Hail, Face::Min);
    let events = go(&mut game, &mut script, o, d);
    assert!(script.is_used_up());
    assert_eq!(dice_rolled(&events), {
        let c = cell(game.setup(), o, d);
        c.colours.len() + 1 + usize::from(c.black)
    });
    assert_eq!(spot_down_line(&game), (30 + gain, 2, 100));
}

#[test]
fn p7_a_punt_return_touchdown_changes_possession_before_the_try() {
    use common::rules::{kick_call, script_special};
    use gridiron::games::first_and_goal::data::model::SpecialRoll;
    let setup = std_setup();
    let (mut game, mut script) = snap(&setup, 30, 4, 10, &["halfback-dive"; 2], &[]);
    kick_call(&mut game, &mut script, Decision::Punt, false, false);
    let distance = script_special(
        &mut script,
        &setup,
        Side::Home,
        SpecialRoll::Punt,
        None,
        Face::Min,
    );
    act(&mut game, &mut script, HOME_O, Decision::PuntAllDice);
    let mut spot = 100 - (30 + distance);
    loop {
        spot += script_special(
            &mut script,
            &setup,
            Side::Away,
            SpecialRoll::PuntReturn,
            None,
            Face::Max,
        );
        if spot >= 100 {
            script.play(Symbol::Hail);
            break;
        }
        script.play(Symbol::Breakaway);
    }
    let events = act(&mut game, &mut script, AWAY_D, Decision::ReturnPunt);
    assert!(script.is_used_up());
    assert!(events.contains(&Event::PossessionChanged {
        offense: Side::Away
    }));
    assert_eq!(game.score(Side::Away), 6);
    assert_eq!(game.offense(), Side::Away);
    assert_eq!(game.pending(), Pending::Try);
    assert_eq!(game.deck_of(Role::Offense).hand_len(), 8);
}

#[test]
fn p7_a_score_changes_possession_so_the_receivers_hold_fresh_hands_at_the_kickoff() {
    let setup = std_setup();
    let (game, _, events) = common::rules::field_goal(&setup);
    let scored = events
        .iter()
        .position(|e| matches!(e, Event::Scored { .. }));
    let changed = events.iter().position(|e| {
        *e == Event::PossessionChanged {
            offense: Side::Away,
        }
    });
    assert!(matches!((scored, changed), (Some(s), Some(c)) if s < c));
    assert_eq!(game.offense(), Side::Away);
    assert_eq!(game.deck_of(Role::Offense).hand_len(), 8);
}

#[test]
fn p7_a_kickoff_return_touchdown_keeps_the_fresh_hands_for_the_try() {
    use common::rules::{field_goal, script_special, HOME_D};
    use gridiron::games::first_and_goal::data::model::SpecialRoll;
    use gridiron::games::first_and_goal::engine::KickoffKind;
    let setup = std_setup();
    let (mut game, mut script, _) = field_goal(&setup);
    act(
        &mut game,
        &mut script,
        HOME_D,
        Decision::Kickoff(KickoffKind::Normal),
    );
    let mut spot = 0;
    loop {
        spot += script_special(
            &mut script,
            &setup,
            Side::Away,
            SpecialRoll::KickoffReturn,
            None,
            Face::Max,
        );
        if spot >= 100 {
            script.play(Symbol::Hail);
            break;
        }
        script.play(Symbol::Breakaway);
    }
    let events = act(
        &mut game,
        &mut script,
        Seat::new(Side::Away, Role::Offense),
        Decision::RunOut,
    );
    assert!(!events
        .iter()
        .any(|e| matches!(e, Event::PossessionChanged { .. })));
    assert_eq!(game.score(Side::Away), 6);
    assert_eq!(game.pending(), Pending::Try);
    assert_eq!(game.deck_of(Role::Offense).hand_len(), 8);
}
