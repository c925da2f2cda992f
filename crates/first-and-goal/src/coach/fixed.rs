//! A coach that always calls the same offense play and the same defense play whenever its hand
//! holds them, and plays like the heuristic coach otherwise: the probe for whether the
//! equilibrium coach can be exploited by a fixed strategy.

use crate::engine::{Decision, Pending, Role, SeatView, Setup};

use super::heuristic::HeuristicCoach;
use super::Coach;

pub struct FixedCoach {
    offense_play: u8,
    defense_play: u8,
    otherwise: HeuristicCoach,
}

impl FixedCoach {
    pub fn new(offense_play: u8, defense_play: u8, seed: u64) -> FixedCoach {
        FixedCoach {
            offense_play,
            defense_play,
            otherwise: HeuristicCoach::new(seed),
        }
    }
}

impl Coach for FixedCoach {
    fn decide(&mut self, view: &SeatView, legal: &[Decision], setup: &Setup) -> Decision {
        if let Pending::Card { .. } = view.table.pending {
            let fixed = Decision::Card(match view.seat.role {
                Role::Offense => self.offense_play,
                Role::Defense => self.defense_play,
            });
            if legal.contains(&fixed) {
                return fixed;
            }
        }
        self.otherwise.decide(view, legal, setup)
    }

    fn name(&self) -> &'static str {
        "fixed"
    }

    fn reseed(&mut self, seed: u64) {
        self.otherwise.reseed(seed);
    }
}
