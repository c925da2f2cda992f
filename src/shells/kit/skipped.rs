//! The warnings for user team files left out of play: which file, how many problems, and how to
//! see them. Every game's loader leaves a broken user team file out and lists it as a
//! [`Skipped`].

use crate::common::data_file::skipped::Skipped;
use crate::common::i18n::Localizer;
use crate::common::text::printable;

/// One line per file left out, in the message `id` (each game names its own `validate`
/// command): the file and how many problems it has.
pub fn warnings(id: &str, skipped: &[Skipped], loc: &Localizer) -> String {
    let mut out = String::new();
    for file in skipped {
        let path = printable(&file.file.display().to_string()).into_owned();
        out.push_str(&loc.text_with(
            id,
            &[
                ("file", path.into()),
                ("problems", (file.problems.len() as f64).into()),
            ],
        ));
        out.push('\n');
    }
    out
}
