//! A data file's text: decoding its bytes, parsing its TOML, and turning byte spans into
//! `line:column` for problems.

use std::ops::Range;
use std::path::Path;

use serde::de::DeserializeOwned;

use super::problem::{Problem, ProblemKind};
use super::source::{Source, MAX_FILE_BYTES};

/// A 1-based position in a file, kept where a problem may only be found later (across files).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Pos {
    pub line: usize,
    pub column: usize,
}

pub(crate) struct Document<'a> {
    pub path: &'a Path,
    pub text: &'a str,
}

impl<'a> Document<'a> {
    /// Checks the bytes are a UTF-8 text of sane size. A UTF-8 byte-order mark is skipped.
    pub fn decode(source: &'a Source) -> Result<Document<'a>, Problem> {
        let path = source.path.as_path();
        let bytes = source.bytes.as_slice();
        if bytes.len() > MAX_FILE_BYTES {
            return Err(Problem::whole_file(
                path,
                ProblemKind::TooLarge {
                    limit: MAX_FILE_BYTES,
                },
            ));
        }
        if bytes.starts_with(&[0xFF, 0xFE]) || bytes.starts_with(&[0xFE, 0xFF]) {
            return Err(Problem::whole_file(path, ProblemKind::Utf16));
        }
        let bytes = bytes.strip_prefix(&[0xEF, 0xBB, 0xBF]).unwrap_or(bytes);
        match std::str::from_utf8(bytes) {
            Ok(text) => Ok(Document { path, text }),
            Err(error) => {
                // The valid prefix locates the first bad byte.
                let valid = bytes.get(..error.valid_up_to()).unwrap_or_default();
                let prefix = String::from_utf8_lossy(valid);
                let doc = Document {
                    path,
                    text: &prefix,
                };
                Err(doc.problem(error.valid_up_to(), ProblemKind::NotUtf8))
            }
        }
    }

    /// Parses the whole document into `T`; the first structural error becomes the problem.
    pub fn parse<T: DeserializeOwned>(&self) -> Result<T, Problem> {
        toml::from_str(self.text).map_err(|error| {
            let kind = classify(error.message());
            match error.span() {
                Some(span) => self.problem(span.start, kind),
                None => Problem::whole_file(self.path, kind),
            }
        })
    }

    pub fn pos(&self, offset: usize) -> Pos {
        // Clamp to a char boundary so that no span, however odd, can make slicing panic.
        let mut end = offset.min(self.text.len());
        while !self.text.is_char_boundary(end) {
            end -= 1;
        }
        let before = &self.text[..end];
        let line_start = before.rfind('\n').map_or(0, |i| i + 1);
        Pos {
            line: before.matches('\n').count() + 1,
            column: before[line_start..].chars().count() + 1,
        }
    }

    pub fn problem(&self, offset: usize, kind: ProblemKind) -> Problem {
        let Pos { line, column } = self.pos(offset);
        Problem {
            file: self.path.to_path_buf(),
            line,
            column,
            kind,
        }
    }

    pub fn at(&self, span: &Range<usize>, kind: ProblemKind) -> Problem {
        self.problem(span.start, kind)
    }

    pub fn whole(&self, kind: ProblemKind) -> Problem {
        Problem::whole_file(self.path, kind)
    }
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
        assert_eq!(doc.pos(0), Pos { line: 1, column: 1 });
        assert_eq!(doc.pos(6), Pos { line: 2, column: 1 });
        assert_eq!(doc.pos(12), Pos { line: 2, column: 6 });
        assert_eq!(doc.pos(9), Pos { line: 2, column: 3 });
        assert_eq!(doc.pos(999), Pos { line: 3, column: 1 });
    }
}
