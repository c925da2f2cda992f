//! `gridiron season` and `gridiron rank`: determinism, the bracket, and strength ordering.

use gridiron::common::i18n::Language;
use gridiron::shells::kit::output::Format;
use gridiron::shells::league::commands::{run_rank, run_season, RankArgs, SeasonArgs};

fn season_args(teams: &[&str], seed: u64, playoff_teams: usize) -> SeasonArgs {
    SeasonArgs {
        file: None,
        teams: teams.iter().map(|t| t.to_string()).collect(),
        games_per_pair: 2,
        seed: Some(seed),
        coach: Some("random".into()),
        playoff_teams,
        format: Format::Table,
        plot: None,
        jobs: Some(2),
        optional: vec![],
        data: Default::default(),
    }
}

fn season(args: &SeasonArgs) -> (i32, String, String) {
    let loc = gridiron::i18n::localizer(Language::English);
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
    let library = gridiron::games::first_and_goal::data::load(&[]).expect("shipped data");
    let teams: Vec<_> = library.teams.iter().map(|t| t.team.clone()).collect();
    let config = gridiron::shells::league::first_and_goal::season::LeagueConfig {
        games_per_pair: 1,
        seed: 1,
        jobs: 2,
        coach: gridiron::games::first_and_goal::coach::CoachKind::Random,
        optional: Default::default(),
    };
    for (count, limit, sizes) in [
        (4, 8, vec![2, 1]),
        (5, 8, vec![2, 1]),
        (teams.len(), 8, vec![4, 2, 1]),
        (teams.len(), 16, vec![8, 4, 2, 1]),
        (3, 1, vec![]),
    ] {
        let season = gridiron::shells::league::first_and_goal::season::play_season(
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
        game: None,
        teams: vec![
            "tests/fixtures/league/weaklings.toml".into(),
            "base".into(),
            "tests/fixtures/league/titans.toml".into(),
        ],
        games_per_pair: 30,
        seed: Some(17),
        coach: Some("random".into()),
        jobs: Some(2),
        optional: vec![],
        format: Format::Json,
        plot: None,
        coaches: vec![],
        games: 1000,
        data: Default::default(),
    };
    let loc = gridiron::i18n::localizer(Language::German);
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
        game: None,
        format: Format::Table,
        plot: None,
        coaches: vec![],
        games: 1000,
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

fn season_in(language: Language, args: &SeasonArgs) -> String {
    let loc = gridiron::i18n::localizer(language);
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let code = run_season(args, &loc, &mut out, &mut err);
    assert_eq!(code, 0, "{}", String::from_utf8_lossy(&err));
    String::from_utf8_lossy(&out).into_owned()
}

/// The standings rows (between the rule under the header and the legend) and the line after them.
fn standings(out: &str) -> (Vec<Vec<String>>, String) {
    let mut lines = out.lines().skip_while(|l| !l.starts_with("---")).skip(1);
    let mut rows = Vec::new();
    for line in lines.by_ref() {
        if !line.starts_with(|c: char| c.is_ascii_digit()) {
            return (rows, line.to_string());
        }
        // The team name has spaces: the numbers are the tokens after it.
        let tokens: Vec<String> = line.split_whitespace().map(str::to_string).collect();
        rows.push(tokens);
    }
    (rows, String::new())
}

#[test]
fn standings_show_the_win_rate_as_a_percentage_and_explain_their_columns() {
    for (language, legend, decimal, suffix) in [
        (
            Language::German,
            "S/N/U Siege/Niederlagen/Unentschieden, PF/PG Punkte für/gegen; U zählt halb",
            ",",
            " %",
        ),
        (
            Language::English,
            "W/L/T won/lost/tied, PF/PA points for/against; a tie counts as half a win",
            ".",
            "%",
        ),
    ] {
        let out = season_in(language, &season_args(&FOUR, 5, 8));
        let (rows, after) = standings(&out);
        assert_eq!(rows.len(), 4, "{out}");
        assert_eq!(after, legend, "{out}");
        for row in rows {
            // ... W L T PF PA Diff Pct: German "66,7 %" is two tokens, English "66.7%" one.
            let (numbers, pct) = match language {
                Language::German => (
                    &row[row.len() - 8..row.len() - 2],
                    row[row.len() - 2..].join(" "),
                ),
                Language::English => (
                    &row[row.len() - 7..row.len() - 1],
                    row[row.len() - 1].clone(),
                ),
            };
            let n = |i: usize| numbers[i].parse::<f64>().expect("a count");
            let expected = (n(0) + n(2) / 2.0) / (n(0) + n(1) + n(2)) * 100.0;
            let expected = format!("{expected:.1}{suffix}").replace('.', decimal);
            assert_eq!(pct, expected, "{out}");
        }
    }
}

#[test]
fn rank_explains_its_record_columns_under_the_table() {
    let args = RankArgs {
        game: None,
        teams: FOUR.iter().map(|t| t.to_string()).collect(),
        games_per_pair: 2,
        seed: Some(3),
        coach: Some("random".into()),
        jobs: Some(2),
        optional: vec![],
        format: Format::Table,
        plot: None,
        coaches: vec![],
        games: 1000,
        data: Default::default(),
    };
    for (language, header, legend) in [
        (
            Language::German,
            "#  Team  Wertung  95 %  S  N  U  Quote",
            "S/N/U Siege/Niederlagen/Unentschieden",
        ),
        (
            Language::English,
            "#  Team  Rating  95%  W  L  T  Pct",
            "W/L/T won/lost/tied",
        ),
    ] {
        let loc = gridiron::i18n::localizer(language);
        let (mut out, mut err) = (Vec::new(), Vec::new());
        assert_eq!(run_rank(&args, &loc, &mut out, &mut err), 0);
        let out = String::from_utf8_lossy(&out);
        let lines: Vec<&str> = out.lines().collect();
        let squeezed = lines[2]
            .split("  ")
            .filter(|c| !c.is_empty())
            .map(str::trim)
            .collect::<Vec<_>>()
            .join("  ");
        assert_eq!(squeezed, header, "{out}");
        assert_eq!(lines[4 + FOUR.len()], legend, "{out}");
    }
}

#[test]
fn german_titles_and_rounds_read_as_german() {
    let out = season_in(Language::German, &season_args(&FOUR, 5, 8));
    assert!(
        out.starts_with("Saison mit 4 Teams und 12 Spielen (Startwert 5)\n"),
        "{out}"
    );
    let loc = gridiron::i18n::localizer(Language::German);
    let round = |teams: f64| loc.text_with("league-round-of", &[("teams", teams.into())]);
    assert_eq!(
        [round(16.0), round(32.0), round(64.0)],
        ["Achtelfinale", "Sechzehntelfinale", "Runde der letzten 64"]
    );
}

fn rank_output(format: Format, plot: Option<std::path::PathBuf>) -> String {
    let args = RankArgs {
        game: None,
        teams: FOUR.iter().map(|t| t.to_string()).collect(),
        games_per_pair: 4,
        seed: Some(5),
        coach: Some("random".into()),
        jobs: Some(2),
        optional: vec![],
        format,
        plot,
        coaches: vec![],
        games: 1000,
        data: Default::default(),
    };
    let loc = gridiron::i18n::localizer(Language::English);
    let (mut out, mut err) = (Vec::new(), Vec::new());
    assert_eq!(
        run_rank(&args, &loc, &mut out, &mut err),
        0,
        "{}",
        String::from_utf8_lossy(&err)
    );
    String::from_utf8_lossy(&out).into_owned()
}

#[test]
fn rank_shows_each_interval_as_a_bar_and_in_json_csv_and_svg() {
    let table = rank_output(Format::Table, None);
    let bars: Vec<&str> = table.lines().filter(|l| l.contains('●')).collect();
    assert_eq!(bars.len(), 4, "{table}");
    assert!(bars.iter().all(|l| l.contains('├') && l.contains('┤')));
    assert!(table.lines().all(|l| l.chars().count() <= 80), "{table}");

    let json: serde_json::Value =
        serde_json::from_str(&rank_output(Format::Json, None)).expect("JSON");
    let first = &json["teams"][0];
    let (rating, low, high) = (
        first["rating"].as_f64().unwrap_or(f64::NAN),
        first["rating_low"].as_f64().unwrap_or(f64::NAN),
        first["rating_high"].as_f64().unwrap_or(f64::NAN),
    );
    assert!(low < rating && rating < high, "{first}");

    let csv = rank_output(Format::Csv, None);
    let lines: Vec<&str> = csv.lines().collect();
    assert_eq!(
        lines[0],
        "team,rating,margin,rating_low,rating_high,strength,error,wins,losses,ties,percentage"
    );
    assert_eq!(lines.len(), 5);

    let svg = std::env::temp_dir().join(format!("gridiron-rank-{}.svg", std::process::id()));
    rank_output(Format::Json, Some(svg.clone()));
    let text = std::fs::read_to_string(&svg).expect("the chart");
    assert!(text.starts_with("<svg"));
    for team in FOUR {
        let name = gridiron::games::first_and_goal::data::load(&[])
            .ok()
            .and_then(|l| l.team(team).map(|t| t.team.name.clone()))
            .unwrap_or_default();
        assert!(text.contains(&name), "{name} in the chart");
    }
    let _ = std::fs::remove_file(svg);
}

#[test]
fn a_simulated_season_prints_json_and_csv() {
    let mut args = season_args(&FOUR, 3, 4);
    args.format = Format::Json;
    let (code, out, err) = season(&args);
    assert_eq!(code, 0, "{err}");
    let json: serde_json::Value = serde_json::from_str(&out).expect("JSON");
    assert_eq!(json["standings"].as_array().map(Vec::len), Some(4));
    assert_eq!(json["playoffs"].as_array().map(Vec::len), Some(2));
    assert!(json["champion"].is_string());
    assert!(json["strength"][0]["rating_low"].is_f64());
    args.format = Format::Csv;
    let (code, out, _) = season(&args);
    assert_eq!(code, 0);
    assert_eq!(out.lines().count(), 5);
    assert!(out.starts_with("place,team,wins,losses,ties,points_for,points_against,percentage"));
}
