use crate::common;

use gridiron::common::dice::{Dice, SeededDice};
use gridiron::games::first_and_goal::engine::{Game, OptionalRules};

#[test]
fn random_games_finish() {
    let setup = common::setup(OptionalRules {
        turnovers: true,
        breakaways: true,
        squib: true,
    });
    let mut options = Vec::new();
    let mut events = Vec::new();
    let mut total_decisions = 0;
    for seed in 0..200 {
        let mut dice = SeededDice::from_seed(seed);
        let mut game = Game::new(setup.clone());
        let mut steps = 0;
        while !game.is_over() {
            let seat = game.waiting_on()[0];
            game.legal(seat, &mut options);
            assert!(
                !options.is_empty(),
                "no options for {seat:?} in {:?}",
                game.pending()
            );
            let pick = options[dice.below(options.len())];
            game.apply(seat, pick, &mut dice, &mut events).unwrap();
            steps += 1;
            assert!(steps < 100_000, "game {seed} does not end");
        }
        total_decisions += steps;
    }
    println!("decisions per game: {}", total_decisions / 200);
}
