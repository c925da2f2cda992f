//! What is wrong with a Battleball record (a logged game's setup), in the reader's words.

use crate::common::i18n::Localizer;
use crate::common::text::printable;
use crate::games::battleball::record::{RecordError, MAX_DECISIONS};
use crate::shells::kit::save_problem::{self, SaveProblem};

/// The words for a Battleball record at `shown` that cannot be read, rebuilt or written; what
/// the record took from a file is escaped.
pub(crate) fn message(shown: &str, error: RecordError, loc: &Localizer) -> String {
    let shown_text = |text: &str| printable(text).into_owned();
    let problem = match error {
        RecordError::Malformed { detail } => SaveProblem::Malformed {
            detail: shown_text(&detail),
        },
        RecordError::Foreign => SaveProblem::Foreign,
        RecordError::Version { found } => SaveProblem::Version { found },
        RecordError::Stream { found } => SaveProblem::Stream { found },
        RecordError::TooManyDecisions { count } => SaveProblem::TooManyDecisions {
            count,
            limit: MAX_DECISIONS,
        },
        RecordError::Data { file, problems } => SaveProblem::Data {
            file: shown_text(&file),
            problems,
        },
        RecordError::UnknownTeam { file } => SaveProblem::UnknownTeam {
            file: shown_text(&file),
        },
        RecordError::Illegal { number, team, .. } => SaveProblem::Illegal {
            number,
            id: "bb-error-save-illegal",
            who: ("team", shown_text(&team)),
        },
        RecordError::NotRecordable { file } => SaveProblem::NotRecordable {
            file: shown_text(&file),
        },
        RecordError::RecordDiffers => SaveProblem::RecordDiffers,
    };
    save_problem::message(shown, problem, loc)
}
