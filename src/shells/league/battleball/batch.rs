//! Whole Battleball games between computer coaches, many at once: a sim's batch between two
//! teams, or `rank`'s round-robin. Every game's dice and coaches are seeded from the batch seed
//! and the game's index alone (`common::batch::game_seed`), and statistics are summed, so no
//! result depends on `--jobs` or on the order games finish in.

use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::Arc;

use crate::common::batch::{game_seed, run_parallel, Stream};
use crate::common::dice::SeededDice;
use crate::common::side::Side;
use crate::games::battleball::record::{Record, SetupRecord};
use crate::games::battleball::stats::{GameFold, GameStats};
use crate::games::battleball::{Decision, Game, Options, Setup};
use crate::games::battleball::{Library, Team};

use super::super::season::{schedule, GameResult};
use super::super::sim::{log_path, make_log_dir, run_games, BatchError};
use crate::games::battleball::coach::BbCoachKind;

/// The most decisions a game takes: the engine calls a game that reaches it (the score stands),
/// and a save holds as many, so every logged game ends and replays.
pub const MAX_DECISIONS: usize = crate::games::battleball::MAX_DECISIONS;

/// Two teams and their coaches.
#[derive(Clone)]
pub struct Matchup {
    pub setup: Arc<Setup>,
    /// Home first.
    pub coaches: [BbCoachKind; 2],
}

/// One finished (or stopped) game.
pub struct Played {
    pub stats: GameStats,
    /// Touchdowns, home first.
    pub score: [u8; 2],
    /// The game as it ended, with its decisions.
    pub game: Game,
}

/// Where each game of a sim is written as a save that `gridiron replay` plays back.
#[derive(Debug, Clone)]
pub struct GameLog {
    pub dir: PathBuf,
    /// The record of the matchup's setup: it rebuilds `Matchup::setup` exactly.
    pub setup: SetupRecord,
    /// The language tag the saves name.
    pub language: String,
}

/// Writes game `index` of the batch seeded `seed` to `log`'s folder.
fn write_log(
    log: &GameLog,
    matchup: &Matchup,
    seed: u64,
    index: u64,
    played: &Played,
) -> Result<(), BatchError> {
    let path = log_path(&log.dir, index);
    let failed = |detail: String| BatchError::Log {
        path: path.clone(),
        detail,
    };
    let record = Record {
        seed: game_seed(seed, index, Stream::Dice),
        players: matchup
            .coaches
            .iter()
            .map(|coach| coach.name().to_string())
            .collect(),
        language: log.language.clone(),
        setup: log.setup.clone(),
        decisions: played.game.decisions().to_vec(),
    };
    let text = record
        .to_toml()
        .map_err(|error| failed(format!("{error:?}")))?;
    std::fs::write(&path, text).map_err(|error| failed(error.to_string()))
}

/// Plays games one after another, reusing its buffer of options. Events go straight into the
/// game's statistics fold, so none is kept.
#[derive(Default)]
pub struct Player {
    options: Vec<Decision>,
}

impl Player {
    pub fn new() -> Player {
        Player::default()
    }

    /// Game `index` of the batch seeded `seed`.
    pub fn play(&mut self, matchup: &Matchup, seed: u64, index: u64) -> Played {
        let mut dice = SeededDice::from_seed(game_seed(seed, index, Stream::Dice));
        let mut seats = [
            matchup.coaches[0].build(game_seed(seed, index, Stream::HomeCoach)),
            matchup.coaches[1].build(game_seed(seed, index, Stream::AwayCoach)),
        ];
        let mut game = Game::new(matchup.setup.clone());
        let mut fold = GameFold::new(&game);
        for _ in 0..MAX_DECISIONS {
            let Some(side) = game.waiting_on() else {
                break;
            };
            game.legal(side, &mut self.options);
            let Some(choice) = seats[side.index()].decide(&game, side, &self.options) else {
                break;
            };
            // A refused decision makes no event, so the fold sees only what was played.
            if game.apply(side, choice, &mut dice, &mut fold).is_err() {
                // A coach that offers an illegal decision forfeits its choice, not the batch.
                let Some(&fallback) = self.options.first() else {
                    break;
                };
                if game.apply(side, fallback, &mut dice, &mut fold).is_err() {
                    break;
                }
            }
        }
        Played {
            stats: fold.finish(),
            score: [game.score(Side::Home), game.score(Side::Away)],
            game,
        }
    }
}

/// Plays `games` games of `matchup` on `jobs` threads, each written to `log` when there is one,
/// calling `finished(done, game)` on the calling thread as each ends (in no particular order);
/// returns the totals, or the first log that could not be written.
pub fn run_batch(
    matchup: &Matchup,
    games: u64,
    seed: u64,
    jobs: usize,
    log: Option<&GameLog>,
    finished: impl FnMut(u64, &GameStats),
) -> Result<GameStats, BatchError> {
    if let Some(log) = log {
        make_log_dir(&log.dir)?;
    }
    let play = |player: &mut Player, index| {
        let played = player.play(matchup, seed, index);
        match log {
            Some(log) => write_log(log, matchup, seed, index, &played).map(|()| played.stats),
            None => Ok(played.stats),
        }
    };
    run_games(jobs, games, Player::new, play, finished)
}

/// How `rank` plays its round-robin.
#[derive(Debug, Clone, Copy)]
pub struct RoundRobin {
    pub games_per_pair: u32,
    pub seed: u64,
    pub jobs: usize,
    pub coach: BbCoachKind,
    pub options: Options,
}

/// Every pair of `teams` `games_per_pair` times (home and away alternating, as 1st & Goal's
/// season schedules them); results in schedule order, touchdowns as points.
pub fn round_robin(
    library: &Library,
    teams: &[Team],
    config: &RoundRobin,
    mut progress: impl FnMut(u64),
) -> Vec<GameResult> {
    let games = schedule(teams.len(), config.games_per_pair);
    // One setup per ordered pair, shared by that pair's games.
    let mut setups: HashMap<(usize, usize), Arc<Setup>> = HashMap::new();
    for &(home, away) in &games {
        setups.entry((home, away)).or_insert_with(|| {
            Arc::new(Setup::new(
                library,
                &teams[home],
                &teams[away],
                config.options,
            ))
        });
    }
    let mut results: Vec<Option<GameResult>> = vec![None; games.len()];
    let mut done = 0;
    run_parallel(
        config.jobs,
        games.len() as u64,
        Player::new,
        |player, index| {
            let (home, away) = games[index as usize];
            let score = setups.get(&(home, away)).map(|setup| {
                let matchup = Matchup {
                    setup: setup.clone(),
                    coaches: [config.coach; 2],
                };
                player.play(&matchup, config.seed, index).score
            });
            score.map(|[home_points, away_points]| GameResult {
                home,
                away,
                home_points: u16::from(home_points),
                away_points: u16::from(away_points),
            })
        },
        |index, result| {
            if let Some(slot) = results.get_mut(index as usize) {
                *slot = result;
            }
            done += 1;
            progress(done);
            true
        },
    );
    results.into_iter().flatten().collect()
}
