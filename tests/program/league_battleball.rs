//! The league tools with `--game battleball`: `sim` in every format (every field present and
//! documented), the same result on one and two threads, each game's optional rules and no other,
//! `teams`, `validate` of a broken team file, and `rank`.

use std::path::PathBuf;
use std::process::Command;

use gridiron::common::i18n::{Language, Localizer};
use gridiron::shells::kit::output::Format;
use gridiron::shells::league::battleball::report::CSV_HEADER;
use gridiron::shells::league::commands::{
    run_rank, run_sim, run_teams, run_validate, RankArgs, SimArgs, TeamsArgs, TeamsCommand,
    ValidateArgs,
};

/// A batch between random coaches: these tests are about the tool, and the search coach (the
/// default) is slow in a debug build.
fn sim_args(games: u64, seed: u64, jobs: usize, format: Format) -> SimArgs {
    SimArgs {
        game: Some("battleball".into()),
        home: None,
        away: None,
        games,
        seed: Some(seed),
        home_coach: Some("random".into()),
        away_coach: Some("random".into()),
        jobs: Some(jobs),
        optional: vec![],
        format,
        log: None,
        plot: None,
        data: Default::default(),
    }
}

/// Exit code, standard output and standard error of `run`.
fn capture(
    language: Language,
    run: impl FnOnce(&Localizer, &mut Vec<u8>, &mut Vec<u8>) -> i32,
) -> (i32, String, String) {
    let loc = gridiron::i18n::localizer(language);
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let code = run(&loc, &mut out, &mut err);
    (
        code,
        String::from_utf8_lossy(&out).into_owned(),
        String::from_utf8_lossy(&err).into_owned(),
    )
}

fn sim(args: &SimArgs, language: Language) -> (i32, String, String) {
    capture(language, |loc, out, err| run_sim(args, loc, out, err))
}

fn keys(value: &serde_json::Value) -> Vec<String> {
    let mut keys: Vec<String> = value
        .as_object()
        .map(|o| o.keys().cloned().collect())
        .unwrap_or_default();
    keys.sort();
    keys
}

fn sorted(names: &[&str]) -> Vec<String> {
    let mut names: Vec<String> = names.iter().map(|s| s.to_string()).collect();
    names.sort();
    names
}

const TEAM_FIELDS: [&str; 18] = [
    "team",
    "coach",
    "wins",
    "losses",
    "ties",
    "touchdowns",
    "tackles",
    "tackles_won",
    "injuries",
    "serious_injuries",
    "fumbles",
    "hand_offs",
    "passes",
    "passes_completed",
    "passes_intercepted",
    "win_rate",
    "win_rate_low",
    "win_rate_high",
];

#[test]
fn sim_json_has_exactly_the_documented_fields() {
    let mut args = sim_args(2, 7, 2, Format::Json);
    (args.home_coach, args.away_coach) = (None, None);
    let (code, out, err) = sim(&args, Language::English);
    assert_eq!(code, 0, "{err}");
    let json: serde_json::Value = serde_json::from_str(&out).expect("JSON");
    assert_eq!(
        keys(&json),
        sorted(&[
            "game",
            "games",
            "seed",
            "optional",
            "ties",
            "turns",
            "halts",
            "unfinished",
            "home",
            "away"
        ])
    );
    assert_eq!(keys(&json["home"]), sorted(&TEAM_FIELDS));
    assert_eq!(keys(&json["away"]), sorted(&TEAM_FIELDS));
    assert_eq!(
        (json["games"].as_u64(), json["seed"].as_u64()),
        (Some(2), Some(7))
    );
    assert_eq!(json["game"], "battleball");
    assert_eq!(json["unfinished"], 0);
    // The first two shipped teams, search coaches, by default.
    let library = gridiron::games::battleball::data::load().expect("shipped data");
    assert_eq!(json["home"]["team"], library.teams[0].name.as_str());
    assert_eq!(json["away"]["team"], library.teams[1].name.as_str());
    assert_eq!(json["home"]["coach"], "search");
    let games = |side: &str| {
        ["wins", "losses", "ties"]
            .iter()
            .filter_map(|k| json[side][k].as_u64())
            .sum::<u64>()
    };
    assert_eq!((games("home"), games("away")), (2, 2));
}

#[test]
fn sim_csv_has_its_header_and_every_column_is_documented_in_the_readme() {
    let (code, out, err) = sim(&sim_args(3, 7, 2, Format::Csv), Language::English);
    assert_eq!(code, 0, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 3, "{out}");
    assert_eq!(lines[0], CSV_HEADER.join(","));
    assert!(lines[1].starts_with("home,") && lines[2].starts_with("away,"));
    for line in &lines[1..] {
        assert_eq!(line.split(',').count(), CSV_HEADER.len(), "{line}");
    }
    let readme =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md")).expect("README");
    let section = readme
        .split("### Battleball in the league tools")
        .nth(1)
        .and_then(|rest| rest.split("\n### ").next())
        .expect("README has a Battleball section in the league tools");
    for column in CSV_HEADER {
        assert!(
            section.contains(&format!("`{column}`")),
            "{column} is not documented"
        );
    }
}

#[test]
fn sim_tables_fit_80_columns_in_both_languages() {
    let mut args = sim_args(3, 7, 2, Format::Table);
    args.optional = vec!["advanced".into(), "blocks".into()];
    for (language, words) in [
        (Language::English, ["Tackles won", "Halted plays per game"]),
        (
            Language::German,
            ["Gewonnene Tackles", "Unterbrochene Spielzüge pro Spiel"],
        ),
    ] {
        let (code, out, err) = sim(&args, language);
        assert_eq!(code, 0, "{err}");
        let wide: Vec<&str> = out.lines().filter(|l| l.chars().count() > 80).collect();
        assert!(wide.is_empty(), "over 80 columns: {wide:#?}");
        assert!(!out.contains("[league-"), "{out}");
        for word in words {
            assert!(out.contains(word), "{word}:\n{out}");
        }
        assert!(out.contains("advanced, blocks"), "{out}");
    }
    // German numbers have decimal commas.
    let (_, german, _) = sim(&args, Language::German);
    assert!(german.contains(" %"), "{german}");
}

#[test]
fn the_same_seed_gives_the_same_result_on_one_and_two_threads() {
    let mut args = sim_args(6, 11, 1, Format::Json);
    args.optional = vec!["advanced".into()];
    let (code, one, _) = sim(&args, Language::English);
    assert_eq!(code, 0);
    args.jobs = Some(2);
    let (_, two, _) = sim(&args, Language::English);
    assert_eq!(one, two);
    args.seed = Some(12);
    let (_, other, _) = sim(&args, Language::English);
    assert_ne!(one, other, "another seed plays other games");
}

#[test]
fn each_game_takes_its_own_optional_rules_and_refuses_the_others() {
    let mut args = sim_args(2, 3, 2, Format::Json);
    args.optional = vec!["advanced".into(), "blocks".into()];
    let (code, out, err) = sim(&args, Language::English);
    assert_eq!(code, 0, "{err}");
    let json: serde_json::Value = serde_json::from_str(&out).expect("JSON");
    assert_eq!(json["optional"], serde_json::json!(["advanced", "blocks"]));

    args.optional = vec!["squib".into()];
    let (code, out, err) = sim(&args, Language::English);
    assert_eq!((code, out.as_str()), (2, ""));
    assert_eq!(
        err,
        "\"squib\" is not an optional rule of Battleball; choose from: advanced, blocks \
         (comma-separated), or none\n"
    );

    let mut first = sim_args(2, 3, 2, Format::Json);
    first.game = None;
    first.home = Some("base".into());
    first.away = Some("base".into());
    first.optional = vec!["blocks".into()];
    let (code, out, err) = sim(&first, Language::German);
    assert_eq!((code, out.as_str()), (2, ""));
    assert_eq!(
        err,
        "„blocks“ ist keine optionale Regel von 1st & Goal; zur Wahl stehen: turnovers, \
         breakaways, squib (mit Kommas getrennt) oder none\n"
    );
}

#[test]
fn none_asks_for_no_rule_and_the_registry_s_names_are_taken_in_any_case() {
    let mut args = sim_args(1, 3, 1, Format::Json);
    args.game = Some(" BattleBall ".into());
    args.optional = vec!["none".into()];
    let (code, out, err) = sim(&args, Language::English);
    assert_eq!(code, 0, "{err}");
    let json: serde_json::Value = serde_json::from_str(&out).expect("JSON");
    assert_eq!(json["optional"], serde_json::json!([]));

    args.optional = vec!["Blocks".into(), "none".into(), "blocks".into()];
    let (code, out, err) = sim(&args, Language::English);
    assert_eq!(code, 0, "{err}");
    let json: serde_json::Value = serde_json::from_str(&out).expect("JSON");
    assert_eq!(json["optional"], serde_json::json!(["blocks"]));
}

#[test]
fn a_game_or_a_rule_nobody_has_is_bad_usage_that_lists_what_there_is() {
    let mut args = sim_args(1, 3, 1, Format::Json);
    args.game = Some("chess".into());
    let (code, out, err) = sim(&args, Language::German);
    assert_eq!((code, out.as_str()), (2, ""));
    assert_eq!(
        err,
        "unbekanntes Spiel „chess“; zur Wahl stehen: first-and-goal, battleball\n"
    );
    let rank = RankArgs {
        game: Some("battleball".into()),
        teams: vec!["all".into()],
        games_per_pair: 1,
        seed: Some(1),
        coach: Some("random".into()),
        jobs: Some(1),
        optional: vec!["chainsaws".into()],
        format: Format::Json,
        plot: None,
        coaches: vec![],
        games: 1000,
        data: Default::default(),
    };
    let (code, out, err) = capture(Language::English, |loc, out, err| {
        run_rank(&rank, loc, out, err)
    });
    assert_eq!((code, out.as_str()), (2, ""));
    assert_eq!(
        err,
        "\"chainsaws\" is not an optional rule of Battleball; choose from: advanced, \
         blocks (comma-separated), or none\n"
    );
}

#[test]
fn the_command_line_takes_the_game_and_its_rules() {
    let run = |args: &[&str]| {
        let mut command = Command::new(env!("CARGO_BIN_EXE_gridiron"));
        command.args(args).env("NO_COLOR", "1");
        for var in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            command.env_remove(var);
        }
        let output = command.output().expect("run gridiron");
        (
            output.status.code().unwrap_or(-1),
            String::from_utf8_lossy(&output.stdout).into_owned(),
            String::from_utf8_lossy(&output.stderr).into_owned(),
        )
    };
    let (code, out, err) = run(&[
        "sim",
        "--game",
        "battleball",
        "--optional",
        "advanced,blocks",
        "--games",
        "1",
        "--seed",
        "1",
        "--format",
        "csv",
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(out.starts_with("side,team,coach,games,"), "{out}");
    let (code, _, err) = run(&[
        "--lang",
        "en",
        "sim",
        "--home",
        "base",
        "--away",
        "base",
        "--optional",
        "advanced",
    ]);
    assert_eq!(code, 2);
    assert!(err.contains("not an optional rule of 1st & Goal"), "{err}");
    let (code, _, err) = run(&["--lang", "en", "sim", "--games", "1"]);
    assert_eq!(code, 2);
    assert!(err.contains("--home and --away"), "{err}");
    // `season` is 1st & Goal's alone, and refuses Battleball's variants too.
    let (code, _, err) = run(&["--lang", "en", "season", "--optional", "blocks"]);
    assert_eq!(code, 2);
    assert!(err.contains("not an optional rule of 1st & Goal"), "{err}");
}

#[test]
fn an_unknown_coach_is_bad_usage_that_names_the_coaches() {
    let mut args = sim_args(1, 1, 1, Format::Table);
    args.home_coach = Some("genius".into());
    let (code, out, err) = sim(&args, Language::German);
    assert_eq!((code, out.as_str()), (2, ""));
    assert_eq!(
        err,
        "unbekannter Battleball-Coach „genius“; zur Wahl: easy, normal, hard, random, heuristic, narrow-search, search, reply\n"
    );
    let mut args = sim_args(1, 1, 1, Format::Table);
    args.home = Some("Nowhere Nobodies".into());
    let (code, _, err) = sim(&args, Language::English);
    assert_eq!(code, 2);
    assert!(err.contains("Nowhere Nobodies"), "{err}");
}

fn teams(command: Option<TeamsCommand>, language: Language) -> (i32, String, String) {
    let args = TeamsArgs {
        game: Some("battleball".into()),
        command,
        data: Default::default(),
    };
    capture(language, |loc, out, err| run_teams(&args, loc, out, err))
}

#[test]
fn teams_lists_the_shipped_teams_and_shows_a_roster() {
    let (code, out, err) = teams(None, Language::English);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("Iron Wolves") && out.contains("Black Harts"),
        "{out}"
    );
    assert!(out.contains("IWO") && out.contains("BHA"), "{out}");
    let (code, out, err) = teams(
        Some(TeamsCommand::Show { name: "iwo".into() }),
        Language::German,
    );
    assert_eq!(code, 0, "{err}");
    assert!(out.starts_with("Iron Wolves (IWO)\nFarbe: blau\n"), "{out}");
    assert!(
        out.contains("Heavy Tackle") && out.contains("2× gelb d6"),
        "{out}"
    );
    assert!(!out.contains("[league-"), "{out}");
    let (code, _, err) = teams(
        Some(TeamsCommand::Show {
            name: "Boston Bombers".into(),
        }),
        Language::English,
    );
    assert_eq!(code, 2);
    assert!(err.contains("Boston Bombers"), "{err}");
}

fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("gridiron-bb-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a temporary directory");
    dir
}

#[test]
fn validate_reports_a_broken_team_file_with_file_line_and_column() {
    let dir = temp_dir("validate");
    let file = dir.join("rangers.toml");
    std::fs::write(
        &file,
        "name = \"Red Rangers\"\ncode = \"RRA\"\ncolour = \"red\"\n[roster]\nquarterback = 1\n",
    )
    .expect("a team file");
    let validate = |paths: Vec<PathBuf>, format: Format| {
        let args = ValidateArgs {
            game: Some("battleball".into()),
            paths,
            format,
            data: Default::default(),
        };
        capture(Language::English, |loc, out, err| {
            run_validate(&args, loc, out, err)
        })
    };
    let (code, out, _) = validate(vec![file.clone()], Format::Table);
    assert_eq!(code, 1, "{out}");
    let place = format!("{}:5:1", file.display());
    assert!(out.contains(&place), "{place} in:\n{out}");
    assert!(out.contains("quarterback"), "{out}");
    let (code, out, _) = validate(vec![dir.clone()], Format::Json);
    assert_eq!(code, 1);
    let json: serde_json::Value = serde_json::from_str(&out).expect("JSON");
    assert_eq!(json["ok"], false);
    assert_eq!(json["problems"][0]["line"], 5);
    assert_eq!(json["problems"][0]["id"], "data-bb-unknown-position");
    // Without paths (and without --data), the shipped Battleball data alone: clean.
    assert_eq!(validate(vec![], Format::Table).0, 0);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn rank_runs_a_round_robin_of_the_shipped_teams() {
    let args = RankArgs {
        game: Some("battleball".into()),
        teams: vec!["all".into()],
        games_per_pair: 4,
        seed: Some(5),
        coach: Some("random".into()),
        jobs: Some(2),
        optional: vec![],
        format: Format::Json,
        plot: None,
        coaches: vec![],
        games: 1000,
        data: Default::default(),
    };
    let (code, out, err) = capture(Language::English, |loc, out, err| {
        run_rank(&args, loc, out, err)
    });
    assert_eq!(code, 0, "{err}");
    let json: serde_json::Value = serde_json::from_str(&out).expect("JSON");
    assert_eq!(json["games"], 4);
    let mut names: Vec<&str> = json["teams"]
        .as_array()
        .expect("teams")
        .iter()
        .filter_map(|t| t["team"].as_str())
        .collect();
    names.sort();
    assert_eq!(names, vec!["Black Harts", "Iron Wolves"]);
    let table = RankArgs {
        format: Format::Table,
        teams: vec!["IWO".into(), "Black Harts".into()],
        ..args
    };
    let (code, out, _) = capture(Language::German, |loc, out, err| {
        run_rank(&table, loc, out, err)
    });
    assert_eq!(code, 0);
    assert!(
        out.contains("Iron Wolves") && !out.contains("[league-"),
        "{out}"
    );
}

/// `sim --log` writes each Battleball game as a save that replays to the very decisions the
/// batch played, whatever the number of threads.
#[test]
fn logged_games_replay_the_decisions_the_batch_played() {
    use gridiron::games::battleball::record::{self, Record};
    use gridiron::shells::league::battleball::batch::{Matchup, Player};
    let dir = std::env::temp_dir().join(format!("gridiron-bb-log-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let mut args = sim_args(3, 11, 2, Format::Json);
    args.log = Some(dir.clone());
    let (code, _, err) = sim(&args, Language::German);
    assert_eq!(code, 0, "{err}");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("log directory")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .collect();
    files.sort();
    assert_eq!(files.len(), 3);
    let library = gridiron::games::battleball::data::load().expect("shipped data");
    let matchup = Matchup {
        setup: std::sync::Arc::new(gridiron::games::battleball::Setup::new(
            &library,
            &library.teams[0],
            &library.teams[1],
            Default::default(),
        )),
        coaches: [gridiron::games::battleball::coach::BbCoachKind::Random; 2],
    };
    for (index, file) in files.iter().enumerate() {
        let text = std::fs::read_to_string(file).expect("readable log");
        let saved = Record::from_toml(&text).expect("a Battleball save");
        assert_eq!((saved.language.as_str(), saved.players.len()), ("de", 2));
        let replayed = record::replay(&saved, |_, _| {}).expect("the logged decisions replay");
        assert!(replayed.game.is_over());
        let played = Player::new().play(&matchup, 11, index as u64);
        assert_eq!(replayed.game.decisions(), played.game.decisions());
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn plot_draws_both_teams_touchdowns_as_svg() {
    let dir = std::env::temp_dir().join(format!("gridiron-bb-plot-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a folder for the chart");
    let path = dir.join("touchdowns.svg");
    let mut args = sim_args(20, 3, 2, Format::Json);
    args.plot = Some(path.clone());
    let (code, _, err) = sim(&args, Language::German);
    assert_eq!(code, 0, "{err}");
    let svg = std::fs::read_to_string(&path).expect("the chart");
    assert!(svg.starts_with("<svg"));
    for words in ["Black Harts", "Iron Wolves"] {
        assert!(svg.contains(words), "{words}");
    }
    args.plot = Some(dir.join("no-such-folder").join("touchdowns.svg"));
    let (code, _, err) = sim(&args, Language::English);
    assert_eq!(code, 1);
    assert!(err.contains("Could not write the chart"), "{err}");
}
