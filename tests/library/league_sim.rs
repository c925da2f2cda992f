//! `gridiron sim`: determinism across threads, the JSON and CSV shapes, replayable game logs.

use std::path::PathBuf;

use std::sync::Arc;

use gridiron::common::i18n::Language;
use gridiron::games::first_and_goal::coach::CoachKind;
use gridiron::games::first_and_goal::engine::Setup;
use gridiron::games::first_and_goal::record::{self, SaveRecord};
use gridiron::shells::kit::output::Format;
use gridiron::shells::league::commands::{run_sim, SimArgs};
use gridiron::shells::league::first_and_goal::batch::{Matchup, Player};

fn sim_args(games: u64, seed: u64, jobs: usize, format: Format) -> SimArgs {
    SimArgs {
        plot: None,
        game: None,
        home: Some("base".into()),
        away: Some("Boston Bombers".into()),
        games,
        seed: Some(seed),
        home_coach: Some("random".into()),
        away_coach: Some("random".into()),
        jobs: Some(jobs),
        optional: vec![],
        format,
        log: None,
        data: Default::default(),
    }
}

fn run(args: &SimArgs, language: Language) -> (i32, String, String) {
    let loc = gridiron::i18n::localizer(language);
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let code = run_sim(args, &loc, &mut out, &mut err);
    (
        code,
        String::from_utf8_lossy(&out).into_owned(),
        String::from_utf8_lossy(&err).into_owned(),
    )
}

fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("gridiron-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

#[test]
fn the_same_seed_gives_the_same_result_on_one_and_two_threads() {
    let (code, one, _) = run(&sim_args(300, 42, 1, Format::Json), Language::English);
    assert_eq!(code, 0);
    let (_, two, _) = run(&sim_args(300, 42, 2, Format::Json), Language::English);
    let (_, three, _) = run(&sim_args(300, 42, 3, Format::Json), Language::English);
    assert_eq!(one, two);
    assert_eq!(one, three);
    let (_, other, _) = run(&sim_args(300, 43, 2, Format::Json), Language::English);
    assert_ne!(one, other, "another seed plays other games");
}

const TOP_FIELDS: [&str; 7] = [
    "games",
    "seed",
    "ties",
    "overtimes",
    "snaps",
    "home",
    "away",
];
const TEAM_FIELDS: [&str; 13] = [
    "team",
    "coach",
    "wins",
    "points",
    "touchdowns",
    "field_goals",
    "safeties",
    "turnovers",
    "penalties",
    "punts",
    "punt_yards_net",
    "yards",
    "snaps",
];

#[test]
fn json_is_one_object_with_the_promised_fields() {
    let (code, out, _) = run(&sim_args(50, 9, 2, Format::Json), Language::German);
    assert_eq!(code, 0);
    let json: serde_json::Value = serde_json::from_str(&out).expect("valid JSON");
    let object = json.as_object().expect("one object");
    for field in TOP_FIELDS {
        assert!(object.contains_key(field), "missing {field}");
    }
    assert_eq!(json["games"], 50);
    assert_eq!(json["seed"], 9);
    let mut wins_and_ties = json["ties"].as_u64().unwrap_or(u64::MAX);
    let mut snaps = 0;
    for (side, name) in [("home", "Base"), ("away", "Boston Bombers")] {
        let team = json[side].as_object().expect("team object");
        for field in TEAM_FIELDS {
            assert!(team.contains_key(field), "{side} is missing {field}");
        }
        assert_eq!(team["team"], name);
        assert_eq!(team["coach"], "random");
        for field in &TEAM_FIELDS[2..] {
            assert!(team[*field].is_i64(), "{side}.{field} is a number");
        }
        wins_and_ties += team["wins"].as_u64().unwrap_or(0);
        snaps += team["snaps"].as_u64().unwrap_or(0);
    }
    assert_eq!(wins_and_ties, 50, "every game is a win or a tie");
    assert_eq!(json["snaps"].as_u64(), Some(snaps), "snaps of both teams");
}

#[test]
fn csv_has_a_header_and_one_row_per_team() {
    let (code, out, _) = run(&sim_args(20, 3, 1, Format::Csv), Language::English);
    assert_eq!(code, 0);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 3);
    assert_eq!(
        lines[0],
        "side,team,coach,games,wins,losses,ties,points,points_against,touchdowns,field_goals,\
         field_goal_attempts,safeties,extra_points,two_point_conversions,turnovers,\
         turnovers_on_downs,penalties,punts,punt_yards_gross,punt_yards_net,yards,plays,snaps,\
         first_downs,overtimes,win_rate,win_rate_low,win_rate_high"
    );
    assert!(lines[1].starts_with("home,Base,random,20,"));
    assert!(lines[2].starts_with("away,Boston Bombers,random,20,"));
    let columns = lines[0].split(',').count();
    assert!(lines[1..].iter().all(|l| l.split(',').count() == columns));
}

#[test]
fn the_table_names_both_teams_in_both_languages() {
    for (language, coach) in [
        (Language::English, "(coach: random)"),
        (Language::German, "(Coach: Zufall = random)"),
    ] {
        let (code, out, err) = run(&sim_args(20, 5, 2, Format::Table), language);
        assert_eq!(code, 0, "{err}");
        assert!(out.contains(&format!("Base {coach}")), "{out}");
        assert!(out.contains(&format!("Boston Bombers {coach}")), "{out}");
        assert!(!out.contains("[league-"), "a message is missing:\n{out}");
    }
}

#[test]
fn logged_games_replay_to_the_same_end() {
    let dir = temp_dir("sim-log");
    let mut args = sim_args(3, 11, 2, Format::Json);
    args.log = Some(dir.clone());
    let (code, _, err) = run(&args, Language::English);
    assert_eq!(code, 0, "{err}");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("log directory")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .collect();
    files.sort();
    assert_eq!(files.len(), 3);
    let library = gridiron::games::first_and_goal::data::load(&[]).expect("shipped data");
    let team = |name: &str| library.team(name).expect("a shipped team").team.clone();
    let matchup = Matchup {
        setup: Arc::new(Setup::new(
            &library,
            &team("base"),
            &team("Boston Bombers"),
            Default::default(),
        )),
        coaches: [CoachKind::Random, CoachKind::Random],
    };
    for (index, file) in files.iter().enumerate() {
        let text = std::fs::read_to_string(file).expect("readable log");
        let record = SaveRecord::from_toml(&text).expect("a gridiron save");
        assert_eq!(record.players.len(), 4);
        let replayed = record::replay(&record, |_, _| {}).expect("the logged decisions replay");
        assert!(replayed.game.is_over());
        assert_eq!(replayed.game.setup(), &*matchup.setup);
        let played = Player::new().play(&matchup, 11, index as u64);
        assert_eq!(replayed.game.decisions(), played.game.decisions());
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn bad_usage_exits_with_two() {
    let mut args = sim_args(5, 1, 1, Format::Table);
    args.home = Some("Nowhere Nobodies".into());
    let (code, out, err) = run(&args, Language::English);
    assert_eq!(code, 2);
    assert!(out.is_empty() && err.contains("Nowhere Nobodies"));

    let mut args = sim_args(5, 1, 1, Format::Table);
    args.away_coach = Some("genius".into());
    assert_eq!(run(&args, Language::German).0, 2);

    let mut args = sim_args(5, 1, 1, Format::Table);
    args.jobs = Some(0);
    assert_eq!(run(&args, Language::English).0, 2);
}

#[test]
fn zero_games_is_bad_usage_in_every_format_and_language() {
    for format in [Format::Table, Format::Json, Format::Csv] {
        let (code, out, err) = run(&sim_args(0, 1, 2, format), Language::English);
        assert_eq!(
            (code, out.as_str(), err.as_str()),
            (2, "", "--games must be at least 1\n")
        );
    }
    let (code, out, err) = run(&sim_args(0, 1, 2, Format::Table), Language::German);
    assert_eq!(
        (code, out.as_str(), err.as_str()),
        (2, "", "--games muss mindestens 1 sein\n")
    );
}

#[test]
fn the_german_table_fits_80_columns_with_decimal_commas_for_the_longest_names() {
    let mut args = sim_args(20, 5, 2, Format::Table);
    args.home = Some("Virginia Beach Valiants".into());
    args.away = Some("Salt Lake City Shakers".into());
    let (code, out, err) = run(&args, Language::German);
    assert_eq!(code, 0, "{err}");
    let wide: Vec<&str> = out.lines().filter(|l| l.chars().count() > 80).collect();
    assert!(wide.is_empty(), "over 80 columns: {wide:#?}");
    assert!(out.starts_with(
        "Heim: Virginia Beach Valiants (Coach: Zufall = random)\n\
         Gast: Salt Lake City Shakers (Coach: Zufall = random)\n\n"
    ));
    let points = out
        .lines()
        .find(|l| l.starts_with("Punkte pro Spiel"))
        .expect("a points row");
    assert!(
        points
            .split_whitespace()
            .skip(3)
            .all(|n| n.contains(',') && !n.contains('.')),
        "{points}"
    );
    assert!(out.contains("Strafstöße pro Spiel"));
}

#[test]
fn the_table_names_the_coaches_in_the_readers_language_and_json_keeps_the_value() {
    let mut args = sim_args(4, 9, 1, Format::Table);
    args.home_coach = Some("heuristic".into());
    args.away_coach = Some("equilibrium".into());
    let (code, german, err) = run(&args, Language::German);
    assert_eq!(code, 0, "{err}");
    assert!(
        german.starts_with(
            "Heim: Base (Coach: Faustregeln = heuristic)\n\
             Gast: Boston Bombers (Coach: Gleichgewicht = equilibrium)\n\n"
        ),
        "{german}"
    );
    let (_, english, _) = run(&args, Language::English);
    assert!(
        english.starts_with(
            "Home: Base (coach: heuristic)\nAway: Boston Bombers (coach: equilibrium)\n\n"
        ),
        "{english}"
    );
    args.home_coach = Some("random".into());
    let (_, german, _) = run(&args, Language::German);
    assert!(
        german.starts_with("Heim: Base (Coach: Zufall = random)\n"),
        "{german}"
    );
    args.format = Format::Json;
    let (_, json, _) = run(&args, Language::German);
    let json: serde_json::Value = serde_json::from_str(&json).expect("JSON");
    assert_eq!(
        (&json["home"]["coach"], &json["away"]["coach"]),
        (
            &serde_json::json!("random"),
            &serde_json::json!("equilibrium")
        )
    );
}

#[test]
fn plot_draws_both_teams_points_per_game_as_svg() {
    let dir = temp_dir("plot");
    std::fs::create_dir_all(&dir).expect("a folder for the chart");
    let path = dir.join("scores.svg");
    let mut args = sim_args(40, 9, 2, Format::Json);
    args.plot = Some(path.clone());
    let (code, out, err) = run(&args, Language::German);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("\"games\": 40"));
    let svg = std::fs::read_to_string(&path).expect("the chart");
    assert!(svg.starts_with("<svg"));
    for words in ["Base", "Boston Bombers", "Punkte pro Spiel"] {
        assert!(svg.contains(words), "{words}");
    }
    // A chart that cannot be written is a problem, not a silent skip.
    args.plot = Some(dir.join("no-such-folder").join("scores.svg"));
    let (code, _, err) = run(&args, Language::English);
    assert_eq!(code, 1);
    assert!(err.contains("Could not write the chart"), "{err}");
}
