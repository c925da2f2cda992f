//! The search coach looking at fewer squares: one per roll while choosing a player, and once
//! the roll is known only the heuristic's best square, played out to every outcome; one sample
//! of a block. Between the heuristic and the full search in strength and in time (`level`'s
//! normal).

use gridiron_core::side::Side;

use super::evaluation::Weights;
use super::search::{Params, SearchCoach};
use super::Coach;
use crate::engine::decision::Decision;
use crate::engine::game::Game;

/// Measured too close to the full search with three squares once the roll is known (46.5%
/// ± 4.9 over 400 games, not told apart): the move itself is the heuristic's.
const NARROW: Params = Params {
    per_roll: 1,
    moves: 1,
    exact_moves: 1,
    block_samples: 1,
};

pub(crate) struct NarrowSearchCoach(SearchCoach);

impl NarrowSearchCoach {
    pub(crate) fn new(seed: u64) -> NarrowSearchCoach {
        NarrowSearchCoach(SearchCoach::with(seed, NARROW, Weights::DEFAULT))
    }
}

impl Coach for NarrowSearchCoach {
    fn decide(&mut self, game: &Game, side: Side, legal: &[Decision]) -> Option<Decision> {
        self.0.decide(game, side, legal)
    }

    fn name(&self) -> &'static str {
        "narrow-search"
    }
}
