//! Battleball's computer coaches: they only make legal decisions, replay from their seeds, are
//! named as the command line names them, read the odds the engine counts, and keep their order
//! of strength on a small fixed-seed run (the full figures: `cargo run --release --example
//! battleball_strength`, or the ignored `strength_over_two_thousand_games_each`).

use std::sync::{Arc, Mutex};

use gridiron::common::dice::SeededDice;
use gridiron::common::side::Side::{self, Away, Home};
use gridiron::games::battleball::coach::match_play::{play_match, play_one, MatchReport};
use gridiron::games::battleball::coach::{quiet_turns, BbCoachKind, Coach};
use gridiron::games::battleball::odds;
use gridiron::games::battleball::{
    data, Ball, BallFate, Decision, Fate, Game, Options, PassResult, Pending, Scenario, Setup, Sq,
};

const SEED: u64 = 2_003;

fn setup(options: Options) -> Arc<Setup> {
    let library = data::load().expect("the shipped Battleball data loads");
    let home = library.team("Iron Wolves").expect("a boxed team").clone();
    let away = library.team("Black Harts").expect("a boxed team").clone();
    Arc::new(Setup::new(&library, &home, &away, options))
}

fn basic() -> Arc<Setup> {
    setup(Options::default())
}

fn kind(kind: BbCoachKind) -> impl Fn(u64) -> Box<dyn Coach + Send> + Sync {
    move |seed| kind.build(seed)
}

fn sq(game: &Game, row: u8, x: u8) -> Sq {
    game.setup().board.at(row, x).expect("a square")
}

/// Player ids: home 0-2 running backs (d20), 3 tackle (d6), 4 Heavy Tackle, 5-6 linebackers
/// (d10), 7-8 safeties (d12), 9-10 linemen (d8); the away team's are the same + 11.
fn scene(to_move: Side, field: &[(u8, (u8, u8))], ball: Ball) -> Game {
    let setup = basic();
    let board = setup.board.clone();
    let field: Vec<(u8, Sq)> = field
        .iter()
        .map(|&(id, (r, x))| (id, board.at(r, x).expect("a square")))
        .collect();
    Game::from_scenario(setup, &Scenario::new(to_move, &field, ball))
}

#[test]
fn coach_kinds_are_parsed_from_their_names() {
    for kind in BbCoachKind::ALL {
        assert_eq!(kind.name().parse::<BbCoachKind>(), Ok(kind));
        assert_eq!(kind.build(1).name(), kind.name());
    }
    assert_eq!("search".parse::<BbCoachKind>(), Ok(BbCoachKind::Search));
    assert_eq!(
        "expectimax".parse::<BbCoachKind>(),
        Err("expectimax".to_string())
    );
}

/// Whole games between every pair of coaches in every variant: `play` stops at the first
/// decision the engine refuses, so a finished game means every decision was legal.
#[test]
fn every_coach_makes_only_legal_decisions_to_the_end_of_the_game() {
    let variants = [(false, false), (true, false), (false, true), (true, true)];
    for (v, (advanced, blocks)) in variants.into_iter().enumerate() {
        let setup = setup(Options { advanced, blocks });
        // The reply coach's own whole games are crates/battleball/tests/reply_coach.rs's, at a
        // budget that keeps the debug build quick.
        for (k, first) in BbCoachKind::ALL.into_iter().take(3).enumerate() {
            let second = BbCoachKind::ALL[(k + 1 + v) % 3];
            let (game, made) = play_one(&setup, &kind(first), &kind(second), SEED, v as u64);
            assert!(
                game.is_over(),
                "{first:?} against {second:?} ({advanced}, {blocks}) stopped after {made}"
            );
        }
    }
}

#[test]
fn a_game_between_coaches_replays_from_its_seeds() {
    let setup = basic();
    let (one, _) = play_one(
        &setup,
        &kind(BbCoachKind::Search),
        &kind(BbCoachKind::Heuristic),
        SEED,
        3,
    );
    let (two, _) = play_one(
        &setup,
        &kind(BbCoachKind::Search),
        &kind(BbCoachKind::Heuristic),
        SEED,
        3,
    );
    assert_eq!(one.decisions(), two.decisions());
    assert!(one == two);
}

#[test]
fn a_match_gives_the_same_record_on_one_thread_and_on_two() {
    let setup = basic();
    let run = |jobs| {
        play_match(
            &setup,
            &kind(BbCoachKind::Heuristic),
            &kind(BbCoachKind::Random),
            8,
            SEED,
            jobs,
        )
    };
    let one: MatchReport = run(1);
    assert_eq!(one, run(2));
    assert_eq!(one.record.games(), 8);
}

/// A random coach that writes down which side it plays.
struct Recorder {
    inner: Box<dyn Coach + Send>,
    sides: Arc<Mutex<Vec<Side>>>,
}

impl Coach for Recorder {
    fn decide(&mut self, game: &Game, side: Side, legal: &[Decision]) -> Option<Decision> {
        if let Ok(mut sides) = self.sides.lock() {
            if !sides.contains(&side) {
                sides.push(side);
            }
        }
        self.inner.decide(game, side, legal)
    }

    fn name(&self) -> &'static str {
        "recorder"
    }
}

/// The first coach is home in even games and away in odd ones, so neither coach rolls the toss
/// (home's) more often.
#[test]
fn the_first_coach_is_home_in_even_games_and_away_in_odd_ones() {
    let setup = basic();
    for index in 0..4u64 {
        let sides = Arc::new(Mutex::new(Vec::new()));
        let recorded = sides.clone();
        let first = move |seed: u64| -> Box<dyn Coach + Send> {
            Box::new(Recorder {
                inner: BbCoachKind::Random.build(seed),
                sides: recorded.clone(),
            })
        };
        play_one(&setup, &first, &kind(BbCoachKind::Random), SEED, index);
        let expected = if index.is_multiple_of(2) { Home } else { Away };
        assert_eq!(*sides.lock().expect("not poisoned"), vec![expected]);
    }
}

#[test]
fn tackle_odds_follow_the_lower_die_rule() {
    // Home's tackle (d6) against away's running back (d20), the ball loose elsewhere.
    let game = scene(Home, &[(3, (10, 10)), (11, (11, 11))], Ball::Loose(0));
    let outcomes = odds::tackle_odds(&game, 3, 11);
    let total: f64 = outcomes.iter().map(|o| o.chance).sum();
    assert!((total - 1.0).abs() < 1e-12);
    // The running back is out when it loses (a < d: 99 of 120) or ties (6 of 120).
    let defender_out: f64 = outcomes
        .iter()
        .filter(|o| o.result.defender.is_out())
        .map(|o| o.chance)
        .sum();
    assert!((defender_out - 105.0 / 120.0).abs() < 1e-12);
    // A 1 seriously injures: the tackle rolls 1 and the back more (19 of 120), or both 1.
    let boxed: f64 = outcomes
        .iter()
        .filter(|o| o.result.defender == Fate::SeriouslyInjured)
        .map(|o| o.chance)
        .sum();
    assert!((boxed - 20.0 / 120.0).abs() < 1e-12);
    assert!(outcomes
        .iter()
        .all(|o| o.result.ball == BallFate::Untouched));
}

#[test]
fn tackle_odds_of_the_carrier_count_fumbles_on_equal_dice() {
    // Home's lineman (d8) tackles away's carrying running back (d20).
    // The lineman steps next to the carrier, so a tackle must follow (BT5).
    // Two more players far away, so that a tie does not take both teams off the field.
    let mut game = scene(
        Home,
        &[(9, (10, 8)), (11, (11, 11)), (3, (2, 2)), (12, (20, 10))],
        Ball::Held(11),
    );
    let mut dice = gridiron::common::dice::ScriptedDice::new(0);
    let lineman = gridiron::games::battleball::BbDie::Player {
        player: 9,
        which: 0,
    };
    dice.push_sided(lineman.sided(8), 1);
    let mut events = Vec::new();
    game.apply(Home, Decision::Choose(9), &mut dice, &mut events)
        .expect("a legal choice");
    let next_to = sq(&game, 10, 10);
    game.apply(Home, Decision::MoveTo(next_to), &mut dice, &mut events)
        .expect("a legal move");
    assert_eq!(game.pending(), Pending::AfterMove);
    let outcomes = odds::tackle_odds(&game, 9, 11);
    let fumbled: f64 = outcomes
        .iter()
        .filter(|o| o.result.ball == BallFate::Fumbled)
        .map(|o| o.chance)
        .sum();
    // Equal dice (8 of 160) fumble, ties among them; nothing else does.
    assert!((fumbled - 8.0 / 160.0).abs() < 1e-12);
    let taken: f64 = outcomes
        .iter()
        .filter(|o| o.result.ball == BallFate::Taken)
        .map(|o| o.chance)
        .sum();
    // The lineman wins with a lower number: sum over a of (20 - a) of 160 = 124.
    assert!((taken - 124.0 / 160.0).abs() < 1e-12);
    // Each outcome's faces, played out, give that outcome.
    for outcome in &outcomes {
        let mut played = game.clone();
        let mut dice = gridiron::common::dice::ScriptedDice::new(0);
        for (n, &face) in outcome.faces.iter().enumerate() {
            let player = if n == 0 { 9 } else { 11 };
            dice.push_sided(
                gridiron::games::battleball::BbDie::Player { player, which: 0 }.sided(if n == 0 {
                    8
                } else {
                    20
                }),
                face,
            );
        }
        played
            .apply(
                Home,
                Decision::Tackle {
                    attacker: 9,
                    defender: 11,
                },
                &mut dice,
                &mut events,
            )
            .expect("the tackle is legal");
        let carrier_now = played.carrier();
        match outcome.result.ball {
            BallFate::Taken => assert_eq!(carrier_now, Some(9)),
            BallFate::Fumbled => assert_eq!(played.pending(), Pending::PlaceBall),
            BallFate::Untouched => assert_eq!(carrier_now, Some(11)),
        }
    }
}

#[test]
fn move_and_pass_odds_add_up() {
    let game = scene(
        Home,
        &[(0, (10, 10)), (4, (8, 10)), (7, (14, 10)), (11, (1, 1))],
        Ball::Held(0),
    );
    // A running back moves at least k squares with chance (21 - k) / 20.
    let running_back = odds::move_odds(&game, 0);
    assert_eq!(running_back.len(), 21);
    assert!((running_back[1] - 1.0).abs() < 1e-12);
    assert!((running_back[15] - 6.0 / 20.0).abs() < 1e-12);
    // The Heavy Tackle does not move on doubles (6 of 36) and uses the higher die.
    let heavy = odds::move_odds(&game, 4);
    assert!((heavy[0] - 30.0 / 36.0).abs() < 1e-12);
    assert!((heavy[6] - 10.0 / 36.0).abs() < 1e-12);
    // A pass of 4 squares to the safety (d12) with the brown d6.
    let pass = odds::pass_odds(&game, 0, 7);
    let chance = |result| -> f64 {
        pass.iter()
            .filter(|o| o.result == result)
            .map(|o| o.chance)
            .sum()
    };
    // Equal numbers fumble (6 of 72); short of 4 without equal numbers: 1+2 and 2+1.
    assert_eq!(game.distance_between(0, 7), 4);
    assert!((chance(PassResult::Fumbled) - 6.0 / 72.0).abs() < 1e-12);
    assert!((chance(PassResult::Incomplete) - 2.0 / 72.0).abs() < 1e-12);
    assert!((chance(PassResult::Complete) - 64.0 / 72.0).abs() < 1e-12);
}

/// The heuristic tackles the pair its dice favour: its tackle (d6) on the running back (d20)
/// rather than its running back on the tackle.
#[test]
fn the_heuristic_tackles_where_the_dice_favour_it() {
    // Two pairs touch after a linebacker's move far away: home's tackle next to away's running
    // back, home's running back next to away's tackle.
    let mut game = scene(
        Home,
        &[
            (3, (10, 8)),
            (0, (10, 14)),
            (5, (2, 2)),
            (11, (11, 9)),
            (14, (11, 15)),
        ],
        Ball::Loose(0),
    );
    let mut dice = gridiron::common::dice::ScriptedDice::new(0);
    let linebacker = gridiron::games::battleball::BbDie::Player {
        player: 5,
        which: 0,
    };
    dice.push_sided(linebacker.sided(10), 1);
    let mut events = Vec::new();
    game.apply(Home, Decision::Choose(5), &mut dice, &mut events)
        .expect("a legal choice");
    let step = sq(&game, 2, 4);
    game.apply(Home, Decision::MoveTo(step), &mut dice, &mut events)
        .expect("a legal move");
    let mut legal = Vec::new();
    game.legal(Home, &mut legal);
    legal.sort();
    assert_eq!(
        legal,
        [
            Decision::Tackle {
                attacker: 0,
                defender: 14
            },
            Decision::Tackle {
                attacker: 3,
                defender: 11
            },
        ]
    );
    let mut coach = BbCoachKind::Heuristic.build(1);
    assert_eq!(
        coach.decide(&game, Home, &legal),
        Some(Decision::Tackle {
            attacker: 3,
            defender: 11
        })
    );
}

/// With the end zone one step away, both thinking coaches score.
#[test]
fn the_heuristic_and_the_search_step_into_the_end_zone() {
    for kind in [BbCoachKind::Heuristic, BbCoachKind::Search] {
        let mut game = scene(Home, &[(0, (21, 11)), (11, (2, 2))], Ball::Held(0));
        let mut dice = gridiron::common::dice::ScriptedDice::new(0);
        dice.push_sided(
            gridiron::games::battleball::BbDie::Player {
                player: 0,
                which: 0,
            }
            .sided(20),
            5,
        );
        let mut coaches = [kind.build(1), kind.build(2)];
        let mut events = Vec::new();
        game.apply(Home, Decision::Choose(0), &mut dice, &mut events)
            .expect("a legal choice");
        let mut legal = Vec::new();
        game.legal(Home, &mut legal);
        let pick = coaches[0].decide(&game, Home, &legal);
        assert_eq!(pick, Some(Decision::EndZone), "{kind:?}");
        let _ = &mut coaches;
    }
}

/// The search sends its best tackler at the carrier: the tackle (d6) that can get next to the
/// away running back, not the running back (d20) that can too.
#[test]
fn the_search_sends_the_tackler_the_dice_favour_at_the_carrier() {
    let game = scene(
        Home,
        &[(3, (12, 10)), (0, (12, 6)), (11, (15, 11))],
        Ball::Held(11),
    );
    let mut legal = Vec::new();
    game.legal(Home, &mut legal);
    assert_eq!(legal, [Decision::Choose(0), Decision::Choose(3)]);
    let mut coach = gridiron::games::battleball::coach::SearchCoach::new(1);
    assert_eq!(coach.decide(&game, Home, &legal), Some(Decision::Choose(3)));
}

#[test]
fn quiet_turns_count_the_turns_since_anything_happened() {
    let mut game = scene(Home, &[(0, (5, 11)), (11, (18, 10))], Ball::Loose(0));
    assert_eq!(quiet_turns(&game, 100), 0);
    let mut dice = gridiron::common::dice::ScriptedDice::new(0);
    let mut events = Vec::new();
    for (side, player, to) in [(Home, 0, (6, 10)), (Away, 11, (17, 11))] {
        let die = gridiron::games::battleball::BbDie::Player { player, which: 0 };
        dice.push_sided(die.sided(20), 1);
        game.apply(side, Decision::Choose(player), &mut dice, &mut events)
            .expect("a legal choice");
        let to = sq(&game, to.0, to.1);
        game.apply(side, Decision::MoveTo(to), &mut dice, &mut events)
            .expect("a legal move");
    }
    assert_eq!(game.pending(), Pending::ChoosePlayer);
    assert_eq!(quiet_turns(&game, 100), 2);
    assert_eq!(quiet_turns(&game, 1), 1);
    // A fresh game's toss is something happening.
    let mut fresh = Game::new(basic());
    fresh
        .apply(
            Home,
            Decision::RollOff,
            &mut SeededDice::from_seed(1),
            &mut events,
        )
        .expect("the toss");
    assert_eq!(quiet_turns(&fresh, 100), 0);
}

/// Strength on a fixed seed with small samples and wide margins: a change that makes a coach
/// clearly weaker fails here. Measured over 2,000 games each (see the file's head): search
/// against heuristic 72.0% ± 2.0, heuristic against random 100%. On this seed: 24-6 and 24-0
/// (some 25 s in a debug build on two cores).
#[test]
fn the_search_beats_the_heuristic_and_the_heuristic_beats_random() {
    let setup = basic();
    let jobs = gridiron::common::batch::default_jobs();
    let heuristic = play_match(
        &setup,
        &kind(BbCoachKind::Heuristic),
        &kind(BbCoachKind::Random),
        24,
        SEED,
        jobs,
    );
    assert!(heuristic.record.win_rate() >= 0.9, "{}", heuristic.record);
    let search = play_match(
        &setup,
        &kind(BbCoachKind::Search),
        &kind(BbCoachKind::Heuristic),
        30,
        SEED,
        jobs,
    );
    assert!(search.record.win_rate() >= 0.6, "{}", search.record);
    assert_eq!(search.unfinished + heuristic.unfinished, 0);
}

/// The figures of the issue: 2,000 games each in the basic game, in a release build
/// (`cargo test --release --test library strength_over_two_thousand_games_each -- --ignored
/// --nocapture`); each win rate's 95% interval must clear the bar. The advanced game and
/// blocks: the `battleball_strength` example.
#[test]
#[ignore]
fn strength_over_two_thousand_games_each() {
    let setup = basic();
    let jobs = gridiron::common::batch::default_jobs();
    let search = play_match(
        &setup,
        &kind(BbCoachKind::Search),
        &kind(BbCoachKind::Heuristic),
        2_000,
        SEED,
        jobs,
    );
    let heuristic = play_match(
        &setup,
        &kind(BbCoachKind::Heuristic),
        &kind(BbCoachKind::Random),
        2_000,
        SEED,
        jobs,
    );
    eprintln!("search vs heuristic {}", search.record);
    eprintln!("heuristic vs random {}", heuristic.record);
    assert!(search.record.win_rate() - search.record.margin() >= 0.6);
    assert!(heuristic.record.win_rate() - heuristic.record.margin() >= 0.9);
}
