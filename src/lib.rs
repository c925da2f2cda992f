//! gridiron: the card-and-dice football game 1st & Goal.

pub mod card_matrix;
pub mod data;
pub mod solver;
