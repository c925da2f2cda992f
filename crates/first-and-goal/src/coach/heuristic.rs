//! Football sense: the call-level decisions of `calls`, and the card that does best against the
//! plays the opponent is likely to hold, taking every held play as equally likely.

use std::sync::Arc;

use crate::data::model::MAX_PLAYS;
use crate::engine::{Decision, Pending, SeatView, Setup};
use gridiron_core::dice::SeededDice;

use super::calls;
use super::card_game::CardGame;
use super::situation::Situation;
use super::tables::TablesHandle;
use super::Coach;

pub struct HeuristicCoach {
    dice: SeededDice,
    tables: TablesHandle,
}

impl HeuristicCoach {
    pub fn new(seed: u64) -> HeuristicCoach {
        HeuristicCoach {
            dice: SeededDice::from_seed(seed),
            tables: TablesHandle::default(),
        }
    }
}

/// The row with the best payoff against the opponent's plays weighted by `weights`.
pub(crate) fn best_row(game: &CardGame, weights: &[f64]) -> usize {
    let mut best = (0, f64::NEG_INFINITY);
    for r in 0..game.row_count {
        let payoff: f64 = (0..game.column_count)
            .map(|c| weights[c] * game.at(r, c))
            .sum();
        if payoff > best.1 {
            best = (r, payoff);
        }
    }
    best.0
}

impl Coach for HeuristicCoach {
    fn decide(&mut self, view: &SeatView, legal: &[Decision], setup: &Setup) -> Decision {
        let tables = self.tables.get(setup);
        let situation = Situation::read(view);
        if let Pending::Card { .. } = view.table.pending {
            let game = CardGame::build(view, legal, setup, &tables, &situation);
            if game.row_count > 0 {
                let mut weights = [0.0; MAX_PLAYS];
                weights[..game.column_count].copy_from_slice(&game.hold[..game.column_count]);
                return Decision::Card(game.rows[best_row(&game, &weights)]);
            }
        }
        calls::decide(view, legal, &tables, situation, &mut self.dice)
    }

    fn name(&self) -> &'static str {
        "heuristic"
    }

    fn play_on(&mut self, setup: &Arc<Setup>) {
        self.tables.hold(setup);
    }

    fn reseed(&mut self, seed: u64) {
        self.dice = SeededDice::from_seed(seed);
    }
}
