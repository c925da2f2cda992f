//! An option of the reply coach's turn played to the turn's end: the outcomes it looks at, and
//! the rest of the turn as the search (a picked-up ball carried on) and the heuristic play it.

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
pub(super) fn turn_ends(
    search: &mut SearchCoach,
    game: &Game,
    me: Side,
    decision: Decision,
) -> Vec<(f64, Game)> {
    if game.pending() == Pending::AfterMove {
        return settle(search, game, me, decision);
    }
    let Some(mut moved) = search.after(game, decision) else {
        return Vec::new();
    };
    carry_on(search, &mut moved, me);
    if moved.pending() == Pending::AfterMove && moved.waiting_on() == Some(me) {
        let mut options = Vec::new();
        moved.legal(me, &mut options);
        let mut best = (None, f64::NEG_INFINITY);
        for d in options {
            let v = search.exact_value(&moved, me, d);
            if best.0.is_none() || v > best.1 {
                best = (Some(d), v);
            }
        }
        return match best.0 {
            Some(d) => settle(search, &moved, me, d),
            None => Vec::new(),
        };
    }
    let mut end = moved;
    finish(search, &mut end, game.to_move());
    vec![(1.0, end)]
}

/// A ball picked up in the middle of a move carried on as the search would carry it: left to
/// the heuristic, the carrier stops or strays where the search would have run, and options
/// that pick the ball up look worse than they are.
pub(super) fn carry_on(search: &mut SearchCoach, game: &mut Game, me: Side) {
    let mut legal = Vec::new();
    while matches!(game.pending(), Pending::Move { picked: true, .. })
        && game.waiting_on() == Some(me)
    {
        game.legal(me, &mut legal);
        let Some(values) = search.values(game, me, &legal) else {
            return;
        };
        let Some(&(best, _)) = values.iter().max_by(|a, b| a.1.total_cmp(&b.1)) else {
            return;
        };
        match search.after(game, best) {
            Some(next) => *game = next,
            None => return,
        }
    }
}

/// `decision` (after a move) over its most likely outcomes, each turn played to its end.
fn settle(search: &mut SearchCoach, game: &Game, me: Side, decision: Decision) -> Vec<(f64, Game)> {
    let mover = game.to_move();
    let _ = me;
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

fn finish(search: &mut SearchCoach, game: &mut Game, mover: Side) {
    finish_turn(
        game,
        mover,
        &mut search.chances,
        &mut search.dice,
        TURN_LIMIT,
    );
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use gridiron_core::dice::SeededDice;
    use gridiron_core::game::Discard;

    use super::*;
    use crate::coach::sandbox::Faces;
    use crate::engine::game::Place;
    use crate::engine::setup::{Options, Setup};
    use crate::{data, Ball, Scenario};

    /// A Wolves Running Back (d20) rolled an 8 and runs two squares onto a loose ball, six
    /// left, nobody near: the look-ahead runs it on to where the search's own move takes it,
    /// (17,15), not where the heuristic would have stopped it, (17,13).
    #[test]
    fn a_picked_up_ball_is_carried_on_as_the_search_carries_it() {
        let library = data::load().expect("the shipped Battleball data loads");
        let home = library.team("Iron Wolves").expect("a boxed team");
        let away = library.team("Black Harts").expect("a boxed team");
        let setup = Arc::new(Setup::new(&library, home, away, Options::default()));
        let board = setup.board.clone();
        let at = |row: u8, x: u8| board.at(row, x).expect("a square");
        let back = 0;
        let field = [
            (back, at(9, 11)),
            (3, at(3, 9)),
            (11, at(19, 19)),
            (14, at(18, 2)),
            (18, at(19, 3)),
        ];
        let ball = at(11, 11);
        let mut game =
            Game::from_scenario(setup, &Scenario::new(Side::Home, &field, Ball::Loose(ball)));
        let mut spare = SeededDice::from_seed(1);
        game.apply(
            Side::Home,
            Decision::Choose(back),
            &mut Faces::new(&[8], &mut spare),
            &mut Discard,
        )
        .expect("the Running Back is chosen and rolls an 8");
        let mut search = SearchCoach::new(5);
        search.chances.prepare(&game);
        search.chances.map_reach(&game);
        let ends = turn_ends(&mut search, &game, Side::Home, Decision::MoveTo(ball));
        let carried: Vec<_> = ends
            .iter()
            .map(|(chance, end)| (*chance, end.player(back).place))
            .collect();
        assert_eq!(carried, vec![(1.0, Place::Field(at(17, 15)))]);
        let mut by_heuristic = search
            .after(&game, Decision::MoveTo(ball))
            .expect("the ball's square is a legal move");
        finish(&mut search, &mut by_heuristic, Side::Home);
        assert_eq!(by_heuristic.player(back).place, Place::Field(at(17, 13)));
    }
}
