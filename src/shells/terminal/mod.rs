//! The terminal every game uses: the screen (clearing, the key-driven selection, the hand-off),
//! the opening questions, save files on disk, who plays each seat, the game loop, colour,
//! clap's messages and `--help` through Fluent, and the `play`, `resume`, `replay` and `rules`
//! commands. Each game's own part is in its folder, reached through the registry.

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
