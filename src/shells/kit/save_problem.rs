//! What can be wrong with a game's record (a save, a logged game), in the user's words. Every
//! game's record error says the same things; each game turns its own error into a
//! [`SaveProblem`] (naming who owed an illegal decision in its own terms) and every shell words
//! it here.

use crate::common::data_file::problem::{render_plain, Problem};
use crate::common::i18n::{arg, Localizer};

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

/// The words for a record at `shown` that cannot be read, rebuilt or written.
pub fn message(shown: &str, problem: SaveProblem, loc: &Localizer) -> String {
    let path = || arg("path", shown.to_string());
    match problem {
        SaveProblem::Malformed { detail } => {
            loc.text_with("app-error-save-malformed", &[path(), arg("detail", detail)])
        }
        SaveProblem::Foreign => loc.text_with("app-error-save-foreign", &[path()]),
        SaveProblem::Version { found } => {
            loc.text_with("app-error-save-version", &[path(), arg("found", found)])
        }
        SaveProblem::Stream { found } => {
            loc.text_with("app-error-save-stream", &[path(), arg("found", found)])
        }
        SaveProblem::TooManyDecisions { count, limit } => loc.text_with(
            "app-error-save-too-many",
            &[
                path(),
                arg("count", count.to_string()),
                arg("limit", limit.to_string()),
            ],
        ),
        SaveProblem::Data { file, problems } => {
            let mut text = loc.text_with("app-error-save-data", &[path(), arg("file", file)]);
            for problem in &problems {
                text.push('\n');
                text.push_str(&render_plain(
                    problem,
                    &super::problems::message(problem, loc),
                ));
            }
            text
        }
        SaveProblem::UnknownTeam { file } => {
            loc.text_with("app-error-save-team", &[path(), arg("file", file)])
        }
        SaveProblem::Illegal {
            number,
            id,
            who: (name, words),
        } => loc.text_with(
            id,
            &[path(), arg("number", number.to_string()), arg(name, words)],
        ),
        SaveProblem::NotRecordable { file } => {
            loc.text_with("app-error-save-setup", &[path(), arg("file", file)])
        }
        SaveProblem::RecordDiffers => loc.text_with(
            "app-error-save-setup",
            &[path(), arg("file", "-".to_string())],
        ),
    }
}
