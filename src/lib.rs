//! gridiron: card-and-dice football board games, 1st & Goal and Battleball.
//!
//! Three rooms, dependencies pointing one way: [`common`] (dice, the batch runner, languages,
//! data-file diagnostics) is used by [`games`] (each game's rules engine, data, coaches and
//! wording), and both by [`shells`] (the terminal and the league tools).
//!
//! 1st & Goal's rules engine ([`games::first_and_goal::engine::Game`]) is a pure state machine: it says which seat owes a
//! decision, lists the legal options, applies one, and reports events. Cards, dice and teams
//! are data ([`games::first_and_goal::data::load`]); randomness comes from a
//! [`common::dice::Dice`] the caller owns.
//!
//! A whole game, both teams always taking their first legal option:
//!
//! ```
//! use std::sync::Arc;
//! use gridiron::common::dice::SeededDice;
//! use gridiron::games::first_and_goal::data;
//! use gridiron::games::first_and_goal::engine::{Event, Game, OptionalRules, Setup};
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

pub mod i18n;
pub mod registry;
pub mod shells;

pub use gridiron_core as common;

/// The games' crates, under the names the shells' adapters use.
pub mod games {
    pub use gridiron_battleball as battleball;
    pub use gridiron_first_and_goal as first_and_goal;
}
