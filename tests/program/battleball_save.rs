//! Battleball's saves and bad input: a computer game narrated into a pipe and its save replayed;
//! every bad flag refused with exit 2 and a message in the user's language; every damaged or
//! impossible save refused with exit 1 and a message, never a panic, and left untouched.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn dir() -> PathBuf {
    let dir = std::env::temp_dir().join(format!("gridiron-bb-save-{}", std::process::id()));
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

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).to_string()
}

fn text_of(out: &Output) -> String {
    format!("{}{}", text(&out.stdout), text(&out.stderr))
}

/// A whole computer game's save (seeded) and what it narrated: played once for all the tests
/// of this file (a game saves after each of its 1,500 decisions, synced to disk).
fn computer_game() -> &'static (PathBuf, String) {
    static GAME: std::sync::OnceLock<(PathBuf, String)> = std::sync::OnceLock::new();
    GAME.get_or_init(|| {
        let save = dir().join("computer.toml");
        let _ = std::fs::remove_file(&save);
        let shown = save.to_string_lossy().to_string();
        let out = gridiron(&[
            "play",
            "--game",
            "battleball",
            "--home",
            "IWO",
            "--away",
            "BHA",
            "--humans",
            "0",
            "--lang",
            "de",
            "--seed",
            "35",
            "--optional",
            "advanced",
            // The search, not the hard level's reply coach: twenty times quicker in a debug build.
            "--coach",
            "search",
            "--save",
            &shown,
        ]);
        assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
        (save, text(&out.stdout))
    })
}

#[test]
fn a_computer_game_is_narrated_into_a_pipe_and_its_save_replays_the_same_turns() {
    let (save, narrated) = computer_game();
    assert!(narrated.contains("Spielende"), "{narrated}");
    let shown = save.to_string_lossy().to_string();
    // The closing lines name the save whole, for copying; everything else fits 80 columns.
    for line in narrated.lines().filter(|l| !l.contains(&shown)) {
        assert!(line.chars().count() <= 80, "over 80 columns: {line}");
        assert!(!line.contains('\x1b'), "an escape into a pipe: {line:?}");
    }
    let saved = std::fs::read_to_string(save).expect("the save");
    assert!(saved.contains("game = \"battleball\""));
    assert!(saved.contains("\"home choose "), "decisions as lines");
    assert!(
        saved.contains("data/battleball/board.toml"),
        "data files in the save"
    );
    let replay = gridiron(&["replay", "--lang", "de", &shown]);
    assert_eq!(replay.status.code(), Some(0));
    let replayed = text(&replay.stdout);
    // The same turns, told the same way (the replay adds no header line of its own twice).
    let turns = |t: &str| -> Vec<String> {
        t.lines()
            .filter(|l| l.contains("würfelt"))
            .map(str::to_string)
            .collect()
    };
    assert_eq!(turns(narrated), turns(&replayed));
    // Resuming a finished game says so and changes nothing.
    let resumed = gridiron(&["resume", &shown]);
    assert_eq!(resumed.status.code(), Some(0));
    assert!(
        text(&resumed.stdout).contains("ist zu Ende"),
        "{}",
        text(&resumed.stdout)
    );
    assert_eq!(std::fs::read_to_string(save).expect("the save"), saved);
}

fn refused(args: &[&str], words: &str) {
    let out = gridiron(args);
    assert_eq!(
        out.status.code(),
        Some(2),
        "{args:?}: {}",
        text(&out.stderr)
    );
    let err = text(&out.stderr);
    assert!(err.contains(words), "{args:?}: {err}");
    assert!(out.stdout.is_empty(), "{args:?}: {}", text(&out.stdout));
}

#[test]
fn bad_flags_are_refused_in_the_users_language() {
    let save = dir().join("flags.toml");
    let save = save.to_string_lossy().to_string();
    let play = |more: &[&'static str]| -> Vec<String> {
        let mut line: Vec<String> = ["play", "--game", "battleball", "--save", &save]
            .iter()
            .map(|s| s.to_string())
            .collect();
        line.extend(more.iter().map(|s| s.to_string()));
        line
    };
    let cases: [(&[&str], &str); 11] = [
        (&["--humans", "3"], "Battleball has 0 to 2"),
        (&["--humans", "many"], "Battleball has 0 to 2"),
        (
            &["--optional", "turnovers"],
            "unknown option \"turnovers\" for Battleball",
        ),
        (
            &["--coach", "equilibrium"],
            "choose easy, normal, hard, random, heuristic, narrow-search, search, reply",
        ),
        (&["--home", "Nobody"], "no Battleball team \"Nobody\""),
        (
            &["--home", "IWO", "--away", "iron wolves"],
            "two different teams",
        ),
        (&["--seed", "-1"], "is not a seed"),
        (&["--delay", "soon"], "is no delay"),
        (&["--side", "middle", "--humans", "0"], "is no side"),
        (&["--humans", "1"], "needs a terminal"),
        (&["--humans", "2"], "needs a terminal"),
    ];
    for (more, words) in cases {
        let line = play(more);
        let line: Vec<&str> = line.iter().map(String::as_str).collect();
        refused(&line, words);
    }
    refused(&["play", "--game", "chess"], "unknown game \"chess\"");
    refused(
        &[
            "--lang",
            "de",
            "play",
            "--game",
            "battleball",
            "--humans",
            "7",
        ],
        "Battleball hat 0 bis 2",
    );
    refused(
        &[
            "play",
            "--lang",
            "de",
            "--game",
            "battleball",
            "--coach",
            "x",
        ],
        "zur Wahl: leicht, mittel, schwer, random, heuristic, narrow-search, search, reply",
    );
    refused(
        &["play", "--lang", "de", "--game", "Schach"],
        "unbekanntes Spiel",
    );
    assert!(!Path::new(&save).exists(), "a refused game wrote a save");
}

#[test]
fn help_names_the_game_flag_in_both_languages() {
    let en = text(&gridiron(&["play", "--help"]).stdout);
    assert!(en.contains("--game") && en.contains("battleball"), "{en}");
    let de = text(&gridiron(&["play", "--help", "--lang", "de"]).stdout);
    assert!(de.contains("--game") && de.contains("Das Spiel"), "{de}");
}

/// A save's text with `edit` applied, written beside the good one.
fn damaged(good: &Path, name: &str, edit: impl Fn(&str) -> String) -> String {
    let path = dir().join(name);
    let text = std::fs::read_to_string(good).expect("the good save");
    std::fs::write(&path, edit(&text)).expect("write the damaged save");
    path.to_string_lossy().to_string()
}

/// Both resume and replay refuse `path` with exit 1, the message containing `words`, without
/// an escape sequence, and leave the file as it was.
fn refused_save(path: &str, words: &str) {
    // Only a regular file is read here: reading a FIFO would wait for a writer.
    let read = |path: &str| {
        std::fs::metadata(path)
            .is_ok_and(|m| m.is_file())
            .then(|| std::fs::read(path).ok())
            .flatten()
    };
    let before = read(path);
    for command in ["resume", "replay"] {
        let out = gridiron(&[command, path]);
        assert_eq!(
            out.status.code(),
            Some(1),
            "{command} {path}: {}",
            text(&out.stderr)
        );
        let err = text(&out.stderr);
        // Messages are wrapped at 80 columns: words are looked for across line ends.
        let flowing = |text: &str| text.split_whitespace().collect::<Vec<_>>().join(" ");
        assert!(
            flowing(&err).contains(&flowing(words)),
            "{command} {path}: {err}"
        );
        assert!(!err.contains('\x1b'), "{err:?}");
        assert!(!err.contains("panicked"), "{err}");
    }
    assert_eq!(read(path), before, "{path} was changed");
}

#[test]
fn damaged_and_impossible_saves_are_refused_and_left_untouched() {
    let (good, _) = computer_game();
    let first_decision = |t: &str| {
        let start = t.find("decisions = [").expect("decisions");
        let line_start = t[start..]
            .find('\n')
            .map(|i| start + i + 1)
            .unwrap_or(start);
        let line_end = t[line_start..]
            .find('\n')
            .map(|i| line_start + i)
            .unwrap_or(t.len());
        (line_start, line_end)
    };
    let replace_first = |t: &str, with: &str| {
        let (a, b) = first_decision(t);
        format!("{}    \"{with}\",{}", &t[..a], &t[b..])
    };
    // The first 40 decisions: an unfinished game, which `play --save` will not write over.
    let unfinished = damaged(good, "unfinished.toml", |t| {
        let start = t.find("decisions = [\n").expect("decisions") + "decisions = [\n".len();
        let mut end = start;
        for _ in 0..40 {
            end += t[end..].find('\n').expect("a decision line") + 1;
        }
        let rest = t[end..].find("]\n").expect("the list's end") + end;
        format!("{}{}", &t[..end], &t[rest..])
    });
    let out = gridiron(&[
        "play",
        "--game",
        "battleball",
        "--humans",
        "0",
        "--save",
        &unfinished,
    ]);
    assert_eq!(out.status.code(), Some(2), "{}", text(&out.stderr));
    assert!(text(&out.stderr).contains("already exists"));
    // `resume` without a file finds the latest unfinished game, a Battleball one too: here one
    // with a coach, which a pipe cannot play.
    let home = dir().join("xdg");
    let saves = home.join("gridiron").join("saves");
    std::fs::create_dir_all(&saves).expect("saves dir");
    let saved = std::fs::read_to_string(&unfinished).expect("the unfinished save");
    let with_coach = saved.replacen(
        "players = [\"search\", \"search\"]",
        "players = [\"human:1\", \"search\"]",
        1,
    );
    assert_ne!(with_coach, saved);
    std::fs::write(saves.join("latest.toml"), with_coach).expect("write");
    let mut resume = Command::new(env!("CARGO_BIN_EXE_gridiron"));
    resume
        .arg("resume")
        .env("XDG_DATA_HOME", &home)
        .env("HOME", &home)
        .env("LANG", "en_US.UTF-8")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES");
    let out = resume.output().expect("resume");
    assert_eq!(out.status.code(), Some(2), "{}", text_of(&out));
    // In the language the game was started in (German).
    assert!(
        text(&out.stderr).contains("braucht es ein Terminal"),
        "{}",
        text_of(&out)
    );
    let replayed = gridiron(&["replay", &unfinished]);
    assert_eq!(
        replayed.status.code(),
        Some(0),
        "{}",
        text(&replayed.stderr)
    );
    assert!(text(&replayed.stdout).contains("gridiron resume"));
    refused_save(
        &damaged(good, "cut.toml", |t| t[..t.len() / 3].to_string()),
        "is damaged or incomplete",
    );
    refused_save(
        &damaged(good, "verb.toml", |t| replace_first(t, "home fly 3")),
        "\"home fly 3\" is not a decision",
    );
    refused_save(
        &damaged(good, "escape.toml", |t| replace_first(t, "home \\u001b[2J")),
        "is not a decision",
    );
    refused_save(
        &damaged(good, "illegal.toml", |t| replace_first(t, "away move 0")),
        "decision 1 (Black Harts) is not allowed",
    );
    refused_save(
        &damaged(good, "version.toml", |t| {
            t.replacen("version = 1", "version = 9", 1)
        }),
        "another gridiron version",
    );
    refused_save(
        &damaged(good, "stream.toml", |t| {
            t.replacen("stream = 1", "stream = 7", 1)
        }),
        "another version of the dice",
    );
    refused_save(
        &damaged(good, "board.toml", |t| {
            t.replacen("rows = 21", "rows = 4", 1)
        }),
        "does not pass the data checks",
    );
    refused_save(
        &damaged(good, "team.toml", |t| {
            t.replacen(
                "home = \"data/battleball/teams/iron-wolves.toml\"",
                "home = \"teams/nowhere.toml\"",
                1,
            )
        }),
        "names the team file \"teams/nowhere.toml\"",
    );
    refused_save(
        &damaged(good, "chess.toml", |t| {
            t.replacen("game = \"battleball\"", "game = \"chess\"", 1)
        }),
        "a game this gridiron does not know (\"chess\")",
    );
    refused_save(
        &damaged(good, "many.toml", |t| {
            let (a, _) = first_decision(t);
            let line = &t[a..t[a..].find('\n').map_or(t.len(), |i| a + i + 1)];
            format!("{}{}{}", &t[..a], line.repeat(50_001), &t[a..])
        }),
        "more than a game can have",
    );
    refused_save(
        &damaged(good, "text.toml", |_| "\u{0}\u{1}binary".to_string()),
        "damaged or incomplete",
    );
    let missing = dir().join("missing.toml").to_string_lossy().to_string();
    refused_save(&missing, "cannot read the save");
}

#[test]
fn a_directory_or_a_fifo_is_never_read_as_a_save() {
    let folder = dir().join("a-folder.toml");
    std::fs::create_dir_all(&folder).expect("folder");
    refused_save(&folder.to_string_lossy(), "not a regular file");
    #[cfg(unix)]
    {
        let fifo = dir().join("fifo.toml");
        let _ = std::fs::remove_file(&fifo);
        let made = Command::new("mkfifo").arg(&fifo).status();
        if made.is_ok_and(|s| s.success()) {
            refused_save(&fifo.to_string_lossy(), "not a regular file");
        }
    }
}

/// An organiser's team from `--data` plays at the terminal: its file goes into the save, so the
/// game replays from the save alone, and a broken file beside it is left out with a warning.
#[test]
fn a_team_from_data_plays_and_its_file_travels_in_the_save() {
    let teams = dir().join("user-teams");
    std::fs::create_dir_all(&teams).expect("team dir");
    std::fs::write(
        teams.join("red-devils.toml"),
        "name = \"Red Devils\"\ncode = \"RDV\"\ncolour = \"red\"\n\n[roster]\n\
         running-back = 4\ntackle = 1\nheavy-tackle = 1\nlinebacker = 2\nsafety = 1\nlineman = 2\n",
    )
    .expect("team file");
    std::fs::write(teams.join("broken.toml"), "name = \"Broken\n").expect("broken file");
    let save = dir().join("red-devils.toml");
    let _ = std::fs::remove_file(&save);
    let shown = save.to_string_lossy().to_string();
    let out = gridiron(&[
        "play",
        "--game",
        "battleball",
        "--data",
        &teams.to_string_lossy(),
        "--home",
        "Red Devils",
        "--away",
        "IWO",
        "--humans",
        "0",
        "--coach",
        "random",
        "--seed",
        "3",
        "--save",
        &shown,
    ]);
    assert_eq!(out.status.code(), Some(0), "{}", text_of(&out));
    assert!(
        text(&out.stderr).contains("broken.toml is left out: it has a problem; see it with"),
        "{}",
        text(&out.stderr)
    );
    let saved = std::fs::read_to_string(&save).expect("the save");
    assert!(saved.contains("running-back = 4"), "{saved}");
    std::fs::remove_dir_all(&teams).expect("remove the team dir");
    let replay = gridiron(&["replay", &shown]);
    assert_eq!(replay.status.code(), Some(0), "{}", text_of(&replay));
    assert!(text(&replay.stdout).contains("Red Devils"));
}
