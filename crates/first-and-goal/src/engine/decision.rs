//! The decisions a coach can make, and why one may be refused.

use serde::{Deserialize, Serialize};

use super::seat::Seat;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Coin {
    Heads,
    Tails,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum KickoffKind {
    Normal,
    /// Rule K3, only after a score.
    Onside,
    /// Rule K4, only with optional rule O3.
    Squib,
}

/// What a coach does in a timeout (rule P2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum TimeoutAction {
    /// A: take this play from the discard pile into the hand.
    TakeFromDiscard(u8),
    /// B: shuffle the hand into the deck and draw as many.
    Reshuffle,
    /// C: nothing.
    Nothing,
}

/// Every decision of the game. Cards are play indices into the offense or defense deck.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
// A word, not three bytes: the game's log of `(Seat, Decision)` then stores a decision as it
// is held in a register, where three bytes and a seat were shifted together into five at
// every decision.
#[repr(align(4))]
pub enum Decision {
    /// S1: the away coach calls the coin.
    CallCoin(Coin),
    /// S1: the toss winner receives the opening kickoff...
    Receive,
    /// ...or defers it to the second half.
    Defer,
    /// K1, K3, K4: the kicking team's kickoff.
    Kickoff(KickoffKind),
    /// K2: the receivers take the ball at their 20...
    Touchback,
    /// ...or run the kickoff out.
    RunOut,
    /// P1: a normal play; both coaches then pick a card.
    NormalPlay,
    /// P2.
    Timeout,
    /// K6, on 4th down; it costs no card.
    Punt,
    /// K5; it costs no card.
    FieldGoal,
    /// C6; it costs no card.
    QbSneak,
    /// C3.
    HailMary,
    /// C5, paying with a discard.
    Kneel { discard: u8 },
    /// C4: an unplayable hand discards one or two cards and draws as many.
    Redraw { first: u8, second: Option<u8> },
    /// Declines an optional step: no defense timeout, let a burn happen, do not run the clock.
    Pass,
    /// P2 A/B/C.
    TimeoutAction(TimeoutAction),
    /// P1/P3: the secretly chosen card.
    Card(u8),
    /// E4: the side that did not foul takes the penalty...
    AcceptPenalty,
    /// ...or the play as rolled.
    DeclinePenalty,
    /// P4 with an empty deck: the offense burns this hand card.
    BurnFromHand(u8),
    /// C2: burn the top card to run the clock after a completed pass.
    RunClock,
    /// P4/C2: the defense stops a burn with a timeout.
    StopClock,
    /// K7.
    Fake,
    /// K7.
    Kick,
    /// K6 option 1: roll every punt die.
    PuntAllDice,
    /// K6 option 2: replace this punt die with the play die.
    PuntReplacingDie(u8),
    /// K6: the receivers take the ball where it landed...
    FairCatch,
    /// ...or return it.
    ReturnPunt,
    /// SC1: the try.
    ExtraPoint,
    /// SC1: the try.
    TwoPointTry,
}

/// Why a decision was refused. The game state is unchanged.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Illegal {
    /// The game is over; nothing more can be decided.
    GameOver,
    /// This seat owes no decision now.
    NotYourTurn { seat: Seat },
    /// The seat owes a decision, but this is not one of its legal options.
    NotAnOption { seat: Seat, decision: Decision },
}

impl std::fmt::Display for Illegal {
    /// A developer-facing summary; the UI words refusals itself through Fluent.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Illegal::GameOver => write!(f, "the game is over"),
            Illegal::NotYourTurn { seat } => write!(f, "{seat:?} owes no decision"),
            Illegal::NotAnOption { seat, decision } => {
                write!(f, "{decision:?} is not a legal option for {seat:?}")
            }
        }
    }
}

impl std::error::Error for Illegal {}
