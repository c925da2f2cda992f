//! The line-up against the computer (issue 21 item 14): BS3 alternates player by player, and a
//! computer coach keeps to it, so the person across the table never places ten players seeing
//! the computer's whole team.

use std::sync::Arc;

use gridiron::common::dice::ScriptedDice;
use gridiron::common::game::Discard;
use gridiron::common::side::Side::{self, Away, Home};
use gridiron::games::battleball::coach::BbCoachKind;
use gridiron::games::battleball::display::narrate::Memory;
use gridiron::games::battleball::{data, BbDie, Decision, Game, Options, Pending, Place, Setup};
use gridiron::shells::terminal::battleball::prompt;

fn setup() -> Arc<Setup> {
    let library = data::load().expect("the shipped Battleball data loads");
    let home = library.team("Iron Wolves").expect("a shipped team").clone();
    let away = library.team("Black Harts").expect("a shipped team").clone();
    Arc::new(Setup::new(&library, &home, &away, Options::default()))
}

fn on_field(game: &Game, side: Side) -> usize {
    game.team_ids(side)
        .filter(|&id| matches!(game.player(id).place, Place::Field(_)))
        .count()
}

#[test]
fn bs3_a_computer_coach_lines_up_one_player_at_a_time_in_turn() {
    for kind in BbCoachKind::ALL {
        // The toss both ways: the computer (away) lines up second, then first.
        for (home_roll, away_roll) in [(3, 9), (9, 3)] {
            let mut game = Game::new(setup());
            let sides = game.setup().library.toss_die;
            let mut dice = ScriptedDice::new(0);
            dice.push_sided(BbDie::Toss(Home).sided(sides), home_roll);
            dice.push_sided(BbDie::Toss(Away).sided(sides), away_roll);
            game.apply(Home, Decision::RollOff, &mut dice, &mut Discard)
                .expect("the toss");
            let mut computer = kind.build(7);
            let mut legal = Vec::new();
            while game.pending() == Pending::LineUp {
                let side = game.waiting_on().expect("a coach lines up");
                game.legal(side, &mut legal);
                let decision = if side == Away {
                    computer.decide(&game, side, &legal).expect("an option")
                } else {
                    // The person places the next player on the first free square.
                    *legal
                        .iter()
                        .find(|d| matches!(d, Decision::Place(_)))
                        .expect("a square to place on")
                };
                assert!(
                    matches!(decision, Decision::Place(_)),
                    "{} lined up with {decision:?}",
                    kind.name()
                );
                game.apply(side, decision, &mut dice, &mut Discard)
                    .expect("a legal line-up");
                // Never more than one player ahead of the other coach.
                let (home, away) = (on_field(&game, Home), on_field(&game, Away));
                assert!(
                    home.abs_diff(away) <= 1,
                    "{}: {home} against {away}",
                    kind.name()
                );
            }
            assert_eq!((on_field(&game, Home), on_field(&game, Away)), (11, 11));
        }
    }
}

/// Once a person has placed a player by hand (no formation is offered then), Enter places each
/// next player where the heuristic coach would: taking the first free square, a team lined up
/// with Enter stood all in one row.
#[test]
fn bs3_enter_places_a_player_where_the_computer_coach_would() {
    let loc = gridiron::i18n::localizer(gridiron::common::i18n::Language::English);
    let mut game = Game::new(setup());
    let sides = game.setup().library.toss_die;
    let mut dice = ScriptedDice::new(0);
    dice.push_sided(BbDie::Toss(Home).sided(sides), 3);
    dice.push_sided(BbDie::Toss(Away).sided(sides), 9);
    game.apply(Home, Decision::RollOff, &mut dice, &mut Discard)
        .expect("the toss");
    let mut computer = BbCoachKind::Heuristic.build(7);
    let memory = Memory::default();
    let mut legal = Vec::new();
    let mut by_hand = true;
    let mut entered = 0;
    while game.pending() == Pending::LineUp {
        let side = game.waiting_on().expect("a coach lines up");
        game.legal(side, &mut legal);
        let decision = if side == Away {
            computer.decide(&game, side, &legal).expect("an option")
        } else if std::mem::take(&mut by_hand) {
            *legal
                .iter()
                .find(|d| matches!(d, Decision::Place(_)))
                .expect("a square to place on")
        } else {
            let question = prompt::question(&loc, &game, side, &legal, &memory, false);
            let enter = question.answers[question.default].decision;
            let heuristic = BbCoachKind::Heuristic.build(0).decide(&game, side, &legal);
            assert_eq!(Some(enter), heuristic, "placement {entered}");
            entered += 1;
            enter
        };
        game.apply(side, decision, &mut dice, &mut Discard)
            .expect("a legal line-up");
    }
    assert_eq!(entered, 10);
    let board = &game.setup().board;
    let rows: std::collections::BTreeSet<u8> = game
        .team_ids(Home)
        .filter_map(|id| match game.player(id).place {
            Place::Field(sq) => Some(board.row(sq)),
            _ => None,
        })
        .collect();
    assert!(rows.len() > 1, "every player on row {rows:?}");
}
