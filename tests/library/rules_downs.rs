//! Downs and distance (F), each test named after its rule ID.

use crate::common;

use common::offense_play;
use common::rules::*;
use gridiron::games::first_and_goal::data::model::Symbol;
use gridiron::games::first_and_goal::engine::{Event, Pending, Role, Side, TurnoverCause};

#[test]
fn f1_a_snap_short_of_the_line_to_gain_uses_up_a_down() {
    let setup = std_setup();
    let o = offense_play(&setup, "halfback-dive");
    let d = defense_with_colours(&setup, o);
    let (mut game, mut script) = snap(&setup, 30, 1, 10, &["halfback-dive"], &[]);
    assert!(game.arrange_hand(Role::Defense, &[d]));
    assert_eq!(game.line_to_gain(), 40);
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
    let events = play_cards(&mut game, &mut script, o, d);
    let spot = 30 + roll.black;
    assert_eq!(game.ball(), spot);
    assert_eq!(game.down(), 2);
    assert_eq!(game.line_to_gain(), 40);
    assert!(events.contains(&Event::NextDown {
        team: Side::Home,
        down: 2,
        to_go: 40 - spot,
        spot
    }));
    assert_eq!(game.pending(), Pending::OffenseCall { try_snap: false });
}

#[test]
fn f2_reaching_the_line_to_gain_gives_a_new_first_down_ten_beyond() {
    let setup = std_setup();
    let o = offense_play(&setup, "halfback-dive");
    let d = defense_with_colours(&setup, o);
    let mut script = common::Script::new(&setup);
    let roll = script_cell(
        &mut script,
        &setup,
        Side::Home,
        o,
        d,
        Face::Max,
        Symbol::Hail,
        Face::Max,
        false,
    );
    let gain = roll.gain();
    assert!((1..60).contains(&gain));
    let (mut game, _) = snap(&setup, 30, 3, gain, &["halfback-dive"], &[]);
    assert!(game.arrange_hand(Role::Defense, &[d]));
    let events = play_cards(&mut game, &mut script, o, d);
    assert!(script.is_used_up());
    assert_eq!(game.ball(), 30 + gain);
    assert_eq!(game.down(), 1);
    assert_eq!(game.line_to_gain(), 40 + gain);
    assert!(events.contains(&Event::FirstDown {
        team: Side::Home,
        spot: 30 + gain,
        goal_to_go: false,
        earned: true
    }));
}

#[test]
fn f2_passing_the_line_to_gain_measures_from_the_new_spot() {
    let setup = std_setup();
    let o = offense_play(&setup, "halfback-dive");
    let d = defense_with_colours(&setup, o);
    let mut script = common::Script::new(&setup);
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
    assert!(gain >= 2);
    let (mut game, _) = snap(&setup, 20, 2, gain - 1, &["halfback-dive"], &[]);
    assert!(game.arrange_hand(Role::Defense, &[d]));
    play_cards(&mut game, &mut script, o, d);
    assert_eq!(
        (game.ball(), game.down(), game.line_to_gain()),
        (20 + gain, 1, 30 + gain)
    );
}

#[test]
fn f3_a_line_to_gain_at_the_goal_line_is_first_and_goal() {
    let setup = std_setup();
    let o = offense_play(&setup, "halfback-dive");
    let d = defense_with_colours(&setup, o);
    let mut script = common::Script::new(&setup);
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
    // The snap ends at the opponent's 9: the line to gain would be in the end zone.
    let (mut game, _) = snap(
        &setup,
        91 - gain,
        1,
        gain,
        &["halfback-dive", "halfback-dive"],
        &[],
    );
    assert!(game.arrange_hand(Role::Defense, &[d, d]));
    let events = play_cards(&mut game, &mut script, o, d);
    assert_eq!(game.ball(), 91);
    assert_eq!(game.down(), 1);
    assert_eq!(game.line_to_gain(), 100);
    assert!(game.table().goal_to_go());
    assert!(events.contains(&Event::FirstDown {
        team: Side::Home,
        spot: 91,
        goal_to_go: true,
        earned: true
    }));
    // Short of the goal line, the downs run out against the goal line.
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
    play_cards(&mut game, &mut script, o, d);
    assert_eq!(game.ball(), 91 + roll.black);
    assert_eq!(game.down(), 2);
    assert_eq!(game.line_to_gain(), 100);
}

#[test]
fn f4_failing_on_fourth_down_turns_the_ball_over_at_the_spot() {
    let setup = std_setup();
    let o = offense_play(&setup, "slant");
    let d = defense_with_colours(&setup, o);
    let (mut game, mut script) = snap(&setup, 40, 4, 10, &["slant"], &[]);
    assert!(game.arrange_hand(Role::Defense, &[d]));
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
    let events = play_cards(&mut game, &mut script, o, d);
    let spot = 40 + roll.black;
    assert!(events.contains(&Event::Turnover {
        cause: TurnoverCause::Downs,
        to: Side::Away,
        spot: 100 - spot
    }));
    assert_eq!(game.offense(), Side::Away);
    assert_eq!(game.ball(), 100 - spot);
    assert_eq!(game.down(), 1);
    assert_eq!(game.line_to_gain(), 110 - spot);
    assert_eq!(game.pending(), Pending::OffenseCall { try_snap: false });
}
