//! Battleball's engine speed (issue 22): a whole random game and a whole game of two heuristic
//! coaches, per second under criterion.
//!
//! Criterion's clock moves with the machine's load, so the figure to compare is instructions:
//! `GRIDIRON_BENCH_GAMES=n` plays exactly the games of seeds 1..=n of each kind once and prints
//! a fingerprint of every decision (it must not change when only speed does). Under callgrind:
//!
//! ```text
//! cargo bench --bench battleball_speed --no-run
//! GRIDIRON_BENCH_GAMES=20 valgrind --tool=callgrind --callgrind-out-file=bb.out \
//!     target/release/deps/battleball_speed-<hash>
//! callgrind_annotate bb.out | head
//! ```

use std::hash::{DefaultHasher, Hash, Hasher};
use std::hint::black_box;
use std::sync::Arc;

use criterion::{criterion_group, Criterion, Throughput};
use gridiron::common::dice::SeededDice;
use gridiron::games::battleball::coach::{self as coach, BbCoachKind, Coach};
use gridiron::games::battleball::{data, Game, Options, Setup};

mod support;

fn setup() -> Arc<Setup> {
    let library = data::load().expect("the shipped data loads");
    let home = library.team("Iron Wolves").expect("a boxed team");
    let away = library.team("Black Harts").expect("a boxed team");
    Arc::new(Setup::new(&library, home, away, Options::default()))
}

/// A game of random coaches, dice and choices from `seed`.
fn random_game(setup: &Arc<Setup>, seed: u64) -> Game {
    let mut game = Game::new(setup.clone());
    let mut dice = SeededDice::from_seed(seed);
    let mut choices = SeededDice::from_seed(seed ^ 0xbb);
    let mut events = Vec::new();
    coach::play_random(&mut game, &mut dice, &mut choices, usize::MAX, &mut events);
    game
}

/// A game of two heuristic coaches.
fn heuristic_game(setup: &Arc<Setup>, seed: u64) -> Game {
    let mut game = Game::new(setup.clone());
    let mut dice = SeededDice::from_seed(seed);
    let mut coaches: [Box<dyn Coach + Send>; 2] = [
        BbCoachKind::Heuristic.build(seed + 1),
        BbCoachKind::Heuristic.build(seed + 2),
    ];
    coach::play(&mut game, &mut coaches, &mut dice, usize::MAX);
    game
}

fn whole_games(c: &mut Criterion) {
    let setup = setup();
    let mut group = c.benchmark_group("battleball_speed");
    group.throughput(Throughput::Elements(1));
    for (name, play) in [
        ("random_game", random_game as fn(&Arc<Setup>, u64) -> Game),
        ("heuristic_game", heuristic_game),
    ] {
        let mut seed = 0u64;
        group.bench_function(name, |b| {
            b.iter(|| {
                seed += 1;
                black_box(play(&setup, seed).decisions().len())
            })
        });
    }
    group.finish();
}

/// The games of seeds 1..=n of each kind, and a fingerprint of their decisions.
fn fixed_games(n: u64) {
    let setup = setup();
    for (name, play) in [
        ("random", random_game as fn(&Arc<Setup>, u64) -> Game),
        ("heuristic", heuristic_game),
    ] {
        let mut hash = DefaultHasher::new();
        let mut decisions = 0;
        for seed in 1..=n {
            let game = play(&setup, seed);
            decisions += game.decisions().len();
            game.decisions().hash(&mut hash);
        }
        println!(
            "{n} {name} games: {decisions} decisions, hash {:016x}",
            hash.finish()
        );
    }
}

criterion_group!(benches, whole_games);

fn main() {
    support::run(benches, fixed_games);
}
