//! The games `gridiron sim --home-coach random --away-coach random --jobs 1` plays, base against
//! base, without the shell: the same seeds, the same `step_uniform` loop and the same statistics
//! fold as the batch runner's `play_uniform`. Built from this crate alone, so a profile of the
//! engine's raw speed (issue 22) takes seconds to rebuild, not the whole program:
//!
//!     cargo build --release -p gridiron-first-and-goal --example random_games
//!     valgrind --tool=callgrind target/release/examples/random_games 300
//!
//! Arguments: the number of games (2,000 unless given) and the batch seed (1 unless given, as
//! the games bench). It prints a fingerprint of every decision and score, which a change made
//! for speed alone must leave as it was.

use std::hash::{Hash, Hasher};
use std::sync::Arc;

use gridiron_core::batch::{game_seed, Stream};
use gridiron_core::dice::{Dice, SeededDice};
use gridiron_first_and_goal::engine::{Game, OptionalRules, Setup, Side};
use gridiron_first_and_goal::record::MAX_DECISIONS;
use gridiron_first_and_goal::stats::GameFold;

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

/// Game `index` of the batch seeded `seed`, as the batch runner plays two random coaches.
fn play(setup: &Arc<Setup>, seed: u64, index: u64) -> Game {
    let mut dice = SeededDice::from_seed(game_seed(seed, index, Stream::Dice));
    let mut coaches = [
        SeededDice::from_seed(game_seed(seed, index, Stream::HomeCoach)),
        SeededDice::from_seed(game_seed(seed, index, Stream::AwayCoach)),
    ];
    let mut game = Game::new(setup.clone());
    let mut fold = GameFold::new();
    for _ in 0..MAX_DECISIONS {
        let stepped = game.step_uniform(
            |seat, count| coaches[seat.team.index()].below(count),
            &mut dice,
            &mut fold,
        );
        if stepped.is_err() {
            break;
        }
    }
    std::hint::black_box(fold.finish());
    game
}

fn main() {
    let args: Vec<u64> = std::env::args()
        .skip(1)
        .map(|arg| {
            arg.parse()
                .unwrap_or_else(|_| panic!("not a number: {arg}"))
        })
        .collect();
    let games = args.first().copied().unwrap_or(2000);
    let seed = args.get(1).copied().unwrap_or(1);
    let library = gridiron_first_and_goal::data::load(&[])
        .unwrap_or_else(|problems| panic!("the shipped data: {problems:?}"));
    let base = &library
        .team("base")
        .unwrap_or_else(|| panic!("no base team"))
        .team;
    let setup = Arc::new(Setup::new(&library, base, base, OptionalRules::default()));

    let mut hash = FoldHasher::default();
    let (mut decisions, mut points) = (0usize, 0u64);
    for index in 0..games {
        let game = play(&setup, seed, index);
        decisions += game.decisions().len();
        points += u64::from(game.score(Side::Home)) + u64::from(game.score(Side::Away));
        game.decisions().hash(&mut hash);
        (game.score(Side::Home), game.score(Side::Away)).hash(&mut hash);
    }
    println!(
        "{games} random games, seed {seed}: {decisions} decisions, {points} points, \
         fingerprint {:016x}",
        hash.finish()
    );
}
