//! Battleball (Milton Bradley 2003) as a pure rules engine: the second game of gridiron.
//!
//! Written in 1st & Goal's shape (the game contract of `gridiron_core`): `Game::pending`, `waiting_on`,
//! `legal(side, &mut Vec)` and `apply(side, decision, dice, events)`, which refuses an illegal
//! decision and changes nothing. No IO, no text, no clock; randomness only through the injected
//! `Dice` (`Dice::roll_sided`). The rules and their IDs: `shared/rules/battleball.md`.
//!
//! One idea per file: `board` (geometry, neighbours, hex distance), `model` and `data` (the
//! validated data and its loader), `setup`, `game` (state and interface), `lineup` (BS3-BS4,
//! periods, halts), `movement` (BT1-BT4), `tackle` (BK), `block` (the optional Blood Bowl blocks, BB), `ball` (BH, BA, BF), `flow` (BT5, BX,
//! BG), `odds` (the dice's chances for coaches, counted with the engine's own rule functions),
//! `coach` (random, heuristic and search coaches), `stats` (statistics counted from events),
//! `record` (a game as a save: data files, seed, decisions), `display` (the board, the
//! play-by-play, the box score and the names of things, as text: pure). The shells ask the
//! decisions and do the terminal and the files.

pub mod ball;
pub mod block;
pub mod board;
pub mod coach;
mod contract;
pub mod data;
pub mod decision;
pub mod dice;
pub mod display;
pub mod event;
pub mod flow;
pub mod game;
pub mod lineup;
pub mod model;
pub mod movement;
pub mod odds;
pub mod record;
#[cfg(feature = "scenario")]
pub mod scenario;
pub mod setup;
pub mod stats;
pub mod tackle;

pub use ball::PassResult;
pub use block::BlockDice;
pub use board::{Board, Sq};
pub use decision::{Decision, Illegal, PlayerId};
pub use dice::BbDie;
pub use event::{BlockFace, Event, HaltCause, Period};
pub use game::{Ball, Game, Pending, Place, Player};
pub use movement::Reach;
#[cfg(feature = "scenario")]
pub use scenario::Scenario;
pub use setup::{Options, Setup};
pub use tackle::{BallFate, Carrying, Fate, TackleResult};

/// Battleball's own messages, in every language.
pub const FLUENT: [gridiron_core::i18n::FluentSource; 2] = [
    gridiron_core::i18n::FluentSource {
        language: gridiron_core::i18n::Language::English,
        file: "battleball.ftl",
        text: include_str!("../../../locales/en/battleball.ftl"),
    },
    gridiron_core::i18n::FluentSource {
        language: gridiron_core::i18n::Language::German,
        file: "battleball.ftl",
        text: include_str!("../../../locales/de/battleball.ftl"),
    },
];
