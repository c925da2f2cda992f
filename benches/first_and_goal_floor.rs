//! A random 1st & Goal game against its floor (issue 22): the same PCG streams, seeded the same
//! way and drawn from as often as a random game draws, with a trivial update per draw. Nothing a
//! game engine does can cost less, so the ratio of the two says how much of a game is the game.
//!
//! `cargo bench --bench first_and_goal_floor` plays the games the way `gridiron sim --coach
//! random --jobs 1` does (the batch runner's `Player`), counts their draws in a second,
//! untimed pass, times the floor with those counts and prints both and the ratio (the best of
//! a few rounds, so a noisy machine inflates neither side much).
//!
//! For instruction counts, `GRIDIRON_BENCH_GAMES=n` with `GRIDIRON_FLOOR_PART=games` or `floor`
//! runs only that part for seeds of games 0..n, under `valgrind --tool=callgrind`; the floor then
//! draws the per-game averages in `DRAWS` (what the counting pass prints). Run it for two values
//! of n and divide the difference by the difference of n: a game's count without start-up.

use std::hint::black_box;
use std::sync::Arc;
use std::time::{Duration, Instant};

use gridiron::common::batch::{game_seed, Stream};
use gridiron::common::dice::{Dice, SeededDice};
use gridiron::games::first_and_goal::coach::CoachKind;
use gridiron::games::first_and_goal::engine::{Decision, Event, Game, Setup};
use gridiron::shells::league::first_and_goal::batch::{Matchup, Player};

mod support;

/// The batch seed `sim` uses unless told otherwise does not matter here; any fixed one does.
const SEED: u64 = 1;

/// Draws a random game of the base team makes on average: from the game's dice, the home
/// coach's and the away coach's (printed by the counting pass; used by the floor alone).
const DRAWS: [u64; 3] = [1776, 245, 245];

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
    let mut dice = SeededDice::from_seed(game_seed(SEED, index, Stream::Dice));
    let mut coaches = [
        SeededDice::from_seed(game_seed(SEED, index, Stream::HomeCoach)),
        SeededDice::from_seed(game_seed(SEED, index, Stream::AwayCoach)),
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
        .map(|index| player.play(matchup, SEED, index).stats.teams[0].points)
        .sum()
}

/// The floor of games 0..n: each game seeds its three streams as the runner does and draws
/// `draws(index)` times from each, over ranges like a game's, adding every number up.
fn floor(games: u64, draws: impl Fn(u64) -> [u64; 3]) -> u64 {
    let mut total = 0u64;
    for index in 0..games {
        let streams = [Stream::Dice, Stream::HomeCoach, Stream::AwayCoach];
        for (stream, count) in streams.into_iter().zip(draws(index)) {
            let mut dice = SeededDice::from_seed(game_seed(SEED, index, stream));
            for draw in 0..count {
                // Ranges from 2 to 61, as a game's are (a die to a full draw pile).
                total = total.wrapping_add(dice.below(2 + (draw % 60) as usize) as u64);
            }
        }
    }
    total
}

fn best_of(rounds: usize, mut run: impl FnMut() -> u64) -> Duration {
    (0..rounds)
        .map(|_| {
            let start = Instant::now();
            black_box(run());
            start.elapsed()
        })
        .min()
        .unwrap_or_default()
}

fn main() {
    let matchup = matchup();
    let mut player = Player::new();
    let part = std::env::var("GRIDIRON_FLOOR_PART").unwrap_or_default();
    if let Some(games) = support::fixed_game_count() {
        let result = match part.as_str() {
            "floor" => floor(games, |_| DRAWS),
            _ => play_games(&matchup, &mut player, games),
        };
        println!("{games} games ({part}): {result}");
        return;
    }
    let games = 2000;
    let counts: Vec<[u64; 3]> = (0..games)
        .map(|index| {
            count_draws(
                &matchup.setup,
                index,
                &player.play(&matchup, SEED, index).game,
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
    let played = best_of(5, || play_games(&matchup, &mut player, games));
    let floored = best_of(5, || floor(games, |index| counts[index as usize]));
    let per = |time: Duration| time.as_secs_f64() * 1e6 / games as f64;
    println!(
        "random game {:.2} us, floor {:.2} us: {:.2}x the floor",
        per(played),
        per(floored),
        played.as_secs_f64() / floored.as_secs_f64()
    );
}
