//! 1st & Goal at the terminal: prompts in the rules' words, who sits where, and the game loop.

pub mod prompt;
pub mod save;
pub mod seats;
pub mod session;

/// 1st & Goal at the terminal, for the registry.
pub static ADAPTER: super::adapter::Adapter = super::adapter::Adapter {
    play: super::play::run_play,
    resume: super::play::resume_first_and_goal,
    replay: super::play::replay_first_and_goal,
    finished: save::finished,
    rules_summary: "rules-summary",
};
