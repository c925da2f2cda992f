//! A yard die in a data file: six integer faces in `model::FACE_RANGE`, every bad face reported.

use std::ops::RangeInclusive;

use toml::{Spanned, Value};

use super::model::{YardDie, FACES, FACE_RANGE};
use super::problem::FirstAndGoalProblem;
use gridiron_core::data_file::checker::Checker;

/// `FACE_RANGE` as the integers a file holds.
const FACES_ALLOWED: RangeInclusive<i64> =
    (*FACE_RANGE.start() as i64)..=(*FACE_RANGE.end() as i64);

/// A yard die: six integer faces in `model::FACE_RANGE`. Reports every bad face.
pub(crate) fn yard_die(
    checker: &mut Checker,
    die: &str,
    value: &Spanned<Value>,
) -> Option<YardDie> {
    let elements = checker.array(die, value)?;
    let mut faces = Vec::with_capacity(FACES);
    for element in &elements {
        match element.get_ref() {
            Value::Integer(n) if FACES_ALLOWED.contains(n) => faces.extend(i8::try_from(*n).ok()),
            Value::Integer(n) => checker.report(
                &element.span(),
                FirstAndGoalProblem::FaceOutOfRange {
                    die: die.to_string(),
                    found: *n,
                    min: *FACES_ALLOWED.start(),
                    max: *FACES_ALLOWED.end(),
                },
            ),
            other => checker.report(
                &element.span(),
                FirstAndGoalProblem::FaceNotInteger {
                    die: die.to_string(),
                    found: other.to_string(),
                },
            ),
        }
    }
    if elements.len() != FACES {
        checker.report(
            &value.span(),
            FirstAndGoalProblem::FaceCount {
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
