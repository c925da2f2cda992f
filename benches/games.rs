//! Whole games per second with random legal decisions (the engine's raw speed), and a random
//! 1st & Goal game against its floor (issue 22): the same PCG streams, seeded the same way and
//! drawn from as often as a random game draws, with a trivial update per draw. Nothing a game
//! engine does can cost less, so the ratio of the two says how much of a game is the game.
//!
//! `cargo bench --bench games` runs the criterion bench, then plays the games the way `gridiron
//! sim --home-coach random --away-coach random --jobs 1` does (the batch runner's `Player`),
//! counts their draws in a second, untimed pass, times the floor with those counts and prints
//! both and the ratio (the best of a few rounds, so a noisy machine inflates neither side much).
//!
//! For instruction counts, `GRIDIRON_BENCH_GAMES=n` runs games 1..=n under `valgrind
//! --tool=callgrind`; with `GRIDIRON_FLOOR_PART=sim` or `floor` it runs only that part of the
//! comparison for games 0..n, the floor drawing the per-game averages in `DRAWS` (what the
//! counting pass prints). Run it for two values of n and divide the difference by the
//! difference of n: a game's count without start-up.
//!
//! Why the time ratio is about twice the instructions' (stop 43, games 201-400 less 1-200): a
//! random game was 220.7k instructions against the floor's 97.7k, 2.26x, while the clock said
//! 4.4x. The floor's 2,266 draws are one chain of dependent multiplies that the core overlaps
//! the rest of its loop with (43 instructions a draw in 1.9 ns); the game branches on what it
//! draws. Under `valgrind --tool=cachegrind --branch-sim=yes` (a simple predictor: a guide to
//! where, not a real core's count) the game missed 1,225 conditional and 456 indirect branches
//! a game, 338 of them at the phase's dispatch in `Game::step_uniform`; the floor missed 3. At
//! 2x the floor in time, the engine would have about 4.4 us for its 123k instructions beyond
//! the floor's and every branch on the dice and the coaches' picks.
//!
//! What that asks of the engine (stop 46, the same counts): a random game is 491 decisions,
//! so the engine spends about 250 instructions a decision beyond the floor's draws (listing
//! the options, checking and applying the pick, its events and the decision log). Its
//! instructions take 1.8 times the floor's cycles each (4.08x by time over 2.26x by count).
//! At that pace, 2x the floor in time leaves some 20 instructions a decision, and issue 22's
//! 130k instructions some 65: either is less than a legal decision's check and its record.

use std::sync::Arc;
use std::time::Duration;

use criterion::{criterion_group, Criterion, Throughput};
use gridiron::common::batch::{game_seed, Stream};
use gridiron::common::dice::{Dice, SeededDice};
use gridiron::games::first_and_goal::coach::CoachKind;
use gridiron::games::first_and_goal::engine::{Decision, Event, Game, Setup, Side};
use gridiron::shells::league::first_and_goal::batch::{Matchup, Player};

mod support;

fn play_random_game(
    setup: &Arc<Setup>,
    seed: u64,
    options: &mut Vec<Decision>,
    events: &mut Vec<Event>,
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

/// The fixed-count mode: the engine's games, or one side of the floor comparison.
fn fixed_count(games: u64) {
    match std::env::var("GRIDIRON_FLOOR_PART")
        .unwrap_or_default()
        .as_str()
    {
        "floor" => println!(
            "{games} floor games: {}",
            support::floor(games, |_| support::DRAWS)
        ),
        "sim" => {
            let result = play_games(&matchup(), &mut Player::new(), games);
            println!("{games} sim games: {result}");
        }
        _ => fixed_games(games),
    }
}

criterion_group!(benches, random_games);

fn main() {
    support::run(benches, fixed_count);
    if support::fixed_game_count().is_none() {
        floor_comparison();
    }
}

/// Counts the draws of the dice it wraps.
struct Counting<'a> {
    dice: &'a mut SeededDice,
    draws: u64,
}

impl Dice for Counting<'_> {
    fn below(&mut self, n: usize) -> usize {
        self.draws += 1;
        self.dice.below(n)
    }
}

/// Game `index` replayed outside the batch runner with counted dice: the draws of the game's
/// dice and of each coach. Checked against the runner's decision log, so the counts are those
/// of the very game `sim` plays.
fn count_draws(setup: &Arc<Setup>, index: u64, played: &Game) -> [u64; 3] {
    let mut dice = SeededDice::from_seed(game_seed(support::SEED, index, Stream::Dice));
    let mut coaches = [
        SeededDice::from_seed(game_seed(support::SEED, index, Stream::HomeCoach)),
        SeededDice::from_seed(game_seed(support::SEED, index, Stream::AwayCoach)),
    ];
    let mut coach_draws = [0u64; 2];
    let mut counted = Counting {
        dice: &mut dice,
        draws: 0,
    };
    let mut game = Game::new(setup.clone());
    let mut options: Vec<Decision> = Vec::new();
    let mut events: Vec<Event> = Vec::new();
    loop {
        events.clear();
        let stepped = game.step(
            &mut options,
            |_, seat, options| {
                let team = seat.team.index();
                match options.len() {
                    0 => Err(Decision::Pass),
                    n => {
                        coach_draws[team] += 1;
                        Ok(coaches[team].below(n))
                    }
                }
            },
            &mut counted,
            &mut events,
        );
        if stepped.is_err() {
            break;
        }
    }
    assert_eq!(
        game.decisions(),
        played.decisions(),
        "the counting replay of game {index} is not the game sim plays"
    );
    [counted.draws, coach_draws[0], coach_draws[1]]
}

fn matchup() -> Matchup {
    Matchup {
        setup: support::base_setup(),
        coaches: [CoachKind::Random, CoachKind::Random],
    }
}

/// Games 0..n as `sim` plays them; the sum of their home scores, to keep them alive.
fn play_games(matchup: &Matchup, player: &mut Player, games: u64) -> u64 {
    (0..games)
        .map(|index| player.play(matchup, support::SEED, index).stats.teams[0].points)
        .sum()
}

fn floor_comparison() {
    let matchup = matchup();
    let mut player = Player::new();
    let games = 2000;
    let counts: Vec<[u64; 3]> = (0..games)
        .map(|index| {
            count_draws(
                &matchup.setup,
                index,
                &player.play(&matchup, support::SEED, index).game,
            )
        })
        .collect();
    let mut sums = [0u64; 3];
    for count in &counts {
        for (sum, n) in sums.iter_mut().zip(count) {
            *sum += n;
        }
    }
    let per_game = sums.map(|sum| sum / games);
    println!(
        "draws a game: {} (game dice {}, home coach {}, away coach {})",
        per_game.iter().sum::<u64>(),
        per_game[0],
        per_game[1],
        per_game[2]
    );
    let played = support::best_of(5, || play_games(&matchup, &mut player, games));
    let floored = support::best_of(5, || support::floor(games, |index| counts[index as usize]));
    let per = |time: Duration| time.as_secs_f64() * 1e6 / games as f64;
    println!(
        "random game {:.2} us, floor {:.2} us: {:.2}x the floor",
        per(played),
        per(floored),
        played.as_secs_f64() / floored.as_secs_f64()
    );
}
