//! Each level's mean decision time in both games: games of a level against itself on one
//! thread (base against base in 1st & Goal, `sim`'s pair in Battleball's basic game), wall time
//! over the decisions made. Wall time on a shared machine: note the load (`uptime`) beside it.
//!
//!     cargo run --release --example level_times -- [games]   (default 20)

use std::sync::Arc;
use std::time::Instant;

use gridiron::common::batch::{game_seed, Stream};
use gridiron::common::level::Level;
use gridiron::games::battleball::coach::level as bb_level;
use gridiron::games::battleball::coach::match_play::play_match;
use gridiron::games::first_and_goal::coach::level as fg_level;
use gridiron::games::first_and_goal::engine::{OptionalRules, Setup};
use gridiron::shells::league::first_and_goal::batch::Player;

const SEED: u64 = 1;

fn main() {
    let games: u64 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(20);
    let Ok(library) = gridiron::games::first_and_goal::data::load(&[]) else {
        eprintln!("the shipped 1st & Goal data does not load");
        std::process::exit(1);
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
    let Ok(bb_library) = gridiron::games::battleball::data::load() else {
        eprintln!("the shipped Battleball data does not load");
        std::process::exit(1);
    };
    let bb_setup = Arc::new(gridiron::games::battleball::Setup::new(
        &bb_library,
        &bb_library.teams[0],
        &bb_library.teams[1],
        Default::default(),
    ));
    println!("{games} games of each level against itself, one thread");
    for level in Level::ALL {
        let kind = fg_level::coach_of(level);
        let mut player = Player::new();
        let (start, mut decisions) = (Instant::now(), 0);
        for index in 0..games {
            let mut coaches = [
                kind.build(game_seed(SEED, index, Stream::HomeCoach)),
                kind.build(game_seed(SEED, index, Stream::AwayCoach)),
            ];
            let seed = game_seed(SEED, index, Stream::Dice);
            decisions += player
                .play_with(&setup, &mut coaches, seed)
                .1
                .decisions()
                .len();
        }
        report("1st & Goal", level, start, decisions as u64);
    }
    for level in Level::ALL {
        let kind = bb_level::coach_of(level);
        let build = move |seed| kind.build(seed);
        let start = Instant::now();
        let report_ = play_match(&bb_setup, &build, &build, games, SEED, 1);
        report("Battleball", level, start, report_.decisions);
    }
}

fn report(game: &str, level: Level, start: Instant, decisions: u64) {
    let seconds = start.elapsed().as_secs_f64();
    println!(
        "{game:<11} {:<7} {decisions:>8} decisions  {:>8.3} ms a decision",
        level.name(),
        1000.0 * seconds / decisions.max(1) as f64
    );
}
