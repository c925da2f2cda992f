//! The game as a coach reads it from its seat: who has the ball, the score from its own side,
//! and how much clock (offense cards) is left.

use crate::engine::{Half, Role, SeatView, Side, Table};

/// Offense cards left in a half at or below which the end of the half shapes every call.
pub(crate) const LATE_CARDS: u16 = 14;

#[derive(Debug, Clone, Copy)]
pub(crate) struct Situation {
    pub me: Side,
    pub role: Role,
    /// `Side::index()` of the team with the ball.
    pub offense: usize,
    pub ball: i16,
    pub down: u8,
    pub to_go: i16,
    /// My points minus theirs.
    pub lead: i32,
    pub half: Half,
    /// The clock: offense cards left in draw pile and hand.
    pub clock: u16,
    pub my_timeouts: u8,
    pub try_snap: bool,
}

impl Situation {
    pub(crate) fn read(view: &SeatView) -> Situation {
        let t: &Table = &view.table;
        let me = view.seat.team;
        let offense_deck = t.decks[Role::Offense as usize];
        Situation {
            me,
            role: view.seat.role,
            offense: t.offense.index(),
            ball: t.ball,
            down: t.down,
            to_go: t.to_go(),
            lead: i32::from(t.score[me.index()]) - i32::from(t.score[me.other().index()]),
            half: t.half,
            clock: u16::from(offense_deck.draw_pile) + u16::from(offense_deck.hand_size),
            my_timeouts: t.timeouts[me.index()],
            try_snap: t.try_snap,
        }
    }

    /// The last half that can decide the game: the second half or overtime.
    pub(crate) fn deciding_half(&self) -> bool {
        self.half != Half::First
    }

    /// Late in the deciding half: the score now matters more than field position.
    pub(crate) fn late(&self) -> bool {
        self.deciding_half() && self.clock <= LATE_CARDS
    }

    pub(crate) fn trailing_late(&self) -> bool {
        self.late() && self.lead < 0
    }

    pub(crate) fn leading_late(&self) -> bool {
        self.late() && self.lead > 0
    }
}
