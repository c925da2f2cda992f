//! The reply coach: the search coach's options looked at once more from across the table.
//!
//! The search values a position at the end of its own turn by `evaluation`, which sees only
//! each side's single best shot, judged from where the players stood when the decision began.
//! A piece sent alone into reach of a cheap tackler looks safe to it as long as a bigger threat
//! hides the small one. This coach takes the options the search rates best and, for each
//! outcome of the turn they lead to, lets the opponent answer as the search itself would choose
//! a player (every player, every roll, the best squares played out): the option is worth what
//! the opponent's best answer leaves, and the search's value is corrected by how much worse (or
//! better) that is than the evaluation thought. The rest of the turn is played as the heuristic
//! plays it (`turn_end`): carrying a picked-up ball on by the search's own values was tried, and
//! lost strength (61.3% against 65.0% over 400 basic games against `search`, issue 24). In the
//! advanced game the opponent's answer counts its passes (`answer`), which the search's choice
//! of a player does not see. With blocks an answer only ever lowers an option (`revise`).
//!
//! Without blocks all of it (the search's leaves, the answers, the turns' ends) values positions
//! by `fitted`: the evaluation's parts reweighed by a fit to who won 4,000 games of `search`
//! against itself. It took the coach from 60.9% ± 2.9 (670-430) to 65.5% ± 2.4 (982-518) over
//! basic games 0-1500 against `search` (0-1100 alone: 65.6% ± 2.8, 722-378), and from 61.1%
//! (855-544-1) to 66.0% ± 2.5 (924-476) over advanced games 0-1400. Every weight the many
//! screens below moved by hand was moved alone, and each alone was noise; the fit moved them
//! together: a player off the field a third more, one in the box three and a half times as
//! much, the ball and the next mover's shot at about half, the other side's at under a third. The
//! fit's parts measured one by one (the ball held, its progress and the open way three parts,
//! not one) fitted as well but shared their worth out differently from one fit to the next, and
//! one such fit scored 60.0% ± 4.8 (240-160) over advanced games 0-400, where the shipped one
//! scores 68.0% and the hand weights 62.5%. A fit on basic games themselves was no stronger in
//! the basic game than the advanced game's (58.0% against 59.2% over games 700-1100, each with
//! the three parts). With blocks the hand weights stay: the fit has seen no prone player.
//! The figures in the notes that follow, here and in the other modules, are of the coach before
//! the fit, with the hand weights throughout.
//!
//! With blocks, a block's own decisions (the face its picker keeps, the push, the follow-up),
//! which the search leaves to the heuristic, are valued the same way (`block_choices`): each
//! option played to the turn's end four times and valued by the opponent's answer. That took
//! the coach from 56.2% ± 4.9 to 59.8% ± 4.8 (239-161) over 400 blocks games against `search`,
//! and from 55.2% ± 3.1 to 58.9% ± 3.0 (589-411) over 1,000 (issue 24). Eight samples, and the
//! blitz's blitz-or-stop valued alike, were no stronger (64.5% ± 6.6 against 65.5% ± 6.6 over
//! the match's first 200 games); the choice of the block itself after the move valued alike,
//! not by the search's corrected values, was weaker (57.0% ± 6.9 against 65.5% over the same
//! 200). The answer is what makes the block's decisions better: valued by the evaluation at the
//! turn's end alone, they scored 57.0% ± 6.9 (114-86) over the same 200. In the advanced game
//! with blocks they were not told apart: 58.7% ± 7.9 (88-62) against 60.7% ± 7.8 (91-59) without
//! them over the first 150 games, too few to say more. Nor was a block after the move valued by
//! the coach's own search over the face its picker keeps (each face rolled on every die, with its
//! chance from the dice) instead of six samples: 61.5% ± 6.7 (123-77) against 65.5% ± 6.6
//! (131-69) over the first 200 (more ends of a block's turn: `turn_end`).
//!
//! A caution for the next screen: the first 200 blocks games favour this coach (65.5% there
//! against 58.9% over 1,000), so a change worth two or three points either way cannot be told
//! from noise against that bar. Screen on games 200-600, or let `gridiron rank --coaches` run its
//! sequential test. The bars (seed 20241, `bb_gauntlet games`): with blocks, before the rollouts
//! (`rollout`), 57.0% ± 4.9 (228-172) over games 200-600, 57.5% ± 4.8 (230-170) over 600-1000,
//! 58.2% ± 4.8 (233-167) over 1000-1400, 61.0% ± 5.5 (183-117) over 1400-1700, 61.5% ± 4.8
//! (246-154) over 1700-2100; with them, 65.8% ± 4.7 (263-137) over 200-600, 62.0% ± 4.8
//! (248-152) over 600-1000, 64.0% ± 4.7 (256-144) over 1000-1400, 65.8% ± 4.7 (263-137) over
//! 1700-2100 and 67.5% ± 4.6 (270-130) over 2100-2500 (eight samples an option); with sixteen on
//! the same dice, 73.5% ± 4.3 (294-106) over 1000-1400 and 75.0% ± 4.2 (300-100) over
//! 2100-2500; advanced with blocks 58.7% ± 5.6 (176-124) over 0-300 before them, 67.0% ± 5.3
//! (201-99) with eight, 76.3% ± 4.8 (229-71) with sixteen; advanced 62.6% ± 4.7 (250-149-1)
//! over 300-700, 58.2% ± 4.8 (233-167) over 1000-1400, 60.0% ± 4.8 (240-160) over 1800-2200,
//! 60.6% ± 2.0 (1332-867-1) over 0-2200; basic 65.0% ± 4.7 (260-140) over 0-400,
//! 63.0% ± 4.7 (252-148) over 300-700, 56.5% ± 4.9 (226-174) over 700-1100, 60.9% ± 2.9
//! (670-430) over 0-1100.
//!
//! Why it loses blocks games to `search` (the match's games 200-259, counted from their events by a
//! throwaway program): it knocks fewer players down (519 Defender Down faces against 633) and loses
//! more (1,220 knocked down against 1,132; 108 to the box against 91); `search` throws a third more
//! blocks on two dice it picks (602 against 465). Carriers are blocked and knocked down about as
//! often on both sides (633 and 349 against 625 and 333), and as many blocks are thrown on dice the
//! defender picks (496 against 499). Over games 200-239 its players of strength 4 and 5 were
//! knocked down 254 times against 186, and `search`'s Heavy Tackle blocked 259 times against its
//! 199 (over 400-423 chosen to move 229 times against 195). Where the two coaches' choice of a
//! player differs (games 260-289, a second search asked alongside), the search's is the stronger
//! (3.24 against 3.06 on average) and more often a prone player stood up (41 against 25 of 268),
//! though over games 300-329 fewer of its players lay prone at the start of its turns (874
//! player-turns against 950). The answers' corrections to a stand-up (6 games of this coach against
//! itself, the search's best four players of every third choice) were mostly above nought: a
//! Safety's or Linebacker's +22 points on average (21 options), a Heavy Tackle's +73 (7, none
//! below); with blocks every correction above nought is dropped (`revise`).
//!
//! With blocks, the options the answers leave best are then told apart by whole turns played out
//! (`rollout`): the answer sees one player's move, not the blocks of the turn that follows.
//!
//! The line-up stays the heuristic's, player by player (`shut_out`). Over the first 200 games
//! against `search` (advanced / blocks; the coach as it stands: 62.5% / 65.5%), none of these
//! was stronger: each player on its square of the shipped "wall" formation, 60.0% / 62.0%; at
//! every placement the plan (a formation or the heuristic's) whose finished line-up the
//! evaluation values best, 59.5% (advanced); the plan chosen once, at the first placement, by
//! the search's value of the first turn, 61.0% / 63.0%. By that first-turn value the
//! heuristic's own line-up beats every shipped formation in both variants.
//!
//! A three-turn exchange did not tell the best two options apart better than the answer alone:
//! each played to its turn's likeliest ends, the opponent's chosen player played out over its
//! likeliest squares' likeliest ends, then the coach's best choice of player there against the
//! evaluation; the two moved by how much more than the other that reply gained (commit 581b30e
//! on branch reply-exchange). Over the first 200 games against `search`, advanced: two ends and
//! squares a turn 57.5% ± 6.9, at half weight 59.0% ± 6.8, three 61.0% ± 6.8, three only where
//! the two were within two points 59.5% ± 6.8 (against 62.5% ± 6.7); blocks, two: 53.5% ± 6.9,
//! only lowering the one gaining less 52.5% ± 6.9 (against 65.5% ± 6.6). It changed about a
//! quarter of the choices it looked at: the two replies' gains differ by as much as the options'
//! values (median 6.6 points against 6.3 choosing a player, advanced) and the second option's
//! gained more on average (28.0 against 22.6), so a handful of sampled positions mostly undid
//! the answer's order. It also took the mean decision from 6.5 to 10.0 ms, advanced.
//!
//! The work is bounded by a budget of replies (`budget`): each is one opponent's choice searched
//! in one position. Options are looked at best first until it is spent; the best option is always
//! looked at, so a budget of one is one option's outcomes.

mod answer;
mod block_choices;
mod rollout;
mod turn_end;

use gridiron_core::dice::SeededDice;
use gridiron_core::side::Side;

use super::search::SearchCoach;
use super::Coach;
use crate::engine::decision::{Decision, PlayerId};
use crate::engine::game::{Game, Pending};

/// Replies searched per decision unless the player says otherwise. Choosing a player takes up
/// to 12 replies a player (3 squares, up to 4 outcomes each), so 12 can look at the search's
/// first choice alone; 40 lets a few players be compared for a mean of 9 to 12 ms a decision.
/// Twice that was no stronger: 61.5% ± 4.8 against 62.5% ± 4.7 over 400 advanced games against
/// `search` (issue 24's report), nor with blocks: 65.0% ± 6.6 against 65.5% ± 6.6 over the first
/// 200 blocks games, nor in the basic game: 63.9% ± 4.7 (255-144-1) against 63.0% ± 4.7 over
/// games 300-700, where it changed the result of 55 games (29 to wins, 26 to losses).
/// Twenty-four, quicker, was as strong in the advanced game (62.8% ± 4.7, 251-149, over the
/// first 400, against 62.5% ± 4.7) but not with blocks (57.0% ± 6.9, 114-86, over the first
/// 200, against 65.5% ± 6.6).
pub const DEFAULT_BUDGET: u16 = 40;

/// The outcomes of one option followed up, most likely first: enough to cover this much of
/// their chance, at most `MAX_OUTCOMES` of them. The rest are taken to go as these do. Following
/// 99% and up to 8 (a pass's rare interception too) was no stronger: 60.8% ± 4.8 against 62.5%
/// ± 4.7 over 400 advanced games against `search`.
const COVERED: f64 = 0.85;
const MAX_OUTCOMES: usize = 4;

/// Choosing a player: the squares its rolls would take it to followed up, the likeliest first.
/// Five were weaker: 59.2% ± 4.8 against 62.5% ± 4.7 over 400 advanced games against `search`;
/// two, leaving more of the budget to other players, were no stronger: 60.0% ± 6.8 (120-80)
/// against 62.5% ± 6.7 over the first 200.
const MAX_SQUARES: usize = 3;

pub struct ReplyCoach {
    search: SearchCoach,
    /// The dice of its rollouts (`rollout`), a stream of its own from the coach's seed.
    rollout_dice: SeededDice,
    budget: u16,
}

impl ReplyCoach {
    pub fn new(seed: u64, budget: u16) -> ReplyCoach {
        let mut search = SearchCoach::new(seed);
        search.chances.fitted = true;
        ReplyCoach {
            search,
            rollout_dice: rollout::dice(seed),
            budget,
        }
    }
}

impl Coach for ReplyCoach {
    fn decide(&mut self, game: &Game, side: Side, legal: &[Decision]) -> Option<Decision> {
        if block_choices::is_block_choice(game) && legal.len() > 1 {
            if let Some(decision) = block_choices::decide(&mut self.search, game, side, legal) {
                return Some(decision);
            }
        }
        let budget = usize::from(self.budget);
        let blocks = game.setup().options.blocks;
        let dice = &mut self.rollout_dice;
        self.search
            .decide_with(game, side, legal, |search, game, me, values| {
                let revised = revise(search, game, me, values, budget);
                if blocks {
                    rollout::rerank(search, dice, game, me, revised)
                } else {
                    revised
                }
            })
    }

    fn name(&self) -> &'static str {
        "reply"
    }
}

/// The search's `values` of the options of a move or of what follows it, the best ones
/// corrected by the opponent's reply and the others left out; unchanged for other decisions.
///
/// With blocks an answer milder than the evaluation feared does not raise an option; one
/// harsher still lowers it. Over 400 blocks games against `search` the coach won 40.2% ± 5.2
/// (338 games) with every correction, 38.0% ± 4.8 with the answer's player's blocks played
/// out as the advanced game's passes are, 20-35 over the first 55 with each block followed over
/// every face its picker takes, and 56.2% ± 4.9 with the correction that only lowers (56.8%
/// ± 4.9 with the blocks played out too). Without blocks the answers that raise an option are worth
/// about ten points: only lowering, the basic game fell from 65.0% to 55.0% ± 4.9 and the advanced
/// from 62.5% to 55.2% ± 4.9. Why blocks differ is not settled. It is not the evaluation scoring
/// blocks with the basic game's tackle odds: with blocks every shot and tackle it values is
/// `block_gain`, by the face the picker keeps from the block dice (`Chances::block`). The answer's
/// leaf counts the coach's own next shot, with blocks nearly always a block to hand, in full where
/// the evaluation at the end of its turn counts it at `Weights::counter`: at `counter` in the
/// answers, every correction scored 50.7% ± 4.9 (only lowering, 55.5%), so that is ten points of
/// it. The answer's block, counted 1.4 times (at `counter` in the position after the move, then its
/// gain), counted once scored 41.0% ± 4.8 with every correction: not that. Nor the answers' scale
/// or noise: a knocked-down player valued by its injury roll's odds at the evaluation's own worth
/// of a prone, injured or boxed player (not half a player) scored 38.8% ± 4.8 with every correction
/// (57.8% only lowering); every correction halved, 57.5% ± 4.8; four samples of the coach's own
/// block, not one, 38.5% (58.2% only lowering). Where the strength comes from: without the answers
/// to a move the coach scored 51.2% ± 4.9 with blocks and 57.5% ± 4.8 in the advanced game; without
/// those to a choice of player, 55.2% ± 4.9 and 56.8% ± 4.9 (all over 400 games). With a block's
/// own decisions valued by the answers (`block_choices`), every correction still lost: 35.8% ± 7.4
/// (58-104) over the first 162 blocks games, where only lowering scored 66.0%; so did a raising
/// answer at a quarter of its size (lowering ones in full), 55.0% (66-54) over the first 120,
/// stopped where it could no longer reach the 65.5% (131-69) of the first 200.
///
/// A prone player's stand-up raised by a milder answer too (the module doc says why; branch
/// `reply-blocks`, commit baffa4e) was not kept: new games did not bear it out. Against `search`
/// with blocks it scored 60.8% ± 4.8 (243-157) against 57.0% ± 4.9 (228-172) over games 200-600 and
/// 63.0% ± 4.7 (252-148) against 57.5% ± 4.8 (230-170) over 600-1000 (171 games turned to wins, 134
/// to losses, a sign test's z of 2.1), but over new games 60.5% ± 4.8 (242-158) against 58.2% ± 4.8
/// (233-167) over 1000-1400 (71 turned to wins, 62 to losses) and 60.3% ± 5.5 (181-119) against
/// 61.0% ± 5.5 (183-117) over 1400-1700 (58 to wins, 60 to losses): 129 to 122 over those 700,
/// z 0.4. Over the first 200 it scored 56.0% ± 6.9 (112-88) against 65.5% (131-69); over all 1,700,
/// 60.6% ± 2.3 (1030-670) against 59.1% ± 2.3 (1005-695). In the advanced game with blocks, games
/// 0-300, 57.7% ± 5.6 (173-127) against 58.7% ± 5.6 (176-124) (48 turned to wins, 51 to losses).
/// Its decisions took as long (4.8 ms on average against 4.7 over 10 blocks games).
///
/// Nor, with blocks against `search`, these on top of it. The strong players' choices (strength 4
/// or more: the Tackle, the Linemen, the Heavy Tackle) raised too: 63.0% ± 4.7 (252-148) over games
/// 200-600, then 61.0% ± 4.8 (244-156) over 1000-1400, against 60.5% for the stand-up alone (90
/// games turned to wins, 88 to losses) and 58.2% without it (100 to wins, 89 to losses). The
/// coach's own evaluation (its search's, its answers' and its turns' ends') valuing a standing
/// player 2 points more for each point of strength above three (a Heavy Tackle 16, a Running Back
/// 10; a player's loss when knocked down in a block half of that, as of `Weights::player`):
/// 57.0% ± 4.9 (228-172) over 200-600. A two-dice block its own side picks the face of, after the
/// move, raised too: 61.0% ± 4.8 (244-156) over 200-600, against the stand-up alone's 60.8%
/// (243-157). Every choice of a player raised (moves still only lowered) scored 52.0% ± 4.9
/// (208-192) over games 200-600.
///
/// These were no stronger either, each over the first 200 advanced games against `search`,
/// where the coach as it stands scores 62.5% ± 6.7: its own search wider than `search`'s (3
/// squares a roll while choosing, 14 once the roll is known, 5 of them to every outcome; the
/// opponent's answer searched as widely), 59.0% ± 6.8; a fumbled ball's or an incomplete pass's
/// placement corrected by the answer too, 59.0% ± 6.8. Every correction at three quarters, as the
/// three-turn exchange (module doc) suggested the answers overshoot: 63.5% ± 6.7 over those 200,
/// then 55.5% over the next 200, 59.5% ± 4.8 (238-162) over 400 against 62.5% ± 4.7. At a
/// quarter more, as if they undershot, no stronger either: 61.0% ± 4.8 (244-156) over advanced
/// games 300-700 against 62.6% (90 games turned to wins, 96 to losses), and in the basic game
/// 63.4% ± 4.7 (253-146-1) against 63.0% (93 and 92). The
/// coach's own next shot counted at `Weights::counter` in the answers, as tried with blocks
/// above: 57.0% ± 6.9 (114-86) over those 200; in the advanced game that shot counts in full.
/// Nor the coach's evaluation (its own search's and the answers') valuing a fast player above a
/// slow one, as the runner gambled against a slower carrier suggests (a point for each
/// square its roll gives on average beyond a d8's: a Running Back 18 points, not 12), 59.5% ± 6.8
/// (119-81) over those 200.
///
/// Nor, in the advanced game, an answer that only lowers an option while the ball lies loose, as
/// with blocks (branch `reply-advanced`, commit 833ec72). Over the advanced games 700-779 against
/// `search` the coach picked a loose ball up half as often as `search` (135 pickups in 950 choices
/// of a player with the ball loose, against 334 in 1,062), took 49 of the 210 balls put back in
/// play (at a period's start or after a touchdown) to its 161, and ended 1,445 turns holding the
/// ball against 2,318: waiting beside the ball was raised by an answer milder than the evaluation's
/// pick-up-and-score shot (up to 60 points), the pickup lowered by the tackle that answers it. The
/// candidate changed that (258 pickups against 250, 89 of those balls against 115, 1,674 turns
/// holding the ball against 1,829 over the same games) but not the record: 60.5% ± 4.8 (242-158)
/// over games 300-700, against 62.6% ± 4.7 (250-149-1) as it stands, 80 games turned to wins and 88
/// to losses; its decisions took as long (7.0 ms on average, 55 ms at worst, against 6.8 and 57
/// over 10 advanced games). Nor the search's values taken as they are while the ball lies loose, no
/// answers at all (commit 904856f): 62.5% ± 4.7 (250-150) over the same games, 84 turned to wins
/// and 84 to losses. How the loose ball is played is not where the coach loses its advanced games:
/// over games 700-859 it won more tackles than `search` (1,906 against 1,745), took the ball from
/// its carrier more often (521 against 383 times) and scored more touchdowns a possession (235 in
/// 691 against 180 in 729).
///
/// Nor, in the advanced game, a turn that passes keeping the search's own value, unanswered (the
/// pass after the move, or a move the search would follow with one; branch `reply-passes`,
/// commit b6e8c06). Over advanced games 700-779 the coach threw 199 passes (144 completed)
/// against `search`'s 368 (278), and over games 700-719 the answers lowered a pass after the move
/// by 10.6 points on average and raised ending the turn instead by 9.8; a carrier's move that set
/// a pass up lost 10.6 points to them, its other moves 0.2. The candidate threw more passes than
/// `search` (348, 283 completed, against its 302 and 225 over games 700-779), though it ended as
/// many turns holding the ball (1,430 against 1,445 as it stands), and scored 61.0% ± 4.8
/// (244-156) over games 300-700 against 62.6% ± 4.7 (250-149-1), 66 games turned to wins and 72
/// to losses; its decisions took as long (7.0 ms on average, 58 ms at worst, against 6.8 and 57
/// over 10 advanced games). The answers' lowering of a pass is not what costs the coach its
/// advanced games: throwing as often as `search` did not win more of them.
///
/// Nor the coach's evaluation weighted otherwise (its search's, its answers' and its turns'
/// ends'; `search` kept the shipped weights), over advanced games 300-700 against `search`,
/// where the coach as it stands scores 62.6% ± 4.7 (250-149-1): the other side's shot at
/// `Weights::counter` 0.3, 62.5% ± 4.7 (250-150, 96 games turned to wins and 96 to losses), or
/// 0.55, 61.5% ± 4.8 (246-154, 95 and 100); the ball held worth 45 points, 54.8% ± 4.9 (219-181,
/// 74 and 106), or 20, 60.5% ± 4.8 (242-158, 84 and 92); the next mover's shot at
/// `Weights::reply` 0.8, 59.0% ± 4.8 (236-164, 87 and 102), or 1.2, 59.8% ± 4.8 (239-161, 87
/// and 98); a standing player worth 14 points, 57.0% ± 4.9 (228-172, 81 and 104), or 10, 59.2%
/// ± 4.8 (237-163, 77 and 90). Every one lost, which a caution explains in part: the answers
/// model `search`'s choice of a player with the coach's own weights, so weights of its own also
/// mispredict the opponent. With the answers valued by the shipped weights and only the rest by
/// the candidate's, a player worth 14 scored 60.5% ± 4.8 (242-158; 82 games turned to wins and
/// 68 to losses against the same weights throughout) and `counter` 0.3 61.8% ± 4.8 (247-153).
/// A carrier's progress (`Weights::advance`, 50) so: at 60, 55.2% ± 4.9 (221-179); at 30, 60.2%
/// ± 4.8 (241-159); at 40, 64.5% ± 4.7 (258-142), then 61.5% ± 4.8 (246-154) against 58.2% over
/// games 1000-1400, then 56.5% ± 4.9 (226-174) against 59.2% ± 4.8 (237-163) over 1400-1800:
/// 60.8% ± 2.8 against 60.0% ± 2.8 over the 1,200, 268 games turned to wins and 258 to losses
/// (a sign test's z of 0.4). Noise, not a lead.
fn revise(
    search: &mut SearchCoach,
    game: &Game,
    me: Side,
    values: Vec<(Decision, f64)>,
    budget: usize,
) -> Vec<(Decision, f64)> {
    let only_lowers = game.setup().options.blocks;
    let choosing = game.pending() == Pending::ChoosePlayer;
    if !choosing && !matches!(game.pending(), Pending::Move { .. } | Pending::AfterMove) {
        return values;
    }
    let mut order: Vec<usize> = (0..values.len())
        .filter(|&i| values[i].1.is_finite())
        .collect();
    order.sort_by(|&a, &b| values[b].1.total_cmp(&values[a].1));
    let mut revised: Vec<(Decision, f64)> = values
        .iter()
        .map(|&(d, _)| (d, f64::NEG_INFINITY))
        .collect();
    let mut spent = 0;
    for (n, &i) in order.iter().enumerate() {
        if n > 0 && spent >= budget {
            break;
        }
        let (decision, value) = values[i];
        // Each reply maps the reach of its own position; the options are the decision's.
        search.chances.map_reach(game);
        let (correction, replies) = match decision {
            Decision::Choose(player) if choosing => {
                player_correction(search, game, me, player, budget.saturating_sub(spent))
            }
            _ => reply_correction(search, game, me, decision),
        };
        spent += replies;
        revised[i].1 = value
            + if only_lowers {
                correction.min(0.0)
            } else {
                correction
            };
    }
    if order.is_empty() {
        values
    } else {
        revised
    }
}

/// How much worse than the search thought `decision` turns out with the opponent's answer to
/// each of its likely outcomes, and how many answers that took.
fn reply_correction(
    search: &mut SearchCoach,
    game: &Game,
    me: Side,
    decision: Decision,
) -> (f64, usize) {
    search.chances.map_reach(game);
    let ends = turn_end::turn_ends(search, game, me, decision);
    let mut total = 0.0;
    let mut weight = 0.0;
    let mut replies = 0;
    for (chance, end) in ends {
        if let Some(c) = answer::correction(search, &end, me) {
            total += chance * c;
            replies += 1;
        }
        weight += chance;
    }
    (mean(total, weight), replies)
}

/// A sum weighted by chances over the chances it covers; nought for none.
fn mean(total: f64, weight: f64) -> f64 {
    if weight > 0.0 {
        total / weight
    } else {
        0.0
    }
}

/// Choosing `player`: the correction of the squares the search would take with its rolls, the
/// likeliest first, as far as `budget` goes (at least one), weighted by their rolls' chances.
fn player_correction(
    search: &mut SearchCoach,
    game: &Game,
    me: Side,
    player: PlayerId,
    budget: usize,
) -> (f64, usize) {
    let (_, plan) = search.choose_plan(game, me, player);
    let Some((base, taken)) = plan else {
        // Standing up, or nowhere to go: the turn as the search plays it from one roll.
        return reply_correction(search, game, me, Decision::Choose(player));
    };
    let mut squares: Vec<(Decision, f64)> = Vec::new();
    for (chance, decision) in taken {
        let Some(decision) = decision else {
            continue;
        };
        match squares.iter_mut().find(|(d, _)| *d == decision) {
            Some(entry) => entry.1 += chance,
            None => squares.push((decision, chance)),
        }
    }
    squares.sort_by(|a, b| b.1.total_cmp(&a.1));
    let mut total = 0.0;
    let mut weight = 0.0;
    let mut spent = 0;
    for (decision, chance) in squares.into_iter().take(MAX_SQUARES) {
        if weight > 0.0 && spent >= budget {
            break;
        }
        let (correction, replies) = reply_correction(search, &base, me, decision);
        spent += replies;
        total += chance * correction;
        weight += chance;
    }
    (mean(total, weight), spent)
}

#[cfg(test)]
mod tests {
    use gridiron_core::dice::SeededDice;
    use gridiron_core::game::Discard;

    use super::super::heuristic::HeuristicCoach;
    use super::*;
    use crate::coach::test_positions::boxed_setup;
    use crate::engine::setup::Options;

    /// The moves of a game the heuristic plays against itself, until the reply coach has valued
    /// an option below the search (and, without blocks, one above) or 20 moves were looked at:
    /// how many options it valued above the search, and how many below.
    fn raised_and_lowered(blocks: bool) -> (usize, usize) {
        let mut game = Game::new(boxed_setup(Options {
            advanced: false,
            blocks,
        }));
        let mut play = HeuristicCoach::new(5);
        let mut search = SearchCoach::new(5);
        let mut dice = SeededDice::from_seed(5);
        let mut legal = Vec::new();
        let (mut raised, mut lowered) = (0, 0);
        let mut moves = 0;
        while moves < 20 && (lowered == 0 || (raised == 0 && !blocks)) {
            let Some(side) = game.waiting_on() else { break };
            game.legal(side, &mut legal);
            if matches!(game.pending(), Pending::Move { .. }) {
                moves += 1;
                let values = search.values(&game, side, &legal).unwrap_or_default();
                let revised = revise(&mut search, &game, side, values.clone(), 2);
                for ((_, before), (_, after)) in values.iter().zip(&revised) {
                    if after.is_finite() && after > before {
                        raised += 1;
                    } else if after.is_finite() && after < before {
                        lowered += 1;
                    }
                }
            }
            let Some(decision) = play.decide(&game, side, &legal) else {
                break;
            };
            game.apply(side, decision, &mut dice, &mut Discard)
                .expect("the heuristic's decision is legal");
        }
        (raised, lowered)
    }

    #[test]
    fn with_blocks_the_answer_only_ever_lowers_an_option() {
        let (raised, lowered) = raised_and_lowered(true);
        assert_eq!(raised, 0);
        assert!(lowered > 0, "no option looked at was lowered");
        let (raised, lowered) = raised_and_lowered(false);
        assert!(
            raised > 0 && lowered > 0,
            "basic: {raised} raised, {lowered} lowered"
        );
    }
}
