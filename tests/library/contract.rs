//! The game contract, checked the same way for every registered game (after OpenSpiel's random
//! simulation test): random games of every variant, with every optional rule, played to the end
//! through `gridiron_core::game::Game` alone. After every decision:
//! - exactly the seats `waiting_on` names have legal options, and the game is over when none does;
//! - every seat's view is sound (holds nothing the seat may not see);
//! - a decision refused (from a seat not owing one, or not among the seat's options) changes
//!   nothing.
//!
//! At the end the decisions, replayed on a new game with the same seed, rebuild the same state.

use gridiron::common::dice::{Dice, SeededDice};
use gridiron::common::game::{replay, Game, Sample};
use gridiron::registry::{for_each_game, EachGame, GameEntry};

/// Games per variant: enough to reach kicks, turnovers and blocks in each, few enough for a
/// debug build.
const GAMES_PER_VARIANT: u64 = 2;
/// No game of either game comes near this many decisions; one that does is stuck.
const MOST_DECISIONS: usize = 50_000;

/// Everything a refused decision must leave as it was.
fn snapshot<G: Game>(game: &G) -> (G::PublicView, Vec<G::SeatView>, usize) {
    let views = game
        .seats()
        .into_iter()
        .map(|seat| game.seat_view(seat))
        .collect();
    (game.public_view(), views, game.decisions().len())
}

fn check_position<G: Game>(game: &G, id: &str, options: &mut Vec<G::Decision>) {
    let waiting = game.waiting_on();
    assert_eq!(
        waiting.is_empty(),
        game.is_over(),
        "{id}: nobody waits exactly when the game is over"
    );
    for seat in game.seats() {
        game.legal(seat, options);
        assert_eq!(
            !options.is_empty(),
            waiting.contains(&seat),
            "{id}: {seat:?} has options exactly when it owes a decision"
        );
        assert!(
            game.view_is_sound(seat, &game.seat_view(seat)),
            "{id}: the view of {seat:?} holds what it may not see"
        );
    }
}

/// Tries a decision that must be refused and checks it changed nothing: the first option of a
/// seat that owes none, or, when every seat owes one, an option of another seat that this seat
/// does not have.
/// Returns whether a refusal was tried.
fn check_refusal<G: Game>(game: &G, dice: &SeededDice, id: &str) -> bool {
    let waiting = game.waiting_on();
    let seats = game.seats();
    let mut options = Vec::new();
    let mut foreign = None;
    'search: for &owing in &waiting {
        game.legal(owing, &mut options);
        for &other in seats.iter().filter(|&&s| s != owing) {
            let mut theirs = Vec::new();
            game.legal(other, &mut theirs);
            if let Some(&decision) = options.iter().find(|d| !theirs.contains(d)) {
                foreign = Some((other, decision));
                break 'search;
            }
        }
    }
    let Some((seat, decision)) = foreign else {
        return false;
    };
    let before = snapshot(game);
    let mut tried = game.clone();
    let mut dice_copy = dice.clone();
    let mut events = Vec::new();
    assert!(
        tried
            .apply(seat, decision, &mut dice_copy, &mut events)
            .is_err(),
        "{id}: {seat:?} may not make {decision:?}"
    );
    assert!(events.is_empty(), "{id}: a refused decision told events");
    assert!(
        snapshot(&tried) == before,
        "{id}: a refused decision changed the game"
    );
    true
}

struct RandomSimulation {
    games_played: usize,
}

/// A game in which fewer decisions than this were tried as refusals did not test refusals.
const FEWEST_REFUSALS_A_GAME: usize = 10;

impl EachGame for RandomSimulation {
    fn visit<G: Sample>(&mut self, entry: &'static GameEntry) {
        let mut variants = 0;
        while let Some(fresh) = G::sample(variants) {
            for seed in 0..GAMES_PER_VARIANT {
                let id = format!("{} variant {variants} seed {seed}", entry.id);
                let mut game = fresh.clone();
                let mut dice = SeededDice::from_seed(seed);
                let mut choices = SeededDice::from_seed(seed ^ 0x5eed);
                let mut options = Vec::new();
                let mut events = Vec::new();
                let mut refusals = 0;
                while !game.is_over() {
                    check_position(&game, &id, &mut options);
                    refusals += usize::from(check_refusal(&game, &dice, &id));
                    let waiting = game.waiting_on();
                    let seat = waiting[choices.below(waiting.len())];
                    game.legal(seat, &mut options);
                    let decision = options[choices.below(options.len())];
                    events.clear();
                    if let Err(why) = game.apply(seat, decision, &mut dice, &mut events) {
                        panic!("{id}: a listed option was refused: {why:?}");
                    }
                    assert!(
                        game.decisions().len() < MOST_DECISIONS,
                        "{id}: the game does not end"
                    );
                }
                check_position(&game, &id, &mut options);
                assert!(
                    refusals >= FEWEST_REFUSALS_A_GAME,
                    "{id}: only {refusals} refusals were tried"
                );
                assert!(
                    game.outcome().is_some(),
                    "{id}: a finished game has a score"
                );

                let mut again = fresh.clone();
                let mut replay_dice = SeededDice::from_seed(seed);
                if let Err(refused) =
                    replay(&mut again, game.decisions(), &mut replay_dice, |_, _| {})
                {
                    panic!("{id}: the record does not replay: {refused:?}");
                }
                assert!(
                    snapshot(&again) == snapshot(&game) && again.outcome() == game.outcome(),
                    "{id}: the replayed record is another game"
                );
                self.games_played += 1;
            }
            variants += 1;
        }
        assert!(variants > 0, "{}: no variant to play", entry.id);
    }
}

#[test]
fn every_game_keeps_the_contract_over_random_games_of_every_variant() {
    let mut simulation = RandomSimulation { games_played: 0 };
    for_each_game(&mut simulation);
    assert!(
        simulation.games_played >= 2 * GAMES_PER_VARIANT as usize,
        "only {} games were played",
        simulation.games_played
    );
}
