//! 1st & Goal at the terminal: prompts in the rules' words, who sits where, and the game loop.

pub mod prompt;
pub mod seats;
pub mod session;
