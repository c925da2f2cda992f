//! The play log under the board keeps the latest snap (issue 21, item 5): when it does not fit,
//! its card match-up stays, and what is left out is counted where it was.

use std::sync::Arc;

use gridiron::common::dice::SeededDice;
use gridiron::common::i18n::Language;
use gridiron::common::palette::Palette;
use gridiron::games::first_and_goal::data::model::{Cell, Colour, ColourSet, Symbol};
use gridiron::games::first_and_goal::dice::DieRef;
use gridiron::games::first_and_goal::display::board;
use gridiron::games::first_and_goal::display::narrate::Narrator;
use gridiron::games::first_and_goal::engine::{Event, FaceValue, Game, Setup, Side};

fn setup() -> Arc<Setup> {
    let library = gridiron::games::first_and_goal::data::load(&[]).expect("the shipped data loads");
    let home = &library.team("Boston Bombers").expect("shipped").team;
    let away = &library.team("base").expect("shipped").team;
    Arc::new(Setup::new(&library, home, away, Default::default()))
}

/// A snap that broke away twice, then the next down: seven lines of log.
fn long_snap() -> Vec<Event> {
    let die = |die: DieRef, value: FaceValue| Event::DieRolled {
        team: Some(Side::Home),
        die,
        face: 0,
        value,
    };
    let roll = |symbol| {
        [
            die(DieRef::Colour(Colour::Red), FaceValue::Yards(6)),
            die(DieRef::Play, FaceValue::Symbol(symbol)),
            die(DieRef::Black, FaceValue::Yards(-2)),
        ]
    };
    let mut events = vec![Event::PlaysRevealed {
        offense: Side::Home,
        offense_play: 0,
        defense_play: 0,
        cell: Cell {
            colours: ColourSet::EMPTY.with(Colour::Red),
            black: 1,
        },
        fake: false,
    }];
    events.extend(roll(Symbol::Breakaway));
    events.extend(roll(Symbol::Breakaway));
    events.extend(roll(Symbol::X));
    events.extend([
        Event::Gained {
            team: Side::Home,
            yards: 12,
            turnover: false,
        },
        Event::BallMoved {
            team: Side::Home,
            from: 30,
            to: 42,
        },
        Event::FirstDown {
            team: Side::Home,
            spot: 42,
            goal_to_go: false,
            earned: true,
        },
    ]);
    events
}

/// The log part of the board (its heading and lines) for `room` rows.
/// `seen` lines of the log are known to the coach already.
fn log_rows(language: Language, before: &[&str], room: usize, seen: usize) -> String {
    let setup = setup();
    let loc = gridiron::i18n::localizer(language);
    let mut dice = SeededDice::from_seed(1);
    let game = Game::at_snap(Arc::clone(&setup), Side::Home, 42, 1, 10, &mut dice);
    let mut lines: Vec<String> = before.iter().map(|s| s.to_string()).collect();
    let start = lines.len();
    lines.extend(Narrator::new(&loc, &setup).lines(&long_snap()));
    let latest = start..lines.len();
    let board = board::render(
        &game.table(),
        &setup,
        &loc,
        Palette::PLAIN,
        board::Log::of(&lines, seen, Some(latest)),
        room,
    );
    let fixed = board::fixed_rows(&game.table(), &setup, &loc);
    board.lines().skip(fixed).collect::<Vec<_>>().join("\n")
}

#[test]
fn a_snap_longer_than_the_room_keeps_its_match_up_and_its_result() {
    assert_eq!(
        log_rows(Language::English, &["An earlier line."], 5, 0),
        "Since you last looked (one earlier line left out):
  Halfback Dive against Goal Line: red, one black die.
  … 3 lines left out …
  12 yards for Boston Bombers.
  1st down for Boston Bombers at own 42!"
    );
    assert_eq!(
        log_rows(Language::German, &["Eine frühere Zeile."], 5, 0),
        "Seit deinem letzten Blick (eine frühere Zeile weggelassen):
  Halfback Dive gegen Goal Line: rot, ein schwarzer Würfel.
  … 3 Zeilen weggelassen …
  12 Yards für die Boston Bombers.
  1st Down für die Boston Bombers an der eigenen 42!"
    );
}

#[test]
fn a_coach_who_saw_the_snap_begin_sees_it_again_under_its_own_heading() {
    let english = log_rows(Language::English, &["An earlier line."], 12, 3);
    assert!(
        english.starts_with(
            "The latest snap and what followed:\n  Halfback Dive against Goal Line: red,"
        ),
        "{english}"
    );
    assert!(!english.contains("An earlier line."), "{english}");
    let german = log_rows(Language::German, &["Eine frühere Zeile."], 12, 3);
    assert!(
        german.starts_with(
            "Der letzte Spielzug und was danach geschah:\n  Halfback Dive gegen Goal Line: rot,"
        ),
        "{german}"
    );
}

#[test]
fn a_snap_that_fits_is_shown_whole_after_what_fits_before_it() {
    // The heading, then the snap's rows: room for one line more.
    let rows = log_rows(Language::English, &[], 30, 0).lines().count() + 1;
    let english = log_rows(Language::English, &["First.", "Second."], rows, 0);
    assert!(
        english.starts_with("Since you last looked (one earlier line left out):\n  Second.\n"),
        "{english}"
    );
    assert_eq!(english.lines().count(), rows, "{english}");
    assert!(!english.contains("left out …"), "{english}");
}
