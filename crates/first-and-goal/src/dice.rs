//! 1st & Goal's dice: which physical die is rolled, on the shared dice stream of `common::dice`.

use serde::{Deserialize, Serialize};

use super::data::model::{Colour, SpecialRoll, FACES};
use gridiron_core::dice::{Dice, ScriptedDice, SidedDie};

/// Which physical die is being rolled. Team dice belong to the team named in the event.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum DieRef {
    Colour(Colour),
    Black,
    Play,
    Referee,
    Penalty,
    /// The `index`th die of a team's special-teams roll.
    Special {
        roll: SpecialRoll,
        index: u8,
    },
}

impl DieRef {
    /// The die as the shared stream knows it: six sides and a number that tells the dice apart
    /// (a team's colours 0-5, the white dice 6-9, a special-teams roll's dice from 16).
    pub(crate) fn sided(self) -> SidedDie {
        let id = match self {
            DieRef::Colour(colour) => colour as u16,
            DieRef::Black => 6,
            DieRef::Play => 7,
            DieRef::Referee => 8,
            DieRef::Penalty => 9,
            DieRef::Special { roll, index } => 16 + roll as u16 * 16 + u16::from(index),
        };
        SidedDie {
            id,
            sides: FACES as u8,
        }
    }
}

/// The index (0..6) of the face that came up on `die`.
pub(crate) fn roll_face(dice: &mut (impl Dice + ?Sized), die: DieRef) -> usize {
    usize::from(dice.roll_sided(die.sided()).saturating_sub(1))
}

/// Scripting 1st & Goal's faces by index, as the rules name them.
pub trait ScriptFaces {
    /// Adds a face index (0..6) for the next roll of `die`.
    fn push(&mut self, die: DieRef, face: usize) -> &mut Self;
}

impl ScriptFaces for ScriptedDice {
    fn push(&mut self, die: DieRef, face: usize) -> &mut Self {
        self.push_sided(die.sided(), face as u8 + 1)
    }
}
