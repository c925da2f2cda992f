//! The reply coach's evaluation without blocks: the hand-weighted evaluation's parts
//! (`evaluation`), reweighed by a logistic regression of who won on where the games stood
//! (`fitting`, and `examples/bb_fit.rs` to fit them again). Where a touchdown's lead is worth
//! 150 points in both, the fit values material far above the hand weights (a player off the
//! field 16.5 points, one in the box 58, where the hand weights say 12 and 16), the ball at 0.43
//! of their worth of it, and the best shots of the next turn at about half of what the dice make
//! of them (the next mover's at 0.52, the other side's at 0.12, against 1 and 0.4).
//!
//! The parts are measured as the hand-weighted evaluation measures them, with its weights: a
//! shot's worth (`evaluation::shot`) stays in the hand weights' points, and the fit says how
//! much of it counts.

use gridiron_core::side::Side;

use super::chances::Chances;
use super::evaluation::{carried_ball_value, holder, next_mover, path_to_score, shot, way_value};
use crate::engine::decision::PlayerId;
use crate::engine::game::{Game, Place};
use crate::engine::setup::Options;

/// How many parts a position is measured by.
pub(crate) const PARTS: usize = 7;

/// The parts' names, in their order, for the fitting's report.
pub const PART_NAMES: [&str; PARTS] = [
    "score",
    "standing",
    "prone",
    "boxed",
    "ball",
    "next_shot",
    "other_shot",
];

/// Each part's worth, in points where a touchdown is worth `Weights::touchdown`.
pub(crate) type Coefficients = [f64; PARTS];

/// Fitted over 4,000 advanced games of `search` against itself (377,351 positions;
/// `bb_fit 4000 advanced 1 20241`); 4,000 others, seeded otherwise, gave 17.6, -35.1, 0.467,
/// 0.524 and 0.113.
const FITTED: Coefficients = [150.0, 16.505, 0.0, -41.678, 0.430, 0.518, 0.117];

/// The fitted coefficients for a variant; `None` where the hand weights are kept. With blocks
/// the hand weights are strong already (74.3% against `search`), and the fit has seen no
/// prone players to weigh. The basic game takes the advanced game's fit: fitted on 4,000 basic
/// games, it scored 58.0% ± 4.8 against `search` over basic games 700-1100, where the
/// advanced game's scored 59.2% ± 4.8 (the hand weights 56.5%).
pub(crate) fn for_options(options: &Options) -> Option<&'static Coefficients> {
    (!options.blocks).then_some(&FITTED)
}

/// The parts of `game` as `me` sees them, each counted for `me` and against the other side:
/// the score, standing, prone and boxed players, the ball held as the hand weights value it (with
/// its progress and the carrier's open way), and the best shot of the side to move next and of
/// the other. The ball is one part, not three: held, progress and open way rise together, and
/// fitted apart they traded worth from one fit to the next (4,000 games seeded otherwise gave
/// 21.4, -12.5 and 31.9 points where the fit before had 14.4, 26.3 and 17.0) at the same fit.
pub(crate) fn parts(game: &Game, me: Side, ch: &mut Chances) -> [f64; PARTS] {
    let sign = |side: Side| if side == me { 1.0 } else { -1.0 };
    let mut f = [0.0; PARTS];
    f[0] = f64::from(game.score(me)) - f64::from(game.score(me.other()));
    for id in 0..game.players().len() as PlayerId {
        let p = game.player(id);
        let s = sign(game.team_of(id));
        match p.place {
            Place::Field(_) if p.prone => f[2] += s,
            Place::Field(_) | Place::Waiting => f[1] += s,
            Place::Box => f[3] += s,
            Place::LockerRoom => {}
        }
    }
    let carrier = holder(game).filter(|&c| game.standing(c));
    let path = carrier.and_then(|c| path_to_score(game, c));
    if let Some(carrier) = carrier {
        f[4] = sign(game.team_of(carrier))
            * (carried_ball_value(game, carrier, ch) + way_value(carrier, path, ch));
    }
    if let Some(next) = next_mover(game) {
        // A touchdown that wins is worth `WIN` less the position (`shot`'s `base`): measured
        // from nought here, as the fit measured it.
        f[5] = sign(next) * shot(game, next, 0.0, path, ch);
        f[6] = sign(next.other()) * shot(game, next.other(), 0.0, path, ch);
    }
    f
}

/// The position's worth to `me` by `coefficients`.
pub(crate) fn value(game: &Game, me: Side, ch: &mut Chances, coefficients: &Coefficients) -> f64 {
    parts(game, me, ch)
        .iter()
        .zip(coefficients)
        .map(|(part, worth)| part * worth)
        .sum()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::coach::test_positions::harts_tackle_carrying;

    /// The Harts' Tackle holds the ball on row 15 with the Wolves a touchdown up; three Wolves
    /// and two Harts on the field, everybody else in the box.
    fn harts_carry() -> Game {
        let options = Options {
            advanced: true,
            blocks: false,
        };
        harts_tackle_carrying(options, |scenario| {
            scenario.rest = Place::Box;
            scenario.score = [1, 0];
        })
    }

    #[test]
    fn the_parts_count_for_me_and_against_the_other_side() {
        let game = harts_carry();
        let mut ch = Chances::default();
        ch.prepare(&game);
        ch.map_reach(&game);
        let wolves = parts(&game, Side::Home, &mut ch);
        // A touchdown up, a standing player more, one fewer in the box (8 against 9); the
        // Harts hold the ball.
        assert_eq!(wolves[..4], [1.0, 1.0, 0.0, -1.0]);
        assert!(
            wolves[4] <= -30.0,
            "the Harts' ball counts against: {wolves:?}"
        );
        let harts = parts(&game, Side::Away, &mut ch);
        for (w, h) in wolves.iter().zip(&harts) {
            assert_eq!(*w, -*h, "{wolves:?} against {harts:?}");
        }
        // So the position is worth as much to one side as it costs the other.
        let coefficients = for_options(&game.setup().options).expect("advanced is fitted");
        let home = value(&game, Side::Home, &mut ch, coefficients);
        assert_ne!(home, 0.0);
        assert_eq!(home, -value(&game, Side::Away, &mut ch, coefficients));
    }

    #[test]
    fn only_games_without_blocks_are_fitted() {
        let fitted = |advanced, blocks| for_options(&Options { advanced, blocks }).is_some();
        assert!(fitted(true, false));
        assert!(fitted(false, false));
        assert!(!fitted(true, true));
        assert!(!fitted(false, true));
    }
}
