//! Zero-sum matrix games, solved exactly by linear programming.
//!
//! The computer coach solves a game every snap, so the solver is a small dense simplex on a
//! condensed tableau that the coach keeps for games up to [`STACK_SIDE`] x [`STACK_SIDE`]
//! ([`solve_small_in`], faster, and free to end on any equilibrium); [`solve`] gives the shared
//! tables the very bits the full tableau gave them.
//!
//! Method: shift and scale the payoffs into `[1, 2]`, so the game value `v'` is positive, then solve
//! `maximise sum(w)` subject to `A' w <= 1, w >= 0` (the column player's program with `w = y / v'`).
//! The slack basis is feasible from the start, so one phase is enough. At the optimum the column
//! strategy is `w / sum(w)` (primal) and the row strategy comes from the slack reduced costs
//! (dual), and `v' = 1 / sum(w)`. Pivoting uses Dantzig's rule (a snap's first column to enter
//! the column player's best pure strategy) and switches to Bland's rule for good once a run
//! of degenerate pivots suggests cycling; an iteration cap guards against floating-point
//! pathologies, so the solver always returns.
//!
//! A snap's solve may end on another equilibrium than the exact one (issue 22), and the
//! equilibrium coach plays no weaker for it: against the heuristic coach, base against base,
//! 89.09% -> 89.14% (± 0.43) of 20,000 paired games of seed 7, 89.60% -> 89.63% of seed 13, and
//! Essen Eagles against Las Vegas Vampires 86.42% -> 86.35% (± 0.48); against the coach as it
//! was, 50.15% ± 0.69 (20,000 paired games of seed 11, 18.69 to 18.66 points a game); and a
//! best response that knows its strategy (`examples/exploitability.rs tradeoff 3000`) wins
//! 7.42 -> 7.55 (± 0.32) points a game from it.
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
//!   few to pay for a process-wide table of some 330,000 entries. Measured again keyed
//!   exactly by what decides the solve, the payoffs to the bit: 5.7% of 340,000 repeat in
//!   2,000 games, 13.2% of 1.7M in 10,000 with nothing forgotten, none within one coach's
//!   game; keyed by what decides the fill too (situation, hand, the opponent's public deck),
//!   0.1%.
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
//!   3.5), but a last bit off here and there turned some games of a league (`rank --teams all
//!   --seed 1` ranked 7 of its 26 teams on other win counts). Since issue 22 let the
//!   equilibrium coach's choices move (saves record every decision), a snap's solve takes it,
//!   with the rest of `solve_into`'s faster path; the shared tables keep the exact one (7 of the
//!   325 pairs' field values moved otherwise, through the yards game's equilibria).
//! - A warm start: the columns (opponent's plays) in the support of the coach's equilibrium at
//!   its last snap in the same role entered first, while they lower the objective. It took
//!   5.35 -> 5.74 pivots a solve (300 games of seed 3) and 8% more of the solves' instructions:
//!   from one snap to the next the spot, the down and the opponent's plausible plays change too
//!   much for the last support to be a good guess, and the column player's best pure strategy
//!   is a better first column.
//! - A snap's tableau laid out from its payoffs read as whole tableau lines (each row's cells
//!   past its own the next row's), so that the bounds, the test for finite payoffs and the
//!   scaling go in whole vector steps: as compiled, 50k to 270k more instructions a game (the
//!   bounds of every cell of a line spilled from the registers, or went a lane at a time), and
//!   a copy of the payoffs cost 24k more. The card game finds the bounds as it fills the
//!   payoffs instead ([`PayoffBounds`]).
//! - The entering scan in two lanes (even cells and odd), each keeping its first least cost:
//!   44k more instructions a game, not vectorised. The scans' selects written with the kept
//!   value first (as `CardGame::fill` keeps its bounds, 15k fewer there): 69k more.
//!
//! Where an equilibrium game's instructions go (issue 22; `examples/equilibrium_games` 2,000
//! games of seed 3 less 1,000, a thousandth): 2.329M a game, of which a snap's solve 0.763M (172
//! solves of 5.3 pivots: 0.275M of it pivoting, the rest laying the tableau out, the scans for
//! the entering cell and the leaving line, and the strategies read back), the card game's
//! payoffs with their bounds (`CardGame::fill`) 0.214M, the opponent's view of my plays
//! (`seen_from_across`) 0.273M, the rest of `rebuild` 0.117M, and what the opponent revealed
//! (`OpponentModel::observe` and `worst_held_chance`) 0.115M; the rest is the engine, the other
//! calls and the tables' lazily filled matrices. (2.474M before: the snap's solve 0.983M, the
//! fill 0.139M. Since: a pivot called rather than inlined, the strategies read from whole
//! arrays, 2.426M; lines padded to two cells, 2.387M; the bounds from the fill, 2.329M.)

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
/// in whole vector steps, without a remainder (`pivot`): two, a vector step of the baseline
/// x86-64 target. (Padded to four, the 13 cells of a game of 12 columns, most snaps' games,
/// took 16 rather than 14; with a pivot made for every even width, an equilibrium game took
/// 2.426M -> 2.387M instructions padded to two. Before pivots were made for every width, two
/// had taken 6% more of the solves' instructions than four.)
const LANES: usize = 2;

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
    let mut values = vec![0.0; rows + columns];
    let mut row = vec![0.0; rows];
    let mut column = vec![0.0; columns];
    let value = solve_into::<true>(
        payoff,
        rows,
        columns,
        &mut tableau,
        &mut basis,
        &mut nonbasic,
        &mut values,
        &mut row,
        &mut column,
        PayoffBounds::default(),
    );
    Equilibrium { row, column, value }
}

/// An equilibrium of a game of at most `STACK_SIDE` rows and columns, without allocating: the
/// strategies fill the first `rows` and `columns` entries.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
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
    values: [f64; 2 * STACK_SIDE],
}

impl Default for Tableau {
    fn default() -> Tableau {
        Tableau {
            cells: [0.0; STACK_CELLS],
            basis: [0; STACK_SIDE],
            nonbasic: [0; STACK_SIDE],
            values: [0.0; 2 * STACK_SIDE],
        }
    }
}

/// [`solve_small_in`] on a fresh tableau. `None` for a larger game. (The coaches keep a tableau: [`solve_small_in`].)
#[cfg(test)]
pub(crate) fn solve_small(payoff: &[f64], rows: usize, columns: usize) -> Option<SmallEquilibrium> {
    solve_small_in(&mut Tableau::default(), payoff, rows, columns)
}

/// A game of at most `STACK_SIDE` x `STACK_SIDE` solved without heap allocation, on a tableau
/// the caller keeps: the solver of every snap. An equilibrium of [`solve`]'s value, but not
/// always the same one, nor its last bits (see `solve_into`). `None` for a larger game.
///
/// # Panics
/// If `payoff.len() != rows * columns`.
pub(crate) fn solve_small_in(
    tableau: &mut Tableau,
    payoff: &[f64],
    rows: usize,
    columns: usize,
) -> Option<SmallEquilibrium> {
    let mut eq = SmallEquilibrium {
        row: [0.0; STACK_SIDE],
        column: [0.0; STACK_SIDE],
        value: 0.0,
    };
    let bounds = PayoffBounds::of(payoff, columns);
    solve_small_into(tableau, payoff, rows, columns, bounds, &mut eq).then_some(eq)
}

/// [`solve_small_in`] into an equilibrium the caller keeps, as a coach keeps its tableau: a
/// snap's solve then copies no equilibrium out (nor its caller's result on). `false`, and `eq`
/// as it was, for a larger game. Every entry of `eq` is written: past the game's rows and
/// columns, zeros. `bounds` are the payoffs' own ([`PayoffBounds::of`]); a snap's card game
/// finds them as it writes its payoffs, so the solve reads each payoff once, to lay its
/// tableau out.
///
/// # Panics
/// If `payoff.len() != rows * columns`.
pub(crate) fn solve_small_into(
    tableau: &mut Tableau,
    payoff: &[f64],
    rows: usize,
    columns: usize,
    bounds: PayoffBounds,
    eq: &mut SmallEquilibrium,
) -> bool {
    assert_eq!(
        payoff.len(),
        rows * columns,
        "payoff must hold rows * columns entries"
    );
    if rows > STACK_SIDE || columns > STACK_SIDE {
        return false;
    }
    if rows == 0 || columns == 0 {
        *eq = SmallEquilibrium::default();
        return true;
    }
    // Whole, in vector steps: the entries past the game's, alone, were two calls of `memset`.
    eq.row = [0.0; STACK_SIDE];
    eq.column = [0.0; STACK_SIDE];
    if !bounds.finite {
        eq.row[..rows].fill(1.0 / rows as f64);
        eq.column[..columns].fill(1.0 / columns as f64);
        eq.value = f64::NAN;
        return true;
    }
    let cells = (rows + 1) * line_width(columns);
    eq.value = solve_into::<false>(
        payoff,
        rows,
        columns,
        &mut tableau.cells[..cells],
        &mut tableau.basis[..rows],
        &mut tableau.nonbasic[..columns],
        &mut tableau.values,
        &mut eq.row[..rows],
        &mut eq.column[..columns],
        bounds,
    );
    true
}

/// What a snap's solve needs to know of its payoffs before it lays its tableau out: the least
/// and the greatest, the first column whose greatest payoff is least (the column player's best
/// pure strategy, entered first), and whether every payoff is finite.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct PayoffBounds {
    low: f64,
    high: f64,
    first: usize,
    finite: bool,
}

impl Default for PayoffBounds {
    /// The bounds of no payoffs.
    fn default() -> PayoffBounds {
        PayoffBounds::from_columns(&[], f64::INFINITY, true)
    }
}

impl PayoffBounds {
    /// The bounds of payoffs whose columns' greatest are `tops`, whose least is `low`, and which
    /// are all finite or not. (Selects rather than `f64::min` and `max`, which pay for NaN on
    /// every payoff; they differ only in which zero of two they keep, and no cell or value
    /// depends on that.)
    pub(crate) fn from_columns(tops: &[f64], low: f64, finite: bool) -> PayoffBounds {
        let (mut high, mut first, mut least) = (f64::NEG_INFINITY, 0, f64::INFINITY);
        for (at, &top) in tops.iter().enumerate() {
            high = if top > high { top } else { high };
            let lower = top < least;
            least = if lower { top } else { least };
            first = if lower { at } else { first };
        }
        PayoffBounds {
            low,
            high,
            first,
            finite,
        }
    }

    /// Whether a snap's solve does the same with these bounds as with `other`: the same
    /// finite bounds and first column, or payoffs not all finite in both.
    #[cfg(test)]
    pub(crate) fn same_for_a_solve(&self, other: &PayoffBounds) -> bool {
        self.finite == other.finite && (!self.finite || self == other)
    }

    /// The bounds of the payoffs of a game of `columns` columns (at most `STACK_SIDE`, the
    /// columns of a snap's solve: those past it are not looked at), row by row. Each column's
    /// bounds first (in `top` and `bottom`) and then the game's, so that no comparison waits
    /// on more than a column's: one chain through every payoff held some 13% of a snap's
    /// solve's samples (by `perf`); so 2.806M -> 2.759M instructions an equilibrium game.
    pub(crate) fn of(payoff: &[f64], columns: usize) -> PayoffBounds {
        let (mut top, mut bottom) = ([f64::NEG_INFINITY; STACK_SIDE], [f64::INFINITY; STACK_SIDE]);
        let (top, bottom) = (
            &mut top[..columns.min(STACK_SIDE)],
            &mut bottom[..columns.min(STACK_SIDE)],
        );
        for payoffs in payoff.chunks_exact(columns.max(1)) {
            for ((top, bottom), &p) in top.iter_mut().zip(bottom.iter_mut()).zip(payoffs) {
                *top = if p > *top { p } else { *top };
                *bottom = if p < *bottom { p } else { *bottom };
            }
        }
        let mut low = f64::INFINITY;
        for &bottom in &*bottom {
            low = if bottom < low { bottom } else { low };
        }
        PayoffBounds::from_columns(top, low, all_finite(payoff))
    }
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
/// the column strategy's, `columns + r` line `r`'s slack); `values` is scratch of at least
/// `rows + columns` cells. `bounds` are the payoffs' own for a snap's solve (the exact one
/// finds its own).
///
/// The full tableau carries a column for every variable, but a basic variable's is a unit
/// vector nobody needs to see: dropping them leaves `columns + 1` cells a line instead of
/// `rows + columns + 1` to pivot and scan (a pivot writes the leaving variable's column where
/// the entering one was: `1 / p` on the pivot line and `0 - factor / p` on the others).
///
/// `EXACT` solves as the full tableau did, to the bit (the test `condensed` holds it to that):
/// every cell computed by the very operations the full tableau computes it by, and each
/// entering variable the one its scan in variable order picks. The shared tables (the yards
/// game's equilibria in the field values, the try's value) are solved so, for every coach's
/// sake and every published seed's.
///
/// Otherwise the solve is a snap's, the equilibrium coach's, which may end on another
/// equilibrium of the same value (issue 22 let that coach's choices move). Such a solve pivots
/// some five times, and its time went on waiting: on mispredicted branches (some 90 a solve,
/// by callgrind's branch simulation) and on divisions. So the scans choose by selects rather
/// than branches, the pivot line is multiplied by the pivot's reciprocal, every line is updated
/// whether or not its factor is zero, and the first column to enter is the one whose greatest
/// payoff is least, the column player's best pure strategy (the objective's greatest first
/// step), rather than the first: 6.5 pivots a solve fell to 5.3. The solves of 200
/// equilibrium games (37,830 games) took 30% less time so, and 11% fewer instructions.
/// (Choosing every entering column by its step, not only the first, took 4.8 pivots a solve
/// but 30% more time; the least ratio compared by products rather than quotients, to spare the
/// divisions, 5% more instructions and more mispredictions.)
#[allow(clippy::too_many_arguments)]
fn solve_into<const EXACT: bool>(
    payoff: &[f64],
    rows: usize,
    columns: usize,
    t: &mut [f64],
    basis: &mut [usize],
    nonbasic: &mut [usize],
    values: &mut [f64],
    row: &mut [f64],
    column: &mut [f64],
    bounds: PayoffBounds,
) -> f64 {
    let (m, n) = (rows, columns);
    let width = line_width(n);
    let rhs = n;
    let t = &mut t[..(m + 1) * width];

    // Selects rather than `f64::min` and `max`, which pay for NaN (checked for before) on every
    // cell; they differ only in which zero of two they keep, and no cell or value depends on
    // that. A snap's solve is handed its bounds.
    let (mut low, mut high) = (bounds.low, bounds.high);
    if EXACT {
        (low, high) = (f64::INFINITY, f64::NEG_INFINITY);
        for &p in payoff {
            low = if p < low { p } else { low };
            high = if p > high { p } else { high };
        }
    }
    let range = if high > low { high - low } else { 1.0 };
    let scale = 1.0 / range;

    // Constraint lines: A' w + s = 1, with A' = 1 + (A - low) / range in [1, 2]. A line's
    // right-hand side and padding lie in its last `LANES` cells, cleared in whole vector steps
    // before the payoffs are written: a fill of the padding alone (none to three cells) was a
    // call of `memset` a line.
    for (r, (line, payoffs)) in t
        .chunks_exact_mut(width)
        .zip(payoff.chunks_exact(n))
        .enumerate()
    {
        if let Some(tail) = line.last_chunk_mut::<LANES>() {
            *tail = [0.0; LANES];
        }
        for (cell, &p) in line.iter_mut().zip(payoffs) {
            *cell = if EXACT {
                1.0 + (p - low) / range
            } else {
                1.0 + (p - low) * scale
            };
        }
        line[rhs] = 1.0;
        basis[r] = n + r;
    }
    for (c, variable) in nonbasic.iter_mut().enumerate() {
        *variable = c;
    }
    // Objective line: z - sum(w) = 0.
    let objective = m * width;
    if let Some(tail) = t.last_chunk_mut::<LANES>() {
        *tail = [0.0; LANES];
    }
    t[objective..objective + n].fill(-1.0);

    let best_pure = bounds.first;

    let max_iterations = 50 * (m + n) + 100;
    let mut bland = false;
    let mut degenerate = 0usize;
    for iteration in 0..max_iterations {
        // Entering variable: the most negative reduced cost (Dantzig; exactly, the lowest
        // variable among equals), or the lowest variable with a negative one (Bland): what a
        // scan of every variable in order finds, where a basic variable's cost is zero. A
        // snap's first is the column player's best pure strategy.
        let costs = &t[objective..objective + n];
        let e = if !EXACT && iteration == 0 {
            best_pure
        } else if bland {
            bland_entering(costs, nonbasic)
        } else if EXACT {
            exact_entering(costs, nonbasic)
        } else {
            let (mut e, mut most_negative) = (usize::MAX, -EPS);
            for (at, &reduced) in costs.iter().enumerate() {
                let lower = reduced < most_negative;
                most_negative = if lower { reduced } else { most_negative };
                e = if lower { at } else { e };
            }
            e
        };
        if e == usize::MAX {
            break;
        }

        // Leaving line: the least ratio (exactly, or under Bland's rule, ties to the smallest
        // basic variable).
        let l = if EXACT || bland {
            least_ratio_lowest_basis(&t[..objective], width, rhs, basis, e)
        } else {
            let (mut l, mut best) = (usize::MAX, f64::INFINITY);
            for (r, line) in t[..objective].chunks_exact(width).enumerate() {
                // A line whose cell is not positive has an infinite ratio. Worked out as one
                // division whatever the cell, so that the compiler has no division to put
                // behind a branch (which mispredicted some 8 times a solve).
                let a = line[e];
                let positive = a > EPS;
                let ratio = (line[rhs] + if positive { 0.0 } else { f64::INFINITY })
                    / if positive { a } else { EPS };
                let lower = ratio < best;
                best = if lower { ratio } else { best };
                l = if lower { r } else { l };
            }
            l
        };
        // Unbounded cannot happen with A' > 0; stop rather than loop.
        if l == usize::MAX {
            break;
        }

        let stalled = t[l * width + rhs] <= EPS;
        degenerate = if stalled { degenerate + 1 } else { 0 };
        bland |= degenerate >= DEGENERATE_RUN;
        pivot::<EXACT>(t, width, l, e);
        std::mem::swap(&mut basis[l], &mut nonbasic[e]);
    }

    // Primal: the column strategy, each line's right-hand side its basic variable's value.
    // Dual: the row strategy, from the slacks' reduced costs (a basic slack's is zero). Every
    // variable is basic or nonbasic, so writing the one set's values and the other's zeros
    // writes each entry once, where clearing `values` first was a call of `memset` each.
    if EXACT {
        let values = &mut values[..n + m];
        for (line, &variable) in t.chunks_exact(width).zip(&*basis) {
            values[variable] = line[rhs];
        }
        for &variable in &*nonbasic {
            values[variable] = 0.0;
        }
        column.copy_from_slice(&values[..n]);
        for (&reduced, &variable) in t[objective..objective + n].iter().zip(&*nonbasic) {
            values[variable] = reduced;
        }
        for &variable in &*basis {
            values[variable] = 0.0;
        }
        row.copy_from_slice(&values[n..]);
    } else {
        // A snap's game has at most `STACK_SIDE` rows and columns, so every variable indexes
        // arrays of twice that, cleared whole in vector steps and written without bounds
        // checks (20k fewer instructions an equilibrium game, of 2.47M).
        let (mut primal, mut dual) = ([0.0; 2 * STACK_SIDE], [0.0; 2 * STACK_SIDE]);
        for (line, &variable) in t.chunks_exact(width).zip(&*basis) {
            primal[variable % (2 * STACK_SIDE)] = line[rhs];
        }
        for (&reduced, &variable) in t[objective..objective + n].iter().zip(&*nonbasic) {
            dual[variable % (2 * STACK_SIDE)] = reduced;
        }
        column.copy_from_slice(&primal[..n]);
        row.copy_from_slice(&dual[n..n + m]);
    }
    for p in column.iter_mut().chain(row.iter_mut()) {
        *p = p.max(0.0);
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

/// Dantzig's entering cell as the full tableau's scan finds it: the most negative reduced cost,
/// the lowest variable among equals. (No variable is below 0, so no cost of exactly -EPS is
/// taken before a first candidate.)
fn exact_entering(costs: &[f64], nonbasic: &[usize]) -> usize {
    let (mut e, mut most_negative, mut lowest) = (usize::MAX, -EPS, 0);
    for (at, (&reduced, &variable)) in costs.iter().zip(nonbasic).enumerate() {
        if reduced < most_negative || (reduced == most_negative && variable < lowest) {
            e = at;
            most_negative = reduced;
            lowest = variable;
        }
    }
    e
}

/// Bland's entering cell: the lowest variable with a negative reduced cost.
fn bland_entering(costs: &[f64], nonbasic: &[usize]) -> usize {
    let (mut e, mut lowest) = (usize::MAX, usize::MAX);
    for (at, (&reduced, &variable)) in costs.iter().zip(nonbasic).enumerate() {
        if reduced < -EPS && variable < lowest {
            e = at;
            lowest = variable;
        }
    }
    e
}

/// The leaving line of the full tableau and of Bland's rule: the least ratio, ties (within
/// EPS) to the smallest basic variable.
fn least_ratio_lowest_basis(
    lines: &[f64],
    width: usize,
    rhs: usize,
    basis: &[usize],
    e: usize,
) -> usize {
    let (mut l, mut best) = (usize::MAX, f64::INFINITY);
    for (r, line) in lines.chunks_exact(width).enumerate() {
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
    l
}

/// Pivots line `l` on cell `e`, whose variable enters the basis: the leaving variable's column,
/// a unit vector in the full tableau, is computed into cell `e` as the full tableau computes it
/// (`EXACT`: dividing by the pivot, and leaving a line whose factor is zero as it is; otherwise
/// multiplying by its reciprocal and updating every line, which no line waits to ask).
///
/// A line of a game that fits the stack tableau is handled as an array of its width, so that
/// each line's update from (a copy of) the pivot line unrolls into whole vector steps. As a
/// loop over the cells, or over chunks of `LANES`, it is vectorised two chunks at a time with
/// shuffles, or not at all: a game's solves took 1.53M instructions so (equilibrium_games,
/// seed 3), 1.08M as arrays, 1.65M unpadded.
fn pivot<const EXACT: bool>(t: &mut [f64], width: usize, l: usize, e: usize) {
    match width {
        2 => pivot_lines::<EXACT, 2>(t, l, e),
        4 => pivot_lines::<EXACT, 4>(t, l, e),
        6 => pivot_lines::<EXACT, 6>(t, l, e),
        8 => pivot_lines::<EXACT, 8>(t, l, e),
        10 => pivot_lines::<EXACT, 10>(t, l, e),
        12 => pivot_lines::<EXACT, 12>(t, l, e),
        14 => pivot_lines::<EXACT, 14>(t, l, e),
        16 => pivot_lines::<EXACT, 16>(t, l, e),
        18 => pivot_lines::<EXACT, 18>(t, l, e),
        _ => pivot_wide::<EXACT>(t, width, l, e),
    }
}

/// Not inlined: inlined for every width into the solve, it had the solve work out some 130
/// addresses and constants for the widths' loops, kept on the stack, before its first pivot
/// (28k instructions an equilibrium game, of 2.47M); a call a pivot costs a few.
#[inline(never)]
fn pivot_lines<const EXACT: bool, const W: usize>(t: &mut [f64], l: usize, e: usize) {
    let (before, rest) = t.as_chunks_mut::<W>().0.split_at_mut(l);
    let Some((line, after)) = rest.split_first_mut() else {
        return;
    };
    scale_pivot_line::<EXACT>(line, e);
    let q = *line;
    // The lines before the pivot's and after it in two loops, so that none asks which it is.
    for line in before.iter_mut() {
        eliminate::<EXACT>(line, &q, e);
    }
    for line in after.iter_mut() {
        eliminate::<EXACT>(line, &q, e);
    }
}

/// Divides the pivot line by its cell `e`, which becomes the leaving variable's `1 / p`.
fn scale_pivot_line<const EXACT: bool>(line: &mut [f64], e: usize) {
    let p = line[e];
    let inverse = 1.0 / p;
    line[e] = 1.0;
    for x in line.iter_mut() {
        *x = if EXACT { *x / p } else { *x * inverse };
    }
}

/// Takes `line[e]` times the pivot line `q` off `line`, where cell `e` of both is the leaving
/// variable's column (0 in `line` before the update).
fn eliminate<const EXACT: bool>(line: &mut [f64], q: &[f64], e: usize) {
    let factor = line[e];
    line[e] = 0.0;
    if EXACT && factor == 0.0 {
        return;
    }
    for (x, &q) in line.iter_mut().zip(q) {
        *x -= factor * q;
    }
}

/// [`pivot`] on a game wider than the stack tableau.
fn pivot_wide<const EXACT: bool>(t: &mut [f64], width: usize, l: usize, e: usize) {
    let (before, rest) = t.split_at_mut(l * width);
    let (line, after) = rest.split_at_mut(width);
    scale_pivot_line::<EXACT>(line, e);
    for other in before
        .chunks_exact_mut(width)
        .chain(after.chunks_exact_mut(width))
    {
        eliminate::<EXACT>(other, line, e);
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

    /// The exact solve of the game, checked to be an equilibrium; a snap's solve of it too
    /// where it fits, checked to be one of the same value.
    fn check(payoff: &[f64], rows: usize, columns: usize) -> Equilibrium {
        let eq = solve(payoff, rows, columns);
        assert_equilibrium(payoff, rows, columns, &eq);
        if let Some(small) = solve_small(payoff, rows, columns) {
            let small = Equilibrium {
                row: small.row[..rows].to_vec(),
                column: small.column[..columns].to_vec(),
                value: small.value,
            };
            assert_equilibrium(payoff, rows, columns, &small);
            let scale = 1.0 + payoff.iter().fold(0.0f64, |a, p| a.max(p.abs()));
            assert!(
                (small.value - eq.value).abs() <= TOL * scale,
                "{small:?} against {eq:?}"
            );
        }
        eq
    }

    fn assert_equilibrium(payoff: &[f64], rows: usize, columns: usize, eq: &Equilibrium) {
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
    fn the_small_solver_finds_equilibria_of_the_same_value() {
        let mut rng = SplitMix(99);
        for _ in 0..500 {
            let rows = 1 + rng.below(16) as usize;
            let columns = 1 + rng.below(16) as usize;
            let payoff: Vec<f64> = (0..rows * columns)
                .map(|_| rng.unit() * 8.0 - 4.0)
                .collect();
            check(&payoff, rows, columns);
        }
    }

    /// A coach solves every snap into the equilibrium it keeps: whatever a larger, empty or
    /// unplayable game left there, a game's solve must come out as on a fresh tableau, to the
    /// bit, zeros past its rows and columns included.
    #[test]
    fn solving_into_a_kept_equilibrium_gives_a_fresh_solves_bits() {
        let mut rng = SplitMix(5);
        let (mut tableau, mut kept) = (Tableau::default(), SmallEquilibrium::default());
        let bits = |eq: &SmallEquilibrium| -> Vec<u64> {
            eq.row
                .iter()
                .chain(&eq.column)
                .chain([&eq.value])
                .map(|x| x.to_bits())
                .collect()
        };
        for case in 0..400 {
            let rows = rng.below(STACK_SIDE as u64 + 1) as usize;
            let columns = rng.below(STACK_SIDE as u64 + 1) as usize;
            let mut payoff: Vec<f64> = (0..rows * columns)
                .map(|_| 2.0 * rng.below(12) as f64 - 6.0)
                .collect();
            if case % 10 == 0 {
                if let Some(cell) = payoff.first_mut() {
                    *cell = f64::NAN;
                }
            }
            let fresh = solve_small(&payoff, rows, columns).unwrap_or_else(|| panic!("fits"));
            let bounds = PayoffBounds::of(&payoff, columns);
            assert!(solve_small_into(
                &mut tableau,
                &payoff,
                rows,
                columns,
                bounds,
                &mut kept
            ));
            assert_eq!(bits(&kept), bits(&fresh), "{rows} x {columns}: {payoff:?}");
        }
        let before = kept;
        let too_wide = vec![1.0; STACK_SIDE + 1];
        assert!(!solve_small_into(
            &mut tableau,
            &too_wide,
            1,
            STACK_SIDE + 1,
            PayoffBounds::of(&too_wide, STACK_SIDE + 1),
            &mut kept
        ));
        assert_eq!(
            bits(&kept),
            bits(&before),
            "a larger game leaves it as it was"
        );
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
