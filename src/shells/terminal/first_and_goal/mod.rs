//! 1st & Goal at the terminal: its commands, the questions before a game, who sits where, the
//! prompts in the rules' words, its part of the game loop, and its saves.

pub mod command;
pub mod prompt;
pub mod questions;
pub mod save;
pub mod seats;
pub mod session;

/// 1st & Goal at the terminal, for the registry.
pub static ADAPTER: super::adapter::Adapter = super::adapter::Adapter {
    play: command::play,
    resume: command::resume,
    replay: command::replay,
    finished: save::finished,
    rules_summary: "rules-summary",
    optional_rules_summaries: &[],
};
