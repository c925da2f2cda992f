//! A game saved after any snap resumes identically, and bad save files are refused.

mod common;

use gridiron::dice::{Dice, SeededDice};
use gridiron::engine::{Event, Game, OptionalRules, Pending};
use gridiron::save::{SaveError, SavedGame};

/// Plays random legal decisions; the policy's own stream is separate from the game's dice.
fn play(
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

#[test]
fn a_game_saved_mid_way_resumes_identically() {
    let setup = common::setup(OptionalRules {
        turnovers: true,
        breakaways: true,
        squib: true,
    });
    for seed in 0..20 {
        let mut whole = Game::new(setup.clone());
        let whole_events = play(
            &mut whole,
            &mut SeededDice::from_seed(seed),
            &mut SeededDice::from_seed(seed + 1000),
            None,
        );

        let mut first = Game::new(setup.clone());
        let mut dice = SeededDice::from_seed(seed);
        let mut policy = SeededDice::from_seed(seed + 1000);
        let mut events = play(&mut first, &mut dice, &mut policy, Some(40));
        let text = SavedGame::new(seed, vec!["random".into(); 4], dice, first)
            .to_toml()
            .expect("serializes");
        let mut saved = SavedGame::from_toml(&text).expect("reads back");
        events.extend(play(&mut saved.game, &mut saved.dice, &mut policy, None));

        assert_eq!(events, whole_events, "seed {seed}");
        assert_eq!(saved.game.decisions(), whole.decisions());
    }
}

#[test]
fn a_corrupt_save_is_refused() {
    assert!(matches!(
        SavedGame::from_toml("this is [not toml"),
        Err(SaveError::Malformed { .. })
    ));
    assert!(matches!(
        SavedGame::from_toml("name = \"Boston\"\n"),
        Err(SaveError::Foreign)
    ));
    assert!(matches!(
        SavedGame::from_toml("format = \"gridiron-save\"\nversion = 99\n"),
        Err(SaveError::Version { found: 99 })
    ));
    assert!(matches!(
        SavedGame::from_toml("format = \"gridiron-save\"\nversion = 1\nseed = 3\n"),
        Err(SaveError::Malformed { .. })
    ));
}

#[test]
fn a_truncated_save_is_refused() {
    let setup = common::setup(OptionalRules::default());
    let mut game = Game::new(setup);
    let mut dice = SeededDice::from_seed(5);
    play(
        &mut game,
        &mut dice,
        &mut SeededDice::from_seed(6),
        Some(10),
    );
    let text = SavedGame::new(5, vec![], dice, game)
        .to_toml()
        .expect("serializes");
    for cut in [text.len() / 3, text.len() / 2, text.len() - 5] {
        assert!(SavedGame::from_toml(&text[..cut]).is_err(), "cut at {cut}");
    }
}
