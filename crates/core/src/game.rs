//! The game contract: what every game's rules engine answers and every shell asks.
//!
//! A game is a pure state machine. It says which seats owe a decision, lists each one's legal
//! options, applies a decision or refuses it and changes nothing, and reports what happened as
//! structured events. What one seat may see is its `SeatView`; what anyone may see (a
//! spectator) is the `PublicView`. The terminal, the league tools, the computer coaches and the
//! tests drive every game through this one interface, so each of them is written once.

use std::fmt::Debug;
use std::hash::Hash;

use crate::dice::Dice;
use crate::side::Side;

/// Where a game puts what happened: a `Vec` keeps every event, a statistics fold counts them
/// as they come and keeps none.
pub trait EventSink<E> {
    fn push(&mut self, event: E);
}

impl<E> EventSink<E> for Vec<E> {
    #[inline]
    fn push(&mut self, event: E) {
        Vec::push(self, event);
    }
}

/// A sink that keeps nothing: for a caller that only wants the game to move on.
#[derive(Debug, Clone, Copy, Default)]
pub struct Discard;

impl<E> EventSink<E> for Discard {
    #[inline]
    fn push(&mut self, _event: E) {}
}

/// How a finished game ended: each team's points, and the winner (`None` for a tie).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Outcome {
    pub home: u32,
    pub away: u32,
}

impl Outcome {
    pub fn score(&self, side: Side) -> u32 {
        match side {
            Side::Home => self.home,
            Side::Away => self.away,
        }
    }

    pub fn winner(&self) -> Option<Side> {
        match self.home.cmp(&self.away) {
            std::cmp::Ordering::Greater => Some(Side::Home),
            std::cmp::Ordering::Less => Some(Side::Away),
            std::cmp::Ordering::Equal => None,
        }
    }
}

/// One game's rules engine, as every shell drives it.
pub trait Game: Clone + Send + Sync + 'static {
    /// Who decides: a team's coach, or one of its coaches (an offense and a defense coach).
    type Seat: Copy + Eq + Hash + Debug + Send + Sync + 'static;
    /// One choice a seat makes, as `legal` lists it.
    type Decision: Copy + Eq + Debug + Send + Sync + 'static;
    /// What happened, for narration, statistics and every seat's play log.
    type Event: Clone + Debug + Send + 'static;
    /// Why a decision was refused.
    type Illegal: Debug;
    /// Everything one seat may see: the public table and that seat's own secrets.
    type SeatView: Debug + PartialEq;
    /// What anyone may see: no hand, no choice before its reveal.
    type PublicView: Debug + PartialEq;

    /// Every seat of this game, in a fixed order.
    fn seats(&self) -> Vec<Self::Seat>;
    /// The team a seat plays for.
    fn team_of(&self, seat: Self::Seat) -> Side;
    /// The seats that owe a decision now; none once the game is over. Two when choices are made
    /// at once and revealed together.
    fn waiting_on(&self) -> Vec<Self::Seat>;
    /// The legal options of `seat`, written into `out` (cleared first); empty when it owes none.
    fn legal(&self, seat: Self::Seat, out: &mut Vec<Self::Decision>);
    /// Applies `decision` for `seat`, every die through `dice`, what happened into `events`.
    /// A decision that `legal` does not list is refused and changes nothing.
    fn apply<D: Dice, S: EventSink<Self::Event>>(
        &mut self,
        seat: Self::Seat,
        decision: Self::Decision,
        dice: &mut D,
        events: &mut S,
    ) -> Result<(), Self::Illegal>;
    /// What `seat` may see now.
    fn seat_view(&self, seat: Self::Seat) -> Self::SeatView;
    /// What anyone may see now.
    fn public_view(&self) -> Self::PublicView;
    /// Whether `view` holds nothing `seat` may not see in this state: each game's rule of hidden
    /// information stated once more, on its own, so a view that says too much is caught (the
    /// generic test checks it after every decision of random games).
    fn view_is_sound(&self, seat: Self::Seat, view: &Self::SeatView) -> bool;
    /// Whether `seat` may see `event`'s content (online play numbers every event for every seat,
    /// and sends the content only where this holds). `None` asks for a spectator.
    fn may_see(event: &Self::Event, seat: Option<Self::Seat>) -> bool;
    fn is_over(&self) -> bool;
    /// A team's points so far.
    fn points(&self, team: Side) -> u32;
    /// The final score, once the game is over.
    fn outcome(&self) -> Option<Outcome> {
        self.is_over().then(|| Outcome {
            home: self.points(Side::Home),
            away: self.points(Side::Away),
        })
    }
    /// Every decision applied so far, in order: what a record keeps.
    fn decisions(&self) -> &[(Self::Seat, Self::Decision)];
}

/// A game the generic tests and benchmarks can set up from its shipped data alone.
pub trait Sample: Game {
    /// The `variant`-th new game between shipped teams: every combination of the game's
    /// optional rules (and of its other set-up choices, such as partners sharing hands), one
    /// variant each, counted from 0; `None` past the last.
    fn sample(variant: usize) -> Option<Self>;
}

/// Why a record's decisions do not replay.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReplayRefused<I> {
    /// Which decision, counted from 1.
    pub number: usize,
    pub why: I,
}

/// Replays `decisions` on `game` with `dice`: the one way a record becomes a game again. `each`
/// sees the game after every decision and the events it made. The first decision the engine
/// refuses stops the replay, with its number.
pub fn replay<G: Game, D: Dice>(
    game: &mut G,
    decisions: &[(G::Seat, G::Decision)],
    dice: &mut D,
    mut each: impl FnMut(&G, &[G::Event]),
) -> Result<(), ReplayRefused<G::Illegal>> {
    let mut events = Vec::new();
    for (index, &(seat, decision)) in decisions.iter().enumerate() {
        events.clear();
        game.apply(seat, decision, dice, &mut events)
            .map_err(|why| ReplayRefused {
                number: index + 1,
                why,
            })?;
        each(game, &events);
    }
    Ok(())
}
