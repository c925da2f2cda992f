//! Battleball's screen at the table (issue 21 items 13 and 16): a move marks where it would
//! stop next to an opponent, a forced tackle gives each pair's chance to win (from
//! `battleball::odds`), a block its dice and who picks; a coach's own turn's result stays in
//! the panel; `?` explains blocks on a page of its own. English and German.

use std::sync::Arc;

use gridiron::common::dice::SeededDice;
use gridiron::common::i18n::{Language, Localizer};
use gridiron::common::palette::Palette;
use gridiron::games::battleball::display::board::{self, Marks};
use gridiron::games::battleball::display::narrate::{self, Log, Memory};
use gridiron::games::battleball::{
    coach, data, odds, Decision, Event, Game, Options, Pending, Setup,
};
use gridiron::shells::terminal::battleball::{prompt, session};

fn setup(options: Options) -> Arc<Setup> {
    let library = data::load().expect("the shipped Battleball data loads");
    let home = library.team("Iron Wolves").expect("a shipped team").clone();
    let away = library.team("Black Harts").expect("a shipped team").clone();
    Arc::new(Setup::new(&library, &home, &away, options))
}

/// A seeded game between random coaches, stopped before the first decision `stop` wants.
fn play_until(
    options: Options,
    seed: u64,
    language: Language,
    stop: impl Fn(&Game, &[Decision]) -> bool,
) -> (Game, Log, Memory) {
    let loc = gridiron::i18n::localizer(language);
    let mut game = Game::new(setup(options));
    let mut dice = SeededDice::from_seed(seed);
    let mut choices = SeededDice::from_seed(seed + 1);
    let (mut log, mut memory) = (Log::default(), Memory::default());
    let (mut legal, mut events): (Vec<Decision>, Vec<Event>) = (Vec::new(), Vec::new());
    while let Some(side) = game.waiting_on() {
        game.legal(side, &mut legal);
        if stop(&game, &legal) {
            return (game, log, memory);
        }
        let decision = coach::pick_random(&legal, &mut choices).expect("an option");
        events.clear();
        game.apply(side, decision, &mut dice, &mut events)
            .expect("a legal decision");
        narrate::replayed(&loc, &game, &events, &mut memory, &mut log);
    }
    panic!("the game ended before the position looked for");
}

fn question(game: &Game, memory: &Memory, loc: &Localizer) -> prompt::Question {
    let side = game.waiting_on().expect("a decision pending");
    let mut legal = Vec::new();
    game.legal(side, &mut legal);
    prompt::question(loc, game, side, &legal, memory, false)
}

fn tackles(legal: &[Decision]) -> usize {
    legal
        .iter()
        .filter(|d| matches!(d, Decision::Tackle { .. }))
        .count()
}

/// The chance that the attacker alone, and the defender alone, goes out, in whole per cent.
fn chances(game: &Game, attacker: u8, defender: u8) -> (u32, u32) {
    let (mut win, mut lose) = (0.0, 0.0);
    for outcome in odds::tackle_odds(game, attacker, defender) {
        match (
            outcome.result.attacker.is_out(),
            outcome.result.defender.is_out(),
        ) {
            (false, true) => win += outcome.chance,
            (true, false) => lose += outcome.chance,
            _ => {}
        }
    }
    ((win * 100.0).round() as u32, (lose * 100.0).round() as u32)
}

#[test]
fn a_forced_tackle_shows_each_pairs_chance_to_win_in_both_languages() {
    for (language, wording) in [
        (Language::English, "tackles {d}: wins {w}%, loses {l}%"),
        (
            Language::German,
            "tackelt {d}: gewinnt {w}\u{a0}%, verliert {l}\u{a0}%",
        ),
    ] {
        let loc = gridiron::i18n::localizer(language);
        let (game, _, memory) = play_until(Options::default(), 7, language, |_, legal| {
            tackles(legal) > 1
        });
        let asked = question(&game, &memory, &loc);
        let mut shown = 0;
        for answer in &asked.answers {
            let Decision::Tackle { attacker, defender } = answer.decision else {
                continue;
            };
            let (win, lose) = chances(&game, attacker, defender);
            let label = gridiron::games::battleball::display::words::label(&loc, &game, defender);
            let die = game.player(defender).die;
            let letter = if language == Language::English {
                "d"
            } else {
                "W"
            };
            let expected = wording
                .replace("{d}", &format!("{label} ({letter}{die})"))
                .replace("{w}", &win.to_string())
                .replace("{l}", &lose.to_string());
            let text = answer.text.as_deref().unwrap_or_default();
            assert!(
                text.ends_with(&expected),
                "{text:?} does not end {expected:?}"
            );
            shown += 1;
        }
        assert!(shown > 1);
    }
}

#[test]
fn a_forced_block_shows_its_dice_and_who_picks_in_both_languages() {
    let blocks = Options {
        advanced: false,
        blocks: true,
    };
    for (language, one, mine, theirs) in [
        (
            Language::English,
            ": 1 die",
            " dice, you pick",
            " dice, they pick",
        ),
        (
            Language::German,
            ": 1 Blockwürfel",
            " Blockwürfel, du wählst",
            " Blockwürfel, der Gegner wählt",
        ),
    ] {
        let loc = gridiron::i18n::localizer(language);
        let (game, _, memory) = play_until(blocks, 11, language, |_, legal| tackles(legal) > 0);
        let side = game.waiting_on().expect("a decision");
        let asked = question(&game, &memory, &loc);
        for answer in &asked.answers {
            let Decision::Tackle { attacker, defender } = answer.decision else {
                continue;
            };
            let dice = game.block_dice(attacker, defender);
            let text = answer.text.as_deref().unwrap_or_default();
            let ending = match (dice.count, dice.picker == side) {
                (1, _) => one.to_string(),
                (n, true) => format!(": {n}{mine}"),
                (n, false) => format!(": {n}{theirs}"),
            };
            assert!(text.ends_with(&ending), "{text:?} does not end {ending:?}");
            let strengths = format!("({})", dice.strength[0]);
            assert!(text.contains(&strengths), "{text:?}: strength with assists");
        }
    }
}

#[test]
fn a_move_marks_the_squares_where_it_would_stop_next_to_an_opponent() {
    let (game, log, memory) = play_until(Options::default(), 3, Language::English, |g, legal| {
        let zone = g.zones_against(g.to_move());
        matches!(g.pending(), Pending::Move { .. })
            && legal
                .iter()
                .any(|d| matches!(d, Decision::MoveTo(sq) if zone[usize::from(*sq)]))
    });
    let loc = gridiron::i18n::localizer(Language::English);
    let asked = question(&game, &memory, &loc);
    let mover = memory.mover.expect("a player moving");
    let marks = prompt::marks(&asked);
    let mut next_to = 0;
    for answer in &asked.answers {
        let (Some(sq), Decision::MoveTo(to)) = (answer.square, answer.decision) else {
            continue;
        };
        let stops = game.next_to_opponent(mover, to);
        assert_eq!(marks.contact.contains(&sq), stops, "square {sq}");
        next_to += usize::from(stops);
    }
    let zone = game.zones_against(game.team_of(mover));
    for (sq, &in_zone) in zone.iter().enumerate() {
        let sq = sq as u16;
        if in_zone {
            assert!(marks.contact.contains(&sq), "square {sq} of a tackle zone");
        }
    }
    let screen = board::screen(
        &game,
        &loc,
        Palette::PLAIN,
        &marks,
        false,
        &log.lines,
        0,
        &[],
    );
    assert!(screen.contains('×'), "{screen}");
    eprintln!("{next_to} squares of the move stop next to an opponent\n{screen}");
}

/// Issue 21 item 16: a coach's own pass came out after its answer and was told in its turn's
/// line; the other side's long turn then pushed that line out of the panel unseen. A line new
/// to the coach shows at least its end, where the result is.
#[test]
fn a_turns_result_new_to_the_coach_stays_in_the_panel() {
    let game = Game::new(setup(Options::default()));
    let loc = gridiron::i18n::localizer(Language::English);
    let older = "Iron Wolves Running Back 1 rolls 12, moves to E14, passes 9 squares to \
                 Running Back 2: receiver 5, passing die 4, CAUGHT-AT-THE-END";
    let newer = "Black Harts Tackle 1 rolls 3, moves to F13, tackles Iron Wolves Safety 1: \
                 2 against 5";
    let log = vec![
        "an old line".to_string(),
        older.to_string(),
        newer.to_string(),
    ];
    // A long question leaves the narration a few rows.
    let question: Vec<String> = (0..10).map(|i| format!("question row {i}")).collect();
    let screen = board::screen(
        &game,
        &loc,
        Palette::PLAIN,
        &Marks::default(),
        false,
        &log,
        1,
        &question,
    );
    assert!(screen.contains("CAUGHT-AT-THE-END"), "{screen}");
    assert!(screen.contains("against 5"), "{screen}");
    assert!(!screen.contains("an old line"), "{screen}");
}

#[test]
fn help_explains_blocks_on_a_page_of_its_own_when_they_are_played() {
    for language in Language::ALL {
        let loc = gridiron::i18n::localizer(language);
        let basic = session::help_pages(&loc, &Game::new(setup(Options::default())));
        assert_eq!(basic.len(), 1);
        let both = Options {
            advanced: true,
            blocks: true,
        };
        let pages = session::help_pages(&loc, &Game::new(setup(both)));
        assert_eq!(pages.len(), 3);
        for page in &pages {
            // A page and the line that goes on: one screen.
            assert!(page.lines().count() < 24, "{page}");
            assert!(page.lines().all(|l| l.chars().count() <= 80), "{page}");
            assert!(!page.contains("[bb-"), "{page}");
        }
        let blocks = &pages[2];
        for word in match language {
            Language::English => ["Strength", "Assists", "Block dice", "Follow-up", "Blitz"],
            Language::German => [
                "Stärke",
                "Unterstützung",
                "Blockwürfel",
                "Nachsetzen",
                "Blitz",
            ],
        } {
            assert!(blocks.contains(word), "{word}:\n{blocks}");
        }
    }
}

/// Before a player is chosen the board shows every square where a move of the team would stop:
/// the opponents' tackle zones, as the engine counts them (prone players have none).
#[test]
fn choosing_a_player_marks_the_opponents_tackle_zones() {
    let blocks = Options {
        advanced: false,
        blocks: true,
    };
    let (game, log, memory) = play_until(blocks, 11, Language::German, |g, _| {
        g.pending() == Pending::ChoosePlayer && g.players().iter().any(|p| p.prone)
    });
    let loc = gridiron::i18n::localizer(Language::German);
    let side = game.waiting_on().expect("a decision");
    let marks = prompt::marks(&question(&game, &memory, &loc));
    let zone = game.zones_against(side);
    let expected: Vec<u16> = (0..zone.len() as u16)
        .filter(|&sq| zone[usize::from(sq)])
        .collect();
    assert!(!expected.is_empty());
    let mut marked = marks.contact.clone();
    marked.sort_unstable();
    assert_eq!(marked, expected);
    let screen = board::screen(
        &game,
        &loc,
        Palette::PLAIN,
        &marks,
        false,
        &log.lines,
        0,
        &[],
    );
    assert!(screen.contains('×'), "{screen}");
}
