//! `special-teams.toml`: the kicking dice and which dice each special-teams roll uses (rules
//! K2-K6), shared by every team that does not bring its own. Team files reuse the table shapes.

use std::collections::BTreeMap;
use std::ops::Range;

use serde::Deserialize;
use toml::{Spanned, Value};

use super::model::{
    Colour, SpecialDie, SpecialRoll, YardDie, MAX_DICE_PER_ROLL, MAX_NAMED_DICE, MAX_NAME_CHARS,
};
use super::problem::FirstAndGoalProblem;
use gridiron_core::data_file::checker::Checker;
use gridiron_core::data_file::document::Document;
use gridiron_core::data_file::problem::{Problem, ProblemKind, ValueType};
use gridiron_core::data_file::shape::Shape;
use gridiron_core::data_file::source::Source;

const NAMES: Shape = Shape::Value(ValueType::Array);

/// The rolls table's keys, in `SpecialRoll::ALL` order (see `RollsTable`).
pub(crate) const ROLLS_SHAPE: &[(&str, Shape)] = &[
    ("kickoff_return", NAMES),
    ("field_goal", NAMES),
    ("punt", NAMES),
    ("punt_return", NAMES),
    ("extra_bounce", NAMES),
    ("squib", NAMES),
    ("onside", NAMES),
];

/// What `special-teams.toml` may hold (see `SpecialFile`).
const SPECIAL_SHAPE: &[(&str, Shape)] = &[
    ("dice", Shape::Map(&Shape::Value(ValueType::Array))),
    ("rolls", Shape::Table(ROLLS_SHAPE)),
];

/// How a roll names the team's own dice; `black` is allowed here (unlike in cross-reference cells).
pub(crate) fn team_die_names() -> impl Iterator<Item = &'static str> {
    Colour::ALL.into_iter().map(Colour::id).chain(["black"])
}

pub(crate) fn is_team_die_name(name: &str) -> bool {
    team_die_names().any(|n| n == name)
}

/// The shared special-teams defaults: named kicking dice, and die names per roll. Names are
/// either team dice (resolved per team) or named dice (of the team, else these).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SpecialDefaults {
    pub dice: Vec<SpecialDie>,
    /// One entry per `SpecialRoll`, in `SpecialRoll::ALL` order.
    pub rolls: Vec<(SpecialRoll, Vec<String>)>,
}

impl SpecialDefaults {
    pub(crate) fn roll(&self, roll: SpecialRoll) -> &[String] {
        self.rolls
            .iter()
            .find(|(r, _)| *r == roll)
            .map_or(&[], |(_, names)| names.as_slice())
    }

    pub(crate) fn die(&self, name: &str) -> Option<&YardDie> {
        self.dice.iter().find(|d| d.name == name).map(|d| &d.die)
    }
}

pub(crate) type NamedDiceTable = BTreeMap<Spanned<String>, Spanned<Value>>;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RollsTable {
    kickoff_return: Option<Spanned<Value>>,
    field_goal: Option<Spanned<Value>>,
    punt: Option<Spanned<Value>>,
    punt_return: Option<Spanned<Value>>,
    extra_bounce: Option<Spanned<Value>>,
    squib: Option<Spanned<Value>>,
    onside: Option<Spanned<Value>>,
}

impl RollsTable {
    fn get(&self, roll: SpecialRoll) -> Option<&Spanned<Value>> {
        match roll {
            SpecialRoll::KickoffReturn => self.kickoff_return.as_ref(),
            SpecialRoll::FieldGoal => self.field_goal.as_ref(),
            SpecialRoll::Punt => self.punt.as_ref(),
            SpecialRoll::PuntReturn => self.punt_return.as_ref(),
            SpecialRoll::ExtraBounce => self.extra_bounce.as_ref(),
            SpecialRoll::Squib => self.squib.as_ref(),
            SpecialRoll::Onside => self.onside.as_ref(),
        }
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct SpecialFile {
    dice: Option<NamedDiceTable>,
    rolls: Option<Spanned<RollsTable>>,
}

/// A roll as written: die names with their spans, not yet resolved.
pub(crate) type RollNames = Vec<(SpecialRoll, Vec<Spanned<String>>)>;

/// The rolls a table gives (all seven when `all_required`), each a non-empty list of names.
pub(crate) fn rolls(
    checker: &mut Checker,
    table: &RollsTable,
    table_span: Option<&Range<usize>>,
    all_required: bool,
) -> RollNames {
    let mut rolls = Vec::new();
    for roll in SpecialRoll::ALL {
        let value = match table.get(roll) {
            Some(value) => value,
            None if all_required => {
                let kind = FirstAndGoalProblem::MissingRoll {
                    roll: roll.id().to_string(),
                };
                match table_span {
                    Some(span) => checker.report(span, kind),
                    None => checker.report_whole(kind),
                }
                continue;
            }
            None => continue,
        };
        let Some(names) = checker.strings(roll.id(), value) else {
            continue;
        };
        if names.is_empty() {
            checker.report(
                &value.span(),
                FirstAndGoalProblem::EmptyRoll {
                    roll: roll.id().to_string(),
                },
            );
            continue;
        }
        if names.len() > MAX_DICE_PER_ROLL {
            checker.report(
                &value.span(),
                FirstAndGoalProblem::TooManyDice {
                    roll: roll.id().to_string(),
                    found: names.len(),
                    max: MAX_DICE_PER_ROLL,
                },
            );
            continue;
        }
        rolls.push((roll, names));
    }
    rolls
}

/// Named kicking dice, at most `MAX_NAMED_DICE`; a name that is also a team die would be
/// ambiguous in a roll.
pub(crate) fn named_dice(checker: &mut Checker, table: &NamedDiceTable) -> Vec<SpecialDie> {
    let mut dice = Vec::new();
    if let Some((first_extra, _)) = table.iter().nth(MAX_NAMED_DICE) {
        let kind = FirstAndGoalProblem::TooManyNamedDice {
            found: table.len(),
            max: MAX_NAMED_DICE,
        };
        checker.report(&first_extra.span(), kind);
    }
    for (name, value) in table.iter().take(MAX_NAMED_DICE) {
        if !checker.visible("special_dice", name.get_ref(), &name.span()) {
            continue;
        }
        let chars = name.get_ref().chars().count();
        if chars > MAX_NAME_CHARS {
            let kind = ProblemKind::TextTooLong {
                key: "special_dice".to_string(),
                found: chars,
                max: MAX_NAME_CHARS,
            };
            checker.report(&name.span(), kind);
            continue;
        }
        if is_team_die_name(name.get_ref()) {
            checker.report(
                &name.span(),
                FirstAndGoalProblem::NamedDieIsColour {
                    die: name.get_ref().clone(),
                },
            );
            continue;
        }
        if let Some(die) = super::yard_die::yard_die(checker, name.get_ref(), value) {
            dice.push(SpecialDie {
                name: name.get_ref().clone(),
                die,
            });
        }
    }
    dice
}

pub(crate) fn parse_special(source: &Source) -> Result<SpecialDefaults, Vec<Problem>> {
    let doc = Document::decode(source).map_err(|p| vec![*p])?;
    let mut checker = Checker::new(doc);
    let Some(file) = checker.parse::<SpecialFile>(SPECIAL_SHAPE) else {
        return checker.finish(None);
    };
    let dice = file
        .dice
        .as_ref()
        .map(|t| named_dice(&mut checker, t))
        .unwrap_or_default();
    let Some(table) = checker.require("rolls", file.rolls.as_ref(), None) else {
        return checker.finish(None);
    };
    let rolls = rolls(&mut checker, table.get_ref(), Some(&table.span()), true);
    let known: Vec<String> = team_die_names()
        .map(str::to_string)
        .chain(dice.iter().map(|d| d.name.clone()))
        .collect();
    let mut resolved = Vec::new();
    for (roll, names) in rolls {
        for name in &names {
            if !known.contains(name.get_ref()) {
                let kind = FirstAndGoalProblem::UnknownDie {
                    roll: roll.id().to_string(),
                    die: name.get_ref().clone(),
                    expected: known.clone(),
                };
                checker.report(&name.span(), kind);
            }
        }
        resolved.push((roll, names.into_iter().map(Spanned::into_inner).collect()));
    }
    checker.finish(Some(SpecialDefaults {
        dice,
        rolls: resolved,
    }))
}
