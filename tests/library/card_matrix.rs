//! The design properties of `data/first-and-goal/cards.toml` (`shared/rules/cards-and-dice.md`), scored in
//! expected yards with the base team's dice.

use std::fmt::Write as _;

use gridiron::games::first_and_goal::card_matrix::{
    dominated_defense, dominated_offense, equilibrium, expected_yards, offense_extremes,
    support_size,
};
use gridiron::games::first_and_goal::data::model::{CardSet, Cell, Colour, PlayKind, TeamDice};

fn library() -> gridiron::games::first_and_goal::data::Library {
    match gridiron::games::first_and_goal::data::load(&[]) {
        Ok(library) => library,
        Err(problems) => panic!("shipped data does not load: {problems:?}"),
    }
}

fn cards() -> CardSet {
    library().cards
}

/// The base team's dice, as loaded from `data/first-and-goal/teams/base.toml`.
fn base_dice() -> TeamDice {
    let library = library();
    library
        .team("base")
        .expect("the base team ships")
        .team
        .dice
        .clone()
}

struct Analysed {
    cards: CardSet,
    yards: Vec<f64>,
    offense: usize,
    defense: usize,
}

fn analysed() -> Analysed {
    let cards = cards();
    let yards = expected_yards(&cards, &base_dice());
    let (offense, defense) = (cards.offense.len(), cards.defense.len());
    Analysed {
        cards,
        yards,
        offense,
        defense,
    }
}

impl Analysed {
    /// The expected-yards matrix and the equilibrium weights, for failure messages.
    fn table(&self) -> String {
        let eq = equilibrium(&self.yards, self.offense, self.defense);
        let mut out = format!("{:>14}", "");
        for d in &self.cards.defense {
            let _ = write!(out, "{:>7}", &d.id[..d.id.len().min(6)]);
        }
        out.push('\n');
        for (o, play) in self.cards.offense.iter().enumerate() {
            let _ = write!(out, "{:>14}", play.id);
            for d in 0..self.defense {
                let _ = write!(out, "{:>7.1}", self.yards[o * self.defense + d]);
            }
            let _ = writeln!(out, "   weight {:.3}", eq.row[o]);
        }
        let _ = write!(out, "{:>14}", "weight");
        for w in &eq.column {
            let _ = write!(out, "{w:>7.3}");
        }
        let _ = write!(out, "\nvalue {:.3}", eq.value);
        out
    }
}

#[test]
fn no_offense_play_is_dominated() {
    let a = analysed();
    let found = dominated_offense(&a.yards, a.offense, a.defense);
    let names: Vec<String> = found
        .iter()
        .map(|d| {
            format!(
                "{} by {}",
                a.cards.offense[d.dominated].id, a.cards.offense[d.by].id
            )
        })
        .collect();
    assert!(
        found.is_empty(),
        "dominated offense plays: {names:?}\n{}",
        a.table()
    );
}

#[test]
fn no_defense_play_is_dominated() {
    let a = analysed();
    let found = dominated_defense(&a.yards, a.offense, a.defense);
    let names: Vec<String> = found
        .iter()
        .map(|d| {
            format!(
                "{} by {}",
                a.cards.defense[d.dominated].id, a.cards.defense[d.by].id
            )
        })
        .collect();
    assert!(
        found.is_empty(),
        "dominated defense plays: {names:?}\n{}",
        a.table()
    );
}

#[test]
fn every_offense_play_has_a_stopper_and_an_exploit() {
    let a = analysed();
    let mut failures = Vec::new();
    for (o, e) in offense_extremes(&a.yards, a.offense, a.defense)
        .iter()
        .enumerate()
    {
        let id = &a.cards.offense[o].id;
        if e.min.0 > 0.0 {
            failures.push(format!(
                "{id}: best stopper {} still concedes {:.1}",
                a.cards.defense[e.min.1].id, e.min.0
            ));
        }
        if e.max.0 < 10.0 {
            failures.push(format!(
                "{id}: best exploit {} only gives {:.1}",
                a.cards.defense[e.max.1].id, e.max.0
            ));
        }
    }
    assert!(failures.is_empty(), "{failures:#?}\n{}", a.table());
}

#[test]
fn equilibrium_mixes_at_least_eight_plays_per_side() {
    let a = analysed();
    let eq = equilibrium(&a.yards, a.offense, a.defense);
    let offense = support_size(&eq.row, 0.02);
    let defense = support_size(&eq.column, 0.02);
    assert!(
        offense >= 8 && defense >= 8,
        "plays at >= 2%: offense {offense}, defense {defense}\n{}",
        a.table()
    );
}

#[test]
fn game_value_is_between_3_5_and_5_5_yards() {
    let a = analysed();
    let eq = equilibrium(&a.yards, a.offense, a.defense);
    assert!(
        (3.5..=5.5).contains(&eq.value),
        "game value {:.3}\n{}",
        eq.value,
        a.table()
    );
}

#[test]
fn known_cells_are_kept() {
    let cards = cards();
    let cell = |o: &str, d: &str| {
        let oi = cards
            .offense_index(o)
            .unwrap_or_else(|| panic!("no offense play {o}"));
        let di = cards
            .defense_index(d)
            .unwrap_or_else(|| panic!("no defense play {d}"));
        cards.cell(oi, di)
    };
    let expect = |colours: &[Colour], black| Cell {
        colours: colours.iter().copied().collect(),
        black,
    };
    let known = [
        ("short-pass", "nickel", expect(&[Colour::Red], 1)),
        ("bomb", "prevent", expect(&[], 1)),
        (
            "bomb",
            "goal-line",
            expect(&[Colour::Red, Colour::Yellow, Colour::Blue], 1),
        ),
        ("medium-pass", "safety-blitz", expect(&[], 1)),
    ];
    for (o, d, want) in known {
        assert_eq!(cell(o, d), want, "{o} x {d}");
    }
}

#[test]
fn decks_hold_sixty_cards_half_runs_half_passes() {
    let cards = cards();
    let count = |kind: PlayKind, of: &dyn Fn(usize) -> Option<(PlayKind, u8)>, n: usize| -> u32 {
        (0..n)
            .filter_map(of)
            .filter(|(k, _)| *k == kind)
            .map(|(_, c)| u32::from(c))
            .sum()
    };
    let offense = |i: usize| cards.offense.get(i).map(|p| (p.kind, p.copies));
    let defense = |i: usize| cards.defense.get(i).map(|p| (p.leans_against, p.copies));
    let (no, nd) = (cards.offense.len(), cards.defense.len());
    let counts = [
        count(PlayKind::Run, &offense, no),
        count(PlayKind::Pass, &offense, no),
        count(PlayKind::Run, &defense, nd),
        count(PlayKind::Pass, &defense, nd),
    ];
    assert_eq!(
        counts,
        [30, 30, 30, 30],
        "offense runs/passes, defense against runs/passes"
    );
    assert_eq!((no, nd), (12, 12), "a dozen plays per side");
}

#[test]
fn every_cell_rolls_one_to_three_black_dice_and_at_most_three_colours() {
    let cards = cards();
    for (i, cell) in cards.matrix.iter().enumerate() {
        let (o, d) = (i / cards.defense.len(), i % cards.defense.len());
        assert!(
            (1..=3).contains(&cell.black) && cell.colours.len() <= 3,
            "{} x {}: {cell:?}",
            cards.offense[o].id,
            cards.defense[d].id
        );
    }
}

#[test]
fn play_ids_and_red_zone_marks_follow_the_brief() {
    let cards = cards();
    let offense: Vec<(&str, PlayKind, Option<u8>)> = cards
        .offense
        .iter()
        .map(|p| (p.id.as_str(), p.kind, p.red_zone))
        .collect();
    use PlayKind::{Pass, Run};
    assert_eq!(
        offense,
        [
            ("halfback-dive", Run, None),
            ("off-tackle", Run, None),
            ("sweep", Run, None),
            ("draw", Run, None),
            ("counter", Run, None),
            ("qb-option", Run, None),
            ("screen", Pass, Some(10)),
            ("slant", Pass, None),
            ("short-pass", Pass, None),
            ("play-action", Pass, Some(10)),
            ("medium-pass", Pass, Some(20)),
            ("bomb", Pass, Some(20)),
        ]
    );
    let defense: Vec<(&str, PlayKind)> = cards
        .defense
        .iter()
        .map(|p| (p.id.as_str(), p.leans_against))
        .collect();
    assert_eq!(
        defense,
        [
            ("goal-line", Run),
            ("eight-in-the-box", Run),
            ("4-3-base", Run),
            ("3-4-base", Run),
            ("run-blitz", Run),
            ("corner-blitz", Run),
            ("safety-blitz", Pass),
            ("cover-2-spy", Pass),
            ("cover-3", Pass),
            ("nickel", Pass),
            ("dime", Pass),
            ("prevent", Pass),
        ]
    );
}
