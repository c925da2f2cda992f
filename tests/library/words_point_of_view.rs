//! Each seat hears the game from its own side (issue 21, item 2): the defense is told of the
//! offense's kick dice, a 5A against the offense is no automatic 1st down, and before the toss
//! nobody is called offense.

use crate::common;

use common::rules::{
    defense_with_colours, play_cards, script_cell, snap, std_setup, Face, AWAY_D, HOME_O,
};
use common::{act, offense_play, Script};
use gridiron::common::i18n::Language;
use gridiron::games::first_and_goal::data::model::Symbol;
use gridiron::games::first_and_goal::display::narrate::Narrator;
use gridiron::games::first_and_goal::engine::{Decision, Event, Game, Pending, Role, Side};
use gridiron::shells::terminal::first_and_goal::prompt::{coach_taking_over, help, question};

/// A run from the 40 on 3rd & 10 whose referee die shows `referee` and penalty die `face`.
fn penalty_snap(referee: Symbol, face: &str) -> (Game, Vec<Event>) {
    let setup = std_setup();
    let o = offense_play(&setup, "halfback-dive");
    let d = defense_with_colours(&setup, o);
    let (mut game, mut script) = snap(&setup, 40, 3, 10, &["halfback-dive"; 3], &[]);
    assert!(game.arrange_hand(Role::Defense, &[d, d, d]));
    script_cell(
        &mut script,
        &setup,
        Side::Home,
        o,
        d,
        Face::Min,
        Symbol::P,
        Face::Min,
        false,
    );
    script.referee(referee).penalty(face);
    let events = play_cards(&mut game, &mut script, o, d);
    (game, events)
}

fn flag(events: &[Event]) -> Event {
    events
        .iter()
        .find(|e| matches!(e, Event::PenaltyFlagged { .. }))
        .cloned()
        .expect("a flag")
}

#[test]
fn a_5a_on_the_offense_is_narrated_and_asked_without_an_automatic_first_down() {
    let (game, events) = penalty_snap(Symbol::O, "5A");
    let flag = flag(&events);
    let view = game.view(AWAY_D);
    assert!(matches!(view.table.pending, Pending::Penalty { .. }));
    for (language, narrated, asked) in [
        (
            Language::English,
            "Penalty on Offense (Base): 5 yards.",
            "Penalty on Base, 5 yards. Accept or decline?",
        ),
        (
            Language::German,
            "Strafstoß gegen Angreifer (Base): 5 Yards.",
            "Strafstoß gegen Base, 5 Yards. Annehmen oder ablehnen?",
        ),
    ] {
        let loc = gridiron::i18n::localizer(language);
        let lines = Narrator::new(&loc, game.setup()).lines(std::slice::from_ref(&flag));
        assert_eq!(lines, vec![narrated.to_string()]);
        assert_eq!(question(&loc, game.setup(), &view), asked);
    }
}

#[test]
fn a_5a_on_the_defense_still_gives_the_automatic_first_down() {
    let (game, events) = penalty_snap(Symbol::D, "5A");
    let flag = flag(&events);
    let view = game.view(HOME_O);
    for (language, narrated, asked) in [
        (
            Language::English,
            "Penalty on Defense (Base): 5 yards, automatic 1st down.",
            "Penalty on Base, 5 yards, automatic 1st down. Accept or decline?",
        ),
        (
            Language::German,
            "Strafstoß gegen Verteidiger (Base): 5 Yards, automatischer 1st Down.",
            "Strafstoß gegen Base, 5 Yards, automatischer 1st Down. Annehmen oder ablehnen?",
        ),
    ] {
        let loc = gridiron::i18n::localizer(language);
        let lines = Narrator::new(&loc, game.setup()).lines(std::slice::from_ref(&flag));
        assert_eq!(lines, vec![narrated.to_string()]);
        assert_eq!(question(&loc, game.setup(), &view), asked);
    }
}

#[test]
fn the_rules_summary_gives_the_5a_first_down_only_against_the_defense() {
    let (game, _) = penalty_snap(Symbol::O, "5A");
    let view = game.view(AWAY_D);
    for (language, wording) in [
        (
            Language::English,
            "(5A: automatic 1st down against the defense)",
        ),
        (
            Language::German,
            "(5A gegen Verteidiger: automatischer 1st Down)",
        ),
    ] {
        let loc = gridiron::i18n::localizer(language);
        let text = help(&loc, game.setup(), &view);
        assert!(text.contains(wording), "{text}");
    }
}

#[test]
fn the_defense_hears_of_the_offenses_kick_dice_before_a_field_goal() {
    let setup = std_setup();
    let (mut game, mut script): (Game, Script) = snap(&setup, 80, 4, 5, &["slant"], &[]);
    act(&mut game, &mut script, HOME_O, Decision::FieldGoal);
    assert_eq!(game.pending(), Pending::FakeOrKick { field_goal: true });
    for (language, offense, defense) in [
        (
            Language::English,
            "with your kick dice",
            "with the offense's kick dice",
        ),
        (
            Language::German,
            "mit euren Kickwürfeln",
            "mit den Kickwürfeln der Angreifer",
        ),
    ] {
        let loc = gridiron::i18n::localizer(language);
        let asked_offense = question(&loc, game.setup(), &game.view(HOME_O));
        let asked_defense = question(&loc, game.setup(), &game.view(AWAY_D));
        assert!(asked_offense.contains(offense), "{asked_offense}");
        assert!(asked_defense.contains(defense), "{asked_defense}");
        assert!(!asked_defense.contains(offense), "{asked_defense}");
    }
}

#[test]
fn before_the_toss_the_coach_taking_over_is_named_by_team_only() {
    let setup = std_setup();
    let game = Game::new(setup);
    assert_eq!(game.pending(), Pending::CoinCall);
    let caller = game.waiting_on()[0];
    for language in [Language::English, Language::German] {
        let loc = gridiron::i18n::localizer(language);
        let named = coach_taking_over(&loc, game.setup(), caller, game.pending(), false);
        assert_eq!(named, game.setup().team(caller.team).name);
        // Two coaches of one team are told apart only by their seats.
        let named = coach_taking_over(&loc, game.setup(), caller, game.pending(), true);
        assert_ne!(named, game.setup().team(caller.team).name);
    }
}
