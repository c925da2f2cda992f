//! The games `gridiron sim --games N --jobs 1 --seed S` plays with the default (equilibrium)
//! coaches, base against base, without the shell: a fingerprint of every decision and score (which
//! a change made for speed alone must leave as it was) and the time they took. Built from this
//! crate alone, it is what a profile of the equilibrium coach runs (issue 22):
//!
//!     cargo build --release -p gridiron-first-and-goal --example equilibrium_games
//!     valgrind --tool=callgrind target/release/examples/equilibrium_games 200 3
//!
//! Arguments: the number of games (2,000 unless given) and the batch seed (3 unless given). The
//! first game builds the pair's tables; the time of the games after it is printed apart.
//!
//! Since the value tables are swept by line to gain (issue 22), `equilibrium_games 2000 3` prints
//! the fingerprint 06254f85e460025c (034002999051ada3 before, with a snap's faster solve and the
//! tables' looser stop; e265ac64c3c59210 with the faster solve alone, e468ac57b3c50562 before
//! both). The games took 2.544M instructions each with the faster solve (2.665M before), 2.457M
//! with the snap's equilibrium kept by the coach and no memset calls in the simplex (2.474M as
//! measured again with the tables swept by line), 2.329M with the payoffs' bounds found as the
//! card game fills them and pivots for every even width: the instructions of 2,000 games less
//! those of 1,000, a thousandth. About 32k of a game's are this program's own fingerprint.

use std::sync::Arc;
use std::time::Instant;

use gridiron_core::batch::{game_seed, Stream};
use gridiron_core::dice::SeededDice;
use gridiron_first_and_goal::coach::CoachKind;
use gridiron_first_and_goal::engine::{Decision, Game, Illegal, Setup};
use gridiron_first_and_goal::record::MAX_DECISIONS;
use gridiron_first_and_goal::stats::GameFold;

#[path = "support/base_games.rs"]
mod base_games;
use base_games::{base_setup, games_and_seed, Fingerprint};

/// Game `index` of the batch seeded `seed`, as the batch runner plays it.
fn play(setup: &Arc<Setup>, options: &mut Vec<Decision>, seed: u64, index: u64) -> Game {
    let mut coaches = [
        CoachKind::DEFAULT.build(game_seed(seed, index, Stream::HomeCoach)),
        CoachKind::DEFAULT.build(game_seed(seed, index, Stream::AwayCoach)),
    ];
    for coach in &mut coaches {
        coach.play_on(setup);
    }
    let mut dice = SeededDice::from_seed(game_seed(seed, index, Stream::Dice));
    let mut game = Game::new(setup.clone());
    let mut fold = GameFold::new();
    for _ in 0..MAX_DECISIONS {
        let stepped = game.step(
            options,
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
            Err(refused) => panic!("a coach chose what the engine refuses: {refused:?}"),
        }
    }
    std::hint::black_box(fold.finish());
    game
}

fn main() {
    let (games, seed) = games_and_seed(3);
    let setup = base_setup();

    let mut options = Vec::new();
    let mut fingerprint = Fingerprint::default();
    let start = Instant::now();
    let mut first = None;
    for index in 0..games {
        let game = play(&setup, &mut options, seed, index);
        first.get_or_insert_with(|| start.elapsed());
        fingerprint.add(&game);
    }
    let all = start.elapsed();
    let first = first.unwrap_or_default();
    let rest = (all - first).as_secs_f64() / games.saturating_sub(1).max(1) as f64;
    println!("{games} equilibrium games, seed {seed}: {fingerprint}");
    println!(
        "first game (start-up) {:.1} ms, then {:.1} us a game; {:.2} s in all",
        first.as_secs_f64() * 1e3,
        rest * 1e6,
        all.as_secs_f64()
    );
}
