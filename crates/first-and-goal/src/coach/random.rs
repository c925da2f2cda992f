//! The baseline and the fuzzer: uniform over the legal options.

use crate::engine::{Decision, SeatView, Setup};
use gridiron_core::dice::{Dice, SeededDice};

use super::Coach;

pub(crate) struct RandomCoach {
    dice: SeededDice,
}

impl RandomCoach {
    pub(crate) fn new(seed: u64) -> RandomCoach {
        RandomCoach {
            dice: SeededDice::from_seed(seed),
        }
    }
}

impl RandomCoach {
    fn pick(&mut self, legal: &[Decision]) -> Decision {
        match legal.len() {
            0 => Decision::Pass,
            n => legal[self.dice.below(n)],
        }
    }
}

impl Coach for RandomCoach {
    fn decide(&mut self, _view: &SeatView, legal: &[Decision], _setup: &Setup) -> Decision {
        self.pick(legal)
    }

    fn decide_lazily(
        &mut self,
        _view: &dyn Fn() -> SeatView,
        legal: &[Decision],
        _setup: &Setup,
    ) -> Decision {
        self.pick(legal)
    }

    /// The same draw as `pick`, kept as an index.
    fn decide_index(
        &mut self,
        _view: &dyn Fn() -> SeatView,
        legal: &[Decision],
        _setup: &Setup,
    ) -> Result<usize, Decision> {
        match legal.len() {
            0 => Err(Decision::Pass),
            n => Ok(self.dice.below(n)),
        }
    }

    fn name(&self) -> &'static str {
        "random"
    }

    fn reseed(&mut self, seed: u64) {
        self.dice = SeededDice::from_seed(seed);
    }
}
