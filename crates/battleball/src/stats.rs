//! Per-team statistics folded from a Battleball game's events, and their sums over many games.
//!
//! Everything is a count, so adding games up gives the same totals in any order: a batch split
//! across threads reports exactly what one thread would. The fold only counts what the events
//! say (who won a tackle is `Event::TackleWon`, said where BK1-BK3 decide it).

use std::ops::AddAssign;

use serde::Serialize;

use gridiron_core::game::EventSink;
use gridiron_core::side::Side;

use crate::engine::decision::PlayerId;
use crate::engine::event::Event;
use crate::engine::game::Game;

/// One team's totals over one or more games.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize)]
pub struct TeamStats {
    pub wins: u64,
    pub losses: u64,
    pub ties: u64,
    /// Touchdowns scored, those by tackling the last opponent off the field included (BG1).
    pub touchdowns: u64,
    /// Tackles this team attempted (BT5); with the blocks option, its blocks and blitzes.
    pub tackles: u64,
    /// Of `tackles`, those this team's player won: the lower die (BK1); with blocks, the
    /// defender knocked down or pushed into the crowd.
    pub tackles_won: u64,
    /// This team's players sent to the locker room (BK1, BB4's crowd, BB6's injury roll).
    pub injuries: u64,
    /// This team's players sent to the box for the rest of the game (BK4, BB6).
    pub serious_injuries: u64,
    /// Balls this team's players fumbled (BF1: in tackles, hand-offs, passes, malfunctions). A
    /// ball knocked loose by a block scatters (BB4) and is no fumble.
    pub fumbles: u64,
    /// Hand-offs this team tried (BH1), fumbled ones included.
    pub hand_offs: u64,
    /// Passes this team threw (BA1-BA3, advanced game only).
    pub passes: u64,
    pub passes_completed: u64,
    /// This team's incomplete passes the opponents took (BA4).
    pub passes_intercepted: u64,
}

impl AddAssign for TeamStats {
    fn add_assign(&mut self, o: TeamStats) {
        self.wins += o.wins;
        self.losses += o.losses;
        self.ties += o.ties;
        self.touchdowns += o.touchdowns;
        self.tackles += o.tackles;
        self.tackles_won += o.tackles_won;
        self.injuries += o.injuries;
        self.serious_injuries += o.serious_injuries;
        self.fumbles += o.fumbles;
        self.hand_offs += o.hand_offs;
        self.passes += o.passes;
        self.passes_completed += o.passes_completed;
        self.passes_intercepted += o.passes_intercepted;
    }
}

/// Both teams' totals over one or more games, home first.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct GameStats {
    pub games: u64,
    pub ties: u64,
    /// Turns of both teams (`Event::TurnEnds`).
    pub turns: u64,
    /// Plays halted because nobody could score any more, or the ball had nowhere to go (BX1).
    pub halts: u64,
    /// Games stopped by the runaway guard before they ended (should stay 0).
    pub unfinished: u64,
    /// Indexed by `Side::index()`.
    pub teams: [TeamStats; 2],
}

impl GameStats {
    pub fn team(&self, side: Side) -> &TeamStats {
        &self.teams[side.index()]
    }
}

impl AddAssign for GameStats {
    fn add_assign(&mut self, o: GameStats) {
        self.games += o.games;
        self.ties += o.ties;
        self.turns += o.turns;
        self.halts += o.halts;
        self.unfinished += o.unfinished;
        for (mine, theirs) in self.teams.iter_mut().zip(o.teams) {
            *mine += theirs;
        }
    }
}

/// Folds one game's events into its statistics. Feed every event in order, then `finish`; as an
/// `EventSink`, the game feeds it where it makes each event, and none is kept.
#[derive(Debug, Clone)]
pub struct GameFold {
    stats: GameStats,
    /// Each player's team, by id: events name players, the statistics count teams.
    teams: Vec<Side>,
    /// The attacker of the tackle being resolved: `TackleWon` names the winner, who may be
    /// either player, and only the attacker's win is a tackle won.
    tackler: Option<PlayerId>,
    /// The block being resolved: the attacker's team and the defender, until the defender is
    /// seen going down or into the crowd (then it counts as won) or the next block or turn.
    block: Option<(Side, PlayerId)>,
    over: bool,
}

impl GameFold {
    /// A fold for `game`'s players.
    pub fn new(game: &Game) -> GameFold {
        GameFold {
            stats: GameStats::default(),
            teams: game.players().iter().map(|p| p.team).collect(),
            tackler: None,
            block: None,
            over: false,
        }
    }

    fn side_of(&self, player: PlayerId) -> Option<Side> {
        self.teams.get(usize::from(player)).copied()
    }

    /// The statistics of `player`'s team (nothing is counted for an unknown player).
    fn of(&mut self, player: PlayerId) -> Option<&mut TeamStats> {
        let side = self.side_of(player)?;
        Some(&mut self.stats.teams[side.index()])
    }

    fn team(&mut self, side: Side) -> &mut TeamStats {
        &mut self.stats.teams[side.index()]
    }

    /// A block is won when its defender is seen going down or into the crowd (counted once).
    fn block_won_if(&mut self, player: PlayerId) {
        if let Some((side, defender)) = self.block {
            if defender == player {
                self.team(side).tackles_won += 1;
                self.block = None;
            }
        }
    }

    pub fn observe(&mut self, event: &Event) {
        match *event {
            Event::Tackle { attacker, .. } => {
                self.tackler = Some(attacker);
                if let Some(t) = self.of(attacker) {
                    t.tackles += 1;
                }
            }
            Event::TackleWon { winner } => {
                if let Some(attacker) = self.tackler.take().filter(|&a| Some(a) == winner) {
                    if let Some(t) = self.of(attacker) {
                        t.tackles_won += 1;
                    }
                }
            }
            Event::Block {
                attacker, defender, ..
            } => {
                self.block = self.side_of(attacker).map(|side| (side, defender));
                if let Some(t) = self.of(attacker) {
                    t.tackles += 1;
                }
            }
            Event::KnockedDown { player } | Event::Pushed { player, to: None } => {
                self.block_won_if(player)
            }
            Event::Injured { player } | Event::CrowdInjured { player } => {
                if let Some(t) = self.of(player) {
                    t.injuries += 1;
                }
            }
            Event::SeriouslyInjured { player } => {
                if let Some(t) = self.of(player) {
                    t.serious_injuries += 1;
                }
            }
            Event::Fumble { player } => {
                if let Some(t) = self.of(player) {
                    t.fumbles += 1;
                }
            }
            Event::HandOff { from, .. } => {
                if let Some(t) = self.of(from) {
                    t.hand_offs += 1;
                }
            }
            Event::Pass { from, .. } => {
                if let Some(t) = self.of(from) {
                    t.passes += 1;
                }
            }
            Event::Complete { receiver } => {
                if let Some(t) = self.of(receiver) {
                    t.passes_completed += 1;
                }
            }
            Event::Intercepted { player } => {
                if let Some(side) = self.side_of(player) {
                    self.team(side.other()).passes_intercepted += 1;
                }
            }
            Event::Touchdown { team, .. } => self.team(team).touchdowns += 1,
            Event::Halted { .. } => self.stats.halts += 1,
            Event::TurnEnds { .. } => {
                self.stats.turns += 1;
                self.block = None;
            }
            Event::GameOver { winner, .. } => {
                self.over = true;
                match winner {
                    Some(side) => {
                        self.team(side).wins += 1;
                        self.team(side.other()).losses += 1;
                    }
                    None => {
                        self.stats.ties += 1;
                        for side in Side::BOTH {
                            self.team(side).ties += 1;
                        }
                    }
                }
            }
            _ => {}
        }
    }

    /// The game's statistics; a game that never reached `GameOver` counts as unfinished.
    pub fn finish(mut self) -> GameStats {
        self.stats.games = 1;
        if !self.over {
            self.stats.unfinished = 1;
        }
        self.stats
    }
}

impl EventSink<Event> for GameFold {
    fn push(&mut self, event: Event) {
        self.observe(&event);
    }
}
