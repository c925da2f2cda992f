//! Zero-sum matrix games, solved exactly by linear programming.
//!
//! The computer coach solves a game every snap, so the solver is a small dense simplex on a
//! condensed tableau that the coach keeps for games up to [`STACK_SIDE`] x [`STACK_SIDE`].
//!
//! Method: shift and scale the payoffs into `[1, 2]`, so the game value `v'` is positive, then solve
//! `maximise sum(w)` subject to `A' w <= 1, w >= 0` (the column player's program with `w = y / v'`).
//! The slack basis is feasible from the start, so one phase is enough. At the optimum the column
//! strategy is `w / sum(w)` (primal) and the row strategy comes from the slack reduced costs
//! (dual), and `v' = 1 / sum(w)`. Pivoting uses Dantzig's rule and switches to Bland's rule for good
//! once a run of degenerate pivots suggests cycling; an iteration cap guards against floating-point
//! pathologies, so the solver always returns.
//!
//! Not worth it (issue 22): removing strictly dominated rows and columns first. In the 18,932
//! games of 100 equilibrium games it removes 0.27 rows and 1.28 columns of 5.3 x 9.8 on average,
//! which saves the simplex 3.6% of its instructions, far less than a plain test for dominance
//! costs (an equilibrium game 3.03M -> 4.69M instructions); and 18% of those games then end on
//! another equilibrium (some with a pure strategy swapped), so 74 of 2,000 equilibrium games go
//! another way.
//!
//! Not worth it either (issue 22, 2,000 equilibrium games of seed 3, 345,076 card games solved):
//! - A memo of solved games: only 5.3% of the card games repeat an earlier one's situation,
//!   role and plays (18,404 of 345,076, across the games; the coaches are new each game), too
//!   few to pay for a process-wide table of some 330,000 entries.
//! - Answering games with a strict saddle point without the simplex: 10% of the solves have
//!   one, and the simplex gives their pure strategies exactly, but its value differs from the
//!   saddle's payoff in the last bits in 63% of them.
//! - Dantzig's scan as the least cost in whole vector steps, then the costs equal to it: equal
//!   costs are common (every cost starts at -1), and their mask is built a cell at a time:
//!   48k more instructions a game, of 2.5M.
//! - Choosing the next pivot's entering cell and leaving line while the lines are updated (the
//!   objective line first): 1k more.
//! - The simplex compiled for AVX as well, run where the processor has it: a pivot updates four
//!   cells a step rather than two, the same bits, and 0.19M fewer instructions a game (2.734M ->
//!   2.545M), but no less CPU time: 1.2% more (median of 10 alternating runs of 2,000 games,
//!   load 3.1-3.5). The update is not what a pivot waits on.
//! - The payoffs' bounds found in four running pairs, so that no comparison waits on the one
//!   before (the one chain took some 5% of the solves' time by `perf`): 2.630M -> 2.680M
//!   instructions a game, and no CPU time saved that could be measured.
//! - The pivot line multiplied by the pivot's reciprocal rather than divided by the pivot:
//!   4.6% less CPU time an equilibrium game (median of 8 alternating runs of 2,000 games, load
//!   3.5), and the same 1,000 games for each of seeds 1, 3, 5 and 9, but a last bit off here and
//!   there turns some games of a league: `rank --teams all --seed 1` then ranks 7 of its 26 teams
//!   on other win counts, and the 26-team season plays other results. Not worth a published
//!   seed's ranking.

/// An optimal pair of mixed strategies and the game value.
#[derive(Debug, Clone, PartialEq)]
pub struct Equilibrium {
    /// The row player's (maximiser's) mixed strategy; non-negative, sums to 1.
    pub row: Vec<f64>,
    /// The column player's (minimiser's) mixed strategy; non-negative, sums to 1.
    pub column: Vec<f64>,
    /// The value of the game to the row player.
    pub value: f64,
}

/// Games up to this many rows and columns are solved without heap allocation for the tableau.
pub(crate) const STACK_SIDE: usize = 16;

/// The condensed tableau of the largest such game: a line per row and the objective, a cell per
/// column and the right-hand side.
const STACK_CELLS: usize = (STACK_SIDE + 1) * line_width(STACK_SIDE);

/// A tableau line's cells are padded to a multiple of this many, so that a pivot updates a line
/// in whole vector steps, without a remainder (`pivot`). (Padded to a multiple of two, the
/// solves of 100 equilibrium games took 6% more instructions than to four, the 13 cells of a
/// game of 12 columns taking 14 rather than 16.)
const LANES: usize = 4;

/// The cells of a tableau line of a game of `columns` columns: one a column and the
/// right-hand side, then zeros up to a multiple of [`LANES`].
const fn line_width(columns: usize) -> usize {
    (columns + 1).div_ceil(LANES) * LANES
}

/// Pivot tolerance on the scaled tableau (payoffs in `[1, 2]`).
const EPS: f64 = 1e-12;

/// Consecutive degenerate pivots after which Bland's rule takes over.
const DEGENERATE_RUN: usize = 8;

/// Solves the zero-sum game whose row player maximises `payoff[r * columns + c]`.
///
/// Never panics on degenerate input (all-equal payoffs, 1 x N, N x 1, duplicate rows and columns).
/// An empty game (`rows == 0` or `columns == 0`) returns empty strategies and value 0. Non-finite
/// payoffs give uniform strategies and a NaN value.
///
/// # Panics
/// If `payoff.len() != rows * columns` (a caller bug, not a game property).
pub(crate) fn solve(payoff: &[f64], rows: usize, columns: usize) -> Equilibrium {
    assert_eq!(
        payoff.len(),
        rows * columns,
        "payoff must hold rows * columns entries"
    );
    if rows == 0 || columns == 0 {
        return Equilibrium {
            row: vec![],
            column: vec![],
            value: 0.0,
        };
    }
    if !all_finite(payoff) {
        return Equilibrium {
            row: vec![1.0 / rows as f64; rows],
            column: vec![1.0 / columns as f64; columns],
            value: f64::NAN,
        };
    }
    let mut tableau = vec![0.0; (rows + 1) * line_width(columns)];
    let mut basis = vec![0usize; rows];
    let mut nonbasic = vec![0usize; columns];
    let mut row = vec![0.0; rows];
    let mut column = vec![0.0; columns];
    let value = solve_into(
        payoff,
        rows,
        columns,
        &mut tableau,
        &mut basis,
        &mut nonbasic,
        &mut row,
        &mut column,
    );
    Equilibrium { row, column, value }
}

/// An equilibrium of a game of at most `STACK_SIDE` rows and columns, without allocating: the
/// strategies fill the first `rows` and `columns` entries.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct SmallEquilibrium {
    pub row: [f64; STACK_SIDE],
    pub column: [f64; STACK_SIDE],
    pub value: f64,
}

/// The working space of [`solve_small_in`]: a tableau for the largest small game and its basis.
/// A coach keeps one for all its snaps, so no snap pays for clearing a fresh one (every cell a
/// solve reads it writes first).
pub(crate) struct Tableau {
    cells: [f64; STACK_CELLS],
    basis: [usize; STACK_SIDE],
    nonbasic: [usize; STACK_SIDE],
}

impl Default for Tableau {
    fn default() -> Tableau {
        Tableau {
            cells: [0.0; STACK_CELLS],
            basis: [0; STACK_SIDE],
            nonbasic: [0; STACK_SIDE],
        }
    }
}

/// [`solve`] for games of at most `STACK_SIDE` x `STACK_SIDE`, with the same results, but no
/// heap allocation. `None` for a larger game. (The coaches keep a tableau: [`solve_small_in`].)
#[cfg(test)]
pub(crate) fn solve_small(payoff: &[f64], rows: usize, columns: usize) -> Option<SmallEquilibrium> {
    solve_small_in(&mut Tableau::default(), payoff, rows, columns)
}

/// [`solve`] for games of at most `STACK_SIDE` x `STACK_SIDE`, with the same results, but no
/// heap allocation, on a tableau the caller keeps: the solver of every snap. `None` for a
/// larger game.
///
/// # Panics
/// If `payoff.len() != rows * columns`.
pub(crate) fn solve_small_in(
    tableau: &mut Tableau,
    payoff: &[f64],
    rows: usize,
    columns: usize,
) -> Option<SmallEquilibrium> {
    assert_eq!(
        payoff.len(),
        rows * columns,
        "payoff must hold rows * columns entries"
    );
    if rows > STACK_SIDE || columns > STACK_SIDE {
        return None;
    }
    let mut eq = SmallEquilibrium {
        row: [0.0; STACK_SIDE],
        column: [0.0; STACK_SIDE],
        value: 0.0,
    };
    if rows == 0 || columns == 0 {
        return Some(eq);
    }
    if !all_finite(payoff) {
        eq.row[..rows].fill(1.0 / rows as f64);
        eq.column[..columns].fill(1.0 / columns as f64);
        eq.value = f64::NAN;
        return Some(eq);
    }
    let cells = (rows + 1) * line_width(columns);
    eq.value = solve_into(
        payoff,
        rows,
        columns,
        &mut tableau.cells[..cells],
        &mut tableau.basis[..rows],
        &mut tableau.nonbasic[..columns],
        &mut eq.row[..rows],
        &mut eq.column[..columns],
    );
    Some(eq)
}

/// The row player's guaranteed payoff with `row` mixed: the worst column against it.
#[cfg(test)]
pub(crate) fn row_guarantee(payoff: &[f64], rows: usize, columns: usize, row: &[f64]) -> f64 {
    (0..columns)
        .map(|c| {
            (0..rows)
                .map(|r| row[r] * payoff[r * columns + c])
                .sum::<f64>()
        })
        .fold(f64::INFINITY, f64::min)
}

/// The most the column player concedes with `column` mixed: the best row against it.
#[cfg(test)]
pub(crate) fn column_concession(
    payoff: &[f64],
    rows: usize,
    columns: usize,
    column: &[f64],
) -> f64 {
    (0..rows)
        .map(|r| {
            (0..columns)
                .map(|c| column[c] * payoff[r * columns + c])
                .sum::<f64>()
        })
        .fold(f64::NEG_INFINITY, f64::max)
}

/// The simplex on a condensed tableau `t` of `rows + 1` lines of `line_width(columns)` cells
/// (each line's nonbasic variables, then its right-hand side and zeros; the objective last),
/// writing the strategies into `row` and `column` (of the game's sizes) and returning the value.
/// `basis` names each line's basic variable and `nonbasic` each cell's variable (`0..columns`
/// the column strategy's, `columns + r` line `r`'s slack).
///
/// The full tableau carries a column for every variable, but a basic variable's is a unit
/// vector nobody needs to see: dropping them leaves `columns + 1` cells a line instead of
/// `rows + columns + 1` to pivot and scan. Every cell kept is computed by the very operations
/// the full tableau computes it by (a pivot writes the leaving variable's column where the
/// entering one was: `1 / p` on the pivot line and `0 - factor / p` on the others), and the
/// entering variable is the one the full tableau's scan in variable order picks, so the
/// strategies and value are the full tableau's to the bit (the test `condensed` holds it to
/// that).
#[allow(clippy::too_many_arguments)]
fn solve_into(
    payoff: &[f64],
    rows: usize,
    columns: usize,
    t: &mut [f64],
    basis: &mut [usize],
    nonbasic: &mut [usize],
    row: &mut [f64],
    column: &mut [f64],
) -> f64 {
    let (m, n) = (rows, columns);
    let width = line_width(n);
    let rhs = n;
    let t = &mut t[..(m + 1) * width];

    // Comparisons rather than `f64::min` and `max`, which pay for NaN (checked for before) on
    // every cell; they differ only in which zero of two they keep, and no cell or value depends
    // on that.
    let (mut low, mut high) = (f64::INFINITY, f64::NEG_INFINITY);
    for &p in payoff {
        if p < low {
            low = p;
        }
        if p > high {
            high = p;
        }
    }
    let range = if high > low { high - low } else { 1.0 };

    // Constraint lines: A' w + s = 1, with A' = 1 + (A - low) / range in [1, 2].
    for (r, (line, payoffs)) in t
        .chunks_exact_mut(width)
        .zip(payoff.chunks_exact(n))
        .enumerate()
    {
        for (cell, &p) in line.iter_mut().zip(payoffs) {
            *cell = 1.0 + (p - low) / range;
        }
        line[rhs] = 1.0;
        line[rhs + 1..].fill(0.0);
        basis[r] = n + r;
    }
    for (c, variable) in nonbasic.iter_mut().enumerate() {
        *variable = c;
    }
    // Objective line: z - sum(w) = 0.
    let objective = m * width;
    t[objective..objective + n].fill(-1.0);
    t[objective + rhs..].fill(0.0);

    let max_iterations = 50 * (m + n) + 100;
    let mut bland = false;
    let mut degenerate = 0usize;
    for _ in 0..max_iterations {
        // Entering variable: the most negative reduced cost, the lowest variable among equals
        // (Dantzig), or the lowest variable with a negative one (Bland): what a scan of every
        // variable in order finds, where a basic variable's cost is zero. (No variable is below
        // 0, so no cost of exactly -EPS is taken before a first candidate.)
        let costs = t[objective..objective + n]
            .iter()
            .zip(&*nonbasic)
            .enumerate();
        let mut e = usize::MAX;
        if bland {
            let mut lowest = usize::MAX;
            for (at, (&reduced, &variable)) in costs {
                if reduced < -EPS && variable < lowest {
                    e = at;
                    lowest = variable;
                }
            }
        } else {
            let (mut most_negative, mut lowest) = (-EPS, 0);
            for (at, (&reduced, &variable)) in costs {
                if reduced < most_negative || (reduced == most_negative && variable < lowest) {
                    e = at;
                    most_negative = reduced;
                    lowest = variable;
                }
            }
        }
        if e == usize::MAX {
            break;
        }

        // Leaving line: minimum ratio, ties to the smallest basic variable index.
        let mut l = usize::MAX;
        let mut best = f64::INFINITY;
        for (r, line) in t[..objective].chunks_exact(width).enumerate() {
            let a = line[e];
            if a > EPS {
                let ratio = line[rhs] / a;
                let tie = (ratio - best).abs() <= EPS * (1.0 + best.abs());
                if l == usize::MAX || (ratio < best && !tie) || (tie && basis[r] < basis[l]) {
                    best = ratio;
                    l = r;
                }
            }
        }
        // Unbounded cannot happen with A' > 0; stop rather than loop.
        if l == usize::MAX {
            break;
        }

        if t[l * width + rhs] <= EPS {
            degenerate += 1;
            if degenerate >= DEGENERATE_RUN {
                bland = true;
            }
        } else {
            degenerate = 0;
        }
        pivot(t, width, l, e);
        std::mem::swap(&mut basis[l], &mut nonbasic[e]);
    }

    // Primal: the column strategy.
    column.fill(0.0);
    for r in 0..m {
        if basis[r] < n {
            column[basis[r]] = t[r * width + rhs].max(0.0);
        }
    }
    // Dual: the row strategy, from the slacks' reduced costs (a basic slack's is zero).
    row.fill(0.0);
    for (at, &variable) in nonbasic.iter().enumerate() {
        if variable >= n {
            row[variable - n] = t[objective + at].max(0.0);
        }
    }
    normalise(column);
    normalise(row);

    let total = t[objective + rhs];
    let value = if total > EPS {
        low + range * (1.0 / total - 1.0)
    } else {
        // Unreachable for a finished run; fall back on the mixed payoff.
        mixed_payoff(payoff, n, row, column)
    };
    if high > low {
        value
    } else {
        low
    }
}

/// Pivots line `l` on cell `e`, whose variable enters the basis: the leaving variable's column,
/// a unit vector in the full tableau, is computed into cell `e` as the full tableau computes it.
///
/// A line of a game that fits the stack tableau is handled as an array of its width, so that
/// each line's update from (a copy of) the pivot line unrolls into whole vector steps. As a
/// loop over the cells, or over chunks of `LANES`, it is vectorised two chunks at a time with
/// shuffles, or not at all: a game's solves took 1.53M instructions so (equilibrium_games,
/// seed 3), 1.08M as arrays, 1.65M unpadded.
fn pivot(t: &mut [f64], width: usize, l: usize, e: usize) {
    match width {
        4 => pivot_lines::<4>(t, l, e),
        8 => pivot_lines::<8>(t, l, e),
        12 => pivot_lines::<12>(t, l, e),
        16 => pivot_lines::<16>(t, l, e),
        20 => pivot_lines::<20>(t, l, e),
        _ => pivot_wide(t, width, l, e),
    }
}

fn pivot_lines<const W: usize>(t: &mut [f64], l: usize, e: usize) {
    let lines = t.as_chunks_mut::<W>().0;
    let line = &mut lines[l];
    let p = line[e];
    line[e] = 1.0;
    for x in line.iter_mut() {
        *x /= p;
    }
    let q = *line;
    for (r, line) in lines.iter_mut().enumerate() {
        if r == l {
            continue;
        }
        let factor = line[e];
        line[e] = 0.0;
        if factor != 0.0 {
            for (x, q) in line.iter_mut().zip(q) {
                *x -= factor * q;
            }
        }
    }
}

/// [`pivot`] on a game wider than the stack tableau.
fn pivot_wide(t: &mut [f64], width: usize, l: usize, e: usize) {
    let p = t[l * width + e];
    t[l * width + e] = 1.0;
    for x in &mut t[l * width..(l + 1) * width] {
        *x /= p;
    }
    let (before, rest) = t.split_at_mut(l * width);
    let (pivot_line, after) = rest.split_at_mut(width);
    for line in before
        .chunks_exact_mut(width)
        .chain(after.chunks_exact_mut(width))
    {
        let factor = line[e];
        line[e] = 0.0;
        if factor != 0.0 {
            for (x, &q) in line.iter_mut().zip(pivot_line.iter()) {
                *x -= factor * q;
            }
        }
    }
}

/// Whether no payoff is infinite or NaN, found without stopping at the first that is, so that
/// the test is vectorised for the finite games every snap has (3.05M -> 3.03M instructions an
/// equilibrium game).
fn all_finite(payoff: &[f64]) -> bool {
    payoff.iter().fold(true, |finite, p| finite & p.is_finite())
}

fn normalise(v: &mut [f64]) {
    let sum: f64 = v.iter().sum();
    if sum > 0.0 && sum.is_finite() {
        for x in v.iter_mut() {
            *x /= sum;
        }
    } else {
        let uniform = 1.0 / v.len() as f64;
        v.fill(uniform);
    }
}

fn mixed_payoff(payoff: &[f64], columns: usize, row: &[f64], column: &[f64]) -> f64 {
    row.iter()
        .enumerate()
        .map(|(r, &x)| {
            x * column
                .iter()
                .enumerate()
                .map(|(c, &y)| y * payoff[r * columns + c])
                .sum::<f64>()
        })
        .sum()
}

#[cfg(test)]
mod condensed;

#[cfg(test)]
mod tests {
    use super::*;

    const TOL: f64 = 1e-9;

    fn check(payoff: &[f64], rows: usize, columns: usize) -> Equilibrium {
        let eq = solve(payoff, rows, columns);
        assert_eq!(eq.row.len(), rows);
        assert_eq!(eq.column.len(), columns);
        for &p in eq.row.iter().chain(eq.column.iter()) {
            assert!(p >= 0.0 && p.is_finite(), "probability {p} in {eq:?}");
        }
        assert!((eq.row.iter().sum::<f64>() - 1.0).abs() < TOL, "{eq:?}");
        assert!((eq.column.iter().sum::<f64>() - 1.0).abs() < TOL, "{eq:?}");
        let lower = row_guarantee(payoff, rows, columns, &eq.row);
        let upper = column_concession(payoff, rows, columns, &eq.column);
        let scale = 1.0 + payoff.iter().fold(0.0f64, |a, p| a.max(p.abs()));
        assert!(
            lower >= eq.value - TOL * scale,
            "row guarantees {lower} < value {}: {eq:?}",
            eq.value
        );
        assert!(
            upper <= eq.value + TOL * scale,
            "column concedes {upper} > value {}: {eq:?}",
            eq.value
        );
        eq
    }

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() < 1e-9
    }

    #[test]
    fn rock_paper_scissors_is_uniform_with_value_zero() {
        let payoff = [0.0, -1.0, 1.0, 1.0, 0.0, -1.0, -1.0, 1.0, 0.0];
        let eq = check(&payoff, 3, 3);
        assert!(close(eq.value, 0.0), "{eq:?}");
        for p in eq.row.iter().chain(eq.column.iter()) {
            assert!(close(*p, 1.0 / 3.0), "{eq:?}");
        }
    }

    #[test]
    fn saddle_point_is_pure() {
        // Row 1 / column 1 is a saddle point: 5 is the minimum of its row and maximum of its column.
        let payoff = [1.0, 3.0, 8.0, 6.0, 5.0, 7.0, 0.0, 2.0, 9.0];
        let eq = check(&payoff, 3, 3);
        assert!(close(eq.value, 5.0), "{eq:?}");
        assert!(close(eq.row[1], 1.0), "{eq:?}");
        assert!(close(eq.column[1], 1.0), "{eq:?}");
    }

    #[test]
    fn unequal_matching_pennies_has_the_closed_form() {
        // [[a, b], [c, d]] without saddle point: p = (d - c) / (a - b - c + d) on row 0,
        // q = (d - b) / (a - b - c + d) on column 0, value = (ad - bc) / (a - b - c + d).
        let (a, b, c, d) = (3.0, -1.0, -2.0, 1.0);
        let eq = check(&[a, b, c, d], 2, 2);
        let den = a - b - c + d;
        assert!(close(eq.row[0], (d - c) / den), "{eq:?}");
        assert!(close(eq.column[0], (d - b) / den), "{eq:?}");
        assert!(close(eq.value, (a * d - b * c) / den), "{eq:?}");
    }

    #[test]
    fn dominated_row_gets_no_weight() {
        // Row 2 is strictly worse than row 0 everywhere.
        let payoff = [2.0, -1.0, 0.0, -1.0, 1.0, 0.5, 1.0, -2.0, -0.5];
        let eq = check(&payoff, 3, 3);
        assert!(eq.row[2].abs() < 1e-12, "{eq:?}");
    }

    #[test]
    fn dominated_column_gets_no_weight() {
        // Column 2 concedes more than column 0 against every row.
        let payoff = [1.0, -1.0, 2.0, -1.0, 1.0, 0.0];
        let eq = check(&payoff, 2, 3);
        assert!(eq.column[2].abs() < 1e-12, "{eq:?}");
        assert!(close(eq.value, 0.0), "{eq:?}");
    }

    /// A small deterministic generator so the tests need no seed plumbing.
    struct SplitMix(u64);

    impl SplitMix {
        fn next(&mut self) -> u64 {
            self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let mut z = self.0;
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            z ^ (z >> 31)
        }
        fn below(&mut self, n: u64) -> u64 {
            self.next() % n
        }
        fn unit(&mut self) -> f64 {
            (self.next() >> 11) as f64 / (1u64 << 53) as f64
        }
    }

    #[test]
    fn random_matrices_satisfy_the_equilibrium_conditions() {
        let mut rng = SplitMix(2024);
        for case in 0..3000 {
            let rows = 1 + rng.below(16) as usize;
            let columns = 1 + rng.below(16) as usize;
            let payoff: Vec<f64> = match case % 3 {
                // Continuous payoffs.
                0 => (0..rows * columns)
                    .map(|_| rng.unit() * 40.0 - 10.0)
                    .collect(),
                // Few distinct integers: many ties, degenerate vertices.
                1 => (0..rows * columns)
                    .map(|_| rng.below(3) as f64 - 1.0)
                    .collect(),
                // Even yards like the card matrix.
                _ => (0..rows * columns)
                    .map(|_| 2.0 * rng.below(12) as f64 - 6.0)
                    .collect(),
            };
            check(&payoff, rows, columns);
        }
    }

    #[test]
    fn the_small_solver_gives_the_same_results() {
        let mut rng = SplitMix(99);
        for _ in 0..500 {
            let rows = 1 + rng.below(16) as usize;
            let columns = 1 + rng.below(16) as usize;
            let payoff: Vec<f64> = (0..rows * columns)
                .map(|_| rng.unit() * 8.0 - 4.0)
                .collect();
            let eq = solve(&payoff, rows, columns);
            let small = solve_small(&payoff, rows, columns).unwrap_or_else(|| panic!("fits"));
            assert_eq!(eq.row[..], small.row[..rows]);
            assert_eq!(eq.column[..], small.column[..columns]);
            assert_eq!(eq.value.to_bits(), small.value.to_bits());
        }
    }

    #[test]
    fn larger_than_the_stack_tableau_works() {
        let mut rng = SplitMix(7);
        let (rows, columns) = (20, 17);
        let payoff: Vec<f64> = (0..rows * columns).map(|_| rng.unit() - 0.5).collect();
        check(&payoff, rows, columns);
    }

    #[test]
    fn all_equal_matrix() {
        let eq = check(&[4.0; 12], 3, 4);
        assert!(close(eq.value, 4.0), "{eq:?}");
    }

    #[test]
    fn one_by_one() {
        let eq = check(&[-3.5], 1, 1);
        assert!(close(eq.value, -3.5), "{eq:?}");
    }

    #[test]
    fn one_row_picks_the_cheapest_column() {
        let eq = check(&[3.0, -2.0, 5.0, -2.0], 1, 4);
        assert!(close(eq.value, -2.0), "{eq:?}");
        assert!(close(eq.column[1] + eq.column[3], 1.0), "{eq:?}");
    }

    #[test]
    fn one_column_picks_the_best_row() {
        let eq = check(&[3.0, 7.0, 5.0], 3, 1);
        assert!(close(eq.value, 7.0), "{eq:?}");
        assert!(close(eq.row[1], 1.0), "{eq:?}");
    }

    #[test]
    fn duplicate_rows_and_columns() {
        let payoff = [1.0, 1.0, -1.0, 1.0, 1.0, -1.0, -1.0, -1.0, 1.0];
        let eq = check(&payoff, 3, 3);
        assert!(close(eq.value, 0.0), "{eq:?}");
    }

    #[test]
    fn zero_and_identity_like_degenerate_games() {
        check(&[0.0; 256], 16, 16);
        let mut identity = vec![0.0; 256];
        for i in 0..16 {
            identity[i * 16 + i] = 1.0;
        }
        let eq = check(&identity, 16, 16);
        assert!(close(eq.value, 1.0 / 16.0), "{eq:?}");
    }

    #[test]
    fn empty_and_non_finite_games_do_not_panic() {
        let eq = solve(&[], 0, 3);
        assert!(eq.row.is_empty() && eq.value == 0.0);
        let eq = solve(&[1.0, f64::NAN], 1, 2);
        assert!(eq.value.is_nan());
        assert!(close(eq.column.iter().sum(), 1.0));
    }
}
