//! What can be wrong with a data file, and where. The words live in `locales/*/data.ftl`: every
//! kind names its Fluent message and the arguments that message uses.

use std::any::Any;
use std::fmt::{self, Write as _};
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
    pub fn whole_file(file: &Path, kind: impl Into<ProblemKind>) -> Problem {
        Problem {
            file: file.to_path_buf(),
            line: 0,
            column: 0,
            span: None,
            kind: kind.into(),
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

/// A problem only one game can have (its cards, dice, positions...): each game keeps its own
/// kinds, with their Fluent messages, in its own crate and hands them here boxed in
/// `ProblemKind::Game`. `args` need not be printable: `ProblemKind::args` escapes them, and
/// `Hint::new` its hint's.
pub trait GameProblem: AnyGameProblem + fmt::Debug + Send + Sync {
    /// The Fluent message id in `locales/*/data.ftl`.
    fn message_id(&self) -> &'static str;
    /// The Fluent arguments of the message; lists joined with ", ".
    fn args(&self) -> Vec<(&'static str, String)>;
    /// A hint for fixing the problem, where one can be given.
    fn hint(&self) -> Option<Hint> {
        None
    }
}

/// What `ProblemKind` needs of a boxed game problem to be cloned, compared and looked into;
/// every `Clone + PartialEq` game problem has it.
pub trait AnyGameProblem {
    fn box_clone(&self) -> Box<dyn GameProblem>;
    fn dyn_eq(&self, other: &dyn GameProblem) -> bool;
    fn as_any(&self) -> &dyn Any;
}

impl<T: GameProblem + Clone + PartialEq + 'static> AnyGameProblem for T {
    fn box_clone(&self) -> Box<dyn GameProblem> {
        Box::new(self.clone())
    }

    fn dyn_eq(&self, other: &dyn GameProblem) -> bool {
        other.as_any().downcast_ref::<T>() == Some(self)
    }

    fn as_any(&self) -> &dyn Any {
        self
    }
}

impl Clone for Box<dyn GameProblem> {
    fn clone(&self) -> Self {
        self.box_clone()
    }
}

impl PartialEq for dyn GameProblem {
    fn eq(&self, other: &dyn GameProblem) -> bool {
        self.dyn_eq(other)
    }
}

impl Eq for dyn GameProblem {}

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
    // Teams, as every game has them.
    BadCode {
        code: String,
    },
    BadGrammaticalNumber {
        found: String,
    },
    DuplicateTeamName {
        name: String,
        other_file: PathBuf,
    },
    DuplicateCode {
        code: String,
        other_file: PathBuf,
    },
    /// A problem only one game's data can have, in that game's own terms.
    Game(Box<dyn GameProblem>),
    /// Stands for the problems of a file past the first `MAX_PROBLEMS_PER_FILE`, left unsaid;
    /// always the last of its file (see `sorted_and_limited`).
    MoreProblems {
        count: usize,
    },
}

impl<T: GameProblem + Clone + PartialEq + 'static> From<T> for ProblemKind {
    fn from(problem: T) -> ProblemKind {
        ProblemKind::Game(Box::new(problem))
    }
}

/// A kind is its game's problem `T` when it carries one equal to it.
impl<T: GameProblem + PartialEq + 'static> PartialEq<T> for ProblemKind {
    fn eq(&self, other: &T) -> bool {
        self.game::<T>() == Some(other)
    }
}

impl ProblemKind {
    /// The game's own problem, if this is one of type `T`.
    pub fn game<T: GameProblem + 'static>(&self) -> Option<&T> {
        match self {
            ProblemKind::Game(problem) => problem.as_any().downcast_ref::<T>(),
            _ => None,
        }
    }

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
            Syntax { .. } => "data-syntax",
            Invalid { .. } => "data-invalid",
            UnknownKey { .. } => "data-unknown-key",
            MissingKey { .. } => "data-missing-key",
            UnexpectedTable { .. } => "data-unexpected-table",
            WrongType { .. } => "data-wrong-type",
            EmptyText { .. } => "data-empty-text",
            TextTooLong { .. } => "data-text-too-long",
            InvisibleCharacter { .. } => "data-invisible-character",
            BadCode { .. } => "data-bad-code",
            BadGrammaticalNumber { .. } => "data-bad-grammatical-number",
            DuplicateTeamName { .. } => "data-duplicate-team-name",
            DuplicateCode { .. } => "data-duplicate-code",
            Game(problem) => problem.message_id(),
            MoreProblems { .. } => "data-more-problems",
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
        fn path(p: &Path) -> String {
            p.display().to_string()
        }
        match self {
            Io { detail } | Syntax { detail } | Invalid { detail } => {
                vec![("detail", detail.clone())]
            }
            MissingFile | NoTomlFiles | NotUtf8 | Utf16 | NotAFile => vec![],
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
            DuplicateFile { name } => vec![("name", name.clone())],
            TooLarge { limit } => vec![("limit", limit.to_string())],
            UnknownKey { key, expected } => {
                vec![("key", key.clone()), ("expected", expected.join(", "))]
            }
            MissingKey { key } | EmptyText { key } => vec![("key", key.clone())],
            WrongType { key, expected } => {
                vec![
                    ("key", key.clone()),
                    ("expected", expected.id().to_string()),
                ]
            }
            BadGrammaticalNumber { found } => vec![("found", found.clone())],
            BadCode { code } => vec![("code", code.clone())],
            DuplicateTeamName { name, other_file } => {
                vec![("name", name.clone()), ("other_file", path(other_file))]
            }
            DuplicateCode { code, other_file } => {
                vec![("code", code.clone()), ("other_file", path(other_file))]
            }
            Game(problem) => problem.args(),
            MoreProblems { count } => vec![("count", count.to_string())],
        }
    }
}

/// How many problems of one file are told. A file of thousands of unknown keys has one
/// mistake repeated; telling each would bury the rest of the report, and cost time in each
/// shell that shows them.
pub const MAX_PROBLEMS_PER_FILE: usize = 50;

/// `problems` sorted by file, line and column, with at most `MAX_PROBLEMS_PER_FILE` of each
/// file: the first ones, then one `MoreProblems` that counts the rest. Sorting problems that
/// were limited before limits them no further and keeps the count right, so a loader may
/// limit each file's problems and then all of them together.
pub fn sorted_and_limited(mut problems: Vec<Problem>) -> Vec<Problem> {
    let told_more = |p: &Problem| match p.kind {
        ProblemKind::MoreProblems { count } => Some(count),
        _ => None,
    };
    problems.sort_by(|a, b| {
        let key = |p: &Problem| told_more(p).is_some();
        (&a.file, key(a), a.line, a.column).cmp(&(&b.file, key(b), b.line, b.column))
    });
    let mut limited: Vec<Problem> = Vec::new();
    let mut current: Option<(PathBuf, usize, usize)> = None;
    for problem in problems {
        let same_file = current
            .as_ref()
            .is_some_and(|(file, ..)| *file == problem.file);
        if !same_file {
            tell_more(&mut limited, current.take());
            current = Some((problem.file.clone(), 0, 0));
        }
        let Some((_, told, more)) = current.as_mut() else {
            continue;
        };
        if let Some(count) = told_more(&problem) {
            *more += count;
        } else if *told < MAX_PROBLEMS_PER_FILE {
            *told += 1;
            limited.push(problem);
        } else {
            *more += 1;
        }
    }
    tell_more(&mut limited, current);
    limited
}

/// Ends a file's problems with the count of those left unsaid, if any.
fn tell_more(limited: &mut Vec<Problem>, file: Option<(PathBuf, usize, usize)>) {
    if let Some((file, _, more)) = file.filter(|(_, _, more)| *more > 0) {
        limited.push(Problem::whole_file(
            &file,
            ProblemKind::MoreProblems { count: more },
        ));
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
    /// A hint with message `id`; the arguments are made printable here.
    pub fn new(id: &'static str, args: Vec<(&'static str, String)>) -> Hint {
        let args = args
            .into_iter()
            .map(|(name, value)| (name, printable(&value).into_owned()))
            .collect();
        Hint { id, args }
    }

    /// "Did you mean ...?", when one of `known` is close to `found`.
    pub fn did_you_mean(found: &str, known: &[String]) -> Option<Hint> {
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
            Game(problem) => problem.hint(),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(file: &str, line: usize) -> Problem {
        Problem {
            line,
            column: 1,
            span: Span::new(1),
            ..Problem::whole_file(Path::new(file), ProblemKind::MissingFile)
        }
    }

    #[test]
    fn each_file_tells_its_first_problems_and_counts_the_rest() {
        let mut problems: Vec<Problem> = (1..=120).rev().map(|line| at("b.toml", line)).collect();
        problems.push(at("a.toml", 3));
        let limited = sorted_and_limited(problems);
        assert_eq!(limited.len(), 1 + MAX_PROBLEMS_PER_FILE + 1);
        assert_eq!(limited[0], at("a.toml", 3));
        assert_eq!(limited[1], at("b.toml", 1));
        let more = ProblemKind::MoreProblems {
            count: 120 - MAX_PROBLEMS_PER_FILE,
        };
        assert_eq!(
            limited.last(),
            Some(&Problem::whole_file(Path::new("b.toml"), more))
        );
        // Limited twice, with one more problem: still one count, and it grew.
        let mut again = limited.clone();
        again.push(at("b.toml", 500));
        let again = sorted_and_limited(again);
        let more = ProblemKind::MoreProblems {
            count: 121 - MAX_PROBLEMS_PER_FILE,
        };
        assert_eq!(again.len(), limited.len());
        assert_eq!(
            again.last(),
            Some(&Problem::whole_file(Path::new("b.toml"), more))
        );
    }

    #[test]
    fn close_names_are_suggested_and_far_ones_not() {
        let colours = ["red", "ivory", "brown", "yellow", "blue", "green"];
        assert_eq!(closest("yelow", colours), Some("yellow"));
        assert_eq!(closest("Yellow", colours), Some("yellow"));
        assert_eq!(closest("gren", colours), Some("green"));
        assert_eq!(closest("purple", colours), None);
        assert_eq!(closest("red", colours), None);
    }
}
