//! The board's header names the situation a decision is really made in (issue 21, item 6): a
//! safety's free punt has no down, and a timeout that stops a burn still knows the snap's gain.

use crate::common;

use common::rules::*;
use common::{act, offense_play};
use gridiron::common::i18n::Language;
use gridiron::games::first_and_goal::data::model::{SpecialRoll, Symbol};
use gridiron::games::first_and_goal::display::board;
use gridiron::games::first_and_goal::engine::{Decision, Game, Pending, Role, Side};

fn header(game: &Game, language: Language) -> String {
    let loc = gridiron::i18n::localizer(language);
    board::situation(&game.table(), game.setup(), &loc)
}

#[test]
fn sc3_the_free_punt_after_a_safety_is_headed_as_a_punt_without_a_down() {
    let setup = std_setup();
    let o = offense_play(&setup, "slant");
    let d = defense_with_colours(&setup, o);
    let (mut game, mut script) = snap(&setup, 1, 2, 10, &["slant"], &[]);
    assert!(game.arrange_hand(Role::Defense, &[d]));
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
    let distance = script_special(
        &mut script,
        &setup,
        Side::Home,
        SpecialRoll::Punt,
        None,
        Face::Min,
    );
    play_cards(&mut game, &mut script, o, d);
    assert_eq!(game.pending(), Pending::FairCatchOrReturn);
    // Both teams are Base (BAS): the landing is counted from the receivers' goal line.
    let landing = 100 - (20 + distance);
    assert!((1..50).contains(&landing), "{landing}");
    assert_eq!(
        header(&game, Language::English),
        format!("Punt: Base kicks from BAS 20, the ball lands at BAS {landing}")
    );
    assert_eq!(
        header(&game, Language::German),
        format!(
            "Punt: Base kickt von der 20-Yard-Linie (BAS), der Ball landet an der \
             {landing}-Yard-Linie (BAS)"
        )
    );
}

#[test]
fn c2_a_timeout_that_stops_a_burn_keeps_the_snaps_gain_in_the_header() {
    let setup = std_setup();
    let o = offense_play(&setup, "slant");
    let d = defense_with_colours(&setup, o);
    let (mut game, mut script) = snap(&setup, 33, 2, 12, &["slant"; 2], &[]);
    assert!(game.arrange_hand(Role::Defense, &[d; 2]));
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
    assert!(gain > 0 && 33 + gain < 50, "a gain in the own half: {gain}");
    play_cards(&mut game, &mut script, o, d);
    game.set_timeouts(Side::Away, 1);
    assert_eq!(game.pending(), Pending::RunClock);
    act(&mut game, &mut script, HOME_O, Decision::RunClock);
    act(&mut game, &mut script, AWAY_D, Decision::StopClock);
    assert_eq!(game.pending(), Pending::TimeoutAction);
    let to = 33 + gain;
    assert_eq!(
        header(&game, Language::English),
        format!("Base: 2nd & 12 at own 33, this snap gains {gain} to own {to}")
    );
    assert_eq!(
        header(&game, Language::German),
        format!(
            "Base: 2. Down & 12 an der eigenen 33, dieser Spielzug bringt {gain} Yards bis \
             zur eigenen {to}"
        )
    );
}

#[test]
fn e3_a_fumbled_run_waiting_on_its_burn_is_headed_as_a_turnover_not_a_gain() {
    let setup = std_setup();
    let o = offense_play(&setup, "halfback-dive");
    let d = defense_with_colours(&setup, o);
    let (mut game, mut script) = snap(&setup, 30, 1, 10, &["halfback-dive"; 3], &[]);
    assert!(game.arrange_hand(Role::Defense, &[d, d, d]));
    let gain = script_cell(
        &mut script,
        &setup,
        Side::Home,
        o,
        d,
        Face::Max,
        Symbol::T,
        Face::Max,
        false,
    )
    .gain();
    script.referee(Symbol::T);
    game.set_timeouts(Side::Away, 1);
    play_cards(&mut game, &mut script, o, d);
    assert_eq!(game.pending(), Pending::StopBurn);
    let to = 30 + gain;
    assert!((1..50).contains(&to), "{to}");
    assert_eq!(
        header(&game, Language::English),
        format!("Base: 1st & 10 at own 30, this snap ends in a turnover at own {to}")
    );
    assert_eq!(
        header(&game, Language::German),
        format!(
            "Base: 1st Down & 10 an der eigenen 30, dieser Spielzug endet mit Ballverlust an \
             der eigenen {to}"
        )
    );
}

#[test]
fn k2_a_flag_on_a_kickoff_return_is_headed_as_the_return_not_a_down() {
    let setup = std_setup();
    let (mut game, mut script, receiving) = opening_kickoff(&setup);
    script_special(
        &mut script,
        &setup,
        receiving,
        SpecialRoll::KickoffReturn,
        None,
        Face::Min,
    );
    script.play(Symbol::P).referee(Symbol::D).penalty("15");
    act(
        &mut game,
        &mut script,
        gridiron::games::first_and_goal::engine::Seat::new(receiving, Role::Offense),
        Decision::RunOut,
    );
    assert!(matches!(game.pending(), Pending::Penalty { .. }));
    assert_eq!(
        header(&game, Language::English),
        "Flag on the kickoff return of Base"
    );
    assert_eq!(
        header(&game, Language::German),
        "Strafstoß beim Kickoff Return von Base"
    );
}

#[test]
fn o2_a_breakaway_touchdown_waiting_on_its_burn_is_headed_as_a_touchdown() {
    let setup = common::setup(gridiron::games::first_and_goal::engine::OptionalRules {
        breakaways: true,
        ..Default::default()
    });
    let o = offense_play(&setup, "halfback-dive");
    let d = defense_with_colours(&setup, o);
    let (mut game, mut script) = snap(&setup, 30, 1, 10, &["halfback-dive"; 3], &[]);
    assert!(game.arrange_hand(Role::Defense, &[d, d, d]));
    for _ in 0..3 {
        script_cell(
            &mut script,
            &setup,
            Side::Home,
            o,
            d,
            Face::Min,
            Symbol::Breakaway,
            Face::Max,
            false,
        );
    }
    script.referee(Symbol::T);
    game.set_timeouts(Side::Away, 1);
    play_cards(&mut game, &mut script, o, d);
    assert_eq!(game.pending(), Pending::StopBurn);
    // Three breakaways score from the 30 whatever the rolls added up to: 70 yards.
    assert_eq!(
        header(&game, Language::English),
        "Base: 1st & 10 at own 30, this snap goes 70 yards for a touchdown"
    );
    assert_eq!(
        header(&game, Language::German),
        "Base: 1st Down & 10 an der eigenen 30, dieser Spielzug bringt 70 Yards zum \
         Touchdown"
    );
}
