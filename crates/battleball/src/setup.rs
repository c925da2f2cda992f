//! What is fixed for one game: the data, the two teams and the optional rules.

use super::board::Board;
use super::model::{Library, Team};

/// The optional rules (BA, BB).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Options {
    /// The advanced game: passing (BA1-BA4).
    pub advanced: bool,
    /// Blood Bowl blocks (BB1-BB8): a tackle is resolved as a block, with assists, block dice,
    /// push-backs, knock-downs and the blitz.
    pub blocks: bool,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Setup {
    pub library: Library,
    pub board: Board,
    /// Home and away, indexed by `Side::index`.
    pub teams: [Team; 2],
    pub options: Options,
}

impl Setup {
    pub fn new(library: &Library, home: &Team, away: &Team, options: Options) -> Setup {
        Setup {
            board: Board::new(library.board),
            library: library.clone(),
            teams: [home.clone(), away.clone()],
            options,
        }
    }
}
