//! Rolling dice and reporting each face as an event.

use crate::data::model::{Cell, Colour, PenaltyFace, SpecialRoll, Symbol};
use crate::dice::{Dice, DieRef};

use super::event::{Event, FaceValue};
use super::game::Game;
use super::seat::Side;

/// The yards and play-die symbol of one roll of a scrimmage cell's dice.
pub(crate) struct SnapRoll {
    pub coloured: i16,
    pub black: i16,
    pub symbol: Symbol,
}

impl Game {
    pub(crate) fn roll_colour(
        &self,
        team: Side,
        colour: Colour,
        dice: &mut impl Dice,
        out: &mut Vec<Event>,
    ) -> i16 {
        let die = DieRef::Colour(colour);
        let face = dice.roll(die);
        let value = self.setup.team(team).dice.colour(colour).faces[face];
        out.push(Event::DieRolled {
            team: Some(team),
            die,
            face: face as u8,
            value: FaceValue::Yards(value),
        });
        i16::from(value)
    }

    pub(crate) fn roll_black(&self, team: Side, dice: &mut impl Dice, out: &mut Vec<Event>) -> i16 {
        let face = dice.roll(DieRef::Black);
        let value = self.setup.team(team).dice.black.faces[face];
        out.push(Event::DieRolled {
            team: Some(team),
            die: DieRef::Black,
            face: face as u8,
            value: FaceValue::Yards(value),
        });
        i16::from(value)
    }

    pub(crate) fn roll_play_die(&self, dice: &mut impl Dice, out: &mut Vec<Event>) -> Symbol {
        let face = dice.roll(DieRef::Play);
        let symbol = self.setup.white.play[face];
        out.push(Event::DieRolled {
            team: None,
            die: DieRef::Play,
            face: face as u8,
            value: FaceValue::Symbol(symbol),
        });
        symbol
    }

    pub(crate) fn roll_referee(&self, dice: &mut impl Dice, out: &mut Vec<Event>) -> Symbol {
        let face = dice.roll(DieRef::Referee);
        let symbol = self.setup.white.referee[face];
        out.push(Event::DieRolled {
            team: None,
            die: DieRef::Referee,
            face: face as u8,
            value: FaceValue::Symbol(symbol),
        });
        symbol
    }

    pub(crate) fn roll_penalty(&self, dice: &mut impl Dice, out: &mut Vec<Event>) -> PenaltyFace {
        let face = dice.roll(DieRef::Penalty);
        let penalty = self.setup.white.penalty[face];
        out.push(Event::DieRolled {
            team: None,
            die: DieRef::Penalty,
            face: face as u8,
            value: FaceValue::Penalty(penalty),
        });
        penalty
    }

    /// Rolls every die of a team's special-teams roll except `skip`, and sums them.
    pub(crate) fn roll_special(
        &self,
        team: Side,
        roll: SpecialRoll,
        skip: Option<u8>,
        dice: &mut impl Dice,
        out: &mut Vec<Event>,
    ) -> i16 {
        let mut total = 0;
        for (index, special) in self.setup.team(team).special.dice(roll).iter().enumerate() {
            let index = index as u8;
            if Some(index) == skip {
                continue;
            }
            let die = DieRef::Special { roll, index };
            let face = dice.roll(die);
            let value = special.die.faces[face];
            out.push(Event::DieRolled {
                team: Some(team),
                die,
                face: face as u8,
                value: FaceValue::Yards(value),
            });
            total += i16::from(value);
        }
        total
    }

    /// P5: the offense's coloured dice and the play die, then the defense's black dice.
    pub(crate) fn roll_cell(
        &self,
        cell: Cell,
        black: u8,
        dice: &mut impl Dice,
        out: &mut Vec<Event>,
    ) -> SnapRoll {
        let offense = self.offense;
        let coloured = cell
            .colours
            .iter()
            .map(|c| self.roll_colour(offense, c, dice, out))
            .sum();
        let symbol = self.roll_play_die(dice, out);
        let black = (0..black)
            .map(|_| self.roll_black(offense.other(), dice, out))
            .sum();
        SnapRoll {
            coloured,
            black,
            symbol,
        }
    }

    /// Whether O2 turns a breakaway chain of this length into a touchdown.
    pub(crate) fn breakaway_scores(&self, breakaways_in_a_row: u32) -> bool {
        self.setup.optional.breakaways && breakaways_in_a_row >= 3
    }
}
