//! Exact outcome distributions of one scrimmage snap per cross-reference cell, from the real dice
//! of the two teams: how far the ball moves, how often it is turned over, how often a flag flies.
//!
//! Coaches value a card pair by what can happen, not by its mean: a 3rd-and-12 cell with a mean
//! of 8 yards but a long tail converts more often than a steady 9. The distributions are computed
//! once per setup and shared by every coach of every game on that setup.

use crate::data::model::{Cell, PenaltyFace, Symbol, Team, WhiteDice, YardDie, FACES};

/// A gain this large scores from any spot on the field, and a loss this large is a safety from
/// any spot: every larger swing is folded onto these bounds.
pub(crate) const MAX_GAIN: i16 = 99;
const SPAN: usize = (2 * MAX_GAIN + 1) as usize;

/// Breakaway chains longer than this many re-rolls are folded into the last one; they are rarer
/// than one snap in a thousand.
const MAX_REROLLS: usize = 3;

/// A probability mass function over whole yards, `p[i]` for `min + i`.
#[derive(Debug, Clone, PartialEq)]
pub struct Pmf {
    pub min: i16,
    pub p: Vec<f64>,
}

impl Pmf {
    pub(crate) fn point(yards: i16) -> Pmf {
        Pmf {
            min: yards,
            p: vec![1.0],
        }
    }

    pub(crate) fn die(die: &YardDie) -> Pmf {
        let min = die.faces.iter().copied().min().map_or(0, i16::from);
        let max = die.faces.iter().copied().max().map_or(0, i16::from);
        let mut p = vec![0.0; (max - min + 1) as usize];
        for &face in &die.faces {
            p[(i16::from(face) - min) as usize] += 1.0 / FACES as f64;
        }
        Pmf { min, p }
    }

    /// The distribution of the sum of two independent amounts.
    pub(crate) fn plus(&self, other: &Pmf) -> Pmf {
        let mut p = vec![0.0; self.p.len() + other.p.len() - 1];
        // Over slices of one length, so the inner loop has no bounds to check and runs in
        // vector steps; every sum is added in the same order as before, to the same bits.
        for (i, &a) in self.p.iter().enumerate() {
            if a == 0.0 {
                continue;
            }
            for (sum, &b) in p[i..i + other.p.len()].iter_mut().zip(&other.p) {
                *sum += a * b;
            }
        }
        Pmf {
            min: self.min + other.min,
            p,
        }
    }

    pub(crate) fn sum_of<'a>(dice: impl IntoIterator<Item = &'a YardDie>) -> Pmf {
        dice.into_iter()
            .fold(Pmf::point(0), |sum, die| sum.plus(&Pmf::die(die)))
    }

    pub(crate) fn iter(&self) -> impl Iterator<Item = (i16, f64)> + '_ {
        self.p
            .iter()
            .enumerate()
            .filter(|(_, &p)| p > 0.0)
            .map(|(i, &p)| (self.min + i as i16, p))
    }

    pub(crate) fn mean(&self) -> f64 {
        self.iter().map(|(y, p)| f64::from(y) * p).sum()
    }
}

/// One possible movement of the ball and its probability, split by whether a turnover follows.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Move {
    pub gain: i16,
    pub plain: f32,
    pub turnover: f32,
}

/// What one snap of a cell can do.
#[derive(Debug, Clone, PartialEq)]
pub struct SnapOutcome {
    /// Sorted by gain, only gains with a chance.
    pub moves: Vec<Move>,
    /// A flag on the defense with this face (before the offense accepts or declines).
    pub defense_penalty: Vec<(PenaltyFace, f32)>,
    /// A flag on the offense with this face.
    pub offense_penalty: Vec<(PenaltyFace, f32)>,
    /// Optional rule O2: three breakaways in a row score at once.
    pub breakaway_touchdown: f32,
}

fn share(faces: &[Symbol; FACES], symbol: Symbol) -> f64 {
    faces.iter().filter(|&&s| s == symbol).count() as f64 / FACES as f64
}

/// Accumulates probability mass on clamped gains.
struct Tally {
    plain: [f64; SPAN],
    turnover: [f64; SPAN],
}

impl Tally {
    fn add(&mut self, pmf: &Pmf, weight: f64, turnover: bool) {
        let into = if turnover {
            &mut self.turnover
        } else {
            &mut self.plain
        };
        for (yards, p) in pmf.iter() {
            let at = (yards.clamp(-MAX_GAIN, MAX_GAIN) + MAX_GAIN) as usize;
            into[at] += p * weight;
        }
    }
}

/// The outcome of a snap on `cell` with `offense`' coloured dice and `defense`' black dice.
pub fn snap_outcome(
    cell: Cell,
    offense: &Team,
    defense: &Team,
    white: &WhiteDice,
    breakaways_score: bool,
) -> SnapOutcome {
    let coloured = Pmf::sum_of(cell.colours.iter().map(|c| offense.dice.colour(c)));
    let black = Pmf::sum_of((0..cell.black).map(|_| &defense.dice.black));
    let whole = coloured.plus(&black);
    let play = |s| share(&white.play, s);
    let referee = |s| share(&white.referee, s);

    let mut tally = Tally {
        plain: [0.0; SPAN],
        turnover: [0.0; SPAN],
    };
    // E1: broken up, only the black dice count.
    tally.add(&black, play(Symbol::X), false);
    // E5: no effect.
    tally.add(&whole, play(Symbol::Hail) + play(Symbol::Blank), false);
    // E3: the referee die decides a turnover at the new spot.
    let turnover = referee(Symbol::T);
    tally.add(&whole, play(Symbol::T) * (1.0 - turnover), false);
    tally.add(&whole, play(Symbol::T) * turnover, true);
    // E4: no foul, play on.
    let flags = referee(Symbol::D) + referee(Symbol::O);
    tally.add(&whole, play(Symbol::P) * (1.0 - flags), false);
    // E2: the first roll plus at least one re-roll, another while breakaways keep coming.
    let again = play(Symbol::Breakaway);
    let mut chain = whole.plus(&whole);
    let mut chain_weight = play(Symbol::Breakaway);
    let mut breakaway_touchdown = 0.0;
    for rerolls in 1..=MAX_REROLLS {
        if breakaways_score && rerolls == 2 {
            // O2: the second re-roll showing a breakaway makes three in a row.
            tally.add(&chain, chain_weight * (1.0 - again), false);
            breakaway_touchdown = chain_weight * again;
            break;
        }
        if rerolls == MAX_REROLLS {
            // The last re-roll ends the chain whatever it shows; no longer chain is summed.
            tally.add(&chain, chain_weight, false);
            break;
        }
        tally.add(&chain, chain_weight * (1.0 - again), false);
        chain_weight *= again;
        chain = chain.plus(&whole);
    }

    let flag_faces = |side: Symbol| {
        let mut faces: Vec<(PenaltyFace, f32)> = Vec::new();
        for face in white.penalty {
            let p = (play(Symbol::P) * referee(side) / FACES as f64) as f32;
            match faces.iter_mut().find(|(f, _)| *f == face) {
                Some((_, q)) => *q += p,
                None => faces.push((face, p)),
            }
        }
        faces.retain(|(_, p)| *p > 0.0);
        faces
    };

    let moves = (0..SPAN)
        .filter(|&i| tally.plain[i] > 0.0 || tally.turnover[i] > 0.0)
        .map(|i| Move {
            gain: i as i16 - MAX_GAIN,
            plain: tally.plain[i] as f32,
            turnover: tally.turnover[i] as f32,
        })
        .collect();
    SnapOutcome {
        moves,
        defense_penalty: flag_faces(Symbol::D),
        offense_penalty: flag_faces(Symbol::O),
        breakaway_touchdown: breakaway_touchdown as f32,
    }
}

impl SnapOutcome {
    #[cfg(test)]
    pub(crate) fn total(&self) -> f64 {
        let moves: f64 = self
            .moves
            .iter()
            .map(|m| f64::from(m.plain) + f64::from(m.turnover))
            .sum();
        let flags: f64 = self
            .defense_penalty
            .iter()
            .chain(&self.offense_penalty)
            .map(|(_, p)| f64::from(*p))
            .sum();
        moves + flags + f64::from(self.breakaway_touchdown)
    }

    /// The chance the ball ends at least `yards` downfield without a turnover (a flag counts as
    /// no gain).
    pub(crate) fn reaches(&self, yards: i16) -> f64 {
        self.moves
            .iter()
            .filter(|m| m.gain >= yards)
            .map(|m| f64::from(m.plain))
            .sum::<f64>()
            + f64::from(self.breakaway_touchdown)
    }

    #[cfg(test)]
    pub(crate) fn turnover_chance(&self) -> f64 {
        self.moves.iter().map(|m| f64::from(m.turnover)).sum()
    }

    /// Mixes several outcomes by weight (the average snap of a mixed strategy pair).
    pub fn mixture<'a>(parts: impl IntoIterator<Item = (&'a SnapOutcome, f64)>) -> SnapOutcome {
        let mut plain = [0.0f64; SPAN];
        let mut turnover = [0.0f64; SPAN];
        let mut defense_penalty: Vec<(PenaltyFace, f32)> = Vec::new();
        let mut offense_penalty: Vec<(PenaltyFace, f32)> = Vec::new();
        let mut breakaway_touchdown = 0.0;
        let merge = |into: &mut Vec<(PenaltyFace, f32)>, from: &[(PenaltyFace, f32)], w: f64| {
            for &(face, p) in from {
                let p = (f64::from(p) * w) as f32;
                match into.iter_mut().find(|(f, _)| *f == face) {
                    Some((_, q)) => *q += p,
                    None => into.push((face, p)),
                }
            }
        };
        for (outcome, weight) in parts {
            for m in &outcome.moves {
                let at = (m.gain + MAX_GAIN) as usize;
                plain[at] += f64::from(m.plain) * weight;
                turnover[at] += f64::from(m.turnover) * weight;
            }
            merge(&mut defense_penalty, &outcome.defense_penalty, weight);
            merge(&mut offense_penalty, &outcome.offense_penalty, weight);
            breakaway_touchdown += f64::from(outcome.breakaway_touchdown) * weight;
        }
        let moves = (0..SPAN)
            .filter(|&i| plain[i] > 1e-9 || turnover[i] > 1e-9)
            .map(|i| Move {
                gain: i as i16 - MAX_GAIN,
                plain: plain[i] as f32,
                turnover: turnover[i] as f32,
            })
            .collect();
        SnapOutcome {
            moves,
            defense_penalty,
            offense_penalty,
            breakaway_touchdown: breakaway_touchdown as f32,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::data::model::ColourSet;

    fn library() -> crate::data::Library {
        match crate::data::load(&[]) {
            Ok(library) => library,
            Err(problems) => panic!("shipped data: {problems:?}"),
        }
    }

    #[test]
    fn every_cell_is_a_whole_distribution() {
        let library = library();
        let base = &library.teams[0].team;
        for &cell in &library.cards.matrix {
            let outcome = snap_outcome(cell, base, base, &library.white, false);
            assert!((outcome.total() - 1.0).abs() < 1e-4, "{}", outcome.total());
        }
    }

    #[test]
    fn black_only_cells_lose_yards_and_turn_over_one_snap_in_thirty_six() {
        let library = library();
        let base = &library.teams[0].team;
        let cell = Cell {
            colours: ColourSet::EMPTY,
            black: 1,
        };
        let outcome = snap_outcome(cell, base, base, &library.white, false);
        assert!(outcome.reaches(2) < 0.05);
        assert!((outcome.turnover_chance() - 1.0 / 36.0).abs() < 1e-4);
    }
}
