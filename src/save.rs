//! A game in progress as a file: the engine state with its decision log, the dice stream's
//! position, and who sits where. Pure conversion to and from text; the shell does the IO.

use serde::{Deserialize, Serialize};

use crate::dice::SeededDice;
use crate::engine::Game;

/// Marks a gridiron save, so a foreign TOML file is refused rather than misread.
const FORMAT: &str = "gridiron-save";
/// Bumped when a save's meaning changes; older or newer saves are refused, never guessed at.
const VERSION: u32 = 1;

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct SavedGame {
    format: String,
    version: u32,
    /// The seed the game started from (for the record and `replay`).
    pub seed: u64,
    /// Who plays each seat, as the shell describes it (e.g. "human:Anna", "equilibrium").
    pub players: Vec<String>,
    pub dice: SeededDice,
    pub game: Game,
}

/// Why a save could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SaveError {
    /// Not TOML, or not a save's shape; `detail` is the parser's own words.
    Malformed { detail: String },
    /// Valid TOML, but not a gridiron save.
    Foreign,
    /// A gridiron save from another version.
    Version { found: u32 },
}

impl SavedGame {
    pub fn new(seed: u64, players: Vec<String>, dice: SeededDice, game: Game) -> SavedGame {
        SavedGame {
            format: FORMAT.to_string(),
            version: VERSION,
            seed,
            players,
            dice,
            game,
        }
    }

    pub fn to_toml(&self) -> Result<String, SaveError> {
        toml::to_string(self).map_err(|e| SaveError::Malformed {
            detail: e.to_string(),
        })
    }

    pub fn from_toml(text: &str) -> Result<SavedGame, SaveError> {
        #[derive(Deserialize)]
        struct Header {
            format: Option<String>,
            version: Option<u32>,
        }
        let header: Header = toml::from_str(text).map_err(|e| SaveError::Malformed {
            detail: e.message().to_string(),
        })?;
        if header.format.as_deref() != Some(FORMAT) {
            return Err(SaveError::Foreign);
        }
        match header.version {
            Some(VERSION) => {}
            found => {
                return Err(SaveError::Version {
                    found: found.unwrap_or(0),
                })
            }
        }
        toml::from_str(text).map_err(|e| SaveError::Malformed {
            detail: e.message().to_string(),
        })
    }
}
