//! Battleball told and drawn (pure): a game and a `Localizer` in, text out. The board with its
//! panel, the play-by-play of engine events, the final box score, and the words for teams,
//! players, squares, dice and periods. How a decision is asked is the shells' business.

pub mod board;
pub mod boxscore;
pub mod narrate;
pub mod words;
