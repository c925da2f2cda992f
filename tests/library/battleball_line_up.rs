//! The line-up against the computer (issue 21 item 14): BS3 alternates player by player, and a
//! computer coach keeps to it, so the person across the table never places ten players seeing
//! the computer's whole team.

use std::sync::Arc;

use gridiron::common::dice::ScriptedDice;
use gridiron::common::game::Discard;
use gridiron::common::side::Side::{self, Away, Home};
use gridiron::games::battleball::coach::BbCoachKind;
use gridiron::games::battleball::{data, BbDie, Decision, Game, Options, Pending, Place, Setup};

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
