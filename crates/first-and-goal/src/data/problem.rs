//! What can be wrong with 1st & Goal's own data files (cards, dice, special teams, teams), beyond
//! what any data file can get wrong (`gridiron_core::data_file::problem::ProblemKind`). The words
//! live in `locales/*/data.ftl`: every kind names its Fluent message and the arguments it uses.

use std::path::{Path, PathBuf};

use gridiron_core::data_file::problem::{GameProblem, Hint};

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

/// A problem only 1st & Goal's data can have; it travels as `ProblemKind::Game` (`.into()`), and
/// `ProblemKind::game::<FirstAndGoalProblem>()` gets it back.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FirstAndGoalProblem {
    // Reading the files.
    /// A file in a team directory is named like one of the game's own data files.
    FixedFileAsTeam {
        name: String,
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
    MissingDie {
        die: String,
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
}

impl GameProblem for FirstAndGoalProblem {
    fn message_id(&self) -> &'static str {
        use FirstAndGoalProblem::*;
        match self {
            FixedFileAsTeam { .. } => "data-fixed-file-as-team",
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
            MissingDie { .. } => "data-missing-die",
            DuplicateSlug { .. } => "data-duplicate-slug",
            UnknownBaseTeam { .. } => "data-unknown-base-team",
            BaseCycle { .. } => "data-base-cycle",
        }
    }

    fn args(&self) -> Vec<(&'static str, String)> {
        use FirstAndGoalProblem::*;
        fn list(items: &[String]) -> String {
            items.join(", ")
        }
        fn path(p: &Path) -> String {
            p.display().to_string()
        }
        match self {
            FixedFileAsTeam { name } => vec![("name", name.clone())],
            TooManyDice { roll, found, max } => vec![
                ("roll", roll.clone()),
                ("found", found.to_string()),
                ("max", max.to_string()),
            ],
            TooManyNamedDice { found, max } => {
                vec![("found", found.to_string()), ("max", max.to_string())]
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
            BadPenaltyFace { found } | UnknownPlayKind { found } => {
                vec![("found", found.clone())]
            }
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
            DuplicateSlug { slug, other_file } => {
                vec![("slug", slug.clone()), ("other_file", path(other_file))]
            }
            UnknownBaseTeam { base, .. } => vec![("base", base.clone())],
            BaseCycle { chain } => vec![("chain", chain.join(" → "))],
        }
    }

    /// The nearest known name to a misspelt one, or how to write what was meant.
    fn hint(&self) -> Option<Hint> {
        use FirstAndGoalProblem::*;
        match self {
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
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_quoted_number_face_hints_at_the_quotes() {
        let kind = FirstAndGoalProblem::FaceNotInteger {
            die: "red".into(),
            found: "\"14\"".into(),
        };
        let hint = kind.hint().map(|h| h.args);
        assert_eq!(hint, Some(vec![("number", "14".to_string())]));
    }
}
