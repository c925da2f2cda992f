//! gridiron: card-and-dice football board games at the terminal.
//!
//! The program's room: the [`registry`] of the games, the [`shells`] that drive them (the
//! terminal and the league tools, written once against the game contract of [`common`], that is
//! `gridiron_core`), and the Fluent catalogue ([`i18n`]). Each game is a crate of its own.

pub mod i18n;
pub mod registry;
pub mod shells;

pub use gridiron_core as common;
pub use registry::games;
