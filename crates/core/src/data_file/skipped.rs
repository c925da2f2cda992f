//! A user team file a game's loader left out of play because of its problems: every game's
//! loader lists them alike, and the shells warn about them alike.

use std::path::PathBuf;

use super::problem::Problem;

/// A user team file (or directory) left out of play because of its problems.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Skipped {
    pub file: PathBuf,
    pub problems: Vec<Problem>,
}
