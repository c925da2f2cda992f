//! The games `gridiron sim --games N --jobs 1 --seed S` plays with the default (equilibrium)
//! coaches, base against base, without the shell: a fingerprint of every decision and score (which
//! a change made for speed alone must leave as it was) and the time they took. Built from this
//! crate alone, it is what a profile of the equilibrium coach runs (issue 22):
//!
//!     cargo build --release -p gridiron-first-and-goal --example equilibrium_games
//!     valgrind --tool=callgrind target/release/examples/equilibrium_games 200 3
//!
//! Arguments: the number of games (2,000 unless given) and the batch seed (3 unless given). The
//! first game builds the pair's tables; the time of the games after it is printed apart.

use std::hash::{Hash, Hasher};
use std::sync::Arc;
use std::time::Instant;

use gridiron_core::batch::{game_seed, Stream};
use gridiron_core::dice::SeededDice;
use gridiron_first_and_goal::coach::CoachKind;
use gridiron_first_and_goal::engine::{Decision, Game, Illegal, OptionalRules, Setup, Side};
use gridiron_first_and_goal::record::MAX_DECISIONS;
use gridiron_first_and_goal::stats::GameFold;

/// A multiply-rotate hash over every decision: SipHash would show in the profile it is part of.
#[derive(Default)]
struct FoldHasher(u64);

impl Hasher for FoldHasher {
    fn write(&mut self, bytes: &[u8]) {
        for &byte in bytes {
            self.write_u64(u64::from(byte));
        }
    }

    fn write_u64(&mut self, n: u64) {
        self.0 = (self.0.rotate_left(5) ^ n).wrapping_mul(0x517c_c1b7_2722_0a95);
    }

    fn finish(&self) -> u64 {
        self.0
    }
}

/// Game `index` of the batch seeded `seed`, as the batch runner plays it.
fn play(setup: &Arc<Setup>, options: &mut Vec<Decision>, seed: u64, index: u64) -> Game {
    let mut coaches = [
        CoachKind::DEFAULT.build(game_seed(seed, index, Stream::HomeCoach)),
        CoachKind::DEFAULT.build(game_seed(seed, index, Stream::AwayCoach)),
    ];
    let mut dice = SeededDice::from_seed(game_seed(seed, index, Stream::Dice));
    let mut game = Game::new(setup.clone());
    let mut fold = GameFold::new();
    for _ in 0..MAX_DECISIONS {
        let stepped = game.step(
            options,
            |game, seat, options| {
                let view = || game.view(seat);
                coaches[seat.team.index()].decide_index(&view, options, game.setup())
            },
            &mut dice,
            &mut fold,
        );
        match stepped {
            Ok(_) => {}
            Err(Illegal::GameOver) => break,
            Err(refused) => panic!("a coach chose what the engine refuses: {refused:?}"),
        }
    }
    std::hint::black_box(fold.finish());
    game
}

fn main() {
    let args: Vec<u64> = std::env::args()
        .skip(1)
        .map(|arg| {
            arg.parse()
                .unwrap_or_else(|_| panic!("not a number: {arg}"))
        })
        .collect();
    let games = args.first().copied().unwrap_or(2000);
    let seed = args.get(1).copied().unwrap_or(3);
    let library = gridiron_first_and_goal::data::load(&[])
        .unwrap_or_else(|problems| panic!("the shipped data: {problems:?}"));
    let base = &library
        .team("base")
        .unwrap_or_else(|| panic!("no base team"))
        .team;
    let setup = Arc::new(Setup::new(&library, base, base, OptionalRules::default()));

    let mut options = Vec::new();
    let mut hash = FoldHasher::default();
    let (mut decisions, mut points) = (0usize, 0u64);
    let start = Instant::now();
    let mut first = None;
    for index in 0..games {
        let game = play(&setup, &mut options, seed, index);
        first.get_or_insert_with(|| start.elapsed());
        decisions += game.decisions().len();
        points += u64::from(game.score(Side::Home)) + u64::from(game.score(Side::Away));
        game.decisions().hash(&mut hash);
        (game.score(Side::Home), game.score(Side::Away)).hash(&mut hash);
    }
    let all = start.elapsed();
    let first = first.unwrap_or_default();
    let rest = (all - first).as_secs_f64() / games.saturating_sub(1).max(1) as f64;
    println!(
        "{games} equilibrium games, seed {seed}: {decisions} decisions, {points} points, \
         fingerprint {:016x}",
        hash.finish()
    );
    println!(
        "first game (start-up) {:.1} ms, then {:.1} us a game; {:.2} s in all",
        first.as_secs_f64() * 1e3,
        rest * 1e6,
        all.as_secs_f64()
    );
}
