//! What happened, as data: the shell words it, tests assert on it.

use gridiron_core::side::Side;
use serde::{Deserialize, Serialize};

use super::board::Sq;
use super::decision::PlayerId;

/// Which part of the game is being played.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Period {
    First,
    Second,
    Overtime,
}

/// A block die's face (BB3 ruling: the published block die).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum BlockFace {
    AttackerDown,
    BothDown,
    Pushed,
    DefenderStumbles,
    DefenderDown,
}

impl BlockFace {
    /// The face a d6 roll shows: 1 Attacker Down, 2 Both Down, 3-4 Pushed, 5 Defender
    /// Stumbles, 6 Defender Down.
    pub fn from_roll(roll: u8) -> BlockFace {
        match roll {
            1 => BlockFace::AttackerDown,
            2 => BlockFace::BothDown,
            3 | 4 => BlockFace::Pushed,
            5 => BlockFace::DefenderStumbles,
            _ => BlockFace::DefenderDown,
        }
    }
}

/// Why play was halted (BX1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum HaltCause {
    /// Neither team can reach the ball or its opponent's end zone.
    Walled,
    /// A fumbled ball had no square and no player to go to (BF1).
    NowhereForTheBall,
    /// An incomplete pass had only carnage at its distance (BA4).
    OutOfPlay,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
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
    /// Who won the tackle (BK1-BK3): the player with the lower die, `None` on a tie (both
    /// lose). Said where the rule is applied, so that no one counting tackles re-derives it.
    TackleWon {
        winner: Option<PlayerId>,
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
    /// A block is declared (BB1-BB2): the players' strengths with their assists counted.
    Block {
        attacker: PlayerId,
        defender: PlayerId,
        blitz: bool,
    },
    /// A player assists its side of the block (BB2).
    Assist {
        player: PlayerId,
    },
    /// The block dice (BB3) and the strengths with assists (attacker, defender); `picker`
    /// chooses which die counts.
    BlockDice {
        strength: [u8; 2],
        dice: Vec<u8>,
        picker: Side,
    },
    /// The block die that counts (BB3).
    BlockResult {
        face: BlockFace,
    },
    /// A player pushed back (BB4): to its new (left) square, or `None` into the crowd.
    Pushed {
        player: PlayerId,
        to: Option<Sq>,
    },
    /// A push with nowhere to go at all (carnage all round, BB4 ruling): nobody moves.
    PushAbsorbed {
        player: PlayerId,
    },
    /// Beaten up by the crowd: to the locker room, no carnage (BB4).
    CrowdInjured {
        player: PlayerId,
    },
    FollowedUp {
        player: PlayerId,
        to: Sq,
    },
    /// Placed prone (BB6).
    KnockedDown {
        player: PlayerId,
    },
    /// The knocked-down player's injury roll (BB6 ruling); it stays prone unless injured.
    InjuryRoll {
        player: PlayerId,
        roll: u8,
    },
    /// The scatter die (BB4): the ball leaves `from` towards neighbour `roll` (1 east, 2 west,
    /// 3 and 4 up the board right and left, 5 and 6 down right and left).
    Scatter {
        from: Sq,
        roll: u8,
    },
    /// Where a scattered ball comes to rest: on `square`, held by `holder` if a standing player
    /// is there.
    BallLands {
        square: Sq,
        holder: Option<PlayerId>,
    },
    /// A prone player stands up instead of moving (BB6).
    StoodUp {
        player: PlayerId,
    },
    /// The attacker was knocked down: the turn ends at once (BB8).
    Turnover {
        team: Side,
    },
    /// House rule: the game reached `MAX_DECISIONS` and is called; the score stands (the
    /// `GameOver` that follows says who won).
    Called,
    /// BX3 or BG3: `winner` is `None` for a tie.
    GameOver {
        winner: Option<Side>,
        score: [u8; 2],
    },
}
