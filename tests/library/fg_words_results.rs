//! Every result names the rule and the numbers that made it (issue 21, item 3): three
//! breakaways in a row, a failed onside kick, a punt against FAKE, a field goal's distance, a
//! touchdown's yards and a fumble's, in English and German.

use std::sync::Arc;

use crate::common;

use common::offense_play;
use common::rules::{defense_with_colours, play_cards, script_cell, snap, Face};
use gridiron::common::i18n::Language;
use gridiron::games::first_and_goal::data::model::Symbol;
use gridiron::games::first_and_goal::display::narrate::Narrator;
use gridiron::games::first_and_goal::engine::{
    Event, Game, KickKind, OptionalRules, Role, Setup, Side,
};

fn lines(language: Language, setup: &Setup, events: &[Event]) -> Vec<String> {
    let loc = gridiron::i18n::localizer(language);
    Narrator::new(&loc, setup).lines(events)
}

fn says(language: Language, setup: &Setup, events: &[Event], line: &str) {
    let told = lines(language, setup, events);
    assert!(
        told.iter().any(|l| l == line),
        "{line:?} not among {told:#?}"
    );
}

/// Home's halfback dive from its 5 with the play die showing `symbols`, one roll each; the dice
/// at their highest, so every roll gains the same. Returns the events and one roll's gain.
fn dive(setup: &Arc<Setup>, symbols: &[Symbol]) -> (Game, Vec<Event>, i16) {
    let o = offense_play(setup, "halfback-dive");
    let d = defense_with_colours(setup, o);
    let (mut game, mut script) = snap(setup, 5, 1, 10, &["halfback-dive"], &[]);
    assert!(game.arrange_hand(Role::Defense, &[d]));
    let mut each = 0;
    for &symbol in symbols {
        each = script_cell(
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
    (game, events, each)
}

#[test]
fn o2_three_breakaways_name_the_rule_the_sums_and_the_yards_to_the_goal_line() {
    let setup = common::setup(OptionalRules {
        breakaways: true,
        ..OptionalRules::default()
    });
    let (game, events, each) = dive(&setup, &[Symbol::Breakaway; 3]);
    assert_eq!(game.score(Side::Home), 6);
    // The run went from the 5 into the end zone: 95 yards, whatever three rolls added up to.
    assert!(3 * each < 95, "the dice alone would not score: {each}");
    assert!(events.contains(&Event::Gained {
        team: Side::Home,
        yards: 95,
        turnover: false,
    }));
    let sums = format!("{each}, {each}, {each}");
    says(
        Language::English,
        &setup,
        &events,
        &format!(
            "Three BREAKAWAYs in a row (optional rule Breakaways; the rolls: {sums}): the runner \
             breaks free for a touchdown at once."
        ),
    );
    says(Language::English, &setup, &events, "95 yards for Base.");
    says(
        Language::German,
        &setup,
        &events,
        &format!(
            "Dreimal nacheinander BREAKAWAY (optionale Regel Breakaways; die Würfe: {sums}): der \
             Ballträger bricht durch zum sofortigen Touchdown."
        ),
    );
    says(Language::German, &setup, &events, "95 Yards für Base.");
}

#[test]
fn o2_two_breakaways_or_the_rule_off_tell_no_breakaway_touchdown() {
    let on = common::setup(OptionalRules {
        breakaways: true,
        ..OptionalRules::default()
    });
    let (_, events, _) = dive(&on, &[Symbol::Breakaway, Symbol::Breakaway, Symbol::Hail]);
    let off = common::setup(OptionalRules::default());
    let (_, more, _) = dive(
        &off,
        &[
            Symbol::Breakaway,
            Symbol::Breakaway,
            Symbol::Breakaway,
            Symbol::Hail,
        ],
    );
    for (setup, events) in [(&on, &events), (&off, &more)] {
        let told = lines(Language::English, setup, events);
        assert!(
            !told.iter().any(|l| l.starts_with("Three BREAKAWAYs")),
            "{told:#?}"
        );
    }
}

#[test]
fn sc1_a_touchdown_counts_the_yards_to_the_goal_line_not_the_dice() {
    let setup = common::setup(OptionalRules::default());
    let o = offense_play(&setup, "halfback-dive");
    let d = defense_with_colours(&setup, o);
    let (mut game, mut script) = snap(&setup, 99, 1, 1, &["halfback-dive"], &[]);
    assert!(game.arrange_hand(Role::Defense, &[d]));
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
    assert!(gain > 1, "the dice carry past the goal line: {gain}");
    let events = play_cards(&mut game, &mut script, o, d);
    assert_eq!(game.score(Side::Home), 6);
    assert!(events.contains(&Event::Gained {
        team: Side::Home,
        yards: 1,
        turnover: false,
    }));
    says(Language::English, &setup, &events, "1 yard for Base.");
    says(Language::German, &setup, &events, "1 Yard für Base.");
}

#[test]
fn e3_a_fumble_tells_the_yards_as_lost_with_the_ball() {
    let setup = common::setup(OptionalRules::default());
    let o = offense_play(&setup, "halfback-dive");
    let d = defense_with_colours(&setup, o);
    let (mut game, mut script) = snap(&setup, 40, 1, 10, &["halfback-dive"; 2], &[]);
    assert!(game.arrange_hand(Role::Defense, &[d]));
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
    assert!(gain > 0, "{gain}");
    script.referee(Symbol::T);
    let events = play_cards(&mut game, &mut script, o, d);
    assert!(events.contains(&Event::Gained {
        team: Side::Home,
        yards: gain,
        turnover: true,
    }));
    let told = lines(Language::English, &setup, &events);
    assert!(
        !told.contains(&format!("{gain} yards for Base.")),
        "{told:#?}"
    );
    says(
        Language::English,
        &setup,
        &events,
        &format!("Base loses the ball after a {gain}-yard gain."),
    );
    says(
        Language::German,
        &setup,
        &events,
        &format!("Base verliert den Ball nach {gain} Yards Raumgewinn."),
    );
}

fn kicked(kind: KickKind, from: i16, yards: i16, bonus: i16) -> Event {
    Event::Kicked {
        team: Side::Home,
        kind,
        from,
        yards,
        bonus,
    }
}

#[test]
fn k3_a_failed_onside_kick_says_its_sum_was_under_10() {
    let setup = common::setup(OptionalRules::default());
    let short = [kicked(KickKind::Onside, 30, 8, 0)];
    says(
        Language::English,
        &setup,
        &short,
        "The onside kick goes 8 yards, under the 10 it needs: it fails.",
    );
    says(
        Language::German,
        &setup,
        &short,
        "Der Onside Kick geht 8 Yards weit: die Summe ist geringer als 10, der Onside Kick \
         misslingt.",
    );
    let no_t = [kicked(KickKind::Onside, 30, 12, 0)];
    says(
        Language::English,
        &setup,
        &no_t,
        "The onside kick goes 12 yards, but neither white die shows a T: it fails.",
    );
    says(
        Language::German,
        &setup,
        &no_t,
        "Der Onside Kick geht 12 Yards weit, aber keiner der beiden weißen Würfel zeigt ein „T“: \
         der Onside Kick misslingt.",
    );
    let kept = [
        kicked(KickKind::Onside, 30, 12, 0),
        Event::KickingTeamRecovered { team: Side::Home },
    ];
    assert_eq!(
        lines(Language::English, &setup, &kept),
        vec![
            "The onside kick goes 12 yards, at least 10, and a white die shows a T:",
            "Base recovers its own kick!",
        ]
    );
    assert_eq!(
        lines(Language::German, &setup, &kept)[0],
        "Der Onside Kick geht 12 Yards weit, mindestens 10, und ein weißer Würfel zeigt ein „T“:"
    );
}

#[test]
fn k7_a_punt_against_fake_says_the_plus_five() {
    let setup = common::setup(OptionalRules::default());
    let events = [kicked(KickKind::Punt, 30, 65, 5)];
    says(
        Language::English,
        &setup,
        &events,
        "Base kicks 65 yards (60 rolled, +5 for KICK against FAKE).",
    );
    says(
        Language::German,
        &setup,
        &events,
        "Base kickt 65 Yards (60 gewürfelt, +5 für KICK gegen FAKE).",
    );
    let plain = [kicked(KickKind::Punt, 30, 40, 0)];
    says(Language::English, &setup, &plain, "Base kicks 40 yards.");
    says(Language::German, &setup, &plain, "Base kickt 40 Yards.");
}

#[test]
fn k7_the_reveal_says_which_of_the_four_outcomes_it_is() {
    let setup = common::setup(OptionalRules::default());
    let reveal = |offense_fakes, defense_fakes| {
        [Event::FakeKickRevealed {
            offense_fakes,
            defense_fakes,
        }]
    };
    for (offense, defense, english, german) in [
        (
            false,
            false,
            "Offense KICK, defense KICK: the kick as usual.",
            "Angreifer KICK, Verteidiger KICK: der Kick wie üblich.",
        ),
        (
            false,
            true,
            "Offense KICK, defense FAKE: the kick, 5 yards longer.",
            "Angreifer KICK, Verteidiger FAKE: der Kick, um 5 Yards verlängert.",
        ),
        (
            true,
            false,
            "Offense FAKE, defense KICK: the fake is on, a snap without black dice.",
            "Angreifer FAKE, Verteidiger KICK: der Kick ist angetäuscht, ein Spielzug ohne \
             schwarze Würfel.",
        ),
        (
            true,
            true,
            "Offense FAKE, defense FAKE: the fake is stopped, the ball changes hands at the spot.",
            "Angreifer FAKE, Verteidiger FAKE: der Täuschungsversuch misslingt, Ballwechsel an \
             der Stelle.",
        ),
    ] {
        let events = reveal(offense, defense);
        assert_eq!(lines(Language::English, &setup, &events), vec![english]);
        assert_eq!(lines(Language::German, &setup, &events), vec![german]);
    }
}

#[test]
fn k5_a_field_goal_says_how_far_the_goal_line_was() {
    let setup = common::setup(OptionalRules::default());
    let short = [kicked(KickKind::FieldGoal, 62, 35, 0)];
    says(
        Language::English,
        &setup,
        &short,
        "Base kicks 35 yards; the goal line was 38 yards away.",
    );
    says(
        Language::German,
        &setup,
        &short,
        "Base kickt 35 Yards; bis zur Torlinie waren es 38 Yards.",
    );
    let longer = [kicked(KickKind::FieldGoal, 62, 40, 5)];
    says(
        Language::English,
        &setup,
        &longer,
        "Base kicks 40 yards (35 rolled, +5 for KICK against FAKE); the goal line was 38 yards \
         away.",
    );
    says(
        Language::German,
        &setup,
        &longer,
        "Base kickt 40 Yards (35 gewürfelt, +5 für KICK gegen FAKE); bis zur Torlinie waren es \
         38 Yards.",
    );
}
