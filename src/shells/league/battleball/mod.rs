//! The league commands for Battleball (`--game battleball`): `sim`, `teams`, `validate` and
//! `rank`, with the arguments 1st & Goal's take (`commands::SimArgs` and friends) and the same
//! exit codes: 0 success, 1 a problem with data or files, 2 bad usage.
//!
//! `batch` plays the games with `battleball::coach`'s coaches, `report` prints a sim,
//! `teams` loads, checks and lists the teams.

pub mod batch;
pub mod report;
pub mod teams;

/// Battleball in the league tools, for the registry.
pub static ADAPTER: super::adapter::Adapter = super::adapter::Adapter {
    sim: run_sim,
    teams: run_teams,
    validate: run_validate,
    rank: run_rank,
};

use std::io::Write;
use std::sync::Arc;

use crate::common::data_file::source::Source;
use crate::common::i18n::Localizer;
use crate::games::battleball::record;
use crate::games::battleball::{Library, Team};
use crate::games::battleball::{Options, Setup};
use crate::shells::terminal::battleball::command::record_message;

use super::chart;
use super::commands::{
    arg, foreign_rule, parse_games, parse_jobs, plot_strength, problems_out, progress_bar,
    rank_output, say, say_line, unknown_team, DataArgs, GameArg, OptionalRule, RankArgs, SimArgs,
    TeamsArgs, TeamsCommand, ValidateArgs, EXIT_OK, EXIT_PROBLEM, EXIT_USAGE,
};
use super::rank::bradley_terry;
use super::sim::BatchError;
use crate::games::battleball::coach::BbCoachKind;
use crate::shells::kit::output::Format;
use crate::shells::kit::problems as validate;
use batch::{round_robin, run_batch, GameLog, Matchup, RoundRobin};
use report::SimReport;

/// Battleball's options from `--optional`; a rule of 1st & Goal is a usage error (reported,
/// `None`).
fn options(rules: &[OptionalRule], loc: &Localizer, err: &mut dyn Write) -> Option<Options> {
    const OWN: [OptionalRule; 2] = [OptionalRule::Advanced, OptionalRule::Blocks];
    let mut options = Options::default();
    for &rule in rules {
        match rule {
            OptionalRule::Advanced => options.advanced = true,
            OptionalRule::Blocks => options.blocks = true,
            OptionalRule::Turnovers | OptionalRule::Breakaways | OptionalRule::Squib => {
                foreign_rule(GameArg::Battleball, rule, &OWN, loc, err);
                return None;
            }
        }
    }
    Some(options)
}

/// The options as `--optional` names them, in its order.
fn option_names(options: Options) -> Vec<String> {
    [
        (options.advanced, OptionalRule::Advanced),
        (options.blocks, OptionalRule::Blocks),
    ]
    .iter()
    .filter(|(on, _)| *on)
    .map(|(_, rule)| rule.value())
    .collect()
}

/// The coach `name` (the default when none is given); an unknown name is a usage error.
fn parse_coach(name: Option<&str>, loc: &Localizer, err: &mut dyn Write) -> Option<BbCoachKind> {
    let Some(name) = name else {
        return Some(BbCoachKind::DEFAULT);
    };
    let kind = name.parse::<BbCoachKind>().ok();
    if kind.is_none() {
        say_line(
            err,
            &loc.text_with(
                "league-bb-error-coach",
                &[
                    arg("coach", name.to_string()),
                    arg(
                        "coaches",
                        BbCoachKind::ALL.map(BbCoachKind::name).join(", "),
                    ),
                ],
            ),
        );
    }
    kind
}

/// The shipped data with `--data`'s team files, and the files it was loaded from; problems
/// reported.
fn load_library(
    data: &DataArgs,
    loc: &Localizer,
    err: &mut dyn Write,
) -> Option<(Library, Vec<Source>)> {
    match teams::load_playable(data.data.as_deref()) {
        Ok(playable) => {
            say(
                err,
                &super::teams::skipped_warnings_as(
                    "league-bb-skipped-file",
                    &playable.skipped,
                    loc,
                ),
            );
            Some((playable.library, playable.sources))
        }
        Err(problems) => {
            problems_out(&problems, loc, err);
            say_line(err, &loc.text("league-error-data"));
            None
        }
    }
}

/// The team `name` is (by name or code), or the shipped team at `default` when none is named.
fn team<'a>(
    library: &'a Library,
    name: Option<&str>,
    default: usize,
    loc: &Localizer,
    err: &mut dyn Write,
) -> Option<&'a Team> {
    let found = match name {
        Some(name) => library.team(name),
        // The shipped data orders the teams (by file name); user teams come after them.
        None => library.teams.get(default),
    };
    if found.is_none() {
        unknown_team(name.unwrap_or_default(), loc, err);
    }
    found
}

/// `gridiron sim --game battleball`.
pub fn run_sim(args: &SimArgs, loc: &Localizer, out: &mut dyn Write, err: &mut dyn Write) -> i32 {
    let (Some(home_coach), Some(away_coach), Some(jobs), Some(games), Some(options)) = (
        parse_coach(args.home_coach.as_deref(), loc, err),
        parse_coach(args.away_coach.as_deref(), loc, err),
        parse_jobs(args.jobs, loc, err),
        parse_games(args.games, loc, err),
        options(&args.optional, loc, err),
    ) else {
        return EXIT_USAGE;
    };
    let Some((library, sources)) = load_library(&args.data, loc, err) else {
        return EXIT_PROBLEM;
    };
    let (Some(home), Some(away)) = (
        team(&library, args.home.as_deref(), 0, loc, err),
        team(&library, args.away.as_deref(), 1, loc, err),
    ) else {
        return EXIT_USAGE;
    };
    let seed = args
        .seed
        .unwrap_or_else(crate::shells::kit::seed::random_seed);
    let matchup = Matchup {
        setup: Arc::new(Setup::new(&library, home, away, options)),
        coaches: [home_coach, away_coach],
    };
    // Logged games are saves with their setup's data files, recorded once for the batch.
    let log = match &args.log {
        None => None,
        Some(dir) => match record::record_setup(&sources, &library, home, away, options) {
            Ok(setup) => Some(GameLog {
                dir: dir.clone(),
                setup,
                language: loc.language().code().to_string(),
            }),
            Err(error) => {
                let shown = dir.display().to_string();
                say_line(err, &record_message(&shown, error, loc));
                return EXIT_PROBLEM;
            }
        },
    };
    let bar = progress_bar(games, loc);
    // Touchdowns per game of each team, counted by value, for the score chart.
    let mut scores: [Vec<u64>; 2] = [Vec::new(), Vec::new()];
    let result = run_batch(&matchup, games, seed, jobs, log.as_ref(), |done, game| {
        bar.set_position(done);
        for (counts, team) in scores.iter_mut().zip(&game.teams) {
            let touchdowns = usize::try_from(team.touchdowns).unwrap_or(usize::MAX);
            if counts.len() <= touchdowns {
                counts.resize(touchdowns + 1, 0);
            }
            counts[touchdowns] += 1;
        }
    });
    bar.finish_and_clear();
    let stats = match result {
        Ok(stats) => stats,
        Err(BatchError::Log { path, detail }) => {
            say_line(
                err,
                &loc.text_with(
                    "league-error-log",
                    &[
                        arg("path", path.display().to_string()),
                        arg("detail", detail),
                    ],
                ),
            );
            return EXIT_PROBLEM;
        }
    };
    let report = SimReport {
        seed,
        teams: [home.name.clone(), away.name.clone()],
        coaches: [home_coach.name().to_string(), away_coach.name().to_string()],
        optional: option_names(options),
        stats,
    };
    if let Some(path) = &args.plot {
        let ids = ["league-bb-score-chart", "league-bb-score-axis"];
        if let Err(message) = chart::plot_scores(path, loc, ids, &report.teams, &scores) {
            say_line(err, &message);
            return EXIT_PROBLEM;
        }
    }
    say(out, &report.render(args.format, loc));
    EXIT_OK
}

/// `gridiron teams --game battleball [show NAME]`.
pub fn run_teams(
    args: &TeamsArgs,
    loc: &Localizer,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> i32 {
    let Some((library, _)) = load_library(&args.data, loc, err) else {
        return EXIT_PROBLEM;
    };
    match &args.command {
        None => say(out, &teams::list(&library, loc)),
        Some(TeamsCommand::Show { name }) => match library.team(name) {
            Some(team) => say(out, &teams::show(team, &library, loc)),
            None => {
                unknown_team(name, loc, err);
                return EXIT_USAGE;
            }
        },
    }
    EXIT_OK
}

/// `gridiron validate --game battleball [PATH...]`: the given team files (default: `--data`'s,
/// else only the shipped data) checked with the shipped Battleball data.
pub fn run_validate(
    args: &ValidateArgs,
    loc: &Localizer,
    out: &mut dyn Write,
    _err: &mut dyn Write,
) -> i32 {
    let paths = if args.paths.is_empty() {
        args.data.data.iter().cloned().collect()
    } else {
        args.paths.clone()
    };
    let problems = teams::check_files(&paths);
    let report = match args.format {
        Format::Table => validate::text_report(&problems, loc),
        Format::Json => validate::json_report(&problems, loc),
        Format::Csv => validate::csv_report(&problems, loc),
    };
    say(out, &report);
    if problems.is_empty() {
        EXIT_OK
    } else {
        EXIT_PROBLEM
    }
}

/// The teams `specs` name: `all`, or team names and codes.
fn select_teams(
    specs: &[String],
    library: &Library,
    loc: &Localizer,
    err: &mut dyn Write,
) -> Option<Vec<Team>> {
    let mut chosen: Vec<Team> = Vec::new();
    for spec in specs {
        let found: Vec<&Team> = if spec.eq_ignore_ascii_case("all") {
            library.teams.iter().collect()
        } else if let Some(team) = library.team(spec) {
            vec![team]
        } else {
            unknown_team(spec, loc, err);
            return None;
        };
        for team in found {
            if !chosen.iter().any(|t| t.name == team.name) {
                chosen.push(team.clone());
            }
        }
    }
    if chosen.len() < 2 {
        say_line(err, &loc.text("league-error-too-few-teams"));
        return None;
    }
    Some(chosen)
}

/// `gridiron rank --game battleball`: Bradley-Terry strength from a round-robin.
pub fn run_rank(args: &RankArgs, loc: &Localizer, out: &mut dyn Write, err: &mut dyn Write) -> i32 {
    let (Some(coach), Some(jobs), Some(options)) = (
        parse_coach(args.coach.as_deref(), loc, err),
        parse_jobs(args.jobs, loc, err),
        options(&args.optional, loc, err),
    ) else {
        return EXIT_USAGE;
    };
    if args.games_per_pair == 0 {
        say_line(err, &loc.text("league-error-games-per-pair"));
        return EXIT_USAGE;
    }
    let Some((library, _)) = load_library(&args.data, loc, err) else {
        return EXIT_PROBLEM;
    };
    let Some(teams) = select_teams(&args.teams, &library, loc, err) else {
        return EXIT_USAGE;
    };
    let config = RoundRobin {
        games_per_pair: args.games_per_pair,
        seed: args
            .seed
            .unwrap_or_else(crate::shells::kit::seed::random_seed),
        jobs,
        coach,
        options,
    };
    let games = super::season::schedule(teams.len(), config.games_per_pair).len() as u64;
    let bar = progress_bar(games, loc);
    let results = round_robin(&library, &teams, &config, |done| bar.set_position(done));
    bar.finish_and_clear();
    let ratings = bradley_terry(teams.len(), &results);
    let names: Vec<String> = teams.iter().map(|t| t.name.clone()).collect();
    if let Some(path) = &args.plot {
        if let Err(code) = plot_strength(path, &ratings, &names, loc, err) {
            return code;
        }
    }
    say(
        out,
        &rank_output(
            args.format,
            &ratings,
            &names,
            results.len(),
            config.seed,
            loc,
        ),
    );
    EXIT_OK
}
