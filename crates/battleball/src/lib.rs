//! Battleball (Milton Bradley 2003): its data, rules engine, computer coaches, record and
//! wording, the second game of gridiron.
//!
//! The engine is a pure state machine under the game contract of `gridiron_core::game`:
//! `Game::pending`, `waiting_on`, `legal(side, &mut Vec)` and `apply(side, decision, dice,
//! events)`, which refuses an illegal decision and changes nothing. No IO, no text, no clock;
//! randomness only through the injected `Dice` (`Dice::roll_sided`). The rules and their IDs:
//! `shared/rules/battleball.md`.
//!
//! The engine's files are private, one idea each: `board` (geometry, neighbours, hex distance),
//! `model` (the validated data), `setup`, `game` (state and interface), `lineup` (BS3-BS4,
//! periods, halts), `movement` (BT1-BT4), `tackle` (BK), `block` (the optional Blood Bowl
//! blocks, BB), `ball` (BH, BA, BF), `flow` (BT5, BX, BG), `contract` (the game contract),
//! `scenario` (positions set up directly, with the feature `scenario`). What the shells, tests
//! and benches use of them is re-exported here. The rooms users reach into are public: `data`
//! (the loader), `coach` (random, heuristic and search coaches), `odds` (the dice's chances,
//! counted with the engine's own rule functions), `stats` (statistics counted from events),
//! `record` (a game as a save: data files, seed, decisions) and `display` (the board, the
//! play-by-play, the box score and the names of things, as text). The shells ask the decisions
//! and do the terminal and the files.

// What is not re-exported is the crate's own: `pub` on it would only pretend otherwise.
#![warn(unreachable_pub)]

pub mod coach;
pub mod data;
mod dice;
pub mod display;
mod engine;
pub mod odds;
pub mod record;
pub mod stats;

pub use data::model::{BoardShape, Formation, Library, Position, Team};
pub use dice::BbDie;
#[cfg(feature = "scenario")]
pub use engine::scenario::Scenario;
pub use engine::{
    Ball, BallFate, BlockDice, BlockFace, Board, Carrying, Decision, Event, Fate, Game, HaltCause,
    Illegal, Options, PassResult, Pending, Period, Place, Player, PlayerId, Setup, Snapshot, Sq,
    TackleResult, MAX_DECISIONS,
};

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
