//! A Battleball game always ends: the house rule calls a game at `MAX_DECISIONS`, the score
//! standing, and the record of such a game is read back and replays (one cap for every path).

use std::sync::Arc;

use gridiron::common::dice::SeededDice;
use gridiron::common::i18n::Language;
use gridiron::common::side::Side;
use gridiron::games::battleball::display::narrate::{self, Log, Memory};
use gridiron::games::battleball::record::{self, Record, SetupRecord};
use gridiron::games::battleball::{data, Decision, Event, Game, Options, Setup, MAX_DECISIONS};

/// Two coaches that keep every player at home: each turn a player runs to the square nearest
/// its own goal line, so nobody comes near the ball or an opponent and nothing in the rules ends
/// the game. A game the rules never end, decision for decision the same on every run.
fn timid_choice(game: &Game, side: Side, legal: &[Decision]) -> Decision {
    let board = &game.setup().board;
    let own_goal_row = board.last_row(side.other());
    let from_home = |decision: &Decision| match decision {
        Decision::MoveTo(sq) => board.row(*sq).abs_diff(own_goal_row),
        // Never into the end zone, never a block.
        Decision::EndZone | Decision::Blitz(_) => u8::MAX,
        _ => u8::MAX - 1,
    };
    if legal.iter().any(|d| matches!(d, Decision::MoveTo(_))) {
        if let Some(best) = legal.iter().min_by_key(|d| from_home(d)) {
            return *best;
        }
    }
    legal[0]
}

/// Plays the timid coaches from the coin toss, at most `limit` decisions; the events of each.
fn timid_game(setup: Arc<Setup>, seed: u64, limit: usize) -> (Game, Vec<Event>) {
    let mut game = Game::new(setup);
    let mut dice = SeededDice::from_seed(seed);
    let mut legal = Vec::new();
    let mut events = Vec::new();
    for _ in 0..limit {
        let Some(side) = game.waiting_on() else {
            break;
        };
        game.legal(side, &mut legal);
        assert!(!legal.is_empty(), "{side:?} owes a decision and has none");
        let choice = timid_choice(&game, side, &legal);
        events.clear();
        game.apply(side, choice, &mut dice, &mut events)
            .expect("a legal decision");
    }
    (game, events)
}

fn shipped_setup() -> (Arc<Setup>, SetupRecord) {
    let library = data::load().expect("the shipped Battleball data loads");
    let (home, away) = (&library.teams[0], &library.teams[1]);
    let options = Options::default();
    let setup = Arc::new(Setup::new(&library, home, away, options));
    let recorded = SetupRecord::new(&data::shipped(), home, away, options).expect("recordable");
    (setup, recorded)
}

const SEED: u64 = 7;

/// The timid game, played once for both tests (50,000 decisions take a while in a debug build),
/// with the events of its last decision.
fn timid() -> &'static (Game, Vec<Event>) {
    static GAME: std::sync::OnceLock<(Game, Vec<Event>)> = std::sync::OnceLock::new();
    GAME.get_or_init(|| timid_game(shipped_setup().0, SEED, MAX_DECISIONS + 1_000))
}

#[test]
fn a_game_that_reaches_the_cap_is_called_and_the_score_stands() {
    let (game, last) = timid();
    assert!(
        game.is_over(),
        "still going after {}",
        game.decisions().len()
    );
    assert_eq!(game.decisions().len(), MAX_DECISIONS);
    let score = [game.score(Side::Home), game.score(Side::Away)];
    let called = last.iter().position(|e| *e == Event::Called);
    let over = last
        .iter()
        .position(|e| matches!(e, Event::GameOver { .. }));
    assert!(called.is_some() && called < over, "{last:?}");
    assert!(last.contains(&Event::GameOver {
        winner: None,
        score,
    }));
    for (language, words) in [
        (
            Language::English,
            "The game is called after 50000 decisions (house rule)",
        ),
        (
            Language::German,
            "Das Spiel wird nach 50000 Entscheidungen abgebrochen (Hausregel)",
        ),
    ] {
        let loc = gridiron::i18n::localizer(language);
        let (mut log, mut memory) = (Log::default(), Memory::default());
        narrate::replayed(&loc, game, last, &mut memory, &mut log);
        let told = log.lines.join("\n");
        assert!(told.contains(words), "{told}");
    }
}

#[test]
fn a_record_at_the_cap_is_read_back_and_replays() {
    let (game, _) = timid();
    let record = Record {
        seed: SEED,
        players: vec!["random".into(), "random".into()],
        language: "en".into(),
        setup: shipped_setup().1,
        decisions: game.decisions().to_vec(),
    };
    let text = record.to_toml().expect("a record as text");
    assert!(
        text.len() as u64 <= record::MAX_SAVE_BYTES,
        "{}",
        text.len()
    );
    let read = Record::from_toml(&text).expect("a record gridiron wrote is read back");
    let replayed = record::replay(&read, |_, _| {}).expect("and replays");
    assert!(replayed.game.is_over());
    assert_eq!(&replayed.game, game);
}
