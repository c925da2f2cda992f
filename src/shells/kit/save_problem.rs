//! What can be wrong with a game's record (a save, a logged game), in the user's words. Every
//! game's record error says the same things; each game turns its own error into a
//! [`SaveProblem`] (naming who owed an illegal decision in its own terms) and every shell words
//! it here: whatever the record quoted from its file is escaped here, once for every game, and
//! the message is wrapped to 80 columns.

use crate::common::data_file::problem::render_plain;
use crate::common::i18n::{arg, Localizer};
pub use crate::common::record::SaveProblem;
use crate::common::record::{decision_place, Place};
use crate::common::text::printable;
use crate::shells::kit::text::message as wrapped;

/// `path:line:column`, or the path alone where the problem has no place.
fn located(path: &str, place: Option<Place>) -> String {
    match place {
        Some(Place { line, column }) => format!("{path}:{line}:{column}"),
        None => path.to_string(),
    }
}

/// The most characters of a file's words a message quotes: enough to recognise them, and a
/// hand-edited save cannot fill the screen.
const QUOTED_CHARS: usize = 100;
/// The longest word of them kept whole: with its quotes and an indentation it still fits an
/// 80-column line, which a longer word would overrun (lines are broken between words only).
const QUOTED_WORD_CHARS: usize = 64;

/// `text` cut to at most `limit` characters, an ellipsis marking the cut.
fn cut(text: &str, limit: usize) -> String {
    if text.chars().count() <= limit {
        return text.to_string();
    }
    let mut kept: String = text.chars().take(limit - 1).collect();
    kept.push('…');
    kept
}

/// Text from the file (already escaped), cut to [`QUOTED_CHARS`], each word to
/// [`QUOTED_WORD_CHARS`].
fn short(text: String) -> String {
    let words: Vec<String> = text
        .split(' ')
        .map(|word| cut(word, QUOTED_WORD_CHARS))
        .collect();
    cut(&words.join(" "), QUOTED_CHARS)
}

/// The words for a problem of the record whose text is `text`: as [`message`], and under a
/// decision the game refuses, where it stands in the file (`--> file:line:column`, as a
/// data problem shows its place).
pub fn message_of_text(shown: &str, text: &str, problem: SaveProblem, loc: &Localizer) -> String {
    let place = match problem {
        SaveProblem::Illegal { number, .. } => decision_place(text, number),
        _ => None,
    };
    let mut words = message(shown, problem, loc);
    if place.is_some() {
        words.push_str("\n  --> ");
        words.push_str(&located(&printable(shown), place));
    }
    words
}

/// Why the system could not read or write a file, in the user's words where gridiron has
/// them; any other reason is the system's own (English) words, marked as the system's.
pub fn system_words(error: &std::io::Error, loc: &Localizer) -> String {
    use std::io::ErrorKind;
    match error.kind() {
        ErrorKind::NotFound => loc.text("app-error-io-not-found"),
        ErrorKind::PermissionDenied => loc.text("app-error-io-denied"),
        ErrorKind::StorageFull => loc.text("app-error-io-full"),
        ErrorKind::ReadOnlyFilesystem => loc.text("app-error-io-read-only"),
        _ => loc.text_with(
            "app-error-io-other",
            &[arg("detail", printable(&error.to_string()).into_owned())],
        ),
    }
}

/// The words for a record at `shown` that cannot be read, rebuilt or written.
pub fn message(shown: &str, problem: SaveProblem, loc: &Localizer) -> String {
    let shown = printable(shown);
    let path = || arg("path", shown.to_string());
    let at = |place| arg("place", located(&shown, place));
    // The TOML reader speaks English in every language: its words are marked as its own, on a
    // line of their own under the message.
    let reader_says = |detail: String| {
        let says = loc.text_with("app-error-save-reader-says", &[arg("detail", detail)]);
        format!("  {says}")
    };
    let text = match problem.printable() {
        SaveProblem::Malformed { detail, place } => format!(
            "{}\n{}",
            loc.text_with("app-error-save-malformed", &[at(place)]),
            reader_says(detail)
        ),
        SaveProblem::NotADecision {
            number,
            decision,
            detail,
            place,
        } => {
            let mut text = loc.text_with(
                "app-error-save-not-a-decision",
                &[
                    at(place),
                    arg("number", number.to_string()),
                    arg("decision", short(decision)),
                ],
            );
            if let Some(detail) = detail {
                text.push('\n');
                text.push_str(&reader_says(detail));
            }
            text
        }
        SaveProblem::Seats {
            count,
            seats,
            place,
        } => loc.text_with(
            "app-error-save-seats",
            &[
                at(place),
                arg("count", count),
                arg("seats", seats.to_string()),
            ],
        ),
        SaveProblem::Player {
            player,
            seats,
            coaches,
            place,
        } => loc.text_with(
            "app-error-save-player",
            &[
                at(place),
                arg("player", short(player)),
                arg("seats", seats.to_string()),
                arg("coaches", coaches),
            ],
        ),
        SaveProblem::SameTeam { team } => loc.text_with(
            "app-error-save-same-team",
            &[path(), arg("team", short(team))],
        ),
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
            let mut text =
                loc.text_with("app-error-save-data", &[path(), arg("file", short(file))]);
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
            loc.text_with("app-error-save-team", &[path(), arg("file", short(file))])
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
            loc.text_with("app-error-save-setup", &[path(), arg("file", short(file))])
        }
        SaveProblem::RecordDiffers => loc.text_with(
            "app-error-save-setup",
            &[path(), arg("file", "-".to_string())],
        ),
    };
    wrapped(&text)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_quote_from_the_file_is_cut_to_fit_a_line() {
        assert_eq!(short("home roll".into()), "home roll");
        let long_word = "x".repeat(500);
        let shown = short(format!("home {long_word} again"));
        assert!(shown
            .split(' ')
            .all(|w| w.chars().count() <= QUOTED_WORD_CHARS));
        assert!(
            shown.starts_with("home xxx") && shown.ends_with("… again"),
            "{shown}"
        );
        let many = short("word ".repeat(100));
        assert_eq!(many.chars().count(), QUOTED_CHARS);
        assert!(many.ends_with('…'));
    }
}
