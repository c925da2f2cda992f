//! What can be wrong with a game's record (a save, a logged game), in the user's words. Every
//! game's record error says the same things; each game turns its own error into a
//! [`SaveProblem`] (naming who owed an illegal decision in its own terms) and every shell words
//! it here.

use crate::common::data_file::problem::render_plain;
use crate::common::i18n::{arg, Localizer};
pub use crate::common::record::SaveProblem;

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
