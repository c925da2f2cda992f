//! What a save tells about the machine it was written on: the data it holds, not where that
//! lay. A user's team file is recorded by its name under `teams/`, whatever folder `--data`
//! named; saves written before, which hold the folder as typed, still replay and resume.

use std::path::PathBuf;
use std::process::{Output, Stdio};

use crate::terminal::command;

const OLD_SAVE: &str = "tests/fixtures/records/battleball-data-path-as-typed.toml";

fn run(args: &[&str]) -> Output {
    command(args)
        .stdin(Stdio::null())
        .output()
        .expect("run gridiron")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).to_string()
}

/// A folder of its own for this test, deep enough to look like a user's.
fn home() -> PathBuf {
    let dir = std::env::temp_dir()
        .join(format!("gridiron-records-paths-{}", std::process::id()))
        .join("home")
        .join("anna-private");
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir
}

#[test]
fn a_battleball_save_names_a_users_team_file_not_the_folder_it_lay_in() {
    let teams = home().join("my teams");
    std::fs::create_dir_all(&teams).expect("team dir");
    std::fs::write(
        teams.join("red-devils.toml"),
        "name = \"Red Devils\"\ncode = \"RDV\"\ncolour = \"red\"\n\n[roster]\n\
         running-back = 4\ntackle = 1\nheavy-tackle = 1\nlinebacker = 2\nsafety = 1\nlineman = 2\n",
    )
    .expect("team file");
    let save = home().join("red-devils-save.toml");
    let _ = std::fs::remove_file(&save);
    let shown = save.to_string_lossy().to_string();
    let out = run(&[
        "play",
        "--game",
        "battleball",
        "--data",
        &teams.to_string_lossy(),
        "--home",
        "IWO",
        "--away",
        "Red Devils",
        "--humans",
        "0",
        "--coach",
        "random",
        "--seed",
        "5",
        "--save",
        &shown,
    ]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let saved = std::fs::read_to_string(&save).expect("the save");
    assert!(
        saved.contains("away = \"teams/red-devils.toml\""),
        "{saved}"
    );
    assert!(
        saved.contains("path = \"teams/red-devils.toml\""),
        "{saved}"
    );
    assert!(
        saved.contains("path = \"data/battleball/board.toml\""),
        "shipped files by their data path"
    );
    for private in [
        "anna-private",
        "my teams",
        &*std::env::temp_dir().to_string_lossy(),
    ] {
        assert!(!saved.contains(private), "the save reveals {private:?}");
    }
    std::fs::remove_dir_all(&teams).expect("remove the team dir");
    let replay = run(&["replay", &shown]);
    assert_eq!(replay.status.code(), Some(0), "{}", text(&replay.stderr));
    assert!(text(&replay.stdout).contains("Red Devils"));
}

#[test]
fn an_older_battleball_save_holding_the_data_folder_as_typed_still_replays_and_resumes() {
    let saved = std::fs::read_to_string(OLD_SAVE).unwrap_or_default();
    assert!(
        saved.contains("path = \"/home/anna/gridiron teams/red-devils.toml\""),
        "the fixture holds a user's folder as typed"
    );
    let replay = run(&["--lang", "en", "replay", OLD_SAVE]);
    assert_eq!(replay.status.code(), Some(0), "{}", text(&replay.stderr));
    assert!(
        text(&replay.stdout).contains("Game over"),
        "{}",
        text(&replay.stdout)
    );
    // The same game as the record that names the file as saves now do.
    let neutral = home().join("neutral-save.toml");
    std::fs::write(
        &neutral,
        saved.replace(
            "/home/anna/gridiron teams/red-devils.toml",
            "teams/red-devils.toml",
        ),
    )
    .expect("write the neutral save");
    let now = run(&["--lang", "en", "replay", &neutral.to_string_lossy()]);
    assert_eq!(now.status.code(), Some(0), "{}", text(&now.stderr));
    assert_eq!(text(&replay.stdout), text(&now.stdout));
    // Resumed: the game is over, which is said, and the file is not written.
    let copy = home().join("old-save.toml");
    std::fs::write(&copy, &saved).expect("copy the fixture");
    let resume = run(&["--lang", "en", "resume", &copy.to_string_lossy()]);
    assert_eq!(resume.status.code(), Some(0), "{}", text(&resume.stderr));
    assert!(
        text(&resume.stdout).contains("is over"),
        "{}",
        text(&resume.stdout)
    );
    assert_eq!(std::fs::read_to_string(&copy).expect("the copy"), saved);
}
