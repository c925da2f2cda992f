//! Computer coaches: they answer pending decisions through the same interface as a human,
//! do no IO, and take their randomness from their own seeded stream so a game replays exactly.
//!
//! - `random`: uniform over the legal options, the baseline and the fuzzer.
//! - `heuristic`: football sense (`calls`) and the card that does best against the opponent's
//!   likely plays.
//! - `equilibrium`: the same calls, but every snap played as a zero-sum matrix game, with an
//!   eye on what the opponent has shown.
//! - `hybrid`: the equilibrium coach playing the heuristic's card half the time (`level`'s
//!   normal).

mod calls;
mod card_game;
mod equilibrium;
pub mod exploitability;
pub mod field_value;
pub mod fixed;
mod hand_game;
pub mod heuristic;
mod hybrid;
pub mod level;
mod opponent_model;
pub mod outcome;
mod random;
mod situation;
mod tables;

pub use tables::field_value_inputs;

use std::sync::Arc;

use crate::engine::{Decision, SeatView, Setup};

/// A computer coach: picks one of `legal` for the seat whose view it is given.
pub trait Coach {
    fn decide(&mut self, view: &SeatView, legal: &[Decision], setup: &Setup) -> Decision;
    fn name(&self) -> &'static str;

    /// The setup of the decisions to come, shared: a coach may keep it and know it again by its
    /// address alone (see `TablesHandle`) instead of comparing it each decision. It is only a
    /// hint: a coach still answers for whatever setup `decide` is handed.
    fn play_on(&mut self, _setup: &Arc<Setup>) {}

    /// Starts the coach's own stream afresh from `seed`: where a game is played in sittings,
    /// each decision draws on a seed its record determines. What the coach has learnt of the
    /// game (what the opponent has shown) stays.
    fn reseed(&mut self, seed: u64);

    /// `decide` with the seat's view built on demand: the batch runner calls this, so a coach
    /// that never looks at its view does not pay for building it every decision.
    fn decide_lazily(
        &mut self,
        view: &dyn Fn() -> SeatView,
        legal: &[Decision],
        setup: &Setup,
    ) -> Decision {
        self.decide(&view(), legal, setup)
    }

    /// `decide_lazily` as the index of the chosen option in `legal`, so the batch runner applies
    /// it without looking it up (`Game::step`); `Err` with a decision `legal` does not
    /// hold, which the engine then refuses.
    fn decide_index(
        &mut self,
        view: &dyn Fn() -> SeatView,
        legal: &[Decision],
        setup: &Setup,
    ) -> Result<usize, Decision> {
        let decision = self.decide_lazily(view, legal, setup);
        legal
            .iter()
            .position(|&option| option == decision)
            .ok_or(decision)
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CoachKind {
    Random,
    Heuristic,
    Equilibrium,
    Hybrid,
}

impl std::str::FromStr for CoachKind {
    type Err = String;

    fn from_str(text: &str) -> Result<CoachKind, String> {
        match text {
            "random" => Ok(CoachKind::Random),
            "heuristic" => Ok(CoachKind::Heuristic),
            "equilibrium" => Ok(CoachKind::Equilibrium),
            "hybrid" => Ok(CoachKind::Hybrid),
            other => Err(other.to_string()),
        }
    }
}

impl CoachKind {
    /// The opponent a player meets unless they choose another.
    pub const DEFAULT: CoachKind = CoachKind::Equilibrium;

    pub fn build(self, seed: u64) -> Box<dyn Coach + Send> {
        match self {
            CoachKind::Random => Box::new(random::RandomCoach::new(seed)),
            CoachKind::Heuristic => Box::new(heuristic::HeuristicCoach::new(seed)),
            CoachKind::Equilibrium => Box::new(equilibrium::EquilibriumCoach::new(seed)),
            CoachKind::Hybrid => Box::new(hybrid::HybridCoach::new(seed)),
        }
    }
}
