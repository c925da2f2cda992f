//! Expected points of every down, distance and spot: the net points of the next score, for the
//! team with the ball, computed by value iteration over the real dice of both teams.
//!
//! This is the yardstick every coach decision is measured with: a card pair is worth the expected
//! points of where its snap leaves the ball, a punt the expected points it hands the opponent, a
//! field goal its make chance times three against the miss. The snaps behind the table are the
//! average snap of the expected-yards equilibrium, so the table holds no coach's habits.

use crate::data::model::{PenaltyFace, SpecialRoll, Symbol, Team, WhiteDice};
use crate::engine::rules::{penalty_gives_first_down, penalty_spot};
use crate::engine::{Role, FIELD};

use std::ops::Range;

use super::outcome::{Pmf, SnapOutcome, MAX_GAIN};

/// Distances longer than this are valued as this long: beyond it a first down is a long shot
/// whatever the exact number.
pub(crate) const TO_GO_CAP: i16 = 30;
const BALLS: usize = FIELD as usize + 1;
const DOWNS: usize = 4;
const TO_GOS: usize = TO_GO_CAP as usize + 1;
/// A state is stored by its down, then its line to gain (spot plus distance, up to the goal
/// line's 100 plus the longest distance), then its distance: the states a snap can leave the
/// ball at short of one line to gain lie side by side, for the value iteration's inner sums.
const LINES: usize = BALLS + TO_GO_CAP as usize;
const STATES: usize = DOWNS * LINES * TO_GOS;
/// With the sweeps accelerated, enough for every pair of the shipped teams to converge (the most
/// took 11), a bound for expansion teams' tables.
const SWEEPS: usize = 32;

pub(crate) const TOUCHDOWN_POINTS: f64 = 7.0;
pub(crate) const FIELD_GOAL_POINTS: f64 = 3.0;
pub(crate) const SAFETY_POINTS: f64 = 2.0;

/// What one team's kicking game does, from its special-teams dice.
#[derive(Debug, Clone)]
pub struct Kicking {
    pub punt: Pmf,
    pub field_goal: Pmf,
    /// Yards a punt return of this team gains on average when it is run.
    pub punt_return_mean: f64,
    pub kickoff_return: Pmf,
    /// X and X on the block roll (K5) and on the extra point (SC1).
    pub block_chance: f64,
}

impl Kicking {
    pub fn of(team: &Team, white: &WhiteDice) -> Kicking {
        let roll = |roll| Pmf::sum_of(team.special.dice(roll).iter().map(|d| &d.die));
        let share =
            |faces: &[Symbol; 6], s: Symbol| faces.iter().filter(|&&f| f == s).count() as f64 / 6.0;
        let broken_up = share(&white.play, Symbol::X);
        Kicking {
            punt: roll(SpecialRoll::Punt),
            field_goal: roll(SpecialRoll::FieldGoal),
            punt_return_mean: roll(SpecialRoll::PuntReturn).mean() * (1.0 - broken_up),
            kickoff_return: roll(SpecialRoll::KickoffReturn),
            block_chance: share(&white.referee, Symbol::X) * broken_up,
        }
    }

    /// The chance a field goal from `ball` scores.
    pub fn field_goal_chance(&self, ball: i16) -> f64 {
        let reaches: f64 = self
            .field_goal
            .iter()
            .filter(|&(yards, _)| ball + yards >= FIELD)
            .map(|(_, p)| p)
            .sum();
        reaches * (1.0 - self.block_chance)
    }
}

/// Expected net points of the next score for the offense, by side, spot, down and distance.
#[derive(Debug, Clone)]
pub struct FieldValue {
    /// Indexed by `[side][state]`. Each value is rounded to single precision, as the tables were
    /// when they were stored so, and kept in double: the sweeps read them without a conversion
    /// and every table stays the same to the bit.
    values: [Vec<f64>; 2],
    pub kicking: [Kicking; 2],
    /// The average snap of each side on offense.
    pub average: [SnapOutcome; 2],
}

/// The index of an unclamped state.
#[inline(always)]
fn state_index(ball: i16, down: u8, to_go: i16) -> usize {
    line_base(down, ball + to_go) + to_go as usize
}

/// Where the states of `down` with the line to gain at `line` start.
#[inline(always)]
fn line_base(down: u8, line: i16) -> usize {
    (usize::from(down - 1) * LINES + line as usize) * TO_GOS
}

fn state(ball: i16, down: u8, to_go: i16) -> usize {
    state_index(
        ball.clamp(1, FIELD - 1),
        down.clamp(1, 4),
        to_go.clamp(1, TO_GO_CAP),
    )
}

impl FieldValue {
    /// Value iteration on the average snaps of both sides (`average[side]` is the snap of `side`
    /// on offense), until no value moves by more than `CONVERGED` in a sweep. Each sweep after
    /// the first starts from the Anderson mix of the sweeps before it.
    pub fn compute(average: [SnapOutcome; 2], kicking: [Kicking; 2]) -> FieldValue {
        Self::compute_counting(average, kicking).0
    }

    /// `compute`, and how many sweeps it took.
    fn compute_counting(average: [SnapOutcome; 2], kicking: [Kicking; 2]) -> (FieldValue, usize) {
        let mut table = FieldValue::sloped(average, kicking);
        let snaps = [0, 1].map(|side| DenseSnap::of(&table.average[side]));
        let lines = [0, 1].map(|side| sweep::LineSnap::of(&snaps[side]));
        let mut sums = sweep::Sums::default();
        // A season computes hundreds of tables a thread: 3.4 MB of Anderson vectors allocated
        // afresh for each were 790 page faults a table, 0.31 s of system time against 3.8 s of
        // user over the 325 shipped pairs (0.01 s kept). Taken rather than borrowed, so no
        // reentry can find it in use.
        let mut anderson = ANDERSON.take().unwrap_or_default();
        anderson.restart(&table.values);
        let mut sweeps = 1;
        while table.sweep(&snaps, &lines, &mut sums) >= CONVERGED && sweeps < SWEEPS {
            anderson.extrapolate(&mut table.values);
            sweeps += 1;
        }
        ANDERSON.set(Some(anderson));
        (table, sweeps)
    }

    fn zero(average: [SnapOutcome; 2], kicking: [Kicking; 2]) -> FieldValue {
        FieldValue {
            values: [vec![0.0; STATES], vec![0.0; STATES]],
            kicking,
            average,
        }
    }

    /// A start nearer the fixed point than 0: expected points rising from -1.5 at a side's own
    /// goal line to 5 at the other's, 0.3 less a down, roughly what the shipped pairs' tables
    /// hold (from 2.8 to -2.1 at the own 1 on 1st down, so it is no more than a start). It took
    /// the 325 shipped pairs from 12.96 sweeps to 12.04 (by spot), within the same 5e-3 points of the
    /// fixed point. Only the states a sweep writes are set: the rest stay 0 for `Anderson`.
    ///
    /// No start can save many more sweeps: the first 8 teams' 28 tables, each converged and then
    /// shifted by a constant, took 5.7 more sweeps to converge again from 0.05 points off (6.4
    /// from 0.2, 6.9 from 0.5, 7.4 from 1.0), against 7.4 from this start, which is 1 to 3.5
    /// points off on average. The sweeps' rate sets their number, not the start.
    fn sloped(average: [SnapOutcome; 2], kicking: [Kicking; 2]) -> FieldValue {
        let mut table = FieldValue::zero(average, kicking);
        for values in &mut table.values {
            for ball in 1..FIELD {
                for down in 1..=4u8 {
                    let guess =
                        -1.5 + 6.5 * f64::from(ball) / f64::from(FIELD) - 0.3 * f64::from(down - 1);
                    for to_go in 1..=TO_GO_CAP.min(FIELD - ball) {
                        values[state_index(ball, down, to_go)] = f64::from(guess as f32);
                    }
                }
            }
        }
        table
    }

    /// The same table for the two sides the other way round.
    pub(crate) fn swapped(&self) -> FieldValue {
        FieldValue {
            values: [self.values[1].clone(), self.values[0].clone()],
            kicking: [self.kicking[1].clone(), self.kicking[0].clone()],
            average: [self.average[1].clone(), self.average[0].clone()],
        }
    }

    /// Expected points for `side` with the ball at `ball`, `down` and `to_go`.
    pub(crate) fn get(&self, side: usize, ball: i16, down: u8, to_go: i16) -> f64 {
        self.values[side][state(ball, down, to_go)]
    }

    /// A fresh 1st down (or 1st & goal) at `ball`.
    pub(crate) fn first_down(&self, side: usize, ball: i16) -> f64 {
        self.get(side, ball, 1, 10.min(FIELD - ball))
    }

    /// The other side taking over at `ball` of the losing side's yards: the one place the
    /// coaches turn the field and the roles round on a change of possession.
    pub(crate) fn their_ball(&self, side: usize, ball: i16) -> f64 {
        if ball >= FIELD {
            -self.first_down(1 - side, crate::engine::TOUCHBACK_SPOT)
        } else if ball <= 0 {
            -TOUCHDOWN_POINTS
        } else {
            -self.first_down(1 - side, FIELD - ball)
        }
    }

    /// Expected points after one snap with outcome `snap` by `side` on offense.
    pub(crate) fn snap_value(
        &self,
        side: usize,
        snap: &SnapOutcome,
        ball: i16,
        down: u8,
        to_go: i16,
    ) -> f64 {
        let line = (ball + to_go).min(FIELD);
        self.snap_value_by(
            side,
            snap,
            ball,
            down,
            line,
            |to| self.plain_value(side, to, down, line),
            |to| self.their_ball(side, to),
        )
    }

    /// `snap_value` at the situation `spots` was built for, reading the spots from it (every
    /// gain of a snap lies within the spots' `MAX_GAIN` either way).
    #[cfg(test)]
    pub(crate) fn snap_value_at(&self, spots: &SpotValues, snap: &SnapOutcome) -> f64 {
        let (side, ball, down, line) = (spots.side, spots.ball, spots.down, spots.line);
        let mut total = 0.0;
        for m in &snap.moves {
            let i = (m.gain + MAX_GAIN) as usize;
            total += f64::from(m.plain) * spots.plain[i];
            if m.turnover > 0.0 {
                total += f64::from(m.turnover) * spots.turnover[i];
            }
        }
        total + self.flags_value(side, snap, ball, down, line)
    }

    /// `snap_value_at` for `snap` given also as `dense` (which must be `DenseOutcome::of(snap)`):
    /// the gains are summed as dot products, which is what fills a payoff matrix. The kept and
    /// the turned-over sums ran side by side (`dot64_pair`), each in `dot64`'s order: a new
    /// pair's first games spend much of their time filling matrices, and each sum alone waits on
    /// its additions. Each alone, the turnovers' only over `turnover_read`, a third of the
    /// gains, took 300 equilibrium games (seed 3) 1,238.5M -> 1,198.1M instructions and `rank
    /// --teams all` 6.17 -> 5.91 s CPU (three alternating runs, load 1.3-1.5).
    pub(crate) fn dense_value_at(
        &self,
        spots: &SpotValues,
        dense: &DenseOutcome,
        snap: &SnapOutcome,
    ) -> f64 {
        let from = (dense.min + MAX_GAIN) as usize;
        let to = from + dense.plain.len();
        let read = dense.turnover_read.clone();
        let kept = dot64(&dense.plain, &spots.plain[from..to]);
        let turned_over = dot64(
            &dense.turnover[read.clone()],
            &spots.turnover[from + read.start..from + read.end],
        );
        (kept + turned_over) + self.flags_value_at(spots, snap)
    }

    /// `flags_value` at the situation `spots` was built for, each flag's value read from it
    /// where its yards are within `FLAG_YARDS`: a payoff matrix values some 48 snaps' flags
    /// against the same few faces (45k fewer instructions an equilibrium game over 2,000, of
    /// 2.8M, start-up included; 16k fewer after the first 1,000).
    #[inline]
    fn flags_value_at(&self, spots: &SpotValues, snap: &SnapOutcome) -> f64 {
        let (side, ball, down, line) = (spots.side, spots.ball, spots.down, spots.line);
        flags_total(
            snap,
            |face| match spots.defense_flags[usize::from(face.automatic_first_down)]
                .get(usize::from(face.yards))
            {
                Some(&value) => value,
                None => self.flag_value(side, Role::Defense, face, ball, down, line),
            },
            |face| match spots.offense_flags.get(usize::from(face.yards)) {
                Some(&value) => value,
                None => self.flag_value(side, Role::Offense, face, ball, down, line),
            },
        )
    }

    /// The snap's value with the worth of the spot it leaves the ball at given by `plain` (no
    /// turnover) and `turned_over`; both ways of valuing a snap add up in this one order.
    #[allow(clippy::too_many_arguments)]
    #[inline]
    fn snap_value_by(
        &self,
        side: usize,
        snap: &SnapOutcome,
        ball: i16,
        down: u8,
        line: i16,
        plain: impl Fn(i16) -> f64,
        turned_over: impl Fn(i16) -> f64,
    ) -> f64 {
        let mut total = 0.0;
        for m in &snap.moves {
            let to = ball + m.gain;
            total += f64::from(m.plain) * plain(to);
            if m.turnover > 0.0 {
                total += f64::from(m.turnover) * turned_over(to);
            }
        }
        total + self.flags_value(side, snap, ball, down, line)
    }

    /// The flags and the breakaway touchdown of a snap.
    #[inline]
    fn flags_value(&self, side: usize, snap: &SnapOutcome, ball: i16, down: u8, line: i16) -> f64 {
        flags_total(
            snap,
            |face| self.flag_value(side, Role::Defense, face, ball, down, line),
            |face| self.flag_value(side, Role::Offense, face, ball, down, line),
        )
    }

    /// The ball after a flag with `face` against `against` on a snap from `ball` (always called
    /// with a constant `against`, so each caller's copy keeps only its side's rule).
    #[inline]
    fn flag_value(
        &self,
        side: usize,
        against: Role,
        face: PenaltyFace,
        ball: i16,
        down: u8,
        line: i16,
    ) -> f64 {
        let spot = penalty_spot(ball, against, face);
        if penalty_gives_first_down(against, face, spot, line) {
            self.first_down(side, spot)
        } else {
            self.get(side, spot, down, line - spot)
        }
    }

    /// The ball ending a snap at `to` without a turnover, at `down` with the line to gain `line`.
    // Inlined into the value iteration's snaps, where a call per gain cost a third of its time.
    #[inline(always)]
    fn plain_value(&self, side: usize, to: i16, down: u8, line: i16) -> f64 {
        if to >= FIELD {
            TOUCHDOWN_POINTS
        } else if to <= 0 {
            -SAFETY_POINTS
        } else if to >= line {
            self.first_down(side, to)
        } else if down < 4 {
            self.get(side, to, down + 1, line - to)
        } else {
            self.their_ball(side, to)
        }
    }

    /// Running a normal play, with the average snap.
    pub(crate) fn go_value(&self, side: usize, ball: i16, down: u8, to_go: i16) -> f64 {
        self.snap_value(side, &self.average[side], ball, down, to_go)
    }

    /// A punt from `ball` (all dice): the receivers' expected points, negated.
    pub(crate) fn punt_value(&self, side: usize, ball: i16) -> f64 {
        let returns = self.kicking[1 - side].punt_return_mean;
        self.kicking[side]
            .punt
            .iter()
            .map(|(yards, p)| {
                let landing = ball + yards;
                let value = if landing >= FIELD {
                    -self.first_down(1 - side, crate::engine::TOUCHBACK_SPOT)
                } else {
                    let spot = (f64::from(FIELD - landing) + returns).round() as i16;
                    -self.first_down(1 - side, spot.clamp(1, FIELD - 1))
                };
                p * value
            })
            .sum()
    }

    /// A field goal try from `ball`: three points or the ball to the defense at the spot.
    pub(crate) fn field_goal_value(&self, side: usize, ball: i16) -> f64 {
        let make = self.kicking[side].field_goal_chance(ball);
        make * FIELD_GOAL_POINTS + (1.0 - make) * self.their_ball(side, ball)
    }

    /// The receivers' expected points from running a kickoff out (K2), before the play die's
    /// breakaways and penalties, which roughly cancel its touchbacks and fumbles.
    pub(crate) fn kickoff_return_value(&self, side: usize) -> f64 {
        self.kicking[side]
            .kickoff_return
            .iter()
            .map(|(yards, p)| {
                let value = if yards >= FIELD {
                    TOUCHDOWN_POINTS
                } else {
                    self.first_down(side, yards.max(1))
                };
                p * value
            })
            .sum()
    }
}

const GAINS: usize = (2 * MAX_GAIN + 1) as usize;

/// A sweep stops the value iteration once no value moved by more than this (points). The tables
/// then lie within 5e-3 points of the fixed point (2.1e-3 at worst over the 325 pairs of the
/// shipped teams), far inside what the average snap they are built on already leaves out, so no
/// coach is the weaker for it (issue 22's reports). With the sweeps by line, 1e-3 took 8.03 sweeps
/// a pair (within 1.1e-3), 2e-3 7.64 and 3e-3 7.47 (within 2.6e-3). With the sweeps by spot
/// before them, tighter was dear: 1e-5 took 18.6 sweeps a pair, 1e-4 15.7, 3e-4 14.4, 1e-3 13.0
/// from 0 (within 4.3e-3); 1e-2 would take 10.5 for 5.4e-2 points.
const CONVERGED: f32 = 2e-3;

/// A snap's moves as dense arrays over its range of gains, for filling payoff matrices.
#[derive(Debug, Clone)]
pub(crate) struct DenseOutcome {
    min: i16,
    plain: Box<[f64]>,
    turnover: Box<[f64]>,
    /// The part of `turnover` its sum reads: most gains lose no ball (some 70% of the shipped
    /// snaps' chunks of four are all 0), and a chunk of 0 chances leaves `dot64`'s running sums
    /// as they were (none is ever -0.0), as does a 0 past the last whole chunk. So it starts at
    /// the chunk of the first chance and, where every chance lies in whole chunks, ends with the
    /// chunk of the last: the sum is the same to the bit.
    turnover_read: Range<usize>,
}

impl DenseOutcome {
    pub(crate) fn of(snap: &SnapOutcome) -> DenseOutcome {
        let min = snap.moves.first().map_or(0, |m| m.gain);
        let max = snap.moves.last().map_or(-1, |m| m.gain);
        let span = (max - min + 1).max(0) as usize;
        let mut plain = vec![0.0; span];
        let mut turnover = vec![0.0; span];
        for m in &snap.moves {
            let at = (m.gain - min) as usize;
            plain[at] += f64::from(m.plain);
            turnover[at] += f64::from(m.turnover);
        }
        let first = turnover.iter().position(|&p| p != 0.0);
        let last = turnover.iter().rposition(|&p| p != 0.0);
        let turnover_read = match (first, last) {
            (Some(first), Some(last)) => {
                let whole = span / 4 * 4;
                let end = if last < whole {
                    (last / 4 + 1) * 4
                } else {
                    span
                };
                first / 4 * 4..end
            }
            _ => 0..0,
        };
        DenseOutcome {
            min,
            plain: plain.into(),
            turnover: turnover.into(),
            turnover_read,
        }
    }
}

/// The average snap as dense arrays over its range of gains, for the value iteration.
struct DenseSnap {
    min: i16,
    plain: Vec<f64>,
    /// `below[i]`: the sum of `plain[..i]`; `above[i]`: of `plain[i..]`.
    below: Vec<f64>,
    above: Vec<f64>,
    turnover: Vec<f64>,
    defense_penalty: Vec<(PenaltyFace, f64)>,
    offense_penalty: Vec<(PenaltyFace, f64)>,
    breakaway_touchdown: f64,
}

impl DenseSnap {
    fn of(snap: &SnapOutcome) -> DenseSnap {
        let min = snap.moves.first().map_or(0, |m| m.gain);
        let max = snap.moves.last().map_or(0, |m| m.gain);
        let span = (max - min + 1) as usize;
        let mut dense = DenseSnap {
            min,
            plain: vec![0.0; span],
            below: Vec::new(),
            above: Vec::new(),
            turnover: vec![0.0; span],
            defense_penalty: snap
                .defense_penalty
                .iter()
                .map(|&(f, p)| (f, f64::from(p)))
                .collect(),
            offense_penalty: snap
                .offense_penalty
                .iter()
                .map(|&(f, p)| (f, f64::from(p)))
                .collect(),
            breakaway_touchdown: f64::from(snap.breakaway_touchdown),
        };
        for m in &snap.moves {
            let at = (m.gain - min) as usize;
            dense.plain[at] += f64::from(m.plain);
            dense.turnover[at] += f64::from(m.turnover);
        }
        dense.below = vec![0.0; span + 1];
        dense.above = vec![0.0; span + 1];
        for i in 0..span {
            dense.below[i + 1] = dense.below[i] + dense.plain[i];
            dense.above[span - 1 - i] = dense.above[span - i] + dense.plain[span - 1 - i];
        }
        dense
    }

    fn max(&self) -> i16 {
        self.min + self.plain.len() as i16 - 1
    }

    /// The chance without a turnover of a gain of at least `gain`.
    fn plain_from(&self, gain: i16) -> f64 {
        let at = (gain - self.min).clamp(0, self.plain.len() as i16) as usize;
        self.above[at]
    }

    /// The chance without a turnover of a gain of at most `gain`.
    fn plain_to(&self, gain: i16) -> f64 {
        let at = (gain + 1 - self.min).clamp(0, self.plain.len() as i16) as usize;
        self.below[at]
    }
}

/// The sum of `p * v`, in four running sums so that the additions overlap: element `i` goes to
/// sum `i % 4`, and the sums are added as `(0 + 1) + (2 + 3)`.
#[inline(always)]
fn dot64(p: &[f64], v: &[f64]) -> f64 {
    let mut lanes = [0.0f64; 4];
    let mut p_chunks = p.chunks_exact(4);
    let mut v_chunks = v.chunks_exact(4);
    for (p4, v4) in (&mut p_chunks).zip(&mut v_chunks) {
        for lane in 0..4 {
            lanes[lane] += p4[lane] * v4[lane];
        }
    }
    // Seen through, the closing sum made LLVM hold the running sums in pairs 0 with 2 and 1 with
    // 3, which cost four shuffles in every chunk of four; hidden, they are held 0 with 1 and 2
    // with 3, as they are loaded. The sums and their order are the same either way. (A pair's
    // table took 16% fewer instructions for it, but only about 5% less CPU time: the shuffles
    // had run beside the additions, whose latency bounds these short sums.)
    let lanes = std::hint::black_box(lanes);
    let mut total = (lanes[0] + lanes[1]) + (lanes[2] + lanes[3]);
    for (&p, &v) in p_chunks.remainder().iter().zip(v_chunks.remainder()) {
        total += p * v;
    }
    total
}

/// The flags and the breakaway touchdown of `snap`, each flag worth what `defense` or `offense`
/// gives its face: worked out (`flags_value`) or read from a matrix's `SpotValues`
/// (`flags_value_at`), the terms are added in this one order, so both give the same bits.
#[inline(always)]
fn flags_total(
    snap: &SnapOutcome,
    defense: impl Fn(PenaltyFace) -> f64,
    offense: impl Fn(PenaltyFace) -> f64,
) -> f64 {
    let mut total = 0.0;
    for &(face, p) in &snap.defense_penalty {
        total += f64::from(p) * defense(face);
    }
    for &(face, p) in &snap.offense_penalty {
        total += f64::from(p) * offense(face);
    }
    total + f64::from(snap.breakaway_touchdown) * TOUCHDOWN_POINTS
}

/// `dot64(p, v)` and `dot64(q, w)`, all four as long, each summed as `dot64` sums it: the
/// additions of one wait on each other, and the other's run beside them. The sweeps wait on
/// these sums more than they execute instructions: two distances at a time took the 325 shipped
/// pairs' tables from 4.0 s to 3.6 s of CPU for 4.6% more instructions (one pair's table 177.8M
/// -> 185.9M); four at a time took 189.3M and no less time (200.3M and 3.7 s written over an
/// array of slices, with a bounds check a chunk). Compiled for AVX2, the sums of four in one
/// register instead of two, one pair's table took 1% more instructions and 9% more time.
#[inline(always)]
fn dot64_pair(p: &[f64], v: &[f64], q: &[f64], w: &[f64]) -> (f64, f64) {
    let mut a = [0.0f64; 4];
    let mut b = [0.0f64; 4];
    let whole = p.len() / 4 * 4;
    let chunks = p[..whole].chunks_exact(4).zip(v[..whole].chunks_exact(4));
    let other = q[..whole].chunks_exact(4).zip(w[..whole].chunks_exact(4));
    for ((p4, v4), (q4, w4)) in chunks.zip(other) {
        for lane in 0..4 {
            a[lane] += p4[lane] * v4[lane];
            b[lane] += q4[lane] * w4[lane];
        }
    }
    let (a, b) = std::hint::black_box((a, b));
    let mut x = (a[0] + a[1]) + (a[2] + a[3]);
    let mut y = (b[0] + b[1]) + (b[2] + b[3]);
    for i in whole..p.len() {
        x += p[i] * v[i];
        y += q[i] * w[i];
    }
    (x, y)
}

/// `dot64(x, y)` for each `x` of `xs` and `y` of `ys`, each summed as `dot64` sums it, side by
/// side so that one's additions run beside the others' instead of waiting on their own latency
/// alone: Anderson's gram row and aims a pass each took one pair's table 183.2M -> 179.8M
/// instructions and the 325 shipped pairs 4.02 -> 3.96 s CPU (mean of eight runs, load 3-5).
#[inline(always)]
fn dots<const M: usize, const N: usize>(xs: [&[f64]; M], ys: [&[f64]; N]) -> [[f64; N]; M] {
    let n = xs.iter().chain(&ys).map(|v| v.len()).min().unwrap_or(0);
    let (xs, ys) = (xs.map(|x| &x[..n]), ys.map(|y| &y[..n]));
    let whole = n / 4 * 4;
    let mut lanes = [[[0.0f64; 4]; N]; M];
    for c in (0..whole).step_by(4) {
        for (j, y) in ys.iter().enumerate() {
            let y4 = &y[c..c + 4];
            for (lanes, x) in lanes.iter_mut().zip(&xs) {
                let x4 = &x[c..c + 4];
                for lane in 0..4 {
                    lanes[j][lane] += x4[lane] * y4[lane];
                }
            }
        }
    }
    let lanes = std::hint::black_box(lanes);
    let mut totals = lanes.map(|lanes| lanes.map(|l| (l[0] + l[1]) + (l[2] + l[3])));
    for (totals, x) in totals.iter_mut().zip(&xs) {
        for (total, y) in totals.iter_mut().zip(&ys) {
            for (&p, &v) in x[whole..].iter().zip(&y[whole..]) {
                *total += p * v;
            }
        }
    }
    totals
}

/// `dots` for as many as `DEPTH` vectors at a time.
fn dots_of<const M: usize>(xs: [&[f64]; M], ys: &[&[f64]]) -> [Vec<f64>; M] {
    fn each<const M: usize, const N: usize>(totals: [[f64; N]; M]) -> [Vec<f64>; M] {
        totals.map(|t| t.to_vec())
    }
    match *ys {
        [] => xs.map(|_| Vec::new()),
        [a] => each(dots(xs, [a])),
        [a, b] => each(dots(xs, [a, b])),
        [a, b, c] => each(dots(xs, [a, b, c])),
        [a, b, c, d] => each(dots(xs, [a, b, c, d])),
        [a, b, c, d, e] => each(dots(xs, [a, b, c, d, e])),
        _ => xs.map(|x| ys.iter().map(|y| dot64(y, x)).collect()),
    }
}

/// What the ball is worth after a snap from one spot, down and distance, by the gain: a payoff
/// matrix values every card pair's snap against the same few hundred spots, so they are looked
/// up once per matrix instead of once per card pair and gain.
pub(crate) struct SpotValues {
    side: usize,
    ball: i16,
    down: u8,
    line: i16,
    /// Indexed by `gain + MAX_GAIN`: the spot's value with the ball kept...
    plain: [f64; GAINS],
    /// ...and turned over there.
    turnover: [f64; GAINS],
    /// Indexed by a penalty face's yards: the ball after a flag on the defense, without and with
    /// an automatic 1st down...
    defense_flags: [[f64; FLAG_YARDS]; 2],
    /// ...and after a flag on the offense.
    offense_flags: [f64; FLAG_YARDS],
}

/// Penalty yards up to this (exclusive) have their flags' values kept in `SpotValues`; the
/// white dice's faces are 5, 10 and 15.
const FLAG_YARDS: usize = 16;

/// What a set of snaps reads of a `SpotValues`: their gains, and the yards of their flags' faces
/// within `FLAG_YARDS` (bit `yards`), on the defense without and with an automatic 1st down and
/// on the offense. A payoff matrix's snaps span some 160 of the 199 gains and flag only 5, 10
/// and 15 yards, so its `SpotValues` works out only those, a stretch of spots at a time: 300
/// equilibrium games (seed 3) 1,259.0M -> 1,238.5M instructions in all; the turnovers' values
/// only over the gains their sums read, 1,198.1M -> 1,188.9M.
#[derive(Debug, Clone)]
pub(crate) struct Reach {
    gains: std::ops::RangeInclusive<i16>,
    /// The gains their turnover sums read (see `DenseOutcome::turnover_read`).
    turnover_gains: std::ops::RangeInclusive<i16>,
    defense_yards: [u16; 2],
    offense_yards: u16,
}

impl Reach {
    pub(crate) fn of<'a>(
        snaps: impl IntoIterator<Item = (&'a DenseOutcome, &'a SnapOutcome)>,
    ) -> Reach {
        let (mut low, mut high) = (MAX_GAIN, -MAX_GAIN);
        let (mut turnover_low, mut turnover_high) = (MAX_GAIN, -MAX_GAIN);
        let (mut defense_yards, mut offense_yards) = ([0u16; 2], 0u16);
        let bit = |face: &PenaltyFace| 1u16.checked_shl(u32::from(face.yards)).unwrap_or(0);
        for (dense, snap) in snaps {
            if !dense.plain.is_empty() {
                low = low.min(dense.min);
                high = high.max(dense.min + dense.plain.len() as i16 - 1);
            }
            let read = &dense.turnover_read;
            if !read.is_empty() {
                turnover_low = turnover_low.min(dense.min + read.start as i16);
                turnover_high = turnover_high.max(dense.min + read.end as i16 - 1);
            }
            for (face, _) in &snap.defense_penalty {
                defense_yards[usize::from(face.automatic_first_down)] |= bit(face);
            }
            for (face, _) in &snap.offense_penalty {
                offense_yards |= bit(face);
            }
        }
        Reach {
            gains: low.max(-MAX_GAIN)..=high.min(MAX_GAIN),
            turnover_gains: turnover_low.max(-MAX_GAIN)..=turnover_high.min(MAX_GAIN),
            defense_yards,
            offense_yards,
        }
    }

    /// Every gain and every kept flag.
    #[cfg(test)]
    pub(crate) fn all() -> Reach {
        Reach {
            gains: -MAX_GAIN..=MAX_GAIN,
            turnover_gains: -MAX_GAIN..=MAX_GAIN,
            defense_yards: [u16::MAX; 2],
            offense_yards: u16::MAX,
        }
    }
}

impl SpotValues {
    /// The values at one situation that snaps within `reach` read.
    pub(crate) fn new(
        value: &FieldValue,
        side: usize,
        ball: i16,
        down: u8,
        to_go: i16,
        reach: &Reach,
    ) -> SpotValues {
        let line = (ball + to_go).min(FIELD);
        let mut spots = SpotValues {
            side,
            ball,
            down,
            line,
            plain: [0.0; GAINS],
            turnover: [0.0; GAINS],
            defense_flags: [[0.0; FLAG_YARDS]; 2],
            offense_flags: [0.0; FLAG_YARDS],
        };
        // `plain_value` a stretch of spots at a time, each stretch taking the one branch of its
        // that its spots take.
        let (nearest, farthest) = (ball + reach.gains.start(), ball + reach.gains.end());
        let spots_in = |from: i16, to: i16| from.max(nearest)..=to.min(farthest);
        let at = |to: i16| (to - ball + MAX_GAIN) as usize;
        for to in spots_in(nearest, 0) {
            spots.plain[at(to)] = -SAFETY_POINTS;
        }
        for to in spots_in(1, line - 1) {
            spots.plain[at(to)] = if down < 4 {
                value.get(side, to, down + 1, line - to)
            } else {
                value.their_ball(side, to)
            };
        }
        for to in spots_in(line, FIELD - 1) {
            spots.plain[at(to)] = value.first_down(side, to);
        }
        for to in spots_in(FIELD, farthest) {
            spots.plain[at(to)] = TOUCHDOWN_POINTS;
        }
        for gain in reach.turnover_gains.clone() {
            spots.turnover[at(ball + gain)] = value.their_ball(side, ball + gain);
        }
        let flagged = |yards: u16, at: u8| yards & (1 << at) != 0;
        for yards in 0..FLAG_YARDS as u8 {
            let at = usize::from(yards);
            for automatic_first_down in [false, true] {
                if !flagged(
                    reach.defense_yards[usize::from(automatic_first_down)],
                    yards,
                ) {
                    continue;
                }
                let face = PenaltyFace {
                    yards,
                    automatic_first_down,
                };
                spots.defense_flags[usize::from(automatic_first_down)][at] =
                    value.flag_value(side, Role::Defense, face, ball, down, line);
            }
            if flagged(reach.offense_yards, yards) {
                let face = PenaltyFace {
                    yards,
                    automatic_first_down: false,
                };
                spots.offense_flags[at] =
                    value.flag_value(side, Role::Offense, face, ball, down, line);
            }
        }
        spots
    }
}

/// Anderson acceleration of the sweeps: the next sweep starts from the mix of the latest sweeps'
/// results whose changes best cancel out.
///
/// Plain sweeps converge slowly because a change in one side's values reaches the other side's
/// only through the possessions that end without a score, and comes back the same way: each
/// sweep shrinks the error by only 0.55-0.8, and 24 sweeps left some values 0.09 points short.
/// The error of the last few sweeps lies mostly in a few such slow directions, which a
/// least-squares fit over them removes.
///
/// It took 18.6 sweeps a pair on average to 1e-5 (the 325 pairs of the shipped teams; 2 reach `SWEEPS`),
/// and what is left is the iteration's own rate, not the start or the fit: on the 32 pairs of
/// the first 4 teams with the first 8 (17.4 sweeps as it is), starting from another pair's
/// converged table took 15.3; deeper fits 16.2 (8), 15.8 (12), 15.9 (20), for a dearer fit;
/// over-relaxing the sweep by 1.2, 1.4, 1.6 took 16.8, 18.9, 24.0; a fit of its own for each
/// side (or each side and down) diverges, since the sides' errors feed each other; freezing the
/// 4th-down choices changed nothing; a forward pass after each backward one took 11.1 sweeps,
/// each twice the work.
/// Iterating only the exchange of the sides' 1st-down values (the 198 numbers through which
/// every change of possession reads the other side) reached the fixed point in 6-7 exchanges,
/// but each side's own drive feeds values backwards (losses, replayed downs, 30-to-go states),
/// so over the first 8 teams' 28 pairs it took 33.9 passes over one side's states at best against
/// the sweeps' 34.1; its code and figures are commit f72d46a.
///
/// Its passes over the vectors wait on memory, a quarter of a megabyte a vector: sampled by
/// `perf` (the `field_value_tables` example), `extrapolate` took some 30% of the tables' time for
/// 13% of their instructions. The sweeps, by then, ran some 11G instructions a second of CPU (the
/// 28 pairs' 3,958.8M in 0.35 s), so they no longer mostly wait on their sums' latency, and two
/// tables swept side by side, lane by lane, were not tried. Once the tables stopped at 1e-3, the
/// changes and steps kept in single precision too (half the memory to stream again) took the
/// `field_value_tables 26` example only 2.65 -> 2.58 s CPU (five alternating runs, load 4.3), and
/// were not kept.
///
/// The figures above are of the sweeps by spot that came before the sweeps by line (`sweep`).
#[derive(Default)]
struct Anderson {
    /// The values the latest sweep started from.
    start: Vec<f32>,
    /// The latest sweep's result and change, to difference the next ones against. `start` and
    /// `result` are only ever stored values, each rounded to single precision, so they are kept
    /// so, to the bit, in half the memory to stream: the 325 shipped pairs' tables 3.57 -> 3.38 s
    /// CPU (three alternating runs, load 1.1), for more instructions (the first 8 teams' 28
    /// pairs 3,090.5M -> 3,116.0M, the conversions). The results of the last `DEPTH + 1` sweeps
    /// kept so instead of the steps between them (the steps differenced again in `mix`, a third
    /// less memory for them) took no less time (3.25 -> 3.26 s, four alternating runs, load 1.0)
    /// for more instructions (3,116.0M -> 3,182.1M).
    result: Vec<f32>,
    change: Vec<f64>,
    /// The last `DEPTH` differences of consecutive sweeps' changes and results, oldest first.
    change_steps: Vec<Vec<f64>>,
    result_steps: Vec<Vec<f64>>,
    /// `gram[j][k]`: the dot product of `change_steps[j]` and `change_steps[k]`.
    gram: Vec<Vec<f64>>,
    sweeps: usize,
    /// Differences of an earlier table's sweeps, to overwrite rather than allocate.
    spare: Vec<Vec<f64>>,
    /// `written_stretches`, worked out once a thread. The vectors above hold only these
    /// stretches' values, one after another, so the passes over them stream no value the sweeps
    /// leave 0; the sums keep their order and lanes (each stretch is whole fours), so every
    /// value is the same to the bit.
    written: Vec<Stretch>,
}

thread_local! {
    /// The Anderson vectors of the tables this thread computed last.
    static ANDERSON: std::cell::Cell<Option<Anderson>> = const { std::cell::Cell::new(None) };
}

/// How many earlier sweeps the fit looks back over: 5 took the average pair of the shipped
/// teams from 22.7 sweeps to 18, and 8 little further.
const DEPTH: usize = 5;

impl Anderson {
    /// Ready for sweeps from `values`, forgetting any earlier ones.
    fn restart(&mut self, values: &[Vec<f64>; 2]) {
        if self.written.is_empty() {
            self.written = written_stretches();
        }
        self.start.clear();
        for stretch in &self.written {
            let part = &values[stretch.side][stretch.values.clone()];
            self.start.extend(part.iter().map(|&v| v as f32));
        }
        let n = self.start.len();
        // `extrapolate` writes these before it reads them.
        self.result.resize(n, 0.0);
        self.change.resize(n, 0.0);
        self.spare.append(&mut self.change_steps);
        self.spare.append(&mut self.result_steps);
        self.gram.clear();
        self.sweeps = 0;
    }

    /// Takes `values` as the result of a sweep from `self.start` and replaces them with where
    /// the next sweep should start.
    fn extrapolate(&mut self, values: &mut [Vec<f64>; 2]) {
        // The sweeps wait on memory here more than on anything else: each pass reads and writes
        // whole vectors, a quarter of a megabyte each. So the new differences, results and
        // changes are taken in one pass, and the gram row and the aims in another: the first 8
        // teams' 28 pairs took more instructions (3,114.3M -> 3,153.4M: the sums spill), but
        // the 325 pairs' tables less CPU (3.68 -> 3.52 s, four alternating runs, load 2.5-3.4).
        // The two passes made one, the sums taken as each stretch of four is differenced, took
        // more of both: 3,111.4M -> 3,253.2M instructions and 3.52 -> 3.70 s (four runs each).
        let stepped = self.sweeps > 0;
        if stepped {
            let (mut change_step, mut result_step) = if self.change_steps.len() == DEPTH {
                self.gram.remove(0);
                for row in &mut self.gram {
                    row.remove(0);
                }
                (self.change_steps.remove(0), self.result_steps.remove(0))
            } else {
                let n = self.start.len();
                let mut fresh = || self.spare.pop().unwrap_or_else(|| vec![0.0; n]);
                (fresh(), fresh())
            };
            for stretch in &self.written {
                let part = &values[stretch.side][stretch.values.clone()];
                let here = stretch.packed.clone();
                let steps = change_step[here.clone()]
                    .iter_mut()
                    .zip(&mut result_step[here.clone()]);
                let kept = self.result[here.clone()]
                    .iter_mut()
                    .zip(&mut self.change[here.clone()]);
                let each = steps.zip(kept).zip(part.iter().zip(&self.start[here]));
                for (((change_step, result_step), (result, change)), (&v, &start)) in each {
                    let start = f64::from(start);
                    *change_step = (v - start) - *change;
                    *result_step = v - f64::from(*result);
                    *result = v as f32;
                    *change = v - start;
                }
            }
            self.change_steps.push(change_step);
            self.result_steps.push(result_step);
        } else {
            for stretch in &self.written {
                let part = &values[stretch.side][stretch.values.clone()];
                let here = stretch.packed.clone();
                let kept = self.result[here.clone()]
                    .iter_mut()
                    .zip(&mut self.change[here.clone()]);
                for ((result, change), (&v, &start)) in kept.zip(part.iter().zip(&self.start[here]))
                {
                    *result = v as f32;
                    *change = v - f64::from(start);
                }
            }
        }
        self.sweeps += 1;
        let steps: Vec<&[f64]> = self.change_steps.iter().map(|s| s.as_slice()).collect();
        let newest = steps.last().copied().unwrap_or_default();
        let [row, aims] = dots_of([newest, &self.change], &steps);
        if stepped {
            for (old, &dot) in self.gram.iter_mut().zip(&row) {
                old.push(dot);
            }
            self.gram.push(row);
        }
        let weights = solve_normal(&self.gram, &aims);
        let steps: Vec<&[f64]> = self.result_steps.iter().map(|s| s.as_slice()).collect();
        let m = weights.len().min(steps.len());
        let (r, start, at) = (&self.result, &mut self.start, &self.written);
        match (&weights[..m], &steps[..m]) {
            ([a], [x]) => mix(at, r, [*a], [x], values, start),
            ([a, b], [x, y]) => mix(at, r, [*a, *b], [x, y], values, start),
            ([a, b, c], [x, y, z]) => mix(at, r, [*a, *b, *c], [x, y, z], values, start),
            ([a, b, c, d], [x, y, z, u]) => {
                mix(at, r, [*a, *b, *c, *d], [x, y, z, u], values, start)
            }
            ([a, b, c, d, e], [x, y, z, u, v]) => {
                mix(at, r, [*a, *b, *c, *d, *e], [x, y, z, u, v], values, start)
            }
            _ => mix(at, r, [], [], values, start),
        }
    }
}

// `extrapolate` mixes as many steps as `mix` is written out for.
const _: () = assert!(DEPTH <= 5);

/// Where the next sweep starts: `result` less each step by its weight, one step after another,
/// rounded as the sweeps store values, into both `values` and `start`. A value at a time, all
/// its steps taken in one pass: a block of values at a time, a step at a time, loaded and stored
/// every value once a step (the first 8 teams' 28 pairs: 3,280.2M -> 3,177.6M instructions in all).
#[inline(always)]
fn mix<const N: usize>(
    written: &[Stretch],
    result: &[f32],
    weights: [f64; N],
    steps: [&[f64]; N],
    values: &mut [Vec<f64>; 2],
    start: &mut [f32],
) {
    for stretch in written {
        let values = &mut values[stretch.side][stretch.values.clone()];
        let here = stretch.packed.clone();
        let (result, start) = (&result[here.clone()], &mut start[here.clone()]);
        let steps = steps.map(|step| &step[here.clone()]);
        for (i, (value, start)) in values.iter_mut().zip(start).enumerate() {
            let mut mixed = f64::from(result[i]);
            for (w, step) in weights.iter().zip(&steps) {
                mixed -= w * step[i];
            }
            // The sweep reads what is stored: start from the same rounding.
            *start = mixed as f32;
            *value = f64::from(*start);
        }
    }
}

/// The stretches of four values of `Anderson`'s vectors (both sides' states one after the
/// other) that hold some state the sweeps write. A fifth of them hold none (the lines no spot and
/// distance reach, and the distance 0), stay 0 through every sweep and its mix, and add only
/// +0.0 to sums that are never -0.0: skipped, no value changes, and the first 8 teams' 28 pairs
/// took 3,153.4M -> 3,111.4M instructions in all, the 325 pairs' tables 3.65 -> 3.48 s and
/// 3.48 -> 3.43 s CPU (two sets of alternating runs, load 3.1-3.4).
fn written_stretches() -> Vec<Stretch> {
    let written = |i: usize| {
        let (line, to_go) = (i % STATES / TO_GOS % LINES, i % TO_GOS);
        to_go >= 1 && (1..FIELD as usize).contains(&line.wrapping_sub(to_go))
    };
    let mut stretches: Vec<Range<usize>> = Vec::new();
    for from in (0..2 * STATES).step_by(4) {
        if !(from..from + 4).any(written) {
            continue;
        }
        match stretches.last_mut() {
            // Each within one side, to read from that side's values.
            Some(last) if last.end == from && from % STATES != 0 => last.end = from + 4,
            _ => stretches.push(from..from + 4),
        }
    }
    let mut packed = 0;
    stretches
        .into_iter()
        .map(|at| {
            let side = at.start / STATES;
            let stretch = Stretch {
                side,
                values: at.start - side * STATES..at.end - side * STATES,
                packed: packed..packed + at.len(),
            };
            packed += at.len();
            stretch
        })
        .collect()
}

/// A stretch of values the sweeps write: where it lies in its side's values, and where in
/// `Anderson`'s vectors, which hold only such stretches, one after another.
#[derive(Debug, Clone)]
struct Stretch {
    side: usize,
    values: Range<usize>,
    packed: Range<usize>,
}

// A side's states fill whole stretches of four.
const _: () = assert!(STATES.is_multiple_of(4));

/// The `w` solving `gram w = aims` (the normal equations of a least-squares fit over a few
/// columns); none where `gram` is singular.
fn solve_normal(gram: &[Vec<f64>], aims: &[f64]) -> Vec<f64> {
    let m = aims.len();
    let mut a: Vec<Vec<f64>> = gram
        .iter()
        .zip(aims)
        .map(|(row, &aim)| row.iter().copied().chain(std::iter::once(aim)).collect())
        .collect();
    // A touch of ridge keeps nearly parallel columns from blowing the weights up.
    let scale = (0..m).map(|j| a[j][j]).fold(0.0f64, f64::max);
    for (j, row) in a.iter_mut().enumerate() {
        row[j] += scale * 1e-10;
    }
    for col in 0..m {
        let pivot = (col..m).max_by(|&x, &y| a[x][col].abs().total_cmp(&a[y][col].abs()));
        let Some(pivot) = pivot else { break };
        if a[pivot][col].abs() <= f64::MIN_POSITIVE {
            return Vec::new();
        }
        a.swap(col, pivot);
        let pivot_row = a[col].clone();
        for (r, row) in a.iter_mut().enumerate() {
            if r != col {
                let factor = row[col] / pivot_row[col];
                for (x, &p) in row.iter_mut().zip(&pivot_row).skip(col) {
                    *x -= factor * p;
                }
            }
        }
    }
    (0..m).map(|j| a[j][m] / a[j][j]).collect()
}

mod sweep;

#[cfg(test)]
mod check;

#[cfg(test)]
mod tests {
    use super::*;

    /// The value iteration as first written: every state summed over every gain, 24 sweeps.
    fn reference(average: [SnapOutcome; 2], kicking: [Kicking; 2]) -> FieldValue {
        let mut table = FieldValue {
            values: [vec![0.0; STATES], vec![0.0; STATES]],
            kicking,
            average,
        };
        for _ in 0..24 {
            for side in 0..2 {
                for ball in (1..FIELD).rev() {
                    for down in (1..=4u8).rev() {
                        for to_go in 1..=TO_GO_CAP {
                            let go = table.go_value(side, ball, down, to_go);
                            let value = if down == 4 {
                                go.max(table.punt_value(side, ball))
                                    .max(table.field_goal_value(side, ball))
                            } else {
                                go
                            };
                            table.values[side][state(ball, down, to_go)] = f64::from(value as f32);
                        }
                    }
                }
            }
        }
        table
    }

    /// Every value of a table, bit for bit, folded into one number.
    fn fingerprint(table: &FieldValue) -> u64 {
        table
            .values
            .iter()
            .flatten()
            .fold(0xcbf2_9ce4_8422_2325, |hash, &v| {
                (hash ^ u64::from((v as f32).to_bits())).wrapping_mul(0x0100_0000_01b3)
            })
    }

    #[test]
    fn a_speed_up_leaves_every_value_of_a_table_the_same_to_the_bit() {
        let library = match crate::data::load(&[]) {
            Ok(library) => library,
            Err(problems) => panic!("shipped data: {problems:?}"),
        };
        let teams = &library.teams;
        let setup = crate::engine::Setup::new(
            &library,
            &teams[2].team,
            &teams[3].team,
            crate::engine::OptionalRules::default(),
        );
        let (averages, kicking) = crate::coach::tables::field_value_inputs(&setup);
        let (table, sweeps) = FieldValue::compute_counting(averages, kicking);
        assert_eq!((fingerprint(&table), sweeps), (0x1f2c_91ef_db5f_5acd, 8));
    }

    #[test]
    fn dense_values_match_the_move_by_move_sum() {
        let library = match crate::data::load(&[]) {
            Ok(library) => library,
            Err(problems) => panic!("shipped data: {problems:?}"),
        };
        let team = &library.teams[0].team;
        let snaps: Vec<SnapOutcome> = library
            .cards
            .matrix
            .iter()
            .map(|&cell| {
                super::super::outcome::snap_outcome(cell, team, team, &library.white, true)
            })
            .collect();
        let weight = 1.0 / snaps.len() as f64;
        let average = SnapOutcome::mixture(snaps.iter().map(|o| (o, weight)));
        let kicking = Kicking::of(team, &library.white);
        let value = FieldValue::compute([average.clone(), average], [kicking.clone(), kicking]);
        for (ball, down, to_go) in [(1, 1, 10), (25, 3, 7), (60, 4, 1), (95, 2, 5)] {
            let spots = SpotValues::new(&value, 0, ball, down, to_go, &Reach::all());
            for snap in &snaps {
                let slow = value.snap_value_at(&spots, snap);
                let fast = value.dense_value_at(&spots, &DenseOutcome::of(snap), snap);
                assert!((slow - fast).abs() < 1e-9, "{slow} {fast}");
                let flags = value.flags_value(0, snap, ball, down, spots.line);
                let kept = value.flags_value_at(&spots, snap);
                assert_eq!(flags.to_bits(), kept.to_bits(), "{flags} {kept}");
            }
        }
    }

    #[test]
    fn the_fast_iteration_reaches_the_reference_values() {
        let library = match crate::data::load(&[]) {
            Ok(library) => library,
            Err(problems) => panic!("shipped data: {problems:?}"),
        };
        let teams = [&library.teams[0].team, &library.teams[1].team];
        let cards = &library.cards;
        let averages = [0, 1].map(|side| {
            let outcomes: Vec<SnapOutcome> = cards
                .matrix
                .iter()
                .map(|&cell| {
                    super::super::outcome::snap_outcome(
                        cell,
                        teams[side],
                        teams[1 - side],
                        &library.white,
                        false,
                    )
                })
                .collect();
            let weight = 1.0 / outcomes.len() as f64;
            SnapOutcome::mixture(outcomes.iter().map(|o| (o, weight)))
        });
        let kicking = [0, 1].map(|side| Kicking::of(teams[side], &library.white));
        let fast = FieldValue::compute(averages.clone(), kicking.clone());
        let slow = reference(averages, kicking);
        let mut worst = 0.0f32;
        for side in 0..2 {
            for (a, b) in fast.values[side].iter().zip(&slow.values[side]) {
                worst = worst.max((a - b).abs() as f32);
            }
        }
        // Within what `CONVERGED` promises of the fixed point, which these 24 plain sweeps all
        // but reach for this pair.
        assert!(worst < 5e-3, "largest difference {worst}");
    }
}
