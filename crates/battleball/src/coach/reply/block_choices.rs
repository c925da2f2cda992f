//! A block's own decisions (the face, the push, the follow-up), which the search leaves to the
//! heuristic: each option played to the turn's end a few times and valued through the
//! opponent's answer, as the reply coach values its moves.

use gridiron_core::side::Side;

use super::super::search::SearchCoach;
use super::{answer, turn_end};
use crate::engine::decision::Decision;
use crate::engine::game::{Game, Pending};

/// Turn ends sampled for each option: the injury rolls and the scattering ball are the dice's.
const SAMPLES: usize = 4;

/// Whether `game`'s decision is one of a block's.
pub(super) fn is_block_choice(game: &Game) -> bool {
    matches!(
        game.pending(),
        Pending::BlockDie | Pending::Push | Pending::FollowUp
    )
}

/// The option of `legal` worth most to `me` over its sampled turn ends; `None` if none could be
/// played out.
pub(super) fn decide(
    search: &mut SearchCoach,
    game: &Game,
    me: Side,
    legal: &[Decision],
) -> Option<Decision> {
    search.chances.prepare(game);
    let mover = game.to_move();
    let mut best: Option<(Decision, f64)> = None;
    for &decision in legal {
        let mut total = 0.0;
        let mut n = 0u32;
        for _ in 0..SAMPLES {
            search.chances.map_reach(game);
            let Some(mut end) = search.after(game, decision) else {
                break;
            };
            turn_end::finish(search, &mut end, mover);
            // What the opponent's best answer leaves (the correction maps the end's reach, which
            // the evaluation then reads), or the evaluation where the turn ends with no answer:
            // the game's end, a touchdown, or the coach's own turn where the opponent blocked and
            // the coach picks the face. There the coach's best choice of player, as the search
            // values it, was no stronger: 62.5% ± 6.7 (125-75) against 65.5% ± 6.6 (131-69) over
            // the first 200 blocks games against `search`; of the 36 games that came out
            // otherwise, 21 went to the coach as it stands.
            let correction = answer::correction(search, &end, me).unwrap_or(0.0);
            total += search.value(&end, me) + correction;
            n += 1;
        }
        if n == 0 {
            continue;
        }
        let worth = total / f64::from(n);
        if best.is_none_or(|(_, b)| worth > b) {
            best = Some((decision, worth));
        }
    }
    best.map(|(d, _)| d)
}

#[cfg(test)]
mod tests {
    use gridiron_core::dice::SeededDice;
    use gridiron_core::game::Discard;

    use super::super::super::heuristic;
    use super::super::super::sandbox::Faces;
    use super::super::super::Coach;
    use super::super::{ReplyCoach, DEFAULT_BUDGET};
    use super::*;
    use crate::coach::test_positions::boxed_setup;
    use crate::engine::setup::Options;
    use crate::{Ball, Period, Scenario};

    /// BB3: second half, 1-1, the Black Harts' Running Back (d20) holds the ball on row 3, a roll
    /// from the touchdown that wins; its teammates are far up the field. The Iron Wolves'
    /// Tackle stands next to it and blocks with two dice, its coach picking: Both Down and
    /// Pushed. The heuristic likes Pushed better (its own Tackle stays up), and pushes the
    /// carrier on towards its goal; knocked down, the carrier drops the ball and spends its
    /// next turn standing up.
    #[test]
    fn bb3_the_carrier_about_to_score_is_knocked_down_with_the_blocker() {
        let setup = boxed_setup(Options {
            advanced: false,
            blocks: true,
        });
        let board = setup.board.clone();
        let at = |row: u8, x: u8| board.at(row, x).expect("a square");
        // The Wolves are players 0-10, the Harts 11-21, in the roster's order: Running Backs,
        // Tackle, Heavy Tackle, Linebackers, Safeties, Linemen.
        let (runner, tackle, carrier) = (0, 3, 11);
        let field = [
            (runner, at(15, 11)),
            (tackle, at(4, 10)),
            (carrier, at(3, 11)),
            (16, at(18, 6)),
            (17, at(18, 16)),
        ];
        let mut scenario = Scenario::new(Side::Home, &field, Ball::Held(carrier));
        scenario.score = [1, 1];
        scenario.period = Period::Second;
        let mut game = Game::from_scenario(setup, &scenario);
        let mut spare = SeededDice::from_seed(1);
        let mut play = |game: &mut Game, decision: Decision, faces: &[u8]| {
            game.apply(
                Side::Home,
                decision,
                &mut Faces::new(faces, &mut spare),
                &mut Discard,
            )
            .expect("a legal decision");
        };
        // The Running Back steps one square aside; the Tackle's block is the turn's tackle.
        play(&mut game, Decision::Choose(runner), &[1]);
        play(&mut game, Decision::MoveTo(at(15, 13)), &[]);
        assert_eq!(game.pending(), Pending::AfterMove);
        let block = Decision::Tackle {
            attacker: tackle,
            defender: carrier,
        };
        play(&mut game, block, &[2, 3]);
        assert_eq!(game.pending(), Pending::BlockDie);
        let mut legal = Vec::new();
        game.legal(Side::Home, &mut legal);
        let (both_down, pushed) = (Decision::UseDie(0), Decision::UseDie(1));
        assert_eq!(legal, [both_down, pushed]);

        let mut chances = SearchCoach::new(0).chances;
        chances.prepare(&game);
        let plain = heuristic::decide(&game, Side::Home, &legal, &mut chances, 0);
        assert_eq!(plain, pushed);
        // The turn ends are sampled: the choice holds whatever the coach's seed.
        for seed in 0..4 {
            let mut reply = ReplyCoach::new(seed, DEFAULT_BUDGET);
            let chosen = reply.decide(&game, Side::Home, &legal);
            assert_eq!(chosen, Some(both_down), "seed {seed}");
        }
    }
}
