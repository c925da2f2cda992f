//! The opponent's answer to the end of the reply coach's turn, against what the evaluation
//! expected of it.

use gridiron_core::side::Side;

use super::super::search::SearchCoach;
use crate::engine::decision::{Decision, PlayerId};
use crate::engine::game::{Game, Pending};

/// At the start of the opponent's turn: the opponent's best choice of player as the search
/// values it (from its side), against what `evaluation` expected of that turn. `None` where
/// the opponent has no turn to answer with (the game or the half is over).
pub(super) fn correction(search: &mut SearchCoach, end: &Game, me: Side) -> Option<f64> {
    let opponent = me.other();
    if end.is_over() || end.pending() != Pending::ChoosePlayer || end.to_move() != opponent {
        return None;
    }
    // The turn may have left carnage the reach map of the decision's position does not know.
    search.chances.map_reach(end);
    let mut legal = Vec::new();
    end.legal(opponent, &mut legal);
    let values = search.choose_values(end, opponent, &legal);
    let &(chosen, mut answer) = values.iter().max_by(|a, b| a.1.total_cmp(&b.1))?;
    if !answer.is_finite() {
        return None;
    }
    // Only the advanced game passes; a hand-off moves the ball a square, too little to pay for.
    // Without the pass the coach scored 55.5% ± 4.9 against `search` over 400 advanced games,
    // with it 62.5% ± 4.7. Its own choice of a player valued with its passes too added nothing
    // (61.5% ± 4.8): the look-ahead already weighs them once the player has moved. Nor did
    // looking at the carrier's pass when the search would choose another player (61.5% ± 4.8).
    // Nor a carrier's best pass from where it stands counted among its side's shots in the
    // coach's evaluation, so that the answer's leaves see the coach's own next pass (the ball's
    // gain on the receiver's square by the chance it is caught): 60.5% ± 6.8 (121-79) against
    // 62.5% ± 6.7 over the first 200 games (commit 3cbe754, taken out again); counted in the
    // answers' leaves alone, not in the coach's own search, 56.5% ± 6.9 (113-87).
    let passes = end.setup().options.advanced;
    if let (true, Decision::Choose(player)) = (passes, chosen) {
        if let Some(v) = full_answer(search, end, opponent, player) {
            answer = answer.max(v);
        }
    }
    Some(-answer - search.value(end, me))
}

/// `player` chosen as the search chooses it, its squares then valued with every option after
/// the move (hand-offs and passes too), as the search weighs them once the roll is known: a
/// player's choice is valued with the tackles alone, blind to a pass that carries the ball
/// half the field. The mean over the rolls that move it; `None` where it does not move.
fn full_answer(search: &mut SearchCoach, end: &Game, side: Side, player: PlayerId) -> Option<f64> {
    let (_, plan) = search.choose_plan(end, side, player);
    let (base, taken) = plan?;
    let mut seen: Vec<(Decision, f64)> = Vec::new();
    let mut total = 0.0;
    let mut weight = 0.0;
    for (chance, decision) in taken {
        let Some(decision) = decision else {
            continue;
        };
        let worth = match seen.iter().find(|(d, _)| *d == decision) {
            Some(&(_, worth)) => worth,
            None => {
                let Some(moved) = search.after(&base, decision) else {
                    continue;
                };
                let worth = after_move_best(search, &moved, side);
                seen.push((decision, worth));
                worth
            }
        };
        if worth.is_finite() {
            total += chance * worth;
            weight += chance;
        }
    }
    (weight > 0.0).then(|| total / weight)
}

/// The best option after a move, each over all its outcomes; the position's value where the
/// mover owes no choice.
fn after_move_best(search: &mut SearchCoach, game: &Game, side: Side) -> f64 {
    if game.pending() != Pending::AfterMove || game.waiting_on() != Some(side) {
        return search.value(game, side);
    }
    let mut options = Vec::new();
    game.legal(side, &mut options);
    options
        .into_iter()
        .map(|d| search.exact_value(game, side, d))
        .fold(f64::NEG_INFINITY, f64::max)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::coach::test_positions::harts_tackle_carrying;
    use crate::engine::setup::Options;

    #[test]
    fn the_opponents_answer_counts_its_pass_in_the_advanced_game_only() {
        let answer = |advanced: bool| {
            let game = harts_tackle_carrying(
                Options {
                    advanced,
                    blocks: false,
                },
                |_| {},
            );
            let mut search = SearchCoach::new(3);
            // As the coach's decision does before any reply is looked at.
            search.chances.prepare(&game);
            correction(&mut search, &game, Side::Home)
        };
        let (basic, advanced) = (answer(false), answer(true));
        let (Some(basic), Some(advanced)) = (basic, advanced) else {
            panic!("the Harts have a turn to answer with: {basic:?} {advanced:?}");
        };
        assert!(
            advanced < basic - 20.0,
            "the pass is worth more than 20 points to the Harts: {advanced} against {basic}"
        );
    }
}
