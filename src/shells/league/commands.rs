//! The league subcommands: their arguments (`clap::Args`) and `run_*` entry points.
//!
//! Each `run_*` takes its arguments, a `Localizer` and writers for standard output and standard
//! error, and returns the exit code: 0 success, 1 a problem with data or files, 2 bad usage.
//! None of them exits the process.

use std::io::{IsTerminal, Write};
use std::path::PathBuf;
use std::str::FromStr;
use std::sync::Arc;

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

use crate::common::i18n::Localizer;
use crate::games::first_and_goal::data::model::Team;
use crate::games::first_and_goal::data::{Library, Problem};
use crate::games::first_and_goal::engine::{OptionalRules, Setup};

use super::chart;
use super::rank::{bradley_terry, Rating};
use super::report::SimReport;
use super::season::{play_season, round_robin, LeagueConfig, Season, Standing};
use super::sim::{run_batch, Batch, BatchError, GameLog, Matchup};
use super::teams::{self, load_with_files, team_from_file};
use crate::common::batch::default_jobs;
use crate::games::first_and_goal::coach::CoachKind;
use crate::shells::kit::output::{csv_line, local_number, local_percent, Align, Format, Table};
use crate::shells::kit::problems as validate;
use crate::shells::kit::team_dirs::team_dirs_from_env;

pub const EXIT_OK: i32 = 0;
pub const EXIT_PROBLEM: i32 = 1;
pub const EXIT_USAGE: i32 = 2;

/// Where user team files come from (shared by every league command).
#[derive(Debug, Clone, Default, clap::Args)]
pub struct DataArgs {
    /// A directory of extra team files (default: $GRIDIRON_DATA, else the config directory)
    #[arg(long, value_name = "DIR")]
    pub data: Option<PathBuf>,
}

/// Which game a league command is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, clap::ValueEnum)]
pub enum GameArg {
    #[default]
    FirstAndGoal,
    Battleball,
}

impl GameArg {
    /// The game's entry in the registry.
    pub fn entry(self) -> &'static crate::registry::GameEntry {
        let id = match self {
            GameArg::FirstAndGoal => "first-and-goal",
            GameArg::Battleball => "battleball",
        };
        crate::registry::find(id).unwrap_or_else(crate::registry::default_game)
    }

    /// The game's name in the reader's language.
    pub(crate) fn name(self, loc: &Localizer) -> String {
        loc.text(match self {
            GameArg::FirstAndGoal => "league-game-first-and-goal",
            GameArg::Battleball => "league-game-battleball",
        })
    }
}

/// An optional rule by name: 1st & Goal's (O1-O3) and Battleball's variants (BA, BB) share one
/// `--optional` list, and each game refuses the other's.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum OptionalRule {
    Turnovers,
    Breakaways,
    Squib,
    Advanced,
    Blocks,
}

impl OptionalRule {
    /// The value `--optional` takes for it.
    pub(crate) fn value(self) -> String {
        clap::ValueEnum::to_possible_value(&self)
            .map(|v| v.get_name().to_string())
            .unwrap_or_default()
    }
}

/// A usage error for `rule`, which `game` does not have: it names the game's own `rules`.
pub(crate) fn foreign_rule(
    game: GameArg,
    rule: OptionalRule,
    rules: &[OptionalRule],
    loc: &Localizer,
    err: &mut dyn Write,
) {
    let names: Vec<String> = rules.iter().map(|r| r.value()).collect();
    say_line(
        err,
        &loc.text_with(
            "league-error-optional",
            &[
                arg("rule", rule.value()),
                arg("game", game.name(loc)),
                arg("rules", names.join(", ")),
            ],
        ),
    );
}

/// 1st & Goal's optional rules from `--optional`; a Battleball variant is a usage error
/// (reported, `None`).
pub(crate) fn first_and_goal_rules(
    rules: &[OptionalRule],
    loc: &Localizer,
    err: &mut dyn Write,
) -> Option<OptionalRules> {
    const OWN: [OptionalRule; 3] = [
        OptionalRule::Turnovers,
        OptionalRule::Breakaways,
        OptionalRule::Squib,
    ];
    let mut optional = OptionalRules::default();
    for &rule in rules {
        match rule {
            OptionalRule::Turnovers => optional.turnovers = true,
            OptionalRule::Breakaways => optional.breakaways = true,
            OptionalRule::Squib => optional.squib = true,
            OptionalRule::Advanced | OptionalRule::Blocks => {
                foreign_rule(GameArg::FirstAndGoal, rule, &OWN, loc, err);
                return None;
            }
        }
    }
    Some(optional)
}

/// The computer coach of 1st & Goal's league commands when none is named.
const FIRST_AND_GOAL_COACH: &str = "equilibrium";

/// `gridiron sim`: many computer-vs-computer games between two teams.
#[derive(Debug, Clone, clap::Args)]
pub struct SimArgs {
    /// The game: first-and-goal (the default) or battleball
    #[arg(long, value_enum, default_value_t = GameArg::FirstAndGoal)]
    pub game: GameArg,
    /// The home team (name, code or file name); Battleball: the first shipped team
    #[arg(long)]
    pub home: Option<String>,
    /// The away team; Battleball: the second shipped team
    #[arg(long)]
    pub away: Option<String>,
    /// How many games to play
    #[arg(long, default_value_t = 1000)]
    pub games: u64,
    /// The seed; the same seed plays the same games (random when left out)
    #[arg(long, allow_negative_numbers = true)]
    pub seed: Option<u64>,
    /// The home coach: random, heuristic or equilibrium (the default); Battleball: random,
    /// heuristic or search (the default)
    #[arg(long)]
    pub home_coach: Option<String>,
    /// The away coach
    #[arg(long)]
    pub away_coach: Option<String>,
    /// Threads to use (default: one per core)
    #[arg(long)]
    pub jobs: Option<usize>,
    /// Optional rules to play with (comma-separated)
    #[arg(long, value_enum, value_delimiter = ',')]
    pub optional: Vec<OptionalRule>,
    #[arg(long, value_enum, default_value_t = Format::Table)]
    pub format: Format,
    /// Write every game as a replayable save into this directory
    #[arg(long, value_name = "DIR")]
    pub log: Option<PathBuf>,
    /// Also draw each team's points per game as an SVG chart
    #[arg(long, value_name = "FILE.svg")]
    pub plot: Option<PathBuf>,
    #[command(flatten)]
    pub data: DataArgs,
}

/// `gridiron season`: a simulated round-robin, standings and playoffs; or, with `new`, `play`
/// and `table`, a season people play through.
#[derive(Debug, Clone, clap::Args)]
#[command(args_conflicts_with_subcommands = true)]
pub struct SeasonArgs {
    #[command(subcommand)]
    pub file: Option<super::season_commands::SeasonFileCommand>,
    /// `all`, a division, team names or team files
    #[arg(long, num_args = 1.., default_value = "all")]
    pub teams: Vec<String>,
    /// Games each pair of teams plays (home and away alternate)
    #[arg(long, default_value_t = 2)]
    pub games_per_pair: u32,
    /// The seed; the same seed plays the same season (random when left out)
    #[arg(long, allow_negative_numbers = true)]
    pub seed: Option<u64>,
    /// The coach of every team: random, heuristic or equilibrium
    #[arg(long, default_value = "equilibrium")]
    pub coach: String,
    /// Teams in the playoffs (rounded down to a power of two)
    #[arg(long, default_value_t = 8)]
    pub playoff_teams: usize,
    /// table, json or csv
    #[arg(long, value_enum, default_value_t = Format::Table)]
    pub format: Format,
    /// Also draw the teams' strength from the season's games as an SVG file
    #[arg(long, value_name = "FILE.svg")]
    pub plot: Option<PathBuf>,
    /// Threads to use (default: one per core)
    #[arg(long)]
    pub jobs: Option<usize>,
    #[arg(long, value_enum, value_delimiter = ',')]
    pub optional: Vec<OptionalRule>,
    #[command(flatten)]
    pub data: DataArgs,
}

/// `gridiron rank`: a strength table of teams from simulated round-robins.
#[derive(Debug, Clone, clap::Args)]
pub struct RankArgs {
    /// The game: first-and-goal (the default) or battleball
    #[arg(long, value_enum, default_value_t = GameArg::FirstAndGoal)]
    pub game: GameArg,
    /// `all`, a division, team names or team files
    #[arg(long, num_args = 1.., default_value = "all")]
    pub teams: Vec<String>,
    /// Games each pair of teams plays
    #[arg(long, default_value_t = 20)]
    pub games_per_pair: u32,
    #[arg(long, allow_negative_numbers = true)]
    pub seed: Option<u64>,
    #[arg(long)]
    pub coach: Option<String>,
    #[arg(long)]
    pub jobs: Option<usize>,
    #[arg(long, value_enum, value_delimiter = ',')]
    pub optional: Vec<OptionalRule>,
    /// table, json or csv
    #[arg(long, value_enum, default_value_t = Format::Table)]
    pub format: Format,
    /// Also draw the strength chart as an SVG file
    #[arg(long, value_name = "FILE.svg")]
    pub plot: Option<PathBuf>,
    #[command(flatten)]
    pub data: DataArgs,
}

/// `gridiron teams [show NAME]`.
#[derive(Debug, Clone, clap::Args)]
pub struct TeamsArgs {
    /// The game: first-and-goal (the default) or battleball
    #[arg(long, value_enum, default_value_t = GameArg::FirstAndGoal)]
    pub game: GameArg,
    #[command(subcommand)]
    pub command: Option<TeamsCommand>,
    #[command(flatten)]
    pub data: DataArgs,
}

#[derive(Debug, Clone, clap::Subcommand)]
pub enum TeamsCommand {
    /// One team's dice and special-teams dice
    Show {
        /// Name, code or file name
        name: String,
    },
}

/// `gridiron validate [PATH...]`.
#[derive(Debug, Clone, clap::Args)]
pub struct ValidateArgs {
    /// The game: first-and-goal (the default) or battleball
    #[arg(long, value_enum, default_value_t = GameArg::FirstAndGoal)]
    pub game: GameArg,
    /// Data files or directories (default: the shipped data and your team directory)
    pub paths: Vec<PathBuf>,
    /// table, json or csv
    #[arg(long, value_enum, default_value_t = Format::Table)]
    pub format: Format,
    #[command(flatten)]
    pub data: DataArgs,
}

pub(crate) fn say(w: &mut dyn Write, text: &str) {
    // A closed pipe (e.g. `| head`) is not an error worth reporting.
    let _ = w.write_all(text.as_bytes());
}

pub(crate) fn say_line(w: &mut dyn Write, text: &str) {
    say(w, text);
    say(w, "\n");
}

pub(crate) use crate::common::i18n::arg;

pub(crate) fn problems_out(problems: &[Problem], loc: &Localizer, err: &mut dyn Write) {
    for problem in problems {
        say_line(err, &validate::render(problem, loc));
    }
}

fn parse_coach(text: &str, loc: &Localizer, err: &mut dyn Write) -> Option<CoachKind> {
    let kind = CoachKind::from_str(text).ok();
    if kind.is_none() {
        say_line(
            err,
            &loc.text_with("league-error-coach", &[arg("coach", text.to_string())]),
        );
    }
    kind
}

pub(crate) fn parse_jobs(
    jobs: Option<usize>,
    loc: &Localizer,
    err: &mut dyn Write,
) -> Option<usize> {
    match jobs {
        Some(0) => {
            say_line(err, &loc.text("league-error-jobs"));
            None
        }
        Some(jobs) => Some(jobs),
        None => Some(default_jobs()),
    }
}

/// `--games 0` would print a table of zeros that looks like a result; it is a slip of the
/// keyboard, so it is refused like any other bad usage.
pub(crate) fn parse_games(games: u64, loc: &Localizer, err: &mut dyn Write) -> Option<u64> {
    if games == 0 {
        say_line(err, &loc.text("league-error-games"));
        return None;
    }
    Some(games)
}

/// The data and the user's team directories, as every league command loads them.
pub(crate) fn load_library_for(
    data: &DataArgs,
    loc: &Localizer,
    err: &mut dyn Write,
) -> Option<Library> {
    load_library(data, &[], loc, err)
}

fn load_library(
    data: &DataArgs,
    files: &[PathBuf],
    loc: &Localizer,
    err: &mut dyn Write,
) -> Option<Library> {
    match load_with_files(&team_dirs_from_env(data.data.clone()), files) {
        Ok((library, skipped)) => {
            say(err, &teams::skipped_warnings(&skipped, loc));
            Some(library)
        }
        Err(problems) => {
            problems_out(&problems, loc, err);
            say_line(err, &loc.text("league-error-data"));
            None
        }
    }
}

pub(crate) fn unknown_team(name: &str, loc: &Localizer, err: &mut dyn Write) {
    say_line(
        err,
        &loc.text_with(
            "league-error-unknown-team",
            &[arg("name", name.to_string())],
        ),
    );
}

/// A progress bar on a terminal, nothing otherwise.
pub(crate) fn progress_bar(total: u64, loc: &Localizer) -> ProgressBar {
    if !std::io::stderr().is_terminal() || total == 0 {
        return ProgressBar::hidden();
    }
    let bar = ProgressBar::with_draw_target(Some(total), ProgressDrawTarget::stderr());
    // The words come from Fluent; indicatif's own placeholders stay outside the message, since
    // Fluent would read their braces as its own.
    let template = format!(
        "{{bar:40}} {{pos}}/{{len}} {}, {} {{eta}}",
        loc.text("league-progress-games"),
        loc.text("league-progress-left")
    );
    if let Ok(style) = ProgressStyle::with_template(&template) {
        bar.set_style(style);
    }
    bar
}

/// `gridiron sim`: the game `--game` names runs it.
pub fn run_sim(args: &SimArgs, loc: &Localizer, out: &mut dyn Write, err: &mut dyn Write) -> i32 {
    (args.game.entry().league.sim)(args, loc, out, err)
}

/// `sim` of 1st & Goal.
pub fn sim_first_and_goal(
    args: &SimArgs,
    loc: &Localizer,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> i32 {
    fn coach(name: &Option<String>) -> &str {
        name.as_deref().unwrap_or(FIRST_AND_GOAL_COACH)
    }
    let (Some(home_coach), Some(away_coach), Some(jobs), Some(games), Some(optional)) = (
        parse_coach(coach(&args.home_coach), loc, err),
        parse_coach(coach(&args.away_coach), loc, err),
        parse_jobs(args.jobs, loc, err),
        parse_games(args.games, loc, err),
        first_and_goal_rules(&args.optional, loc, err),
    ) else {
        return EXIT_USAGE;
    };
    // 1st & Goal has no pair of teams that stands for the game, so both are asked for.
    let (Some(home), Some(away)) = (&args.home, &args.away) else {
        say_line(err, &loc.text("league-error-teams-needed"));
        return EXIT_USAGE;
    };
    let Some(library) = load_library(&args.data, &[], loc, err) else {
        return EXIT_PROBLEM;
    };
    let mut loaded = Vec::new();
    for name in [home, away] {
        match library.team(name) {
            Some(team) => loaded.push(team),
            None => {
                unknown_team(name, loc, err);
                return EXIT_USAGE;
            }
        }
    }
    let teams: Vec<Team> = loaded.iter().map(|t| t.team.clone()).collect();
    let seed = args
        .seed
        .unwrap_or_else(crate::shells::kit::seed::random_seed);
    let matchup = Matchup {
        setup: Arc::new(Setup::new(&library, &teams[0], &teams[1], optional)),
        coaches: [home_coach, away_coach],
    };
    // Logged games are records of their setup's data files: recorded once for the batch.
    let log = match &args.log {
        None => None,
        Some(dir) => {
            let team_dirs = team_dirs_from_env(args.data.data.clone());
            match crate::shells::terminal::first_and_goal::save::record_setup(
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
                    say_line(
                        err,
                        &crate::shells::terminal::first_and_goal::save::message(&shown, error, loc),
                    );
                    return EXIT_PROBLEM;
                }
            }
        }
    };
    let batch = Batch {
        games,
        seed,
        jobs,
        log,
    };
    let bar = progress_bar(games, loc);
    // Points per game of each team, counted by value, for the score chart.
    let mut scores: [Vec<u64>; 2] = [Vec::new(), Vec::new()];
    let result = run_batch(&matchup, &batch, |done, game| {
        bar.set_position(done);
        for (counts, team) in scores.iter_mut().zip(&game.teams) {
            let points = usize::try_from(team.points)
                .unwrap_or(usize::MAX)
                .min(MAX_PLOTTED_POINTS);
            if counts.len() <= points {
                counts.resize(points + 1, 0);
            }
            counts[points] += 1;
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
    let coach_name = |kind: CoachKind| kind.build(0).name().to_string();
    let report = SimReport {
        seed,
        teams: [teams[0].name.clone(), teams[1].name.clone()],
        coaches: [coach_name(home_coach), coach_name(away_coach)],
        stats,
    };
    if let Some(path) = &args.plot {
        let ids = ["league-score-chart", "league-score-axis"];
        if let Err(message) = chart::plot_scores(path, loc, ids, &report.teams, &scores) {
            say_line(err, &message);
            return EXIT_PROBLEM;
        }
    }
    say(out, &report.render(args.format, loc));
    EXIT_OK
}

/// Scores above this share the chart's last column: a chart of rare blow-outs says little.
const MAX_PLOTTED_POINTS: usize = 80;

/// `gridiron teams`: the game `--game` names runs it.
pub fn run_teams(
    args: &TeamsArgs,
    loc: &Localizer,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> i32 {
    (args.game.entry().league.teams)(args, loc, out, err)
}

/// `teams` of 1st & Goal.
pub fn teams_first_and_goal(
    args: &TeamsArgs,
    loc: &Localizer,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> i32 {
    let Some(library) = load_library(&args.data, &[], loc, err) else {
        return EXIT_PROBLEM;
    };
    match &args.command {
        None => say(out, &teams::list(&library, loc)),
        Some(TeamsCommand::Show { name }) => match library.team(name) {
            Some(loaded) => say(out, &teams::show(loaded, loc)),
            None => {
                unknown_team(name, loc, err);
                return EXIT_USAGE;
            }
        },
    }
    EXIT_OK
}

pub fn run_validate(
    args: &ValidateArgs,
    loc: &Localizer,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> i32 {
    if !all_paths_exist(&args.paths, loc, err) {
        return EXIT_USAGE;
    }
    (args.game.entry().league.validate)(args, loc, out, err)
}

/// `validate` of 1st & Goal's data.
pub fn validate_first_and_goal(
    args: &ValidateArgs,
    loc: &Localizer,
    out: &mut dyn Write,
    _err: &mut dyn Write,
) -> i32 {
    let paths = if args.paths.is_empty() {
        team_dirs_from_env(args.data.data.clone())
    } else {
        args.paths.clone()
    };
    let problems = crate::games::first_and_goal::data::check_files(&paths);
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

/// Whether every path given exists; each missing one is reported.
fn all_paths_exist(paths: &[PathBuf], loc: &Localizer, err: &mut dyn Write) -> bool {
    let missing: Vec<&PathBuf> = paths.iter().filter(|p| !p.exists()).collect();
    for path in &missing {
        say_line(
            err,
            &loc.text_with(
                "league-error-no-such-path",
                &[arg("path", path.display().to_string())],
            ),
        );
    }
    missing.is_empty()
}

/// The teams `specs` name: `all`, divisions, team names or codes, and team files (loaded on top
/// of the shipped data). Unknown names are reported and give `None`.
pub(crate) fn select_teams(
    specs: &[String],
    data: &DataArgs,
    loc: &Localizer,
    err: &mut dyn Write,
) -> Result<(Library, Vec<Team>), i32> {
    let is_file = |spec: &String| spec.ends_with(".toml") || PathBuf::from(spec).is_file();
    let files: Vec<PathBuf> = specs
        .iter()
        .filter(|s| is_file(s))
        .map(PathBuf::from)
        .collect();
    let library = load_library(data, &files, loc, err).ok_or(EXIT_PROBLEM)?;
    let mut chosen: Vec<Team> = Vec::new();
    let mut add = |team: &Team| {
        if !chosen.iter().any(|t| t.name == team.name) {
            chosen.push(team.clone());
        }
    };
    for spec in specs {
        let key = crate::games::first_and_goal::data::load::team_key(spec);
        if key == "all" {
            library.teams.iter().for_each(|t| add(&t.team));
        } else if is_file(spec) {
            match team_from_file(&library, &PathBuf::from(spec)) {
                Some(team) => add(team),
                None => {
                    unknown_team(spec, loc, err);
                    return Err(EXIT_USAGE);
                }
            }
        } else if let Some(loaded) = library.team(spec) {
            add(&loaded.team);
        } else {
            let division: Vec<&Team> = library
                .teams
                .iter()
                .map(|t| &t.team)
                .filter(|t| {
                    t.division.as_deref().is_some_and(|d| {
                        crate::games::first_and_goal::data::load::team_key(d) == key
                    })
                })
                .collect();
            if division.is_empty() {
                unknown_team(spec, loc, err);
                return Err(EXIT_USAGE);
            }
            division.into_iter().for_each(&mut add);
        }
    }
    if chosen.len() < 2 {
        say_line(err, &loc.text("league-error-too-few-teams"));
        return Err(EXIT_USAGE);
    }
    Ok((library, chosen))
}

fn league_config(
    games_per_pair: u32,
    seed: Option<u64>,
    coach: &str,
    jobs: Option<usize>,
    optional: &[OptionalRule],
    loc: &Localizer,
    err: &mut dyn Write,
) -> Option<LeagueConfig> {
    let coach = parse_coach(coach, loc, err)?;
    let jobs = parse_jobs(jobs, loc, err)?;
    let optional = first_and_goal_rules(optional, loc, err)?;
    if games_per_pair == 0 {
        say_line(err, &loc.text("league-error-games-per-pair"));
        return None;
    }
    Some(LeagueConfig {
        games_per_pair,
        seed: seed.unwrap_or_else(crate::shells::kit::seed::random_seed),
        jobs,
        coach,
        optional,
    })
}

pub fn run_season(
    args: &SeasonArgs,
    loc: &Localizer,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> i32 {
    if let Some(command) = &args.file {
        return super::season_commands::run(command, loc, out, err);
    }
    let Some(config) = league_config(
        args.games_per_pair,
        args.seed,
        &args.coach,
        args.jobs,
        &args.optional,
        loc,
        err,
    ) else {
        return EXIT_USAGE;
    };
    let (library, teams) = match select_teams(&args.teams, &args.data, loc, err) {
        Ok(selection) => selection,
        Err(code) => return code,
    };
    let games = super::season::schedule(teams.len(), config.games_per_pair).len() as u64;
    let bar = progress_bar(games, loc);
    let season = play_season(&library, &teams, &config, args.playoff_teams, |done| {
        bar.set_position(done)
    });
    bar.finish_and_clear();
    let ratings = bradley_terry(teams.len(), &season.results);
    let names = team_names(&teams);
    if let Some(path) = &args.plot {
        if let Err(code) = plot_strength(path, &ratings, &names, loc, err) {
            return code;
        }
    }
    let text = match args.format {
        Format::Table => {
            let mut text = season_text(&season, &teams, config.seed, loc);
            text.push_str(&strength_bars(&ratings, &names, loc));
            text
        }
        Format::Json => season_json(&season, &ratings, &teams, config.seed),
        Format::Csv => standings_csv(&season, &teams),
    };
    say(out, &text);
    EXIT_OK
}

fn team_names(teams: &[Team]) -> Vec<String> {
    teams.iter().map(|t| t.name.clone()).collect()
}

/// Strength with its 95% interval on the Elo scale, for bars and charts.
fn strength_intervals(ratings: &[Rating], teams: &[String]) -> Vec<chart::Interval> {
    ratings
        .iter()
        .map(|r| chart::Interval {
            label: crate::common::text::printable(&teams[r.team]).into_owned(),
            value: r.elo(),
            low: r.elo() - r.elo_margin(),
            high: r.elo() + r.elo_margin(),
        })
        .collect()
}

/// The strength chart in the terminal: one bar per team, its 95% interval, strongest first.
fn strength_bars(ratings: &[Rating], teams: &[String], loc: &Localizer) -> String {
    format!(
        "\n{}\n{}",
        loc.text("league-strength-chart"),
        chart::bars(&strength_intervals(ratings, teams), 80)
    )
}

pub(crate) fn plot_strength(
    path: &std::path::Path,
    ratings: &[Rating],
    teams: &[String],
    loc: &Localizer,
    err: &mut dyn Write,
) -> Result<(), i32> {
    chart::intervals_svg(
        path,
        &loc.text("league-strength-chart"),
        &loc.text("league-strength-axis"),
        &strength_intervals(ratings, teams),
    )
    .map_err(|detail| {
        say_line(
            err,
            &loc.text_with(
                "league-error-plot",
                &[
                    arg("path", path.display().to_string()),
                    arg("detail", detail),
                ],
            ),
        );
        EXIT_PROBLEM
    })
}

/// `{"seed", "games", "standings": [...], "playoffs": [[...]], "champion", "strength": [...]}`.
fn season_json(season: &Season, ratings: &[Rating], teams: &[Team], seed: u64) -> String {
    let standings: Vec<serde_json::Value> = season
        .standings
        .iter()
        .enumerate()
        .map(|(place, s)| {
            serde_json::json!({
                "place": place + 1,
                "team": teams[s.team].name,
                "wins": s.wins,
                "losses": s.losses,
                "ties": s.ties,
                "points_for": s.points_for,
                "points_against": s.points_against,
                "percentage": s.percentage(),
            })
        })
        .collect();
    let playoffs: Vec<Vec<serde_json::Value>> = season
        .rounds
        .iter()
        .map(|round| {
            round
                .iter()
                .map(|game| {
                    serde_json::json!({
                        "home": teams[game.result.home].name,
                        "away": teams[game.result.away].name,
                        "home_seed": game.home_seed,
                        "away_seed": game.away_seed,
                        "home_points": game.result.home_points,
                        "away_points": game.result.away_points,
                        "replays": game.replays,
                        "winner": teams[game.winner].name,
                    })
                })
                .collect()
        })
        .collect();
    let json = serde_json::json!({
        "seed": seed,
        "games": season.results.len(),
        "standings": standings,
        "playoffs": playoffs,
        "champion": season.champion.map(|team| teams[team].name.clone()),
        "strength": rating_rows(ratings, &team_names(teams)),
    });
    serde_json::to_string_pretty(&json).unwrap_or_default() + "\n"
}

fn standings_csv(season: &Season, teams: &[Team]) -> String {
    let mut out = csv_line(STANDINGS_CSV_HEADER);
    for (place, s) in season.standings.iter().enumerate() {
        out.push_str(&csv_line(&standings_csv_fields(
            place + 1,
            &teams[s.team].name,
            s,
        )));
    }
    out
}

/// A playoff round's name, by how many rounds are `left` including it (1: the Bowl).
pub(crate) fn round_title(left: usize, loc: &Localizer) -> String {
    match left {
        1 => loc.text("league-round-bowl"),
        2 => loc.text("league-round-semifinals"),
        3 => loc.text("league-round-quarterfinals"),
        _ => loc.text_with("league-round-of", &[arg("teams", (1u64 << left) as f64)]),
    }
}

/// The CSV columns of a standings line.
pub(crate) const STANDINGS_CSV_HEADER: &[&str] = &[
    "place",
    "team",
    "wins",
    "losses",
    "ties",
    "points_for",
    "points_against",
    "percentage",
];

pub(crate) fn standings_csv_fields(place: usize, team: &str, s: &Standing) -> Vec<String> {
    vec![
        place.to_string(),
        team.to_string(),
        s.wins.to_string(),
        s.losses.to_string(),
        s.ties.to_string(),
        s.points_for.to_string(),
        s.points_against.to_string(),
        format!("{:.4}", s.percentage()),
    ]
}

/// A standings table, rows in order (place 1 first): name and record.
pub(crate) fn standings_table(rows: &[(String, Standing)], loc: &Localizer) -> String {
    let lang = loc.language();
    let mut table = Table::new(
        [
            "league-col-rank",
            "league-col-team",
            "league-col-wins",
            "league-col-losses",
            "league-col-ties",
            "league-col-points-for",
            "league-col-points-against",
            "league-col-differential",
            "league-col-percentage",
        ]
        .iter()
        .map(|id| loc.text(id))
        .collect(),
        vec![
            Align::Right,
            Align::Left,
            Align::Right,
            Align::Right,
            Align::Right,
            Align::Right,
            Align::Right,
            Align::Right,
            Align::Right,
        ],
    );
    for (place, (name, s)) in rows.iter().enumerate() {
        table.row(vec![
            (place + 1).to_string(),
            name.clone(),
            s.wins.to_string(),
            s.losses.to_string(),
            s.ties.to_string(),
            s.points_for.to_string(),
            s.points_against.to_string(),
            format!("{:+}", s.differential()),
            // A percentage like `rank` shows, not baseball's ",667", which German readers do not
            // know.
            local_percent(lang, s.percentage()),
        ]);
    }
    table.render()
}

/// The standings, the playoff bracket and the champion.
pub fn season_text(season: &Season, teams: &[Team], seed: u64, loc: &Localizer) -> String {
    let rows: Vec<(String, Standing)> = season
        .standings
        .iter()
        .map(|s| (teams[s.team].name.clone(), *s))
        .collect();
    let table = standings_table(&rows, loc);
    let mut out = format!(
        "{}\n\n",
        loc.text_with(
            "league-season-title",
            &[
                arg("teams", teams.len() as f64),
                arg("games", season.results.len() as f64),
                arg("seed", seed.to_string()),
            ],
        )
    );
    out.push_str(&table);
    // Single-letter columns need their words once, or "PG" means nothing to a newcomer.
    out.push_str(&crate::common::wrap::fill(
        &loc.text("league-legend-standings"),
        "",
        "",
    ));
    let rounds = season.rounds.len();
    for (number, round) in season.rounds.iter().enumerate() {
        let title = round_title(rounds - number, loc);
        out.push_str(&format!("\n{title}\n"));
        for game in round {
            let r = &game.result;
            let line = format!(
                "  ({}) {} {} : {} {} ({})",
                game.home_seed,
                teams[r.home].name,
                r.home_points,
                r.away_points,
                teams[r.away].name,
                game.away_seed
            );
            out.push_str(&line);
            if game.replays > 0 {
                out.push_str(&format!(
                    "  {}",
                    loc.text_with("league-replays", &[arg("count", f64::from(game.replays))])
                ));
            }
            out.push('\n');
        }
    }
    match season.champion {
        Some(team) => out.push_str(&format!(
            "\n{}\n",
            loc.text_with("league-champion", &[arg("team", teams[team].name.clone())])
        )),
        None => out.push_str(&format!("\n{}\n", loc.text("league-no-playoffs"))),
    }
    out
}

/// `gridiron rank`: the game `--game` names runs it.
pub fn run_rank(args: &RankArgs, loc: &Localizer, out: &mut dyn Write, err: &mut dyn Write) -> i32 {
    (args.game.entry().league.rank)(args, loc, out, err)
}

/// `rank` of 1st & Goal's teams.
pub fn rank_first_and_goal(
    args: &RankArgs,
    loc: &Localizer,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> i32 {
    let Some(config) = league_config(
        args.games_per_pair,
        args.seed,
        args.coach.as_deref().unwrap_or(FIRST_AND_GOAL_COACH),
        args.jobs,
        &args.optional,
        loc,
        err,
    ) else {
        return EXIT_USAGE;
    };
    let (library, teams) = match select_teams(&args.teams, &args.data, loc, err) {
        Ok(selection) => selection,
        Err(code) => return code,
    };
    let games = super::season::schedule(teams.len(), config.games_per_pair).len() as u64;
    let bar = progress_bar(games, loc);
    let results = round_robin(&library, &teams, &config, |done| bar.set_position(done));
    bar.finish_and_clear();
    let ratings = bradley_terry(teams.len(), &results);
    let names = team_names(&teams);
    if let Some(path) = &args.plot {
        if let Err(code) = plot_strength(path, &ratings, &names, loc, err) {
            return code;
        }
    }
    let text = rank_output(
        args.format,
        &ratings,
        &names,
        results.len(),
        config.seed,
        loc,
    );
    say(out, &text);
    EXIT_OK
}

/// `rank`'s output in `format`, for either game's teams (by name).
pub(crate) fn rank_output(
    format: Format,
    ratings: &[Rating],
    names: &[String],
    games: usize,
    seed: u64,
    loc: &Localizer,
) -> String {
    match format {
        Format::Table => {
            let mut text = rank_text(ratings, names, games, seed, loc);
            text.push_str(&strength_bars(ratings, names, loc));
            text
        }
        Format::Json => rank_json(ratings, names, games, seed),
        Format::Csv => rank_csv(ratings, names),
    }
}

/// The strength table, strongest first.
pub fn rank_text(
    ratings: &[Rating],
    teams: &[String],
    games: usize,
    seed: u64,
    loc: &Localizer,
) -> String {
    let lang = loc.language();
    let mut table = Table::new(
        [
            "league-col-rank",
            "league-col-team",
            "league-col-rating",
            "league-col-interval",
            "league-col-wins",
            "league-col-losses",
            "league-col-ties",
            "league-col-percentage",
        ]
        .iter()
        .map(|id| loc.text(id))
        .collect(),
        vec![
            Align::Right,
            Align::Left,
            Align::Right,
            Align::Right,
            Align::Right,
            Align::Right,
            Align::Right,
            Align::Right,
        ],
    );
    for (place, r) in ratings.iter().enumerate() {
        table.row(vec![
            (place + 1).to_string(),
            teams[r.team].clone(),
            local_number(lang, r.elo(), 0),
            format!("± {}", local_number(lang, r.elo_margin(), 0)),
            r.wins.to_string(),
            r.losses.to_string(),
            r.ties.to_string(),
            local_percent(lang, r.score()),
        ]);
    }
    let mut out = format!(
        "{}\n\n",
        loc.text_with(
            "league-rank-title",
            &[
                arg("teams", teams.len() as f64),
                arg("games", games as f64),
                arg("seed", seed.to_string()),
            ],
        )
    );
    out.push_str(&table.render());
    out.push_str(&crate::common::wrap::fill(
        &loc.text("league-legend-record"),
        "",
        "",
    ));
    out.push('\n');
    out.push_str(&crate::common::wrap::fill(
        &loc.text("league-rank-explain"),
        "",
        "",
    ));
    out
}

fn rating_rows(ratings: &[Rating], teams: &[String]) -> Vec<serde_json::Value> {
    ratings
        .iter()
        .map(|r| {
            serde_json::json!({
                "team": teams[r.team],
                "rating": r.elo(),
                "margin": r.elo_margin(),
                "rating_low": r.elo() - r.elo_margin(),
                "rating_high": r.elo() + r.elo_margin(),
                "strength": r.strength,
                "error": r.error,
                "wins": r.wins,
                "losses": r.losses,
                "ties": r.ties,
                "percentage": r.score(),
            })
        })
        .collect()
}

/// `{"games", "seed", "teams": [{"team", "rating", "margin", "rating_low", "rating_high",
/// "strength", "error", "wins", "losses", "ties", "percentage"}]}`.
pub fn rank_json(ratings: &[Rating], teams: &[String], games: usize, seed: u64) -> String {
    let json =
        serde_json::json!({ "games": games, "seed": seed, "teams": rating_rows(ratings, teams) });
    serde_json::to_string_pretty(&json).unwrap_or_default() + "\n"
}

/// The same fields as `rank_json`'s teams, one CSV line each, strongest first.
pub fn rank_csv(ratings: &[Rating], teams: &[String]) -> String {
    let mut out = csv_line(&[
        "team",
        "rating",
        "margin",
        "rating_low",
        "rating_high",
        "strength",
        "error",
        "wins",
        "losses",
        "ties",
        "percentage",
    ]);
    for r in ratings {
        out.push_str(&csv_line(&[
            teams[r.team].clone(),
            format!("{:.1}", r.elo()),
            format!("{:.1}", r.elo_margin()),
            format!("{:.1}", r.elo() - r.elo_margin()),
            format!("{:.1}", r.elo() + r.elo_margin()),
            format!("{:.6}", r.strength),
            format!("{:.6}", r.error),
            r.wins.to_string(),
            r.losses.to_string(),
            r.ties.to_string(),
            format!("{:.4}", r.score()),
        ]));
    }
    out
}
