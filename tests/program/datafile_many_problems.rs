//! A data file of thousands of mistakes (the same unknown key, written 5,000 times): each file
//! tells its first problems and counts the rest, in the reader's language, in every path that
//! reads data files (validate, a teams folder, the library), for both games.

use std::path::{Path, PathBuf};
use std::process::Command;

use gridiron::common::data_file::problem::{Problem, ProblemKind, MAX_PROBLEMS_PER_FILE};
use gridiron::games::{battleball, first_and_goal};

const KEYS: usize = 5_000;

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("gridiron-many-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temporary directory");
    dir
}

/// A team file of each game with `keys` unknown keys before its own.
fn team_files(dir: &Path, keys: usize) -> [PathBuf; 2] {
    let unknown: String = (0..keys).map(|key| format!("k{key} = 1\n")).collect();
    let first_and_goal = dir.join("many-keys.toml");
    let text = format!("{unknown}name = \"Many Keys\"\ncode = \"MNY\"\nbase = \"base\"\n");
    std::fs::write(&first_and_goal, text).expect("fixture written");
    let battleball_dir = dir.join("battleball-teams");
    std::fs::create_dir_all(&battleball_dir).expect("temporary directory");
    let battleball = battleball_dir.join("many-keys.toml");
    let text = format!("{unknown}name = \"Many Keys\"\ncode = \"MNY\"\ncolour = \"red\"\n");
    std::fs::write(&battleball, text).expect("fixture written");
    [first_and_goal, battleball]
}

fn assert_told_and_counted(problems: &[Problem], keys: usize) {
    assert_eq!(problems.len(), MAX_PROBLEMS_PER_FILE + 1, "{problems:#?}");
    let (last, told) = problems.split_last().expect("problems");
    assert!(told
        .iter()
        .all(|p| matches!(p.kind, ProblemKind::UnknownKey { .. })));
    assert_eq!(
        last.kind,
        ProblemKind::MoreProblems {
            count: keys - MAX_PROBLEMS_PER_FILE
        }
    );
    assert_eq!(last.file, told[0].file);
}

#[test]
fn validate_tells_the_first_problems_of_a_file_and_counts_the_rest() {
    let dir = scratch("validate");
    let [first_and_goal, battleball] = team_files(&dir, KEYS);
    assert_told_and_counted(&first_and_goal::data::check_files(&[first_and_goal]), KEYS);
    assert_told_and_counted(&battleball::data::check_files(&[battleball]), KEYS);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_teams_folder_leaves_such_a_file_out_with_its_first_problems_and_the_count() {
    let dir = scratch("folder");
    let [first_and_goal, battleball] = team_files(&dir, KEYS);
    let first_and_goal_dir = first_and_goal
        .parent()
        .expect("folder")
        .join("first-and-goal");
    std::fs::create_dir_all(&first_and_goal_dir).expect("temporary directory");
    std::fs::rename(&first_and_goal, first_and_goal_dir.join("many-keys.toml"))
        .expect("fixture moved");
    let (_, skipped) =
        first_and_goal::data::load_playable(&[first_and_goal_dir], &[]).expect("shipped data");
    assert_eq!(skipped.len(), 1);
    assert_told_and_counted(&skipped[0].problems, KEYS);
    let playable = battleball::data::load_playable(battleball.parent()).expect("shipped data");
    assert_eq!(playable.skipped.len(), 1);
    assert_told_and_counted(&playable.skipped[0].problems, KEYS);
    let _ = std::fs::remove_dir_all(&dir);
}

fn validate(args: &[&str]) -> (i32, String) {
    let mut command = Command::new(env!("CARGO_BIN_EXE_gridiron"));
    command.arg("validate").args(args).env("NO_COLOR", "1");
    for var in ["LC_ALL", "LC_MESSAGES", "LANG", "GRIDIRON_DATA"] {
        command.env_remove(var);
    }
    let output = command.output().expect("run gridiron");
    let mut text = String::from_utf8_lossy(&output.stdout).into_owned();
    text.push_str(&String::from_utf8_lossy(&output.stderr));
    (output.status.code().unwrap_or(-1), text)
}

#[test]
fn the_count_is_said_in_english_and_german_and_the_summary_counts_every_problem() {
    let dir = scratch("words");
    let [first_and_goal, battleball] = team_files(&dir, KEYS);
    let first_and_goal = first_and_goal.to_string_lossy().into_owned();
    let battleball = battleball.to_string_lossy().into_owned();
    let more = KEYS - MAX_PROBLEMS_PER_FILE;
    for (args, said) in [
        (
            vec![first_and_goal.as_str()],
            format!("… and {more} more problems in this file, not listed here"),
        ),
        (
            vec!["--game", "battleball", battleball.as_str()],
            format!("… and {more} more problems in this file, not listed here"),
        ),
        (
            vec!["--lang", "de", first_and_goal.as_str()],
            format!("… und {more} weitere Fehler in dieser Datei, hier nicht aufgeführt"),
        ),
    ] {
        let (code, text) = validate(&args);
        assert_eq!(code, 1, "{args:?}: {text}");
        assert!(text.contains(&said), "{args:?}: {text}");
        let told = text.matches("unknown key").count() + text.matches("Unbekannter").count();
        assert_eq!(told, MAX_PROBLEMS_PER_FILE, "{args:?}: {text}");
        assert!(
            text.contains(&format!("{KEYS} problems in one file."))
                || text.contains(&format!("{KEYS} Fehler in einer Datei.")),
            "{args:?}: {text}"
        );
    }
    let (_, json) = validate(&["--format", "json", first_and_goal.as_str()]);
    let report: serde_json::Value = serde_json::from_str(&json).expect("a JSON report");
    let problems = report["problems"].as_array().expect("problems");
    assert_eq!(problems.len(), MAX_PROBLEMS_PER_FILE + 1);
    assert_eq!(problems[MAX_PROBLEMS_PER_FILE]["id"], "data-more-problems");
    assert_eq!(
        problems[MAX_PROBLEMS_PER_FILE]["args"]["count"],
        more.to_string()
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn one_problem_more_is_said_in_the_singular() {
    let dir = scratch("one");
    let [first_and_goal, _] = team_files(&dir, MAX_PROBLEMS_PER_FILE + 1);
    let path = first_and_goal.to_string_lossy().into_owned();
    let (_, text) = validate(&[path.as_str()]);
    assert!(
        text.contains("… and one more problem in this file, not listed here"),
        "{text}"
    );
    let (_, text) = validate(&["--lang", "de", path.as_str()]);
    assert!(
        text.contains("… und ein weiterer Fehler in dieser Datei, hier nicht aufgeführt"),
        "{text}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}
