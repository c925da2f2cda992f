//! The batch runner: many computer-vs-computer games across threads, statistics streamed.
//!
//! Every game's seeds come from the batch seed and the game's index alone (SplitMix64), and
//! per-game statistics are combined by summation, so a batch gives the same totals whatever
//! the number of threads and whatever order the games finish in. Finished games are dropped at
//! once unless a log directory asks for them, so memory stays flat however many games run.

use std::num::NonZeroUsize;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{mpsc, Arc};

use crate::dice::SeededDice;
use crate::engine::{Decision, Game, Illegal, Seat, Setup};
use crate::save::{SaveRecord, SetupRecord};

use super::stats::{GameFold, GameStats};
use crate::coach::{Coach, CoachKind};

/// A game that has taken this many decisions is stopped: no real game comes near it, so only an
/// engine or coach bug could get there, and a batch must not hang on it.
pub const MAX_DECISIONS: usize = 50_000;

/// The SplitMix64 finaliser: spreads consecutive inputs over the whole `u64` range.
pub fn splitmix64(mut x: u64) -> u64 {
    x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^ (x >> 31)
}

/// What each game seed is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stream {
    Dice = 0,
    HomeCoach = 1,
    AwayCoach = 2,
}

/// The seed of one stream of game `index` in the batch seeded `seed`.
pub fn game_seed(seed: u64, index: u64, stream: Stream) -> u64 {
    splitmix64(splitmix64(seed ^ splitmix64(index)).wrapping_add(stream as u64))
}

/// The threads to use when none are asked for: one per core.
pub fn default_jobs() -> usize {
    std::thread::available_parallelism()
        .map(NonZeroUsize::get)
        .unwrap_or(1)
}

/// Two teams and their coaches.
#[derive(Clone)]
pub struct Matchup {
    pub setup: Arc<Setup>,
    /// Home first.
    pub coaches: [CoachKind; 2],
}

/// One finished (or stopped) game.
pub struct Played {
    pub stats: GameStats,
    pub game: Game,
    /// The dice as the game left them.
    pub dice: SeededDice,
    /// The seed the dice started from: with the game's decision log, a full replay.
    pub dice_seed: u64,
    pub coach_names: [&'static str; 2],
}

/// Plays games one after another, reusing its buffers.
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
        let dice_seed = game_seed(seed, index, Stream::Dice);
        let mut coaches = [
            matchup.coaches[0].build(game_seed(seed, index, Stream::HomeCoach)),
            matchup.coaches[1].build(game_seed(seed, index, Stream::AwayCoach)),
        ];
        let (stats, game, dice) = self.play_with(&matchup.setup, &mut coaches, dice_seed);
        Played {
            stats,
            game,
            dice,
            dice_seed,
            coach_names: [coaches[0].name(), coaches[1].name()],
        }
    }

    /// One game between two coaches (home first), folding its statistics from the events.
    pub fn play_with(
        &mut self,
        setup: &Arc<Setup>,
        coaches: &mut [Box<dyn Coach + Send>; 2],
        dice_seed: u64,
    ) -> (GameStats, Game, SeededDice) {
        let mut dice = SeededDice::from_seed(dice_seed);
        let mut game = Game::new(setup.clone());
        let mut fold = GameFold::new();
        for _ in 0..MAX_DECISIONS {
            // The events go straight into the fold; a refused choice reports none.
            let stepped = game.step(
                &mut self.options,
                |game, seat, options| {
                    let view = || game.view(seat);
                    coaches[seat.team.index()].decide_index(&view, options, game.setup())
                },
                &mut dice,
                &mut fold,
            );
            match stepped {
                Ok(_) => {}
                Err(Illegal::GameOver) => break,
                // A coach that offers an illegal decision forfeits its choice, not the batch: it
                // gets the first option.
                Err(_) => {
                    if take_first(&mut game, &mut self.options, &mut dice, &mut fold).is_err() {
                        break;
                    }
                }
            }
        }
        (fold.finish(), game, dice)
    }
}

/// The first option of the seat that owes a decision. Out of line: only a coach's illegal
/// choice gets here, and a second copy of `step` in the loop would only crowd it.
#[cold]
#[inline(never)]
fn take_first(
    game: &mut Game,
    options: &mut Vec<Decision>,
    dice: &mut SeededDice,
    fold: &mut GameFold,
) -> Result<Seat, Illegal> {
    game.step(options, |_, _, _| Ok(0), dice, fold)
}

/// Runs `count` jobs on `jobs` threads: `work(state, index)` on a worker (each worker has its
/// own `init()` state), then `sink(index, result)` on the calling thread as results arrive, in
/// no particular order. `sink` returns `false` to stop the batch early.
pub fn run_parallel<S, R, I, W, K>(jobs: usize, count: u64, init: I, work: W, mut sink: K)
where
    R: Send,
    I: Fn() -> S + Sync,
    W: Fn(&mut S, u64) -> R + Sync,
    K: FnMut(u64, R) -> bool,
{
    let jobs = jobs.max(1);
    // Chunks big enough to keep the channel quiet, small enough to balance the threads.
    let chunk = (count / (jobs as u64 * 32)).clamp(1, 256);
    let next = AtomicU64::new(0);
    let stop = AtomicBool::new(false);
    let (sender, receiver) = mpsc::sync_channel::<Vec<(u64, R)>>(jobs * 2);
    std::thread::scope(|scope| {
        for _ in 0..jobs {
            let sender = sender.clone();
            let (next, stop, init, work) = (&next, &stop, &init, &work);
            scope.spawn(move || {
                let mut state = init();
                while !stop.load(Ordering::Relaxed) {
                    let start = next.fetch_add(chunk, Ordering::Relaxed);
                    if start >= count {
                        break;
                    }
                    let end = (start + chunk).min(count);
                    let results: Vec<(u64, R)> =
                        (start..end).map(|i| (i, work(&mut state, i))).collect();
                    if sender.send(results).is_err() {
                        break;
                    }
                }
            });
        }
        drop(sender);
        for batch in receiver.iter() {
            for (index, result) in batch {
                if !stop.load(Ordering::Relaxed) && !sink(index, result) {
                    stop.store(true, Ordering::Relaxed);
                }
            }
        }
    });
}

/// How to run a batch of games between two teams.
#[derive(Debug, Clone)]
pub struct Batch {
    pub games: u64,
    pub seed: u64,
    pub jobs: usize,
    /// Where to write each game as a replayable save, if anywhere.
    pub log: Option<GameLog>,
}

/// Where and how each game of a batch is written as a replayable save.
#[derive(Debug, Clone)]
pub struct GameLog {
    pub dir: PathBuf,
    /// The record of the matchup's setup: it must rebuild `Matchup::setup` exactly.
    pub setup: Arc<SetupRecord>,
    /// The language tag the saves name.
    pub language: String,
}

/// Why a batch stopped before its end.
#[derive(Debug)]
pub enum BatchError {
    /// A game log could not be written.
    Log { path: PathBuf, detail: String },
}

/// The file a game of a batch is logged to.
pub fn log_path(dir: &Path, index: u64) -> PathBuf {
    dir.join(format!("game-{index:07}.toml"))
}

fn write_log(log: &GameLog, index: u64, played: Played) -> Result<(), BatchError> {
    let path = log_path(&log.dir, index);
    let failed = |detail: String| BatchError::Log {
        path: path.clone(),
        detail,
    };
    // Who plays each seat, in `Seat::ALL` order; one coach runs both seats of its team.
    let players = Seat::ALL
        .iter()
        .map(|seat| played.coach_names[seat.team.index()].to_string())
        .collect();
    let saved = SaveRecord::new(
        played.dice_seed,
        players,
        log.language.clone(),
        SetupRecord::clone(&log.setup),
        played.game.decisions().to_vec(),
    );
    let text = saved
        .to_toml()
        .map_err(|error| failed(format!("{error:?}")))?;
    std::fs::write(&path, text).map_err(|error| failed(error.to_string()))
}

/// Plays a batch, calling `finished(done, game)` on the calling thread as each game finishes
/// (in no particular order); returns the totals over all games.
pub fn run_batch(
    matchup: &Matchup,
    batch: &Batch,
    mut finished: impl FnMut(u64, &GameStats),
) -> Result<GameStats, BatchError> {
    if let Some(log) = &batch.log {
        std::fs::create_dir_all(&log.dir).map_err(|error| BatchError::Log {
            path: log.dir.clone(),
            detail: error.to_string(),
        })?;
    }
    let mut total = GameStats::default();
    let mut failure = None;
    let mut done = 0;
    run_parallel(
        batch.jobs,
        batch.games,
        Player::new,
        |player, index| {
            let played = player.play(matchup, batch.seed, index);
            let stats = played.stats;
            match &batch.log {
                Some(log) => write_log(log, index, played).map(|()| stats),
                None => Ok(stats),
            }
        },
        |_, result| match result {
            Ok(stats) => {
                total += stats;
                done += 1;
                finished(done, &stats);
                true
            }
            Err(error) => {
                failure = Some(error);
                false
            }
        },
    );
    match failure {
        Some(error) => Err(error),
        None => Ok(total),
    }
}
