//! One snap as a matrix game from the deciding coach's side: its legal hand cards against the
//! plays the opponent may still hold, each with the chance that it does.
//!
//! The opponent's hand is hidden, but its deck's composition and discards are public, so the
//! chance it holds a play follows from how many copies are unseen and how many cards it holds.

use std::sync::OnceLock;

use crate::data::model::MAX_PLAYS;
use crate::engine::rules::red_zone_allows;
use crate::engine::{Decision, Role, SeatView, Setup, HAND_SIZE};
use crate::solver::PayoffBounds;

use super::situation::Situation;
use super::tables::Tables;

/// Plays the opponent holds with less than this chance are left out of the game: planning for
/// them costs more against the likely plays than it saves against the unlikely ones.
const UNLIKELY: f64 = 0.03;

/// Payoffs are in points from the deciding coach's side.
#[derive(Clone)]
pub(crate) struct CardGame {
    pub rows: [u8; MAX_PLAYS],
    pub row_count: usize,
    pub columns: [u8; MAX_PLAYS],
    pub column_count: usize,
    /// The chance the opponent holds each column's play.
    pub hold: [f64; MAX_PLAYS],
    /// The copies of each column's play the deciding coach has not seen played, and all the
    /// opponent's unseen cards and its hand's size: a hand is dealt from those.
    pub unseen: [u32; MAX_PLAYS],
    pub unseen_total: u32,
    pub hand: u32,
    pub payoff: [f64; MAX_PLAYS * MAX_PLAYS],
    /// The payoffs' bounds, found as `fill` writes them, for the snap's solve.
    pub bounds: PayoffBounds,
}

impl CardGame {
    pub(crate) fn at(&self, row: usize, column: usize) -> f64 {
        self.payoff[row * self.column_count + column]
    }

    pub(crate) fn payoff(&self) -> &[f64] {
        &self.payoff[..self.row_count * self.column_count]
    }

    pub(crate) fn build(
        view: &SeatView,
        legal: &[Decision],
        setup: &Setup,
        tables: &Tables,
        situation: &Situation,
    ) -> CardGame {
        let mut game = CardGame::default();
        game.rebuild(view, legal, setup, Payoff::of(tables, situation), situation);
        game
    }

    /// `build` over this game: a coach keeps one for all its snaps, so no snap clears a fresh
    /// 2 KB payoff (only the counted rows and columns of any of the arrays are ever read). The
    /// payoffs are the caller's to look up, once a snap for this and `seen_from_across`.
    pub(crate) fn rebuild(
        &mut self,
        view: &SeatView,
        legal: &[Decision],
        setup: &Setup,
        payoff: Payoff,
        situation: &Situation,
    ) {
        let game = self;
        game.row_count = 0;
        game.column_count = 0;
        for decision in legal {
            if let Decision::Card(play) = *decision {
                if game.row_count < MAX_PLAYS {
                    game.rows[game.row_count] = play;
                    game.row_count += 1;
                }
            }
        }
        let mine = situation.role;
        let theirs = match mine {
            Role::Offense => Role::Defense,
            Role::Defense => Role::Offense,
        };
        // (One loop for this and `seen_from_across`, writing every play and counting only the
        // plausible, so as not to branch on the deck: 25k more instructions a game, of 2.4M.)
        let deck = view.table.decks[theirs as usize];
        let (copies, plays) = deck_copies(setup, theirs);
        let unseen_total: u32 = u32::from(deck.draw_pile) + u32::from(deck.hand_size);
        let hand = u32::from(deck.hand_size);
        game.unseen_total = unseen_total;
        game.hand = hand;
        let chances = HoldChances::new(unseen_total, hand);
        for (play, &count) in copies.iter().enumerate().take(plays) {
            let unseen = u32::from(count.saturating_sub(deck.discards[play]));
            let allowed =
                theirs == Role::Defense || red_zone_allows(&setup.cards, play, situation.ball);
            if unseen == 0 || !allowed {
                continue;
            }
            let hold = chances.of(unseen);
            if hold < UNLIKELY {
                continue;
            }
            game.columns[game.column_count] = play as u8;
            game.hold[game.column_count] = hold;
            game.unseen[game.column_count] = unseen;
            game.column_count += 1;
        }
        if game.column_count == 0 {
            // Nothing plausible left: plan against every play of the deck.
            for (play, &count) in copies.iter().enumerate().take(plays) {
                game.columns[game.column_count] = play as u8;
                game.hold[game.column_count] = 1.0;
                game.unseen[game.column_count] =
                    u32::from(count.saturating_sub(deck.discards[play]));
                game.column_count += 1;
            }
        }
        game.fill(payoff);
    }

    /// My side of this game as the opponent sees it: every play my deck may still hold (from
    /// the public discards, as `rebuild` finds the opponent's), each with the chance that an
    /// opponent reading the same discards gives it, and what each of this game's columns pays
    /// me against them so weighted, written into `values`. A coach that answers my likely plays
    /// (the heuristic one, a habit of taking the best-looking card) ranks its plays so.
    ///
    /// The sums are those of the game with those rows and their chances as the mix (the
    /// terms in the same order), but read from the tables: no second game is laid out.
    pub(crate) fn seen_from_across(
        &self,
        view: &SeatView,
        setup: &Setup,
        payoff: Payoff,
        situation: &Situation,
        values: &mut [f64; MAX_PLAYS],
    ) {
        let mine = situation.role;
        let deck = view.table.decks[mine as usize];
        let (copies, plays) = deck_copies(setup, mine);
        let unseen_total = u32::from(deck.draw_pile) + u32::from(deck.hand_size);
        let (mut rows, mut row_hold, mut row_count) = ([0u8; MAX_PLAYS], [0.0; MAX_PLAYS], 0);
        let chances = HoldChances::new(unseen_total, u32::from(deck.hand_size));
        for (play, &count) in copies.iter().enumerate().take(plays) {
            let unseen = u32::from(count.saturating_sub(deck.discards[play]));
            let allowed =
                mine == Role::Defense || red_zone_allows(&setup.cards, play, situation.ball);
            let hold = chances.of(unseen);
            if allowed && hold >= UNLIKELY {
                rows[row_count] = play as u8;
                row_hold[row_count] = hold;
                row_count += 1;
            }
        }
        let (rows, row_hold) = (&rows[..row_count], &row_hold[..row_count]);
        let columns = &self.columns[..self.column_count];
        let values = &mut values[..columns.len()];
        match payoff {
            Payoff::Snap {
                matrix,
                defense_plays: d,
                mine: Role::Offense,
            } => line_sums(values, matrix, d, (rows, row_hold), columns),
            Payoff::Snap {
                matrix,
                defense_plays: d,
                mine: Role::Defense,
            } => weighted_sums(values, matrix, d, (rows, row_hold), columns),
            Payoff::Try { .. } => {
                for (value, &column) in values.iter_mut().zip(columns) {
                    *value = rows
                        .iter()
                        .zip(row_hold)
                        .map(|(&row, &hold)| hold * payoff.at(row, column))
                        .sum();
                }
            }
        }
    }

    /// This game's rows against exactly the plays `columns` (say, the hand an opponent really
    /// holds), each held for sure.
    pub(crate) fn against(
        &self,
        columns: &[u8],
        tables: &Tables,
        situation: &Situation,
    ) -> CardGame {
        let mut game = self.clone();
        game.column_count = columns.len().min(MAX_PLAYS);
        game.columns[..game.column_count].copy_from_slice(&columns[..game.column_count]);
        game.hold = [1.0; MAX_PLAYS];
        game.fill(Payoff::of(tables, situation));
        game
    }

    /// The payoff of every row against every column, in the deciding coach's points.
    fn fill(&mut self, payoff: Payoff) {
        // The matrix is the offense's, row-major by offense play: a row of this game is a
        // stride of it, and the side is settled once rather than at every cell.
        match payoff {
            Payoff::Snap {
                matrix,
                defense_plays,
                mine: Role::Offense,
            } => self.fill_from::<false>(matrix, defense_plays, 1),
            Payoff::Snap {
                matrix,
                defense_plays,
                mine: Role::Defense,
            } => self.fill_from::<true>(matrix, 1, defense_plays),
            Payoff::Try { .. } => {
                for r in 0..self.row_count {
                    for c in 0..self.column_count {
                        self.payoff[r * self.column_count + c] =
                            payoff.at(self.rows[r], self.columns[c]);
                    }
                }
                self.bounds = PayoffBounds::of(self.payoff(), self.column_count);
            }
        }
    }

    /// The payoff from the offense's matrix: this game's row `r` and column `c` are cell
    /// `rows[r] * row_stride + columns[c] * column_stride`, negated for the defense. (Working
    /// each column's place out once, not at every row, saved 1k of 2.5M instructions a game.
    /// The time goes on the matrix's cache lines, cold at a snap's first game.)
    fn fill_from<const NEGATE: bool>(
        &mut self,
        matrix: &[f32],
        row_stride: usize,
        column_stride: usize,
    ) {
        let columns = &self.columns[..self.column_count];
        // The bounds as the payoffs are written, which the solve would otherwise find in
        // passes of its own over them: the greatest of each column, the least, and the sum,
        // finite if every payoff is (should a sum of finite payoffs overflow, they are tested
        // one by one). So 2.387M -> 2.344M instructions an equilibrium game; with `p * 0`
        // summed for the test, 2.372M; each row also copied into a whole array for the bounds
        // in vector steps, 2.390M.
        let (mut tops, mut low, mut sum) = ([f64::NEG_INFINITY; MAX_PLAYS], f64::INFINITY, 0.0);
        for (r, &play) in self.rows[..self.row_count].iter().enumerate() {
            let base = usize::from(play) * row_stride;
            let line = &mut self.payoff[r * columns.len()..(r + 1) * columns.len()];
            for ((cell, &column), top) in line.iter_mut().zip(columns).zip(tops.iter_mut()) {
                let points = f64::from(matrix[base + usize::from(column) * column_stride]);
                let p = if NEGATE { -points } else { points };
                *cell = p;
                // The kept bound first: a select the compiler makes without a copy (2.344M ->
                // 2.329M instructions a game). A NaN payoff may so become a bound, but a game
                // with one is not solved by them.
                *top = if *top > p { *top } else { p };
                low = if low < p { low } else { p };
                sum += p;
            }
        }
        let finite = sum.is_finite() || self.payoff().iter().all(|p| p.is_finite());
        self.bounds = PayoffBounds::from_columns(&tops[..self.column_count], low, finite);
    }
}

/// Each column's sum over the rows of the row's weight times its payoff, where row play `r`'s
/// payoffs against every column play are the `plays` cells from `r * plays` of `matrix` (the
/// offense's, so its side's): every column play's sum is added up at once, a row's line at a
/// time, in whole vector steps, and the columns' taken from them. Each sum's terms are added in
/// the rows' order from -0.0, as `weighted_sums` adds them, so each is the same to the bit
/// (67k fewer instructions an equilibrium game, of 2.5M).
fn line_sums(
    values: &mut [f64],
    matrix: &[f32],
    plays: usize,
    (rows, weights): (&[u8], &[f64]),
    columns: &[u8],
) {
    let mut sums = [-0.0; MAX_PLAYS];
    let every = &mut sums[..plays.min(MAX_PLAYS)];
    for (&row, &weight) in rows.iter().zip(weights) {
        let start = usize::from(row) * plays;
        for (sum, &points) in every.iter_mut().zip(&matrix[start..start + plays]) {
            *sum += weight * f64::from(points);
        }
    }
    for (value, &column) in values.iter_mut().zip(columns) {
        *value = sums[usize::from(column)];
    }
}

/// `line_sums` for the defense, whose rows are not the lines of the offense's `matrix` but its
/// columns: the cell of row play `r` and column play `c` is `c * plays + r`, negated.
///
/// The sums run four columns at a time over every row, each column's terms added in the rows'
/// order from `Iterator::sum`'s -0.0, so each is the same to the bit as a column at a time; four
/// sums stay in registers, each cell's place an addition (3.028M -> 3.021M instructions an
/// equilibrium game). Every column's sum at once, row by row, kept them in memory: 3.057M.
/// Slicing each row's cells to a chunk's furthest column first, to spare the bounds checks, left
/// two of the four and saved too little to keep (2.884M -> 2.882M). Keeping every matrix also
/// by the defense's play, for `line_sums`, took 33k fewer instructions a game (of 2.5M) but 2%
/// more CPU time (median of 12 alternating runs of 2,000 games, load 3.3-4.1): a snap's two
/// coaches then read two matrices, cold, where the second found the first's in cache; and it
/// doubled the matrices' memory. Each column's line of the matrix sliced once and a row's
/// place bounded once for the four, to spare a bounds check a cell: 16k more.
fn weighted_sums(
    values: &mut [f64],
    matrix: &[f32],
    plays: usize,
    (rows, weights): (&[u8], &[f64]),
    columns: &[u8],
) {
    let mut offsets = [0; MAX_PLAYS];
    for (offset, &play) in offsets.iter_mut().zip(columns) {
        *offset = usize::from(play) * plays;
    }
    for (values, offsets) in values.chunks_mut(4).zip(offsets.chunks_exact(4)) {
        let mut sums = [-0.0; 4];
        for (&row, &weight) in rows.iter().zip(weights) {
            let row = usize::from(row);
            for (sum, &at) in sums.iter_mut().zip(offsets) {
                *sum += weight * -f64::from(matrix[row + at]);
            }
        }
        values.copy_from_slice(&sums[..values.len()]);
    }
}

/// Where a snap's payoffs come from, from the deciding coach's side: the offense's matrix of
/// expected points at this spot, down and distance, or the two-point try's chances.
#[derive(Clone, Copy)]
pub(crate) enum Payoff<'a> {
    Snap {
        matrix: &'a [f32],
        defense_plays: usize,
        mine: Role,
    },
    Try {
        tables: &'a Tables,
        side: usize,
        mine: Role,
    },
}

impl<'a> Payoff<'a> {
    pub(crate) fn of(tables: &'a Tables, situation: &Situation) -> Payoff<'a> {
        let (mine, side) = (situation.role, situation.offense);
        if situation.try_snap {
            return Payoff::Try { tables, side, mine };
        }
        Payoff::Snap {
            matrix: tables.matrix(side, situation.ball, situation.down, situation.to_go),
            defense_plays: tables.defense_plays,
            mine,
        }
    }

    /// My points when I play `mine` and the opponent `theirs`.
    fn at(&self, mine: u8, theirs: u8) -> f64 {
        let (role, offense_points) = match *self {
            Payoff::Snap {
                matrix,
                defense_plays,
                mine: role,
            } => {
                let (o, d) = offense_and_defense(role, mine, theirs);
                (role, f64::from(matrix[o * defense_plays + d]))
            }
            Payoff::Try {
                tables,
                side,
                mine: role,
            } => {
                let (o, d) = offense_and_defense(role, mine, theirs);
                (role, tables.try_payoff(side, o, d))
            }
        };
        match role {
            Role::Offense => offense_points,
            Role::Defense => -offense_points,
        }
    }
}

/// The offense's play and the defense's, from mine and the opponent's.
fn offense_and_defense(mine: Role, my_play: u8, their_play: u8) -> (usize, usize) {
    let (o, d) = match mine {
        Role::Offense => (my_play, their_play),
        Role::Defense => (their_play, my_play),
    };
    (usize::from(o), usize::from(d))
}

impl Default for CardGame {
    fn default() -> CardGame {
        CardGame {
            rows: [0; MAX_PLAYS],
            row_count: 0,
            columns: [0; MAX_PLAYS],
            column_count: 0,
            hold: [0.0; MAX_PLAYS],
            unseen: [0; MAX_PLAYS],
            unseen_total: 0,
            hand: 0,
            payoff: [0.0; MAX_PLAYS * MAX_PLAYS],
            bounds: PayoffBounds::default(),
        }
    }
}

/// The chance that a hand of `hand` cards dealt from `total` unseen cards holds at least one of
/// `copies`.
fn hold_chance(copies: u32, total: u32, hand: u32) -> f64 {
    if copies == 0 || hand == 0 {
        return 0.0;
    }
    if copies + hand > total {
        return 1.0;
    }
    let mut none = 1.0;
    for i in 0..hand {
        none *= f64::from(total - copies - i) / f64::from(total - i);
    }
    1.0 - none
}

/// `hold_chance` over one deck's unseen cards and hand, for any count of copies. A snap asks
/// for a few dozen (of each play, and in `hand_game::worst_held` of the plays worse than each),
/// each a product of a quotient a card in the hand; so the chances of every count for a number
/// of unseen cards and a hand are worked out once a process (a deck of 60 cards has at most 549
/// such pairs), which took 7% of an equilibrium game's instructions off (3.66M -> 3.39M a game).
/// Decks past `KEPT_TOTAL` cards work each chance out.
pub(crate) struct HoldChances {
    total: u32,
    hand: u32,
    kept: Option<&'static [f64]>,
}

const KEPT_TOTAL: usize = 128;
const KEPT_HAND: usize = HAND_SIZE + 1;

impl HoldChances {
    pub(crate) fn new(total: u32, hand: u32) -> HoldChances {
        static KEPT: [OnceLock<Box<[f64]>>; KEPT_TOTAL * KEPT_HAND] =
            [const { OnceLock::new() }; KEPT_TOTAL * KEPT_HAND];
        let (t, h) = (total as usize, hand as usize);
        let kept = (t < KEPT_TOTAL && h < KEPT_HAND).then(|| {
            let kept: &'static [f64] = KEPT[h * KEPT_TOTAL + t].get_or_init(|| {
                (0..=total)
                    .map(|copies| hold_chance(copies, total, hand))
                    .collect()
            });
            kept
        });
        HoldChances { total, hand, kept }
    }

    pub(crate) fn of(&self, copies: u32) -> f64 {
        match self.kept.and_then(|kept| kept.get(copies as usize)) {
            Some(&chance) => chance,
            None => hold_chance(copies, self.total, self.hand),
        }
    }
}

/// How many copies of each play `role`'s deck holds, and how many plays it has (at most
/// `MAX_PLAYS`).
fn deck_copies(setup: &Setup, role: Role) -> ([u8; MAX_PLAYS], usize) {
    fn fill(copies: &mut [u8; MAX_PLAYS], counts: impl Iterator<Item = u8>) -> usize {
        copies
            .iter_mut()
            .zip(counts)
            .map(|(slot, count)| *slot = count)
            .count()
    }
    let mut copies = [0u8; MAX_PLAYS];
    let plays = match role {
        Role::Offense => fill(&mut copies, setup.cards.offense.iter().map(|c| c.copies)),
        Role::Defense => fill(&mut copies, setup.cards.defense.iter().map(|c| c.copies)),
    };
    (copies, plays)
}

#[cfg(test)]
mod tests {
    use super::{hold_chance, line_sums, weighted_sums, CardGame, PayoffBounds, MAX_PLAYS};

    /// The bounds `fill` finds as it writes the payoffs are those the solve finds of them
    /// itself, for either side, with zeros of both signs, ties, and payoffs not finite.
    #[test]
    fn the_bounds_found_while_filling_are_the_payoffs_own() {
        let (offense, defense) = (12, 11);
        let mut not_finite = 0;
        for case in 0..40 {
            let matrix: Vec<f32> = (0..offense * defense)
                .map(|i| match (i + case) % 9 {
                    0 => 0.0,
                    1 => -0.0,
                    2 => 1.5,
                    3 if case % 7 == 3 => f32::NAN,
                    4 if case % 11 == 4 => f32::INFINITY,
                    k => ((i * (case + 1)) as f32 * 0.37).sin() * k as f32,
                })
                .collect();
            let mut game = CardGame {
                row_count: 1 + case % 6,
                column_count: 1 + case % 10,
                ..CardGame::default()
            };
            for r in 0..game.row_count {
                game.rows[r] = ((r * 5 + case) % defense) as u8;
            }
            for c in 0..game.column_count {
                game.columns[c] = ((c * 7 + case) % defense) as u8;
            }
            game.fill_from::<false>(&matrix, defense, 1);
            let own = PayoffBounds::of(game.payoff(), game.column_count);
            assert!(game.bounds.same_for_a_solve(&own), "offense, case {case}");
            game.fill_from::<true>(&matrix, 1, defense);
            let own = PayoffBounds::of(game.payoff(), game.column_count);
            assert!(game.bounds.same_for_a_solve(&own), "defense, case {case}");
            not_finite += usize::from(!game.payoff().iter().all(|p| p.is_finite()));
        }
        assert!(not_finite > 0, "no game had a payoff not finite");
    }

    #[test]
    fn the_weighted_sums_are_each_columns_sum_in_the_rows_order_to_the_bit() {
        // A 12 x 11 offense matrix with both zeros and mixed signs, odd weights.
        let (offense, defense) = (12, 11);
        let matrix: Vec<f32> = (0..offense * defense)
            .map(|i| match i % 7 {
                0 => 0.0,
                1 => -0.0,
                k => (i as f32 * 0.37).sin() * k as f32,
            })
            .collect();
        let rows = [0u8, 2, 3, 7, 11];
        let weights = [0.31, 0.0, 0.77, 1.0 / 3.0, 0.05];
        let sum = |cell: &dyn Fn(usize) -> f64| -> f64 {
            rows.iter()
                .zip(&weights)
                .map(|(&row, &weight)| weight * cell(usize::from(row)))
                .sum()
        };
        let mut values = [0.0; MAX_PLAYS];
        // The offense's rows against defense plays.
        let columns = [1u8, 0, 4, 9, 10, 5];
        line_sums(&mut values, &matrix, defense, (&rows, &weights), &columns);
        for (c, &column) in columns.iter().enumerate() {
            let each = sum(&|row| f64::from(matrix[row * defense + usize::from(column)]));
            assert_eq!(values[c].to_bits(), each.to_bits(), "offense column {c}");
        }
        // The defense's rows (plays below 11) against offense plays.
        let columns = [11u8, 0, 6, 2, 8];
        let rows_defense = &rows[..4];
        weighted_sums(
            &mut values,
            &matrix,
            defense,
            (rows_defense, &weights),
            &columns,
        );
        for (c, &column) in columns.iter().enumerate() {
            let each: f64 = rows_defense
                .iter()
                .zip(&weights)
                .map(|(&row, &weight)| {
                    weight * -f64::from(matrix[usize::from(column) * defense + usize::from(row)])
                })
                .sum();
            assert_eq!(values[c].to_bits(), each.to_bits(), "defense column {c}");
        }
    }

    #[test]
    fn hold_chance_counts_hands_without_the_play() {
        assert_eq!(hold_chance(0, 60, 8), 0.0);
        assert_eq!(hold_chance(5, 8, 8), 1.0);
        // One copy among 10 cards, a hand of 1: one in ten.
        assert!((hold_chance(1, 10, 1) - 0.1).abs() < 1e-12);
        // Five copies among 60, eight cards: 1 - C(55,8)/C(60,8) = 0.5241.
        assert!((hold_chance(5, 60, 8) - 0.5241).abs() < 1e-3);
    }
}
