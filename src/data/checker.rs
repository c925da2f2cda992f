//! Checks the leaves of a parsed data file (strings, integers, dice faces) and collects every
//! problem instead of stopping at the first, so one run of the loader reports them all.
//!
//! Leaves are parsed as `toml::Value` on purpose: a wrong type is then one more collected
//! problem with its own kind, not a serde error that ends the file.

use std::ops::{Range, RangeInclusive};

use toml::{Spanned, Value};

use super::document::{Document, Pos};
use super::model::{YardDie, FACES};
use super::problem::{Problem, ProblemKind, ValueType};

/// Yards a die face may show: fits `i8` with room to spare, and no real die comes near.
pub(crate) const FACE_RANGE: RangeInclusive<i64> = -30..=99;

pub(crate) struct Checker<'a> {
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

    pub fn report(&mut self, span: &Range<usize>, kind: ProblemKind) {
        let problem = self.doc.at(span, kind);
        self.problems.push(problem);
    }

    pub fn report_whole(&mut self, kind: ProblemKind) {
        let problem = self.doc.whole(kind);
        self.problems.push(problem);
    }

    pub fn pos(&self, span: &Range<usize>) -> Pos {
        self.doc.pos(span.start)
    }

    /// The value of a required key; a missing one is reported at `table` (or the whole file).
    pub fn require<'v, T>(
        &mut self,
        key: &str,
        value: Option<&'v T>,
        table: Option<&Range<usize>>,
    ) -> Option<&'v T> {
        if value.is_none() {
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

    pub fn string(&mut self, key: &str, value: &Spanned<Value>) -> Option<String> {
        match value.get_ref() {
            Value::String(text) => Some(text.clone()),
            _ => {
                self.wrong_type(key, value, ValueType::String);
                None
            }
        }
    }

    /// A string that must not be blank (names, codes).
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
        Some(text)
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
        let text = self.doc.text.get(span.clone())?;
        let wrapped = format!("a={text}");
        let parsed: Spanned<Vec<Spanned<Value>>> = match toml::from_str::<ArrayHolder>(&wrapped) {
            Ok(holder) => holder.a,
            Err(_) => return None,
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

    /// A yard die: six integer faces in `FACE_RANGE`. Reports every bad face.
    pub fn yard_die(&mut self, die: &str, value: &Spanned<Value>) -> Option<YardDie> {
        let elements = self.array(die, value)?;
        let mut faces = Vec::with_capacity(FACES);
        for element in &elements {
            match element.get_ref() {
                Value::Integer(n) if FACE_RANGE.contains(n) => faces.push(*n as i8),
                Value::Integer(n) => self.report(
                    &element.span(),
                    ProblemKind::FaceOutOfRange {
                        die: die.to_string(),
                        found: *n,
                        min: *FACE_RANGE.start(),
                        max: *FACE_RANGE.end(),
                    },
                ),
                other => self.report(
                    &element.span(),
                    ProblemKind::FaceNotInteger {
                        die: die.to_string(),
                        found: other.to_string(),
                    },
                ),
            }
        }
        if elements.len() != FACES {
            self.report(
                &value.span(),
                ProblemKind::FaceCount {
                    die: die.to_string(),
                    expected: FACES,
                    found: elements.len(),
                },
            );
            return None;
        }
        let faces: [i8; FACES] = faces.try_into().ok()?;
        Some(YardDie { faces })
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
