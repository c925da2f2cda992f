//! The strength figures of Battleball's computer coaches: search against heuristic and heuristic
//! against random, each over many games with a 95% interval, in the basic game, the advanced game
//! and with blocks.
//!
//!     cargo run --release --example battleball_strength -- [games] [variant] [pairing]
//!
//! `variant`: basic, advanced, blocks, advanced-blocks or all (default basic); `pairing`:
//! search-heuristic, heuristic-random, search-random or all (default all but search-random).
//! Default 2,000 games.

use std::sync::Arc;
use std::time::Instant;

use gridiron::common::batch::default_jobs;
use gridiron::games::battleball::coach::match_play::play_match;
use gridiron::games::battleball::coach::BbCoachKind;
use gridiron::games::battleball::{data, Options, Setup};

const SEED: u64 = 20_030;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let games = args
        .first()
        .and_then(|a| a.replace('_', "").parse().ok())
        .unwrap_or(2_000u64);
    let variant = args.get(1).map_or("basic", String::as_str);
    let pairing = args.get(2).map_or("both", String::as_str);
    let library = match data::load() {
        Ok(library) => library,
        Err(problems) => {
            eprintln!("the shipped Battleball data does not load: {problems:?}");
            std::process::exit(1);
        }
    };
    let (Some(home), Some(away)) = (library.team("Iron Wolves"), library.team("Black Harts"))
    else {
        eprintln!("the boxed teams are missing");
        std::process::exit(1);
    };
    let variants: Vec<(&str, Options)> = [
        ("basic", false, false),
        ("advanced", true, false),
        ("blocks", false, true),
        ("advanced-blocks", true, true),
    ]
    .into_iter()
    .filter(|(name, _, _)| variant == "all" || variant == *name)
    .map(|(name, advanced, blocks)| (name, Options { advanced, blocks }))
    .collect();
    let pairs: Vec<(BbCoachKind, BbCoachKind)> = [
        (
            "search-heuristic",
            BbCoachKind::Search,
            BbCoachKind::Heuristic,
        ),
        (
            "heuristic-random",
            BbCoachKind::Heuristic,
            BbCoachKind::Random,
        ),
        ("search-random", BbCoachKind::Search, BbCoachKind::Random),
    ]
    .into_iter()
    .filter(|(name, _, _)| match pairing {
        "all" => true,
        "both" => *name != "search-random",
        other => other == *name,
    })
    .map(|(_, a, b)| (a, b))
    .collect();
    let jobs = default_jobs();
    for (name, options) in variants {
        let setup = Arc::new(Setup::new(&library, home, away, options));
        for &(first, second) in &pairs {
            let start = Instant::now();
            let report = play_match(
                &setup,
                &move |seed| first.build(seed),
                &move |seed| second.build(seed),
                games,
                SEED,
                jobs,
            );
            println!(
                "{name}: {} vs {}: {} [{} unfinished, {:.0} decisions a game, {:.1?} on {jobs} threads]",
                first.name(),
                second.name(),
                report.record,
                report.unfinished,
                report.decisions as f64 / report.record.games().max(1) as f64,
                start.elapsed()
            );
        }
    }
}
