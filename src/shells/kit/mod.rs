//! What every shell needs and no shell owns: exit codes, seeds, where team files live, output
//! formats, and how a data-file problem is shown. The terminal and the league tools both stand
//! on this, and on nothing of each other.

pub mod exit;
pub mod output;
pub mod problems;
pub mod seed;
pub mod team_dirs;
pub mod text;
