//! Battleball's computer coaches as the league commands name them: the one place a name on the
//! command line becomes a coach, and the one place the default is named.

use crate::common::dice::SeededDice;
use crate::games::battleball::coach::{pick_random, BbCoachKind, Coach};
use crate::games::battleball::{Decision, Game};

/// The coach a Battleball league command plays with when none is named.
pub const DEFAULT_COACH: &str = "random";

/// A Battleball computer coach, by kind.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CoachKind {
    /// Uniform over the legal decisions.
    Random,
    /// Football sense one decision at a time (`battleball::coach::heuristic`).
    Heuristic,
    /// Expectimax over its own turn (`battleball::coach::search`).
    Search,
}

/// Every coach by the name `--coach` takes. A new coach is one more row here and one more arm
/// in `Seat::decide`; the usage error lists these names.
const COACHES: &[(&str, CoachKind)] = &[
    ("random", CoachKind::Random),
    ("heuristic", CoachKind::Heuristic),
    ("search", CoachKind::Search),
];

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
        let thinking = match self {
            CoachKind::Random => None,
            CoachKind::Heuristic => Some(BbCoachKind::Heuristic.build(seed)),
            CoachKind::Search => Some(BbCoachKind::Search.build(seed)),
        };
        Seat {
            choices: SeededDice::from_seed(seed),
            thinking,
        }
    }
}

/// A coach playing one side of one game.
pub struct Seat {
    choices: SeededDice,
    /// The thinking coaches; the random one draws from `choices`.
    thinking: Option<Box<dyn Coach + Send>>,
}

impl Seat {
    /// One of `options` (the legal decisions of this side now); `None` only when there is none.
    pub fn decide(&mut self, game: &Game, options: &[Decision]) -> Option<Decision> {
        match (&mut self.thinking, game.waiting_on()) {
            (Some(coach), Some(side)) => coach.decide(game, side, options),
            _ => pick_random(options, &mut self.choices),
        }
    }
}
