//! Shared set-up for the integration tests: a hand-built base-vs-base game until the loader lands.
#![allow(dead_code)]

use std::sync::Arc;

use gridiron::data::model::*;
use gridiron::engine::{OptionalRules, Setup};

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
    let offense = (0..12)
        .map(|i| OffensePlay {
            id: format!("o{i}"),
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
            id: format!("d{i}"),
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
