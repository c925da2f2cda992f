//! The gauntlet the project keeps (`rank --coaches`): a stronger coach must still beat a weaker
//! one by the sequential test, in every game, on a fixed seed, within a few dozen games a debug
//! build plays in seconds. A coach that gets weaker fails here.

use gridiron::common::i18n::Language;
use gridiron::shells::kit::output::Format;
use gridiron::shells::league::commands::{run_rank, RankArgs};

/// The most games the guard allows each duel.
const CAP: u64 = 64;

fn gauntlet(game: &str, coaches: &str, jobs: usize, format: Format) -> (i32, String, String) {
    let args = RankArgs {
        game: Some(game.into()),
        teams: vec!["all".into()],
        games_per_pair: 20,
        seed: Some(7),
        coach: None,
        jobs: Some(jobs),
        optional: vec![],
        format,
        plot: None,
        coaches: coaches.split(',').map(String::from).collect(),
        games: CAP,
        data: Default::default(),
    };
    let loc = gridiron::i18n::localizer(Language::English);
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let code = run_rank(&args, &loc, &mut out, &mut err);
    (
        code,
        String::from_utf8_lossy(&out).into_owned(),
        String::from_utf8_lossy(&err).into_owned(),
    )
}

/// The one duel's verdict and games from the JSON report.
fn duel(out: &str) -> (String, u64) {
    let report: serde_json::Value = serde_json::from_str(out).unwrap_or_default();
    let duel = &report["duels"][0];
    (
        duel["verdict"].as_str().unwrap_or_default().to_string(),
        duel["games"].as_u64().unwrap_or_default(),
    )
}

#[test]
fn the_heuristic_still_beats_random_play_in_first_and_goal() {
    let (code, out, err) = gauntlet("first-and-goal", "easy,random", 2, Format::Json);
    assert_eq!((code, err.as_str()), (0, ""));
    let (verdict, games) = duel(&out);
    assert_eq!(verdict, "first-stronger", "{out}");
    assert!(games < CAP && games % 16 == 0, "{out}");
    // Where the test stops depends on the seed alone, not on the threads.
    assert_eq!(
        gauntlet("first-and-goal", "easy,random", 1, Format::Json).1,
        out
    );
}

#[test]
fn the_heuristic_still_beats_random_play_in_battleball() {
    let (code, out, err) = gauntlet("battleball", "random,leicht", 2, Format::Json);
    assert_eq!((code, err.as_str()), (0, ""));
    let (verdict, games) = duel(&out);
    assert_eq!(verdict, "second-stronger", "{out}");
    assert!(games < CAP && games % 16 == 0, "{out}");
}

#[test]
fn the_gauntlet_names_a_level_by_the_coach_it_stands_for() {
    let (code, out, _) = gauntlet("first-and-goal", "easy,random", 2, Format::Table);
    assert_eq!(code, 0);
    assert!(out.contains("easy stronger"), "{out}");
    assert!(out.contains("\nLevels: easy = heuristic.\n"), "{out}");
    assert!(out.lines().all(|line| line.chars().count() <= 80), "{out}");
}

#[test]
fn an_unknown_coach_or_a_single_one_is_a_usage_error() {
    let (code, out, err) = gauntlet("battleball", "easy,equilibrium", 2, Format::Table);
    assert_eq!((code, out.as_str()), (2, ""));
    assert_eq!(
        err,
        "unknown coach \"equilibrium\"; choose easy, normal, hard, random, heuristic, narrow-search, search, reply\n"
    );
    let (code, _, err) = gauntlet("first-and-goal", "hard,Hard", 2, Format::Table);
    assert_eq!(code, 2);
    assert!(
        err.starts_with("rank --coaches needs at least two"),
        "{err}"
    );
}
