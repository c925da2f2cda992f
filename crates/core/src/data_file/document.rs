//! A data file's text: decoding its bytes, parsing its TOML, and turning byte spans into
//! `line:column` for problems.

use std::collections::HashSet;
use std::ops::Range;
use std::path::Path;

use serde::de::DeserializeOwned;
use toml::de::DeTable;

use super::problem::{Problem, ProblemKind, Span};
use super::shape::{prune, Shape};
use super::source::{Source, MAX_FILE_BYTES};

/// A 1-based position in a file, kept where a problem may only be found later (across files).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Pos {
    pub line: usize,
    pub column: usize,
    /// Characters of the line the spot covers, for the caret under it; 1 when not known.
    pub len: usize,
}

pub struct Document<'a> {
    pub path: &'a Path,
    pub text: &'a str,
    lines: LineIndex,
}

/// Where each line starts and where the multi-byte characters are, found once per file: a
/// problem's `line:column` is then a binary search, not a scan from the start of the file, so a
/// file with many problems (or one long line of them) costs time linear in its size.
struct LineIndex {
    /// The byte offset each line starts at; the first is 0.
    starts: Vec<usize>,
    /// The byte offsets of UTF-8 continuation bytes: the bytes that add no column.
    continuations: Vec<usize>,
}

impl LineIndex {
    fn new(text: &str) -> LineIndex {
        let mut starts = vec![0];
        let mut continuations = Vec::new();
        for (offset, byte) in text.bytes().enumerate() {
            if byte == b'\n' {
                starts.push(offset + 1);
            } else if byte & 0xC0 == 0x80 {
                continuations.push(offset);
            }
        }
        LineIndex {
            starts,
            continuations,
        }
    }

    /// The 1-based line of the byte at `offset`, and the offset its line starts at.
    fn line(&self, offset: usize) -> (usize, usize) {
        let line = self.starts.partition_point(|&start| start <= offset).max(1);
        (line, self.starts[line - 1])
    }

    /// Characters in `range` (which lies on char boundaries).
    fn chars(&self, range: Range<usize>) -> usize {
        let inside = |at: usize| self.continuations.partition_point(|&c| c < at);
        range.len() - (inside(range.end) - inside(range.start))
    }
}

impl<'a> Document<'a> {
    pub(crate) fn new(path: &'a Path, text: &'a str) -> Document<'a> {
        let lines = LineIndex::new(text);
        Document { path, text, lines }
    }

    /// Checks the bytes are a UTF-8 text of sane size. A UTF-8 byte-order mark is skipped.
    pub fn decode(source: &'a Source) -> Result<Document<'a>, Box<Problem>> {
        let path = source.path.as_path();
        let bytes = source.bytes.as_slice();
        if bytes.len() > MAX_FILE_BYTES {
            return Err(Box::new(Problem::whole_file(
                path,
                ProblemKind::TooLarge {
                    limit: MAX_FILE_BYTES,
                },
            )));
        }
        if bytes.starts_with(&[0xFF, 0xFE]) || bytes.starts_with(&[0xFE, 0xFF]) || is_utf16(bytes) {
            return Err(Box::new(Problem::whole_file(path, ProblemKind::Utf16)));
        }
        let bytes = bytes.strip_prefix(&[0xEF, 0xBB, 0xBF]).unwrap_or(bytes);
        match std::str::from_utf8(bytes) {
            Ok(text) => Ok(Document::new(path, text)),
            Err(error) => {
                // The valid prefix locates the first bad byte.
                let valid = bytes.get(..error.valid_up_to()).unwrap_or_default();
                let prefix = String::from_utf8_lossy(valid);
                let doc = Document::new(path, &prefix);
                let at = error.valid_up_to();
                Err(Box::new(doc.problem(&(at..at + 1), ProblemKind::NotUtf8)))
            }
        }
    }

    /// Parses the document into `T`. Every TOML syntax error is a problem and ends the file;
    /// otherwise the tables are checked against `shape` (unknown keys, tables where values
    /// belong), and what does not fit is reported and left out, so `T` still deserialises and
    /// the rest of the file can be checked in the same run.
    pub fn parse<T: DeserializeOwned>(
        &self,
        shape: &[(&str, Shape)],
        problems: &mut Vec<Problem>,
    ) -> Option<T> {
        let (mut root, errors) = DeTable::parse_recoverable(self.text);
        if !errors.is_empty() {
            // Recovery may report one mistake more than once; one problem per line is plenty.
            let mut lines = HashSet::new();
            for error in &errors {
                let problem = self.toml_problem(error);
                if lines.insert(problem.line) {
                    problems.push(problem);
                }
            }
            return None;
        }
        let mut found = Vec::new();
        prune(root.get_mut(), shape, "", &mut found);
        problems.extend(found.into_iter().map(|(span, kind)| self.at(&span, kind)));
        match T::deserialize(toml::de::Deserializer::from(root)) {
            Ok(value) => Some(value),
            Err(error) => {
                problems.push(self.toml_problem(&error));
                None
            }
        }
    }

    fn toml_problem(&self, error: &toml::de::Error) -> Problem {
        let kind = classify(error.message());
        match error.span() {
            Some(span) => self.problem(&span, kind),
            None => Problem::whole_file(self.path, kind),
        }
    }

    pub fn pos(&self, offset: usize) -> Pos {
        let end = self.char_boundary(offset);
        let (line, line_start) = self.lines.line(end);
        Pos {
            line,
            column: self.lines.chars(line_start..end) + 1,
            len: 1,
        }
    }

    /// `offset`, or the char boundary before it, within the text: no span, however odd, can
    /// make slicing panic.
    fn char_boundary(&self, offset: usize) -> usize {
        let mut end = offset.min(self.text.len());
        while !self.text.is_char_boundary(end) {
            end -= 1;
        }
        end
    }

    pub fn problem(&self, span: &Range<usize>, kind: impl Into<ProblemKind>) -> Problem {
        let Pos { line, column, len } = self.pos_span(span);
        Problem {
            file: self.path.to_path_buf(),
            line,
            column,
            span: Span::new(len),
            kind: kind.into(),
        }
    }

    pub fn at(&self, span: &Range<usize>, kind: impl Into<ProblemKind>) -> Problem {
        self.problem(span, kind)
    }

    /// Where `span` starts, and how many characters of that line it covers (at least one).
    pub fn pos_span(&self, span: &Range<usize>) -> Pos {
        let start = self.pos(span.start);
        let from = self.char_boundary(span.start);
        let (line, _) = self.lines.line(from);
        let line_end = self
            .lines
            .starts
            .get(line)
            .map_or(self.text.len(), |next| next - 1);
        let to = self.char_boundary(span.end.min(line_end)).max(from);
        let len = self.lines.chars(from..to).max(1);
        Pos { len, ..start }
    }

    pub fn whole(&self, kind: impl Into<ProblemKind>) -> Problem {
        Problem::whole_file(self.path, kind)
    }
}

/// UTF-16 without a byte-order mark: text whose every other byte is NUL. TOML text in UTF-16 is
/// mostly ASCII, so one of the two byte positions is almost always zero, which no UTF-8 text is.
fn is_utf16(bytes: &[u8]) -> bool {
    let head = &bytes[..bytes.len().min(512)];
    if head.len() < 4 {
        return false;
    }
    let zeros = |parity: usize| {
        head.iter()
            .skip(parity)
            .step_by(2)
            .filter(|&&b| b == 0)
            .count()
    };
    let pairs = head.len() / 2;
    let (even, odd) = (zeros(0), zeros(1));
    // Little-endian puts the zero second, big-endian first; the other half must be mostly text.
    (odd * 10 >= pairs * 9 && even * 10 <= pairs) || (even * 10 >= pairs * 9 && odd * 10 <= pairs)
}

/// Turns the toml/serde error text into a kind. serde's wording of unknown and missing fields is
/// fixed by `serde::de::Error`, so those two are worth recognising; the rest is passed on.
fn classify(message: &str) -> ProblemKind {
    if let Some(rest) = message.strip_prefix("unknown field `") {
        let (key, expected) = rest.split_once('`').unwrap_or((rest, ""));
        let expected = expected
            .split('`')
            .skip(1)
            .step_by(2)
            .map(str::to_string)
            .collect();
        return ProblemKind::UnknownKey {
            key: key.to_string(),
            expected,
        };
    }
    if let Some(rest) = message.strip_prefix("missing field `") {
        let key = rest.split('`').next().unwrap_or(rest);
        return ProblemKind::MissingKey {
            key: key.to_string(),
        };
    }
    let detail = message.trim().to_string();
    if detail.starts_with("invalid type") || detail.starts_with("invalid length") {
        ProblemKind::Invalid { detail }
    } else {
        ProblemKind::Syntax { detail }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unknown_field_lists_expected_keys() {
        let kind = classify("unknown field `redd`, expected one of `red`, `ivory`");
        assert_eq!(
            kind,
            ProblemKind::UnknownKey {
                key: "redd".into(),
                expected: vec!["red".into(), "ivory".into()]
            }
        );
        let kind = classify("unknown field `x`, there are no fields");
        assert_eq!(
            kind,
            ProblemKind::UnknownKey {
                key: "x".into(),
                expected: vec![]
            }
        );
    }

    #[test]
    fn positions_count_chars_from_one() {
        let source = Source::new("f.toml", "a = 1\nbé = [\n");
        let doc = Document::decode(&source).unwrap();
        let at = |line, column| Pos {
            line,
            column,
            len: 1,
        };
        assert_eq!(doc.pos(0), at(1, 1));
        assert_eq!(doc.pos(6), at(2, 1));
        assert_eq!(doc.pos(12), at(2, 6));
        assert_eq!(doc.pos(9), at(2, 3));
        assert_eq!(doc.pos(999), at(3, 1));
        assert_eq!(doc.pos_span(&(6..9)).len, 2);
    }

    /// The index gives what counting from the start of the text gives, at every offset and
    /// for every span, on lines with multi-byte characters, `\r\n` and empty lines.
    #[test]
    fn positions_match_counting_from_the_start() {
        let text = "a = \"é€\"\n\nbé = [1,\r\n  2] # ü😀\nlast";
        let source = Source::new("f.toml", text);
        let doc = Document::decode(&source).unwrap();
        let counted = |offset: usize| {
            let mut end = offset.min(text.len());
            while !text.is_char_boundary(end) {
                end -= 1;
            }
            let before = &text[..end];
            let line_start = before.rfind('\n').map_or(0, |i| i + 1);
            (
                before.matches('\n').count() + 1,
                before[line_start..].chars().count() + 1,
            )
        };
        for start in 0..text.len() + 3 {
            let pos = doc.pos(start);
            assert_eq!((pos.line, pos.column), counted(start), "at {start}");
            for end in start..text.len() + 3 {
                let len = text
                    .get(start..end)
                    .map_or(1, |t| t.split('\n').next().unwrap_or("").chars().count())
                    .max(1);
                if text.get(start..end).is_some() {
                    assert_eq!(doc.pos_span(&(start..end)).len, len, "{start}..{end}");
                }
            }
        }
    }

    #[test]
    fn utf16_without_a_bom_is_recognised() {
        let text = "name = \"Köln\"\n";
        let le: Vec<u8> = text.encode_utf16().flat_map(u16::to_le_bytes).collect();
        let be: Vec<u8> = text.encode_utf16().flat_map(u16::to_be_bytes).collect();
        assert!(is_utf16(&le) && is_utf16(&be));
        assert!(!is_utf16(text.as_bytes()));
        assert!(!is_utf16(b"name = \"\0\"\n\0\0\0"));
    }
}
