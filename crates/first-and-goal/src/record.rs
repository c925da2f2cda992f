//! A game as a record: the data files its setup came from (verbatim), the table's choices, the
//! seed and every decision. Nothing of the engine's memory is stored: a save is rebuilt by
//! running its data through the data validator and replaying its decisions through
//! `Game::apply`, so a damaged or impossible save is refused, never played on.
//!
//! Pure: conversion to and from text and the replay; the shell (`shells::terminal::savefile`) does the IO.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use serde::{Deserialize, Serialize};

use crate::coach::CoachKind;
use crate::data::load::{team_key, CARDS_FILE, SPECIAL_TEAMS_FILE, WHITE_DICE_FILE};
use crate::data::{from_sources, Library, LoadedTeam, Problem, Source};
use crate::engine::{Decision, Event, Game, Illegal, OptionalRules, Seat, Setup};
use gridiron_core::dice::{SeededDice, STREAM_VERSION};
use gridiron_core::game::ReplayRefused;
pub use gridiron_core::record::DataFile;
use gridiron_core::record::{
    check_players, reader_words, KeptText, ListedRecord, Place, SaveProblem, DECISIONS_CLOSE,
};
use toml::Spanned;

/// Marks a gridiron save, so a foreign TOML file is refused rather than misread.
const FORMAT: &str = "gridiron-save";
/// Bumped when a save's meaning changes; older or newer saves are refused, never guessed at.
/// Version 1 stored the engine's state; version 2 is a record of setup and decisions.
pub(crate) const VERSION: u32 = 2;
/// The largest save file read: a real one is a few hundred kilobytes at most (its data files
/// are most of it).
pub const MAX_SAVE_BYTES: u64 = 4 * 1024 * 1024;
/// The most decisions a save may hold: a real game has fewer than 1,000.
pub const MAX_DECISIONS: usize = 20_000;
/// Where user team files are put in a record, in place of their directory on the recording
/// machine (which would only reveal a user name).
const USER_TEAMS_DIR: &str = "teams";
/// The computer coaches a save may name, as `CoachKind` reads them.
const COACHES: [&str; 3] = ["random", "heuristic", "equilibrium"];
/// How many `base = "..."` links a team may follow; the validator refuses cycles anyway.
const MAX_BASE_CHAIN: usize = 64;

/// Everything fixed for one game, as data files rather than as the engine's `Setup`: rebuilt by
/// the same validator as the `data/` directory, so it resumes the same after the shipped data
/// changes, and a hand-edited file is checked like any data file.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SetupRecord {
    /// The path, among `files`, of the home team's file.
    pub home: String,
    /// The path, among `files`, of the away team's file.
    pub away: String,
    pub optional: OptionalRules,
    pub partners_share_hands: bool,
    /// The white dice, cards and special-teams files, the two teams' files and every file a
    /// team inherits from through `base = "..."`.
    pub files: Vec<DataFile>,
}

/// A game as a file: who played, with which setup and seed, and every decision in order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SaveRecord {
    /// The seed of the game's `SeededDice`.
    pub seed: u64,
    /// Who plays each seat, as the shell describes it (e.g. "human:Anna", "equilibrium").
    pub players: Vec<String>,
    /// The language the game was played in, as a tag (`en`, `de`).
    pub language: String,
    pub setup: SetupRecord,
    /// Every decision, as `Game::decisions` gives them.
    pub decisions: Vec<(Seat, Decision)>,
}

/// Why a save could not be read, or could not be rebuilt into a game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SaveError {
    /// Not TOML, or not a save's shape; `detail` is the parser's own words, `place` where in
    /// the file they point.
    Malformed {
        detail: String,
        place: Option<Place>,
    },
    /// What every game's record checks find (players no game seats, a decision that is none),
    /// in the words every game shares.
    Impossible(SaveProblem),
    /// Valid TOML, but not a gridiron save.
    Foreign,
    /// A gridiron save from another version.
    Version { found: u32 },
    /// Played with another version of the dice stream: its seed would roll other dice.
    Stream { found: u32 },
    /// More decisions than any game has.
    TooManyDecisions { count: usize },
    /// The save's data files do not pass the data validator; `file` is the first one at fault.
    Data {
        file: String,
        problems: Vec<Problem>,
    },
    /// A team file the save names is not among its data files' teams.
    UnknownTeam { file: String },
    /// Decision `number` (1-based), owed by `seat`, is not legal where it stands.
    Illegal {
        number: usize,
        seat: Seat,
        reason: Illegal,
        setup: Arc<Setup>,
    },
    /// A file a game's setup needs was not among the data files given (or is not text).
    NotRecordable { file: String },
    /// The setup rebuilt from the record is not the setup the game was to be played with.
    RecordDiffers,
}

/// A game rebuilt from its record: the state after the last decision and the dice after the
/// last roll, ready to go on.
#[derive(Debug, Clone)]
pub struct Replayed {
    pub game: Game,
    pub dice: SeededDice,
}

/// The file name roles the validator gives by name (see `data::load`).
fn is_fixed_file(path: &Path) -> bool {
    path.file_name().is_some_and(|name| {
        name == WHITE_DICE_FILE || name == CARDS_FILE || name == SPECIAL_TEAMS_FILE
    })
}

fn path_text(path: &Path) -> String {
    path.to_string_lossy().into_owned()
}

impl SetupRecord {
    /// Records a game between `home` and `away` of `library`, which was built from `sources`:
    /// the fixed files and the team files (with their bases) are copied verbatim. Shipped files
    /// keep their `data/...` path; user team files become `teams/<file name>`.
    pub fn new(
        sources: &[Source],
        library: &Library,
        home: &LoadedTeam,
        away: &LoadedTeam,
        optional: OptionalRules,
        partners_share_hands: bool,
    ) -> Result<SetupRecord, SaveError> {
        let shipped: Vec<PathBuf> = crate::data::shipped().into_iter().map(|s| s.path).collect();
        let stored_path = |path: &Path| -> String {
            if shipped.iter().any(|p| p == path) || is_fixed_file(path) {
                path_text(path)
            } else {
                let name = path.file_name().map(Path::new).unwrap_or(path);
                path_text(&Path::new(USER_TEAMS_DIR).join(name))
            }
        };
        let text_of = |path: &Path| -> Result<String, SaveError> {
            let not_recordable = || SaveError::NotRecordable {
                file: path_text(path),
            };
            let source = sources
                .iter()
                .find(|s| s.path == path)
                .ok_or_else(not_recordable)?;
            String::from_utf8(source.bytes.clone()).map_err(|_| not_recordable())
        };
        let mut files: Vec<DataFile> = Vec::new();
        for name in [WHITE_DICE_FILE, CARDS_FILE, SPECIAL_TEAMS_FILE] {
            let source = sources
                .iter()
                .find(|s| s.file_name() == name)
                .ok_or_else(|| SaveError::NotRecordable {
                    file: name.to_string(),
                })?;
            files.push(DataFile {
                path: stored_path(&source.path),
                text: text_of(&source.path)?,
            });
        }
        for team in [home, away] {
            let mut current = Some(team);
            for _ in 0..MAX_BASE_CHAIN {
                let Some(loaded) = current.take() else {
                    break;
                };
                let path = stored_path(&loaded.file);
                if files.iter().any(|f| f.path == path) {
                    break;
                }
                let text = text_of(&loaded.file)?;
                current = base_of(&text).and_then(|base| find_team(library, &base));
                files.push(DataFile { path, text });
            }
        }
        Ok(SetupRecord {
            home: stored_path(&home.file),
            away: stored_path(&away.file),
            optional,
            partners_share_hands,
            files,
        })
    }

    /// The setup, rebuilt by the data validator from the recorded files. The validator's
    /// problems are returned with the first file at fault.
    pub fn setup(&self) -> Result<Setup, SaveError> {
        let sources: Vec<Source> = self
            .files
            .iter()
            .map(|f| Source::new(&f.path, f.text.as_bytes()))
            .collect();
        let library = from_sources(&sources).map_err(|problems| SaveError::Data {
            file: problems
                .first()
                .map(|p| path_text(&p.file))
                .unwrap_or_default(),
            problems,
        })?;
        let team = |file: &str| -> Result<crate::data::model::Team, SaveError> {
            library
                .teams
                .iter()
                .find(|t| t.file == Path::new(file))
                .map(|t| t.team.clone())
                .ok_or_else(|| SaveError::UnknownTeam {
                    file: file.to_string(),
                })
        };
        let (home, away) = (team(&self.home)?, team(&self.away)?);
        let mut setup = Setup::new(&library, &home, &away, self.optional);
        setup.partners_share_hands = self.partners_share_hands;
        Ok(setup)
    }
}

/// The `base = "..."` of a team file's text, if any (the validator has checked the rest).
fn base_of(text: &str) -> Option<String> {
    let table: toml::Table = toml::from_str(text).ok()?;
    table.get("base")?.as_str().map(str::to_string)
}

/// A team as `base = "..."` names it: by name, code or file slug, as the validator resolves it.
fn find_team<'a>(library: &'a Library, query: &str) -> Option<&'a LoadedTeam> {
    let key = team_key(query);
    library.teams.iter().find(|t| {
        team_key(&t.team.name) == key || team_key(&t.team.code) == key || team_key(&t.slug()) == key
    })
}

/// The file as read: players and decisions keep where they stand, for the messages, and each
/// decision is checked as a pair of seat and decision on its own (serde would let a longer
/// array pass as the pair).
#[derive(Deserialize)]
struct Wire {
    seed: u64,
    language: String,
    players: Spanned<Vec<Spanned<String>>>,
    home: String,
    away: String,
    partners_share_hands: bool,
    optional: OptionalRules,
    decisions: Vec<Spanned<toml::Value>>,
    files: Vec<DataFile>,
}

/// Decision `number` of a save's text: exactly a seat and a decision.
fn decision(
    text: &str,
    number: usize,
    value: &Spanned<toml::Value>,
) -> Result<(Seat, Decision), SaveError> {
    let not_a_decision = |detail: Option<String>| {
        SaveError::Impossible(SaveProblem::NotADecision {
            number,
            decision: value.get_ref().to_string(),
            detail,
            place: Some(Place::of_span(text, &value.span())),
        })
    };
    match value.get_ref() {
        toml::Value::Array(pair) if pair.len() == 2 => value
            .get_ref()
            .clone()
            .try_into()
            .map_err(|e: toml::de::Error| not_a_decision(Some(reader_words(text, &e).0))),
        _ => Err(not_a_decision(None)),
    }
}

/// A problem the TOML reader found, as this game's error.
fn unreadable(text: &str, error: &toml::de::Error) -> SaveError {
    let (detail, place) = reader_words(text, error);
    SaveError::Malformed { detail, place }
}

/// One decision as a line of the record's list.
fn decision_item(step: (Seat, Decision)) -> Result<String, SaveError> {
    let value = toml::Value::try_from(step).map_err(|e| unwritable(&e))?;
    Ok(format!("    {value},\n"))
}

/// What the TOML writer refused, as this game's error.
fn unwritable(error: &dyn std::fmt::Display) -> SaveError {
    SaveError::Malformed {
        detail: error.to_string(),
        place: None,
    }
}

/// The save's text kept between saves, only the new decisions added to it.
pub type SaveText = KeptText<SaveRecord>;

impl ListedRecord for SaveRecord {
    type Step = (Seat, Decision);
    type Error = SaveError;

    fn steps(&self) -> &[(Seat, Decision)] {
        &self.decisions
    }

    fn steps_mut(&mut self) -> &mut Vec<(Seat, Decision)> {
        &mut self.decisions
    }

    fn head_text(&self) -> Result<String, SaveError> {
        self.header_text()
    }

    fn tail_text(&self) -> Result<String, SaveError> {
        self.files_text()
    }

    fn step_text(step: (Seat, Decision)) -> Result<String, SaveError> {
        decision_item(step)
    }

    fn same_game(&self, later: &SaveRecord) -> bool {
        self.seed == later.seed
            && self.players == later.players
            && self.language == later.language
            && self.setup == later.setup
    }
}

impl SaveRecord {
    pub fn new(
        seed: u64,
        players: Vec<String>,
        language: impl Into<String>,
        setup: SetupRecord,
        decisions: Vec<(Seat, Decision)>,
    ) -> SaveRecord {
        SaveRecord {
            seed,
            players,
            language: language.into(),
            setup,
            decisions,
        }
    }

    /// The record as TOML: the header and table's choices, one decision a line, then the data
    /// files as multi-line strings.
    pub fn to_toml(&self) -> Result<String, SaveError> {
        self.whole_text()
    }

    /// What comes before the decisions: the header and who plays.
    fn header_text(&self) -> Result<String, SaveError> {
        #[derive(Serialize)]
        struct Head<'a> {
            format: &'a str,
            version: u32,
            stream: u32,
            seed: u64,
            language: &'a str,
            players: &'a [String],
            home: &'a str,
            away: &'a str,
            partners_share_hands: bool,
        }
        let head = Head {
            format: FORMAT,
            version: VERSION,
            stream: STREAM_VERSION,
            seed: self.seed,
            language: &self.language,
            players: &self.players,
            home: &self.setup.home,
            away: &self.setup.away,
            partners_share_hands: self.setup.partners_share_hands,
        };
        toml::to_string(&head).map_err(|e| unwritable(&e))
    }

    /// What comes after the decisions: the list's end, the optional rules and the data files.
    fn files_text(&self) -> Result<String, SaveError> {
        #[derive(Serialize)]
        struct Tail<'a> {
            optional: OptionalRules,
            files: &'a [DataFile],
        }
        let tail = Tail {
            optional: self.setup.optional,
            files: &self.setup.files,
        };
        let mut text = DECISIONS_CLOSE.to_string();
        text.push_str(&toml::to_string(&tail).map_err(|e| unwritable(&e))?);
        Ok(text)
    }

    /// Reads a record: its header first (format, version, dice stream), then the rest, and
    /// refuses more decisions than a game can have. Nothing is replayed here (see [`replay`]).
    pub fn from_toml(text: &str) -> Result<SaveRecord, SaveError> {
        #[derive(Deserialize)]
        struct Header {
            format: Option<String>,
            version: Option<u32>,
            stream: Option<u32>,
        }
        let header: Header = toml::from_str(text).map_err(|e| unreadable(text, &e))?;
        if header.format.as_deref() != Some(FORMAT) {
            return Err(SaveError::Foreign);
        }
        match header.version {
            Some(VERSION) => {}
            found => {
                return Err(SaveError::Version {
                    found: found.unwrap_or(0),
                })
            }
        }
        match header.stream {
            Some(STREAM_VERSION) => {}
            found => {
                return Err(SaveError::Stream {
                    found: found.unwrap_or(0),
                })
            }
        }
        let wire: Wire = toml::from_str(text).map_err(|e| unreadable(text, &e))?;
        if wire.decisions.len() > MAX_DECISIONS {
            return Err(SaveError::TooManyDecisions {
                count: wire.decisions.len(),
            });
        }
        check_players(text, &wire.players, Seat::ALL.len(), &COACHES, |name| {
            name.parse::<CoachKind>().is_ok()
        })
        .map_err(SaveError::Impossible)?;
        let decisions = wire
            .decisions
            .iter()
            .enumerate()
            .map(|(i, value)| decision(text, i + 1, value))
            .collect::<Result<Vec<_>, _>>()?;
        Ok(SaveRecord {
            seed: wire.seed,
            players: wire
                .players
                .into_inner()
                .into_iter()
                .map(Spanned::into_inner)
                .collect(),
            language: wire.language,
            setup: SetupRecord {
                home: wire.home,
                away: wire.away,
                optional: wire.optional,
                partners_share_hands: wire.partners_share_hands,
                files: wire.files,
            },
            decisions,
        })
    }
}

/// The data files a library with these user team folders is loaded from: the shipped files,
/// then every `*.toml` of each folder (as `data::load` reads them).
fn data_sources(team_dirs: &[PathBuf]) -> Vec<Source> {
    let mut sources = crate::data::shipped();
    for dir in team_dirs {
        if let Ok(more) = gridiron_core::data_file::source::read_dir(
            dir,
            &crate::data::load::is_other_games_folder,
        ) {
            sources.extend(more.into_iter().flatten());
        }
    }
    sources
}

/// Records the setup of a game between two teams of the library loaded from `team_dirs`, and
/// checks that the record rebuilds exactly the setup the game is to be played with. Every shell
/// that records a game from team folders records it here.
pub fn record_setup(
    team_dirs: &[PathBuf],
    library: &Library,
    [home, away]: [&LoadedTeam; 2],
    optional: OptionalRules,
    partners_share_hands: bool,
) -> Result<SetupRecord, SaveError> {
    let record = SetupRecord::new(
        &data_sources(team_dirs),
        library,
        home,
        away,
        optional,
        partners_share_hands,
    )?;
    let mut expected = Setup::new(library, &home.team, &away.team, optional);
    expected.partners_share_hands = partners_share_hands;
    match record.setup() {
        Ok(setup) if setup == expected => Ok(record),
        Ok(_) => Err(SaveError::RecordDiffers),
        Err(error) => Err(error),
    }
}

/// Rebuilds a game from its record: the setup through the data validator, a new game, the dice
/// from the seed, and every decision through `Game::apply`, in order. `each` sees the game and
/// the events after every decision (the `replay` command narrates them). Resuming and replaying
/// both go through here; the first decision that is not legal refuses the whole record.
pub fn replay(
    record: &SaveRecord,
    mut each: impl FnMut(&Game, &[Event]),
) -> Result<Replayed, SaveError> {
    if record.decisions.len() > MAX_DECISIONS {
        return Err(SaveError::TooManyDecisions {
            count: record.decisions.len(),
        });
    }
    let setup = Arc::new(record.setup.setup()?);
    let mut game = Game::new(Arc::clone(&setup));
    let mut dice = SeededDice::from_seed(record.seed);
    gridiron_core::game::replay(&mut game, &record.decisions, &mut dice, |game, events| {
        each(game, events)
    })
    .map_err(|ReplayRefused { number, why }| SaveError::Illegal {
        number,
        // The refused decision is the record's own, counted from 1.
        seat: record.decisions[number - 1].0,
        reason: why,
        setup,
    })?;
    Ok(Replayed { game, dice })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn data_text_survives_the_round_trip_verbatim() {
        let awkward = "a = '''x'''\r\nb = \"\"\"y\"\"\"\n\ttab \\ back\u{7f} ü\n\n";
        let record = SaveRecord::new(
            7,
            vec!["random".into(); 4],
            "de",
            SetupRecord {
                home: "teams/x.toml".into(),
                away: "teams/x.toml".into(),
                optional: OptionalRules::default(),
                partners_share_hands: true,
                files: vec![DataFile {
                    path: "teams/x.toml".into(),
                    text: awkward.into(),
                }],
            },
            Vec::new(),
        );
        let text = record.to_toml().expect("serializes");
        let back = SaveRecord::from_toml(&text).expect("reads back");
        assert_eq!(back, record);
    }

    #[test]
    fn the_kept_text_is_the_whole_records_text_after_every_change() {
        let mut record = SaveRecord::new(
            7,
            vec!["random".into(); 4],
            "en",
            SetupRecord {
                home: "teams/x.toml".into(),
                away: "teams/x.toml".into(),
                optional: OptionalRules::default(),
                partners_share_hands: false,
                files: vec![DataFile {
                    path: "teams/x.toml".into(),
                    text: "name = 'X'\n".into(),
                }],
            },
            Vec::new(),
        );
        let mut kept = SaveText::default();
        let mut check = |record: &SaveRecord| {
            let whole = record.to_toml();
            assert_eq!(kept.of(record).map(str::to_string), whole);
        };
        check(&record);
        for step in [
            (Seat::ALL[0], Decision::Receive),
            (Seat::ALL[1], Decision::Kneel { discard: 2 }),
            (Seat::ALL[2], Decision::NormalPlay),
        ] {
            record.decisions.push(step);
            check(&record);
            // Asked again with nothing new.
            check(&record);
        }
        // The same record with other players or fewer or other decisions is written whole.
        record.players[1] = "human:1".into();
        check(&record);
        record.decisions.truncate(1);
        check(&record);
        record.decisions[0] = (Seat::ALL[3], Decision::Defer);
        check(&record);
        record.setup.files[0].text.push_str("code = 'X'\n");
        check(&record);
    }
}
