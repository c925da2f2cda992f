//! `gridiron season new|play|table`: a season people play through, computer games simulated,
//! a person's game surviving an interrupt, and the table in every format.

use crate::terminal;

use std::path::Path;

use terminal::{command, drive, temp_path, ENGLISH};

const TEAMS: [&str; 5] = [
    "Base",
    "Boston Bombers",
    "Toronto Thunder",
    "Portland Pounders",
    "Raleigh Reapers",
];

fn run(args: &[&str]) -> (i32, String, String) {
    let output = command(args).output().expect("run gridiron");
    (
        output.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

fn new_season(file: &Path, teams: &[&str], extra: &[&str]) {
    let file = file.to_string_lossy().to_string();
    let mut args = vec!["season", "new", &file, "--teams"];
    args.extend(teams);
    args.extend(["--games-per-pair", "1", "--coach", "random", "--seed", "7"]);
    args.extend(extra);
    let (code, out, err) = run(&args);
    assert_eq!(code, 0, "{out}{err}");
}

fn table_json(file: &Path) -> serde_json::Value {
    let file = file.to_string_lossy().to_string();
    let (code, out, err) = run(&["season", "table", &file, "--format", "json"]);
    assert_eq!(code, 0, "{err}");
    serde_json::from_str(&out).expect("season table JSON")
}

#[test]
fn a_computer_season_plays_through_its_playoffs_to_the_bowl() {
    let file = temp_path("computer-season.toml");
    new_season(&file, &TEAMS, &["--playoff-teams", "4"]);
    let shown = file.to_string_lossy().to_string();
    let (code, out, err) = run(&["season", "play", &shown]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("1st & Goal Bowl: "), "{out}");
    assert!(out.contains("The season is over. Champion: "), "{out}");

    let json = table_json(&file);
    let fixtures = json["fixtures"].as_array().expect("fixtures");
    // Ten round-robin games, two semifinals and the Bowl (no tied playoff game on this seed).
    assert_eq!(fixtures.len(), 13);
    assert!(fixtures.iter().all(|f| f["home_points"].is_u64()));
    assert_eq!(json["standings"].as_array().map(Vec::len), Some(5));
    let champion = json["champion"].as_str().expect("a champion");
    assert!(TEAMS.contains(&champion));
    for field in [
        "division", "place", "team", "human", "wins", "losses", "ties",
    ] {
        assert!(json["standings"][0].get(field).is_some(), "{field}");
    }
    // Every game's record replays.
    let record = fixtures[0]["record"].as_str().expect("a record");
    let record = file.with_file_name(record);
    let (code, _, err) = run(&["replay", &record.to_string_lossy()]);
    assert_eq!(code, 0, "{err}");

    let (code, csv, _) = run(&["season", "table", &shown, "--format", "csv"]);
    assert_eq!(code, 0);
    assert!(csv.starts_with("division,human,place,team,wins,losses,ties,"));
    assert_eq!(csv.lines().count(), 6);
    let (code, table, _) = run(&["--lang", "de", "season", "table", &shown]);
    assert_eq!(code, 0);
    assert!(table.contains("Meister: "), "{table}");
    assert!(table.lines().all(|l| l.chars().count() <= 80), "{table}");
}

#[test]
fn the_same_seed_plays_the_same_season() {
    let play = |name: &str| {
        let file = temp_path(name);
        new_season(&file, &TEAMS[..4], &[]);
        let (code, _, err) = run(&["season", "play", &file.to_string_lossy()]);
        assert_eq!(code, 0, "{err}");
        let mut json = table_json(&file);
        // The record paths name the file; everything else must agree.
        for fixture in json["fixtures"].as_array_mut().into_iter().flatten() {
            fixture["record"] = serde_json::Value::Null;
        }
        json
    };
    assert_eq!(play("same-a.toml"), play("same-b.toml"));
}

#[test]
fn a_damaged_season_file_is_refused_and_left_alone() {
    let file = temp_path("damaged-season.toml");
    new_season(&file, &TEAMS[..3], &[]);
    let text = std::fs::read_to_string(&file).expect("the season file");
    let damaged = text.replacen("away = 1", "away = 99", 1);
    assert_ne!(damaged, text, "the file names team 1 as an away team");
    std::fs::write(&file, &damaged).expect("write");
    let (code, _, err) = run(&["season", "play", &file.to_string_lossy()]);
    assert_eq!(code, 1);
    assert!(err.contains("cannot be"), "{err}");
    assert_eq!(std::fs::read_to_string(&file).expect("read"), damaged);
}

#[test]
fn a_person_s_season_game_survives_an_interrupt_and_resumes() {
    let file = temp_path("human-season.toml");
    new_season(
        &file,
        &TEAMS[..2],
        &["--humans", "Base", "--playoff-teams", "0"],
    );
    let shown = file.to_string_lossy().to_string();
    let before = std::fs::read_to_string(&file).expect("the season file");
    // The input closes in the middle of the game: the game's autosave stays, the season waits.
    let run_one = drive(
        &["--lang", "en", "season", "play", &shown],
        &ENGLISH,
        1000,
        Some(12),
    );
    assert!(
        run_one.output.contains("yours to play"),
        "{}",
        run_one.output
    );
    assert_eq!(std::fs::read_to_string(&file).expect("read"), before);
    let game = file
        .with_file_name("human-season.games")
        .join("game-001.toml");
    assert!(game.is_file());
    // The next `season play` resumes that game and plays it to the end.
    let run_two = drive(
        &["--lang", "en", "season", "play", &shown],
        &ENGLISH,
        1000,
        None,
    );
    assert!(run_two.output.contains("Game over"), "{}", &run_two.output);
    let json = table_json(&file);
    assert!(json["fixtures"][0]["home_points"].is_u64(), "{json}");
    assert!(json["standings"]
        .as_array()
        .into_iter()
        .flatten()
        .any(|s| s["human"] == true));
}
