//! The solver's condensed tableau against the full one it replaced, over games of every size
//! with random, tied, duplicated and constant payoffs: the exact solve (the shared tables')
//! gives the same strategies and value to the bit (a zero's sign aside, which no caller can
//! tell), so no table moves; a snap's solve an equilibrium of the same value (to 1e-9 of the
//! payoffs' scale), which since issue 22 may be another one (it pivots by the reciprocal and
//! enters the column player's best pure strategy first).

use super::{
    column_concession, mixed_payoff, normalise, row_guarantee, solve, solve_small_in, Tableau,
    DEGENERATE_RUN, EPS, STACK_SIDE,
};
use gridiron_core::dice::{Dice, SeededDice};

/// The simplex on tableau `t`, writing the strategies into `row` and `column` (of the game's
/// sizes) and returning the value.
fn full_tableau(
    payoff: &[f64],
    rows: usize,
    columns: usize,
    t: &mut [f64],
    basis: &mut [usize],
    row: &mut [f64],
    column: &mut [f64],
) -> f64 {
    let (m, n) = (rows, columns);
    let width = m + n + 1;
    let rhs = width - 1;

    let (low, high) = payoff
        .iter()
        .fold((f64::INFINITY, f64::NEG_INFINITY), |(lo, hi), &p| {
            (lo.min(p), hi.max(p))
        });
    let range = if high > low { high - low } else { 1.0 };

    // Constraint rows: A' w + s = 1, with A' = 1 + (A - low) / range in [1, 2].
    for r in 0..m {
        let line = &mut t[r * width..(r + 1) * width];
        line.fill(0.0);
        for c in 0..n {
            line[c] = 1.0 + (payoff[r * n + c] - low) / range;
        }
        line[n + r] = 1.0;
        line[rhs] = 1.0;
        basis[r] = n + r;
    }
    // Objective row: z - sum(w) = 0.
    let objective = m * width;
    t[objective..objective + width].fill(0.0);
    t[objective..objective + n].fill(-1.0);

    let max_iterations = 50 * (m + n) + 100;
    let mut bland = false;
    let mut degenerate = 0usize;
    for _ in 0..max_iterations {
        // Entering column.
        let mut entering = None;
        let mut most_negative = -EPS;
        for j in 0..m + n {
            let reduced = t[objective + j];
            if reduced < most_negative {
                entering = Some(j);
                if bland {
                    break;
                }
                most_negative = reduced;
            }
        }
        let Some(e) = entering else { break };

        // Leaving row: minimum ratio, ties to the smallest basic variable index.
        let mut leaving: Option<usize> = None;
        let mut best = f64::INFINITY;
        for r in 0..m {
            let a = t[r * width + e];
            if a > EPS {
                let ratio = t[r * width + rhs] / a;
                let tie = (ratio - best).abs() <= EPS * (1.0 + best.abs());
                let better = match leaving {
                    None => true,
                    Some(l) => (ratio < best && !tie) || (tie && basis[r] < basis[l]),
                };
                if better {
                    best = ratio;
                    leaving = Some(r);
                }
            }
        }
        // Unbounded cannot happen with A' > 0; stop rather than loop.
        let Some(l) = leaving else { break };

        if t[l * width + rhs] <= EPS {
            degenerate += 1;
            if degenerate >= DEGENERATE_RUN {
                bland = true;
            }
        } else {
            degenerate = 0;
        }
        full_pivot(t, width, l, e);
        basis[l] = e;
    }

    // Primal: the column strategy.
    column.fill(0.0);
    for r in 0..m {
        if basis[r] < n {
            column[basis[r]] = t[r * width + rhs].max(0.0);
        }
    }
    // Dual: the row strategy, from the slack columns of the objective row.
    for (i, x) in row.iter_mut().enumerate() {
        *x = t[objective + n + i].max(0.0);
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

fn full_pivot(t: &mut [f64], width: usize, l: usize, e: usize) {
    let p = t[l * width + e];
    for x in &mut t[l * width..(l + 1) * width] {
        *x /= p;
    }
    t[l * width + e] = 1.0;
    let (before, rest) = t.split_at_mut(l * width);
    let (pivot_row, after) = rest.split_at_mut(width);
    for line in before
        .chunks_exact_mut(width)
        .chain(after.chunks_exact_mut(width))
    {
        let factor = line[e];
        if factor != 0.0 {
            for (x, &q) in line.iter_mut().zip(pivot_row.iter()) {
                *x -= factor * q;
            }
            line[e] = 0.0;
        }
    }
}

fn full(payoff: &[f64], rows: usize, columns: usize) -> (Vec<f64>, Vec<f64>, f64) {
    let mut t = vec![0.0; (rows + 1) * (rows + columns + 1)];
    let mut basis = vec![0; rows];
    let (mut row, mut column) = (vec![0.0; rows], vec![0.0; columns]);
    let value = full_tableau(
        payoff,
        rows,
        columns,
        &mut t,
        &mut basis,
        &mut row,
        &mut column,
    );
    (row, column, value)
}

/// Equal to the bit, or both zero.
fn same(a: f64, b: f64) -> bool {
    a.to_bits() == b.to_bits() || (a == 0.0 && b == 0.0)
}

fn assert_same(payoff: &[f64], rows: usize, columns: usize, tableau: &mut Tableau) {
    let (row, column, value) = full(payoff, rows, columns);
    let condensed = solve(payoff, rows, columns);
    let context = || format!("{rows} x {columns}: {payoff:?}");
    assert!(same(value, condensed.value), "value {}", context());
    for (r, &x) in row.iter().enumerate() {
        assert!(same(x, condensed.row[r]), "row {r} {}", context());
    }
    for (c, &y) in column.iter().enumerate() {
        assert!(same(y, condensed.column[c]), "column {c} {}", context());
    }
    let small = solve_small_in(tableau, payoff, rows, columns).unwrap_or_else(|| panic!("fits"));
    let tolerance = 1e-9 * (1.0 + payoff.iter().fold(0.0f64, |a, p| a.max(p.abs())));
    assert!(
        (small.value - value).abs() <= tolerance,
        "small value {}",
        context()
    );
    let guarantee = row_guarantee(payoff, rows, columns, &small.row[..rows]);
    assert!(guarantee >= value - tolerance, "small row {}", context());
    let concession = column_concession(payoff, rows, columns, &small.column[..columns]);
    assert!(
        concession <= value + tolerance,
        "small column {}",
        context()
    );
}

#[test]
fn the_condensed_tableau_solves_every_game_as_the_full_one_did_or_to_its_value() {
    let mut dice = SeededDice::from_seed(22);
    let mut tableau = Tableau::default();
    for game in 0..20_000 {
        let rows = 1 + dice.below(STACK_SIDE);
        let columns = 1 + dice.below(STACK_SIDE);
        let mut payoff: Vec<f64> = match game % 4 {
            // Points as the card games have them.
            0 => (0..rows * columns)
                .map(|_| dice.below(1 << 20) as f64 / 65_536.0 - 6.0)
                .collect(),
            // Few distinct values: ties in both the entering and the leaving choice.
            1 => (0..rows * columns).map(|_| dice.below(3) as f64).collect(),
            2 => (0..rows * columns)
                .map(|_| dice.below(7) as f64 * 0.5 - 1.0)
                .collect(),
            _ => vec![1.5; rows * columns],
        };
        // Duplicate a row and a column now and then.
        if game % 3 == 0 && rows > 1 {
            let (from, to) = (dice.below(rows), dice.below(rows));
            for c in 0..columns {
                payoff[to * columns + c] = payoff[from * columns + c];
            }
        }
        if game % 5 == 0 && columns > 1 {
            let (from, to) = (dice.below(columns), dice.below(columns));
            for r in 0..rows {
                payoff[r * columns + to] = payoff[r * columns + from];
            }
        }
        assert_same(&payoff, rows, columns, &mut tableau);
    }
}

#[test]
fn games_past_the_stack_size_are_solved_as_before_too() {
    let mut dice = SeededDice::from_seed(7);
    for _ in 0..50 {
        let rows = 17 + dice.below(8);
        let columns = 1 + dice.below(30);
        let payoff: Vec<f64> = (0..rows * columns).map(|_| dice.below(5) as f64).collect();
        let (row, column, value) = full(&payoff, rows, columns);
        let condensed = solve(&payoff, rows, columns);
        assert!(same(value, condensed.value));
        assert!(row.iter().zip(&condensed.row).all(|(&a, &b)| same(a, b)));
        assert!(column
            .iter()
            .zip(&condensed.column)
            .all(|(&a, &b)| same(a, b)));
    }
}
