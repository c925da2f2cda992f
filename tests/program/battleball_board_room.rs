//! A Battleball board whose line-up zone has no room for a team is a data problem: `validate`
//! says where (file:line:column, in the user's language), and a save embedding such a board is
//! refused by `resume` and `replay`, never played on as a game nobody can decide in.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use gridiron::common::record::DataFile;
use gridiron::games::battleball::data;
use gridiron::games::battleball::record::{Record, SetupRecord};
use gridiron::games::battleball::Options;

fn dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("gridiron-bb-room-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir
}

fn gridiron(args: &[&str]) -> Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_gridiron"));
    command.args(args).env("NO_COLOR", "1").env("TERM", "xterm");
    for var in ["LC_ALL", "LC_MESSAGES", "LANG"] {
        command.env_remove(var);
    }
    command.output().expect("run gridiron")
}

fn text_of(out: &Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    )
}

/// Five rows of three squares: a line-up zone of two rows, seven squares for eleven players.
const TINY_BOARD: &str = "rows = 5\nodd_row_squares = 3\nzone_rows = 2\n";
/// Nine rows of three squares, four rows a zone: fourteen squares, six pairs side by side.
const NARROW_BOARD: &str = "rows = 9\nodd_row_squares = 3\nzone_rows = 4\n";
/// No formations, so none can be off a small board's zone.
const NO_FORMATIONS: &str = "# Only player by player.\n";

fn data_dir(name: &str, board: &str) -> PathBuf {
    let dir = dir(name);
    std::fs::write(dir.join("board.toml"), board).expect("board file");
    std::fs::write(dir.join("formations.toml"), NO_FORMATIONS).expect("formations file");
    dir
}

fn validate(path: &Path, lang: &str) -> Output {
    let path = path.to_string_lossy();
    gridiron(&["validate", "--game", "battleball", "--lang", lang, &path])
}

#[test]
fn validate_refuses_a_board_too_small_to_line_up_a_team_where_its_zone_is_set() {
    let dir = data_dir("tiny", TINY_BOARD);
    let place = format!("{}:3:13", dir.join("board.toml").display());
    for (lang, words) in [
        ("en", "the line-up zone cannot hold 11 players"),
        ("de", "Die Aufstellungszone fasst 11 Spieler nicht"),
    ] {
        let out = validate(&dir, lang);
        let shown = text_of(&out);
        assert_eq!(out.status.code(), Some(1), "{shown}");
        assert!(shown.contains(&place), "{place} in: {shown}");
        assert!(shown.contains(words), "{words} in: {shown}");
    }
}

#[test]
fn a_narrow_board_with_room_for_the_roster_passes_and_a_roster_it_cannot_hold_does_not() {
    let dir = data_dir("narrow", NARROW_BOARD);
    let out = validate(&dir, "en");
    assert_eq!(out.status.code(), Some(0), "{}", text_of(&out));
    // Eleven Heavy Tackles need eleven pairs of squares side by side: the zone has six.
    std::fs::write(
        dir.join("giants.toml"),
        "name = \"Giants\"\ncode = \"GIA\"\ncolour = \"green\"\n\n[roster]\n\
         running-back = 0\ntackle = 0\nheavy-tackle = 11\nlinebacker = 0\nsafety = 0\nlineman = 0\n",
    )
    .expect("team file");
    let out = validate(&dir, "en");
    let shown = text_of(&out);
    assert_eq!(out.status.code(), Some(1), "{shown}");
    let place = format!("{}:5:1", dir.join("giants.toml").display());
    assert!(shown.contains(&place), "{place} in: {shown}");
    assert!(shown.contains("Heavy Tackles: 11)"), "{shown}");
}

/// A new game between the shipped teams whose save carries `board` and no formations.
fn save_with_board(name: &str, board: &str) -> PathBuf {
    let files = data::shipped()
        .iter()
        .map(|source| {
            let path = source.path.to_string_lossy().to_string();
            let text = match source.file_name().as_str() {
                "board.toml" => board.to_string(),
                "formations.toml" => NO_FORMATIONS.to_string(),
                _ => String::from_utf8_lossy(&source.bytes).to_string(),
            };
            DataFile { path, text }
        })
        .collect::<Vec<_>>();
    let team = |file: &str| {
        files
            .iter()
            .find(|f| f.path.ends_with(file))
            .map(|f| f.path.clone())
            .expect("a shipped team")
    };
    let record = Record {
        seed: 5,
        players: vec!["random".into(), "random".into()],
        language: "en".into(),
        setup: SetupRecord {
            home: team("iron-wolves.toml"),
            away: team("black-harts.toml"),
            options: Options::default(),
            files: files.clone(),
        },
        decisions: Vec::new(),
    };
    let path = dir(name).join("save.toml");
    std::fs::write(&path, record.to_toml().expect("a save")).expect("save written");
    path
}

#[test]
fn a_save_whose_board_has_no_room_for_a_team_is_refused_not_saved_for_ever() {
    let save = save_with_board("save", TINY_BOARD);
    let before = std::fs::read(&save).expect("the save");
    let shown = save.to_string_lossy().to_string();
    for command in ["resume", "replay"] {
        let out = gridiron(&[command, &shown]);
        let said = text_of(&out);
        assert_eq!(out.status.code(), Some(1), "{command}: {said}");
        assert!(said.contains("board.toml:3:13"), "{command}: {said}");
        assert!(said.contains("(squares: 7;"), "{command}: {said}");
        assert!(!said.contains("panicked"), "{said}");
    }
    assert_eq!(std::fs::read(&save).expect("the save"), before);
    // The same save with a board that has room plays to its end.
    let save = save_with_board("roomy", NARROW_BOARD);
    let out = gridiron(&["resume", &save.to_string_lossy()]);
    assert_eq!(out.status.code(), Some(0), "{}", text_of(&out));
}
