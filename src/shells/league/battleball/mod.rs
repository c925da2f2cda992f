//! The league commands for Battleball (`--game battleball`): `sim`, `teams`, `validate` and
//! `rank`, with the arguments every game's commands take (`commands::SimArgs` and friends) and
//! the same exit codes: 0 success, 1 a problem with data or files, 2 bad usage.
//!
//! `batch` plays the games with `battleball::coach`'s coaches, `report` prints a sim,
//! `teams` loads, checks and lists the teams, `record` words what is wrong with a record.

pub mod batch;
mod contest;
pub mod record;
pub mod report;
pub mod teams;

/// Battleball in the league tools, for the registry. It has no seasons.
pub static ADAPTER: super::adapter::Adapter = super::adapter::Adapter {
    sim: run_sim,
    teams: run_teams,
    validate: run_validate,
    rank: run_rank,
    contest: contest::prepare,
    seasons: None,
};

use std::borrow::Cow;
use std::io::Write;
use std::sync::Arc;

use crate::common::data_file::source::Source;
use crate::common::i18n::{arg, Localizer};
use crate::common::level::Level;
use crate::games::battleball::coach::level::coach_named;
use crate::games::battleball::coach::BbCoachKind;
use crate::games::battleball::data;
use crate::games::battleball::{Library, Team};
use crate::games::battleball::{Options, Setup};
use crate::registry::GameEntry;
use crate::shells::kit::exit::{Done, Failure};
use crate::shells::kit::skipped;

use super::commands::{
    check_games_per_pair, optional_rules, parse_jobs, seed_or_random, DataArgs, RankArgs, SimArgs,
    SimRun, TeamsArgs, TeamsCommand, ValidateArgs,
};
use super::console::{
    data_failed, fail, progress_bar, report_problems, say, say_line, unknown_team,
};
use super::sim::{play_batch, Scores};
use batch::{round_robin, run_batch, GameLog, Matchup, RoundRobin};
use report::SimReport;

/// Battleball's options by the names `--optional` gives them (checked against the registry's
/// list, which is the game's own).
fn options(names: &[&str]) -> Options {
    Options::from_names(names.iter().copied()).unwrap_or_default()
}

/// The coach `name` (the default when none is given); an unknown name is a usage error.
fn parse_coach(name: Option<&str>, loc: &Localizer, err: &mut dyn Write) -> Option<BbCoachKind> {
    let Some(name) = name else {
        return Some(BbCoachKind::DEFAULT);
    };
    let kind = coach_named(name);
    if kind.is_none() {
        say_line(
            err,
            &loc.text_with(
                "league-bb-error-coach",
                &[
                    arg("coach", name.to_string()),
                    arg(
                        "coaches",
                        Level::ALL
                            .map(|level| Cow::from(level.name()))
                            .into_iter()
                            .chain(BbCoachKind::ALL.map(BbCoachKind::name))
                            .collect::<Vec<_>>()
                            .join(", "),
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
) -> Result<(Library, Vec<Source>), Failure> {
    match data::load_playable(data.data.as_deref()) {
        Ok(playable) => {
            say(
                err,
                &skipped::warnings("league-bb-skipped-file", &playable.skipped, loc),
            );
            Ok((playable.library, playable.sources))
        }
        Err(problems) => Err(data_failed(&problems, loc, err)),
    }
}

/// The team `name` is (by name or code), or the shipped team at `default` when none is named.
fn team<'a>(
    library: &'a Library,
    name: Option<&str>,
    default: usize,
    loc: &Localizer,
    err: &mut dyn Write,
) -> Result<&'a Team, Failure> {
    let found = match name {
        Some(name) => library.team(name),
        // The shipped data orders the teams (by file name); user teams come after them.
        None => library.teams.get(default),
    };
    found.ok_or_else(|| unknown_team(name.unwrap_or_default(), loc, err))
}

/// `gridiron sim --game battleball`.
fn run_sim(
    game: &'static GameEntry,
    args: &SimArgs,
    loc: &Localizer,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Done {
    let (Some(home_coach), Some(away_coach), Some(run)) = (
        parse_coach(args.home_coach.as_deref(), loc, err),
        parse_coach(args.away_coach.as_deref(), loc, err),
        SimRun::parse(game, args, loc, err),
    ) else {
        return Err(Failure::Usage);
    };
    let options = options(&run.optional);
    let (library, sources) = load_library(&args.data, loc, err)?;
    let (home, away) = match (
        team(&library, args.home.as_deref(), 0, loc, err),
        team(&library, args.away.as_deref(), 1, loc, err),
    ) {
        (Ok(home), Ok(away)) => (home, away),
        (Err(failure), _) | (_, Err(failure)) => return Err(failure),
    };
    let matchup = Matchup {
        setup: Arc::new(Setup::new(&library, home, away, options)),
        coaches: [home_coach, away_coach],
    };
    // Logged games are saves with their setup's data files, recorded once for the batch.
    let log = match &args.log {
        None => None,
        Some(dir) => {
            let recorded = crate::games::battleball::record::record_setup(
                &sources, &library, home, away, options,
            );
            match recorded {
                Ok(setup) => Some(GameLog {
                    dir: dir.clone(),
                    setup,
                    language: loc.language().code().to_string(),
                }),
                Err(error) => {
                    let message = record::message(&dir.display().to_string(), error, loc);
                    return Err(fail(err, &message, Failure::Problem));
                }
            }
        }
    };
    // Touchdowns per game of each team, counted by value, for the score chart.
    let mut scores = Scores::new();
    let stats = play_batch(run.games, &mut scores, loc, err, |each| {
        run_batch(
            &matchup,
            run.games,
            run.seed,
            run.jobs,
            log.as_ref(),
            |done, game| each(done, [game.teams[0].touchdowns, game.teams[1].touchdowns]),
        )
    })?;
    let report = SimReport {
        seed: run.seed,
        teams: [home.name.clone(), away.name.clone()],
        coaches: [home_coach.name().to_string(), away_coach.name().to_string()],
        optional: run.optional.iter().map(|rule| rule.to_string()).collect(),
        stats,
    };
    super::sim::show(args, &report, &scores, loc, out, err)
}

/// `gridiron teams --game battleball [show NAME]`.
fn run_teams(
    _game: &'static GameEntry,
    args: &TeamsArgs,
    loc: &Localizer,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Done {
    let (library, _) = load_library(&args.data, loc, err)?;
    match &args.command {
        None => say(out, &teams::list(&library, loc)),
        Some(TeamsCommand::Show { name }) => match library.team(name) {
            Some(team) => say(out, &teams::show(team, &library, loc)),
            None => return Err(unknown_team(name, loc, err)),
        },
    }
    Ok(())
}

/// `gridiron validate --game battleball [PATH...]`: the given team files (default: `--data`'s,
/// else only the shipped data) checked with the shipped Battleball data.
fn run_validate(
    _game: &'static GameEntry,
    args: &ValidateArgs,
    loc: &Localizer,
    out: &mut dyn Write,
    _err: &mut dyn Write,
) -> Done {
    let paths = if args.paths.is_empty() {
        args.data.data.iter().cloned().collect()
    } else {
        args.paths.clone()
    };
    report_problems(&data::check_files(&paths), args.format, loc, out)
}

/// The teams `specs` name: `all`, or team names and codes.
fn select_teams(
    specs: &[String],
    library: &Library,
    loc: &Localizer,
    err: &mut dyn Write,
) -> Result<Vec<Team>, Failure> {
    let mut chosen: Vec<Team> = Vec::new();
    for spec in specs {
        let found: Vec<&Team> = if spec.eq_ignore_ascii_case("all") {
            library.teams.iter().collect()
        } else if let Some(team) = library.team(spec) {
            vec![team]
        } else {
            return Err(unknown_team(spec, loc, err));
        };
        for team in found {
            if !chosen.iter().any(|t| t.name == team.name) {
                chosen.push(team.clone());
            }
        }
    }
    if chosen.len() < 2 {
        return Err(fail(
            err,
            &loc.text("league-error-too-few-teams"),
            Failure::Usage,
        ));
    }
    Ok(chosen)
}

/// `gridiron rank --game battleball`: Bradley-Terry strength from a round-robin.
fn run_rank(
    game: &'static GameEntry,
    args: &RankArgs,
    loc: &Localizer,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Done {
    let (Some(coach), Some(jobs), Some(optional)) = (
        parse_coach(args.coach.as_deref(), loc, err),
        parse_jobs(args.jobs, loc, err),
        optional_rules(game, &args.optional, loc, err),
    ) else {
        return Err(Failure::Usage);
    };
    check_games_per_pair(args.games_per_pair, loc, err)?;
    let (library, _) = load_library(&args.data, loc, err)?;
    let teams = select_teams(&args.teams, &library, loc, err)?;
    let config = RoundRobin {
        games_per_pair: args.games_per_pair,
        seed: seed_or_random(args.seed),
        jobs,
        coach,
        options: options(&optional),
    };
    let games = super::season::schedule(teams.len(), config.games_per_pair).len() as u64;
    let bar = progress_bar(games, loc);
    let results = round_robin(&library, &teams, &config, |done| bar.set_position(done));
    bar.finish_and_clear();
    let names: Vec<String> = teams.iter().map(|t| t.name.clone()).collect();
    super::rank::show(args, &results, &names, config.seed, loc, out, err)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_rule_the_registry_lists_switches_on_one_option_of_its_own() {
        let game = crate::registry::find("battleball");
        let listed = game.map(|game| game.optional_rules).unwrap_or_default();
        assert_eq!(listed.len(), 2);
        let all = options(listed);
        assert!(all.advanced && all.blocks);
        for rule in listed {
            let one = options(&[*rule]);
            assert_eq!(
                [one.advanced, one.blocks].iter().filter(|on| **on).count(),
                1,
                "{rule}"
            );
        }
    }
}
