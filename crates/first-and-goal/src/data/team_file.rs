//! `teams/<slug>.toml`: one team's identity and dice (rule D1), checked on its own. What needs
//! the other teams (base teams, unique names) is settled in `teams`.

use serde::Deserialize;
use toml::{Spanned, Value};

use super::load::FIXED_FILES;
use super::model::{SpecialDie, SpecialRoll, YardDie, CODE_CHARS};
use super::problem::FirstAndGoalProblem;
use super::special_file::{
    named_dice, rolls, team_die_names, NamedDiceTable, RollsTable, SpecialDefaults, ROLLS_SHAPE,
};
use gridiron_core::data_file::checker::Checker;
use gridiron_core::data_file::document::{Document, Pos};
use gridiron_core::data_file::problem::{Problem, ProblemKind, ValueType};
use gridiron_core::data_file::shape::Shape;
use gridiron_core::data_file::source::Source;
use gridiron_core::i18n::GrammaticalNumber;

/// The seven team dice, in `Colour::index()` order then black.
pub(crate) const TEAM_DICE: usize = 7;

const DIE: Shape = Shape::Value(ValueType::Array);
const TEXT: Shape = Shape::Value(ValueType::String);

/// What a team file may hold (see `TeamFile`).
const TEAM_SHAPE: &[(&str, Shape)] = &[
    ("name", TEXT),
    ("code", TEXT),
    ("division", TEXT),
    ("base", TEXT),
    ("grammatical_number", TEXT),
    (
        "dice",
        Shape::Table(&[
            ("red", DIE),
            ("ivory", DIE),
            ("brown", DIE),
            ("yellow", DIE),
            ("blue", DIE),
            ("green", DIE),
            ("black", DIE),
        ]),
    ),
    ("special_teams", Shape::Table(ROLLS_SHAPE)),
    ("special_dice", Shape::Map(&DIE)),
];

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct TeamFile {
    name: Option<Spanned<Value>>,
    code: Option<Spanned<Value>>,
    division: Option<Spanned<Value>>,
    base: Option<Spanned<Value>>,
    grammatical_number: Option<Spanned<Value>>,
    dice: Option<Spanned<DiceTable>>,
    special_teams: Option<Spanned<RollsTable>>,
    special_dice: Option<NamedDiceTable>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct DiceTable {
    red: Option<Spanned<Value>>,
    ivory: Option<Spanned<Value>>,
    brown: Option<Spanned<Value>>,
    yellow: Option<Spanned<Value>>,
    blue: Option<Spanned<Value>>,
    green: Option<Spanned<Value>>,
    black: Option<Spanned<Value>>,
}

impl DiceTable {
    fn in_order(&self) -> [Option<&Spanned<Value>>; TEAM_DICE] {
        [
            self.red.as_ref(),
            self.ivory.as_ref(),
            self.brown.as_ref(),
            self.yellow.as_ref(),
            self.blue.as_ref(),
            self.green.as_ref(),
            self.black.as_ref(),
        ]
    }
}

/// A team file with a name and a code. `sound` when it passed all its own checks; dice and
/// rolls may still be partial when it has a base. A team file that is not sound still takes part
/// in the checks across files (unique names and codes), but no team is built from it.
#[derive(Debug, Clone)]
pub(crate) struct TeamDraft {
    pub sound: bool,
    pub file: std::path::PathBuf,
    pub slug: String,
    pub name: String,
    pub name_at: Pos,
    pub code: String,
    pub code_at: Pos,
    pub division: Option<String>,
    /// `None` where the file does not say: the name decides (`GrammaticalNumber::of_name`).
    pub grammatical_number: Option<GrammaticalNumber>,
    pub base: Option<(String, Pos)>,
    pub dice: [Option<YardDie>; TEAM_DICE],
    pub special_dice: Vec<SpecialDie>,
    pub rolls: Vec<(SpecialRoll, Vec<(String, Pos)>)>,
}

/// Checks one team file: its problems, and its draft when it has a name and a code (even with
/// other problems, see `TeamDraft::sound`). With `defaults` (the special-teams file, when it
/// loaded), a team without a base also has its special-teams die names checked here, so an
/// unknown name is reported alongside the file's other problems rather than only once those
/// are fixed.
pub(crate) fn parse_team(
    source: &Source,
    defaults: Option<&SpecialDefaults>,
) -> (Option<TeamDraft>, Vec<Problem>) {
    let name = source.file_name();
    if FIXED_FILES.contains(&name.as_str()) {
        // Checked as a team it would only list the other file's keys as unknown.
        let kind = FirstAndGoalProblem::FixedFileAsTeam { name };
        return (None, vec![Problem::whole_file(&source.path, kind)]);
    }
    let doc = match Document::decode(source) {
        Ok(doc) => doc,
        Err(problem) => return (None, vec![*problem]),
    };
    let mut checker = Checker::new(doc);
    let Some(file) = checker.parse::<TeamFile>(TEAM_SHAPE) else {
        return (None, checker.problems);
    };

    let name = checker
        .require("name", file.name.as_ref(), None)
        .and_then(|v| {
            let text = checker.text("name", v)?;
            Some((text, checker.pos(&v.span())))
        });
    let code = checker
        .require("code", file.code.as_ref(), None)
        .and_then(|v| {
            let text = checker.string("code", v)?;
            if !checker.visible("code", &text, &v.span()) {
                return None;
            }
            if text.chars().count() != CODE_CHARS || !text.chars().all(|c| c.is_ascii_uppercase()) {
                checker.report(&v.span(), ProblemKind::BadCode { code: text });
                return None;
            }
            Some((text, checker.pos(&v.span())))
        });
    let division = file.division.as_ref().map(|v| checker.text("division", v));
    let grammatical_number = file
        .grammatical_number
        .as_ref()
        .map(|v| checker.grammatical_number("grammatical_number", v));
    let base = file.base.as_ref().map(|v| {
        let text = checker.text("base", v)?;
        Some((text, checker.pos(&v.span())))
    });

    let mut dice = [None; TEAM_DICE];
    let given = file
        .dice
        .as_ref()
        .map(|t| t.get_ref().in_order())
        .unwrap_or_default();
    for ((slot, value), die_name) in dice.iter_mut().zip(given).zip(team_die_names()) {
        match value {
            Some(value) => *slot = super::yard_die::yard_die(&mut checker, die_name, value),
            // Without a base team there is nothing to inherit: every die must be given.
            None if file.base.is_none()
                && !checker.reported(die_name)
                && !checker.reported("dice") =>
            {
                let kind = FirstAndGoalProblem::MissingDie {
                    die: die_name.to_string(),
                };
                match &file.dice {
                    Some(table) => checker.report(&table.span(), kind),
                    None => checker.report_whole(kind),
                }
            }
            None => {}
        }
    }

    let special_dice = file
        .special_dice
        .as_ref()
        .map(|t| named_dice(&mut checker, t))
        .unwrap_or_default();
    let rolls = file
        .special_teams
        .as_ref()
        .map(|t| rolls(&mut checker, t.get_ref(), Some(&t.span()), false))
        .unwrap_or_default();
    if let (None, Some(defaults)) = (&file.base, defaults) {
        let known = |name: &str| {
            team_die_names().any(|n| n == name)
                || special_dice.iter().any(|d| d.name == name)
                || defaults.die(name).is_some()
        };
        for (roll, names) in &rolls {
            for name in names.iter().filter(|n| !known(n.get_ref())) {
                let expected = team_die_names()
                    .map(str::to_string)
                    .chain(special_dice.iter().map(|d| d.name.clone()))
                    .chain(defaults.dice.iter().map(|d| d.name.clone()))
                    .collect();
                let kind = FirstAndGoalProblem::UnknownDie {
                    roll: roll.id().to_string(),
                    die: name.get_ref().clone(),
                    expected,
                };
                checker.report(&name.span(), kind);
            }
        }
    }
    let rolls = rolls
        .into_iter()
        .map(|(roll, names)| {
            let names = names
                .iter()
                .map(|n| (n.get_ref().clone(), checker.pos(&n.span())))
                .collect();
            (roll, names)
        })
        .collect();

    let draft = match (name, code, division, base) {
        (Some((name, name_at)), Some((code, code_at)), division, base) => {
            let sound = checker.problems.is_empty()
                && division.as_ref().is_none_or(Option::is_some)
                && base.as_ref().is_none_or(Option::is_some)
                && grammatical_number.is_none_or(|n| n.is_some());
            Some(TeamDraft {
                sound,
                file: source.path.clone(),
                slug: source.stem(),
                name,
                name_at,
                code,
                code_at,
                division: division.flatten(),
                grammatical_number: grammatical_number.flatten(),
                base: base.flatten(),
                dice,
                special_dice,
                rolls,
            })
        }
        _ => None,
    };
    let problems = checker.problems;
    match draft {
        // Every `None` above comes with a problem; this keeps the contract if one forgets.
        None if problems.is_empty() => {
            let kind = ProblemKind::Invalid {
                detail: String::new(),
            };
            (None, vec![Problem::whole_file(&source.path, kind)])
        }
        draft => (draft, problems),
    }
}
