//! Expected points of every down, distance and spot: the net points of the next score, for the
//! team with the ball, computed by value iteration over the real dice of both teams.
//!
//! This is the yardstick every coach decision is measured with: a card pair is worth the expected
//! points of where its snap leaves the ball, a punt the expected points it hands the opponent, a
//! field goal its make chance times three against the miss. The snaps behind the table are the
//! average snap of the expected-yards equilibrium, so the table holds no coach's habits.

use crate::data::model::{SpecialRoll, Symbol, Team, WhiteDice};
use crate::engine::rules::{penalty_gives_first_down, penalty_spot};
use crate::engine::{Role, FIELD};

use super::outcome::{Pmf, SnapOutcome, MAX_GAIN};

/// Distances longer than this are valued as this long: beyond it a first down is a long shot
/// whatever the exact number.
pub const TO_GO_CAP: i16 = 30;
const BALLS: usize = FIELD as usize + 1;
const DOWNS: usize = 4;
const TO_GOS: usize = TO_GO_CAP as usize + 1;
const STATES: usize = BALLS * DOWNS * TO_GOS;
const SWEEPS: usize = 24;

pub const TOUCHDOWN_POINTS: f64 = 7.0;
pub const FIELD_GOAL_POINTS: f64 = 3.0;
pub const SAFETY_POINTS: f64 = 2.0;

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
    /// Indexed by `[side][state]`.
    values: [Vec<f32>; 2],
    pub kicking: [Kicking; 2],
    /// The average snap of each side on offense.
    pub average: [SnapOutcome; 2],
}

fn state(ball: i16, down: u8, to_go: i16) -> usize {
    let ball = ball.clamp(1, FIELD - 1) as usize;
    let down = usize::from(down.clamp(1, 4) - 1);
    let to_go = to_go.clamp(1, TO_GO_CAP) as usize;
    (ball * DOWNS + down) * TO_GOS + to_go
}

impl FieldValue {
    /// Value iteration on the average snaps of both sides (`average[side]` is the snap of `side`
    /// on offense).
    pub fn compute(average: [SnapOutcome; 2], kicking: [Kicking; 2]) -> FieldValue {
        let mut table = FieldValue {
            values: [vec![0.0; STATES], vec![0.0; STATES]],
            kicking,
            average,
        };
        for _ in 0..SWEEPS {
            for side in 0..2 {
                // Backwards from the goal line and from 4th down: a drive mostly moves forward, so
                // one sweep carries most values all the way back.
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
                            table.values[side][state(ball, down, to_go)] = value as f32;
                        }
                    }
                }
            }
        }
        table
    }

    /// Expected points for `side` with the ball at `ball`, `down` and `to_go`.
    pub fn get(&self, side: usize, ball: i16, down: u8, to_go: i16) -> f64 {
        f64::from(self.values[side][state(ball, down, to_go)])
    }

    /// A fresh 1st down (or 1st & goal) at `ball`.
    pub fn first_down(&self, side: usize, ball: i16) -> f64 {
        self.get(side, ball, 1, 10.min(FIELD - ball))
    }

    /// The other side taking over at `ball` of the losing side's yards: the one place the
    /// coaches turn the field and the roles round on a change of possession.
    pub fn their_ball(&self, side: usize, ball: i16) -> f64 {
        if ball >= FIELD {
            -self.first_down(1 - side, crate::engine::TOUCHBACK_SPOT)
        } else if ball <= 0 {
            -TOUCHDOWN_POINTS
        } else {
            -self.first_down(1 - side, FIELD - ball)
        }
    }

    /// Expected points after one snap with outcome `snap` by `side` on offense.
    pub fn snap_value(
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

    /// `snap_value` at the situation `spots` was built for, reading the spots from it.
    pub fn snap_value_at(&self, spots: &SpotValues, snap: &SnapOutcome) -> f64 {
        let (side, ball, down, line) = (spots.side, spots.ball, spots.down, spots.line);
        self.snap_value_by(
            side,
            snap,
            ball,
            down,
            line,
            |to| match spots.index(to) {
                Some(i) => spots.plain[i],
                None => self.plain_value(side, to, down, line),
            },
            |to| match spots.index(to) {
                Some(i) => spots.turnover[i],
                None => self.their_ball(side, to),
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
        for &(face, p) in &snap.defense_penalty {
            let spot = penalty_spot(ball, Role::Defense, face);
            let value = if penalty_gives_first_down(Role::Defense, face, spot, line) {
                self.first_down(side, spot)
            } else {
                self.get(side, spot, down, line - spot)
            };
            total += f64::from(p) * value;
        }
        for &(face, p) in &snap.offense_penalty {
            let spot = penalty_spot(ball, Role::Offense, face);
            total += f64::from(p) * self.get(side, spot, down, line - spot);
        }
        total + f64::from(snap.breakaway_touchdown) * TOUCHDOWN_POINTS
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
    pub fn go_value(&self, side: usize, ball: i16, down: u8, to_go: i16) -> f64 {
        self.snap_value(side, &self.average[side], ball, down, to_go)
    }

    /// A punt from `ball` (all dice): the receivers' expected points, negated.
    pub fn punt_value(&self, side: usize, ball: i16) -> f64 {
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
    pub fn field_goal_value(&self, side: usize, ball: i16) -> f64 {
        let make = self.kicking[side].field_goal_chance(ball);
        make * FIELD_GOAL_POINTS + (1.0 - make) * self.their_ball(side, ball)
    }

    /// The receivers' expected points from running a kickoff out (K2), before the play die's
    /// breakaways and penalties, which roughly cancel its touchbacks and fumbles.
    pub fn kickoff_return_value(&self, side: usize) -> f64 {
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

/// What the ball is worth after a snap from one spot, down and distance, by the gain: a payoff
/// matrix values every card pair's snap against the same few hundred spots, so they are looked
/// up once per matrix instead of once per card pair and gain.
pub struct SpotValues {
    side: usize,
    ball: i16,
    down: u8,
    line: i16,
    /// Indexed by `gain + MAX_GAIN`: the spot's value with the ball kept...
    plain: [f64; GAINS],
    /// ...and turned over there.
    turnover: [f64; GAINS],
}

impl SpotValues {
    pub fn new(value: &FieldValue, side: usize, ball: i16, down: u8, to_go: i16) -> SpotValues {
        let line = (ball + to_go).min(FIELD);
        let mut spots = SpotValues {
            side,
            ball,
            down,
            line,
            plain: [0.0; GAINS],
            turnover: [0.0; GAINS],
        };
        for (i, gain) in (-MAX_GAIN..=MAX_GAIN).enumerate() {
            let to = ball + gain;
            spots.plain[i] = value.plain_value(side, to, down, line);
            spots.turnover[i] = value.their_ball(side, to);
        }
        spots
    }

    fn index(&self, to: i16) -> Option<usize> {
        let gain = to - self.ball;
        (-MAX_GAIN..=MAX_GAIN)
            .contains(&gain)
            .then(|| (gain + MAX_GAIN) as usize)
    }
}
