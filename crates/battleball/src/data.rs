//! Reading `data/battleball/`: the board, positions, formations and team files, every problem of
//! every file reported in one run with file:line:column (the machinery of `gridiron_core::data_file`).

use std::collections::{BTreeMap, HashMap};
use std::ops::Range;
use std::path::{Path, PathBuf};

use serde::Deserialize;
use toml::{Spanned, Value};

pub mod model;
mod problem;

pub use crate::data::model::Library;
pub use problem::BattleballProblem;

use crate::data::model::{BoardShape, Formation, Position, Team, TEAM_SIZE};
use gridiron_core::data_file::checker::Checker;
use gridiron_core::data_file::document::Document;
use gridiron_core::data_file::problem::{sorted_and_limited, Problem, ProblemKind, ValueType};
use gridiron_core::data_file::shape::Shape;
use gridiron_core::data_file::skipped::set_aside;
pub use gridiron_core::data_file::skipped::Skipped;
use gridiron_core::data_file::source::{self, Source};
use gridiron_core::i18n::GrammaticalNumber;

pub(crate) const BOARD_FILE: &str = "board.toml";
pub(crate) const POSITIONS_FILE: &str = "positions.toml";
pub(crate) const FORMATIONS_FILE: &str = "formations.toml";

const INT: Shape = Shape::Value(ValueType::Integer);
const STR: Shape = Shape::Value(ValueType::String);
const ARR: Shape = Shape::Value(ValueType::Array);

const BOARD_SHAPE: &[(&str, Shape)] =
    &[("rows", INT), ("odd_row_squares", INT), ("zone_rows", INT)];
const POSITION_SHAPE: &[(&str, Shape)] = &[
    ("id", STR),
    ("colour", STR),
    ("die", INT),
    ("count", INT),
    ("strength", INT),
    ("heavy", STR),
];
const POSITIONS_SHAPE: &[(&str, Shape)] = &[
    ("passing_die", INT),
    ("toss_die", INT),
    ("position", Shape::TableList(POSITION_SHAPE)),
];
const FORMATION_SHAPE: &[(&str, Shape)] = &[("id", STR), ("squares", Shape::Map(&ARR))];
const FORMATIONS_SHAPE: &[(&str, Shape)] = &[("formation", Shape::TableList(FORMATION_SHAPE))];
const TEAM_SHAPE: &[(&str, Shape)] = &[
    ("name", STR),
    ("code", STR),
    ("colour", STR),
    ("grammatical_number", STR),
    ("roster", Shape::Map(&INT)),
];

type Field = Option<Spanned<Value>>;

#[derive(Deserialize)]
struct BoardFile {
    rows: Field,
    odd_row_squares: Field,
    zone_rows: Field,
}

#[derive(Deserialize)]
struct PositionsFile {
    passing_die: Field,
    toss_die: Field,
    position: Option<Spanned<Vec<Spanned<PositionEntry>>>>,
}

#[derive(Deserialize)]
struct PositionEntry {
    id: Field,
    colour: Field,
    die: Field,
    count: Field,
    strength: Field,
    heavy: Field,
}

#[derive(Deserialize)]
struct FormationsFile {
    formation: Option<Vec<Spanned<FormationEntry>>>,
}

#[derive(Deserialize)]
struct FormationEntry {
    id: Field,
    squares: Option<Spanned<BTreeMap<Spanned<String>, Spanned<Value>>>>,
}

#[derive(Deserialize)]
struct TeamFile {
    name: Field,
    code: Field,
    colour: Field,
    grammatical_number: Field,
    roster: Option<Spanned<BTreeMap<Spanned<String>, Spanned<Value>>>>,
}

/// Where Battleball's shipped data lives.
pub const DATA_DIR: &str = "data/battleball/";

/// Battleball's shipped data files, sorted by path (see `build.rs`).
pub fn shipped() -> Vec<Source> {
    source::shipped(SHIPPED)
}

static SHIPPED: &[(&str, &[u8])] = include!(concat!(env!("OUT_DIR"), "/shipped_data.rs"));

/// The shipped Battleball data (`data/battleball/`).
pub fn load() -> Result<Library, Vec<Problem>> {
    from_sources(&shipped())
}

/// The shipped data plus team files an organiser adds (every extra file is a team file).
pub fn load_with_teams(extra: &[Source]) -> Result<Library, Vec<Problem>> {
    let mut sources = shipped();
    sources.extend(extra.iter().cloned());
    from_sources(&sources)
}

/// The team files of a user directory: each readable one, and a problem for each that is not.
/// A missing directory, or one with no team file, is an error of its own.
fn read_team_dir(dir: &Path) -> Result<(Vec<Source>, Vec<Skipped>), Vec<Problem>> {
    // A `battleball` sub-folder holds the game's own data (board, positions, formations, as
    // `data/battleball/` does), never team files.
    let files =
        source::read_dir(dir, &|name| name == "battleball").map_err(|problem| vec![*problem])?;
    if files.is_empty() {
        return Err(vec![Problem::whole_file(dir, ProblemKind::NoTomlFiles)]);
    }
    let mut read = Vec::new();
    let mut skipped = Vec::new();
    for file in files {
        match file {
            Ok(source) => read.push(source),
            Err(problem) => skipped.push(Skipped {
                file: problem.file.clone(),
                problems: vec![*problem],
            }),
        }
    }
    Ok((read, skipped))
}

/// The data to play with: the library, the files it was loaded from (a game's record copies
/// its teams' files from them), and the team files left out.
pub struct Playable {
    pub library: Library,
    pub sources: Vec<Source>,
    pub skipped: Vec<Skipped>,
}

/// The shipped data and the team files of `dir`. A team file with problems (its own, or a
/// clash with another team) is left out and listed; problems in the shipped data or with the
/// directory itself are errors.
pub fn load_playable(dir: Option<&Path>) -> Result<Playable, Vec<Problem>> {
    let (extra, mut skipped) = match dir {
        Some(dir) => read_team_dir(dir)?,
        None => (Vec::new(), Vec::new()),
    };
    let mut playing: Vec<Source> = extra;
    loop {
        let problems = match load_with_teams(&playing) {
            Ok(library) => {
                let mut sources = shipped();
                sources.extend(playing);
                return Ok(Playable {
                    library,
                    sources,
                    skipped,
                });
            }
            Err(problems) => problems,
        };
        set_aside(&mut playing, problems, &mut skipped)?;
    }
}

/// Every problem of `paths` (team files, or directories of them) checked together with the
/// shipped Battleball data, sorted; empty when all is well. A given file named like a shipped
/// file (a team, or the board, positions or formations) stands in for it, so an edited copy is
/// checked as itself.
pub fn check_files(paths: &[PathBuf]) -> Vec<Problem> {
    let mut given: Vec<Source> = Vec::new();
    let mut problems = Vec::new();
    for path in paths {
        let files = if path.is_dir() {
            match read_team_dir(path) {
                Ok((read, skipped)) => {
                    problems.extend(skipped.into_iter().flat_map(|s| s.problems));
                    read.into_iter().map(Ok).collect()
                }
                Err(more) => {
                    problems.extend(more);
                    Vec::new()
                }
            }
        } else {
            vec![source::read_file(path).map_err(|p| *p)]
        };
        for file in files {
            match file {
                Ok(source) => given.push(source),
                Err(problem) => problems.push(problem),
            }
        }
    }
    let mut sources: Vec<Source> = shipped()
        .into_iter()
        .filter(|shipped| !given.iter().any(|g| g.file_name() == shipped.file_name()))
        .collect();
    sources.extend(given);
    if let Err(more) = from_sources(&sources) {
        problems.extend(more);
    }
    sorted_and_limited(problems)
}

/// Builds the library from a data set in memory: `board.toml`, `positions.toml`,
/// `formations.toml`, and every other file is a team. Reports every problem, sorted.
pub fn from_sources(sources: &[Source]) -> Result<Library, Vec<Problem>> {
    let mut problems = Vec::new();
    let named = |name: &str| -> Vec<&Source> {
        sources
            .iter()
            .filter(|s| s.file_name() == name)
            .collect::<Vec<_>>()
    };
    let one = |name: &str, problems: &mut Vec<Problem>| -> Option<&Source> {
        let files = named(name);
        for extra in files.iter().skip(1) {
            problems.push(Problem::whole_file(
                &extra.path,
                ProblemKind::DuplicateFile {
                    name: name.to_string(),
                },
            ));
        }
        if files.is_empty() {
            problems.push(Problem::whole_file(
                Path::new(name),
                ProblemKind::MissingFile,
            ));
        }
        files.first().copied()
    };
    let board_file = one(BOARD_FILE, &mut problems);
    let board = board_file.and_then(|s| keep(parse_board(s), &mut problems));
    let positions =
        one(POSITIONS_FILE, &mut problems).and_then(|s| keep(parse_positions(s), &mut problems));
    let formations_file = one(FORMATIONS_FILE, &mut problems);
    let mut library = None;
    if let (Some((board, zone_span)), Some((positions, passing_die, toss_die)), Some(board_file)) =
        (board, positions, board_file)
    {
        let default_roster: Vec<u8> = positions.iter().map(|p| p.count).collect();
        if let Some(kind) = no_room_to_line_up(&board, &positions, &default_roster) {
            if let Ok(doc) = Document::decode(board_file) {
                problems.push(doc.at(&zone_span, kind));
            }
        }
        let formations = formations_file
            .and_then(|s| keep(parse_formations(s, &board, &positions), &mut problems));
        let mut teams: Vec<(Team, &Source, Range<usize>, Range<usize>)> = Vec::new();
        for source in sources.iter().filter(|s| {
            ![BOARD_FILE, POSITIONS_FILE, FORMATIONS_FILE].contains(&s.file_name().as_str())
        }) {
            if let Some(team) = keep(parse_team(source, &board, &positions), &mut problems) {
                teams.push((team.0, source, team.1, team.2));
            }
        }
        check_unique_teams(&teams, &mut problems);
        if let Some(formations) = formations {
            library = Some(Library {
                board,
                positions,
                passing_die,
                toss_die,
                formations,
                teams: teams.into_iter().map(|t| t.0).collect(),
            });
        }
    }
    match library {
        Some(library) if problems.is_empty() => Ok(library),
        _ => Err(sorted_and_limited(problems)),
    }
}

fn keep<T>(result: Result<T, Vec<Problem>>, problems: &mut Vec<Problem>) -> Option<T> {
    result.map_err(|more| problems.extend(more)).ok()
}

/// A required whole number in `min..=max`; reported otherwise.
fn number(
    checker: &mut Checker,
    key: &str,
    value: Option<&Spanned<Value>>,
    table: Option<&Range<usize>>,
    (min, max): (i64, i64),
) -> Option<u8> {
    let value = checker.require(key, value, table)?;
    let n = checker.integer(key, value)?;
    if !(min..=max).contains(&n) {
        let kind = BattleballProblem::NumberOutOfRange {
            key: key.to_string(),
            found: n,
            min,
            max,
        };
        checker.report(&value.span(), kind);
        return None;
    }
    u8::try_from(n).ok()
}

/// The board, and where its `zone_rows` stands (a zone too small for the roster is reported
/// there once the positions are known).
fn parse_board(source: &Source) -> Result<(BoardShape, Range<usize>), Vec<Problem>> {
    let doc = Document::decode(source).map_err(|p| vec![*p])?;
    let mut checker = Checker::new(doc);
    let Some(file) = checker.parse::<BoardFile>(BOARD_SHAPE) else {
        return checker.finish(None);
    };
    let rows = number(&mut checker, "rows", file.rows.as_ref(), None, (5, 61));
    let width = number(
        &mut checker,
        "odd_row_squares",
        file.odd_row_squares.as_ref(),
        None,
        (3, 31),
    );
    let zone = number(
        &mut checker,
        "zone_rows",
        file.zone_rows.as_ref(),
        None,
        (1, 10),
    );
    if let (Some(rows), Some(value)) = (rows, file.rows.as_ref()) {
        // An odd number of rows, so that there is a middle row with a centre mark (BS2).
        if rows % 2 == 0 {
            let kind = BattleballProblem::NumberOutOfRange {
                key: "rows".into(),
                found: i64::from(rows),
                min: 5,
                max: 61,
            };
            checker.report(&value.span(), kind);
        }
    }
    let board = match (rows, width, zone) {
        (Some(rows), Some(odd_row_squares), Some(zone_rows)) if rows % 2 == 1 => {
            if u16::from(zone_rows) * 2 >= u16::from(rows) {
                let kind = BattleballProblem::NumberOutOfRange {
                    key: "zone_rows".into(),
                    found: i64::from(zone_rows),
                    min: 1,
                    max: i64::from(rows / 2),
                };
                if let Some(value) = file.zone_rows.as_ref() {
                    checker.report(&value.span(), kind);
                }
                None
            } else {
                let span = file.zone_rows.as_ref().map(|v| v.span()).unwrap_or(0..0);
                Some((
                    BoardShape {
                        rows,
                        odd_row_squares,
                        zone_rows,
                    },
                    span,
                ))
            }
        }
        _ => None,
    };
    checker.finish(board)
}

fn parse_positions(source: &Source) -> Result<(Vec<Position>, u8, u8), Vec<Problem>> {
    let doc = Document::decode(source).map_err(|p| vec![*p])?;
    let mut checker = Checker::new(doc);
    let Some(file) = checker.parse::<PositionsFile>(POSITIONS_SHAPE) else {
        return checker.finish(None);
    };
    let passing = number(
        &mut checker,
        "passing_die",
        file.passing_die.as_ref(),
        None,
        (2, 100),
    );
    let toss = number(
        &mut checker,
        "toss_die",
        file.toss_die.as_ref(),
        None,
        (2, 100),
    );
    let mut positions = Vec::new();
    let mut ok = true;
    let entries = file.position.as_ref();
    if checker.require("position", entries, None).is_none() {
        ok = false;
    }
    for entry in entries.map(|e| e.get_ref().as_slice()).unwrap_or_default() {
        let span = entry.span();
        let e = entry.get_ref();
        let id = checker
            .require("id", e.id.as_ref(), Some(&span))
            .and_then(|v| checker.text("id", v).map(|t| (t, v.span())));
        let colour = checker
            .require("colour", e.colour.as_ref(), Some(&span))
            .and_then(|v| checker.text("colour", v));
        let die = number(&mut checker, "die", e.die.as_ref(), Some(&span), (2, 100));
        let count = number(
            &mut checker,
            "count",
            e.count.as_ref(),
            Some(&span),
            (0, 11),
        );
        let strength = number(
            &mut checker,
            "strength",
            e.strength.as_ref(),
            Some(&span),
            (1, 9),
        );
        let heavy = match e.heavy.as_ref() {
            None => Some(false),
            Some(v) => match v.get_ref() {
                Value::Boolean(b) => Some(*b),
                _ => {
                    checker.report(
                        &v.span(),
                        ProblemKind::Invalid {
                            detail: "heavy = true or heavy = false".into(),
                        },
                    );
                    None
                }
            },
        };
        match (id, colour, die, count, strength, heavy) {
            (
                Some((id, id_span)),
                Some(colour),
                Some(die),
                Some(count),
                Some(strength),
                Some(heavy),
            ) => {
                if positions.iter().any(|p: &Position| p.id == id) {
                    checker.report(&id_span, BattleballProblem::DuplicateId { id: id.clone() });
                }
                positions.push(Position {
                    id,
                    colour,
                    die,
                    count,
                    strength,
                    heavy,
                });
            }
            _ => ok = false,
        }
    }
    if ok {
        let total: i64 = positions.iter().map(|p| i64::from(p.count)).sum();
        if total != TEAM_SIZE as i64 {
            let span = entries.map(|e| e.span()).unwrap_or(0..0);
            checker.report(
                &span,
                BattleballProblem::RosterSize {
                    found: total,
                    expected: TEAM_SIZE as i64,
                },
            );
        }
    }
    let value = match (ok, passing, toss) {
        (true, Some(passing), Some(toss)) => Some((positions, passing, toss)),
        _ => None,
    };
    checker.finish(value)
}

/// Squares a row (counted from a goal line, 1-based) holds: odd rows the full squares, even rows
/// one fewer plus the two half squares (BS2).
pub(crate) fn row_squares(board: &BoardShape, row: u8) -> u8 {
    if row % 2 == 1 {
        board.odd_row_squares
    } else {
        board.odd_row_squares + 1
    }
}

/// Whether `roster` (players of each position) can always be lined up in a zone of `board`;
/// the problem if not. Players are placed one by one in roster order (BS3), so a coach could
/// leave no two squares side by side for a Heavy Tackle still to come: each player placed takes
/// at most one pair of free squares side by side in a row, each Heavy Tackle at most two. The
/// zone has room when, even so, the last Heavy Tackle finds a pair and every player a square.
/// (The board itself is one piece, so every player can reach the ball and either end zone.)
fn no_room_to_line_up(
    board: &BoardShape,
    positions: &[Position],
    roster: &[u8],
) -> Option<BattleballProblem> {
    let widths = (1..=board.zone_rows).map(|row| usize::from(row_squares(board, row)));
    let squares: usize = widths.clone().sum();
    let pairs: usize = widths.map(|w| w / 2).sum();
    let (mut light, mut heavy, mut light_before_last_heavy) = (0, 0, 0);
    for (position, &count) in positions.iter().zip(roster) {
        let count = usize::from(count);
        if position.heavy {
            heavy += count;
            if count > 0 {
                light_before_last_heavy = light;
            }
        } else {
            light += count;
        }
    }
    let heavy_fits = heavy == 0 || pairs > light_before_last_heavy + 2 * (heavy - 1);
    let all_fit = squares >= light + 2 * heavy;
    (!(heavy_fits && all_fit)).then_some(BattleballProblem::NoRoomToLineUp {
        squares,
        pairs,
        players: light + heavy,
        heavy,
    })
}

fn parse_formations(
    source: &Source,
    board: &BoardShape,
    positions: &[Position],
) -> Result<Vec<Formation>, Vec<Problem>> {
    let doc = Document::decode(source).map_err(|p| vec![*p])?;
    let mut checker = Checker::new(doc);
    let Some(file) = checker.parse::<FormationsFile>(FORMATIONS_SHAPE) else {
        return checker.finish(None);
    };
    let mut formations: Vec<Formation> = Vec::new();
    let mut ok = true;
    for entry in file.formation.as_deref().unwrap_or_default() {
        let span = entry.span();
        let e = entry.get_ref();
        let id = checker
            .require("id", e.id.as_ref(), Some(&span))
            .and_then(|v| checker.text("id", v).map(|t| (t, v.span())));
        let Some(squares) = checker.require("squares", e.squares.as_ref(), Some(&span)) else {
            ok = false;
            continue;
        };
        let mut by_position: Vec<Vec<(u8, u8)>> = vec![Vec::new(); positions.len()];
        let mut taken: Vec<(u8, u8)> = Vec::new();
        for (key, list) in squares.get_ref() {
            let Some(p) = positions.iter().position(|p| p.id == *key.get_ref()) else {
                let kind = BattleballProblem::UnknownPosition {
                    found: key.get_ref().clone(),
                    expected: positions.iter().map(|p| p.id.clone()).collect(),
                };
                checker.report(&key.span(), kind);
                ok = false;
                continue;
            };
            let Some(elements) = checker.array(key.get_ref(), list) else {
                ok = false;
                continue;
            };
            for element in &elements {
                let pair = match element.get_ref() {
                    Value::Array(items) if items.len() == 2 => {
                        match (items[0].as_integer(), items[1].as_integer()) {
                            (Some(r), Some(c)) => Some((r, c)),
                            _ => None,
                        }
                    }
                    _ => None,
                };
                let Some((row, column)) = pair else {
                    checker.report(&element.span(), BattleballProblem::BadSquare);
                    ok = false;
                    continue;
                };
                let wide = if positions[p].heavy { 2 } else { 1 };
                let fits = (1..=i64::from(board.zone_rows)).contains(&row)
                    && column >= 0
                    && column + wide <= i64::from(row_squares(board, row as u8));
                if !fits {
                    checker.report(
                        &element.span(),
                        BattleballProblem::SquareOffZone { row, column },
                    );
                    ok = false;
                    continue;
                }
                let (row, column) = (row as u8, column as u8);
                for c in column..column + wide as u8 {
                    if taken.contains(&(row, c)) {
                        let kind = BattleballProblem::SquareTwice {
                            row: i64::from(row),
                            column: i64::from(c),
                        };
                        checker.report(&element.span(), kind);
                        ok = false;
                    }
                    taken.push((row, c));
                }
                by_position[p].push((row, column));
            }
        }
        for (p, position) in positions.iter().enumerate() {
            if by_position[p].len() < usize::from(position.count) {
                let kind = BattleballProblem::FormationShort {
                    position: position.id.clone(),
                    found: by_position[p].len(),
                    expected: usize::from(position.count),
                };
                checker.report(&squares.span(), kind);
                ok = false;
            }
        }
        match id {
            Some((id, id_span)) => {
                if formations.iter().any(|f| f.id == id) {
                    checker.report(&id_span, BattleballProblem::DuplicateId { id: id.clone() });
                }
                formations.push(Formation {
                    id,
                    squares: by_position,
                });
            }
            None => ok = false,
        }
    }
    checker.finish(ok.then_some(formations))
}

type TeamParse = (Team, Range<usize>, Range<usize>);

fn parse_team(
    source: &Source,
    board: &BoardShape,
    positions: &[Position],
) -> Result<TeamParse, Vec<Problem>> {
    let doc = Document::decode(source).map_err(|p| vec![*p])?;
    let mut checker = Checker::new(doc);
    let Some(file) = checker.parse::<TeamFile>(TEAM_SHAPE) else {
        return checker.finish(None);
    };
    let name = checker
        .require("name", file.name.as_ref(), None)
        .and_then(|v| checker.text("name", v).map(|t| (t, v.span())));
    let code = checker
        .require("code", file.code.as_ref(), None)
        .and_then(|v| checker.text("code", v).map(|t| (t, v.span())));
    if let Some((code, span)) = &code {
        if code.len() != 3 || !code.chars().all(|c| c.is_ascii_uppercase()) {
            checker.report(span, ProblemKind::BadCode { code: code.clone() });
        }
    }
    let colour = checker
        .require("colour", file.colour.as_ref(), None)
        .and_then(|v| checker.text("colour", v));
    let grammatical_number = file
        .grammatical_number
        .as_ref()
        .map(|v| checker.grammatical_number("grammatical_number", v));
    let mut roster: Vec<u8> = positions.iter().map(|p| p.count).collect();
    if let Some(table) = file.roster.as_ref() {
        for (key, value) in table.get_ref() {
            let Some(p) = positions.iter().position(|p| p.id == *key.get_ref()) else {
                let kind = BattleballProblem::UnknownPosition {
                    found: key.get_ref().clone(),
                    expected: positions.iter().map(|p| p.id.clone()).collect(),
                };
                checker.report(&key.span(), kind);
                continue;
            };
            if let Some(n) = number(&mut checker, key.get_ref(), Some(value), None, (0, 11)) {
                roster[p] = n;
            }
        }
        let total: i64 = roster.iter().map(|&n| i64::from(n)).sum();
        if total != TEAM_SIZE as i64 {
            checker.report(
                &table.span(),
                BattleballProblem::RosterSize {
                    found: total,
                    expected: TEAM_SIZE as i64,
                },
            );
        } else if let Some(kind) = no_room_to_line_up(board, positions, &roster) {
            checker.report(&table.span(), kind);
        }
    }
    // A bad grammatical_number is reported: `finish` then refuses the team anyway.
    let grammatical_number = grammatical_number.flatten();
    let team = match (name, code, colour) {
        (Some((name, name_span)), Some((code, code_span)), Some(colour)) => Some((
            Team {
                grammatical_number: grammatical_number
                    .unwrap_or_else(|| GrammaticalNumber::of_name(&name)),
                name,
                code,
                colour,
                roster,
            },
            name_span,
            code_span,
        )),
        _ => None,
    };
    checker.finish(team)
}

/// Team names and codes are unique across files (case-insensitive).
fn check_unique_teams(
    teams: &[(Team, &Source, Range<usize>, Range<usize>)],
    problems: &mut Vec<Problem>,
) {
    // The first team of each name and code, by map rather than by scanning the teams before:
    // a folder of thousands of team files is checked in time linear in them.
    let mut first_named: HashMap<String, usize> = HashMap::new();
    let mut first_coded: HashMap<String, usize> = HashMap::new();
    for (i, (team, source, name_span, code_span)) in teams.iter().enumerate() {
        let named = *first_named.entry(team.name.to_lowercase()).or_insert(i);
        let coded = *first_coded.entry(team.code.to_lowercase()).or_insert(i);
        let first = named.min(coded);
        if first == i {
            continue;
        }
        let Some((other, other_source, _, _)) = teams.get(first) else {
            continue;
        };
        let Ok(doc) = Document::decode(source) else {
            continue;
        };
        let problem = if other.name.to_lowercase() == team.name.to_lowercase() {
            doc.at(
                name_span,
                ProblemKind::DuplicateTeamName {
                    name: team.name.clone(),
                    other_file: other_source.path.clone(),
                },
            )
        } else {
            doc.at(
                code_span,
                ProblemKind::DuplicateCode {
                    code: team.code.clone(),
                    other_file: other_source.path.clone(),
                },
            )
        };
        problems.push(problem);
    }
}
