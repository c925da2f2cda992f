//! Battleball under the game contract (`gridiron_core::game::Game`): two seats, one coach a
//! team, one decision at a time, and nothing hidden: every seat and every spectator sees the
//! whole board, so a view is the position as it stands (`Snapshot`: the game without its setup,
//! which every client has, and without its record).

use std::sync::Arc;

use gridiron_core::dice::Dice;
use gridiron_core::game as contract;
use gridiron_core::side::Side;

use crate::{data, Decision, Event, Game, Illegal, Options, Setup, Snapshot};

/// Every combination of the optional rules, each a sample: the basic game, the advanced game
/// (passing), blocks, and the advanced game with blocks (the rules allow each).
const SAMPLED_OPTIONS: [Options; 4] = [
    Options {
        advanced: false,
        blocks: false,
    },
    Options {
        advanced: true,
        blocks: false,
    },
    Options {
        advanced: false,
        blocks: true,
    },
    Options {
        advanced: true,
        blocks: true,
    },
];

impl contract::Game for Game {
    type Seat = Side;
    type Decision = Decision;
    type Event = Event;
    type Illegal = Illegal;
    type SeatView = Snapshot;
    type PublicView = Snapshot;

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

    fn seat_view(&self, _seat: Side) -> Snapshot {
        self.snapshot()
    }

    fn public_view(&self) -> Snapshot {
        self.snapshot()
    }

    /// Battleball has no hidden information (BS1): a sound view is the whole position as it
    /// stands.
    fn view_is_sound(&self, _seat: Side, view: &Snapshot) -> bool {
        *view == self.snapshot()
    }

    fn may_see(_event: &Event, _seat: Option<Side>) -> bool {
        true
    }

    fn is_over(&self) -> bool {
        Game::is_over(self)
    }

    fn points(&self, team: Side) -> u32 {
        u32::from(self.score(team))
    }

    fn decisions(&self) -> &[(Side, Decision)] {
        Game::decisions(self)
    }
}

impl contract::Sample for Game {
    /// A new game between the first two shipped teams, with the `variant`-th combination of the
    /// optional rules; `None` past the last, or if the shipped data does not load.
    fn sample(variant: usize) -> Option<Game> {
        let options = *SAMPLED_OPTIONS.get(variant)?;
        let library = data::load().ok()?;
        let (home, away) = (library.teams.first()?, library.teams.get(1)?);
        let setup = Setup::new(&library, home, away, options);
        Some(Game::new(Arc::new(setup)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use gridiron_core::game::Sample;

    #[test]
    fn every_combination_of_the_optional_rules_is_a_sample_and_then_none() {
        for (variant, options) in SAMPLED_OPTIONS.into_iter().enumerate() {
            let game = <Game as Sample>::sample(variant).expect("the shipped data loads");
            assert_eq!(game.setup().options, options);
            assert_ne!(game.setup().teams[0], game.setup().teams[1]);
            assert!(!Game::is_over(&game));
        }
        assert!(<Game as Sample>::sample(SAMPLED_OPTIONS.len()).is_none());
    }
}
