//! 1st & Goal's records in the league tools: a logged or season game's setup recorded from the
//! data it was loaded from, a record written, a season game's final score read back from its
//! save, and what is wrong with a record in the reader's words.

use std::path::{Path, PathBuf};

use crate::common::data_file::source;
use crate::common::i18n::Localizer;
use crate::common::side::Side;
use crate::common::text::printable;
use crate::games::first_and_goal::data::{self, Library, LoadedTeam, Source};
use crate::games::first_and_goal::display::words;
use crate::games::first_and_goal::engine::{OptionalRules, Setup};
use crate::games::first_and_goal::record::{
    self, SaveError, SaveRecord, SetupRecord, MAX_DECISIONS, MAX_SAVE_BYTES,
};
use crate::shells::kit::files;
use crate::shells::kit::save_problem::{self, SaveProblem};

use super::super::season_file::Score;

/// This game's id, as a save's `game` key names it (1st & Goal's saves have none).
const GAME_ID: &str = "first-and-goal";

/// The data files a library with these user team folders is loaded from: the shipped files,
/// then every `*.toml` of each folder (as `data::load` reads them).
fn data_sources(team_dirs: &[PathBuf]) -> Vec<Source> {
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
pub(crate) fn record_setup(
    team_dirs: &[PathBuf],
    library: &Library,
    [home, away]: [&LoadedTeam; 2],
    optional: OptionalRules,
) -> Result<SetupRecord, SaveError> {
    let record = SetupRecord::new(
        &data_sources(team_dirs),
        library,
        home,
        away,
        optional,
        false,
    )?;
    let expected = Setup::new(library, &home.team, &away.team, optional);
    match record.setup() {
        Ok(setup) if setup == expected => Ok(record),
        Ok(_) => Err(SaveError::RecordDiffers),
        Err(error) => Err(error),
    }
}

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
    let problem = match error {
        SaveError::Malformed { detail } => SaveProblem::Malformed { detail },
        SaveError::Foreign => SaveProblem::Foreign,
        SaveError::Version { found } => SaveProblem::Version { found },
        SaveError::Stream { found } => SaveProblem::Stream { found },
        SaveError::TooManyDecisions { count } => SaveProblem::TooManyDecisions {
            count,
            limit: MAX_DECISIONS,
        },
        SaveError::Data { file, problems } => SaveProblem::Data { file, problems },
        SaveError::UnknownTeam { file } => SaveProblem::UnknownTeam { file },
        SaveError::Illegal {
            number,
            seat,
            setup,
            ..
        } => SaveProblem::Illegal {
            number,
            id: "app-error-save-illegal",
            who: ("seat", words::seat(loc, &setup, seat)),
        },
        SaveError::NotRecordable { file } => SaveProblem::NotRecordable { file },
        SaveError::RecordDiffers => SaveProblem::RecordDiffers,
    };
    save_problem::message(shown, problem, loc)
}
