//! The computer coach the terminal plays against, behind one small function: `Computer::decide`
//! is the only place the terminal asks a computer for a Battleball decision, so a better coach
//! (heuristic, search) is plugged in here and nowhere else. A save records the coach by name.

use crate::common::dice::SeededDice;
use crate::common::side::Side;

use crate::games::battleball::coach;
use crate::games::battleball::decision::Decision;
use crate::games::battleball::game::Game;

/// The computer coaches there are for Battleball, by the names `--coach` and saves use.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// Uniform over the legal decisions (`battleball::coach`).
    Random,
}

impl Kind {
    pub const DEFAULT: Kind = Kind::Random;

    pub fn parse(name: &str) -> Option<Kind> {
        match name.trim().to_ascii_lowercase().as_str() {
            "random" => Some(Kind::Random),
            _ => None,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Kind::Random => "random",
        }
    }
}

/// A computer coach with its own dice (never the game's), seeded so a game replays.
pub struct Computer {
    kind: Kind,
    dice: SeededDice,
}

impl Computer {
    pub fn new(kind: Kind, seed: u64) -> Computer {
        Computer {
            kind,
            dice: SeededDice::from_seed(seed),
        }
    }

    pub fn kind(&self) -> Kind {
        self.kind
    }

    /// `side`'s decision among `legal` (never empty when asked).
    pub fn decide(&mut self, game: &Game, side: Side, legal: &[Decision]) -> Option<Decision> {
        let _ = (game, side);
        match self.kind {
            Kind::Random => coach::pick_random(legal, &mut self.dice),
        }
    }
}
