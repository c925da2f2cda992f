//! Each coach sees everything that happened since they last looked, in order: the other team's
//! plays, a touchdown with its try and the kickoff that follows, and the box scores at
//! half-time and at the end.

use crate::terminal;

use terminal::{drive, game, temp_path, CLEAR_SCROLLBACK, ENGLISH};

fn position(screen: &str, needle: &str) -> Option<usize> {
    screen.find(needle)
}

#[test]
fn a_coach_sees_the_touchdown_the_try_and_the_kickoff_in_order() {
    let save = temp_path("log.toml");
    let save_arg = save.to_string_lossy().to_string();
    let run = drive(
        &game("BOS", "base", "2", "en", "1", "none", &save_arg),
        &ENGLISH,
        40,
        None,
    );
    assert!(run.output.contains("Game over"));
    let _ = std::fs::write(
        std::env::temp_dir().join("gridiron-play-log.txt"),
        &run.output,
    );
    let screens: Vec<&str> = run.output.split(CLEAR_SCROLLBACK).collect();
    let whole_story = screens.iter().any(|screen| {
        let (Some(td), Some(try_), Some(kick)) = (
            position(screen, "TOUCHDOWN"),
            screen
                .find("kick the extra point")
                .or_else(|| screen.find("go for two")),
            screen.rfind(" kick off."),
        ) else {
            return false;
        };
        // A coach who saw the snap begin sees it again under its own heading.
        let heading = screen.contains("Since you last looked")
            || screen.contains("The latest snap and what followed");
        td < try_ && try_ < kick && heading
    });
    assert!(
        whole_story,
        "no screen shows a touchdown, its try and the kickoff in order"
    );
    // A screen under the other team's decision shows the other team's snap results.
    assert!(screens
        .iter()
        .any(|s| s.contains("Since you last looked") && s.contains(" against ")));
    let half = screens
        .iter()
        .find(|s| s.contains("Half-time"))
        .expect("a half-time box score");
    for row in [
        "Points",
        "Yards from scrimmage",
        "First downs",
        "Punts",
        "Field goals made/attempted",
        "Cards played",
    ] {
        assert!(half.contains(row), "no {row} at half-time:\n{half}");
    }
    let last = screens.last().expect("a final screen");
    assert!(last.contains("Final") && last.contains("Points"), "{last}");
}
