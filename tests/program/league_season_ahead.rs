//! `season play` plays a pair's later computer games while its tables are at hand, keeping each
//! until its turn: every record must still be the game of its own fixture number, written when
//! that fixture comes.

use crate::terminal;

use gridiron::common::batch::{game_seed, Stream};
use terminal::{command, temp_path};

#[test]
fn games_played_ahead_are_each_the_game_of_their_own_fixture() {
    let file = temp_path("season-ahead.toml");
    let shown = file.to_string_lossy().to_string();
    let run = |args: &[&str]| {
        let output = command(args).output().expect("run gridiron");
        let err = String::from_utf8_lossy(&output.stderr).into_owned();
        assert_eq!(output.status.code(), Some(0), "{err}");
        String::from_utf8_lossy(&output.stdout).into_owned()
    };
    run(&[
        "season",
        "new",
        &shown,
        "--teams",
        "Base",
        "Boston Bombers",
        "Toronto Thunder",
        "--games-per-pair",
        "4",
        "--coach",
        "heuristic",
        "--seed",
        "11",
        "--playoff-teams",
        "2",
    ]);
    run(&["season", "play", &shown]);
    let table = run(&["season", "table", &shown, "--format", "json"]);
    let json: serde_json::Value = serde_json::from_str(&table).expect("season table JSON");
    let fixtures = json["fixtures"].as_array().expect("fixtures");
    // Four games of each of three pairs, and the final.
    assert!(fixtures.len() >= 13, "{table}");
    for fixture in fixtures {
        let number = fixture["number"].as_u64().expect("a fixture number");
        let record = fixture["record"].as_str().expect("a record");
        let text = std::fs::read_to_string(file.with_file_name(record)).expect("the record");
        let seed = game_seed(11, number, Stream::Dice);
        assert!(
            text.lines().any(|line| line == format!("seed = {seed}")),
            "fixture {number}: {text}"
        );
    }
}
