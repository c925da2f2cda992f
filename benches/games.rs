//! Whole games per second with random legal decisions (the engine's raw speed).

use std::sync::Arc;

use criterion::{criterion_group, Criterion, Throughput};
use gridiron::common::dice::{Dice, SeededDice};
use gridiron::games::first_and_goal::engine::{Game, Setup, Side};

mod support;

fn play_random_game(
    setup: &Arc<Setup>,
    seed: u64,
    options: &mut Vec<gridiron::games::first_and_goal::engine::Decision>,
    events: &mut Vec<gridiron::games::first_and_goal::engine::Event>,
) -> Game {
    let mut dice = SeededDice::from_seed(seed);
    let mut game = Game::new(setup.clone());
    while !game.is_over() {
        let seat = game.waiting_on()[0];
        game.legal(seat, options);
        let pick = options[dice.below(options.len())];
        events.clear();
        let _ = game.apply(seat, pick, &mut dice, events);
    }
    game
}

fn random_games(c: &mut Criterion) {
    let setup = support::base_setup();
    let mut group = c.benchmark_group("engine");
    group.throughput(Throughput::Elements(1));
    let mut seed = 0;
    let mut options = Vec::new();
    let mut events = Vec::new();
    group.bench_function("random_game", |b| {
        b.iter(|| {
            seed += 1;
            play_random_game(&setup, seed, &mut options, &mut events).score(Side::Home)
        })
    });
    group.finish();
}

/// A fixed number of games (seeds 1..=n), for instruction counts under callgrind that compare
/// run to run, and a fingerprint of every decision and score to show play is unchanged.
fn fixed_games(n: u64) {
    let setup = support::base_setup();
    let (mut options, mut events) = (Vec::new(), Vec::new());
    let mut fingerprint = support::Fingerprint::default();
    for seed in 1..=n {
        let game = play_random_game(&setup, seed, &mut options, &mut events);
        fingerprint.add_game(&game);
    }
    println!("{n} random games: {fingerprint}");
}

criterion_group!(benches, random_games);

fn main() {
    support::run(benches, fixed_games);
}
