//! Shared by the benches: a fixed-count mode for profiling.
//!
//! Criterion runs for a time, so the games it plays differ from run to run. With
//! `GRIDIRON_BENCH_GAMES=n` a bench plays exactly the games of seeds 1..=n instead, which gives
//! instruction counts (`valgrind --tool=callgrind`) that compare before and after a change, and
//! prints a fingerprint of every decision and score, which must not change when only speed does.
#![allow(dead_code)]

use std::hash::{Hash, Hasher};
use std::sync::Arc;

use std::hint::black_box;
use std::time::{Duration, Instant};

use criterion::Criterion;
use gridiron::common::batch::{game_seed, Stream};
use gridiron::common::dice::{Dice, SeededDice};
use gridiron::games::first_and_goal::engine::{Game, OptionalRules, Setup, Side};

/// The base team against itself with the shipped data: what `gridiron sim` plays.
pub fn base_setup() -> Arc<Setup> {
    let library = gridiron::games::first_and_goal::data::load(&[]).expect("shipped data");
    let base = &library.team("base").expect("base team").team;
    Arc::new(Setup::new(&library, base, base, OptionalRules::default()))
}

/// A bench's `main`: the fixed-count games when `GRIDIRON_BENCH_GAMES` asks for them, else the
/// criterion benches.
pub fn run(benches: fn(), fixed_games: fn(u64)) {
    match fixed_game_count() {
        Some(n) => fixed_games(n),
        None => {
            benches();
            Criterion::default().configure_from_args().final_summary();
        }
    }
}

/// The game count asked for in `GRIDIRON_BENCH_GAMES`, if any.
pub fn fixed_game_count() -> Option<u64> {
    std::env::var("GRIDIRON_BENCH_GAMES").ok()?.parse().ok()
}

/// Games, decisions, points and a hash over every decision log.
#[derive(Default)]
pub struct Fingerprint {
    games: u64,
    decisions: u64,
    points: u64,
    hash: FoldHasher,
}

impl Fingerprint {
    pub fn add_game(&mut self, game: &Game) {
        self.games += 1;
        self.decisions += game.decisions().len() as u64;
        self.points += u64::from(game.score(Side::Home)) + u64::from(game.score(Side::Away));
        game.decisions().hash(&mut self.hash);
        (game.score(Side::Home), game.score(Side::Away)).hash(&mut self.hash);
    }
}

impl std::fmt::Display for Fingerprint {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{} decisions, {} points, fingerprint {:016x}",
            self.decisions,
            self.points,
            self.hash.finish()
        )
    }
}

/// A multiply-rotate hash: SipHash over every decision would dominate the profile it is in.
#[derive(Default)]
struct FoldHasher(u64);

impl Hasher for FoldHasher {
    fn write(&mut self, bytes: &[u8]) {
        for &byte in bytes {
            self.write_u64(u64::from(byte));
        }
    }

    fn write_u8(&mut self, n: u8) {
        self.write_u64(u64::from(n));
    }

    fn write_u64(&mut self, n: u64) {
        self.0 = (self.0.rotate_left(5) ^ n).wrapping_mul(0x517c_c1b7_2722_0a95);
    }

    fn write_usize(&mut self, n: usize) {
        self.write_u64(n as u64);
    }

    fn finish(&self) -> u64 {
        self.0
    }
}

/// The batch seed `sim` uses unless told otherwise does not matter here; any fixed one does.
pub const SEED: u64 = 1;

/// Draws a random game of the base team makes on average: from the game's dice, the home
/// coach's and the away coach's (printed by the counting pass; used by the floor alone).
pub const DRAWS: [u64; 3] = [1776, 245, 245];

/// The floor of games 0..n: each game seeds its three streams as the runner does and draws
/// `draws(index)` times from each, over ranges like a game's, adding every number up.
pub fn floor(games: u64, draws: impl Fn(u64) -> [u64; 3]) -> u64 {
    let mut total = 0u64;
    for index in 0..games {
        let streams = [Stream::Dice, Stream::HomeCoach, Stream::AwayCoach];
        for (stream, count) in streams.into_iter().zip(draws(index)) {
            let mut dice = SeededDice::from_seed(game_seed(SEED, index, stream));
            for draw in 0..count {
                // Ranges from 2 to 61, as a game's are (a die to a full draw pile).
                total = total.wrapping_add(dice.below(2 + (draw % 60) as usize) as u64);
            }
        }
    }
    total
}

pub fn best_of(rounds: usize, mut run: impl FnMut() -> u64) -> Duration {
    (0..rounds)
        .map(|_| {
            let start = Instant::now();
            black_box(run());
            start.elapsed()
        })
        .min()
        .unwrap_or_default()
}

/// A floor game's time now (the best of a few rounds of 2,000), and the time of one on a quiet
/// core of this machine (issue 22), by which a time measured now is put at the floor's speed.
pub fn floor_game_time() -> (Duration, Duration) {
    const GAMES: u64 = 2000;
    let now = best_of(5, || floor(GAMES, |_| DRAWS)) / GAMES as u32;
    (now, Duration::from_nanos(6_400))
}
