//! The coin toss (BS4), the line-up (BS3), and every fresh start of play that needs one: a new
//! half or overtime (BG2, BG3), a halt (BX1) and a restart (BX2).

use gridiron_core::dice::Dice;
use gridiron_core::game::EventSink;
use gridiron_core::side::Side;

use super::board::{Sq, Squares};
use super::decision::{Decision, PlayerId};
use super::event::{Event, Period};
use super::game::{Ball, Game, Offer, Phase, Place, NOBODY};
use crate::dice::BbDie;

impl Game {
    /// BS4: each coach rolls the toss die; the higher moves first, a tie rolls again. The coach
    /// who moves second lines up first (BS3 ruling).
    pub(crate) fn roll_off(&mut self, dice: &mut impl Dice, ev: &mut impl EventSink<Event>) {
        let first = loop {
            let home = self.roll(dice, BbDie::Toss(Side::Home));
            let away = self.roll(dice, BbDie::Toss(Side::Away));
            ev.push(Event::Toss { home, away });
            if home != away {
                break if home > away { Side::Home } else { Side::Away };
            }
        };
        ev.push(Event::FirstToMove(first));
        self.begin_line_up(first, ev);
    }

    /// The line-up, with the players waiting, and then `first` to move. Placement alternates
    /// player by player, starting with the coach who moves second (BS3 ruling).
    pub(crate) fn begin_line_up(&mut self, first: Side, ev: &mut impl EventSink<Event>) {
        ev.push(Event::LineUpBegins {
            period: self.period,
        });
        self.blitzed = false;
        self.block = None;
        self.chain.clear();
        self.to_move = first;
        let second = first.other();
        self.phase = if self.next_waiting(second).is_some() {
            Phase::LineUp {
                next: second,
                first,
            }
        } else if self.next_waiting(first).is_some() {
            Phase::LineUp { next: first, first }
        } else {
            Phase::Choose
        };
    }

    fn next_waiting(&self, side: Side) -> Option<PlayerId> {
        self.team_ids(side)
            .find(|&id| self.player(id).place == Place::Waiting)
    }

    /// Whether `side` has lined up nobody yet in this line-up (so it may use a formation).
    fn none_placed(&self, side: Side) -> bool {
        self.team_ids(side)
            .all(|id| !matches!(self.player(id).place, Place::Field(_)))
    }

    /// The squares `side`'s next player may take: free squares of its zone (both of a Heavy
    /// Tackle's, side by side in one row).
    fn free_for(&self, side: Side, heavy: bool, sq: Sq) -> bool {
        let board = &self.setup.board;
        let free = |s: Sq| {
            board.in_zone(side, s)
                && self.occupant[usize::from(s)] == NOBODY
                && !self.carnage.has(s)
                && self.ball != Ball::Loose(s)
        };
        free(sq) && (!heavy || board.east(sq).is_some_and(free))
    }

    pub(crate) fn offer_line_up(&self, side: Side, out: &mut impl Offer) {
        let Some(next) = self.next_waiting(side) else {
            return;
        };
        if self.none_placed(side) {
            for f in 0..self.setup.library.formations.len() {
                if self.formation_fits(side, f) {
                    out.offer(Decision::Formation(f as u8));
                }
            }
        }
        let heavy = self.player(next).heavy;
        let board = &self.setup.board;
        for sq in board.zone(side).iter(board.words()) {
            if self.free_for(side, heavy, sq) {
                out.offer(Decision::Place(sq));
            }
        }
    }

    /// A formation fits when it has a square for each waiting player of each position.
    fn formation_fits(&self, side: Side, f: usize) -> bool {
        let formation = &self.setup.library.formations[f];
        (0..self.setup.library.positions.len()).all(|p| {
            let waiting = self
                .team_ids(side)
                .filter(|&id| {
                    let player = self.player(id);
                    usize::from(player.position) == p && player.place == Place::Waiting
                })
                .count();
            formation.squares[p].len() >= waiting
        })
    }

    pub(crate) fn use_formation(&mut self, side: Side, f: u8, ev: &mut impl EventSink<Event>) {
        ev.push(Event::FormationUsed {
            team: side,
            formation: f,
        });
        let formation = self.setup.library.formations[usize::from(f)].clone();
        let mut used = vec![0usize; formation.squares.len()];
        let ids: Vec<PlayerId> = self.team_ids(side).collect();
        for id in ids {
            let player = *self.player(id);
            if player.place != Place::Waiting {
                continue;
            }
            let p = usize::from(player.position);
            let (row, column) = formation.squares[p][used[p]];
            used[p] += 1;
            // Validated at load: the square is in the zone and free.
            if let Some(sq) = self.setup.board.formation_square(side, row, column) {
                // The away coach's columns run the other way: its left square is the far one.
                let sq = match (side, player.heavy) {
                    (Side::Away, true) => self.west_of(sq).unwrap_or(sq),
                    _ => sq,
                };
                self.put(id, sq);
                ev.push(Event::Placed {
                    player: id,
                    square: sq,
                });
            }
        }
        self.after_placement();
    }

    fn west_of(&self, sq: Sq) -> Option<Sq> {
        let (row, x) = self.setup.board.coords(sq);
        self.setup.board.at(row, x.checked_sub(2)?)
    }

    pub(crate) fn place_next(&mut self, side: Side, sq: Sq, ev: &mut impl EventSink<Event>) {
        if let Some(id) = self.next_waiting(side) {
            self.put(id, sq);
            ev.push(Event::Placed {
                player: id,
                square: sq,
            });
        }
        self.after_placement();
    }

    /// Alternates to the other coach if it has players to place; starts play when all are placed.
    fn after_placement(&mut self) {
        let Phase::LineUp { next, first } = self.phase else {
            return;
        };
        let other = next.other();
        if self.next_waiting(other).is_some() {
            self.phase = Phase::LineUp { next: other, first };
        } else if self.next_waiting(next).is_some() {
            self.phase = Phase::LineUp { next, first };
        } else {
            self.to_move = first;
            self.phase = Phase::Choose;
        }
    }

    /// Puts a player on the field at `sq` (its left square).
    pub(crate) fn put(&mut self, id: PlayerId, sq: Sq) {
        self.lift(id);
        self.players[usize::from(id)].place = Place::Field(sq);
        for s in self.squares_array(id).into_iter().flatten() {
            self.occupant[usize::from(s)] = id;
        }
    }

    /// Takes a player off its squares (it stays where `place` says until that is changed).
    pub(crate) fn lift(&mut self, id: PlayerId) {
        for s in self.squares_array(id).into_iter().flatten() {
            if self.occupant[usize::from(s)] == id {
                self.occupant[usize::from(s)] = NOBODY;
            }
        }
    }

    /// Clears the field: no carnage, every player on it waiting to line up again.
    fn clear_field(&mut self, locker_returns: bool) {
        self.carnage = Squares::EMPTY;
        for id in 0..self.players.len() as PlayerId {
            match self.player(id).place {
                Place::Field(_) => {
                    self.lift(id);
                    self.players[usize::from(id)].place = Place::Waiting;
                    self.players[usize::from(id)].prone = false;
                }
                Place::LockerRoom if locker_returns => {
                    self.players[usize::from(id)].place = Place::Waiting;
                }
                _ => {}
            }
        }
        debug_assert!(self.occupant.iter().all(|&o| o == NOBODY));
    }

    /// A new period (BG2, BG3) or a restarted one (BX2): the field cleared, the locker room back,
    /// the ball on the centre mark. `first` moves first, or a roll-off decides.
    pub(crate) fn begin_period(
        &mut self,
        period: Period,
        first: Option<Side>,
        ev: &mut impl EventSink<Event>,
    ) {
        self.period = period;
        self.clear_field(true);
        self.ball = Ball::Loose(self.setup.board.centre());
        self.possession = None;
        let waiting = |side: Side| {
            self.team_ids(side)
                .filter(|&id| self.player(id).place == Place::Waiting)
                .count()
        };
        let (home, away) = (waiting(Side::Home), waiting(Side::Away));
        if home == 0 && away == 0 {
            // BX3: every player of both teams is seriously injured.
            self.game_over(ev);
            return;
        }
        if home == 0 || away == 0 {
            // Ruling: a team with nobody left to line up has been tackled off the field (BG1).
            let scorer = if home == 0 { Side::Away } else { Side::Home };
            self.touchdown(scorer, true, ev);
            return;
        }
        match first {
            Some(first) => self.begin_line_up(first, ev),
            None => self.phase = Phase::Toss,
        }
    }

    /// BX1: play halted. The field is cleared (locker room and box stay out), both line up
    /// again, the team in possession moves first, and a loose ball goes back to the centre mark.
    pub(crate) fn halt(&mut self, cause: super::event::HaltCause, ev: &mut impl EventSink<Event>) {
        ev.push(Event::Halted { cause });
        // A ball no player on the field holds (a fumble with nowhere to go) is loose.
        let held =
            matches!(self.ball, Ball::Held(id) if matches!(self.player(id).place, Place::Field(_)));
        if !held {
            self.ball = Ball::Loose(self.setup.board.centre());
        }
        self.clear_field(false);
        // Ruling: with no team in possession since the last line-up, the team whose turn would
        // come next moves first.
        let first = match self.ball {
            Ball::Held(id) => self.team_of(id),
            Ball::Loose(_) => self.possession.unwrap_or(self.to_move.other()),
        };
        self.begin_line_up(first, ev);
    }
}
