//! Battleball's screen for fixed positions, in English and German, pinned as snapshots; and every
//! screen of whole games (both languages, the board both ways round) fits 80x24: 23 rows of at
//! most 80 columns for the board and its panel, and an input line of at most 80.

use std::sync::Arc;

use gridiron::common::dice::SeededDice;
use gridiron::common::i18n::{Language, Localizer};
use gridiron::common::palette::Palette;
use gridiron::common::wrap;
use gridiron::games::battleball::display::board::{self, Marks};
use gridiron::games::battleball::display::narrate::{self, Log, Memory};
use gridiron::games::battleball::{coach, data, Decision, Event, Game, Options, Pending, Setup};
use gridiron::shells::terminal::battleball::prompt;

fn setup(options: Options) -> Arc<Setup> {
    let library = data::load().expect("the shipped Battleball data loads");
    let home = library.team("Iron Wolves").expect("a shipped team").clone();
    let away = library.team("Black Harts").expect("a shipped team").clone();
    Arc::new(Setup::new(&library, &home, &away, options))
}

/// A seeded game between random coaches, stopped before the first decision for which `stop`
/// says yes (after at least `after` decisions); its play-by-play told in `language`.
fn play_until(
    options: Options,
    seed: u64,
    after: usize,
    language: Language,
    stop: impl Fn(&Game) -> bool,
) -> (Game, Log, Memory) {
    let loc = gridiron::i18n::localizer(language);
    let mut game = Game::new(setup(options));
    let mut dice = SeededDice::from_seed(seed);
    let mut choices = SeededDice::from_seed(seed + 1);
    let (mut log, mut memory) = (Log::default(), Memory::default());
    let (mut legal, mut events): (Vec<Decision>, Vec<Event>) = (Vec::new(), Vec::new());
    let mut made = 0;
    while let Some(side) = game.waiting_on() {
        if made >= after && stop(&game) {
            break;
        }
        game.legal(side, &mut legal);
        let decision = coach::pick_random(&legal, &mut choices).expect("an option");
        events.clear();
        game.apply(side, decision, &mut dice, &mut events)
            .expect("a legal decision");
        narrate::replayed(&loc, &game, &events, &mut memory, &mut log);
        made += 1;
    }
    (game, log, memory)
}

/// The whole screen of the decision pending in `game`, as a coach sees it, and its input line.
fn screen(game: &Game, log: &Log, memory: &Memory, loc: &Localizer, flip: bool) -> String {
    let Some(side) = game.waiting_on() else {
        return board::screen(
            game,
            loc,
            Palette::PLAIN,
            &Marks::default(),
            flip,
            &log.lines,
            0,
            &[],
        );
    };
    let mut legal = Vec::new();
    game.legal(side, &mut legal);
    let question = prompt::question(loc, game, side, &legal, memory, flip);
    let mut lines = vec![format!("▶ {}", game.setup().teams[side.index()].name)];
    lines.extend(prompt::panel_lines(loc, &question));
    let fresh = log.lines.len().saturating_sub(2);
    let mut out = board::screen(
        game,
        loc,
        Palette::PLAIN,
        &prompt::marks(&question),
        flip,
        &log.lines,
        fresh,
        &lines,
    );
    out.push_str(&prompt::input_line(loc, game, &question, None));
    out.push_str(" » ");
    out
}

fn assert_fits(text: &str) {
    let lines: Vec<&str> = text.lines().collect();
    assert!(lines.len() <= 24, "{} rows:\n{text}", lines.len());
    for line in &lines {
        assert!(
            wrap::width(line) <= 80,
            "{} columns: {line}\n{text}",
            wrap::width(line)
        );
    }
}

#[test]
fn a_tackle_to_choose_in_the_basic_game() {
    for language in Language::ALL {
        let (game, log, memory) = play_until(Options::default(), 7, 60, language, |g| {
            let mut legal = Vec::new();
            if let Some(side) = g.waiting_on() {
                g.legal(side, &mut legal);
            }
            legal
                .iter()
                .filter(|d| matches!(d, Decision::Tackle { .. }))
                .count()
                > 1
        });
        let text = screen(
            &game,
            &log,
            &memory,
            &gridiron::i18n::localizer(language),
            false,
        );
        assert_fits(&text);
        insta::assert_snapshot!(format!("tackle_{}", language.code()), text);
    }
}

#[test]
fn a_move_with_its_squares_numbered_the_board_turned() {
    for language in Language::ALL {
        let advanced = Options {
            advanced: true,
            blocks: false,
        };
        let (game, log, memory) = play_until(advanced, 3, 120, language, |g| {
            matches!(g.pending(), Pending::Move { .. })
                && (0..g.setup().board.len() as u16)
                    .filter(|&sq| g.carnage(sq))
                    .count()
                    >= 2
        });
        let text = screen(
            &game,
            &log,
            &memory,
            &gridiron::i18n::localizer(language),
            true,
        );
        assert_fits(&text);
        insta::assert_snapshot!(format!("move_turned_{}", language.code()), text);
    }
}

#[test]
fn blocks_with_players_down_and_in_the_box() {
    for language in Language::ALL {
        let blocks = Options {
            advanced: true,
            blocks: true,
        };
        let (game, log, memory) = play_until(blocks, 5, 200, language, |g| {
            let prone = g.players().iter().any(|p| p.prone);
            let boxed = g
                .players()
                .iter()
                .any(|p| p.place == gridiron::games::battleball::Place::Box);
            prone && boxed && g.pending() == Pending::ChoosePlayer && g.carrier().is_some()
        });
        let text = screen(
            &game,
            &log,
            &memory,
            &gridiron::i18n::localizer(language),
            false,
        );
        assert_fits(&text);
        insta::assert_snapshot!(format!("blocks_{}", language.code()), text);
    }
}

#[test]
fn every_screen_of_whole_games_fits_80x24() {
    let variants = [
        (Options::default(), Language::German, false),
        (
            Options {
                advanced: true,
                blocks: false,
            },
            Language::English,
            true,
        ),
        (
            Options {
                advanced: true,
                blocks: true,
            },
            Language::German,
            true,
        ),
    ];
    for (seed, (options, language, flip)) in variants.into_iter().enumerate() {
        let loc = gridiron::i18n::localizer(language);
        let mut game = Game::new(setup(options));
        let mut dice = SeededDice::from_seed(seed as u64);
        let mut choices = SeededDice::from_seed(seed as u64 + 100);
        let (mut log, mut memory) = (Log::default(), Memory::default());
        let (mut legal, mut events) = (Vec::new(), Vec::new());
        let mut screens = 0;
        while let Some(side) = game.waiting_on() {
            game.legal(side, &mut legal);
            if legal.len() > 1 {
                assert_fits(&screen(&game, &log, &memory, &loc, flip));
                screens += 1;
            }
            let decision = coach::pick_random(&legal, &mut choices).expect("an option");
            events.clear();
            game.apply(side, decision, &mut dice, &mut events)
                .expect("a legal decision");
            narrate::replayed(&loc, &game, &events, &mut memory, &mut log);
        }
        assert_fits(&screen(&game, &log, &memory, &loc, flip));
        assert!(screens > 300, "only {screens} screens");
        // The play-by-play names no message id: every one is defined in the language.
        assert!(
            !log.lines.iter().any(|l| l.contains("[bb-")),
            "{:#?}",
            log.lines
        );
    }
}

#[test]
fn the_rules_and_the_legend_fit_one_screen_in_both_languages() {
    let game = Game::new(setup(Options::default()));
    for language in Language::ALL {
        let help = gridiron::shells::terminal::battleball::session::help(
            &gridiron::i18n::localizer(language),
            &game,
        );
        // The rules, the legend and the line that goes back: one screen.
        assert!(help.lines().count() < 24, "{help}");
        assert_fits(&help);
        assert!(!help.contains("[bb-"), "{help}");
    }
}

/// The box score after a whole seeded game with the advanced rules, counted by the same fold
/// the terminal uses, in both languages.
#[test]
fn the_final_box_score_in_both_languages() {
    use gridiron::games::battleball::display::boxscore;
    use gridiron::games::battleball::stats::GameFold;
    let options = Options {
        advanced: true,
        ..Options::default()
    };
    let setup = setup(options);
    let mut game = Game::new(Arc::clone(&setup));
    let mut fold = GameFold::new(&game);
    let mut dice = SeededDice::from_seed(8);
    let mut coaches = [
        coach::BbCoachKind::Heuristic.build(1),
        coach::BbCoachKind::Heuristic.build(2),
    ];
    let (mut legal, mut events) = (Vec::new(), Vec::new());
    while let Some(side) = game.waiting_on() {
        game.legal(side, &mut legal);
        let decision = coaches[side.index()]
            .decide(&game, side, &legal)
            .unwrap_or(legal[0]);
        events.clear();
        game.apply(side, decision, &mut dice, &mut events)
            .expect("a legal decision");
        events.iter().for_each(|e| fold.observe(e));
    }
    let stats = fold.finish();
    assert_eq!(stats.unfinished, 0);
    for (language, name) in [(Language::English, "en"), (Language::German, "de")] {
        let text = boxscore::render(
            &stats,
            &setup,
            &gridiron::i18n::localizer(language),
            Palette::PLAIN,
        );
        assert!(text.lines().all(|l| l.chars().count() <= 80), "{text}");
        insta::assert_snapshot!(format!("box_score_{name}"), text);
    }
}
