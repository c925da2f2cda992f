//! What every game's record shares: the data files its setup was read from, kept verbatim so a
//! save replays through the same validator as the `data/` directory, and what can be wrong with
//! a record, which each game's own error turns into.

use serde::{Deserialize, Serialize};

use crate::data_file::problem::Problem;

/// One data file as the game's setup read it: its path (as messages name it) and its text.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct DataFile {
    pub path: String,
    pub text: String,
}

/// The `game` key of a save's text, if it is TOML and has one: which game wrote it (saves of the
/// registry's first game, written before there were two, have none).
pub fn game_key(text: &str) -> Option<String> {
    #[derive(Deserialize)]
    struct Game {
        game: Option<String>,
    }
    toml::from_str::<Game>(text).ok()?.game
}

/// Why a record could not be read, rebuilt or written; the texts in it are shown as they are
/// (a game escapes what it takes from a file before it puts it here).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SaveProblem {
    /// Not TOML, or not a record's shape; `detail` is the parser's own words.
    Malformed { detail: String },
    /// Valid TOML, but not a gridiron save.
    Foreign,
    /// A save from another version.
    Version { found: u32 },
    /// Played with another version of the dice stream.
    Stream { found: u32 },
    /// More decisions (`count`) than any game has (`limit`).
    TooManyDecisions { count: usize, limit: usize },
    /// The record's data files do not pass the data validator; `file` is the first at fault.
    Data {
        file: String,
        problems: Vec<Problem>,
    },
    /// A team file the record names is not among its data files.
    UnknownTeam { file: String },
    /// Decision `number` (1-based) is not legal where it stands: the game's message `id` says
    /// so, with the argument `who` naming who owed it (`(argument name, words)`).
    Illegal {
        number: usize,
        id: &'static str,
        who: (&'static str, String),
    },
    /// A file the setup needs is not among the data files given (or is not text).
    NotRecordable { file: String },
    /// The setup rebuilt from the record is not the one the game was to be played with.
    RecordDiffers,
}
