//! Two Battleball coaches against each other, for the strength and speed figures of a coach.
//!
//!     cargo run --release -p gridiron-battleball --example bb_gauntlet -- \
//!         match GAMES VARIANT FIRST SECOND [JOBS] [SEED]
//!     cargo run --release -p gridiron-battleball --example bb_gauntlet -- \
//!         time GAMES VARIANT COACH OPPONENT [SEED]
//!     cargo run --release -p gridiron-battleball --example bb_gauntlet -- \
//!         games GAMES VARIANT FIRST SECOND [JOBS] [SEED] [FROM]
//!
//! `match`: GAMES games (`coach::match_play`: game i's dice and coaches from the seed and i, the
//! first coach home in even games), the first coach's record with its 95% interval (ties count
//! half). `time`: GAMES games on one thread, every decision of COACH timed (the CPU time of the
//! thread, so a busy machine's waiting is left out; still note its load): mean and worst over
//! all its decisions and over its choices of a player and of a square. `games`: the match's
//! games FROM.. FROM+GAMES, each printed as it ends (`game 12: win`), so a long match stopped
//! early, or played in pieces, still counts every game it finished. VARIANT: basic, advanced, blocks or advanced-blocks. Coaches by the
//! names `--coach` takes (`reply:24`).

use std::sync::Arc;
use std::time::{Duration, Instant};

use gridiron_battleball::coach::match_play::{play_match, play_one};
use gridiron_battleball::coach::{BbCoachKind, Coach};
use gridiron_battleball::{Decision, Game, Options, Pending};
use gridiron_core::batch::run_parallel;
use gridiron_core::match_record::Record;
use gridiron_core::side::Side;

#[path = "support/thread_clock.rs"]
mod thread_clock;
use thread_clock::thread_time;

const SEED: u64 = 20_241;

#[path = "support/boxed_teams.rs"]
mod boxed_teams;

fn main() {
    boxed_teams::main_with(run);
}

fn run(args: &[String]) -> Result<(), String> {
    let arg = |i: usize| args.get(i).map(String::as_str);
    let mode = arg(0).ok_or("match or time?")?;
    let games: u64 = arg(1)
        .and_then(|a| a.parse().ok())
        .ok_or("how many games?")?;
    // `advanced-blocks`, as earlier reports name it, or `advanced,blocks`.
    let options = Options::from_names(arg(2).unwrap_or("basic").split([',', '-']))
        .map_err(|other| format!("no variant {other}"))?;
    let coach = |i: usize| -> Result<BbCoachKind, String> {
        arg(i)
            .ok_or("which coaches?")?
            .parse::<BbCoachKind>()
            .map_err(|name| format!("no coach {name}"))
    };
    let (first, second) = (coach(3)?, coach(4)?);
    let setup = boxed_teams::boxed_setup(options)?;
    let number = |i: usize, default: u64| arg(i).and_then(|a| a.parse().ok()).unwrap_or(default);
    match mode {
        "match" => {
            let jobs = number(5, 1) as usize;
            let seed = number(6, SEED);
            let (build_first, build_second) = (move |s| first.build(s), move |s| second.build(s));
            let start = Instant::now();
            let report = play_match(&setup, &build_first, &build_second, games, seed, jobs);
            println!(
                "{} {} vs {}: {} [W-L-T {}-{}-{}, {} unfinished, {:.0} decisions a game, \
                 seed {seed}, games 0..{games}, {:.1?} on {jobs} threads]",
                arg(2).unwrap_or("basic"),
                first.name(),
                second.name(),
                report.record,
                report.record.wins,
                report.record.losses,
                report.record.ties,
                report.unfinished,
                report.decisions as f64 / report.record.games().max(1) as f64,
                start.elapsed()
            );
        }
        "games" => {
            let jobs = number(5, 1) as usize;
            let seed = number(6, SEED);
            let from = number(7, 0);
            let (build_first, build_second) = (move |s| first.build(s), move |s| second.build(s));
            let mut record = Record::default();
            run_parallel(
                jobs,
                games,
                || (),
                |_, i| {
                    let index = from + i;
                    let (game, _) = play_one(&setup, &build_first, &build_second, seed, index);
                    let (home, away) = (game.score(Side::Home), game.score(Side::Away));
                    let (mine, theirs) = if index.is_multiple_of(2) {
                        (home, away)
                    } else {
                        (away, home)
                    };
                    (index, mine.cmp(&theirs), game.is_over())
                },
                |_, (index, outcome, over)| {
                    let word = match (over, outcome) {
                        (false, _) | (true, std::cmp::Ordering::Equal) => {
                            record.ties += 1;
                            "tie"
                        }
                        (true, std::cmp::Ordering::Greater) => {
                            record.wins += 1;
                            "win"
                        }
                        (true, std::cmp::Ordering::Less) => {
                            record.losses += 1;
                            "loss"
                        }
                    };
                    println!("game {index}: {word}");
                    true
                },
            );
            println!(
                "{} {} vs {}: {record} [seed {seed}, games {from}..{}]",
                arg(2).unwrap_or("basic"),
                first.name(),
                second.name(),
                from + games
            );
        }
        "time" => {
            let seed = number(5, SEED);
            let mut all = Times::default();
            let mut choosing = Times::default();
            let mut moving = Times::default();
            for index in 0..games {
                let sink: Sink = Arc::default();
                let to = sink.clone();
                let builder = move |s: u64| -> Box<dyn Coach + Send> {
                    Box::new(Timed {
                        inner: first.build(s),
                        times: Vec::new(),
                        sink: to.clone(),
                    })
                };
                let _ = play_one(&setup, &builder, &move |s| second.build(s), seed, index);
                let times = sink.lock().map(|mut t| std::mem::take(&mut *t));
                for (pending, took) in times.unwrap_or_default() {
                    all.add(took);
                    match pending {
                        Pending::ChoosePlayer => choosing.add(took),
                        Pending::Move { .. } => moving.add(took),
                        _ => {}
                    }
                }
            }
            println!(
                "{} {} (against {}), {games} games, seed {seed}: all {all}; choosing a player \
                 {choosing}; moving {moving}",
                arg(2).unwrap_or("basic"),
                first.name(),
                second.name()
            );
        }
        other => return Err(format!("no mode {other}")),
    }
    Ok(())
}

/// Decision times: how many, their sum and the worst.
#[derive(Default)]
struct Times {
    count: u32,
    total: Duration,
    worst: Duration,
}

impl Times {
    fn add(&mut self, took: Duration) {
        self.count += 1;
        self.total += took;
        self.worst = self.worst.max(took);
    }
}

impl std::fmt::Display for Times {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{} decisions, mean {:.2} ms, worst {:.1} ms",
            self.count,
            self.total.as_secs_f64() * 1000.0 / f64::from(self.count.max(1)),
            self.worst.as_secs_f64() * 1000.0
        )
    }
}

type Sink = Arc<std::sync::Mutex<Vec<(Pending, Duration)>>>;

/// A coach whose every decision is timed, the times handed to `sink` when it is dropped.
struct Timed {
    inner: Box<dyn Coach + Send>,
    times: Vec<(Pending, Duration)>,
    sink: Sink,
}

impl Coach for Timed {
    fn decide(&mut self, game: &Game, side: Side, legal: &[Decision]) -> Option<Decision> {
        let start = thread_time();
        let decision = self.inner.decide(game, side, legal);
        self.times
            .push((game.pending(), thread_time().saturating_sub(start)));
        decision
    }

    fn name(&self) -> &'static str {
        self.inner.name()
    }
}

impl Drop for Timed {
    fn drop(&mut self) {
        if let Ok(mut list) = self.sink.lock() {
            list.append(&mut self.times);
        }
    }
}
