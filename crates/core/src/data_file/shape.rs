//! The shape each data file's tables must have: which keys exist, which hold tables, lists of
//! tables, or plain values.
//!
//! The parsed document is checked against its shape before it is deserialised. Every unknown key
//! and every value of the wrong shape (a `[[dice.red]]` where `red = [...]` belongs) is reported
//! with its place and then removed, so the file deserialises anyway and its other values are
//! still checked: one run reports every problem, not only the first unknown key.

use std::ops::Range;

use toml::de::{DeTable, DeValue};
use toml::Spanned;

use super::problem::{ProblemKind, ValueType};

/// One key's expected shape.
pub enum Shape {
    /// A plain value: a string, a number, or a list of them. `Checker` checks which; here a
    /// table (or a list holding tables) is refused, since no plain value can be one.
    Value(ValueType),
    /// A table with exactly these keys (each optional here; required ones are checked later).
    Table(&'static [(&'static str, Shape)]),
    /// A list of tables, written `[[key]]`, each with these keys.
    TableList(&'static [(&'static str, Shape)]),
    /// A table whose keys the file chooses (named dice, cross-reference rows), each value of
    /// the one shape.
    Map(&'static Shape),
}

/// A problem found while checking the shape, at a byte span of the document.
pub type Found = (Range<usize>, ProblemKind);

/// Checks `table` against `fields`, reports what does not fit into `found` and removes it.
pub fn prune(
    table: &mut DeTable<'_>,
    fields: &[(&str, Shape)],
    path: &str,
    found: &mut Vec<Found>,
) {
    let mut drop: Vec<String> = Vec::new();
    for (key, value) in table.iter_mut() {
        let name: &str = key.get_ref();
        let keep = match fields.iter().find(|(k, _)| *k == name) {
            Some((_, shape)) => fits(shape, value, &key.span(), &join(path, name), found),
            None => {
                let kind = ProblemKind::UnknownKey {
                    key: name.to_string(),
                    expected: fields.iter().map(|(k, _)| k.to_string()).collect(),
                };
                found.push((key.span(), kind));
                false
            }
        };
        if !keep {
            drop.push(name.to_string());
        }
    }
    remove(table, &drop);
}

fn remove(table: &mut DeTable<'_>, keys: &[String]) {
    for key in keys {
        table.remove(key.as_str());
    }
}

fn join(path: &str, key: &str) -> String {
    if path.is_empty() {
        key.to_string()
    } else {
        format!("{path}.{key}")
    }
}

/// Whether `value` has `shape` (after pruning what is inside it); reports it when not.
fn fits(
    shape: &Shape,
    value: &mut Spanned<DeValue<'_>>,
    key_span: &Range<usize>,
    path: &str,
    found: &mut Vec<Found>,
) -> bool {
    let span = value.span();
    // A table header such as `[[dice.red]]` has no span of its own worth pointing at; its key does.
    let at = if span.is_empty() {
        key_span.clone()
    } else {
        span
    };
    match (shape, value.get_mut()) {
        (Shape::Value(expected), DeValue::Table(_)) => {
            found.push((at, unexpected_table(path, *expected)));
            false
        }
        (Shape::Value(expected), DeValue::Array(items))
            if items.iter().any(|i| i.get_ref().is_table()) =>
        {
            found.push((at, unexpected_table(path, *expected)));
            false
        }
        (Shape::Value(_), _) => true,
        (Shape::Table(fields), DeValue::Table(table)) => {
            prune(table, fields, path, found);
            true
        }
        (Shape::TableList(fields), DeValue::Array(items))
            if items.iter().all(|i| i.get_ref().is_table()) =>
        {
            for item in items.iter_mut() {
                if let DeValue::Table(table) = item.get_mut() {
                    prune(table, fields, path, found);
                }
            }
            true
        }
        (Shape::Map(inner), DeValue::Table(table)) => {
            let mut drop: Vec<String> = Vec::new();
            for (key, value) in table.iter_mut() {
                let name: &str = key.get_ref();
                if !fits(inner, value, &key.span(), &join(path, name), found) {
                    drop.push(name.to_string());
                }
            }
            remove(table, &drop);
            true
        }
        (Shape::Table(_) | Shape::Map(_), _) => {
            found.push((at, wrong_type(path, ValueType::Table)));
            false
        }
        (Shape::TableList(_), _) => {
            found.push((at, wrong_type(path, ValueType::TableList)));
            false
        }
    }
}

fn unexpected_table(path: &str, expected: ValueType) -> ProblemKind {
    ProblemKind::UnexpectedTable {
        key: path.to_string(),
        expected,
    }
}

fn wrong_type(path: &str, expected: ValueType) -> ProblemKind {
    ProblemKind::WrongType {
        key: path.to_string(),
        expected,
    }
}
