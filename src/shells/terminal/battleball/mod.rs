//! Battleball at the terminal: the questions (`prompt`), the game loop (`session`), and the
//! `play`, `resume` and `replay` commands (`command`). What they show (the board, the
//! play-by-play, the box score, the names of things) is the game's own `display`; prompts are
//! pure too, while `session` and `command` do the terminal and the files, through the
//! terminal's `screen`, `savefile` and `play`.

pub mod command;
pub mod prompt;
pub mod session;

/// Battleball at the terminal, for the registry.
pub static ADAPTER: super::adapter::Adapter = super::adapter::Adapter {
    play: command::play,
    resume: command::resume,
    replay: command::replay,
    finished: command::finished,
    rules_summary: "bb-rules-summary",
    optional_rules_summaries: session::OPTIONAL_RULES_SUMMARIES,
};
