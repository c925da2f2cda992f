//! What one seat may see (rule M3): the public table, its own hand, its partner's hand when the
//! table allows it (M2), and its own choice while the other side has not yet chosen.

use serde::{Deserialize, Serialize};

use crate::data::model::MAX_PLAYS;

use super::decision::Decision;
use super::event::Half;
use super::game::{AfterTimeout, Game, PenaltySite, Pending, Phase, SnapOutcome};
use super::seat::{Role, Seat, Side};

/// Counts per play index.
pub type Hand = [u8; MAX_PLAYS];

/// One deck as everyone sees it: pile sizes and the face-up discards.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct DeckView {
    pub draw_pile: u8,
    pub hand_size: u8,
    pub discards: Hand,
}

/// Everything on the table that every seat may see.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Table {
    pub half: Half,
    /// Indexed by `Side::index()`.
    pub score: [u16; 2],
    pub timeouts: [u8; 2],
    pub offense: Side,
    /// Yards from the offense's own goal line.
    pub ball: i16,
    pub down: u8,
    pub line_to_gain: i16,
    pub try_snap: bool,
    /// Indexed by `Role`: the offense deck, then the defense deck.
    pub decks: [DeckView; 2],
    pub pending: Pending,
    /// The snap rolled and not yet applied while the clock's burns are settled (P4, C2), also
    /// through a timeout that stopped a burn: the decision is made knowing what it will do.
    pub rolled: Option<Rolled>,
    /// Where a punt in the air comes down (the kicking team's yards), while the receivers
    /// choose a fair catch or a return: no down applies then, not even after a safety (SC3).
    pub punt_landing: Option<i16>,
    /// The kick a pending penalty flag fell on, if it fell on no snap.
    pub flagged_kick: Option<FlaggedKick>,
}

/// A kick a penalty flag fell on (K2, K6): no down applies to it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum FlaggedKick {
    KickoffReturn,
    Punt,
    PuntReturn,
}

/// What a rolled snap will do once it is applied: `gain` the yards the ball moves, as its
/// `Gained` event will say (to a goal line at most, all the way for O2's touchdown).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Rolled {
    pub gain: i16,
    pub turnover: bool,
    pub touchdown: bool,
}

impl Table {
    pub(crate) fn to_go(self) -> i16 {
        self.line_to_gain - self.ball
    }

    pub fn goal_to_go(&self) -> bool {
        self.line_to_gain >= super::game::FIELD
    }

    pub(crate) fn defense(&self) -> Side {
        self.offense.other()
    }
}

/// What `seat` may see.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatView {
    pub seat: Seat,
    pub table: Table,
    /// The hand of the deck this seat plays now, if it plays one.
    pub hand: Option<Hand>,
    /// The partner's hand, only when partners share hands and the partner plays a deck now.
    pub partner_hand: Option<Hand>,
    /// This seat's own secret choice while the other side is still choosing.
    pub own_choice: Option<Decision>,
    /// The two cards of the most recent reveal: public, as both lie face up on the discard piles.
    pub last_plays: Option<LastPlays>,
}

/// The cards both sides revealed at one snap (P3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct LastPlays {
    /// The team that played the offense card.
    pub offense: Side,
    pub offense_play: u8,
    pub defense_play: u8,
    /// The position of the later card in the decision log: tells one reveal from the next.
    pub at: usize,
}

impl Game {
    pub fn table(&self) -> Table {
        let deck_view = |role: Role| {
            let deck = self.deck(role);
            DeckView {
                draw_pile: deck.draw_len() as u8,
                hand_size: deck.hand_len() as u8,
                discards: *deck.discard(),
            }
        };
        Table {
            half: self.half,
            score: self.score,
            timeouts: self.timeouts,
            offense: self.offense,
            ball: self.ball,
            down: self.down,
            line_to_gain: self.line_to_gain,
            try_snap: self.try_snap,
            decks: [deck_view(Role::Offense), deck_view(Role::Defense)],
            pending: self.pending(),
            rolled: self.rolled(),
            punt_landing: match self.phase {
                Phase::PuntCatch { landing } => Some(landing),
                _ => None,
            },
            flagged_kick: match self.phase {
                Phase::Penalty { site, .. } => match site {
                    PenaltySite::KickoffReturn { .. } => Some(FlaggedKick::KickoffReturn),
                    PenaltySite::Punt { .. } => Some(FlaggedKick::Punt),
                    PenaltySite::PuntReturn { .. } => Some(FlaggedKick::PuntReturn),
                    PenaltySite::Scrimmage { .. } | PenaltySite::Sneak => None,
                },
                _ => None,
            },
        }
    }

    fn rolled(&self) -> Option<Rolled> {
        let snap = match self.phase {
            Phase::RunClock { snap }
            | Phase::StopBurn { snap }
            | Phase::BurnFromHand { snap }
            | Phase::Timeout {
                then: AfterTimeout::Apply(snap),
                ..
            } => snap,
            _ => return None,
        };
        match snap.outcome {
            SnapOutcome::Moved {
                gain,
                turnover,
                touchdown,
                ..
            } => Some(Rolled {
                gain: self.yards_moved(gain, touchdown),
                turnover,
                touchdown: self.snap_scores(gain, turnover, touchdown),
            }),
            SnapOutcome::Penalty { .. } => None,
        }
    }

    /// The role whose deck `seat` plays now, if any: a team's offense coach while it has the
    /// ball, its defense coach while the other team has it.
    pub(crate) fn deck_role_of(&self, seat: Seat) -> Option<Role> {
        (self.seat(seat.role) == seat).then_some(seat.role)
    }

    pub fn view(&self, seat: Seat) -> SeatView {
        let hand_of = |seat: Seat| self.deck_role_of(seat).map(|role| *self.deck(role).hand());
        let partner = Seat::new(seat.team, super::game::other_role(seat.role));
        let partner_hand = if self.setup.partners_share_hands {
            hand_of(partner)
        } else {
            None
        };
        SeatView {
            seat,
            table: self.table(),
            hand: hand_of(seat),
            partner_hand,
            own_choice: self.secret_choice(seat),
            last_plays: self.last_plays(),
        }
    }

    /// The latest completed pair of card choices. A lone card at the end of the log is a choice
    /// still secret (the other side has not chosen) and is skipped.
    pub(crate) fn last_plays(&self) -> Option<LastPlays> {
        let pending_secret = matches!(
            self.phase,
            Phase::Cards { offense, defense, .. } if offense.is_some() != defense.is_some()
        );
        let mut cards = self
            .recent_cards
            .iter()
            .map_while(|card| *card)
            .skip(usize::from(pending_secret));
        let (at, later_seat, later) = cards.next()?;
        let (_, _, earlier) = cards.next()?;
        let (offense, offense_play, defense_play) = match later_seat.role {
            Role::Offense => (later_seat.team, later, earlier),
            Role::Defense => (later_seat.team.other(), earlier, later),
        };
        Some(LastPlays {
            offense,
            offense_play,
            defense_play,
            at,
        })
    }

    fn secret_choice(&self, seat: Seat) -> Option<Decision> {
        let mine = |offense: Option<Decision>, defense: Option<Decision>| {
            self.deck_role_of(seat).and_then(|role| match role {
                Role::Offense => offense,
                Role::Defense => defense,
            })
        };
        match self.phase {
            Phase::Cards {
                offense, defense, ..
            } => mine(offense.map(Decision::Card), defense.map(Decision::Card)),
            Phase::Timeout {
                offense, defense, ..
            } => mine(
                offense.map(Decision::TimeoutAction),
                defense.map(Decision::TimeoutAction),
            ),
            Phase::FakeOrKick {
                offense, defense, ..
            } => {
                let side = |fakes: bool| {
                    if fakes {
                        Decision::Fake
                    } else {
                        Decision::Kick
                    }
                };
                mine(offense.map(side), defense.map(side))
            }
            _ => None,
        }
    }
}
