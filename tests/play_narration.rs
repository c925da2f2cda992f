//! Narration words the players read on every snap: losses, goal lines, a blank play die.

use gridiron::data::model::Symbol;
use gridiron::dice::DieRef;
use gridiron::engine::{Event, FaceValue, Setup, Side};
use gridiron::ui::i18n::{Language, Localizer};
use gridiron::ui::narrate::Narrator;

fn lines(language: Language, events: &[Event]) -> Vec<String> {
    let library = gridiron::data::load(&[]).expect("the shipped data loads");
    let home = &library.team("Boston Bombers").expect("shipped").team;
    let away = &library.team("base").expect("shipped").team;
    let setup = Setup::new(&library, home, away, Default::default());
    let loc = Localizer::new(language);
    Narrator::new(&loc, &setup).lines(events)
}

fn loss_to_the_goal_line() -> Vec<Event> {
    vec![
        Event::DieRolled {
            team: None,
            die: DieRef::Play,
            face: 0,
            value: FaceValue::Symbol(Symbol::Blank),
        },
        Event::Gained {
            team: Side::Home,
            yards: -3,
        },
        Event::BallMoved {
            team: Side::Home,
            from: 3,
            to: 0,
        },
    ]
}

#[test]
fn a_loss_is_a_loss_and_the_goal_line_is_named_in_german() {
    assert_eq!(
        lines(Language::German, &loss_to_the_goal_line()),
        vec![
            "Würfel: Spielwürfel leer",
            "3 Yards Raumverlust für Boston Bombers.",
            "Ball an der eigenen Torlinie (Boston Bombers).",
        ]
    );
}

#[test]
fn a_loss_is_a_loss_and_the_goal_line_is_named_in_english() {
    assert_eq!(
        lines(Language::English, &loss_to_the_goal_line()),
        vec![
            "Dice: play die blank",
            "Boston Bombers lose 3 yards.",
            "Ball at own goal line (Boston Bombers).",
        ]
    );
}
