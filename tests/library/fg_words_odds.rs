//! Every choice with its odds (issue 21, item 4): Fake/Kick's four outcomes, the kickoff
//! choices, the QB sneak and the try, counted from the teams' real dice, worded in English and
//! German; a field goal no roll can reach says so; `gridiron rules` tells what the odds rest on.

use crate::common;

use common::rules::{field_goal, opening_kickoff, snap, HOME_D, HOME_O};
use gridiron::common::i18n::{Language, Localizer};
use gridiron::games::first_and_goal::data::model::{SpecialRoll, Symbol};
use gridiron::games::first_and_goal::display::odds;
use gridiron::games::first_and_goal::engine::{
    Decision, KickoffKind, OptionalRules, Pending, Role, Seat, SeatView, Setup, Side,
};
use gridiron::shells::terminal::first_and_goal::prompt;

fn loc(language: Language) -> Localizer {
    gridiron::i18n::localizer(language)
}

fn option(language: Language, setup: &Setup, view: &SeatView, decision: Decision) -> String {
    odds::option(&loc(language), setup, view, decision)
        .unwrap_or_else(|| panic!("{decision:?} is worded with its odds"))
}

fn percent(chance: f64) -> i64 {
    (chance * 100.0).round() as i64
}

/// K3 counted face by face: the onside dice, the play die and the referee die.
fn onside_by_faces(setup: &Setup, kicking: Side) -> f64 {
    let dice = setup.team(kicking).special.dice(SpecialRoll::Onside);
    assert_eq!(dice.len(), 2, "red and ivory");
    let white = &setup.white;
    let mut kept = 0usize;
    let mut all = 0usize;
    for a in dice[0].die.faces {
        for b in dice[1].die.faces {
            for play in white.play {
                for referee in white.referee {
                    all += 1;
                    let sum = i16::from(a) + i16::from(b);
                    if sum >= 10 && (play == Symbol::T || referee == Symbol::T) {
                        kept += 1;
                    }
                }
            }
        }
    }
    kept as f64 / all as f64
}

#[test]
fn k3_the_onside_kick_offers_its_chance_from_the_kickers_dice() {
    let setup = common::setup(OptionalRules::default());
    let (game, _, _) = field_goal(&setup);
    let view = game.view(HOME_D);
    assert_eq!(view.table.pending, Pending::KickoffKind);
    let chance = onside_by_faces(&setup, Side::Home);
    assert!((odds::onside(&setup, Side::Home) - chance).abs() < 1e-9);
    let p = percent(chance);
    let onside = Decision::Kickoff(KickoffKind::Onside);
    assert_eq!(
        option(Language::English, &setup, &view, onside),
        format!("Onside kick: {p}% to keep the ball (at least 10 yards and a T)")
    );
    assert_eq!(
        option(Language::German, &setup, &view, onside),
        format!("Onside Kick: {p} %, den Ball zu behalten (mindestens 10 Yards und ein „T“)")
    );
}

#[test]
fn k4_the_squib_kick_offers_where_the_receivers_start() {
    let setup = common::setup(OptionalRules {
        squib: true,
        ..OptionalRules::default()
    });
    let (game, _, _) = field_goal(&setup);
    let view = game.view(HOME_D);
    let squib = setup.team(Side::Home).special.dice(SpecialRoll::Squib);
    let faces: Vec<i16> = squib
        .iter()
        .fold(vec![0i16], |sums, die| {
            sums.iter()
                .flat_map(|s| die.die.faces.iter().map(move |&f| s + i16::from(f)))
                .collect()
        })
        .into_iter()
        .map(|yards| if 30 + yards >= 100 { 20 } else { 70 - yards })
        .collect();
    let average = faces.iter().map(|&s| f64::from(s)).sum::<f64>() / faces.len() as f64;
    let low = faces.iter().min().copied().unwrap_or_default();
    let high = faces.iter().max().copied().unwrap_or_default();
    let average = average.round() as i64;
    let decision = Decision::Kickoff(KickoffKind::Squib);
    assert_eq!(
        option(Language::English, &setup, &view, decision),
        format!(
            "Squib kick: no return, the receivers start at their {average} on average \
             ({low}-{high})"
        )
    );
    assert_eq!(
        option(Language::German, &setup, &view, decision),
        format!(
            "Squib Kick: kein Return, die Gegner beginnen im Schnitt an ihrer {average} \
             ({low}-{high})"
        )
    );
}

#[test]
fn k2_running_the_kickoff_out_offers_its_chances_against_the_touchback() {
    let setup = common::setup(OptionalRules::default());
    let (game, _, receiving) = opening_kickoff(&setup);
    let view = game.view(Seat::new(receiving, Role::Offense));
    assert_eq!(view.table.pending, Pending::KickoffReturn);
    let odds = odds::kickoff_return(&setup, receiving);
    // One T on the play die, one on the referee die.
    assert!((odds.fumble - 1.0 / 36.0).abs() < 1e-9);
    assert!(odds.beyond_touchback > 0.0 && odds.beyond_touchback < 5.0 / 6.0);
    let beyond = percent(odds.beyond_touchback);
    assert_eq!(
        option(Language::English, &setup, &view, Decision::RunOut),
        format!(
            "Run it out: {beyond}% to get past your 20, 3% to fumble (X on the play die: \
             touchback)"
        )
    );
    assert_eq!(
        option(Language::German, &setup, &view, Decision::RunOut),
        format!(
            "Ball zurücktragen (Run the Ball out): {beyond} % über die eigene 20 hinaus, 3 % \
             Fumble (X auf dem Spielwürfel: Touchback)"
        )
    );
}

#[test]
fn c6_the_qb_sneak_offers_its_chance() {
    let setup = common::setup(OptionalRules::default());
    let (game, _) = snap(&setup, 50, 3, 1, &["halfback-dive"], &[]);
    let view = game.view(HOME_O);
    let white = &setup.white;
    let mut made = 0;
    for play in white.play {
        for referee in white.referee {
            let gains = matches!(play, Symbol::Hail | Symbol::Breakaway | Symbol::Blank);
            if gains || (play == Symbol::P && referee == Symbol::D) {
                made += 1;
            }
        }
    }
    let p = percent(f64::from(made) / 36.0);
    assert_eq!(
        option(Language::English, &setup, &view, Decision::QbSneak),
        format!("QB sneak: {p}% for the 1st down")
    );
    assert_eq!(
        option(Language::German, &setup, &view, Decision::QbSneak),
        format!("QB Sneak: {p} % für den neuen 1st Down")
    );
}

#[test]
fn sc1_the_try_offers_both_chances() {
    let setup = common::setup(OptionalRules::default());
    let (game, _) = common::rules::touchdown(&setup);
    let view = game.view(HOME_O);
    // XX blocks: one X on each die.
    assert_eq!(
        option(Language::English, &setup, &view, Decision::ExtraPoint),
        "Extra point (1): 97%"
    );
    assert_eq!(
        option(Language::German, &setup, &view, Decision::ExtraPoint),
        "Extrapunkt (1): 97 %"
    );
    let two = odds::two_point(&setup, Side::Home);
    assert!(two > 0.05 && two < 0.95, "{two}");
    let p = percent(two);
    assert_eq!(
        option(Language::English, &setup, &view, Decision::TwoPointTry),
        format!("Two-point conversion (2): {p}% (every pair of cards counted alike)")
    );
    assert_eq!(
        option(Language::German, &setup, &view, Decision::TwoPointTry),
        format!("Zwei-Punkte-Versuch (2): {p} % (jedes Kartenpaar gleich gezählt)")
    );
}

#[test]
fn k7_fake_and_kick_show_their_four_outcomes_to_each_side() {
    let setup = common::setup(OptionalRules::default());
    let (mut game, mut script) = snap(&setup, 30, 4, 10, &["halfback-dive"], &[]);
    common::act(&mut game, &mut script, HOME_O, Decision::Punt);
    assert_eq!(game.pending(), Pending::FakeOrKick { field_goal: false });
    let offense = game.view(HOME_O);
    let defense = game.view(Seat::new(Side::Away, Role::Defense));
    for (view, decision, english, german) in [
        (
            &offense,
            Decision::Kick,
            "KICK: the kick as usual; 5 yards longer if the defense shows FAKE",
            "KICK: der Kick wie üblich; 5 Yards weiter, wenn der Verteidiger FAKE zeigt",
        ),
        (
            &offense,
            Decision::Fake,
            "FAKE: against KICK a snap without black dice; against FAKE the fake is stopped, \
             the ball changes hands at the spot",
            "FAKE: gegen KICK ein Spielzug ohne schwarze Würfel; gegen FAKE misslingt die \
             Täuschung, Ballwechsel an der Stelle",
        ),
        (
            &defense,
            Decision::Kick,
            "KICK: against KICK the kick as usual; against FAKE a snap without your black dice",
            "KICK: gegen KICK der Kick wie üblich; gegen FAKE ein Spielzug ohne eure schwarzen \
             Würfel",
        ),
        (
            &defense,
            Decision::Fake,
            "FAKE: against FAKE the fake is stopped, you take the ball at the spot; against \
             KICK the kick goes 5 yards longer",
            "FAKE: gegen FAKE misslingt die Täuschung, ihr bekommt den Ball an der Stelle; gegen \
             KICK geht der Kick 5 Yards weiter",
        ),
    ] {
        assert_eq!(option(Language::English, &setup, view, decision), english);
        assert_eq!(option(Language::German, &setup, view, decision), german);
    }
}

#[test]
fn k5_a_field_goal_no_roll_can_reach_says_it_cannot_succeed() {
    let setup = common::setup(OptionalRules::default());
    for (language, viewer, text) in [
        (
            Language::English,
            Role::Offense,
            "Field goal: 78 yards to the goal line, your kick dice cannot reach it (0%)",
        ),
        (
            Language::English,
            Role::Defense,
            "Field goal: 78 yards to the goal line, the offense's kick dice cannot reach it (0%)",
        ),
        (
            Language::German,
            Role::Offense,
            "Field Goal: 78 Yards bis zur Torlinie, eure Kickwürfel reichen nicht so weit (0 %)",
        ),
        (
            Language::German,
            Role::Defense,
            "Field Goal: 78 Yards bis zur Torlinie, die Kickwürfel der Angreifer reichen nicht \
             so weit (0 %)",
        ),
    ] {
        let loc = loc(language);
        assert_eq!(
            prompt::field_goal(&loc, &setup, Side::Home, 22, viewer),
            text
        );
    }
    // A kick some roll reaches keeps its number.
    let near = prompt::field_goal(
        &loc(Language::English),
        &setup,
        Side::Home,
        80,
        Role::Offense,
    );
    assert!(near.ends_with("% with your kick dice"), "{near}");
}

#[test]
fn k7_gridiron_rules_tells_the_four_outcomes_and_the_kicking_odds_in_both_languages() {
    for (language, needles) in [
        (
            Language::English,
            [
                "KICK/FAKE: the kick goes 5 yards longer",
                "FAKE/FAKE: the fake is stopped",
                "P possible penalty",
                "onside kick",
                "QB sneak (1 yard to go): HAIL, BREAKAWAY or blank",
            ],
        ),
        (
            Language::German,
            [
                "KICK/FAKE: der Kick geht 5 Yards weiter",
                "FAKE/FAKE: der Täuschungsversuch misslingt",
                "P möglicher Strafstoß",
                "Onside Kick",
                "QB Sneak (1 Yard zu gehen): HAIL, BREAKAWAY oder leer",
            ],
        ),
    ] {
        let summary = loc(language).text("rules-summary");
        for needle in needles {
            assert!(summary.contains(needle), "{needle:?} not in {summary}");
        }
    }
}

#[test]
fn k7_the_help_at_a_kicking_decision_tells_the_kicking_game_on_one_80_by_24_screen() {
    let setup = common::setup(OptionalRules::default());
    let (mut game, mut script) = snap(&setup, 30, 4, 10, &["halfback-dive"], &[]);
    common::act(&mut game, &mut script, HOME_O, Decision::Punt);
    for (language, outcome) in [
        (
            Language::English,
            "FAKE/FAKE: the fake is stopped, the ball changes hands at the spot.",
        ),
        (
            Language::German,
            "FAKE/FAKE: der Täuschungsversuch misslingt, Ballwechsel an der Stelle.",
        ),
    ] {
        let loc = loc(language);
        for seat in [HOME_O, Seat::new(Side::Away, Role::Defense)] {
            let text = prompt::paragraphs(&prompt::help(&loc, &setup, &game.view(seat)));
            let flowing = text.split_whitespace().collect::<Vec<_>>().join(" ");
            assert!(flowing.contains(outcome), "{text}");
            // The help, a blank line and the line asking to go back.
            assert!(text.lines().count() + 2 <= 24, "{text}");
            assert!(text.lines().all(|l| l.chars().count() <= 80), "{text}");
        }
    }
}
