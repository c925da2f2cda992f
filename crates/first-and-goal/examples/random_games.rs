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

use std::sync::Arc;

use gridiron_core::batch::{game_seed, Stream};
use gridiron_core::dice::{Dice, SeededDice};
use gridiron_first_and_goal::engine::{Game, Setup};
use gridiron_first_and_goal::record::MAX_DECISIONS;
use gridiron_first_and_goal::stats::GameFold;

#[path = "support/base_games.rs"]
mod base_games;
use base_games::{base_setup, games_and_seed, Fingerprint};

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
    let (games, seed) = games_and_seed(1);
    let setup = base_setup();

    let mut fingerprint = Fingerprint::default();
    for index in 0..games {
        let game = play(&setup, seed, index);
        fingerprint.add(&game);
    }
    println!("{games} random games, seed {seed}: {fingerprint}");
}
