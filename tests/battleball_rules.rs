//! Every rule of `shared/rules/battleball.md`, by its ID, on scripted dice and the shipped data.
//! Player ids: home 0-2 running backs (d20), 3 tackle (d6), 4 Heavy Tackle (2 d6), 5-6
//! linebackers (d10), 7-8 safeties (d12), 9-10 linemen (d8); the away team's are the same + 11.

use std::sync::Arc;

use gridiron::battleball::{
    data, Ball, BbDie, Decision, Event, Game, HaltCause, Options, Pending, Period, Place, Scenario,
    Setup, Sq,
};
use gridiron::dice::ScriptedDice;
use gridiron::engine::Side::{self, Away, Home};

const HT: u8 = 4;
const AWAY_HT: u8 = 15;

fn setup(advanced: bool) -> Arc<Setup> {
    let library = data::load().expect("the shipped Battleball data loads");
    let home = library.team("Iron Wolves").unwrap().clone();
    let away = library.team("Black Harts").unwrap().clone();
    Arc::new(Setup::new(&library, &home, &away, Options { advanced }))
}

fn sq(game: &Game, row: u8, x: u8) -> Sq {
    game.setup().board.at(row, x).expect("a square")
}

/// A game at `to_move`'s turn with these players (row, x) on the field, the rest in the locker room.
fn scene(advanced: bool, to_move: Side, field: &[(u8, (u8, u8))], ball: Option<u8>) -> Game {
    let setup = setup(advanced);
    let board = setup.board.clone();
    let field: Vec<(u8, Sq)> = field
        .iter()
        .map(|&(id, (r, x))| (id, board.at(r, x).unwrap()))
        .collect();
    let ball = match ball {
        Some(id) => Ball::Held(id),
        None => Ball::Loose(board.centre()),
    };
    Game::from_scenario(setup, &Scenario::new(to_move, &field, ball))
}

struct Play {
    game: Game,
    dice: ScriptedDice,
    events: Vec<Event>,
}

impl Play {
    fn new(game: Game) -> Play {
        Play {
            game,
            dice: ScriptedDice::new(0),
            events: Vec::new(),
        }
    }

    /// Scripts `numbers` for player `id` (a Heavy Tackle's two dice in turn).
    fn rolls(&mut self, id: u8, numbers: &[u8]) -> &mut Self {
        let sides = self.game.player(id).die;
        for (which, &n) in numbers.iter().enumerate() {
            let die = BbDie::Player {
                player: id,
                which: which as u8,
            };
            self.dice.push_sided(die.sided(sides), n);
        }
        self
    }

    fn passing(&mut self, n: u8) -> &mut Self {
        let sides = self.game.setup().library.passing_die;
        self.dice.push_sided(BbDie::Passing.sided(sides), n);
        self
    }

    fn toss(&mut self, home: u8, away: u8) -> &mut Self {
        let sides = self.game.setup().library.toss_die;
        self.dice.push_sided(BbDie::Toss(Home).sided(sides), home);
        self.dice.push_sided(BbDie::Toss(Away).sided(sides), away);
        self
    }

    fn legal(&self) -> Vec<Decision> {
        let mut out = Vec::new();
        if let Some(side) = self.game.waiting_on() {
            self.game.legal(side, &mut out);
        }
        out
    }

    fn decide(&mut self, decision: Decision) -> &mut Self {
        let side = self.game.waiting_on().expect("a decision is owed");
        let before = self.game.clone();
        if let Err(e) = self
            .game
            .apply(side, decision, &mut self.dice, &mut self.events)
        {
            assert!(before == self.game);
            panic!("refused {decision:?}: {e:?}; legal: {:?}", self.legal());
        }
        self
    }

    fn refused(&mut self, decision: Decision) {
        let side = self.game.waiting_on().expect("a decision is owed");
        let before = self.game.clone();
        assert!(self
            .game
            .apply(side, decision, &mut self.dice, &mut self.events)
            .is_err());
        assert!(before == self.game, "a refused decision changed the game");
    }

    fn at(&self, row: u8, x: u8) -> Sq {
        sq(&self.game, row, x)
    }

    fn place(&self, id: u8) -> Place {
        self.game.player(id).place
    }

    fn saw(&self, wanted: &Event) -> bool {
        self.events.contains(wanted)
    }
}

// ---- BS: setup -------------------------------------------------------------------------------

#[test]
fn bs1_each_team_has_eleven_players_with_the_rulebook_roster() {
    let library = data::load().unwrap();
    let dice: Vec<(String, u8, u8, bool)> = library
        .positions
        .iter()
        .map(|p| (p.id.clone(), p.die, p.count, p.heavy))
        .collect();
    assert_eq!(
        dice,
        [
            ("running-back".to_string(), 20, 3, false),
            ("tackle".into(), 6, 1, false),
            ("heavy-tackle".into(), 6, 1, true),
            ("linebacker".into(), 10, 2, false),
            ("safety".into(), 12, 2, false),
            ("lineman".into(), 8, 2, false),
        ]
    );
    assert_eq!(library.passing_die, 6);
    let game = Game::new(setup(false));
    for side in Side::BOTH {
        assert_eq!(game.count_places(side), [0, 11, 0, 0]);
    }
    assert_eq!(library.team("Iron Wolves").unwrap().colour, "blue");
    assert_eq!(library.team("Black Harts").unwrap().colour, "red");
}

#[test]
fn bs2_the_board_has_21_rows_of_staggered_squares_and_a_centre_mark() {
    let setup = setup(false);
    let board = &setup.board;
    assert_eq!(board.rows(), 21);
    let in_row = |row| {
        (0..board.len() as Sq)
            .filter(|&s| board.row(s) == row)
            .count()
    };
    assert_eq!((in_row(1), in_row(2), in_row(11)), (11, 12, 11));
    assert_eq!(board.coords(board.centre()), (11, 11));
    // The half square at a sideline counts as a square and touches three.
    let half = board.at(2, 0).unwrap();
    assert_eq!(board.neighbours(half).count(), 3);
    assert_eq!(board.neighbours(board.centre()).count(), 6);
    // The 20-yard zones are the four rows nearest each goal line.
    assert!(board.in_zone(Home, board.at(4, 0).unwrap()));
    assert!(!board.in_zone(Home, board.at(5, 1).unwrap()));
    assert!(board.in_zone(Away, board.at(18, 0).unwrap()));
}

#[test]
fn bs3_line_up_alternates_starting_with_the_second_mover_in_the_own_zone() {
    let mut play = Play::new(Game::new(setup(false)));
    play.toss(3, 9).decide(Decision::RollOff);
    // Away moves first, so home lines up first.
    assert_eq!(play.game.waiting_on(), Some(Home));
    let legal = play.legal();
    assert!(legal.contains(&Decision::Formation(0)));
    let zone_squares = legal
        .iter()
        .filter(|d| matches!(d, Decision::Place(_)))
        .count();
    assert_eq!(zone_squares, 11 + 12 + 11 + 12);
    play.refused(Decision::Place(play.at(5, 1)));
    play.decide(Decision::Place(play.at(1, 1)));
    assert_eq!(play.place(0), Place::Field(play.at(1, 1)));
    assert_eq!(play.game.waiting_on(), Some(Away));
    // A formation places the whole team at once.
    play.decide(Decision::Formation(1));
    assert_eq!(play.game.count_places(Away), [11, 0, 0, 0]);
    assert_eq!(play.game.waiting_on(), Some(Home));
    // The Heavy Tackle takes two squares side by side (the fifth home player).
    for x in [3, 5, 7] {
        play.decide(Decision::Place(play.at(1, x)));
    }
    let before = play.legal();
    assert!(!before.contains(&Decision::Place(play.at(2, 22))));
    play.decide(Decision::Place(play.at(2, 0)));
    assert_eq!(
        play.game.squares_of(HT).collect::<Vec<_>>(),
        [play.at(2, 0), play.at(2, 2)]
    );
}

#[test]
fn bs4_the_higher_toss_moves_first_and_a_tie_rolls_again() {
    let mut play = Play::new(Game::new(setup(false)));
    play.toss(7, 7).toss(12, 4).decide(Decision::RollOff);
    assert!(play.saw(&Event::FirstToMove(Home)));
    assert_eq!(play.game.to_move(), Home);
    assert_eq!(play.game.pending(), Pending::LineUp);
    assert_eq!(play.game.waiting_on(), Some(Away));
}

// ---- BT: a turn -------------------------------------------------------------------------------

#[test]
fn bt1_a_heavy_tackle_rolls_two_dice_and_uses_one() {
    let mut play = Play::new(scene(false, Home, &[(HT, (5, 5)), (11, (15, 5))], None));
    play.rolls(HT, &[2, 5]).decide(Decision::Choose(HT));
    assert_eq!(play.game.pending(), Pending::HeavyDie);
    play.decide(Decision::UseDie(1));
    let legal = play.legal();
    // Five squares up the field, not six.
    assert!(legal.contains(&Decision::MoveTo(play.at(10, 6))));
    assert!(!legal.contains(&Decision::MoveTo(play.at(11, 5))));
}

#[test]
fn bt1_heavy_tackle_doubles_is_a_malfunction() {
    let mut play = Play::new(scene(false, Home, &[(HT, (5, 5)), (11, (15, 5))], None));
    play.rolls(HT, &[4, 4]).decide(Decision::Choose(HT));
    assert!(play.saw(&Event::Malfunction { player: HT }));
    assert_eq!(play.place(HT), Place::Field(play.at(5, 5)));
    assert_eq!(play.game.to_move(), Away);
}

#[test]
fn bt2_a_move_stops_next_to_an_opponent_and_never_ends_where_it_started() {
    let mut play = Play::new(scene(false, Home, &[(0, (5, 5)), (20, (8, 6))], None));
    play.rolls(0, &[5]).decide(Decision::Choose(0));
    let legal = play.legal();
    assert!(legal.contains(&Decision::MoveTo(play.at(7, 5))));
    // Behind the opponent: every five-square path passes next to it.
    assert!(!legal.contains(&Decision::MoveTo(play.at(10, 6))));
    play.refused(Decision::MoveTo(play.at(5, 5)));
    play.refused(Decision::MoveTo(play.at(8, 6)));
    // A player starting next to an opponent may move away.
    let mut away = Play::new(scene(false, Home, &[(0, (7, 5)), (20, (8, 6))], None));
    away.rolls(0, &[2]).decide(Decision::Choose(0));
    assert!(away.legal().contains(&Decision::MoveTo(away.at(5, 5))));
}

#[test]
fn bt3_a_heavy_tackle_moves_on_two_squares_side_by_side() {
    let mut game = scene(false, Home, &[(HT, (5, 5)), (11, (15, 5))], None);
    let carnage = sq(&game, 6, 8);
    let setup = game.setup().clone();
    let mut scenario = Scenario::new(
        Home,
        &[(HT, sq(&game, 5, 5)), (11, sq(&game, 15, 5))],
        Ball::Loose(setup.board.centre()),
    );
    scenario.carnage = vec![carnage];
    game = Game::from_scenario(Arc::new(setup), &scenario);
    let mut play = Play::new(game);
    play.rolls(HT, &[1, 2])
        .decide(Decision::Choose(HT))
        .decide(Decision::UseDie(0));
    let legal = play.legal();
    // One square up and left is fine; up and right would put its right square on carnage.
    assert!(legal.contains(&Decision::MoveTo(play.at(6, 4))));
    assert!(!legal.contains(&Decision::MoveTo(play.at(6, 6))));
    play.decide(Decision::MoveTo(play.at(6, 4)));
    assert_eq!(
        play.game.squares_of(HT).collect::<Vec<_>>(),
        [play.at(6, 4), play.at(6, 6)]
    );
}

#[test]
fn bt4_a_player_picks_up_a_loose_ball_and_moves_on() {
    // The ball on the centre mark (11, 11); a running back three squares below it.
    let mut play = Play::new(scene(false, Home, &[(0, (8, 10)), (11, (20, 2))], None));
    play.rolls(0, &[6]).decide(Decision::Choose(0));
    let centre = play.game.setup().board.centre();
    play.decide(Decision::MoveTo(centre));
    assert!(play.saw(&Event::PickedUp {
        player: 0,
        square: centre
    }));
    assert_eq!(play.game.ball(), Ball::Held(0));
    assert_eq!(play.game.pending(), Pending::Move { picked: true });
    let legal = play.legal();
    assert!(legal.contains(&Decision::Stop));
    assert!(legal.contains(&Decision::MoveTo(play.at(14, 10))));
    assert!(!legal.contains(&Decision::MoveTo(play.at(15, 11))));
    play.decide(Decision::MoveTo(play.at(14, 10)));
    assert_eq!(play.place(0), Place::Field(play.at(14, 10)));
}

#[test]
fn bt5_a_tackle_is_forced_when_players_touch() {
    let mut play = Play::new(scene(
        false,
        Home,
        &[(0, (5, 5)), (5, (3, 3)), (20, (8, 6))],
        None,
    ));
    play.rolls(0, &[2]).decide(Decision::Choose(0));
    play.decide(Decision::MoveTo(play.at(7, 5)));
    assert_eq!(play.game.pending(), Pending::AfterMove);
    assert_eq!(
        play.legal(),
        [Decision::Tackle {
            attacker: 0,
            defender: 20
        }]
    );
    play.refused(Decision::EndTurn);
}

#[test]
fn bt5_a_hand_off_may_follow_when_a_teammate_is_next_to_the_carrier() {
    let mut play = Play::new(scene(
        false,
        Home,
        &[(0, (5, 5)), (5, (3, 3)), (20, (15, 5))],
        Some(0),
    ));
    play.rolls(5, &[1]).decide(Decision::Choose(5));
    play.decide(Decision::MoveTo(play.at(4, 4)));
    assert_eq!(play.legal(), [Decision::EndTurn, Decision::HandOff(5)]);
    play.decide(Decision::EndTurn);
    assert_eq!(play.game.to_move(), Away);
}

// ---- BK: tackles ------------------------------------------------------------------------------

/// Home's running back 0 at (7,5) next to away lineman 20 at (8,6), home to tackle.
fn tackle_scene(ball: Option<u8>) -> Play {
    let mut play = Play::new(scene(
        false,
        Home,
        &[(0, (7, 5)), (1, (2, 2)), (20, (8, 6)), (21, (20, 20))],
        ball,
    ));
    play.rolls(1, &[1]).decide(Decision::Choose(1));
    play.decide(Decision::MoveTo(play.at(1, 1)));
    play
}

#[test]
fn bk1_the_lower_number_wins_and_the_loser_goes_to_the_locker_room_with_carnage() {
    let mut play = tackle_scene(None);
    play.rolls(0, &[3]).rolls(20, &[5]);
    play.decide(Decision::Tackle {
        attacker: 0,
        defender: 20,
    });
    assert_eq!(play.place(20), Place::LockerRoom);
    assert_eq!(play.place(0), Place::Field(play.at(7, 5)));
    assert!(play.game.carnage(play.at(8, 6)));
    assert_eq!(play.game.to_move(), Away);
}

#[test]
fn bk2_the_winner_takes_the_ball_from_the_loser() {
    let mut play = tackle_scene(Some(20));
    play.rolls(0, &[3]).rolls(20, &[5]);
    play.decide(Decision::Tackle {
        attacker: 0,
        defender: 20,
    });
    assert_eq!(play.game.ball(), Ball::Held(0));
    assert!(play.saw(&Event::TookBall { player: 0 }));
}

#[test]
fn bk3_a_tied_tackle_injures_both() {
    let mut play = tackle_scene(Some(0));
    play.rolls(0, &[4]).rolls(20, &[4]);
    play.decide(Decision::Tackle {
        attacker: 0,
        defender: 20,
    });
    assert_eq!(play.place(0), Place::LockerRoom);
    assert_eq!(play.place(20), Place::LockerRoom);
    // The carrier fumbled: the away coach places it within two squares.
    assert_eq!(play.game.pending(), Pending::PlaceBall);
    assert_eq!(play.game.waiting_on(), Some(Away));
}

#[test]
fn bk4_a_one_seriously_injures_the_tackled_player() {
    let mut play = tackle_scene(None);
    play.rolls(0, &[1]).rolls(20, &[5]);
    play.decide(Decision::Tackle {
        attacker: 0,
        defender: 20,
    });
    assert_eq!(play.place(20), Place::Box);
    assert!(play.game.carnage(play.at(8, 6)));
    // Both roll 1: both seriously injured.
    let mut both = tackle_scene(None);
    both.rolls(0, &[1]).rolls(20, &[1]);
    both.decide(Decision::Tackle {
        attacker: 0,
        defender: 20,
    });
    assert_eq!((both.place(0), both.place(20)), (Place::Box, Place::Box));
}

#[test]
fn bk5_equal_dice_with_the_carrier_fumble_even_when_the_winner_took_it() {
    // The lineman carries; the heavy tackle's unused die equals the lineman's: a fumble.
    let mut play = Play::new(scene(
        false,
        Home,
        &[(HT, (7, 5)), (1, (2, 2)), (20, (8, 8)), (21, (20, 20))],
        Some(20),
    ));
    play.rolls(1, &[1]).decide(Decision::Choose(1));
    play.decide(Decision::MoveTo(play.at(1, 1)));
    play.rolls(HT, &[2, 5]).rolls(20, &[5]);
    play.decide(Decision::Tackle {
        attacker: HT,
        defender: 20,
    });
    play.decide(Decision::UseDie(0));
    assert_eq!(play.place(20), Place::LockerRoom);
    assert!(play.saw(&Event::Fumble { player: 20 }));
    assert!(!play.saw(&Event::TookBall { player: HT }));
    // The home coach (not in possession) places it.
    assert_eq!(play.game.waiting_on(), Some(Home));
}

#[test]
fn bk6_carnage_blocks_movement_and_ball_placement() {
    let mut play = tackle_scene(Some(20));
    play.rolls(0, &[2]).rolls(20, &[2]);
    play.decide(Decision::Tackle {
        attacker: 0,
        defender: 20,
    });
    let legal = play.legal();
    assert!(!legal.contains(&Decision::PlaceBall(play.at(8, 6))));
    assert!(!legal.contains(&Decision::PlaceBall(play.at(7, 5))));
    assert!(legal.contains(&Decision::PlaceBall(play.at(9, 5))));
    play.decide(Decision::PlaceBall(play.at(9, 5)));
    // Away's lineman 21 cannot cross the carnage square.
    play.rolls(21, &[8]).decide(Decision::Choose(21));
    assert!(!play.legal().contains(&Decision::MoveTo(play.at(8, 6))));
}

// ---- BH: hand-offs ----------------------------------------------------------------------------

#[test]
fn bh1_a_hand_off_with_different_numbers_succeeds_and_equal_numbers_fumble() {
    let start = || {
        let mut play = Play::new(scene(
            false,
            Home,
            &[(0, (5, 5)), (5, (3, 3)), (20, (15, 5))],
            Some(0),
        ));
        play.rolls(5, &[1]).decide(Decision::Choose(5));
        play.decide(Decision::MoveTo(play.at(4, 4)));
        play
    };
    let mut play = start();
    play.rolls(0, &[7])
        .rolls(5, &[3])
        .decide(Decision::HandOff(5));
    assert_eq!(play.game.ball(), Ball::Held(5));
    assert_eq!(play.game.to_move(), Away);
    let mut play = start();
    play.rolls(0, &[3])
        .rolls(5, &[3])
        .decide(Decision::HandOff(5));
    assert!(play.saw(&Event::Fumble { player: 0 }));
    assert_eq!(play.game.waiting_on(), Some(Away));
}

// ---- BF: fumbles ------------------------------------------------------------------------------

#[test]
fn bf1_the_coach_not_in_possession_places_the_ball_within_two_squares() {
    let mut play = tackle_scene(Some(0));
    play.rolls(0, &[4]).rolls(20, &[4]);
    play.decide(Decision::Tackle {
        attacker: 0,
        defender: 20,
    });
    let board = play.game.setup().board.clone();
    let origin = play.at(7, 5);
    for decision in play.legal() {
        let Decision::PlaceBall(square) = decision else {
            panic!("{decision:?}");
        };
        assert!(board.distance(origin, square) <= 2);
    }
    play.refused(Decision::PlaceBall(play.at(11, 5)));
    play.decide(Decision::PlaceBall(play.at(6, 4)));
    assert_eq!(play.game.ball(), Ball::Loose(play.at(6, 4)));
}

#[test]
fn bf1_with_no_empty_square_the_ball_goes_to_the_placers_own_player() {
    // Carnage on every square within two of the fumbler except players' squares.
    let setup = setup(false);
    let board = setup.board.clone();
    let at = |r, x| board.at(r, x).unwrap();
    let fumbler = at(7, 5);
    let mut scenario = Scenario::new(
        Home,
        &[
            (0, fumbler),
            (20, at(8, 6)),
            (21, at(9, 5)),
            (1, at(20, 20)),
        ],
        Ball::Held(0),
    );
    scenario.carnage = (0..board.len() as Sq)
        .filter(|&s| {
            board.distance(fumbler, s) <= 2 && ![at(7, 5), at(8, 6), at(9, 5)].contains(&s)
        })
        .collect();
    let mut play = Play::new(Game::from_scenario(setup, &scenario));
    play.game = play.game.clone();
    // Home's running back 1 moves; then home must tackle (0 touches 20): a tie fumbles.
    play.rolls(1, &[1]).decide(Decision::Choose(1));
    play.decide(Decision::MoveTo(at(21, 19)));
    play.rolls(0, &[6]).rolls(20, &[6]);
    play.decide(Decision::Tackle {
        attacker: 0,
        defender: 20,
    });
    assert_eq!(play.legal(), [Decision::GiveBall(21)]);
}

#[test]
fn bf2_a_heavy_tackle_carrier_fumbles_on_doubles_while_moving() {
    let mut play = Play::new(scene(false, Home, &[(HT, (5, 5)), (11, (15, 5))], Some(HT)));
    play.rolls(HT, &[3, 3]).decide(Decision::Choose(HT));
    assert!(play.saw(&Event::Malfunction { player: HT }));
    assert!(play.saw(&Event::Fumble { player: HT }));
    assert_eq!(play.game.waiting_on(), Some(Away));
    play.decide(Decision::PlaceBall(play.at(6, 4)));
    assert_eq!(play.game.to_move(), Away);
}

// ---- BX: halted play and restarts -------------------------------------------------------------

#[test]
fn bx1_play_halts_when_carnage_walls_off_the_ball_and_both_line_up_again() {
    let setup = setup(false);
    let board = setup.board.clone();
    let at = |r, x| board.at(r, x).unwrap();
    // A wall of carnage across row 12 and row 10 around the ball on the centre mark... the ball
    // is loose in row 11 between them with nobody in it.
    let mut scenario = Scenario::new(
        Home,
        &[(0, at(2, 2)), (11, at(20, 2))],
        Ball::Loose(board.centre()),
    );
    scenario.carnage = (0..board.len() as Sq)
        .filter(|&s| board.row(s) == 10 || board.row(s) == 12)
        .collect();
    scenario.carnage.push(at(11, 9));
    let mut play = Play::new(Game::from_scenario(setup, &scenario));
    play.rolls(0, &[1]).decide(Decision::Choose(0));
    play.decide(Decision::MoveTo(at(1, 1)));
    assert!(play.saw(&Event::Halted {
        cause: HaltCause::Walled
    }));
    assert!(!play.game.carnage(at(10, 2)));
    assert_eq!(play.game.ball(), Ball::Loose(board.centre()));
    assert_eq!(play.game.pending(), Pending::LineUp);
    assert_eq!(play.game.count_places(Home), [0, 1, 10, 0]);
}

#[test]
fn bx2_a_tie_between_the_last_two_players_restarts_the_half() {
    let mut play = Play::new(scene(false, Home, &[(0, (7, 5)), (20, (8, 6))], None));
    play.rolls(0, &[2]).decide(Decision::Choose(0));
    play.decide(Decision::MoveTo(play.at(7, 7)));
    play.rolls(0, &[5]).rolls(20, &[5]);
    play.decide(Decision::Tackle {
        attacker: 0,
        defender: 20,
    });
    assert!(play.saw(&Event::Restart));
    assert_eq!(play.game.pending(), Pending::RollOff);
    assert_eq!(play.game.period(), Period::First);
    assert_eq!(play.game.count_places(Home), [0, 11, 0, 0]);
    assert!(!play.game.carnage(play.at(8, 6)));
}

#[test]
fn bx3_when_every_player_is_seriously_injured_the_game_ends() {
    let setup = setup(false);
    let board = setup.board.clone();
    let mut scenario = Scenario::new(
        Home,
        &[(0, board.at(7, 5).unwrap()), (20, board.at(8, 6).unwrap())],
        Ball::Loose(board.centre()),
    );
    scenario.rest = Place::Box;
    scenario.score = [1, 0];
    let mut play = Play::new(Game::from_scenario(setup, &scenario));
    play.rolls(0, &[2]).decide(Decision::Choose(0));
    play.decide(Decision::MoveTo(play.at(7, 7)));
    play.rolls(0, &[1]).rolls(20, &[1]);
    play.decide(Decision::Tackle {
        attacker: 0,
        defender: 20,
    });
    assert!(play.game.is_over());
    assert!(play.saw(&Event::GameOver {
        winner: Some(Home),
        score: [1, 0]
    }));
}

// ---- BG: scoring and halves -------------------------------------------------------------------

#[test]
fn bg1_a_carrier_moving_from_the_last_row_into_the_end_zone_scores() {
    let mut play = Play::new(scene(false, Home, &[(0, (20, 4)), (11, (2, 2))], Some(0)));
    play.rolls(0, &[2]).decide(Decision::Choose(0));
    assert!(play.legal().contains(&Decision::EndZone));
    play.decide(Decision::EndZone);
    assert!(play.saw(&Event::Touchdown {
        team: Home,
        by_elimination: false
    }));
    assert_eq!(play.game.score(Home), 1);
    // A player without the ball never enters the end zone.
    let mut other = Play::new(scene(false, Home, &[(0, (20, 4)), (11, (2, 2))], None));
    other.rolls(0, &[2]).decide(Decision::Choose(0));
    assert!(!other.legal().contains(&Decision::EndZone));
}

#[test]
fn bg1_tackling_every_opponent_off_the_field_scores() {
    let mut play = tackle_scene(None);
    // Away's 21 is far away; take 20 off, then 21 is the last: put 21 in the box first.
    play.rolls(0, &[2]).rolls(20, &[6]);
    play.decide(Decision::Tackle {
        attacker: 0,
        defender: 20,
    });
    assert_eq!(play.game.on_field(Away), 1);
    let mut last = Play::new(scene(
        false,
        Home,
        &[(0, (7, 5)), (20, (8, 6)), (1, (2, 2))],
        None,
    ));
    last.rolls(1, &[1]).decide(Decision::Choose(1));
    last.decide(Decision::MoveTo(last.at(1, 1)));
    last.rolls(0, &[2]).rolls(20, &[6]);
    last.decide(Decision::Tackle {
        attacker: 0,
        defender: 20,
    });
    assert!(last.saw(&Event::Touchdown {
        team: Home,
        by_elimination: true
    }));
}

#[test]
fn bg2_a_touchdown_ends_the_half_and_the_scored_on_team_moves_first() {
    let mut play = Play::new(scene(false, Home, &[(0, (20, 4)), (11, (2, 2))], Some(0)));
    play.rolls(0, &[2])
        .decide(Decision::Choose(0))
        .decide(Decision::EndZone);
    assert_eq!(play.game.period(), Period::Second);
    assert_eq!(play.game.to_move(), Away);
    // The scorer lines up first; the locker room is back, the box is not.
    assert_eq!(play.game.waiting_on(), Some(Home));
    assert_eq!(play.game.count_places(Home), [0, 11, 0, 0]);
    assert_eq!(
        play.game.ball(),
        Ball::Loose(play.game.setup().board.centre())
    );
}

#[test]
fn bg3_two_touchdowns_win_and_1_1_goes_to_overtime() {
    let setup = setup(false);
    let board = setup.board.clone();
    let mut scenario = Scenario::new(
        Home,
        &[(0, board.at(20, 4).unwrap()), (11, board.at(2, 2).unwrap())],
        Ball::Held(0),
    );
    scenario.period = Period::Second;
    scenario.score = [0, 1];
    let mut play = Play::new(Game::from_scenario(setup.clone(), &scenario));
    play.rolls(0, &[2])
        .decide(Decision::Choose(0))
        .decide(Decision::EndZone);
    assert_eq!(play.game.period(), Period::Overtime);
    assert_eq!(play.game.pending(), Pending::RollOff);
    scenario.score = [1, 0];
    let mut win = Play::new(Game::from_scenario(setup, &scenario));
    win.rolls(0, &[2])
        .decide(Decision::Choose(0))
        .decide(Decision::EndZone);
    assert!(win.saw(&Event::GameOver {
        winner: Some(Home),
        score: [2, 0]
    }));
}

// ---- BA: the advanced game --------------------------------------------------------------------

fn pass_scene(advanced: bool) -> Play {
    let mut play = Play::new(scene(
        advanced,
        Home,
        &[
            (0, (5, 5)),
            (1, (9, 5)),
            (5, (2, 2)),
            (20, (9, 9)),
            (21, (20, 20)),
        ],
        Some(0),
    ));
    play.rolls(5, &[1]).decide(Decision::Choose(5));
    play.decide(Decision::MoveTo(play.at(1, 1)));
    play
}

#[test]
fn ba1_a_pass_is_offered_only_in_the_advanced_game_to_any_teammate() {
    let basic = pass_scene(false);
    assert_eq!(basic.game.to_move(), Away);
    let advanced = pass_scene(true);
    assert_eq!(
        advanced.legal(),
        [Decision::EndTurn, Decision::Pass(1), Decision::Pass(5)]
    );
}

#[test]
fn ba2_throwing_distance_is_the_hex_distance() {
    let mut play = pass_scene(true);
    play.rolls(1, &[1]).passing(2);
    play.decide(Decision::Pass(1));
    assert!(play.saw(&Event::Pass {
        from: 0,
        to: 1,
        distance: 4
    }));
}

#[test]
fn ba3_a_complete_pass_and_equal_numbers_fumble() {
    let mut play = pass_scene(true);
    play.rolls(1, &[1]).passing(3);
    play.decide(Decision::Pass(1));
    assert_eq!(play.game.ball(), Ball::Held(1));
    assert!(play.saw(&Event::Complete { receiver: 1 }));
    let mut fumble = pass_scene(true);
    fumble.rolls(1, &[4]).passing(4);
    fumble.decide(Decision::Pass(1));
    assert!(fumble.saw(&Event::Fumble { player: 1 }));
    assert_eq!(fumble.game.waiting_on(), Some(Away));
}

#[test]
fn ba4_an_incomplete_pass_lands_the_passing_die_away_from_the_receiver() {
    let mut play = pass_scene(true);
    play.rolls(1, &[1]).passing(2);
    play.decide(Decision::Pass(1));
    assert!(play.saw(&Event::Incomplete {
        receiver: 1,
        passing: 2
    }));
    assert_eq!(play.game.waiting_on(), Some(Away));
    let board = play.game.setup().board.clone();
    let legal = play.legal();
    for d in &legal {
        if let Decision::PlaceBall(s) = d {
            assert_eq!(board.distance(play.at(9, 5), *s), 2);
        }
    }
    // Away's lineman at (9,9) is two squares from the receiver: an interception.
    assert!(legal.contains(&Decision::GiveBall(20)));
    play.decide(Decision::GiveBall(20));
    assert!(play.saw(&Event::Intercepted { player: 20 }));
    assert_eq!(play.game.ball(), Ball::Held(20));
}

#[test]
fn ba5_no_team_rule_is_offered_at_a_half() {
    let mut play = Play::new(scene(true, Home, &[(0, (20, 4)), (11, (2, 2))], Some(0)));
    play.rolls(0, &[2])
        .decide(Decision::Choose(0))
        .decide(Decision::EndZone);
    assert!(play
        .legal()
        .iter()
        .all(|d| matches!(d, Decision::Formation(_) | Decision::Place(_))));
    let _ = AWAY_HT;
}
