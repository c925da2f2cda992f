//! 1st & Goal's batch runner: many computer-vs-computer games across threads, statistics
//! streamed.
//!
//! Every game's seeds come from the batch seed and the game's index alone (SplitMix64), and
//! per-game statistics are combined by summation, so a batch gives the same totals whatever
//! the number of threads and whatever order the games finish in. Finished games are dropped at
//! once unless a log directory asks for them, so memory stays flat however many games run.

use std::path::PathBuf;
use std::sync::Arc;

use crate::common::batch::{game_seed, Stream};
use crate::common::dice::{Dice, SeededDice};
use crate::games::first_and_goal::engine::{Decision, Game, Illegal, Seat, Setup};
use crate::games::first_and_goal::record::{SaveRecord, SetupRecord};

use crate::games::first_and_goal::coach::{Coach, CoachKind};
use crate::games::first_and_goal::stats::{GameFold, GameStats};

use super::super::sim::{log_path, make_log_dir, run_games, BatchError};

/// A game that has taken this many decisions is stopped: the decks are the clock, so only an
/// engine or coach bug could get there, and a batch must not hang on it. The record reader's
/// limit, so that a stopped game's log is still a record gridiron reads.
pub const MAX_DECISIONS: usize = crate::games::first_and_goal::record::MAX_DECISIONS;

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

impl Played {
    /// The game as a record of `setup` (its matchup's), the coaches as its players, in the
    /// language `language` (a tag).
    pub fn record(&self, setup: SetupRecord, language: &str) -> SaveRecord {
        // Who plays each seat, in `Seat::ALL` order; one coach runs both seats of its team.
        let players = Seat::ALL
            .iter()
            .map(|seat| self.coach_names[seat.team.index()].to_string())
            .collect();
        SaveRecord::new(
            self.dice_seed,
            players,
            language,
            setup,
            self.game.decisions().to_vec(),
        )
    }
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
        let (stats, game, dice) = if matchup.coaches == [CoachKind::Random; 2] {
            play_uniform(
                &matchup.setup,
                [
                    game_seed(seed, index, Stream::HomeCoach),
                    game_seed(seed, index, Stream::AwayCoach),
                ],
                dice_seed,
            )
        } else {
            self.play_with(&matchup.setup, &mut coaches, dice_seed)
        };
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
        for coach in coaches.iter_mut() {
            coach.play_on(setup);
        }
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

/// `Player::play_with` for two random coaches seeded `coach_seeds` (home first): each draws the
/// index of its pick below its count of options from its own dice, as the random coach does
/// from a listing (and no draw when there is no option), so the games are the same decision
/// for decision, but no listing is written and no coach called through a `dyn` for a choice
/// that needs only the count. `sim --coach random` is the engine's speed test and fuzzer.
fn play_uniform(
    setup: &Arc<Setup>,
    coach_seeds: [u64; 2],
    dice_seed: u64,
) -> (GameStats, Game, SeededDice) {
    let mut dice = SeededDice::from_seed(dice_seed);
    let mut coaches = coach_seeds.map(SeededDice::from_seed);
    let mut game = Game::new(setup.clone());
    let mut fold = GameFold::new();
    let mut options = Vec::new();
    for _ in 0..MAX_DECISIONS {
        let stepped = game.step_uniform(
            |seat, count| coaches[seat.team.index()].below(count),
            &mut dice,
            &mut fold,
        );
        match stepped {
            Ok(_) => {}
            Err(Illegal::GameOver) => break,
            // A seat with no option: the random coach's `Pass` is refused and the first option
            // taken, as in `play_with` (there is none, so the game stops there too).
            Err(_) => {
                if take_first(&mut game, &mut options, &mut dice, &mut fold).is_err() {
                    break;
                }
            }
        }
    }
    (fold.finish(), game, dice)
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

fn write_log(log: &GameLog, index: u64, played: Played) -> Result<(), BatchError> {
    let path = log_path(&log.dir, index);
    let failed = |detail: String| BatchError::Log {
        path: path.clone(),
        detail,
    };
    let saved = played.record(SetupRecord::clone(&log.setup), &log.language);
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
    finished: impl FnMut(u64, &GameStats),
) -> Result<GameStats, BatchError> {
    if let Some(log) = &batch.log {
        make_log_dir(&log.dir)?;
    }
    let play = |player: &mut Player, index| {
        let played = player.play(matchup, batch.seed, index);
        let stats = played.stats;
        match &batch.log {
            Some(log) => write_log(log, index, played).map(|()| stats),
            None => Ok(stats),
        }
    };
    run_games(batch.jobs, batch.games, Player::new, play, finished)
}
