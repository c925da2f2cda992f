//! A simulated 1st & Goal season's CPU time against the floor (issue 22): `gridiron season
//! --games-per-pair 2 --seed 1 --jobs 1` of the first 8, 16 and all 26 shipped teams, each in a
//! process of its own (the tables' cache starts empty, as a user's season does), the best of
//! three runs, and the same time put at the floor's speed: scaled by a floor game's time on a
//! quiet core (6.4 us) against its time now, measured in the same run. Issue 22's goal is 2 s
//! for all 26 teams at the floor's speed.
//!
//! `cargo bench --bench season`; with `GRIDIRON_BENCH_BIN=path`, another build of gridiron is
//! timed instead (a before and after measured the same way). The CPU time is the child's user
//! and system time (on Linux; the wall time elsewhere), so other load on the machine lengthens
//! it less than a clock would.

use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

mod support;

/// The seasons' sizes: growth with the number of teams, and the row.
const SIZES: [usize; 3] = [8, 16, 26];
const RUNS: usize = 3;

fn main() {
    let library = match gridiron::games::first_and_goal::data::load(&[]) {
        Ok(library) => library,
        Err(problems) => panic!("the shipped data: {problems:?}"),
    };
    let names: Vec<&str> = library.teams.iter().map(|t| t.team.name.as_str()).collect();
    // User team folders would change the season: a home of nothing stands in for the user's.
    let no_user_teams =
        std::env::temp_dir().join(format!("gridiron-season-bench-{}", std::process::id()));
    if let Err(error) = std::fs::create_dir_all(&no_user_teams) {
        panic!("{}: {error}", no_user_teams.display());
    }
    let (floor_now, floor_quiet) = support::floor_game_time();
    let to_floor_speed = floor_quiet.as_secs_f64() / floor_now.as_secs_f64();
    println!(
        "floor {:.2} us a game (quiet core {:.2} us): times x {to_floor_speed:.3} at the floor's speed",
        floor_now.as_secs_f64() * 1e6,
        floor_quiet.as_secs_f64() * 1e6,
    );
    for teams in SIZES {
        let teams = teams.min(names.len());
        let pairs = teams * (teams - 1) / 2;
        let best = (0..RUNS)
            .map(|_| season_time(&names[..teams], &no_user_teams))
            .min()
            .unwrap_or_default();
        let seconds = best.as_secs_f64();
        println!(
            "season of {teams} teams ({pairs} pairs): {seconds:.2} s CPU, {:.1} ms a pair; \
             at the floor's speed {:.2} s{}",
            seconds * 1e3 / pairs as f64,
            seconds * to_floor_speed,
            if teams == names.len() {
                " (goal 2 s)"
            } else {
                ""
            },
        );
    }
    let _ = std::fs::remove_dir(&no_user_teams);
}

/// One season of `teams` in a process of its own, with `config_home` for a home without user
/// teams: its CPU time.
fn season_time(teams: &[&str], config_home: &std::path::Path) -> Duration {
    let before = children_cpu();
    let start = Instant::now();
    let program = std::env::var_os("GRIDIRON_BENCH_BIN")
        .unwrap_or_else(|| env!("CARGO_BIN_EXE_gridiron").into());
    let status = Command::new(program)
        .args([
            "season",
            "--games-per-pair",
            "2",
            "--seed",
            "1",
            "--jobs",
            "1",
        ])
        .args(["--format", "csv", "--teams"])
        .args(teams)
        .env_remove("GRIDIRON_DATA")
        .env("HOME", config_home)
        .env("XDG_CONFIG_HOME", config_home)
        .stdout(Stdio::null())
        .status();
    let wall = start.elapsed();
    match status {
        Ok(status) if status.success() => {}
        other => panic!("gridiron season: {other:?}"),
    }
    match (before, children_cpu()) {
        (Some(before), Some(after)) => after.saturating_sub(before),
        _ => wall,
    }
}

/// The user and system time of the children waited for so far: `cutime` and `cstime` of
/// `/proc/self/stat`, in Linux's clock ticks of 10 ms. None elsewhere.
fn children_cpu() -> Option<Duration> {
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    // The fields after the command's name, which is in parentheses, start at the third.
    let fields: Vec<&str> = stat.get(stat.rfind(')')? + 2..)?.split(' ').collect();
    let ticks = |field: usize| fields.get(field - 3)?.parse::<u64>().ok();
    Some(Duration::from_millis(10 * (ticks(16)? + ticks(17)?)))
}
