//! The field's geometry (BS2): staggered rows of squares that connect like a hex map.
//!
//! Squares are numbered row by row. In "doubled" coordinates a square of an odd row sits at the
//! odd `x` 1, 3, .., and one of an even row at the even `x` 0, 2, .. (0 and the last are the half
//! squares at the sidelines). Two squares touch when they are in one row two `x` apart, or in
//! neighbouring rows one `x` apart: six neighbours, fewer at the edges. Row 1 is next to the home
//! team's goal line; the home team attacks towards the last row, the away team towards row 1.

use gridiron_core::side::Side;

use crate::data::model::BoardShape;

/// A square, by its number.
pub type Sq = u16;

/// The most squares a board may have: the data validator's largest board (61 rows, 31 squares
/// to an odd row) has 1,921, so every board it lets through fits a `Squares`.
pub(crate) const MAX_SQUARES: usize = 2048;
const WORDS: usize = MAX_SQUARES / 64;

/// A set of squares, one bit each (bit `sq % 64` of word `sq / 64`). The searches over the board
/// (reach, tackle zones, the halt's flood fill) step a whole front of squares at once with shifts
/// instead of square by square. Only the board's `words` first words are ever set or read, so
/// the shipped board of 241 squares costs four words an operation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Squares([u64; WORDS]);

impl Squares {
    pub(crate) const EMPTY: Squares = Squares([0; WORDS]);

    /// The set of `sq` alone.
    pub(crate) fn one(sq: Sq) -> Squares {
        let mut set = Squares::EMPTY;
        set.insert(sq);
        set
    }

    /// The first `N` words.
    fn head<const N: usize>(&self) -> [u64; N] {
        std::array::from_fn(|i| self.0[i])
    }

    pub(crate) fn has(&self, sq: Sq) -> bool {
        let i = usize::from(sq);
        self.0[i / 64] >> (i % 64) & 1 == 1
    }

    pub(crate) fn insert(&mut self, sq: Sq) {
        let i = usize::from(sq);
        self.0[i / 64] |= 1 << (i % 64);
    }

    pub(crate) fn remove(&mut self, sq: Sq) {
        let i = usize::from(sq);
        self.0[i / 64] &= !(1 << (i % 64));
    }

    /// The squares in order, of the board's first `words` words.
    pub(crate) fn iter(&self, words: usize) -> SquaresIter<'_> {
        let words = &self.0[..words.min(WORDS)];
        SquaresIter {
            bits: words.first().copied().unwrap_or(0),
            words,
            word: 0,
        }
    }
}

/// `Squares::iter`: a word at a time, a square per set bit (a search lists hundreds of them).
pub(crate) struct SquaresIter<'a> {
    words: &'a [u64],
    word: usize,
    /// The bits of `words[word]` not yet listed.
    bits: u64,
}

impl Iterator for SquaresIter<'_> {
    type Item = Sq;

    fn next(&mut self) -> Option<Sq> {
        while self.bits == 0 {
            self.word += 1;
            self.bits = *self.words.get(self.word)?;
        }
        let bit = self.bits.trailing_zeros();
        self.bits &= self.bits - 1;
        Some((self.word * 64) as Sq + bit as Sq)
    }
}

/// Hex distance between two squares by their (row, doubled x) coordinates (`Board::distance`).
pub(crate) fn hex_distance((ra, xa): (u8, u8), (rb, xb): (u8, u8)) -> u8 {
    let dy = ra.abs_diff(rb);
    let dx = xa.abs_diff(xb);
    dy + dx.saturating_sub(dy) / 2
}

/// A step in one of `DIRECTIONS` as a shift of square numbers: squares are numbered row by row,
/// an odd row holding `w` squares and an even one `w + 1`, so a step east is +1 and a step to the
/// next row +w or +w+1 whatever the row (`Board::new`'s numbering; the tests check it against
/// the neighbours). `from` holds the squares that have a neighbour that way.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Shift {
    /// Towards higher square numbers, by `skip` words and `bits` bits.
    up: bool,
    skip: usize,
    bits: u32,
    from: Squares,
}

/// The six directions, as (row, x) steps. East is `(0, 2)`: a Heavy Tackle's right square.
pub(crate) const DIRECTIONS: [(i8, i8); 6] = [(0, 2), (0, -2), (1, 1), (1, -1), (-1, 1), (-1, -1)];
const EAST: usize = 0;
const WEST: usize = 1;
/// The steps to the next row (+w + 1 and +w) and to the row before (-w and -w - 1).
const UP_EAST: usize = 2;
const UP: usize = 3;
const DOWN: usize = 4;
const DOWN_WEST: usize = 5;

/// The words of a set `N` words long as one number, shifted towards higher squares by `k`
/// (0 < k < 64); what passes the last word is dropped.
fn shl<const N: usize>(v: [u64; N], k: u32) -> [u64; N] {
    std::array::from_fn(|i| v[i] << k | if i > 0 { v[i - 1] >> (64 - k) } else { 0 })
}

/// As `shl`, towards lower squares.
fn shr<const N: usize>(v: [u64; N], k: u32) -> [u64; N] {
    std::array::from_fn(|i| v[i] >> k | if i + 1 < N { v[i + 1] << (64 - k) } else { 0 })
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Board {
    pub shape: BoardShape,
    /// Row (1-based) and doubled `x` of each square.
    coords: Vec<(u8, u8)>,
    /// The square at (row, x), `None` where there is none; indexed `row * width2 + x`.
    lookup: Vec<Option<Sq>>,
    /// Each square's neighbour in each of `DIRECTIONS`.
    neighbours: Vec<[Option<Sq>; 6]>,
    /// The largest doubled `x` (the far sideline's half square).
    max_x: u8,
    /// The words of a `Squares` the board uses.
    words: usize,
    /// Each of `DIRECTIONS` as a shift of a `Squares`.
    shifts: [Shift; 6],
    /// Whether every shift is of fewer bits than a word (every board the validator lets
    /// through): `around_words`' quick way, decided once.
    short_shifts: bool,
    /// Every square, and each row's squares (index: the row).
    all: Squares,
    rows_of: Vec<Squares>,
    /// Each side's line-up zone (`in_zone`), by `Side::index`.
    zones: [Squares; 2],
}

impl Board {
    pub fn new(shape: BoardShape) -> Board {
        let max_x = shape.odd_row_squares * 2;
        let stride = usize::from(max_x) + 1;
        let mut coords = Vec::new();
        let mut lookup = vec![None; (usize::from(shape.rows) + 2) * stride];
        for row in 1..=shape.rows {
            let first = if row % 2 == 1 { 1 } else { 0 };
            for x in (first..=max_x).step_by(2) {
                lookup[usize::from(row) * stride + usize::from(x)] = Some(coords.len() as Sq);
                coords.push((row, x));
            }
        }
        let w = isize::from(shape.odd_row_squares);
        let mut board = Board {
            shape,
            words: coords.len().div_ceil(64).min(WORDS),
            coords,
            lookup,
            neighbours: Vec::new(),
            max_x,
            shifts: [1, -1, w + 1, w, -w, -w - 1].map(|by: isize| Shift {
                up: by > 0,
                skip: by.unsigned_abs() / 64,
                bits: (by.unsigned_abs() % 64) as u32,
                from: Squares::EMPTY,
            }),
            short_shifts: false,
            all: Squares::EMPTY,
            rows_of: vec![Squares::EMPTY; usize::from(shape.rows) + 1],
            zones: [Squares::EMPTY; 2],
        };
        board.short_shifts = board.shifts.iter().all(|s| s.skip == 0 && s.bits != 0);
        board.neighbours = (0..board.len() as Sq)
            .map(|sq| DIRECTIONS.map(|(dr, dx)| board.offset(sq, dr, dx)))
            .collect();
        // Squares past `MAX_SQUARES` (no board the validator lets through has any) are left out
        // of the sets rather than overflow them.
        for sq in 0..board.len().min(MAX_SQUARES) as Sq {
            board.all.insert(sq);
            let row = usize::from(board.row(sq));
            board.rows_of[row].insert(sq);
            for side in Side::BOTH {
                let row = board.row(sq);
                if (1..=shape.zone_rows).any(|k| board.own_row(side, k) == row) {
                    board.zones[side.index()].insert(sq);
                }
            }
            for dir in 0..DIRECTIONS.len() {
                if board.neighbours[usize::from(sq)][dir].is_some() {
                    board.shifts[dir].from.insert(sq);
                }
            }
        }
        board
    }

    /// The words of a `Squares` this board uses.
    pub(crate) fn words(&self) -> usize {
        self.words
    }

    /// Every square.
    pub(crate) fn all(&self) -> &Squares {
        &self.all
    }

    /// The squares of `row` (empty for a row the board has not).
    pub(crate) fn row_squares(&self, row: u8) -> Squares {
        self.rows_of
            .get(usize::from(row))
            .copied()
            .unwrap_or(Squares::EMPTY)
    }

    /// Every square touching a square of `set`: the union of its neighbours.
    pub(crate) fn around(&self, set: &Squares) -> Squares {
        let mut out = Squares::EMPTY;
        self.around_into(set, &mut out);
        out
    }

    /// `around` into `out`, of which only the board's words are set (the rest are left as
    /// they were).
    fn around_into(&self, set: &Squares, out: &mut Squares) {
        // The loops over a number of words known when compiled unroll; the words past the
        // board's are empty in `set` and in the shifts' `from`, so they add nothing.
        match self.words {
            0..=4 => out.0[..4].copy_from_slice(&self.around_words::<4>(&set.head())),
            5..=8 => out.0[..8].copy_from_slice(&self.around_words::<8>(&set.head())),
            9..=16 => out.0[..16].copy_from_slice(&self.around_words::<16>(&set.head())),
            _ => *out = Squares(self.around_words::<WORDS>(&set.head())),
        }
    }

    fn around_words<const N: usize>(&self, set: &[u64; N]) -> [u64; N] {
        // The six steps are +-1 and +-w, +-(w + 1) for a row of `w`: the two of each row
        // share their step of `w`, so four one-bit shifts and two of `w` make all six.
        let w = self.shifts[UP].bits;
        if self.short_shifts {
            let from = |dir: usize| -> [u64; N] {
                std::array::from_fn(|i| set[i] & self.shifts[dir].from.0[i])
            };
            let or =
                |a: [u64; N], b: [u64; N]| -> [u64; N] { std::array::from_fn(|i| a[i] | b[i]) };
            let sideways = or(shl(from(EAST), 1), shr(from(WEST), 1));
            let up = shl(or(shl(from(UP_EAST), 1), from(UP)), w);
            let down = shr(or(shr(from(DOWN_WEST), 1), from(DOWN)), w);
            return or(sideways, or(up, down));
        }
        let mut whole = Squares::EMPTY;
        whole.0[..N].copy_from_slice(set);
        self.around_by_shifts::<N>(&whole)
    }

    // One index walks three arrays and the carry between their words: clearer than three zips.
    #[allow(clippy::needless_range_loop)]
    fn around_by_shifts<const N: usize>(&self, set: &Squares) -> [u64; N] {
        let mut acc = [0u64; N];
        for shift in &self.shifts {
            let bits = shift.bits;
            if shift.skip != 0 || bits == 0 {
                // A step of whole words: no board the validator lets through has one.
                let mut out = Squares::EMPTY;
                out.0[..N].copy_from_slice(&acc);
                self.shift_into(set, shift, &mut out);
                acc.copy_from_slice(&out.0[..N]);
                continue;
            }
            // Each word takes the bits shifted out of its neighbour (`carry`).
            let mut carry = 0;
            if shift.up {
                for i in 0..N {
                    let v = set.0[i] & shift.from.0[i];
                    acc[i] |= v << bits | carry;
                    carry = v >> (64 - bits);
                }
            } else {
                for i in (0..N).rev() {
                    let v = set.0[i] & shift.from.0[i];
                    acc[i] |= v >> bits | carry;
                    carry = v << (64 - bits);
                }
            }
        }
        acc
    }

    /// One step of a search, in place: `front` becomes the squares of `within` that touch it and
    /// are not `seen` yet, and they are seen. Whether there are any.
    pub(crate) fn step_out(
        &self,
        front: &mut Squares,
        within: &Squares,
        seen: &mut Squares,
    ) -> bool {
        // A search steps a few dozen times a call: the whole step on a number of words known
        // when compiled stays in registers.
        match self.words {
            0..=4 => self.step_out_words::<4>(front, within, seen),
            5..=8 => self.step_out_words::<8>(front, within, seen),
            9..=16 => self.step_out_words::<16>(front, within, seen),
            _ => self.step_out_words::<WORDS>(front, within, seen),
        }
    }

    // As `around_words`.
    #[allow(clippy::needless_range_loop)]
    fn step_out_words<const N: usize>(
        &self,
        front: &mut Squares,
        within: &Squares,
        seen: &mut Squares,
    ) -> bool {
        let next = self.around_words::<N>(&front.head());
        let mut any = 0;
        for i in 0..N {
            // Past the board's words `within` is empty, so those stay empty.
            let n = next[i] & within.0[i] & !seen.0[i];
            front.0[i] = n;
            seen.0[i] |= n;
            any |= n;
        }
        any != 0
    }

    /// The fewest steps from `start` to each square, through `open` squares only, breadth first
    /// a whole front at a time: `u8::MAX` where no way leads (and off `open`).
    pub(crate) fn steps_from(&self, start: &Squares, open: &Squares) -> Vec<u8> {
        let mut steps = vec![u8::MAX; self.len()];
        let mut front = start.and(open);
        let mut seen = front;
        let mut d: u8 = 0;
        loop {
            for sq in front.iter(self.words) {
                if let Some(s) = steps.get_mut(usize::from(sq)) {
                    *s = d;
                }
            }
            if d == u8::MAX || !self.step_out(&mut front, open, &mut seen) {
                break;
            }
            d += 1;
        }
        steps
    }

    /// The fewest steps from `start` to any square of `target`, through `open` squares only:
    /// `steps_from`'s least value over `target`, with the search stopped at the first front that
    /// meets it (a way to score is asked from near the goal far more often than across the
    /// board). `None` where no way leads, as `steps_from`'s `u8::MAX`.
    pub(crate) fn steps_to_meet(
        &self,
        start: &Squares,
        open: &Squares,
        target: &Squares,
    ) -> Option<u8> {
        match self.words {
            0..=4 => self.steps_to_meet_words::<4>(start, open, target),
            5..=8 => self.steps_to_meet_words::<8>(start, open, target),
            9..=16 => self.steps_to_meet_words::<16>(start, open, target),
            _ => self.steps_to_meet_words::<WORDS>(start, open, target),
        }
    }

    // As `step_out_words`: the whole search in registers.
    fn steps_to_meet_words<const N: usize>(
        &self,
        start: &Squares,
        open: &Squares,
        target: &Squares,
    ) -> Option<u8> {
        let open: [u64; N] = std::array::from_fn(|i| open.0[i]);
        let target: [u64; N] = std::array::from_fn(|i| target.0[i]);
        let mut front: [u64; N] = std::array::from_fn(|i| start.0[i] & open[i]);
        let mut seen = front;
        let mut d: u8 = 0;
        while d != u8::MAX {
            if (0..N).any(|i| front[i] & target[i] != 0) {
                return Some(d);
            }
            let next = self.around_words::<N>(&front);
            front = std::array::from_fn(|i| next[i] & open[i] & !seen[i]);
            if front.iter().all(|&w| w == 0) {
                return None;
            }
            seen = std::array::from_fn(|i| seen[i] | front[i]);
            d += 1;
        }
        None
    }

    /// The squares whose east neighbour is in `set` (the left squares of a Heavy Tackle whose
    /// right square is in `set`).
    pub(crate) fn west_of(&self, set: &Squares) -> Squares {
        let mut out = Squares::EMPTY;
        let n = self.words;
        for i in 0..n {
            let next = if i + 1 < n { set.0[i + 1] << 63 } else { 0 };
            out.0[i] = (set.0[i] >> 1 | next) & self.shifts[EAST].from.0[i];
        }
        out
    }

    /// The squares of `set` (and `from` them), each moved `by` squares, ORed into `out`.
    fn shift_into(&self, set: &Squares, shift: &Shift, out: &mut Squares) {
        let n = self.words;
        let (skip, bits) = (shift.skip, shift.bits);
        let src = |i: usize| set.0[i] & shift.from.0[i];
        // Each word takes the bits shifted out of its neighbour (`carry`); a step of whole words
        // (no board the validator lets through has one) has none.
        match (shift.up, bits) {
            (true, 0) => (0..n.saturating_sub(skip)).for_each(|i| out.0[i + skip] |= src(i)),
            (false, 0) => (skip..n).for_each(|i| out.0[i - skip] |= src(i)),
            (true, _) => {
                let mut carry = 0;
                for i in 0..n.saturating_sub(skip) {
                    let v = src(i);
                    out.0[i + skip] |= v << bits | carry;
                    carry = v >> (64 - bits);
                }
            }
            (false, _) => {
                let mut carry = 0;
                for i in (skip..n).rev() {
                    let v = src(i);
                    out.0[i - skip] |= v >> bits | carry;
                    carry = v << (64 - bits);
                }
            }
        }
    }

    pub fn len(&self) -> usize {
        self.coords.len()
    }

    pub fn is_empty(&self) -> bool {
        self.coords.is_empty()
    }

    pub fn rows(&self) -> u8 {
        self.shape.rows
    }

    /// The row (1-based, from the home goal line) and doubled `x` of `sq`.
    pub fn coords(&self, sq: Sq) -> (u8, u8) {
        self.coords[usize::from(sq)]
    }

    pub fn row(&self, sq: Sq) -> u8 {
        self.coords(sq).0
    }

    pub fn at(&self, row: u8, x: u8) -> Option<Sq> {
        if row == 0 || row > self.shape.rows || x > self.max_x {
            return None;
        }
        let stride = usize::from(self.max_x) + 1;
        self.lookup[usize::from(row) * stride + usize::from(x)]
    }

    fn offset(&self, sq: Sq, dr: i8, dx: i8) -> Option<Sq> {
        let (row, x) = self.coords(sq);
        let row = i16::from(row) + i16::from(dr);
        let x = i16::from(x) + i16::from(dx);
        if row < 0 || x < 0 {
            return None;
        }
        self.at(row as u8, x as u8)
    }

    /// The neighbour of `sq` in direction `dir` (an index into `DIRECTIONS`).
    pub(crate) fn step(&self, sq: Sq, dir: usize) -> Option<Sq> {
        self.neighbours[usize::from(sq)][dir]
    }

    /// The square to the east of `sq` (a Heavy Tackle's right square when `sq` is its left).
    pub fn east(&self, sq: Sq) -> Option<Sq> {
        self.step(sq, EAST)
    }

    /// The up to six squares touching `sq`.
    pub fn neighbours(&self, sq: Sq) -> impl Iterator<Item = Sq> + '_ {
        self.neighbours[usize::from(sq)].iter().flatten().copied()
    }

    pub(crate) fn touching(&self, a: Sq, b: Sq) -> bool {
        self.neighbours[usize::from(a)].contains(&Some(b))
    }

    /// Hex distance: the fewest steps from `a` to `b` through any squares (BA2).
    pub fn distance(&self, a: Sq, b: Sq) -> u8 {
        hex_distance(self.coords(a), self.coords(b))
    }

    /// The middle row: the 50-yard line.
    pub(crate) fn fifty_row(&self) -> u8 {
        self.shape.rows.div_ceil(2)
    }

    /// The centre mark on the 50-yard line, where the ball starts (BS2).
    pub fn centre(&self) -> Sq {
        let row = self.fifty_row();
        let x = if row % 2 == 1 {
            // An odd row's middle square: its x is odd, so round to the nearest odd.
            (self.max_x / 2) | 1
        } else {
            self.max_x / 2
        };
        self.at(row, x)
            .or_else(|| self.at(row, x.saturating_sub(1)))
            .unwrap_or(0)
    }

    /// The row `side` attacks from: the last row before the opposing end zone.
    pub fn last_row(&self, side: Side) -> u8 {
        match side {
            Side::Home => self.shape.rows,
            Side::Away => 1,
        }
    }

    /// The board row of `side`'s `k`th row from its own goal line (1-based).
    pub(crate) fn own_row(&self, side: Side, k: u8) -> u8 {
        match side {
            Side::Home => k,
            Side::Away => self.shape.rows + 1 - k,
        }
    }

    /// Whether `sq` is in `side`'s line-up zone (its own "20-yard line" rows, BS2).
    pub fn in_zone(&self, side: Side, sq: Sq) -> bool {
        self.zones[side.index()].has(sq)
    }

    /// `side`'s line-up zone as a set.
    pub(crate) fn zone(&self, side: Side) -> &Squares {
        &self.zones[side.index()]
    }

    /// The square of a formation's (row from the own goal line, column from the coach's left):
    /// the away coach looks from the other end, so its columns run the other way.
    pub(crate) fn formation_square(&self, side: Side, row: u8, column: u8) -> Option<Sq> {
        let board_row = self.own_row(side, row);
        let x = if board_row % 2 == 1 {
            2 * column + 1
        } else {
            2 * column
        };
        match side {
            Side::Home => self.at(board_row, x),
            Side::Away => self.at(board_row, self.max_x.checked_sub(x)?),
        }
    }
}

/// Set operations on the board's words.
impl Squares {
    pub(crate) fn and(mut self, other: &Squares) -> Squares {
        self.0.iter_mut().zip(&other.0).for_each(|(a, b)| *a &= b);
        self
    }

    pub(crate) fn and_not(mut self, other: &Squares) -> Squares {
        self.0.iter_mut().zip(&other.0).for_each(|(a, b)| *a &= !b);
        self
    }

    pub(crate) fn or(mut self, other: &Squares) -> Squares {
        self.0.iter_mut().zip(&other.0).for_each(|(a, b)| *a |= b);
        self
    }

    pub(crate) fn remove_all(&mut self, other: &Squares) {
        self.0.iter_mut().zip(&other.0).for_each(|(a, b)| *a &= !b);
    }

    pub(crate) fn is_empty(&self) -> bool {
        self.0.iter().all(|&w| w == 0)
    }

    /// `meets` in the first `words` words (a board's: the rest are empty).
    pub(crate) fn meets_in(&self, other: &Squares, words: usize) -> bool {
        let words = words.min(WORDS);
        self.0[..words]
            .iter()
            .zip(&other.0[..words])
            .any(|(a, b)| a & b != 0)
    }

    pub(crate) fn meets(&self, other: &Squares) -> bool {
        self.0.iter().zip(&other.0).any(|(a, b)| a & b != 0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board() -> Board {
        Board::new(BoardShape {
            rows: 21,
            odd_row_squares: 11,
            zone_rows: 4,
        })
    }

    #[test]
    fn squares_and_neighbours() {
        let b = board();
        assert_eq!(b.len(), 11 * 11 + 10 * 12);
        let centre = b.centre();
        assert_eq!(b.coords(centre), (11, 11));
        assert_eq!(b.neighbours(centre).count(), 6);
        // A half square at the sideline touches three squares.
        let half = b.at(2, 0).unwrap();
        assert_eq!(b.neighbours(half).count(), 3);
        assert_eq!(b.distance(b.at(1, 1).unwrap(), b.at(21, 1).unwrap()), 20);
        assert_eq!(b.distance(b.at(1, 1).unwrap(), b.at(1, 21).unwrap()), 10);
        assert_eq!(b.distance(b.at(1, 1).unwrap(), b.at(3, 5).unwrap()), 3);
    }

    /// The sets step the way the neighbour table does, on the shipped board's shape, the
    /// smallest and the largest the data validator lets through.
    #[test]
    fn set_steps_are_the_neighbours() {
        for (rows, odd_row_squares) in [(21, 11), (5, 3), (61, 31), (7, 4)] {
            let b = Board::new(BoardShape {
                rows,
                odd_row_squares,
                zone_rows: 1,
            });
            assert!(b.len() <= MAX_SQUARES);
            for sq in 0..b.len() as Sq {
                let mut one = Squares::EMPTY;
                one.insert(sq);
                let mut want = Squares::EMPTY;
                b.neighbours(sq).for_each(|n| want.insert(n));
                assert_eq!(b.around(&one), want, "{rows}x{odd_row_squares} square {sq}");
                let mut west = Squares::EMPTY;
                if let Some(w) = b.step(sq, 1) {
                    west.insert(w);
                }
                assert_eq!(
                    b.west_of(&one),
                    west,
                    "{rows}x{odd_row_squares} west of {sq}"
                );
                assert!(b.row_squares(b.row(sq)).has(sq));
            }
            assert_eq!(b.all().iter(b.words()).count(), b.len());
        }
    }
}
