//! Whole random Battleball games: the invariants hold after every decision, every game ends, every
//! face of every die is rolled, and a refused decision changes nothing.

use std::collections::{HashMap, HashSet};
use std::sync::Arc;
use std::time::Instant;

use gridiron::common::dice::{Dice, SeededDice, SidedDie};
use gridiron::common::side::Side;
use gridiron::games::battleball::{
    data, Ball, Decision, Event, Game, Options, Pending, Place, Setup,
};

/// Records every die and number rolled.
struct Counting {
    inner: SeededDice,
    seen: HashMap<u8, HashSet<u8>>,
}

impl Dice for Counting {
    fn below(&mut self, n: usize) -> usize {
        self.inner.below(n)
    }
    fn roll_sided(&mut self, die: SidedDie) -> u8 {
        let n = self.inner.roll_sided(die);
        self.seen.entry(die.sides).or_default().insert(n);
        n
    }
}

const MAX_DECISIONS: usize = 20_000;

fn check(game: &Game) {
    let board = &game.setup().board;
    // Never two players on one square; never a player on carnage; the occupancy agrees.
    let mut taken = vec![None; board.len()];
    for (id, _) in game.players().iter().enumerate() {
        for sq in game.squares_of(id as u8) {
            assert!(taken[usize::from(sq)].is_none(), "two players on {sq}");
            assert!(!game.carnage(sq), "a player on carnage at {sq}");
            taken[usize::from(sq)] = Some(id as u8);
        }
    }
    for sq in 0..board.len() as u16 {
        assert_eq!(game.occupant(sq), taken[usize::from(sq)]);
    }
    assert!(
        game.ball_consistent(),
        "ball {:?} in {:?}: {game:?}",
        game.ball(),
        game.pending()
    );
    for side in Side::BOTH {
        let counts = game.count_places(side);
        assert_eq!(counts.iter().sum::<usize>(), 11, "{side:?} {counts:?}");
    }
    // Only the blocks option knocks players down (BB6); a prone player is on the field and never
    // holds the ball (outside a fumble's placement, where the ball waits with the fumbler).
    for (id, player) in game.players().iter().enumerate() {
        if player.prone {
            assert!(game.setup().options.blocks, "prone without blocks");
            assert!(
                matches!(player.place, Place::Field(_)),
                "prone off the field"
            );
            if !matches!(game.pending(), Pending::PlaceBall | Pending::None) {
                assert_ne!(
                    game.ball(),
                    Ball::Held(id as u8),
                    "a prone carrier in {:?}: {:?}",
                    game.pending(),
                    &game.decisions()[game.decisions().len().saturating_sub(8)..]
                );
            }
        }
    }
}

/// BB6 with who was prone before the decision: prone players never tackle, block, are blocked or
/// assist; and after a push chain no two players share a square (`check`, which runs on every
/// decision, says so for the whole board; here it is tied to the push).
fn check_blocks(before: &[bool], after: &Game, events: &[Event], blocks: &mut [usize; 3]) {
    let prone = |id: u8| before[usize::from(id)];
    for event in events {
        match *event {
            Event::Tackle {
                attacker, defender, ..
            }
            | Event::Block {
                attacker, defender, ..
            } => {
                assert!(!prone(attacker), "prone {attacker} attacks");
                assert!(!prone(defender), "prone {defender} is attacked");
                blocks[0] += 1;
            }
            Event::Assist { player } => {
                assert!(!prone(player), "prone {player} assists");
                blocks[1] += 1;
            }
            Event::Pushed { .. } => {
                blocks[2] += 1;
                let mut seen = vec![false; after.setup().board.len()];
                for id in 0..after.players().len() as u8 {
                    for sq in after.squares_of(id) {
                        assert!(!seen[usize::from(sq)], "two players on {sq} after a push");
                        seen[usize::from(sq)] = true;
                    }
                }
            }
            _ => {}
        }
    }
}

fn variant(library: &data::Library, options: Options, games: u64, seed0: u64) -> (u64, usize) {
    let mut blocks = [0; 3];
    let result = variant_counting(library, options, games, seed0, &mut blocks);
    if options.blocks {
        eprintln!("blocks, assists, pushes: {blocks:?}");
        assert!(blocks.iter().all(|&n| n > 0), "{blocks:?}");
    }
    result
}

fn variant_counting(
    library: &data::Library,
    options: Options,
    games: u64,
    seed0: u64,
    blocks: &mut [usize; 3],
) -> (u64, usize) {
    let home = library.team("Iron Wolves").unwrap();
    let away = library.team("Black Harts").unwrap();
    let setup = Arc::new(Setup::new(library, home, away, options));
    let mut dice = Counting {
        inner: SeededDice::from_seed(0),
        seen: HashMap::new(),
    };
    let mut refusals = 0;
    let mut decisions_total = 0;
    let mut options_buf = Vec::new();
    let mut events = Vec::new();
    for g in 0..games {
        let seed = seed0 + g;
        dice.inner = SeededDice::from_seed(seed);
        let mut choices = SeededDice::from_seed(seed ^ 0x5eed);
        let mut game = Game::new(setup.clone());
        let mut made = 0;
        while let Some(side) = game.waiting_on() {
            assert!(made < MAX_DECISIONS, "game {seed} did not end");
            game.legal(side, &mut options_buf);
            assert!(
                !options_buf.is_empty(),
                "no options for {side:?} in {:?}",
                game.pending()
            );
            // Now and then, a refused decision changes nothing.
            if made % 97 == 0 {
                let wrong = [
                    Decision::EndZone,
                    Decision::Choose(99),
                    Decision::MoveTo(60_000),
                    Decision::UseDie(7),
                ];
                for d in wrong {
                    if !options_buf.contains(&d) {
                        let before = game.clone();
                        let mut ev = Vec::new();
                        assert!(game.apply(side, d, &mut dice, &mut ev).is_err());
                        assert!(game
                            .apply(side.other(), options_buf[0], &mut dice, &mut ev)
                            .is_err());
                        assert!(ev.is_empty());
                        assert!(before == game, "a refused decision changed the game");
                        refusals += 1;
                    }
                }
            }
            let pick = options_buf[choices.below(options_buf.len())];
            events.clear();
            let before: Vec<bool> = game.players().iter().map(|p| p.prone).collect();
            game.apply(side, pick, &mut dice, &mut events).unwrap();
            made += 1;
            check(&game);
            check_blocks(&before, &game, &events, blocks);
        }
        assert!(game.is_over());
        assert!(matches!(
            events.last(),
            Some(gridiron::games::battleball::Event::GameOver { .. })
        ));
        decisions_total += made;
        let _ = Ball::Loose(0);
        let _ = Place::Box;
    }
    // Every face of every die was rolled.
    for (sides, seen) in &dice.seen {
        assert_eq!(seen.len(), usize::from(*sides), "d{sides}: {seen:?}");
    }
    for sides in [6u8, 8, 10, 12, 20] {
        assert!(dice.seen.contains_key(&sides), "d{sides} never rolled");
    }
    assert!(refusals > 0);
    (games, decisions_total)
}

/// Games per variant: 2,000 in a release build (`cargo test --release`), fewer in a debug build
/// to keep its run under a minute on a shared machine.
fn games() -> u64 {
    if cfg!(debug_assertions) {
        60
    } else {
        2_000
    }
}

#[test]
fn random_basic_games_keep_every_invariant() {
    let library = data::load().unwrap();
    let start = Instant::now();
    let (games, decisions) = variant(&library, Options::default(), games(), 1);
    eprintln!(
        "basic: {games} games, {decisions} decisions, {:?}",
        start.elapsed()
    );
}

#[test]
fn random_advanced_games_keep_every_invariant() {
    let library = data::load().unwrap();
    let start = Instant::now();
    let options = Options {
        advanced: true,
        blocks: false,
    };
    let (games, decisions) = variant(&library, options, games(), 1_000_000);
    eprintln!(
        "advanced: {games} games, {decisions} decisions, {:?}",
        start.elapsed()
    );
}

/// The blocks variants: as many games in release; in a debug build 12 each (a blocks game runs
/// some 3,500 decisions, knocked-down players getting up again), to keep the suite's added
/// time small.
fn blocks_games() -> u64 {
    if cfg!(debug_assertions) {
        12
    } else {
        2_000
    }
}

#[test]
fn random_basic_games_with_blocks_keep_every_invariant() {
    let library = data::load().unwrap();
    let start = Instant::now();
    let options = Options {
        advanced: false,
        blocks: true,
    };
    let (games, decisions) = variant(&library, options, blocks_games(), 2_000_000);
    eprintln!(
        "basic+blocks: {games} games, {decisions} decisions, {:?}",
        start.elapsed()
    );
}

#[test]
fn random_advanced_games_with_blocks_keep_every_invariant() {
    let library = data::load().unwrap();
    let start = Instant::now();
    let options = Options {
        advanced: true,
        blocks: true,
    };
    let (games, decisions) = variant(&library, options, blocks_games(), 3_000_000);
    eprintln!(
        "advanced+blocks: {games} games, {decisions} decisions, {:?}",
        start.elapsed()
    );
}

#[test]
fn a_seed_and_the_decisions_replay_a_game_exactly() {
    let library = data::load().unwrap();
    let home = library.team("Iron Wolves").unwrap();
    let away = library.team("Black Harts").unwrap();
    let setup = Arc::new(Setup::new(
        &library,
        home,
        away,
        Options {
            advanced: true,
            blocks: false,
        },
    ));
    for seed in 0..20 {
        let mut game = Game::new(setup.clone());
        let mut dice = SeededDice::from_seed(seed);
        let mut choices = SeededDice::from_seed(seed + 100);
        let mut events = Vec::new();
        gridiron::games::battleball::coach::play_random(
            &mut game,
            &mut dice,
            &mut choices,
            50_000,
            &mut events,
        );
        assert!(game.is_over());
        let mut replay = Game::new(setup.clone());
        let mut dice = SeededDice::from_seed(seed);
        let mut replayed = Vec::new();
        for &(side, decision) in game.decisions() {
            replay
                .apply(side, decision, &mut dice, &mut replayed)
                .unwrap();
        }
        assert_eq!(events, replayed);
        assert!(game == replay);
    }
}
