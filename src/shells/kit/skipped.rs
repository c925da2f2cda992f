//! The warnings for user team files left out of play: which file, how many problems, and how to
//! see them. Every game's loader leaves a broken user team file out and lists it; each game's
//! list entry says what it is through [`LeftOut`].

use std::path::Path;

use crate::common::i18n::Localizer;
use crate::common::text::printable;

/// A user team file a game's loader left out because of its problems.
pub trait LeftOut {
    fn file(&self) -> &Path;
    /// How many problems it has.
    fn problem_count(&self) -> usize;
}

/// One line per file left out, in the message `id` (each game names its own `validate`
/// command): the file and how many problems it has.
pub fn warnings<S: LeftOut>(id: &str, skipped: &[S], loc: &Localizer) -> String {
    let mut out = String::new();
    for file in skipped {
        let path = printable(&file.file().display().to_string()).into_owned();
        out.push_str(&loc.text_with(
            id,
            &[
                ("file", path.into()),
                ("problems", (file.problem_count() as f64).into()),
            ],
        ));
        out.push('\n');
    }
    out
}
