//! gridiron: the card-and-dice football board game 1st & Goal.
//!
//! The rules engine ([`engine::Game`]) is a pure state machine: it says which seat owes a
//! decision, lists the legal options, applies one, and reports events. Cards, dice and teams
//! are data ([`data::load`]); randomness comes from a [`dice::Dice`] the caller owns.
//!
//! A whole game, both teams always taking their first legal option:
//!
//! ```
//! use std::sync::Arc;
//! use gridiron::data;
//! use gridiron::dice::SeededDice;
//! use gridiron::engine::{Event, Game, OptionalRules, Setup};
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

pub mod battleball;
pub mod card_matrix;
pub mod coach;
pub mod data;
pub mod dice;
pub mod engine;
pub mod league;
pub mod save;
pub mod solver;
pub mod text;
pub mod ui;
