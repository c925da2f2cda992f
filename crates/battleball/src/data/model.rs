//! Battleball's validated data: the board's shape, the positions, formations and teams.
//! Built by `battleball::data` from `data/battleball/`; the engine reads it, never a file.

use gridiron_core::i18n::GrammaticalNumber;

/// Players a team has (BS1).
pub(crate) const TEAM_SIZE: usize = 11;

/// The board's shape (BS2): rows between the goal lines, full squares of an odd row, and the
/// rows of each team's line-up zone.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BoardShape {
    pub rows: u8,
    pub odd_row_squares: u8,
    pub zone_rows: u8,
}

/// One position of a roster (BS1, BB1).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Position {
    pub id: String,
    /// The die's colour as the box names it (for words and pictures, not for rules).
    pub colour: String,
    /// Sides of the player's die.
    pub die: u8,
    /// Players of this position in the default roster.
    pub count: u8,
    /// Strength for the optional Blood Bowl blocks (BB1).
    pub strength: u8,
    /// A Heavy Tackle: takes two squares side by side, rolls two of its dice and uses one (BT1,
    /// BT3, BK1).
    pub heavy: bool,
}

/// A line-up saved as data (BS3): for each position, squares as (row from the own goal line,
/// 1-based; column from the coach's left, 0-based). A Heavy Tackle's square is its left one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Formation {
    pub id: String,
    /// Indexed by position.
    pub squares: Vec<Vec<(u8, u8)>>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Team {
    pub name: String,
    pub code: String,
    pub colour: String,
    /// Whether sentences treat the name as singular or plural (from the file, or the name).
    pub grammatical_number: GrammaticalNumber,
    /// Players of each position (indexed like `Library::positions`), eleven in all.
    pub roster: Vec<u8>,
}

/// Everything Battleball needs from data, validated.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Library {
    pub board: BoardShape,
    pub positions: Vec<Position>,
    /// Sides of the shared passing die (BA3).
    pub passing_die: u8,
    /// Sides of the toss die (BS4, BG3).
    pub toss_die: u8,
    pub formations: Vec<Formation>,
    pub teams: Vec<Team>,
}

impl Library {
    /// Each team's name with its grammatical number, for a `Localizer` to word sentences by.
    pub fn team_numbers(&self) -> impl Iterator<Item = (&str, GrammaticalNumber)> {
        self.teams
            .iter()
            .map(|t| (t.name.as_str(), t.grammatical_number))
    }

    /// A team by name or code, case-insensitive.
    pub fn team(&self, query: &str) -> Option<&Team> {
        let query = query.to_lowercase();
        self.teams
            .iter()
            .find(|t| t.name.to_lowercase() == query || t.code.to_lowercase() == query)
    }

    pub fn position(&self, id: &str) -> Option<usize> {
        self.positions.iter().position(|p| p.id == id)
    }
}
