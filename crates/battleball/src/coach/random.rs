//! The random coach: uniform over the legal decisions. The baseline of the strength figures, and
//! what drives whole games for the property tests and the bench.

use gridiron_core::dice::{Dice, SeededDice};
use gridiron_core::game::EventSink;
use gridiron_core::side::Side;

use super::Coach;
use crate::engine::decision::Decision;
use crate::engine::event::Event;
use crate::engine::game::Game;

pub(crate) struct RandomCoach {
    dice: SeededDice,
}

impl RandomCoach {
    pub(crate) fn new(seed: u64) -> RandomCoach {
        RandomCoach {
            dice: SeededDice::from_seed(seed),
        }
    }
}

impl Coach for RandomCoach {
    fn decide(&mut self, _game: &Game, _side: Side, legal: &[Decision]) -> Option<Decision> {
        pick_random(&super::one_by_one(legal), &mut self.dice)
    }

    fn name(&self) -> &'static str {
        "random"
    }
}

/// Picks uniformly among `options` with `dice` (its own stream, not the game's).
pub fn pick_random(options: &[Decision], dice: &mut impl Dice) -> Option<Decision> {
    if options.is_empty() {
        return None;
    }
    Some(options[dice.below(options.len())])
}

/// Plays `game` to its end with random coaches drawing from `choices`, the game's dice from
/// `dice`; at most `max_decisions`. Returns the decisions made.
pub fn play_random(
    game: &mut Game,
    dice: &mut impl Dice,
    choices: &mut SeededDice,
    max_decisions: usize,
    events: &mut impl EventSink<Event>,
) -> usize {
    let mut options = Vec::new();
    let mut made = 0;
    while made < max_decisions {
        let Some(side) = game.waiting_on() else {
            break;
        };
        game.legal(side, &mut options);
        let Some(decision) = pick_random(&options, choices) else {
            break;
        };
        if game.apply(side, decision, dice, events).is_err() {
            break;
        }
        made += 1;
    }
    made
}
