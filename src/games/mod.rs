//! Each game is a room of its own: its model and data loader, its pure rules engine, its
//! computer coaches, and the wording and drawing of its events for the terminal.

pub mod battleball;
pub mod first_and_goal;
