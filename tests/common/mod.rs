//! Shared set-up for the integration tests: the shipped data, white dice included (rule D2).
#![allow(dead_code)]

use std::sync::{Arc, OnceLock};

use gridiron::common::dice::ScriptedDice;
use gridiron::games::first_and_goal::data::model::{Colour, PenaltyFace, SpecialRoll, Symbol};
use gridiron::games::first_and_goal::data::Library;
use gridiron::games::first_and_goal::dice::{DieRef, ScriptFaces};
use gridiron::games::first_and_goal::engine::{
    Decision, Event, Game, OptionalRules, Seat, Setup, Side,
};

/// The shipped data, loaded once per test binary: the rule tests play what people play.
pub fn library() -> &'static Library {
    static LIBRARY: OnceLock<Library> = OnceLock::new();
    LIBRARY.get_or_init(|| match gridiron::games::first_and_goal::data::load(&[]) {
        Ok(library) => library,
        Err(problems) => panic!("shipped data does not load: {problems:?}"),
    })
}

/// The base team against itself, with the shipped cards.
pub fn setup(optional: OptionalRules) -> Arc<Setup> {
    let library = library();
    let base = &library.team("base").expect("the base team ships").team;
    Arc::new(Setup::new(library, base, base, optional))
}

/// Scripted dice written by face value: each call finds the face on the die the rule names.
pub struct Script {
    setup: Arc<Setup>,
    pub dice: ScriptedDice,
}

impl Script {
    pub fn new(setup: &Arc<Setup>) -> Script {
        Script {
            setup: setup.clone(),
            dice: ScriptedDice::new(99),
        }
    }

    fn index_of<T: PartialEq + std::fmt::Debug>(faces: &[T], value: &T, die: &str) -> usize {
        faces
            .iter()
            .position(|f| f == value)
            .unwrap_or_else(|| panic!("no face {value:?} on the {die} die"))
    }

    pub fn colour(&mut self, team: Side, colour: Colour, yards: i8) -> &mut Self {
        let faces = self.setup.team(team).dice.colour(colour).faces;
        let face = Self::index_of(&faces, &yards, colour.id());
        self.dice.push(DieRef::Colour(colour), face);
        self
    }

    pub fn black(&mut self, team: Side, yards: i8) -> &mut Self {
        let faces = self.setup.team(team).dice.black.faces;
        let face = Self::index_of(&faces, &yards, "black");
        self.dice.push(DieRef::Black, face);
        self
    }

    pub fn play(&mut self, symbol: Symbol) -> &mut Self {
        let face = Self::index_of(&self.setup.white.play, &symbol, "play");
        self.dice.push(DieRef::Play, face);
        self
    }

    pub fn referee(&mut self, symbol: Symbol) -> &mut Self {
        let face = Self::index_of(&self.setup.white.referee, &symbol, "referee");
        self.dice.push(DieRef::Referee, face);
        self
    }

    /// A penalty face by its data spelling: "5", "5A", "10", "15".
    pub fn penalty(&mut self, face: &str) -> &mut Self {
        let wanted = PenaltyFace::parse(face).unwrap_or_else(|| panic!("bad penalty face {face}"));
        let face = Self::index_of(&self.setup.white.penalty, &wanted, "penalty");
        self.dice.push(DieRef::Penalty, face);
        self
    }

    /// The `index`th die of `team`'s special-teams `roll`.
    pub fn special(&mut self, team: Side, roll: SpecialRoll, index: u8, yards: i8) -> &mut Self {
        let faces = self.setup.team(team).special.dice(roll)[usize::from(index)]
            .die
            .faces;
        let face = Self::index_of(&faces, &yards, roll.id());
        self.dice.push(DieRef::Special { roll, index }, face);
        self
    }

    pub fn is_used_up(&self) -> bool {
        self.dice.remaining() == 0
    }
}

/// Applies a decision that must be legal, returning its events.
pub fn act(game: &mut Game, script: &mut Script, seat: Seat, decision: Decision) -> Vec<Event> {
    let mut events = Vec::new();
    if let Err(refused) = game.apply(seat, decision, &mut script.dice, &mut events) {
        panic!("{refused}; pending {:?}", game.pending());
    }
    events
}

pub fn offense_play(setup: &Setup, id: &str) -> u8 {
    setup
        .cards
        .offense_index(id)
        .unwrap_or_else(|| panic!("no offense play {id}")) as u8
}

pub fn defense_play(setup: &Setup, id: &str) -> u8 {
    setup
        .cards
        .defense_index(id)
        .unwrap_or_else(|| panic!("no defense play {id}")) as u8
}
pub mod rules;
