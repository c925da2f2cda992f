//! Battleball at the terminal: the board and its panel (`board`), the play-by-play (`narrate`),
//! the final box score (`boxscore`), the questions (`prompt`), the names of things (`words`),
//! the game loop (`session`), and the `play`, `resume` and `replay` commands (`command`). Board,
//! box score, narration, words and prompts are pure: a game and a localizer in, text out;
//! `session` and `command` do the terminal and the files, through the terminal's `screen`,
//! `savefile` and `play`.

pub mod board;
pub mod boxscore;
pub mod command;
pub mod narrate;
pub mod prompt;
pub mod session;
pub mod words;

/// Battleball at the terminal, for the registry.
pub static ADAPTER: super::adapter::Adapter = super::adapter::Adapter {
    play: command::play,
    resume: command::resume,
    replay: command::replay,
    finished: command::finished,
    rules_summary: "bb-rules-summary",
};
