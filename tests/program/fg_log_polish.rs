//! Polish at the edges of a game (issue 21, item 7): a save named after the game, and the
//! no-terminal error as sentences.

use crate::terminal;

use std::process::Stdio;

use terminal::{command, temp_path};

#[test]
fn a_new_game_is_saved_under_its_teams_and_date() {
    let data_home = temp_path("fg-log-xdg");
    let _ = std::fs::remove_dir_all(&data_home);
    let run = |seed: &str| {
        command(&[
            "play", "--home", "BOS", "--away", "base", "--humans", "0", "--seed", seed, "--lang",
            "en",
        ])
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
        .strip_prefix("boston-bombers-vs-base-")
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
