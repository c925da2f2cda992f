//! Battleball's rules engine: the state and its interface (`game`), the board's geometry, the
//! set-up, and one file per part of the rules. Private behind the crate's `pub use` list.

pub(crate) mod ball;
pub(crate) mod block;
pub(crate) mod board;
mod contract;
pub(crate) mod decision;
pub(crate) mod event;
pub(crate) mod flow;
pub(crate) mod game;
pub(crate) mod lineup;
pub(crate) mod movement;
#[cfg(feature = "scenario")]
pub(crate) mod scenario;
pub(crate) mod setup;
pub(crate) mod snapshot;
pub(crate) mod tackle;

pub use ball::PassResult;
pub use block::BlockDice;
pub use board::{Board, Sq};
pub use decision::{Decision, Illegal, PlayerId};
pub use event::{BlockFace, Event, HaltCause, Period};
pub use game::{Ball, Game, Pending, Place, Player, MAX_DECISIONS};
pub use setup::{Options, Setup};
pub use snapshot::Snapshot;
pub use tackle::{BallFate, Carrying, Fate, TackleResult};
