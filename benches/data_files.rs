//! `gridiron validate` of a team file full of unknown keys, for each game, per key: checking a
//! file must cost time linear in its size, so the time per key stays flat from 10,000 keys to
//! 80,000 (it grew with the number of keys when every problem's place was found by scanning
//! the file from its start).
//!
//! With `GRIDIRON_BENCH_GAMES=n` it validates one file of n unknown keys of each game once, for
//! instruction counts (`valgrind --tool=callgrind`) that compare before and after a change.

use std::path::{Path, PathBuf};

use criterion::{criterion_group, BenchmarkId, Criterion, Throughput};
use gridiron::games::{battleball, first_and_goal};

mod support;

const FIRST_AND_GOAL_TEAM: &str = include_str!("../data/first-and-goal/teams/base.toml");
const BATTLEBALL_TEAM: &str = include_str!("../data/battleball/teams/black-harts.toml");

/// A shipped team renamed (so it clashes with none) with `keys` unknown keys before it.
fn team_file(shipped: &str, code: &str, keys: u64) -> String {
    let mut text = String::new();
    for key in 0..keys {
        text.push_str(&format!("k{key}=1\n"));
    }
    let renamed = shipped
        .lines()
        .map(|line| {
            if line.starts_with("name = ") {
                "name = \"Unknown Keys\"".to_string()
            } else if line.starts_with("code = ") {
                format!("code = \"{code}\"")
            } else {
                line.to_string()
            }
        })
        .collect::<Vec<_>>()
        .join("\n");
    text.push_str(&renamed);
    text.push('\n');
    text
}

struct Files {
    dir: PathBuf,
}

impl Files {
    fn new() -> Files {
        let dir = std::env::temp_dir().join(format!("gridiron-bench-data-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("a temporary directory");
        Files { dir }
    }

    /// Each game's team file of `keys` unknown keys.
    fn write(&self, keys: u64) -> [PathBuf; 2] {
        let write = |name: &str, text: String| -> PathBuf {
            let path = self.dir.join(name);
            std::fs::write(&path, text).expect("a temporary file");
            path
        };
        [
            write(
                &format!("first-and-goal-{keys}.toml"),
                team_file(FIRST_AND_GOAL_TEAM, "UNK", keys),
            ),
            write(
                &format!("battleball-{keys}.toml"),
                team_file(BATTLEBALL_TEAM, "UNK", keys),
            ),
        ]
    }
}

impl Drop for Files {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

fn validate(game: usize, path: &Path) -> usize {
    let paths = [path.to_path_buf()];
    match game {
        0 => first_and_goal::data::check_files(&paths).len(),
        _ => battleball::data::check_files(&paths).len(),
    }
}

fn unknown_keys(c: &mut Criterion) {
    let files = Files::new();
    let mut group = c.benchmark_group("validate_unknown_keys");
    group.sample_size(10);
    for keys in [10_000, 20_000, 40_000, 80_000] {
        let paths = files.write(keys);
        group.throughput(Throughput::Elements(keys));
        for (game, (name, path)) in ["first_and_goal", "battleball"]
            .into_iter()
            .zip(&paths)
            .enumerate()
        {
            group.bench_with_input(BenchmarkId::new(name, keys), path, |b, path| {
                b.iter(|| validate(game, path))
            });
        }
    }
    group.finish();
}

/// Validates each game's file of `keys` unknown keys once.
fn fixed_files(keys: u64) {
    let files = Files::new();
    let paths = files.write(keys);
    for (game, path) in paths.iter().enumerate() {
        let told = validate(game, path);
        println!("{}: {told} problems told", path.display());
    }
}

criterion_group!(benches, unknown_keys);

fn main() {
    support::run(benches, fixed_files);
}
