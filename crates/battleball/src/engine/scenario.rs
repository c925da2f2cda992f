//! Setting up positions directly, for tests and puzzles: the game starts mid-play at the turn of
//! `to_move`, with the given players on the field and the others where `rest` says.

use std::sync::Arc;

use gridiron_core::side::Side;

use super::board::Sq;
use super::decision::PlayerId;
use super::event::Period;
use super::game::{Ball, Game, Phase, Place};
use super::setup::Setup;

/// A position to start from.
#[derive(Debug, Clone)]
pub struct Scenario {
    pub to_move: Side,
    /// Players on the field and their (left) squares.
    pub field: Vec<(PlayerId, Sq)>,
    /// Where every other player is.
    pub rest: Place,
    pub ball: Ball,
    pub carnage: Vec<Sq>,
    /// Players lying prone (BB6).
    pub prone: Vec<PlayerId>,
    pub score: [u8; 2],
    pub period: Period,
}

impl Scenario {
    pub fn new(to_move: Side, field: &[(PlayerId, Sq)], ball: Ball) -> Scenario {
        Scenario {
            to_move,
            field: field.to_vec(),
            rest: Place::LockerRoom,
            ball,
            carnage: Vec::new(),
            prone: Vec::new(),
            score: [0, 0],
            period: Period::First,
        }
    }
}

impl Game {
    pub fn from_scenario(setup: Arc<Setup>, scenario: &Scenario) -> Game {
        let mut game = Game::new(setup);
        for id in 0..game.players.len() {
            game.players[id].place = scenario.rest;
        }
        for &(id, sq) in &scenario.field {
            game.put(id, sq);
        }
        for &sq in &scenario.carnage {
            game.carnage.insert(sq);
        }
        for &id in &scenario.prone {
            game.players[usize::from(id)].prone = true;
        }
        game.ball = scenario.ball;
        if let Ball::Held(id) = scenario.ball {
            game.possession = Some(game.team_of(id));
        }
        game.score = scenario.score;
        game.period = scenario.period;
        game.to_move = scenario.to_move;
        game.phase = Phase::Choose;
        game
    }
}
