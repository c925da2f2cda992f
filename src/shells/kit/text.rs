//! Text laid out for the terminal that more than one game needs.

use crate::common::wrap;

/// Text of several lines wrapped to 80 columns line by line, each with a hanging indent: how
/// every game's rules summary and in-game help are shown.
pub fn paragraphs(text: &str) -> String {
    text.lines()
        .map(|line| wrap::fill(line, "", "  "))
        .collect()
}
