//! Analysis of the cross-reference matrix in expected yards: the numbers behind the card design
//! properties (`shared/rules/cards-and-dice.md`) and the game a computer coach solves.
//!
//! Every function here works on a row-major table `yards[offense * defense_count + defense]`, as
//! returned by [`expected_yards`], so the same analysis serves any pair of teams' dice.

use crate::data::model::{CardSet, TeamDice};
use crate::solver::{self, Equilibrium};

/// Tolerance for comparing expected yards (sums of die means).
const TOLERANCE: f64 = 1e-9;

/// Expected yards of every cell, row-major: `yards[offense * cards.defense.len() + defense]`.
///
/// The offense rolls `dice`' coloured dice and the defense rolls `dice`' black die (one team's dice,
/// as the design properties are stated for the base team against itself).
pub fn expected_yards(cards: &CardSet, dice: &TeamDice) -> Vec<f64> {
    expected_yards_between(cards, dice, dice)
}

/// Expected yards of every cell when `offense`' coloured dice meet `defense`' black die.
pub(crate) fn expected_yards_between(
    cards: &CardSet,
    offense: &TeamDice,
    defense: &TeamDice,
) -> Vec<f64> {
    let black = defense.black.mean();
    cards
        .matrix
        .iter()
        .map(|cell| {
            let colours: f64 = cell.colours.iter().map(|c| offense.colour(c).mean()).sum();
            colours + black * f64::from(cell.black)
        })
        .collect()
}

/// One play that is weakly dominated by another of the same side.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Dominance {
    /// The index of the dominated play.
    pub dominated: usize,
    /// The index of a play at least as good against every opposing play.
    pub by: usize,
}

/// Offense plays that gain no more than another offense play against every defense (weak
/// dominance; two identical rows dominate each other). Empty when the design property holds.
pub fn dominated_offense(yards: &[f64], offense: usize, defense: usize) -> Vec<Dominance> {
    let at = |o: usize, d: usize| yards[o * defense + d];
    let mut found = Vec::new();
    for dominated in 0..offense {
        for by in (0..offense).filter(|&by| by != dominated) {
            if (0..defense).all(|d| at(dominated, d) <= at(by, d) + TOLERANCE) {
                found.push(Dominance { dominated, by });
            }
        }
    }
    found
}

/// Defense plays that concede no less than another defense play against every offense play (weak
/// dominance; two identical columns dominate each other). Empty when the design property holds.
pub fn dominated_defense(yards: &[f64], offense: usize, defense: usize) -> Vec<Dominance> {
    let at = |o: usize, d: usize| yards[o * defense + d];
    let mut found = Vec::new();
    for dominated in 0..defense {
        for by in (0..defense).filter(|&by| by != dominated) {
            if (0..offense).all(|o| at(o, dominated) + TOLERANCE >= at(o, by)) {
                found.push(Dominance { dominated, by });
            }
        }
    }
    found
}

/// The worst and best expected yards of one offense play over all defenses.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Extremes {
    /// The fewest expected yards and the defense index that holds the play to them.
    pub min: (f64, usize),
    /// The most expected yards and the defense index that concedes them.
    pub max: (f64, usize),
}

/// Per offense play: the defense that stops it best and the one it exploits most.
pub fn offense_extremes(yards: &[f64], offense: usize, defense: usize) -> Vec<Extremes> {
    (0..offense)
        .map(|o| {
            let row = &yards[o * defense..(o + 1) * defense];
            let mut extremes = Extremes {
                min: (f64::INFINITY, 0),
                max: (f64::NEG_INFINITY, 0),
            };
            for (d, &y) in row.iter().enumerate() {
                if y < extremes.min.0 {
                    extremes.min = (y, d);
                }
                if y > extremes.max.0 {
                    extremes.max = (y, d);
                }
            }
            extremes
        })
        .collect()
}

/// The equilibrium of the zero-sum game of expected yards: offense rows maximise.
pub fn equilibrium(yards: &[f64], offense: usize, defense: usize) -> Equilibrium {
    solver::solve(yards, offense, defense)
}

/// How many entries of a mixed strategy carry at least `weight`.
pub fn support_size(strategy: &[f64], weight: f64) -> usize {
    strategy.iter().filter(|&&w| w >= weight).count()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::data::model::{Cell, Colour, ColourSet, YardDie};

    /// The expected gain of one cell before the play die: the means of its coloured dice plus
    /// the black die's mean times the black count.
    fn cell_expected_yards(cell: Cell, dice: &TeamDice) -> f64 {
        let colours: f64 = cell.colours.iter().map(|c| dice.colour(c).mean()).sum();
        colours + dice.black.mean() * f64::from(cell.black)
    }

    fn dice() -> TeamDice {
        let die = |faces| YardDie { faces };
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

    #[test]
    fn cell_yards_add_colour_means_and_black_means() {
        let cell = Cell {
            colours: [Colour::Red, Colour::Yellow, Colour::Blue]
                .into_iter()
                .collect::<ColourSet>(),
            black: 1,
        };
        assert_eq!(cell_expected_yards(cell, &dice()), 18.0);
        let black_only = Cell {
            colours: ColourSet::EMPTY,
            black: 3,
        };
        assert_eq!(cell_expected_yards(black_only, &dice()), -6.0);
    }

    #[test]
    fn dominance_is_weak_and_found_both_ways() {
        // Row 1 <= row 0 everywhere (equal in column 1); column 0 >= column 1 everywhere.
        let yards = [4.0, 2.0, 3.0, 2.0, 5.0, 1.0];
        assert_eq!(
            dominated_offense(&yards, 3, 2),
            vec![Dominance {
                dominated: 1,
                by: 0
            }]
        );
        assert_eq!(
            dominated_defense(&yards, 3, 2),
            vec![Dominance {
                dominated: 0,
                by: 1
            }]
        );
        let identical = [1.0, 1.0, 1.0, 1.0];
        assert_eq!(dominated_offense(&identical, 2, 2).len(), 2);
    }

    #[test]
    fn extremes_name_the_stopper_and_the_exploit() {
        let yards = [4.0, -2.0, 12.0, 0.0, 3.0, 3.0];
        let e = offense_extremes(&yards, 2, 3);
        assert_eq!(e[0].min, (-2.0, 1));
        assert_eq!(e[0].max, (12.0, 2));
        assert_eq!(e[1].min, (0.0, 0));
        assert_eq!(e[1].max, (3.0, 1));
    }
}
