//! Damaged and impossible records of both games, refused by `resume` and `replay` alike: exit 1,
//! the reason in the player's language (the TOML reader's English marked as its own), the
//! file's line and column where the problem has a place, nothing from the file reaching the
//! terminal raw, every line within 80 columns, and the file left as it was.

use std::path::{Path, PathBuf};
use std::process::{Output, Stdio};
use std::sync::Arc;

use gridiron::common::dice::{Dice, SeededDice};
use gridiron::games::battleball::record::{Record, SetupRecord};
use gridiron::games::battleball::{data, Game, Options};
use gridiron::games::first_and_goal::engine::Seat;

use crate::records;
use crate::terminal::{command, temp_path};

/// A 1st & Goal record of a few random decisions, as text.
fn first_and_goal_text() -> String {
    records::unfinished(5, 3).to_toml().expect("serializes")
}

/// A Battleball record between Iron Wolves and Black Harts of `count` random legal decisions,
/// as text.
fn battleball_text(count: usize) -> String {
    let library = data::load().expect("the shipped data loads");
    let team = |name: &str| library.team(name).expect("a shipped team").clone();
    let setup = SetupRecord::new(
        &data::shipped(),
        &team("IWO"),
        &team("BHA"),
        Options::default(),
    )
    .expect("the shipped data can be recorded");
    let mut game = Game::new(Arc::new(setup.setup().expect("rebuilds")));
    let (mut dice, mut policy) = (SeededDice::from_seed(7), SeededDice::from_seed(8));
    let (mut options, mut events) = (Vec::new(), Vec::new());
    for _ in 0..count {
        let Some(side) = game.waiting_on() else {
            break;
        };
        game.legal(side, &mut options);
        let pick = options[policy.below(options.len())];
        game.apply(side, pick, &mut dice, &mut events)
            .expect("a legal decision");
    }
    Record {
        seed: 7,
        players: vec!["random".into(), "random".into()],
        language: "en".into(),
        setup,
        decisions: game.decisions().to_vec(),
    }
    .to_toml()
    .expect("serializes")
}

/// `text` with `from` replaced (once), checked to apply.
fn edited(text: &str, from: &str, to: &str) -> String {
    assert!(text.contains(from), "the test's edit applies: {from}");
    text.replacen(from, to, 1)
}

/// The 1-based line of `text` that holds `needle`.
fn line_of(text: &str, needle: &str) -> usize {
    let at = text.find(needle).expect("the needle is in the text");
    text[..at].matches('\n').count() + 1
}

fn write(name: &str, text: &str) -> PathBuf {
    let path = temp_path(name);
    std::fs::write(&path, text).expect("write the test record");
    path
}

fn run(args: &[&str]) -> Output {
    command(args)
        .stdin(Stdio::null())
        .output()
        .expect("run gridiron")
}

/// What a person would see that is not text: a control byte other than a line end (an escape
/// sequence, a NUL, a carriage return) or DEL.
fn raw_control(bytes: &[u8]) -> Option<u8> {
    bytes
        .iter()
        .copied()
        .find(|&b| (b < 0x20 && b != b'\n') || b == 0x7f)
}

/// `text` with every run of white space (line ends and indentation too) as one space.
fn flow(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// `resume` and `replay`, in English and in German, refuse the record at `path` with exit 1,
/// saying `english` or `german` (each piece), with no raw control character and within 80
/// columns; the file is left as it was.
fn refused(path: &Path, english: &[&str], german: &[&str]) {
    let shown = path.to_string_lossy().to_string();
    let before = std::fs::read(path).expect("the record");
    for sub in ["resume", "replay"] {
        for (lang, words) in [("en", english), ("de", german)] {
            let output = run(&[sub, "--lang", lang, &shown]);
            let err = String::from_utf8_lossy(&output.stderr).to_string();
            assert_eq!(output.status.code(), Some(1), "{sub} --lang {lang}: {err}");
            // The message is wrapped: its words are looked for across line ends, except
            // where a piece says which line it starts.
            let flowing = flow(&err);
            for word in words {
                let found = if word.starts_with('\n') {
                    err.contains(word)
                } else {
                    flowing.contains(&flow(word))
                };
                assert!(found, "{sub} --lang {lang}: {word:?} in\n{err}");
            }
            for stream in [&output.stdout, &output.stderr] {
                assert_eq!(raw_control(stream), None, "{sub} --lang {lang}: {err:?}");
            }
            for line in err.lines() {
                assert!(
                    line.chars().count() <= 80,
                    "{sub} --lang {lang}: over 80 columns: {line}"
                );
            }
            assert!(!err.contains("panicked"), "{err}");
            assert_eq!(std::fs::read(path).expect("still there"), before, "{sub}");
        }
    }
}

#[test]
fn a_first_and_goal_decision_the_reader_refuses_is_quoted_escaped_at_its_place() {
    let text = first_and_goal_text();
    let first = "[{ role = \"Offense\", team = \"Away\" }, { CallCoin";
    let damaged = edited(
        &text,
        first,
        "[{ role = \"Offense\", team = \"\\u001b[31mAway\" }, { CallCoin",
    );
    let path = write("records-escape.toml", &damaged);
    let place = format!("{}:{}:5", path.display(), line_of(&damaged, "u001b"));
    refused(
        &path,
        &[
            &place,
            "is not a decision (decision 1 of the save)",
            "the TOML parser says: \"unknown variant `\\u{1b}[31mAway`",
        ],
        &[
            &place,
            "ist keine Entscheidung (Entscheidung 1 des Spielstands)",
            "der TOML-Parser meldet (auf Englisch): „unknown variant `\\u{1b}[31mAway`",
        ],
    );
}

#[test]
fn a_team_file_or_data_file_name_with_an_escape_is_shown_escaped() {
    let text = first_and_goal_text();
    let home = "home = \"data/first-and-goal/teams/boston-bombers.toml\"";
    let unknown = edited(&text, home, "home = \"teams/\\u001b[2Jgone.toml\"");
    let path = write("records-unknown-team.toml", &unknown);
    refused(
        &path,
        &["names the team file \"teams/\\u{1b}[2Jgone.toml\""],
        &["nennt die Teamdatei „teams/\\u{1b}[2Jgone.toml“"],
    );
    // The team's own file renamed with an escape in its name, and broken.
    let renamed = text
        .replace(
            "data/first-and-goal/teams/boston-bombers.toml",
            "teams/\\u001b[31mbombers.toml",
        )
        .replacen("code = \"BOS\"", "code = 7", 1);
    assert_ne!(renamed, text);
    let path = write("records-broken-team.toml", &renamed);
    refused(
        &path,
        &["first in its copy of \"teams/\\u{1b}[31mbombers.toml\""],
        &["zuerst in seiner Kopie von „teams/\\u{1b}[31mbombers.toml“"],
    );
}

#[test]
fn a_first_and_goal_record_seats_four_known_coaches() {
    let text = first_and_goal_text();
    let players = "players = [\"equilibrium\", \"equilibrium\", \"equilibrium\", \"equilibrium\"]";
    let line = line_of(&text, players);
    for (name, seated, count) in [
        ("records-no-one.toml", "players = []", 0),
        (
            "records-two.toml",
            "players = [\"human:1\", \"equilibrium\"]",
            2,
        ),
        (
            "records-seven.toml",
            "players = [\"random\", \"random\", \"random\", \"random\", \"random\", \"random\", \"random\"]",
            7,
        ),
    ] {
        let path = write(name, &edited(&text, players, seated));
        let place = format!("{}:{line}:11", path.display());
        refused(
            &path,
            &[
                &place,
                &format!("the save names {count} coaches, but the game has 4 coaching seats"),
            ],
            &[
                &place,
                &format!("der Spielstand nennt {count} Trainer, das Spiel hat aber 4 Trainerplätze"),
            ],
        );
    }
    for (name, player) in [
        ("records-godmode.toml", "godmode"),
        ("records-human-300.toml", "human:300"),
        ("records-human-minus-1.toml", "human:-1"),
        ("records-human-0.toml", "human:0"),
    ] {
        let seated = format!("players = [\"random\", \"random\", \"{player}\", \"random\"]");
        let path = write(name, &edited(&text, players, &seated));
        let place = format!("{}:{line}:32", path.display());
        refused(
            &path,
            &[
                &place,
                &format!("the save names the coach \"{player}\", who is neither a person"),
                "(human:1 to human:4)",
            ],
            &[
                &place,
                &format!("der Spielstand nennt den Trainer „{player}“, der weder ein Mensch"),
                "(human:1 bis human:4)",
            ],
        );
    }
    assert_eq!(Seat::ALL.len(), 4, "the messages above count four seats");
}

#[test]
fn a_decision_with_more_than_a_seat_and_a_decision_is_refused() {
    let text = first_and_goal_text();
    let first = "{ CallCoin = \"Heads\" }],";
    let third = edited(&text, first, "{ CallCoin = \"Heads\" }, \"again\"],");
    let path = write("records-third.toml", &third);
    let place = format!("{}:{}:5", path.display(), line_of(&third, "\"again\""));
    refused(
        &path,
        &[
            &place,
            "\"again\"]\" is not a decision (decision 1 of the save)",
        ],
        &[&place, "\"again\"]“ ist keine Entscheidung (Entscheidung 1"],
    );
    let battleball = battleball_text(3);
    let extra = edited(&battleball, "\"home roll\"", "\"home roll again\"");
    let path = write("records-bb-extra.toml", &extra);
    refused(
        &path,
        &["\"home roll again\" is not a decision (decision 1 of the save)"],
        &["„home roll again“ ist keine Entscheidung (Entscheidung 1 des Spielstands)"],
    );
}

#[test]
fn a_record_the_toml_reader_refuses_says_where_and_marks_the_readers_words() {
    let text = first_and_goal_text();
    let unclosed = edited(&text, "{ CallCoin = \"Heads\" }", "{ CallCoin = \"Heads\" ");
    let path = write("records-unclosed.toml", &unclosed);
    let place = format!("{}:{}:", path.display(), line_of(&unclosed, "CallCoin"));
    refused(
        &path,
        &[
            &place,
            ": the save is damaged or incomplete; it was left untouched",
            "\n  the TOML parser says: \"",
        ],
        &[
            &place,
            ": der Spielstand ist beschädigt oder unvollständig",
            "\n  der TOML-Parser meldet (auf Englisch): „",
        ],
    );
    let battleball = battleball_text(0);
    let cut = edited(&battleball, "language = \"en\"", "language = \"en");
    let path = write("records-bb-unclosed.toml", &cut);
    let place = format!("{}:{}:", path.display(), line_of(&cut, "language ="));
    refused(
        &path,
        &[&place, "the TOML parser says: \""],
        &[&place, "der TOML-Parser meldet (auf Englisch): „"],
    );
}

#[test]
fn a_battleball_decision_that_is_none_is_said_in_the_players_language() {
    let text = battleball_text(3);
    let damaged = edited(&text, "\"home roll\"", "\"away move 65536\"");
    let path = write("records-bb-65536.toml", &damaged);
    let place = format!("{}:{}:5", path.display(), line_of(&damaged, "65536"));
    refused(
        &path,
        &[
            &place,
            "\"away move 65536\" is not a decision (decision 1 of the save)",
        ],
        &[
            &place,
            "„away move 65536“ ist keine Entscheidung (Entscheidung 1 des Spielstands)",
        ],
    );
    // One word longer than a line: cut, so that every line still fits 80 columns.
    let long = edited(
        &text,
        "\"home roll\"",
        &format!("\"home {}\"", "9".repeat(5000)),
    );
    let path = write("records-bb-long.toml", &long);
    refused(
        &path,
        &["\"home 9999", "…\" is not a decision"],
        &["„home 9999", "…“ ist keine Entscheidung"],
    );
    let escape = edited(&text, "\"home roll\"", "\"home \\u001b[2J\"");
    let path = write("records-bb-escape.toml", &escape);
    refused(
        &path,
        &["\"home \\u{1b}[2J\" is not a decision"],
        &["„home \\u{1b}[2J“ ist keine Entscheidung"],
    );
}

#[test]
fn a_battleball_record_seats_two_known_coaches() {
    let text = battleball_text(0);
    let players = "players = [\"random\", \"random\"]";
    let line = line_of(&text, players);
    for (name, seated, count) in [
        ("records-bb-none.toml", "players = []", 0),
        (
            "records-bb-three.toml",
            "players = [\"random\", \"random\", \"random\"]",
            3,
        ),
    ] {
        let path = write(name, &edited(&text, players, seated));
        let place = format!("{}:{line}:11", path.display());
        refused(
            &path,
            &[
                &place,
                &format!("names {count} coaches, but the game has 2 coaching seats"),
            ],
            &[
                &place,
                &format!("nennt {count} Trainer, das Spiel hat aber 2 Trainerplätze"),
            ],
        );
    }
    for player in ["godmode", "human:3", "human:-1", "human:300"] {
        let seated = format!("players = [\"random\", \"{player}\"]");
        let path = write("records-bb-player.toml", &edited(&text, players, &seated));
        refused(
            &path,
            &[
                &format!("{}:{line}:22", path.display()),
                &format!("names the coach \"{player}\""),
                "(human:1 to human:2) nor a computer coach (random, heuristic, narrow-search, search, reply)",
            ],
            &[
                &format!("nennt den Trainer „{player}“"),
                "(human:1 bis human:2)",
            ],
        );
    }
}

#[test]
fn a_battleball_record_with_one_team_on_both_sides_is_refused() {
    let text = battleball_text(0);
    let same = edited(
        &text,
        "away = \"data/battleball/teams/black-harts.toml\"",
        "away = \"data/battleball/teams/iron-wolves.toml\"",
    );
    let path = write("records-bb-same.toml", &same);
    refused(
        &path,
        &["has the same team at home and away (\"Iron Wolves\")"],
        &["hat dasselbe Team als Heim- und Gastteam („Iron Wolves“)"],
    );
}

#[test]
fn a_save_that_is_not_there_is_said_in_the_players_language() {
    let missing = temp_path("records-not-there.toml");
    let shown = missing.to_string_lossy().to_string();
    for sub in ["resume", "replay"] {
        for (lang, words) in [
            ("en", "there is no such file"),
            ("de", "eine solche Datei gibt es nicht"),
        ] {
            let output = run(&[sub, "--lang", lang, &shown]);
            let err = String::from_utf8_lossy(&output.stderr).to_string();
            assert_eq!(output.status.code(), Some(1), "{sub} --lang {lang}: {err}");
            assert!(flow(&err).contains(words), "{sub} --lang {lang}: {err}");
            assert!(!err.contains("os error"), "the system's English: {err}");
        }
    }
    assert!(!missing.exists(), "nothing was written");
}

#[test]
fn a_decision_the_game_refuses_is_shown_where_it_stands() {
    let text = first_and_goal_text();
    // The coin call again, where the kick-off choice belongs.
    let first = text
        .lines()
        .find(|l| l.contains("CallCoin"))
        .expect("a coin call")
        .trim()
        .trim_end_matches(',')
        .to_string();
    let second_start = text.find(&first).expect("the call") + first.len() + 2;
    let second = text[second_start..]
        .lines()
        .next()
        .expect("a second decision")
        .trim()
        .trim_end_matches(',')
        .to_string();
    let illegal = format!(
        "{}{}",
        &text[..second_start],
        text[second_start..].replacen(&second, &first, 1)
    );
    assert_ne!(illegal, text, "the test's edit applies");
    let path = write("records-illegal.toml", &illegal);
    let place = format!("\n  --> {}:{}:5", path.display(), line_of(&text, &second));
    refused(
        &path,
        &["decision 2 (", "is not allowed at that point", &place],
        &[
            "Entscheidung 2 (",
            "ist an dieser Stelle des Spiels nicht erlaubt",
            &place,
        ],
    );
    let battleball = battleball_text(3);
    let moved = edited(&battleball, "\"home roll\"", "\"away move 0\"");
    let path = write("records-bb-illegal.toml", &moved);
    let place = format!(
        "\n  --> {}:{}:5",
        path.display(),
        line_of(&moved, "away move 0")
    );
    refused(
        &path,
        &["decision 1 (", &place],
        &["Entscheidung 1 (", &place],
    );
}

/// A record whose team file has thousands of unknown keys is refused as quickly as the team
/// file itself would be, telling its first problems and counting the rest (issue 23, item 2:
/// saves embed data files, so they take the data files' limit).
#[test]
fn a_record_embedding_a_team_file_of_thousands_of_mistakes_tells_the_first_and_counts_the_rest() {
    use gridiron::common::data_file::problem::MAX_PROBLEMS_PER_FILE;
    const KEYS: usize = 5_000;
    let unknown: String = (0..KEYS).map(|key| format!("k{key} = 1\n")).collect();
    let text = edited(
        &battleball_text(3),
        "name = \"Iron Wolves\"",
        &format!("{unknown}name = \"Iron Wolves\""),
    );
    let path = write("records-many-keys.toml", &text);
    let more = (KEYS - MAX_PROBLEMS_PER_FILE).to_string();
    refused(
        &path,
        &[&format!("and {more} more problems in this file")],
        &[&format!("und {more} weitere Fehler in dieser Datei")],
    );
    let output = run(&["replay", "--lang", "en", &path.to_string_lossy()]);
    let told = String::from_utf8_lossy(&output.stderr)
        .matches("unknown key")
        .count();
    assert_eq!(told, MAX_PROBLEMS_PER_FILE);
}
