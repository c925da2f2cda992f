//! Shared set-up for the integration tests: a hand-built base-vs-base game until the loader lands.
#![allow(dead_code)]

use std::sync::Arc;

use gridiron::data::model::*;
use gridiron::dice::{DieRef, ScriptedDice};
use gridiron::engine::{Decision, Event, Game, OptionalRules, Seat, Setup, Side};

pub fn base_dice() -> TeamDice {
    let die = |faces: [i8; 6]| YardDie { faces };
    TeamDice {
        colours: [
            die([0, 1, 1, 2, 3, 5]),
            die([1, 2, 3, 5, 6, 7]),
            die([3, 4, 5, 7, 8, 9]),
            die([5, 6, 8, 9, 10, 10]),
            die([7, 8, 9, 10, 12, 14]),
            die([10, 10, 10, 12, 14, 16]),
        ],
        black: die([-5, -4, -3, -1, 0, 1]),
    }
}

fn special(name: &str, faces: [i8; 6]) -> SpecialDie {
    SpecialDie {
        name: name.to_string(),
        die: YardDie { faces },
    }
}

pub fn base_team(name: &str) -> Team {
    let dice = base_dice();
    let colour = |c: Colour| special(c.id(), dice.colour(c).faces);
    Team {
        name: name.to_string(),
        code: "BAS".into(),
        division: None,
        special: SpecialTeams {
            kickoff_return: vec![
                colour(Colour::Red),
                colour(Colour::Ivory),
                colour(Colour::Brown),
                colour(Colour::Blue),
            ],
            field_goal: vec![special("kick", [5, 7, 9, 11, 13, 15]); 3],
            punt: vec![special("punt", [10, 12, 13, 14, 15, 16]); 3],
            punt_return: vec![colour(Colour::Red)],
            extra_bounce: vec![special("bounce", [2, 3, 4, 5, 6, 8])],
            squib: vec![special("squib", [15, 18, 20, 20, 22, 25]); 2],
            onside: vec![colour(Colour::Red), colour(Colour::Ivory)],
        },
        dice,
    }
}

pub fn cards() -> CardSet {
    let offense_ids = [
        "halfback-dive",
        "off-tackle",
        "sweep",
        "draw",
        "counter",
        "qb-option",
        "screen",
        "slant",
        "short-pass",
        "play-action",
        "medium-pass",
        "bomb",
    ];
    let defense_ids = [
        "goal-line",
        "eight-in-the-box",
        "4-3-base",
        "3-4-base",
        "run-blitz",
        "corner-blitz",
        "safety-blitz",
        "cover-2-spy",
        "cover-3",
        "nickel",
        "dime",
        "prevent",
    ];
    let offense = (0..12)
        .map(|i| OffensePlay {
            id: offense_ids[i].to_string(),
            kind: if i < 6 { PlayKind::Run } else { PlayKind::Pass },
            red_zone: match i {
                6 | 9 => Some(10),
                10 | 11 => Some(20),
                _ => None,
            },
            copies: 5,
        })
        .collect();
    let defense = (0..12)
        .map(|i| DefensePlay {
            id: defense_ids[i].to_string(),
            leans_against: PlayKind::Run,
            copies: 5,
        })
        .collect();
    let mut matrix = Vec::new();
    for o in 0..12 {
        for d in 0..12 {
            let colours: ColourSet = Colour::ALL
                .into_iter()
                .enumerate()
                .filter(|(i, _)| (o + d + i) % 3 == 0)
                .map(|(_, c)| c)
                .collect();
            matrix.push(Cell {
                colours,
                black: ((o * d) % 3 + 1) as u8,
            });
        }
    }
    CardSet {
        offense,
        defense,
        matrix,
    }
}

pub fn white() -> WhiteDice {
    let p = |s: &str| PenaltyFace::parse(s).unwrap();
    WhiteDice {
        play: [
            Symbol::X,
            Symbol::Breakaway,
            Symbol::T,
            Symbol::P,
            Symbol::Hail,
            Symbol::Blank,
        ],
        referee: [
            Symbol::T,
            Symbol::D,
            Symbol::O,
            Symbol::X,
            Symbol::Mary,
            Symbol::Blank,
        ],
        penalty: [p("5"), p("5"), p("5A"), p("10"), p("10"), p("15")],
    }
}

pub fn setup(optional: OptionalRules) -> Arc<Setup> {
    Arc::new(Setup {
        white: white(),
        cards: cards(),
        teams: [base_team("Home"), base_team("Away")],
        optional,
        partners_share_hands: false,
    })
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
