//! Text that came from a file, made safe to show on a terminal.
//!
//! A name or key read from a data file may hold an escape sequence (`\u{1b}[2J` clears the
//! screen), a NUL, a bidi override that reverses what follows, a newline that fakes a second
//! message, or a zero-width character that makes two names look alike. Data checks refuse such
//! characters in names ([`is_invisible`]); everything that still quotes file content (problem
//! messages, source lines) goes through [`printable`] first.

use std::borrow::Cow;

/// Format characters (Unicode category Cf) that are not ASCII: soft hyphen, Arabic and Syriac
/// marks, zero-width and joiner characters, bidi marks, embeddings, overrides and isolates,
/// invisible operators, the byte-order mark, interlinear annotation, and the tag characters.
const FORMAT: &[(char, char)] = &[
    ('\u{00AD}', '\u{00AD}'),
    ('\u{0600}', '\u{0605}'),
    ('\u{061C}', '\u{061C}'),
    ('\u{06DD}', '\u{06DD}'),
    ('\u{070F}', '\u{070F}'),
    ('\u{0890}', '\u{0891}'),
    ('\u{08E2}', '\u{08E2}'),
    ('\u{180E}', '\u{180E}'),
    ('\u{200B}', '\u{200F}'),
    ('\u{202A}', '\u{202E}'),
    ('\u{2060}', '\u{2064}'),
    ('\u{2066}', '\u{206F}'),
    ('\u{FEFF}', '\u{FEFF}'),
    ('\u{FFF9}', '\u{FFFB}'),
    ('\u{110BD}', '\u{110BD}'),
    ('\u{110CD}', '\u{110CD}'),
    ('\u{13430}', '\u{1343F}'),
    ('\u{1BCA0}', '\u{1BCA3}'),
    ('\u{1D173}', '\u{1D17A}'),
    ('\u{E0001}', '\u{E0001}'),
    ('\u{E0020}', '\u{E007F}'),
];

/// Control (Cc), format (Cf) and line or paragraph separator (Zl, Zp) characters: nothing a
/// reader can see, or something that moves the cursor or reorders the text around it.
pub fn is_invisible(c: char) -> bool {
    c.is_control()
        || matches!(c, '\u{2028}' | '\u{2029}')
        || FORMAT.iter().any(|&(low, high)| (low..=high).contains(&c))
}

/// `text` with every invisible character written as a Rust escape (`\n`, `\t`, `\u{1b}`), so
/// it prints as one line and shows exactly what the file holds. Borrows when nothing changes.
pub fn printable(text: &str) -> Cow<'_, str> {
    if !text.chars().any(is_invisible) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        match c {
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if is_invisible(c) => out.push_str(&format!("\\u{{{:x}}}", u32::from(c))),
            c => out.push(c),
        }
    }
    Cow::Owned(out)
}

/// The first invisible character of `text`, if any.
pub fn first_invisible(text: &str) -> Option<char> {
    text.chars().find(|&c| is_invisible(c))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_text_is_borrowed_unchanged() {
        assert!(matches!(
            printable("Köln Krähen"),
            Cow::Borrowed("Köln Krähen")
        ));
    }

    #[test]
    fn controls_and_invisibles_are_escaped() {
        assert_eq!(printable("a\u{1b}[2Jb"), "a\\u{1b}[2Jb");
        assert_eq!(printable("x\ny\0"), "x\\ny\\u{0}");
        assert_eq!(printable("\u{202e}evil"), "\\u{202e}evil");
        assert_eq!(printable("zero\u{200b}width"), "zero\\u{200b}width");
        assert_eq!(printable("line\u{2028}sep"), "line\\u{2028}sep");
        assert_eq!(printable("\u{85}"), "\\u{85}");
    }

    #[test]
    fn visible_non_ascii_is_not_invisible() {
        for c in ['é', 'ß', '→', '–', ' ', '日', '\u{301}'] {
            assert!(!is_invisible(c), "{c:?}");
        }
        assert_eq!(first_invisible("ab\u{feff}c"), Some('\u{feff}'));
    }
}
