//! Saves written before 1st & Goal's shipped data moved to `data/first-and-goal/`: their records
//! name the files where they lay then (`data/cards.toml`, `data/teams/base.toml`), and they still
//! replay to the same game, word for word.

use crate::terminal::command;

const SAVE: &str = "tests/fixtures/records/first-and-goal-before-data-moved.toml";
const REPLAY: &str = "tests/fixtures/records/first-and-goal-before-data-moved.replay.txt";

#[test]
fn a_save_from_before_the_data_moved_replays_as_it_did() {
    let saved = std::fs::read_to_string(SAVE).unwrap_or_default();
    assert!(
        saved.contains("path = \"data/cards.toml\""),
        "the fixture is a save of the old layout"
    );
    let output = command(&["--lang", "en", "replay", SAVE])
        .output()
        .unwrap_or_else(|e| panic!("gridiron runs: {e}"));
    assert_eq!(output.status.code(), Some(0));
    let expected = std::fs::read_to_string(REPLAY).unwrap_or_default();
    assert!(!expected.is_empty(), "the expected replay is there");
    assert_eq!(String::from_utf8_lossy(&output.stdout), expected);
}
