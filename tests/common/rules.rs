//! Helpers for the rule tests: seats, scripted cell and special-teams rolls, and positions.
//!
//! Every roll is scripted from the faces in `game.setup()`, so the tests survive new card and dice data.

use std::sync::Arc;

use gridiron::games::first_and_goal::data::model::{Cell, SpecialRoll, Symbol, YardDie};
use gridiron::games::first_and_goal::engine::{
    Decision, Event, Game, OptionalRules, Pending, Role, Seat, Setup, Side,
};

use super::{act, defense_play, offense_play, Script};

pub const HOME_O: Seat = Seat {
    team: Side::Home,
    role: Role::Offense,
};
pub const HOME_D: Seat = Seat {
    team: Side::Home,
    role: Role::Defense,
};
pub const AWAY_O: Seat = Seat {
    team: Side::Away,
    role: Role::Offense,
};
pub const AWAY_D: Seat = Seat {
    team: Side::Away,
    role: Role::Defense,
};

/// The base-vs-base setup without optional rules.
pub fn std_setup() -> Arc<Setup> {
    super::setup(OptionalRules::default())
}

/// Which face of a yard die a script shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Face {
    Min,
    Max,
}

pub fn face(die: &YardDie, face: Face) -> i8 {
    match face {
        Face::Min => *die.faces.iter().min().unwrap(),
        Face::Max => *die.faces.iter().max().unwrap(),
    }
}

/// The yards of one scripted cell roll.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Roll {
    pub coloured: i16,
    pub black: i16,
}

impl Roll {
    pub fn gain(self) -> i16 {
        self.coloured + self.black
    }
}

/// Scripts one roll of the cell `o` x `d` (P3, P5): the offense's coloured dice, the play die, then
/// the defense's black dice (none on a fake).
#[allow(clippy::too_many_arguments)]
pub fn script_cell(
    script: &mut Script,
    setup: &Setup,
    offense: Side,
    o: u8,
    d: u8,
    colours: Face,
    symbol: Symbol,
    black: Face,
    fake: bool,
) -> Roll {
    let cell = setup.cards.cell(o.into(), d.into());
    let mut coloured = 0;
    for colour in cell.colours.iter() {
        let value = face(setup.team(offense).dice.colour(colour), colours);
        script.colour(offense, colour, value);
        coloured += i16::from(value);
    }
    script.play(symbol);
    let mut black_total = 0;
    if !fake {
        let value = face(&setup.team(offense.other()).dice.black, black);
        for _ in 0..cell.black {
            script.black(offense.other(), value);
            black_total += i16::from(value);
        }
    }
    Roll {
        coloured,
        black: black_total,
    }
}

/// Scripts every die of `team`'s special-teams `roll` but `skip`, each at `which`; returns the sum.
pub fn script_special(
    script: &mut Script,
    setup: &Setup,
    team: Side,
    roll: SpecialRoll,
    skip: Option<u8>,
    which: Face,
) -> i16 {
    let mut total = 0;
    for (index, special) in setup.team(team).special.dice(roll).iter().enumerate() {
        let index = index as u8;
        if Some(index) == skip {
            continue;
        }
        let value = face(&special.die, which);
        script.special(team, roll, index, value);
        total += i16::from(value);
    }
    total
}

pub fn cell(setup: &Setup, o: u8, d: u8) -> Cell {
    setup.cards.cell(o.into(), d.into())
}

/// The first defense play (in data order) against which `o` rolls at least one coloured die.
pub fn defense_with_colours(setup: &Setup, o: u8) -> u8 {
    (0..setup.cards.defense.len() as u8)
        .find(|&d| !cell(setup, o, d).colours.is_empty())
        .expect("some defense lets the play roll coloured dice")
}

/// A scrimmage position: Home has the ball, both teams are out of timeouts (so no timeout window
/// opens unless a test gives some back), and the hands hold the named plays.
pub fn snap(
    setup: &Arc<Setup>,
    ball: i16,
    down: u8,
    to_go: i16,
    offense: &[&str],
    defense: &[&str],
) -> (Game, Script) {
    let mut script = Script::new(setup);
    let mut game = Game::at_snap(
        setup.clone(),
        Side::Home,
        ball,
        down,
        to_go,
        &mut script.dice,
    );
    if !offense.is_empty() {
        let plays: Vec<u8> = offense.iter().map(|id| offense_play(setup, id)).collect();
        assert!(game.arrange_hand(Role::Offense, &plays));
    }
    if !defense.is_empty() {
        let plays: Vec<u8> = defense.iter().map(|id| defense_play(setup, id)).collect();
        assert!(game.arrange_hand(Role::Defense, &plays));
    }
    game.set_timeouts(Side::Home, 0);
    game.set_timeouts(Side::Away, 0);
    (game, script)
}

/// A normal play with cards `o` and `d`, letting a defense timeout window pass.
pub fn play_cards(game: &mut Game, script: &mut Script, o: u8, d: u8) -> Vec<Event> {
    let offense = game.seat(Role::Offense);
    let defense = game.seat(Role::Defense);
    let mut events = act(game, script, offense, Decision::NormalPlay);
    if game.pending() == Pending::DefenseTimeout {
        events.extend(act(game, script, defense, Decision::Pass));
    }
    events.extend(act(game, script, offense, Decision::Card(o)));
    events.extend(act(game, script, defense, Decision::Card(d)));
    events
}

/// A special call (punt or field goal) and both Fake/Kick choices.
pub fn kick_call(
    game: &mut Game,
    script: &mut Script,
    call: Decision,
    offense_fakes: bool,
    defense_fakes: bool,
) -> Vec<Event> {
    let offense = game.seat(Role::Offense);
    let defense = game.seat(Role::Defense);
    let side = |fakes: bool| {
        if fakes {
            Decision::Fake
        } else {
            Decision::Kick
        }
    };
    let mut events = act(game, script, offense, call);
    if game.pending() == Pending::DefenseTimeout {
        events.extend(act(game, script, defense, Decision::Pass));
    }
    let field_goal = matches!(call, Decision::FieldGoal);
    assert_eq!(game.pending(), Pending::FakeOrKick { field_goal });
    events.extend(act(game, script, offense, side(offense_fakes)));
    events.extend(act(game, script, defense, side(defense_fakes)));
    events
}

pub fn burned(events: &[Event]) -> Vec<u8> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::CardBurned { play, .. } => Some(*play),
            _ => None,
        })
        .collect()
}

pub fn dice_rolled(events: &[Event]) -> usize {
    events
        .iter()
        .filter(|e| matches!(e, Event::DieRolled { .. }))
        .count()
}

/// Sends Home's offense to the game's state after a touchdown: pending try, Home 6-0.
/// Home runs `halfback-dive` from exactly the gain short of the goal line.
pub fn touchdown(setup: &Arc<Setup>) -> (Game, Script) {
    let o = offense_play(setup, "halfback-dive");
    let d = defense_with_colours(setup, o);
    let mut script = Script::new(setup);
    let roll = script_cell(
        &mut script,
        setup,
        Side::Home,
        o,
        d,
        Face::Max,
        Symbol::Hail,
        Face::Max,
        false,
    );
    let gain = roll.gain();
    assert!((1..99).contains(&gain));
    let mut game = Game::at_snap(
        setup.clone(),
        Side::Home,
        100 - gain,
        1,
        10,
        &mut script.dice,
    );
    assert!(game.arrange_hand(Role::Offense, &[o]));
    assert!(game.arrange_hand(Role::Defense, &[d]));
    game.set_timeouts(Side::Home, 0);
    game.set_timeouts(Side::Away, 0);
    play_cards(&mut game, &mut script, o, d);
    assert_eq!(game.pending(), Pending::Try);
    assert_eq!(game.score(Side::Home), 6);
    assert!(script.is_used_up());
    (game, script)
}

/// Home kicks a field goal from its opponent's 1 (ball 99): Home 3-0, Home about to kick off.
pub fn field_goal(setup: &Arc<Setup>) -> (Game, Script, Vec<Event>) {
    let (mut game, mut script) = snap(setup, 99, 1, 1, &["halfback-dive"], &[]);
    script.referee(Symbol::Blank).play(Symbol::Hail);
    script_special(
        &mut script,
        setup,
        Side::Home,
        SpecialRoll::FieldGoal,
        None,
        Face::Max,
    );
    let events = kick_call(&mut game, &mut script, Decision::FieldGoal, false, false);
    assert_eq!(game.score(Side::Home), 3);
    assert_eq!(game.pending(), Pending::KickoffKind);
    assert!(script.is_used_up());
    (game, script, events)
}

/// A fresh game through the coin toss: the toss winner receives; returns the receiving team.
pub fn opening_kickoff(setup: &Arc<Setup>) -> (Game, Script, Side) {
    let mut script = Script::new(setup);
    let mut game = Game::new(setup.clone());
    let events = act(
        &mut game,
        &mut script,
        AWAY_O,
        Decision::CallCoin(gridiron::games::first_and_goal::engine::Coin::Heads),
    );
    let winner = events
        .iter()
        .find_map(|e| match e {
            Event::CoinTossed { winner, .. } => Some(*winner),
            _ => None,
        })
        .unwrap();
    act(
        &mut game,
        &mut script,
        Seat::new(winner, Role::Offense),
        Decision::Receive,
    );
    (game, script, winner)
}
