//! `cards.toml`: both decks of play cards and their cross-reference (rules P3, P8).

use std::collections::{BTreeMap, HashSet};

use serde::Deserialize;
use toml::{Spanned, Value};

use super::model::{
    CardSet, Cell, Colour, ColourSet, DefensePlay, OffensePlay, PlayKind, DECK_SIZE, MAX_PLAYS,
};
use super::problem::{Deck, FirstAndGoalProblem};
use gridiron_core::data_file::checker::Checker;
use gridiron_core::data_file::document::Document;
use gridiron_core::data_file::problem::{Problem, ValueType};
use gridiron_core::data_file::shape::Shape;
use gridiron_core::data_file::source::Source;

const ID: Shape = Shape::Value(ValueType::String);
const NUMBER: Shape = Shape::Value(ValueType::Integer);

/// What `cards.toml` may hold (see `CardsFile`).
const CARDS_SHAPE: &[(&str, Shape)] = &[
    (
        "offense",
        Shape::TableList(&[
            ("id", ID),
            ("kind", ID),
            ("copies", NUMBER),
            ("red_zone", NUMBER),
        ]),
    ),
    (
        "defense",
        Shape::TableList(&[("id", ID), ("leans_against", ID), ("copies", NUMBER)]),
    ),
    (
        "cross",
        Shape::Map(&Shape::Map(&Shape::Table(&[
            ("dice", Shape::Value(ValueType::Array)),
            ("black", NUMBER),
        ]))),
    ),
];

/// Black dice a cell may name (rule P3).
const BLACK_RANGE: std::ops::RangeInclusive<i64> = 1..=3;

type Row = BTreeMap<Spanned<String>, Spanned<CellEntry>>;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct CardsFile {
    offense: Option<Spanned<Vec<Spanned<OffenseEntry>>>>,
    defense: Option<Spanned<Vec<Spanned<DefenseEntry>>>>,
    cross: Option<Spanned<BTreeMap<Spanned<String>, Spanned<Row>>>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct OffenseEntry {
    id: Option<Spanned<Value>>,
    kind: Option<Spanned<Value>>,
    copies: Option<Spanned<Value>>,
    red_zone: Option<Spanned<Value>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct DefenseEntry {
    id: Option<Spanned<Value>>,
    leans_against: Option<Spanned<Value>>,
    copies: Option<Spanned<Value>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct CellEntry {
    dice: Option<Spanned<Value>>,
    black: Option<Spanned<Value>>,
}

pub(crate) fn parse_cards(source: &Source) -> Result<CardSet, Vec<Problem>> {
    let doc = Document::decode(source).map_err(|p| vec![*p])?;
    let mut checker = Checker::new(doc);
    let Some(file) = checker.parse::<CardsFile>(CARDS_SHAPE) else {
        return checker.finish(None);
    };
    let mut ids = HashSet::new();

    let offense_entries = checker.require("offense", file.offense.as_ref(), None);
    let offense = offense_entries.map(|entries| {
        let plays: Vec<Option<OffensePlay>> = entries
            .get_ref()
            .iter()
            .map(|entry| offense_play(&mut checker, entry, &mut ids))
            .collect();
        deck_totals(
            &mut checker,
            Deck::Offense,
            entries,
            plays.iter().map(|p| p.as_ref().map(|p| p.copies)),
        );
        plays
    });
    let defense_entries = checker.require("defense", file.defense.as_ref(), None);
    let defense = defense_entries.map(|entries| {
        let plays: Vec<Option<DefensePlay>> = entries
            .get_ref()
            .iter()
            .map(|entry| defense_play(&mut checker, entry, &mut ids))
            .collect();
        deck_totals(
            &mut checker,
            Deck::Defense,
            entries,
            plays.iter().map(|p| p.as_ref().map(|p| p.copies)),
        );
        plays
    });
    let cross = checker.require("cross", file.cross.as_ref(), None);

    let cards = match (offense, defense, cross) {
        (Some(offense), Some(defense), Some(cross)) => {
            // The cross-reference is checked against the ids that parsed, even if some did not.
            let offense: Vec<OffensePlay> = offense.into_iter().flatten().collect();
            let defense: Vec<DefensePlay> = defense.into_iter().flatten().collect();
            let matrix = cross_reference(
                &mut checker,
                file.offense.as_ref(),
                &offense,
                &defense,
                cross,
            );
            matrix.map(|matrix| CardSet {
                offense,
                defense,
                matrix,
            })
        }
        _ => None,
    };
    checker.finish(cards)
}

fn play_id(
    checker: &mut Checker,
    value: &Spanned<Value>,
    ids: &mut HashSet<String>,
) -> Option<String> {
    let id = checker.string("id", value)?;
    let well_formed = id.starts_with(|c: char| c.is_ascii_lowercase() || c.is_ascii_digit())
        && id
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
    if !well_formed {
        checker.report(&value.span(), FirstAndGoalProblem::BadId { id });
        return None;
    }
    // One namespace for both decks: the UI names every play by the Fluent message `play-<id>`.
    if !ids.insert(id.clone()) {
        checker.report(&value.span(), FirstAndGoalProblem::DuplicateId { id });
        return None;
    }
    Some(id)
}

fn play_kind(checker: &mut Checker, key: &str, value: &Spanned<Value>) -> Option<PlayKind> {
    let text = checker.string(key, value)?;
    match text.as_str() {
        "run" => Some(PlayKind::Run),
        "pass" => Some(PlayKind::Pass),
        _ => {
            checker.report(
                &value.span(),
                FirstAndGoalProblem::UnknownPlayKind { found: text },
            );
            None
        }
    }
}

fn copies(checker: &mut Checker, value: &Spanned<Value>) -> Option<u8> {
    let n = checker.integer("copies", value)?;
    let max = DECK_SIZE as i64;
    if !(1..=max).contains(&n) {
        checker.report(
            &value.span(),
            FirstAndGoalProblem::CopiesOutOfRange {
                found: n,
                min: 1,
                max,
            },
        );
        return None;
    }
    u8::try_from(n).ok()
}

fn offense_play(
    checker: &mut Checker,
    entry: &Spanned<OffenseEntry>,
    ids: &mut HashSet<String>,
) -> Option<OffensePlay> {
    let span = entry.span();
    let e = entry.get_ref();
    let id = checker
        .require("id", e.id.as_ref(), Some(&span))
        .and_then(|v| play_id(checker, v, ids));
    let kind = checker
        .require("kind", e.kind.as_ref(), Some(&span))
        .and_then(|v| play_kind(checker, "kind", v));
    let copies = checker
        .require("copies", e.copies.as_ref(), Some(&span))
        .and_then(|v| copies(checker, v));
    let red_zone = match &e.red_zone {
        None => Some(None),
        Some(value) => match checker.integer("red_zone", value)? {
            n @ (10 | 20) => Some(Some(n as u8)),
            n => {
                checker.report(&value.span(), FirstAndGoalProblem::BadRedZone { found: n });
                None
            }
        },
    };
    Some(OffensePlay {
        id: id?,
        kind: kind?,
        red_zone: red_zone?,
        copies: copies?,
    })
}

fn defense_play(
    checker: &mut Checker,
    entry: &Spanned<DefenseEntry>,
    ids: &mut HashSet<String>,
) -> Option<DefensePlay> {
    let span = entry.span();
    let e = entry.get_ref();
    let id = checker
        .require("id", e.id.as_ref(), Some(&span))
        .and_then(|v| play_id(checker, v, ids));
    let leans_against = checker
        .require("leans_against", e.leans_against.as_ref(), Some(&span))
        .and_then(|v| play_kind(checker, "leans_against", v));
    let copies = checker
        .require("copies", e.copies.as_ref(), Some(&span))
        .and_then(|v| copies(checker, v));
    Some(DefensePlay {
        id: id?,
        leans_against: leans_against?,
        copies: copies?,
    })
}

/// Plays per deck within 1..=MAX_PLAYS and copies adding up to DECK_SIZE, reported at the deck's
/// first entry. The sum is only meaningful when every entry's copies parsed.
fn deck_totals<T>(
    checker: &mut Checker,
    deck: Deck,
    entries: &Spanned<Vec<T>>,
    copies: impl Iterator<Item = Option<u8>>,
) {
    let span = entries.span();
    let count = entries.get_ref().len();
    if !(1..=MAX_PLAYS).contains(&count) {
        checker.report(
            &span,
            FirstAndGoalProblem::PlayCount {
                deck,
                found: count,
                min: 1,
                max: MAX_PLAYS,
            },
        );
    }
    let copies: Option<Vec<u8>> = copies.collect();
    if let Some(copies) = copies {
        let total: i64 = copies.iter().map(|&c| i64::from(c)).sum();
        if total != DECK_SIZE as i64 {
            checker.report(
                &span,
                FirstAndGoalProblem::DeckSize {
                    deck,
                    expected: DECK_SIZE,
                    found: total,
                },
            );
        }
    }
}

fn cross_reference(
    checker: &mut Checker,
    offense_entries: Option<&Spanned<Vec<Spanned<OffenseEntry>>>>,
    offense: &[OffensePlay],
    defense: &[DefensePlay],
    cross: &Spanned<BTreeMap<Spanned<String>, Spanned<Row>>>,
) -> Option<Vec<Cell>> {
    let offense_ids: Vec<String> = offense.iter().map(|p| p.id.clone()).collect();
    let defense_ids: Vec<String> = defense.iter().map(|p| p.id.clone()).collect();
    for key in cross.get_ref().keys() {
        if !offense_ids.contains(key.get_ref()) {
            let kind = FirstAndGoalProblem::UnknownOffensePlay {
                offense_play: key.get_ref().clone(),
                expected: offense_ids.clone(),
            };
            checker.report(&key.span(), kind);
        }
    }
    let mut matrix = Vec::with_capacity(offense.len() * defense.len());
    let mut complete = true;
    for play in offense {
        let Some(row) = cross.get_ref().get(play.id.as_str()) else {
            // Point at the play's own `[[offense]]` entry: that is where the table is owed.
            let span = offense_entries
                .and_then(|entries| entries.get_ref().iter().find(|e| entry_has_id(e, &play.id)))
                .map_or(cross.span(), |e| e.span());
            checker.report(
                &span,
                FirstAndGoalProblem::MissingCrossTable {
                    offense_play: play.id.clone(),
                },
            );
            complete = false;
            continue;
        };
        for key in row.get_ref().keys() {
            if !defense_ids.contains(key.get_ref()) {
                let kind = FirstAndGoalProblem::UnknownDefensePlay {
                    offense_play: play.id.clone(),
                    defense_play: key.get_ref().clone(),
                    expected: defense_ids.clone(),
                };
                checker.report(&key.span(), kind);
            }
        }
        for defense_play in defense {
            match row.get_ref().get(defense_play.id.as_str()) {
                Some(entry) => match cell(checker, entry) {
                    Some(cell) => matrix.push(cell),
                    None => complete = false,
                },
                None => {
                    let kind = FirstAndGoalProblem::MissingDefensePlay {
                        offense_play: play.id.clone(),
                        defense_play: defense_play.id.clone(),
                    };
                    checker.report(&row.span(), kind);
                    complete = false;
                }
            }
        }
    }
    complete.then_some(matrix)
}

fn entry_has_id(entry: &Spanned<OffenseEntry>, id: &str) -> bool {
    matches!(entry.get_ref().id.as_ref().map(|v| v.get_ref()), Some(Value::String(s)) if s == id)
}

fn cell(checker: &mut Checker, entry: &Spanned<CellEntry>) -> Option<Cell> {
    let span = entry.span();
    let e = entry.get_ref();
    // `dice` may be left out for a black-only cell; `black` never.
    let colours = match &e.dice {
        None => Some(ColourSet::EMPTY),
        Some(value) => colours(checker, value),
    };
    let black = checker
        .require("black", e.black.as_ref(), Some(&span))
        .and_then(|value| {
            let n = checker.integer("black", value)?;
            if !BLACK_RANGE.contains(&n) {
                let kind = FirstAndGoalProblem::BlackCountOutOfRange {
                    found: n,
                    min: *BLACK_RANGE.start(),
                    max: *BLACK_RANGE.end(),
                };
                checker.report(&value.span(), kind);
                return None;
            }
            u8::try_from(n).ok()
        });
    Some(Cell {
        colours: colours?,
        black: black?,
    })
}

fn colours(checker: &mut Checker, value: &Spanned<Value>) -> Option<ColourSet> {
    let names = checker.strings("dice", value)?;
    let mut set = ColourSet::EMPTY;
    let mut ok = true;
    for name in &names {
        match Colour::from_id(name.get_ref()) {
            Some(colour) if set.contains(colour) => {
                checker.report(
                    &name.span(),
                    FirstAndGoalProblem::RepeatedColour {
                        colour: name.get_ref().clone(),
                    },
                );
                ok = false;
            }
            Some(colour) => set = set.with(colour),
            None => {
                let kind = FirstAndGoalProblem::UnknownColour {
                    colour: name.get_ref().clone(),
                    expected: Colour::ALL.iter().map(|c| c.id().to_string()).collect(),
                };
                checker.report(&name.span(), kind);
                ok = false;
            }
        }
    }
    ok.then_some(set)
}
