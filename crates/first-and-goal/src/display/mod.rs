//! 1st & Goal told and drawn (pure): the board, narration of engine events, the hand as a
//! chart, box scores, and the words for spots, downs, plays and dice.

pub mod board;
pub mod boxscore;
pub mod chart;
pub mod narrate;
pub mod odds;
pub mod words;
