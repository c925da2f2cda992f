//! 1st & Goal in the league tools, for the registry.

use super::adapter::Adapter;
use super::commands;

pub static ADAPTER: Adapter = Adapter {
    sim: commands::sim_first_and_goal,
    teams: commands::teams_first_and_goal,
    validate: commands::validate_first_and_goal,
    rank: commands::rank_first_and_goal,
};
