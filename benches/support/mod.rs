//! Shared by the benches: a fixed-count mode for profiling.
//!
//! Criterion runs for a time, so the games it plays differ from run to run. With
//! `GRIDIRON_BENCH_GAMES=n` a bench plays exactly the games of seeds 1..=n instead, which gives
//! instruction counts (`valgrind --tool=callgrind`) that compare before and after a change, and
//! prints a fingerprint of every decision and score, which must not change when only speed does.
#![allow(dead_code)]

use std::hash::{Hash, Hasher};
use std::sync::Arc;

use criterion::Criterion;
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
