//! Battleball's computer coaches, in the shape every game's coaches share: each answers the
//! pending decision from the legal options, does no IO, and draws any randomness from its own
//! seeded stream, never the game's dice, so a game replays exactly from its seeds.
//!
//! Battleball is open information: a coach sees the public `Game` (where everyone is, the ball,
//! the score, whose turn) and the options, as a player at the table does. It never reads the
//! dice. What a coach needs of the rules (where a roll can take a player, the chances of a
//! tackle) it asks the engine (`Game::reach_now`, `battleball::odds`), so no rule is written twice.
//!
//! - `random`: uniform over the legal options; the baseline.
//! - `heuristic`: football sense, one decision at a time: advance the carrier, protect it, tackle
//!   where the dice favour you, pass when a receiver is open.
//! - `search`: expectimax over the coach's own turn (the roll, the move, the tackle's dice) with
//!   `evaluation` at the leaves, which weighs the opponent's best reply.
//! - `narrow-search`: the same search over fewer squares (`level`'s normal).
//! - `reply`: the search, with its best options looked at once more through the opponent's
//!   answer (the search's own choice of player, from the other side), within a budget of work.

mod chances;
mod evaluation;
mod fitted;
pub mod fitting;
mod heuristic;
pub mod level;
pub mod match_play;
mod narrow;
mod random;
mod reply;
mod sandbox;
mod search;
#[cfg(test)]
mod test_positions;

use std::borrow::Cow;

use gridiron_core::game::Discard;
use gridiron_core::side::Side;

use crate::engine::decision::Decision;
use crate::engine::game::Game;

/// The terminal's default block die is the face this coach would pick.
pub use chances::preference as block_face_preference;
pub use random::{pick_random, play_random};
pub use reply::{ReplyCoach, DEFAULT_BUDGET as DEFAULT_REPLY_BUDGET};
pub use search::SearchCoach;

/// A computer coach: picks one of `legal`, the options of `side`, which owes the pending
/// decision of `game`. `None` only when `legal` is empty.
pub trait Coach {
    fn decide(&mut self, game: &Game, side: Side, legal: &[Decision]) -> Option<Decision>;
    fn name(&self) -> &'static str;
}

/// The computer coaches by name, as the command line will name them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum BbCoachKind {
    Random,
    Heuristic,
    Search,
    NarrowSearch,
    /// The reply coach with its budget: opponent's replies searched per decision.
    Reply {
        budget: u16,
    },
}

impl BbCoachKind {
    pub const ALL: [BbCoachKind; 5] = [
        BbCoachKind::Random,
        BbCoachKind::Heuristic,
        BbCoachKind::NarrowSearch,
        BbCoachKind::Search,
        BbCoachKind::Reply {
            budget: reply::DEFAULT_BUDGET,
        },
    ];

    /// The coach of a league batch, and of a computer seat whose name a record does not give:
    /// a player at the terminal meets `level::coach_of(Level::DEFAULT)` unless they choose
    /// another, which looks further but takes twenty times as long, too long for thousands of
    /// games.
    pub const DEFAULT: BbCoachKind = BbCoachKind::Search;

    /// The name `--coach` takes and a save records: a budget other than the default is part of
    /// it (`reply:12`), so a resumed game is played by the coach that began it.
    pub fn name(self) -> Cow<'static, str> {
        match self {
            BbCoachKind::Random => "random".into(),
            BbCoachKind::Heuristic => "heuristic".into(),
            BbCoachKind::Search => "search".into(),
            BbCoachKind::NarrowSearch => "narrow-search".into(),
            BbCoachKind::Reply { budget } if budget == reply::DEFAULT_BUDGET => "reply".into(),
            BbCoachKind::Reply { budget } => format!("reply:{budget}").into(),
        }
    }

    pub fn build(self, seed: u64) -> Box<dyn Coach + Send> {
        match self {
            BbCoachKind::Random => Box::new(random::RandomCoach::new(seed)),
            BbCoachKind::Heuristic => Box::new(heuristic::HeuristicCoach::new(seed)),
            BbCoachKind::Search => Box::new(search::SearchCoach::new(seed)),
            BbCoachKind::NarrowSearch => Box::new(narrow::NarrowSearchCoach::new(seed)),
            BbCoachKind::Reply { budget } => Box::new(reply::ReplyCoach::new(seed, budget)),
        }
    }
}

impl std::str::FromStr for BbCoachKind {
    type Err = String;

    /// The name as `name` gives it, in any case and with spaces around it (people type it and
    /// saves record it), the reply coach's with or without a budget of 1 or more (`reply:12`);
    /// anything else is returned as the error for the caller to word.
    fn from_str(text: &str) -> Result<BbCoachKind, String> {
        let trimmed = text.trim();
        let (name, budget) = match trimmed.split_once(':') {
            Some((name, budget)) => (name.trim(), Some(budget.trim())),
            None => (trimmed, None),
        };
        let kind = BbCoachKind::ALL
            .into_iter()
            .find(|kind| kind.name().eq_ignore_ascii_case(name))
            .ok_or_else(|| text.to_string())?;
        match (kind, budget) {
            (_, None) => Ok(kind),
            (BbCoachKind::Reply { .. }, Some(budget)) => match budget.parse::<u16>() {
                Ok(budget) if budget > 0 => Ok(BbCoachKind::Reply { budget }),
                _ => Err(text.to_string()),
            },
            _ => Err(text.to_string()),
        }
    }
}

/// Turns in a row (both sides') in which nothing has happened for good: no tackle, hand-off,
/// pass, blitz, placed ball, touchdown or line-up; counted from the game's record up to `limit`.
pub fn quiet_turns(game: &Game, limit: usize) -> usize {
    let mut turns = 0;
    for &(_, decision) in game.decisions().iter().rev() {
        match decision {
            Decision::Choose(_) => {
                turns += 1;
                if turns >= limit {
                    break;
                }
            }
            Decision::Tackle { .. }
            | Decision::HandOff(_)
            | Decision::Pass(_)
            | Decision::Blitz(_)
            | Decision::PlaceBall(_)
            | Decision::GiveBall(_)
            | Decision::EndZone
            | Decision::RollOff
            | Decision::Formation(_)
            | Decision::Place(_) => break,
            _ => {}
        }
    }
    turns
}

/// BS3: the line-up alternates player by player, so that neither coach places all its players
/// knowing where all the other's stand. A formation places a whole team in one decision and
/// shows it to the other coach before that one has placed its own, so a computer coach never
/// takes one: it places one player at a time, as the person across the table does. The options
/// a computer coach chooses its line-up from.
pub(crate) fn one_by_one(legal: &[Decision]) -> std::borrow::Cow<'_, [Decision]> {
    let formation = |d: &Decision| matches!(d, Decision::Formation(_));
    if legal.iter().any(formation) {
        legal.iter().copied().filter(|d| !formation(d)).collect()
    } else {
        std::borrow::Cow::Borrowed(legal)
    }
}

/// After this many quiet turns a coach takes a chance now and then (`STALL_BREAK`): two careful
/// coaches can face each other across carnage forever, each waiting for the other to step into
/// its tacklers' reach, and the rules have nothing that ends it while a way is open.
pub(crate) const QUIET_TURNS: usize = 30;

/// While play stands still, the chance a coach chooses the player and the move at random.
pub(crate) const STALL_BREAK: f64 = 0.5;

/// Whether a coach breaks a standstill with this decision (a random one): after `QUIET_TURNS`
/// quiet turns, for choosing and moving players, drawing from the coach's own `dice`.
pub(crate) fn breaks_standstill(game: &Game, dice: &mut impl gridiron_core::dice::Dice) -> bool {
    use crate::engine::game::Pending;
    matches!(game.pending(), Pending::ChoosePlayer | Pending::Move { .. })
        && quiet_turns(game, QUIET_TURNS) >= QUIET_TURNS
        && (dice.below(1000) as f64) < STALL_BREAK * 1000.0
}

/// Plays `game` on with `coaches` (home, away) and the game's `dice` until it is over or
/// `max_decisions` more decisions were made. Returns the decisions made. A coach's decision the
/// engine refuses stops the game there (no coach here makes one; the tests say so).
pub fn play(
    game: &mut Game,
    coaches: &mut [Box<dyn Coach + Send>; 2],
    dice: &mut impl gridiron_core::dice::Dice,
    max_decisions: usize,
) -> usize {
    let mut options = Vec::new();
    let mut made = 0;
    while made < max_decisions {
        let Some(side) = game.waiting_on() else {
            break;
        };
        game.legal(side, &mut options);
        let Some(decision) = coaches[side.index()].decide(game, side, &options) else {
            break;
        };
        if game.apply(side, decision, dice, &mut Discard).is_err() {
            break;
        }
        made += 1;
    }
    made
}
