//! Everything a coach precomputes for one setup, shared by all coaches of all games on it: the
//! snap outcome of every card pair, the expected-points table, and the payoff matrix of every
//! down, distance and spot, filled the first time a snap reaches it.
//!
//! A batch of thousands of games builds new coaches every game, so the tables live in a
//! process-wide cache keyed by the setup's contents. Filling it is deterministic, so sharing it
//! changes no game.

use std::sync::{Arc, Mutex, OnceLock};

use crate::card_matrix;
use crate::data::model::TeamDice;
use crate::engine::{Setup, FIELD};

use super::field_value::{FieldValue, Kicking, SpotValues, TO_GO_CAP};
use super::outcome::{snap_outcome, SnapOutcome};

const BALLS: usize = FIELD as usize + 1;
const TO_GOS: usize = TO_GO_CAP as usize + 1;
const SITUATIONS: usize = BALLS * 4 * TO_GOS;

/// The setups whose tables were built, newest last; a batch rarely uses more than a few.
static CACHE: OnceLock<Mutex<Vec<CacheEntry>>> = OnceLock::new();
type CacheEntry = (Setup, Arc<Tables>);
const CACHE_LIMIT: usize = 64;

pub struct Tables {
    pub offense_plays: usize,
    pub defense_plays: usize,
    /// `outcomes[side][offense * defense_plays + defense]`: `side`'s snap on offense.
    pub outcomes: [Vec<SnapOutcome>; 2],
    pub value: FieldValue,
    /// Per side on offense and situation: expected points of every card pair, row-major.
    matrices: [Vec<OnceLock<Box<[f32]>>>; 2],
    /// Per side on offense: the two-point try's chance of scoring, row-major.
    pub try_matrix: [Vec<f32>; 2],
    /// Per side on offense: the two-point try's value in points when both sides mix soundly.
    pub try_value: [f64; 2],
    /// Per side on offense: each offense play's average value against the defense deck, to rank
    /// cards for discards when no snap is at stake.
    pub card_rank: [Vec<f32>; 2],
    /// Per side on offense: the expected-yards equilibrium's column (defense) mix, the yardstick
    /// for how a sound defense spreads its calls.
    pub defense_baseline: [Vec<f64>; 2],
    /// Per side on offense: the same for the offense's calls.
    pub offense_baseline: [Vec<f64>; 2],
}

impl Tables {
    /// The tables of `setup`, built on first use.
    pub fn of(setup: &Setup) -> Arc<Tables> {
        let cache = CACHE.get_or_init(|| Mutex::new(Vec::new()));
        // A poisoned lock only means another thread panicked mid-build; the list is still valid.
        let mut cache = match cache.lock() {
            Ok(guard) => guard,
            Err(poisoned) => poisoned.into_inner(),
        };
        if let Some((_, tables)) = cache.iter().find(|(s, _)| s == setup) {
            return tables.clone();
        }
        let tables = Arc::new(Tables::build(setup));
        if cache.len() >= CACHE_LIMIT {
            cache.remove(0);
        }
        cache.push((setup.clone(), tables.clone()));
        tables
    }

    fn build(setup: &Setup) -> Tables {
        let cards = &setup.cards;
        let offense_plays = cards.offense.len();
        let defense_plays = cards.defense.len();
        let breakaways = setup.optional.breakaways;
        let outcomes = [0, 1].map(|side| {
            let offense = &setup.teams[side];
            let defense = &setup.teams[1 - side];
            cards
                .matrix
                .iter()
                .map(|&cell| snap_outcome(cell, offense, defense, &setup.white, breakaways))
                .collect::<Vec<_>>()
        });
        let equilibria = [0, 1].map(|side| {
            let yards = card_matrix::expected_yards_between(
                cards,
                &setup.teams[side].dice,
                &setup.teams[1 - side].dice,
            );
            card_matrix::equilibrium(&yards, offense_plays, defense_plays)
        });
        let averages = [0, 1].map(|side| {
            let eq = &equilibria[side];
            SnapOutcome::mixture(outcomes[side].iter().enumerate().map(|(i, outcome)| {
                let (o, d) = (i / defense_plays, i % defense_plays);
                (outcome, eq.row[o] * eq.column[d])
            }))
        });
        let kicking = [0, 1].map(|side| Kicking::of(&setup.teams[side], &setup.white));
        let value = FieldValue::compute(averages, kicking);
        let try_matrix: [Vec<f32>; 2] = [0, 1].map(|side| {
            outcomes[side]
                .iter()
                .map(|outcome| outcome.reaches(2) as f32)
                .collect()
        });
        let try_value = [0, 1].map(|side: usize| {
            let points: Vec<f64> = try_matrix[side]
                .iter()
                .map(|&p| f64::from(p) * 2.0)
                .collect();
            crate::solver::solve(&points, offense_plays, defense_plays).value
        });
        let card_rank = [0, 1].map(|side| {
            (0..offense_plays)
                .map(|o| {
                    let row = &outcomes[side][o * defense_plays..(o + 1) * defense_plays];
                    let total: f64 = row
                        .iter()
                        .map(|outcome| value.snap_value(side, outcome, 25, 1, 10))
                        .sum();
                    (total / defense_plays.max(1) as f64) as f32
                })
                .collect()
        });
        let [eq_home, eq_away] = equilibria;
        Tables {
            offense_plays,
            defense_plays,
            outcomes,
            value,
            matrices: [0, 1].map(|_| (0..SITUATIONS).map(|_| OnceLock::new()).collect()),
            try_matrix,
            try_value,
            card_rank,
            defense_baseline: [eq_home.column.clone(), eq_away.column.clone()],
            offense_baseline: [eq_home.row, eq_away.row],
        }
    }

    /// Expected points for the offense `side` of every card pair at this snap, row-major.
    pub fn matrix(&self, side: usize, ball: i16, down: u8, to_go: i16) -> &[f32] {
        let ball = ball.clamp(1, FIELD - 1);
        let down = down.clamp(1, 4);
        let to_go = to_go.clamp(1, TO_GO_CAP);
        let at = (ball as usize * 4 + usize::from(down - 1)) * TO_GOS + to_go as usize;
        self.matrices[side][at].get_or_init(|| {
            let spots = SpotValues::new(&self.value, side, ball, down, to_go);
            self.outcomes[side]
                .iter()
                .map(|outcome| self.value.snap_value_at(&spots, outcome) as f32)
                .collect()
        })
    }

    /// The try's payoff in points: two points times the chance of scoring.
    pub fn try_payoff(&self, side: usize, offense: usize, defense: usize) -> f64 {
        let at = offense * self.defense_plays + defense;
        f64::from(self.try_matrix[side][at]) * 2.0
    }

    /// The payoff of a Hail Mary-less last snap: only a touchdown counts.
    pub fn touchdown_chance(&self, side: usize, ball: i16, offense: usize, defense: usize) -> f64 {
        let at = offense * self.defense_plays + defense;
        self.outcomes[side][at].reaches(FIELD - ball)
    }
}

/// A coach's handle on the tables of the setup it last saw, so a game looks them up once.
#[derive(Default)]
pub struct TablesHandle {
    /// The address of the setup last seen (only compared, never followed) and its team dice, in
    /// case a new setup comes to live at an old address.
    last: Option<(usize, [TeamDice; 2], Arc<Tables>)>,
}

impl TablesHandle {
    pub fn get(&mut self, setup: &Setup) -> Arc<Tables> {
        let address = setup as *const Setup as usize;
        let dice = [setup.teams[0].dice.clone(), setup.teams[1].dice.clone()];
        match &self.last {
            Some((seen, seen_dice, tables)) if *seen == address && *seen_dice == dice => {
                tables.clone()
            }
            _ => {
                let tables = Tables::of(setup);
                self.last = Some((address, dice, tables.clone()));
                tables
            }
        }
    }
}
