//! Scrimmage rules, each test named after its rule ID and driven by scripted dice.

mod common;

use common::{act, defense_play, offense_play, Script};
use gridiron::data::model::{Colour, Symbol};
use gridiron::engine::{Decision, Event, Game, OptionalRules, Role, Seat, Side};

const HOME_OFFENSE: Seat = Seat {
    team: Side::Home,
    role: Role::Offense,
};
const AWAY_DEFENSE: Seat = Seat {
    team: Side::Away,
    role: Role::Defense,
};

/// Home has the ball; both coaches will hold the named plays; the away defense has no timeouts
/// so no timeout windows open.
fn snap_position(
    ball: i16,
    down: u8,
    to_go: i16,
    offense: &str,
    defense: &str,
) -> (Game, Script, u8, u8) {
    let setup = common::setup(OptionalRules::default());
    let mut script = Script::new(&setup);
    let mut game = Game::at_snap(
        setup.clone(),
        Side::Home,
        ball,
        down,
        to_go,
        &mut script.dice,
    );
    let o = offense_play(&setup, offense);
    let d = defense_play(&setup, defense);
    assert!(game.arrange_hand(Role::Offense, &[o, o, o, o, o]));
    assert!(game.arrange_hand(Role::Defense, &[d, d, d, d, d]));
    game.set_timeouts(Side::Away, 0);
    game.set_timeouts(Side::Home, 0);
    (game, script, o, d)
}

/// Plays the two cards; the caller has scripted the dice.
fn play_cards(game: &mut Game, script: &mut Script, o: u8, d: u8) -> Vec<Event> {
    let mut events = act(game, script, HOME_OFFENSE, Decision::NormalPlay);
    events.extend(act(game, script, HOME_OFFENSE, Decision::Card(o)));
    events.extend(act(game, script, AWAY_DEFENSE, Decision::Card(d)));
    events
}

#[test]
fn e1_x_breaks_up_the_play_and_only_black_counts() {
    let (mut game, mut script, o, d) = snap_position(30, 1, 10, "slant", "cover-3");
    let cell = game.setup().cards.cell(o.into(), d.into());
    for colour in cell.colours.iter() {
        let top = game.setup().team(Side::Home).dice.colour(colour).faces[5];
        script.colour(Side::Home, colour, top);
    }
    script.play(Symbol::X);
    for _ in 0..cell.black {
        script.black(Side::Away, -3);
    }
    play_cards(&mut game, &mut script, o, d);
    assert!(script.is_used_up());
    assert_eq!(game.ball(), 30 - 3 * i16::from(cell.black));
    assert_eq!(game.down(), 2);
    let _ = Colour::Red;
}
