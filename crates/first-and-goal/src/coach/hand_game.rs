//! A snap's card game against an opponent who can only play what its hand holds.
//!
//! The matrix game guards against every play the opponent may hold, as though it could always
//! pick the one that hurts most. It cannot: it holds eight cards or so, and answers with the
//! worst of those for me. Against such an opponent the worth of my mix `x` is
//! `E[min over the plays H holds of x·A_c]` over its hands `H`, and a mix that maximises this
//! gives up less to a best response than the minimax one (issue 24: the probe measured most of
//! the equilibrium coach's exploitability there).
//!
//! The opponent's answers, a card mix for every hand, come down to the mixes `q` of a
//! polymatroid: for any set of plays, at most the chance its hand holds one of them. For a given
//! `x` the worst such `q` is greedy (the plays in order of my payoff, each taking the chance
//! that it is the worst held), so the max-min is solved by a double oracle: a matrix game of my
//! cards against the worst mixes found so far, adding the worst mix for its solution, until
//! none is worse than the game's value says.

use crate::data::model::MAX_PLAYS;
use crate::solver::{self, Tableau, STACK_SIDE};

use super::card_game::{CardGame, HoldChances};

/// Opponent mixes a solve may add: each is a column of the restricted game.
const MOST_MIXES: usize = 8;
/// A solve stops once its mix's worth is this close (points) to the restricted game's value, an
/// upper bound of the best worth.
const CLOSE: f64 = 1e-6;

/// The worth of `mix` over `game`'s rows against an opponent answering with the worst play its
/// hand holds, and that opponent's card mix over `game`'s columns, written into `answer`.
pub(crate) fn worth(game: &CardGame, mix: &[f64], answer: &mut [f64; MAX_PLAYS]) -> f64 {
    let columns = game.column_count;
    let mut values = [0.0; MAX_PLAYS];
    for (c, value) in values.iter_mut().enumerate().take(columns) {
        *value = (0..game.row_count).map(|r| mix[r] * game.at(r, c)).sum();
    }
    worst_held(game, &values, answer);
    (0..columns).map(|c| answer[c] * values[c]).sum()
}

/// The card mix over `game`'s columns of an opponent answering with the worst play its hand
/// holds, where column `c` pays me `values[c]`, written into `answer`.
pub(crate) fn worst_held(
    game: &CardGame,
    values: &[f64; MAX_PLAYS],
    answer: &mut [f64; MAX_PLAYS],
) {
    let columns = game.column_count;
    let mut order = [0usize; MAX_PLAYS];
    let order = &mut order[..columns];
    stable_order(&values[..columns], order);
    *answer = [0.0; MAX_PLAYS];
    let chances = HoldChances::new(game.unseen_total, game.hand);
    let (mut copies, mut held) = (0, 0.0);
    for &c in order.iter() {
        copies += game.unseen[c];
        let now = chances.of(copies);
        answer[c] = now - held;
        held = now;
    }
    // A hand holding none of the plays planned for (all left out as unlikely) is taken to
    // answer with the worst of them: the careful side of an event that rare.
    if let Some(&worst) = order.first() {
        answer[worst] += 1.0 - held;
    }
}

/// The chance `worst_held` gives column `c` of the columns paying me `values`, of which the
/// opponent has `unseen` copies, worked out for that column alone: the chance that the hand
/// holds it and none of the plays ordered before it, and, for the first, that it holds none of
/// them. The same terms as `worst_held`'s, so the same to the bit.
pub(crate) fn worst_held_chance(
    values: &[f64],
    unseen: &[u32],
    chances: &HoldChances,
    c: usize,
) -> f64 {
    let mine = order_key(values[c]);
    let (mut before, mut all, mut first) = (0, 0, true);
    for (d, (&value, &copies)) in values.iter().zip(unseen).enumerate() {
        all += copies;
        let key = order_key(value);
        // Without a branch, which mispredicted about every third play: 510 times a game.
        let earlier = (key < mine) | ((key == mine) & (d < c));
        before += if earlier { copies } else { 0 };
        first &= !earlier;
    }
    let chance = chances.of(before + unseen[c]) - chances.of(before);
    if first {
        chance + (1.0 - chances.of(all))
    } else {
        chance
    }
}

/// `value`'s `total_cmp` key: its bits, the magnitude's flipped when negative.
fn order_key(value: f64) -> i64 {
    let bits = value.to_bits() as i64;
    bits ^ (((bits >> 63) as u64) >> 1) as i64
}

/// The indices of `values` in increasing order (by `total_cmp`), equal values in index order:
/// what a stable sort gives, by insertion, which for a hand's few plays costs a fraction of the
/// library sort's set-up. Each value's `total_cmp` key (its bits, the magnitude's flipped when
/// negative) is worked out once, not at each comparison (3.18M -> 3.14M instructions an
/// equilibrium game). Sorting the keys themselves, each with its index below it in an `i128`,
/// cost more: 2.961M -> 3.006M instructions a game.
fn stable_order(values: &[f64], order: &mut [usize]) {
    let mut keys = [0i64; MAX_PLAYS];
    for (key, &value) in keys.iter_mut().zip(values) {
        *key = order_key(value);
    }
    for c in 0..order.len() {
        let mut at = c;
        while at > 0 && keys[order[at - 1]] > keys[c] {
            order[at] = order[at - 1];
            at -= 1;
        }
        order[at] = c;
    }
}

/// The mix of `game`'s rows with the best worth against a hand-bound opponent, starting from
/// `start` (the minimax mix), and that worth. Writes the mix into `best`.
pub(crate) fn solve(
    game: &CardGame,
    tableau: &mut Tableau,
    start: &[f64],
    best: &mut [f64; MAX_PLAYS],
) -> f64 {
    let rows = game.row_count;
    best[..rows].copy_from_slice(&start[..rows]);
    let mut answer = [0.0; MAX_PLAYS];
    let mut best_worth = worth(game, best, &mut answer);
    // The restricted game, column-major by the mixes found: cell (r, j) at `r * count + j`
    // once the count is known, so it is laid out afresh for each solve.
    let mut found = [[0.0; MAX_PLAYS]; MOST_MIXES];
    let mut payoff = [0.0; STACK_SIDE * MOST_MIXES];
    for count in 1..=MOST_MIXES {
        // Each found mix as a column: my payoff of each row against it.
        for (r, cell) in found[count - 1].iter_mut().enumerate().take(rows) {
            *cell = (0..game.column_count)
                .map(|c| answer[c] * game.at(r, c))
                .sum();
        }
        for r in 0..rows {
            for j in 0..count {
                payoff[r * count + j] = found[j][r];
            }
        }
        let Some(eq) = solver::solve_small_in(tableau, &payoff[..rows * count], rows, count) else {
            break;
        };
        let worth_now = worth(game, &eq.row, &mut answer);
        if worth_now > best_worth {
            best_worth = worth_now;
            best[..rows].copy_from_slice(&eq.row[..rows]);
        }
        if eq.value - best_worth < CLOSE {
            break;
        }
    }
    best_worth
}

/// The most weight the row `answer` may take from `mix` while its worth against a hand-bound
/// opponent stays within `guard` of `mix`'s own `worth`, up to `most`: the worth is concave
/// along the way from `mix` to the row, so the bound is found by halving.
pub(crate) fn guarded_lean(
    game: &CardGame,
    mix: &[f64],
    mix_worth: f64,
    answer: usize,
    guard: f64,
    most: f64,
) -> f64 {
    let mut opponent = [0.0; MAX_PLAYS];
    let mut leaned = [0.0; MAX_PLAYS];
    let mut worth_at = |lean: f64| {
        for r in 0..game.row_count {
            leaned[r] = mix[r] * (1.0 - lean);
        }
        leaned[answer] += lean;
        worth(game, &leaned, &mut opponent)
    };
    if worth_at(most) >= mix_worth - guard {
        return most;
    }
    let (mut safe, mut unsafe_) = (0.0, most);
    for _ in 0..12 {
        let middle = 0.5 * (safe + unsafe_);
        if worth_at(middle) >= mix_worth - guard {
            safe = middle;
        } else {
            unsafe_ = middle;
        }
    }
    safe
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Matching pennies with a third play the opponent holds half the time.
    fn pennies() -> CardGame {
        let mut game = CardGame {
            row_count: 2,
            column_count: 3,
            unseen_total: 2,
            hand: 1,
            ..CardGame::default()
        };
        game.rows[..2].copy_from_slice(&[0, 1]);
        game.columns[..3].copy_from_slice(&[0, 1, 2]);
        // Column 2 hurts row 0 most; it is one card of two, a hand of one: held half the time.
        game.payoff[..6].copy_from_slice(&[1.0, -1.0, -3.0, -1.0, 1.0, 0.0]);
        game.unseen[..3].copy_from_slice(&[0, 1, 1]);
        game
    }

    #[test]
    fn plays_are_ordered_as_a_stable_sort_orders_them() {
        // Ties, both zeros, and every length a game's columns may have.
        let pool = [
            0.5, -1.0, 0.5, 0.0, -0.0, 2.0, -1.0, 0.5, -3.0, 2.0, 0.0, 1.5, -1.0, 0.5,
        ];
        for columns in 0..=MAX_PLAYS {
            let values: Vec<f64> = (0..columns).map(|c| pool[(c * 5) % pool.len()]).collect();
            let mut sorted: Vec<usize> = (0..columns).collect();
            sorted.sort_by(|&a, &b| values[a].total_cmp(&values[b]));
            let mut order = vec![0; columns];
            stable_order(&values, &mut order);
            assert_eq!(order, sorted, "{values:?}");
        }
    }

    #[test]
    fn one_columns_chance_alone_is_the_one_worst_held_gives_it() {
        // Ties, both zeros, plays with no copies, and hands holding from none to all of them.
        let pool = [0.5, -1.0, 0.5, 0.0, -0.0, 2.0, -1.0, 0.5, -3.0, 2.0, 1.5];
        for columns in 1..=MAX_PLAYS {
            for hand in [0, 1, 3, 8] {
                let mut game = CardGame {
                    column_count: columns,
                    hand,
                    ..CardGame::default()
                };
                let mut values = [0.0; MAX_PLAYS];
                for c in 0..columns {
                    values[c] = pool[(c * 7 + hand as usize) % pool.len()];
                    game.unseen[c] = ((c * 3 + 1) % 5) as u32;
                }
                game.unseen_total = game.unseen.iter().sum::<u32>() + 4;
                let mut answer = [0.0; MAX_PLAYS];
                worst_held(&game, &values, &mut answer);
                let chances = HoldChances::new(game.unseen_total, hand);
                for (c, &chance) in answer.iter().enumerate().take(columns) {
                    let alone =
                        worst_held_chance(&values[..columns], &game.unseen[..columns], &chances, c);
                    assert_eq!(alone.to_bits(), chance.to_bits(), "{c} of {values:?}");
                }
            }
        }
    }

    #[test]
    fn the_worst_held_play_takes_the_chance_it_is_the_worst_held() {
        let game = pennies();
        let mut answer = [0.0; MAX_PLAYS];
        // Row 0 pure: column 2 (-3) when held, else column 1 (-1); column 0 is never held.
        let worth_of_row_0 = worth(&game, &[1.0, 0.0], &mut answer);
        assert_eq!(answer[..3], [0.0, 0.5, 0.5]);
        assert_eq!(worth_of_row_0, -2.0);
    }

    #[test]
    fn the_hand_bound_mix_is_the_best_against_the_hands_dealt() {
        let game = pennies();
        let mut tableau = Tableau::default();
        let mut best = [0.0; MAX_PLAYS];
        let worth_found = solve(&game, &mut tableau, &[0.5, 0.5], &mut best);
        // The opponent holds column 1 or column 2, each half the time: row 1 gets 1 or 0, row 0
        // gets -1 or -3, so row 1 pure is worth 0.5, the best there is.
        assert!((worth_found - 0.5).abs() < 1e-9, "{worth_found}");
        assert!((best[1] - 1.0).abs() < 1e-9, "{:?}", &best[..2]);
    }

    #[test]
    fn a_lean_stops_where_it_would_give_more_than_the_guard() {
        let game = pennies();
        let mut answer = [0.0; MAX_PLAYS];
        let row_1 = [0.0, 1.0];
        let worth_1 = worth(&game, &row_1, &mut answer);
        // Leaning a weight l to row 0: against column 1, 1 - 2l; against column 2, -3l; each
        // half the time, so the worth is 0.5 - 2.5l, and a guard of 0.25 allows l = 0.1.
        let lean = guarded_lean(&game, &row_1, worth_1, 0, 0.25, 0.95);
        assert!((lean - 0.1).abs() < 1e-3, "{lean}");
        assert_eq!(guarded_lean(&game, &row_1, worth_1, 1, 0.25, 0.95), 0.95);
    }
}
