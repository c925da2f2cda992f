//! What is fixed for one game: the data, the two teams and the optional rules.

use super::board::Board;
use crate::data::model::{Library, Team};

/// The optional rules (BA, BB).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Options {
    /// The advanced game: passing (BA1-BA4).
    pub advanced: bool,
    /// Blood Bowl blocks (BB1-BB8): a tackle is resolved as a block, with assists, block dice,
    /// push-backs, knock-downs and the blitz.
    pub blocks: bool,
}

impl Options {
    /// The options by the names `--optional` takes.
    pub const NAMES: [&'static str; 2] = ["advanced", "blocks"];

    /// The options `names` turn on (`basic`, `none` and empty names turn on nothing); the first
    /// name that is no option of this game is the error.
    pub fn from_names<'a>(names: impl IntoIterator<Item = &'a str>) -> Result<Options, &'a str> {
        let mut options = Options::default();
        for name in names {
            match name {
                "advanced" => options.advanced = true,
                "blocks" => options.blocks = true,
                "basic" | "none" | "" => {}
                unknown => return Err(unknown),
            }
        }
        Ok(options)
    }
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
