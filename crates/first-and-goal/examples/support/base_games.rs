//! What the examples that replay `gridiron sim`'s games share: their arguments, the base team's
//! set-up, and a fingerprint of every decision and score, which a change made for speed alone
//! must leave as it was.

use std::hash::{Hash, Hasher};
use std::sync::Arc;

use gridiron_first_and_goal::engine::{Game, OptionalRules, Setup, Side};

/// The number of games (2,000 unless given) and the batch seed (`seed` unless given).
pub fn games_and_seed(seed: u64) -> (u64, u64) {
    let args: Vec<u64> = std::env::args()
        .skip(1)
        .map(|arg| {
            arg.parse()
                .unwrap_or_else(|_| panic!("not a number: {arg}"))
        })
        .collect();
    (
        args.first().copied().unwrap_or(2000),
        args.get(1).copied().unwrap_or(seed),
    )
}

/// Base against base, without optional rules.
pub fn base_setup() -> Arc<Setup> {
    let library = gridiron_first_and_goal::data::load(&[])
        .unwrap_or_else(|problems| panic!("the shipped data: {problems:?}"));
    let base = &library
        .team("base")
        .unwrap_or_else(|| panic!("no base team"))
        .team;
    Arc::new(Setup::new(&library, base, base, OptionalRules::default()))
}

/// Every game's decisions and score folded in order.
#[derive(Default)]
pub struct Fingerprint {
    hash: FoldHasher,
    decisions: usize,
    points: u64,
}

impl Fingerprint {
    pub fn add(&mut self, game: &Game) {
        let score = (game.score(Side::Home), game.score(Side::Away));
        self.decisions += game.decisions().len();
        self.points += u64::from(score.0) + u64::from(score.1);
        game.decisions().hash(&mut self.hash);
        score.hash(&mut self.hash);
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

/// A multiply-rotate hash over every decision: SipHash would show in the profile it is part of.
#[derive(Default)]
struct FoldHasher(u64);

impl Hasher for FoldHasher {
    fn write(&mut self, bytes: &[u8]) {
        for &byte in bytes {
            self.write_u64(u64::from(byte));
        }
    }

    fn write_u64(&mut self, n: u64) {
        self.0 = (self.0.rotate_left(5) ^ n).wrapping_mul(0x517c_c1b7_2722_0a95);
    }

    fn finish(&self) -> u64 {
        self.0
    }
}
