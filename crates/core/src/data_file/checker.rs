//! Checks the leaves of a parsed data file (strings, integers, dice faces) and collects every
//! problem instead of stopping at the first, so one run of the loader reports them all.
//!
//! Leaves are parsed as `toml::Value` on purpose: a wrong type is then one more collected
//! problem with its own kind, not a serde error that ends the file.

use std::ops::Range;

use serde::de::DeserializeOwned;
use toml::{Spanned, Value};

use super::document::{Document, Pos};
use super::problem::{closest, Problem, ProblemKind, ValueType};
use super::shape::Shape;
use crate::i18n::GrammaticalNumber;
use crate::text::{first_invisible, printable};

/// The longest name (a team, division or die) in characters: a name must fit a board and a
/// team table of an 80-column terminal.
pub const MAX_NAME_CHARS: usize = 40;

pub struct Checker<'a> {
    pub doc: Document<'a>,
    pub problems: Vec<Problem>,
}

impl<'a> Checker<'a> {
    pub fn new(doc: Document<'a>) -> Checker<'a> {
        Checker {
            doc,
            problems: Vec::new(),
        }
    }

    /// The file's tables, checked against `shape` (see `Document::parse`).
    pub fn parse<T: DeserializeOwned>(&mut self, shape: &[(&str, Shape)]) -> Option<T> {
        self.doc.parse(shape, &mut self.problems)
    }

    pub fn report(&mut self, span: &Range<usize>, kind: impl Into<ProblemKind>) {
        let problem = self.doc.at(span, kind);
        self.problems.push(problem);
    }

    pub fn report_whole(&mut self, kind: impl Into<ProblemKind>) {
        let problem = self.doc.whole(kind);
        self.problems.push(problem);
    }

    pub fn pos(&self, span: &Range<usize>) -> Pos {
        self.doc.pos_span(span)
    }

    /// The value of a required key; a missing one is reported at `table` (or the whole file).
    pub fn require<'v, T>(
        &mut self,
        key: &str,
        value: Option<&'v T>,
        table: Option<&Range<usize>>,
    ) -> Option<&'v T> {
        if value.is_none() && !self.reported(key) {
            let kind = ProblemKind::MissingKey {
                key: key.to_string(),
            };
            match table {
                Some(span) => self.report(span, kind),
                None => self.report_whole(kind),
            }
        }
        value
    }

    /// Whether `key` (a key name, or a dotted path like `dice.red`) already has a problem that
    /// explains its absence: an unknown key that is most likely `key` misspelt, or a value of the
    /// wrong shape left out. A second problem saying it is missing would only repeat that one.
    pub fn reported(&self, key: &str) -> bool {
        let leaf = key.rsplit('.').next().unwrap_or(key);
        self.problems.iter().any(|p| match &p.kind {
            ProblemKind::UnknownKey {
                key: found,
                expected,
            } => closest(found, expected.iter().map(String::as_str)) == Some(leaf),
            ProblemKind::UnexpectedTable { key: found, .. }
            | ProblemKind::WrongType { key: found, .. } => {
                found == key || found.rsplit('.').next() == Some(key)
            }
            _ => false,
        })
    }

    pub fn string(&mut self, key: &str, value: &Spanned<Value>) -> Option<String> {
        match value.get_ref() {
            Value::String(text) => Some(text.clone()),
            _ => {
                self.wrong_type(key, value, ValueType::String);
                None
            }
        }
    }

    /// A name (of a team, division, base team): not blank, no control or invisible character,
    /// at most `MAX_NAME_CHARS` characters.
    pub fn text(&mut self, key: &str, value: &Spanned<Value>) -> Option<String> {
        let text = self.string(key, value)?;
        if text.trim().is_empty() {
            self.report(
                &value.span(),
                ProblemKind::EmptyText {
                    key: key.to_string(),
                },
            );
            return None;
        }
        if !self.visible(key, &text, &value.span()) {
            return None;
        }
        let chars = text.chars().count();
        if chars > MAX_NAME_CHARS {
            self.report(
                &value.span(),
                ProblemKind::TextTooLong {
                    key: key.to_string(),
                    found: chars,
                    max: MAX_NAME_CHARS,
                },
            );
            return None;
        }
        Some(text)
    }

    /// A team's `grammatical_number`: "singular" or "plural".
    pub fn grammatical_number(
        &mut self,
        key: &str,
        value: &Spanned<Value>,
    ) -> Option<GrammaticalNumber> {
        let text = self.string(key, value)?;
        let number = GrammaticalNumber::from_id(&text);
        if number.is_none() {
            let found = printable(&text).into_owned();
            self.report(&value.span(), ProblemKind::BadGrammaticalNumber { found });
        }
        number
    }

    /// Whether `text` is free of control and invisible characters; reports the first one.
    pub fn visible(&mut self, key: &str, text: &str, span: &Range<usize>) -> bool {
        match first_invisible(text) {
            Some(c) => {
                let kind = ProblemKind::InvisibleCharacter {
                    key: key.to_string(),
                    character: printable(&c.to_string()).into_owned(),
                };
                self.report(span, kind);
                false
            }
            None => true,
        }
    }

    pub fn integer(&mut self, key: &str, value: &Spanned<Value>) -> Option<i64> {
        match value.get_ref() {
            Value::Integer(n) => Some(*n),
            _ => {
                self.wrong_type(key, value, ValueType::Integer);
                None
            }
        }
    }

    /// The elements of an array, each with its own span (for precise problems).
    pub fn array(&mut self, key: &str, value: &Spanned<Value>) -> Option<Vec<Spanned<Value>>> {
        // `toml::Value` drops element spans, so re-parse the array's own text to get them back.
        if !matches!(value.get_ref(), Value::Array(_)) {
            self.wrong_type(key, value, ValueType::Array);
            return None;
        }
        let span = value.span();
        let reparsed = self
            .doc
            .text
            .get(span.clone())
            .and_then(|text| toml::from_str::<ArrayHolder>(&format!("a={text}")).ok());
        let Some(ArrayHolder { a: parsed }) = reparsed else {
            // Not an inline array after all (no known shape gets here): the elements, each at
            // the array's place, rather than nothing.
            let Value::Array(items) = value.get_ref() else {
                return None;
            };
            return Some(
                items
                    .iter()
                    .map(|item| Spanned::new(span.clone(), item.clone()))
                    .collect(),
            );
        };
        let shift = |s: Range<usize>| (s.start + span.start - 2)..(s.end + span.start - 2);
        Some(
            parsed
                .into_inner()
                .into_iter()
                .map(|element| {
                    let element_span = shift(element.span());
                    Spanned::new(element_span, element.into_inner())
                })
                .collect(),
        )
    }

    /// An array of strings; every non-string element is reported and skipped.
    pub fn strings(&mut self, key: &str, value: &Spanned<Value>) -> Option<Vec<Spanned<String>>> {
        let elements = self.array(key, value)?;
        let mut strings = Vec::new();
        for element in &elements {
            if let Some(text) = self.string(key, element) {
                strings.push(Spanned::new(element.span(), text));
            }
        }
        (strings.len() == elements.len()).then_some(strings)
    }

    fn wrong_type(&mut self, key: &str, value: &Spanned<Value>, expected: ValueType) {
        self.report(
            &value.span(),
            ProblemKind::WrongType {
                key: key.to_string(),
                expected,
            },
        );
    }

    pub fn finish<T>(self, value: Option<T>) -> Result<T, Vec<Problem>> {
        match value {
            Some(value) if self.problems.is_empty() => Ok(value),
            _ if self.problems.is_empty() => {
                // Every `None` above comes with a problem; this keeps the contract if one forgets.
                Err(vec![self.doc.whole(ProblemKind::Invalid {
                    detail: String::new(),
                })])
            }
            _ => Err(self.problems),
        }
    }
}

#[derive(serde::Deserialize)]
struct ArrayHolder {
    a: Spanned<Vec<Spanned<Value>>>,
}
