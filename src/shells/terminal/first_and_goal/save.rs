//! 1st & Goal's saves: the record of a new game's setup, reading a save back (refusing another
//! game's), and the words for a save that cannot be read, rebuilt or written. The files
//! themselves are every shell's (`kit::files`: bounded reads, atomic writes) and the
//! terminal's (`savefile`: locks).

use std::path::Path;

use crate::common::i18n::Localizer;
use crate::games::first_and_goal::display::words::{self, arg};
/// Every shell records a game from team folders alike.
pub use crate::games::first_and_goal::record::record_setup;
use crate::games::first_and_goal::record::{self, Replayed, SaveError, SaveRecord};
use crate::shells::kit::files;
use crate::shells::kit::save_problem;
use crate::shells::kit::text::message as wrapped;

/// Writes a record, or says in the user's language why it could not be written.
pub fn store(path: &Path, record: &SaveRecord, loc: &Localizer) -> Result<(), String> {
    let shown = path.display().to_string();
    let text = record
        .to_toml()
        .map_err(|error| message(&shown, error, loc))?;
    files::store_text(path, &text, loc)
}

/// Reads a save and rebuilds its game, or says in the user's language why it cannot be used.
pub fn load(path: &Path, loc: &Localizer) -> Result<(SaveRecord, Replayed), String> {
    let (record, text) = read(path, loc)?;
    let replayed = record::replay(&record, |_, _| {})
        .map_err(|error| replay_message(&path.display().to_string(), &text, error, loc))?;
    Ok((record, replayed))
}

/// Reads a save's record without replaying it, with the save's text (for the place of a
/// decision the replay refuses).
pub fn read(path: &Path, loc: &Localizer) -> Result<(SaveRecord, String), String> {
    let shown = path.display().to_string();
    let text = files::read_text(path, record::MAX_SAVE_BYTES)
        .map_err(|error| wrapped(&files::read_message(&shown, error, loc)))?;
    let record = parse(&shown, &text, loc)?;
    Ok((record, text))
}

/// A record's text read as 1st & Goal's (`shown` names it in messages), refusing another
/// game's record, or said in the user's language why it cannot be.
pub fn parse(shown: &str, text: &str, loc: &Localizer) -> Result<SaveRecord, String> {
    // A save of another game (1st & Goal's have no `game` key) is not misread as this one.
    if let Some(game) = gridiron_core::record::game_key(text) {
        if game != "first-and-goal" {
            let game: String = crate::common::text::printable(&game)
                .chars()
                .take(40)
                .collect();
            return Err(wrapped(&loc.text_with(
                "app-error-save-game",
                &[arg("path", shown.to_string()), arg("game", game)],
            )));
        }
    }
    SaveRecord::from_toml(text).map_err(|error| message(shown, error, loc))
}

/// The words for a save that cannot be read or rebuilt.
pub fn message(shown: &str, error: SaveError, loc: &Localizer) -> String {
    save_problem::message(shown, words::save_problem(loc, error), loc)
}

/// The words for a save of `text` that does not replay: where a refused decision stands too.
pub fn replay_message(shown: &str, text: &str, error: SaveError, loc: &Localizer) -> String {
    save_problem::message_of_text(shown, text, words::save_problem(loc, error), loc)
}

/// Whether a save's text holds a finished 1st & Goal game, an unfinished one, or none.
pub fn finished(text: &str) -> Option<bool> {
    let record = SaveRecord::from_toml(text).ok()?;
    let replayed = record::replay(&record, |_, _| {}).ok()?;
    Some(replayed.game.is_over())
}
