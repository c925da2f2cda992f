//! With blocks, the reply coach's best few options told apart by whole turns played out.
//!
//! `revise` corrects an option by the opponent's single best answer: one player searched from
//! the end of the coach's turn. With blocks that answer is where most of the coach's strength
//! comes from, but it sees one player's move, not the turn that follows it: the blocks it
//! throws, the faces kept, who is left lying. So with blocks each of the `OPTIONS` options
//! `revise` rates best is played on `SAMPLES` times with the coach's own dice: the rest of its
//! own turn as `turn_end` plays it (the square the search's plan takes with the roll, then the
//! search's best option after the move), then the opponent's whole turn (`opponent_turn`), and
//! the option is worth the mean of the evaluation there, from the coach's side.
//!
//! Every option is played on the same `SAMPLES` streams of dice (common random numbers), so the
//! options' means differ by the options more than by the luck each drew.
//!
//! Against `search` with blocks (seed 20241, `bb_gauntlet games`), sixteen samples on the same
//! dice scored 75.0% ± 4.2 (300-100) over games 2100-2500 and 73.5% ± 4.3 (294-106) over
//! 1000-1400, where eight samples, each option on dice of its own, scored 67.5% ± 4.6 (270-130)
//! and 64.0% ± 4.7 (256-144): 95 games turned to wins and 65 to losses, then 102 and 64. Eight on
//! the same dice were no stronger than eight on dice of their own (65.2% ± 4.7, 261-139, over
//! 2100-2500; 87 to wins, 96 to losses), so the gain is the samples' (sixteen on dice of their
//! own were not played): one option's mean of eight rollouts could be 11.7 or 22.8 by its dice
//! alone. Eight samples each on dice of its own had already scored 62.0% to 65.8% over four
//! ranges of 400, 64.4% ± 2.3 (1030-570) over the 1,600, against 58.6% ± 2.4 (937-663) without
//! rollouts. In the advanced game with blocks, sixteen scored 76.3% ± 4.8 (229-71) over games
//! 0-300, eight 67.0% ± 5.3 (201-99), none 58.7% ± 5.6 (176-124); 74 games turned to wins and 46
//! to losses from eight to sixteen. Decisions take longer: over 10 blocks games 16.5 ms on
//! average and 93 ms at worst (choosing a player 31 ms), against 10.1 and 77 with eight, 4.7 and
//! 47 without rollouts. Thirty-two, twice as slow again, were not told apart from sixteen: 78.0%
//! ± 5.7 (156-44) against 74.5% ± 6.0 (149-51) over games 2100-2300, 40 games turned to wins and
//! 33 to losses.
//!
//! The second and third options' plans are made on their own position's reach map
//! (`OwnTurn::new`), not the one the option before left where its rollouts' turns ended: that
//! fix changed play but not strength (65.8% ± 4.7, 263-137, against 65.5% over games 1700-2100).
//!
//! Not in the advanced game without blocks, where the rollouts are wrong rather than noisy: over
//! games 300-480, where the coach without them scores 62.2% ± 7.1 (112-68), eight samples each on
//! dice of its own scored 50.6% ± 7.3 (91-89), eight on the same dice 57.8% ± 7.2 (104-76),
//! sixteen on the same dice 54.4% ± 7.3 (98-82), sixteen at the choice of a player only 57.8% ±
//! 7.2 (104-76), and the rollouts' mean taken half and half with `revise`'s value 60.0% ± 7.2
//! (108-72). More samples lost more. Nor is it the opponent's turn played by the heuristic: with
//! its move to the square the search's plan takes with the roll, eight on the same dice scored
//! 48.4% ± 12.4 (30-32) over the first 62 of those games, against 66.1% (41-21), and were
//! stopped. Nor the opponent's choice after its move (a pass, a hand-off, a tackle) by the
//! search's exact values, as `search` makes it, rather than the heuristic's: sixteen on the same
//! dice scored 58.5% ± 4.8 (234-166) over games 300-700, against 62.6% ± 4.7 (250-149-1)
//! without rollouts (91 games turned to wins, 108 to losses); 57.8% against 54.4% for the
//! heuristic's choice over the 180 games both played. In the basic game, where there are no
//! passes and the answers raise options too, sixteen on the same dice neither helped nor harmed:
//! 62.5% ± 4.7 (250-150) against 63.0% ± 4.7 (252-148) over games 300-700, 100 games turned to
//! wins and 102 to losses. So the rollouts go wrong only where the ball can be passed and the
//! answers also raise options; why is not settled. Nor did a longer horizon help the basic game:
//! sixteen on the same dice played on through one more round (the coach's next turn and the
//! opponent's, each its search's choice of a player and the heuristic's rest) scored 61.2% ±
//! 5.6 (180-114) against 63.6% ± 5.5 on the same games 300-594 (67 turned to wins, 74 to
//! losses), and were stopped there; a game took about eleven times as long as without rollouts.

use gridiron_core::dice::SeededDice;
use gridiron_core::side::Side;

use super::super::heuristic;
use super::super::sandbox::{finish_turn, play_turn, try_apply};
use super::super::search::{SearchCoach, TURN_LIMIT};
use super::turn_end;
use crate::engine::decision::{Decision, PlayerId};
use crate::engine::game::{Game, Pending};

/// Turns played out for each option compared.
const SAMPLES: usize = 16;

/// The reply coach's best options compared by their rollouts.
const OPTIONS: usize = 3;

/// Keeps the rollouts' dice apart from the search's own stream, drawn from the same seed.
const ROLLOUT_STREAM: u64 = 0x5EED_7011;

/// The rollouts' dice, from the coach's seed and apart from its search's stream.
pub(super) fn dice(seed: u64) -> SeededDice {
    SeededDice::from_seed(seed ^ ROLLOUT_STREAM)
}

/// `values` (the reply coach's) with its best `OPTIONS` replaced by their rollouts' means and
/// the rest left out; unchanged where there is no choice among them or the decision is not a
/// choice of player, a move, or what follows it.
pub(super) fn rerank(
    search: &mut SearchCoach,
    dice: &mut SeededDice,
    game: &Game,
    me: Side,
    values: Vec<(Decision, f64)>,
) -> Vec<(Decision, f64)> {
    let looked_at = matches!(
        game.pending(),
        Pending::ChoosePlayer | Pending::Move { .. } | Pending::AfterMove
    );
    let mut order: Vec<usize> = (0..values.len())
        .filter(|&i| values[i].1.is_finite())
        .collect();
    if !looked_at || order.len() < 2 {
        return values;
    }
    order.sort_by(|&a, &b| values[b].1.total_cmp(&values[a].1));
    order.truncate(OPTIONS);
    let mut reranked: Vec<(Decision, f64)> = values
        .iter()
        .map(|&(d, _)| (d, f64::NEG_INFINITY))
        .collect();
    let sample_seeds: [u64; SAMPLES] = std::array::from_fn(|_| dice.next_u64());
    for &i in &order {
        let decision = values[i].0;
        let mut plan = OwnTurn::new(search, game, me, decision);
        let mut total = 0.0;
        let mut n = 0u32;
        for &seed in &sample_seeds {
            let mut sample_dice = SeededDice::from_seed(seed);
            if let Some(v) = rollout(search, &mut sample_dice, &mut plan, game, me, decision) {
                total += v;
                n += 1;
            }
        }
        if n > 0 {
            reranked[i].1 = total / f64::from(n);
        }
    }
    reranked
}

/// How the coach plays the rest of its own turn after the option: as `turn_end` does, the
/// square the search's plan takes with the roll shown, then the search's best option after the
/// move (worked out once for each way the coach's decisions went, as the dice rarely change
/// the options), everything else the heuristic's.
struct OwnTurn {
    /// For the player chosen: each roll and the option the search takes with it.
    squares: Vec<(u8, Decision)>,
    /// The search's choice after a move, by the coach's decisions that led there.
    after_move: Vec<(Vec<Decision>, Option<Decision>)>,
}

impl OwnTurn {
    fn new(search: &mut SearchCoach, game: &Game, me: Side, decision: Decision) -> OwnTurn {
        // The plan is made on the option's own position's reach map, not on the one the last
        // option's rollouts left where their turns ended.
        search.chances.map_reach(game);
        let mut squares = Vec::new();
        if let (Decision::Choose(player), Pending::ChoosePlayer) = (decision, game.pending()) {
            squares = plan_squares(search, game, me, player);
        }
        OwnTurn {
            squares,
            after_move: Vec::new(),
        }
    }

    fn square_for(&self, roll: u8) -> Option<Decision> {
        self.squares
            .iter()
            .find(|&&(r, _)| r == roll)
            .map(|&(_, d)| d)
    }

    fn best_after_move(
        &mut self,
        search: &mut SearchCoach,
        game: &Game,
        me: Side,
        path: &[Decision],
    ) -> Option<Decision> {
        if let Some((_, d)) = self.after_move.iter().find(|(p, _)| p == path) {
            return *d;
        }
        search.chances.map_reach(game);
        let chosen = turn_end::best_after_move(search, game, me);
        self.after_move.push((path.to_vec(), chosen));
        chosen
    }
}

/// The search's square for each roll of `player`'s die.
fn plan_squares(
    search: &mut SearchCoach,
    game: &Game,
    me: Side,
    player: PlayerId,
) -> Vec<(u8, Decision)> {
    let rolls = search.chances.rolls(player);
    let (_, plan) = search.choose_plan(game, me, player);
    let Some((_, taken)) = plan else {
        return Vec::new();
    };
    rolls
        .iter()
        .zip(taken)
        .filter_map(|(&(roll, _), (_, decision))| decision.map(|d| (roll, d)))
        .collect()
}

/// One rollout of `decision`: the coach's turn and the opponent's next one played with `dice`,
/// the evaluation from `me`'s side where that ends; `None` where the decision cannot be played.
fn rollout(
    search: &mut SearchCoach,
    dice: &mut SeededDice,
    plan: &mut OwnTurn,
    game: &Game,
    me: Side,
    decision: Decision,
) -> Option<f64> {
    let mover = game.to_move();
    let mut s = game.sandbox();
    if !try_apply(&mut s, decision, dice) {
        return None;
    }
    // The reach map of the decision's position, which the heuristic reads, as `turn_end` has it.
    search.chances.map_reach(game);
    let mut path = vec![decision];
    // The plan's square is for the roll; a picked-up ball carried on is the heuristic's.
    let mut squares_left = true;
    play_turn(&mut s, mover, dice, TURN_LIMIT, |s, side, options| {
        let planned = match s.pending() {
            Pending::Move { .. } if side == me && std::mem::take(&mut squares_left) => s
                .moving()
                .and_then(|(_, left)| plan.square_for(left))
                .filter(|d| options.contains(d)),
            Pending::AfterMove if side == me && options.len() > 1 => plan
                .best_after_move(search, s, me, &path)
                .filter(|d| options.contains(d)),
            _ => None,
        };
        let next = match planned {
            Some(d) => d,
            None if options.len() == 1 => options[0],
            None => heuristic::decide(s, side, options, &mut search.chances, 0),
        };
        if side == me {
            path.push(next);
        }
        next
    });
    let opponent = me.other();
    if !s.is_over() && s.pending() == Pending::ChoosePlayer && s.to_move() == opponent {
        opponent_turn(search, dice, &mut s, opponent);
    }
    search.chances.map_reach(&s);
    Some(search.value(&s, me))
}

/// The opponent's turn from its start: the player the search would choose (valued from the
/// opponent's side), the rest of the turn the heuristic's. The heuristic throughout was cheaper
/// (5.3 ms a decision against 9.4 over 2 blocks games against `search`) but not measured for
/// strength.
fn opponent_turn(search: &mut SearchCoach, dice: &mut SeededDice, s: &mut Game, opponent: Side) {
    search.chances.map_reach(s);
    let mut legal = Vec::new();
    s.legal(opponent, &mut legal);
    let chosen = search
        .choose_values(s, opponent, &legal)
        .into_iter()
        .filter(|(_, v)| v.is_finite())
        .max_by(|a, b| a.1.total_cmp(&b.1));
    if let Some((d, _)) = chosen {
        if !try_apply(s, d, dice) {
            return;
        }
    }
    finish_turn(s, opponent, &mut search.chances, dice, TURN_LIMIT);
}

#[cfg(test)]
mod tests {
    use gridiron_core::game::Discard;

    use super::super::super::heuristic::HeuristicCoach;
    use super::super::super::Coach;
    use super::super::{revise, DEFAULT_BUDGET};
    use super::*;
    use crate::coach::test_positions::boxed_setup;
    use crate::engine::setup::Options;

    /// A blocks game the heuristic plays against itself up to its first choice of a player, and
    /// the search's values of the players to choose.
    fn first_choice_of_a_player() -> (Game, Side, SearchCoach, Vec<(Decision, f64)>) {
        let mut game = Game::new(boxed_setup(Options {
            advanced: false,
            blocks: true,
        }));
        let mut play = HeuristicCoach::new(3);
        let mut dice = SeededDice::from_seed(3);
        let mut legal = Vec::new();
        loop {
            let side = game
                .waiting_on()
                .expect("a game just begun waits on someone");
            game.legal(side, &mut legal);
            if game.pending() == Pending::ChoosePlayer && legal.len() > OPTIONS {
                let mut search = SearchCoach::new(3);
                let values = search
                    .values(&game, side, &legal)
                    .expect("choosing a player is valued");
                return (game, side, search, values);
            }
            let decision = play.decide(&game, side, &legal).expect("a decision");
            game.apply(side, decision, &mut dice, &mut Discard)
                .expect("the heuristic's decision is legal");
        }
    }

    /// Only the options `revise` rates best are played out, each valued by its rollouts' mean
    /// (not what `revise` gave it), the same again from the same dice.
    #[test]
    fn with_blocks_the_best_three_options_are_valued_by_their_rollouts() {
        let (game, me, mut search, values) = first_choice_of_a_player();
        let revised = revise(&mut search, &game, me, values, usize::from(DEFAULT_BUDGET));
        let mut best: Vec<(Decision, f64)> = revised
            .iter()
            .copied()
            .filter(|(_, v)| v.is_finite())
            .collect();
        best.sort_by(|a, b| b.1.total_cmp(&a.1));
        best.truncate(OPTIONS);
        assert_eq!(best.len(), OPTIONS, "{revised:?}");

        let reranked = rerank(&mut search, &mut dice(3), &game, me, revised.clone());
        let played: Vec<(Decision, f64)> = reranked
            .iter()
            .copied()
            .filter(|(_, v)| v.is_finite())
            .collect();
        assert_eq!(played.len(), OPTIONS, "{reranked:?}");
        for (decision, value) in &played {
            let before = best.iter().find(|(d, _)| d == decision);
            assert!(before.is_some(), "{decision:?} was not among the best");
            assert_ne!(
                before.map(|&(_, v)| v),
                Some(*value),
                "{decision:?} kept its value"
            );
        }
        let again = rerank(&mut search, &mut dice(3), &game, me, revised);
        assert_eq!(again, reranked);
    }

    /// The options compared are played on the same dice: one option listed twice is worth the
    /// same both times, where dice drawn on from one stream would have told the two apart.
    #[test]
    fn every_option_compared_is_played_on_the_same_dice() {
        let (game, me, mut search, values) = first_choice_of_a_player();
        let mut finite = values.iter().copied().filter(|(_, v)| v.is_finite());
        let (Some((first, _)), Some((second, _))) = (finite.next(), finite.next()) else {
            panic!("fewer than two options valued: {values:?}");
        };
        let twice = vec![(first, 2.0), (first, 2.0), (second, 1.0)];
        let reranked = rerank(&mut search, &mut dice(3), &game, me, twice);
        assert!(reranked[0].1.is_finite(), "{reranked:?}");
        assert_eq!(reranked[0].1, reranked[1].1, "{reranked:?}");
    }
}
