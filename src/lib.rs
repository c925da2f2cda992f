//! gridiron: the card-and-dice football game 1st & Goal.

pub mod data;
pub mod dice;
pub mod engine;
pub mod save;
pub mod ui;
