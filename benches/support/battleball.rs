//! What the Battleball benches share: the positions the search coach is timed on.

use std::sync::Arc;

use gridiron::common::dice::SeededDice;
use gridiron::common::side::Side;
use gridiron::games::battleball::coach::{BbCoachKind, Coach};
use gridiron::games::battleball::{Decision, Game, Setup};

/// Every decision the search coach owed with more than one option in its games against the
/// heuristic of seeds `0..games`: the position, the side and the options.
pub fn search_positions(setup: &Arc<Setup>, games: u64) -> Vec<(Game, Side, Vec<Decision>)> {
    let mut positions = Vec::new();
    for seed in 0..games {
        let search_side = if seed.is_multiple_of(2) {
            Side::Home
        } else {
            Side::Away
        };
        let search = BbCoachKind::Search.build(seed);
        let heuristic = BbCoachKind::Heuristic.build(seed + 1);
        let mut coaches: [Box<dyn Coach + Send>; 2] = if search_side == Side::Home {
            [search, heuristic]
        } else {
            [heuristic, search]
        };
        let mut game = Game::new(setup.clone());
        let mut dice = SeededDice::from_seed(seed);
        let mut options = Vec::new();
        let mut events = Vec::new();
        while let Some(side) = game.waiting_on() {
            game.legal(side, &mut options);
            if side == search_side && options.len() > 1 {
                positions.push((game.clone(), side, options.clone()));
            }
            let Some(decision) = coaches[side.index()].decide(&game, side, &options) else {
                break;
            };
            events.clear();
            if game.apply(side, decision, &mut dice, &mut events).is_err() {
                break;
            }
        }
    }
    positions
}
