//! Cards, dice and teams: their validated model and the loader that builds it from data files.
//!
//! Parsing is pure (`load::from_sources` works on bytes in memory); only `source` touches the
//! file system. Problems carry a Fluent message id and arguments, never English text.

mod cards_file;
pub mod load;
pub mod model;
pub mod problem;
mod special_file;
mod team_file;
mod teams;
mod white_file;
mod yard_die;

pub use gridiron_core::data_file::problem::{render_plain, Problem, ProblemKind};
pub use gridiron_core::data_file::source::Source;
pub use load::{
    check_files, from_sources, load, load_playable, Library, LoadedTeam, Skipped, SpecialDefaults,
};
pub use problem::{Deck, FirstAndGoalProblem};

/// 1st & Goal's shipped data files, `data/first-and-goal/`: the fixed files and the teams in `teams/`
/// (see `build.rs`; another game's files are left out, since to this loader every file it does
/// not know is a team file).
pub fn shipped() -> Vec<Source> {
    gridiron_core::data_file::source::shipped(SHIPPED)
}

static SHIPPED: &[(&str, &[u8])] = include!(concat!(env!("OUT_DIR"), "/shipped_data.rs"));
