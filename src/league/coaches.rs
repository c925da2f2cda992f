//! Temporary stand-in for `gridiron::coach` until the coaches land on main: the same trait and
//! kinds, with every kind playing uniformly random legal decisions. Deleted after the merge.

use crate::dice::SeededDice;
use crate::engine::{Decision, SeatView, Setup};

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
