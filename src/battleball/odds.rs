//! The chances of the dice, for coaches weighing a decision before it is made. Each function
//! enumerates every face of the dice involved and asks the very rule function the engine
//! resolves with (`settle_tackle`, `settle_pass`, `malfunctions`, `any_two_equal`), so a coach's
//! odds and the engine's results cannot disagree. Pure: no dice are rolled.
//!
//! Where a Heavy Tackle's coach picks one of two dice, the odds assume the pick that is never
//! worse for that coach: the lower die in a tackle (the lower wins, BK1), the higher to move (a
//! move is "up to" the roll, BT2) and to catch (the total must reach the distance, BA3).

use super::ball::{settle_pass, PassResult};
use super::decision::PlayerId;
use super::game::Game;
use super::movement::malfunctions;
use super::tackle::{any_two_equal, settle_tackle, Carrying, TackleResult};

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

/// The outcomes of `attacker` tackling `defender` now (BK1-BK5), each with its chance; outcomes
/// that differ only in the faces are counted together.
pub fn tackle_odds(
    game: &Game,
    attacker: PlayerId,
    defender: PlayerId,
) -> Vec<(f64, TackleResult)> {
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
    let mut outcomes: Vec<(f64, TackleResult)> = Vec::new();
    for &a in &attacker_rolls {
        for &d in &defender_rolls {
            let result = settle_tackle(carrying, a, d, lower(a), lower(d));
            match outcomes.iter_mut().find(|(_, r)| *r == result) {
                Some((chance, _)) => *chance += each,
                None => outcomes.push((each, result)),
            }
        }
    }
    outcomes
}

/// The chance that the carrier's hand-off to `to` is fumbled (BH1: any two dice equal).
pub fn hand_off_fumble(game: &Game, from: PlayerId, to: PlayerId) -> f64 {
    let giver = rolls(game, from);
    let receiver = rolls(game, to);
    let fumbles = giver
        .iter()
        .flat_map(|g| receiver.iter().map(move |r| [g[0], g[1], r[0], r[1]]))
        .filter(|all| any_two_equal(all))
        .count();
    fumbles as f64 / (giver.len() * receiver.len()).max(1) as f64
}

/// The chances of a pass from `from` to `to` now (BA2-BA3).
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct PassOdds {
    pub complete: f64,
    pub fumbled: f64,
    pub incomplete: f64,
}

pub fn pass_odds(game: &Game, from: PlayerId, to: PlayerId) -> PassOdds {
    let distance = game.distance_between(from, to);
    let receiver = rolls(game, to);
    let passing_sides = game.setup().library.passing_die.max(1);
    let each = 1.0 / (receiver.len() * usize::from(passing_sides)).max(1) as f64;
    let mut odds = PassOdds::default();
    for &roll in &receiver {
        let used = roll[0].max(roll[1]);
        for passing in 1..=passing_sides {
            match settle_pass(roll, passing, used, distance) {
                PassResult::Complete => odds.complete += each,
                PassResult::Fumbled => odds.fumbled += each,
                PassResult::Incomplete => odds.incomplete += each,
            }
        }
    }
    odds
}
