//! What every game's record shares: the data files its setup was read from, kept verbatim so a
//! save replays through the same validator as the `data/` directory.

use serde::{Deserialize, Serialize};

/// One data file as the game's setup read it: its path (as messages name it) and its text.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct DataFile {
    pub path: String,
    pub text: String,
}

/// The `game` key of a save's text, if it is TOML and has one: which game wrote it (saves of the
/// first game, 1st & Goal, have none).
pub fn game_key(text: &str) -> Option<String> {
    #[derive(Deserialize)]
    struct Game {
        game: Option<String>,
    }
    toml::from_str::<Game>(text).ok()?.game
}
