//! `gridiron season` and `gridiron rank`: determinism, the bracket, and strength ordering.

use gridiron::league::commands::{run_rank, run_season, RankArgs, SeasonArgs};
use gridiron::league::output::TextFormat;
use gridiron::ui::i18n::{Language, Localizer};

fn season_args(teams: &[&str], seed: u64, playoff_teams: usize) -> SeasonArgs {
    SeasonArgs {
        teams: teams.iter().map(|t| t.to_string()).collect(),
        games_per_pair: 2,
        seed: Some(seed),
        coach: "random".into(),
        playoff_teams,
        jobs: Some(2),
        optional: vec![],
        data: Default::default(),
    }
}

fn season(args: &SeasonArgs) -> (i32, String, String) {
    let loc = Localizer::new(Language::English);
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let code = run_season(args, &loc, &mut out, &mut err);
    (
        code,
        String::from_utf8_lossy(&out).into_owned(),
        String::from_utf8_lossy(&err).into_owned(),
    )
}

const FOUR: [&str; 4] = [
    "base",
    "Boston Bombers",
    "Portland Pounders",
    "Salt Lake City Shakers",
];

#[test]
fn the_same_seed_plays_the_same_season() {
    let (code, first, err) = season(&season_args(&FOUR, 5, 8));
    assert_eq!(code, 0, "{err}");
    let mut two_threads = season_args(&FOUR, 5, 8);
    two_threads.jobs = Some(1);
    assert_eq!(season(&two_threads).1, first);
    assert_ne!(season(&season_args(&FOUR, 6, 8)).1, first);
    assert!(first.contains("Champion: "), "{first}");
    assert!(first.contains("1st & Goal Bowl"));
}

#[test]
fn the_bracket_is_the_largest_power_of_two_allowed() {
    let library = gridiron::data::load(&[]).expect("shipped data");
    let teams: Vec<_> = library.teams.iter().map(|t| t.team.clone()).collect();
    let config = gridiron::league::season::LeagueConfig {
        games_per_pair: 1,
        seed: 1,
        jobs: 2,
        coach: gridiron::coach::CoachKind::Random,
        optional: Default::default(),
    };
    for (count, limit, sizes) in [
        (4, 8, vec![2, 1]),
        (5, 8, vec![2, 1]),
        (teams.len(), 8, vec![4, 2, 1]),
        (teams.len(), 16, vec![8, 4, 2, 1]),
        (3, 1, vec![]),
    ] {
        let season = gridiron::league::season::play_season(
            &library,
            &teams[..count],
            &config,
            limit,
            |_| {},
        );
        let got: Vec<usize> = season.rounds.iter().map(Vec::len).collect();
        assert_eq!(got, sizes, "{count} teams, at most {limit}");
        assert_eq!(season.champion.is_some(), !sizes.is_empty());
        assert_eq!(season.results.len(), count * (count - 1) / 2);
        if let Some(bowl) = season.rounds.last().and_then(|r| r.first()) {
            assert_eq!(Some(bowl.winner), season.champion);
            assert!(bowl.home_seed < bowl.away_seed);
        }
    }
}

#[test]
fn a_division_selects_its_four_teams() {
    let (code, out, err) = season(&season_args(&["Northwest"], 3, 8));
    assert_eq!(code, 0, "{err}");
    for team in [
        "Boulder Barrage",
        "Portland Pounders",
        "Salt Lake City Shakers",
        "St. Paul Paladins",
    ] {
        assert!(out.contains(team), "{team} missing:\n{out}");
    }
    assert!(out.contains("Season of 4 teams, 12 games"), "{out}");
}

#[test]
fn unknown_teams_and_lone_teams_are_bad_usage() {
    assert_eq!(season(&season_args(&["Atlantis"], 1, 8)).0, 2);
    assert_eq!(season(&season_args(&["base"], 1, 8)).0, 2);
    let mut zero = season_args(&FOUR, 1, 8);
    zero.games_per_pair = 0;
    assert_eq!(season(&zero).0, 2);
}

#[test]
fn rank_puts_a_much_stronger_team_on_top() {
    let args = RankArgs {
        teams: vec![
            "tests/fixtures/league/weaklings.toml".into(),
            "base".into(),
            "tests/fixtures/league/titans.toml".into(),
        ],
        games_per_pair: 30,
        seed: Some(17),
        coach: "random".into(),
        jobs: Some(2),
        optional: vec![],
        format: TextFormat::Json,
        data: Default::default(),
    };
    let loc = Localizer::new(Language::German);
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let code = run_rank(&args, &loc, &mut out, &mut err);
    assert_eq!(code, 0, "{}", String::from_utf8_lossy(&err));
    let json: serde_json::Value = serde_json::from_slice(&out).expect("JSON");
    let order: Vec<&str> = json["teams"]
        .as_array()
        .expect("teams")
        .iter()
        .filter_map(|t| t["team"].as_str())
        .collect();
    assert_eq!(order, vec!["Test Titans", "Base", "Test Weaklings"]);
    assert_eq!(json["games"], 90);
    let margin = json["teams"][0]["margin"].as_f64().unwrap_or(0.0);
    assert!(margin > 0.0 && margin.is_finite());

    let table_args = RankArgs {
        format: TextFormat::Table,
        games_per_pair: 4,
        ..args
    };
    let (mut out, mut err) = (Vec::new(), Vec::new());
    assert_eq!(run_rank(&table_args, &loc, &mut out, &mut err), 0);
    let text = String::from_utf8_lossy(&out);
    assert!(
        text.contains("Wertung") && !text.contains("[league-"),
        "{text}"
    );
}
