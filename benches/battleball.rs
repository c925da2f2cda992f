//! Whole random Battleball games per second on one core (basic and advanced): the random coach
//! on both sides, seeded dice.

use std::hint::black_box;
use std::sync::Arc;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use gridiron::common::dice::SeededDice;
use gridiron::games::battleball::{coach, data, Game, Options, Setup};

fn whole_games(c: &mut Criterion) {
    let library = data::load().expect("the shipped data loads");
    let home = library.team("Iron Wolves").expect("a boxed team");
    let away = library.team("Black Harts").expect("a boxed team");
    let mut group = c.benchmark_group("battleball");
    group.throughput(Throughput::Elements(1));
    for (name, advanced) in [("random_game_basic", false), ("random_game_advanced", true)] {
        let setup = Arc::new(Setup::new(
            &library,
            home,
            away,
            Options {
                advanced,
                blocks: false,
            },
        ));
        let mut seed = 0u64;
        let mut events = Vec::new();
        group.bench_function(name, |b| {
            b.iter(|| {
                seed += 1;
                let mut game = Game::new(setup.clone());
                let mut dice = SeededDice::from_seed(seed);
                let mut choices = SeededDice::from_seed(seed ^ 0xbb);
                events.clear();
                black_box(coach::play_random(
                    &mut game,
                    &mut dice,
                    &mut choices,
                    1_000_000,
                    &mut events,
                ))
            })
        });
    }
    group.finish();
}

criterion_group!(benches, whole_games);
criterion_main!(benches);
