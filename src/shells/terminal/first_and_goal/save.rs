//! 1st & Goal's saves: the record of a new game's setup, reading a save back (refusing another
//! game's), and the words for a save that cannot be read, rebuilt or written. The files
//! themselves (bounded reads, atomic writes, locks) are the terminal's `savefile`.

use std::path::{Path, PathBuf};

use crate::common::data_file::source;
use crate::common::i18n::Localizer;
use crate::games::first_and_goal::data::{self, render_plain, Library, LoadedTeam, Source};
use crate::games::first_and_goal::display::words::{self, arg};
use crate::games::first_and_goal::engine::{OptionalRules, Setup};
use crate::games::first_and_goal::record::{
    self, Replayed, SaveError, SaveRecord, SetupRecord, MAX_DECISIONS,
};
use crate::shells::terminal::savefile;

/// The data files a library with these user team folders is loaded from: the shipped files,
/// then every `*.toml` of each folder (as `data::load` reads them).
pub fn data_sources(team_dirs: &[PathBuf]) -> Vec<Source> {
    let mut sources = data::shipped();
    for dir in team_dirs {
        if let Ok(more) = source::read_dir(dir, &data::load::is_other_games_folder) {
            sources.extend(more.into_iter().flatten());
        }
    }
    sources
}

/// Records the setup of a game between two teams of the library loaded from `team_dirs`, and
/// checks that the record rebuilds exactly the setup the game is to be played with.
pub fn record_setup(
    team_dirs: &[PathBuf],
    library: &Library,
    teams: [&LoadedTeam; 2],
    optional: OptionalRules,
    partners_share_hands: bool,
) -> Result<SetupRecord, SaveError> {
    let sources = data_sources(team_dirs);
    let [home, away] = teams;
    let record = SetupRecord::new(
        &sources,
        library,
        home,
        away,
        optional,
        partners_share_hands,
    )?;
    let mut expected = Setup::new(library, &home.team, &away.team, optional);
    expected.partners_share_hands = partners_share_hands;
    match record.setup() {
        Ok(setup) if setup == expected => Ok(record),
        Ok(_) => Err(SaveError::RecordDiffers),
        Err(error) => Err(error),
    }
}

/// Writes a record, or says in the user's language why it could not be written.
pub fn store(path: &Path, record: &SaveRecord, loc: &Localizer) -> Result<(), String> {
    let shown = path.display().to_string();
    let text = record
        .to_toml()
        .map_err(|error| message(&shown, error, loc))?;
    savefile::store_text(path, &text, loc)
}

/// Reads a save and rebuilds its game, or says in the user's language why it cannot be used.
pub fn load(path: &Path, loc: &Localizer) -> Result<(SaveRecord, Replayed), String> {
    let record = read(path, loc)?;
    let replayed = record::replay(&record, |_, _| {})
        .map_err(|error| message(&path.display().to_string(), error, loc))?;
    Ok((record, replayed))
}

/// Reads a save's record without replaying it.
pub fn read(path: &Path, loc: &Localizer) -> Result<SaveRecord, String> {
    let shown = path.display().to_string();
    let text = savefile::read_text(path, record::MAX_SAVE_BYTES)
        .map_err(|error| savefile::read_message(&shown, error, loc))?;
    // A save of another game (1st & Goal's have no `game` key) is not misread as this one.
    if let Some(game) = gridiron_core::record::game_key(&text) {
        if game != "first-and-goal" {
            let game: String = crate::common::text::printable(&game)
                .chars()
                .take(40)
                .collect();
            return Err(loc.text_with(
                "app-error-save-game",
                &[arg("path", shown), arg("game", game)],
            ));
        }
    }
    SaveRecord::from_toml(&text).map_err(|error| message(&shown, error, loc))
}

/// The words for a save that cannot be read or rebuilt.
pub fn message(shown: &str, error: SaveError, loc: &Localizer) -> String {
    let path = || arg("path", shown.to_string());
    match error {
        SaveError::Malformed { detail } => {
            loc.text_with("app-error-save-malformed", &[path(), arg("detail", detail)])
        }
        SaveError::Foreign => loc.text_with("app-error-save-foreign", &[path()]),
        SaveError::Version { found } => {
            loc.text_with("app-error-save-version", &[path(), arg("found", found)])
        }
        SaveError::Stream { found } => {
            loc.text_with("app-error-save-stream", &[path(), arg("found", found)])
        }
        SaveError::TooManyDecisions { count } => loc.text_with(
            "app-error-save-too-many",
            &[
                path(),
                arg("count", count.to_string()),
                arg("limit", MAX_DECISIONS.to_string()),
            ],
        ),
        SaveError::Data { file, problems } => {
            let mut text = loc.text_with("app-error-save-data", &[path(), arg("file", file)]);
            for problem in &problems {
                text.push('\n');
                text.push_str(&render_plain(
                    problem,
                    &crate::shells::kit::problems::message(problem, loc),
                ));
            }
            text
        }
        SaveError::UnknownTeam { file } => {
            loc.text_with("app-error-save-team", &[path(), arg("file", file)])
        }
        SaveError::Illegal {
            number,
            seat,
            setup,
            ..
        } => loc.text_with(
            "app-error-save-illegal",
            &[
                path(),
                arg("number", number.to_string()),
                arg("seat", words::seat(loc, &setup, seat)),
            ],
        ),
        SaveError::NotRecordable { file } => {
            loc.text_with("app-error-save-setup", &[path(), arg("file", file)])
        }
        SaveError::RecordDiffers => loc.text_with(
            "app-error-save-setup",
            &[path(), arg("file", "-".to_string())],
        ),
    }
}

/// Whether a save's text holds a finished 1st & Goal game, an unfinished one, or none.
pub fn finished(text: &str) -> Option<bool> {
    let record = SaveRecord::from_toml(text).ok()?;
    let replayed = record::replay(&record, |_, _| {}).ok()?;
    Some(replayed.game.is_over())
}
