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

/// The six directions, as (row, x) steps. East is `(0, 2)`: a Heavy Tackle's right square.
pub(crate) const DIRECTIONS: [(i8, i8); 6] = [(0, 2), (0, -2), (1, 1), (1, -1), (-1, 1), (-1, -1)];
const EAST: usize = 0;

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
        let mut board = Board {
            shape,
            coords,
            lookup,
            neighbours: Vec::new(),
            max_x,
        };
        board.neighbours = (0..board.len() as Sq)
            .map(|sq| DIRECTIONS.map(|(dr, dx)| board.offset(sq, dr, dx)))
            .collect();
        board
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
        let (ra, xa) = self.coords(a);
        let (rb, xb) = self.coords(b);
        let dy = ra.abs_diff(rb);
        let dx = xa.abs_diff(xb);
        dy + dx.saturating_sub(dy) / 2
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
        let row = self.row(sq);
        (1..=self.shape.zone_rows).any(|k| self.own_row(side, k) == row)
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
}
