//! The ball between players: hand-offs (BH1), passes (BA1-BA4) and fumbles (BF1-BF2).

use gridiron_core::dice::Dice;
use gridiron_core::game::EventSink;
use gridiron_core::side::Side;

use super::board::{Sq, Squares};
use super::decision::{Decision, PlayerId};
use super::event::{Event, HaltCause};
use super::game::{Ball, Game, Offer, Phase, Place, Then, NOBODY};
use super::tackle::any_two_equal;
use crate::dice::BbDie;

/// How a pass ends (BA3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PassResult {
    /// Equal numbers: the receiver fumbles (BF1).
    Fumbled,
    Complete,
    /// Short: the ball lands the passing die's number of squares from the receiver (BA4).
    Incomplete,
}

/// BA3 for the receiver's dice (a 0 is a die not rolled), the passing die, the receiver's die
/// used and the distance: any two equal fumble, a total of at least the distance completes it.
/// Written once: the engine resolves with it and `battleball::odds` counts with it.
pub(crate) fn settle_pass(
    receiver_dice: [u8; 2],
    passing: u8,
    used: u8,
    distance: u8,
) -> PassResult {
    if any_two_equal(&[receiver_dice[0], receiver_dice[1], passing]) {
        PassResult::Fumbled
    } else if reaches(used, passing, distance) {
        PassResult::Complete
    } else {
        PassResult::Incomplete
    }
}

/// BA3: the receiver's die and the passing die together reach the distance. Written once: a
/// pass completes by it (`settle_pass`) and is offered only if the highest faces could (BA1).
fn reaches(receiver: u8, passing: u8, distance: u8) -> bool {
    u16::from(receiver) + u16::from(passing) >= u16::from(distance)
}

impl Game {
    /// BA1: "it must be possible for your passing player to reach your receiving player": the
    /// receiver's highest face (a Heavy Tackle's two dice have the same) and the passing die's
    /// reach the throwing distance (BA2). A receiver who could never catch it is not one.
    pub(crate) fn within_throwing_distance(&self, passer: PlayerId, receiver: PlayerId) -> bool {
        reaches(
            self.player(receiver).die,
            self.setup.library.passing_die,
            self.distance_between(passer, receiver),
        )
    }

    /// The squares a fumble is placed around: the fumbler's (a Heavy Tackle's two).
    pub(crate) fn origin_of(&self, player: PlayerId) -> [Sq; 2] {
        let mut squares = self.squares_of(player);
        let first = squares.next().unwrap_or(0);
        [first, squares.next().unwrap_or(first)]
    }

    /// BF1: `player` fumbles the ball where it stands.
    pub(crate) fn fumble(&mut self, player: PlayerId, then: Then, ev: &mut impl EventSink<Event>) {
        let origin = self.origin_of(player);
        self.fumble_from(player, origin, then, ev);
    }

    /// BF1: the coach not in possession places the ball near `origin`; with nowhere to put it,
    /// play is halted.
    pub(crate) fn fumble_from(
        &mut self,
        player: PlayerId,
        origin: [Sq; 2],
        then: Then,
        ev: &mut impl EventSink<Event>,
    ) {
        ev.push(Event::Fumble { player });
        let by = self.team_of(player).other();
        self.ball = Ball::Held(player);
        self.phase = Phase::PlaceBall { origin, by, then };
        let mut options = Vec::new();
        self.offer_fumble_places(origin, by, &mut options);
        if options.is_empty() {
            self.halt(HaltCause::NowhereForTheBall, ev);
        }
    }

    fn within_two(&self, origin: [Sq; 2], sq: Sq) -> bool {
        let board = &self.setup.board;
        origin.iter().any(|&o| board.distance(o, sq) <= 2)
    }

    /// BF1's order: an empty square within two squares; else one of the placing coach's own
    /// players within two squares; else an opposing one.
    pub(crate) fn offer_fumble_places(&self, origin: [Sq; 2], by: Side, out: &mut impl Offer) {
        let board = &self.setup.board;
        // No square is nearer than the rows between, so only the rows within two of the
        // origin's are looked at (in the same order: the board's).
        let mut rows = Squares::EMPTY;
        for o in origin {
            let row = board.row(o);
            for r in row.saturating_sub(2)..=row.saturating_add(2) {
                rows = rows.or(&board.row_squares(r));
            }
        }
        let mut any = false;
        for sq in rows.iter(board.words()) {
            if self.within_two(origin, sq) && self.empty(sq) {
                out.offer(Decision::PlaceBall(sq));
                any = true;
            }
        }
        if any {
            return;
        }
        for side in [by, by.other()] {
            let mut found = false;
            for id in self.team_ids(side) {
                // Ruling: a prone player cannot be given the ball (BB6).
                if self.standing(id) && self.squares_of(id).any(|sq| self.within_two(origin, sq)) {
                    out.offer(Decision::GiveBall(id));
                    found = true;
                }
            }
            if found {
                return;
            }
        }
    }

    /// No player and no carnage.
    pub(crate) fn empty(&self, sq: Sq) -> bool {
        self.occupant[usize::from(sq)] == NOBODY && !self.carnage.has(sq)
    }

    pub(crate) fn place_fumble(
        &mut self,
        decision: Decision,
        then: Then,
        ev: &mut impl EventSink<Event>,
    ) {
        self.put_ball(decision, ev);
        match then {
            Then::AfterMove => self.after_move(ev),
            Then::EndTurn => self.end_turn(ev),
            Then::AfterBlock => self.after_block(ev),
        }
    }

    fn put_ball(&mut self, decision: Decision, ev: &mut impl EventSink<Event>) {
        match decision {
            Decision::PlaceBall(square) => {
                self.ball = Ball::Loose(square);
                ev.push(Event::BallPlaced { square });
            }
            Decision::GiveBall(player) => {
                self.ball = Ball::Held(player);
                self.possession = Some(self.team_of(player));
                ev.push(Event::BallGiven { player });
            }
            _ => {}
        }
    }

    /// BH1: both dice rolled; different numbers hand the ball over, any two equal fumble it
    /// (ruling: the giver fumbles). The turn ends.
    pub(crate) fn hand_off(
        &mut self,
        to: PlayerId,
        dice: &mut impl Dice,
        ev: &mut impl EventSink<Event>,
    ) {
        let Some(from) = self.carrier() else {
            return;
        };
        let giver = self.roll_player(dice, from);
        let receiver = self.roll_player(dice, to);
        let all = [giver[0], giver[1], receiver[0], receiver[1]];
        ev.push(Event::HandOff {
            from,
            to,
            dice: all,
        });
        if any_two_equal(&all) {
            self.fumble(from, Then::EndTurn, ev);
        } else {
            self.ball = Ball::Held(to);
            self.end_turn(ev);
        }
    }

    /// BA1-BA3: roll the receiver's die and the passing die.
    pub(crate) fn pass(
        &mut self,
        to: PlayerId,
        dice: &mut impl Dice,
        ev: &mut impl EventSink<Event>,
    ) {
        let Some(from) = self.carrier() else {
            return;
        };
        let distance = self.distance_between(from, to);
        ev.push(Event::Pass { from, to, distance });
        let rolled = self.roll_player(dice, to);
        let passing = self.roll(dice, BbDie::Passing);
        ev.push(Event::PassRoll {
            receiver_dice: rolled,
            passing,
        });
        self.phase = Phase::PassDie {
            receiver: to,
            distance,
            dice: rolled,
            passing,
        };
        let all = [rolled[0], rolled[1], passing];
        // A Heavy Tackle's coach picks its die only when the pick matters (no fumble).
        if self.player(to).heavy && rolled[0] != rolled[1] && !any_two_equal(&all) {
            return;
        }
        self.resolve_pass(rolled[0], ev);
    }

    pub(crate) fn pass_die(&mut self, i: u8, ev: &mut impl EventSink<Event>) {
        if let Phase::PassDie { dice, .. } = self.phase {
            self.resolve_pass(dice[usize::from(i)], ev);
        }
    }

    /// BA3: equal numbers fumble (by the receiver); a total of at least the distance completes
    /// it; less is incomplete (BA4).
    fn resolve_pass(&mut self, used: u8, ev: &mut impl EventSink<Event>) {
        let Phase::PassDie {
            receiver,
            distance,
            dice,
            passing,
        } = self.phase
        else {
            return;
        };
        match settle_pass(dice, passing, used, distance) {
            PassResult::Fumbled => {
                let origin = self.origin_of(receiver);
                // The passer's team is in possession: the other coach places (BF1).
                self.fumble_from(receiver, origin, Then::EndTurn, ev);
                return;
            }
            PassResult::Complete => {
                self.ball = Ball::Held(receiver);
                ev.push(Event::Complete { receiver });
                self.end_turn(ev);
                return;
            }
            PassResult::Incomplete => {}
        }
        ev.push(Event::Incomplete { receiver, passing });
        let by = self.team_of(receiver).other();
        self.phase = Phase::Incomplete {
            receiver,
            passing,
            by,
        };
        let mut options = Vec::new();
        self.offer_incomplete_places(receiver, passing, &mut options);
        if options.is_empty() {
            self.halt(HaltCause::OutOfPlay, ev);
        }
    }

    /// BA4: squares exactly `passing` squares from the receiver: an opposing player's
    /// (interception) or an empty one; else a passer's teammate's (recovered). Only carnage
    /// there: none, and play is halted.
    pub(crate) fn offer_incomplete_places(
        &self,
        receiver: PlayerId,
        passing: u8,
        out: &mut impl Offer,
    ) {
        let board = &self.setup.board;
        let passers = self.team_of(receiver);
        let at_distance = |sq: Sq| {
            self.squares_of(receiver)
                .map(|r| board.distance(r, sq))
                .min()
                == Some(passing)
        };
        let mut any = false;
        let mut given: Vec<PlayerId> = Vec::new();
        for sq in 0..board.len() as Sq {
            if !at_distance(sq) {
                continue;
            }
            let o = self.occupant[usize::from(sq)];
            if o == NOBODY {
                if !self.carnage.has(sq) {
                    out.offer(Decision::PlaceBall(sq));
                    any = true;
                }
            } else if self.team_of(o) != passers && self.standing(o) && !given.contains(&o) {
                given.push(o);
                out.offer(Decision::GiveBall(o));
                any = true;
            }
        }
        if any {
            return;
        }
        for sq in 0..board.len() as Sq {
            let o = self.occupant[usize::from(sq)];
            if at_distance(sq)
                && o != NOBODY
                && self.team_of(o) == passers
                && self.standing(o)
                && !given.contains(&o)
            {
                given.push(o);
                out.offer(Decision::GiveBall(o));
            }
        }
    }

    pub(crate) fn place_incomplete(&mut self, decision: Decision, ev: &mut impl EventSink<Event>) {
        if let (Phase::Incomplete { receiver, .. }, Decision::GiveBall(player)) =
            (self.phase, decision)
        {
            if self.team_of(player) == self.team_of(receiver) {
                ev.push(Event::Recovered { player });
            } else {
                ev.push(Event::Intercepted { player });
            }
        }
        self.put_ball(decision, ev);
        self.end_turn(ev);
    }

    /// Whether `id` is on the field.
    pub(crate) fn playing(&self, id: PlayerId) -> bool {
        matches!(self.player(id).place, Place::Field(_))
    }
}
