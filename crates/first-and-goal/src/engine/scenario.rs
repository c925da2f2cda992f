//! Setting up a position directly, and reading the state field by field: for rule tests,
//! benchmarks and evaluating coaches. Compiled only with the feature `scenario`, which the
//! program's tests and benchmarks turn on and the program itself never does: a shell cannot
//! set a score, hand a team a fourth timeout or look into a deck it does not play.
//!
//! The setters bypass the rules that lead to a position, never the rules that play from it.

use std::sync::Arc;

use gridiron_core::dice::Dice;

use super::deck::Deck;
use super::event::Half;
use super::game::{Game, Phase, FIELD};
use super::seat::{Role, Side};
use super::setup::Setup;

impl Game {
    /// A game at a scrimmage snap: `offense` has the ball at `ball` (its own yards), `down` and
    /// `to_go`, both decks shuffled with fresh hands, the offense about to announce its call.
    pub fn at_snap(
        setup: Arc<Setup>,
        offense: Side,
        ball: i16,
        down: u8,
        to_go: i16,
        dice: &mut impl Dice,
    ) -> Game {
        let mut game = Game::new(setup);
        for deck in &mut game.decks {
            deck.restart(dice);
        }
        game.offense = offense;
        game.opening_receiver = offense;
        game.ball = ball.clamp(1, FIELD - 1);
        game.down = down.clamp(1, 4);
        game.line_to_gain = (ball + to_go.max(1)).min(FIELD);
        game.phase = Phase::Call;
        game
    }

    /// Replaces the hand of `role`'s deck with `plays`, taken from its draw pile.
    /// False (and the hand partly arranged) if the draw pile lacks one of them.
    pub fn arrange_hand(&mut self, role: Role, plays: &[u8]) -> bool {
        self.deck_mut(role).arrange_hand(plays)
    }

    /// Moves `plays` from `role`'s draw pile to its top, the last one on top.
    /// False if the draw pile lacks one of them.
    pub fn stack_draw_pile(&mut self, role: Role, plays: &[u8]) -> bool {
        plays
            .iter()
            .all(|&play| self.deck_mut(role).stack_on_top(play))
    }

    /// Sends `role`'s whole draw pile to its discards, as late in a half.
    pub fn exhaust_draw_pile(&mut self, role: Role) {
        self.deck_mut(role).exhaust_draw_pile();
    }

    pub fn set_score(&mut self, home: u16, away: u16) {
        self.score = [home, away];
    }

    pub fn set_timeouts(&mut self, team: Side, timeouts: u8) {
        self.timeouts[team.index()] = timeouts;
    }

    pub fn set_half(&mut self, half: Half) {
        self.half = half;
    }
}

/// Reads for tests: the table's fields one by one, and both decks whole (hands included, which
/// no seat's view holds).
impl Game {
    pub fn half(&self) -> Half {
        self.half
    }

    pub fn offense(&self) -> Side {
        self.offense
    }

    /// Yards from the offense's own goal line.
    pub fn ball(&self) -> i16 {
        self.ball
    }

    pub fn down(&self) -> u8 {
        self.down
    }

    pub fn line_to_gain(&self) -> i16 {
        self.line_to_gain
    }

    pub fn timeouts(&self, team: Side) -> u8 {
        self.timeouts[team.index()]
    }

    /// Draw pile, hand and discards of `role`'s deck.
    pub fn deck_of(&self, role: Role) -> &Deck {
        self.deck(role)
    }
}
