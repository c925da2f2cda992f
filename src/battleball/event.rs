//! What happened, as data: the shell words it, tests assert on it.

use crate::engine::Side;

use super::board::Sq;
use super::decision::PlayerId;

/// Which part of the game is being played.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Period {
    First,
    Second,
    Overtime,
}

/// Why play was halted (BX1).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HaltCause {
    /// Neither team can reach the ball or its opponent's end zone.
    Walled,
    /// A fumbled ball had no square and no player to go to (BF1).
    NowhereForTheBall,
    /// An incomplete pass had only carnage at its distance (BA4).
    OutOfPlay,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Event {
    /// Both toss dice; `first` moves first (BS4, BG3). A tie is rolled again.
    Toss {
        home: u8,
        away: u8,
    },
    FirstToMove(Side),
    LineUpBegins {
        period: Period,
    },
    FormationUsed {
        team: Side,
        formation: u8,
    },
    Placed {
        player: PlayerId,
        square: Sq,
    },
    Chosen {
        player: PlayerId,
    },
    /// A player's roll to move; a Heavy Tackle's two dice.
    MoveRoll {
        player: PlayerId,
        dice: [u8; 2],
        heavy: bool,
    },
    /// A Heavy Tackle rolled doubles and cannot move (BT1).
    Malfunction {
        player: PlayerId,
    },
    /// The player cannot move anywhere with its roll (a ruling).
    NoMove {
        player: PlayerId,
    },
    Moved {
        player: PlayerId,
        to: Sq,
    },
    PickedUp {
        player: PlayerId,
        square: Sq,
    },
    Tackle {
        attacker: PlayerId,
        defender: PlayerId,
        attacker_dice: [u8; 2],
        defender_dice: [u8; 2],
    },
    /// Into the locker room for the rest of the half (BK1).
    Injured {
        player: PlayerId,
    },
    /// Into the box for the rest of the game (BK4).
    SeriouslyInjured {
        player: PlayerId,
    },
    Carnage {
        square: Sq,
    },
    TookBall {
        player: PlayerId,
    },
    Fumble {
        player: PlayerId,
    },
    HandOff {
        from: PlayerId,
        to: PlayerId,
        dice: [u8; 4],
    },
    Pass {
        from: PlayerId,
        to: PlayerId,
        distance: u8,
    },
    PassRoll {
        receiver_dice: [u8; 2],
        passing: u8,
    },
    Complete {
        receiver: PlayerId,
    },
    Incomplete {
        receiver: PlayerId,
        passing: u8,
    },
    Intercepted {
        player: PlayerId,
    },
    Recovered {
        player: PlayerId,
    },
    BallPlaced {
        square: Sq,
    },
    BallGiven {
        player: PlayerId,
    },
    Touchdown {
        team: Side,
        by_elimination: bool,
    },
    Halted {
        cause: HaltCause,
    },
    /// BX2: both last players fell in one tackle; the period starts again.
    Restart,
    TurnEnds {
        team: Side,
    },
    /// BX3 or BG3: `winner` is `None` for a tie.
    GameOver {
        winner: Option<Side>,
        score: [u8; 2],
    },
}
