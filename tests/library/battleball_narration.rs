//! Battleball's play-by-play names the right player, and names it so it cannot be taken for
//! another (issue 21 item 9), and a question says what really happened (item 11): the exact
//! words in English and German.

use std::sync::Arc;

use gridiron::common::dice::ScriptedDice;
use gridiron::common::i18n::Language;
use gridiron::common::side::Side::{self, Home};
use gridiron::common::wrap::unbroken;
use gridiron::games::battleball::display::narrate::{self, Log, Memory};
use gridiron::games::battleball::{
    data, Ball, BbDie, Decision, Event, Game, Options, Pending, Scenario, Setup, Sq,
};
use gridiron::shells::terminal::battleball::prompt;

/// The Iron Wolves at home to the Black Harts, in the basic game or with blocks.
fn setup(blocks: bool) -> Arc<Setup> {
    let library = data::load().expect("the shipped Battleball data loads");
    let home = library.team("Iron Wolves").expect("a shipped team").clone();
    let away = library.team("Black Harts").expect("a shipped team").clone();
    let options = Options {
        advanced: false,
        blocks,
    };
    Arc::new(Setup::new(&library, &home, &away, options))
}

fn game(blocks: bool, to_move: Side, field: &[(u8, (u8, u8))]) -> Game {
    let setup = setup(blocks);
    let board = setup.board.clone();
    let field: Vec<(u8, Sq)> = field
        .iter()
        .map(|&(id, (r, x))| (id, board.at(r, x).expect("a square")))
        .collect();
    Game::from_scenario(
        setup,
        &Scenario::new(to_move, &field, Ball::Loose(board.centre())),
    )
}

/// A decision named by what it does, with the square as (row, x).
enum Step {
    Choose(u8),
    MoveTo(u8, u8),
    Tackle(u8, u8),
    Blitz(u8),
    PushTo(u8, u8),
    FollowUp(u8, u8),
    Hold,
}

/// `steps` played from `start` with the scripted `dice`, told in `language`.
fn play(
    start: &Game,
    dice: &ScriptedDice,
    steps: &[Step],
    language: Language,
) -> (Game, Log, Memory) {
    let loc = gridiron::i18n::localizer(language);
    let mut game = start.clone();
    let mut dice = dice.clone();
    let (mut log, mut memory) = (Log::default(), Memory::default());
    for step in steps {
        let at = |r, x| game.setup().board.at(r, x).expect("a square");
        let decision = match *step {
            Step::Choose(id) => Decision::Choose(id),
            Step::MoveTo(r, x) => Decision::MoveTo(at(r, x)),
            Step::Tackle(attacker, defender) => Decision::Tackle { attacker, defender },
            Step::Blitz(defender) => Decision::Blitz(defender),
            Step::PushTo(r, x) => Decision::PushTo(at(r, x)),
            Step::FollowUp(r, x) => Decision::FollowUp(at(r, x)),
            Step::Hold => Decision::HoldGround,
        };
        let side = game.waiting_on().expect("a decision is owed");
        let mut events: Vec<Event> = Vec::new();
        game.apply(side, decision, &mut dice, &mut events)
            .unwrap_or_else(|e| panic!("{decision:?} refused: {e:?}"));
        narrate::replayed(&loc, &game, &events, &mut memory, &mut log);
    }
    (game, log, memory)
}

/// The play-by-play of `steps` in English and German.
fn told(start: &Game, dice: &ScriptedDice, steps: &[Step]) -> [Vec<String>; 2] {
    [Language::English, Language::German].map(|language| play(start, dice, steps, language).1.lines)
}

fn roll(dice: &mut ScriptedDice, game: &Game, player: u8, n: u8) {
    let sides = game.player(player).die;
    dice.push_sided(BbDie::Player { player, which: 0 }.sided(sides), n);
}

#[test]
fn a_block_by_a_teammate_of_the_mover_names_the_blocker() {
    // Home's Lineman 1 (9) already stands next to the away Tackle (14); Running Back 1 (0)
    // moves elsewhere, and the forced block (BT5, BB7) is the Lineman's.
    let start = game(true, Home, &[(0, (2, 2)), (9, (5, 5)), (14, (6, 6))]);
    let mut dice = ScriptedDice::new(0);
    roll(&mut dice, &start, 0, 1);
    dice.push_sided(BbDie::Block(0).sided(6), 3);
    let steps = [
        Step::Choose(0),
        Step::MoveTo(1, 1),
        Step::Tackle(9, 14),
        Step::PushTo(7, 7),
        Step::Hold,
    ];
    let [en, de] = told(&start, &dice, &steps);
    assert_eq!(
        en,
        [
            "Iron Wolves Running Back 1 rolls 1 (red d20), moves to B1, Lineman 1 blocks Black \
          Harts Tackle: strength 4 against 4, block dice Pushed, Tackle pushed to H7"
        ]
    );
    assert_eq!(
        de,
        ["Iron Wolves Runningback 1 würfelt 1 (roter W20), zieht auf B1, Linienspieler 1 blockt \
          Black Harts Tackle: Stärke 4 gegen 4, Blockwürfel Weggestoßen, Tackle weggestoßen auf H7"]
    );
}

#[test]
fn a_tackle_between_two_linebackers_2_says_whose_goes_off() {
    // Home's Linebacker 2 (6) moves next to the away Linebacker 2 (17) and wins the tackle.
    let start = game(false, Home, &[(6, (5, 5)), (17, (8, 6)), (21, (20, 20))]);
    let mut dice = ScriptedDice::new(0);
    roll(&mut dice, &start, 6, 2);
    roll(&mut dice, &start, 6, 3);
    roll(&mut dice, &start, 17, 5);
    let steps = [Step::Choose(6), Step::MoveTo(7, 5), Step::Tackle(6, 17)];
    let [en, de] = told(&start, &dice, &steps);
    assert_eq!(
        en,
        [
            "Iron Wolves Linebacker 2 rolls 2 (blue d10), moves to F7, tackles Black Harts \
          Linebacker 2: 3 against 5, Black Harts Linebacker 2 to the locker room"
        ]
    );
    assert_eq!(
        de,
        [
            "Iron Wolves Linebacker 2 würfelt 2 (blauer W10), zieht auf F7, tackelt Black Harts \
          Linebacker 2: 3 gegen 5, Black Harts Linebacker 2 in die Kabine"
        ]
    );
}

#[test]
fn after_a_blitz_the_blitzer_is_asked_to_move_on_as_a_blitzer_not_as_a_carrier() {
    // Home's Running Back 1 (0) rolls 6, stops next to the away Running Back 1 (11), blitzes
    // it (BB7), pushes it back and follows up: three squares of its roll are left. The ball
    // lies loose on the centre mark; nobody holds it.
    let start = game(true, Home, &[(0, (5, 5)), (11, (8, 6)), (21, (20, 20))]);
    let mut dice = ScriptedDice::new(0);
    roll(&mut dice, &start, 0, 6);
    dice.push_sided(BbDie::Block(0).sided(6), 3);
    let steps = [
        Step::Choose(0),
        Step::MoveTo(7, 5),
        Step::Blitz(11),
        Step::PushTo(9, 7),
        Step::FollowUp(8, 6),
    ];
    let titles = [Language::English, Language::German].map(|language| {
        let (game, _, memory) = play(&start, &dice, &steps, language);
        assert_eq!(game.carrier(), None);
        let loc = gridiron::i18n::localizer(language);
        let mut legal = Vec::new();
        game.legal(Home, &mut legal);
        prompt::question(&loc, &game, Home, &legal, &memory, false).title
    });
    assert_eq!(
        titles,
        [
            "Running Back 1 has blitzed and may move on with the rest of its roll.",
            "Runningback 1 hat geblitzt und darf mit dem Rest des Wurfs weiterziehen.",
        ]
    );
}

#[test]
fn bt4_the_move_question_says_the_way_over_the_ball_is_onto_it_and_on() {
    // The ball on the centre mark (L11); Running Back 1 (0) three squares below it rolls 6. A
    // move past the ball's square leaves it lying (BT4 picks it up only on its square), so the
    // question says where the way through it goes: onto it, then on with the rest.
    let start = game(false, Home, &[(0, (8, 10)), (11, (20, 2))]);
    let mut dice = ScriptedDice::new(0);
    roll(&mut dice, &start, 0, 6);
    let titles = [Language::English, Language::German].map(|language| {
        let (game, _, memory) = play(&start, &dice, &[Step::Choose(0)], language);
        let loc = gridiron::i18n::localizer(language);
        let mut legal = Vec::new();
        game.legal(Home, &mut legal);
        let centre = game.setup().board.centre();
        assert!(legal.contains(&Decision::MoveTo(centre)));
        prompt::question(&loc, &game, Home, &legal, &memory, false).title
    });
    assert_eq!(
        titles,
        [
            "Running Back 1 rolled 6: where to? Onto the ball (L11): pick it up and go on.",
            "Runningback 1 hat 6 gewürfelt: Wohin? Auf den Ball (L11): aufnehmen und \
             weiterziehen.",
        ]
    );
}

/// BS3's line-up alternates player by player, so it is told once complete, a line a team: the
/// two teams' placements told as they happened read as one list.
#[test]
fn the_line_up_is_told_a_line_a_team() {
    let start = Game::new(setup(false));
    let sides = start.setup().library.toss_die;
    let mut dice = ScriptedDice::new(0);
    dice.push_sided(BbDie::Toss(Home).sided(sides), 3);
    dice.push_sided(BbDie::Toss(Side::Away).sided(sides), 9);
    let lines = [Language::English, Language::German].map(|language| {
        let loc = gridiron::i18n::localizer(language);
        let (mut game, mut dice) = (start.clone(), dice.clone());
        let (mut log, mut memory) = (Log::default(), Memory::default());
        let mut legal = Vec::new();
        let mut told_before_play = 0;
        while matches!(game.pending(), Pending::RollOff | Pending::LineUp) {
            told_before_play = log.lines.len();
            let side = game.waiting_on().expect("a decision is owed");
            game.legal(side, &mut legal);
            // The away team in a formation at its first turn, the home team a player at a time.
            let formation = legal.iter().find(|d| matches!(d, Decision::Formation(_)));
            let place = legal.iter().find(|d| matches!(d, Decision::Place(_)));
            let decision = match (side, formation, place) {
                (Side::Away, Some(&formation), _) => formation,
                (_, _, Some(&place)) => place,
                _ => legal[0],
            };
            let mut events: Vec<Event> = Vec::new();
            game.apply(side, decision, &mut dice, &mut events)
                .unwrap_or_else(|e| panic!("{decision:?} refused: {e:?}"));
            narrate::replayed(&loc, &game, &events, &mut memory, &mut log);
        }
        let line_up = log
            .lines
            .iter()
            .position(|line| line.ends_with("half:") || line.ends_with("Halbzeit:"))
            .expect("the line-up's heading");
        // Nothing but the heading until the last player stands.
        assert_eq!(
            told_before_play,
            line_up + 1,
            "{language:?}: {:?}",
            log.lines
        );
        <[String; 3]>::try_from(log.lines.split_off(line_up))
            .unwrap_or_else(|lines| panic!("{language:?}: {lines:?}"))
    });
    // The home team placed first (BS3: the coach who moves second begins).
    // A player and its square are never wrapped apart.
    let placed = [
        "R1 B1", "R2 D1", "R3 F1", "T1 H1", "H1 J1", "B1 N1", "B2 P1", "S1 R1", "S2 T1", "L1 V1",
        "L2 A2",
    ]
    .map(unbroken);
    let home = format!("Iron Wolves: {}", placed.join(", "));
    assert_eq!(
        lines,
        [
            [
                "Line-up for the 1st half:".to_string(),
                home.clone(),
                "Black Harts in the wall formation".to_string(),
            ],
            [
                "Aufstellung zur 1. Halbzeit:".to_string(),
                home.replace(&unbroken("H1 J1"), &unbroken("K1 J1")),
                "Black Harts in der Formation Mauer".to_string(),
            ],
        ]
    );
}
