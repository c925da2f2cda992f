//! What every shell needs and no shell owns: exit codes, seeds, where team files live, output
//! formats, how a data-file problem is shown, files written atomically and read within bounds,
//! what is wrong with a game's record, and the warnings for team files left out. The terminal
//! and the league tools both stand on this, and on nothing of each other.

pub mod exit;
pub mod files;
pub mod output;
pub mod problems;
pub mod save_problem;
pub mod seed;
pub mod skipped;
pub mod team_dirs;
pub mod text;
