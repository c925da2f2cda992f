//! Everything a decision needs fits an 80x24 terminal without scrolling: every screen from its
//! clear to its prompt, in both languages, against the computer and hot-seat.

use crate::terminal;

use terminal::{drive, game, temp_path, CLEAR_SCROLLBACK, ENGLISH, GERMAN, PROMPT_END};

/// Display columns of a line, escape sequences left out.
fn columns(line: &str) -> usize {
    let mut count = 0;
    let mut chars = line.chars();
    while let Some(c) = chars.next() {
        if c == '\x1b' {
            for end in chars.by_ref() {
                if end.is_ascii_alphabetic() || end == '7' || end == '8' {
                    break;
                }
            }
            continue;
        }
        if c != '\r' {
            count += 1;
        }
    }
    count
}

fn assert_every_screen_fits(output: &str, hand_title: &str) -> usize {
    let mut checked = 0;
    for screen in output.split(CLEAR_SCROLLBACK).skip(1) {
        let Some((shown, _)) = screen.split_once(PROMPT_END) else {
            continue;
        };
        let lines: Vec<&str> = shown.split('\n').collect();
        assert!(lines.len() <= 24, "{} rows:\n{shown}", lines.len());
        for line in &lines {
            assert!(columns(line) <= 80, "{} columns: {line}", columns(line));
        }
        assert!(
            shown.matches(hand_title).count() <= 1,
            "the hand twice:\n{shown}"
        );
        checked += 1;
    }
    checked
}

/// The last screen, from its clear to the end: the board, the final box score and how to watch
/// the game again leave a row for the shell's prompt, however long the save's path.
fn assert_the_final_screen_fits(output: &str) {
    let last = output.rsplit(CLEAR_SCROLLBACK).next().unwrap_or_default();
    let rows: usize = last
        .trim_end()
        .split('\n')
        .map(|line| columns(line).div_ceil(80).max(1))
        .sum();
    assert!(rows <= 23, "{rows} rows:\n{last}");
    assert!(last.contains("gridiron replay"), "{last}");
}

#[test]
fn a_german_game_against_the_computer_fits_80_by_24() {
    // A folder name long enough that the command to watch the game again is wider than 80.
    let folder = temp_path("a-folder-with-a-name-long-enough-to-wrap-the-replay-command");
    std::fs::create_dir_all(&folder).expect("a folder");
    let save = folder.join("fit-de.toml");
    let save_arg = save.to_string_lossy().to_string();
    let run = drive(
        &game(
            "Virginia Beach Valiants",
            "Salt Lake City Shakers",
            "1",
            "de",
            "4",
            "breakaways,turnovers,squib",
            &save_arg,
        ),
        &GERMAN,
        30,
        None,
    );
    assert!(run.output.contains("Spielende"));
    assert!(assert_every_screen_fits(&run.output, "Deine Handkarten") > 50);
    assert_the_final_screen_fits(&run.output);
}

#[test]
fn a_hot_seat_game_fits_80_by_24() {
    let save = temp_path("fit-en.toml");
    let save_arg = save.to_string_lossy().to_string();
    let run = drive(
        &game("BOS", "base", "2", "en", "9", "none", &save_arg),
        &ENGLISH,
        30,
        None,
    );
    assert!(run.output.contains("Game over"));
    assert!(assert_every_screen_fits(&run.output, "Your hand") > 50);
    assert_the_final_screen_fits(&run.output);
}
