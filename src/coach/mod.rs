//! Computer coaches: they answer pending decisions through the same interface as a human,
//! do no IO, and take their randomness from their own seeded stream so a game replays exactly.
//!
//! Until the heuristic and equilibrium coaches land, every kind plays uniformly random legal
//! decisions.

use crate::dice::SeededDice;
use crate::engine::{Decision, SeatView, Setup};

/// A computer coach: picks one of `legal` for the seat whose view it is given.
pub trait Coach {
    fn decide(&mut self, view: &SeatView, legal: &[Decision], setup: &Setup) -> Decision;
    fn name(&self) -> &'static str;
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CoachKind {
    Random,
    Heuristic,
    Equilibrium,
}

impl std::str::FromStr for CoachKind {
    type Err = String;

    fn from_str(text: &str) -> Result<CoachKind, String> {
        match text {
            "random" => Ok(CoachKind::Random),
            "heuristic" => Ok(CoachKind::Heuristic),
            "equilibrium" => Ok(CoachKind::Equilibrium),
            other => Err(other.to_string()),
        }
    }
}

struct RandomCoach {
    dice: SeededDice,
    name: &'static str,
}

impl Coach for RandomCoach {
    fn decide(&mut self, _view: &SeatView, legal: &[Decision], _setup: &Setup) -> Decision {
        use crate::dice::Dice;
        legal[self.dice.below(legal.len())]
    }

    fn name(&self) -> &'static str {
        self.name
    }
}

impl CoachKind {
    pub fn build(self, seed: u64) -> Box<dyn Coach + Send> {
        let name = match self {
            CoachKind::Random => "random",
            CoachKind::Heuristic => "heuristic",
            CoachKind::Equilibrium => "equilibrium",
        };
        Box::new(RandomCoach {
            dice: SeededDice::from_seed(seed),
            name,
        })
    }
}
