//! The game state and its one interface: what is pending, the legal options, and applying a
//! decision. Legality is decided by the very listing that offers the options (`Offer`/`Seek`, as
//! in 1st & Goal's engine), so the two can never disagree; a refused decision changes nothing.

use std::sync::Arc;

use gridiron_core::dice::Dice;
use gridiron_core::game::EventSink;
use gridiron_core::side::Side;
use serde::{Deserialize, Serialize};

use super::board::{Sq, Squares};
use super::decision::{Decision, Illegal, PlayerId};
use super::event::{Event, Period};
use super::setup::Setup;
use crate::dice::BbDie;

/// The most decisions a game takes: the one that reaches it ends the game (a house rule; the
/// rules have no clock, and two coaches can keep a ball from either end zone for as long as they
/// like), so a game always ends, and a record of any game gridiron played is readable.
pub const MAX_DECISIONS: usize = 50_000;

/// No player on a square.
pub(crate) const NOBODY: PlayerId = PlayerId::MAX;

/// Where a player is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Place {
    /// Playing, waiting to be lined up (BS3).
    Waiting,
    /// On the field; a Heavy Tackle's left square.
    Field(Sq),
    /// Injured for the rest of the half (BK1).
    LockerRoom,
    /// Seriously injured for the rest of the game (BK4).
    Box,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Player {
    pub team: Side,
    /// Index into the library's positions.
    pub position: u8,
    /// Sides of its die.
    pub die: u8,
    /// A Heavy Tackle (two squares, two dice).
    pub heavy: bool,
    pub place: Place,
    /// Knocked down and lying on its square (BB6); only with the blocks option.
    pub prone: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Ball {
    Loose(Sq),
    Held(PlayerId),
}

/// What follows a fumble's placement.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub(crate) enum Then {
    /// The turn goes on to BT5 (a Heavy Tackle's malfunction while moving).
    AfterMove,
    EndTurn,
    /// A ball scattered by a block had nowhere to go (BB4 ruling): the block's aftermath goes on.
    AfterBlock,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub(crate) enum Phase {
    /// Home rolls both toss dice; then the line-up of `period` (BS4, BG3, BX2).
    Toss,
    /// `next` lines up a player (or a formation); `first` moves first after it (BS3).
    LineUp {
        next: Side,
        first: Side,
    },
    /// The team to move chooses a player (BT1).
    Choose,
    /// A Heavy Tackle's two dice, to pick one (BT1).
    HeavyMove {
        player: PlayerId,
        dice: [u8; 2],
    },
    /// `player` moves up to `steps` more squares; it may not end on `start` (BT2). It may also
    /// stop where it stands once it `picked` the ball up on the way (BT4) or `blitzed` (BB7).
    Move {
        player: PlayerId,
        start: Sq,
        steps: u8,
        picked: bool,
        blitzed: bool,
    },
    /// After the move: a tackle if any pair touches (must), else a hand-off, pass or nothing.
    AfterMove,
    /// A tackle's dice are rolled; a Heavy Tackle's coach picks its die (attacker first).
    TackleDie {
        attacker: PlayerId,
        defender: PlayerId,
        attacker_dice: [u8; 2],
        defender_dice: [u8; 2],
        attacker_used: Option<u8>,
    },
    /// A pass to a Heavy Tackle: its coach picks one of its dice (BA3 ruling).
    PassDie {
        receiver: PlayerId,
        distance: u8,
        dice: [u8; 2],
        passing: u8,
    },
    /// BF1: `by` places the fumbled ball near `origin` (one or two squares).
    PlaceBall {
        origin: [Sq; 2],
        by: Side,
        then: Then,
    },
    /// BA4: `by` places the ball exactly `passing` squares from the receiver.
    Incomplete {
        receiver: PlayerId,
        passing: u8,
        by: Side,
    },
    /// BB3: the stronger side's coach picks one of the block dice (`Game::block`).
    BlockDie,
    /// BB4: the attacker's coach picks where `player` is pushed, away from `pusher`.
    Push {
        player: PlayerId,
        pusher: PlayerId,
    },
    /// BB5: the attacker's coach decides whether to follow up.
    FollowUp,
    /// BB7: `player` stopped next to an opponent with `steps` of its roll left: blitz or stop.
    Blitz {
        player: PlayerId,
        start: Sq,
        steps: u8,
    },
    GameOver,
}

/// What kind of decision is pending.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Pending {
    RollOff,
    LineUp,
    ChoosePlayer,
    HeavyDie,
    /// The moving player's move, or what is left of it: after it `picked` the ball up (BT4),
    /// or after it `blitzed` (BB7), when it may stop where it stands too.
    Move {
        picked: bool,
        blitzed: bool,
    },
    AfterMove,
    TackleDie,
    PassDie,
    PlaceBall,
    PlaceIncompletePass,
    BlockDie,
    Push,
    FollowUp,
    Blitz,
    None,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Game {
    pub(crate) setup: Arc<Setup>,
    pub(crate) players: Vec<Player>,
    /// The player on each square, or `NOBODY`.
    pub(crate) occupant: Vec<PlayerId>,
    pub(crate) carnage: Squares,
    pub(crate) ball: Ball,
    /// The last team that held the ball since the last line-up (BX1: it moves first after a halt).
    pub(crate) possession: Option<Side>,
    pub(crate) score: [u8; 2],
    pub(crate) period: Period,
    pub(crate) to_move: Side,
    pub(crate) phase: Phase,
    /// The block being resolved (BB2-BB8).
    pub(crate) block: Option<super::block::Block>,
    /// The push chain decided so far (BB4): each player and its new left square, `None` for the
    /// crowd. Nobody moves until the chain is complete.
    pub(crate) chain: Vec<(PlayerId, Option<Sq>)>,
    /// The moving team has blitzed this turn (BB7).
    pub(crate) blitzed: bool,
    log: Vec<(Side, Decision)>,
}

impl Game {
    /// A new game, waiting for the coin toss (BS4).
    pub fn new(setup: Arc<Setup>) -> Game {
        let mut players = Vec::new();
        for side in Side::BOTH {
            for (p, &count) in setup.teams[side.index()].roster.iter().enumerate() {
                let position = &setup.library.positions[p];
                for _ in 0..count {
                    players.push(Player {
                        team: side,
                        position: p as u8,
                        die: position.die,
                        heavy: position.heavy,
                        place: Place::Waiting,
                        prone: false,
                    });
                }
            }
        }
        let squares = setup.board.len();
        let centre = setup.board.centre();
        Game {
            setup,
            players,
            occupant: vec![NOBODY; squares],
            carnage: Squares::EMPTY,
            ball: Ball::Loose(centre),
            possession: None,
            score: [0, 0],
            period: Period::First,
            to_move: Side::Home,
            phase: Phase::Toss,
            block: None,
            chain: Vec::new(),
            blitzed: false,
            log: Vec::with_capacity(256),
        }
    }

    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    /// The same position without the record of how it came about: a coach's scratch copy for
    /// trying decisions out (cloning the whole record would cost as much as the game is long).
    /// Its `decisions` start empty, so it is no replay of this game.
    pub(crate) fn sandbox(&self) -> Game {
        Game {
            setup: self.setup.clone(),
            players: self.players.clone(),
            occupant: self.occupant.clone(),
            carnage: self.carnage,
            ball: self.ball,
            possession: self.possession,
            score: self.score,
            period: self.period,
            to_move: self.to_move,
            phase: self.phase,
            block: self.block,
            chain: self.chain.clone(),
            blitzed: self.blitzed,
            log: Vec::new(),
        }
    }

    /// Every decision applied so far: with the seed, a complete replay of the game.
    pub fn decisions(&self) -> &[(Side, Decision)] {
        &self.log
    }

    pub fn is_over(&self) -> bool {
        self.phase == Phase::GameOver
    }

    pub fn pending(&self) -> Pending {
        match self.phase {
            Phase::Toss => Pending::RollOff,
            Phase::LineUp { .. } => Pending::LineUp,
            Phase::Choose => Pending::ChoosePlayer,
            Phase::HeavyMove { .. } => Pending::HeavyDie,
            Phase::Move {
                picked, blitzed, ..
            } => Pending::Move { picked, blitzed },
            Phase::AfterMove => Pending::AfterMove,
            Phase::TackleDie { .. } => Pending::TackleDie,
            Phase::PassDie { .. } => Pending::PassDie,
            Phase::PlaceBall { .. } => Pending::PlaceBall,
            Phase::Incomplete { .. } => Pending::PlaceIncompletePass,
            Phase::BlockDie => Pending::BlockDie,
            Phase::Push { .. } => Pending::Push,
            Phase::FollowUp => Pending::FollowUp,
            Phase::Blitz { .. } => Pending::Blitz,
            Phase::GameOver => Pending::None,
        }
    }

    /// The coach who owes the decision now; `None` once the game is over.
    pub fn waiting_on(&self) -> Option<Side> {
        match self.phase {
            Phase::Toss => Some(Side::Home),
            Phase::LineUp { next, .. } => Some(next),
            Phase::Choose
            | Phase::HeavyMove { .. }
            | Phase::Move { .. }
            | Phase::AfterMove
            | Phase::PassDie { .. }
            | Phase::Blitz { .. } => Some(self.to_move),
            Phase::BlockDie => self.block.map(|b| b.picker),
            Phase::Push { .. } | Phase::FollowUp => self.block.map(|b| self.team_of(b.attacker)),
            Phase::TackleDie {
                attacker,
                defender,
                attacker_used,
                ..
            } => Some(if attacker_used.is_none() {
                self.team_of(attacker)
            } else {
                self.team_of(defender)
            }),
            Phase::PlaceBall { by, .. } | Phase::Incomplete { by, .. } => Some(by),
            Phase::GameOver => None,
        }
    }

    /// The legal decisions for `side`, written into `out` (cleared first); empty if it owes none.
    pub fn legal(&self, side: Side, out: &mut Vec<Decision>) {
        out.clear();
        self.offer_legal(side, out);
    }

    /// Whether the coach `waiting_on` names has an option: a game that is not over always has
    /// one, or it would stand still for ever (the data validator makes sure the line-up has room).
    pub(crate) fn owes_a_decision(&self) -> bool {
        let mut any = Any(false);
        if let Some(side) = self.waiting_on() {
            self.offer_legal(side, &mut any);
        }
        any.0
    }

    /// Whether `decision` is one of `side`'s legal options now, by the same listing.
    pub(crate) fn is_legal(&self, side: Side, decision: Decision) -> bool {
        let mut seek = Seek {
            wanted: decision,
            found: false,
        };
        self.offer_legal(side, &mut seek);
        seek.found
    }

    fn offer_legal(&self, side: Side, out: &mut impl Offer) {
        if self.waiting_on() != Some(side) {
            return;
        }
        match self.phase {
            Phase::Toss => out.offer(Decision::RollOff),
            Phase::LineUp { next, .. } => self.offer_line_up(next, out),
            Phase::Choose => {
                for id in self.team_ids(self.to_move) {
                    if matches!(self.players[usize::from(id)].place, Place::Field(_)) {
                        out.offer(Decision::Choose(id));
                    }
                }
            }
            Phase::HeavyMove { .. } => {
                out.offer(Decision::UseDie(0));
                out.offer(Decision::UseDie(1));
            }
            Phase::TackleDie { .. } | Phase::PassDie { .. } => {
                out.offer(Decision::UseDie(0));
                out.offer(Decision::UseDie(1));
            }
            Phase::Move {
                player,
                start,
                steps,
                picked,
                blitzed,
            } => self.offer_moves(player, start, steps, picked || blitzed, out),
            Phase::AfterMove => self.offer_after_move(out),
            Phase::PlaceBall { origin, by, .. } => {
                self.offer_fumble_places(origin, by, out);
            }
            Phase::Incomplete {
                receiver, passing, ..
            } => self.offer_incomplete_places(receiver, passing, out),
            Phase::BlockDie => self.offer_block_dice(out),
            Phase::Push { player, pusher } => {
                self.offer_pushes(player, pusher, out);
            }
            Phase::FollowUp => self.offer_follow_ups(out),
            Phase::Blitz { player, .. } => {
                self.offer_blitz_targets(player, out);
                out.offer(Decision::Stop);
            }
            Phase::GameOver => {}
        }
    }

    /// Applies `decision` for `side`, what happened into `events` (a `Vec` keeps them, a
    /// statistics fold counts them). An illegal decision is refused before any event is made and
    /// leaves the game unchanged.
    pub fn apply(
        &mut self,
        side: Side,
        decision: Decision,
        dice: &mut impl Dice,
        events: &mut impl EventSink<Event>,
    ) -> Result<(), Illegal> {
        if self.is_over() {
            return Err(Illegal::GameOver);
        }
        if self.waiting_on() != Some(side) {
            return Err(Illegal::NotYourTurn { side });
        }
        if !self.is_legal(side, decision) {
            return Err(Illegal::NotAnOption { side, decision });
        }
        self.log.push((side, decision));
        self.decide(side, decision, dice, events);
        if self.log.len() >= MAX_DECISIONS && !self.is_over() {
            events.push(Event::Called);
            self.game_over(events);
        }
        debug_assert!(
            self.is_over() || self.owes_a_decision(),
            "nobody owes a decision in {:?}, yet the game goes on",
            self.phase
        );
        Ok(())
    }

    /// `apply` on a coach's sandbox, of a decision from the sandbox's own `legal` listing: a
    /// coach trying options out would list them all once more for each it tries, so the listing
    /// is trusted here (and checked in debug builds). Nothing is recorded: a sandbox is no replay.
    pub(crate) fn apply_listed(
        &mut self,
        side: Side,
        decision: Decision,
        dice: &mut impl Dice,
        events: &mut impl EventSink<Event>,
    ) -> bool {
        if self.is_over() || self.waiting_on() != Some(side) {
            return false;
        }
        debug_assert!(
            self.is_legal(side, decision),
            "a coach tried {decision:?}, which is not among {side:?}'s options in {:?}",
            self.phase
        );
        self.decide(side, decision, dice, events);
        true
    }

    fn decide(
        &mut self,
        side: Side,
        decision: Decision,
        dice: &mut impl Dice,
        ev: &mut impl EventSink<Event>,
    ) {
        match (self.phase, decision) {
            (Phase::Toss, _) => self.roll_off(dice, ev),
            (Phase::LineUp { .. }, Decision::Formation(f)) => self.use_formation(side, f, ev),
            (Phase::LineUp { .. }, Decision::Place(sq)) => self.place_next(side, sq, ev),
            (Phase::Choose, Decision::Choose(player)) => self.choose(player, dice, ev),
            (
                Phase::HeavyMove {
                    player,
                    dice: rolled,
                },
                Decision::UseDie(i),
            ) => self.start_move(player, rolled[usize::from(i)], ev),
            (Phase::Move { .. }, _) => self.move_decision(decision, dice, ev),
            (Phase::AfterMove, Decision::Tackle { attacker, defender }) => {
                if self.setup.options.blocks {
                    self.block(attacker, defender, None, dice, ev)
                } else {
                    self.tackle(attacker, defender, dice, ev)
                }
            }
            (Phase::AfterMove, Decision::HandOff(to)) => self.hand_off(to, dice, ev),
            (Phase::AfterMove, Decision::Pass(to)) => self.pass(to, dice, ev),
            (Phase::AfterMove, _) => self.end_turn(ev),
            (Phase::TackleDie { .. }, Decision::UseDie(i)) => self.tackle_die(i, ev),
            (Phase::PassDie { .. }, Decision::UseDie(i)) => self.pass_die(i, ev),
            (Phase::PlaceBall { then, .. }, _) => self.place_fumble(decision, then, ev),
            (Phase::Incomplete { .. }, _) => self.place_incomplete(decision, ev),
            (Phase::BlockDie, Decision::UseDie(i)) => self.block_die(i, dice, ev),
            (Phase::Push { player, .. }, Decision::PushTo(to)) => {
                self.push_to(player, to, dice, ev)
            }
            (Phase::FollowUp, _) => self.follow_up(decision, dice, ev),
            (
                Phase::Blitz {
                    player,
                    start,
                    steps,
                },
                Decision::Blitz(defender),
            ) => self.blitz(player, defender, start, steps, dice, ev),
            (Phase::Blitz { .. }, _) => self.after_move(ev),
            // Every other pair is not offered, so `is_legal` refused it.
            _ => {}
        }
    }

    /// Rolls a Battleball die through the injected dice.
    pub(crate) fn roll(&self, dice: &mut impl Dice, die: BbDie) -> u8 {
        let sides = match die {
            BbDie::Toss(_) => self.setup.library.toss_die,
            BbDie::Player { player, .. } => self.players[usize::from(player)].die,
            BbDie::Passing => self.setup.library.passing_die,
            BbDie::Block(_) | BbDie::Scatter => 6,
        };
        dice.roll_sided(die.sided(sides))
    }

    /// A player's roll: one die, or a Heavy Tackle's two (the second is 0 for one die).
    pub(crate) fn roll_player(&self, dice: &mut impl Dice, player: PlayerId) -> [u8; 2] {
        let first = self.roll(dice, BbDie::Player { player, which: 0 });
        let second = if self.players[usize::from(player)].heavy {
            self.roll(dice, BbDie::Player { player, which: 1 })
        } else {
            0
        };
        [first, second]
    }
}

/// Receives legal options as they are enumerated.
pub(crate) trait Offer {
    fn offer(&mut self, decision: Decision);
}

impl Offer for Vec<Decision> {
    fn offer(&mut self, decision: Decision) {
        self.push(decision);
    }
}

/// Whether any option is enumerated.
struct Any(bool);

impl Offer for Any {
    fn offer(&mut self, _decision: Decision) {
        self.0 = true;
    }
}

/// Looks for one decision among the options as they are enumerated.
struct Seek {
    wanted: Decision,
    found: bool,
}

impl Offer for Seek {
    fn offer(&mut self, decision: Decision) {
        self.found |= decision == self.wanted;
    }
}

/// Read access for the shell, coaches and tests.
impl Game {
    pub fn players(&self) -> &[Player] {
        &self.players
    }

    pub fn player(&self, id: PlayerId) -> &Player {
        &self.players[usize::from(id)]
    }

    pub fn team_of(&self, id: PlayerId) -> Side {
        self.players[usize::from(id)].team
    }

    /// The ids of `side`'s players.
    pub fn team_ids(&self, side: Side) -> impl Iterator<Item = PlayerId> + '_ {
        (0..self.players.len() as PlayerId).filter(move |&id| self.team_of(id) == side)
    }

    pub fn ball(&self) -> Ball {
        self.ball
    }

    pub fn score(&self, side: Side) -> u8 {
        self.score[side.index()]
    }

    pub fn period(&self) -> Period {
        self.period
    }

    pub fn to_move(&self) -> Side {
        self.to_move
    }

    pub fn carnage(&self, sq: Sq) -> bool {
        self.carnage.has(sq)
    }

    pub fn occupant(&self, sq: Sq) -> Option<PlayerId> {
        let id = self.occupant[usize::from(sq)];
        (id != NOBODY).then_some(id)
    }

    /// The player moving this turn while its move is decided (a Heavy Tackle's die, the move, a
    /// blitz), and the squares of its roll left (0 while its die is still to be picked).
    pub(crate) fn moving(&self) -> Option<(PlayerId, u8)> {
        match self.phase {
            Phase::HeavyMove { player, .. } => Some((player, 0)),
            Phase::Move { player, steps, .. } | Phase::Blitz { player, steps, .. } => {
                Some((player, steps))
            }
            _ => None,
        }
    }

    /// The two dice a `UseDie` decision picks between, as they lie on the table: a Heavy
    /// Tackle's move roll, the tackle dice of the coach who owes the pick, a Heavy Tackle
    /// receiver's dice.
    pub(crate) fn dice_to_pick(&self) -> Option<[u8; 2]> {
        match self.phase {
            Phase::HeavyMove { dice, .. } | Phase::PassDie { dice, .. } => Some(dice),
            Phase::TackleDie {
                attacker_dice,
                defender_dice,
                attacker_used,
                ..
            } => Some(if attacker_used.is_none() {
                attacker_dice
            } else {
                defender_dice
            }),
            _ => None,
        }
    }

    /// The block being resolved (BB2-BB5): attacker, defender, and the block dice rolled, which
    /// a `UseDie` decision indexes.
    pub(crate) fn block_in_play(&self) -> Option<(PlayerId, PlayerId, &[u8])> {
        self.block
            .as_ref()
            .map(|b| (b.attacker, b.defender, &b.dice[..usize::from(b.count)]))
    }

    /// The squares a player on the field takes: one, or a Heavy Tackle's two.
    pub fn squares_of(&self, id: PlayerId) -> impl Iterator<Item = Sq> + '_ {
        self.squares_array(id).into_iter().flatten()
    }

    /// `squares_of` as an array, for the loops that ask it most.
    pub(crate) fn squares_array(&self, id: PlayerId) -> [Option<Sq>; 2] {
        let player = &self.players[usize::from(id)];
        match player.place {
            Place::Field(sq) if player.heavy => [Some(sq), self.setup.board.east(sq)],
            Place::Field(sq) => [Some(sq), None],
            _ => [None, None],
        }
    }

    /// The ball's square: a loose ball's, or its carrier's (left) square.
    pub fn ball_square(&self) -> Option<Sq> {
        match self.ball {
            Ball::Loose(sq) => Some(sq),
            Ball::Held(id) => match self.players[usize::from(id)].place {
                Place::Field(sq) => Some(sq),
                _ => None,
            },
        }
    }

    pub fn carrier(&self) -> Option<PlayerId> {
        match self.ball {
            Ball::Held(id) => Some(id),
            Ball::Loose(_) => None,
        }
    }

    /// Players of `side` on the field.
    pub fn on_field(&self, side: Side) -> usize {
        self.team_ids(side)
            .filter(|&id| matches!(self.player(id).place, Place::Field(_)))
            .count()
    }

    /// Whether two players on the field touch (BT2: "next to"; a Heavy Tackle by either square).
    pub(crate) fn touching(&self, a: PlayerId, b: PlayerId) -> bool {
        let board = &self.setup.board;
        let theirs = self.squares_array(b);
        for sa in self.squares_array(a).into_iter().flatten() {
            for sb in theirs.into_iter().flatten() {
                if board.touching(sa, sb) {
                    return true;
                }
            }
        }
        false
    }

    /// The fewest squares between two players on the field (BA2: hex distance).
    pub fn distance_between(&self, a: PlayerId, b: PlayerId) -> u8 {
        let board = &self.setup.board;
        self.squares_of(a)
            .flat_map(|sa| self.squares_of(b).map(move |sb| board.distance(sa, sb)))
            .min()
            .unwrap_or(u8::MAX)
    }
}

// Its one test asks for a debug assertion, so without them the module is left out whole (its
// imports would be unused).
#[cfg(all(test, debug_assertions))]
mod tests {
    use super::*;
    use crate::data::model::BoardShape;
    use crate::engine::setup::Options;
    use gridiron_core::dice::SeededDice;
    use gridiron_core::game::Discard;

    /// The data validator refuses a zone too small for a roster; were one to slip through, the
    /// engine says so at once instead of waiting for a coach who has no option.
    #[test]
    #[should_panic(expected = "nobody owes a decision")]
    fn a_line_up_with_no_room_left_is_caught_not_waited_on() {
        let mut library = crate::data::load().expect("the shipped data loads");
        library.board = BoardShape {
            rows: 5,
            odd_row_squares: 3,
            zone_rows: 2,
        };
        library.formations.clear();
        let (home, away) = (&library.teams[0], &library.teams[1]);
        let setup = Setup::new(&library, home, away, Options::default());
        let mut game = Game::new(Arc::new(setup));
        let mut dice = SeededDice::from_seed(1);
        let mut legal = Vec::new();
        while let Some(side) = game.waiting_on() {
            game.legal(side, &mut legal);
            let Some(&first) = legal.first() else {
                break;
            };
            let _ = game.apply(side, first, &mut dice, &mut Discard);
        }
    }
}
