//! The value iteration's Gauss-Seidel sweep: by line to gain, from the goal line back, each
//! line's downs from the 4th.
//!
//! A state's gains short of its line read the next down's states of the same line, and its flags
//! the same down's: a sweep by line reads both already updated, where a sweep by spot (as the
//! sweeps were until issue 22's last round) read a loss's state from the sweep before. That took
//! the 325 shipped pairs from 12.04 accelerated sweeps to 8.03 to the same stop, and the tables
//! from 3.5e-3 points of the fixed point at worst to 1.1e-3. What a state reads of other lines is
//! summed where it is cheapest: the 1st downs (lines ahead, already updated) as a running sum per
//! spot as the line moves back; the 4th-down failures (the other side's values), the turnovers
//! and the losses of more than the longest distance (lines behind, not reached yet either way)
//! before the sweep.
//!
//! Where its instructions go (the first 8 teams' 28 pairs, 1,543.5M in all, callgrind): the flags
//! some 23% (four faces on the defense and three on the offense a state, each a load that depends
//! on another and a select), the dots of a line's gains short of it some 13%, `Anderson` some 10%,
//! bounds checks some 9%. Five distances of a line's down summed side by side, the faces
//! outermost (a flag of five yards or more reads no state of its own five, nor a 1st down they
//! update, so they are independent and the same bits come out), took 10% more instructions and
//! more time, not less (the 325 pairs 1.99 -> 2.09 s CPU, medians of four alternating runs, load
//! 1.2-2.0): the sums do not wait on their latency here.
//!
//! Two ways to sweep less, measured and not taken (issue 22). Both sides swept at once, each
//! reading the other's values from before the sweep (so that the two could run as vector lanes),
//! took the 325 pairs 8.75 sweeps on average against 7.64: the lanes would have to make a sweep
//! 13% cheaper only to break even, and the flags and index work they would share are about a
//! third of it. Of the 10,140 states a side's sweep writes, 1,473 are 1st downs no play reaches
//! (distances other than 10, goal to go and those flags leave): skipping them would save at most
//! 14.5% of a sweep's states, and would move the tables' bits through `Anderson`'s fit.

use super::*;

/// The gains a padded chance array covers either way of 0: every gain a snap can have, and a
/// line's distances beyond.
const PAD: i16 = MAX_GAIN + TO_GO_CAP + 1;
const PADDED: usize = (2 * PAD + 1) as usize;

/// One side's snap as the sweep by line reads it, worked out once a table.
pub(super) struct LineSnap {
    /// `chance[gain + PAD]`, 0 beyond the snap's gains.
    chance: Vec<f64>,
    /// `reversed[PAD - gain]` = `chance[gain + PAD]`: a line's gains short of it, by distance.
    reversed: Vec<f64>,
    /// By spot, `defense_faces` (`offense_faces`) at a time: the flags of a snap from there.
    defense: Vec<DefenseFlagAt>,
    offense: Vec<OffenseFlagAt>,
    defense_faces: usize,
    offense_faces: usize,
    min: i16,
    max: i16,
}

/// A flag on the defense from one spot.
#[derive(Clone, Copy)]
struct DefenseFlagAt {
    p: f64,
    /// Distances up to this one get a 1st down: the yards the flag moves the ball, or all.
    first_downs: usize,
    yards: usize,
    spot: usize,
}

/// A flag on the offense from one spot.
#[derive(Clone, Copy)]
struct OffenseFlagAt {
    p: f64,
    yards: usize,
    /// Beyond the longest distance valued, the state read at the flag's spot, less its down's
    /// start.
    farthest: usize,
}

impl LineSnap {
    pub(super) fn of(snap: &DenseSnap) -> LineSnap {
        let mut chance = vec![0.0; PADDED];
        for (i, &p) in snap.plain.iter().enumerate() {
            chance[(snap.min + i as i16 + PAD) as usize] = p;
        }
        let reversed = chance.iter().rev().copied().collect();
        // Faces that leave the ball at the same state are one flag: on the offense, 5 and 5A.
        let defense_faces = distinct(
            snap.defense_penalty
                .iter()
                .map(|&(face, _)| (face.yards, face.automatic_first_down)),
        );
        let offense_faces = distinct(snap.offense_penalty.iter().map(|&(face, _)| face.yards));
        let mut defense = Vec::new();
        let mut offense = Vec::new();
        for ball in 0..FIELD {
            let from = ball.max(1);
            for &(yards, automatic) in &defense_faces {
                let face = PenaltyFace {
                    yards,
                    automatic_first_down: automatic,
                };
                let p = (snap.defense_penalty.iter())
                    .filter(|(f, _)| (f.yards, f.automatic_first_down) == (yards, automatic))
                    .map(|&(_, p)| p)
                    .sum();
                let spot = penalty_spot(from, Role::Defense, face);
                let moved = (spot - from) as usize;
                defense.push(DefenseFlagAt {
                    p,
                    first_downs: if automatic { TO_GOS } else { moved },
                    yards: moved,
                    spot: spot as usize,
                });
            }
            for &yards in &offense_faces {
                let face = PenaltyFace {
                    yards,
                    automatic_first_down: false,
                };
                let p = (snap.offense_penalty.iter())
                    .filter(|(f, _)| f.yards == yards)
                    .map(|&(_, p)| p)
                    .sum();
                let spot = penalty_spot(from, Role::Offense, face);
                offense.push(OffenseFlagAt {
                    p,
                    yards: (from - spot) as usize,
                    farthest: line_base(1, spot + TO_GO_CAP) + TO_GO_CAP as usize,
                });
            }
        }
        LineSnap {
            chance,
            reversed,
            defense,
            offense,
            defense_faces: defense_faces.len(),
            offense_faces: offense_faces.len(),
            min: snap.min,
            max: snap.max(),
        }
    }

    #[inline(always)]
    fn p(&self, gain: i16) -> f64 {
        self.chance[(gain + PAD) as usize]
    }
}

/// The items of `items` once each, in the order they first come.
fn distinct<T: PartialEq>(items: impl Iterator<Item = T>) -> Vec<T> {
    let mut once = Vec::new();
    for item in items {
        if !once.contains(&item) {
            once.push(item);
        }
    }
    once
}

/// The sums a sweep keeps, reused from sweep to sweep.
pub(super) struct Sums {
    /// `their_ball` of the side being updated, indexed by the spot plus `MAX_GAIN`.
    their: Vec<f64>,
    /// By spot: what a snap's turnovers, touchdowns and safeties are worth (see `turnovers`).
    fixed: [f64; BALLS],
    /// By spot and distance: a 4th down's gains short of the line, the ball to the other side.
    short: Vec<[f64; TO_GOS]>,
    /// By down less one, spot and distance: the gains leaving the ball more than 30 yards short
    /// of the line, at the longest distance valued of the next down.
    far: [Vec<[f64; TO_GOS]>; 3],
    /// By spot: the 1st downs of the gains of at least the distance last summed.
    first: [f64; BALLS],
    /// By spot: the better kick on 4th down.
    kick: [f64; BALLS],
    /// By spot: the side's 1st down there, kept current through the sweep.
    first_downs: [f64; BALLS],
}

impl Default for Sums {
    fn default() -> Sums {
        Sums {
            their: vec![0.0; (FIELD + 2 * MAX_GAIN + 1) as usize],
            fixed: [0.0; BALLS],
            short: vec![[0.0; TO_GOS]; BALLS],
            far: std::array::from_fn(|_| vec![[0.0; TO_GOS]; BALLS]),
            first: [0.0; BALLS],
            kick: [0.0; BALLS],
            first_downs: [0.0; BALLS],
        }
    }
}

impl FieldValue {
    /// One Gauss-Seidel sweep over both sides; returns the largest change.
    pub(super) fn sweep(
        &mut self,
        snaps: &[DenseSnap; 2],
        lines: &[LineSnap; 2],
        sums: &mut Sums,
    ) -> f32 {
        let mut change = 0.0f32;
        for side in 0..2 {
            change = change.max(self.sweep_side(side, &snaps[side], &lines[side], sums));
        }
        change
    }

    fn sweep_side(
        &mut self,
        side: usize,
        snap: &DenseSnap,
        line_snap: &LineSnap,
        sums: &mut Sums,
    ) -> f32 {
        // The other side's values do not change while this side's are updated.
        for (i, slot) in sums.their.iter_mut().enumerate() {
            *slot = self.their_ball(side, i as i16 - MAX_GAIN);
        }
        turnovers(snap, sums);
        for ball in 1..FIELD {
            sums.kick[ball as usize] = self
                .punt_value(side, ball)
                .max(self.field_goal_value(side, ball));
            sums.first_downs[ball as usize] = self.first_down(side, ball);
        }
        self.sum_behind(side, line_snap, sums);
        let p = |gain: i16| line_snap.p(gain);
        let (defense_faces, offense_faces) = (line_snap.defense_faces, line_snap.offense_faces);
        let mut change = 0.0f32;
        let mut base = [0.0f64; TO_GOS];
        let mut dots = [0.0f64; TO_GOS];
        let values = &mut self.values[side];
        for line in (2..=FIELD).rev() {
            let longest = TO_GO_CAP.min(line - 1);
            let n = longest as usize;
            // The 1st downs: gains of at least the distance, each to a spot at the line or
            // beyond, whose 1st down lies on a line already updated.
            for to_go in 1..=longest {
                let ball = line - to_go;
                let b = ball as usize;
                let first = if to_go == TO_GO_CAP.min(FIELD - ball) {
                    let mut first = 0.0;
                    for gain in to_go..=line_snap.max.min(FIELD - 1 - ball) {
                        first += p(gain) * sums.first_downs[(ball + gain) as usize];
                    }
                    first
                } else {
                    sums.first[b] + p(to_go) * sums.first_downs[line as usize]
                };
                sums.first[b] = first;
                base[to_go as usize] = sums.fixed[b] + first;
            }
            for down in (1..=4u8).rev() {
                let here = line_base(down, line);
                let down_start = line_base(down, 0);
                if down < 4 {
                    // Gains short of the line by 1 to 30 yards: the next down's states of this
                    // line, just updated.
                    let next = line_base(down + 1, line);
                    let v = &values[next + 1..=next + n];
                    let reversed = |to_go: usize| {
                        let from = PAD as usize + 1 - to_go;
                        &line_snap.reversed[from..from + n]
                    };
                    let mut to_go = 1;
                    while to_go < n {
                        let (x, y) = dot64_pair(reversed(to_go), v, reversed(to_go + 1), v);
                        dots[to_go] = x;
                        dots[to_go + 1] = y;
                        to_go += 2;
                    }
                    if to_go == n {
                        dots[to_go] = dot64(reversed(to_go), v);
                    }
                }
                let far = &sums.far[usize::from(down.min(3) - 1)];
                // This line's states of this down, updated in `row` as the distances go up and
                // written back after: a flag reads the states of its own line and down.
                let mut row = [0.0f64; TO_GOS];
                row.copy_from_slice(&values[here..here + TO_GOS]);
                for k in 1..=n {
                    let b = line as usize - k;
                    let mut go = base[k];
                    if down == 4 {
                        go += sums.short[b][k];
                    } else {
                        go += far[b][k] + dots[k];
                    }
                    for flag in &line_snap.defense[b * defense_faces..(b + 1) * defense_faces] {
                        let first_down = sums.first_downs[flag.spot];
                        let short = row[k.saturating_sub(flag.yards)];
                        go += flag.p
                            * if k <= flag.first_downs {
                                first_down
                            } else {
                                short
                            };
                    }
                    for flag in &line_snap.offense[b * offense_faces..(b + 1) * offense_faces] {
                        let to_go = k + flag.yards;
                        let farthest = values[down_start + flag.farthest];
                        let same_line = row[to_go.min(TO_GO_CAP as usize)];
                        go += flag.p
                            * if to_go <= TO_GO_CAP as usize {
                                same_line
                            } else {
                                farthest
                            };
                    }
                    if down == 4 {
                        go = go.max(sums.kick[b]);
                    }
                    let rounded = go as f32;
                    let moved = (rounded - row[k] as f32).abs();
                    if moved > change {
                        change = moved;
                    }
                    let value = f64::from(rounded);
                    row[k] = value;
                    if down == 1 && k == 10.min(FIELD as usize - b) {
                        sums.first_downs[b] = value;
                    }
                }
                values[here + 1..=here + n].copy_from_slice(&row[1..=n]);
                if line == FIELD {
                    // Longer distances than to the goal line are goal to go, the same state.
                    for (k, &value) in row.iter().enumerate().take(n + 1).skip(1) {
                        let ball = line - k as i16;
                        for longer in k as i16 + 1..=TO_GO_CAP {
                            values[state_index(ball, down, longer)] = value;
                        }
                    }
                }
            }
        }
        change
    }

    /// What the sweep reads of lines it has not reached yet: the 4th-down failures (the other
    /// side's values) and the losses of more than the longest distance.
    fn sum_behind(&self, side: usize, line_snap: &LineSnap, sums: &mut Sums) {
        let p = |gain: i16| line_snap.p(gain);
        let values = &self.values[side];
        let next_downs = LINES * TO_GOS;
        for ball in 1..FIELD {
            let b = ball as usize;
            let low = line_snap.min.max(1 - ball);
            let their = |to: i16| sums.their[(to + MAX_GAIN) as usize];
            // 4th down: gains short of the distance.
            let mut short = 0.0;
            for gain in low..=0 {
                short += p(gain) * their(ball + gain);
            }
            let longest = TO_GO_CAP.min(FIELD - ball);
            sums.short[b][1] = short;
            for to_go in 2..=longest {
                let gain = to_go - 1;
                short += p(gain) * their(ball + gain);
                sums.short[b][to_go as usize] = short;
            }
            // Downs 1 to 3: losses of more than 30 yards short of the line.
            let mut far = [0.0f64; 3];
            let at = |gain: i16| state_index(ball + gain, 2, TO_GO_CAP);
            for gain in low..=-TO_GO_CAP - 1 {
                let (p, at) = (p(gain), at(gain));
                for (d, far) in far.iter_mut().enumerate() {
                    *far += p * values[at + d * next_downs];
                }
            }
            for to_go in 1..=longest {
                let gain = to_go - TO_GO_CAP - 1;
                if gain >= low {
                    let (p, at) = (p(gain), at(gain));
                    for (d, far) in far.iter_mut().enumerate() {
                        *far += p * values[at + d * next_downs];
                    }
                }
                for (d, &far) in far.iter().enumerate() {
                    sums.far[d][b][to_go as usize] = far;
                }
            }
        }
    }
}

/// `sums.fixed` at every spot: the turnovers read only the other side's values, which do not
/// change while one side's are updated, so they are summed for all spots before the sweep, two
/// spots at a time (their gains span as many yards), the one's additions beside the other's,
/// instead of each spot's sum alone, waiting on its own latency: the first 8 teams' 28 pairs
/// 3,111.4M -> 3,103.1M instructions, the 325 pairs' tables 3.60 -> 3.53 s CPU (four
/// alternating runs each, load 3.2-3.7).
fn turnovers(snap: &DenseSnap, sums: &mut Sums) {
    let n = snap.turnover.len();
    let their = |ball: i16| {
        let from = (ball + snap.min + MAX_GAIN) as usize;
        &sums.their[from..from + n]
    };
    let mut dots = [0.0f64; BALLS];
    let mut ball = 1;
    while ball < FIELD {
        if ball + 1 < FIELD {
            let (x, y) = dot64_pair(&snap.turnover, their(ball), &snap.turnover, their(ball + 1));
            (dots[ball as usize], dots[ball as usize + 1]) = (x, y);
            ball += 2;
        } else {
            dots[ball as usize] = dot64(&snap.turnover, their(ball));
            ball += 1;
        }
    }
    for ball in 1..FIELD {
        let mut fixed = dots[ball as usize];
        // Gains of at least FIELD - ball score; gains of at most -ball are safeties.
        fixed += snap.plain_from(FIELD - ball) * TOUCHDOWN_POINTS;
        fixed -= snap.plain_to(-ball) * SAFETY_POINTS;
        fixed += snap.breakaway_touchdown * TOUCHDOWN_POINTS;
        sums.fixed[ball as usize] = fixed;
    }
}
