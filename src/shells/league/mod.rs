//! League tools: teams as data, validation, batch simulation, seasons and team strength.
//!
//! The logic lives here as a library; `commands` holds the `clap` arguments and the `run_*`
//! entry points the binary's subcommands call.

pub mod adapter;
pub mod balance;
pub mod battleball;
pub mod chart;
pub mod commands;
pub mod first_and_goal;
pub mod match_play;
pub mod rank;
pub mod report;
pub mod season;
pub mod season_commands;
pub mod season_file;
pub mod sim;
pub mod sim_table;
pub mod teams;

pub use commands::{
    run_rank, run_season, run_sim, run_teams, run_validate, DataArgs, GameArg, OptionalRule,
    RankArgs, SeasonArgs, SimArgs, TeamsArgs, TeamsCommand, ValidateArgs,
};
pub use teams::play_data;
