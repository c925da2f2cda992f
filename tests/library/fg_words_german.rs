//! German polish (issue 21, item 7): one form for first downs as the rulebook writes it ("1st
//! Down", "1st Down & Goal", "2. Down"), "Puntwürfel" everywhere, no rule number the rulebook
//! does not have; English kept in step.

use crate::common;

use gridiron::common::i18n::Language;
use gridiron::games::first_and_goal::display::narrate::Narrator;
use gridiron::games::first_and_goal::display::words::arg;
use gridiron::games::first_and_goal::engine::{Event, OptionalRules, Side};

const GERMAN: &str = include_str!("../../locales/de/first-and-goal.ftl");
const ENGLISH: &str = include_str!("../../locales/en/first-and-goal.ftl");

fn lines(language: Language, events: &[Event]) -> Vec<String> {
    let setup = common::setup(OptionalRules::default());
    let loc = gridiron::i18n::localizer(language);
    Narrator::new(&loc, &setup).lines(events)
}

fn downs() -> Vec<Event> {
    vec![
        Event::FirstDown {
            team: Side::Home,
            spot: 20,
            goal_to_go: false,
            earned: false,
        },
        Event::NextDown {
            team: Side::Home,
            down: 2,
            to_go: 4,
            spot: 26,
        },
        Event::FirstDown {
            team: Side::Home,
            spot: 60,
            goal_to_go: false,
            earned: true,
        },
        Event::FirstDown {
            team: Side::Home,
            spot: 92,
            goal_to_go: true,
            earned: true,
        },
    ]
}

#[test]
fn f2_first_downs_read_one_way_in_german_as_the_rulebook_writes_them() {
    assert_eq!(
        lines(Language::German, &downs()),
        vec![
            "1st Down & 10 für Base an der eigenen 20.",
            "2. Down & 4 für Base an der eigenen 26.",
            "1st Down für Base an der gegnerischen 40!",
            "1st Down & Goal für Base an der gegnerischen 8!",
        ]
    );
}

#[test]
fn f2_first_downs_read_one_way_in_english() {
    assert_eq!(
        lines(Language::English, &downs()),
        vec![
            "1st & 10 for Base at own 20.",
            "2nd & 4 for Base at own 26.",
            "1st down for Base at opp 40!",
            "1st & Goal for Base at opp 8!",
        ]
    );
}

#[test]
fn no_other_first_down_form_punt_die_spelling_or_rule_number_is_left_in_german() {
    for stale in [
        "1. Down",
        "FIRST DOWN",
        "] 1st & Goal",
        "1st & Goal {",
        "neues 1",
        "Punt-Würfel",
        "Regel P",
    ] {
        let found: Vec<&str> = GERMAN
            .lines()
            .filter(|l| !l.starts_with('#') && l.contains(stale))
            .collect();
        assert!(found.is_empty(), "{stale:?} still in {found:#?}");
    }
    for stale in ["rule P8", "FIRST DOWN"] {
        assert!(!ENGLISH.contains(stale), "{stale:?} still in English");
    }
}

#[test]
fn p8_a_red_zone_card_gives_the_reason_without_a_rule_number() {
    for (language, text) in [
        (
            Language::English,
            "Bomb: not playable at the opponent's 20 or closer (red zone)",
        ),
        (
            Language::German,
            "Bomb: nicht spielbar auf oder jenseits der gegnerischen 20-Yard-Linie (Red Zone)",
        ),
    ] {
        let loc = gridiron::i18n::localizer(language);
        assert_eq!(
            loc.text_with(
                "card-not-allowed",
                &[arg("card", "Bomb".to_string()), arg("mark", 20)]
            ),
            text
        );
    }
}

#[test]
fn k6_the_punt_question_and_the_gamble_name_the_punt_dice_and_p() {
    let loc = gridiron::i18n::localizer(Language::German);
    assert_eq!(
        loc.text("q-punt-mode"),
        "Punt: alle Puntwürfel werfen oder einen durch den Spielwürfel ersetzen?"
    );
    let gamble = |loc: &gridiron::common::i18n::Localizer| {
        loc.text_with(
            "opt-punt-replace",
            &[
                arg("die", loc.text("die-special-punt")),
                arg("low", 20),
                arg("high", 45),
                arg("kept", 1),
            ],
        )
    };
    assert_eq!(
        gamble(&loc),
        "Riskieren: der Spielwürfel ersetzt einen Würfel (Puntwürfel, 20-45), dazu 1 Puntwürfel: \
         X abgeblockt, BREAKAWAY zusätzlicher Aufsetzer, T der Ball kann euch bleiben, P \
         möglicher Strafstoß, HAIL kein Return"
    );
    assert_eq!(
        gamble(&gridiron::i18n::localizer(Language::English)),
        "Gamble: the play die instead of one punt die (20-45), with one more punt die: X \
         blocked, BREAKAWAY extra bounce, T the ball may stay yours, P possible penalty, HAIL no return"
    );
}

#[test]
fn e4_a_5a_against_the_defense_is_an_automatic_1st_down_in_the_rulebooks_words() {
    let loc = gridiron::i18n::localizer(Language::German);
    assert_eq!(loc.text("effect-5a"), "A: automatischer 1st Down");
    assert_eq!(
        loc.text("effect-sneak-gain"),
        "1 Yard und ein neuer 1st Down"
    );
}

#[test]
fn the_burn_header_says_1_yard_not_1_yards_in_german() {
    use gridiron::games::first_and_goal::display::board;
    use gridiron::games::first_and_goal::engine::{Game, Pending, Rolled, Table};
    let setup = common::setup(OptionalRules::default());
    let game = Game::new(setup.clone());
    let table = Table {
        pending: Pending::StopBurn,
        ball: 31,
        down: 1,
        line_to_gain: 41,
        offense: Side::Home,
        ..game.table()
    };
    let loc = gridiron::i18n::localizer(Language::German);
    let rolled = |gain| Table {
        rolled: Some(Rolled {
            gain,
            turnover: false,
            touchdown: false,
        }),
        ..table
    };
    assert_eq!(
        board::situation(&rolled(-1), &setup, &loc),
        "Base: 1st Down & 10 an der eigenen 31, dieser Spielzug verliert 1 Yard bis zur \
         eigenen 30"
    );
    assert_eq!(
        board::situation(&rolled(1), &setup, &loc),
        "Base: 1st Down & 10 an der eigenen 31, dieser Spielzug bringt 1 Yard bis zur \
         eigenen 32"
    );
}
