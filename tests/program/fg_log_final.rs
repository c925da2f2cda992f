//! The end of a game at the terminal (issue 21, item 5): the final board shows the snap that
//! decided it, and the box score follows on a page of its own.

use crate::terminal;

use gridiron::games::first_and_goal::display::board;
use gridiron::games::first_and_goal::display::narrate::Narrator;
use gridiron::games::first_and_goal::record::{replay, SaveRecord};
use terminal::{drive, game, temp_path, CLEAR_SCROLLBACK, ENGLISH};

/// The first line narrated for the game's last snap, from the save replayed.
fn deciding_match_up(save: &std::path::Path) -> String {
    let text = std::fs::read_to_string(save).expect("the finished game is saved");
    let record = SaveRecord::from_toml(&text).expect("the save reads");
    let loc = gridiron::i18n::localizer(gridiron::common::i18n::Language::English);
    let setup = std::sync::Arc::new(record.setup.setup().expect("the save's setup"));
    let mut narrator = Narrator::new(&loc, &setup);
    let mut latest = None;
    replay(&record, |_, events| {
        let lines = narrator.lines(events);
        if board::starts_snap(events) {
            latest = lines.first().cloned();
        }
    })
    .expect("the save replays");
    latest.expect("a game has snaps")
}

#[test]
fn the_final_board_shows_the_deciding_snap_and_the_box_score_has_its_own_page() {
    let save = temp_path("fg-log-final.toml");
    let save_arg = save.to_string_lossy().to_string();
    let run = drive(
        &game("BOS", "base", "2", "en", "5", "none", &save_arg),
        &ENGLISH,
        40,
        None,
    );
    let screens: Vec<&str> = run.output.split(CLEAR_SCROLLBACK).collect();
    let last_board = screens
        .iter()
        .rev()
        .find(|s| s.contains("Timeouts:"))
        .expect("a board at the end");
    // The match-up may wrap: its first words are enough.
    let match_up = deciding_match_up(&save);
    let words: String = match_up.chars().take(40).collect();
    assert!(
        last_board.contains(&words) && last_board.contains("Game over:"),
        "the final board hides the deciding snap ({match_up}):\n{last_board}"
    );
    assert!(!last_board.contains("Points"), "{last_board}");
    let last = screens.last().copied().unwrap_or_default();
    assert!(
        last.contains("Final")
            && last.contains("Points")
            && !last.contains("Timeouts:")
            && last.trim_start().starts_with("Boston Bombers "),
        "{last}"
    );
}

#[test]
fn a_resumed_game_opens_on_a_recap_of_its_latest_snap() {
    use expectrl::{Expect, Session};
    use terminal::{close_input, command, PROMPT_END};
    let save = temp_path("fg-log-resume.toml");
    let save_arg = save.to_string_lossy().to_string();
    // Enter everywhere for a while, then the input closes: the game is saved where it stood.
    drive(
        &game("BOS", "base", "1", "de", "4", "none", &save_arg),
        &terminal::GERMAN,
        1000,
        Some(25),
    );
    let match_up = {
        let text = std::fs::read_to_string(&save).expect("the save");
        let record = SaveRecord::from_toml(&text).expect("the save reads");
        let loc = gridiron::i18n::localizer(gridiron::common::i18n::Language::German);
        let setup = std::sync::Arc::new(record.setup.setup().expect("the save's setup"));
        let mut narrator = Narrator::new(&loc, &setup);
        let mut latest = None;
        replay(&record, |_, events| {
            let lines = narrator.lines(events);
            if board::starts_snap(events) {
                latest = lines.first().cloned();
            }
        })
        .expect("the save replays");
        latest.expect("a snap before the stop")
    };
    let mut resumed = Session::spawn(command(&["resume", &save_arg])).expect("spawn resume");
    resumed.set_expect_timeout(Some(std::time::Duration::from_secs(20)));
    let found = resumed.expect(PROMPT_END).expect("the first question");
    let screen = String::from_utf8_lossy(found.before()).to_string();
    let screen = screen.rsplit(CLEAR_SCROLLBACK).next().unwrap_or(&screen);
    close_input(&mut resumed);
    let words: String = match_up.chars().take(40).collect();
    assert!(
        screen.contains("Der letzte Spielzug und was danach geschah:") && screen.contains(&words),
        "no recap of {match_up}:\n{screen}"
    );
}
