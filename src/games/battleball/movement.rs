//! Choosing a player and moving it (BT1-BT4): the squares it can reach with its roll, the stop
//! next to an opponent, the Heavy Tackle's two squares, carnage, and the ball picked up on the way.

use crate::common::dice::Dice;

use super::board::{Sq, DIRECTIONS};
use super::decision::{Decision, PlayerId};
use super::event::Event;
use super::game::{Ball, Game, Offer, Phase, Place, Then, NOBODY};

/// Where a move can end: the steps each anchor square (a Heavy Tackle's left square) takes at
/// the fewest, and whether the ball carrier can step into the end zone.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reach {
    /// Steps to each square; `u8::MAX` where it cannot go.
    pub steps: Vec<u8>,
    pub end_zone: bool,
}

/// BT1: a Heavy Tackle's move roll is a malfunction when its two dice show doubles.
pub fn malfunctions(heavy_dice: [u8; 2]) -> bool {
    heavy_dice[0] == heavy_dice[1]
}

impl Game {
    pub(crate) fn choose(&mut self, player: PlayerId, dice: &mut impl Dice, ev: &mut Vec<Event>) {
        ev.push(Event::Chosen { player });
        if self.player(player).prone {
            self.stand_up(player, ev);
            return;
        }
        let rolled = self.roll_player(dice, player);
        let heavy = self.player(player).heavy;
        ev.push(Event::MoveRoll {
            player,
            dice: rolled,
            heavy,
        });
        if !heavy {
            self.start_move(player, rolled[0], ev);
        } else if malfunctions(rolled) {
            // BT1: doubles, a malfunction; a ball carrier fumbles (BF2).
            ev.push(Event::Malfunction { player });
            if self.ball == Ball::Held(player) {
                self.fumble(player, Then::AfterMove, ev);
            } else {
                self.after_move(ev);
            }
        } else {
            self.phase = Phase::HeavyMove {
                player,
                dice: rolled,
            };
        }
    }

    pub(crate) fn start_move(&mut self, player: PlayerId, steps: u8, ev: &mut Vec<Event>) {
        let Place::Field(start) = self.player(player).place else {
            return;
        };
        let reach = self.reach(player, start, steps, start);
        let any = reach.end_zone
            || reach
                .steps
                .iter()
                .enumerate()
                .any(|(sq, &s)| s != u8::MAX && sq != usize::from(start));
        if any {
            self.phase = Phase::Move {
                player,
                start,
                steps,
                picked: false,
            };
        } else {
            // Ruling: a player with nowhere to go with its roll does not move; the turn goes on.
            ev.push(Event::NoMove { player });
            self.after_move(ev);
        }
    }

    /// The squares of a player whose left square is `anchor`.
    fn anchored(&self, player: PlayerId, anchor: Sq) -> [Option<Sq>; 2] {
        if self.player(player).heavy {
            [Some(anchor), self.setup.board.east(anchor)]
        } else {
            [Some(anchor), None]
        }
    }

    /// Where `player` could end a move of up to `steps` squares from where it stands now (BT2-BT4,
    /// as `reach`): for coaches weighing a roll before it is made. Empty off the field.
    pub fn reach_now(&self, player: PlayerId, steps: u8) -> Reach {
        match self.player(player).place {
            Place::Field(at) => self.reach(player, at, steps, at),
            _ => Reach {
                steps: vec![u8::MAX; self.setup.board.len()],
                end_zone: false,
            },
        }
    }

    /// Whether `player` with its left square at `anchor` would be next to a standing opponent
    /// (a prone one has no tackle zone, BB6).
    pub fn next_to_opponent(&self, player: PlayerId, anchor: Sq) -> bool {
        let team = self.team_of(player);
        let board = &self.setup.board;
        self.anchored(player, anchor)
            .into_iter()
            .flatten()
            .any(|sq| {
                board.neighbours(sq).any(|n| {
                    let o = self.occupant[usize::from(n)];
                    o != NOBODY
                        && o != player
                        && self.team_of(o) != team
                        && !self.players[usize::from(o)].prone
                })
            })
    }

    /// Whether `player` may stand with its left square at `anchor`: every square on the board,
    /// free of other players and of carnage (BT2, BT3, BK6).
    pub(crate) fn fits(&self, player: PlayerId, anchor: Sq) -> Option<[Option<Sq>; 2]> {
        let squares = self.anchored(player, anchor);
        if self.player(player).heavy && squares[1].is_none() {
            return None;
        }
        let free = squares.into_iter().flatten().all(|sq| {
            let o = self.occupant[usize::from(sq)];
            (o == NOBODY || o == player) && !self.carnage[usize::from(sq)]
        });
        free.then_some(squares)
    }

    /// BT2-BT4: where `player` can go from `origin` with up to `steps` squares. Entering a square
    /// next to an opponent ends the move there, and so does entering the loose ball's square (the
    /// player picks it up and the coach then moves it on, BT4). `origin` itself never stops it
    /// (a player that starts next to an opponent may move away).
    pub(crate) fn reach(&self, player: PlayerId, origin: Sq, steps: u8, _start: Sq) -> Reach {
        let board = &self.setup.board;
        let mut dist = vec![u8::MAX; board.len()];
        let mut end_zone = false;
        let carrier = self.ball == Ball::Held(player);
        let last_row = board.last_row(self.team_of(player));
        let loose = match self.ball {
            Ball::Loose(sq) => Some(sq),
            Ball::Held(_) => None,
        };
        let mut queue = std::collections::VecDeque::new();
        dist[usize::from(origin)] = 0;
        queue.push_back(origin);
        while let Some(at) = queue.pop_front() {
            let d = dist[usize::from(at)];
            let stops = at != origin
                && (self.next_to_opponent(player, at)
                    || self
                        .anchored(player, at)
                        .into_iter()
                        .flatten()
                        .any(|sq| Some(sq) == loose));
            if stops || d >= steps {
                continue;
            }
            if carrier && board.row(at) == last_row {
                end_zone = true;
            }
            for dir in 0..DIRECTIONS.len() {
                let Some(next) = board.step(at, dir) else {
                    continue;
                };
                if dist[usize::from(next)] != u8::MAX || self.fits(player, next).is_none() {
                    continue;
                }
                dist[usize::from(next)] = d + 1;
                queue.push_back(next);
            }
        }
        Reach {
            steps: dist,
            end_zone,
        }
    }

    pub(crate) fn offer_moves(
        &self,
        player: PlayerId,
        start: Sq,
        steps: u8,
        picked: bool,
        out: &mut impl Offer,
    ) {
        let Place::Field(at) = self.player(player).place else {
            return;
        };
        let reach = self.reach(player, at, steps, start);
        for (sq, &s) in reach.steps.iter().enumerate() {
            let sq = sq as Sq;
            if s != u8::MAX && s > 0 && sq != start {
                out.offer(Decision::MoveTo(sq));
            }
        }
        if reach.end_zone {
            out.offer(Decision::EndZone);
        }
        if picked {
            out.offer(Decision::Stop);
        }
        // BB7: a player that stands next to an opponent may blitz it here.
        self.offer_blitz_targets(player, out);
    }

    pub(crate) fn move_decision(
        &mut self,
        decision: Decision,
        dice: &mut impl Dice,
        ev: &mut Vec<Event>,
    ) {
        let Phase::Move {
            player,
            start,
            steps,
            ..
        } = self.phase
        else {
            return;
        };
        match decision {
            Decision::MoveTo(to) => {
                let Place::Field(at) = self.player(player).place else {
                    return;
                };
                let used = self.reach(player, at, steps, start).steps[usize::from(to)];
                let left = steps.saturating_sub(used);
                self.put(player, to);
                ev.push(Event::Moved { player, to });
                let on_ball = match self.ball {
                    Ball::Loose(sq) => self.squares_of(player).any(|s| s == sq),
                    Ball::Held(_) => false,
                };
                if on_ball {
                    // BT4: it picks the ball up and may go on with what is left of its roll.
                    let square = self.ball_square().unwrap_or(to);
                    self.ball = Ball::Held(player);
                    self.possession = Some(self.team_of(player));
                    ev.push(Event::PickedUp { player, square });
                    if left > 0 && !self.next_to_opponent(player, to) {
                        self.phase = Phase::Move {
                            player,
                            start,
                            steps: left,
                            picked: true,
                        };
                        // Only a move that can go somewhere is offered; else it stops here.
                        let mut options = Vec::new();
                        self.offer_moves(player, start, left, false, &mut options);
                        if !options.is_empty() {
                            return;
                        }
                    }
                }
                // BB7: stopped next to an opponent with some of its roll left, it may blitz.
                let mut targets = Vec::new();
                self.offer_blitz_targets(player, &mut targets);
                if left > 0 && !targets.is_empty() {
                    self.phase = Phase::Blitz {
                        player,
                        start,
                        steps: left,
                    };
                    return;
                }
                self.after_move(ev);
            }
            Decision::Blitz(defender) => self.blitz(player, defender, start, steps, dice, ev),
            Decision::EndZone => {
                let team = self.team_of(player);
                self.touchdown(team, false, ev);
            }
            _ => self.after_move(ev),
        }
    }
}
