//! The parallel batch runner every game's league tools share: per-game seeds from the batch seed
//! and the game's index alone (SplitMix64), so no result depends on the number of threads or the
//! order in which games finish.

use std::num::NonZeroUsize;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::mpsc;

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
    Dice,
    /// The coach of a team that one coach plays.
    HomeCoach,
    AwayCoach,
    /// The coach of one seat, by the seat's place in the game's `seats()`: where a team has
    /// several (an offense and a defense coach), and for each decision of a game played in
    /// sittings (`decision_seed`).
    SeatCoach(u8),
}

impl Stream {
    fn number(self) -> u64 {
        match self {
            Stream::Dice => 0,
            Stream::HomeCoach => 1,
            Stream::AwayCoach => 2,
            Stream::SeatCoach(seat) => 3 + u64::from(seat),
        }
    }
}

/// The seed of one stream of game `index` in the batch seeded `seed`: the one derivation of
/// every seed gridiron plays with.
pub fn game_seed(seed: u64, index: u64, stream: Stream) -> u64 {
    splitmix64(splitmix64(seed ^ splitmix64(index)).wrapping_add(stream.number()))
}

/// The home and away coaches of game `index` of a match seeded `seed` between `first` and
/// `second`, `first` home when `first_home`: the coaches' seeds are their seats', so the same
/// index with the sides swapped is the same luck dealt the other way round.
pub fn seat_coaches<C, Build: Fn(u64) -> C + ?Sized>(
    (first, second): (&Build, &Build),
    seed: u64,
    index: u64,
    first_home: bool,
) -> [C; 2] {
    let home = game_seed(seed, index, Stream::HomeCoach);
    let away = game_seed(seed, index, Stream::AwayCoach);
    if first_home {
        [first(home), second(away)]
    } else {
        [second(home), first(away)]
    }
}

/// The seed of the computer coach of seat `seat` (its place in the game's `seats()`) for the
/// decision that follows `decision` earlier ones, in a game seeded `seed`. A record holds all
/// three, so the computer's every choice follows from the record alone: a game stopped and
/// resumed anywhere goes on as it would have without stopping, wherever it is resumed.
pub fn decision_seed(seed: u64, seat: u8, decision: u64) -> u64 {
    game_seed(seed, decision, Stream::SeatCoach(seat))
}

/// The threads to use when none are asked for: one per core.
pub fn default_jobs() -> usize {
    std::thread::available_parallelism()
        .map(NonZeroUsize::get)
        .unwrap_or(1)
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
