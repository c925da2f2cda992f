//! One seeded game's full event log, pinned: the same seed and the same decisions must give the
//! same events forever. A deliberate rules or data change updates the snapshot
//! (`cargo insta review`, or `INSTA_UPDATE=always cargo test --test library golden_game`) in the same commit.

use crate::common;

use gridiron::common::dice::{Dice, SeededDice};
use gridiron::games::first_and_goal::engine::{Game, OptionalRules};

#[test]
fn a_seeded_game_replays_its_pinned_event_log() {
    let setup = common::setup(OptionalRules {
        turnovers: true,
        breakaways: true,
        squib: true,
    });
    let mut game = Game::new(setup);
    let mut dice = SeededDice::from_seed(2026);
    let mut policy = SeededDice::from_seed(11);
    let mut options = Vec::new();
    let mut log = String::new();
    while !game.is_over() {
        let seat = game.waiting_on()[0];
        game.legal(seat, &mut options);
        let decision = options[policy.below(options.len())];
        let mut events = Vec::new();
        game.apply(seat, decision, &mut dice, &mut events)
            .expect("a legal option");
        log.push_str(&format!("{seat:?} {decision:?}\n"));
        for event in events {
            log.push_str(&format!("  {event:?}\n"));
        }
    }
    insta::assert_snapshot!(log);
}
