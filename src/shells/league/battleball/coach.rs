//! Battleball's computer coaches as the league commands name them: the one place a name on the
//! command line becomes a coach, and the one place the default is named.

use crate::common::dice::SeededDice;
use crate::games::battleball::coach::pick_random;
use crate::games::battleball::{Decision, Game};

/// The coach a Battleball league command plays with when none is named.
pub const DEFAULT_COACH: &str = "random";

/// A Battleball computer coach, by kind.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CoachKind {
    /// Uniform over the legal decisions.
    Random,
}

/// Every coach by the name `--coach` takes. A new coach is one more row here and one more arm
/// in `Seat::decide`; the usage error lists these names.
const COACHES: &[(&str, CoachKind)] = &[("random", CoachKind::Random)];

/// The coach called `name`; `None` for a name no Battleball coach has.
pub fn battleball_coach(name: &str) -> Option<CoachKind> {
    COACHES
        .iter()
        .find(|(known, _)| known.eq_ignore_ascii_case(name))
        .map(|&(_, kind)| kind)
}

/// The names `battleball_coach` accepts, for messages.
pub fn coach_names() -> Vec<&'static str> {
    COACHES.iter().map(|&(name, _)| name).collect()
}

impl CoachKind {
    /// The name `--coach` takes for it (JSON and CSV keep this, for tools).
    pub fn name(self) -> &'static str {
        COACHES
            .iter()
            .find(|&&(_, kind)| kind == self)
            .map_or("", |&(name, _)| name)
    }

    /// The coach of one side of one game, its choices drawn from its own stream `seed` (never
    /// the game's dice), so that a game depends only on its seeds.
    pub fn seat(self, seed: u64) -> Seat {
        Seat {
            kind: self,
            choices: SeededDice::from_seed(seed),
        }
    }
}

/// A coach playing one side of one game.
pub struct Seat {
    kind: CoachKind,
    choices: SeededDice,
}

impl Seat {
    /// One of `options` (the legal decisions of this side now); `None` only when there is none.
    pub fn decide(&mut self, _game: &Game, options: &[Decision]) -> Option<Decision> {
        match self.kind {
            CoachKind::Random => pick_random(options, &mut self.choices),
        }
    }
}
