//! Games per second of the league's batch runner, per coach kind, on one thread (statistics
//! folded from every event, coaches built per game, as `gridiron sim` does).

use std::sync::Arc;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use gridiron::coach::CoachKind;
use gridiron::engine::{OptionalRules, Setup};
use gridiron::league::sim::{Matchup, Player};

fn league_games(c: &mut Criterion) {
    let library = gridiron::data::load(&[]).expect("shipped data");
    let base = &library.team("base").expect("base team").team;
    let setup = Arc::new(Setup::new(&library, base, base, OptionalRules::default()));
    let mut group = c.benchmark_group("league");
    group.throughput(Throughput::Elements(1));
    for (name, kind) in [
        ("sim_random", CoachKind::Random),
        ("sim_equilibrium", CoachKind::Equilibrium),
    ] {
        let matchup = Matchup {
            setup: setup.clone(),
            coaches: [kind; 2],
        };
        let mut player = Player::new();
        let mut index = 0;
        group.bench_function(name, |b| {
            b.iter(|| {
                index += 1;
                player.play(&matchup, 1, index).stats
            })
        });
    }
    group.finish();
}

criterion_group!(benches, league_games);
criterion_main!(benches);
