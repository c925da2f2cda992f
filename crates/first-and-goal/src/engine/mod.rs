//! The rules engine: a pure state machine for a whole game of 1st & Goal.
//!
//! It never prints, prompts, reads files, looks at a clock or owns a random generator. Callers ask
//! what is pending and for which seat, list the legal decisions, apply one, and read the events.

mod contract;
mod decision;
mod deck;
mod event;
mod flow;
mod game;
mod kicking;
mod roll;
pub mod rules;
#[cfg(feature = "scenario")]
mod scenario;
mod scrimmage;
mod seat;
mod setup;
mod view;

pub use decision::{Coin, Decision, Illegal, KickoffKind, TimeoutAction};
#[cfg(feature = "scenario")]
pub use deck::Deck;
pub use deck::HAND_SIZE;
pub use event::{
    Event, FaceValue, Half, KickKind, ScoreKind, SpecialCall, TimeoutActionKind, TurnoverCause,
};
pub use game::{Game, Pending, Waiting, FIELD, TIMEOUTS_PER_HALF};
pub(crate) use rules::{FIRST_DOWN_YARDS, ONSIDE_YARDS, TOUCHBACK_SPOT};
pub use seat::{Role, Seat, Side};
pub use setup::{OptionalRules, Setup};
pub use view::{DeckView, FlaggedKick, Hand, LastPlays, Rolled, SeatView, Table};
