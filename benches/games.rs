//! Whole games per second with random legal decisions (the engine's raw speed).

use std::sync::Arc;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use gridiron::dice::{Dice, SeededDice};
use gridiron::engine::{Game, Setup};

#[path = "../tests/common/mod.rs"]
mod common;

fn play_random_game(
    setup: &Arc<Setup>,
    seed: u64,
    options: &mut Vec<gridiron::engine::Decision>,
    events: &mut Vec<gridiron::engine::Event>,
) -> u16 {
    let mut dice = SeededDice::from_seed(seed);
    let mut game = Game::new(setup.clone());
    while !game.is_over() {
        let seat = game.waiting_on()[0];
        game.legal(seat, options);
        let pick = options[dice.below(options.len())];
        events.clear();
        let _ = game.apply(seat, pick, &mut dice, events);
    }
    game.score(gridiron::engine::Side::Home)
}

fn random_games(c: &mut Criterion) {
    let setup = common::setup(Default::default());
    let mut group = c.benchmark_group("engine");
    group.throughput(Throughput::Elements(1));
    let mut seed = 0;
    let mut options = Vec::new();
    let mut events = Vec::new();
    group.bench_function("random_game", |b| {
        b.iter(|| {
            seed += 1;
            play_random_game(&setup, seed, &mut options, &mut events)
        })
    });
    group.finish();
}

criterion_group!(benches, random_games);
criterion_main!(benches);
