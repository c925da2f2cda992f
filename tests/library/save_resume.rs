//! A save is a record: it round-trips through its text, and replaying it rebuilds the very game
//! it was written from, which then goes on exactly as the unsaved game would have.

use crate::records;

use std::sync::Arc;

use gridiron::common::dice::SeededDice;
use gridiron::games::first_and_goal::engine::{Game, OptionalRules, Seat, Side};
use gridiron::games::first_and_goal::record::{self, SaveError, SaveRecord};

#[test]
fn a_record_round_trips_and_resumes_to_the_identical_game() {
    let optional = OptionalRules {
        turnovers: true,
        breakaways: true,
        squib: true,
    };
    let setup = records::setup_record("BOS", "base", optional);
    let rebuilt = Arc::new(setup.setup().expect("the record rebuilds its setup"));
    for seed in 0..12 {
        let mut whole = Game::new(Arc::clone(&rebuilt));
        let whole_events = records::play(
            &mut whole,
            &mut SeededDice::from_seed(seed),
            &mut SeededDice::from_seed(seed + 1000),
            None,
        );

        let mut first = Game::new(Arc::clone(&rebuilt));
        let mut dice = SeededDice::from_seed(seed);
        let mut policy = SeededDice::from_seed(seed + 1000);
        let mut events = records::play(&mut first, &mut dice, &mut policy, Some(40));
        let record = SaveRecord::new(
            seed,
            vec!["random".into(); 4],
            "de",
            setup.clone(),
            first.decisions().to_vec(),
        );
        let text = record.to_toml().expect("serializes");
        let read = SaveRecord::from_toml(&text).expect("reads back");
        assert_eq!(read, record, "seed {seed}");

        let mut resumed = record::replay(&read, |_, _| {}).expect("replays");
        for seat in Seat::ALL {
            assert_eq!(resumed.game.view(seat), first.view(seat), "seed {seed}");
        }
        for side in Side::BOTH {
            assert_eq!(resumed.game.score(side), first.score(side));
        }
        assert_eq!(resumed.game.ball(), first.ball());
        assert_eq!(resumed.game.decisions(), first.decisions());
        assert_eq!(resumed.dice.clone().next_u64(), dice.clone().next_u64());

        events.extend(records::play(
            &mut resumed.game,
            &mut resumed.dice,
            &mut policy,
            None,
        ));
        assert_eq!(events, whole_events, "seed {seed}");
        assert_eq!(resumed.game.decisions(), whole.decisions());
    }
}

#[test]
fn a_corrupt_save_is_refused() {
    assert!(matches!(
        SaveRecord::from_toml("this is [not toml"),
        Err(SaveError::Malformed { .. })
    ));
    assert!(matches!(
        SaveRecord::from_toml("name = \"Boston\"\n"),
        Err(SaveError::Foreign)
    ));
    assert!(matches!(
        SaveRecord::from_toml("format = \"gridiron-save\"\nversion = 99\n"),
        Err(SaveError::Version { found: 99 })
    ));
    assert!(matches!(
        SaveRecord::from_toml("format = \"gridiron-save\"\nversion = 2\nstream = 1\nseed = 3\n"),
        Err(SaveError::Malformed { .. })
    ));
}

#[test]
fn a_truncated_save_is_refused() {
    let text = records::unfinished(5, 10).to_toml().expect("serializes");
    for cut in [text.len() / 3, text.len() / 2, text.len() - 5] {
        let refused = SaveRecord::from_toml(&text[..cut])
            .and_then(|record| record::replay(&record, |_, _| {}).map(|_| ()));
        assert!(refused.is_err(), "cut at {cut}");
    }
}
