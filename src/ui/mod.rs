//! The imperative shell's terminal side: localization, the board, narration of engine events,
//! prompts, saves and the game loop. Everything pure (board, narration, wording) is kept apart
//! from the modules that touch the terminal and files (`screen`, `savefile`, `session`, `play`).

pub mod board;
pub mod boxscore;
pub mod chart;
pub mod cli_help;
pub mod i18n;
pub mod narrate;
pub mod palette;
pub mod play;
pub mod prompt;
pub mod questions;
pub mod savefile;
pub mod screen;
pub mod seats;
pub mod session;
pub mod usage;
pub mod words;
pub mod wrap;
