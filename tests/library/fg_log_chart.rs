//! The hand chart never cuts a card's name (issue 21, item 7): a name that does not fit with
//! its copies is shown by its column head and named in full under the chart.

use std::sync::Arc;

use gridiron::common::i18n::Language;
use gridiron::games::first_and_goal::display::{chart, words};
use gridiron::games::first_and_goal::engine::{Role, Setup};

fn setup() -> Arc<Setup> {
    let library = gridiron::games::first_and_goal::data::load(&[]).expect("the shipped data loads");
    let home = &library.team("Boston Bombers").expect("shipped").team;
    let away = &library.team("base").expect("shipped").team;
    Arc::new(Setup::new(&library, home, away, Default::default()))
}

#[test]
fn no_card_name_is_cut_and_every_shortened_one_is_named_in_full() {
    let setup = setup();
    for language in [Language::English, Language::German] {
        let loc = gridiron::i18n::localizer(language);
        for (role, plays) in [
            (Role::Offense, setup.cards.offense.len()),
            (Role::Defense, setup.cards.defense.len()),
        ] {
            for play in 0..plays as u8 {
                for count in 1..=3u8 {
                    let row = chart::row(&loc, &setup, role, play, count);
                    assert!(!row.contains('…'), "cut: {row}");
                    // After "  12) ", within 80 columns.
                    assert!(row.chars().count() <= 74, "too wide: {row}");
                    let name = words::play(&loc, &setup, role, play);
                    if !row.starts_with(&name) {
                        let named = chart::abbreviations(&loc, &setup, role, &[(play, count)])
                            .unwrap_or_default();
                        assert!(named.contains(&name), "{row} is not named: {named:?}");
                    }
                }
            }
        }
    }
}

#[test]
fn long_names_are_shortened_as_the_column_heads_and_named_under_the_chart() {
    let setup = setup();
    let index = |role: Role, name: &str| {
        let loc = gridiron::i18n::localizer(Language::English);
        let plays = match role {
            Role::Offense => setup.cards.offense.len(),
            Role::Defense => setup.cards.defense.len(),
        };
        (0..plays as u8)
            .find(|&p| words::play(&loc, &setup, role, p) == name)
            .unwrap_or_else(|| panic!("no {name}"))
    };
    let dive = index(Role::Offense, "Halfback Dive");
    let pass = index(Role::Offense, "Medium Pass");
    for (language, expected) in [
        (
            Language::English,
            "Named as in the column heads: HbDv Halfback Dive",
        ),
        (
            Language::German,
            "Abgekürzt wie in den Spaltenköpfen: HbDv Halfback Dive",
        ),
    ] {
        let loc = gridiron::i18n::localizer(language);
        let row = chart::row(&loc, &setup, Role::Offense, dive, 2);
        assert!(row.starts_with("HbDv ×2   "), "{row}");
        let row = chart::row(&loc, &setup, Role::Offense, pass, 2);
        assert!(row.starts_with("Medium Pass ×2 "), "{row}");
        assert_eq!(
            chart::abbreviations(&loc, &setup, Role::Offense, &[(dive, 2), (pass, 2)]).as_deref(),
            Some(expected)
        );
        assert_eq!(
            chart::abbreviations(&loc, &setup, Role::Offense, &[(dive, 1), (pass, 2)]),
            None
        );
    }
}
