//! `white-dice.toml`: the three shared white dice (rule D2).

use serde::Deserialize;
use toml::{Spanned, Value};

use super::model::{PenaltyFace, Symbol, WhiteDice, FACES};
use super::problem::FirstAndGoalProblem;
use gridiron_core::data_file::checker::Checker;
use gridiron_core::data_file::document::Document;
use gridiron_core::data_file::problem::{Problem, ValueType};
use gridiron_core::data_file::shape::Shape;
use gridiron_core::data_file::source::Source;

const FACES_SHAPE: Shape = Shape::Value(ValueType::Array);

/// What `white-dice.toml` may hold (see `WhiteFile`).
const WHITE_SHAPE: &[(&str, Shape)] = &[
    ("play", FACES_SHAPE),
    ("referee", FACES_SHAPE),
    ("penalty", FACES_SHAPE),
];

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct WhiteFile {
    play: Option<Spanned<Value>>,
    referee: Option<Spanned<Value>>,
    penalty: Option<Spanned<Value>>,
}

pub(crate) fn parse_white(source: &Source) -> Result<WhiteDice, Vec<Problem>> {
    let doc = Document::decode(source).map_err(|p| vec![*p])?;
    let mut checker = Checker::new(doc);
    let Some(file) = checker.parse::<WhiteFile>(WHITE_SHAPE) else {
        return checker.finish(None);
    };
    let play = symbol_die(&mut checker, "play", file.play.as_ref());
    let referee = symbol_die(&mut checker, "referee", file.referee.as_ref());
    let penalty = penalty_die(&mut checker, file.penalty.as_ref());
    let white = match (play, referee, penalty) {
        (Some(play), Some(referee), Some(penalty)) => Some(WhiteDice {
            play,
            referee,
            penalty,
        }),
        _ => None,
    };
    checker.finish(white)
}

/// The elements of one white die, checked for count; `None` (reported) when absent or miscounted.
fn faces(
    checker: &mut Checker,
    die: &str,
    value: Option<&Spanned<Value>>,
) -> Option<Vec<Spanned<String>>> {
    let value = checker.require(die, value, None)?;
    let faces = checker.strings(die, value)?;
    if faces.len() != FACES {
        let kind = FirstAndGoalProblem::FaceCount {
            die: die.to_string(),
            expected: FACES,
            found: faces.len(),
        };
        checker.report(&value.span(), kind);
        return None;
    }
    Some(faces)
}

fn symbol_die(
    checker: &mut Checker,
    die: &str,
    value: Option<&Spanned<Value>>,
) -> Option<[Symbol; FACES]> {
    let faces = faces(checker, die, value)?;
    let mut symbols = Vec::with_capacity(FACES);
    for face in &faces {
        match Symbol::from_id(face.get_ref()) {
            Some(symbol) => symbols.push(symbol),
            None => checker.report(
                &face.span(),
                FirstAndGoalProblem::UnknownSymbol {
                    die: die.to_string(),
                    symbol: face.get_ref().clone(),
                    expected: Symbol::ALL.iter().map(|s| s.id().to_string()).collect(),
                },
            ),
        }
    }
    symbols.try_into().ok()
}

fn penalty_die(
    checker: &mut Checker,
    value: Option<&Spanned<Value>>,
) -> Option<[PenaltyFace; FACES]> {
    let faces = faces(checker, "penalty", value)?;
    let mut parsed = Vec::with_capacity(FACES);
    for face in &faces {
        match PenaltyFace::parse(face.get_ref()) {
            Some(penalty) => parsed.push(penalty),
            None => checker.report(
                &face.span(),
                FirstAndGoalProblem::BadPenaltyFace {
                    found: face.get_ref().clone(),
                },
            ),
        }
    }
    parsed.try_into().ok()
}
