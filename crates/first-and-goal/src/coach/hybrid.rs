//! A coach between the heuristic and the equilibrium coach: the equilibrium coach's calls and,
//! at a card, its card or (one time in `SIMPLE_SHARE`) the heuristic's, which a watchful
//! opponent can read. It is the equilibrium coach made predictable by a measured amount, not a
//! coin thrown over whole games.

use std::sync::Arc;

use gridiron_core::batch::splitmix64;
use gridiron_core::dice::SeededDice;

use super::equilibrium::EquilibriumCoach;
use super::heuristic::HeuristicCoach;
use super::Coach;
use crate::engine::{Decision, Pending, SeatView, Setup};

/// The share of cards the heuristic picks.
const SIMPLE_SHARE: f64 = 0.5;

pub(crate) struct HybridCoach {
    sound: EquilibriumCoach,
    simple: HeuristicCoach,
    dice: SeededDice,
}

/// The three streams one seed gives: the equilibrium coach's, the heuristic's and the choice
/// between them, each of its own so neither coach's draws move the other's.
fn seeds(seed: u64) -> [u64; 3] {
    [seed, splitmix64(seed ^ 1), splitmix64(seed ^ 2)]
}

impl HybridCoach {
    pub(crate) fn new(seed: u64) -> HybridCoach {
        let [sound, simple, choice] = seeds(seed);
        HybridCoach {
            sound: EquilibriumCoach::new(sound),
            simple: HeuristicCoach::new(simple),
            dice: SeededDice::from_seed(choice),
        }
    }
}

impl Coach for HybridCoach {
    fn decide(&mut self, view: &SeatView, legal: &[Decision], setup: &Setup) -> Decision {
        // The equilibrium coach decides every time, so it watches every card the opponent shows.
        let sound = self.sound.decide(view, legal, setup);
        if !matches!(view.table.pending, Pending::Card { .. }) {
            return sound;
        }
        let draw = (self.dice.next_u64() >> 11) as f64 / (1u64 << 53) as f64;
        if draw < SIMPLE_SHARE {
            self.simple.decide(view, legal, setup)
        } else {
            sound
        }
    }

    fn name(&self) -> &'static str {
        "hybrid"
    }

    fn play_on(&mut self, setup: &Arc<Setup>) {
        self.sound.play_on(setup);
        self.simple.play_on(setup);
    }

    fn reseed(&mut self, seed: u64) {
        let [sound, simple, choice] = seeds(seed);
        self.sound.reseed(sound);
        self.simple.reseed(simple);
        self.dice = SeededDice::from_seed(choice);
    }
}
