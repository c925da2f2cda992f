//! Fitting text into an 80-column terminal: display width and word wrapping with a hanging
//! indent. Pure. Long team names and German compound words make narration lines run well past
//! 80 columns, and a terminal that wraps them itself breaks words and loses the indentation.

/// The narrowest terminal gridiron is written for.
pub const COLUMNS: usize = 80;

/// Columns `text` takes on a terminal: ANSI escape sequences take none, combining marks none,
/// East Asian wide characters two.
pub fn width(text: &str) -> usize {
    let mut columns = 0;
    let mut chars = text.chars();
    while let Some(ch) = chars.next() {
        if ch == '\x1b' {
            // CSI sequences end with a letter; colour is all gridiron writes.
            for end in chars.by_ref() {
                if end.is_ascii_alphabetic() {
                    break;
                }
            }
            continue;
        }
        columns += char_width(ch);
    }
    columns
}

fn char_width(ch: char) -> usize {
    let code = u32::from(ch);
    match code {
        0..=0x1f | 0x7f..=0x9f => 0,
        0x0300..=0x036f | 0x200b..=0x200f | 0xfe00..=0xfe0f => 0,
        0x1100..=0x115f
        | 0x2e80..=0xa4cf
        | 0xac00..=0xd7a3
        | 0xf900..=0xfaff
        | 0xfe30..=0xfe4f
        | 0xff00..=0xff60
        | 0xffe0..=0xffe6
        | 0x1f300..=0x1f64f
        | 0x1f900..=0x1f9ff
        | 0x20000..=0x3fffd => 2,
        _ => 1,
    }
}

/// Between words that must stay on one line (a card's name, a player and its square): never
/// broken at, and printed as a plain space.
pub const NO_BREAK: &str = "\u{a0}";

/// `text` with its spaces made no-break: the wrap keeps it on one line.
pub fn unbroken(text: &str) -> String {
    text.replace(' ', NO_BREAK)
}

/// `text` broken at spaces into lines of at most `columns`: the first line starts with `first`,
/// the others with `rest`. A single word wider than a line stays whole on its own line.
pub fn wrap(text: &str, first: &str, rest: &str, columns: usize) -> Vec<String> {
    let mut lines = Vec::new();
    let mut line = first.to_string();
    let mut line_width = width(first);
    let mut empty = true;
    for word in text.split(' ').filter(|w| !w.is_empty()) {
        let word_width = width(word);
        if !empty && line_width + 1 + word_width > columns {
            lines.push(std::mem::replace(&mut line, rest.to_string()));
            line_width = width(rest);
            empty = true;
        }
        if !empty {
            line.push(' ');
            line_width += 1;
        }
        line.push_str(word);
        line_width += word_width;
        empty = false;
    }
    lines.push(line);
    for line in &mut lines {
        if line.contains(NO_BREAK) {
            *line = line.replace(NO_BREAK, " ");
        }
    }
    lines
}

/// `text` wrapped to the terminal, each line ended by a newline; lines `text` already breaks
/// are kept, each wrapped on its own.
pub fn fill(text: &str, first: &str, rest: &str) -> String {
    let mut out = String::new();
    for (i, paragraph) in text.lines().enumerate() {
        let lead = if i == 0 { first } else { rest };
        for line in wrap(paragraph, lead, rest, COLUMNS) {
            out.push_str(line.trim_end());
            out.push('\n');
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn colour_and_umlauts_take_their_printed_width() {
        assert_eq!(width("\x1b[1mStrafstoß\x1b[0m"), 9);
        assert_eq!(width("Würfel"), 6);
        assert_eq!(width("東京"), 4);
    }

    #[test]
    fn wraps_at_spaces_with_a_hanging_indent() {
        assert_eq!(
            wrap("aaa bbb ccc ddd", "  ", "    ", 10),
            vec!["  aaa bbb", "    ccc", "    ddd"]
        );
    }

    #[test]
    fn a_word_too_long_for_a_line_stays_whole() {
        assert_eq!(
            wrap("x /a/very/long/path y", "", "  ", 8),
            vec!["x", "  /a/very/long/path", "  y"]
        );
    }

    #[test]
    fn no_break_spaces_hold_words_together_and_print_as_spaces() {
        assert_eq!(
            wrap(
                &format!("{}, {}", unbroken("r1 E18"), unbroken("r2 G18")),
                "",
                "",
                10
            ),
            vec!["r1 E18,", "r2 G18"]
        );
    }

    #[test]
    fn fill_keeps_existing_line_breaks() {
        assert_eq!(fill("one\ntwo", "> ", "  "), "> one\n  two\n");
    }
}
