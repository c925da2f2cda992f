//! A scrimmage snap (rules P3-P7, E1-E4, C2-C6): reveal, roll, penalties, burns, and the result.

use crate::data::model::{PenaltyFace, PlayKind, Symbol};

use super::game::other_role;
use super::rules::{penalty_gives_first_down, penalty_spot};
use gridiron_core::dice::Dice;
use gridiron_core::game::EventSink;

use super::event::{Event, ScoreKind, TurnoverCause};
use super::game::{Game, PenaltySite, Phase, RolledSnap, SnapOutcome, FIELD};
use super::seat::Role;

impl Game {
    /// P3-P5: both cards revealed, dice rolled, the play die applied.
    pub(crate) fn reveal(
        &mut self,
        offense_play: u8,
        defense_play: u8,
        fake: bool,
        dice: &mut impl Dice,
        out: &mut impl EventSink<Event>,
    ) {
        self.deck_mut(Role::Offense).play(offense_play);
        self.deck_mut(Role::Defense).play(defense_play);
        let cell = self
            .setup
            .cards
            .cell(usize::from(offense_play), usize::from(defense_play));
        out.push(Event::PlaysRevealed {
            offense: self.offense,
            offense_play,
            defense_play,
            cell,
            fake,
        });
        let kind = self.setup.cards.offense[usize::from(offense_play)].kind;
        let run = kind == PlayKind::Run;
        let pass = kind == PlayKind::Pass;
        // K7: a fake is rolled without the black dice.
        let black_dice = if fake { 0 } else { cell.black };

        let first = self.roll_cell(cell, black_dice, dice, out);
        let mut gain = first.black;
        let mut turnover = false;
        let mut touchdown = false;
        match first.symbol {
            // E1: the play is broken up; only the black dice count.
            Symbol::X => {}
            Symbol::P => {
                gain += first.coloured;
                let declined = RolledSnap {
                    outcome: SnapOutcome::Moved {
                        gain,
                        turnover: false,
                        touchdown: false,
                        pass,
                    },
                    run,
                    penalty_flagged: true,
                    completed_pass: pass && gain >= 0,
                };
                if self.check_penalty(PenaltySite::Scrimmage { declined }, dice, out) {
                    return;
                }
                // No foul: play on, and the clock rules apply as to any rolled snap.
                let snap = RolledSnap {
                    penalty_flagged: false,
                    ..declined
                };
                out.push(self.gained(gain, false, false));
                self.after_roll(snap, dice, out);
                return;
            }
            Symbol::Breakaway => {
                // E2: re-roll the same dice while breakaways keep coming.
                gain += first.coloured;
                let mut in_a_row = 1;
                loop {
                    let again = self.roll_cell(cell, black_dice, dice, out);
                    gain += again.coloured + again.black;
                    if again.symbol != Symbol::Breakaway {
                        break;
                    }
                    in_a_row += 1;
                    if self.breakaway_scores(in_a_row) {
                        touchdown = true;
                        break;
                    }
                }
            }
            Symbol::T => {
                gain += first.coloured;
                // E3: the turnover check uses the referee die.
                turnover = self.roll_referee(dice, out) == Symbol::T;
            }
            _ => gain += first.coloured,
        }
        out.push(self.gained(gain, touchdown, turnover));
        let snap = RolledSnap {
            outcome: SnapOutcome::Moved {
                gain,
                turnover,
                touchdown,
                pass,
            },
            run,
            penalty_flagged: false,
            completed_pass: pass && first.symbol != Symbol::X && gain >= 0 && !turnover,
        };
        self.after_roll(snap, dice, out);
    }

    /// E4: referee and penalty dice. Returns whether a foul was flagged (and the phase set for the
    /// side that did not foul to accept or decline it).
    pub(crate) fn check_penalty(
        &mut self,
        site: PenaltySite,
        dice: &mut impl Dice,
        out: &mut impl EventSink<Event>,
    ) -> bool {
        let referee = self.roll_referee(dice, out);
        let face = self.roll_penalty(dice, out);
        let mut against = match referee {
            Symbol::D => Role::Defense,
            Symbol::O => Role::Offense,
            _ => return false,
        };
        if let PenaltySite::PuntReturn { .. } = site {
            // K6: the returning team stands in the offense's place; it is the kicking team's
            // defense seat that decides (M2: return choices belong to the defense coach).
            against = other_role(against);
        }
        out.push(Event::PenaltyFlagged {
            against: self.seat(against).team,
            role: against,
            face,
        });
        self.phase = Phase::Penalty {
            against,
            face,
            site,
        };
        true
    }

    pub(crate) fn settle_penalty(
        &mut self,
        against: Role,
        face: PenaltyFace,
        site: PenaltySite,
        accepted: bool,
        dice: &mut impl Dice,
        out: &mut impl EventSink<Event>,
    ) {
        match site {
            PenaltySite::Scrimmage { declined } if !accepted => {
                if let SnapOutcome::Moved { gain, .. } = declined.outcome {
                    out.push(self.gained(gain, false, false));
                }
                self.after_roll(declined, dice, out)
            }
            PenaltySite::Scrimmage { declined } => {
                let spot = penalty_spot(self.ball, against, face);
                let first_down = penalty_gives_first_down(against, face, spot, self.line_to_gain);
                let snap = RolledSnap {
                    outcome: SnapOutcome::Penalty {
                        spot,
                        first_down,
                        against_offense: against == Role::Offense,
                    },
                    completed_pass: false,
                    ..declined
                };
                self.after_roll(snap, dice, out);
            }
            PenaltySite::Sneak if !accepted => self.next_down(self.ball, dice, out),
            PenaltySite::Sneak => {
                let spot = penalty_spot(self.ball, against, face);
                self.move_ball(spot, out);
                if penalty_gives_first_down(against, face, spot, self.line_to_gain) {
                    self.first_down_at(spot, true, out);
                }
                self.begin_snap(dice, out);
            }
            PenaltySite::KickoffReturn { spot } => {
                let spot = if accepted {
                    penalty_spot(spot, against, face)
                } else {
                    spot
                };
                self.kickoff_return_ends(spot, dice, out);
            }
            PenaltySite::PuntReturn { spot } => {
                let spot = if accepted {
                    penalty_spot(spot, other_role(against), face)
                } else {
                    spot
                };
                self.punt_return_ends(spot, false, dice, out);
            }
            PenaltySite::Punt {
                distance,
                plus_five,
            } if !accepted => self.punt_lands(distance, plus_five, Symbol::Blank, dice, out),
            PenaltySite::Punt { plus_five, .. } => {
                let spot = penalty_spot(self.ball, against, face);
                self.move_ball(spot, out);
                if penalty_gives_first_down(against, face, spot, self.line_to_gain) {
                    // K6: a defensive penalty that reaches the line to gain keeps the ball.
                    self.first_down_at(spot, true, out);
                    self.begin_snap(dice, out);
                } else {
                    self.phase = Phase::PuntMode { plus_five };
                }
            }
        }
    }

    /// The yards a snap moved the ball: a score stops at the goal line (O2's touchdown goes all
    /// the way), whatever the dice added up to, so "117 yards" never reads for a 44-yard run.
    fn gained(&self, gain: i16, breakaway_touchdown: bool, turnover: bool) -> Event {
        Event::Gained {
            team: self.offense,
            yards: self.yards_moved(gain, breakaway_touchdown),
            turnover,
        }
    }

    /// The yards a snap of `gain` moves the ball from the spot: to a goal line at most, and all
    /// the way for O2's touchdown.
    pub(crate) fn yards_moved(&self, gain: i16, breakaway_touchdown: bool) -> i16 {
        let to_goal = FIELD - self.ball;
        if breakaway_touchdown {
            to_goal
        } else {
            gain.clamp(-self.ball, to_goal)
        }
    }

    /// Whether a rolled snap that moves the ball scores a touchdown (or the try's two points).
    pub(crate) fn snap_scores(&self, gain: i16, turnover: bool, breakaway_touchdown: bool) -> bool {
        !turnover && (breakaway_touchdown || self.ball + gain >= FIELD)
    }

    pub(crate) fn move_ball(&mut self, to: i16, out: &mut impl EventSink<Event>) {
        out.push(Event::BallMoved {
            team: self.offense,
            from: self.ball,
            to,
        });
        self.ball = to;
    }

    /// P4 and C2: the clock's burns are settled before the rolled snap is applied.
    pub(crate) fn after_roll(
        &mut self,
        snap: RolledSnap,
        dice: &mut impl Dice,
        out: &mut impl EventSink<Event>,
    ) {
        if snap.run && !snap.penalty_flagged {
            self.offer_burn_stop(snap, dice, out);
        } else if snap.completed_pass
            && !snap.penalty_flagged
            && !self.try_snap
            && self.deck(Role::Offense).draw_len() > 0
            && self.keeps_ball(snap)
        {
            self.phase = Phase::RunClock { snap };
        } else {
            self.apply_snap(snap, dice, out);
        }
    }

    /// Whether the offense will still have the ball after `snap` (no score, turnover, or failed 4th down).
    fn keeps_ball(&self, snap: RolledSnap) -> bool {
        match snap.outcome {
            SnapOutcome::Moved {
                gain,
                turnover,
                touchdown,
                ..
            } => {
                let to = self.ball + gain;
                !turnover
                    && !touchdown
                    && to < FIELD
                    && to > 0
                    && (self.down < 4 || to >= self.line_to_gain)
            }
            SnapOutcome::Penalty { .. } => true,
        }
    }

    /// The defense may stop a burn with a timeout (P4, C2).
    pub(crate) fn offer_burn_stop(
        &mut self,
        snap: RolledSnap,
        dice: &mut impl Dice,
        out: &mut impl EventSink<Event>,
    ) {
        let has_card =
            self.deck(Role::Offense).draw_len() + self.deck(Role::Offense).hand_len() > 0;
        if has_card && self.can_call_timeout(self.defense()) {
            self.phase = Phase::StopBurn { snap };
        } else {
            self.burn(snap, dice, out);
        }
    }

    pub(crate) fn burn(
        &mut self,
        snap: RolledSnap,
        dice: &mut impl Dice,
        out: &mut impl EventSink<Event>,
    ) {
        let team = self.offense;
        let deck = self.deck_mut(Role::Offense);
        if let Some(play) = deck.burn_top(dice) {
            out.push(Event::CardBurned { team, play });
        } else if deck.hand_len() > 0 {
            self.phase = Phase::BurnFromHand { snap };
            return;
        }
        self.apply_snap(snap, dice, out);
    }

    /// The rolled snap takes effect: ball, downs, turnovers and scores (P5, E3, F1-F4, SC1, SC3).
    pub(crate) fn apply_snap(
        &mut self,
        snap: RolledSnap,
        dice: &mut impl Dice,
        out: &mut impl EventSink<Event>,
    ) {
        match snap.outcome {
            SnapOutcome::Penalty {
                spot,
                first_down,
                against_offense,
            } => {
                self.move_ball(spot, out);
                if self.try_snap {
                    if against_offense {
                        out.push(Event::TryFailed {
                            team: self.offense,
                            two_points: true,
                        });
                        self.after_try(dice, out);
                    } else {
                        // SC1 ruling: a defensive foul repeats the try from half the distance.
                        self.begin_snap(dice, out);
                    }
                } else if first_down {
                    self.first_down_at(spot, true, out);
                    self.begin_snap(dice, out);
                } else {
                    self.begin_snap(dice, out);
                }
            }
            SnapOutcome::Moved {
                gain,
                turnover,
                touchdown,
                pass,
            } => {
                let to = self.ball + gain;
                let scores = self.snap_scores(gain, turnover, touchdown);
                self.move_ball(to.clamp(0, FIELD), out);
                if self.try_snap {
                    if scores {
                        self.add_score(self.offense, ScoreKind::TwoPoints, out);
                    } else {
                        out.push(Event::TryFailed {
                            team: self.offense,
                            two_points: true,
                        });
                    }
                    if !self.is_over() {
                        self.after_try(dice, out);
                    }
                } else if turnover {
                    self.scrimmage_turnover(to, pass, dice, out);
                } else if scores {
                    self.touchdown(self.offense, dice, out);
                } else if to <= 0 {
                    self.safety(dice, out);
                } else if to >= self.line_to_gain {
                    self.first_down_at(to, true, out);
                    self.begin_snap(dice, out);
                } else {
                    self.next_down(to, dice, out);
                }
            }
        }
    }

    /// E3 (and O1): a fumble or interception at `spot`, in the losing offense's yards. One
    /// behind either goal line goes to take_over as it is: without O1 that makes it E3's
    /// touchback or defensive touchdown, with O1 the recovery run starts there, as on every
    /// other turnover.
    fn scrimmage_turnover(
        &mut self,
        spot: i16,
        pass: bool,
        dice: &mut impl Dice,
        out: &mut impl EventSink<Event>,
    ) {
        let cause = if pass {
            TurnoverCause::Interception
        } else {
            TurnoverCause::Fumble
        };
        let recovering = self.defense();
        self.take_over(
            cause,
            pass,
            recovering,
            FIELD - spot.clamp(0, FIELD),
            dice,
            out,
        );
    }

    /// C6: one yard needed; the play die decides.
    pub(crate) fn qb_sneak(&mut self, dice: &mut impl Dice, out: &mut impl EventSink<Event>) {
        match self.roll_play_die(dice, out) {
            Symbol::Hail | Symbol::Breakaway | Symbol::Blank => {
                let to = self.ball + 1;
                self.move_ball(to, out);
                if to >= FIELD {
                    self.touchdown(self.offense, dice, out);
                } else {
                    self.first_down_at(to, true, out);
                    self.begin_snap(dice, out);
                }
            }
            Symbol::P if self.check_penalty(PenaltySite::Sneak, dice, out) => {}
            _ => self.next_down(self.ball, dice, out),
        }
    }

    /// C5: a card, a yard and a down, no dice.
    pub(crate) fn kneel(&mut self, dice: &mut impl Dice, out: &mut impl EventSink<Event>) {
        let to = self.ball - 1;
        self.move_ball(to, out);
        if to <= 0 {
            self.safety(dice, out);
        } else {
            self.next_down(to, dice, out);
        }
    }

    /// C3: the last snap of the half; HAIL and MARY score.
    pub(crate) fn hail_mary(&mut self, dice: &mut impl Dice, out: &mut impl EventSink<Event>) {
        let referee = self.roll_referee(dice, out);
        let play = self.roll_play_die(dice, out);
        if play == Symbol::Hail && referee == Symbol::Mary {
            self.half_ends_after_try = true;
            self.move_ball(FIELD, out);
            self.touchdown(self.offense, dice, out);
        } else {
            out.push(Event::HailMaryFailed { team: self.offense });
            self.end_half(dice, out);
        }
    }
}
