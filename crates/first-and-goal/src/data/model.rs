//! The validated, in-memory form of cards, dice and teams.
//!
//! Everything here has already passed the loader's checks, so the engine can index without
//! re-validating: a `Cell` always names 1..=3 black dice, every die has six faces, and so on.

use serde::{Deserialize, Serialize};

use gridiron_core::i18n::GrammaticalNumber;

/// Faces on every die of the game.
pub(crate) const FACES: usize = 6;

/// The most plays one side's deck may hold; hands are counted per play in arrays of this size.
pub const MAX_PLAYS: usize = 16;

/// Cards in each full deck.
pub const DECK_SIZE: usize = 60;

/// The most dice one special-teams roll may add up. The shipped rolls use at most four; a
/// thousand would overflow the engine's sums and make every check over them slow.
pub(crate) const MAX_DICE_PER_ROLL: usize = 6;

/// The most named kicking dice one file may bring (the shipped data has four).
pub(crate) const MAX_NAMED_DICE: usize = 16;

/// Yards a die face may show. Six of the largest faces still sum far inside `i16`, and no real
/// die comes near.
pub(crate) const FACE_RANGE: std::ops::RangeInclusive<i8> = -99..=99;

pub use gridiron_core::data_file::checker::MAX_NAME_CHARS;

/// A team code is exactly this many capital letters, like `BOS`.
pub(crate) const CODE_CHARS: usize = 3;

/// The six coloured team dice (the seventh, black, belongs to the defense).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Colour {
    Red,
    Ivory,
    Brown,
    Yellow,
    Blue,
    Green,
}

impl Colour {
    pub const ALL: [Colour; 6] = [
        Colour::Red,
        Colour::Ivory,
        Colour::Brown,
        Colour::Yellow,
        Colour::Blue,
        Colour::Green,
    ];

    pub(crate) fn index(self) -> usize {
        self as usize
    }

    /// The stable name used in data files and message ids.
    pub fn id(self) -> &'static str {
        match self {
            Colour::Red => "red",
            Colour::Ivory => "ivory",
            Colour::Brown => "brown",
            Colour::Yellow => "yellow",
            Colour::Blue => "blue",
            Colour::Green => "green",
        }
    }

    pub fn from_id(id: &str) -> Option<Colour> {
        Colour::ALL.into_iter().find(|c| c.id() == id)
    }
}

/// A set of coloured dice, each colour at most once.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub struct ColourSet(u8);

impl ColourSet {
    pub const EMPTY: ColourSet = ColourSet(0);

    pub fn with(self, colour: Colour) -> ColourSet {
        ColourSet(self.0 | 1 << colour.index())
    }

    pub fn contains(self, colour: Colour) -> bool {
        self.0 & (1 << colour.index()) != 0
    }

    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    pub fn iter(self) -> impl Iterator<Item = Colour> {
        Colour::ALL.into_iter().filter(move |c| self.contains(*c))
    }
}

impl FromIterator<Colour> for ColourSet {
    fn from_iter<I: IntoIterator<Item = Colour>>(iter: I) -> Self {
        iter.into_iter().fold(ColourSet::EMPTY, ColourSet::with)
    }
}

/// A die whose faces are yards (team dice and special-teams dice).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct YardDie {
    pub faces: [i8; FACES],
}

impl YardDie {
    pub fn mean(&self) -> f64 {
        self.faces.iter().map(|&f| f64::from(f)).sum::<f64>() / FACES as f64
    }
}

/// Symbols on the white play and referee dice (rule D2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Symbol {
    #[serde(rename = "X")]
    X,
    #[serde(rename = "BREAKAWAY")]
    Breakaway,
    #[serde(rename = "T")]
    T,
    #[serde(rename = "P")]
    P,
    #[serde(rename = "HAIL")]
    Hail,
    #[serde(rename = "MARY")]
    Mary,
    #[serde(rename = "BLANK")]
    Blank,
    #[serde(rename = "D")]
    D,
    #[serde(rename = "O")]
    O,
}

impl Symbol {
    pub(crate) const ALL: [Symbol; 9] = [
        Symbol::X,
        Symbol::Breakaway,
        Symbol::T,
        Symbol::P,
        Symbol::Hail,
        Symbol::Mary,
        Symbol::Blank,
        Symbol::D,
        Symbol::O,
    ];

    /// The spelling used in data files.
    pub fn id(self) -> &'static str {
        match self {
            Symbol::X => "X",
            Symbol::Breakaway => "BREAKAWAY",
            Symbol::T => "T",
            Symbol::P => "P",
            Symbol::Hail => "HAIL",
            Symbol::Mary => "MARY",
            Symbol::Blank => "BLANK",
            Symbol::D => "D",
            Symbol::O => "O",
        }
    }

    pub(crate) fn from_id(id: &str) -> Option<Symbol> {
        Symbol::ALL.into_iter().find(|s| s.id() == id)
    }
}

/// A face of the penalty die: yards, and whether a foul on the defense gives an automatic 1st down.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct PenaltyFace {
    pub yards: u8,
    pub automatic_first_down: bool,
}

impl PenaltyFace {
    /// Parses the data spelling: `"5"`, `"10"`, `"5A"`.
    pub fn parse(text: &str) -> Option<PenaltyFace> {
        let (digits, automatic_first_down) = match text.strip_suffix('A') {
            Some(digits) => (digits, true),
            None => (text, false),
        };
        let yards: u8 = digits.parse().ok()?;
        (1..=50).contains(&yards).then_some(PenaltyFace {
            yards,
            automatic_first_down,
        })
    }
}

/// The three shared white dice (rule D2).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct WhiteDice {
    pub play: [Symbol; FACES],
    pub referee: [Symbol; FACES],
    pub penalty: [PenaltyFace; FACES],
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum PlayKind {
    Run,
    Pass,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct OffensePlay {
    /// Stable id; the UI names the play through the Fluent message `play-<id>`.
    pub id: String,
    pub kind: PlayKind,
    /// Rule P8: the card may not be played with the ball at `100 - red_zone` or closer.
    pub red_zone: Option<u8>,
    pub copies: u8,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct DefensePlay {
    pub id: String,
    /// The kind of offense this defense is designed to stop (documentation and coach hints).
    pub leans_against: PlayKind,
    pub copies: u8,
}

/// One cross-reference cell (rule P3): the coloured dice the offense rolls and the black dice count.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Cell {
    pub colours: ColourSet,
    pub black: u8,
}

/// Both decks and their cross-reference.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CardSet {
    pub offense: Vec<OffensePlay>,
    pub defense: Vec<DefensePlay>,
    /// Row-major: `matrix[offense * defense.len() + defense]`.
    pub matrix: Vec<Cell>,
}

impl CardSet {
    pub fn cell(&self, offense: usize, defense: usize) -> Cell {
        self.matrix[offense * self.defense.len() + defense]
    }

    pub fn offense_index(&self, id: &str) -> Option<usize> {
        self.offense.iter().position(|p| p.id == id)
    }

    pub fn defense_index(&self, id: &str) -> Option<usize> {
        self.defense.iter().position(|p| p.id == id)
    }
}

/// A team's seven dice (rule D1).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TeamDice {
    /// Indexed by `Colour::index()`.
    pub colours: [YardDie; 6],
    pub black: YardDie,
}

impl TeamDice {
    pub fn colour(&self, colour: Colour) -> &YardDie {
        &self.colours[colour.index()]
    }
}

/// Where a special-teams die comes from: one of the team's coloured dice, or a named kicking die.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SpecialDie {
    /// `red`, `ivory`, ... for team dice, otherwise the name of the kicking die (e.g. `punt`).
    pub name: String,
    pub die: YardDie,
}

/// The dice of each special-teams roll, already resolved to faces.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SpecialTeams {
    pub kickoff_return: Vec<SpecialDie>,
    pub field_goal: Vec<SpecialDie>,
    pub punt: Vec<SpecialDie>,
    pub punt_return: Vec<SpecialDie>,
    pub extra_bounce: Vec<SpecialDie>,
    pub squib: Vec<SpecialDie>,
    pub onside: Vec<SpecialDie>,
}

/// Which special-teams roll a die belongs to; also names it in events.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SpecialRoll {
    KickoffReturn,
    FieldGoal,
    Punt,
    PuntReturn,
    ExtraBounce,
    Squib,
    Onside,
}

impl SpecialRoll {
    pub const ALL: [SpecialRoll; 7] = [
        SpecialRoll::KickoffReturn,
        SpecialRoll::FieldGoal,
        SpecialRoll::Punt,
        SpecialRoll::PuntReturn,
        SpecialRoll::ExtraBounce,
        SpecialRoll::Squib,
        SpecialRoll::Onside,
    ];

    /// The key used in data files.
    pub fn id(self) -> &'static str {
        match self {
            SpecialRoll::KickoffReturn => "kickoff_return",
            SpecialRoll::FieldGoal => "field_goal",
            SpecialRoll::Punt => "punt",
            SpecialRoll::PuntReturn => "punt_return",
            SpecialRoll::ExtraBounce => "extra_bounce",
            SpecialRoll::Squib => "squib",
            SpecialRoll::Onside => "onside",
        }
    }
}

impl SpecialTeams {
    pub fn dice(&self, roll: SpecialRoll) -> &[SpecialDie] {
        match roll {
            SpecialRoll::KickoffReturn => &self.kickoff_return,
            SpecialRoll::FieldGoal => &self.field_goal,
            SpecialRoll::Punt => &self.punt,
            SpecialRoll::PuntReturn => &self.punt_return,
            SpecialRoll::ExtraBounce => &self.extra_bounce,
            SpecialRoll::Squib => &self.squib,
            SpecialRoll::Onside => &self.onside,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Team {
    /// A proper noun, shown as written in every language.
    pub name: String,
    pub code: String,
    /// `None` where the division is not publicly known.
    pub division: Option<String>,
    /// Whether sentences treat the name as singular or plural (from the file, or the name).
    pub grammatical_number: GrammaticalNumber,
    pub dice: TeamDice,
    pub special: SpecialTeams,
}
