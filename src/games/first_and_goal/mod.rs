//! 1st & Goal: cards, dice and teams as data, the rules engine, the computer coaches, the
//! record a save holds, the statistics counted from events, and its wording and drawing.

pub mod card_matrix;
pub mod coach;
pub mod data;
pub mod dice;
pub mod display;
pub mod engine;
pub mod record;
pub mod solver;
pub mod stats;
