//! `--optional none` asks for no optional rule in every league tool of both games, as it does in
//! `play`: the tools take it, and say so where they list the rules (help, completion, the error
//! for a rule a game does not have).

use std::path::PathBuf;
use std::process::Command;

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("gridiron-none-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temporary directory");
    dir
}

fn run(args: &[&str]) -> (i32, String, String) {
    let home = scratch("home");
    let mut command = Command::new(env!("CARGO_BIN_EXE_gridiron"));
    command
        .args(args)
        .env("NO_COLOR", "1")
        .env("HOME", &home)
        .env("XDG_CONFIG_HOME", home.join("config"))
        .env("XDG_DATA_HOME", home.join("data"));
    for var in ["LC_ALL", "LC_MESSAGES", "LANG", "GRIDIRON_DATA"] {
        command.env_remove(var);
    }
    let output = command.output().expect("run gridiron");
    (
        output.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

#[test]
fn every_league_tool_of_both_games_takes_none() {
    let dir = scratch("season");
    let season = dir.join("season.toml");
    let season = season.to_string_lossy();
    let two_teams = ["--teams", "base", "boston-bombers"];
    let quick = ["--seed", "1", "--jobs", "1"];
    let random = ["--home-coach", "random", "--away-coach", "random"];
    let runs: Vec<Vec<&str>> = vec![
        [
            &[
                "sim",
                "--optional",
                "none",
                "--home",
                "base",
                "--away",
                "base",
            ][..],
            &quick,
            &random,
            &["--games", "1"],
        ]
        .concat(),
        [
            &["sim", "--optional", "NONE", "--game", "battleball"][..],
            &quick,
            &random,
            &["--games", "1"],
        ]
        .concat(),
        [
            &["rank", "--optional", "none"][..],
            &two_teams,
            &quick,
            &["--coach", "random", "--games-per-pair", "1"],
        ]
        .concat(),
        [
            &["rank", "--optional", "none", "--game", "battleball"][..],
            &quick,
            &["--coach", "random", "--games-per-pair", "1"],
        ]
        .concat(),
        [
            &["season", "--optional", "none"][..],
            &two_teams,
            &["--seed", "1", "--coach", "random", "--games-per-pair", "1"],
        ]
        .concat(),
        [
            &["season", "new", &*season, "--optional", "none"][..],
            &two_teams,
        ]
        .concat(),
    ];
    for args in runs {
        let (code, stdout, stderr) = run(&args);
        assert_eq!(code, 0, "{args:?}: {stdout}{stderr}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_rule_a_game_does_not_have_is_answered_with_none_among_the_choices() {
    let (code, _, stderr) = run(&[
        "sim",
        "--optional",
        "frob",
        "--home",
        "base",
        "--away",
        "base",
    ]);
    assert_eq!(code, 2, "{stderr}");
    assert!(
        stderr.contains("squib (comma-separated), or none"),
        "{stderr}"
    );
    let (code, _, stderr) = run(&[
        "--lang",
        "de",
        "rank",
        "--game",
        "battleball",
        "--optional",
        "squib",
    ]);
    assert_eq!(code, 2, "{stderr}");
    assert!(
        stderr.contains("blocks (mit Kommas getrennt) oder none"),
        "{stderr}"
    );
}

#[test]
fn help_and_completion_offer_none_wherever_optional_rules_are_asked_for() {
    for command in [&["sim"][..], &["rank"], &["season"], &["season", "new"]] {
        let (code, stdout, stderr) = run(&[command, &["--help"]].concat());
        assert_eq!(code, 0, "{command:?}: {stderr}");
        assert!(stdout.contains("(or none)"), "{command:?}: {stdout}");
    }
    let (code, script, stderr) = run(&["completions", "bash"]);
    assert_eq!(code, 0, "{stderr}");
    let offered: Vec<&str> = script
        .lines()
        .filter(|line| line.contains("turnovers"))
        .collect();
    assert!(!offered.is_empty(), "{script}");
    assert!(
        offered.iter().all(|line| line.contains("none")),
        "{offered:#?}"
    );
}
