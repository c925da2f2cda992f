//! Cards, dice and teams: their validated model and the loader that builds it from data files.
//!
//! Parsing is pure (`load::from_sources` works on bytes in memory); only `source` touches the
//! file system. Problems carry a Fluent message id and arguments, never English text.

mod cards_file;
pub(crate) mod checker;
pub(crate) mod document;
pub mod load;
pub mod model;
pub mod problem;
pub(crate) mod shape;
pub mod source;
mod special_file;
mod team_file;
mod teams;
mod white_file;

pub use load::{
    check_files, from_sources, load, load_playable, Library, LoadedTeam, Skipped, SpecialDefaults,
};
pub use problem::{render_plain, Problem, ProblemKind};
pub use source::Source;
