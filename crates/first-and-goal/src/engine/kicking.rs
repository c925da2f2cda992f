//! Special teams (rules K1-K7, SC1-SC3): kickoffs, punts, field goals, fakes and the try.

use crate::data::model::{SpecialRoll, Symbol};
use gridiron_core::dice::Dice;
use gridiron_core::game::EventSink;

use super::decision::KickoffKind;
use super::event::{Event, KickKind, ScoreKind, TurnoverCause};
use super::game::{Game, KickCall, PenaltySite, Phase, FIELD, TOUCHBACK_SPOT};
use super::rules::{kick_bonus, ONSIDE_YARDS};
use super::seat::Side;

/// K3/K4: onside and squib kicks are taken from the kicking team's 30.
const SHORT_KICK_SPOT: i16 = 30;

impl Game {
    pub(crate) fn kick_off(
        &mut self,
        kicking: Side,
        kind: KickoffKind,
        dice: &mut impl Dice,
        out: &mut impl EventSink<Event>,
    ) {
        let receiving = kicking.other();
        self.offense = receiving;
        out.push(Event::KickoffChosen { kicking, kind });
        match kind {
            KickoffKind::Normal => self.phase = Phase::KickoffReturn,
            KickoffKind::Onside => {
                // K3: red + ivory (the onside dice), the play die and the referee die.
                let yards = self.roll_special(kicking, SpecialRoll::Onside, None, dice, out);
                let play = self.roll_play_die(dice, out);
                let referee = self.roll_referee(dice, out);
                out.push(Event::Kicked {
                    team: kicking,
                    kind: KickKind::Onside,
                    from: SHORT_KICK_SPOT,
                    yards,
                    bonus: 0,
                });
                let landing = (SHORT_KICK_SPOT + yards).clamp(1, FIELD - 1);
                if yards >= ONSIDE_YARDS && (play == Symbol::T || referee == Symbol::T) {
                    out.push(Event::KickingTeamRecovered { team: kicking });
                    self.new_series(kicking, landing, dice, out);
                } else {
                    self.new_series(receiving, FIELD - landing, dice, out);
                }
            }
            KickoffKind::Squib => {
                // K4: the receivers take it where it lands, no return.
                let yards = self.roll_special(kicking, SpecialRoll::Squib, None, dice, out);
                out.push(Event::Kicked {
                    team: kicking,
                    kind: KickKind::Squib,
                    from: SHORT_KICK_SPOT,
                    yards,
                    bonus: 0,
                });
                let landing = SHORT_KICK_SPOT + yards;
                if landing >= FIELD {
                    out.push(Event::Touchback { team: receiving });
                    self.new_series(receiving, TOUCHBACK_SPOT, dice, out);
                } else {
                    self.new_series(receiving, FIELD - landing, dice, out);
                }
            }
        }
    }

    /// K2: the kickoff-return dice and the play die, from the receivers' goal line.
    pub(crate) fn run_kickoff_out(
        &mut self,
        dice: &mut impl Dice,
        out: &mut impl EventSink<Event>,
    ) {
        let receiving = self.offense;
        let mut spot = self.roll_special(receiving, SpecialRoll::KickoffReturn, None, dice, out);
        match self.roll_play_die(dice, out) {
            Symbol::X => {
                out.push(Event::Touchback { team: receiving });
                self.new_series(receiving, TOUCHBACK_SPOT, dice, out);
                return;
            }
            Symbol::Breakaway => {
                let (more, touchdown) =
                    self.breakaway_chain(receiving, SpecialRoll::KickoffReturn, dice, out);
                spot += more;
                if touchdown {
                    spot = FIELD;
                }
            }
            Symbol::T if self.roll_referee(dice, out) == Symbol::T => {
                // K2: fumble, the kicking team recovers at the spot.
                self.take_over(
                    TurnoverCause::KickoffFumble,
                    false,
                    receiving.other(),
                    FIELD - spot,
                    dice,
                    out,
                );
                return;
            }
            Symbol::P if self.check_penalty(PenaltySite::KickoffReturn { spot }, dice, out) => {
                return
            }
            _ => {}
        }
        self.kickoff_return_ends(spot, dice, out);
    }

    /// E2 on a return: re-roll the return dice and the play die while breakaways come.
    /// Returns the extra yards and whether O2 made it a touchdown.
    fn breakaway_chain(
        &mut self,
        team: Side,
        roll: SpecialRoll,
        dice: &mut impl Dice,
        out: &mut impl EventSink<Event>,
    ) -> (i16, bool) {
        let mut yards = 0;
        let mut in_a_row = 1;
        loop {
            yards += self.roll_special(team, roll, None, dice, out);
            if self.roll_play_die(dice, out) != Symbol::Breakaway {
                return (yards, false);
            }
            in_a_row += 1;
            if self.breakaway_scores(in_a_row) {
                return (yards, true);
            }
        }
    }

    pub(crate) fn kickoff_return_ends(
        &mut self,
        spot: i16,
        dice: &mut impl Dice,
        out: &mut impl EventSink<Event>,
    ) {
        let receiving = self.offense;
        if spot >= FIELD {
            self.touchdown(receiving, dice, out);
        } else if spot <= 0 {
            // Ruling: a return ending behind the goal line is downed there, a touchback.
            out.push(Event::Touchback { team: receiving });
            self.new_series(receiving, TOUCHBACK_SPOT, dice, out);
        } else {
            out.push(Event::BallSpotted {
                team: receiving,
                spot,
            });
            self.new_series(receiving, spot, dice, out);
        }
    }

    /// K7: both Fake/Kick cards revealed.
    pub(crate) fn reveal_fake_kick(
        &mut self,
        kick: KickCall,
        offense_fakes: bool,
        defense_fakes: bool,
        dice: &mut impl Dice,
        out: &mut impl EventSink<Event>,
    ) {
        out.push(Event::FakeKickRevealed {
            offense_fakes,
            defense_fakes,
        });
        match (offense_fakes, defense_fakes) {
            (false, guessed_fake) => match kick {
                KickCall::Punt => {
                    self.phase = Phase::PuntMode {
                        plus_five: guessed_fake,
                    }
                }
                KickCall::FieldGoal => self.field_goal(guessed_fake, dice, out),
            },
            (true, false) => {
                self.phase = Phase::Cards {
                    offense: None,
                    defense: None,
                    fake: true,
                }
            }
            (true, true) => self.turn_over(TurnoverCause::FakeStopped, self.ball, dice, out),
        }
    }

    /// K5: the block roll, then the field-goal dice from the spot.
    fn field_goal(
        &mut self,
        plus_five: bool,
        dice: &mut impl Dice,
        out: &mut impl EventSink<Event>,
    ) {
        let kicking = self.offense;
        let referee = self.roll_referee(dice, out);
        let play = self.roll_play_die(dice, out);
        if referee == Symbol::X && play == Symbol::X {
            out.push(Event::Blocked {
                team: kicking,
                kind: KickKind::FieldGoal,
            });
            self.turn_over(TurnoverCause::BlockedFieldGoal, self.ball, dice, out);
            return;
        }
        let bonus = kick_bonus(plus_five);
        let yards = self.roll_special(kicking, SpecialRoll::FieldGoal, None, dice, out) + bonus;
        out.push(Event::Kicked {
            team: kicking,
            kind: KickKind::FieldGoal,
            from: self.ball,
            yards,
            bonus,
        });
        if self.ball + yards >= FIELD {
            if self.add_score(kicking, ScoreKind::FieldGoal, out) {
                self.kick_off_after_score(kicking, dice, out);
            }
        } else {
            out.push(Event::FieldGoalMissed { team: kicking });
            self.turn_over(TurnoverCause::MissedFieldGoal, self.ball, dice, out);
        }
    }

    /// K6: option 1 rolls every punt die; option 2 swaps die `replaced` for the play die.
    pub(crate) fn punt(
        &mut self,
        replaced: Option<u8>,
        plus_five: bool,
        dice: &mut impl Dice,
        out: &mut impl EventSink<Event>,
    ) {
        let kicking = self.offense;
        let mut distance = self.roll_special(kicking, SpecialRoll::Punt, replaced, dice, out);
        let symbol = match replaced {
            Some(_) => self.roll_play_die(dice, out),
            None => Symbol::Blank,
        };
        match symbol {
            Symbol::X => {
                out.push(Event::Blocked {
                    team: kicking,
                    kind: KickKind::Punt,
                });
                self.punt_from = Some((kicking, self.ball));
                self.turn_over(TurnoverCause::BlockedPunt, self.ball, dice, out);
                return;
            }
            Symbol::Breakaway => {
                distance += self.roll_special(kicking, SpecialRoll::ExtraBounce, None, dice, out)
            }
            Symbol::P
                if self.check_penalty(
                    PenaltySite::Punt {
                        distance,
                        plus_five,
                    },
                    dice,
                    out,
                ) =>
            {
                return
            }
            _ => {}
        }
        self.punt_lands(distance, plus_five, symbol, dice, out);
    }

    /// Where the punt comes down, and what the play die (option 2) made of it.
    pub(crate) fn punt_lands(
        &mut self,
        distance: i16,
        plus_five: bool,
        symbol: Symbol,
        dice: &mut impl Dice,
        out: &mut impl EventSink<Event>,
    ) {
        let kicking = self.offense;
        let receiving = kicking.other();
        let bonus = kick_bonus(plus_five);
        let yards = distance + bonus;
        out.push(Event::Kicked {
            team: kicking,
            kind: KickKind::Punt,
            from: self.ball,
            yards,
            bonus,
        });
        self.punt_from = Some((kicking, self.ball));
        let landing = self.ball + yards;
        if landing >= FIELD {
            out.push(Event::Touchback { team: receiving });
            self.new_series(receiving, TOUCHBACK_SPOT, dice, out);
            return;
        }
        let landing = landing.max(1);
        if symbol == Symbol::T && self.roll_referee(dice, out) == Symbol::T {
            out.push(Event::KickingTeamRecovered { team: kicking });
            self.move_ball(landing, out);
            self.first_down_at(landing, false, out);
            self.begin_snap(dice, out);
        } else if symbol == Symbol::Hail {
            out.push(Event::FairCatch { team: receiving });
            self.new_series(receiving, FIELD - landing, dice, out);
        } else {
            self.phase = Phase::PuntCatch { landing };
        }
    }

    /// K6: the return dice and the play die, which applies as on every play: E1, E2, `T` then
    /// referee `T` is a muff, `P` the penalty check applied to the return spot (as K2).
    pub(crate) fn return_punt(
        &mut self,
        landing: i16,
        dice: &mut impl Dice,
        out: &mut impl EventSink<Event>,
    ) {
        let receiving = self.defense();
        let caught_at = FIELD - landing;
        let mut yards = self.roll_special(receiving, SpecialRoll::PuntReturn, None, dice, out);
        let mut touchdown = false;
        match self.roll_play_die(dice, out) {
            Symbol::X => yards = 0,
            Symbol::Breakaway => {
                let (more, scored) =
                    self.breakaway_chain(receiving, SpecialRoll::PuntReturn, dice, out);
                yards += more;
                touchdown = scored;
            }
            Symbol::T if self.roll_referee(dice, out) == Symbol::T => {
                let kicking = self.offense;
                self.take_over(
                    TurnoverCause::MuffedPunt,
                    false,
                    kicking,
                    FIELD - (caught_at + yards),
                    dice,
                    out,
                );
                return;
            }
            Symbol::P => {
                let spot = caught_at + yards;
                if self.check_penalty(PenaltySite::PuntReturn { spot }, dice, out) {
                    return;
                }
            }
            _ => {}
        }
        self.punt_return_ends(caught_at + yards, touchdown, dice, out);
    }

    /// Where a punt return ends, `spot` in the receivers' yards.
    pub(crate) fn punt_return_ends(
        &mut self,
        spot: i16,
        touchdown: bool,
        dice: &mut impl Dice,
        out: &mut impl EventSink<Event>,
    ) {
        let receiving = self.defense();
        if touchdown || spot >= FIELD {
            self.touchdown(receiving, dice, out);
        } else if spot <= 0 {
            self.change_possession(receiving, dice, out);
            self.safety(dice, out);
        } else {
            out.push(Event::BallSpotted {
                team: receiving,
                spot,
            });
            self.new_series(receiving, spot, dice, out);
        }
    }

    /// SC3: the free punt after a safety, option 1 only, no fake, no card.
    pub(crate) fn free_punt(&mut self, dice: &mut impl Dice, out: &mut impl EventSink<Event>) {
        self.punt(None, false, dice, out);
    }

    /// SC1: the extra point; X and X block it.
    pub(crate) fn extra_point(&mut self, dice: &mut impl Dice, out: &mut impl EventSink<Event>) {
        let team = self.offense;
        let referee = self.roll_referee(dice, out);
        let play = self.roll_play_die(dice, out);
        if referee == Symbol::X && play == Symbol::X {
            out.push(Event::Blocked {
                team,
                kind: KickKind::ExtraPoint,
            });
            out.push(Event::TryFailed {
                team,
                two_points: false,
            });
        } else {
            self.add_score(team, ScoreKind::ExtraPoint, out);
        }
        self.after_try(dice, out);
    }
}
