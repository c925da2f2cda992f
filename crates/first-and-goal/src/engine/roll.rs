//! Rolling dice and reporting each face as an event.

use crate::data::model::{Cell, Colour, PenaltyFace, SpecialRoll, Symbol, FACES};
use crate::dice::{roll_face, DieRef};
use gridiron_core::dice::Dice;
use gridiron_core::game::EventSink;

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
    /// Rolls one die, reports its face, and returns what the face says.
    fn roll_die(
        &self,
        team: Option<Side>,
        die: DieRef,
        dice: &mut impl Dice,
        out: &mut impl EventSink<Event>,
        value_of: impl FnOnce(usize) -> FaceValue,
    ) -> FaceValue {
        let face = roll_face(dice, die);
        let value = value_of(face);
        out.push(Event::DieRolled {
            team,
            die,
            face: face as u8,
            value,
        });
        value
    }

    fn roll_yards(
        &self,
        team: Side,
        die: DieRef,
        faces: [i8; FACES],
        dice: &mut impl Dice,
        out: &mut impl EventSink<Event>,
    ) -> i16 {
        match self.roll_die(Some(team), die, dice, out, |face| {
            FaceValue::Yards(faces[face])
        }) {
            FaceValue::Yards(yards) => i16::from(yards),
            _ => 0,
        }
    }

    fn roll_symbol(
        &self,
        die: DieRef,
        faces: [Symbol; FACES],
        dice: &mut impl Dice,
        out: &mut impl EventSink<Event>,
    ) -> Symbol {
        match self.roll_die(None, die, dice, out, |face| FaceValue::Symbol(faces[face])) {
            FaceValue::Symbol(symbol) => symbol,
            _ => Symbol::Blank,
        }
    }

    pub(crate) fn roll_colour(
        &self,
        team: Side,
        colour: Colour,
        dice: &mut impl Dice,
        out: &mut impl EventSink<Event>,
    ) -> i16 {
        let faces = self.setup.team(team).dice.colour(colour).faces;
        self.roll_yards(team, DieRef::Colour(colour), faces, dice, out)
    }

    pub(crate) fn roll_black(
        &self,
        team: Side,
        dice: &mut impl Dice,
        out: &mut impl EventSink<Event>,
    ) -> i16 {
        let faces = self.setup.team(team).dice.black.faces;
        self.roll_yards(team, DieRef::Black, faces, dice, out)
    }

    pub(crate) fn roll_play_die(
        &self,
        dice: &mut impl Dice,
        out: &mut impl EventSink<Event>,
    ) -> Symbol {
        self.roll_symbol(DieRef::Play, self.setup.white.play, dice, out)
    }

    pub(crate) fn roll_referee(
        &self,
        dice: &mut impl Dice,
        out: &mut impl EventSink<Event>,
    ) -> Symbol {
        self.roll_symbol(DieRef::Referee, self.setup.white.referee, dice, out)
    }

    pub(crate) fn roll_penalty(
        &self,
        dice: &mut impl Dice,
        out: &mut impl EventSink<Event>,
    ) -> PenaltyFace {
        let faces = self.setup.white.penalty;
        match self.roll_die(None, DieRef::Penalty, dice, out, |face| {
            FaceValue::Penalty(faces[face])
        }) {
            FaceValue::Penalty(penalty) => penalty,
            _ => faces[0],
        }
    }

    /// Rolls every die of a team's special-teams roll except `skip`, and sums them.
    pub(crate) fn roll_special(
        &self,
        team: Side,
        roll: SpecialRoll,
        skip: Option<u8>,
        dice: &mut impl Dice,
        out: &mut impl EventSink<Event>,
    ) -> i16 {
        let mut total = 0;
        for (index, special) in self.setup.team(team).special.dice(roll).iter().enumerate() {
            let index = index as u8;
            if Some(index) == skip {
                continue;
            }
            total += self.roll_yards(
                team,
                DieRef::Special { roll, index },
                special.die.faces,
                dice,
                out,
            );
        }
        total
    }

    /// P5: the offense's coloured dice and the play die, then the defense's black dice.
    pub(crate) fn roll_cell(
        &self,
        cell: Cell,
        black: u8,
        dice: &mut impl Dice,
        out: &mut impl EventSink<Event>,
    ) -> SnapRoll {
        let offense = self.offense;
        // The cell's colours as bits, lowest colour first: the loop runs once per die rolled,
        // where a test of each of the six colours mispredicted whenever the cell changed.
        let mut colours = Colour::ALL.iter().enumerate().fold(0u8, |set, (bit, &c)| {
            set | u8::from(cell.colours.contains(c)) << bit
        });
        let mut coloured = 0;
        while colours != 0 {
            let colour = Colour::ALL[colours.trailing_zeros() as usize];
            colours &= colours - 1;
            coloured += self.roll_colour(offense, colour, dice, out);
        }
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
