//! Which Battleball die is rolled: every roll goes through the injected `Dice` as a
//! [`SidedDie`] whose `id` names the die, so scripted tests can check the engine rolls what the
//! rule says.

use gridiron_core::dice::SidedDie;
use gridiron_core::side::Side;

/// A physical Battleball die.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum BbDie {
    /// A coach's red d20 in the coin toss or the overtime roll-off (BS4, BG3).
    Toss(Side),
    /// Player `player`'s die; `which` is 0, or 1 for a Heavy Tackle's second die.
    Player { player: u8, which: u8 },
    /// The shared brown passing die (BA3).
    Passing,
    /// The `n`th block die of a block (BB3): a d6 whose faces are `BlockFace::from_roll`.
    Block(u8),
    /// The d6 that picks where a scattering ball goes (BB4, BB6).
    Scatter,
}

impl BbDie {
    /// The die as the `Dice` trait rolls it, with `sides`.
    pub fn sided(self, sides: u8) -> SidedDie {
        let id = match self {
            BbDie::Toss(side) => 1000 + side.index() as u16,
            BbDie::Player { player, which } => u16::from(player) * 2 + u16::from(which),
            BbDie::Passing => 2000,
            BbDie::Block(n) => 3000 + u16::from(n),
            BbDie::Scatter => 3100,
        };
        SidedDie { id, sides }
    }
}
