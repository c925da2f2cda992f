//! Narration words the players read on every snap: losses, goal lines, a blank play die.

use gridiron::common::i18n::Language;
use gridiron::games::first_and_goal::data::model::Symbol;
use gridiron::games::first_and_goal::dice::DieRef;
use gridiron::games::first_and_goal::display::narrate::Narrator;
use gridiron::games::first_and_goal::engine::{Event, FaceValue, Setup, Side};

fn lines(language: Language, events: &[Event]) -> Vec<String> {
    let library = gridiron::games::first_and_goal::data::load(&[]).expect("the shipped data loads");
    let home = &library.team("Boston Bombers").expect("shipped").team;
    let away = &library.team("base").expect("shipped").team;
    let setup = Setup::new(&library, home, away, Default::default());
    let loc = gridiron::i18n::localizer(language);
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
            turnover: false,
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
            "3 Yards Raumverlust für die Boston Bombers.",
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

/// The rolls of an extra point that X and X block (SC1), then the failed try.
fn blocked_extra_point() -> Vec<Event> {
    let x = |die| Event::DieRolled {
        team: None,
        die,
        face: 0,
        value: FaceValue::Symbol(Symbol::X),
    };
    vec![
        x(DieRef::Referee),
        x(DieRef::Play),
        Event::Blocked {
            team: Side::Home,
            kind: gridiron::games::first_and_goal::engine::KickKind::ExtraPoint,
        },
        Event::TryFailed {
            team: Side::Home,
            two_points: false,
        },
    ]
}

#[test]
fn a_failed_try_says_which_try_it_was_in_english() {
    let blocked = lines(Language::English, &blocked_extra_point());
    assert_eq!(
        blocked[1..],
        [
            "The kick of Boston Bombers is blocked!",
            "No extra point for Boston Bombers.",
        ]
    );
    assert_eq!(
        lines(
            Language::English,
            &[Event::TryFailed {
                team: Side::Away,
                two_points: true,
            }]
        ),
        vec!["Two-point conversion failed: no points for Base."]
    );
}

#[test]
fn a_failed_try_uses_the_rulebooks_words_in_german() {
    let blocked = lines(Language::German, &blocked_extra_point());
    assert_eq!(
        blocked[1..],
        [
            "Der Kick der Boston Bombers wird abgeblockt!",
            "Kein Extrapunkt für die Boston Bombers.",
        ]
    );
    assert_eq!(
        lines(
            Language::German,
            &[Event::TryFailed {
                team: Side::Away,
                two_points: true,
            }]
        ),
        vec!["Zwei-Punkte-Versuch gescheitert: keine Punkte für Base."]
    );
}
