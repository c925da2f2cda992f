//! The optional Blood Bowl blocks (BB1-BB8, option `blocks`): strength and assists, the block
//! dice, push-backs and chain pushes, the follow-up, knock-downs and their injuries, the ball
//! scattering, the blitz and the turnover.
//!
//! A block runs: `block` (BB1-BB3: assists counted, dice rolled) -> `BlockDie` (the stronger
//! side's coach picks) -> `Push` (BB4: the attacker's coach picks each square of the chain;
//! nobody moves until the chain is complete) -> `FollowUp` (BB5) -> `resolve_block` (BB6:
//! knock-downs and injury rolls, then the ball) -> `after_block` (BB7, BB8).

use gridiron_core::dice::Dice;
use gridiron_core::game::EventSink;
use gridiron_core::side::Side;
use serde::{Deserialize, Serialize};

use super::board::{Sq, DIRECTIONS};
use super::decision::{Decision, PlayerId};
use super::event::{BlockFace, Event};
use super::game::{Ball, Game, Offer, Phase, Place, Then, NOBODY};
use crate::dice::BbDie;

/// The block being resolved.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub(crate) struct Block {
    pub attacker: PlayerId,
    pub defender: PlayerId,
    /// A blitz (BB7): the move's start square and the squares of the roll left after the block.
    pub blitz: Option<(Sq, u8)>,
    /// The block dice rolled (the first `count`).
    pub dice: [u8; 3],
    pub count: u8,
    /// The coach of the stronger side, who picks the die (BB3).
    pub picker: Side,
    pub face: Option<BlockFace>,
    /// The defender's squares before the push (BB5: the attacker may step into one).
    pub vacated: [Option<Sq>; 2],
    /// A ball carrier pushed into the crowd: the ball scatters from its last square (ruling).
    pub crowd_ball: Option<(Sq, PlayerId)>,
}

/// A block's dice before they are rolled (BB1-BB3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct BlockDice {
    /// Attacker's and defender's, with assists.
    pub strength: [u8; 2],
    pub count: u8,
    /// The coach of the stronger side (the attacker's on equal strength).
    pub picker: Side,
}

/// Hex distance on doubled coordinates that may lie off the board.
fn hex(a: (i16, i16), b: (i16, i16)) -> i16 {
    let dy = (a.0 - b.0).abs();
    let dx = (a.1 - b.1).abs();
    dy + (dx - dy).max(0) / 2
}

impl Game {
    /// BB1: a player's strength, from its position's data.
    pub fn strength(&self, id: PlayerId) -> u8 {
        self.setup.library.positions[usize::from(self.player(id).position)].strength
    }

    /// Whether `id` is on the field and standing (not prone, BB6).
    pub(crate) fn standing(&self, id: PlayerId) -> bool {
        self.playing(id) && !self.player(id).prone
    }

    /// BB2: `helper` may assist against `against` when it stands next to it and next to no other
    /// standing opposing player (a prone player has no tackle zone, BB6).
    pub(crate) fn can_assist(&self, helper: PlayerId, against: PlayerId) -> bool {
        self.standing(helper)
            && self.touching(helper, against)
            && !self
                .team_ids(self.team_of(helper).other())
                .any(|o| o != against && self.standing(o) && self.touching(helper, o))
    }

    /// BB2: the players that assist `helped` against `against`.
    fn assistants(&self, helped: PlayerId, against: PlayerId) -> Vec<PlayerId> {
        self.team_ids(self.team_of(helped))
            .filter(|&h| h != helped && self.can_assist(h, against))
            .collect()
    }

    /// `assistants(helped, against).len()`, found from the squares around `against` rather than
    /// by asking every teammate: a search values a block for every pair within reach of every
    /// position it tries, and listing the assistants was most of its time with blocks.
    fn assist_count(&self, helped: PlayerId, against: PlayerId) -> u8 {
        let board = &self.setup.board;
        let team = self.team_of(helped);
        // A helper touches `against` (at most the twelve squares around a Heavy Tackle's two),
        // and is counted once however many of its squares do.
        let mut seen = [NOBODY; 12];
        let mut found = 0;
        let mut count = 0;
        for s in self.squares_array(against).into_iter().flatten() {
            for t in board.neighbours(s) {
                let h = self.occupant[usize::from(t)];
                if h == NOBODY || h == helped || self.team_of(h) != team || seen.contains(&h) {
                    continue;
                }
                if let Some(slot) = seen.get_mut(found) {
                    *slot = h;
                    found += 1;
                }
                if self.standing(h) && !self.marked_by_another(h, against) {
                    count += 1;
                }
            }
        }
        debug_assert_eq!(usize::from(count), self.assistants(helped, against).len());
        count
    }

    /// BB2: whether a standing opponent of `helper` other than `against` stands next to it.
    fn marked_by_another(&self, helper: PlayerId, against: PlayerId) -> bool {
        let board = &self.setup.board;
        let team = self.team_of(helper);
        self.squares_array(helper).into_iter().flatten().any(|s| {
            board.neighbours(s).any(|t| {
                let o = self.occupant[usize::from(t)];
                o != NOBODY && o != against && self.team_of(o) != team && self.standing(o)
            })
        })
    }

    /// BB1-BB3: the strengths with every assist counted, how many block dice are rolled and who
    /// picks the one that counts, were `attacker` to block `defender` now.
    pub fn block_dice(&self, attacker: PlayerId, defender: PlayerId) -> BlockDice {
        let a = self.strength(attacker) + self.assist_count(attacker, defender);
        let d = self.strength(defender) + self.assist_count(defender, attacker);
        let (count, picker) = match a.cmp(&d) {
            std::cmp::Ordering::Equal => (1, self.team_of(attacker)),
            std::cmp::Ordering::Greater => (if a > 2 * d { 3 } else { 2 }, self.team_of(attacker)),
            std::cmp::Ordering::Less => (if d > 2 * a { 3 } else { 2 }, self.team_of(defender)),
        };
        BlockDice {
            strength: [a, d],
            count,
            picker,
        }
    }

    /// BB1-BB3: a block is declared; assists are added (the attacker's first, then the
    /// defender's) and the block dice rolled by the attacker's coach.
    ///
    /// Ruling: every eligible assist is given. An assist only ever adds to its side's strength
    /// and the block affects only the two players in it, so no coach gains by holding one back,
    /// and the listing stays small.
    pub(crate) fn block(
        &mut self,
        attacker: PlayerId,
        defender: PlayerId,
        blitz: Option<(Sq, u8)>,
        dice: &mut impl Dice,
        ev: &mut impl EventSink<Event>,
    ) {
        ev.push(Event::Block {
            attacker,
            defender,
            blitz: blitz.is_some(),
        });
        for (helped, against) in [(attacker, defender), (defender, attacker)] {
            for player in self.assistants(helped, against) {
                ev.push(Event::Assist { player });
            }
        }
        let BlockDice {
            strength,
            count,
            picker,
        } = self.block_dice(attacker, defender);
        let count = usize::from(count);
        let mut rolled = [0; 3];
        for (n, die) in rolled.iter_mut().enumerate().take(count) {
            *die = self.roll(dice, BbDie::Block(n as u8));
        }
        ev.push(Event::BlockDice {
            strength,
            dice: rolled[..count].to_vec(),
            picker,
        });
        let mut vacated = [None; 2];
        for (slot, sq) in vacated.iter_mut().zip(self.squares_of(defender)) {
            *slot = Some(sq);
        }
        self.chain.clear();
        self.block = Some(Block {
            attacker,
            defender,
            blitz,
            dice: rolled,
            count: count as u8,
            picker,
            face: None,
            vacated,
            crowd_ball: None,
        });
        self.phase = Phase::BlockDie;
        let mut options = Vec::new();
        self.offer_block_dice(&mut options);
        if let [Decision::UseDie(i)] = options[..] {
            self.block_die(i, dice, ev);
        }
    }

    /// BB3: one option per different face among the dice (equal faces are the same choice).
    pub(crate) fn offer_block_dice(&self, out: &mut impl Offer) {
        let Some(b) = self.block else {
            return;
        };
        let faces = &b.dice[..usize::from(b.count)];
        for (i, &roll) in faces.iter().enumerate() {
            let face = BlockFace::from_roll(roll);
            if !faces[..i].iter().any(|&r| BlockFace::from_roll(r) == face) {
                out.offer(Decision::UseDie(i as u8));
            }
        }
    }

    /// BB3 ruling: Both Down knocks both down; Defender Stumbles is Defender Down (no skills).
    pub(crate) fn block_die(
        &mut self,
        i: u8,
        dice: &mut impl Dice,
        ev: &mut impl EventSink<Event>,
    ) {
        let Some(mut b) = self.block else {
            return;
        };
        let face = BlockFace::from_roll(b.dice[usize::from(i)]);
        b.face = Some(face);
        self.block = Some(b);
        ev.push(Event::BlockResult { face });
        match face {
            BlockFace::AttackerDown | BlockFace::BothDown => self.resolve_block(dice, ev),
            _ => self.start_push(b.defender, b.attacker, dice, ev),
        }
    }

    /// BB4: the squares `player` can be pushed to, directly away from `pusher`: each of its
    /// squares moved one square in one direction, ending two squares from every square of the
    /// pusher (for a single square pushed by a single square: the three squares beyond it).
    /// `None` is a direction that leaves the field.
    fn away(&self, player: PlayerId, pusher: PlayerId) -> Vec<Option<Sq>> {
        let board = &self.setup.board;
        let xy = |sq: Sq| {
            let (r, x) = board.coords(sq);
            (i16::from(r), i16::from(x))
        };
        let from: Vec<(i16, i16)> = self.squares_of(player).map(xy).collect();
        let by: Vec<(i16, i16)> = self.squares_of(pusher).map(xy).collect();
        let mut out = Vec::new();
        for &(dr, dx) in &DIRECTIONS {
            let to: Vec<(i16, i16)> = from
                .iter()
                .map(|&(r, x)| (r + i16::from(dr), x + i16::from(dx)))
                .collect();
            let near = to
                .iter()
                .flat_map(|&t| by.iter().map(move |&b| hex(t, b)))
                .min()
                .unwrap_or(0);
            if near < 2 {
                continue;
            }
            let on = to
                .iter()
                .all(|&(r, x)| r >= 1 && x >= 0 && board.at(r as u8, x as u8).is_some());
            out.push(if on {
                board.at(to[0].0 as u8, to[0].1 as u8)
            } else {
                None
            });
        }
        out
    }

    /// The other player on the squares `player` would take with its left square at `anchor`.
    fn pushed_on(&self, player: PlayerId, anchor: Sq) -> Option<PlayerId> {
        let east = self.setup.board.east(anchor);
        let squares = [Some(anchor), east.filter(|_| self.player(player).heavy)];
        squares
            .into_iter()
            .flatten()
            .map(|sq| self.occupant[usize::from(sq)])
            .find(|&o| o != NOBODY && o != player)
    }

    /// BB4: the attacker's coach picks among the empty squares away from the pusher; only if
    /// there is none, among the squares with one other player, who is pushed on in turn.
    ///
    /// Rulings: carnage is never eligible (no player stands on it, BK6); a square is not
    /// eligible when it holds two other players (a Heavy Tackle shoves one player at a time), or
    /// a player already in this push (the attacker included), so a chain never comes back on
    /// itself.
    pub(crate) fn offer_pushes(&self, player: PlayerId, pusher: PlayerId, out: &mut impl Offer) {
        let Some(b) = self.block else {
            return;
        };
        let mut occupied = Vec::new();
        let mut any_empty = false;
        for anchor in self.away(player, pusher).into_iter().flatten() {
            let heavy = self.player(player).heavy;
            let east = self.setup.board.east(anchor);
            let squares = [Some(anchor), east.filter(|_| heavy)];
            if squares.into_iter().flatten().any(|sq| self.carnage.has(sq)) {
                continue;
            }
            let others: Vec<PlayerId> = squares
                .into_iter()
                .flatten()
                .map(|sq| self.occupant[usize::from(sq)])
                .filter(|&o| o != NOBODY && o != player)
                .collect();
            match others[..] {
                [] => {
                    out.offer(Decision::PushTo(anchor));
                    any_empty = true;
                }
                [first, ..] if others.iter().all(|&o| o == first) => {
                    let in_chain =
                        first == b.attacker || self.chain.iter().any(|&(p, _)| p == first);
                    if !in_chain {
                        occupied.push(anchor);
                    }
                }
                _ => {}
            }
        }
        if !any_empty {
            for anchor in occupied {
                out.offer(Decision::PushTo(anchor));
            }
        }
    }

    /// Starts pushing `player` away from `pusher`: a choice of squares; or, with none on the
    /// field, into the crowd; or (ruling) with every square away from the pusher carnage or
    /// otherwise ineligible and none off the field, the push is absorbed and nobody in the chain
    /// moves.
    fn start_push(
        &mut self,
        player: PlayerId,
        pusher: PlayerId,
        dice: &mut impl Dice,
        ev: &mut impl EventSink<Event>,
    ) {
        let mut options = Vec::new();
        self.offer_pushes(player, pusher, &mut options);
        if !options.is_empty() {
            self.phase = Phase::Push { player, pusher };
            return;
        }
        if self.away(player, pusher).contains(&None) {
            self.chain.push((player, None));
            self.finish_chain(dice, ev);
        } else {
            ev.push(Event::PushAbsorbed { player });
            self.chain.clear();
            self.after_push(dice, ev);
        }
    }

    pub(crate) fn push_to(
        &mut self,
        player: PlayerId,
        to: Sq,
        dice: &mut impl Dice,
        ev: &mut impl EventSink<Event>,
    ) {
        self.chain.push((player, Some(to)));
        match self.pushed_on(player, to) {
            Some(next) => self.start_push(next, player, dice, ev),
            None => self.finish_chain(dice, ev),
        }
    }

    /// The chain is complete: everybody in it moves at once; the crowd beats up a player pushed
    /// off the field (locker room, no carnage).
    fn finish_chain(&mut self, dice: &mut impl Dice, ev: &mut impl EventSink<Event>) {
        let chain = std::mem::take(&mut self.chain);
        for &(p, _) in &chain {
            self.lift(p);
        }
        for &(player, to) in &chain {
            ev.push(Event::Pushed { player, to });
            match to {
                Some(sq) => self.put(player, sq),
                None => {
                    // Ruling: a carrier's ball scatters from the square it was pushed off.
                    if self.ball == Ball::Held(player) {
                        let last = self.origin_of(player)[0];
                        if let Some(b) = self.block.as_mut() {
                            b.crowd_ball = Some((last, player));
                        }
                    }
                    let p = &mut self.players[usize::from(player)];
                    p.place = Place::LockerRoom;
                    p.prone = false;
                    ev.push(Event::CrowdInjured { player });
                }
            }
        }
        self.after_push(dice, ev);
    }

    /// BB5: a follow-up is offered when the attacker can step into a square the defender left.
    fn after_push(&mut self, dice: &mut impl Dice, ev: &mut impl EventSink<Event>) {
        let mut options = Vec::new();
        self.offer_follow_ups(&mut options);
        if options.is_empty() {
            self.resolve_block(dice, ev);
        } else {
            self.phase = Phase::FollowUp;
        }
    }

    /// BB5: one step of the attacker (both squares of a Heavy Tackle) that covers a square the
    /// defender left, onto free squares. Ruling: not onto the loose ball's square (a follow-up
    /// is no move and picks nothing up).
    pub(crate) fn offer_follow_ups(&self, out: &mut impl Offer) {
        let Some(b) = self.block else {
            return;
        };
        let Place::Field(at) = self.player(b.attacker).place else {
            return;
        };
        let board = &self.setup.board;
        let loose = match self.ball {
            Ball::Loose(sq) => Some(sq),
            Ball::Held(_) => None,
        };
        let mut any = false;
        for dir in 0..DIRECTIONS.len() {
            let Some(anchor) = board.step(at, dir) else {
                continue;
            };
            let Some(squares) = self.fits(b.attacker, anchor) else {
                continue;
            };
            let squares = squares.into_iter().flatten();
            let mut covers = false;
            let mut clear = true;
            for sq in squares {
                covers |= b.vacated.contains(&Some(sq)) && self.occupant(sq).is_none();
                clear &= Some(sq) != loose;
            }
            if covers && clear {
                out.offer(Decision::FollowUp(anchor));
                any = true;
            }
        }
        if any {
            out.offer(Decision::HoldGround);
        }
    }

    pub(crate) fn follow_up(
        &mut self,
        decision: Decision,
        dice: &mut impl Dice,
        ev: &mut impl EventSink<Event>,
    ) {
        if let (Decision::FollowUp(to), Some(b)) = (decision, self.block) {
            self.put(b.attacker, to);
            ev.push(Event::FollowedUp {
                player: b.attacker,
                to,
            });
        }
        self.resolve_block(dice, ev);
    }

    /// BB6: the knocked-down players (defender first) fall prone and roll for injury; then the
    /// ball scatters once if a knocked-down player dropped it, a pushed player landed on it, or a
    /// carrier went into the crowd.
    ///
    /// Ruling on the injury roll (the seed has no table): the player's coach rolls its die (a
    /// Heavy Tackle one of its two); 1 is a serious injury (box, carnage), at most a third of
    /// the die's sides an injury (locker room, carnage), else it stays prone.
    fn resolve_block(&mut self, dice: &mut impl Dice, ev: &mut impl EventSink<Event>) {
        let Some(b) = self.block else {
            return;
        };
        let face = b.face.unwrap_or(BlockFace::Pushed);
        let attacker_down = matches!(face, BlockFace::AttackerDown | BlockFace::BothDown);
        let defender_down = !matches!(face, BlockFace::AttackerDown | BlockFace::Pushed);
        let mut ball_from = b.crowd_ball;
        if let Ball::Loose(sq) = self.ball {
            if let Some(p) = self.occupant(sq) {
                ball_from = Some((sq, p));
            }
        }
        for (player, down) in [(b.defender, defender_down), (b.attacker, attacker_down)] {
            if !down || !self.playing(player) {
                continue;
            }
            self.players[usize::from(player)].prone = true;
            ev.push(Event::KnockedDown { player });
            if self.ball == Ball::Held(player) {
                ball_from = Some((self.origin_of(player)[0], player));
            }
            let roll = self.roll(dice, BbDie::Player { player, which: 0 });
            ev.push(Event::InjuryRoll { player, roll });
            let sides = self.player(player).die;
            if roll == 1 {
                self.injure(player, true, ev);
            } else if roll <= sides / 3 {
                self.injure(player, false, ev);
            }
        }
        if self.check_elimination(ev) {
            self.block = None;
            return;
        }
        if let Some((from, player)) = ball_from {
            if !self.scatter(from, dice, ev) {
                self.fumble_from(player, [from, from], Then::AfterBlock, ev);
                if !matches!(self.phase, Phase::PlaceBall { .. }) {
                    self.block = None;
                }
                return;
            }
        }
        self.after_block(ev);
    }

    /// Whether the ball can come to rest on `sq`: `Some(None)` on an empty square, `Some(Some(p))`
    /// with a standing player (who holds it: Battleball has no catch roll), `None` on carnage or
    /// a prone player.
    fn rests_on(&self, sq: Sq) -> Option<Option<PlayerId>> {
        if self.carnage.has(sq) {
            return None;
        }
        match self.occupant(sq) {
            None => Some(None),
            Some(p) if self.standing(p) => Some(Some(p)),
            Some(_) => None,
        }
    }

    /// BB4: the ball scatters one square from `from`: the scatter d6 picks a neighbour
    /// (`DIRECTIONS` order); off the field or onto carnage it stops short on `from`.
    /// Rulings: a prone player's square is like carnage; where `from` cannot hold the ball
    /// either (a prone player's, or carnage an injury left) the die is rolled again; with no
    /// neighbour that can, nothing is rolled and `false` is returned (the caller fumbles, BF1).
    pub(crate) fn scatter(
        &mut self,
        from: Sq,
        dice: &mut impl Dice,
        ev: &mut impl EventSink<Event>,
    ) -> bool {
        let board = &self.setup.board;
        if self.rests_on(from).is_none()
            && !board.neighbours(from).any(|n| self.rests_on(n).is_some())
        {
            return false;
        }
        loop {
            let roll = self.roll(dice, BbDie::Scatter);
            ev.push(Event::Scatter { from, roll });
            let to = self
                .setup
                .board
                .step(from, usize::from(roll.clamp(1, 6) - 1));
            let rest = to
                .and_then(|to| self.rests_on(to).map(|h| (to, h)))
                .or_else(|| self.rests_on(from).map(|h| (from, h)));
            if let Some((square, holder)) = rest {
                match holder {
                    Some(p) => {
                        self.ball = Ball::Held(p);
                        self.possession = Some(self.team_of(p));
                    }
                    None => self.ball = Ball::Loose(square),
                }
                ev.push(Event::BallLands { square, holder });
                return true;
            }
        }
    }

    /// BB8: an attacker knocked down ends the turn at once; a blitzer goes on moving with what is
    /// left of its roll (BB7); a block in place of BT5's tackle ends the turn, as a tackle does.
    pub(crate) fn after_block(&mut self, ev: &mut impl EventSink<Event>) {
        let Some(b) = self.block.take() else {
            self.end_turn(ev);
            return;
        };
        if matches!(b.face, Some(BlockFace::AttackerDown | BlockFace::BothDown)) {
            ev.push(Event::Turnover { team: self.to_move });
            self.end_turn(ev);
            return;
        }
        match b.blitz {
            Some((start, left)) if self.standing(b.attacker) => {
                if left > 0 {
                    self.phase = Phase::Move {
                        player: b.attacker,
                        start,
                        steps: left,
                        picked: false,
                        blitzed: true,
                    };
                    let mut options = Vec::new();
                    self.offer_moves(b.attacker, start, left, false, &mut options);
                    if !options.is_empty() {
                        return;
                    }
                }
                self.after_move(ev);
            }
            _ => self.end_turn(ev),
        }
    }

    /// BB7: the standing opponents the moving player may blitz, once per turn.
    pub(crate) fn offer_blitz_targets(&self, player: PlayerId, out: &mut impl Offer) {
        if !self.setup.options.blocks || self.blitzed || !self.standing(player) {
            return;
        }
        for d in self.team_ids(self.team_of(player).other()) {
            if self.standing(d) && self.touching(player, d) {
                out.offer(Decision::Blitz(d));
            }
        }
    }

    /// BB7: the blitz costs one square of the roll; the block follows.
    pub(crate) fn blitz(
        &mut self,
        player: PlayerId,
        defender: PlayerId,
        start: Sq,
        steps: u8,
        dice: &mut impl Dice,
        ev: &mut impl EventSink<Event>,
    ) {
        self.blitzed = true;
        self.block(
            player,
            defender,
            Some((start, steps.saturating_sub(1))),
            dice,
            ev,
        );
    }

    /// BB6: a prone player chosen to move stands up; that is its move.
    pub(crate) fn stand_up(&mut self, player: PlayerId, ev: &mut impl EventSink<Event>) {
        self.players[usize::from(player)].prone = false;
        ev.push(Event::StoodUp { player });
        self.after_move(ev);
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use gridiron_core::dice::SeededDice;
    use gridiron_core::game::Discard;

    use crate::engine::game::Game;
    use crate::engine::setup::{Options, Setup};

    /// `block_dice` counts assists from the squares around the blocked player; the block itself
    /// lists them by asking each teammate (its events name them). Both must find the same
    /// players in every position of a random game with blocks: Heavy Tackles, prone players,
    /// crowds of three or more.
    #[test]
    fn assists_counted_around_the_player_are_the_assistants_listed() {
        let library = crate::data::load().expect("the shipped data loads");
        let options = Options {
            advanced: true,
            blocks: true,
        };
        let setup = Setup::new(&library, &library.teams[0], &library.teams[1], options);
        let mut game = Game::new(Arc::new(setup));
        let mut dice = SeededDice::from_seed(5);
        let mut choices = SeededDice::from_seed(6);
        let (mut pairs, mut assisted) = (0, 0);
        for decision in 0..200 {
            // Every other position: half the cost, and most positions differ little from the last.
            let on_field: Vec<_> = (0..game.players().len() as u8)
                .filter(|&id| decision % 2 == 0 && game.playing(id))
                .collect();
            for &a in &on_field {
                for &d in &on_field {
                    if game.team_of(a) == game.team_of(d) {
                        continue;
                    }
                    let listed = game.assistants(a, d).len();
                    assert_eq!(usize::from(game.assist_count(a, d)), listed);
                    pairs += 1;
                    assisted += usize::from(listed > 0);
                }
            }
            if crate::coach::play_random(&mut game, &mut dice, &mut choices, 1, &mut Discard) == 0 {
                break;
            }
        }
        // The positions were ones where assists count, not an empty field.
        assert_eq!((pairs, assisted), (19_068, 254));
    }
}
