//! The three-turn exchange: an option's turn played to its end, the opponent's best answer
//! played out in turn, then the coach's own best reply to that answer. The answer alone values
//! a piece left in reach as lost; the exchange also sees the counter the coach keeps to hand.

use gridiron_core::side::Side;

use super::super::search::SearchCoach;
use super::turn_end;
use crate::engine::decision::Decision;
use crate::engine::game::{Game, Pending};

/// The likeliest turn ends followed at each of the exchange's two turns.
const ENDS: usize = 3;

/// Choosing a player: the squares its likeliest rolls take it to, followed up.
const SQUARES: usize = 3;

/// How much better (or worse) than the evaluation the coach's best reply finds the positions
/// the opponent's answer to `decision` leaves, weighed by their chances; `None` where no
/// answer could be played out.
pub(super) fn correction(
    search: &mut SearchCoach,
    game: &Game,
    me: Side,
    decision: Decision,
) -> Option<f64> {
    let opponent = me.other();
    let mut total = 0.0;
    let mut weight = 0.0;
    for (chance, end) in played(search, game, me, decision) {
        let Some(answer) = best_player(search, &end, opponent) else {
            continue;
        };
        for (answer_chance, answered) in played(search, &end, opponent, answer) {
            total += chance * answer_chance * reply_gain(search, &answered, me);
            weight += chance * answer_chance;
        }
    }
    (weight > 0.0).then(|| total / weight)
}

/// The opponent's choice of player as the search makes it; `None` where it has no turn.
fn best_player(search: &mut SearchCoach, end: &Game, side: Side) -> Option<Decision> {
    if end.is_over() || end.pending() != Pending::ChoosePlayer || end.to_move() != side {
        return None;
    }
    search.chances.map_reach(end);
    let mut legal = Vec::new();
    end.legal(side, &mut legal);
    let values = search.choose_values(end, side, &legal);
    let &(chosen, value) = values.iter().max_by(|a, b| a.1.total_cmp(&b.1))?;
    value.is_finite().then_some(chosen)
}

/// The coach's best choice of player against the evaluation of the position it starts from:
/// nought where the coach has no turn to reply with (the game or the half is over).
fn reply_gain(search: &mut SearchCoach, answered: &Game, me: Side) -> f64 {
    if answered.is_over() || answered.pending() != Pending::ChoosePlayer || answered.to_move() != me
    {
        return 0.0;
    }
    search.chances.map_reach(answered);
    let before = search.value(answered, me);
    let mut legal = Vec::new();
    answered.legal(me, &mut legal);
    let best = search
        .choose_values(answered, me, &legal)
        .into_iter()
        .map(|(_, v)| v)
        .fold(f64::NEG_INFINITY, f64::max);
    if best.is_finite() {
        best - before
    } else {
        0.0
    }
}

/// The likeliest ends of `side`'s turn that `decision` leads to, with their chances (over the
/// ends kept): a choice of player followed over the squares of its likeliest rolls.
fn played(
    search: &mut SearchCoach,
    game: &Game,
    side: Side,
    decision: Decision,
) -> Vec<(f64, Game)> {
    search.chances.map_reach(game);
    let mut ends: Vec<(f64, Game)> = Vec::new();
    let plan = match decision {
        Decision::Choose(player) if game.pending() == Pending::ChoosePlayer => {
            search.choose_plan(game, side, player).1
        }
        _ => None,
    };
    match plan {
        Some((base, taken)) => {
            let mut squares: Vec<(Decision, f64)> = Vec::new();
            for (chance, square) in taken {
                let Some(square) = square else { continue };
                match squares.iter_mut().find(|(d, _)| *d == square) {
                    Some(entry) => entry.1 += chance,
                    None => squares.push((square, chance)),
                }
            }
            squares.sort_by(|a, b| b.1.total_cmp(&a.1));
            for (square, chance) in squares.into_iter().take(SQUARES) {
                search.chances.map_reach(&base);
                for (c, end) in turn_end::turn_ends(search, &base, side, square) {
                    ends.push((chance * c, end));
                }
            }
        }
        None => ends = turn_end::turn_ends(search, game, side, decision),
    }
    ends.sort_by(|a, b| b.0.total_cmp(&a.0));
    ends.truncate(ENDS);
    ends
}
