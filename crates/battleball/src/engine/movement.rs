//! Choosing a player and moving it (BT1-BT4): the squares it can reach with its roll, the stop
//! next to an opponent, the Heavy Tackle's two squares, carnage, and the ball picked up on the way.

use std::sync::Arc;

use gridiron_core::dice::Dice;
use gridiron_core::game::EventSink;

use super::board::{Sq, Squares};
use super::decision::{Decision, PlayerId};
use super::event::Event;
use super::game::{Ball, Game, Offer, Phase, Place, Then, NOBODY};
use gridiron_core::side::Side;

/// Where a move can end: the steps each anchor square (a Heavy Tackle's left square) takes at
/// the fewest, and whether the ball carrier can step into the end zone.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Reach {
    /// Steps to each square; `u8::MAX` where it cannot go.
    pub steps: Vec<u8>,
    pub end_zone: bool,
}

/// BT1: a Heavy Tackle's move roll is a malfunction when its two dice show doubles.
pub(crate) fn malfunctions(heavy_dice: [u8; 2]) -> bool {
    heavy_dice[0] == heavy_dice[1]
}

impl Game {
    pub(crate) fn choose(
        &mut self,
        player: PlayerId,
        dice: &mut impl Dice,
        ev: &mut impl EventSink<Event>,
    ) {
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

    pub(crate) fn start_move(
        &mut self,
        player: PlayerId,
        steps: u8,
        ev: &mut impl EventSink<Event>,
    ) {
        let Place::Field(start) = self.player(player).place else {
            return;
        };
        // Whether it can go anywhere is settled by its first step: a square reached later was
        // reached through one a step away, and the end zone from the first front or a later one.
        let (mut reached, end_zone) = self.spread(player, start, steps.min(1), |_, _| true);
        reached.remove(start);
        if end_zone || !reached.is_empty() {
            self.phase = Phase::Move {
                player,
                start,
                steps,
                picked: false,
                blitzed: false,
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
    pub(crate) fn reach_now(&self, player: PlayerId, steps: u8) -> Reach {
        match self.player(player).place {
            Place::Field(at) => self.reach(player, at, steps, at),
            _ => Reach {
                steps: vec![u8::MAX; self.setup.board.len()],
                end_zone: false,
            },
        }
    }

    /// Whether every player's `reach` here is the one it has in `other`: the same setup, the
    /// same players on the same squares, standing or prone, the same carnage and loose ball.
    pub(crate) fn reaches_as(&self, other: &Game) -> bool {
        let loose = |game: &Game| match game.ball {
            Ball::Loose(sq) => Some(sq),
            Ball::Held(_) => None,
        };
        Arc::ptr_eq(&self.setup, &other.setup)
            && self.same_carnage(other)
            && loose(self) == loose(other)
            && self.occupant == other.occupant
            && self.players.len() == other.players.len()
            && self
                .players
                .iter()
                .zip(&other.players)
                .all(|(a, b)| a.place == b.place && a.prone == b.prone)
    }

    /// Whether the board and its carnage are the same here as in `other`.
    pub(crate) fn same_carnage(&self, other: &Game) -> bool {
        Arc::ptr_eq(&self.setup, &other.setup) && self.carnage == other.carnage
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

    /// The squares next to a standing player of `side`'s opponents: their tackle zones, where
    /// a move of `side` stops (BT2; a prone player has none, BB6). Marked once, so a search of
    /// the board asks each square once (`next_to_opponent` for one square).
    pub fn zones_against(&self, side: Side) -> Vec<bool> {
        let zone = self.zone_set(side);
        (0..self.setup.board.len() as Sq)
            .map(|sq| zone.has(sq))
            .collect()
    }

    /// `zones_against` as a set.
    pub(crate) fn zone_set(&self, side: Side) -> Squares {
        let mut standing = Squares::EMPTY;
        for o in self.team_ids(side.other()) {
            if self.standing(o) {
                for sq in self.squares_array(o).into_iter().flatten() {
                    standing.insert(sq);
                }
            }
        }
        self.setup.board.around(&standing)
    }

    /// The squares of every player on the field but `player` (`NOBODY`: of every one). Between
    /// decisions they are the squares `occupant` marks, found from a score of players rather than
    /// a board of squares.
    fn others(&self, player: PlayerId) -> Squares {
        let mut taken = Squares::EMPTY;
        for id in 0..self.players.len() as PlayerId {
            if id != player {
                for sq in self.squares_array(id).into_iter().flatten() {
                    taken.insert(sq);
                }
            }
        }
        taken
    }

    /// For a one-square player of `side`, the fewest squares it must move from a square of
    /// `from` to stand on its last row with a step left into the end zone (BT2, BG1): around
    /// players and carnage, and never through a square next to an opponent, which would stop it
    /// there. One more step scores. `None` where there is no way; squares of `from` with a
    /// player or carnage have none (a player's own square: `steps_to_score`).
    pub(crate) fn way_to_score(&self, side: Side, from: &Squares) -> Option<u8> {
        let board = &self.setup.board;
        let open = board
            .all()
            .and_not(&self.carnage)
            .and_not(&self.zone_set(side))
            .and_not(&self.others(NOBODY));
        board.steps_to_meet(&board.row_squares(board.last_row(side)), &open, from)
    }

    /// The fewest squares `player` (one square, on the field) must move to stand where one more
    /// step scores (`way_to_score` from a square next to it): its own square never stops it, so
    /// from the last row it needs none. `None` with no way, or for a Heavy Tackle (whose two
    /// squares `way_to_score` does not follow; its `reach` does).
    pub(crate) fn steps_to_score(&self, player: PlayerId) -> Option<u8> {
        let p = self.player(player);
        let Place::Field(at) = p.place else {
            return None;
        };
        if p.heavy {
            return None;
        }
        let board = &self.setup.board;
        if board.row(at) == board.last_row(p.team) {
            return Some(0);
        }
        let mut next_to = Squares::EMPTY;
        board.neighbours(at).for_each(|n| next_to.insert(n));
        self.way_to_score(p.team, &next_to)
            .map(|w| w.saturating_add(1))
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
            (o == NOBODY || o == player) && !self.carnage.has(sq)
        });
        free.then_some(squares)
    }

    /// BT2-BT4: where `player` can go from `origin` with up to `steps` squares. Entering a square
    /// next to an opponent ends the move there, and so does entering the loose ball's square (the
    /// player picks it up and the coach then moves it on, BT4). `origin` itself never stops it
    /// (a player that starts next to an opponent may move away).
    pub(crate) fn reach(&self, player: PlayerId, origin: Sq, steps: u8, _start: Sq) -> Reach {
        let mut dist = vec![u8::MAX; self.setup.board.len()];
        let words = self.setup.board.words();
        let (_, end_zone) = self.spread(player, origin, steps, |d, layer| {
            for sq in layer.iter(words) {
                if let Some(s) = dist.get_mut(usize::from(sq)) {
                    *s = d;
                }
            }
            true
        });
        Reach {
            steps: dist,
            end_zone,
        }
    }

    /// `reach` a whole front at a time: the squares `d` steps away are handed to `layer` as a
    /// set, step by step (a breadth-first search, so each square at its fewest steps), until it
    /// returns `false`. Returns every square reached, `origin` among them, and whether the
    /// carrier can step into the end zone (both as far as the search went).
    fn spread(
        &self,
        player: PlayerId,
        origin: Sq,
        steps: u8,
        mut layer: impl FnMut(u8, &Squares) -> bool,
    ) -> (Squares, bool) {
        let board = &self.setup.board;
        let team = self.team_of(player);
        // Where it may stand (BT2, BT3, BK6): free of carnage and of other players; a Heavy
        // Tackle with its right square too (`fits`).
        let free = board
            .all()
            .and_not(&self.carnage)
            .and_not(&self.others(player));
        let heavy = self.player(player).heavy;
        let fits = if heavy {
            free.and(&board.west_of(&free))
        } else {
            free
        };
        // Where it stops: a square of it in a tackle zone or on the loose ball.
        let mut stop = self.zone_set(team);
        if let Ball::Loose(sq) = self.ball {
            stop.insert(sq);
        }
        if heavy {
            stop = stop.or(&board.west_of(&stop));
        }
        let carrier = self.ball == Ball::Held(player);
        let last_row = board.row_squares(board.last_row(team));
        let mut seen = Squares::EMPTY;
        seen.insert(origin);
        if !layer(0, &seen) {
            return (seen, false);
        }
        let mut front = seen;
        let mut end_zone = false;
        let mut d = 0;
        while d < steps {
            // The origin never stops it; any other square in a zone or on the ball does.
            if d > 0 {
                front.remove_all(&stop);
            }
            if carrier && front.meets(&last_row) {
                end_zone = true;
            }
            if !board.step_out(&mut front, &fits, &mut seen) {
                break;
            }
            d += 1;
            if !layer(d, &front) {
                break;
            }
        }
        (seen, end_zone)
    }

    pub(crate) fn offer_moves(
        &self,
        player: PlayerId,
        start: Sq,
        steps: u8,
        may_stop: bool,
        out: &mut impl Offer,
    ) {
        let Place::Field(at) = self.player(player).place else {
            return;
        };
        let (mut reached, end_zone) = self.spread(player, at, steps, |_, _| true);
        reached.remove(at);
        reached.remove(start);
        for sq in reached.iter(self.setup.board.words()) {
            out.offer(Decision::MoveTo(sq));
        }
        if end_zone {
            out.offer(Decision::EndZone);
        }
        if may_stop {
            out.offer(Decision::Stop);
        }
        // BB7: a player that stands next to an opponent may blitz it here.
        self.offer_blitz_targets(player, out);
    }

    pub(crate) fn move_decision(
        &mut self,
        decision: Decision,
        dice: &mut impl Dice,
        ev: &mut impl EventSink<Event>,
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
                // The steps it took: the front `to` is in.
                let mut used = steps;
                self.spread(player, at, steps, |d, layer| {
                    if layer.has(to) {
                        used = d;
                    }
                    !layer.has(to)
                });
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
                            blitzed: false,
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
