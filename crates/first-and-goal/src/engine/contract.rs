//! 1st & Goal under the game contract (`gridiron_core::game::Game`): four seats, two of them
//! choosing at once at every snap, and hands that only their coach (and, under M2, the
//! partner) may see.

use gridiron_core::dice::Dice;
use gridiron_core::game::{self as contract, EventSink, Outcome};
use gridiron_core::side::Side;

use super::event::Event;
use super::game::{other_role, Game};
use super::view::{SeatView, Table};
use super::{Decision, Illegal, Seat};

impl contract::Game for Game {
    type Seat = Seat;
    type Decision = Decision;
    type Event = Event;
    type Illegal = Illegal;
    type SeatView = SeatView;
    type PublicView = Table;

    fn seats(&self) -> Vec<Seat> {
        Seat::ALL.to_vec()
    }

    fn team_of(&self, seat: Seat) -> Side {
        seat.team
    }

    fn waiting_on(&self) -> Vec<Seat> {
        Game::waiting_on(self).to_vec()
    }

    fn legal(&self, seat: Seat, out: &mut Vec<Decision>) {
        Game::legal(self, seat, out);
    }

    fn apply<D: Dice, S: EventSink<Event>>(
        &mut self,
        seat: Seat,
        decision: Decision,
        dice: &mut D,
        events: &mut S,
    ) -> Result<(), Illegal> {
        Game::apply(self, seat, decision, dice, events)
    }

    fn seat_view(&self, seat: Seat) -> SeatView {
        self.view(seat)
    }

    fn public_view(&self) -> Table {
        self.table()
    }

    /// P1 and M2: a seat sees the hand of the deck it plays now, its partner's only when
    /// partners share hands, and of the choices made at a snap only its own until both are in.
    fn view_is_sound(&self, seat: Seat, view: &SeatView) -> bool {
        let hand_of = |seat: Seat| {
            self.deck_role_of(seat)
                .map(|role| *self.deck(role).hand())
        };
        let partner = Seat::new(seat.team, other_role(seat.role));
        let partner_may_show = self.setup().partners_share_hands;
        view.seat == seat
            && view.table == self.table()
            && view.hand == hand_of(seat)
            && (view.partner_hand.is_none() || partner_may_show)
            && view
                .partner_hand
                .is_none_or(|hand| Some(hand) == hand_of(partner))
            && view.own_choice.is_none_or(|choice| {
                !self.owes(seat) && Game::decisions(self).contains(&(seat, choice))
            })
            && view.last_plays == self.last_plays()
    }

    /// Every event of 1st & Goal is public: the cards are revealed together (`PlaysRevealed`)
    /// after both are chosen, and a hand is never an event.
    fn may_see(_event: &Event, _seat: Option<Seat>) -> bool {
        true
    }

    fn is_over(&self) -> bool {
        Game::is_over(self)
    }

    fn outcome(&self) -> Option<Outcome> {
        Game::is_over(self).then(|| Outcome {
            home: u32::from(self.score(Side::Home)),
            away: u32::from(self.score(Side::Away)),
        })
    }

    fn decisions(&self) -> &[(Seat, Decision)] {
        Game::decisions(self)
    }
}
