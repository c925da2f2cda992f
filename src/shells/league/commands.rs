//! The league subcommands: their arguments (`clap::Args`) and `run_*` entry points.
//!
//! Each `run_*` takes its arguments, a `Localizer` and writers for standard output and standard
//! error, and returns the exit code: 0 success, 1 a problem with data or files, 2 bad usage.
//! None of them exits the process. Each finds the game `--game` names in the registry, checks
//! what every game's command shares, and hands the rest to that game's league adapter.

use std::ffi::OsStr;
use std::io::Write;
use std::path::PathBuf;

use clap::builder::{PossibleValue, StringValueParser, TypedValueParser};

use crate::common::batch::default_jobs;
use crate::common::i18n::{arg, Localizer};
use crate::registry::{self, GameEntry};
use crate::shells::kit::exit::{code_of, Done, Failure};
use crate::shells::kit::output::Format;

use super::console::{fail, say_line};

pub use crate::shells::kit::exit::{EXIT_OK, EXIT_PROBLEM, EXIT_USAGE};

/// Where user team files come from (shared by every league command).
#[derive(Debug, Clone, Default, clap::Args)]
pub struct DataArgs {
    /// A directory of extra team files (default: $GRIDIRON_DATA, else the config directory)
    #[arg(long, value_name = "DIR")]
    pub data: Option<PathBuf>,
}

/// Any text, checked by the command rather than by clap (so the error is in the user's words
/// and names what the chosen game has); `offered` lists the values shell completion offers.
#[derive(Clone, Copy)]
pub(crate) struct Checked {
    offered: fn() -> Vec<&'static str>,
}

impl TypedValueParser for Checked {
    type Value = String;

    fn parse_ref(
        &self,
        command: &clap::Command,
        argument: Option<&clap::Arg>,
        value: &OsStr,
    ) -> Result<String, clap::Error> {
        StringValueParser::new().parse_ref(command, argument, value)
    }

    fn possible_values(&self) -> Option<Box<dyn Iterator<Item = PossibleValue> + '_>> {
        Some(Box::new(
            (self.offered)().into_iter().map(PossibleValue::new),
        ))
    }
}

/// `--game`: a game's id (or alias), offered from the registry.
const GAME: Checked = Checked {
    offered: registry::ids,
};

/// `--optional`: the optional rules of every game, offered from the registry, and `none`, as
/// `play` takes it; each command takes only those of its game.
pub(crate) const OPTIONAL: Checked = Checked {
    offered: every_optional_rule,
};

/// Asks for no optional rule, in every command that takes a list of them.
const NO_OPTIONAL_RULE: &str = "none";

fn every_optional_rule() -> Vec<&'static str> {
    let mut rules: Vec<&'static str> = vec![NO_OPTIONAL_RULE];
    for rule in registry::GAMES.iter().flat_map(|game| game.optional_rules) {
        if !rules.contains(rule) {
            rules.push(rule);
        }
    }
    rules
}

/// `gridiron sim`: many computer-vs-computer games between two teams.
#[derive(Debug, Clone, clap::Args)]
pub struct SimArgs {
    /// The game, by its id (the default game when left out)
    #[arg(long, value_parser = GAME)]
    pub game: Option<String>,
    /// The home team (name, code or file name; a game may have a default)
    #[arg(long)]
    pub home: Option<String>,
    /// The away team
    #[arg(long)]
    pub away: Option<String>,
    /// How many games to play
    #[arg(long, default_value_t = 1000)]
    pub games: u64,
    /// The seed; the same seed plays the same games (random when left out)
    #[arg(long, allow_negative_numbers = true)]
    pub seed: Option<u64>,
    /// The home coach: one of the game's computer coaches (each game has a default)
    #[arg(long)]
    pub home_coach: Option<String>,
    /// The away coach
    #[arg(long)]
    pub away_coach: Option<String>,
    /// Threads to use (default: one per core)
    #[arg(long)]
    pub jobs: Option<usize>,
    /// Optional rules to play with (comma-separated)
    #[arg(long, value_parser = OPTIONAL, value_delimiter = ',')]
    pub optional: Vec<String>,
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
    /// The coach of every team: one of the game's computer coaches (default: the game's default)
    #[arg(long)]
    pub coach: Option<String>,
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
    #[arg(long, value_parser = OPTIONAL, value_delimiter = ',')]
    pub optional: Vec<String>,
    #[command(flatten)]
    pub data: DataArgs,
}

/// `gridiron rank`: a strength table of teams from simulated round-robins.
#[derive(Debug, Clone, clap::Args)]
pub struct RankArgs {
    /// The game, by its id (the default game when left out)
    #[arg(long, value_parser = GAME)]
    pub game: Option<String>,
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
    #[arg(long, value_parser = OPTIONAL, value_delimiter = ',')]
    pub optional: Vec<String>,
    /// table, json or csv
    #[arg(long, value_enum, default_value_t = Format::Table)]
    pub format: Format,
    /// Also draw the strength chart as an SVG file
    #[arg(long, value_name = "FILE.svg")]
    pub plot: Option<PathBuf>,
    /// Rank coaches instead of teams: levels or the game's coaches, comma-separated
    #[arg(long, value_delimiter = ',', value_name = "COACH,COACH")]
    pub coaches: Vec<String>,
    /// With --coaches: the most games each pair of coaches plays
    #[arg(long, default_value_t = 1000)]
    pub games: u64,
    #[command(flatten)]
    pub data: DataArgs,
}

/// `gridiron teams [show NAME]`.
#[derive(Debug, Clone, clap::Args)]
pub struct TeamsArgs {
    /// The game, by its id (the default game when left out)
    #[arg(long, value_parser = GAME)]
    pub game: Option<String>,
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
    /// The game, by its id (the default game when left out)
    #[arg(long, value_parser = GAME)]
    pub game: Option<String>,
    /// Data files or directories (default: the shipped data and your team directory)
    pub paths: Vec<PathBuf>,
    /// table, json or csv
    #[arg(long, value_enum, default_value_t = Format::Table)]
    pub format: Format,
    #[command(flatten)]
    pub data: DataArgs,
}

/// The game `--game` names (the default game when it names none); any other name is a usage
/// error that lists the games there are.
pub(crate) fn game(
    name: Option<&str>,
    loc: &Localizer,
    err: &mut dyn Write,
) -> Result<&'static GameEntry, Failure> {
    let Some(name) = name else {
        return Ok(registry::default_game());
    };
    registry::find(name).ok_or_else(|| {
        fail(
            err,
            &loc.text_with(
                "league-error-game",
                &[
                    arg("game", name.to_string()),
                    arg("games", registry::ids().join(", ")),
                ],
            ),
            Failure::Usage,
        )
    })
}

/// The optional rules `names` asks of `game`, each once, in `game`'s order; `none` (or nothing
/// between two commas) asks for none. A rule `game` does not have is a usage error that lists
/// those it has (reported, `None`).
pub(crate) fn optional_rules(
    game: &GameEntry,
    names: &[String],
    loc: &Localizer,
    err: &mut dyn Write,
) -> Option<Vec<&'static str>> {
    let mut asked = Vec::new();
    for name in names.iter().map(|n| n.trim().to_ascii_lowercase()) {
        if name == NO_OPTIONAL_RULE || name.is_empty() {
            continue;
        }
        match game.optional_rules.iter().find(|rule| **rule == name) {
            Some(rule) => asked.push(*rule),
            None => {
                say_line(
                    err,
                    &loc.text_with(
                        "league-error-optional",
                        &[
                            arg("rule", name),
                            arg("game", loc.text(game.name_message)),
                            arg("rules", game.optional_rules.join(", ")),
                        ],
                    ),
                );
                return None;
            }
        }
    }
    Some(
        game.optional_rules
            .iter()
            .copied()
            .filter(|rule| asked.contains(rule))
            .collect(),
    )
}

/// `--jobs`, one per core when left out; 0 is a usage error (reported, `None`).
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

/// `--games-per-pair 0` plays nothing; refused like `--games 0`.
pub(crate) fn check_games_per_pair(
    games_per_pair: u32,
    loc: &Localizer,
    err: &mut dyn Write,
) -> Done {
    if games_per_pair == 0 {
        return Err(fail(
            err,
            &loc.text("league-error-games-per-pair"),
            Failure::Usage,
        ));
    }
    Ok(())
}

/// What every game's `sim` takes alike, checked: threads, games, optional rules and the seed.
pub(crate) struct SimRun {
    pub jobs: usize,
    pub games: u64,
    /// The optional rules of the game asked for, in its order.
    pub optional: Vec<&'static str>,
    pub seed: u64,
}

impl SimRun {
    /// `args`' `--jobs`, `--games`, `--optional` (of `game`) and `--seed`; each mistake is
    /// reported (`None`).
    pub(crate) fn parse(
        game: &GameEntry,
        args: &SimArgs,
        loc: &Localizer,
        err: &mut dyn Write,
    ) -> Option<SimRun> {
        let (Some(jobs), Some(games), Some(optional)) = (
            parse_jobs(args.jobs, loc, err),
            parse_games(args.games, loc, err),
            optional_rules(game, &args.optional, loc, err),
        ) else {
            return None;
        };
        Some(SimRun {
            jobs,
            games,
            optional,
            seed: seed_or_random(args.seed),
        })
    }
}

/// `--seed`, or a random one.
pub(crate) fn seed_or_random(seed: Option<u64>) -> u64 {
    seed.unwrap_or_else(crate::shells::kit::seed::random_seed)
}

/// `gridiron sim`: the game `--game` names runs it.
pub fn run_sim(args: &SimArgs, loc: &Localizer, out: &mut dyn Write, err: &mut dyn Write) -> i32 {
    code_of(
        game(args.game.as_deref(), loc, err)
            .and_then(|game| (game.league.sim)(game, args, loc, out, err)),
    )
}

/// `gridiron teams`: the game `--game` names runs it.
pub fn run_teams(
    args: &TeamsArgs,
    loc: &Localizer,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> i32 {
    code_of(
        game(args.game.as_deref(), loc, err)
            .and_then(|game| (game.league.teams)(game, args, loc, out, err)),
    )
}

/// `gridiron validate`: every path given must exist; the game `--game` names checks them.
pub fn run_validate(
    args: &ValidateArgs,
    loc: &Localizer,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> i32 {
    code_of(game(args.game.as_deref(), loc, err).and_then(|game| {
        all_paths_exist(&args.paths, loc, err)?;
        (game.league.validate)(game, args, loc, out, err)
    }))
}

/// Whether every path given exists; each missing one is reported.
fn all_paths_exist(paths: &[PathBuf], loc: &Localizer, err: &mut dyn Write) -> Done {
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
    if missing.is_empty() {
        Ok(())
    } else {
        Err(Failure::Usage)
    }
}

/// `gridiron rank`: the game `--game` names runs it; with `--coaches`, its coaches play the
/// gauntlet instead.
pub fn run_rank(args: &RankArgs, loc: &Localizer, out: &mut dyn Write, err: &mut dyn Write) -> i32 {
    code_of(game(args.game.as_deref(), loc, err).and_then(|game| {
        if args.coaches.is_empty() {
            (game.league.rank)(game, args, loc, out, err)
        } else {
            super::gauntlet::run(game, args, loc, out, err)
        }
    }))
}

/// `gridiron season`: a season file's command, or a simulated season of the default game.
pub fn run_season(
    args: &SeasonArgs,
    loc: &Localizer,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> i32 {
    code_of(match &args.file {
        Some(command) => super::season_commands::run(command, loc, out, err),
        None => super::season_commands::seasons(registry::default_game(), loc, err)
            .and_then(|of| (of.seasons.simulate)(of.game, args, loc, out, err)),
    })
}
