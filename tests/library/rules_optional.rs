//! Optional rules (O), each test named after its rule ID.

use crate::common;

use std::sync::Arc;

use common::rules::*;
use common::{act, offense_play, Script};
use gridiron::games::first_and_goal::data::model::{Colour, SpecialRoll, Symbol};
use gridiron::games::first_and_goal::engine::{
    Decision, Event, Game, KickoffKind, OptionalRules, Pending, Role, Seat, Setup, Side,
    TurnoverCause,
};

fn with(optional: OptionalRules) -> Arc<Setup> {
    common::setup(optional)
}

const TURNOVERS: OptionalRules = OptionalRules {
    turnovers: true,
    breakaways: false,
    squib: false,
};
const BREAKAWAYS: OptionalRules = OptionalRules {
    turnovers: false,
    breakaways: true,
    squib: false,
};

/// Home loses the ball on a T/T at its 40 with `play`; returns the spot in Home's yards.
fn turnover(setup: &Arc<Setup>, play: &str) -> (Game, Script, i16) {
    let o = offense_play(setup, play);
    let d = defense_with_colours(setup, o);
    let (mut game, mut script) = snap(setup, 40, 1, 10, &[play; 2], &[]);
    assert!(game.arrange_hand(Role::Defense, &[d]));
    let gain = script_cell(
        &mut script,
        setup,
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
    play_cards_pending(&mut game, &mut script, o, d);
    (game, script, 40 + gain)
}

/// Plays the cards, leaving the last card to be played by the caller.
fn play_cards_pending(game: &mut Game, script: &mut Script, o: u8, _d: u8) {
    act(game, script, HOME_O, Decision::NormalPlay);
    act(game, script, HOME_O, Decision::Card(o));
}

fn finish(game: &mut Game, script: &mut Script, d: u8) -> Vec<Event> {
    act(game, script, AWAY_D, Decision::Card(d))
}

fn o1_case(play: &str, referee: Symbol, penalty: &str, cause: TurnoverCause) {
    let setup = with(TURNOVERS);
    let (mut game, mut script, spot) = turnover(&setup, play);
    script.referee(referee).penalty(penalty);
    let red = face(setup.team(Side::Away).dice.colour(Colour::Red), Face::Max);
    script.colour(Side::Away, Colour::Red, red);
    let black = face(&setup.team(Side::Home).dice.black, Face::Min);
    script.black(Side::Home, black);
    let d = defense_with_colours(&setup, offense_play(&setup, play));
    let events = finish(&mut game, &mut script, d);
    assert!(script.is_used_up());
    let their = 100 - spot + i16::from(red) + i16::from(black);
    assert!(
        events.contains(&Event::Turnover {
            cause,
            to: Side::Away,
            spot: their
        }),
        "{play} {referee:?} {penalty}"
    );
    assert_eq!(
        (game.offense(), game.ball(), game.down()),
        (Side::Away, their, 1)
    );
}

#[test]
fn o1_a_fumble_rolls_referee_and_penalty_dice_and_a_recovery_run() {
    o1_case("halfback-dive", Symbol::T, "15", TurnoverCause::Fumble);
}

#[test]
fn o1_a_pass_turnover_with_t_is_an_interception() {
    o1_case("slant", Symbol::T, "5", TurnoverCause::Interception);
}

#[test]
fn o1_a_pass_turnover_with_15_is_an_interception() {
    o1_case("slant", Symbol::Blank, "15", TurnoverCause::Interception);
}

#[test]
fn o1_a_pass_turnover_without_t_or_15_is_a_fumble() {
    o1_case("slant", Symbol::D, "10", TurnoverCause::Fumble);
}

#[test]
fn o1_off_by_default_no_extra_dice_are_rolled() {
    let setup = std_setup();
    let (mut game, mut script, spot) = turnover(&setup, "slant");
    let d = defense_with_colours(&setup, offense_play(&setup, "slant"));
    let events = finish(&mut game, &mut script, d);
    assert!(events.contains(&Event::Turnover {
        cause: TurnoverCause::Interception,
        to: Side::Away,
        spot: 100 - spot
    }));
}

fn breakaway_snap(setup: &Arc<Setup>, symbols: &[Symbol]) -> (Game, Vec<Event>, i16) {
    let o = offense_play(setup, "halfback-dive");
    let d = defense_with_colours(setup, o);
    let (mut game, mut script) = snap(setup, 5, 1, 10, &["halfback-dive"], &[]);
    assert!(game.arrange_hand(Role::Defense, &[d]));
    let mut gain = 0;
    for &symbol in symbols {
        gain += script_cell(
            &mut script,
            setup,
            Side::Home,
            o,
            d,
            Face::Max,
            symbol,
            Face::Max,
            false,
        )
        .gain();
    }
    let events = play_cards(&mut game, &mut script, o, d);
    assert!(script.is_used_up());
    (game, events, gain)
}

#[test]
fn o2_three_breakaways_in_a_row_are_a_touchdown() {
    let setup = with(BREAKAWAYS);
    let (game, _, gain) = breakaway_snap(&setup, &[Symbol::Breakaway; 3]);
    assert!(5 + gain < 100);
    assert_eq!(game.score(Side::Home), 6);
    assert_eq!(game.pending(), Pending::Try);
}

#[test]
fn o2_two_breakaways_are_not_enough() {
    let setup = with(BREAKAWAYS);
    let (game, _, gain) = breakaway_snap(
        &setup,
        &[Symbol::Breakaway, Symbol::Breakaway, Symbol::Hail],
    );
    assert_eq!(game.score(Side::Home), 0);
    assert_eq!(game.ball(), 5 + gain);
}

#[test]
fn o2_off_by_default_breakaways_keep_rolling() {
    let setup = std_setup();
    let (game, _, gain) = breakaway_snap(
        &setup,
        &[
            Symbol::Breakaway,
            Symbol::Breakaway,
            Symbol::Breakaway,
            Symbol::Hail,
        ],
    );
    assert!(5 + gain < 100);
    assert_eq!(game.score(Side::Home), 0);
    assert_eq!(game.ball(), 5 + gain);
}

#[test]
fn o2_three_breakaways_on_a_kickoff_return_are_a_touchdown() {
    let setup = with(BREAKAWAYS);
    let (mut game, mut script, receiving) = opening_kickoff(&setup);
    for _ in 0..3 {
        script_special(
            &mut script,
            &setup,
            receiving,
            SpecialRoll::KickoffReturn,
            None,
            Face::Min,
        );
        script.play(Symbol::Breakaway);
    }
    act(
        &mut game,
        &mut script,
        Seat::new(receiving, Role::Offense),
        Decision::RunOut,
    );
    assert!(script.is_used_up());
    assert_eq!(game.score(receiving), 6);
    assert_eq!(game.pending(), Pending::Try);
}

#[test]
fn o3_the_squib_kick_is_offered_only_when_chosen() {
    let (game, _, _) = field_goal(&std_setup());
    let mut options = Vec::new();
    game.legal(HOME_D, &mut options);
    assert!(!options.contains(&Decision::Kickoff(KickoffKind::Squib)));
    let setup = with(OptionalRules {
        squib: true,
        ..OptionalRules::default()
    });
    let (game, _, _) = field_goal(&setup);
    game.legal(HOME_D, &mut options);
    assert!(options.contains(&Decision::Kickoff(KickoffKind::Squib)));
    // With O3 even the opening kickoff waits for the kicking team's choice.
    let mut script = Script::new(&setup);
    let mut game = Game::new(setup.clone());
    act(
        &mut game,
        &mut script,
        AWAY_O,
        Decision::CallCoin(gridiron::games::first_and_goal::engine::Coin::Heads),
    );
    let winner = game.waiting_on()[0].team;
    act(
        &mut game,
        &mut script,
        Seat::new(winner, Role::Offense),
        Decision::Receive,
    );
    assert_eq!(game.pending(), Pending::KickoffKind);
    assert_eq!(
        game.waiting_on().to_vec(),
        vec![Seat::new(winner.other(), Role::Defense)]
    );
}

/// O1's dice on a turnover that is not a pass: referee and penalty dice that change nothing,
/// then the recovering team's red die and the other team's black die, at their lowest faces.
fn recovery_run(script: &mut Script, setup: &Setup, recovering: Side) -> i16 {
    script.referee(Symbol::Blank).penalty("10");
    let red = face(setup.team(recovering).dice.colour(Colour::Red), Face::Min);
    script.colour(recovering, Colour::Red, red);
    let black = face(&setup.team(recovering.other()).dice.black, Face::Min);
    script.black(recovering.other(), black);
    i16::from(red) + i16::from(black)
}

fn turnover_event(events: &[Event]) -> Option<Event> {
    events
        .iter()
        .copied()
        .find(|e| matches!(e, Event::Turnover { .. }))
}

#[test]
fn o1_a_kickoff_return_fumble_rolls_for_the_recovery_run() {
    let setup = with(TURNOVERS);
    let (mut game, mut script, receiving) = opening_kickoff(&setup);
    let kicking = receiving.other();
    let spot = script_special(
        &mut script,
        &setup,
        receiving,
        SpecialRoll::KickoffReturn,
        None,
        Face::Min,
    );
    script.play(Symbol::T).referee(Symbol::T);
    let run = recovery_run(&mut script, &setup, kicking);
    let events = act(
        &mut game,
        &mut script,
        Seat::new(receiving, Role::Offense),
        Decision::RunOut,
    );
    assert!(script.is_used_up());
    let their = 100 - spot + run;
    assert_eq!(
        turnover_event(&events),
        Some(Event::Turnover {
            cause: TurnoverCause::KickoffFumble,
            to: kicking,
            spot: their
        })
    );
    assert_eq!((game.offense(), game.ball()), (kicking, their));
}

/// Home at its 30 on 4th & 10 has called `call`; both coaches' Fake/Kick are still to come.
fn kick_position(setup: &Arc<Setup>, call: Decision) -> (Game, Script) {
    let (mut game, mut script) = snap(setup, 30, 4, 10, &["halfback-dive"; 2], &[]);
    game.set_timeouts(Side::Away, 0);
    let offense = act(&mut game, &mut script, HOME_O, call);
    assert!(offense
        .iter()
        .any(|e| matches!(e, Event::SpecialCalled { .. })));
    (game, script)
}

#[test]
fn o1_a_blocked_field_goal_rolls_for_the_recovery_run() {
    let setup = with(TURNOVERS);
    let (mut game, mut script) = kick_position(&setup, Decision::FieldGoal);
    act(&mut game, &mut script, AWAY_D, Decision::Kick);
    script.referee(Symbol::X).play(Symbol::X);
    let run = recovery_run(&mut script, &setup, Side::Away);
    let events = act(&mut game, &mut script, HOME_O, Decision::Kick);
    assert!(script.is_used_up());
    assert_eq!(
        turnover_event(&events),
        Some(Event::Turnover {
            cause: TurnoverCause::BlockedFieldGoal,
            to: Side::Away,
            spot: 70 + run
        })
    );
    assert_eq!((game.offense(), game.ball()), (Side::Away, 70 + run));
}

#[test]
fn o1_a_blocked_punt_rolls_for_the_recovery_run() {
    let setup = with(TURNOVERS);
    let (mut game, mut script) = kick_position(&setup, Decision::Punt);
    act(&mut game, &mut script, AWAY_D, Decision::Kick);
    act(&mut game, &mut script, HOME_O, Decision::Kick);
    script_special(
        &mut script,
        &setup,
        Side::Home,
        SpecialRoll::Punt,
        Some(0),
        Face::Min,
    );
    script.play(Symbol::X);
    let run = recovery_run(&mut script, &setup, Side::Away);
    let events = act(
        &mut game,
        &mut script,
        HOME_O,
        Decision::PuntReplacingDie(0),
    );
    assert!(script.is_used_up());
    assert_eq!(
        turnover_event(&events),
        Some(Event::Turnover {
            cause: TurnoverCause::BlockedPunt,
            to: Side::Away,
            spot: 70 + run
        })
    );
}

#[test]
fn o1_a_stopped_fake_rolls_for_the_recovery_run() {
    let setup = with(TURNOVERS);
    let (mut game, mut script) = kick_position(&setup, Decision::Punt);
    act(&mut game, &mut script, AWAY_D, Decision::Fake);
    let run = recovery_run(&mut script, &setup, Side::Away);
    let events = act(&mut game, &mut script, HOME_O, Decision::Fake);
    assert!(script.is_used_up());
    assert_eq!(
        turnover_event(&events),
        Some(Event::Turnover {
            cause: TurnoverCause::FakeStopped,
            to: Side::Away,
            spot: 70 + run
        })
    );
}

#[test]
fn o1_a_muffed_punt_rolls_for_the_recovery_run() {
    let setup = with(TURNOVERS);
    let (mut game, mut script) = kick_position(&setup, Decision::Punt);
    act(&mut game, &mut script, AWAY_D, Decision::Kick);
    act(&mut game, &mut script, HOME_O, Decision::Kick);
    let distance = script_special(
        &mut script,
        &setup,
        Side::Home,
        SpecialRoll::Punt,
        None,
        Face::Min,
    );
    act(&mut game, &mut script, HOME_O, Decision::PuntAllDice);
    let caught = 100 - (30 + distance);
    let yards = script_special(
        &mut script,
        &setup,
        Side::Away,
        SpecialRoll::PuntReturn,
        None,
        Face::Min,
    );
    script.play(Symbol::T).referee(Symbol::T);
    let run = recovery_run(&mut script, &setup, Side::Home);
    let events = act(&mut game, &mut script, AWAY_D, Decision::ReturnPunt);
    assert!(script.is_used_up());
    let spot = 100 - (caught + yards) + run;
    assert_eq!(
        turnover_event(&events),
        Some(Event::Turnover {
            cause: TurnoverCause::MuffedPunt,
            to: Side::Home,
            spot
        })
    );
    assert_eq!((game.offense(), game.ball()), (Side::Home, spot));
}

#[test]
fn o1_a_turnover_on_downs_rolls_nothing() {
    let setup = with(TURNOVERS);
    let o = offense_play(&setup, "halfback-dive");
    let d = defense_with_colours(&setup, o);
    let (mut game, mut script) = snap(&setup, 30, 4, 50, &["halfback-dive"; 2], &[]);
    assert!(game.arrange_hand(Role::Defense, &[d; 2]));
    let gain = script_cell(
        &mut script,
        &setup,
        Side::Home,
        o,
        d,
        Face::Min,
        Symbol::Hail,
        Face::Min,
        false,
    )
    .gain();
    let events = play_cards(&mut game, &mut script, o, d);
    assert!(script.is_used_up());
    assert_eq!(
        turnover_event(&events),
        Some(Event::Turnover {
            cause: TurnoverCause::Downs,
            to: Side::Away,
            spot: 100 - (30 + gain)
        })
    );
}

/// O1's run from the recovering team's goal line, at `which` faces of Away's red and Home's black.
fn end_zone_run(script: &mut Script, setup: &Setup, which: Face) -> i16 {
    let red = face(setup.team(Side::Away).dice.colour(Colour::Red), which);
    script.colour(Side::Away, Colour::Red, red);
    let black = face(&setup.team(Side::Home).dice.black, which);
    script.black(Side::Home, black);
    i16::from(red) + i16::from(black)
}

/// Home throws a slant from just short of the goal line that reaches Away's end zone, then T/T:
/// a pass turnover behind the goal line. O1's dice are left to the caller.
fn pass_turnover_in_the_end_zone(setup: &Arc<Setup>) -> (Game, Script, u8, u8) {
    let o = offense_play(setup, "slant");
    let d = defense_with_colours(setup, o);
    let max = |script: &mut Script| {
        script_cell(
            script,
            setup,
            Side::Home,
            o,
            d,
            Face::Max,
            Symbol::T,
            Face::Max,
            false,
        )
        .gain()
    };
    let gain = max(&mut Script::new(setup));
    assert!((1..100).contains(&gain));
    let (mut game, mut script) = snap(setup, 100 - gain, 1, 10, &["slant"], &[]);
    assert!(game.arrange_hand(Role::Defense, &[d]));
    max(&mut script);
    script.referee(Symbol::T);
    (game, script, o, d)
}

#[test]
fn o1_an_interception_in_the_end_zone_rolls_the_turnover_dice_and_a_run_ending_there_is_a_touchback(
) {
    let setup = with(TURNOVERS);
    let (mut game, mut script, o, d) = pass_turnover_in_the_end_zone(&setup);
    script.referee(Symbol::T).penalty("5");
    let run = end_zone_run(&mut script, &setup, Face::Min);
    assert!(run <= 0);
    let events = play_cards(&mut game, &mut script, o, d);
    assert!(script.is_used_up());
    assert_eq!(
        turnover_event(&events),
        Some(Event::Turnover {
            cause: TurnoverCause::Interception,
            to: Side::Away,
            spot: 0
        })
    );
    assert!(events.contains(&Event::Touchback { team: Side::Away }));
    assert_eq!(
        (
            game.offense(),
            game.ball(),
            game.down(),
            game.line_to_gain()
        ),
        (Side::Away, 20, 1, 30)
    );
}

#[test]
fn o1_an_interception_in_the_end_zone_rolls_the_turnover_dice_and_a_run_out_of_it_is_spotted_there()
{
    let setup = with(TURNOVERS);
    let (mut game, mut script, o, d) = pass_turnover_in_the_end_zone(&setup);
    script.referee(Symbol::Blank).penalty("15");
    let run = end_zone_run(&mut script, &setup, Face::Max);
    assert!(run > 0);
    let events = play_cards(&mut game, &mut script, o, d);
    assert!(script.is_used_up());
    assert_eq!(
        turnover_event(&events),
        Some(Event::Turnover {
            cause: TurnoverCause::Interception,
            to: Side::Away,
            spot: run
        })
    );
    assert!(!events.contains(&Event::Touchback { team: Side::Away }));
    assert_eq!(
        (
            game.offense(),
            game.ball(),
            game.down(),
            game.line_to_gain()
        ),
        (Side::Away, run, 1, run + 10)
    );
}

#[test]
fn o1_a_pass_turnover_in_the_end_zone_without_t_or_15_is_a_fumble() {
    let setup = with(TURNOVERS);
    let (mut game, mut script, o, d) = pass_turnover_in_the_end_zone(&setup);
    script.referee(Symbol::D).penalty("10");
    let run = end_zone_run(&mut script, &setup, Face::Min);
    let events = play_cards(&mut game, &mut script, o, d);
    assert!(script.is_used_up());
    assert_eq!(
        turnover_event(&events),
        Some(Event::Turnover {
            cause: TurnoverCause::Fumble,
            to: Side::Away,
            spot: run.max(0)
        })
    );
}

/// Home at its 1 plays the cell that loses the most yards at its lowest faces, then T/T: a
/// turnover in Home's own end zone. O1's dice (referee and penalty that make it a fumble, pass
/// or run) are scripted; the run is left to the caller.
fn turnover_in_own_end_zone(setup: &Arc<Setup>) -> (Game, Script, u8, u8) {
    let worst = |o: u8, d: u8| {
        let c = cell(setup, o, d);
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
        .expect("the cards have cells");
    assert!(worst(o, d) < 0);
    let mut script = Script::new(setup);
    let mut game = Game::at_snap(setup.clone(), Side::Home, 1, 1, 10, &mut script.dice);
    game.set_timeouts(Side::Home, 0);
    game.set_timeouts(Side::Away, 0);
    assert!(game.arrange_hand(Role::Offense, &[o]));
    assert!(game.arrange_hand(Role::Defense, &[d]));
    script_cell(
        &mut script,
        setup,
        Side::Home,
        o,
        d,
        Face::Min,
        Symbol::T,
        Face::Min,
        false,
    );
    script.referee(Symbol::T);
    script.referee(Symbol::Blank).penalty("10");
    (game, script, o, d)
}

#[test]
fn o1_a_turnover_in_the_own_end_zone_rolls_the_turnover_dice_and_a_run_staying_there_scores() {
    let setup = with(TURNOVERS);
    let (mut game, mut script, o, d) = turnover_in_own_end_zone(&setup);
    let run = end_zone_run(&mut script, &setup, Face::Max);
    assert!(run >= 0);
    let events = play_cards(&mut game, &mut script, o, d);
    assert!(script.is_used_up());
    assert_eq!(
        turnover_event(&events),
        Some(Event::Turnover {
            cause: TurnoverCause::Fumble,
            to: Side::Away,
            spot: 100
        })
    );
    assert_eq!((game.score(Side::Away), game.score(Side::Home)), (6, 0));
    assert_eq!(game.offense(), Side::Away);
    assert_eq!(game.pending(), Pending::Try);
}

#[test]
fn o1_a_turnover_in_the_own_end_zone_run_back_out_of_it_is_spotted_there() {
    let setup = with(TURNOVERS);
    let (mut game, mut script, o, d) = turnover_in_own_end_zone(&setup);
    let run = end_zone_run(&mut script, &setup, Face::Min);
    assert!(run < 0);
    let events = play_cards(&mut game, &mut script, o, d);
    assert!(script.is_used_up());
    assert_eq!(
        turnover_event(&events),
        Some(Event::Turnover {
            cause: TurnoverCause::Fumble,
            to: Side::Away,
            spot: 100 + run
        })
    );
    assert_eq!((game.score(Side::Away), game.score(Side::Home)), (0, 0));
    assert_eq!(
        (
            game.offense(),
            game.ball(),
            game.down(),
            game.line_to_gain()
        ),
        (Side::Away, 100 + run, 1, 100)
    );
}

#[test]
fn o1_a_kickoff_return_fumble_behind_the_goal_line_starts_the_run_there() {
    // Toronto's kickoff-return dice can leave a returner behind his own goal line.
    let library = common::library();
    let toronto = &library.team("toronto-thunder").expect("Toronto ships").team;
    let setup = Arc::new(Setup::new(library, toronto, toronto, TURNOVERS));
    let (mut game, mut script, receiving) = opening_kickoff(&setup);
    let kicking = receiving.other();
    let spot = script_special(
        &mut script,
        &setup,
        receiving,
        SpecialRoll::KickoffReturn,
        None,
        Face::Min,
    );
    assert!(spot < 0);
    script.play(Symbol::T).referee(Symbol::T);
    let run = recovery_run(&mut script, &setup, kicking);
    assert!(run < 0);
    let events = act(
        &mut game,
        &mut script,
        Seat::new(receiving, Role::Offense),
        Decision::RunOut,
    );
    assert!(script.is_used_up());
    assert_eq!(
        turnover_event(&events),
        Some(Event::Turnover {
            cause: TurnoverCause::KickoffFumble,
            to: kicking,
            spot: 100 + run
        })
    );
    assert_eq!((game.offense(), game.ball()), (kicking, 100 + run));
}
