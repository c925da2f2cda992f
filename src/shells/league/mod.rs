//! League tools: teams as data, validation, batch simulation, seasons and team strength.
//!
//! The commands (`commands`: the `clap` arguments and the `run_*` entry points the binary's
//! subcommands call) and what every game shares (the season's schedule, standings and bracket,
//! the strength model, tables and charts) are written once; each game's own work is in its
//! folder, reached through its adapter in the registry.

pub mod adapter;
pub mod battleball;
pub mod chart;
pub mod commands;
pub mod console;
pub mod first_and_goal;
pub mod gauntlet;
pub mod rank;
pub mod season;
pub mod season_commands;
pub mod season_file;
pub mod sim;
pub mod sim_report;
pub mod sim_table;
pub mod teams;

pub use commands::{
    run_rank, run_season, run_sim, run_teams, run_validate, DataArgs, RankArgs, SeasonArgs,
    SimArgs, TeamsArgs, TeamsCommand, ValidateArgs,
};
