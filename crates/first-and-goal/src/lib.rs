//! 1st & Goal: cards, dice and teams as data, the rules engine, the computer coaches, the
//! record a save holds, the statistics counted from events, and its wording and drawing.
//!
//! The rules engine ([`engine::Game`]) is a pure state machine: it says which seat owes
//! a decision, lists the legal options, applies one, and reports events. Cards, dice and teams
//! are data ([`data::load`]); randomness comes from a
//! [`gridiron_core::dice::Dice`] the caller owns.
//!
//! A whole game, both teams always taking their first legal option:
//!
//! ```
//! use std::sync::Arc;
//! use gridiron_core::dice::SeededDice;
//! use gridiron_first_and_goal::data;
//! use gridiron_first_and_goal::engine::{Event, Game, OptionalRules, Setup};
//!
//! let library = data::load(&[]).expect("the shipped data loads");
//! let home = &library.team("Boston Bombers").expect("a shipped team").team;
//! let away = &library.team("base").expect("the base team").team;
//! let setup = Arc::new(Setup::new(&library, home, away, OptionalRules::default()));
//!
//! let mut game = Game::new(setup);
//! let mut dice = SeededDice::from_seed(42);
//! let (mut options, mut events) = (Vec::new(), Vec::new());
//! while !game.is_over() {
//!     let seat = game.waiting_on()[0];
//!     game.legal(seat, &mut options);
//!     game.apply(seat, options[0], &mut dice, &mut events).expect("a legal option");
//! }
//! assert!(matches!(events.last(), Some(Event::GameOver { .. })));
//! ```

pub mod card_matrix;
pub mod coach;
pub mod data;
pub mod dice;
pub mod display;
pub mod engine;
pub mod record;
mod solver;
pub mod stats;

/// 1st & Goal's own messages (plays, dice, narration, prompts, the board), in every language.
pub const FLUENT: [gridiron_core::i18n::FluentSource; 2] = [
    gridiron_core::i18n::FluentSource {
        language: gridiron_core::i18n::Language::English,
        file: "first-and-goal.ftl",
        text: include_str!("../../../locales/en/first-and-goal.ftl"),
    },
    gridiron_core::i18n::FluentSource {
        language: gridiron_core::i18n::Language::German,
        file: "first-and-goal.ftl",
        text: include_str!("../../../locales/de/first-and-goal.ftl"),
    },
];
