//! Building save records in a test: the shipped data, a random legal game, the file as text.
#![allow(dead_code)]

use gridiron::common::dice::{Dice, SeededDice};
use gridiron::games::first_and_goal::data::{Library, LoadedTeam};
use gridiron::games::first_and_goal::engine::{Event, Game, OptionalRules, Pending};
use gridiron::games::first_and_goal::record::{SaveRecord, SetupRecord};

/// The shipped data as it loads, with no user teams.
pub fn library() -> Library {
    gridiron::games::first_and_goal::data::load(&[]).expect("the shipped data loads")
}

pub fn team<'a>(library: &'a Library, name: &str) -> &'a LoadedTeam {
    library.team(name).expect("a shipped team")
}

/// The record of a game between two shipped teams.
pub fn setup_record(home: &str, away: &str, optional: OptionalRules) -> SetupRecord {
    let library = library();
    SetupRecord::new(
        &gridiron::games::first_and_goal::data::shipped(),
        &library,
        team(&library, home),
        team(&library, away),
        optional,
        false,
    )
    .expect("the shipped data can be recorded")
}

/// Plays random legal decisions; the policy's own stream is separate from the game's dice.
/// Stops before the `stop_after_snaps`th offense call, if given.
pub fn play(
    game: &mut Game,
    dice: &mut SeededDice,
    policy: &mut SeededDice,
    stop_after_snaps: Option<usize>,
) -> Vec<Event> {
    let mut options = Vec::new();
    let mut events = Vec::new();
    let mut snaps = 0;
    while !game.is_over() {
        if matches!(game.pending(), Pending::OffenseCall { .. }) {
            snaps += 1;
            if Some(snaps) == stop_after_snaps {
                break;
            }
        }
        let seat = game.waiting_on()[0];
        game.legal(seat, &mut options);
        let pick = options[policy.below(options.len())];
        game.apply(seat, pick, dice, &mut events).expect("legal");
    }
    events
}

/// A record of a game between BOS and the base team played `snaps` snaps by random coaches.
pub fn unfinished(seed: u64, snaps: usize) -> SaveRecord {
    let setup = setup_record("BOS", "base", OptionalRules::default());
    let mut game = Game::new(std::sync::Arc::new(setup.setup().expect("rebuilds")));
    play(
        &mut game,
        &mut SeededDice::from_seed(seed),
        &mut SeededDice::from_seed(seed + 1),
        Some(snaps),
    );
    SaveRecord::new(
        seed,
        vec!["equilibrium".into(); 4],
        "en",
        setup,
        game.decisions().to_vec(),
    )
}
