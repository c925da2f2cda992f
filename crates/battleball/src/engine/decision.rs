//! The decisions a coach makes, each small and listable, and why one is refused.

use gridiron_core::side::Side;
use serde::{Deserialize, Serialize};

use super::board::Sq;

/// A player's number in the game: the home team's are `0..11`, the away team's `11..22`.
pub type PlayerId = u8;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Decision {
    /// Roll the toss dice (BS4, BG3, BX2).
    RollOff,
    /// Line up the whole team from a formation (BS3).
    Formation(u8),
    /// Line up the team's next player (in roster order) on this square; a Heavy Tackle's left one.
    Place(Sq),
    /// The player to move this turn (BT1).
    Choose(PlayerId),
    /// Which of a Heavy Tackle's two dice counts (BT1, BK1, BA3 ruling).
    UseDie(u8),
    /// Where the moving player ends its move (a Heavy Tackle: its left square).
    MoveTo(Sq),
    /// The ball carrier steps from the last row into the opposing end zone (BG1).
    EndZone,
    /// After picking up the ball, stop there (BT4).
    Stop,
    /// The tackle to attempt (BT5, BK).
    Tackle {
        attacker: PlayerId,
        defender: PlayerId,
    },
    /// Hand the ball to this teammate (BH1).
    HandOff(PlayerId),
    /// Pass the ball to this teammate (BA1).
    Pass(PlayerId),
    /// End the turn without a hand-off or pass.
    EndTurn,
    /// Put the loose ball on this empty square (BF1, BA4).
    PlaceBall(Sq),
    /// Give the ball to this player (BF1; BA4's interception or recovery).
    GiveBall(PlayerId),
    /// The moving player blitzes this opponent (BB7).
    Blitz(PlayerId),
    /// Push the player to this square (its left square for a Heavy Tackle) (BB4).
    PushTo(Sq),
    /// The attacker follows up to this square (its left square for a Heavy Tackle) (BB5).
    FollowUp(Sq),
    /// The attacker stays where it is (BB5).
    HoldGround,
}

/// Why a decision was refused; the game is unchanged.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Illegal {
    GameOver,
    NotYourTurn { side: Side },
    NotAnOption { side: Side, decision: Decision },
}
