//! The strength figures of the computer coaches (issue 3), on the base team against itself:
//! heuristic against random and equilibrium against heuristic over many games each, then
//! equilibrium against every fixed-play coach (12 x 12), all with 95% confidence intervals.
//!
//!     cargo run --release --example coach_strength -- [games] [fixed-games] [only]
//!
//! `only` = `pairs` or `fixed` runs one part. Defaults: 20,000 and 2,000 games, both parts.

use std::sync::Arc;
use std::time::Instant;

use gridiron::common::batch::default_jobs;
use gridiron::games::first_and_goal::coach::fixed::FixedCoach;
use gridiron::games::first_and_goal::coach::{Coach, CoachKind};
use gridiron::games::first_and_goal::engine::{OptionalRules, Setup};
use gridiron::shells::league::first_and_goal::match_play::{play_match, Record};

const SEED: u64 = 3;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let number = |at: usize, default: u64| {
        args.get(at)
            .and_then(|a| a.replace('_', "").parse().ok())
            .unwrap_or(default)
    };
    let games = number(0, 20_000);
    let fixed_games = number(1, 2_000);
    let only = args.get(2).map(String::as_str);
    let library = match gridiron::games::first_and_goal::data::load(&[]) {
        Ok(library) => library,
        Err(problems) => {
            eprintln!("the shipped data does not load: {problems:?}");
            std::process::exit(1);
        }
    };
    let Some(base) = library.team("base") else {
        eprintln!("no base team");
        std::process::exit(1);
    };
    let setup = Arc::new(Setup::new(
        &library,
        &base.team,
        &base.team,
        OptionalRules::default(),
    ));
    let jobs = default_jobs();
    println!("base vs base, {jobs} threads, seed {SEED}");
    let kind = |kind: CoachKind| move |seed: u64| kind.build(seed);

    if only != Some("fixed") {
        for (name, first, second) in [
            (
                "heuristic vs random",
                CoachKind::Heuristic,
                CoachKind::Random,
            ),
            (
                "equilibrium vs heuristic",
                CoachKind::Equilibrium,
                CoachKind::Heuristic,
            ),
            (
                "equilibrium vs random",
                CoachKind::Equilibrium,
                CoachKind::Random,
            ),
        ] {
            let start = Instant::now();
            let record = play_match(&setup, &kind(first), &kind(second), games, SEED, jobs);
            let seconds = start.elapsed().as_secs_f64();
            println!(
                "{name:<26} {record}   {:.0} games/s",
                record.games() as f64 / seconds
            );
        }
        let start = Instant::now();
        let eq = kind(CoachKind::Equilibrium);
        let record = play_match(&setup, &eq, &eq, games, SEED, jobs);
        let seconds = start.elapsed().as_secs_f64();
        println!(
            "{:<26} {record}   {:.0} games/s on {jobs} threads",
            "equilibrium vs itself",
            record.games() as f64 / seconds
        );
    }

    if only != Some("pairs") {
        let mut worst: Option<(Record, String)> = None;
        let mut below = 0;
        let eq = kind(CoachKind::Equilibrium);
        for o in 0..library.cards.offense.len() {
            let mut line = String::new();
            for d in 0..library.cards.defense.len() {
                let fixed = move |seed: u64| -> Box<dyn Coach + Send> {
                    Box::new(FixedCoach::new(o as u8, d as u8, seed))
                };
                let seed = SEED ^ ((o * 16 + d) as u64) << 32;
                let record = play_match(&setup, &eq, &fixed, fixed_games, seed, jobs);
                line.push_str(&format!(" {:5.1}", 100.0 * record.win_rate()));
                if record.win_rate() < 0.6 {
                    below += 1;
                }
                let name = format!(
                    "{} / {}",
                    library.cards.offense[o].id, library.cards.defense[d].id
                );
                if worst
                    .as_ref()
                    .is_none_or(|(w, _)| record.win_rate() < w.win_rate())
                {
                    worst = Some((record, name));
                }
            }
            println!("{:<14}{line}", library.cards.offense[o].id);
        }
        if let Some((record, name)) = worst {
            println!("worst fixed coach: {name}: equilibrium wins {record}");
        }
        println!("fixed coaches below 60%: {below}");
    }
}
