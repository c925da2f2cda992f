//! Games per second of the league's batch runner, per coach kind, on one thread (statistics
//! folded from every event, coaches built per game, as `gridiron sim` does).

use criterion::{criterion_group, Criterion, Throughput};
use gridiron::games::first_and_goal::coach::CoachKind;
use gridiron::shells::league::first_and_goal::batch::{Matchup, Player};

mod support;

fn league_games(c: &mut Criterion) {
    let setup = support::base_setup();
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

/// A fixed number of random-coach sim games (indices 1..=n), for instruction counts and a
/// fingerprint of every decision (see `support`).
fn fixed_games(n: u64) {
    let matchup = Matchup {
        setup: support::base_setup(),
        coaches: [CoachKind::Random; 2],
    };
    let mut player = Player::new();
    let mut fingerprint = support::Fingerprint::default();
    for index in 1..=n {
        fingerprint.add_game(&player.play(&matchup, 1, index).game);
    }
    println!("{n} random sim games: {fingerprint}");
}

criterion_group!(benches, league_games);

fn main() {
    support::run(benches, fixed_games);
}
