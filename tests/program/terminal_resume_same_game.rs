//! A game stopped anywhere and resumed is the game it would have been: a whole computer game is
//! played into a save, then its record cut after k decisions (as a `kill -9` after the k-th
//! decision's save leaves it) is resumed to the end, for several k, and must end with the very
//! same decisions, for each game.

use crate::terminal;

use std::path::Path;
use std::process::Stdio;

use gridiron::games::battleball::record::Record;
use gridiron::games::first_and_goal::record::SaveRecord;
use terminal::{command, temp_path};

fn gridiron(args: &[&str]) {
    let output = command(args)
        .stdin(Stdio::null())
        .output()
        .expect("run gridiron");
    assert_eq!(
        output.status.code(),
        Some(0),
        "{args:?}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).expect("the save")
}

/// The stopping points of a game of `decisions`: early, here and there, and the last.
fn stops(decisions: usize) -> [usize; 5] {
    [
        1,
        decisions / 5,
        decisions / 2,
        decisions * 4 / 5,
        decisions - 1,
    ]
}

/// Resumes the save `cut` writes for each stop, in a file of its own, and hands back its
/// decisions once finished, for the caller to compare.
fn resumed_from_each_stop<D>(
    name: &str,
    decisions: usize,
    cut: impl Fn(usize) -> String,
    decisions_of: impl Fn(&str) -> D,
    whole: &D,
) where
    D: PartialEq + std::fmt::Debug,
{
    for stop in stops(decisions) {
        let save = temp_path(&format!("{name}-stopped-at-{stop}.toml"));
        std::fs::write(&save, cut(stop)).expect("the stopped save");
        gridiron(&["resume", &save.to_string_lossy()]);
        let resumed = decisions_of(&read(&save));
        assert!(
            resumed == *whole,
            "{name}: stopped after {stop} of {decisions} decisions and resumed, another game"
        );
    }
}

#[test]
fn a_first_and_goal_game_resumed_anywhere_is_the_uninterrupted_game() {
    let save = temp_path("fg-whole.toml");
    let shown = save.to_string_lossy().to_string();
    gridiron(&[
        "play",
        "--humans",
        "0",
        "--seed",
        "23",
        "--home",
        "base",
        "--away",
        "base",
        "--optional",
        "breakaways,turnovers",
        "--lang",
        "en",
        "--save",
        &shown,
    ]);
    let whole = SaveRecord::from_toml(&read(&save)).expect("the whole game");
    let decisions_of = |text: &str| {
        SaveRecord::from_toml(text)
            .expect("a resumed save")
            .decisions
    };
    let cut = |stop: usize| {
        let mut record = whole.clone();
        record.decisions.truncate(stop);
        record.to_toml().expect("a stopped record")
    };
    resumed_from_each_stop(
        "fg",
        whole.decisions.len(),
        cut,
        decisions_of,
        &whole.decisions,
    );
}

#[test]
fn a_battleball_game_resumed_anywhere_is_the_uninterrupted_game() {
    let save = temp_path("bb-whole.toml");
    let shown = save.to_string_lossy().to_string();
    gridiron(&[
        "play",
        "--game",
        "battleball",
        "--home",
        "IWO",
        "--away",
        "BHA",
        "--humans",
        "0",
        "--seed",
        "23",
        "--lang",
        "en",
        // The search, not the hard level's reply coach: twenty times quicker in a debug build.
        "--coach",
        "search",
        "--save",
        &shown,
    ]);
    let whole = Record::from_toml(&read(&save)).expect("the whole game");
    let decisions_of = |text: &str| Record::from_toml(text).expect("a resumed save").decisions;
    let cut = |stop: usize| {
        let mut record = whole.clone();
        record.decisions.truncate(stop);
        record.to_toml().expect("a stopped record")
    };
    resumed_from_each_stop(
        "bb",
        whole.decisions.len(),
        cut,
        decisions_of,
        &whole.decisions,
    );
}
