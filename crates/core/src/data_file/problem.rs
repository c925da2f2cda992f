//! What can be wrong with a data file, and where. The words live in `locales/*/data.ftl`: every
//! kind names its Fluent message and the arguments that message uses.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use crate::text::printable;

/// One problem in one data file. `line` and `column` are 1-based; both are 0 when the problem is
/// about the whole file (it is missing, unreadable, or lacks a key).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Problem {
    pub file: PathBuf,
    pub line: usize,
    pub column: usize,
    /// What the problem covers of its line, to mark it under the message; `None` for a whole
    /// file. Boxed: problems travel in `Result`s and are better kept small.
    pub span: Option<Box<Span>>,
    pub kind: ProblemKind,
}

/// The characters a problem covers on its line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Span {
    /// How many characters from `Problem::column` on (at least 1).
    pub len: usize,
    /// The line as the file holds it, when at hand. It may hold control characters: never print
    /// it unescaped.
    pub line: Option<String>,
}

impl Span {
    pub fn new(len: usize) -> Option<Box<Span>> {
        Some(Box::new(Span {
            len: len.max(1),
            line: None,
        }))
    }
}

impl Problem {
    pub fn whole_file(file: &Path, kind: ProblemKind) -> Problem {
        Problem {
            file: file.to_path_buf(),
            line: 0,
            column: 0,
            span: None,
            kind,
        }
    }

    /// `file:line:column` (just `file` for a whole-file problem), as editors and terminals link it.
    pub fn location(&self) -> String {
        let file = self.file.display().to_string();
        let file = printable(&file);
        if self.line == 0 {
            file.into_owned()
        } else {
            format!("{file}:{}:{}", self.line, self.column)
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
    /// A list of tables, each headed `[[key]]`.
    TableList,
}

impl ValueType {
    /// The selector the Fluent messages switch on.
    pub fn id(self) -> &'static str {
        match self {
            ValueType::String => "string",
            ValueType::Integer => "integer",
            ValueType::Array => "array",
            ValueType::Table => "table",
            ValueType::TableList => "table-list",
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
    /// The file is UTF-16: it starts with a UTF-16 byte-order mark, or every other byte is NUL.
    Utf16,
    /// The path is no regular file (a FIFO, a device, a socket): it is never opened, since
    /// reading one could wait forever.
    NotAFile,
    /// A file in a team directory is named like one of the game's own data files.
    FixedFileAsTeam {
        name: String,
    },
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
    /// A table (`[key]`, `[[key]]` or `{ ... }`) where a plain value belongs.
    UnexpectedTable {
        key: String,
        expected: ValueType,
    },
    WrongType {
        key: String,
        expected: ValueType,
    },
    EmptyText {
        key: String,
    },
    TextTooLong {
        key: String,
        found: usize,
        max: usize,
    },
    /// A control or invisible character (written escaped, e.g. `\\u{1b}`) in a name or code.
    InvisibleCharacter {
        key: String,
        character: String,
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
    TooManyDice {
        roll: String,
        found: usize,
        max: usize,
    },
    TooManyNamedDice {
        found: usize,
        max: usize,
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
    BadGrammaticalNumber {
        found: String,
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
        /// The known team whose name, code or file name is closest, if any is close.
        suggestion: Option<String>,
    },
    BaseCycle {
        chain: Vec<String>,
    },
    // Battleball (`battleball::data`).
    /// A number outside what the game can play with.
    BbNumberOutOfRange {
        key: String,
        found: i64,
        min: i64,
        max: i64,
    },
    BbUnknownPosition {
        found: String,
        expected: Vec<String>,
    },
    /// A position or formation id used twice in one file.
    BbDuplicateId {
        id: String,
    },
    /// A team (or the default roster) without exactly `expected` players.
    BbRosterSize {
        found: i64,
        expected: i64,
    },
    /// A formation square that is not a square of the team's line-up zone.
    BbSquareOffZone {
        row: i64,
        column: i64,
    },
    /// A formation square taken twice (a Heavy Tackle takes its column and the next).
    BbSquareTwice {
        row: i64,
        column: i64,
    },
    /// A formation with fewer squares for a position than the default roster has players of it.
    BbFormationShort {
        position: String,
        found: usize,
        expected: usize,
    },
    /// A square written otherwise than as `[row, column]`.
    BbBadSquare,
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
            NotAFile => "data-not-a-file",
            FixedFileAsTeam { .. } => "data-fixed-file-as-team",
            Syntax { .. } => "data-syntax",
            Invalid { .. } => "data-invalid",
            UnknownKey { .. } => "data-unknown-key",
            MissingKey { .. } => "data-missing-key",
            UnexpectedTable { .. } => "data-unexpected-table",
            WrongType { .. } => "data-wrong-type",
            EmptyText { .. } => "data-empty-text",
            TextTooLong { .. } => "data-text-too-long",
            InvisibleCharacter { .. } => "data-invisible-character",
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
            TooManyDice { .. } => "data-too-many-dice",
            TooManyNamedDice { .. } => "data-too-many-named-dice",
            UnknownDie { .. } => "data-unknown-die",
            NamedDieIsColour { .. } => "data-named-die-is-colour",
            BadCode { .. } => "data-bad-code",
            BadGrammaticalNumber { .. } => "data-bad-grammatical-number",
            MissingDie { .. } => "data-missing-die",
            DuplicateTeamName { .. } => "data-duplicate-team-name",
            DuplicateCode { .. } => "data-duplicate-code",
            DuplicateSlug { .. } => "data-duplicate-slug",
            UnknownBaseTeam { .. } => "data-unknown-base-team",
            BaseCycle { .. } => "data-base-cycle",
            BbNumberOutOfRange { .. } => "data-bb-number-out-of-range",
            BbUnknownPosition { .. } => "data-bb-unknown-position",
            BbDuplicateId { .. } => "data-bb-duplicate-id",
            BbRosterSize { .. } => "data-bb-roster-size",
            BbSquareOffZone { .. } => "data-bb-square-off-zone",
            BbSquareTwice { .. } => "data-bb-square-twice",
            BbFormationShort { .. } => "data-bb-formation-short",
            BbBadSquare => "data-bb-bad-square",
        }
    }

    /// The Fluent arguments of the message; lists are joined with ", ". Every value is
    /// printable: text quoted from a file has its control characters escaped.
    pub fn args(&self) -> Vec<(&'static str, String)> {
        self.raw_args()
            .into_iter()
            .map(|(name, value)| (name, printable(&value).into_owned()))
            .collect()
    }

    fn raw_args(&self) -> Vec<(&'static str, String)> {
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
            MissingFile | NoTomlFiles | NotUtf8 | Utf16 | NotAFile | BbBadSquare => vec![],
            BbNumberOutOfRange {
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
            BbUnknownPosition { found, expected } => {
                vec![("found", found.clone()), ("expected", list(expected))]
            }
            BbDuplicateId { id } => vec![("id", id.clone())],
            BbRosterSize { found, expected } => {
                vec![
                    ("found", found.to_string()),
                    ("expected", expected.to_string()),
                ]
            }
            BbSquareOffZone { row, column } | BbSquareTwice { row, column } => {
                vec![("row", row.to_string()), ("column", column.to_string())]
            }
            BbFormationShort {
                position,
                found,
                expected,
            } => vec![
                ("position", position.clone()),
                ("found", found.to_string()),
                ("expected", expected.to_string()),
            ],
            FixedFileAsTeam { name } => vec![("name", name.clone())],
            UnexpectedTable { key, expected } => {
                vec![
                    ("key", key.clone()),
                    ("expected", expected.id().to_string()),
                ]
            }
            TextTooLong { key, found, max } => vec![
                ("key", key.clone()),
                ("found", found.to_string()),
                ("max", max.to_string()),
            ],
            InvisibleCharacter { key, character } => {
                vec![("key", key.clone()), ("character", character.clone())]
            }
            TooManyDice { roll, found, max } => vec![
                ("roll", roll.clone()),
                ("found", found.to_string()),
                ("max", max.to_string()),
            ],
            TooManyNamedDice { found, max } => {
                vec![("found", found.to_string()), ("max", max.to_string())]
            }
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
            BadPenaltyFace { found }
            | UnknownPlayKind { found }
            | BadGrammaticalNumber { found } => vec![("found", found.clone())],
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
            UnknownBaseTeam { base, .. } => vec![("base", base.clone())],
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

/// A line under a problem that suggests the fix: a Fluent message id in `data.ftl` and its
/// arguments (already printable).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Hint {
    pub id: &'static str,
    pub args: Vec<(&'static str, String)>,
}

impl Hint {
    fn new(id: &'static str, args: Vec<(&'static str, String)>) -> Hint {
        let args = args
            .into_iter()
            .map(|(name, value)| (name, printable(&value).into_owned()))
            .collect();
        Hint { id, args }
    }

    fn did_you_mean(found: &str, known: &[String]) -> Option<Hint> {
        let suggestion = closest(found, known.iter().map(String::as_str))?;
        Some(Hint::new(
            "data-hint-did-you-mean",
            vec![("suggestion", suggestion.to_string())],
        ))
    }
}

/// The candidate most like `found` (a misspelling: few edits, case ignored), if one is close
/// enough to be worth suggesting; never `found` itself.
pub fn closest<'a>(found: &str, candidates: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    let found_lower = found.to_lowercase();
    // One edit in a short word, about one in three in a longer one.
    let limit = (found.chars().count() / 3).max(1);
    candidates
        .into_iter()
        .filter(|c| *c != found)
        .map(|c| {
            (
                strsim::damerau_levenshtein(&found_lower, &c.to_lowercase()),
                c,
            )
        })
        .filter(|(distance, _)| *distance <= limit)
        .min_by_key(|(distance, _)| *distance)
        .map(|(_, c)| c)
}

impl ProblemKind {
    /// A hint for fixing the problem, where one can be given: the nearest known name to a
    /// misspelt one, or how to write what was meant.
    pub fn hint(&self) -> Option<Hint> {
        use ProblemKind::*;
        match self {
            UnknownKey { key, expected } => Hint::did_you_mean(key, expected),
            UnknownColour { colour, expected } => Hint::did_you_mean(colour, expected),
            UnknownSymbol {
                symbol, expected, ..
            } => Hint::did_you_mean(symbol, expected),
            UnknownDie { die, expected, .. } => Hint::did_you_mean(die, expected),
            UnknownDefensePlay {
                defense_play,
                expected,
                ..
            } => Hint::did_you_mean(defense_play, expected),
            UnknownOffensePlay {
                offense_play,
                expected,
            } => Hint::did_you_mean(offense_play, expected),
            UnknownBaseTeam {
                suggestion: Some(suggestion),
                ..
            } => Some(Hint::new(
                "data-hint-did-you-mean",
                vec![("suggestion", suggestion.clone())],
            )),
            FaceNotInteger { found, .. } => {
                let inner = found.strip_prefix('"')?.strip_suffix('"')?;
                let number: i64 = inner.trim().parse().ok()?;
                Some(Hint::new(
                    "data-hint-unquote",
                    vec![("number", number.to_string())],
                ))
            }
            UnexpectedTable { key, .. } => Some(match key.rsplit_once('.') {
                Some((table, leaf)) => Hint::new(
                    "data-hint-value-in-table",
                    vec![("key", leaf.to_string()), ("table", table.to_string())],
                ),
                None => Hint::new("data-hint-value-at-top", vec![("key", key.clone())]),
            }),
            WrongType {
                key,
                expected: ValueType::TableList,
            } => Some(Hint::new(
                "data-hint-table-list",
                vec![("key", key.clone())],
            )),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn close_names_are_suggested_and_far_ones_not() {
        let colours = ["red", "ivory", "brown", "yellow", "blue", "green"];
        assert_eq!(closest("yelow", colours), Some("yellow"));
        assert_eq!(closest("Yellow", colours), Some("yellow"));
        assert_eq!(closest("gren", colours), Some("green"));
        assert_eq!(closest("purple", colours), None);
        assert_eq!(closest("red", colours), None);
    }

    #[test]
    fn a_quoted_number_face_hints_at_the_quotes() {
        let kind = ProblemKind::FaceNotInteger {
            die: "red".into(),
            found: "\"14\"".into(),
        };
        let hint = kind.hint().map(|h| h.args);
        assert_eq!(hint, Some(vec![("number", "14".to_string())]));
    }
}
