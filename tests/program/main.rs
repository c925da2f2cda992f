//! The tests that run the `gridiron` binary: commands, usage errors, exit codes, pipes, and
//! whole games in a pseudo-terminal. One binary, so cargo links the library once for all of them
//! and runs them all in parallel.

#[path = "../records/mod.rs"]
mod records;
#[path = "../support/mod.rs"]
mod support;
#[path = "../terminal/mod.rs"]
mod terminal;

mod battleball_board_room;
mod battleball_save;
mod battleball_table;
mod battleball_terminal;
mod cli_help;
mod cli_pipe;
mod cli_usage;
mod data_bad_input;
mod datafile_many_problems;
mod fg_log_final;
mod fg_log_polish;
mod league_battleball;
mod league_optional_none;
mod league_season_ahead;
mod league_season_file;
mod old_saves;
mod online_bots;
mod online_hostile;
mod online_kill;
mod online_reconnect;
mod online_terminal;
mod online_watch;
mod play_errors;
mod play_fit;
mod play_handoff;
mod play_interrupt;
mod play_log;
mod play_seats;
mod play_terminal;
mod play_terminal_kinds;
mod play_width;
mod records_paths;
mod records_refused;
mod save_record;
mod sitting_handoffs;
mod sitting_screens;
mod team_grammar;
mod terminal_resume_same_game;
mod terminal_signals;
mod terminal_small;
