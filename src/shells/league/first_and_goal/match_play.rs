//! Coach against coach: many games between two coaches and the first one's win rate, with a 95%
//! confidence interval, to measure strength.

use std::sync::Arc;

use super::batch::Player;
use crate::common::batch::{game_seed, run_parallel, Stream};
use crate::games::first_and_goal::engine::Setup;

use crate::games::first_and_goal::coach::Coach;

/// Builds a coach from a seed.
pub type Builder = dyn Fn(u64) -> Box<dyn Coach + Send> + Sync;

pub use crate::common::match_record::Record;

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
