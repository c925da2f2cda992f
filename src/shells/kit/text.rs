//! Text laid out for the terminal that more than one game needs.

use crate::common::wrap;

/// Text of several lines wrapped to 80 columns line by line, each with a hanging indent: how
/// every game's rules summary and in-game help are shown.
pub fn paragraphs(text: &str) -> String {
    text.lines()
        .map(|line| wrap::fill(line, "", "  "))
        .collect()
}

/// A message of one or more lines, each wrapped to 80 columns with its own indentation and
/// its continuation lines indented under it, with no newline at its end (whoever prints it
/// ends the line): how an error that quotes a file is shown, however long the file's words.
pub fn message(text: &str) -> String {
    let mut wrapped: String = text
        .lines()
        .map(|line| {
            let words = line.trim_start();
            let lead = &line[..line.len() - words.len()];
            wrap::fill(words, lead, &format!("{lead}  "))
        })
        .collect();
    wrapped.truncate(wrapped.trim_end().len());
    wrapped
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_message_keeps_to_80_columns_and_its_own_indentation() {
        let long = format!("{} end\n  second: {}", "word ".repeat(40), "x ".repeat(60));
        let shown = message(&long);
        assert!(!shown.ends_with('\n'));
        for line in shown.lines() {
            assert!(wrap::width(line) <= wrap::COLUMNS, "{line:?}");
        }
        let lines: Vec<&str> = shown.lines().collect();
        assert!(lines[1].starts_with("  word"), "{shown}");
        assert!(lines.iter().any(|l| l.starts_with("  second:")), "{shown}");
        assert!(
            lines.last().is_some_and(|l| l.starts_with("    x")),
            "{shown}"
        );
        assert_eq!(message(&shown), shown, "wrapping twice changes nothing");
    }
}
