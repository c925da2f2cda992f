//! The chances of the dice, for coaches weighing a decision before it is made. Each function
//! enumerates every face of the dice involved and asks the very rule function the engine
//! resolves with (`settle_tackle`, `settle_pass`, `malfunctions`, `any_two_equal`), so a coach's
//! odds and the engine's results cannot disagree. Pure: no dice are rolled.
//!
//! Where a Heavy Tackle's coach picks one of two dice, the odds assume the pick that is never
//! worse for that coach: the lower die in a tackle (the lower wins, BK1), the higher to move (a
//! move is "up to" the roll, BT2) and to catch (the total must reach the distance, BA3).

use crate::engine::ball::{settle_pass, PassResult};
use crate::engine::decision::PlayerId;
use crate::engine::game::Game;
use crate::engine::movement::malfunctions;
use crate::engine::tackle::{any_two_equal, settle_tackle, Carrying, TackleResult};

/// Every equally likely roll of a player: its die, or a Heavy Tackle's two (the second 0 for one
/// die).
fn rolls(game: &Game, player: PlayerId) -> Vec<[u8; 2]> {
    let p = game.player(player);
    let sides = p.die.max(1);
    if p.heavy {
        (1..=sides)
            .flat_map(|a| (1..=sides).map(move |b| [a, b]))
            .collect()
    } else {
        (1..=sides).map(|a| [a, 0]).collect()
    }
}

/// `odds[k]`: the chance that `player`'s move roll lets it move `k` squares (so at least `k`);
/// `odds[0]` is the chance it moves at all (a Heavy Tackle's doubles do not, BT1). The last index
/// is the most the roll can give.
pub fn move_odds(game: &Game, player: PlayerId) -> Vec<f64> {
    let all = rolls(game, player);
    let heavy = game.player(player).heavy;
    let mut counts = vec![0u32; usize::from(game.player(player).die) + 1];
    for roll in &all {
        let steps = if heavy {
            if malfunctions(*roll) {
                continue;
            }
            roll[0].max(roll[1])
        } else {
            roll[0]
        };
        counts[usize::from(steps)] += 1;
    }
    // From "exactly k" to "at least k".
    let total = all.len().max(1) as f64;
    let mut odds = vec![0.0; counts.len()];
    let mut at_least = 0;
    for k in (1..counts.len()).rev() {
        at_least += counts[k];
        odds[k] = f64::from(at_least) / total;
    }
    odds[0] = f64::from(at_least) / total;
    odds
}

/// One way a roll can end, with its chance, and faces that produce it in the order the engine
/// rolls them (so a coach can play it out on a `Game::sandbox`): a tackle's attacker's dice then
/// the defender's, a hand-off's giver's then the receiver's, a pass's receiver's then the passing
/// die. A Heavy Tackle rolls two faces.
#[derive(Debug, Clone, PartialEq)]
pub struct Outcome<R> {
    pub chance: f64,
    pub result: R,
    pub faces: Vec<u8>,
}

fn count<R: PartialEq>(outcomes: &mut Vec<Outcome<R>>, each: f64, result: R, faces: &[[u8; 2]]) {
    match outcomes.iter_mut().find(|o| o.result == result) {
        Some(o) => o.chance += each,
        None => outcomes.push(Outcome {
            chance: each,
            result,
            faces: faces
                .iter()
                .flat_map(|f| f.iter().copied().filter(|&n| n != 0))
                .collect(),
        }),
    }
}

/// The outcomes of `attacker` tackling `defender` now (BK1-BK5); outcomes that differ only in
/// the faces are counted together.
pub fn tackle_odds(
    game: &Game,
    attacker: PlayerId,
    defender: PlayerId,
) -> Vec<Outcome<TackleResult>> {
    let carrying = match game.carrier() {
        Some(c) if c == attacker => Carrying::Attacker,
        Some(c) if c == defender => Carrying::Defender,
        _ => Carrying::Neither,
    };
    let lower = |roll: [u8; 2]| match roll {
        [a, 0] => a,
        [a, b] => a.min(b),
    };
    let attacker_rolls = rolls(game, attacker);
    let defender_rolls = rolls(game, defender);
    let each = 1.0 / (attacker_rolls.len() * defender_rolls.len()).max(1) as f64;
    let mut outcomes = Vec::new();
    for &a in &attacker_rolls {
        for &d in &defender_rolls {
            let result = settle_tackle(carrying, a, d, lower(a), lower(d));
            count(&mut outcomes, each, result, &[a, d]);
        }
    }
    outcomes
}

/// Whether a hand-off is fumbled (BH1): `true` on any two equal dice.
pub(crate) fn hand_off_odds(game: &Game, from: PlayerId, to: PlayerId) -> Vec<Outcome<bool>> {
    let giver = rolls(game, from);
    let receiver = rolls(game, to);
    let each = 1.0 / (giver.len() * receiver.len()).max(1) as f64;
    let mut outcomes = Vec::new();
    for &g in &giver {
        for &r in &receiver {
            let fumbled = any_two_equal(&[g[0], g[1], r[0], r[1]]);
            count(&mut outcomes, each, fumbled, &[g, r]);
        }
    }
    outcomes
}

/// The outcomes of a pass from `from` to `to` now (BA2-BA3).
pub fn pass_odds(game: &Game, from: PlayerId, to: PlayerId) -> Vec<Outcome<PassResult>> {
    let distance = game.distance_between(from, to);
    let receiver = rolls(game, to);
    let passing_sides = game.setup().library.passing_die.max(1);
    let each = 1.0 / (receiver.len() * usize::from(passing_sides)).max(1) as f64;
    let mut outcomes = Vec::new();
    for &roll in &receiver {
        let used = roll[0].max(roll[1]);
        for passing in 1..=passing_sides {
            let result = settle_pass(roll, passing, used, distance);
            count(&mut outcomes, each, result, &[roll, [passing, 0]]);
        }
    }
    outcomes
}
