//! The position as it travels online: everything a player's terminal needs to draw the board and
//! list the options, and nothing it already has (the setup) or does not need (the record of how
//! the position came about). Battleball hides nothing (BS1), so every seat and every spectator
//! receives the same snapshot.
//!
//! A position rebuilt on a client (`Game::seen`) is a drawing copy: it is never saved and never
//! played on, because a save is a record whose decisions are replayed through `apply`. What comes
//! over the network is checked against the setup before anything indexes with it.

use std::sync::Arc;

use gridiron_core::side::Side;
use serde::{Deserialize, Serialize};

use super::block::Block;
use super::board::{Sq, Squares};
use super::decision::PlayerId;
use super::event::{Event, Period};
use super::game::{Ball, Game, Phase, Place, Player, NOBODY};
use super::setup::Setup;

/// A Battleball position without its setup and without its record. (Named apart from
/// `data::model::Position`, a player's position in the team.)
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Snapshot {
    players: Vec<Player>,
    /// The carnage squares, in order (the engine's bitset is a search structure, not a message).
    carnage: Vec<Sq>,
    ball: Ball,
    possession: Option<Side>,
    score: [u8; 2],
    period: Period,
    to_move: Side,
    phase: Phase,
    block: Option<Block>,
    chain: Vec<(PlayerId, Option<Sq>)>,
    blitzed: bool,
}

impl Game {
    /// The position as it stands, for a seat's or a spectator's view.
    pub fn snapshot(&self) -> Snapshot {
        Snapshot {
            players: self.players.clone(),
            carnage: self.carnage.iter(self.setup.board.words()).collect(),
            ball: self.ball,
            possession: self.possession,
            score: self.score,
            period: self.period,
            to_move: self.to_move,
            phase: self.phase,
            block: self.block,
            chain: self.chain.clone(),
            blitzed: self.blitzed,
        }
    }

    /// A client's drawing copy of the host's game: `snapshot` on `setup`, with no decisions (so
    /// never a save, nor a replay of anything). `None` if the snapshot does not fit the setup
    /// (another roster, a square off the board, two players on one square, a player who is not
    /// there): a host's message is never trusted to index the board or the teams.
    pub fn seen(setup: Arc<Setup>, snapshot: Snapshot) -> Option<Game> {
        let mut game = Game::new(setup).sandbox();
        let fresh = &game.players;
        let same_roster = snapshot.players.len() == fresh.len()
            && snapshot.players.iter().zip(fresh).all(|(sent, own)| {
                (sent.team, sent.position, sent.die, sent.heavy)
                    == (own.team, own.position, own.die, own.heavy)
            });
        if !same_roster {
            return None;
        }
        let squares = game.setup.board.len();
        let on_board = |sq: Sq| usize::from(sq) < squares;
        let is_player = |id: PlayerId| usize::from(id) < fresh.len();
        let mut carnage = Squares::EMPTY;
        for &sq in &snapshot.carnage {
            if !on_board(sq) {
                return None;
            }
            carnage.insert(sq);
        }
        let fits = match snapshot.ball {
            Ball::Loose(sq) => on_board(sq),
            Ball::Held(id) => is_player(id),
        } && phase_fits(&snapshot.phase, on_board, is_player)
            && snapshot.block.is_none_or(|block| {
                is_player(block.attacker)
                    && is_player(block.defender)
                    && usize::from(block.count) <= block.dice.len()
                    && block.blitz.is_none_or(|(sq, _)| on_board(sq))
                    && block.vacated.iter().flatten().all(|&sq| on_board(sq))
                    && block
                        .crowd_ball
                        .is_none_or(|(sq, id)| on_board(sq) && is_player(id))
            })
            && snapshot
                .chain
                .iter()
                .all(|&(id, to)| is_player(id) && to.is_none_or(on_board));
        if !fits {
            return None;
        }
        game.carnage = carnage;
        for (index, player) in snapshot.players.iter().enumerate() {
            let id = PlayerId::try_from(index).ok()?;
            let Place::Field(left) = player.place else {
                continue;
            };
            let right = if player.heavy {
                // A Heavy Tackle's right square is its left one's east neighbour.
                Some(game.setup.board.east(on_board(left).then_some(left)?)?)
            } else {
                None
            };
            for sq in std::iter::once(left).chain(right) {
                let cell = game.occupant.get_mut(usize::from(sq))?;
                if *cell != NOBODY || carnage.has(sq) {
                    return None;
                }
                *cell = id;
            }
        }
        game.players = snapshot.players;
        game.ball = snapshot.ball;
        game.possession = snapshot.possession;
        game.score = snapshot.score;
        game.period = snapshot.period;
        game.to_move = snapshot.to_move;
        game.phase = snapshot.phase;
        game.block = snapshot.block;
        game.chain = snapshot.chain;
        game.blitzed = snapshot.blitzed;
        Some(game)
    }

    /// Whether `event` names only players and squares of this game: what a client checks before
    /// narrating an event from the network.
    pub fn names_only_its_own(&self, event: &Event) -> bool {
        let player = |id: &PlayerId| usize::from(*id) < self.players.len();
        let square = |sq: &Sq| usize::from(*sq) < self.setup.board.len();
        match event {
            Event::Toss { .. }
            | Event::FirstToMove(_)
            | Event::LineUpBegins { .. }
            | Event::Halted { .. }
            | Event::Restart
            | Event::TurnEnds { .. }
            | Event::BlockResult { .. }
            | Event::Turnover { .. }
            | Event::Called
            | Event::GameOver { .. }
            | Event::Touchdown { .. }
            | Event::PassRoll { .. }
            | Event::BlockDice { .. } => true,
            Event::FormationUsed { formation, .. } => {
                usize::from(*formation) < self.setup.library.formations.len()
            }
            Event::Placed {
                player: p,
                square: s,
            }
            | Event::Moved { player: p, to: s }
            | Event::PickedUp {
                player: p,
                square: s,
            }
            | Event::FollowedUp { player: p, to: s } => player(p) && square(s),
            Event::Chosen { player: p }
            | Event::MoveRoll { player: p, .. }
            | Event::Malfunction { player: p }
            | Event::NoMove { player: p }
            | Event::Injured { player: p }
            | Event::SeriouslyInjured { player: p }
            | Event::TookBall { player: p }
            | Event::Fumble { player: p }
            | Event::Complete { receiver: p }
            | Event::Incomplete { receiver: p, .. }
            | Event::Intercepted { player: p }
            | Event::Recovered { player: p }
            | Event::BallGiven { player: p }
            | Event::Assist { player: p }
            | Event::PushAbsorbed { player: p }
            | Event::CrowdInjured { player: p }
            | Event::KnockedDown { player: p }
            | Event::InjuryRoll { player: p, .. }
            | Event::StoodUp { player: p } => player(p),
            Event::Tackle {
                attacker, defender, ..
            }
            | Event::Block {
                attacker, defender, ..
            } => player(attacker) && player(defender),
            Event::TackleWon { winner } => winner.as_ref().is_none_or(player),
            Event::HandOff { from, to, .. } | Event::Pass { from, to, .. } => {
                player(from) && player(to)
            }
            Event::Carnage { square: s }
            | Event::BallPlaced { square: s }
            | Event::Scatter { from: s, .. } => square(s),
            Event::Pushed { player: p, to } => player(p) && to.as_ref().is_none_or(square),
            Event::BallLands { square: s, holder } => {
                square(s) && holder.as_ref().is_none_or(player)
            }
        }
    }
}

/// Whether every player and square `phase` names is in the game.
fn phase_fits(
    phase: &Phase,
    on_board: impl Fn(Sq) -> bool,
    is_player: impl Fn(PlayerId) -> bool,
) -> bool {
    match *phase {
        Phase::Toss
        | Phase::LineUp { .. }
        | Phase::Choose
        | Phase::AfterMove
        | Phase::BlockDie
        | Phase::FollowUp
        | Phase::GameOver => true,
        Phase::HeavyMove { player, .. } => is_player(player),
        Phase::Move { player, start, .. } | Phase::Blitz { player, start, .. } => {
            is_player(player) && on_board(start)
        }
        Phase::TackleDie {
            attacker, defender, ..
        } => is_player(attacker) && is_player(defender),
        Phase::PassDie { receiver, .. } | Phase::Incomplete { receiver, .. } => is_player(receiver),
        Phase::PlaceBall { origin, .. } => origin.iter().all(|&sq| on_board(sq)),
        Phase::Push { player, pusher } => is_player(player) && is_player(pusher),
    }
}
