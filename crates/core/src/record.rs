//! What every game's record shares: the data files its setup was read from, kept verbatim so a
//! save replays through the same validator as the `data/` directory, and what can be wrong with
//! a record, which each game's own error turns into.

use std::ops::Range;
use std::path::Path;

use serde::{Deserialize, Serialize};

use crate::data_file::document::Document;
use crate::data_file::problem::Problem;
use crate::text::printable;

/// One data file as the game's setup read it: its path (as messages name it) and its text.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct DataFile {
    pub path: String,
    pub text: String,
}

/// What opens and closes a record's list of decisions in its text.
pub const DECISIONS_OPEN: &str = "decisions = [\n";
pub const DECISIONS_CLOSE: &str = "]\n\n";

/// A record whose text is a head, its decisions one item a line, and a tail: what a
/// [`KeptText`] needs to add only the new decisions to the text it keeps.
pub trait ListedRecord: Clone {
    /// One decision as the record holds it.
    type Step: Copy + PartialEq;
    type Error;

    fn steps(&self) -> &[Self::Step];
    fn steps_mut(&mut self) -> &mut Vec<Self::Step>;
    /// What comes before the list of decisions (the list's opening not included).
    fn head_text(&self) -> Result<String, Self::Error>;
    /// What comes after the list's last item ([`DECISIONS_CLOSE`] included).
    fn tail_text(&self) -> Result<String, Self::Error>;
    /// One decision as an item of the list, its line's end included.
    fn step_text(step: Self::Step) -> Result<String, Self::Error>;
    /// Whether `later` is this record apart from its decisions.
    fn same_game(&self, later: &Self) -> bool;

    /// The record's whole text.
    fn whole_text(&self) -> Result<String, Self::Error> {
        let mut text = self.head_text()?;
        text.push_str(DECISIONS_OPEN);
        for &step in self.steps() {
            text.push_str(&Self::step_text(step)?);
        }
        text.push_str(&self.tail_text()?);
        Ok(text)
    }
}

/// A record's text kept from one save to the next, so that a save writes out only the
/// decisions made since the last: writing the whole record and its data files again after
/// every decision was most of a computer-only game's time. The text is always the
/// [`ListedRecord::whole_text`] of the record it was last asked for.
#[derive(Debug)]
pub struct KeptText<R> {
    /// The record as the text holds it, its decisions those already in the text.
    written: Option<R>,
    /// The head and the items so far, then the tail once asked for.
    text: String,
    /// Where the items end and the tail starts.
    items_end: usize,
    tail: String,
}

impl<R> Default for KeptText<R> {
    fn default() -> KeptText<R> {
        KeptText {
            written: None,
            text: String::new(),
            items_end: 0,
            tail: String::new(),
        }
    }
}

impl<R: ListedRecord> KeptText<R> {
    /// The text of `record`: only its new decisions are added when it is the record last asked
    /// for with decisions made since; anything else is written whole.
    pub fn of(&mut self, record: &R) -> Result<&str, R::Error> {
        let mut written = match self.written.take() {
            Some(written)
                if written.same_game(record) && record.steps().starts_with(written.steps()) =>
            {
                written
            }
            _ => {
                let mut fixed = record.clone();
                fixed.steps_mut().clear();
                self.text = fixed.head_text()?;
                self.text.push_str(DECISIONS_OPEN);
                self.items_end = self.text.len();
                self.tail = fixed.tail_text()?;
                fixed
            }
        };
        self.text.truncate(self.items_end);
        let new = &record.steps()[written.steps().len()..];
        for &step in new {
            self.text.push_str(&R::step_text(step)?);
        }
        written.steps_mut().extend_from_slice(new);
        self.written = Some(written);
        self.items_end = self.text.len();
        self.text.push_str(&self.tail);
        Ok(&self.text)
    }
}

/// The `game` key of a save's text, if it is TOML and has one: which game wrote it (saves of the
/// registry's first game, written before there were two, have none).
pub fn game_key(text: &str) -> Option<String> {
    #[derive(Deserialize)]
    struct Game {
        game: Option<String>,
    }
    toml::from_str::<Game>(text).ok()?.game
}

/// Where in a record's text something stands, 1-based, as editors and terminals link it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Place {
    pub line: usize,
    pub column: usize,
}

impl Place {
    /// The place of byte `offset` of `text` (clamped into the text).
    pub fn at(text: &str, offset: usize) -> Place {
        let pos = Document::new(Path::new(""), text).pos(offset);
        Place {
            line: pos.line,
            column: pos.column,
        }
    }

    /// Where a span of `text` starts.
    pub fn of_span(text: &str, span: &Range<usize>) -> Place {
        Place::at(text, span.start)
    }
}

/// What the TOML reader says of a record it refuses: its words (English, for the shell to
/// show as the reader's) and the place in `text` they point at, if any.
pub fn reader_words(text: &str, error: &toml::de::Error) -> (String, Option<Place>) {
    (
        error.message().trim_end().to_string(),
        error.span().map(|span| Place::of_span(text, &span)),
    )
}

/// Where decision `number` (1-based) stands in a record's `text`, if the text has it: for a
/// decision the game refuses, which is found only when the record is replayed.
pub fn decision_place(text: &str, number: usize) -> Option<Place> {
    #[derive(Deserialize)]
    struct Decisions {
        decisions: Vec<toml::Spanned<serde::de::IgnoredAny>>,
    }
    let decisions: Decisions = toml::from_str(text).ok()?;
    let decision = decisions.decisions.get(number.checked_sub(1)?)?;
    Some(Place::of_span(text, &decision.span()))
}

/// How a record names a person at the keyboard: `human:N`, N counted from 1.
const PERSON: &str = "human:";

/// Checks a record's players: exactly one for each of `seats` seats, each a person at the
/// keyboard (`human:1` up to `human:<seats>`) or a computer coach `is_coach` knows (`coaches`
/// names them for the message). `players` are spanned in `text`, as read.
pub fn check_players(
    text: &str,
    players: &toml::Spanned<Vec<toml::Spanned<String>>>,
    seats: usize,
    coaches: &[&str],
    is_coach: impl Fn(&str) -> bool,
) -> Result<(), SaveProblem> {
    if players.get_ref().len() != seats {
        return Err(SaveProblem::Seats {
            count: players.get_ref().len(),
            seats,
            place: Some(Place::of_span(text, &players.span())),
        });
    }
    for player in players.get_ref() {
        let name = player.get_ref();
        let person = name
            .strip_prefix(PERSON)
            .map(|n| n.parse::<usize>().is_ok_and(|n| (1..=seats).contains(&n)));
        let known = match person {
            Some(in_range) => in_range,
            None => is_coach(name),
        };
        if !known {
            return Err(SaveProblem::Player {
                player: name.clone(),
                seats,
                coaches: coaches.join(", "),
                place: Some(Place::of_span(text, &player.span())),
            });
        }
    }
    Ok(())
}

/// Why a record could not be read, rebuilt or written. The texts in it are shown as they are
/// here; the one wording of every game's record problems (the shell's) escapes them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SaveProblem {
    /// Not TOML, or not a record's shape; `detail` is the parser's own words, `place` where
    /// they point.
    Malformed {
        detail: String,
        place: Option<Place>,
    },
    /// Decision `number` (1-based) is not a decision of the game at all: `decision` is the
    /// record's text of it, `detail` the parser's words if it had any.
    NotADecision {
        number: usize,
        decision: String,
        detail: Option<String>,
        place: Option<Place>,
    },
    /// Not one player for each of the game's `seats`.
    Seats {
        count: usize,
        seats: usize,
        place: Option<Place>,
    },
    /// A player that is neither a person at the keyboard (`human:1` to `human:<seats>`) nor
    /// one of the game's computer `coaches` (their names, listed).
    Player {
        player: String,
        seats: usize,
        coaches: String,
        place: Option<Place>,
    },
    /// The same team at home and away.
    SameTeam { team: String },
    /// Valid TOML, but not a gridiron save.
    Foreign,
    /// A save from another version.
    Version { found: u32 },
    /// Played with another version of the dice stream.
    Stream { found: u32 },
    /// More decisions (`count`) than any game has (`limit`).
    TooManyDecisions { count: usize, limit: usize },
    /// The record's data files do not pass the data validator; `file` is the first at fault.
    Data {
        file: String,
        problems: Vec<Problem>,
    },
    /// A team file the record names is not among its data files.
    UnknownTeam { file: String },
    /// Decision `number` (1-based) is not legal where it stands: the game's message `id` says
    /// so, with the argument `who` naming who owed it (`(argument name, words)`).
    Illegal {
        number: usize,
        id: &'static str,
        who: (&'static str, String),
    },
    /// A file the setup needs is not among the data files given (or is not text).
    NotRecordable { file: String },
    /// The setup rebuilt from the record is not the one the game was to be played with.
    RecordDiffers,
}

impl SaveProblem {
    /// This problem with every text it quotes from a file made printable (see [`printable`]).
    /// Escaping twice changes nothing: an escape is itself printable.
    pub fn printable(self) -> SaveProblem {
        let shown = |text: String| printable(&text).into_owned();
        match self {
            SaveProblem::Malformed { detail, place } => SaveProblem::Malformed {
                detail: shown(detail),
                place,
            },
            SaveProblem::NotADecision {
                number,
                decision,
                detail,
                place,
            } => SaveProblem::NotADecision {
                number,
                decision: shown(decision),
                detail: detail.map(shown),
                place,
            },
            SaveProblem::Player {
                player,
                seats,
                coaches,
                place,
            } => SaveProblem::Player {
                player: shown(player),
                seats,
                coaches,
                place,
            },
            SaveProblem::SameTeam { team } => SaveProblem::SameTeam { team: shown(team) },
            SaveProblem::Data { file, problems } => SaveProblem::Data {
                file: shown(file),
                problems,
            },
            SaveProblem::UnknownTeam { file } => SaveProblem::UnknownTeam { file: shown(file) },
            SaveProblem::Illegal {
                number,
                id,
                who: (name, words),
            } => SaveProblem::Illegal {
                number,
                id,
                who: (name, shown(words)),
            },
            SaveProblem::NotRecordable { file } => SaveProblem::NotRecordable { file: shown(file) },
            other @ (SaveProblem::Foreign
            | SaveProblem::Version { .. }
            | SaveProblem::Stream { .. }
            | SaveProblem::TooManyDecisions { .. }
            | SaveProblem::Seats { .. }
            | SaveProblem::RecordDiffers) => other,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_place_counts_lines_and_characters_from_one() {
        let text = "a = 1\nkö = [\n  x";
        assert_eq!(Place::at(text, 0), Place { line: 1, column: 1 });
        let x = text.find('x').unwrap_or_default();
        assert_eq!(Place::at(text, x), Place { line: 3, column: 3 });
        let bracket = text.find('[').unwrap_or_default();
        assert_eq!(Place::at(text, bracket), Place { line: 2, column: 6 });
        assert_eq!(Place::at(text, 999), Place { line: 3, column: 4 });
    }

    #[test]
    fn a_decision_is_found_by_its_number() {
        let text = "seed = 1\ndecisions = [\n    \"a\",\n    [1, 2],\n]\n";
        assert_eq!(decision_place(text, 2), Some(Place { line: 4, column: 5 }));
        assert_eq!(decision_place(text, 1), Some(Place { line: 3, column: 5 }));
        assert_eq!(decision_place(text, 0), None);
        assert_eq!(decision_place(text, 3), None);
        assert_eq!(decision_place("not [toml", 1), None);
    }

    #[test]
    fn escaping_a_problem_twice_changes_nothing_more() {
        let problem = SaveProblem::UnknownTeam {
            file: "\u{1b}[31mteams/x.toml".into(),
        };
        let once = problem.printable();
        assert_eq!(
            once,
            SaveProblem::UnknownTeam {
                file: "\\u{1b}[31mteams/x.toml".into()
            }
        );
        assert_eq!(once.clone().printable(), once);
    }

    fn players(text: &str) -> Result<(), SaveProblem> {
        #[derive(Deserialize)]
        struct Wire {
            players: toml::Spanned<Vec<toml::Spanned<String>>>,
        }
        let wire: Wire = toml::from_str(text).map_err(|e| {
            let (detail, place) = reader_words(text, &e);
            SaveProblem::Malformed { detail, place }
        })?;
        check_players(text, &wire.players, 2, &["random"], |name| name == "random")
    }

    #[test]
    fn players_are_one_per_seat_each_a_person_or_a_known_coach() {
        assert_eq!(players("players = [\"human:1\", \"random\"]"), Ok(()));
        assert_eq!(players("players = [\"human:2\", \"human:1\"]"), Ok(()));
        for (text, column) in [
            ("players = [\"godmode\", \"random\"]", 12),
            ("players = [\"random\", \"human:3\"]", 22),
            ("players = [\"human:0\", \"random\"]", 12),
            ("players = [\"human:-1\", \"random\"]", 12),
            ("players = [\"human:\", \"random\"]", 12),
        ] {
            match players(text) {
                Err(SaveProblem::Player { place, .. }) => {
                    assert_eq!(place, Some(Place { line: 1, column }), "{text}");
                }
                other => panic!("{text}: {other:?}"),
            }
        }
        for (text, count) in [
            ("players = []", 0),
            ("players = [\"random\"]", 1),
            ("players = [\"random\", \"random\", \"random\"]", 3),
        ] {
            assert!(
                matches!(players(text), Err(SaveProblem::Seats { count: c, seats: 2, .. }) if c == count),
                "{text}"
            );
        }
    }
}
