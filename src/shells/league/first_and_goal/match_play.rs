//! Coach against coach: many games between two coaches and the first one's win rate, with a 95%
//! confidence interval, to measure strength.

use std::cmp::Ordering;
use std::sync::Arc;

use super::batch::Player;
use crate::common::batch::{game_seed, run_parallel, seat_coaches, Stream};
use crate::common::side::Side;
use crate::games::first_and_goal::engine::Setup;

use crate::games::first_and_goal::coach::Coach;

/// Builds a coach from a seed.
pub type Builder = dyn Fn(u64) -> Box<dyn Coach + Send> + Sync;

pub use crate::common::match_record::Record;

/// Game `index` of the match seeded `seed` between `first` and `second`, `first` home when
/// `first_home`: the dice and the home and away coaches' streams come from `seed` and `index`
/// alone, so the same index with the sides swapped is the same luck dealt the other way round.
/// How it ended for `first`.
pub fn play_one(
    player: &mut Player,
    setup: &Arc<Setup>,
    (first, second): (&Builder, &Builder),
    seed: u64,
    index: u64,
    first_home: bool,
) -> Ordering {
    let mut coaches = seat_coaches((first, second), seed, index, first_home);
    let (_, game, _) = player.play_with(setup, &mut coaches, game_seed(seed, index, Stream::Dice));
    let [home, away] = [game.score(Side::Home), game.score(Side::Away)];
    if first_home {
        home.cmp(&away)
    } else {
        away.cmp(&home)
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
        |player, index| play_one(player, setup, (first, second), seed, index, index % 2 == 0),
        |_, outcome| {
            match outcome {
                Ordering::Greater => record.wins += 1,
                Ordering::Less => record.losses += 1,
                Ordering::Equal => record.ties += 1,
            }
            true
        },
    );
    record
}
