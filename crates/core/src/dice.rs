//! Where the engine's randomness comes from.
//!
//! The engine never owns a random number generator: every roll, shuffle and coin toss goes through
//! a [`Dice`] passed in by the caller. Play uses [`SeededDice`], a pinned PCG stream that replays a
//! seed identically forever; tests use [`ScriptedDice`] to dictate exact faces.

use std::collections::VecDeque;

use rand::{RngCore, SeedableRng};
use rand_pcg::Pcg64Mcg;
use serde::{Deserialize, Serialize};

/// A source of dice faces and shuffles.
pub trait Dice {
    /// A uniform number in `0..n` (`n >= 1`), used for shuffles and the coin toss.
    fn below(&mut self, n: usize) -> usize;

    /// The number (`1..=die.sides`) that came up on `die`: a uniform draw through
    /// [`Dice::below`], so every game rolls from the one pinned stream.
    fn roll_sided(&mut self, die: SidedDie) -> u8 {
        self.below(usize::from(die.sides.max(1))) as u8 + 1
    }
}

/// A die with any number of sides: `sides`, and `id`, the game's own name for which physical
/// die it is (each game's die type, encoded), so a script can check
/// that the engine rolls the die the rule says.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct SidedDie {
    pub id: u16,
    pub sides: u8,
}

/// The version of the stream [`SeededDice`] rolls from a seed. A save records it with its seed:
/// bump it if a seed ever rolls other faces (another generator, another range reduction), so
/// older saves are refused rather than replayed with other dice.
pub const STREAM_VERSION: u32 = 1;

/// Production dice: a PCG stream from a `u64` seed.
///
/// Range reduction is written here rather than taken from `rand`'s distributions, so a seed keeps
/// producing the same game even if `rand` changes its sampling algorithms.
#[derive(Debug, Clone)]
pub struct SeededDice {
    rng: Pcg64Mcg,
}

impl SeededDice {
    pub fn from_seed(seed: u64) -> SeededDice {
        SeededDice {
            rng: Pcg64Mcg::seed_from_u64(seed),
        }
    }

    pub fn next_u64(&mut self) -> u64 {
        self.rng.next_u64()
    }
}

impl Dice for SeededDice {
    fn below(&mut self, n: usize) -> usize {
        uniform_below(&mut self.rng, n as u64) as usize
    }
}

/// Lemire's multiply-and-reject reduction: unbiased, and the division only on the rare near-miss.
fn uniform_below(rng: &mut impl RngCore, n: u64) -> u64 {
    let n = n.max(1);
    let mut product = u128::from(rng.next_u64()) * u128::from(n);
    if (product as u64) < n {
        let threshold = n.wrapping_neg() % n;
        while (product as u64) < threshold {
            product = u128::from(rng.next_u64()) * u128::from(n);
        }
    }
    (product >> 64) as u64
}

/// Dice for trying a decision out on a copy of a game: `rolled` says whether the decision
/// wanted a die, so what it came to is not looked past (it depends on dice nobody has rolled
/// yet). The numbers it gives go round every face, so a rule that rolls until something
/// changes (a scatter to an empty square) comes to an end.
#[derive(Debug, Clone, Copy, Default)]
pub struct Unrolled {
    pub rolled: bool,
    turn: usize,
}

impl Dice for Unrolled {
    fn below(&mut self, n: usize) -> usize {
        self.rolled = true;
        self.turn = self.turn.wrapping_add(1);
        self.turn % n.max(1)
    }
}

/// Test dice: faces come from a script, shuffles and coins from a fixed seed.
///
/// Each scripted entry names the die it expects, so a test fails loudly when the engine rolls
/// something other than what the rule says.
#[derive(Debug, Clone)]
pub struct ScriptedDice {
    sided: VecDeque<(SidedDie, u8)>,
    shuffles: SeededDice,
}

impl ScriptedDice {
    pub fn new(shuffle_seed: u64) -> ScriptedDice {
        ScriptedDice {
            sided: VecDeque::new(),
            shuffles: SeededDice::from_seed(shuffle_seed),
        }
    }

    /// Adds the number (`1..=die.sides`) for the next roll of `die`.
    pub fn push_sided(&mut self, die: SidedDie, number: u8) -> &mut Self {
        self.sided.push_back((die, number));
        self
    }

    /// Scripted faces and numbers not yet rolled.
    pub fn remaining(&self) -> usize {
        self.sided.len()
    }
}

impl Dice for ScriptedDice {
    fn below(&mut self, n: usize) -> usize {
        self.shuffles.below(n)
    }

    /// # Panics
    /// When the script is exhausted or expects another die: the test's script and the rules disagree.
    fn roll_sided(&mut self, die: SidedDie) -> u8 {
        match self.sided.pop_front() {
            Some((expected, number)) if expected == die => number,
            Some((expected, _)) => {
                panic!("scripted dice: expected a roll of {expected:?}, the engine rolled {die:?}")
            }
            None => panic!("scripted dice: script exhausted, the engine rolled {die:?}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_seed_replays_the_same_faces() {
        let mut a = SeededDice::from_seed(7);
        let mut b = SeededDice::from_seed(7);
        let die = SidedDie { id: 0, sides: 6 };
        let first: Vec<u8> = (0..100).map(|_| a.roll_sided(die)).collect();
        let second: Vec<u8> = (0..100).map(|_| b.roll_sided(die)).collect();
        assert_eq!(first, second);
        assert!(first.iter().all(|&n| (1..=6).contains(&n)));
    }

    #[test]
    fn the_stream_is_pinned() {
        // Changing this sequence breaks every saved game and golden test: it must never change.
        let mut dice = SeededDice::from_seed(42);
        let die = SidedDie { id: 0, sides: 6 };
        let numbers: Vec<u8> = (0..12).map(|_| dice.roll_sided(die)).collect();
        assert_eq!(numbers, PINNED_NUMBERS_FOR_SEED_42);
    }

    const PINNED_NUMBERS_FOR_SEED_42: [u8; 12] = [4, 1, 3, 2, 1, 3, 2, 6, 3, 4, 1, 3];

    #[test]
    fn below_is_roughly_uniform() {
        let mut dice = SeededDice::from_seed(1);
        let mut counts = [0u32; 6];
        for _ in 0..60_000 {
            counts[dice.below(6)] += 1;
        }
        assert!(
            counts.iter().all(|&c| (9_000..11_000).contains(&c)),
            "{counts:?}"
        );
    }
}
