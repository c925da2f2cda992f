//! The search coach's decision time (issue 22), built with this crate alone so that a release
//! build and a profile need not build the whole program:
//!
//!     cargo build --release -p gridiron-battleball --example search_speed
//!     target/release/examples/search_speed GAMES [VARIANT]
//!     valgrind --tool=callgrind --callgrind-out-file=search.out \
//!         target/release/examples/search_speed GAMES
//!     callgrind_annotate --inclusive=yes search.out | grep search_decision
//!
//! The positions are the bench's (`benches/battleball_speed.rs`, `GRIDIRON_BENCH_SEARCH_GAMES`):
//! every decision the search coach owed with more than one option in its games against the
//! heuristic of seeds `0..GAMES`, each decided once more by one search coach of seed 7. It prints
//! the mean and slowest decision (the thread's CPU time, so a busy machine's waiting is left out;
//! still note the load), and a fingerprint of the choices that must not change when only speed
//! does: for the basic game it equals the bench's. The instructions a decision:
//! `search_decision`'s inclusive count over the positions (the clock's reads left out). VARIANT: basic (the default), advanced, blocks.
//! `GRIDIRON_WORST=n` also lists the n slowest decisions: which position, what was pending.

use std::hash::{DefaultHasher, Hash, Hasher};
use std::time::Duration;

use gridiron_battleball::coach::match_play::search_positions;
use gridiron_battleball::coach::{Coach, SearchCoach};
use gridiron_battleball::{Decision, Game, Options, Pending};
use gridiron_core::side::Side;

#[path = "support/thread_clock.rs"]
mod thread_clock;
use thread_clock::thread_time;

#[path = "support/boxed_teams.rs"]
mod boxed_teams;

fn main() {
    boxed_teams::main_with(run);
}

fn run(args: &[String]) -> Result<(), String> {
    let games: u64 = args
        .first()
        .and_then(|a| a.parse().ok())
        .ok_or("how many games?")?;
    let variant = args.get(1).map_or("basic", String::as_str);
    let options =
        Options::from_names(variant.split(',')).map_err(|other| format!("no variant {other}"))?;
    let setup = boxed_teams::boxed_setup(options)?;
    let positions = search_positions(&setup, games);
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
        "{variant}: search decisions of {games} games: {} positions, mean {:.3} ms, choosing a \
         player {:.3} ms ({} of them), slowest {:.2} ms, choices hash {hash:016x}",
        times.len(),
        ms(total / n),
        ms(choosing.iter().sum::<Duration>() / (choosing.len().max(1) as u32)),
        choosing.len(),
        ms(slowest),
    );
    if let Some(count) = std::env::var("GRIDIRON_WORST")
        .ok()
        .and_then(|n| n.parse().ok())
    {
        print_slowest(&positions, &times, count);
    }
    Ok(())
}

/// The `count` slowest decisions: which position (its index), what was pending and how many
/// options there were, so that the cost of the worst can be looked into one by one.
fn print_slowest(positions: &[(Game, Side, Vec<Decision>)], times: &[Duration], count: usize) {
    let mut order: Vec<usize> = (0..times.len()).collect();
    order.sort_by_key(|&i| std::cmp::Reverse(times[i]));
    for &i in order.iter().take(count) {
        let (game, _, legal) = &positions[i];
        println!(
            "  #{i}: {:.2} ms, {:?}, {} options",
            ms(times[i]),
            game.pending(),
            legal.len()
        );
    }
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
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
            let start = thread_time();
            let decision = search_decision(&mut coach, game, *side, legal);
            let took = thread_time().saturating_sub(start);
            decision.hash(&mut hash);
            took
        })
        .collect();
    (times, hash.finish())
}

/// One decision, on its own in a profile.
#[inline(never)]
fn search_decision(
    coach: &mut SearchCoach,
    game: &Game,
    side: Side,
    legal: &[Decision],
) -> Option<Decision> {
    coach.decide(game, side, legal)
}
