//! Battleball on one core: whole random games per second (basic and advanced), and the search
//! coach's time per decision on positions from its own games against the heuristic (the issue
//! asks for under 50 ms). Before criterion's mean, every position is timed once and the mean
//! and the slowest are printed, per variant.

use std::hint::black_box;
use std::sync::Arc;
use std::time::{Duration, Instant};

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use gridiron::common::dice::SeededDice;
use gridiron::games::battleball::coach::SearchCoach;
use gridiron::games::battleball::coach::{self as coach, Coach};
use gridiron::games::battleball::{data, Game, Options, Pending, Setup};

mod support;

fn setup(options: Options) -> Arc<Setup> {
    let library = data::load().expect("the shipped data loads");
    let home = library.team("Iron Wolves").expect("a boxed team");
    let away = library.team("Black Harts").expect("a boxed team");
    Arc::new(Setup::new(&library, home, away, options))
}

fn whole_games(c: &mut Criterion) {
    let mut group = c.benchmark_group("battleball");
    group.throughput(Throughput::Elements(1));
    for (name, advanced) in [("random_game_basic", false), ("random_game_advanced", true)] {
        let setup = setup(Options {
            advanced,
            blocks: false,
        });
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

fn search_decisions(c: &mut Criterion) {
    let mut group = c.benchmark_group("battleball_search");
    group.throughput(Throughput::Elements(1));
    for (name, advanced, blocks) in [
        ("decision_basic", false, false),
        ("decision_advanced", true, false),
        ("decision_blocks", false, true),
    ] {
        let setup = setup(Options { advanced, blocks });
        let positions = coach::match_play::search_positions(&setup, 12);
        // Each position once, with its own clock: the mean and the slowest, by kind.
        let mut coach = SearchCoach::new(7);
        let mut total = Duration::ZERO;
        let mut slowest = (Duration::ZERO, Pending::None);
        let mut choose = (0u32, Duration::ZERO);
        for (game, side, legal) in &positions {
            let start = Instant::now();
            black_box(coach.decide(game, *side, legal));
            let took = start.elapsed();
            total += took;
            if took > slowest.0 {
                slowest = (took, game.pending());
            }
            if game.pending() == Pending::ChoosePlayer {
                choose.0 += 1;
                choose.1 += took;
            }
        }
        let n = positions.len().max(1) as u32;
        eprintln!(
            "battleball_search/{name}: {} positions, mean {:.2?}, choosing a player {:.2?} \
             ({} of them), slowest {:.2?} ({:?})",
            positions.len(),
            total / n,
            choose.1 / choose.0.max(1),
            choose.0,
            slowest.0,
            slowest.1
        );
        let mut next = 0;
        group.bench_function(name, |b| {
            b.iter(|| {
                let (game, side, legal) = &positions[next % positions.len()];
                next += 1;
                black_box(coach.decide(game, *side, legal))
            })
        });
    }
    group.finish();
}

criterion_group!(benches, whole_games, search_decisions);
criterion_main!(benches);
