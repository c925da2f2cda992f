//! 1st & Goal's records in the league tools: a logged or season game's setup recorded from the
//! data it was loaded from (the game's own `record::record_setup`), a record written, a season game's final score read back from its
//! save, and what is wrong with a record in the reader's words.

use std::path::Path;

use crate::common::i18n::Localizer;
use crate::common::side::Side;
use crate::common::text::printable;
use crate::games::first_and_goal::display::words;
pub(crate) use crate::games::first_and_goal::record::record_setup;
use crate::games::first_and_goal::record::{self, SaveError, SaveRecord, MAX_SAVE_BYTES};
use crate::shells::kit::files;
use crate::shells::kit::save_problem;

use super::super::season_file::Score;

/// This game's id, as a save's `game` key names it (1st & Goal's saves have none).
const GAME_ID: &str = "first-and-goal";

/// Writes `record` to `path`, or says in the reader's language why it could not.
pub(crate) fn store(path: &Path, record: &SaveRecord, loc: &Localizer) -> Result<(), String> {
    let shown = path.display().to_string();
    let text = record
        .to_toml()
        .map_err(|error| message(&shown, error, loc))?;
    files::store_text(path, &text, loc)
}

/// The final score of the 1st & Goal game saved at `path`; `None` while it is unfinished.
pub(crate) fn score(path: &Path, loc: &Localizer) -> Result<Option<Score>, String> {
    let shown = path.display().to_string();
    let text = files::read_text(path, MAX_SAVE_BYTES)
        .map_err(|error| files::read_message(&shown, error, loc))?;
    // A save of another game is not misread as this one.
    if let Some(game) = gridiron_core::record::game_key(&text) {
        if game != GAME_ID {
            let game: String = printable(&game).chars().take(40).collect();
            return Err(loc.text_with(
                "app-error-save-game",
                &[("path", shown.into()), ("game", game.into())],
            ));
        }
    }
    let saved = SaveRecord::from_toml(&text).map_err(|error| message(&shown, error, loc))?;
    let replayed =
        record::replay(&saved, |_, _| {}).map_err(|error| message(&shown, error, loc))?;
    Ok(replayed.game.is_over().then(|| Score {
        home: replayed.game.score(Side::Home),
        away: replayed.game.score(Side::Away),
    }))
}

/// The words for a 1st & Goal record at `shown` that cannot be read, rebuilt or written.
pub(crate) fn message(shown: &str, error: SaveError, loc: &Localizer) -> String {
    save_problem::message(shown, words::save_problem(loc, error), loc)
}
