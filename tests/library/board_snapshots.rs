//! The board for fixed positions, in English and German, pinned as snapshots.

use std::sync::Arc;

use gridiron::common::dice::SeededDice;
use gridiron::common::i18n::Language;
use gridiron::common::palette::Palette;
use gridiron::games::first_and_goal::data::model::Colour;
use gridiron::games::first_and_goal::dice::DieRef;
use gridiron::games::first_and_goal::display::board;
use gridiron::games::first_and_goal::display::narrate::Narrator;
use gridiron::games::first_and_goal::engine::{Event, FaceValue, Game, Half, Setup, Side};

fn setup() -> Arc<Setup> {
    let library = gridiron::games::first_and_goal::data::load(&[]).expect("the shipped data loads");
    let home = &library.team("Boston Bombers").expect("shipped").team;
    let away = &library.team("base").expect("shipped").team;
    Arc::new(Setup::new(&library, home, away, Default::default()))
}

fn last_play() -> Vec<Event> {
    vec![
        Event::DieRolled {
            team: Some(Side::Home),
            die: DieRef::Colour(Colour::Red),
            face: 3,
            value: FaceValue::Yards(6),
        },
        Event::DieRolled {
            team: Some(Side::Away),
            die: DieRef::Black,
            face: 2,
            value: FaceValue::Yards(-2),
        },
        Event::Gained {
            team: Side::Home,
            yards: 4,
            turnover: false,
        },
        Event::BallMoved {
            team: Side::Home,
            from: 31,
            to: 35,
        },
        Event::NextDown {
            team: Side::Home,
            down: 3,
            to_go: 4,
            spot: 35,
        },
    ]
}

fn render(game: &Game, language: Language, events: &[Event]) -> String {
    let loc = gridiron::i18n::localizer(language);
    let lines = Narrator::new(&loc, game.setup()).lines(events);
    board::render(
        &game.table(),
        game.setup(),
        &loc,
        Palette::PLAIN,
        board::Log {
            lines: &lines,
            ..board::Log::default()
        },
        10,
    )
}

#[test]
fn third_and_four_at_own_35() {
    let mut dice = SeededDice::from_seed(1);
    let mut game = Game::at_snap(setup(), Side::Home, 35, 3, 4, &mut dice);
    game.set_score(7, 3);
    game.set_timeouts(Side::Away, 1);
    for language in Language::ALL {
        insta::assert_snapshot!(
            format!("own_35_{}", language.code()),
            render(&game, language, &last_play())
        );
    }
}

#[test]
fn first_and_goal_for_the_away_team_at_opp_12_in_the_second_half() {
    let mut dice = SeededDice::from_seed(2);
    let mut game = Game::at_snap(setup(), Side::Away, 88, 1, 12, &mut dice);
    game.set_half(Half::Second);
    game.set_score(14, 17);
    for language in Language::ALL {
        insta::assert_snapshot!(
            format!("opp_12_goal_{}", language.code()),
            render(&game, language, &[])
        );
    }
}

#[test]
fn colour_off_leaves_no_escape_codes_and_lines_fit_80_columns() {
    let mut dice = SeededDice::from_seed(3);
    let game = Game::at_snap(setup(), Side::Away, 50, 2, 7, &mut dice);
    for language in Language::ALL {
        let text = render(&game, language, &last_play());
        assert!(!text.contains('\x1b'));
        for line in text.lines() {
            assert!(line.chars().count() <= 80, "{line}");
        }
    }
}

#[test]
fn the_hand_block_lists_a_dealt_hand_and_is_empty_before_the_deal() {
    use gridiron::games::first_and_goal::engine::{Role, Seat};
    use gridiron::shells::terminal::first_and_goal::prompt::hand_block;
    let setup = setup();
    let loc = gridiron::i18n::localizer(Language::English);
    let seat = Seat::new(Side::Home, Role::Offense);
    let mut hand = [0u8; gridiron::games::first_and_goal::data::model::MAX_PLAYS];
    assert_eq!(hand_block(&loc, &setup, seat, &hand, Palette::PLAIN), "");
    hand[0] = 2;
    let block = hand_block(&loc, &setup, seat, &hand, Palette::PLAIN);
    assert!(
        block.starts_with("Your hand, Offense (Boston Bombers):\n"),
        "{block}"
    );
    assert!(block.contains("Halfback Dive (run) ×2"), "{block}");
}

fn box_stats() -> gridiron::games::first_and_goal::stats::GameStats {
    use gridiron::games::first_and_goal::stats::{GameStats, TeamStats};
    let home = TeamStats {
        points: 17,
        yards: 212,
        first_downs: 11,
        turnovers: 1,
        penalties: 2,
        punts: 3,
        field_goals: 1,
        field_goal_attempts: 2,
        plays: 31,
        ..TeamStats::default()
    };
    let away = TeamStats {
        points: 14,
        yards: 187,
        first_downs: 9,
        turnovers: 2,
        penalties: 1,
        punts: 4,
        plays: 28,
        ..TeamStats::default()
    };
    GameStats {
        games: 1,
        teams: [home, away],
        ..GameStats::default()
    }
}

#[test]
fn box_score_in_both_languages() {
    let setup = setup();
    for (language, name) in [(Language::English, "en"), (Language::German, "de")] {
        let loc = gridiron::i18n::localizer(language);
        let text = gridiron::games::first_and_goal::display::boxscore::render(
            &box_stats(),
            &setup,
            &loc,
            Palette::PLAIN,
            "box-final",
        );
        assert!(text.lines().all(|l| l.chars().count() <= 80));
        insta::assert_snapshot!(format!("box_score_{name}"), text);
    }
}

#[test]
fn a_breakaway_shows_each_rolls_sum_and_ignores_the_re_rolls_other_symbols() {
    use gridiron::games::first_and_goal::data::model::{Cell, ColourSet, Symbol};
    let setup = setup();
    let loc = gridiron::i18n::localizer(Language::English);
    let die = |die: DieRef, value: FaceValue| Event::DieRolled {
        team: Some(Side::Home),
        die,
        face: 0,
        value,
    };
    let events = vec![
        Event::PlaysRevealed {
            offense: Side::Home,
            offense_play: 0,
            defense_play: 0,
            cell: Cell {
                colours: ColourSet::EMPTY.with(Colour::Red),
                black: 1,
            },
            fake: false,
        },
        die(DieRef::Colour(Colour::Red), FaceValue::Yards(6)),
        die(DieRef::Play, FaceValue::Symbol(Symbol::Breakaway)),
        die(DieRef::Black, FaceValue::Yards(-2)),
        die(DieRef::Colour(Colour::Red), FaceValue::Yards(3)),
        die(DieRef::Play, FaceValue::Symbol(Symbol::X)),
        die(DieRef::Black, FaceValue::Yards(1)),
        Event::Gained {
            team: Side::Home,
            yards: 8,
            turnover: false,
        },
    ];
    let lines = Narrator::new(&loc, &setup).lines(&events);
    assert_eq!(
        lines[1],
        "Dice: red 6, play die BREAKAWAY (breakaway: roll again and add), black -2 = 4"
    );
    assert_eq!(
        lines[2],
        "Breakaway, rolled again: red 3, play die X (ignored on a re-roll), black 1 = 4"
    );
    // The blank, HAIL, MARY, D, O and 5A are explained where they appear.
    let events = vec![
        Event::PlaysRevealed {
            offense: Side::Home,
            offense_play: 0,
            defense_play: 0,
            cell: Cell {
                colours: ColourSet::EMPTY,
                black: 1,
            },
            fake: false,
        },
        die(DieRef::Play, FaceValue::Symbol(Symbol::P)),
        die(DieRef::Black, FaceValue::Yards(-2)),
        die(DieRef::Referee, FaceValue::Symbol(Symbol::D)),
        die(
            DieRef::Penalty,
            FaceValue::Penalty(gridiron::games::first_and_goal::data::model::PenaltyFace {
                yards: 5,
                automatic_first_down: true,
            }),
        ),
    ];
    let lines = Narrator::new(&loc, &setup).lines(&events);
    assert!(
        lines[1].contains("referee die D (D: penalty on the defense)"),
        "{}",
        lines[1]
    );
    assert!(
        lines[1].contains("penalty die 5A (A: automatic 1st down)"),
        "{}",
        lines[1]
    );
}

#[test]
fn the_board_names_the_situation_the_decision_is_made_in() {
    use gridiron::games::first_and_goal::engine::{Pending, Table};
    let setup = setup();
    let game = Game::new(Arc::clone(&setup));
    let loc = gridiron::i18n::localizer(Language::English);
    let at = |pending: Pending, gain: Option<i16>| Table {
        pending,
        rolled: gain.map(|gain| gridiron::games::first_and_goal::engine::Rolled {
            gain,
            turnover: false,
            touchdown: false,
        }),
        ball: 80,
        down: 2,
        line_to_gain: 90,
        ..game.table()
    };
    let line = |pending, gain| board::situation(&at(pending, gain), &setup, &loc);
    assert_eq!(
        line(Pending::KickoffReturn, None),
        "Kickoff: Base kicks to Boston Bombers"
    );
    assert_eq!(
        line(Pending::CoinCall, None),
        "Coin toss before the opening kickoff"
    );
    assert_eq!(line(Pending::None, None), "Game over");
    assert_eq!(
        line(Pending::RunClock, Some(7)),
        "Boston Bombers: 2nd & 10 at opp 20, this snap gains 7 to opp 13"
    );
    let kickoff = board::render(
        &at(Pending::KickoffKind, None),
        &setup,
        &loc,
        Palette::PLAIN,
        board::Log::default(),
        0,
    );
    let field = kickoff.lines().nth(4).unwrap_or_default();
    assert!(
        !kickoff.contains("1st &") && !field.contains('●'),
        "{kickoff}"
    );
}

#[test]
fn the_hand_chart_in_both_languages() {
    use gridiron::games::first_and_goal::display::chart;
    use gridiron::games::first_and_goal::engine::Role;
    let setup = setup();
    for (language, name) in [(Language::English, "en"), (Language::German, "de")] {
        let loc = gridiron::i18n::localizer(language);
        let mut text = String::new();
        for role in [Role::Offense, Role::Defense] {
            text.push_str(&chart::header(&loc, &setup, role, Palette::PLAIN));
            text.push('\n');
            for (number, play) in [0u8, 3, 7, 11].into_iter().enumerate() {
                let count = if play == 7 { 2 } else { 1 };
                text.push_str(&format!(
                    "  {:>2}) {}\n",
                    number + 1,
                    chart::row(&loc, &setup, role, play, count)
                ));
            }
            text.push_str(&chart::legend(&loc));
            text.push('\n');
        }
        assert!(
            text.lines().all(|l| l.chars().count() <= 80),
            "wider than 80:\n{text}"
        );
        insta::assert_snapshot!(format!("hand_chart_{name}"), text);
    }
}

#[test]
fn a_field_goal_names_its_distance_and_chance_from_the_teams_kick_dice() {
    let setup = setup();
    let loc = gridiron::i18n::localizer(Language::English);
    let near = gridiron::shells::terminal::first_and_goal::prompt::field_goal(
        &loc,
        &setup,
        Side::Home,
        80,
        gridiron::games::first_and_goal::engine::Role::Offense,
    );
    assert!(
        near.starts_with("Field goal: 20 yards to the goal line, "),
        "{near}"
    );
    let far = gridiron::shells::terminal::first_and_goal::prompt::field_goal(
        &loc,
        &setup,
        Side::Home,
        30,
        gridiron::games::first_and_goal::engine::Role::Offense,
    );
    assert!(
        far.ends_with(" your kick dice cannot reach it (0%)"),
        "{far}"
    );
}

#[test]
fn german_sentences_follow_the_teams_number_and_penalty_spots_name_the_team() {
    use gridiron::games::first_and_goal::display::words;
    let setup = setup();
    let de = gridiron::i18n::localizer(Language::German);
    use gridiron::common::i18n::GrammaticalNumber::{Plural, Singular};
    let of_name = gridiron::common::i18n::GrammaticalNumber::of_name;
    assert_eq!(of_name("Boston Bombers"), Plural);
    assert_eq!(of_name("Base"), Singular);
    assert_eq!(of_name("Toronto Thunder"), Singular);
    let line = |team: &str| {
        de.text_with(
            "ev-game-over",
            &[
                ("winner", team.to_string().into()),
                ("home_team", "A".into()),
                ("away_team", "B".into()),
                ("home", 1.into()),
                ("away", 0.into()),
            ],
        )
    };
    assert!(line("Boston Bombers").starts_with("Spielende: Die Boston Bombers gewinnen."));
    assert!(line("Base").starts_with("Spielende: Base gewinnt."));
    let en = gridiron::i18n::localizer(Language::English);
    assert_eq!(words::spot_of(&en, &setup, Side::Home, 29), "BOS 29");
    assert_eq!(words::spot_of(&en, &setup, Side::Home, 71), "BAS 29");
    assert_eq!(
        words::spot_of(&de, &setup, Side::Away, 71),
        "29-Yard-Linie (BOS)"
    );
}

#[test]
fn the_rules_summary_with_the_chart_legend_fits_80_by_24() {
    use gridiron::games::first_and_goal::engine::{Role, Seat};
    let setup = setup();
    let mut dice = SeededDice::from_seed(3);
    let game = Game::at_snap(Arc::clone(&setup), Side::Home, 40, 1, 10, &mut dice);
    for language in [Language::English, Language::German] {
        let loc = gridiron::i18n::localizer(language);
        for role in [Role::Offense, Role::Defense] {
            let team = if role == Role::Offense {
                Side::Home
            } else {
                Side::Away
            };
            let view = game.view(Seat::new(team, role));
            assert!(view.hand.is_some());
            let text = gridiron::shells::terminal::first_and_goal::prompt::paragraphs(
                &gridiron::shells::terminal::first_and_goal::prompt::help(&loc, &setup, &view),
            );
            // The summary, a blank line and the line asking to go back.
            assert!(text.lines().count() + 2 <= 24, "{text}");
            assert!(text.lines().all(|l| l.chars().count() <= 80), "{text}");
        }
    }
}

#[test]
fn the_log_heading_counts_the_lines_it_leaves_out() {
    let heading = |language, hidden: usize| {
        gridiron::i18n::localizer(language).text_with("board-log", &[("hidden", hidden.into())])
    };
    assert_eq!(
        heading(Language::English, 1),
        "Since you last looked (one earlier line left out):"
    );
    assert_eq!(
        heading(Language::English, 3),
        "Since you last looked (3 earlier lines left out):"
    );
    assert_eq!(
        heading(Language::German, 1),
        "Seit deinem letzten Blick (eine frühere Zeile weggelassen):"
    );
    assert_eq!(heading(Language::German, 0), "Seit deinem letzten Blick:");
}

#[test]
fn a_hand_breaks_only_between_cards() {
    use gridiron::games::first_and_goal::engine::{Role, Seat};
    use gridiron::shells::terminal::first_and_goal::prompt::hand_block;
    let setup = setup();
    let seat = Seat::new(Side::Home, Role::Offense);
    // One of each offense play: the longest hand there can be.
    let mut hand = [0u8; gridiron::games::first_and_goal::data::model::MAX_PLAYS];
    let plays = setup.cards.offense.len();
    hand.iter_mut().take(plays).for_each(|n| *n = 1);
    for language in [Language::English, Language::German] {
        let loc = gridiron::i18n::localizer(language);
        let block = hand_block(&loc, &setup, seat, &hand, Palette::PLAIN);
        let names: Vec<String> = (0..plays as u8)
            .map(|i| {
                gridiron::games::first_and_goal::display::words::card(
                    &loc,
                    &setup,
                    Role::Offense,
                    i,
                    1,
                )
            })
            .collect();
        for name in &names {
            assert!(
                block.lines().any(|l| l.contains(name.as_str())),
                "{name} split:\n{block}"
            );
        }
        assert!(block.lines().all(|l| l.chars().count() <= 80), "{block}");
        assert!(!block.contains('\u{a0}'), "{block:?}");
    }
}
