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
/// With the sweeps accelerated, enough for all but two pairs of the shipped teams to converge
/// (they stop within 1e-4 points of it).
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
        let mut table = FieldValue::zero(average, kicking);
        let snaps = [0, 1].map(|side| DenseSnap::of(&table.average[side]));
        let mut sums = BallSums::default();
        // A season computes hundreds of tables a thread: 3.4 MB of Anderson vectors allocated
        // afresh for each were 790 page faults a table, 0.31 s of system time against 3.8 s of
        // user over the 325 shipped pairs (0.01 s kept). Taken rather than borrowed, so no
        // reentry can find it in use.
        let mut anderson = ANDERSON.take().unwrap_or_default();
        anderson.restart(&table.values);
        let mut sweeps = 1;
        while table.sweep(&snaps, &mut sums) >= CONVERGED && sweeps < SWEEPS {
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

    /// One Gauss-Seidel sweep over both sides; returns the largest change.
    fn sweep(&mut self, snaps: &[DenseSnap; 2], sums: &mut BallSums) -> f32 {
        let mut change = 0.0f32;
        for (side, snap) in snaps.iter().enumerate() {
            // The other side's values do not change while this side's are updated.
            for (i, slot) in sums.their.iter_mut().enumerate() {
                *slot = self.their_ball(side, i as i16 - MAX_GAIN);
            }
            for ball in 1..FIELD {
                sums.first_downs[ball as usize] = self.first_down(side, ball);
            }
            // Backwards from the goal line and from 4th down: a drive mostly moves forward, so
            // one sweep carries most values all the way back.
            for ball in (1..FIELD).rev() {
                change = change.max(self.update_ball(side, ball, snap, sums));
            }
        }
        change
    }

    /// One Gauss-Seidel update of every down and distance at `ball` for `side`; returns the
    /// largest change.
    ///
    /// The average snap is the same at every down and distance, so what does not depend on them
    /// is summed once per spot: the turnovers, touchdowns and safeties, and, as running sums
    /// over the gain, the 1st downs (gains of at least the distance) and the 4th-down failures
    /// (gains short of it). Only a gain short of the line on downs 1 to 3 reads a value of its own
    /// down and distance.
    fn update_ball(
        &mut self,
        side: usize,
        ball: i16,
        snap: &DenseSnap,
        sums: &mut BallSums,
    ) -> f32 {
        let to_go_max = TO_GO_CAP.min(FIELD - ball);
        debug_assert!(to_go_max >= 1);
        // The interior gains: the ball stays on the field.
        let low = snap.min.max(1 - ball);
        let high = snap.max().min(FIELD - 1 - ball);
        let their = |to: i16| sums.their[(to + MAX_GAIN) as usize];
        let from = (ball + snap.min + MAX_GAIN) as usize;
        let mut fixed = dot64(
            &snap.turnover,
            &sums.their[from..from + snap.turnover.len()],
        );
        // Gains of at least FIELD - ball score; gains of at most -ball are safeties.
        fixed += snap.plain_from(FIELD - ball) * TOUCHDOWN_POINTS;
        fixed -= snap.plain_to(-ball) * SAFETY_POINTS;
        fixed += snap.breakaway_touchdown * TOUCHDOWN_POINTS;
        // first[k]: gains of at least k (k >= 1) reaching a 1st down; short[k]: interior gains
        // below k on 4th down, the ball to the other side.
        sums.first.fill(0.0);
        sums.short.fill(0.0);
        // The two running sums side by side, each in its own order (the first from the longest
        // gain down, the second from the shortest up to 29 yards), so that neither's additions
        // wait for the other's: the 325 shipped pairs' tables 3.81 -> 3.73 s CPU (six runs each).
        // The turnovers' dot (`fixed`) taken beside them too, a chunk of four a gain, took one
        // pair's table 179.8M -> 182.9M instructions and the 325 pairs 3.88 -> 4.00 s (four runs).
        let (firsts, shorts) = (high - low.max(1) + 1, high.min(TO_GO_CAP - 1) - low + 1);
        let (mut first, mut short) = (0.0, 0.0);
        for i in 0..firsts.max(shorts) {
            if i < firsts {
                let gain = high - i;
                first += snap.p(gain) * sums.first_downs[(ball + gain) as usize];
                if gain <= TO_GO_CAP {
                    sums.first[gain as usize] = first;
                }
            }
            if i < shorts {
                let gain = low + i;
                short += snap.p(gain) * their(ball + gain);
                if gain >= 0 {
                    sums.short[gain as usize + 1] = short;
                }
            }
        }
        let past = (high.min(TO_GO_CAP - 1) + 2).max(1) as usize;
        if past < TO_GOS {
            sums.short[past..].fill(short);
        }
        sums.flags.defense.clear();
        for &(face, p) in &snap.defense_penalty {
            let spot = penalty_spot(ball, Role::Defense, face);
            // A 1st down whatever the distance (5A), or once the spot reaches the line.
            let automatic = penalty_gives_first_down(Role::Defense, face, spot, FIELD + TO_GO_CAP);
            sums.flags.defense.push(DefenseFlag {
                p,
                spot: spot as usize,
                first_down_to: if automatic { i16::MAX } else { spot },
                first_down: sums.first_downs[spot as usize],
            });
        }
        sums.flags.offense.clear();
        for &(face, p) in &snap.offense_penalty {
            let spot = penalty_spot(ball, Role::Offense, face);
            sums.flags.offense.push(OffenseFlag {
                p,
                spot: spot as usize,
                valued_to: spot + TO_GO_CAP,
                farthest: state_index(spot, 1, TO_GO_CAP),
            });
        }
        let punt = self.punt_value(side, ball);
        let field_goal = self.field_goal_value(side, ball);
        // far[d][k + 29], k in -29..=0: for down d + 1, gains up to k, which leave the ball 30 or
        // more yards short of any line and so at the longest distance valued of the down after.
        // Only the gain of 0 reads a state of `ball`, so downs 3, 2 and 1 sum the losses side by
        // side before any down is updated, each in its own order, and add that gain at its down:
        // one pair's table 185.0M -> 183.2M instructions, the 325 pairs 4.05 -> 4.02 s CPU (mean
        // of eight runs, load 3-5), a gain within the noise. Taken a loss at a time beside the
        // 1st-down and 4th-down-short running sums instead, they took 179.8M -> 182.3M
        // instructions a pair's table and 3.86 -> 3.84 s (ten alternating runs), no gain either.
        let top = high.min(0);
        // far[d][i] for k = i - 29: nothing below `low`, each gain from it up to `top`.
        let lowest = (low + TO_GO_CAP - 1).clamp(0, TO_GO_CAP) as usize;
        let past = (top + TO_GO_CAP).clamp(lowest as i16, TO_GO_CAP) as usize;
        let mut far = [0.0f64; 3];
        for sums in &mut sums.far {
            sums[..lowest].fill(0.0);
        }
        let losses = top.min(-1);
        if low <= losses {
            // The losses' chances and, for each down, their states at the longest distance.
            let chances = &snap.plain[(low - snap.min) as usize..=(losses - snap.min) as usize];
            let values = &self.values[side];
            let from = state_index(ball + low, 2, TO_GO_CAP);
            let below = ((1 - TO_GO_CAP - low).max(0) as usize).min(chances.len());
            for (i, &p) in chances.iter().enumerate() {
                let at = from + i * TO_GOS;
                for (d, far) in far.iter_mut().enumerate() {
                    *far += p * values[at + d * LINES * TO_GOS];
                }
                if i >= below {
                    for (sums, &far) in sums.far.iter_mut().zip(&far) {
                        sums[lowest + i - below] = far;
                    }
                }
            }
        }
        for (sums, &far) in sums.far.iter_mut().zip(&far) {
            sums[past..].fill(far);
        }
        let mut change = 0.0f32;
        for down in (1..=4u8).rev() {
            // The states of `down` at (line, to_go) are at `here + 31 * line + to_go`.
            let here = line_base(down, 0);
            if down < 4 && low <= 0 && high >= 0 {
                // The gain of 0 leaves the ball where it is: the state just updated above.
                let d = usize::from(down - 1);
                let v = self.values[side][state_index(ball, down + 1, TO_GO_CAP)];
                far[d] += snap.p(0) * v;
                sums.far[d][TO_GO_CAP as usize - 1] = far[d];
            }
            penalties(&self.values[side], sums, here, ball, to_go_max);
            if down < 4 {
                // Gains short of the line by t = 1..=29 yards, side by side in `values`.
                let values = &self.values[side];
                let span = |to_go: i16| {
                    let first = 1.max(to_go - high);
                    let last = (TO_GO_CAP - 1).min(to_go - low);
                    (first <= last).then(|| {
                        let (first, last) = (first as usize, last as usize);
                        let base = line_base(down + 1, ball + to_go);
                        // reversed[c + t] is the chance of the gain to_go - t.
                        let c = snap.reversed.len() - 1 - (to_go - snap.min) as usize;
                        (
                            &snap.reversed[c + first..=c + last],
                            &values[base + first..=base + last],
                        )
                    })
                };
                let mut to_go = 1;
                while to_go <= to_go_max {
                    let next = if to_go < to_go_max {
                        span(to_go + 1)
                    } else {
                        None
                    };
                    match (span(to_go), next) {
                        (Some((p, v)), Some((q, w))) if p.len() == q.len() => {
                            let (x, y) = dot64_pair(p, v, q, w);
                            sums.short_of_line[to_go as usize] = Some(x);
                            sums.short_of_line[to_go as usize + 1] = Some(y);
                            to_go += 2;
                        }
                        (this, _) => {
                            sums.short_of_line[to_go as usize] = this.map(|(p, v)| dot64(p, v));
                            to_go += 1;
                        }
                    }
                }
            }
            let values = &mut self.values[side];
            let mut value = 0.0;
            for to_go in 1..=to_go_max {
                let line = ball + to_go;
                let mut go = fixed + sums.first[to_go as usize];
                if down == 4 {
                    go += sums.short[to_go as usize];
                } else {
                    go += sums.far[usize::from(down - 1)][(to_go - 1) as usize];
                    if let Some(dot) = sums.short_of_line[to_go as usize] {
                        go += dot;
                    }
                }
                go += sums.flagged[to_go as usize];
                let rounded = if down == 4 {
                    go.max(punt).max(field_goal)
                } else {
                    go
                } as f32;
                value = f64::from(rounded);
                let slot = &mut values[here + TO_GOS * line as usize + to_go as usize];
                let moved = (rounded - *slot as f32).abs();
                if moved > change {
                    change = moved;
                }
                *slot = value;
            }
            // Longer distances than to the goal line are goal to go, the same state.
            for to_go in to_go_max + 1..=TO_GO_CAP {
                self.values[side][state_index(ball, down, to_go)] = value;
            }
        }
        sums.first_downs[ball as usize] = self.first_down(side, ball);
        change
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
    /// the turned-over sums run side by side (`dot64_pair`), each in `dot64`'s order: a new pair's
    /// first games spend much of their time filling matrices, and each sum alone waits on its
    /// additions.
    pub(crate) fn dense_value_at(
        &self,
        spots: &SpotValues,
        dense: &DenseOutcome,
        snap: &SnapOutcome,
    ) -> f64 {
        let from = (dense.min + MAX_GAIN) as usize;
        let to = from + dense.plain.len();
        let (kept, turned_over) = dot64_pair(
            &dense.plain,
            &spots.plain[from..to],
            &dense.turnover,
            &spots.turnover[from..to],
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
        let mut total = 0.0;
        for &(face, p) in &snap.defense_penalty {
            let kept = spots.defense_flags[usize::from(face.automatic_first_down)]
                .get(usize::from(face.yards));
            let value = match kept {
                Some(&value) => value,
                None => self.defense_flag_value(side, face, ball, down, line),
            };
            total += f64::from(p) * value;
        }
        for &(face, p) in &snap.offense_penalty {
            let value = match spots.offense_flags.get(usize::from(face.yards)) {
                Some(&value) => value,
                None => self.offense_flag_value(side, face, ball, down, line),
            };
            total += f64::from(p) * value;
        }
        total + f64::from(snap.breakaway_touchdown) * TOUCHDOWN_POINTS
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
        let mut total = 0.0;
        for &(face, p) in &snap.defense_penalty {
            total += f64::from(p) * self.defense_flag_value(side, face, ball, down, line);
        }
        for &(face, p) in &snap.offense_penalty {
            total += f64::from(p) * self.offense_flag_value(side, face, ball, down, line);
        }
        total + f64::from(snap.breakaway_touchdown) * TOUCHDOWN_POINTS
    }

    /// The ball after a flag with `face` on the defense of a snap from `ball`.
    #[inline]
    fn defense_flag_value(
        &self,
        side: usize,
        face: PenaltyFace,
        ball: i16,
        down: u8,
        line: i16,
    ) -> f64 {
        let spot = penalty_spot(ball, Role::Defense, face);
        if penalty_gives_first_down(Role::Defense, face, spot, line) {
            self.first_down(side, spot)
        } else {
            self.get(side, spot, down, line - spot)
        }
    }

    /// The ball after a flag with `face` on the offense of a snap from `ball`.
    #[inline]
    fn offense_flag_value(
        &self,
        side: usize,
        face: PenaltyFace,
        ball: i16,
        down: u8,
        line: i16,
    ) -> f64 {
        let spot = penalty_spot(ball, Role::Offense, face);
        self.get(side, spot, down, line - spot)
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

/// A sweep stops the value iteration once no value moved by more than this (points); single
/// precision holds values near 7 to about 5e-7.
const CONVERGED: f32 = 1e-5;

/// A snap's moves as dense arrays over its range of gains, for filling payoff matrices.
#[derive(Debug, Clone)]
pub(crate) struct DenseOutcome {
    min: i16,
    plain: Box<[f64]>,
    turnover: Box<[f64]>,
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
        DenseOutcome {
            min,
            plain: plain.into(),
            turnover: turnover.into(),
        }
    }
}

/// The average snap as dense arrays over its range of gains, for the value iteration.
struct DenseSnap {
    min: i16,
    plain: Vec<f64>,
    /// `plain` from the longest gain down.
    reversed: Vec<f64>,
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
            reversed: Vec::new(),
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
        dense.reversed = dense.plain.iter().rev().copied().collect();
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

    /// The chance of `gain` without a turnover; `gain` within `min..=max`.
    #[inline(always)]
    fn p(&self, gain: i16) -> f64 {
        self.plain[(gain - self.min) as usize]
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

/// `dot64(x, y)` for each `y` of `ys`, each summed as `dot64` sums it, side by side so that one's
/// additions run beside the others' instead of waiting on their own latency alone: Anderson's
/// gram row and aims a pass each took one pair's table 183.2M -> 179.8M instructions and the
/// 325 shipped pairs 4.02 -> 3.96 s CPU (mean of eight runs, load 3-5).
#[inline(always)]
fn dots<const N: usize>(x: &[f64], ys: [&[f64]; N]) -> [f64; N] {
    let ys = ys.map(|y| &y[..x.len()]);
    let whole = x.len() / 4 * 4;
    let mut lanes = [[0.0f64; 4]; N];
    for (c, x4) in x[..whole].chunks_exact(4).enumerate() {
        for (lanes, y) in lanes.iter_mut().zip(&ys) {
            let y4 = &y[4 * c..4 * c + 4];
            for lane in 0..4 {
                lanes[lane] += x4[lane] * y4[lane];
            }
        }
    }
    let lanes = std::hint::black_box(lanes);
    let mut totals = lanes.map(|l| (l[0] + l[1]) + (l[2] + l[3]));
    for (total, y) in totals.iter_mut().zip(&ys) {
        for (&p, &v) in x[whole..].iter().zip(&y[whole..]) {
            *total += p * v;
        }
    }
    totals
}

/// `dots` for as many as `DEPTH` vectors at a time.
fn dots_of(x: &[f64], ys: &[&[f64]]) -> Vec<f64> {
    match *ys {
        [] => Vec::new(),
        [a] => dots(x, [a]).to_vec(),
        [a, b] => dots(x, [a, b]).to_vec(),
        [a, b, c] => dots(x, [a, b, c]).to_vec(),
        [a, b, c, d] => dots(x, [a, b, c, d]).to_vec(),
        [a, b, c, d, e] => dots(x, [a, b, c, d, e]).to_vec(),
        _ => ys.iter().map(|y| dot64(y, x)).collect(),
    }
}

/// Running sums over the gain at one spot, by distance (index 1..=TO_GO_CAP).
struct BallSums {
    first: [f64; TO_GOS],
    short: [f64; TO_GOS],
    /// By down less one (1 to 3) and distance less one: the gains leaving the ball 30 or more
    /// yards short of the line.
    far: [[f64; TO_GO_CAP as usize]; 3],
    flags: Flags,
    /// By distance: the flags' part of the value of each state at one spot and down.
    flagged: [f64; TO_GOS],
    /// By distance: the gains short of the line on downs 1 to 3, if any.
    short_of_line: [Option<f64>; TO_GOS],
    /// `their_ball` of the side being updated, indexed by the spot plus `MAX_GAIN`.
    their: Vec<f64>,
    /// `first_down` of the side being updated, by spot, kept current through a sweep.
    first_downs: [f64; BALLS],
}

impl Default for BallSums {
    fn default() -> BallSums {
        BallSums {
            first: [0.0; TO_GOS],
            short: [0.0; TO_GOS],
            far: [[0.0; TO_GO_CAP as usize]; 3],
            flags: Flags::default(),
            flagged: [0.0; TO_GOS],
            short_of_line: [None; TO_GOS],
            their: vec![0.0; (FIELD + 2 * MAX_GAIN + 1) as usize],
            first_downs: [0.0; BALLS],
        }
    }
}

/// The flags of a snap from one spot.
#[derive(Default)]
struct Flags {
    defense: Vec<DefenseFlag>,
    offense: Vec<OffenseFlag>,
}

/// `sums.flagged[to_go]`, to_go up to `to_go_max`: what the flags of a snap from `ball` are
/// worth at the down whose states start at `here`. Where a flag leaves the ball short of the
/// line, the state of the same down and line at the flag's spot (at `here + 32 * line - spot`),
/// unless it is farther than the longest distance valued.
///
/// Summed a flag at a time over the distances before the down's states at `ball` are updated,
/// each sum adding the same flags in the same order as a state at a time: a flag's state is at
/// another spot, or (a spot of `ball` itself) the very state, read before its update either way.
/// A state at a time, the branch and the flag's fields in every state were a fifth of a table's
/// instructions; a flag at a time takes 9% fewer in all (one pair's table 205.7M -> 187.3M), but
/// no less CPU time that could be measured here (the 325 pairs 4.1 s either way).
#[inline(always)]
fn penalties(values: &[f64], sums: &mut BallSums, here: usize, ball: i16, to_go_max: i16) {
    // totals[i]: to_go = i + 1, line = ball + 1 + i.
    let totals = &mut sums.flagged[1..=to_go_max as usize];
    totals.fill(0.0);
    let stride = TO_GOS + 1;
    let at_spot = |i: usize, spot: usize| here + stride * (ball as usize + 1 + i) - spot;
    for flag in &sums.flags.defense {
        let automatic = (flag.first_down_to - ball).clamp(0, to_go_max) as usize;
        let (first_downs, short) = totals.split_at_mut(automatic);
        for total in first_downs {
            *total += flag.p * flag.first_down;
        }
        let spots = values[at_spot(automatic, flag.spot)..]
            .iter()
            .step_by(stride);
        for (total, value) in short.iter_mut().zip(spots) {
            *total += flag.p * value;
        }
    }
    for flag in &sums.flags.offense {
        let valued = (flag.valued_to - ball).clamp(0, to_go_max) as usize;
        let (near, beyond) = totals.split_at_mut(valued);
        let spots = values[at_spot(0, flag.spot)..].iter().step_by(stride);
        for (total, value) in near.iter_mut().zip(spots) {
            *total += flag.p * value;
        }
        let farthest = values[here + flag.farthest];
        for total in beyond {
            *total += flag.p * farthest;
        }
    }
}

struct DefenseFlag {
    p: f64,
    /// Where the penalty puts the ball.
    spot: usize,
    /// A 1st down with the line to gain at most here.
    first_down_to: i16,
    /// The value of a 1st down at `spot`.
    first_down: f64,
}

struct OffenseFlag {
    p: f64,
    /// Where the penalty puts the ball.
    spot: usize,
    /// The distance from `spot` is within the longest valued with the line to gain up to here...
    valued_to: i16,
    /// ...and beyond, the state at the longest distance, less the down's start.
    farthest: usize,
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

impl SpotValues {
    pub(crate) fn new(
        value: &FieldValue,
        side: usize,
        ball: i16,
        down: u8,
        to_go: i16,
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
        for (i, gain) in (-MAX_GAIN..=MAX_GAIN).enumerate() {
            let to = ball + gain;
            spots.plain[i] = value.plain_value(side, to, down, line);
            spots.turnover[i] = value.their_ball(side, to);
        }
        for yards in 0..FLAG_YARDS as u8 {
            let at = usize::from(yards);
            for automatic_first_down in [false, true] {
                let face = PenaltyFace {
                    yards,
                    automatic_first_down,
                };
                spots.defense_flags[usize::from(automatic_first_down)][at] =
                    value.defense_flag_value(side, face, ball, down, line);
            }
            let face = PenaltyFace {
                yards,
                automatic_first_down: false,
            };
            spots.offense_flags[at] = value.offense_flag_value(side, face, ball, down, line);
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
/// It takes 18.6 sweeps a pair on average (the 325 pairs of the shipped teams; 2 reach `SWEEPS`),
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
#[derive(Default)]
struct Anderson {
    /// The values the latest sweep started from.
    start: Vec<f64>,
    /// The latest sweep's result and change, to difference the next ones against.
    result: Vec<f64>,
    change: Vec<f64>,
    /// The last `DEPTH` differences of consecutive sweeps' changes and results, oldest first.
    change_steps: Vec<Vec<f64>>,
    result_steps: Vec<Vec<f64>>,
    /// `gram[j][k]`: the dot product of `change_steps[j]` and `change_steps[k]`.
    gram: Vec<Vec<f64>>,
    sweeps: usize,
    /// Differences of an earlier table's sweeps, to overwrite rather than allocate.
    spare: Vec<Vec<f64>>,
}

thread_local! {
    /// The Anderson vectors of the tables this thread computed last.
    static ANDERSON: std::cell::Cell<Option<Anderson>> = const { std::cell::Cell::new(None) };
}

/// How many values `Anderson::extrapolate` mixes at a time (4 kB of each vector).
const BLOCK: usize = 512;

/// How many earlier sweeps the fit looks back over: 5 took the average pair of the shipped
/// teams from 22.7 sweeps to 18, and 8 little further.
const DEPTH: usize = 5;

impl Anderson {
    /// Ready for sweeps from `values`, forgetting any earlier ones.
    fn restart(&mut self, values: &[Vec<f64>; 2]) {
        self.start.clear();
        self.start.extend(values.iter().flatten());
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
        if self.sweeps > 0 {
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
            for (side, part) in values.iter().enumerate() {
                let at = side * STATES..(side + 1) * STATES;
                let before = self.start[at.clone()].iter().zip(&self.change[at.clone()]);
                let steps = change_step[at.clone()]
                    .iter_mut()
                    .zip(&mut result_step[at.clone()]);
                for (((change_step, result_step), (&start, &change)), (&result, &old)) in
                    steps.zip(before).zip(part.iter().zip(&self.result[at]))
                {
                    *change_step = (result - start) - change;
                    *result_step = result - old;
                }
            }
            let others: Vec<&[f64]> = self
                .change_steps
                .iter()
                .chain(std::iter::once(&change_step))
                .map(|other| other.as_slice())
                .collect();
            let row = dots_of(&change_step, &others);
            for (old, &dot) in self.gram.iter_mut().zip(&row) {
                old.push(dot);
            }
            self.gram.push(row);
            self.change_steps.push(change_step);
            self.result_steps.push(result_step);
        }
        for (side, part) in values.iter().enumerate() {
            let at = side * STATES..(side + 1) * STATES;
            let kept = self.result[at.clone()]
                .iter_mut()
                .zip(&mut self.change[at.clone()]);
            for ((result, change), (&v, &start)) in kept.zip(part.iter().zip(&self.start[at])) {
                *result = v;
                *change = v - start;
            }
        }
        self.sweeps += 1;
        let steps: Vec<&[f64]> = self.change_steps.iter().map(|s| s.as_slice()).collect();
        let aims = dots_of(&self.change, &steps);
        let weights = solve_normal(&self.gram, &aims);
        // A block at a time, so that the block of `start` stays in cache while each step is
        // taken off it: each value sees the same operations in the same order.
        for (side, part) in values.iter_mut().enumerate() {
            for (block, part) in part.chunks_mut(BLOCK).enumerate() {
                let from = side * STATES + block * BLOCK;
                let at = from..from + part.len();
                let starts = &mut self.start[at.clone()];
                starts.copy_from_slice(&self.result[at.clone()]);
                for (w, steps) in weights.iter().zip(&self.result_steps) {
                    for (start, step) in starts.iter_mut().zip(&steps[at.clone()]) {
                        *start -= w * step;
                    }
                }
                // The sweep reads what is stored: start from the same rounding.
                for (value, start) in part.iter_mut().zip(starts) {
                    *value = f64::from(*start as f32);
                    *start = *value;
                }
            }
        }
    }
}

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
        assert_eq!((fingerprint(&table), sweeps), (0xe754_d924_bac4_4142, 21));
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
            let spots = SpotValues::new(&value, 0, ball, down, to_go);
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
        assert!(worst < 1e-4, "largest difference {worst}");
    }
}
