//! An option of the reply coach's turn played to the turn's end: the outcomes it looks at, and
//! the rest of the turn as the search and the heuristic play it.

use gridiron_core::side::Side;

use super::super::sandbox::finish_turn;
use super::super::search::{SearchCoach, TURN_LIMIT};
use super::{COVERED, MAX_OUTCOMES};
use crate::engine::decision::Decision;
use crate::engine::game::{Game, Pending};

/// The positions at the end of `me`'s turn that `decision` leads to, with their chances: the
/// most likely outcomes of the tackle, hand-off or pass (the one the search would make after a
/// move); a block sampled once from the coach's own dice; the rest of the turn as the
/// heuristic plays it.
///
/// More ends of a block were no better over the first 200 blocks games against `search`, where
/// the coach as it stands scores 65.5% ± 6.6 (131-69; 58.9% ± 3.0 over 1,000): four samples
/// (four times the answers, so fewer options within the budget) 56.5% ± 6.9; the block being
/// decided after the move (not one a move leads to) over the face its picker keeps, each face
/// rolled on every die with its chance from the dice, 58.5% ± 6.8.
pub(super) fn turn_ends(
    search: &mut SearchCoach,
    game: &Game,
    me: Side,
    decision: Decision,
) -> Vec<(f64, Game)> {
    if game.pending() == Pending::AfterMove {
        return settle(search, game, decision);
    }
    let Some(moved) = search.after(game, decision) else {
        return Vec::new();
    };
    if moved.pending() == Pending::AfterMove && moved.waiting_on() == Some(me) {
        return match best_after_move(search, &moved, me) {
            Some(d) => settle(search, &moved, d),
            None => Vec::new(),
        };
    }
    let mut end = moved;
    finish(search, &mut end, game.to_move());
    vec![(1.0, end)]
}

/// The search's choice after `me`'s move: the option of the best exact value, the first of
/// equals; `None` where there is none.
pub(super) fn best_after_move(search: &mut SearchCoach, game: &Game, me: Side) -> Option<Decision> {
    let mut options = Vec::new();
    game.legal(me, &mut options);
    let mut best: Option<(Decision, f64)> = None;
    for d in options {
        let v = search.exact_value(game, me, d);
        if best.is_none_or(|(_, b)| v > b) {
            best = Some((d, v));
        }
    }
    best.map(|(d, _)| d)
}

/// `decision` (after a move) over its most likely outcomes, each turn played to its end.
fn settle(search: &mut SearchCoach, game: &Game, decision: Decision) -> Vec<(f64, Game)> {
    let mover = game.to_move();
    let Some(mut outcomes) = search.outcomes(game, decision) else {
        let Some(mut end) = search.after(game, decision) else {
            return Vec::new();
        };
        finish(search, &mut end, mover);
        return vec![(1.0, end)];
    };
    outcomes.sort_by(|a, b| b.0.total_cmp(&a.0));
    let mut ends = Vec::new();
    let mut covered = 0.0;
    for (chance, faces) in outcomes {
        if covered >= COVERED || ends.len() >= MAX_OUTCOMES {
            break;
        }
        if let Some(mut end) = search.after_faces(game, decision, &faces) {
            finish(search, &mut end, mover);
            ends.push((chance, end));
            covered += chance;
        }
    }
    ends
}

pub(super) fn finish(search: &mut SearchCoach, game: &mut Game, mover: Side) {
    finish_turn(
        game,
        mover,
        &mut search.chances,
        &mut search.dice,
        TURN_LIMIT,
    );
}
