//! Cards, dice and teams: their validated model and the loader that builds it from data files.
//!
//! Parsing is pure (`load::from_sources` works on bytes in memory); only `source` touches the
//! file system. Problems carry a Fluent message id and arguments, never English text.

mod cards_file;
pub mod load;
pub mod model;
mod special_file;
mod team_file;
mod teams;
mod white_file;
mod yard_die;

pub use crate::common::data_file::problem::{render_plain, Problem, ProblemKind};
pub use crate::common::data_file::source::Source;
pub use load::{
    check_files, from_sources, load, load_playable, Library, LoadedTeam, Skipped, SpecialDefaults,
};

/// 1st & Goal's shipped data files: those directly in `data/` and the teams in `data/teams/`.
/// Another game's files sit in a folder of their own under `data/` and are left out, since to
/// this loader every file it does not know is a team file.
pub fn shipped() -> Vec<Source> {
    crate::common::data_file::source::shipped(|path| {
        path.starts_with("data/teams/") || path.matches('/').count() == 1
    })
}
