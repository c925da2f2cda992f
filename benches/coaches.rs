//! The equilibrium coach's speed: one card decision, and whole equilibrium-vs-equilibrium games.
//!
//! After the criterion benches, `cargo bench --bench coaches` plays the games of `gridiron sim
//! --games 5000 --jobs 1` (equilibrium coaches, the base team) and prints their start-up (the
//! first game, which builds the tables) apart from the games after it, and the games a second
//! on one core at the floor's speed: the time scaled by a floor game's now (`support::floor`)
//! against its time on a quiet core (issue 22's goal: 5,000).

use std::hint::black_box;
use std::sync::Arc;
use std::time::Instant;

use criterion::{criterion_group, Criterion, Throughput};
use gridiron::common::dice::SeededDice;
use gridiron::games::first_and_goal::coach::field_value::{FieldValue, Kicking};
use gridiron::games::first_and_goal::coach::outcome::{snap_outcome, SnapOutcome};
use gridiron::games::first_and_goal::coach::{Coach, CoachKind};
use gridiron::games::first_and_goal::engine::{
    Decision, Game, Pending, Role, Seat, SeatView, Setup, Side,
};
use gridiron::shells::league::first_and_goal::batch::{Matchup, Player};

mod support;

/// Card-decision positions from seeded games: the view and legal cards of the offense.
fn card_positions(setup: &Arc<Setup>) -> Vec<(SeatView, Vec<Decision>)> {
    let mut positions = Vec::new();
    for seed in 0..64u64 {
        let mut dice = SeededDice::from_seed(seed);
        let ball = 10 + (seed as i16 * 7) % 85;
        let mut game = Game::at_snap(
            setup.clone(),
            Side::Home,
            ball,
            1 + (seed % 4) as u8,
            10,
            &mut dice,
        );
        let offense = Seat::new(Side::Home, Role::Offense);
        let mut events = Vec::new();
        if game
            .apply(offense, Decision::NormalPlay, &mut dice, &mut events)
            .is_err()
        {
            continue;
        }
        let defense = Seat::new(Side::Away, Role::Defense);
        if game.owes(defense) {
            let _ = game.apply(defense, Decision::Pass, &mut dice, &mut events);
        }
        let view = game.view(offense);
        if matches!(view.table.pending, Pending::Card { .. }) {
            let mut legal = Vec::new();
            game.legal(offense, &mut legal);
            positions.push((view, legal));
        }
    }
    positions
}

/// The average snap of each side (every card pair alike) and both kicking games.
fn field_value_inputs(setup: &Setup) -> ([SnapOutcome; 2], [Kicking; 2]) {
    let averages = [0, 1].map(|side| {
        let outcomes: Vec<SnapOutcome> = setup
            .cards
            .matrix
            .iter()
            .map(|&cell| {
                snap_outcome(
                    cell,
                    &setup.teams[side],
                    &setup.teams[1 - side],
                    &setup.white,
                    setup.optional.breakaways,
                )
            })
            .collect();
        let weight = 1.0 / outcomes.len() as f64;
        SnapOutcome::mixture(outcomes.iter().map(|o| (o, weight)))
    });
    let kicking = [0, 1].map(|side| Kicking::of(&setup.teams[side], &setup.white));
    (averages, kicking)
}

fn equilibrium_game(setup: &Arc<Setup>, player: &mut Player, seed: u64) -> Game {
    let mut pair: [Box<dyn Coach + Send>; 2] = [
        CoachKind::Equilibrium.build(seed),
        CoachKind::Equilibrium.build(!seed),
    ];
    player.play_with(setup, &mut pair, seed).1
}

fn coaches(c: &mut Criterion) {
    let setup = support::base_setup();
    let positions = card_positions(&setup);
    let mut coach = CoachKind::Equilibrium.build(1);
    let mut group = c.benchmark_group("coach");
    group.throughput(Throughput::Elements(1));
    let mut at = 0;
    group.bench_function("equilibrium_card_decision", |b| {
        b.iter(|| {
            let (view, legal) = &positions[at % positions.len()];
            at += 1;
            coach.decide(view, legal, &setup)
        })
    });
    // What a new pair of teams costs before its first snap: the expected-points table from
    // both sides' average snaps (a season or ranking builds one per pair).
    let (averages, kicking) = field_value_inputs(&setup);
    group.bench_function("field_value_table", |b| {
        b.iter(|| FieldValue::compute(averages.clone(), kicking.clone()))
    });
    let mut player = Player::new();
    let mut seed = 0;
    group.bench_function("equilibrium_vs_equilibrium_game", |b| {
        b.iter(|| {
            seed += 1;
            equilibrium_game(&setup, &mut player, seed)
        })
    });
    group.finish();
}

/// A fixed number of equilibrium games (seeds 1..=n), for instruction counts and a fingerprint
/// of every decision (see `support`).
fn fixed_games(n: u64) {
    let setup = support::base_setup();
    let mut player = Player::new();
    let mut fingerprint = support::Fingerprint::default();
    for seed in 1..=n {
        fingerprint.add_game(&equilibrium_game(&setup, &mut player, seed));
    }
    println!("{n} equilibrium games: {fingerprint}");
}

criterion_group!(benches, coaches);

/// `sim --games 5000 --jobs 1` with equilibrium coaches, timed: its start-up apart, and its
/// rate at the floor's speed.
fn sim_rate() {
    const GAMES: u64 = 5000;
    let matchup = Matchup {
        setup: support::base_setup(),
        coaches: [CoachKind::Equilibrium; 2],
    };
    let mut player = Player::new();
    let start = Instant::now();
    black_box(player.play(&matchup, support::SEED, 0).stats.teams[0].points);
    let first = start.elapsed();
    for index in 1..GAMES {
        black_box(player.play(&matchup, support::SEED, index).stats.teams[0].points);
    }
    let all = start.elapsed();
    let (floor_now, floor_quiet) = support::floor_game_time();
    let scale = floor_quiet.as_secs_f64() / floor_now.as_secs_f64();
    let rest = (all - first).as_secs_f64() / (GAMES - 1) as f64;
    println!(
        "equilibrium sim, {GAMES} games: first game (start-up) {:.1} ms, then {:.1} us a game; \
         floor {:.2} us a game now ({:.2} us quiet): {:.0} games/s, {:.0} at the floor's speed",
        first.as_secs_f64() * 1e3,
        rest * 1e6,
        floor_now.as_secs_f64() * 1e6,
        floor_quiet.as_secs_f64() * 1e6,
        GAMES as f64 / all.as_secs_f64(),
        GAMES as f64 / (all.as_secs_f64() * scale)
    );
}

fn main() {
    support::run(benches, fixed_games);
    if support::fixed_game_count().is_none() {
        sim_rate();
    }
}
