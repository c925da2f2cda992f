//! Whole games with random legal decisions keep the game's invariants between every pair of snaps.

use crate::common;

use std::collections::HashSet;

use gridiron::common::dice::{Dice, SeededDice};
use gridiron::games::first_and_goal::data::model::DECK_SIZE;
use gridiron::games::first_and_goal::dice::DieRef;
use gridiron::games::first_and_goal::engine::{
    Event, Game, OptionalRules, Pending, Role, Side, TIMEOUTS_PER_HALF,
};

const GAMES: u64 = 2_000;

fn check_invariants(game: &Game, seed: u64) {
    let table = game.table();
    assert!(
        (0..=100).contains(&table.ball),
        "seed {seed}: ball at {}",
        table.ball
    );
    assert!(
        (1..=4).contains(&table.down),
        "seed {seed}: down {}",
        table.down
    );
    for side in Side::BOTH {
        assert!(
            game.timeouts(side) <= TIMEOUTS_PER_HALF,
            "seed {seed}: timeouts"
        );
    }
    for role in [Role::Offense, Role::Defense] {
        assert_eq!(
            game.deck_of(role).total(),
            DECK_SIZE,
            "seed {seed}: {role:?} deck lost cards"
        );
    }
}

#[test]
fn random_games_keep_every_invariant_and_roll_every_face() {
    let optional = OptionalRules {
        turnovers: true,
        breakaways: true,
        squib: true,
    };
    let setup = common::setup(optional);
    let mut faces_seen: HashSet<(Option<Side>, DieRef, u8)> = HashSet::new();
    let mut options = Vec::new();
    let mut events = Vec::new();
    for seed in 0..GAMES {
        let mut dice = SeededDice::from_seed(seed);
        let mut game = Game::new(setup.clone());
        let mut last_score = [0, 0];
        let mut decisions = 0;
        while !game.is_over() {
            let seat = game.waiting_on()[0];
            game.legal(seat, &mut options);
            let pick = options[dice.below(options.len())];
            events.clear();
            game.apply(seat, pick, &mut dice, &mut events)
                .expect("a legal option is accepted");
            for event in &events {
                if let Event::DieRolled {
                    team, die, face, ..
                } = *event
                {
                    faces_seen.insert((team, die, face));
                }
            }
            if matches!(game.pending(), Pending::OffenseCall { .. }) {
                check_invariants(&game, seed);
            }
            let score = [game.score(Side::Home), game.score(Side::Away)];
            assert!(
                score[0] >= last_score[0] && score[1] >= last_score[1],
                "seed {seed}: a score dropped"
            );
            last_score = score;
            decisions += 1;
            assert!(decisions < 20_000, "seed {seed}: the game does not end");
        }
    }
    let mut missing = Vec::new();
    for side in Side::BOTH {
        let team = setup.team(side);
        let mut dice: Vec<DieRef> = gridiron::games::first_and_goal::data::model::Colour::ALL
            .into_iter()
            .map(DieRef::Colour)
            .collect();
        dice.push(DieRef::Black);
        for roll in gridiron::games::first_and_goal::data::model::SpecialRoll::ALL {
            for index in 0..team.special.dice(roll).len() {
                dice.push(DieRef::Special {
                    roll,
                    index: index as u8,
                });
            }
        }
        for die in dice {
            for face in 0..6 {
                if !faces_seen.contains(&(Some(side), die, face)) {
                    missing.push(format!("{side:?} {die:?} face {face}"));
                }
            }
        }
    }
    for die in [DieRef::Play, DieRef::Referee, DieRef::Penalty] {
        for face in 0..6 {
            if !faces_seen.contains(&(None, die, face)) {
                missing.push(format!("{die:?} face {face}"));
            }
        }
    }
    assert!(missing.is_empty(), "faces never rolled: {missing:?}");
}

/// Every decision the engine knows of, with play and die indices over the whole possible range.
fn every_decision() -> Vec<gridiron::games::first_and_goal::engine::Decision> {
    use gridiron::games::first_and_goal::engine::{
        Coin, Decision as D, KickoffKind, TimeoutAction,
    };
    let mut all = vec![
        D::CallCoin(Coin::Heads),
        D::CallCoin(Coin::Tails),
        D::Receive,
        D::Defer,
        D::Kickoff(KickoffKind::Normal),
        D::Kickoff(KickoffKind::Onside),
        D::Kickoff(KickoffKind::Squib),
        D::Touchback,
        D::RunOut,
        D::NormalPlay,
        D::Timeout,
        D::HailMary,
        D::Pass,
        D::TimeoutAction(TimeoutAction::Reshuffle),
        D::TimeoutAction(TimeoutAction::Nothing),
        D::AcceptPenalty,
        D::DeclinePenalty,
        D::RunClock,
        D::StopClock,
        D::Fake,
        D::Kick,
        D::PuntAllDice,
        D::FairCatch,
        D::ReturnPunt,
        D::ExtraPoint,
        D::TwoPointTry,
        D::Punt,
        D::FieldGoal,
        D::QbSneak,
    ];
    for play in 0..17u8 {
        all.extend([
            D::Kneel { discard: play },
            D::Redraw {
                first: play,
                second: None,
            },
            D::TimeoutAction(TimeoutAction::TakeFromDiscard(play)),
            D::Card(play),
            D::BurnFromHand(play),
            D::PuntReplacingDie(play),
        ]);
        all.extend((0..17u8).map(|second| D::Redraw {
            first: play,
            second: Some(second),
        }));
    }
    all
}

/// Every decision that is not among a seat's options is refused, and a refusal changes nothing:
/// not the game, not the dice. Checked at every position of random games, for every seat.
#[test]
fn a_refused_decision_changes_nothing() {
    let setup = common::setup(OptionalRules {
        turnovers: true,
        breakaways: true,
        squib: true,
    });
    let universe = every_decision();
    let mut options = Vec::new();
    let mut events = Vec::new();
    for seed in 0..12 {
        let mut dice = SeededDice::from_seed(seed);
        let mut game = Game::new(setup.clone());
        while !game.is_over() {
            let before = format!("{game:?}");
            for seat in gridiron::games::first_and_goal::engine::Seat::ALL {
                game.legal(seat, &mut options);
                // A sample of the refused decisions keeps the debug build quick.
                let start = dice.below(universe.len());
                let refused = universe
                    .iter()
                    .cycle()
                    .skip(start)
                    .take(universe.len())
                    .filter(|d| !options.contains(d))
                    .take(12);
                for &decision in refused {
                    let mut probe = dice.clone();
                    assert!(game.apply(seat, decision, &mut probe, &mut events).is_err());
                    assert!(events.is_empty(), "seed {seed}: {decision:?} made events");
                    assert_eq!(probe.below(1 << 30), dice.clone().below(1 << 30));
                }
                assert_eq!(format!("{game:?}"), before, "seed {seed}: {seat:?}");
            }
            let seat = game.waiting_on()[0];
            game.legal(seat, &mut options);
            let pick = options[dice.below(options.len())];
            game.apply(seat, pick, &mut dice, &mut events)
                .expect("legal");
            events.clear();
        }
    }
}

/// `step` offers exactly what `legal` lists for the first waiting seat, applies a chosen index as
/// `apply` applies that option, and refuses an index past the end or an unlisted decision without
/// changing anything (a refusal that rolled dice would make the game part from its twin).
#[test]
fn a_step_lists_legal_options_and_refuses_like_apply() {
    use gridiron::games::first_and_goal::engine::Illegal;
    let setup = common::setup(OptionalRules {
        turnovers: true,
        breakaways: true,
        squib: true,
    });
    let universe = every_decision();
    let (mut buffer, mut legal, mut events, mut expected) = (vec![], vec![], vec![], vec![]);
    for seed in 0..40 {
        let (mut dice, mut twin_dice) = (SeededDice::from_seed(seed), SeededDice::from_seed(seed));
        let mut picker = SeededDice::from_seed(seed + 1_000);
        let mut game = Game::new(setup.clone());
        let mut twin = game.clone();
        while !game.is_over() {
            let before = format!("{game:?}");
            let seat = game.waiting_on()[0];
            game.legal(seat, &mut legal);
            let unlisted = *universe
                .iter()
                .find(|d| !legal.contains(d))
                .expect("some decision is not an option");
            for refused in [Ok(legal.len()), Err(unlisted)] {
                let result = game.step(
                    &mut buffer,
                    |_, listed_seat, listed| {
                        assert_eq!((listed_seat, listed), (seat, legal.as_slice()));
                        refused
                    },
                    &mut dice,
                    &mut events,
                );
                assert!(matches!(
                    result,
                    Err(Illegal::NotYourTurn { .. } | Illegal::NotAnOption { .. })
                ));
                assert!(events.is_empty(), "seed {seed}: a refusal made events");
                assert_eq!(
                    format!("{game:?}"),
                    before,
                    "seed {seed}: a refusal changed it"
                );
            }
            let index = picker.below(legal.len());
            let stepped = game.step(&mut buffer, |_, _, _| Ok(index), &mut dice, &mut events);
            assert_eq!(stepped, Ok(seat));
            twin.apply(seat, legal[index], &mut twin_dice, &mut expected)
                .expect("a legal option");
            assert_eq!(events, expected, "seed {seed}");
            assert_eq!(format!("{game:?}"), format!("{twin:?}"), "seed {seed}");
            events.clear();
            expected.clear();
        }
        let over = game.step(&mut buffer, |_, _, _| Ok(0), &mut dice, &mut events);
        assert_eq!(over, Err(Illegal::GameOver));
    }
}
