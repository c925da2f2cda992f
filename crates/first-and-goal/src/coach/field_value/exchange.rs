//! A measured dead end, kept so the next attempt starts from its figures: iterating only the
//! exchange of the two sides' 1st-down values (99 numbers a side), each side's states solved
//! against the other's, with Anderson mixing on the small vector.
//!
//! The structure holds: scores end the table's "next score" and every change of possession
//! (turnover, 4th down, punt, missed field goal, touchback) reads the other side only through
//! `first_down`, so six or seven exchanges reach the fixed point. But one side's states are not
//! solved in one pass: losses, penalties that replay a down from farther back, and the states
//! valued at the longest distance (30 or more to go, which a loss leaves at a lower line to gain)
//! feed values back against any order of the pass. Ordered by spot (as `sweep` is), each pass
//! shrinks the change by only about 0.3; ordered by line to gain with the longest distances
//! passed again by down, about 0.08. On the 28 pairs of the first 8 shipped teams the sweeps
//! take 34.1 passes over one side's states; the exchange takes 33.9 at best (two passes a side
//! an exchange), and 57.3 with each side solved to `CONVERGED`.
//!
//! `cargo test --release -p gridiron-first-and-goal --lib -- --ignored exchange_of_first_downs`

use super::*;

/// How one side's states are passed over.
#[derive(Clone, Copy, Debug)]
enum Order {
    /// As `sweep` does: spots from the goal line back, each spot's downs from the 4th.
    Spots,
    /// Lines to gain from the goal line back, each line's downs from the 4th, then the longest
    /// distances again by down.
    Lines,
}

/// What a pass over one side's states reads that does not change during it, by spot.
struct Held {
    /// Turnovers, touchdowns and safeties.
    fixed: Vec<f64>,
    /// `short[ball * TO_GOS + to_go]`: 4th-down gains short of the line, the ball turned over.
    short: Vec<f64>,
    /// The better of punting and kicking a field goal.
    kick: Vec<f64>,
    /// Penalties: chance, spot and whether a 1st down whatever the line; the defense's, then the
    /// offense's.
    defense: Vec<Vec<(f64, i16, bool)>>,
    offense: Vec<Vec<(f64, i16)>>,
    /// 1st downs beyond the line being valued, summed as the lines come down, by spot...
    beyond: Vec<f64>,
    /// ...and as they stood at the longest distance.
    beyond_far: Vec<f64>,
}

impl Held {
    fn new() -> Held {
        Held {
            fixed: vec![0.0; BALLS],
            short: vec![0.0; BALLS * TO_GOS],
            kick: vec![0.0; BALLS],
            defense: vec![Vec::new(); BALLS],
            offense: vec![Vec::new(); BALLS],
            beyond: vec![0.0; BALLS],
            beyond_far: vec![0.0; BALLS],
        }
    }
}

impl FieldValue {
    /// One pass over `side`'s states in `order`; returns the largest change.
    fn pass(
        &mut self,
        side: usize,
        snap: &DenseSnap,
        sums: &mut BallSums,
        held: &mut Held,
        order: Order,
    ) -> f32 {
        match order {
            Order::Spots => {
                for (i, slot) in sums.their.iter_mut().enumerate() {
                    *slot = self.their_ball(side, i as i16 - MAX_GAIN);
                }
                for ball in 1..FIELD {
                    sums.first_downs[ball as usize] = self.first_down(side, ball);
                }
                let mut change = 0.0f32;
                for ball in (1..FIELD).rev() {
                    change = change.max(self.update_ball(side, ball, snap, sums));
                }
                change
            }
            Order::Lines => self.line_pass(side, snap, sums, held),
        }
    }

    fn line_pass(
        &mut self,
        side: usize,
        snap: &DenseSnap,
        sums: &mut BallSums,
        held: &mut Held,
    ) -> f32 {
        for (i, slot) in sums.their.iter_mut().enumerate() {
            *slot = self.their_ball(side, i as i16 - MAX_GAIN);
        }
        let their = |to: i16| sums.their[(to + MAX_GAIN) as usize];
        for ball in 1..FIELD {
            let b = ball as usize;
            let low = snap.min.max(1 - ball);
            let high = snap.max().min(FIELD - 1 - ball);
            let from = (ball + snap.min + MAX_GAIN) as usize;
            let mut fixed = dot64(
                &snap.turnover,
                &sums.their[from..from + snap.turnover.len()],
            );
            fixed += snap.plain_from(FIELD - ball) * TOUCHDOWN_POINTS;
            fixed -= snap.plain_to(-ball) * SAFETY_POINTS;
            fixed += snap.breakaway_touchdown * TOUCHDOWN_POINTS;
            held.fixed[b] = fixed;
            let mut running = 0.0;
            let mut gain = low;
            for k in 1..=TO_GO_CAP {
                while gain < k && gain <= high {
                    running += snap.p(gain) * their(ball + gain);
                    gain += 1;
                }
                held.short[b * TO_GOS + k as usize] = running;
            }
            held.kick[b] = self
                .punt_value(side, ball)
                .max(self.field_goal_value(side, ball));
            held.defense[b].clear();
            for &(face, p) in &snap.defense_penalty {
                let spot = penalty_spot(ball, Role::Defense, face);
                let automatic =
                    penalty_gives_first_down(Role::Defense, face, spot, FIELD + TO_GO_CAP);
                held.defense[b].push((p, spot, automatic));
            }
            held.offense[b].clear();
            for &(face, p) in &snap.offense_penalty {
                held.offense[b].push((p, penalty_spot(ball, Role::Offense, face)));
            }
            held.beyond[b] = 0.0;
        }
        let mut change = 0.0f32;
        for line in (2..=FIELD).rev() {
            if line < FIELD {
                // The 1st down at `line` is final: its own line to gain lies beyond.
                let first_down = self.first_down(side, line);
                for gain in 1.max(snap.min)..=snap.max().min(line - 1) {
                    held.beyond[(line - gain) as usize] += snap.p(gain) * first_down;
                }
            }
            let longest = TO_GO_CAP.min(line - 1);
            for down in (1..=4u8).rev() {
                for to_go in 1..=longest {
                    let ball = line - to_go;
                    if to_go == TO_GO_CAP {
                        held.beyond_far[ball as usize] = held.beyond[ball as usize];
                    }
                    let beyond = held.beyond[ball as usize];
                    change =
                        change.max(self.update_state(side, snap, held, ball, down, to_go, beyond));
                }
            }
            if line == FIELD {
                // Longer distances than to the goal line are goal to go, the same state.
                for to_go in 1..=longest {
                    let ball = line - to_go;
                    for down in 1..=4u8 {
                        let value = self.values[side][state_index(ball, down, to_go)];
                        for longer in to_go + 1..=TO_GO_CAP {
                            self.values[side][state_index(ball, down, longer)] = value;
                        }
                    }
                }
            }
        }
        // A loss at the longest distance leaves it at a lower line, passed later: again by down.
        for down in (1..=4u8).rev() {
            for ball in (1..=FIELD - 1 - TO_GO_CAP).rev() {
                let beyond = held.beyond_far[ball as usize];
                change =
                    change.max(self.update_state(side, snap, held, ball, down, TO_GO_CAP, beyond));
            }
        }
        change
    }

    #[allow(clippy::too_many_arguments)]
    #[inline(always)]
    fn update_state(
        &mut self,
        side: usize,
        snap: &DenseSnap,
        held: &Held,
        ball: i16,
        down: u8,
        to_go: i16,
        beyond: f64,
    ) -> f32 {
        let line = ball + to_go;
        let b = ball as usize;
        let low = snap.min.max(1 - ball);
        let high = snap.max().min(FIELD - 1 - ball);
        let mut go = held.fixed[b] + beyond;
        if down == 4 {
            go += held.short[b * TO_GOS + to_go as usize];
        } else {
            // Gains leaving the ball 30 or more yards short: the longest distance.
            let mut far = 0.0;
            for gain in low..=(to_go - TO_GO_CAP).min(high) {
                far +=
                    snap.p(gain) * self.values[side][state_index(ball + gain, down + 1, TO_GO_CAP)];
            }
            go += far;
            let first = 1.max(to_go - high);
            let last = (TO_GO_CAP - 1).min(to_go - low);
            if first <= last {
                let (first, last) = (first as usize, last as usize);
                let base = line_base(down + 1, line);
                let values = &self.values[side][base + first..=base + last];
                let c = snap.reversed.len() - 1 - (to_go - snap.min) as usize;
                let chances = &snap.reversed[c + first..=c + last];
                go += dot64(chances, values);
            }
        }
        let values = &self.values[side];
        let at_line = &values[line_base(down, line)..];
        let mut flags = 0.0;
        for &(p, spot, automatic) in &held.defense[b] {
            let value = if automatic || spot >= line {
                values[state(spot, 1, 10.min(FIELD - spot))]
            } else {
                at_line[(line - spot) as usize]
            };
            flags += p * value;
        }
        for &(p, spot) in &held.offense[b] {
            let t = line - spot;
            let value = if t <= TO_GO_CAP {
                at_line[t as usize]
            } else {
                values[state_index(spot, down, TO_GO_CAP)]
            };
            flags += p * value;
        }
        go += flags;
        let rounded = if down == 4 { go.max(held.kick[b]) } else { go } as f32;
        let slot = &mut self.values[side][state_index(ball, down, to_go)];
        let moved = (rounded - *slot as f32).abs();
        *slot = f64::from(rounded);
        moved
    }

    fn first_downs(&self, side: usize) -> Vec<f64> {
        (1..FIELD).map(|ball| self.first_down(side, ball)).collect()
    }

    fn set_first_downs(&mut self, side: usize, values: &[f64]) {
        for (ball, &v) in (1..FIELD).zip(values) {
            self.values[side][state(ball, 1, 10.min(FIELD - ball))] = v;
        }
    }

    /// The table by exchanges: each side passed over at most `passes` times (until a pass
    /// moves nothing by `CONVERGED`), then the away side's 1st downs mixed. Stops when one
    /// pass of each side moved nothing by `CONVERGED`, the sweeps' own test; returns the table
    /// and the passes over one side's states it took.
    fn by_exchanges(
        inputs: ([SnapOutcome; 2], [Kicking; 2]),
        order: Order,
        passes: usize,
    ) -> (FieldValue, usize) {
        let mut table = FieldValue::zero(inputs.0, inputs.1);
        let snaps = [0, 1].map(|side| DenseSnap::of(&table.average[side]));
        let mut sums = BallSums::default();
        let mut held = Held::new();
        let mut anderson = SmallAnderson::new(DEPTH);
        let mut start = table.first_downs(1);
        let mut work = 0;
        for _ in 0..200 {
            let mut first = [0.0f32; 2];
            for side in 0..2 {
                for pass in 0..passes {
                    let change = table.pass(side, &snaps[side], &mut sums, &mut held, order);
                    work += 1;
                    if pass == 0 {
                        first[side] = change;
                    }
                    if change < CONVERGED {
                        break;
                    }
                }
            }
            if first[0] < CONVERGED && first[1] < CONVERGED {
                break;
            }
            let mut result = table.first_downs(1);
            anderson.extrapolate(&start, &mut result);
            for v in &mut result {
                *v = f64::from(*v as f32);
            }
            table.set_first_downs(1, &result);
            start = result;
        }
        (table, work)
    }
}

/// Anderson mixing of a fixed-point map x -> g(x) on a short vector.
struct SmallAnderson {
    depth: usize,
    /// The latest residuals g(x) - x and results g(x), oldest first.
    residuals: Vec<Vec<f64>>,
    results: Vec<Vec<f64>>,
}

impl SmallAnderson {
    fn new(depth: usize) -> SmallAnderson {
        SmallAnderson {
            depth,
            residuals: Vec::new(),
            results: Vec::new(),
        }
    }

    /// `result` is g(`start`); replaces it with the next start.
    fn extrapolate(&mut self, start: &[f64], result: &mut [f64]) {
        self.residuals
            .push(result.iter().zip(start).map(|(g, x)| g - x).collect());
        self.results.push(result.to_vec());
        if self.residuals.len() > self.depth + 1 {
            self.residuals.remove(0);
            self.results.remove(0);
        }
        let m = self.residuals.len() - 1;
        let steps: Vec<Vec<f64>> = (0..m)
            .map(|j| {
                let (new, old) = (&self.residuals[j + 1], &self.residuals[j]);
                new.iter().zip(old).map(|(a, b)| a - b).collect()
            })
            .collect();
        let gram: Vec<Vec<f64>> = steps
            .iter()
            .map(|a| steps.iter().map(|b| dot64(a, b)).collect())
            .collect();
        let aims: Vec<f64> = steps.iter().map(|a| dot64(a, &self.residuals[m])).collect();
        let weights = solve_normal(&gram, &aims);
        if weights.len() != m {
            return;
        }
        for (j, w) in weights.iter().enumerate() {
            let (new, old) = (&self.results[j + 1], &self.results[j]);
            for ((r, a), b) in result.iter_mut().zip(new).zip(old) {
                *r -= w * (a - b);
            }
        }
    }
}

#[test]
#[ignore = "28 pairs, each several ways: a minute optimised"]
fn exchange_of_first_downs() {
    let library = match crate::data::load(&[]) {
        Ok(library) => library,
        Err(problems) => panic!("shipped data: {problems:?}"),
    };
    let teams = &library.teams[..8];
    let mut pairs = Vec::new();
    for a in 0..teams.len() {
        for b in a + 1..teams.len() {
            let setup = crate::engine::Setup::new(
                &library,
                &teams[a].team,
                &teams[b].team,
                crate::engine::OptionalRules::default(),
            );
            pairs.push(crate::coach::tables::field_value_inputs(&setup));
        }
    }
    let mut sweeps = 0;
    let mut olds = Vec::new();
    for inputs in &pairs {
        let (old, n) = FieldValue::compute_counting(inputs.0.clone(), inputs.1.clone());
        sweeps += 2 * n;
        olds.push(old);
    }
    let mut found = vec![("sweeps".to_string(), sweeps)];
    for order in [Order::Spots, Order::Lines] {
        for passes in [1, 2, 3, 50] {
            let mut work = 0;
            for (inputs, old) in pairs.iter().zip(&olds) {
                let (new, n) = FieldValue::by_exchanges(inputs.clone(), order, passes);
                work += n;
                for side in 0..2 {
                    for (x, y) in old.values[side].iter().zip(&new.values[side]) {
                        assert!((x - y).abs() < 1e-4, "{order:?} {passes}: {x} {y}");
                    }
                }
            }
            found.push((format!("{order:?} {passes}"), work));
        }
    }
    let per_pair: Vec<(String, f64)> = found
        .iter()
        .map(|(name, work)| (name.clone(), *work as f64 / pairs.len() as f64))
        .collect();
    eprintln!("passes over one side's states a pair: {per_pair:.2?}");
    let found: Vec<usize> = found.iter().map(|&(_, work)| work).collect();
    assert_eq!(found, [956, 3258, 4032, 3268, 2698, 1170, 950, 1008, 1604]);
}
