//! Football sense, one decision at a time: with the ball, run the carrier (unless a teammate can
//! tackle the opponent about to reach it); without it, send whoever reaches the carrier with the
//! best tackle odds, or the loose ball with the best chance; move where the carrier gains ground
//! away from tacklers; tackle the pair the dice favour most; hand off or pass to an open
//! teammate further on. No look-ahead: the chances are the engine's (`battleball::odds`), the
//! worth of things `evaluation`'s.

use gridiron_core::dice::{Dice, SeededDice};
use gridiron_core::game::Discard;
use gridiron_core::side::Side;

use super::chances::{preference, Chances};
use super::evaluation::{
    approach, approach_square, ball_value, block_gain, holder, scoring_chance, shut_out, square,
    tackle_gain, Weights,
};
use super::{pick_random, Coach};
use crate::engine::board::Sq;
use crate::engine::decision::{Decision, PlayerId};
use crate::engine::event::BlockFace;
use crate::engine::game::{Ball, Game, Pending};
use crate::odds;

pub(crate) struct HeuristicCoach {
    dice: SeededDice,
    chances: Chances,
}

impl HeuristicCoach {
    pub(crate) fn new(seed: u64) -> HeuristicCoach {
        HeuristicCoach::with(seed, Weights::DEFAULT)
    }

    /// Other weights, for tuning runs.
    pub(crate) fn with(seed: u64, weights: Weights) -> HeuristicCoach {
        let mut chances = Chances::default();
        chances.weights = weights;
        HeuristicCoach {
            dice: SeededDice::from_seed(seed),
            chances,
        }
    }
}

impl Coach for HeuristicCoach {
    fn decide(&mut self, game: &Game, side: Side, legal: &[Decision]) -> Option<Decision> {
        let legal = &super::one_by_one(legal);
        if legal.len() <= 1 {
            return legal.first().copied();
        }
        self.chances.prepare(game);
        self.chances.map_reach(game);
        if super::breaks_standstill(game, &mut self.dice) {
            return pick_random(legal, &mut self.dice);
        }
        // Between options it cannot tell apart, it draws, so it is not predictable.
        let tie = self.dice.below(legal.len());
        Some(decide(game, side, legal, &mut self.chances, tie))
    }

    fn name(&self) -> &'static str {
        "heuristic"
    }
}

/// The heuristic's pick among `legal` (not empty); `tie` rotates the order ties are broken in.
pub(crate) fn decide(
    game: &Game,
    me: Side,
    legal: &[Decision],
    ch: &mut Chances,
    tie: usize,
) -> Decision {
    // Lining up rolls nothing; the sandbox's dice are never read.
    let mut spare = SeededDice::from_seed(0);
    let mut score = |d: Decision, ch: &mut Chances| -> f64 {
        match game.pending() {
            Pending::LineUp => line_up_score(game, me, d, &mut spare),
            Pending::ChoosePlayer => match d {
                Decision::Choose(p) => choose_score(game, me, p, ch),
                _ => 0.0,
            },
            Pending::HeavyDie | Pending::PassDie => die_score(game, d, true),
            Pending::TackleDie => die_score(game, d, false),
            Pending::Move { .. } | Pending::Blitz => move_score(game, me, d, ch),
            Pending::AfterMove => after_move_score(game, me, d, ch),
            Pending::PlaceBall | Pending::PlaceIncompletePass => place_score(game, me, d, ch),
            Pending::BlockDie => block_die_score(game, me, d),
            Pending::Push => push_score(game, d),
            Pending::FollowUp => follow_up_score(game, me, d),
            Pending::RollOff | Pending::None => 0.0,
        }
    };
    best_of(legal, tie, |d| score(d, ch))
}

/// The option with the highest score; among equals, the first from `tie` on.
pub(crate) fn best_of(
    legal: &[Decision],
    tie: usize,
    mut score: impl FnMut(Decision) -> f64,
) -> Decision {
    let n = legal.len();
    let mut best = (legal[tie % n.max(1)], f64::NEG_INFINITY);
    for k in 0..n {
        let d = legal[(tie + k) % n];
        let s = score(d);
        if s > best.1 {
            best = (d, s);
        }
    }
    best.0
}

/// The next player's square that leaves an opposing runner the longest way from the ball to a
/// score (`evaluation::shut_out`); among equals, the one nearer the ball.
fn line_up_score(game: &Game, me: Side, d: Decision, dice: &mut SeededDice) -> f64 {
    let board = &game.setup().board;
    let ball = game.ball_square().unwrap_or(board.centre());
    let near = match d {
        Decision::Place(sq) => f64::from(board.distance(sq, ball)),
        _ => 0.0,
    };
    let mut placed = game.sandbox();
    if !placed.apply_listed(me, d, dice, &mut Discard) {
        return f64::NEG_INFINITY;
    }
    10.0 * shut_out(&placed, me) - 0.1 * near
}

/// Which die to use: the higher to move or catch, the lower to tackle (the lower wins, BK1).
fn die_score(game: &Game, d: Decision, higher: bool) -> f64 {
    let (Decision::UseDie(i), Some(dice)) = (d, game.dice_to_pick()) else {
        return 0.0;
    };
    let n = f64::from(dice[usize::from(i) % 2]);
    if higher {
        n
    } else {
        -n
    }
}

/// The chance `o` wins a tackle of `m` (with blocks: knocks it down).
pub(crate) fn beats(game: &Game, o: PlayerId, m: PlayerId, ch: &mut Chances) -> f64 {
    if game.setup().options.blocks {
        let dice = game.block_dice(o, m);
        let b = ch.block(dice.count, dice.picker == game.team_of(o));
        return b.defender_down + b.both_down;
    }
    ch.tackle(game, o, m).defender_out
}

/// How likely an opponent reaches `player` standing on `sq` next turn and brings it down: the
/// best of the opponents' chance of reaching a square next to it times winning the tackle.
pub(crate) fn danger(game: &Game, player: PlayerId, sq: Sq, ch: &mut Chances) -> f64 {
    let me = game.team_of(player);
    let board = &game.setup().board;
    let mut worst: f64 = 0.0;
    for o in game.team_ids(me.other()) {
        if !game.standing(o) {
            continue;
        }
        // No way next to `sq` is shorter than the hex distance less one (less two for a Heavy
        // Tackle's right square): beyond its longest roll, the way need not be looked for.
        let near = game
            .squares_of(o)
            .map(|s| board.distance(s, sq))
            .min()
            .unwrap_or(u8::MAX);
        if near.saturating_sub(2) > ch.most(o) {
            continue;
        }
        // Nor worse than the worst so far even at the fewest steps the distance allows: the
        // chance of a roll only falls with its length.
        let fewest = ch.reach(o, near.saturating_sub(2));
        // A block's dice are dear to work out (assists): first, the best any dice give.
        if game.setup().options.blocks && fewest * ch.block_extremes().0 <= worst {
            continue;
        }
        let beaten = beats(game, o, player, ch);
        if fewest * beaten <= worst {
            continue;
        }
        let Some(need) = approach_square(game, o, sq, ch) else {
            continue;
        };
        let p = ch.reach(o, need);
        if p > 0.0 {
            worst = worst.max(p * beaten);
        }
    }
    worst
}

/// The standing opponents next to `player` were it on `sq`: at most the twelve squares around a
/// Heavy Tackle's two, kept in place (a search rates hundreds of squares a decision).
fn neighbours_at(game: &Game, player: PlayerId, sq: Sq) -> Opponents {
    let board = &game.setup().board;
    let me = game.team_of(player);
    let squares = [
        Some(sq),
        board.east(sq).filter(|_| game.player(player).heavy),
    ];
    let mut found = Opponents::default();
    for s in squares.into_iter().flatten() {
        for n in board.neighbours(s) {
            if let Some(o) = game.occupant(n) {
                if game.team_of(o) != me && game.standing(o) && !found.as_slice().contains(&o) {
                    found.push(o);
                }
            }
        }
    }
    found
}

/// A few players, without a `Vec`'s allocation.
#[derive(Default)]
struct Opponents {
    ids: [PlayerId; 12],
    len: usize,
}

impl Opponents {
    fn push(&mut self, id: PlayerId) {
        if let Some(slot) = self.ids.get_mut(self.len) {
            *slot = id;
            self.len += 1;
        }
    }

    fn as_slice(&self) -> &[PlayerId] {
        &self.ids[..self.len]
    }
}

/// Where a moving player would stand: the carrier (or the player picking up the ball) gains
/// ground and keeps away from tacklers; a tackler gets next to the opposing carrier; everybody
/// else closes on the ball, and weighs the tackle that stopping next to an opponent forces.
pub(crate) fn square_score(
    game: &Game,
    me: Side,
    player: PlayerId,
    sq: Sq,
    ch: &mut Chances,
) -> f64 {
    let board = &game.setup().board;
    let heavy = game.player(player).heavy;
    let picks = match game.ball() {
        Ball::Loose(b) => b == sq || (heavy && board.east(sq) == Some(b)),
        Ball::Held(_) => false,
    };
    let carrier = holder(game);
    let next_to = neighbours_at(game, player, sq);
    let next_to = next_to.as_slice();
    if carrier == Some(player) || picks {
        let pickup = if picks { 80.0 } else { 0.0 };
        return pickup + 100.0 * ch.progress(game, me, sq)
            - 60.0 * danger(game, player, sq, ch)
            - 40.0 * next_to.len() as f64;
    }
    // Stopping next to an opponent forces a tackle: the best pair it makes.
    let forced = next_to
        .iter()
        .map(|&o| tackle_gain(game, player, o, ch))
        .fold(f64::NEG_INFINITY, f64::max);
    let forced = if forced.is_finite() { forced } else { 0.0 };
    match carrier {
        Some(c) if game.team_of(c) != me => {
            if next_to.contains(&c) {
                60.0 + 100.0 * tackle_gain(game, player, c, ch) / 50.0
            } else {
                let near = square(game, c).map_or(0, |cs| board.distance(sq, cs));
                -3.0 * f64::from(near) + forced
            }
        }
        Some(c) => {
            let near = square(game, c).map_or(0, |cs| board.distance(sq, cs));
            let guard = if near == 1 { 8.0 } else { 0.0 };
            -2.0 * f64::from(near) + guard + forced
        }
        None => {
            let near = game.ball_square().map_or(0, |b| board.distance(sq, b));
            -3.0 * f64::from(near) + forced
        }
    }
}

fn move_score(game: &Game, me: Side, d: Decision, ch: &mut Chances) -> f64 {
    let Some((player, _)) = game.moving() else {
        return 0.0;
    };
    match d {
        Decision::EndZone => 1e6,
        Decision::MoveTo(sq) => square_score(game, me, player, sq, ch),
        Decision::Stop => match square(game, player) {
            Some(sq) => square_score(game, me, player, sq, ch),
            None => 0.0,
        },
        Decision::Blitz(o) => {
            let gain = block_gain(game, player, o, ch);
            // A blitz is worth it on the carrier or on good dice; else move on.
            if holder(game) == Some(o) || gain > 8.0 {
                1e5 + gain
            } else {
                -1e5
            }
        }
        _ => 0.0,
    }
}

fn choose_score(game: &Game, me: Side, p: PlayerId, ch: &mut Chances) -> f64 {
    let carrier = holder(game).filter(|&c| game.standing(c) || game.player(c).prone);
    if game.player(p).prone {
        // Standing up is the last thing to do, unless the player carries the ball.
        return if carrier == Some(p) { 0.5 } else { 0.01 };
    }
    match carrier {
        Some(c) if game.team_of(c) == me => {
            if p == c {
                return 0.5 + scoring_chance(game, c, ch);
            }
            // A teammate is sent only when an opponent is about to reach the carrier and the
            // teammate can get to that opponent and beat it.
            let Some(sq) = square(game, c) else {
                return 0.0;
            };
            let threat = danger(game, c, sq, ch);
            if threat < 0.35 || scoring_chance(game, c, ch) >= 0.25 {
                return 0.0;
            }
            let mut best: f64 = 0.0;
            for o in game.team_ids(me.other()) {
                if !game.standing(o) {
                    continue;
                }
                let Some(need) = approach_square(game, o, sq, ch) else {
                    continue;
                };
                let o_threat = ch.reach(o, need) * beats(game, o, c, ch);
                if o_threat < 0.35 {
                    continue;
                }
                if let Some(steps) = approach(game, p, o, ch) {
                    let reach = ch.reach(p, steps);
                    let gain = tackle_gain(game, p, o, ch);
                    if gain > 0.0 {
                        best = best.max(reach * (gain / 12.0).min(1.0));
                    }
                }
            }
            if best > 0.4 {
                0.6 + best
            } else {
                0.0
            }
        }
        Some(c) => {
            let Some(steps) = approach(game, p, c, ch) else {
                return 0.0;
            };
            let reach = ch.reach(p, steps);
            let near = -0.001 * f64::from(steps.saturating_sub(ch.most(p)));
            reach * beats(game, p, c, ch) + near
        }
        None => {
            let Some(ball) = game.ball_square() else {
                return 0.0;
            };
            let steps = ch.steps_to(game, p, ball);
            ch.reach(p, steps) - 0.001 * f64::from(steps.saturating_sub(ch.most(p)))
        }
    }
}

fn after_move_score(game: &Game, me: Side, d: Decision, ch: &mut Chances) -> f64 {
    let carrier = holder(game);
    match d {
        Decision::Tackle { attacker, defender } => tackle_gain(game, attacker, defender, ch),
        Decision::EndTurn => 0.0,
        Decision::HandOff(to) | Decision::Pass(to) => {
            let (Some(c), Some(from_sq), Some(to_sq)) = (
                carrier,
                carrier.and_then(|c| square(game, c)),
                square(game, to),
            ) else {
                return f64::NEG_INFINITY;
            };
            let better = ball_value(game, me, to_sq, ch) - ball_value(game, me, from_sq, ch)
                + 50.0 * (danger(game, c, from_sq, ch) - danger(game, to, to_sq, ch));
            let lose = ball_value(game, me, from_sq, ch);
            if let Decision::HandOff(_) = d {
                let fumble: f64 = odds::hand_off_odds(game, c, to)
                    .iter()
                    .filter(|o| o.result)
                    .map(|o| o.chance)
                    .sum();
                (1.0 - fumble) * better - fumble * lose - 5.0
            } else {
                // Only to an open receiver: nobody next to it.
                if !neighbours_at(game, to, to_sq).as_slice().is_empty() {
                    return f64::NEG_INFINITY;
                }
                let complete: f64 = odds::pass_odds(game, c, to)
                    .iter()
                    .filter(|o| o.result == crate::engine::ball::PassResult::Complete)
                    .map(|o| o.chance)
                    .sum();
                complete * better - (1.0 - complete) * lose - 10.0
            }
        }
        _ => 0.0,
    }
}

/// A loose ball near my players and away from theirs; given to my player if I may.
fn place_score(game: &Game, me: Side, d: Decision, ch: &mut Chances) -> f64 {
    match d {
        Decision::GiveBall(p) if game.team_of(p) == me => 1000.0,
        Decision::GiveBall(p) => {
            -1000.0 - square(game, p).map_or(0.0, |sq| ch.progress(game, me.other(), sq))
        }
        Decision::PlaceBall(sq) => {
            let best = |side: Side, ch: &mut Chances| {
                game.team_ids(side)
                    .filter(|&id| game.standing(id))
                    .map(|id| ch.reach(id, ch.steps_to(game, id, sq)))
                    .fold(0.0, f64::max)
            };
            best(me, ch) - best(me.other(), ch) + 0.3 * ch.progress(game, me, sq)
        }
        _ => 0.0,
    }
}

/// The face this coach likes best (BB3).
fn block_die_score(game: &Game, me: Side, d: Decision) -> f64 {
    let (Decision::UseDie(i), Some((attacker, _, dice))) = (d, game.block_in_play()) else {
        return 0.0;
    };
    let Some(&roll) = dice.get(usize::from(i)) else {
        return 0.0;
    };
    f64::from(preference(
        BlockFace::from_roll(roll),
        me,
        game.team_of(attacker),
    ))
}

/// Pushes the player away from the ball.
fn push_score(game: &Game, d: Decision) -> f64 {
    match (d, game.ball_square()) {
        (Decision::PushTo(sq), Some(ball)) => f64::from(game.setup().board.distance(sq, ball)),
        _ => 0.0,
    }
}

/// Follows up only next to the opposing carrier.
fn follow_up_score(game: &Game, me: Side, d: Decision) -> f64 {
    let board = &game.setup().board;
    match (d, holder(game)) {
        (Decision::FollowUp(sq), Some(c)) if game.team_of(c) != me => {
            if game.squares_of(c).any(|cs| board.touching(cs, sq)) {
                1.0
            } else {
                -1.0
            }
        }
        (Decision::FollowUp(_), _) => -1.0,
        _ => 0.0,
    }
}
