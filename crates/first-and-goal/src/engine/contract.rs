//! 1st & Goal under the game contract (`gridiron_core::game::Game`): four seats, two of them
//! choosing at once at every snap, and hands that only their coach (and, under M2, the
//! partner) may see.

use std::sync::Arc;

use gridiron_core::dice::Dice;
use gridiron_core::game::{self as contract, EventSink};
use gridiron_core::side::Side;

use super::event::Event;
use super::game::{other_role, Game};
use super::setup::{OptionalRules, Setup};
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
        let hand_of = |seat: Seat| self.deck_role_of(seat).map(|role| *self.deck(role).hand());
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

    fn points(&self, team: Side) -> u32 {
        u32::from(self.score(team))
    }

    fn decisions(&self) -> &[(Seat, Decision)] {
        Game::decisions(self)
    }
}

/// The set-up choices a sample varies, each a bit of the variant: the optional rules O1-O3 and
/// M2's partners sharing hands.
const TURNOVERS: usize = 1;
const BREAKAWAYS: usize = 2;
const SQUIB: usize = 4;
const PARTNERS_SHARE_HANDS: usize = 8;
const VARIANTS: usize = 16;

/// Every combination of the optional rules and of partners sharing hands: sixteen new games
/// between the first two shipped teams (in the order of their files; no code names a team).
impl contract::Sample for Game {
    fn sample(variant: usize) -> Option<Game> {
        if variant >= VARIANTS {
            return None;
        }
        let library = crate::data::load(&[]).ok()?;
        let [home, away] = library.teams.get(..2)? else {
            return None;
        };
        let optional = OptionalRules {
            turnovers: variant & TURNOVERS != 0,
            breakaways: variant & BREAKAWAYS != 0,
            squib: variant & SQUIB != 0,
        };
        let mut setup = Setup::new(&library, &home.team, &away.team, optional);
        setup.partners_share_hands = variant & PARTNERS_SHARE_HANDS != 0;
        Some(Game::new(Arc::new(setup)))
    }
}

#[cfg(test)]
mod tests {
    use gridiron_core::game::Sample;

    use super::*;

    #[test]
    fn sixteen_samples_set_up_every_combination_of_the_optional_rules_and_shared_hands() {
        let setups: Vec<(OptionalRules, bool)> = (0..)
            .map_while(Game::sample)
            .map(|game| (game.setup().optional, game.setup().partners_share_hands))
            .collect();
        assert_eq!(setups.len(), VARIANTS);
        for (i, setup) in setups.iter().enumerate() {
            assert!(!setups[..i].contains(setup), "{setup:?} twice");
        }
        assert!(Game::sample(VARIANTS).is_none());
        assert!(Game::sample(usize::MAX).is_none());
    }

    #[test]
    fn a_sample_is_a_new_game_between_two_teams() {
        let game = Game::sample(0).expect("the shipped data loads");
        assert_eq!(game.setup().optional, OptionalRules::default());
        assert!(!game.setup().partners_share_hands);
        assert_ne!(game.setup().teams[0].name, game.setup().teams[1].name);
        assert!(game.decisions().is_empty() && !Game::is_over(&game));
    }
}
