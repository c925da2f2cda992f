//! What can be wrong with a data file, and where. The words live in `locales/*/data.ftl`: every
//! kind names its Fluent message and the arguments that message uses.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

/// One problem in one data file. `line` and `column` are 1-based; both are 0 when the problem is
/// about the whole file (it is missing, unreadable, or lacks a key).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Problem {
    pub file: PathBuf,
    pub line: usize,
    pub column: usize,
    pub kind: ProblemKind,
}

impl Problem {
    pub fn whole_file(file: &Path, kind: ProblemKind) -> Problem {
        Problem {
            file: file.to_path_buf(),
            line: 0,
            column: 0,
            kind,
        }
    }

    /// `file:line:column` (just `file` for a whole-file problem), as editors and terminals link it.
    pub fn location(&self) -> String {
        if self.line == 0 {
            self.file.display().to_string()
        } else {
            format!("{}:{}:{}", self.file.display(), self.line, self.column)
        }
    }
}

/// The type a value in a data file should have had.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ValueType {
    String,
    Integer,
    Array,
    Table,
}

impl ValueType {
    /// The selector the Fluent messages switch on.
    pub fn id(self) -> &'static str {
        match self {
            ValueType::String => "string",
            ValueType::Integer => "integer",
            ValueType::Array => "array",
            ValueType::Table => "table",
        }
    }
}

/// Which of the two decks of play cards.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Deck {
    Offense,
    Defense,
}

impl Deck {
    pub fn id(self) -> &'static str {
        match self {
            Deck::Offense => "offense",
            Deck::Defense => "defense",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ProblemKind {
    // Reading the file.
    Io {
        detail: String,
    },
    MissingFile,
    /// A second file of a kind there must be one of (e.g. two `cards.toml`).
    DuplicateFile {
        name: String,
    },
    /// A directory given for data held no `*.toml` file.
    NoTomlFiles,
    TooLarge {
        limit: usize,
    },
    NotUtf8,
    /// The file starts with a UTF-16 byte-order mark.
    Utf16,
    // TOML and its structure.
    Syntax {
        detail: String,
    },
    /// The TOML is fine but a table or array has the wrong shape; `detail` is the parser's text.
    Invalid {
        detail: String,
    },
    UnknownKey {
        key: String,
        expected: Vec<String>,
    },
    MissingKey {
        key: String,
    },
    WrongType {
        key: String,
        expected: ValueType,
    },
    EmptyText {
        key: String,
    },
    // Dice.
    FaceCount {
        die: String,
        expected: usize,
        found: usize,
    },
    FaceNotInteger {
        die: String,
        found: String,
    },
    FaceOutOfRange {
        die: String,
        found: i64,
        min: i64,
        max: i64,
    },
    UnknownSymbol {
        die: String,
        symbol: String,
        expected: Vec<String>,
    },
    BadPenaltyFace {
        found: String,
    },
    // Cards.
    BadId {
        id: String,
    },
    DuplicateId {
        id: String,
    },
    UnknownPlayKind {
        found: String,
    },
    CopiesOutOfRange {
        found: i64,
        min: i64,
        max: i64,
    },
    BadRedZone {
        found: i64,
    },
    PlayCount {
        deck: Deck,
        found: usize,
        min: usize,
        max: usize,
    },
    DeckSize {
        deck: Deck,
        expected: usize,
        found: i64,
    },
    MissingCrossTable {
        offense_play: String,
    },
    MissingDefensePlay {
        offense_play: String,
        defense_play: String,
    },
    UnknownDefensePlay {
        offense_play: String,
        defense_play: String,
        expected: Vec<String>,
    },
    UnknownOffensePlay {
        offense_play: String,
        expected: Vec<String>,
    },
    UnknownColour {
        colour: String,
        expected: Vec<String>,
    },
    RepeatedColour {
        colour: String,
    },
    BlackCountOutOfRange {
        found: i64,
        min: i64,
        max: i64,
    },
    // Special teams.
    MissingRoll {
        roll: String,
    },
    EmptyRoll {
        roll: String,
    },
    UnknownDie {
        roll: String,
        die: String,
        expected: Vec<String>,
    },
    NamedDieIsColour {
        die: String,
    },
    // Teams.
    BadCode {
        code: String,
    },
    MissingDie {
        die: String,
    },
    DuplicateTeamName {
        name: String,
        other_file: PathBuf,
    },
    DuplicateCode {
        code: String,
        other_file: PathBuf,
    },
    DuplicateSlug {
        slug: String,
        other_file: PathBuf,
    },
    UnknownBaseTeam {
        base: String,
    },
    BaseCycle {
        chain: Vec<String>,
    },
}

impl ProblemKind {
    /// The Fluent message id in `locales/*/data.ftl`.
    pub fn message_id(&self) -> &'static str {
        use ProblemKind::*;
        match self {
            Io { .. } => "data-io",
            MissingFile => "data-missing-file",
            DuplicateFile { .. } => "data-duplicate-file",
            NoTomlFiles => "data-no-toml-files",
            TooLarge { .. } => "data-too-large",
            NotUtf8 => "data-not-utf8",
            Utf16 => "data-utf16",
            Syntax { .. } => "data-syntax",
            Invalid { .. } => "data-invalid",
            UnknownKey { .. } => "data-unknown-key",
            MissingKey { .. } => "data-missing-key",
            WrongType { .. } => "data-wrong-type",
            EmptyText { .. } => "data-empty-text",
            FaceCount { .. } => "data-face-count",
            FaceNotInteger { .. } => "data-face-not-integer",
            FaceOutOfRange { .. } => "data-face-out-of-range",
            UnknownSymbol { .. } => "data-unknown-symbol",
            BadPenaltyFace { .. } => "data-bad-penalty-face",
            BadId { .. } => "data-bad-id",
            DuplicateId { .. } => "data-duplicate-id",
            UnknownPlayKind { .. } => "data-unknown-play-kind",
            CopiesOutOfRange { .. } => "data-copies-out-of-range",
            BadRedZone { .. } => "data-bad-red-zone",
            PlayCount { .. } => "data-play-count",
            DeckSize { .. } => "data-deck-size",
            MissingCrossTable { .. } => "data-missing-cross-table",
            MissingDefensePlay { .. } => "data-missing-defense-play",
            UnknownDefensePlay { .. } => "data-unknown-defense-play",
            UnknownOffensePlay { .. } => "data-unknown-offense-play",
            UnknownColour { .. } => "data-unknown-colour",
            RepeatedColour { .. } => "data-repeated-colour",
            BlackCountOutOfRange { .. } => "data-black-count",
            MissingRoll { .. } => "data-missing-roll",
            EmptyRoll { .. } => "data-empty-roll",
            UnknownDie { .. } => "data-unknown-die",
            NamedDieIsColour { .. } => "data-named-die-is-colour",
            BadCode { .. } => "data-bad-code",
            MissingDie { .. } => "data-missing-die",
            DuplicateTeamName { .. } => "data-duplicate-team-name",
            DuplicateCode { .. } => "data-duplicate-code",
            DuplicateSlug { .. } => "data-duplicate-slug",
            UnknownBaseTeam { .. } => "data-unknown-base-team",
            BaseCycle { .. } => "data-base-cycle",
        }
    }

    /// The Fluent arguments of the message; lists are joined with ", ".
    pub fn args(&self) -> Vec<(&'static str, String)> {
        use ProblemKind::*;
        fn list(items: &[String]) -> String {
            items.join(", ")
        }
        fn path(p: &Path) -> String {
            p.display().to_string()
        }
        match self {
            Io { detail } | Syntax { detail } | Invalid { detail } => {
                vec![("detail", detail.clone())]
            }
            MissingFile | NoTomlFiles | NotUtf8 | Utf16 => vec![],
            DuplicateFile { name } => vec![("name", name.clone())],
            TooLarge { limit } => vec![("limit", limit.to_string())],
            UnknownKey { key, expected } => {
                vec![("key", key.clone()), ("expected", list(expected))]
            }
            MissingKey { key } | EmptyText { key } => vec![("key", key.clone())],
            WrongType { key, expected } => {
                vec![
                    ("key", key.clone()),
                    ("expected", expected.id().to_string()),
                ]
            }
            FaceCount {
                die,
                expected,
                found,
            } => vec![
                ("die", die.clone()),
                ("expected", expected.to_string()),
                ("found", found.to_string()),
            ],
            FaceNotInteger { die, found } => vec![("die", die.clone()), ("found", found.clone())],
            FaceOutOfRange {
                die,
                found,
                min,
                max,
            } => vec![
                ("die", die.clone()),
                ("found", found.to_string()),
                ("min", min.to_string()),
                ("max", max.to_string()),
            ],
            UnknownSymbol {
                die,
                symbol,
                expected,
            } => vec![
                ("die", die.clone()),
                ("symbol", symbol.clone()),
                ("expected", list(expected)),
            ],
            BadPenaltyFace { found } | UnknownPlayKind { found } => vec![("found", found.clone())],
            BadId { id } | DuplicateId { id } => vec![("id", id.clone())],
            CopiesOutOfRange { found, min, max } | BlackCountOutOfRange { found, min, max } => {
                vec![
                    ("found", found.to_string()),
                    ("min", min.to_string()),
                    ("max", max.to_string()),
                ]
            }
            BadRedZone { found } => vec![("found", found.to_string())],
            PlayCount {
                deck,
                found,
                min,
                max,
            } => vec![
                ("deck", deck.id().to_string()),
                ("found", found.to_string()),
                ("min", min.to_string()),
                ("max", max.to_string()),
            ],
            DeckSize {
                deck,
                expected,
                found,
            } => vec![
                ("deck", deck.id().to_string()),
                ("expected", expected.to_string()),
                ("found", found.to_string()),
            ],
            MissingCrossTable { offense_play } => vec![("offense_play", offense_play.clone())],
            MissingDefensePlay {
                offense_play,
                defense_play,
            } => vec![
                ("offense_play", offense_play.clone()),
                ("defense_play", defense_play.clone()),
            ],
            UnknownDefensePlay {
                offense_play,
                defense_play,
                expected,
            } => vec![
                ("offense_play", offense_play.clone()),
                ("defense_play", defense_play.clone()),
                ("expected", list(expected)),
            ],
            UnknownOffensePlay {
                offense_play,
                expected,
            } => vec![
                ("offense_play", offense_play.clone()),
                ("expected", list(expected)),
            ],
            UnknownColour { colour, expected } => {
                vec![("colour", colour.clone()), ("expected", list(expected))]
            }
            RepeatedColour { colour } => vec![("colour", colour.clone())],
            MissingRoll { roll } | EmptyRoll { roll } => vec![("roll", roll.clone())],
            UnknownDie {
                roll,
                die,
                expected,
            } => vec![
                ("roll", roll.clone()),
                ("die", die.clone()),
                ("expected", list(expected)),
            ],
            NamedDieIsColour { die } | MissingDie { die } => vec![("die", die.clone())],
            BadCode { code } => vec![("code", code.clone())],
            DuplicateTeamName { name, other_file } => {
                vec![("name", name.clone()), ("other_file", path(other_file))]
            }
            DuplicateCode { code, other_file } => {
                vec![("code", code.clone()), ("other_file", path(other_file))]
            }
            DuplicateSlug { slug, other_file } => {
                vec![("slug", slug.clone()), ("other_file", path(other_file))]
            }
            UnknownBaseTeam { base } => vec![("base", base.clone())],
            BaseCycle { chain } => vec![("chain", chain.join(" → "))],
        }
    }
}

/// `file:line:column: message` (or `file: message` for a whole-file problem); the message is
/// the caller's, already formatted from Fluent.
pub fn render_plain(problem: &Problem, message: &str) -> String {
    let mut out = problem.location();
    let _ = write!(out, ": {message}");
    out
}
