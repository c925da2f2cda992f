//! What a position is worth to one side, in points where a touchdown is worth `Weights::touchdown`: the players
//! each side has on the field, the score, the ball and how far its carrier has come, and the
//! best shot of the side to move next (a tackle it can reach, its carrier scoring, a loose ball
//! to pick up), weighed by the dice's chances. The search coach scores its leaves with it; the
//! heuristic coach uses its parts one decision at a time.
//!
//! Reaching a player is judged by hex distance to a free square next to it (ignoring who else is
//! in the way), reaching the end zone by the engine's own reach: the one is cheap enough for
//! every pair, the other matters too much to guess.

use gridiron_core::side::Side;

use super::chances::{Chances, ShotAttacker, ANY_LENGTH};
use crate::engine::board::{hex_distance, Sq, Squares};
use crate::engine::decision::PlayerId;
use crate::engine::game::{Ball, Game, Pending, Place};

/// A game won.
pub(crate) const WIN: f64 = 1000.0;
/// The worth of things, in points of the evaluation.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct Weights {
    /// A touchdown that does not win the game.
    pub touchdown: f64,
    /// A standing player on the field (or waiting to line up).
    pub player: f64,
    /// A prone player (blocks): on the field, but no tackle zone until it stands.
    pub prone: f64,
    /// A player out for the game, beyond being off the field.
    pub boxed: f64,
    /// Holding the ball, and holding it at the opposing goal line on top.
    pub ball: f64,
    pub advance: f64,
    /// An open way to the end zone (`way_value`) at its best, and how much less each turn on it.
    pub way: f64,
    pub way_decay: f64,
    /// A fumble's ball to the coach who places it (BF1): near the fumbler, where it likes.
    pub fumble_share: f64,
    /// How much of the next mover's best shot counts, and of the other side's (which the next
    /// mover may answer first).
    pub reply: f64,
    pub counter: f64,
}

impl Weights {
    pub(crate) const DEFAULT: Weights = Weights {
        touchdown: 150.0,
        player: 12.0,
        prone: 7.0,
        boxed: 4.0,
        ball: 30.0,
        advance: 50.0,
        way: 30.0,
        way_decay: 0.7,
        fumble_share: 12.0,
        reply: 1.0,
        counter: 0.4,
    };
}

impl Default for Weights {
    fn default() -> Weights {
        Weights::DEFAULT
    }
}

/// The ball to `side` held on `sq`.
pub(crate) fn ball_value(game: &Game, side: Side, sq: Sq, ch: &Chances) -> f64 {
    ch.weights.ball + ch.weights.advance * ch.progress(game, side, sq)
}

/// The ball to its side in `carrier`'s hands: on its square, or held off the field.
pub(crate) fn carried_ball_value(game: &Game, carrier: PlayerId, ch: &Chances) -> f64 {
    square(game, carrier).map_or(ch.weights.ball, |sq| {
        ball_value(game, game.team_of(carrier), sq, ch)
    })
}

/// The side that moves next once the pending decision is made: the one to choose a player, or
/// mid-turn the other (the turn ends before anybody else moves); `None` before play begins or
/// after it ends.
pub(crate) fn next_mover(game: &Game) -> Option<Side> {
    match game.pending() {
        Pending::LineUp | Pending::RollOff | Pending::None => None,
        Pending::ChoosePlayer => Some(game.to_move()),
        _ => Some(game.to_move().other()),
    }
}

/// The ball's holder as far as the evaluation is concerned: nobody while a fumble or an
/// incomplete pass is being placed (the engine keeps it with the fumbler until then).
pub(crate) fn holder(game: &Game) -> Option<PlayerId> {
    match game.pending() {
        Pending::PlaceBall | Pending::PlaceIncompletePass => None,
        _ => game.carrier(),
    }
}

/// The (left) square of a player on the field.
pub(crate) fn square(game: &Game, id: PlayerId) -> Option<Sq> {
    match game.player(id).place {
        Place::Field(sq) => Some(sq),
        _ => None,
    }
}

/// Material, score and ball of one side; `way`, the ball carrier's open way's worth.
fn side_static(game: &Game, side: Side, way: f64, ch: &Chances) -> f64 {
    let w = &ch.weights;
    let mut value = f64::from(game.score(side)) * w.touchdown;
    for id in game.team_ids(side) {
        let p = game.player(id);
        value += match p.place {
            Place::Field(_) if p.prone => w.prone,
            Place::Field(_) | Place::Waiting => w.player,
            Place::LockerRoom => 0.0,
            Place::Box => -w.boxed,
        };
    }
    match holder(game) {
        Some(c) if game.team_of(c) == side => value += way + carried_ball_value(game, c, ch),
        None if matches!(
            game.pending(),
            Pending::PlaceBall | Pending::PlaceIncompletePass
        ) && game.waiting_on() == Some(side) =>
        {
            value += w.fumble_share;
        }
        _ => {}
    }
    value
}

/// The steps `o` needs to stand next to `m`: 0 if it does; `None` with no free square next to
/// `m` it can get to (by `Chances::steps_to`).
pub(crate) fn approach(game: &Game, o: PlayerId, m: PlayerId, ch: &Chances) -> Option<u8> {
    if game.touching(o, m) {
        return Some(0);
    }
    let board = &game.setup().board;
    let ways = ch.ways_of(game, o);
    let mut best = None;
    for s in game.squares_of(m) {
        for t in board.neighbours(s) {
            if game.occupant(t).is_some() || game.carnage(t) {
                continue;
            }
            let d = ways.to(game, t);
            if d != u8::MAX && best.is_none_or(|b| d < b) {
                best = Some(d);
            }
        }
    }
    best
}

/// The steps `o` needs to stand next to square `sq`: 0 if it does; `None` if it cannot.
pub(crate) fn approach_square(game: &Game, o: PlayerId, sq: Sq, ch: &Chances) -> Option<u8> {
    let board = &game.setup().board;
    if game.squares_of(o).any(|s| board.touching(s, sq)) {
        return Some(0);
    }
    let ways = ch.ways_of(game, o);
    board
        .neighbours(sq)
        .filter(|&t| {
            (game.occupant(t).is_none() || game.occupant(t) == Some(o)) && !game.carnage(t)
        })
        .map(|t| ways.to(game, t))
        .filter(|&d| d != u8::MAX)
        .min()
}

/// What `attacker` tackling `defender` now is worth to the attacker's side on average (the
/// players lost either way, the ball taken or fumbled); with blocks, the block's.
pub(crate) fn tackle_gain(
    game: &Game,
    attacker: PlayerId,
    defender: PlayerId,
    ch: &mut Chances,
) -> f64 {
    if game.setup().options.blocks {
        return block_gain(game, attacker, defender, ch);
    }
    let ball = game.carrier();
    if ball != Some(attacker) && ball != Some(defender) {
        return ch.untouched_gain(game, attacker, defender);
    }
    let a_side = game.team_of(attacker);
    let d_side = a_side.other();
    let carrier = holder(game);
    if carrier == Some(defender) {
        if let Some(sq) = square(game, defender) {
            let worth = (
                ball_value(game, d_side, sq, ch),
                ball_value(game, a_side, sq, ch),
            );
            return carrier_tackled_gain(game, attacker, defender, worth, ch);
        }
    }
    let w = ch.weights;
    let t = ch.tackle(game, attacker, defender);
    let (taken, fumbled) = (t.taken, t.fumbled);
    let mut gain = t.players_gain(&w);
    if carrier == Some(attacker) {
        if let Some(sq) = square(game, attacker) {
            let mine = ball_value(game, a_side, sq, ch);
            gain -= taken * (mine + ball_value(game, d_side, sq, ch))
                + fumbled * (mine + w.fumble_share);
        }
    }
    gain
}

/// `tackle_gain` of a tackle of the ball's carrier (without blocks), given the ball's `worth` on
/// its square to the carrier's side and to the tackler's: the same for every tackler, so a
/// leaf's `shot` works it out once.
fn carrier_tackled_gain(
    game: &Game,
    attacker: PlayerId,
    defender: PlayerId,
    (theirs, ours): (f64, f64),
    ch: &mut Chances,
) -> f64 {
    let w = ch.weights;
    let t = ch.tackle(game, attacker, defender);
    t.players_gain(&w) + (t.taken * (theirs + ours) + t.fumbled * (theirs + w.fumble_share))
}

/// A block's worth to the attacking side: knocked-down players are taken as half lost (some are
/// injured, the others lie prone), a carrier knocked down as losing the ball.
pub(crate) fn block_gain(
    game: &Game,
    attacker: PlayerId,
    defender: PlayerId,
    ch: &mut Chances,
) -> f64 {
    let a_side = game.team_of(attacker);
    let dice = game.block_dice(attacker, defender);
    let b = ch.block(dice.count, dice.picker == a_side);
    (b.defender_down + b.both_down) * knocked_down_loss(game, defender, ch)
        - (b.attacker_down + b.both_down) * knocked_down_loss(game, attacker, ch)
}

/// What `id`'s side loses when it is knocked down in a block (`block_gain`).
fn knocked_down_loss(game: &Game, id: PlayerId, ch: &Chances) -> f64 {
    let side = game.team_of(id);
    let ball = match (holder(game), square(game, id)) {
        (Some(c), Some(sq)) if c == id => ball_value(game, side, sq, ch),
        _ => 0.0,
    };
    0.5 * ch.weights.player + ball
}

/// The fewest steps `carrier` needs to stand where one more scores, moving around everybody (a
/// square next to an opponent stops it, so a wall of opponents closes the way), by the engine's
/// `way_to_score`; a Heavy Tackle's by its reach to the last row. `None` with no way at all.
pub(crate) fn path_to_score(game: &Game, carrier: PlayerId) -> Option<u8> {
    if game.player(carrier).heavy {
        return path_to_last_row(game, carrier);
    }
    game.steps_to_score(carrier)
}

/// The fewest steps `carrier` needs to reach its last row, by the engine's reach.
fn path_to_last_row(game: &Game, carrier: PlayerId) -> Option<u8> {
    let side = game.team_of(carrier);
    let board = &game.setup().board;
    let last = board.last_row(side);
    if game.squares_of(carrier).any(|s| board.row(s) == last) {
        return Some(0);
    }
    let reach = game.reach_now(carrier, ANY_LENGTH);
    reach
        .steps
        .iter()
        .enumerate()
        .filter(|&(sq, &s)| s != u8::MAX && board.row(sq as Sq) == last)
        .map(|(_, &s)| s)
        .min()
}

/// The chance `carrier` scores this turn if chosen to move, `path` away from its last row.
pub(crate) fn scoring_chance_on(carrier: PlayerId, path: Option<u8>, ch: &Chances) -> f64 {
    match path {
        Some(s) => ch.reach(carrier, s.saturating_add(1)),
        None => 0.0,
    }
}

pub(crate) fn scoring_chance(game: &Game, carrier: PlayerId, ch: &Chances) -> f64 {
    scoring_chance_on(carrier, path_to_score(game, carrier), ch)
}

/// An open way to the end zone, worth more the fewer turns the carrier needs on it (at its
/// average roll): what makes a carrier hand the ball to a faster teammate, or its teammates step
/// out of its way, before any single roll could score.
pub(crate) fn way_value(carrier: PlayerId, path: Option<u8>, ch: &Chances) -> f64 {
    let Some(steps) = path else {
        return 0.0;
    };
    let turns = f64::from(steps) / ch.mean(carrier).max(0.5);
    ch.weights.way * ch.weights.way_decay.powf(turns)
}

/// What a touchdown by `side` now is worth to it beyond the position (`base`, its lead as
/// `side_static` counts it): the game if it wins it, else a touchdown less the ball it had.
fn touchdown_gain(game: &Game, side: Side, base: f64, ball: f64, w: &Weights) -> f64 {
    let wins = game.score(side) + 1 >= 2 || game.period() == crate::engine::event::Period::Overtime;
    if wins {
        WIN - base
    } else {
        w.touchdown - ball
    }
}

/// `side`'s best shot were it to move now: the best of a tackle it can reach (by the chance of
/// reaching times what the tackle is worth), its carrier scoring, a loose ball picked up.
pub(crate) fn shot(game: &Game, side: Side, base: f64, path: Option<u8>, ch: &mut Chances) -> f64 {
    let w = ch.weights;
    let mut best: f64 = 0.0;
    let carrier = holder(game);
    let board = &game.setup().board;
    // Each player's squares as coordinates, a one-square player's twice (the nearer of two
    // equal squares is either): every pair's distance is then four sums, with no lookups.
    let coords = |id: PlayerId| {
        let [a, b] = game
            .squares_array(id)
            .map(|sq| sq.map(|sq| board.coords(sq)));
        a.map(|a| [a, b.unwrap_or(a)])
    };
    // The lists are the coach's, kept between calls: a search asks this of every leaf.
    let (mut targets, mut attackers) = std::mem::take(&mut ch.shot_lists);
    targets.clear();
    attackers.clear();
    ch.know_kinds(game);
    for id in 0..game.players().len() as PlayerId {
        if !game.standing(id) {
            continue;
        }
        if game.team_of(id) != side {
            targets.push(id);
        } else if let Some(at) = coords(id) {
            attackers.push(ShotAttacker {
                id,
                at,
                most: ch.most(id).saturating_add(1),
                kind: ch.kind(id),
            });
        }
    }
    // The carrier first: its tackle is worth the most, so the others can be cut short.
    if let Some(at) = targets.iter().position(|&m| Some(m) == carrier) {
        targets.swap(0, at);
    }
    // A pair with the ball is worth more than its players (`tackle_gain`); one without is its
    // kinds' (`Chances::untouched_gain`), looked up here.
    let plain = !game.setup().options.blocks;
    let ball = game.carrier();
    let (defender_most, attacker_least) = if plain {
        (0.0, 0.0)
    } else {
        ch.block_extremes()
    };
    for &m in &targets {
        let Some(at) = coords(m) else {
            continue;
        };
        let m_kind = ch.kind(m);
        let carried = match (plain && carrier == Some(m), square(game, m)) {
            (true, Some(sq)) => Some((
                ball_value(game, game.team_of(m), sq, ch),
                ball_value(game, side, sq, ch),
            )),
            _ => None,
        };
        // With blocks, a block's dice are dear to work out (assists), so a pair is first
        // measured by the most any dice could make of it: with both sides' losses at least
        // nought, `defender_most` and `attacker_least` bound every block's worth.
        let m_loss = if plain {
            None
        } else {
            Some(knocked_down_loss(game, m, ch)).filter(|&l| l >= 0.0)
        };
        for a in &attackers {
            let (o, from, most) = (a.id, a.at, a.most);
            // Out of reach by any path, or nothing better here even if sure: skip the paths.
            // A player's squares share a row, and no distance is less than the rows between.
            if from[0].0.abs_diff(at[0].0) > most {
                continue;
            }
            let near = if from[0] == from[1] && at[0] == at[1] {
                hex_distance(from[0], at[0])
            } else {
                hex_distance(from[0], at[0])
                    .min(hex_distance(from[0], at[1]))
                    .min(hex_distance(from[1], at[0]).min(hex_distance(from[1], at[1])))
            };
            if near > most {
                continue;
            }
            let known = if plain && ball != Some(o) && ball != Some(m) {
                ch.known_untouched_gain(a.kind, m_kind)
            } else {
                None
            };
            let gain = match (known, carried) {
                (Some(gain), _) => gain,
                (None, Some(worth)) => carrier_tackled_gain(game, o, m, worth, ch),
                (None, None) => {
                    if let Some(m_loss) = m_loss {
                        let o_loss = knocked_down_loss(game, o, ch);
                        let most = defender_most * m_loss - attacker_least * o_loss;
                        if o_loss >= 0.0
                            && (most <= best || ch.reach(o, near.saturating_sub(2)) * most <= best)
                        {
                            continue;
                        }
                    }
                    tackle_gain(game, o, m, ch)
                }
            };
            // Nor even at the fewest steps the distance allows (a square next to `m` is one
            // nearer, a Heavy Tackle's right square one more): the chance of a roll only falls
            // with its length.
            if gain <= best || ch.reach(o, near.saturating_sub(2)) * gain <= best {
                continue;
            }
            let Some(need) = approach(game, o, m, ch) else {
                continue;
            };
            best = best.max(ch.reach(o, need) * gain);
        }
    }
    ch.shot_lists = (targets, attackers);
    match (carrier, game.ball()) {
        (Some(c), _) if game.team_of(c) == side && game.standing(c) => {
            let chance = scoring_chance_on(c, path, ch);
            if chance > 0.0 {
                let ball = carried_ball_value(game, c, ch);
                best = best.max(chance * touchdown_gain(game, side, base, ball, &w));
            }
        }
        (None, Ball::Loose(sq)) => {
            // Picked up, and maybe run on to score in the same move (BT4).
            let run = game
                .way_to_score(side, &Squares::one(sq))
                .unwrap_or(u8::MAX);
            let scores = touchdown_gain(game, side, base, 0.0, &w);
            for o in game.team_ids(side) {
                if !game.standing(o) {
                    continue;
                }
                let steps = ch.steps_to(game, o, sq);
                let p = ch.reach(o, steps);
                best = best.max(p * ball_value(game, side, sq, ch));
                if run != u8::MAX && !game.player(o).heavy {
                    let through = steps.saturating_add(run).saturating_add(1);
                    best = best.max(ch.reach(o, through) * scores);
                }
            }
        }
        _ => {}
    }
    best
}

/// How well `me`'s players as they stand keep its end zone shut: the fewest steps an opposing
/// runner on the ball's square would need to where it scores (`Game::way_to_score`), no way at
/// all counting as twice the board's length. For the line-up, where nobody can reach anybody
/// yet and only the shape of the wall matters.
pub(crate) fn shut_out(game: &Game, me: Side) -> f64 {
    let Some(ball) = game.ball_square() else {
        return 0.0;
    };
    match game.way_to_score(me.other(), &Squares::one(ball)) {
        Some(w) => f64::from(w),
        None => 2.0 * f64::from(game.setup().board.rows()),
    }
}

/// The position's worth to `me`.
pub(crate) fn value(game: &Game, me: Side, ch: &mut Chances) -> f64 {
    if game.is_over() {
        return match game.score(me).cmp(&game.score(me.other())) {
            std::cmp::Ordering::Greater => WIN,
            std::cmp::Ordering::Less => -WIN,
            std::cmp::Ordering::Equal => 0.0,
        };
    }
    if ch.fitted {
        if let Some(coefficients) = super::fitted::for_options(&game.setup().options) {
            return super::fitted::value(game, me, ch, coefficients);
        }
    }
    let carrier = holder(game).filter(|&c| game.standing(c));
    let path = carrier.and_then(|c| path_to_score(game, c));
    let way = carrier.map_or(0.0, |c| way_value(c, path, ch));
    let mine = carrier.is_some_and(|c| game.team_of(c) == me);
    let w = ch.weights;
    let base = side_static(game, me, if mine { way } else { 0.0 }, ch)
        - side_static(game, me.other(), if mine { 0.0 } else { way }, ch);
    let Some(next) = next_mover(game) else {
        return base;
    };
    let mine = shot(game, me, base, path, ch);
    let theirs = shot(game, me.other(), -base, path, ch);
    if next == me {
        base + w.reply * mine - w.counter * theirs
    } else {
        base - w.reply * theirs + w.counter * mine
    }
}
