//! The computer coach the terminal plays against, behind one small function: `Computer::decide`
//! is the only place the terminal asks a computer for a Battleball decision, so a better coach
//! (heuristic, search) is plugged in here and nowhere else. A save records the coach by name.

use crate::common::dice::SeededDice;
use crate::common::side::Side;

use crate::games::battleball::coach::{self, BbCoachKind, Coach};
use crate::games::battleball::decision::Decision;
use crate::games::battleball::game::Game;

/// The computer coaches there are for Battleball, by the names `--coach` and saves use.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// Uniform over the legal decisions (`battleball::coach`).
    Random,
    /// `battleball::coach::heuristic`.
    Heuristic,
    /// `battleball::coach::search`.
    Search,
}

impl Kind {
    pub const DEFAULT: Kind = Kind::Random;

    pub fn parse(name: &str) -> Option<Kind> {
        match name.trim().to_ascii_lowercase().as_str() {
            "random" => Some(Kind::Random),
            "heuristic" => Some(Kind::Heuristic),
            "search" => Some(Kind::Search),
            _ => None,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Kind::Random => "random",
            Kind::Heuristic => "heuristic",
            Kind::Search => "search",
        }
    }
}

/// A computer coach with its own dice (never the game's), seeded so a game replays.
pub struct Computer {
    kind: Kind,
    dice: SeededDice,
    /// The thinking coaches; the random one draws from `dice` as saves made with it expect.
    coach: Option<Box<dyn Coach + Send>>,
}

impl Computer {
    pub fn new(kind: Kind, seed: u64) -> Computer {
        let coach = match kind {
            Kind::Random => None,
            Kind::Heuristic => Some(BbCoachKind::Heuristic.build(seed)),
            Kind::Search => Some(BbCoachKind::Search.build(seed)),
        };
        Computer {
            kind,
            dice: SeededDice::from_seed(seed),
            coach,
        }
    }

    pub fn kind(&self) -> Kind {
        self.kind
    }

    /// `side`'s decision among `legal` (never empty when asked).
    pub fn decide(&mut self, game: &Game, side: Side, legal: &[Decision]) -> Option<Decision> {
        match &mut self.coach {
            Some(thinking) => thinking.decide(game, side, legal),
            None => coach::pick_random(legal, &mut self.dice),
        }
    }
}
