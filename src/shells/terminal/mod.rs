//! The terminal every game uses: the screen (clearing, the key-driven selection, the hand-off),
//! the opening questions, save files on disk, colour, clap's messages and `--help` through
//! Fluent, and the `play`, `resume` and `replay` commands.

pub mod adapter;
pub mod battleball;
pub mod cli_help;
pub mod first_and_goal;
pub mod play;
pub mod players;
pub mod questions;
pub mod savefile;
pub mod screen;
pub mod session;
pub mod usage;
