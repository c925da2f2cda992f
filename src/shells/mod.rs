//! The imperative shells that drive the games: the terminal and the league tools.

pub mod kit;
pub mod league;
pub mod online;
pub mod terminal;
