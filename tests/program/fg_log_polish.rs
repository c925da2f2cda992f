//! Polish at the edges of a game (issue 21, item 7): a save named after the game, and the
//! no-terminal error as sentences.

use crate::terminal;

use std::process::Stdio;

use terminal::{command, temp_path};

#[test]
fn a_new_game_is_saved_under_its_teams_and_date() {
    saved_under_teams_and_date(
        "fg-log-xdg",
        &["--home", "BOS", "--away", "base"],
        "boston-bombers-vs-base-",
    );
}

#[test]
fn a_new_battleball_game_is_saved_under_its_teams_and_date_too() {
    saved_under_teams_and_date(
        "bb-save-name-xdg",
        // The search, not the hard level's reply coach: twenty times quicker in a debug build.
        &[
            "--game",
            "battleball",
            "--home",
            "IWO",
            "--away",
            "BHA",
            "--coach",
            "search",
        ],
        "iron-wolves-vs-black-harts-",
    );
}

/// Plays two computer games of the same teams on one day: the first save is named after the
/// teams and the date, the second gets `-2`.
fn saved_under_teams_and_date(folder: &str, teams: &[&str], prefix: &str) {
    let data_home = temp_path(folder);
    let _ = std::fs::remove_dir_all(&data_home);
    let run = |seed: &str| {
        let mut args = vec!["play"];
        args.extend_from_slice(teams);
        args.extend(["--humans", "0", "--seed", seed, "--lang", "en"]);
        command(&args)
            .env("XDG_DATA_HOME", &data_home)
            .env("HOME", &data_home)
            .stdin(Stdio::null())
            .output()
            .expect("run gridiron")
    };
    assert!(run("1").status.success());
    assert!(run("2").status.success());
    let mut names: Vec<String> = std::fs::read_dir(data_home.join("gridiron").join("saves"))
        .expect("the saves folder")
        .filter_map(Result::ok)
        .map(|entry| entry.file_name().to_string_lossy().to_string())
        .filter(|name| name.ends_with(".toml"))
        .collect();
    names.sort_by_key(|name| (name.len(), name.clone()));
    assert_eq!(names.len(), 2, "{names:?}");
    let stem = names[0].trim_end_matches(".toml");
    let date = stem
        .strip_prefix(prefix)
        .unwrap_or_else(|| panic!("not named after the teams: {names:?}"));
    assert!(
        date.len() == 10 && date.chars().all(|c| c.is_ascii_digit() || c == '-'),
        "{names:?}"
    );
    assert_eq!(names[1], format!("{stem}-2.toml"));
}

#[test]
fn playing_without_a_terminal_is_refused_in_sentences() {
    for (lang, expected) in [
        (
            "en",
            "Playing needs a terminal, where the coaches are asked for their decisions.\n\
             Without one, the computer can play both teams:\n  gridiron play --humans 0\n",
        ),
        (
            "de",
            "Zum Spielen braucht es ein Terminal, in dem die Trainer nach ihren Entscheidungen \
             gefragt werden.\nOhne Terminal kann der Computer beide Teams spielen:\n  \
             gridiron play --humans 0\n",
        ),
    ] {
        let output = command(&["play", "--humans", "1", "--lang", lang])
            .stdin(Stdio::null())
            .output()
            .expect("run gridiron");
        assert_eq!(output.status.code(), Some(2));
        assert_eq!(String::from_utf8_lossy(&output.stderr), expected);
    }
}

/// The screen of the first timeout question after `after` prompts: Enter everywhere, and the
/// first TIMEOUT offered after that. The input is closed then.
fn timeout_question(after: usize) -> String {
    use expectrl::{Any, Eof, Expect, Session};
    use terminal::{close_input, game, CLEAR_SCROLLBACK, PROMPT_END};
    let save = temp_path("fg-log-timeout.toml");
    let save_arg = save.to_string_lossy().to_string();
    let args = game("BOS", "base", "1", "en", "3", "none", &save_arg);
    let mut session = Session::spawn(command(&args)).expect("spawn gridiron in a pty");
    session.set_expect_timeout(Some(std::time::Duration::from_secs(20)));
    let mut prompts = 0;
    let mut timeout_taken = false;
    loop {
        let found = session
            .expect(Any::boxed(vec![Box::new(PROMPT_END), Box::new(Eof)]))
            .expect("a prompt or the end");
        let before = String::from_utf8_lossy(found.before()).to_string();
        let screen = before.rsplit(CLEAR_SCROLLBACK).next().unwrap_or(&before);
        assert!(
            found.get(0).is_some_and(|m| m == PROMPT_END.as_bytes()),
            "the game ended"
        );
        prompts += 1;
        if timeout_taken && screen.contains("Timeout: what do you do with your cards?") {
            let screen = screen.to_string();
            close_input(&mut session);
            return screen;
        }
        let timeout = screen.lines().find_map(|line| {
            let line = line.trim_start().trim_start_matches('›').trim_start();
            let (number, rest) = line.split_once(") ")?;
            rest.starts_with("TIMEOUT (")
                .then(|| number.trim().to_string())
        });
        let answer = match timeout {
            Some(number) if prompts > after && !timeout_taken => {
                timeout_taken = true;
                number
            }
            _ => String::new(),
        };
        session.send_line(&answer).expect("answer");
    }
}

#[test]
fn a_timeouts_options_read_a_b_c_and_enter_still_does_nothing() {
    let screen = timeout_question(12);
    let at = |label: &str| {
        screen
            .find(label)
            .unwrap_or_else(|| panic!("no {label}:\n{screen}"))
    };
    assert!(
        at("A: take a card back") < at("B: shuffle your hand")
            && at("B: shuffle") < at("C: nothing"),
        "{screen}"
    );
    let chosen = screen
        .lines()
        .find(|l| l.trim_start().starts_with('›'))
        .unwrap_or_default();
    assert!(chosen.contains("C: nothing"), "Enter takes: {chosen}");
}
