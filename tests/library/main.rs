//! The tests that drive gridiron through its library: every game's rules by rule ID with
//! scripted dice and the shipped data, the game contract over every registered game, data files,
//! records, wording and boards, the league tools. One binary, so cargo links the library once for
//! all of them and runs them all in parallel.

#[path = "../common/mod.rs"]
mod common;
#[path = "../records/mod.rs"]
mod records;
#[path = "../support/mod.rs"]
mod support;

mod battleball_board;
mod battleball_cap;
mod battleball_coaches;
mod battleball_data;
mod battleball_line_up;
mod battleball_narration;
mod battleball_random;
mod battleball_rules;
mod battleball_same_choices;
mod battleball_stats;
mod battleball_table;
mod board_snapshots;
mod card_matrix;
mod coach_heuristic;
mod coach_strength;
mod contract;
mod data_fuzz;
mod data_loader;
mod data_messages;
mod data_rejections;
mod fg_log_chart;
mod fg_log_header;
mod fg_log_screens;
mod fg_words_german;
mod fg_words_odds;
mod fg_words_results;
mod gauntlet_guard;
mod golden_game;
mod invariants;
mod league_balance;
mod league_season;
mod league_sim;
mod league_stats;
mod league_teams;
mod league_validate;
mod locales;
mod online_battleball;
mod online_first_and_goal;
mod online_table;
mod play_narration;
mod prompt_red_zone;
mod random_games;
mod rules_clock;
mod rules_downs;
mod rules_kicking;
mod rules_optional;
mod rules_scoring;
mod rules_scrimmage;
mod rules_setup;
mod save_damage;
mod save_resume;
mod sitting_words;
mod words_point_of_view;
