//! What happened, as data. The engine never words anything: the UI narrates these through Fluent.
//!
//! Spots are yards from the goal line of the team named with them (`team`), 0..=100.

use serde::{Deserialize, Serialize};

use crate::data::model::{Cell, PenaltyFace, Symbol};
use crate::dice::DieRef;

use super::decision::{Coin, KickoffKind, TimeoutAction};
use super::seat::{Role, Side};

/// What a rolled face says.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum FaceValue {
    Yards(i8),
    Symbol(Symbol),
    Penalty(PenaltyFace),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Half {
    First,
    Second,
    Overtime,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum ScoreKind {
    Touchdown,
    FieldGoal,
    Safety,
    ExtraPoint,
    TwoPoints,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum TurnoverCause {
    Fumble,
    Interception,
    Downs,
    BlockedFieldGoal,
    BlockedPunt,
    MissedFieldGoal,
    FakeStopped,
    MuffedPunt,
    KickoffFumble,
    OnsideRecovered,
}

impl TurnoverCause {
    /// O1 names these turnovers: a loose ball someone recovers and runs with.
    pub(crate) fn rolls_for_recovery(self) -> bool {
        !matches!(
            self,
            TurnoverCause::Downs | TurnoverCause::MissedFieldGoal | TurnoverCause::OnsideRecovered
        )
    }

    /// Without O1 a loose return ball (K2, K6) is the kickers' "at the spot" of the fumble or
    /// muff, which the rules keep on the field: one behind a goal line is taken at the 1.
    pub(crate) fn recovered_in_the_field_of_play(self) -> bool {
        matches!(
            self,
            TurnoverCause::KickoffFumble | TurnoverCause::MuffedPunt
        )
    }
}

/// Which kick a `Kicked` or `Blocked` event reports.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum KickKind {
    Onside,
    Squib,
    Punt,
    FieldGoal,
    ExtraPoint,
}

/// A special call announced in the open (P1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum SpecialCall {
    Punt,
    FieldGoal,
    QbSneak,
    HailMary,
    Kneel,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    CoinTossed {
        caller: Side,
        call: Coin,
        landed: Coin,
        winner: Side,
    },
    ReceiveChosen {
        team: Side,
        receive: bool,
    },
    HalfStarted {
        half: Half,
    },
    KickoffChosen {
        kicking: Side,
        kind: KickoffKind,
    },
    /// The receivers take the ball at their 20 (K2, punts beyond the goal line, turnovers in the end zone).
    Touchback {
        team: Side,
    },
    /// A kick or return ended with `team` holding the ball at `spot`.
    BallSpotted {
        team: Side,
        spot: i16,
    },
    DieRolled {
        team: Option<Side>,
        die: DieRef,
        face: u8,
        value: FaceValue,
    },
    TimeoutCalled {
        team: Side,
        remaining: u8,
    },
    TimeoutActionTaken {
        team: Side,
        role: Role,
        action: TimeoutActionKind,
    },
    SpecialCalled {
        team: Side,
        call: SpecialCall,
    },
    PlaysRevealed {
        offense: Side,
        offense_play: u8,
        defense_play: u8,
        cell: Cell,
        fake: bool,
    },
    CardBurned {
        team: Side,
        play: u8,
    },
    BurnStopped {
        team: Side,
    },
    CardsRedrawn {
        team: Side,
        count: u8,
    },
    /// The snap's total gain, after the play die (E1, E2): yards the ball moved, so a score
    /// counts the yards to the goal line, not the dice's sum. `turnover` when the referee die
    /// took the ball away at the new spot (E3): those yards were lost with it.
    Gained {
        team: Side,
        yards: i16,
        turnover: bool,
    },
    BallMoved {
        team: Side,
        from: i16,
        to: i16,
    },
    /// A new set of downs; `goal_to_go` is "1st & Goal" (F3). `earned` when the offense's own
    /// snap (or a penalty) gained it, not when a possession starts.
    FirstDown {
        team: Side,
        spot: i16,
        goal_to_go: bool,
        earned: bool,
    },
    NextDown {
        team: Side,
        down: u8,
        to_go: i16,
        spot: i16,
    },
    PenaltyFlagged {
        against: Side,
        role: Role,
        face: PenaltyFace,
    },
    PenaltyDecided {
        by: Side,
        accepted: bool,
    },
    Turnover {
        cause: TurnoverCause,
        to: Side,
        spot: i16,
    },
    Scored {
        team: Side,
        kind: ScoreKind,
        points: u8,
        home: u16,
        away: u16,
    },
    /// SC1: the scoring team's choice of try.
    TryChosen {
        team: Side,
        two_points: bool,
    },
    TryFailed {
        team: Side,
        two_points: bool,
    },
    FakeKickRevealed {
        offense_fakes: bool,
        defense_fakes: bool,
    },
    /// A kick traveled `yards` from `from` (the kicking team's yards); `bonus` of them are
    /// K7's +5 for KICK against FAKE, so a player can see where the roll ends and the bonus starts.
    Kicked {
        team: Side,
        kind: KickKind,
        from: i16,
        yards: i16,
        bonus: i16,
    },
    /// Where a punt's play ended: `net` yards from the line of scrimmage to where the next
    /// snap is taken (touchbacks at the 20, returns subtracted), in the kicking team's favour.
    PuntEnded {
        team: Side,
        net: i16,
    },
    FieldGoalMissed {
        team: Side,
    },
    /// A kick blocked (K5, K6, SC1); `team` is the kicking team.
    Blocked {
        team: Side,
        kind: KickKind,
    },
    FairCatch {
        team: Side,
    },
    KickingTeamRecovered {
        team: Side,
    },
    HailMaryFailed {
        team: Side,
    },
    PossessionChanged {
        offense: Side,
    },
    HalfEnded {
        half: Half,
    },
    GameOver {
        home: u16,
        away: u16,
        winner: Option<Side>,
    },
}

/// A timeout action as others see it: a card taken from the discards stays secret (P2 A).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum TimeoutActionKind {
    TookFromDiscard,
    Reshuffled,
    Nothing,
}

impl From<TimeoutAction> for TimeoutActionKind {
    fn from(action: TimeoutAction) -> Self {
        match action {
            TimeoutAction::TakeFromDiscard(_) => TimeoutActionKind::TookFromDiscard,
            TimeoutAction::Reshuffle => TimeoutActionKind::Reshuffled,
            TimeoutAction::Nothing => TimeoutActionKind::Nothing,
        }
    }
}
