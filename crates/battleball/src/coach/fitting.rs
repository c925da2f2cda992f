//! Fits `fitted`'s coefficients: games of `search` against itself, the parts of every position
//! at the start of a turn, and a logistic regression of who won on them.
//!
//! The regression is Newton's method on the parts scaled to unit spread, with a small ridge so
//! that a part that never varies (no prone player without blocks) comes out nought; its
//! coefficients are then rescaled so that a touchdown's lead is worth `Weights::touchdown`.

use std::sync::Arc;

use gridiron_core::batch::{game_seed, run_parallel, seat_coaches, Stream};
use gridiron_core::dice::SeededDice;
use gridiron_core::game::Discard;
use gridiron_core::side::Side;

use super::chances::Chances;
use super::evaluation::Weights;
pub use super::fitted::PART_NAMES;
use super::fitted::{parts, Coefficients, PARTS};
use super::{BbCoachKind, Coach};
use crate::engine::game::{Game, Pending};
use crate::engine::setup::Setup;

/// The ridge on the scaled coefficients.
const RIDGE: f64 = 1e-3;
const NEWTON_STEPS: usize = 50;

/// A fit and what it was fitted on.
#[derive(Debug, Clone, PartialEq)]
pub struct Fit {
    /// In points where a touchdown is worth `Weights::touchdown`, by `fitted::PART_NAMES`.
    pub coefficients: Coefficients,
    /// Positions and finished, untied games they came from.
    pub positions: usize,
    pub games: u64,
}

/// Fits the coefficients to `games` games of `search` against itself on `setup`, seeded as a
/// match is (`match_play`). `None` if the fit gives a touchdown's lead no positive worth.
pub fn fit(setup: &Arc<Setup>, games: u64, seed: u64, jobs: usize) -> Option<Fit> {
    let mut played: Vec<(u64, Vec<[f64; PARTS]>, f64)> = Vec::new();
    run_parallel(
        jobs,
        games,
        || (),
        |_, index| positions(setup, seed, index),
        |index, found| {
            if let Some((rows, home_won)) = found {
                played.push((index, rows, home_won));
            }
            true
        },
    );
    // The threads finish in any order; the regression's sums should not depend on it.
    played.sort_by_key(|&(index, _, _)| index);
    let mut rows = Vec::new();
    let mut outcomes = Vec::new();
    for (_, found, home_won) in &played {
        for row in found {
            rows.push(*row);
            outcomes.push(*home_won);
        }
    }
    let raw = logistic_regression(&rows, &outcomes);
    let touchdown = raw[0];
    (touchdown > 0.0).then(|| Fit {
        coefficients: raw.map(|c| c * Weights::DEFAULT.touchdown / touchdown),
        positions: rows.len(),
        games: played.len() as u64,
    })
}

/// Game `index`'s positions at the start of each turn, as home sees them, and whether home
/// won (1) or lost (0); `None` for a tie or a game that did not end.
fn positions(setup: &Arc<Setup>, seed: u64, index: u64) -> Option<(Vec<[f64; PARTS]>, f64)> {
    let build = |s: u64| BbCoachKind::Search.build(s);
    let mut coaches: [Box<dyn Coach + Send>; 2] = seat_coaches((&build, &build), seed, index, true);
    let mut dice = SeededDice::from_seed(game_seed(seed, index, Stream::Dice));
    let mut game = Game::new(setup.clone());
    let mut chances = Chances::default();
    let mut rows = Vec::new();
    let mut options = Vec::new();
    for _ in 0..crate::MAX_DECISIONS {
        let Some(side) = game.waiting_on() else {
            break;
        };
        if game.pending() == Pending::ChoosePlayer {
            chances.prepare(&game);
            chances.map_reach(&game);
            rows.push(parts(&game, Side::Home, &mut chances));
        }
        game.legal(side, &mut options);
        let decision = coaches[side.index()].decide(&game, side, &options)?;
        game.apply(side, decision, &mut dice, &mut Discard).ok()?;
    }
    let (home, away) = (game.score(Side::Home), game.score(Side::Away));
    match home.cmp(&away) {
        _ if !game.is_over() => None,
        std::cmp::Ordering::Greater => Some((rows, 1.0)),
        std::cmp::Ordering::Less => Some((rows, 0.0)),
        std::cmp::Ordering::Equal => None,
    }
}

/// The coefficients (on the rows as given, the intercept left out) of the logistic regression
/// of `outcomes` (1 or 0) on `rows`.
pub(crate) fn logistic_regression(rows: &[[f64; PARTS]], outcomes: &[f64]) -> [f64; PARTS] {
    const N: usize = PARTS + 1;
    let count = rows.len().max(1) as f64;
    let mut mean = [0.0; PARTS];
    let mut spread = [0.0; PARTS];
    for row in rows {
        for (m, x) in mean.iter_mut().zip(row) {
            *m += x / count;
        }
    }
    for row in rows {
        for j in 0..PARTS {
            spread[j] += (row[j] - mean[j]).powi(2) / count;
        }
    }
    let spread = spread.map(|v| if v > 1e-18 { v.sqrt() } else { 0.0 });
    let scaled = |row: &[f64; PARTS]| -> [f64; N] {
        let mut z = [1.0; N];
        for j in 0..PARTS {
            z[j] = if spread[j] > 0.0 {
                (row[j] - mean[j]) / spread[j]
            } else {
                0.0
            };
        }
        z
    };
    let mut w = [0.0; N];
    for _ in 0..NEWTON_STEPS {
        let mut gradient = [0.0; N];
        let mut hessian = [[0.0; N]; N];
        for j in 0..N {
            gradient[j] = RIDGE * w[j];
            hessian[j][j] = RIDGE;
        }
        for (row, &y) in rows.iter().zip(outcomes) {
            let z = scaled(row);
            let p = 1.0 / (1.0 + (-dot(&z, &w)).exp());
            for j in 0..N {
                gradient[j] += (p - y) * z[j];
                for k in 0..N {
                    hessian[j][k] += p * (1.0 - p) * z[j] * z[k];
                }
            }
        }
        let Some(step) = solve(hessian, gradient) else {
            break;
        };
        for j in 0..N {
            w[j] -= step[j];
        }
    }
    let mut raw = [0.0; PARTS];
    for j in 0..PARTS {
        if spread[j] > 0.0 {
            raw[j] = w[j] / spread[j];
        }
    }
    raw
}

fn dot<const N: usize>(a: &[f64; N], b: &[f64; N]) -> f64 {
    a.iter().zip(b).map(|(x, y)| x * y).sum()
}

/// `a x = b` by Gaussian elimination with partial pivoting; `None` if `a` is singular.
fn solve<const N: usize>(mut a: [[f64; N]; N], mut b: [f64; N]) -> Option<[f64; N]> {
    for col in 0..N {
        let pivot = (col..N).max_by(|&i, &j| a[i][col].abs().total_cmp(&a[j][col].abs()))?;
        if a[pivot][col].abs() < 1e-12 {
            return None;
        }
        a.swap(col, pivot);
        b.swap(col, pivot);
        let pivot_row = a[col];
        for row in col + 1..N {
            let factor = a[row][col] / pivot_row[col];
            for (x, p) in a[row][col..].iter_mut().zip(&pivot_row[col..]) {
                *x -= factor * p;
            }
            b[row] -= factor * b[col];
        }
    }
    let mut x = [0.0; N];
    for row in (0..N).rev() {
        let rest: f64 = (row + 1..N).map(|k| a[row][k] * x[k]).sum();
        x[row] = (b[row] - rest) / a[row][row];
    }
    Some(x)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Outcomes drawn from a known logistic model come back as its coefficients.
    #[test]
    fn the_regression_finds_the_coefficients_outcomes_were_drawn_with() {
        let truth = [0.8, -0.5, 0.0, 0.3, 0.0, 0.02, 0.0];
        let mut dice = SeededDice::from_seed(7);
        let mut uniform = || gridiron_core::dice::Dice::below(&mut dice, 1_000_000) as f64 / 1e6;
        let mut rows = Vec::new();
        let mut outcomes = Vec::new();
        for _ in 0..40_000 {
            let mut row = [0.0; PARTS];
            row[0] = (uniform() * 3.0).floor() - 1.0;
            row[1] = uniform() * 6.0 - 3.0;
            row[3] = (uniform() * 4.0).floor() - 2.0;
            row[5] = uniform() * 100.0 - 50.0;
            let p = 1.0 / (1.0 + (-dot(&row, &truth)).exp());
            rows.push(row);
            outcomes.push(if uniform() < p { 1.0 } else { 0.0 });
        }
        let found = logistic_regression(&rows, &outcomes);
        for (j, (f, t)) in found.iter().zip(&truth).enumerate() {
            assert!((f - t).abs() < 0.05, "coefficient {j}: {f} against {t}");
        }
        // A part that never varies (here the prone players) comes out nought, not NaN.
        assert_eq!(found[2], 0.0);
    }

    #[test]
    fn a_singular_system_is_refused() {
        assert_eq!(solve([[1.0, 2.0], [2.0, 4.0]], [1.0, 2.0]), None);
        assert_eq!(
            solve([[2.0, 0.0], [0.0, 4.0]], [2.0, 2.0]),
            Some([1.0, 0.5])
        );
    }
}
