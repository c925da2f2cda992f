//! What is wrong with a Battleball record (a logged game's setup), in the reader's words.

use crate::common::i18n::Localizer;
use crate::games::battleball::record::RecordError;
use crate::shells::kit::save_problem;

/// The words for a Battleball record at `shown` that cannot be read, rebuilt or written; what
/// the record took from a file is escaped.
pub(crate) fn message(shown: &str, error: RecordError, loc: &Localizer) -> String {
    save_problem::message(shown, error.into(), loc)
}
