//! A Battleball game as a record: its data files (verbatim), the optional rules, the seed and
//! the dice stream, who plays, the language and every decision. Nothing of the engine's memory
//! is stored: a record is rebuilt by running its files through Battleball's data validator and
//! replaying its decisions through `Game::apply`, so a damaged or impossible save is refused,
//! never played on (as every game's record).
//!
//! Pure: conversion to and from text and the replay; the shell (`ui::savefile`) does the IO.
//! A save says which game it is (`game = "battleball"`); 1st & Goal's saves have no such key.

use std::path::Path;
use std::sync::Arc;

use serde::{Deserialize, Serialize};

use gridiron_core::data_file::problem::Problem;
use gridiron_core::data_file::source::Source;
use gridiron_core::dice::{SeededDice, STREAM_VERSION};
use gridiron_core::game::ReplayRefused;
use gridiron_core::record::{
    check_players, reader_words, DataFile, KeptText, ListedRecord, Place, SaveProblem,
    DECISIONS_CLOSE,
};
use gridiron_core::side::Side;
use toml::Spanned;

use super::data::{self, BOARD_FILE, FORMATIONS_FILE, POSITIONS_FILE};
use crate::coach::BbCoachKind;
use crate::data::model::Team;
use crate::engine::board::Sq;
use crate::engine::decision::{Decision, Illegal, PlayerId};
use crate::engine::event::Event;
use crate::engine::game::Game;
use crate::engine::setup::{Options, Setup};

/// Marks a gridiron save (shared with 1st & Goal's).
pub(crate) const FORMAT: &str = "gridiron-save";
/// The `game` key of a Battleball save.
pub(crate) const GAME: &str = "battleball";
/// Bumped when a Battleball save's meaning changes; other versions are refused.
pub(crate) const VERSION: u32 = 1;
/// The most decisions a Battleball save may hold: as many as a game can take (the engine calls
/// the game at its cap), so every record gridiron wrote is read back.
pub const MAX_DECISIONS: usize = crate::MAX_DECISIONS;
/// The largest save file read: `MAX_DECISIONS` short lines and the data files fit well inside.
pub const MAX_SAVE_BYTES: u64 = 4 * 1024 * 1024;
/// Where a user's team files are put in a record, in place of the folder they lay in on the
/// recording machine (whose path would only reveal a user name).
const USER_TEAMS_DIR: &str = "teams";

/// Everything fixed for one game, as data files: rebuilt by the same validator as
/// `data/battleball/`, so a hand-edited file is checked like any data file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SetupRecord {
    /// The path, among `files`, of the home team's file.
    pub home: String,
    /// The path, among `files`, of the away team's file.
    pub away: String,
    pub options: Options,
    /// The board, positions and formations files and the two teams' files.
    pub files: Vec<DataFile>,
}

/// A Battleball game as a file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Record {
    pub seed: u64,
    /// Who coaches home and away: "human:N" or the computer coach's name.
    pub players: Vec<String>,
    /// The language the game was played in (`en`, `de`).
    pub language: String,
    pub setup: SetupRecord,
    /// Every decision, as `Game::decisions` gives them.
    pub decisions: Vec<(Side, Decision)>,
}

/// Why a Battleball save could not be read or rebuilt.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RecordError {
    /// Not TOML, or not a save's shape; `detail` is the parser's own words, `place` where in
    /// the file they point.
    Malformed {
        detail: String,
        place: Option<Place>,
    },
    /// What every game's record checks find (players no game seats, a decision that is none,
    /// one team on both sides), in the words every game shares.
    Impossible(SaveProblem),
    /// Valid TOML, but not a gridiron Battleball save.
    Foreign,
    Version {
        found: u32,
    },
    Stream {
        found: u32,
    },
    TooManyDecisions {
        count: usize,
    },
    /// The save's data files do not pass the data validator.
    Data {
        file: String,
        problems: Vec<Problem>,
    },
    /// A team file the save names is not among its files, or names no team.
    UnknownTeam {
        file: String,
    },
    /// Decision `number` (1-based), owed by `side`, is not legal where it stands.
    Illegal {
        number: usize,
        side: Side,
        reason: Illegal,
        /// The team that owed it, by name.
        team: String,
    },
    /// A file the setup needs is not among the data files given (or is not text).
    NotRecordable {
        file: String,
    },
    /// The setup rebuilt from the record is not the one the game was to be played with.
    RecordDiffers,
}

/// What is wrong with a Battleball record, as every shell words it (and escapes): an illegal
/// decision names the team that owed it.
impl From<RecordError> for SaveProblem {
    fn from(error: RecordError) -> SaveProblem {
        match error {
            RecordError::Malformed { detail, place } => SaveProblem::Malformed { detail, place },
            RecordError::Impossible(problem) => problem,
            RecordError::Foreign => SaveProblem::Foreign,
            RecordError::Version { found } => SaveProblem::Version { found },
            RecordError::Stream { found } => SaveProblem::Stream { found },
            RecordError::TooManyDecisions { count } => SaveProblem::TooManyDecisions {
                count,
                limit: MAX_DECISIONS,
            },
            RecordError::Data { file, problems } => SaveProblem::Data { file, problems },
            RecordError::UnknownTeam { file } => SaveProblem::UnknownTeam { file },
            RecordError::Illegal { number, team, .. } => SaveProblem::Illegal {
                number,
                id: "bb-error-save-illegal",
                who: ("team", team),
            },
            RecordError::NotRecordable { file } => SaveProblem::NotRecordable { file },
            RecordError::RecordDiffers => SaveProblem::RecordDiffers,
        }
    }
}

/// A game rebuilt from its record, ready to go on.
#[derive(Debug, Clone)]
pub struct Replayed {
    pub game: Game,
    pub dice: SeededDice,
}

/// The team name a team file's text gives (the validator has checked the rest).
fn team_name(text: &str) -> Option<String> {
    let table: toml::Table = toml::from_str(text).ok()?;
    table.get("name")?.as_str().map(str::to_string)
}

fn path_text(path: &Path) -> String {
    path.to_string_lossy().into_owned()
}

impl SetupRecord {
    /// Records a game between `home` and `away`, loaded from `sources` (Battleball's data
    /// files): the board, positions and formations files and the two team files, verbatim.
    /// Shipped files keep their `data/battleball/...` path; a user's team file becomes
    /// `teams/<file name>`, so a save tells what data it holds, not where it lay.
    pub fn new(
        sources: &[Source],
        home: &Team,
        away: &Team,
        options: Options,
    ) -> Result<SetupRecord, RecordError> {
        let shipped: Vec<_> = data::shipped().into_iter().map(|s| s.path).collect();
        let stored_path = |path: &Path| -> String {
            match path.file_name() {
                Some(name) if !shipped.iter().any(|p| p == path) => {
                    path_text(&Path::new(USER_TEAMS_DIR).join(name))
                }
                _ => path_text(path),
            }
        };
        let text_of = |source: &Source| -> Result<String, RecordError> {
            String::from_utf8(source.bytes.clone()).map_err(|_| RecordError::NotRecordable {
                file: path_text(&source.path),
            })
        };
        let mut files = Vec::new();
        for name in [BOARD_FILE, POSITIONS_FILE, FORMATIONS_FILE] {
            let source = sources
                .iter()
                .find(|s| s.file_name() == name)
                .ok_or_else(|| RecordError::NotRecordable {
                    file: name.to_string(),
                })?;
            files.push(DataFile {
                path: stored_path(&source.path),
                text: text_of(source)?,
            });
        }
        let fixed = [BOARD_FILE, POSITIONS_FILE, FORMATIONS_FILE];
        let mut team_file = |team: &Team| -> Result<String, RecordError> {
            let source = sources
                .iter()
                .filter(|s| !fixed.contains(&s.file_name().as_str()))
                .find(|s| {
                    std::str::from_utf8(&s.bytes)
                        .ok()
                        .and_then(team_name)
                        .is_some_and(|name| name == team.name)
                })
                .ok_or_else(|| RecordError::NotRecordable {
                    file: team.name.clone(),
                })?;
            let path = stored_path(&source.path);
            if !files.iter().any(|f| f.path == path) {
                files.push(DataFile {
                    path: path.clone(),
                    text: text_of(source)?,
                });
            }
            Ok(path)
        };
        let home = team_file(home)?;
        let away = team_file(away)?;
        Ok(SetupRecord {
            home,
            away,
            options,
            files,
        })
    }

    /// The setup, rebuilt by the data validator from the recorded files.
    pub fn setup(&self) -> Result<Setup, RecordError> {
        let sources: Vec<Source> = self
            .files
            .iter()
            .map(|f| Source::new(&f.path, f.text.as_bytes()))
            .collect();
        let library = data::from_sources(&sources).map_err(|problems| RecordError::Data {
            file: problems
                .first()
                .map(|p| path_text(&p.file))
                .unwrap_or_default(),
            problems,
        })?;
        let team = |file: &str| -> Result<Team, RecordError> {
            let unknown = || RecordError::UnknownTeam {
                file: file.to_string(),
            };
            let text = &self
                .files
                .iter()
                .find(|f| f.path == file)
                .ok_or_else(unknown)?
                .text;
            let fixed = [BOARD_FILE, POSITIONS_FILE, FORMATIONS_FILE];
            if fixed
                .iter()
                .any(|name| Path::new(file).file_name() == Some((*name).as_ref()))
            {
                return Err(unknown());
            }
            let name = team_name(text).ok_or_else(unknown)?;
            library.team(&name).cloned().ok_or_else(unknown)
        };
        let (home, away) = (team(&self.home)?, team(&self.away)?);
        // `play` refuses one team on both sides; a record may not hold such a game either.
        if home.name == away.name {
            return Err(RecordError::Impossible(SaveProblem::SameTeam {
                team: home.name,
            }));
        }
        Ok(Setup::new(&library, &home, &away, self.options))
    }
}

/// A decision as one short line of a save: the side (`home`/`away`), a verb and its numbers.
pub(crate) fn encode(side: Side, decision: Decision) -> String {
    let who = match side {
        Side::Home => "home",
        Side::Away => "away",
    };
    let what = match decision {
        Decision::RollOff => "roll".to_string(),
        Decision::Formation(f) => format!("formation {f}"),
        Decision::Place(sq) => format!("place {sq}"),
        Decision::Choose(p) => format!("choose {p}"),
        Decision::UseDie(i) => format!("die {i}"),
        Decision::MoveTo(sq) => format!("move {sq}"),
        Decision::EndZone => "endzone".to_string(),
        Decision::Stop => "stop".to_string(),
        Decision::Tackle { attacker, defender } => format!("tackle {attacker} {defender}"),
        Decision::HandOff(p) => format!("handoff {p}"),
        Decision::Pass(p) => format!("pass {p}"),
        Decision::EndTurn => "endturn".to_string(),
        Decision::PlaceBall(sq) => format!("ball {sq}"),
        Decision::GiveBall(p) => format!("give {p}"),
        Decision::Blitz(p) => format!("blitz {p}"),
        Decision::PushTo(sq) => format!("push {sq}"),
        Decision::FollowUp(sq) => format!("follow {sq}"),
        Decision::HoldGround => "hold".to_string(),
    };
    format!("{who} {what}")
}

/// The inverse of [`encode`]: `None` for a line that is no decision.
pub(crate) fn decode(line: &str) -> Option<(Side, Decision)> {
    let mut words = line.split_whitespace();
    let side = match words.next()? {
        "home" => Side::Home,
        "away" => Side::Away,
        _ => return None,
    };
    let verb = words.next()?;
    let numbers: Vec<u16> = words
        .map(|w| w.parse::<u16>().ok())
        .collect::<Option<_>>()?;
    let small = |n: u16| u8::try_from(n).ok();
    let player = |n: u16| -> Option<PlayerId> { small(n) };
    let square = |n: u16| -> Sq { n };
    let decision = match (verb, numbers.as_slice()) {
        ("roll", []) => Decision::RollOff,
        ("formation", [f]) => Decision::Formation(small(*f)?),
        ("place", [sq]) => Decision::Place(square(*sq)),
        ("choose", [p]) => Decision::Choose(player(*p)?),
        ("die", [i]) => Decision::UseDie(small(*i)?),
        ("move", [sq]) => Decision::MoveTo(square(*sq)),
        ("endzone", []) => Decision::EndZone,
        ("stop", []) => Decision::Stop,
        ("tackle", [a, d]) => Decision::Tackle {
            attacker: player(*a)?,
            defender: player(*d)?,
        },
        ("handoff", [p]) => Decision::HandOff(player(*p)?),
        ("pass", [p]) => Decision::Pass(player(*p)?),
        ("endturn", []) => Decision::EndTurn,
        ("ball", [sq]) => Decision::PlaceBall(square(*sq)),
        ("give", [p]) => Decision::GiveBall(player(*p)?),
        ("blitz", [p]) => Decision::Blitz(player(*p)?),
        ("push", [sq]) => Decision::PushTo(square(*sq)),
        ("follow", [sq]) => Decision::FollowUp(square(*sq)),
        ("hold", []) => Decision::HoldGround,
        _ => return None,
    };
    Some((side, decision))
}

/// The file as read (the header checked before): players and decisions keep where they
/// stand, for the messages.
#[derive(Deserialize)]
struct Wire {
    seed: u64,
    language: String,
    players: Spanned<Vec<Spanned<String>>>,
    home: String,
    away: String,
    advanced: bool,
    blocks: bool,
    decisions: Vec<Spanned<String>>,
    files: Vec<DataFile>,
}

/// One decision as a line of the record's list.
fn decision_item(side: Side, decision: Decision) -> String {
    format!("    \"{}\",\n", encode(side, decision))
}

/// What the TOML writer refused, as this game's error.
fn unwritable(error: &dyn std::fmt::Display) -> RecordError {
    RecordError::Malformed {
        detail: error.to_string(),
        place: None,
    }
}

/// The save's text kept between saves, only the new decisions added to it.
pub type RecordText = KeptText<Record>;

impl ListedRecord for Record {
    type Step = (Side, Decision);
    type Error = RecordError;

    fn steps(&self) -> &[(Side, Decision)] {
        &self.decisions
    }

    fn steps_mut(&mut self) -> &mut Vec<(Side, Decision)> {
        &mut self.decisions
    }

    fn head_text(&self) -> Result<String, RecordError> {
        self.header_text()
    }

    fn tail_text(&self) -> Result<String, RecordError> {
        self.files_text()
    }

    fn step_text(step: (Side, Decision)) -> Result<String, RecordError> {
        Ok(decision_item(step.0, step.1))
    }

    fn same_game(&self, later: &Record) -> bool {
        self.seed == later.seed
            && self.players == later.players
            && self.language == later.language
            && self.setup == later.setup
    }
}

impl Record {
    /// The record as TOML: the header, one decision a line, then the data files.
    pub fn to_toml(&self) -> Result<String, RecordError> {
        self.whole_text()
    }

    /// What comes before the decisions: the header and who plays.
    fn header_text(&self) -> Result<String, RecordError> {
        #[derive(Serialize)]
        struct Head<'a> {
            format: &'a str,
            game: &'a str,
            version: u32,
            stream: u32,
            seed: u64,
            language: &'a str,
            players: &'a [String],
            home: &'a str,
            away: &'a str,
            advanced: bool,
            blocks: bool,
        }
        let head = Head {
            format: FORMAT,
            game: GAME,
            version: VERSION,
            stream: STREAM_VERSION,
            seed: self.seed,
            language: &self.language,
            players: &self.players,
            home: &self.setup.home,
            away: &self.setup.away,
            advanced: self.setup.options.advanced,
            blocks: self.setup.options.blocks,
        };
        toml::to_string(&head).map_err(|e| unwritable(&e))
    }

    /// What comes after the decisions: the list's end and the data files.
    fn files_text(&self) -> Result<String, RecordError> {
        #[derive(Serialize)]
        struct Tail<'a> {
            files: &'a [DataFile],
        }
        let tail = Tail {
            files: &self.setup.files,
        };
        let mut text = DECISIONS_CLOSE.to_string();
        text.push_str(&toml::to_string(&tail).map_err(|e| unwritable(&e))?);
        Ok(text)
    }

    /// Reads a record: the header first (format, game, version, dice stream), then the rest;
    /// every decision line is decoded. Nothing is replayed here (see [`replay`]).
    pub fn from_toml(text: &str) -> Result<Record, RecordError> {
        #[derive(Deserialize)]
        struct Header {
            format: Option<String>,
            game: Option<String>,
            version: Option<u32>,
            stream: Option<u32>,
        }
        let malformed = |e: toml::de::Error| {
            let (detail, place) = reader_words(text, &e);
            RecordError::Malformed { detail, place }
        };
        let header: Header = toml::from_str(text).map_err(malformed)?;
        if header.format.as_deref() != Some(FORMAT) || header.game.as_deref() != Some(GAME) {
            return Err(RecordError::Foreign);
        }
        match header.version {
            Some(VERSION) => {}
            found => {
                return Err(RecordError::Version {
                    found: found.unwrap_or(0),
                })
            }
        }
        match header.stream {
            Some(STREAM_VERSION) => {}
            found => {
                return Err(RecordError::Stream {
                    found: found.unwrap_or(0),
                })
            }
        }
        let wire: Wire = toml::from_str(text).map_err(malformed)?;
        if wire.decisions.len() > MAX_DECISIONS {
            return Err(RecordError::TooManyDecisions {
                count: wire.decisions.len(),
            });
        }
        let names = BbCoachKind::ALL.map(BbCoachKind::name);
        let coaches = names.each_ref().map(|name| name.as_ref());
        check_players(text, &wire.players, Side::BOTH.len(), &coaches, |name| {
            name.parse::<BbCoachKind>().is_ok()
        })
        .map_err(RecordError::Impossible)?;
        let decisions = wire
            .decisions
            .iter()
            .enumerate()
            .map(|(i, line)| {
                decode(line.get_ref()).ok_or_else(|| {
                    RecordError::Impossible(SaveProblem::NotADecision {
                        number: i + 1,
                        decision: line.get_ref().clone(),
                        detail: None,
                        place: Some(Place::of_span(text, &line.span())),
                    })
                })
            })
            .collect::<Result<Vec<_>, _>>()?;
        Ok(Record {
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
                options: Options {
                    advanced: wire.advanced,
                    blocks: wire.blocks,
                },
                files: wire.files,
            },
            decisions,
        })
    }
}

/// The `game` key of a save's text, if it is TOML and has one (1st & Goal's saves have none).
pub fn game_of(text: &str) -> Option<String> {
    gridiron_core::record::game_key(text)
}

/// Rebuilds a game from its record: the setup through the data validator, a new game, the dice
/// from the seed, and every decision through `Game::apply`, in order. `each` sees the game and
/// the events after every decision. The first decision that is not legal refuses the record.
pub fn replay(
    record: &Record,
    mut each: impl FnMut(&Game, &[Event]),
) -> Result<Replayed, RecordError> {
    if record.decisions.len() > MAX_DECISIONS {
        return Err(RecordError::TooManyDecisions {
            count: record.decisions.len(),
        });
    }
    let setup = Arc::new(record.setup.setup()?);
    let mut game = Game::new(Arc::clone(&setup));
    let mut dice = SeededDice::from_seed(record.seed);
    gridiron_core::game::replay(&mut game, &record.decisions, &mut dice, |game, events| {
        each(game, events)
    })
    .map_err(|ReplayRefused { number, why }| {
        // The refused decision is the record's own, counted from 1.
        let side = record.decisions[number - 1].0;
        RecordError::Illegal {
            number,
            side,
            reason: why,
            team: setup.teams[side.index()].name.clone(),
        }
    })?;
    Ok(Replayed { game, dice })
}

/// Records the setup of a game from `sources` and checks that the record rebuilds exactly the
/// setup the game is to be played with.
pub fn record_setup(
    sources: &[Source],
    library: &crate::data::model::Library,
    home: &Team,
    away: &Team,
    options: Options,
) -> Result<SetupRecord, RecordError> {
    let record = SetupRecord::new(sources, home, away, options)?;
    let expected = Setup::new(library, home, away, options);
    let setup = record.setup()?;
    // The record's library holds only the two teams; everything else must be the same.
    let same = setup.teams == expected.teams
        && setup.board == expected.board
        && setup.options == expected.options
        && setup.library.positions == expected.library.positions
        && setup.library.formations == expected.library.formations
        && setup.library.passing_die == expected.library.passing_die
        && setup.library.toss_die == expected.library.toss_die;
    if same {
        Ok(record)
    } else {
        Err(RecordError::RecordDiffers)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_decision_survives_its_line() {
        let all = [
            Decision::RollOff,
            Decision::Formation(2),
            Decision::Place(240),
            Decision::Choose(21),
            Decision::UseDie(1),
            Decision::MoveTo(3),
            Decision::EndZone,
            Decision::Stop,
            Decision::Tackle {
                attacker: 3,
                defender: 14,
            },
            Decision::HandOff(2),
            Decision::Pass(7),
            Decision::EndTurn,
            Decision::PlaceBall(100),
            Decision::GiveBall(12),
            Decision::Blitz(13),
            Decision::PushTo(44),
            Decision::FollowUp(45),
            Decision::HoldGround,
        ];
        for side in Side::BOTH {
            for decision in all {
                assert_eq!(decode(&encode(side, decision)), Some((side, decision)));
            }
        }
        assert!(decode("home move").is_none());
        assert!(decode("home move 70000").is_none());
        assert!(decode("home choose 300").is_none());
        assert!(decode("left roll").is_none());
        assert!(decode("home roll 1").is_none());
    }

    #[test]
    fn the_kept_text_is_the_whole_records_text_after_every_change() {
        let mut record = Record {
            seed: 3,
            players: vec!["human:1".into(), "heuristic".into()],
            language: "de".into(),
            setup: SetupRecord {
                home: "teams/x.toml".into(),
                away: "teams/y.toml".into(),
                options: Options::default(),
                files: vec![DataFile {
                    path: "teams/x.toml".into(),
                    text: "name = \"X\"\n".into(),
                }],
            },
            decisions: Vec::new(),
        };
        let mut kept = RecordText::default();
        let mut check = |record: &Record| {
            let whole = record.to_toml();
            assert_eq!(kept.of(record).map(str::to_string), whole);
        };
        check(&record);
        for step in [
            (Side::Home, Decision::RollOff),
            (Side::Away, Decision::MoveTo(3)),
            (Side::Home, Decision::EndTurn),
        ] {
            record.decisions.push(step);
            check(&record);
            // Asked again with nothing new.
            check(&record);
        }
        // The same record with other players, fewer decisions or other rules is written whole.
        record.players[1] = "human:2".into();
        check(&record);
        record.decisions.truncate(1);
        check(&record);
        record.setup.options.blocks = !record.setup.options.blocks;
        check(&record);
    }
}
