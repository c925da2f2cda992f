//! Bad input to play, resume and replay: a non-zero exit code and a message in the user's
//! language, and a save that cannot be read is left as it was. No terminal is needed here:
//! stdin is a pipe, as it is for scripts.

use crate::terminal;

use std::process::{Output, Stdio};

use terminal::{command, temp_path};

fn run(args: &[&str]) -> Output {
    command(args)
        .stdin(Stdio::null())
        .output()
        .expect("run gridiron")
}

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).to_string()
}

#[test]
fn an_unknown_team_is_refused() {
    let output = run(&["play", "--home", "Atlantis Mermen", "--humans", "0"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr(&output).contains("no team \"Atlantis Mermen\""));
}

#[test]
fn an_unknown_language_is_refused_in_the_detected_one() {
    let output = command(&["play", "--lang", "xx", "--humans", "0"])
        .env("LANG", "de_DE.UTF-8")
        .stdin(Stdio::null())
        .output()
        .expect("run");
    assert_eq!(output.status.code(), Some(2));
    assert!(
        stderr(&output).contains("unbekannte Sprache „xx“"),
        "{}",
        stderr(&output)
    );
}

#[test]
fn a_bad_seed_is_refused() {
    let output = run(&["play", "--seed", "forty-two", "--humans", "0"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr(&output).contains("\"forty-two\" is not a seed"));
    let output = run(&["play", "--seed=-1", "--humans", "0", "--lang", "de"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr(&output).contains("ist kein Startwert"));
}

#[test]
fn an_unknown_optional_rule_is_refused() {
    let output = run(&["play", "--optional", "breakaways,onside", "--humans", "0"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr(&output).contains("unknown optional rule \"onside\""));
}

#[test]
fn a_bad_number_of_coaches_is_refused() {
    let output = run(&["play", "--humans", "5"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr(&output).contains("from 0 to 4"));
}

#[test]
fn interactive_play_without_a_terminal_points_at_humans_0() {
    for args in [&["play", "--humans", "2"][..], &[][..]] {
        let output = run(args);
        assert_eq!(output.status.code(), Some(2));
        assert!(
            stderr(&output).contains("--humans 0"),
            "{}",
            stderr(&output)
        );
    }
}

#[test]
fn corrupt_truncated_and_foreign_saves_are_refused_and_left_untouched() {
    let good = temp_path("good.toml");
    let played = run(&[
        "play",
        "--humans",
        "0",
        "--seed",
        "3",
        "--optional",
        "none",
        "--save",
        &good.to_string_lossy(),
    ]);
    assert_eq!(played.status.code(), Some(0));
    let text = std::fs::read_to_string(&good).expect("a save");
    let cases = [
        (
            "garbage.toml",
            "\u{0}\u{1}binary junk".to_string(),
            "damaged",
        ),
        (
            "truncated.toml",
            text[..text.len() / 2].to_string(),
            "damaged",
        ),
        (
            "foreign.toml",
            "title = \"not a save\"\n".to_string(),
            "not a gridiron save",
        ),
        (
            "version.toml",
            text.replacen("version = 2", "version = 99", 1),
            "another gridiron version",
        ),
    ];
    for (name, content, says) in cases {
        let path = temp_path(name);
        std::fs::write(&path, &content).expect("write");
        for command in ["resume", "replay"] {
            let output = run(&[command, &path.to_string_lossy()]);
            assert_eq!(output.status.code(), Some(1), "{command} {name}");
            assert!(
                stderr(&output).contains(says),
                "{command} {name}: {}",
                stderr(&output)
            );
            assert_eq!(
                std::fs::read_to_string(&path).expect("still there"),
                content
            );
        }
    }
    let output = run(&["resume", "/nonexistent/save.toml"]);
    assert_eq!(output.status.code(), Some(1));
}

#[test]
fn a_computer_game_replays_exactly_as_it_was_narrated() {
    let save = temp_path("narrated.toml");
    let played = command(&[
        "play",
        "--humans",
        "0",
        "--seed",
        "11",
        "--home",
        "BOS",
        "--away",
        "base",
        "--optional",
        "squib,turnovers",
        "--save",
        &save.to_string_lossy(),
    ])
    .env("LANG", "de_DE.UTF-8")
    .stdin(Stdio::null())
    .output()
    .expect("run");
    assert_eq!(played.status.code(), Some(0));
    let live = String::from_utf8_lossy(&played.stdout).to_string();
    assert!(live.contains("Spielende"), "{live}");
    let replayed = run(&["replay", "--lang", "de", &save.to_string_lossy()]);
    assert_eq!(replayed.status.code(), Some(0));
    let replay = String::from_utf8_lossy(&replayed.stdout).to_string();
    assert!(replay.lines().count() > 50);
    assert!(
        live.starts_with(replay.trim_end()),
        "the replay differs from the game"
    );
    let resumed = run(&["resume", &save.to_string_lossy()]);
    assert_eq!(resumed.status.code(), Some(0));
    // The game was played in German (LANG), so resume speaks German without --lang.
    assert!(String::from_utf8_lossy(&resumed.stdout).contains("ist zu Ende"));
}

#[test]
fn help_and_completions() {
    for sub in [
        "play",
        "resume",
        "replay",
        "completions",
        "teams",
        "validate",
        "sim",
        "season",
        "rank",
    ] {
        let output = run(&[sub, "--help"]);
        assert_eq!(output.status.code(), Some(0), "{sub} --help");
    }
    for shell in ["bash", "zsh", "fish"] {
        let output = run(&["completions", shell]);
        assert_eq!(output.status.code(), Some(0));
        assert!(String::from_utf8_lossy(&output.stdout).contains("resume"));
    }
}

#[test]
fn the_computer_coach_is_chosen_and_kept_in_the_save() {
    let output = run(&["play", "--humans", "0", "--coach", "genius", "--lang", "de"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr(&output).contains("unbekannter Computer-Trainer „genius“"));
    let save = temp_path("coach.toml");
    let output = run(&[
        "play",
        "--humans",
        "0",
        "--coach",
        "heuristic",
        "--lang",
        "de",
        "--seed",
        "2",
        "--save",
        &save.to_string_lossy(),
    ]);
    assert_eq!(output.status.code(), Some(0));
    let text = std::fs::read_to_string(&save).expect("the save");
    assert!(text.contains(r#"players = ["heuristic", "heuristic", "heuristic", "heuristic"]"#));
    assert!(text.contains(r#"language = "de""#));
    let finished = run(&["resume", &save.to_string_lossy()]);
    // The save's language is kept when --lang is not given.
    assert!(
        String::from_utf8_lossy(&finished.stdout).contains("ist zu Ende"),
        "{finished:?}"
    );
}
