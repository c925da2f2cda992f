//! The search coach: expectimax over its own turn, with `evaluation` at the leaves (which weighs
//! the opponent's best reply).
//!
//! Choosing a player, it takes every roll the player's die can show with its chance
//! (`battleball::odds::move_odds`) and, for each roll, the best square that roll reaches. A
//! square is scored by playing the move out on a `Game::sandbox` and valuing what follows: the
//! tackle it forces over each of its outcomes (played out with faces that produce it, from
//! `battleball::odds`), a picked-up ball carried on with what is left of the roll. To keep a
//! decision within a few milliseconds, only the squares the heuristic rates highest for each
//! roll are played out (`Params::per_roll`). With the roll known it plays out more of the
//! player's squares (`Params::moves`), the best few of them with hand-offs and passes too; after
//! the move it weighs each tackle, hand-off and pass over all their outcomes. With blocks, a
//! block is taken at its average worth while choosing and sampled from the coach's own dice
//! (the turn played out by the heuristic) once it is the decision. Every other decision (the
//! line-up, a Heavy Tackle's die, a block's face, push and follow-up) is the heuristic's.

use gridiron_core::dice::{Dice, SeededDice};
use gridiron_core::side::Side;

use super::chances::Chances;
use super::evaluation::{value, Weights};
use super::heuristic::{self, best_of, square_score};
use super::sandbox::{finish_turn, try_apply, Faces};
use super::Coach;
use crate::engine::board::Sq;
use crate::engine::decision::{Decision, PlayerId};
use crate::engine::game::{Game, Pending};
use crate::odds;

/// How far a position after a move is played out (`SearchCoach::after_move_value`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Depth {
    /// A forced tackle over its outcomes (a block at its average worth); no hand-off or pass.
    Tackles,
    /// Every option over its outcomes.
    Full,
}

/// How wide the search looks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Params {
    /// Squares played out for each roll when choosing a player.
    pub per_roll: usize,
    /// Squares played out once the roll is known, and how many of those to every tackle outcome.
    pub moves: usize,
    pub exact_moves: usize,
    /// Samples of a block's outcome (blocks option).
    pub block_samples: usize,
}

impl Params {
    pub(crate) const DEFAULT: Params = Params {
        per_roll: 2,
        moves: 10,
        exact_moves: 3,
        block_samples: 6,
    };
}

/// The most decisions a sampled turn is played on for.
pub(super) const TURN_LIMIT: usize = 40;

/// The position a player's move starts from (with the most its die gives) and, for each roll
/// that moves it, the roll's chance and the option the search takes with it there.
pub(super) type RollPlan = (Game, Vec<(f64, Option<Decision>)>);

pub struct SearchCoach {
    pub(super) dice: SeededDice,
    pub(super) chances: Chances,
    params: Params,
}

impl SearchCoach {
    pub fn new(seed: u64) -> SearchCoach {
        SearchCoach::with(seed, Params::DEFAULT, Weights::DEFAULT)
    }

    /// Another width or other weights, for tuning runs.
    pub(crate) fn with(seed: u64, params: Params, weights: Weights) -> SearchCoach {
        let mut chances = Chances::default();
        chances.weights = weights;
        SearchCoach {
            dice: SeededDice::from_seed(seed),
            chances,
            params,
        }
    }
}

impl Coach for SearchCoach {
    fn decide(&mut self, game: &Game, side: Side, legal: &[Decision]) -> Option<Decision> {
        self.decide_with(game, side, legal, |_, _, _, values| values)
    }

    fn name(&self) -> &'static str {
        "search"
    }
}

/// The decision of the highest value; among equals the first from `tie` on.
fn pick(values: &[(Decision, f64)], legal: &[Decision], tie: usize) -> Decision {
    best_of(legal, tie, |d| {
        values
            .iter()
            .find(|(v, _)| *v == d)
            .map_or(f64::NEG_INFINITY, |&(_, x)| x)
    })
}

impl SearchCoach {
    /// The search's decision, its values first passed through `revise` (a coach built on this
    /// search looks further at the options it rates best).
    pub(super) fn decide_with(
        &mut self,
        game: &Game,
        side: Side,
        legal: &[Decision],
        mut revise: impl FnMut(
            &mut SearchCoach,
            &Game,
            Side,
            Vec<(Decision, f64)>,
        ) -> Vec<(Decision, f64)>,
    ) -> Option<Decision> {
        let legal = &super::one_by_one(legal);
        if legal.len() <= 1 {
            return legal.first().copied();
        }
        self.chances.prepare(game);
        if super::breaks_standstill(game, &mut self.dice) {
            return super::pick_random(legal, &mut self.dice);
        }
        let tie = self.dice.below(legal.len());
        let decision = match self.values(game, side, legal) {
            Some(values) => pick(&revise(self, game, side, values), legal, tie),
            None => heuristic::decide(game, side, legal, &mut self.chances, tie),
        };
        Some(decision)
    }

    /// What the search makes of each option of a decision it searches (choosing a player, the
    /// move, after the move, placing a ball); `None` for one it leaves to the heuristic. The
    /// move's values are the best `Params::moves`' only.
    pub(crate) fn values(
        &mut self,
        game: &Game,
        side: Side,
        legal: &[Decision],
    ) -> Option<Vec<(Decision, f64)>> {
        let searched = matches!(
            game.pending(),
            Pending::ChoosePlayer
                | Pending::Move { .. }
                | Pending::AfterMove
                | Pending::PlaceBall
                | Pending::PlaceIncompletePass
        );
        // The heuristic's blitz-or-stop weighs the square by who can reach it.
        if !searched && game.pending() != Pending::Blitz {
            return None;
        }
        self.chances.prepare(game);
        self.chances.map_reach(game);
        if !searched {
            return None;
        }
        match game.pending() {
            Pending::ChoosePlayer => Some(self.choose_values(game, side, legal)),
            Pending::Move { .. } => self.move_values(game, side, legal),
            Pending::AfterMove | Pending::PlaceBall | Pending::PlaceIncompletePass => Some(
                legal
                    .iter()
                    .map(|&d| (d, self.exact_value(game, side, d)))
                    .collect(),
            ),
            _ => None,
        }
    }

    pub(super) fn value(&mut self, game: &Game, me: Side) -> f64 {
        value(game, me, &mut self.chances)
    }

    /// `decision` applied to a copy of `game` with the coach's own dice.
    pub(super) fn after(&mut self, game: &Game, decision: Decision) -> Option<Game> {
        let mut s = game.sandbox();
        try_apply(&mut s, decision, &mut self.dice).then_some(s)
    }

    /// `decision` applied with `faces` for the dice, and the Heavy Tackles' picks made as the
    /// odds assume (the lower die in a tackle, the higher to catch).
    pub(super) fn after_faces(
        &mut self,
        game: &Game,
        decision: Decision,
        faces: &[u8],
    ) -> Option<Game> {
        let mut s = game.sandbox();
        let mut dice = Faces::new(faces, &mut self.dice);
        if !try_apply(&mut s, decision, &mut dice) {
            return None;
        }
        loop {
            let higher = match s.pending() {
                Pending::TackleDie => false,
                Pending::PassDie => true,
                _ => break,
            };
            let Some([a, b]) = s.dice_to_pick() else {
                break;
            };
            let i = u8::from(if higher { b > a } else { b < a });
            if !try_apply(&mut s, Decision::UseDie(i), &mut dice) {
                break;
            }
        }
        Some(s)
    }

    /// The outcomes of `decision` the odds list, each with its chance and faces that produce it:
    /// a tackle's, a hand-off's, a pass's; one certain outcome for any decision that rolls
    /// nothing. `None` for a block or a blitz, whose outcomes are sampled.
    pub(super) fn outcomes(
        &mut self,
        game: &Game,
        decision: Decision,
    ) -> Option<Vec<(f64, Vec<u8>)>> {
        let outcomes = match decision {
            Decision::Tackle { attacker, defender } if !game.setup().options.blocks => self
                .chances
                .tackle(game, attacker, defender)
                .outcomes
                .iter()
                .map(|o| (o.chance, o.faces.clone()))
                .collect(),
            Decision::Tackle { .. } | Decision::Blitz(_) => return None,
            Decision::HandOff(to) => match game.carrier() {
                Some(from) => odds::hand_off_odds(game, from, to)
                    .into_iter()
                    .map(|o| (o.chance, o.faces))
                    .collect(),
                None => Vec::new(),
            },
            Decision::Pass(to) => match game.carrier() {
                Some(from) => odds::pass_odds(game, from, to)
                    .into_iter()
                    .map(|o| (o.chance, o.faces))
                    .collect(),
                None => Vec::new(),
            },
            _ => vec![(1.0, Vec::new())],
        };
        Some(outcomes)
    }

    /// What a decision is worth over all its outcomes: tackles, hand-offs and passes by the odds'
    /// outcomes, a block by samples, anything else as it comes.
    pub(super) fn exact_value(&mut self, game: &Game, me: Side, decision: Decision) -> f64 {
        let Some(outcomes) = self.outcomes(game, decision) else {
            return self.sampled_value(game, me, decision);
        };
        let mut total = 0.0;
        let mut weight = 0.0;
        for (chance, faces) in outcomes {
            if let Some(s) = self.after_faces(game, decision, &faces) {
                total += chance * self.value(&s, me);
                weight += chance;
            }
        }
        if weight > 0.0 {
            total / weight
        } else {
            f64::NEG_INFINITY
        }
    }

    /// A decision with outcomes the odds do not list (a block): the mean over samples of the
    /// coach's own dice, each turn played out by the heuristic.
    fn sampled_value(&mut self, game: &Game, me: Side, decision: Decision) -> f64 {
        let mover = game.to_move();
        let mut total = 0.0;
        let mut n = 0;
        for _ in 0..self.params.block_samples {
            let Some(mut s) = self.after(game, decision) else {
                return f64::NEG_INFINITY;
            };
            finish_turn(&mut s, mover, &mut self.chances, &mut self.dice, TURN_LIMIT);
            total += self.value(&s, me);
            n += 1;
        }
        total / f64::from(n.max(1))
    }

    /// The position after a move, valued to `depth`: a forced tackle over its outcomes (a block
    /// short of `Depth::Full` at the average worth of the best pair: its outcomes are sampled,
    /// which is dear); else the best of ending the turn and, at `Depth::Full`, handing off and
    /// passing.
    fn after_move_value(&mut self, state: &Game, me: Side, depth: Depth) -> f64 {
        if state.pending() != Pending::AfterMove || state.waiting_on() != Some(me) {
            return self.value(state, me);
        }
        let mut options = Vec::new();
        state.legal(me, &mut options);
        let tackles = options.iter().any(|d| matches!(d, Decision::Tackle { .. }));
        let sampled = state.setup().options.blocks;
        if tackles && sampled && depth != Depth::Full {
            let base = self.value(state, me);
            let gain = options
                .iter()
                .filter_map(|&d| match d {
                    Decision::Tackle { attacker, defender } => {
                        Some(super::evaluation::tackle_gain(
                            state,
                            attacker,
                            defender,
                            &mut self.chances,
                        ))
                    }
                    _ => None,
                })
                .fold(f64::NEG_INFINITY, f64::max);
            return base + gain;
        }
        let mut best = f64::NEG_INFINITY;
        for d in options {
            let v = match d {
                Decision::HandOff(_) | Decision::Pass(_) if depth != Depth::Full => continue,
                _ => self.exact_value(state, me, d),
            };
            best = best.max(v);
        }
        best
    }

    /// The state right after `player` was chosen and rolled the most its die can give (a Heavy
    /// Tackle's bigger die picked), or after a malfunction when `doubles`.
    fn rolled(&mut self, game: &Game, player: PlayerId, most: u8, doubles: bool) -> Option<Game> {
        let faces = if game.player(player).heavy {
            if doubles {
                vec![1, 1]
            } else {
                vec![most, most.saturating_sub(1).max(1)]
            }
        } else {
            vec![most]
        };
        let mut s = self.after_faces(game, Decision::Choose(player), &faces)?;
        if s.pending() == Pending::HeavyDie {
            let Some([a, b]) = s.dice_to_pick() else {
                return Some(s);
            };
            let i = u8::from(b > a);
            let mut dice = Faces::new(&[], &mut self.dice);
            try_apply(&mut s, Decision::UseDie(i), &mut dice);
        }
        Some(s)
    }

    /// Every player's worth to choose.
    pub(super) fn choose_values(
        &mut self,
        game: &Game,
        me: Side,
        legal: &[Decision],
    ) -> Vec<(Decision, f64)> {
        legal
            .iter()
            .map(|&d| match d {
                Decision::Choose(p) => (d, self.choose_value(game, me, p)),
                _ => (d, f64::NEG_INFINITY),
            })
            .collect()
    }

    /// Choosing `player`: the expectation over its rolls of the best square each reaches.
    fn choose_value(&mut self, game: &Game, me: Side, player: PlayerId) -> f64 {
        self.choose_plan(game, me, player).0
    }

    /// Choosing `player`: its value and, where the roll decides, what it rests on.
    pub(super) fn choose_plan(
        &mut self,
        game: &Game,
        me: Side,
        player: PlayerId,
    ) -> (f64, Option<RollPlan>) {
        if game.player(player).prone {
            let value = match self.after(game, Decision::Choose(player)) {
                Some(s) => self.after_move_value(&s, me, Depth::Tackles),
                None => f64::NEG_INFINITY,
            };
            return (value, None);
        }
        let most = self.chances.most(player);
        let rolls = self.chances.rolls(player);
        let moves: f64 = rolls.iter().map(|&(_, p)| p).sum();
        let mut total = 0.0;
        if moves < 1.0 - 1e-9 {
            // A Heavy Tackle's doubles: no move.
            if let Some(s) = self.rolled(game, player, most, true) {
                total += (1.0 - moves) * self.after_move_value(&s, me, Depth::Tackles);
            }
        }
        let Some(base) = self.rolled(game, player, most, false) else {
            return (f64::NEG_INFINITY, None);
        };
        if !matches!(base.pending(), Pending::Move { .. }) {
            // Nowhere to go even with the best roll: every roll comes to this.
            let value = total + moves * self.after_move_value(&base, me, Depth::Tackles);
            return (value, None);
        }
        let by_roll = self.best_by_roll(&base, me, player, most, 0, &rolls);
        let mut taken = Vec::with_capacity(rolls.len());
        for (&(_, chance), (v, decision)) in rolls.iter().zip(by_roll) {
            total += chance * v;
            taken.push((chance, decision));
        }
        (total, Some((base, taken)))
    }

    /// For each roll in `rolls` (squares of a move that has already used `used` of them), the
    /// value of the best square it reaches from `base` (a sandbox in the middle of `player`'s
    /// move with `most - used` squares left), with the option from `base` that gives it.
    fn best_by_roll(
        &mut self,
        base: &Game,
        me: Side,
        player: PlayerId,
        most: u8,
        used: u8,
        rolls: &[(u8, f64)],
    ) -> Vec<(f64, Option<Decision>)> {
        let left = most.saturating_sub(used);
        let reach = base.reach_now(player, left);
        let board = &base.setup().board;
        let start = super::evaluation::square(base, player);
        let mut options = Vec::new();
        base.legal(me, &mut options);
        // (decision, steps it needs, heuristic's rating)
        let mut candidates: Vec<(Decision, u8, f64)> = Vec::new();
        for &d in &options {
            match d {
                Decision::MoveTo(sq) => {
                    let steps = reach.steps[usize::from(sq)];
                    if steps == u8::MAX {
                        continue;
                    }
                    let rating = square_score(base, me, player, sq, &mut self.chances);
                    candidates.push((d, steps, rating));
                }
                Decision::EndZone => {
                    let last = board.last_row(me);
                    let steps = reach
                        .steps
                        .iter()
                        .enumerate()
                        .filter(|&(sq, &s)| s != u8::MAX && board.row(sq as Sq) == last)
                        .map(|(_, &s)| s)
                        .min()
                        .unwrap_or(u8::MAX);
                    candidates.push((d, steps.saturating_add(1), f64::INFINITY));
                }
                Decision::Stop => {
                    let rating = start.map_or(0.0, |sq| {
                        square_score(base, me, player, sq, &mut self.chances)
                    });
                    candidates.push((d, 0, rating));
                }
                _ => {}
            }
        }
        // The squares played out: the heuristic's best few for each roll. One stable sort
        // serves every roll: the squares a roll reaches keep their order in it.
        let mut by_rating: Vec<usize> = (0..candidates.len()).collect();
        by_rating.sort_by(|&a, &b| candidates[b].2.total_cmp(&candidates[a].2));
        let mut chosen: Vec<usize> = Vec::new();
        for &(k, _) in rolls {
            let within = k.saturating_sub(used);
            let top = by_rating.iter().filter(|&&i| candidates[i].1 <= within);
            for &i in top.take(self.params.per_roll) {
                if !chosen.contains(&i) {
                    chosen.push(i);
                }
            }
        }
        // Each played out; a picked-up ball is carried on with what each roll leaves.
        let mut played: Vec<(usize, Vec<f64>)> = Vec::new();
        for &i in &chosen {
            let (d, steps, _) = candidates[i];
            let Some(s) = self.after(base, d) else {
                continue;
            };
            let values = if matches!(s.pending(), Pending::Move { picked: true, .. })
                && s.moving().map(|(p, _)| p) == Some(player)
            {
                let carried_rolls: Vec<(u8, f64)> = rolls
                    .iter()
                    .filter(|&&(k, _)| k.saturating_sub(used) >= steps)
                    .copied()
                    .collect();
                let carried = self.best_by_roll(&s, me, player, most, used + steps, &carried_rolls);
                rolls
                    .iter()
                    .map(|&(k, _)| {
                        carried_rolls
                            .iter()
                            .position(|&(c, _)| c == k)
                            .map_or(f64::NEG_INFINITY, |at| carried[at].0)
                    })
                    .collect()
            } else {
                let v = self.after_move_value(&s, me, Depth::Tackles);
                vec![v; rolls.len()]
            };
            played.push((i, values));
        }
        rolls
            .iter()
            .enumerate()
            .map(|(r, &(k, _))| {
                let within = k.saturating_sub(used);
                played
                    .iter()
                    .filter(|(i, _)| candidates[*i].1 <= within)
                    .map(|(i, values)| (values[r], Some(candidates[*i].0)))
                    .fold((f64::NEG_INFINITY, None), |best, next| {
                        if next.0 > best.0 {
                            next
                        } else {
                            best
                        }
                    })
            })
            .collect()
    }

    /// With the roll known: the heuristic's best `Params::moves` squares played out, the best
    /// `Params::exact_moves` of those again to the tackle's every outcome.
    fn move_values(
        &mut self,
        game: &Game,
        me: Side,
        legal: &[Decision],
    ) -> Option<Vec<(Decision, f64)>> {
        let (player, left) = game.moving()?;
        let mut rated: Vec<(Decision, f64)> = legal
            .iter()
            .map(|&d| {
                let r = match d {
                    Decision::MoveTo(sq) => square_score(game, me, player, sq, &mut self.chances),
                    _ => f64::INFINITY,
                };
                (d, r)
            })
            .collect();
        rated.sort_by(|a, b| b.1.total_cmp(&a.1));
        rated.truncate(self.params.moves);
        let mut values: Vec<(Decision, f64)> = Vec::new();
        for (d, _) in rated {
            let v = match d {
                Decision::Blitz(_) => self.sampled_value(game, me, d),
                _ => match self.after(game, d) {
                    Some(s) if matches!(s.pending(), Pending::Move { picked: true, .. }) => {
                        let rolls = [(left, 1.0)];
                        let steps = game.reach_now(player, left).steps;
                        let used = match d {
                            Decision::MoveTo(sq) => steps[usize::from(sq)],
                            _ => 0,
                        };
                        self.best_by_roll(&s, me, player, left, used, &rolls)[0].0
                    }
                    Some(s) => self.after_move_value(&s, me, Depth::Tackles),
                    None => f64::NEG_INFINITY,
                },
            };
            values.push((d, v));
        }
        values.sort_by(|a, b| b.1.total_cmp(&a.1));
        for entry in values.iter_mut().take(self.params.exact_moves) {
            if let Some(s) = self.after(game, entry.0) {
                if s.pending() == Pending::AfterMove {
                    entry.1 = self.after_move_value(&s, me, Depth::Full);
                }
            }
        }
        Some(values)
    }
}
