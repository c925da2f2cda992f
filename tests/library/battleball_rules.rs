//! Every rule of `shared/rules/battleball.md`, by its ID, on scripted dice and the shipped data.
//! Player ids: home 0-2 running backs (d20), 3 tackle (d6), 4 Heavy Tackle (2 d6), 5-6
//! linebackers (d10), 7-8 safeties (d12), 9-10 linemen (d8); the away team's are the same + 11.

use std::sync::Arc;

use gridiron::common::dice::ScriptedDice;
use gridiron::common::side::Side::{self, Away, Home};
use gridiron::games::battleball::{
    data, Ball, BbDie, Decision, Event, Game, HaltCause, Options, Pending, Period, Place, Scenario,
    Setup, Sq,
};

const HT: u8 = 4;
const AWAY_HT: u8 = 15;

fn setup(advanced: bool) -> Arc<Setup> {
    let library = data::load().expect("the shipped Battleball data loads");
    let home = library.team("Iron Wolves").unwrap().clone();
    let away = library.team("Black Harts").unwrap().clone();
    Arc::new(Setup::new(
        &library,
        &home,
        &away,
        Options {
            advanced,
            blocks: false,
        },
    ))
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
    assert_eq!(
        play.game.pending(),
        Pending::Move {
            picked: true,
            blitzed: false
        }
    );
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
    assert!(play.saw(&Event::TackleWon { winner: Some(0) }));
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
    assert!(play.saw(&Event::TackleWon { winner: None }));
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

/// BX1's "reach the ball": a loose ball is reached by standing on it (BT4), not next to it, so
/// two Heavy Tackles that can only stand beside a ball between carnage cannot play on.
#[test]
fn bx1_a_loose_ball_nobody_can_stand_on_halts_play() {
    let setup = setup(false);
    let board = setup.board.clone();
    let at = |r, x| board.at(r, x).unwrap();
    let ball = at(12, 8);
    let walled_in = |mover: u8, from: Sq| {
        let mut scenario = Scenario::new(
            Home,
            &[(mover, from), (AWAY_HT, at(20, 2))],
            Ball::Loose(ball),
        );
        scenario.carnage = vec![at(12, 6), at(12, 10)];
        Play::new(Game::from_scenario(setup.clone(), &scenario))
    };
    let mut heavy = walled_in(HT, at(2, 2));
    heavy.rolls(HT, &[3, 4]).decide(Decision::Choose(HT));
    heavy.decide(Decision::UseDie(0));
    heavy.decide(Decision::MoveTo(heavy.at(3, 3)));
    assert!(heavy.saw(&Event::Halted {
        cause: HaltCause::Walled
    }));
    // A running back can stand on it: play goes on.
    let mut back = walled_in(0, at(2, 2));
    back.rolls(0, &[1]).decide(Decision::Choose(0));
    back.decide(Decision::MoveTo(back.at(3, 3)));
    assert!(!back.saw(&Event::Halted {
        cause: HaltCause::Walled
    }));
    assert_eq!(back.game.pending(), Pending::ChoosePlayer);
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

/// The carrier (running back 0) after linebacker 5's move, with teammates far off: tackle 3
/// (d6), the Heavy Tackle (2 d6) and linemen 9 and 10 (d8) at the squares given; the passing die
/// is a d6.
fn long_pass_scene(tackle: (u8, u8), heavy: (u8, u8), linemen: [(u8, u8); 2]) -> Play {
    let mut play = Play::new(scene(
        true,
        Home,
        &[
            (0, (5, 5)),
            (3, tackle),
            (HT, heavy),
            (5, (2, 2)),
            (9, linemen[0]),
            (10, linemen[1]),
            (20, (9, 9)),
            (21, (20, 20)),
        ],
        Some(0),
    ));
    play.rolls(5, &[1]).decide(Decision::Choose(5));
    play.decide(Decision::MoveTo(play.at(1, 1)));
    play
}

fn out_of_reach() -> Play {
    let play = long_pass_scene((18, 4), (18, 6), [(19, 5), (20, 4)]);
    let distances: Vec<u8> = [3, HT, 10, 9]
        .iter()
        .map(|&id| play.game.distance_between(0, id))
        .collect();
    // Six and six fall short of 13, eight and six of 15; eight and six reach 14.
    assert_eq!(distances, [13, 13, 15, 14]);
    play
}

#[test]
fn ba1_a_receiver_out_of_throwing_distance_is_not_offered() {
    assert_eq!(
        out_of_reach().legal(),
        [Decision::EndTurn, Decision::Pass(5), Decision::Pass(9)]
    );
}

#[test]
fn ba1_a_pass_out_of_throwing_distance_is_refused_unchanged() {
    let mut play = out_of_reach();
    for receiver in [3, HT, 10] {
        play.refused(Decision::Pass(receiver));
    }
    assert!(play.events.iter().all(|e| !matches!(e, Event::Pass { .. })));
    assert_eq!(play.game.waiting_on(), Some(Home));
}

#[test]
fn ba1_a_receiver_exactly_at_throwing_distance_is_offered_and_can_catch_it() {
    let mut play = long_pass_scene((17, 5), (17, 7), [(19, 5), (21, 5)]);
    assert_eq!(play.game.distance_between(0, 3), 12);
    assert_eq!(play.game.distance_between(0, HT), 12);
    assert_eq!(play.game.distance_between(0, 9), 14);
    assert_eq!(
        play.legal(),
        [
            Decision::EndTurn,
            Decision::Pass(3),
            Decision::Pass(HT),
            Decision::Pass(5),
            Decision::Pass(9),
        ]
    );
    play.rolls(9, &[8]).passing(6).decide(Decision::Pass(9));
    assert!(play.saw(&Event::Pass {
        from: 0,
        to: 9,
        distance: 14
    }));
    assert!(play.saw(&Event::Complete { receiver: 9 }));
    assert_eq!(play.game.ball(), Ball::Held(9));
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

// ---- BB: Blood Bowl blocks (option `blocks`) --------------------------------------------------

use gridiron::games::battleball::BlockFace;

enum BallAt {
    Centre,
    Held(u8),
    Loose(u8, u8),
}

/// A blocks game at `to_move`'s turn; `prone` players lie on their squares (BB6).
fn blocks_scene(
    to_move: Side,
    field: &[(u8, (u8, u8))],
    prone: &[u8],
    carnage: &[(u8, u8)],
    ball: BallAt,
) -> Play {
    let library = data::load().unwrap();
    let home = library.team("Iron Wolves").unwrap().clone();
    let away = library.team("Black Harts").unwrap().clone();
    let options = Options {
        advanced: false,
        blocks: true,
    };
    let setup = Arc::new(Setup::new(&library, &home, &away, options));
    let board = setup.board.clone();
    let at = |(r, x): (u8, u8)| board.at(r, x).unwrap();
    let field: Vec<(u8, Sq)> = field.iter().map(|&(id, rx)| (id, at(rx))).collect();
    let ball = match ball {
        BallAt::Centre => Ball::Loose(board.centre()),
        BallAt::Held(id) => Ball::Held(id),
        BallAt::Loose(r, x) => Ball::Loose(at((r, x))),
    };
    let mut scenario = Scenario::new(to_move, &field, ball);
    scenario.prone = prone.to_vec();
    scenario.carnage = carnage.iter().map(|&rx| at(rx)).collect();
    Play::new(Game::from_scenario(setup, &scenario))
}

/// Home's running back 1 steps from (2,2) to (1,1), so home must tackle (BT5) with a block.
fn to_block(mut play: Play) -> Play {
    play.rolls(1, &[1]).decide(Decision::Choose(1));
    play.decide(Decision::MoveTo(play.at(1, 1)));
    assert_eq!(play.game.pending(), Pending::AfterMove);
    play
}

impl Play {
    fn block_dice(&mut self, numbers: &[u8]) -> &mut Self {
        for (i, &n) in numbers.iter().enumerate() {
            self.dice.push_sided(BbDie::Block(i as u8).sided(6), n);
        }
        self
    }

    fn scatter(&mut self, n: u8) -> &mut Self {
        self.dice.push_sided(BbDie::Scatter.sided(6), n);
        self
    }

    fn prone(&self, id: u8) -> bool {
        self.game.player(id).prone
    }

    fn dice_event(&self) -> Option<Event> {
        self.events
            .iter()
            .find(|e| matches!(e, Event::BlockDice { .. }))
            .cloned()
    }
}

fn tackle(attacker: u8, defender: u8) -> Decision {
    Decision::Tackle { attacker, defender }
}

#[test]
fn bb1_strength_comes_from_the_position_data_and_equal_strengths_roll_one_die() {
    let library = data::load().unwrap();
    let strengths: Vec<u8> = library.positions.iter().map(|p| p.strength).collect();
    // Running back, tackle, Heavy Tackle, linebacker, safety, lineman.
    assert_eq!(strengths, [2, 4, 5, 3, 3, 4]);
    // Lineman against lineman: 4 against 4, one die, nobody to pick.
    let mut play = to_block(blocks_scene(
        Home,
        &[(1, (2, 2)), (9, (7, 5)), (20, (8, 6)), (21, (20, 20))],
        &[],
        &[],
        BallAt::Centre,
    ));
    play.block_dice(&[3]).decide(tackle(9, 20));
    assert!(play.saw(&Event::Block {
        attacker: 9,
        defender: 20,
        blitz: false
    }));
    assert_eq!(
        play.dice_event(),
        Some(Event::BlockDice {
            strength: [4, 4],
            dice: vec![3],
            picker: Home
        })
    );
    assert!(play.saw(&Event::BlockResult {
        face: BlockFace::Pushed
    }));
    assert_eq!(play.game.pending(), Pending::Push);
}

#[test]
fn bb2_assists_count_a_standing_player_next_to_the_opponent_and_next_to_no_other() {
    // Attacker 9 (7,5) blocks 20 (8,6). Home 10 (9,7) assists; home 5 (8,4) is next to 20 but
    // also next to away 16 (9,3): no assist. Home 6 (7,7) is prone: no assist. Away 21 (6,6) is
    // next to the attacker and no other home player: a defensive assist.
    let mut play = to_block(blocks_scene(
        Home,
        &[
            (1, (2, 2)),
            (9, (7, 5)),
            (10, (9, 7)),
            (5, (8, 4)),
            (6, (7, 7)),
            (20, (8, 6)),
            (16, (9, 3)),
            (21, (6, 6)),
        ],
        &[6],
        &[],
        BallAt::Centre,
    ));
    play.block_dice(&[4]).decide(tackle(9, 20));
    let assists: Vec<&Event> = play
        .events
        .iter()
        .filter(|e| matches!(e, Event::Assist { .. }))
        .collect();
    // The attacker's assists come first, then the defender's.
    assert_eq!(
        assists,
        [&Event::Assist { player: 10 }, &Event::Assist { player: 21 }]
    );
    assert_eq!(
        play.dice_event(),
        Some(Event::BlockDice {
            strength: [5, 5],
            dice: vec![4],
            picker: Home
        })
    );
}

#[test]
fn bb3_the_stronger_side_rolls_two_dice_and_its_coach_picks() {
    // Tackle 3 (strength 4) blocks running back 11 (strength 2): two dice, home picks.
    let mut play = to_block(blocks_scene(
        Home,
        &[(1, (2, 2)), (3, (7, 5)), (11, (8, 6)), (21, (20, 20))],
        &[],
        &[],
        BallAt::Centre,
    ));
    play.block_dice(&[1, 6]).decide(tackle(3, 11));
    assert_eq!(play.game.pending(), Pending::BlockDie);
    assert_eq!(play.game.waiting_on(), Some(Home));
    assert_eq!(play.legal(), [Decision::UseDie(0), Decision::UseDie(1)]);
    play.decide(Decision::UseDie(1));
    assert!(play.saw(&Event::BlockResult {
        face: BlockFace::DefenderDown
    }));
    assert_eq!(play.game.pending(), Pending::Push);

    // Running back 0 (2) blocks lineman 20 (4): the defender is stronger, away picks.
    let mut weaker = to_block(blocks_scene(
        Home,
        &[(1, (2, 2)), (0, (7, 5)), (20, (8, 6)), (21, (20, 20))],
        &[],
        &[],
        BallAt::Centre,
    ));
    weaker
        .block_dice(&[2, 2])
        .rolls(20, &[8])
        .rolls(0, &[20])
        .decide(tackle(0, 20));
    // Equal faces are one choice, so nothing is left to pick: Both Down knocks both down.
    assert!(weaker.saw(&Event::BlockDice {
        strength: [2, 4],
        dice: vec![2, 2],
        picker: Away
    }));
    assert!(weaker.saw(&Event::KnockedDown { player: 20 }));
    assert!(weaker.saw(&Event::KnockedDown { player: 0 }));

    // The Heavy Tackle (5) against a running back (2): more than twice as strong, three dice.
    let mut heavy = to_block(blocks_scene(
        Home,
        &[(1, (2, 2)), (HT, (7, 3)), (11, (8, 6)), (21, (20, 20))],
        &[],
        &[],
        BallAt::Centre,
    ));
    heavy.block_dice(&[1, 3, 5]).decide(tackle(HT, 11));
    assert!(heavy.saw(&Event::BlockDice {
        strength: [5, 2],
        dice: vec![1, 3, 5],
        picker: Home
    }));
    assert_eq!(
        heavy.legal(),
        [
            Decision::UseDie(0),
            Decision::UseDie(1),
            Decision::UseDie(2)
        ]
    );
}

#[test]
fn bb3_both_down_knocks_both_down_and_stumbles_is_down() {
    let mut play = to_block(blocks_scene(
        Home,
        &[(1, (2, 2)), (9, (7, 5)), (20, (8, 6)), (21, (20, 20))],
        &[],
        &[],
        BallAt::Centre,
    ));
    // Both down: the defender's injury roll first, then the attacker's (both d8, 5 stays prone).
    play.block_dice(&[2]).rolls(20, &[5]).rolls(9, &[5]);
    play.decide(tackle(9, 20));
    assert!(play.prone(9) && play.prone(20));
    assert_eq!(play.game.to_move(), Away);

    let mut stumble = to_block(blocks_scene(
        Home,
        &[(1, (2, 2)), (9, (7, 5)), (20, (8, 6)), (21, (20, 20))],
        &[],
        &[],
        BallAt::Centre,
    ));
    stumble.block_dice(&[5]).decide(tackle(9, 20));
    stumble.decide(Decision::PushTo(stumble.at(8, 8)));
    stumble.rolls(20, &[6]).decide(Decision::HoldGround);
    assert!(stumble.saw(&Event::BlockResult {
        face: BlockFace::DefenderStumbles
    }));
    assert!(stumble.prone(20) && !stumble.prone(9));
    assert_eq!(stumble.place(20), Place::Field(stumble.at(8, 8)));
}

#[test]
fn bb4_the_attacker_pushes_the_defender_directly_away_into_an_empty_square_first() {
    // Away from (7,5) beyond (8,6): (8,8), (9,7), (9,5); home 10 stands on (9,7).
    let mut play = to_block(blocks_scene(
        Home,
        &[
            (1, (2, 2)),
            (9, (7, 5)),
            (10, (9, 7)),
            (20, (8, 6)),
            (21, (20, 20)),
        ],
        &[],
        &[],
        BallAt::Centre,
    ));
    play.block_dice(&[3, 3]).decide(tackle(9, 20));
    assert_eq!(play.game.waiting_on(), Some(Home));
    assert_eq!(
        play.legal(),
        [
            Decision::PushTo(play.at(8, 8)),
            Decision::PushTo(play.at(9, 5))
        ]
    );
    play.refused(Decision::PushTo(play.at(9, 7)));
    play.refused(Decision::PushTo(play.at(8, 4)));
    play.decide(Decision::PushTo(play.at(9, 5)));
    assert!(play.saw(&Event::Pushed {
        player: 20,
        to: Some(play.at(9, 5))
    }));
    assert_eq!(play.place(20), Place::Field(play.at(9, 5)));
}

#[test]
fn bb4_with_every_square_taken_the_push_chains_on() {
    // All three squares beyond (8,6) hold players: any may be chosen, and its player is pushed on
    // away from (8,6).
    let mut play = to_block(blocks_scene(
        Home,
        &[
            (1, (2, 2)),
            (9, (7, 5)),
            (10, (9, 7)),
            (20, (8, 6)),
            (21, (8, 8)),
            (16, (9, 5)),
        ],
        &[],
        &[],
        BallAt::Centre,
    ));
    play.block_dice(&[4]).decide(tackle(9, 20));
    assert_eq!(play.legal().len(), 3);
    play.decide(Decision::PushTo(play.at(9, 7)));
    // Home 10 is pushed on from (9,7), away from (8,6): (10,8), (9,9) or (10,6).
    assert_eq!(play.game.pending(), Pending::Push);
    assert_eq!(
        play.legal(),
        [
            Decision::PushTo(play.at(9, 9)),
            Decision::PushTo(play.at(10, 8)),
            Decision::PushTo(play.at(10, 6))
        ]
    );
    play.decide(Decision::PushTo(play.at(10, 8)));
    assert_eq!(play.place(10), Place::Field(play.at(10, 8)));
    assert_eq!(play.place(20), Place::Field(play.at(9, 7)));
    assert_eq!(play.game.occupant(play.at(9, 7)), Some(20));
    assert_eq!(play.game.pending(), Pending::FollowUp);
}

#[test]
fn bb4_off_the_field_only_when_no_square_is_eligible_the_crowd_injures() {
    // Defender 20 on the half square (8,0), carrying the ball, blocked from (8,2): every square
    // away is off the field. The crowd: locker room, no carnage; the ball scatters from (8,0),
    // the die says west (off the field), so it stays on (8,0).
    let mut play = to_block(blocks_scene(
        Home,
        &[(1, (2, 2)), (9, (8, 2)), (20, (8, 0)), (21, (20, 20))],
        &[],
        &[],
        BallAt::Held(20),
    ));
    play.block_dice(&[3]).decide(tackle(9, 20));
    assert!(play.saw(&Event::Pushed {
        player: 20,
        to: None
    }));
    assert!(play.saw(&Event::CrowdInjured { player: 20 }));
    assert_eq!(play.place(20), Place::LockerRoom);
    assert!(!play.game.carnage(play.at(8, 0)));
    assert_eq!(play.game.pending(), Pending::FollowUp);
    play.scatter(2).decide(Decision::HoldGround);
    assert_eq!(play.game.ball(), Ball::Loose(play.at(8, 0)));

    // With the one square on the field carnage, the crowd too; with a player there, a chain.
    let mut walled = to_block(blocks_scene(
        Home,
        &[(1, (2, 2)), (9, (7, 1)), (20, (8, 0)), (21, (20, 20))],
        &[],
        &[(9, 1)],
        BallAt::Centre,
    ));
    walled.block_dice(&[3]).decide(tackle(9, 20));
    assert_eq!(walled.place(20), Place::LockerRoom);
}

#[test]
fn bb4_a_standing_player_pushed_onto_the_ball_scatters_it() {
    let mut play = to_block(blocks_scene(
        Home,
        &[(1, (2, 2)), (9, (7, 5)), (20, (8, 6)), (21, (20, 20))],
        &[],
        &[],
        BallAt::Loose(8, 8),
    ));
    play.block_dice(&[3]).decide(tackle(9, 20));
    play.decide(Decision::PushTo(play.at(8, 8)));
    // Scatter 3: up the board to the right, (9,9).
    play.scatter(3).decide(Decision::HoldGround);
    assert!(play.saw(&Event::Scatter {
        from: play.at(8, 8),
        roll: 3
    }));
    assert_eq!(play.game.ball(), Ball::Loose(play.at(9, 9)));
    // Onto carnage it stops short: under the pushed player, who is standing and holds it.
    let mut short = to_block(blocks_scene(
        Home,
        &[(1, (2, 2)), (9, (7, 5)), (20, (8, 6)), (21, (20, 20))],
        &[],
        &[(9, 9)],
        BallAt::Loose(8, 8),
    ));
    short.block_dice(&[3]).decide(tackle(9, 20));
    short.decide(Decision::PushTo(short.at(8, 8)));
    short.scatter(3).decide(Decision::HoldGround);
    assert_eq!(short.game.ball(), Ball::Held(20));
}

#[test]
fn bb5_the_attacker_may_follow_up_free_before_the_injury_roll() {
    let mut play = to_block(blocks_scene(
        Home,
        &[(1, (2, 2)), (9, (7, 5)), (20, (8, 6)), (21, (20, 20))],
        &[],
        &[],
        BallAt::Centre,
    ));
    play.block_dice(&[6]).decide(tackle(9, 20));
    play.decide(Decision::PushTo(play.at(9, 7)));
    assert_eq!(play.game.pending(), Pending::FollowUp);
    assert_eq!(
        play.legal(),
        [Decision::FollowUp(play.at(8, 6)), Decision::HoldGround]
    );
    // The defender is pushed but not yet down, and no injury die is rolled before the choice.
    assert!(!play.saw(&Event::KnockedDown { player: 20 }));
    let vacated = play.at(8, 6);
    play.rolls(20, &[7]).decide(Decision::FollowUp(vacated));
    assert_eq!(play.place(9), Place::Field(play.at(8, 6)));
    let followed = play
        .events
        .iter()
        .position(|e| matches!(e, Event::FollowedUp { .. }))
        .unwrap();
    let injury = play
        .events
        .iter()
        .position(|e| matches!(e, Event::InjuryRoll { .. }))
        .unwrap();
    assert!(followed < injury);
    assert_eq!(play.dice.remaining(), 0);
}

#[test]
fn bb6_a_knocked_down_player_rolls_its_die_for_injury() {
    // d8: 1 the box, up to 2 (a third of 8) the locker room, both with carnage; else prone.
    for (roll, place, carnage) in [
        (1, Place::Box, true),
        (2, Place::LockerRoom, true),
        (3, Place::Field(0), false),
    ] {
        let mut play = to_block(blocks_scene(
            Home,
            &[(1, (2, 2)), (9, (7, 5)), (20, (8, 6)), (21, (20, 20))],
            &[],
            &[],
            BallAt::Centre,
        ));
        play.block_dice(&[6]).decide(tackle(9, 20));
        play.decide(Decision::PushTo(play.at(8, 8)));
        play.rolls(20, &[roll]).decide(Decision::HoldGround);
        assert!(play.saw(&Event::InjuryRoll { player: 20, roll }));
        let expected = match place {
            Place::Field(_) => Place::Field(play.at(8, 8)),
            other => other,
        };
        assert_eq!(play.place(20), expected);
        assert_eq!(play.game.carnage(play.at(8, 8)), carnage);
        assert_eq!(play.prone(20), !carnage);
    }
}

#[test]
fn bb6_a_knocked_down_carrier_drops_the_ball_which_scatters() {
    let mut play = to_block(blocks_scene(
        Home,
        &[(1, (2, 2)), (9, (7, 5)), (20, (8, 6)), (21, (20, 20))],
        &[],
        &[],
        BallAt::Held(20),
    ));
    play.block_dice(&[6]).decide(tackle(9, 20));
    play.decide(Decision::PushTo(play.at(8, 8)));
    // Stays prone on (8,8); the ball goes west onto (8,6), the square the attacker did not take.
    play.rolls(20, &[8]).scatter(2).decide(Decision::HoldGround);
    assert!(play.prone(20));
    assert_eq!(play.game.ball(), Ball::Loose(play.at(8, 6)));
    assert!(play.saw(&Event::BallLands {
        square: play.at(8, 6),
        holder: None
    }));
}

#[test]
fn bb6_a_prone_player_has_no_tackle_zone_and_is_never_tackled_and_stands_up_to_move() {
    // Away 20 lies prone at (8,6): home 0 moves past it (BT2 stops beside a standing one).
    let mut play = blocks_scene(
        Home,
        &[(0, (5, 5)), (20, (8, 6)), (21, (20, 20))],
        &[20],
        &[],
        BallAt::Centre,
    );
    play.rolls(0, &[5]).decide(Decision::Choose(0));
    assert!(play.legal().contains(&Decision::MoveTo(play.at(10, 6))));
    assert!(!play.legal().iter().any(|d| matches!(d, Decision::Blitz(_))));
    play.decide(Decision::MoveTo(play.at(7, 5)));
    // Next to the prone player: no tackle is forced, the turn just ends.
    assert!(!play
        .events
        .iter()
        .any(|e| matches!(e, Event::Block { .. } | Event::Tackle { .. })));
    assert_eq!(play.game.to_move(), Away);
    // The away coach chooses the prone player: it stands up instead of moving.
    play.decide(Decision::Choose(20));
    assert!(play.saw(&Event::StoodUp { player: 20 }));
    assert!(!play.prone(20));
    assert_eq!(play.place(20), Place::Field(play.at(8, 6)));
    // Standing next to home 0 now, it must block (BT5 as a block).
    assert_eq!(play.legal(), [tackle(20, 0)]);
}

#[test]
fn bb7_a_blitz_blocks_for_one_square_and_moves_on() {
    let mut play = blocks_scene(
        Home,
        &[(0, (5, 5)), (11, (8, 6)), (21, (20, 20))],
        &[],
        &[],
        BallAt::Centre,
    );
    play.rolls(0, &[6]).decide(Decision::Choose(0));
    play.decide(Decision::MoveTo(play.at(7, 5)));
    // Two squares used, four left: blitz or stop.
    assert_eq!(play.game.pending(), Pending::Blitz);
    assert_eq!(play.legal(), [Decision::Blitz(11), Decision::Stop]);
    play.block_dice(&[3]).decide(Decision::Blitz(11));
    assert!(play.saw(&Event::Block {
        attacker: 0,
        defender: 11,
        blitz: true
    }));
    play.decide(Decision::PushTo(play.at(9, 7)));
    play.decide(Decision::FollowUp(play.at(8, 6)));
    // Three squares left (the block cost one), no second blitz; it may stop or move away. It
    // picked up no ball: the ball is still loose on the centre mark.
    assert_eq!(
        play.game.pending(),
        Pending::Move {
            picked: false,
            blitzed: true
        }
    );
    let legal = play.legal();
    assert!(legal.contains(&Decision::Stop));
    assert!(legal.contains(&Decision::MoveTo(play.at(6, 4))));
    assert!(!legal.contains(&Decision::MoveTo(play.at(4, 4))));
    assert!(!legal.iter().any(|d| matches!(d, Decision::Blitz(_))));
    play.decide(Decision::MoveTo(play.at(6, 4)));
    assert_eq!(play.place(0), Place::Field(play.at(6, 4)));
    assert_eq!(play.game.to_move(), Away);
}

#[test]
fn bb7_without_a_blitz_the_forced_tackle_is_a_block() {
    let mut play = blocks_scene(
        Home,
        &[(0, (5, 5)), (11, (8, 6)), (21, (20, 20))],
        &[],
        &[],
        BallAt::Centre,
    );
    play.rolls(0, &[6]).decide(Decision::Choose(0));
    play.decide(Decision::MoveTo(play.at(7, 5)));
    play.decide(Decision::Stop);
    assert_eq!(play.legal(), [tackle(0, 11)]);
    play.block_dice(&[3]).decide(tackle(0, 11));
    assert!(play.saw(&Event::Block {
        attacker: 0,
        defender: 11,
        blitz: false
    }));
    play.decide(Decision::PushTo(play.at(8, 8)));
    play.decide(Decision::HoldGround);
    // A tackle ends the turn; no moving on.
    assert_eq!(play.game.to_move(), Away);
}

#[test]
fn bb8_an_attacker_knocked_down_ends_the_turn_at_once() {
    let mut play = blocks_scene(
        Home,
        &[(0, (5, 5)), (11, (8, 6)), (21, (20, 20))],
        &[],
        &[],
        BallAt::Centre,
    );
    play.rolls(0, &[6]).decide(Decision::Choose(0));
    play.decide(Decision::MoveTo(play.at(7, 5)));
    // Attacker Down in a blitz with four squares left: prone (d20 roll 15), turn over.
    play.block_dice(&[1]).rolls(0, &[15]);
    play.decide(Decision::Blitz(11));
    assert!(play.prone(0));
    assert!(play.saw(&Event::Turnover { team: Home }));
    assert_eq!(play.game.to_move(), Away);
    assert_eq!(play.game.pending(), Pending::ChoosePlayer);
    assert_eq!(play.place(11), Place::Field(play.at(8, 6)));
}
