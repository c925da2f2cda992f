//! Trying decisions out on a `Game::sandbox`: with chosen faces for the dice (a chance node's
//! outcome, from `battleball::odds`), and playing a turn out to its end with the heuristic.

use gridiron_core::dice::{Dice, SeededDice, SidedDie};
use gridiron_core::game::Discard;
use gridiron_core::side::Side;

use super::chances::Chances;
use super::heuristic;
use crate::engine::decision::Decision;
use crate::engine::game::{Game, Pending};

/// Dice that show the given faces in turn, then the coach's own stream.
pub(crate) struct Faces<'a> {
    faces: &'a [u8],
    next: usize,
    spare: &'a mut SeededDice,
}

impl<'a> Faces<'a> {
    pub(crate) fn new(faces: &'a [u8], spare: &'a mut SeededDice) -> Faces<'a> {
        Faces {
            faces,
            next: 0,
            spare,
        }
    }
}

impl Dice for Faces<'_> {
    fn below(&mut self, n: usize) -> usize {
        self.spare.below(n)
    }

    fn roll_sided(&mut self, die: SidedDie) -> u8 {
        match self.faces.get(self.next) {
            Some(&face) => {
                self.next += 1;
                face.clamp(1, die.sides.max(1))
            }
            None => self.spare.roll_sided(die),
        }
    }
}

/// Applies `decision`, one of the sandbox's legal options, for whoever owes it, with `dice`;
/// `false` once the game is over.
pub(crate) fn try_apply(game: &mut Game, decision: Decision, dice: &mut impl Dice) -> bool {
    let Some(side) = game.waiting_on() else {
        return false;
    };
    game.apply_listed(side, decision, dice, &mut Discard)
}

/// Whether the turn in progress is over: a new turn, a line-up, or the game's end.
pub(crate) fn at_turn_boundary(game: &Game, mover: Side) -> bool {
    match game.pending() {
        Pending::ChoosePlayer => game.to_move() != mover,
        Pending::LineUp | Pending::RollOff | Pending::None => true,
        _ => false,
    }
}

/// Plays the turn of `mover` out with the heuristic for both coaches (the tackle dice's picks, a
/// fumble's placement, a block's push and follow-up), at most `limit` decisions.
pub(crate) fn finish_turn(
    game: &mut Game,
    mover: Side,
    ch: &mut Chances,
    dice: &mut SeededDice,
    limit: usize,
) {
    play_turn(game, mover, dice, limit, |game, side, options| {
        if options.len() == 1 {
            options[0]
        } else {
            heuristic::decide(game, side, options, ch, 0)
        }
    });
}

/// Plays the turn of `mover` out, each decision `decide`'s from the legal options (never none),
/// at most `limit` decisions.
pub(crate) fn play_turn(
    game: &mut Game,
    mover: Side,
    dice: &mut SeededDice,
    limit: usize,
    mut decide: impl FnMut(&Game, Side, &[Decision]) -> Decision,
) {
    let mut options = Vec::new();
    for _ in 0..limit {
        if at_turn_boundary(game, mover) {
            return;
        }
        let Some(side) = game.waiting_on() else {
            return;
        };
        game.legal(side, &mut options);
        if options.is_empty() {
            return;
        }
        let decision = decide(game, side, &options);
        if !try_apply(game, decision, dice) {
            return;
        }
    }
}
