//! 1st & Goal in the league tools (`--game first-and-goal`, the default): `sim`, `teams`,
//! `validate`, `rank` and seasons, with the arguments every game's commands take and the same
//! exit codes.
//!
//! `batch` plays the games with `first_and_goal::coach`'s coaches, `report` prints a sim,
//! `teams` loads and lists the teams, `season` plays seasons, `record` writes and reads games'
//! records, `balance` measures the design's balance targets and `match_play` pits coaches.

pub mod balance;
pub mod batch;
mod contest;
pub mod match_play;
pub mod record;
pub mod report;
pub mod season;
pub mod teams;

use std::io::Write;
use std::path::PathBuf;
use std::sync::Arc;

use crate::common::i18n::{arg, Localizer};
use crate::games::first_and_goal::coach::level::coach_named;
use crate::games::first_and_goal::coach::CoachKind;
use crate::games::first_and_goal::data::load::team_key;
use crate::games::first_and_goal::data::model::Team;
use crate::games::first_and_goal::data::{check_files, Library};
use crate::games::first_and_goal::engine::{OptionalRules, Setup};
use crate::registry::GameEntry;
use crate::shells::kit::exit::{Done, Failure};
use crate::shells::kit::team_dirs::team_dirs_from_env;

use super::adapter::Adapter;
use super::commands::{
    optional_rules, DataArgs, RankArgs, SimArgs, SimRun, TeamsArgs, TeamsCommand, ValidateArgs,
};
use super::console::{
    data_failed, fail, progress_bar, report_problems, say, say_line, unknown_team,
};
use super::sim::{play_batch, Scores};
use batch::{run_batch, Batch, GameLog, Matchup};
use report::SimReport;

/// 1st & Goal in the league tools, for the registry.
pub static ADAPTER: Adapter = Adapter {
    sim: run_sim,
    teams: run_teams,
    validate: run_validate,
    rank: run_rank,
    contest: contest::prepare,
    seasons: Some(&season::SEASONS),
};

/// The computer coach of 1st & Goal's league commands when none is named.
const DEFAULT_COACH: &str = "equilibrium";

/// Scores above this share the chart's last column: a chart of rare blow-outs says little.
const MAX_PLOTTED_POINTS: usize = 80;

/// Rules O1-O3 by the names `--optional` gives them (checked against the registry's list,
/// which is the game's own).
fn rules(names: &[&str]) -> OptionalRules {
    OptionalRules::from_names(names.iter().copied()).unwrap_or_default()
}

/// 1st & Goal's optional rules from `--optional`; a rule of another game, or none at all, is a
/// usage error (reported, `None`).
fn optional(
    game: &GameEntry,
    names: &[String],
    loc: &Localizer,
    err: &mut dyn Write,
) -> Option<OptionalRules> {
    optional_rules(game, names, loc, err).map(|names| rules(&names))
}

/// The coach `text` names (a level or a coach's own name); an unknown name is a usage error
/// (reported, `None`).
fn parse_coach(text: &str, loc: &Localizer, err: &mut dyn Write) -> Option<CoachKind> {
    let kind = coach_named(text);
    if kind.is_none() {
        say_line(
            err,
            &loc.text_with("league-error-coach", &[arg("coach", text.to_string())]),
        );
    }
    kind
}

/// The shipped data, the user's team directories and the team `files` named on the command
/// line; a broken user team file is left out with a warning.
fn load_library(
    data: &DataArgs,
    files: &[PathBuf],
    loc: &Localizer,
    err: &mut dyn Write,
) -> Result<Library, Failure> {
    match teams::load_with_files(&team_dirs_from_env(data.data.clone()), files) {
        Ok((library, skipped)) => {
            say(err, &teams::skipped_warnings(&skipped, loc));
            Ok(library)
        }
        Err(problems) => Err(data_failed(&problems, loc, err)),
    }
}

/// `sim` of 1st & Goal.
fn run_sim(
    game: &'static GameEntry,
    args: &SimArgs,
    loc: &Localizer,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Done {
    fn coach(name: &Option<String>) -> &str {
        name.as_deref().unwrap_or(DEFAULT_COACH)
    }
    let (Some(home_coach), Some(away_coach), Some(run)) = (
        parse_coach(coach(&args.home_coach), loc, err),
        parse_coach(coach(&args.away_coach), loc, err),
        SimRun::parse(game, args, loc, err),
    ) else {
        return Err(Failure::Usage);
    };
    let optional = rules(&run.optional);
    // 1st & Goal has no pair of teams that stands for the game, so both are asked for.
    let (Some(home), Some(away)) = (&args.home, &args.away) else {
        return Err(fail(
            err,
            &loc.text("league-error-teams-needed"),
            Failure::Usage,
        ));
    };
    let library = load_library(&args.data, &[], loc, err)?;
    let mut loaded = Vec::new();
    for name in [home, away] {
        match library.team(name) {
            Some(team) => loaded.push(team),
            None => return Err(unknown_team(name, loc, err)),
        }
    }
    let teams: Vec<Team> = loaded.iter().map(|t| t.team.clone()).collect();
    let matchup = Matchup {
        setup: Arc::new(Setup::new(&library, &teams[0], &teams[1], optional)),
        coaches: [home_coach, away_coach],
    };
    // Logged games are records of their setup's data files: recorded once for the batch.
    let log = match &args.log {
        None => None,
        Some(dir) => {
            let team_dirs = team_dirs_from_env(args.data.data.clone());
            match record::record_setup(
                &team_dirs,
                &library,
                [loaded[0], loaded[1]],
                optional,
                false,
            ) {
                Ok(setup) => Some(GameLog {
                    dir: dir.clone(),
                    setup: Arc::new(setup),
                    language: loc.language().code().to_string(),
                }),
                Err(error) => {
                    let shown = dir.display().to_string();
                    let message = record::message(&shown, error, loc);
                    return Err(fail(err, &message, Failure::Problem));
                }
            }
        }
    };
    let batch = Batch {
        games: run.games,
        seed: run.seed,
        jobs: run.jobs,
        log,
    };
    // Points per game of each team, counted by value, for the score chart.
    let mut scores = Scores::capped(MAX_PLOTTED_POINTS);
    let stats = play_batch(run.games, &mut scores, loc, err, |each| {
        run_batch(&matchup, &batch, |done, game| {
            each(done, [game.teams[0].points, game.teams[1].points])
        })
    })?;
    let coach_name = |kind: CoachKind| kind.build(0).name().to_string();
    let report = SimReport {
        seed: run.seed,
        teams: [teams[0].name.clone(), teams[1].name.clone()],
        coaches: [coach_name(home_coach), coach_name(away_coach)],
        stats,
    };
    super::sim::show(args, &report, &scores, loc, out, err)
}

/// `teams` of 1st & Goal.
fn run_teams(
    _game: &'static GameEntry,
    args: &TeamsArgs,
    loc: &Localizer,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Done {
    let library = load_library(&args.data, &[], loc, err)?;
    match &args.command {
        None => say(out, &teams::list(&library, loc)),
        Some(TeamsCommand::Show { name }) => match library.team(name) {
            Some(loaded) => say(out, &teams::show(loaded, loc)),
            None => return Err(unknown_team(name, loc, err)),
        },
    }
    Ok(())
}

/// `validate` of 1st & Goal's data: the given files (default: the user's team directories)
/// checked with the shipped data.
fn run_validate(
    _game: &'static GameEntry,
    args: &ValidateArgs,
    loc: &Localizer,
    out: &mut dyn Write,
    _err: &mut dyn Write,
) -> Done {
    let paths = if args.paths.is_empty() {
        team_dirs_from_env(args.data.data.clone())
    } else {
        args.paths.clone()
    };
    report_problems(&check_files(&paths), args.format, loc, out)
}

/// The teams `specs` name: `all`, divisions, team names or codes, and team files (loaded on top
/// of the shipped data). An unknown name, or fewer than two teams, is a usage error.
fn select_teams(
    specs: &[String],
    data: &DataArgs,
    loc: &Localizer,
    err: &mut dyn Write,
) -> Result<(Library, Vec<Team>), Failure> {
    let is_file = |spec: &String| spec.ends_with(".toml") || PathBuf::from(spec).is_file();
    let files: Vec<PathBuf> = specs
        .iter()
        .filter(|s| is_file(s))
        .map(PathBuf::from)
        .collect();
    let library = load_library(data, &files, loc, err)?;
    let mut chosen: Vec<Team> = Vec::new();
    let mut add = |team: &Team| {
        if !chosen.iter().any(|t| t.name == team.name) {
            chosen.push(team.clone());
        }
    };
    for spec in specs {
        let key = team_key(spec);
        if key == "all" {
            library.teams.iter().for_each(|t| add(&t.team));
        } else if is_file(spec) {
            match teams::team_from_file(&library, &PathBuf::from(spec)) {
                Some(team) => add(team),
                None => return Err(unknown_team(spec, loc, err)),
            }
        } else if let Some(loaded) = library.team(spec) {
            add(&loaded.team);
        } else {
            let division: Vec<&Team> = library
                .teams
                .iter()
                .map(|t| &t.team)
                .filter(|t| t.division.as_deref().is_some_and(|d| team_key(d) == key))
                .collect();
            if division.is_empty() {
                return Err(unknown_team(spec, loc, err));
            }
            division.into_iter().for_each(&mut add);
        }
    }
    if chosen.len() < 2 {
        return Err(fail(
            err,
            &loc.text("league-error-too-few-teams"),
            Failure::Usage,
        ));
    }
    Ok((library, chosen))
}

/// `rank` of 1st & Goal's teams.
fn run_rank(
    game: &'static GameEntry,
    args: &RankArgs,
    loc: &Localizer,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Done {
    let asked = season::Asked {
        games_per_pair: args.games_per_pair,
        seed: args.seed,
        coach: args.coach.as_deref(),
        jobs: args.jobs,
        optional: &args.optional,
    };
    let config = season::league_config(game, &asked, loc, err)?;
    let (library, teams) = select_teams(&args.teams, &args.data, loc, err)?;
    let games = super::season::schedule(teams.len(), config.games_per_pair).len() as u64;
    let bar = progress_bar(games, loc);
    let results = season::round_robin(&library, &teams, &config, |done| bar.set_position(done));
    bar.finish_and_clear();
    let names: Vec<String> = teams.iter().map(|t| t.name.clone()).collect();
    super::rank::show(args, &results, &names, config.seed, loc, out, err)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_rule_the_registry_lists_switches_on_one_rule_of_its_own() {
        let game = crate::registry::find("first-and-goal");
        let listed = game.map(|game| game.optional_rules).unwrap_or_default();
        assert_eq!(listed.len(), 3);
        let all = rules(listed);
        assert!(all.turnovers && all.breakaways && all.squib);
        for rule in listed {
            let one = rules(&[*rule]);
            let on = [one.turnovers, one.breakaways, one.squib];
            assert_eq!(on.iter().filter(|on| **on).count(), 1, "{rule}");
        }
    }
}
