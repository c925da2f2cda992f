//! Battleball's engine speed (issue 22): a whole random game and a whole game of two heuristic
//! coaches, per second under criterion.
//!
//! Criterion's clock moves with the machine's load, so the figure to compare is instructions:
//! `GRIDIRON_BENCH_GAMES=n` plays exactly the games of seeds 1..=n of each kind once and prints
//! a fingerprint of every decision (it must not change when only speed does). Under callgrind
//! (a kind's instructions: the inclusive count of `random_game` or `heuristic_game`, over n):
//!
//! ```text
//! cargo bench --bench battleball_speed --no-run
//! GRIDIRON_BENCH_GAMES=20 valgrind --tool=callgrind --callgrind-out-file=bb.out \
//!     target/release/deps/battleball_speed-<hash>
//! callgrind_annotate --inclusive=yes bb.out | grep -E 'random_game|heuristic_game'
//! ```
//!
//! `GRIDIRON_BENCH_SEARCH_GAMES=k` with it also has the search coach decide, once each, every
//! position it met with more than one option in k games of the basic game against the
//! heuristic (seeds 0..k, as the `battleball` bench), and prints the mean and slowest decision
//! on the clock and a fingerprint of its choices (which must not change either). Its
//! instructions a decision: `decide_each`'s inclusive count over the positions. The same
//! positions and fingerprint with a build of the Battleball crate alone, timed by the thread's
//! CPU time: `crates/battleball/examples/search_speed.rs`.

use std::hash::{DefaultHasher, Hash, Hasher};
use std::hint::black_box;
use std::sync::Arc;
use std::time::{Duration, Instant};

use criterion::{criterion_group, Criterion, Throughput};
use gridiron::common::dice::SeededDice;
use gridiron::common::side::Side;
use gridiron::games::battleball::coach::{self as coach, BbCoachKind, Coach, SearchCoach};
use gridiron::games::battleball::{data, Decision, Game, Options, Pending, Setup};

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

/// One search coach deciding each position once: each decision's time, and a fingerprint of
/// the choices.
#[inline(never)]
fn decide_each(positions: &[(Game, Side, Vec<Decision>)]) -> (Vec<Duration>, u64) {
    let mut coach = SearchCoach::new(7);
    let mut hash = DefaultHasher::new();
    let times = positions
        .iter()
        .map(|(game, side, legal)| {
            let start = Instant::now();
            let decision = coach.decide(game, *side, legal);
            let took = start.elapsed();
            decision.hash(&mut hash);
            took
        })
        .collect();
    (times, hash.finish())
}

fn search_decisions(games: u64) {
    let setup = setup();
    let positions = coach::match_play::search_positions(&setup, games);
    let (times, hash) = decide_each(&positions);
    let n = times.len().max(1) as u32;
    let total: Duration = times.iter().sum();
    let choosing: Vec<Duration> = positions
        .iter()
        .zip(&times)
        .filter(|((game, _, _), _)| game.pending() == Pending::ChoosePlayer)
        .map(|(_, &took)| took)
        .collect();
    let slowest = times.iter().max().copied().unwrap_or_default();
    println!(
        "search decisions of {games} games: {} positions, mean {:.2?}, choosing a player {:.2?} \
         ({} of them), slowest {slowest:.2?}, choices hash {hash:016x}",
        times.len(),
        total / n,
        choosing.iter().sum::<Duration>() / (choosing.len().max(1) as u32),
        choosing.len(),
    );
}

criterion_group!(benches, whole_games);

fn main() {
    support::run(benches, |n| {
        fixed_games(n);
        let search_games = std::env::var("GRIDIRON_BENCH_SEARCH_GAMES")
            .ok()
            .and_then(|k| k.parse().ok());
        if let Some(k) = search_games {
            search_decisions(k);
        }
    });
}
