//! Coach against coach: many games between two coaches and the first one's win rate, with a 95%
//! confidence interval, to measure strength.

use std::sync::Arc;

use crate::common::batch::{game_seed, run_parallel, Stream};
use crate::games::first_and_goal::engine::Setup;
use crate::shells::league::sim::Player;

use crate::games::first_and_goal::coach::Coach;

/// Builds a coach from a seed.
pub type Builder = dyn Fn(u64) -> Box<dyn Coach + Send> + Sync;

/// Wins, losses and ties of the first coach.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Record {
    pub wins: u64,
    pub losses: u64,
    pub ties: u64,
}

impl Record {
    pub fn games(&self) -> u64 {
        self.wins + self.losses + self.ties
    }

    /// Ties count half.
    pub fn win_rate(&self) -> f64 {
        if self.games() == 0 {
            return 0.0;
        }
        (self.wins as f64 + 0.5 * self.ties as f64) / self.games() as f64
    }

    /// Half the width of the 95% normal-approximation interval of the win rate.
    pub fn margin(&self) -> f64 {
        let n = self.games() as f64;
        if n == 0.0 {
            return 1.0;
        }
        let p = self.win_rate();
        1.96 * (p * (1.0 - p) / n).sqrt()
    }
}

impl std::fmt::Display for Record {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{:.1}% ± {:.1} ({}-{}-{} of {})",
            100.0 * self.win_rate(),
            100.0 * self.margin(),
            self.wins,
            self.losses,
            self.ties,
            self.games()
        )
    }
}

/// Plays `games` games of `first` against `second`, alternating home and away so neither coach
/// gets the home side's coin-toss call more often. Game `i` replays from `seed` and `i` alone.
pub fn play_match(
    setup: &Arc<Setup>,
    first: &Builder,
    second: &Builder,
    games: u64,
    seed: u64,
    jobs: usize,
) -> Record {
    let mut record = Record::default();
    run_parallel(
        jobs,
        games,
        Player::new,
        |player, index| {
            let first_home = index % 2 == 0;
            let home_seed = game_seed(seed, index, Stream::HomeCoach);
            let away_seed = game_seed(seed, index, Stream::AwayCoach);
            let mut coaches = if first_home {
                [first(home_seed), second(away_seed)]
            } else {
                [second(home_seed), first(away_seed)]
            };
            let (stats, game, _) =
                player.play_with(setup, &mut coaches, game_seed(seed, index, Stream::Dice));
            let _ = stats;
            let [home, away] = [
                game.score(crate::common::side::Side::Home),
                game.score(crate::common::side::Side::Away),
            ];
            let (mine, theirs) = if first_home {
                (home, away)
            } else {
                (away, home)
            };
            mine.cmp(&theirs)
        },
        |_, outcome| {
            match outcome {
                std::cmp::Ordering::Greater => record.wins += 1,
                std::cmp::Ordering::Less => record.losses += 1,
                std::cmp::Ordering::Equal => record.ties += 1,
            }
            true
        },
    );
    record
}
