//! Battleball under the game contract (`gridiron_core::game::Game`): two seats, one coach a
//! team, one decision at a time, and nothing hidden: every seat and every spectator sees the
//! whole board, so a view is the game itself.

use gridiron_core::dice::Dice;
use gridiron_core::game::{self as contract, Outcome};
use gridiron_core::side::Side;

use crate::{Decision, Event, Game, Illegal};

impl contract::Game for Game {
    type Seat = Side;
    type Decision = Decision;
    type Event = Event;
    type Illegal = Illegal;
    type SeatView = Game;
    type PublicView = Game;

    fn seats(&self) -> Vec<Side> {
        Side::BOTH.to_vec()
    }

    fn team_of(&self, seat: Side) -> Side {
        seat
    }

    fn waiting_on(&self) -> Vec<Side> {
        Game::waiting_on(self).into_iter().collect()
    }

    fn legal(&self, seat: Side, out: &mut Vec<Decision>) {
        Game::legal(self, seat, out);
    }

    fn apply<D: Dice, S: contract::EventSink<Event>>(
        &mut self,
        seat: Side,
        decision: Decision,
        dice: &mut D,
        events: &mut S,
    ) -> Result<(), Illegal> {
        Game::apply(self, seat, decision, dice, events)
    }

    fn seat_view(&self, _seat: Side) -> Game {
        self.clone()
    }

    fn public_view(&self) -> Game {
        self.clone()
    }

    /// Battleball has no hidden information (BS1): a sound view is the whole game as it stands.
    fn view_is_sound(&self, _seat: Side, view: &Game) -> bool {
        view == self
    }

    fn may_see(_event: &Event, _seat: Option<Side>) -> bool {
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

    fn decisions(&self) -> &[(Side, Decision)] {
        Game::decisions(self)
    }
}
