//! What can be wrong with Battleball's own data files (board, positions, formations, teams),
//! beyond what any data file can get wrong (`gridiron_core::data_file::problem::ProblemKind`).
//! The words live in `locales/*/data.ftl`: every kind names its Fluent message and the arguments
//! it uses.

use gridiron_core::data_file::problem::GameProblem;

/// A problem only Battleball's data can have; it travels as `ProblemKind::Game` (`.into()`), and
/// `ProblemKind::game::<BattleballProblem>()` gets it back.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BattleballProblem {
    /// A number outside what the game can play with.
    NumberOutOfRange {
        key: String,
        found: i64,
        min: i64,
        max: i64,
    },
    UnknownPosition {
        found: String,
        expected: Vec<String>,
    },
    /// A position or formation id used twice in one file.
    DuplicateId { id: String },
    /// A team (or the default roster) without exactly `expected` players.
    RosterSize { found: i64, expected: i64 },
    /// A formation square that is not a square of the team's line-up zone.
    SquareOffZone { row: i64, column: i64 },
    /// A formation square taken twice (a Heavy Tackle takes its column and the next).
    SquareTwice { row: i64, column: i64 },
    /// A formation with fewer squares for a position than the default roster has players of it.
    FormationShort {
        position: String,
        found: usize,
        expected: usize,
    },
    /// A square written otherwise than as `[row, column]`.
    BadSquare,
    /// The line-up zone cannot hold a roster however its players are lined up, so the game would
    /// stand still at its first line-up with nobody able to decide.
    NoRoomToLineUp {
        squares: usize,
        pairs: usize,
        players: usize,
        heavy: usize,
    },
}

impl GameProblem for BattleballProblem {
    fn message_id(&self) -> &'static str {
        use BattleballProblem::*;
        match self {
            NumberOutOfRange { .. } => "data-bb-number-out-of-range",
            UnknownPosition { .. } => "data-bb-unknown-position",
            DuplicateId { .. } => "data-bb-duplicate-id",
            RosterSize { .. } => "data-bb-roster-size",
            SquareOffZone { .. } => "data-bb-square-off-zone",
            SquareTwice { .. } => "data-bb-square-twice",
            FormationShort { .. } => "data-bb-formation-short",
            BadSquare => "data-bb-bad-square",
            NoRoomToLineUp { .. } => "data-bb-no-room-to-line-up",
        }
    }

    fn args(&self) -> Vec<(&'static str, String)> {
        use BattleballProblem::*;
        match self {
            BadSquare => vec![],
            NoRoomToLineUp {
                squares,
                pairs,
                players,
                heavy,
            } => vec![
                ("squares", squares.to_string()),
                ("pairs", pairs.to_string()),
                ("players", players.to_string()),
                ("heavy", heavy.to_string()),
            ],
            NumberOutOfRange {
                key,
                found,
                min,
                max,
            } => vec![
                ("key", key.clone()),
                ("found", found.to_string()),
                ("min", min.to_string()),
                ("max", max.to_string()),
            ],
            UnknownPosition { found, expected } => {
                vec![("found", found.clone()), ("expected", expected.join(", "))]
            }
            DuplicateId { id } => vec![("id", id.clone())],
            RosterSize { found, expected } => {
                vec![
                    ("found", found.to_string()),
                    ("expected", expected.to_string()),
                ]
            }
            SquareOffZone { row, column } | SquareTwice { row, column } => {
                vec![("row", row.to_string()), ("column", column.to_string())]
            }
            FormationShort {
                position,
                found,
                expected,
            } => vec![
                ("position", position.clone()),
                ("found", found.to_string()),
                ("expected", expected.to_string()),
            ],
        }
    }
}
