//! Everything a coach precomputes for one setup, shared by all coaches of all games on it: the
//! snap outcome of every card pair, the expected-points table, and the payoff matrix of every
//! down, distance and spot, filled the first time a snap reaches it.
//!
//! A batch of thousands of games builds new coaches every game, so the tables live in a
//! process-wide cache keyed by the setup's contents. Filling it is deterministic, so sharing it
//! changes no game.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, OnceLock};

use crate::card_matrix;
use crate::data::model::{Cell, SpecialTeams, Team, TeamDice};
use crate::engine::{Setup, FIELD};
use crate::solver::Equilibrium;

use super::field_value::{DenseOutcome, FieldValue, Kicking, Reach, SpotValues, TO_GO_CAP};
use super::outcome::{snap_outcome, SnapOutcome};

const BALLS: usize = FIELD as usize + 1;
const TO_GOS: usize = TO_GO_CAP as usize + 1;

/// The tables built, least recently used first. Tables depend only on the cards, the white
/// dice, rule O2 and the two teams' dice, and a setup with the teams the other way round uses
/// the same tables with the sides swapped, so an entry serves both orientations of a pair.
static CACHE: OnceLock<Mutex<Vec<CacheEntry>>> = OnceLock::new();
/// Enough for every pair of a round-robin's games in flight, two per thread: each thread plays
/// a pair's games one after another, so older pairs are not needed again (a playoff game between
/// them builds its tables anew). A pair's tables take 1-3 MB as their payoff matrices fill, so
/// the 128 kept before had `rank --teams all` at 337 MB; 16 still had it at 66 MB.
fn cache_limit() -> usize {
    static LIMIT: OnceLock<usize> = OnceLock::new();
    *LIMIT.get_or_init(|| {
        let threads = std::thread::available_parallelism().map_or(1, usize::from);
        (2 * threads).max(8)
    })
}

struct CacheEntry {
    /// The setup in canonical orientation (see `canonical`).
    key: Setup,
    /// Built outside the cache's lock, once, by the first thread that needs it.
    tables: Arc<OnceLock<[Arc<Tables>; 2]>>,
}

/// The parts of a team the tables depend on.
fn team_key(team: &Team) -> (&TeamDice, &SpecialTeams) {
    (&team.dice, &team.special)
}

/// How `setup` matches `key`: `Some(false)` in the same orientation, `Some(true)` with the teams
/// the other way round.
fn orientation(setup: &Setup, key: &Setup) -> Option<bool> {
    let [a, b] = [team_key(&setup.teams[0]), team_key(&setup.teams[1])];
    let [x, y] = [team_key(&key.teams[0]), team_key(&key.teams[1])];
    // The teams first: they tell pairs apart cheaply; the cards and white dice rarely differ.
    let flipped = if a == x && b == y {
        false
    } else if a == y && b == x {
        true
    } else {
        return None;
    };
    let same_rest = setup.optional.breakaways == key.optional.breakaways
        && setup.white == key.white
        && setup.cards == key.cards;
    same_rest.then_some(flipped)
}

/// Whether `setup` has its teams in canonical order: the tables are built for that orientation
/// only, so which orientation a batch meets first changes no value.
fn canonical(setup: &Setup) -> bool {
    let key = |team: &Team| format!("{:?}", team_key(team));
    key(&setup.teams[0]) <= key(&setup.teams[1])
}

pub(crate) struct Tables {
    pub offense_plays: usize,
    pub defense_plays: usize,
    /// `outcomes[side][cells.of_pair[offense * defense_plays + defense]]`: `side`'s snap on
    /// offense.
    outcomes: [Arc<[SnapOutcome]>; 2],
    /// `outcomes` as dense arrays, to fill matrices with.
    dense: [Arc<[DenseOutcome]>; 2],
    /// What `dense` and `outcomes` of each side read of a matrix's `SpotValues`.
    reach: [Reach; 2],
    cells: Arc<Cells>,
    pub value: FieldValue,
    /// Per side on offense (in canonical orientation, see `flip`), spot, down and distance:
    /// expected points of every card pair, row-major, built on first use and shared by both
    /// orientations.
    matrices: Arc<[Matrices; 2]>,
    /// 1 when these tables are the canonical ones with the sides swapped.
    flip: usize,
    /// `value.go_value` on 4th down by side on offense, spot and distance (up to `TO_GO_CAP`),
    /// as `f64` bits, `UNKNOWN` until first asked for: see `go_value`.
    go_on_4th: Box<[AtomicU64]>,
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

/// One side's payoff matrices by spot, then down and distance: a spot's row of slots is only
/// allocated once a snap reaches it, since a pair's games reach a few hundred of 12,000 states.
struct Matrices(Vec<OnceLock<SpotMatrices>>);

/// The matrices of one spot, by down and distance.
type SpotMatrices = Box<[OnceLock<Box<[f32]>>]>;

impl Matrices {
    fn new() -> Matrices {
        Matrices((0..BALLS).map(|_| OnceLock::new()).collect())
    }
}

impl Tables {
    /// The tables of `setup`, built on first use.
    pub(crate) fn of(setup: &Setup) -> Arc<Tables> {
        let cache = CACHE.get_or_init(|| Mutex::new(Vec::new()));
        let (cell, flipped) = {
            // A poisoned lock only means another thread panicked; the list is still valid.
            let mut cache = match cache.lock() {
                Ok(guard) => guard,
                Err(poisoned) => poisoned.into_inner(),
            };
            let found = cache
                .iter()
                .enumerate()
                .find_map(|(at, entry)| Some((at, orientation(setup, &entry.key)?)));
            match found {
                Some((at, flipped)) => {
                    let entry = cache.remove(at);
                    let cell = entry.tables.clone();
                    cache.push(entry);
                    (cell, flipped)
                }
                None => {
                    let flipped = !canonical(setup);
                    let mut key = setup.clone();
                    if flipped {
                        key.teams.swap(0, 1);
                    }
                    let cell = Arc::new(OnceLock::new());
                    if cache.len() >= cache_limit() {
                        cache.remove(0);
                    }
                    cache.push(CacheEntry {
                        key,
                        tables: cell.clone(),
                    });
                    (cell, flipped)
                }
            }
        };
        let both = cell.get_or_init(|| {
            let mut key = setup.clone();
            if flipped {
                key.teams.swap(0, 1);
            }
            let tables = Tables::build(&key);
            let swapped = tables.swapped();
            [Arc::new(tables), Arc::new(swapped)]
        });
        both[usize::from(flipped)].clone()
    }

    /// The same tables for the setup with its teams the other way round.
    fn swapped(&self) -> Tables {
        let swap = |pair: &[Vec<f32>; 2]| [pair[1].clone(), pair[0].clone()];
        let swap64 = |pair: &[Vec<f64>; 2]| [pair[1].clone(), pair[0].clone()];
        Tables {
            offense_plays: self.offense_plays,
            defense_plays: self.defense_plays,
            outcomes: [self.outcomes[1].clone(), self.outcomes[0].clone()],
            dense: [self.dense[1].clone(), self.dense[0].clone()],
            reach: [self.reach[1].clone(), self.reach[0].clone()],
            cells: self.cells.clone(),
            value: self.value.swapped(),
            matrices: self.matrices.clone(),
            flip: 1 - self.flip,
            go_on_4th: unknown_go_values(),
            try_matrix: swap(&self.try_matrix),
            try_value: [self.try_value[1], self.try_value[0]],
            card_rank: swap(&self.card_rank),
            defense_baseline: swap64(&self.defense_baseline),
            offense_baseline: swap64(&self.offense_baseline),
        }
    }

    fn build(setup: &Setup) -> Tables {
        let cards = &setup.cards;
        let offense_plays = cards.offense.len();
        let defense_plays = cards.defense.len();
        let cells = Cells::of(&cards.matrix);
        let outcomes = snap_outcomes(setup, &cells);
        let equilibria = yards_equilibria(setup);
        let averages = average_snaps(&outcomes, &cells, &equilibria, defense_plays);
        let kicking = [0, 1].map(|side| Kicking::of(&setup.teams[side], &setup.white));
        let value = FieldValue::compute(averages, kicking);
        let try_matrix: [Vec<f32>; 2] = [0, 1].map(|side| {
            let by_cell: Vec<f32> = (outcomes[side].iter())
                .map(|outcome| outcome.reaches(2) as f32)
                .collect();
            cells.by_pair(&by_cell)
        });
        let try_value = [0, 1].map(|side: usize| {
            let points: Vec<f64> = try_matrix[side]
                .iter()
                .map(|&p| f64::from(p) * 2.0)
                .collect();
            crate::solver::solve(&points, offense_plays, defense_plays).value
        });
        let card_rank = [0, 1].map(|side| {
            let by_cell: Vec<f64> = (outcomes[side].iter())
                .map(|outcome| value.snap_value(side, outcome, 25, 1, 10))
                .collect();
            let by_pair = cells.by_pair(&by_cell);
            (0..offense_plays)
                .map(|o| {
                    let row = &by_pair[o * defense_plays..(o + 1) * defense_plays];
                    let total: f64 = row.iter().sum();
                    (total / defense_plays.max(1) as f64) as f32
                })
                .collect()
        });
        let [eq_home, eq_away] = equilibria;
        let dense: [Arc<[DenseOutcome]>; 2] =
            [0, 1].map(|side| outcomes[side].iter().map(DenseOutcome::of).collect());
        Tables {
            offense_plays,
            defense_plays,
            reach: [0, 1].map(|side| Reach::of(dense[side].iter().zip(outcomes[side].iter()))),
            dense,
            cells: Arc::new(cells),
            outcomes: outcomes.map(Arc::from),
            value,
            matrices: Arc::new([Matrices::new(), Matrices::new()]),
            flip: 0,
            go_on_4th: unknown_go_values(),
            try_matrix,
            try_value,
            card_rank,
            defense_baseline: [eq_home.column.clone(), eq_away.column.clone()],
            offense_baseline: [eq_home.row, eq_away.row],
        }
    }

    /// Expected points for the offense `side` of every card pair at this snap, row-major.
    pub(crate) fn matrix(&self, side: usize, ball: i16, down: u8, to_go: i16) -> &[f32] {
        let ball = ball.clamp(1, FIELD - 1);
        let down = down.clamp(1, 4);
        let to_go = to_go.clamp(1, TO_GO_CAP);
        let spot = self.matrices[side ^ self.flip].0[ball as usize]
            .get_or_init(|| (0..4 * TO_GOS).map(|_| OnceLock::new()).collect());
        spot[usize::from(down - 1) * TO_GOS + to_go as usize].get_or_init(|| {
            let spots = SpotValues::new(&self.value, side, ball, down, to_go, &self.reach[side]);
            let by_cell: Vec<f32> = (self.dense[side].iter().zip(self.outcomes[side].iter()))
                .map(|(dense, outcome)| self.value.dense_value_at(&spots, dense, outcome) as f32)
                .collect();
            self.cells.by_pair(&by_cell).into()
        })
    }

    /// `value.go_value`, kept for 4th downs: each values the average snap over every gain (about
    /// 8,000 instructions), a game asks for some 25 (go, punt or kick; kick or fake), and a
    /// batch's games meet the same 4th downs again and again. (Kept, 3.39M -> 3.18M instructions
    /// an equilibrium game.) The value is the same whichever thread works it out first.
    pub(crate) fn go_value(&self, side: usize, ball: i16, down: u8, to_go: i16) -> f64 {
        let kept =
            down == 4 && (0..BALLS as i16).contains(&ball) && (1..=TO_GO_CAP).contains(&to_go);
        let at = || (side * BALLS + ball as usize) * TO_GOS + to_go as usize;
        let Some(slot) = kept.then(|| self.go_on_4th.get(at())).flatten() else {
            return self.value.go_value(side, ball, down, to_go);
        };
        let bits = slot.load(Ordering::Relaxed);
        if bits != UNKNOWN {
            return f64::from_bits(bits);
        }
        let value = self.value.go_value(side, ball, down, to_go);
        slot.store(value.to_bits(), Ordering::Relaxed);
        value
    }

    /// The try's payoff in points: two points times the chance of scoring.
    pub(crate) fn try_payoff(&self, side: usize, offense: usize, defense: usize) -> f64 {
        let at = offense * self.defense_plays + defense;
        f64::from(self.try_matrix[side][at]) * 2.0
    }
}

/// A NaN no value is: a slot of `go_on_4th` not yet worked out.
const UNKNOWN: u64 = u64::MAX;

fn unknown_go_values() -> Box<[AtomicU64]> {
    (0..2 * BALLS * TO_GOS)
        .map(|_| AtomicU64::new(UNKNOWN))
        .collect()
}

/// The different cells of the cross-reference: a snap depends on its cell's dice alone, and the
/// cross-reference repeats cells (the shipped cards' 144 card pairs hold 48 different ones), so
/// each different cell's snap is worked out once, and so is its payoff in every matrix.
struct Cells {
    /// By card pair (row-major): which of the different cells it has.
    of_pair: Vec<usize>,
    /// The different cells, in the order of the card pair each first comes in.
    different: Vec<Cell>,
}

impl Cells {
    fn of(matrix: &[Cell]) -> Cells {
        let mut cells = Cells {
            of_pair: Vec::with_capacity(matrix.len()),
            different: Vec::new(),
        };
        for cell in matrix {
            let known = cells.different.iter().position(|known| known == cell);
            let at = known.unwrap_or_else(|| {
                cells.different.push(*cell);
                cells.different.len() - 1
            });
            cells.of_pair.push(at);
        }
        cells
    }

    /// What `by_cell` holds for each card pair's cell, by card pair.
    fn by_pair<T: Copy>(&self, by_cell: &[T]) -> Vec<T> {
        self.of_pair.iter().map(|&cell| by_cell[cell]).collect()
    }
}

/// `outcomes[side][cell]`: `side`'s snap on offense on each of the different cells.
fn snap_outcomes(setup: &Setup, cells: &Cells) -> [Vec<SnapOutcome>; 2] {
    [0, 1].map(|side| {
        let offense = &setup.teams[side];
        let defense = &setup.teams[1 - side];
        (cells.different.iter())
            .map(|&cell| {
                snap_outcome(
                    cell,
                    offense,
                    defense,
                    &setup.white,
                    setup.optional.breakaways,
                )
            })
            .collect()
    })
}

/// Per side on offense: the expected-yards equilibrium.
fn yards_equilibria(setup: &Setup) -> [Equilibrium; 2] {
    let cards = &setup.cards;
    [0, 1].map(|side| {
        let yards = card_matrix::expected_yards_between(
            cards,
            &setup.teams[side].dice,
            &setup.teams[1 - side].dice,
        );
        card_matrix::equilibrium(&yards, cards.offense.len(), cards.defense.len())
    })
}

/// Per side on offense: the average snap when both sides mix as the equilibrium says.
fn average_snaps(
    outcomes: &[Vec<SnapOutcome>; 2],
    cells: &Cells,
    equilibria: &[Equilibrium; 2],
    defense_plays: usize,
) -> [SnapOutcome; 2] {
    [0, 1].map(|side| {
        let eq = &equilibria[side];
        SnapOutcome::mixture(cells.of_pair.iter().enumerate().map(|(i, &cell)| {
            let (o, d) = (i / defense_plays, i % defense_plays);
            (&outcomes[side][cell], eq.row[o] * eq.column[d])
        }))
    })
}

/// The inputs of `setup`'s expected-points table: each side's average snap and kicking game.
pub fn field_value_inputs(setup: &Setup) -> ([SnapOutcome; 2], [Kicking; 2]) {
    let cells = Cells::of(&setup.cards.matrix);
    let outcomes = snap_outcomes(setup, &cells);
    let equilibria = yards_equilibria(setup);
    let averages = average_snaps(&outcomes, &cells, &equilibria, setup.cards.defense.len());
    let kicking = [0, 1].map(|side| Kicking::of(&setup.teams[side], &setup.white));
    (averages, kicking)
}

/// A coach's handle on the tables of the setup it last saw, so a game looks them up once.
#[derive(Default)]
pub(crate) struct TablesHandle {
    /// The setup a coach was told it plays on (`Coach::play_on`) and its tables. While the `Arc`
    /// is held its address can hold no other setup and nothing can change it, so a setup at that
    /// address is this one: no comparing (which cost some 90K instructions an equilibrium game).
    held: Option<(Arc<Setup>, Arc<Tables>)>,
    /// For setups handed without `play_on`: the address of the setup last seen (only compared,
    /// never followed) and its team dice, in case a new setup comes to live at an old address.
    /// (Comparing the special teams too, with their named dice, cost more than the rest of a
    /// decision's bookkeeping. Copying both teams' faces into one array each decision, to
    /// compare whole, cost more than comparing die by die: 2.96M -> 3.04M instructions an
    /// equilibrium game.)
    last: Option<(usize, [TeamDice; 2], Arc<Tables>)>,
}

impl TablesHandle {
    /// Holds `setup`, so `get` knows it by its address.
    pub(crate) fn hold(&mut self, setup: &Arc<Setup>) {
        if !matches!(&self.held, Some((held, _)) if Arc::ptr_eq(held, setup)) {
            self.held = Some((setup.clone(), Tables::of(setup)));
        }
    }

    pub(crate) fn get(&mut self, setup: &Setup) -> Arc<Tables> {
        if let Some((held, tables)) = &self.held {
            if std::ptr::eq(&**held, setup) {
                return tables.clone();
            }
        }
        let address = setup as *const Setup as usize;
        if let Some((seen, dice, tables)) = &self.last {
            if *seen == address && setup.teams[0].dice == dice[0] && setup.teams[1].dice == dice[1]
            {
                return tables.clone();
            }
        }
        let tables = Tables::of(setup);
        let dice = [setup.teams[0].dice.clone(), setup.teams[1].dice.clone()];
        self.last = Some((address, dice, tables.clone()));
        tables
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The shipped teams `home` and `away` (by their place in the library), without options.
    fn setup(home: usize, away: usize) -> Setup {
        let library = match crate::data::load(&[]) {
            Ok(library) => library,
            Err(problems) => panic!("shipped data: {problems:?}"),
        };
        let teams = &library.teams;
        Setup::new(
            &library,
            &teams[home].team,
            &teams[away].team,
            crate::engine::OptionalRules::default(),
        )
    }

    #[test]
    fn each_cell_of_the_cross_reference_has_its_own_snap_worked_out_once() {
        let setup = setup(0, 1);
        let cells = Cells::of(&setup.cards.matrix);
        assert_eq!(cells.different.len(), 48);
        for (side, outcomes) in snap_outcomes(&setup, &cells).iter().enumerate() {
            let each: Vec<SnapOutcome> = setup
                .cards
                .matrix
                .iter()
                .map(|&cell| {
                    let (offense, defense) = (&setup.teams[side], &setup.teams[1 - side]);
                    snap_outcome(cell, offense, defense, &setup.white, false)
                })
                .collect();
            let by_pair: Vec<SnapOutcome> = (cells.of_pair.iter())
                .map(|&cell| outcomes[cell].clone())
                .collect();
            assert_eq!(by_pair, each);
        }
    }

    #[test]
    fn a_coach_handed_another_setup_than_the_one_it_holds_gets_that_setups_tables() {
        let held = Arc::new(setup(0, 1));
        let other = setup(4, 5);
        let try_values = |setup: &Setup| Tables::of(setup).try_value;
        assert_ne!(try_values(&held), try_values(&other));
        let mut handle = TablesHandle::default();
        handle.hold(&held);
        for setup in [&*held, &other, &*held] {
            assert_eq!(handle.get(setup).try_value, try_values(setup));
        }
    }

    #[test]
    fn a_payoff_matrix_values_each_card_pair_by_its_own_snap() {
        let setup = setup(4, 5);
        let tables = Tables::of(&setup);
        for (side, ball, down, to_go) in [(0, 25, 1, 10), (1, 62, 3, 7), (0, 97, 4, 3)] {
            // Every spot worked out: the matrix's own, of its snaps' reach only, must match.
            let spots = SpotValues::new(&tables.value, side, ball, down, to_go, &Reach::all());
            let each: Vec<f32> = (tables.cells.of_pair.iter())
                .map(|&cell| {
                    let outcome = &tables.outcomes[side][cell];
                    let dense = DenseOutcome::of(outcome);
                    tables.value.dense_value_at(&spots, &dense, outcome) as f32
                })
                .collect();
            assert_eq!(tables.matrix(side, ball, down, to_go), &each[..]);
        }
    }
}
