//! The reply coach (issue 24): its name and budget as `--coach` takes them and a save records
//! them, games of it to their end in every variant, and a position where the opponent's answer makes
//! it choose otherwise than the search coach it is built on.

use std::sync::Arc;

use gridiron_battleball::coach::{BbCoachKind, Coach, DEFAULT_REPLY_BUDGET};
use gridiron_battleball::{data, Options, Setup};

fn setup(options: Options) -> Arc<Setup> {
    let library = data::load().expect("the shipped Battleball data loads");
    let home = library.team("Iron Wolves").expect("a boxed team");
    let away = library.team("Black Harts").expect("a boxed team");
    Arc::new(Setup::new(&library, home, away, options))
}

#[test]
fn the_budget_is_part_of_the_name_and_comes_back_from_it() {
    let default = BbCoachKind::Reply {
        budget: DEFAULT_REPLY_BUDGET,
    };
    assert_eq!("reply".parse::<BbCoachKind>(), Ok(default));
    assert_eq!(default.name(), "reply");
    assert_eq!(default.build(1).name(), "reply");
    let twelve = BbCoachKind::Reply { budget: 12 };
    assert_eq!(" Reply:12 ".parse::<BbCoachKind>(), Ok(twelve));
    assert_eq!(twelve.name(), "reply:12");
    assert_eq!(twelve.name().parse::<BbCoachKind>(), Ok(twelve));
    // The default budget written out is the default coach, named without it.
    assert_eq!(
        format!("reply:{DEFAULT_REPLY_BUDGET}").parse::<BbCoachKind>(),
        Ok(default)
    );
    for bad in [
        "reply:0",
        "reply:",
        "reply:many",
        "reply:70000",
        "search:4",
        "reply:-1",
    ] {
        assert_eq!(bad.parse::<BbCoachKind>(), Err(bad.to_string()), "{bad}");
    }
}

/// `play` stops at the first decision the engine refuses, so a finished game means every
/// decision was legal. Each game starts late, at 1-1 in the second half with three players a
/// side, so that the next touchdown ends it: a whole game from the debug build's point of view
/// would take half a minute.
#[test]
fn the_reply_coach_plays_games_to_their_end_in_every_variant() {
    use gridiron_battleball::{Ball, Game, Period, Scenario, MAX_DECISIONS};
    use gridiron_core::dice::SeededDice;
    use gridiron_core::side::Side;

    let variants = [(false, false), (true, false), (false, true), (true, true)];
    for (v, (advanced, blocks)) in variants.into_iter().enumerate() {
        let setup = setup(Options { advanced, blocks });
        let board = setup.board.clone();
        let at = |row: u8, x: u8| board.at(row, x).expect("a square");
        // A Running Back with the ball, a Tackle and a Safety on each side.
        let field = [
            (0, at(9, 11)),
            (3, at(8, 6)),
            (7, at(8, 16)),
            (11, at(13, 11)),
            (14, at(14, 6)),
            (18, at(14, 16)),
        ];
        let mut scenario = Scenario::new(Side::Home, &field, Ball::Held(0));
        scenario.score = [1, 1];
        scenario.period = Period::Second;
        let mut game = Game::from_scenario(setup, &scenario);
        let mut coaches = [
            BbCoachKind::Reply { budget: 2 }.build(v as u64),
            BbCoachKind::Search.build(v as u64 + 10),
        ];
        let mut dice = SeededDice::from_seed(v as u64);
        let made =
            gridiron_battleball::coach::play(&mut game, &mut coaches, &mut dice, MAX_DECISIONS);
        assert!(
            game.is_over(),
            "stopped after {made} decisions ({advanced}, {blocks})"
        );
    }
}

/// Dice that always show `0`'s face: the roll a position is set up with.
struct Showing(u8);

impl gridiron_core::dice::Dice for Showing {
    fn below(&mut self, _n: usize) -> usize {
        0
    }

    fn roll_sided(&mut self, _die: gridiron_core::dice::SidedDie) -> u8 {
        self.0
    }
}

/// Issue 24's position. Second half, 1-0 to the Iron Wolves (home, moving up the board), both
/// teams as they lined up, but a Black Harts Running Back (d20) has come down the right sideline
/// with the ball to row 8. The Wolves' Linebacker (d10, row 4) rolled a 6: both coaches run it
/// next to the carrier and tackle (a d10 against a d20: 72.5% to take the ball). The search
/// tackles from beside the carrier, (8,20), so that a won ball is held a row further up the
/// field. The reply coach plays the Harts' answer to each outcome and tackles from in front,
/// (7,21): a Linebacker holding the ball there is a row further from every Harts tackler on rows
/// 18 and 19 (their Linebackers cannot reach it at all), and their best answer is worth about 3
/// points less to them, where the row gained was worth under 2 (a touchdown is 150).
#[test]
fn the_reply_coach_tackles_the_carrier_from_where_the_answer_hurts_least() {
    use gridiron_battleball::coach::{ReplyCoach, SearchCoach};
    use gridiron_battleball::{Ball, Decision, Game, Pending, Period, Scenario};
    use gridiron_core::game::Discard;
    use gridiron_core::side::Side;

    let setup = setup(Options::default());
    let board = setup.board.clone();
    let at = |row: u8, x: u8| board.at(row, x).expect("a square");
    // The Wolves are players 0-10, the Harts 11-21, each team in the roster's order: Running
    // Backs (d20), Tackle (d6), Heavy Tackle (2d6), Linebackers (d10), Safeties (d12), Linemen (d8).
    let (linebacker, carrier) = (6, 11);
    let wolves = [
        (4, 4),
        (4, 6),
        (4, 18),
        (4, 12),
        (6, 6),
        (4, 14),
        (4, 16),
        (3, 9),
        (3, 3),
        (3, 19),
        (3, 15),
    ];
    let harts = [
        (8, 22),
        (18, 6),
        (18, 8),
        (18, 10),
        (18, 16),
        (18, 12),
        (18, 14),
        (18, 2),
        (19, 19),
        (18, 20),
        (19, 9),
    ];
    let field: Vec<_> = wolves
        .into_iter()
        .chain(harts)
        .enumerate()
        .map(|(id, (row, x))| (id as u8, at(row, x)))
        .collect();
    let mut scenario = Scenario::new(Side::Home, &field, Ball::Held(carrier));
    scenario.score = [1, 0];
    scenario.period = Period::Second;
    let mut game = Game::from_scenario(setup, &scenario);
    game.apply(
        Side::Home,
        Decision::Choose(linebacker),
        &mut Showing(6),
        &mut Discard,
    )
    .expect("the Linebacker is chosen and rolls a 6");
    assert!(matches!(game.pending(), Pending::Move { .. }));
    let mut legal = Vec::new();
    game.legal(Side::Home, &mut legal);
    let seed = 136;
    let search = SearchCoach::new(seed).decide(&game, Side::Home, &legal);
    let reply = ReplyCoach::new(seed, DEFAULT_REPLY_BUDGET).decide(&game, Side::Home, &legal);
    assert_eq!(search, Some(Decision::MoveTo(at(8, 20))));
    assert_eq!(reply, Some(Decision::MoveTo(at(7, 21))));
}
