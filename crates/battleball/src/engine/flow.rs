//! The turn's end (BT5), halted play (BX1), eliminations and restarts (BG1, BX2, BX3), scoring
//! and periods (BG1-BG3).

use gridiron_core::game::EventSink;
use gridiron_core::side::Side;

use super::board::Squares;
use super::decision::{Decision, PlayerId};
use super::event::{Event, HaltCause, Period};
use super::game::{Ball, Game, Offer, Phase, Place};

impl Game {
    /// The tackle pairs (BT5): a moving team's player next to an opposing player.
    pub(crate) fn tackle_pairs(&self, out: &mut impl Offer) -> bool {
        // Most turns end with nobody touching: one look at the two teams' squares says so
        // before any pair is tried.
        let mut sides = [Squares::EMPTY; 2];
        for id in 0..self.players.len() as PlayerId {
            if self.standing(id) {
                let set = &mut sides[self.team_of(id).index()];
                self.squares_array(id)
                    .into_iter()
                    .flatten()
                    .for_each(|sq| set.insert(sq));
            }
        }
        let [mine, theirs] = match self.to_move {
            Side::Home => sides,
            Side::Away => [sides[1], sides[0]],
        };
        let board = &self.setup.board;
        if !board.around(&mine).meets(&theirs) {
            return false;
        }
        // Only a player on a square next to an opponent's can be in a pair.
        let next_to_theirs = board.around(&theirs);
        let mut any = false;
        for attacker in self.team_ids(self.to_move) {
            // BB6: a prone player neither tackles nor is tackled.
            if !self.standing(attacker)
                || !self
                    .squares_array(attacker)
                    .into_iter()
                    .flatten()
                    .any(|sq| next_to_theirs.has(sq))
            {
                continue;
            }
            for defender in self.team_ids(self.to_move.other()) {
                if self.standing(defender) && self.touching(attacker, defender) {
                    out.offer(Decision::Tackle { attacker, defender });
                    any = true;
                }
            }
        }
        any
    }

    /// BT5: a tackle must be attempted if any pair touches; else a hand-off to a teammate next to
    /// the carrier, or in the advanced game a pass to any teammate on the field within throwing
    /// distance (BA1), or nothing.
    ///
    /// BB7 ruling: a blitz was the turn's block; after it no tackle is forced, and the turn goes
    /// on to a hand-off or pass only when no pair touches (as BT5 says), else it just ends.
    pub(crate) fn offer_after_move(&self, out: &mut impl Offer) {
        if self.blitzed {
            if self.tackle_pairs(&mut Vec::new()) {
                out.offer(Decision::EndTurn);
                return;
            }
        } else if self.tackle_pairs(out) {
            return;
        }
        out.offer(Decision::EndTurn);
        let Some(carrier) = self.carrier() else {
            return;
        };
        if self.team_of(carrier) != self.to_move || !self.playing(carrier) {
            return;
        }
        for mate in self.team_ids(self.to_move) {
            if mate != carrier && self.standing(mate) && self.touching(carrier, mate) {
                out.offer(Decision::HandOff(mate));
            }
        }
        if self.setup.options.advanced {
            for mate in self.team_ids(self.to_move) {
                // Ruling: a prone player cannot receive a hand-off or a pass (BB6).
                if mate != carrier
                    && self.standing(mate)
                    && self.within_throwing_distance(carrier, mate)
                {
                    out.offer(Decision::Pass(mate));
                }
            }
        }
    }

    /// After the move: on to BT5, or straight to the turn's end when there is nothing to decide.
    pub(crate) fn after_move(&mut self, ev: &mut impl EventSink<Event>) {
        let mut options = Vec::new();
        self.phase = Phase::AfterMove;
        self.offer_after_move(&mut options);
        if options == [Decision::EndTurn] {
            self.end_turn(ev);
        }
    }

    pub(crate) fn end_turn(&mut self, ev: &mut impl EventSink<Event>) {
        ev.push(Event::TurnEnds { team: self.to_move });
        self.blitzed = false;
        if self.walled() {
            self.halt(HaltCause::Walled, ev);
            return;
        }
        self.to_move = self.to_move.other();
        self.phase = Phase::Choose;
    }

    /// BX1 (ruling): play is halted when no team can score any more, "even if other players
    /// were to move": no player of either team can, moving its own way (a Heavy Tackle on two
    /// squares side by side) around carnage with every other player gone, reach both the ball
    /// (its square, or a square next to its carrier) and the last row before the end zone it
    /// attacks.
    pub(crate) fn walled(&self) -> bool {
        if self.ball_square().is_none() {
            return false;
        }
        let board = &self.setup.board;
        // A loose ball is reached by standing on it (BT4), a carrier by standing next to it.
        let ball = match self.ball {
            Ball::Loose(sq) => {
                let mut ball = Squares::EMPTY;
                ball.insert(sq);
                ball
            }
            Ball::Held(id) => {
                let mut carrier = Squares::EMPTY;
                for sq in self.squares_array(id).into_iter().flatten() {
                    carrier.insert(sq);
                }
                carrier.or(&board.around(&carrier))
            }
        };
        let open = board.all().and_not(&self.carnage);
        // Where a one-square player and a Heavy Tackle may stand, by its left square.
        let fits = [open, open.and(&board.west_of(&open))];
        // One-square players first, all at once: a region of theirs that meets the ball is the
        // ball's square's own (its carrier's squares and the open squares next to them touch
        // it), so one flood from there, stopped once it holds a player of a team and that
        // team's last row, answers for them all.
        let one_square_answered = match self.ball_square() {
            Some(seed) if fits[0].has(seed) => {
                let mut starts = [Squares::EMPTY; 2];
                for id in 0..self.players.len() as PlayerId {
                    if let Place::Field(start) = self.player(id).place {
                        if !self.player(id).heavy {
                            starts[self.team_of(id).index()].insert(start);
                        }
                    }
                }
                // With no carnage the flood would cover the whole board (its squares all
                // connect), last rows and every player: any one-square player can score.
                if self.carnage.is_empty() && starts.iter().any(|s| !s.is_empty()) {
                    return false;
                }
                let lasts = Side::BOTH.map(|side| board.row_squares(board.last_row(side)));
                let words = board.words();
                let scores = |region: &Squares| {
                    (0..2).any(|i| {
                        region.meets_in(&starts[i], words) && region.meets_in(&lasts[i], words)
                    })
                };
                let mut region = Squares::one(seed);
                let mut front = region;
                loop {
                    if scores(&region) {
                        return false;
                    }
                    if !board.step_out(&mut front, &fits[0], &mut region) {
                        break;
                    }
                }
                true
            }
            _ => false,
        };
        // The squares covered from each region flooded so far, by the kind of player: players
        // of a kind that start in one region all cover the same squares, so each region is
        // flooded once, not once per player.
        let mut flooded: [Vec<(Squares, Squares)>; 2] = [Vec::new(), Vec::new()];
        for id in 0..self.players.len() as PlayerId {
            let Place::Field(start) = self.player(id).place else {
                continue;
            };
            let heavy = usize::from(self.player(id).heavy);
            if heavy == 0 && one_square_answered {
                continue;
            }
            let last = board.row_squares(board.last_row(self.team_of(id)));
            let covered = match flooded[heavy].iter().find(|(region, _)| region.has(start)) {
                Some(&(_, covered)) => covered,
                None => {
                    let mut region = Squares::EMPTY;
                    region.insert(start);
                    let mut front = region;
                    while board.step_out(&mut front, &fits[heavy], &mut region) {
                        // A one-square player covers its region: once that meets both, the
                        // rest of the flood cannot change the answer.
                        if heavy == 0 && region.meets(&ball) && region.meets(&last) {
                            return false;
                        }
                    }
                    // A Heavy Tackle covers the square east of each left square too.
                    let mut covered = region;
                    if heavy == 1 {
                        for sq in region.iter(board.words()) {
                            if let Some(east) = board.east(sq) {
                                covered.insert(east);
                            }
                        }
                    }
                    // A player on a square it could not move to (none stands on carnage) has
                    // a region of its own.
                    if fits[heavy].has(start) {
                        flooded[heavy].push((region, covered));
                    }
                    covered
                }
            };
            // One player that can reach both is enough.
            if covered.meets(&ball) && covered.meets(&last) {
                return false;
            }
        }
        true
    }

    /// The fewest steps from each square to `side`'s last row through squares free of carnage,
    /// players left out (they move; BK6's carnage stays until the field is cleared): the ground
    /// a carrier has to cover, as BX1 counts it. `u8::MAX` where carnage cuts a square off, and
    /// on carnage.
    pub(crate) fn open_distance_to_last_row(&self, side: Side) -> Vec<u8> {
        let board = &self.setup.board;
        let open = board.all().and_not(&self.carnage);
        board.steps_from(&board.row_squares(board.last_row(side)), &open)
    }

    /// BG1, BX2, BX3 after a tackle: a team with nobody left on the field has been tackled off
    /// it; both at once restarts the period, or ends the game when nobody is left at all.
    /// Returns whether play went elsewhere.
    pub(crate) fn check_elimination(&mut self, ev: &mut impl EventSink<Event>) -> bool {
        let (home, away) = (self.on_field(Side::Home), self.on_field(Side::Away));
        match (home, away) {
            (0, 0) => {
                ev.push(Event::Restart);
                self.begin_period(self.period, None, ev);
                true
            }
            (0, _) => {
                self.touchdown(Side::Away, true, ev);
                true
            }
            (_, 0) => {
                self.touchdown(Side::Home, true, ev);
                true
            }
            _ => false,
        }
    }

    /// BG1-BG3: a touchdown ends the half; two win; at 1-1 after the second half, overtime, and
    /// the next touchdown wins.
    pub(crate) fn touchdown(
        &mut self,
        team: Side,
        by_elimination: bool,
        ev: &mut impl EventSink<Event>,
    ) {
        self.score[team.index()] += 1;
        ev.push(Event::Touchdown {
            team,
            by_elimination,
        });
        if self.score[team.index()] >= 2 || self.period == Period::Overtime {
            self.game_over(ev);
            return;
        }
        match self.period {
            // BG2: the team that lost the half moves first.
            Period::First => self.begin_period(Period::Second, Some(team.other()), ev),
            // BG3: 1-1, overtime after a roll-off (ruling: before the line-up, as BS4).
            _ => self.begin_period(Period::Overtime, None, ev),
        }
    }

    /// The game ends; more touchdowns win, else a tie (BG3, BX3).
    pub(crate) fn game_over(&mut self, ev: &mut impl EventSink<Event>) {
        let [home, away] = self.score;
        let winner = match home.cmp(&away) {
            std::cmp::Ordering::Greater => Some(Side::Home),
            std::cmp::Ordering::Less => Some(Side::Away),
            std::cmp::Ordering::Equal => None,
        };
        ev.push(Event::GameOver {
            winner,
            score: self.score,
        });
        self.phase = Phase::GameOver;
    }

    /// Where every player is, for invariant checks: on the field, waiting, locker room, box.
    pub fn count_places(&self, side: Side) -> [usize; 4] {
        let mut counts = [0; 4];
        for id in self.team_ids(side) {
            let i = match self.player(id).place {
                Place::Field(_) => 0,
                Place::Waiting => 1,
                Place::LockerRoom => 2,
                Place::Box => 3,
            };
            counts[i] += 1;
        }
        counts
    }

    /// Whether the ball is on exactly one square or one player: a loose ball on a square with no
    /// player and no carnage; a held ball with a player on the field, or waiting to line up, or
    /// (while a fumble is being placed, or after the game ended with the tackle that took the
    /// last opponent off, or a carrier pushed into the crowd until the follow-up is decided,
    /// BB4-BB5) the last carrier.
    pub fn ball_consistent(&self) -> bool {
        match self.ball {
            Ball::Loose(sq) => {
                // A pushed player may lie on the ball until the follow-up is decided (BB5); a
                // block that ends the game leaves the ball where its scatter would have begun.
                usize::from(sq) < self.setup.board.len()
                    && !self.carnage.has(sq)
                    && (self.occupant(sq).is_none() || self.phase == Phase::FollowUp)
                    || self.phase == Phase::GameOver
            }
            Ball::Held(id) => {
                let id: PlayerId = id;
                usize::from(id) < self.players.len()
                    && (matches!(self.player(id).place, Place::Field(_) | Place::Waiting)
                        || matches!(
                            self.phase,
                            Phase::PlaceBall { .. } | Phase::GameOver | Phase::FollowUp
                        ))
            }
        }
    }
}
