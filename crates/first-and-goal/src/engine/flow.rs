//! Decisions applied: the transitions between phases, halves, possessions and scores.

use crate::data::model::{Colour, Symbol};
use gridiron_core::dice::Dice;
use gridiron_core::game::EventSink;

use super::decision::{Decision, KickoffKind, TimeoutAction};
use super::deck::HAND_SIZE;
use super::event::{Event, Half, ScoreKind, SpecialCall, TurnoverCause};
use super::game::{
    AfterTimeout, Game, KickCall, Phase, FIELD, FIRST_DOWN_YARDS, TIMEOUTS_PER_HALF, TOUCHBACK_SPOT,
};
use super::seat::{Role, Seat, Side};

impl Game {
    /// Carries out a legal decision. Kept out of line: `commit`, inlined into the batch loop,
    /// only logs the decision and calls it, so the loop does not save every register this
    /// match needs for every decision.
    #[inline(never)]
    pub(crate) fn decide(
        &mut self,
        seat: Seat,
        decision: Decision,
        dice: &mut impl Dice,
        out: &mut impl EventSink<Event>,
    ) {
        self.decide_in(self.phase, seat, decision, dice, out);
    }

    /// `decide` in `phase`, the game's phase: `step_uniform` passes one it has matched already,
    /// and the match here folds to that phase's arm.
    #[inline(always)]
    pub(crate) fn decide_in(
        &mut self,
        phase: Phase,
        seat: Seat,
        decision: Decision,
        dice: &mut impl Dice,
        out: &mut impl EventSink<Event>,
    ) {
        // Each phase reads only its own fields: matching the phase and the decision as a pair
        // copied every field of the phase before the first test.
        match phase {
            Phase::CoinToss { overtime } => {
                if let Decision::CallCoin(call) = decision {
                    self.toss_coin(overtime, call, dice, out);
                }
            }
            Phase::ReceiveOrDefer { winner } => {
                if let Decision::Receive | Decision::Defer = decision {
                    let receive = decision == Decision::Receive;
                    out.push(Event::ReceiveChosen {
                        team: winner,
                        receive,
                    });
                    let receiver = if receive { winner } else { winner.other() };
                    self.opening_receiver = receiver;
                    self.start_half(Half::First, receiver, dice, out);
                }
            }
            Phase::Kickoff { kicking, .. } => {
                if let Decision::Kickoff(kind) = decision {
                    self.kick_off(kicking, kind, dice, out)
                }
            }
            Phase::KickoffReturn => match decision {
                Decision::Touchback => {
                    out.push(Event::Touchback { team: self.offense });
                    self.new_series(self.offense, TOUCHBACK_SPOT, dice, out);
                }
                Decision::RunOut => self.run_kickoff_out(dice, out),
                _ => {}
            },
            Phase::Call => self.offense_call(decision, dice, out),
            Phase::DefenseCall { call } => match decision {
                Decision::Timeout => self.call_timeout(self.defense(), AfterTimeout::Call, out),
                Decision::Pass => self.carry_out_call(call, dice, out),
                _ => {}
            },
            Phase::Timeout {
                offense,
                defense,
                then,
            } => {
                if let Decision::TimeoutAction(action) = decision {
                    self.timeout_action(seat.role, action, dice, out);
                    let (offense, defense) = with_pick(seat.role, action, (offense, defense));
                    self.phase = Phase::Timeout {
                        offense,
                        defense,
                        then,
                    };
                    if offense.is_some() && defense.is_some() {
                        match then {
                            AfterTimeout::Call => self.phase = Phase::Call,
                            AfterTimeout::Apply(snap) => self.apply_snap(snap, dice, out),
                        }
                    }
                }
            }
            Phase::Cards {
                offense,
                defense,
                fake,
            } => {
                if let Decision::Card(play) = decision {
                    let (offense, defense) = with_pick(seat.role, play, (offense, defense));
                    match (offense, defense) {
                        (Some(o), Some(d)) => self.reveal(o, d, fake, dice, out),
                        _ => {
                            self.phase = Phase::Cards {
                                offense,
                                defense,
                                fake,
                            }
                        }
                    }
                }
            }
            Phase::Penalty {
                against,
                face,
                site,
            } => {
                if let Decision::AcceptPenalty | Decision::DeclinePenalty = decision {
                    let accepted = decision == Decision::AcceptPenalty;
                    out.push(Event::PenaltyDecided {
                        by: seat.team,
                        accepted,
                    });
                    self.settle_penalty(against, face, site, accepted, dice, out);
                }
            }
            Phase::RunClock { snap } => match decision {
                Decision::RunClock => self.offer_burn_stop(snap, dice, out),
                Decision::Pass => self.apply_snap(snap, dice, out),
                _ => {}
            },
            Phase::StopBurn { snap } => match decision {
                Decision::StopClock => {
                    out.push(Event::BurnStopped {
                        team: self.defense(),
                    });
                    self.call_timeout(self.defense(), AfterTimeout::Apply(snap), out);
                }
                Decision::Pass => self.burn(snap, dice, out),
                _ => {}
            },
            Phase::BurnFromHand { snap } => {
                if let Decision::BurnFromHand(play) = decision {
                    self.deck_mut(Role::Offense).play(play);
                    out.push(Event::CardBurned {
                        team: self.offense,
                        play,
                    });
                    self.apply_snap(snap, dice, out);
                }
            }
            Phase::FakeOrKick {
                kick,
                offense,
                defense,
            } => {
                if let Decision::Fake | Decision::Kick = decision {
                    let fakes = decision == Decision::Fake;
                    let (offense, defense) = with_pick(seat.role, fakes, (offense, defense));
                    match (offense, defense) {
                        (Some(o), Some(d)) => self.reveal_fake_kick(kick, o, d, dice, out),
                        _ => {
                            self.phase = Phase::FakeOrKick {
                                kick,
                                offense,
                                defense,
                            }
                        }
                    }
                }
            }
            Phase::PuntMode { plus_five } => match decision {
                Decision::PuntAllDice => self.punt(None, plus_five, dice, out),
                Decision::PuntReplacingDie(die) => self.punt(Some(die), plus_five, dice, out),
                _ => {}
            },
            Phase::PuntCatch { landing } => match decision {
                Decision::FairCatch => {
                    out.push(Event::FairCatch {
                        team: self.defense(),
                    });
                    self.new_series(self.defense(), FIELD - landing, dice, out);
                }
                Decision::ReturnPunt => self.return_punt(landing, dice, out),
                _ => {}
            },
            Phase::Try => match decision {
                Decision::ExtraPoint => {
                    out.push(Event::TryChosen {
                        team: self.offense,
                        two_points: false,
                    });
                    self.extra_point(dice, out)
                }
                Decision::TwoPointTry => {
                    out.push(Event::TryChosen {
                        team: self.offense,
                        two_points: true,
                    });
                    self.try_snap = true;
                    self.ball = FIELD - 2;
                    self.line_to_gain = FIELD;
                    self.begin_snap(dice, out);
                }
                _ => {}
            },
            // `apply` only passes legal decisions, and every legal decision has an arm above.
            Phase::GameOver => {}
        }
    }

    /// S1: the away coach's call against the coin.
    fn toss_coin(
        &mut self,
        overtime: bool,
        call: super::decision::Coin,
        dice: &mut impl Dice,
        out: &mut impl EventSink<Event>,
    ) {
        let landed = if dice.below(2) == 0 {
            super::decision::Coin::Heads
        } else {
            super::decision::Coin::Tails
        };
        let winner = if landed == call {
            Side::Away
        } else {
            Side::Home
        };
        out.push(Event::CoinTossed {
            caller: Side::Away,
            call,
            landed,
            winner,
        });
        if overtime {
            // G2: the winner starts overtime with the ball.
            self.start_half(Half::Overtime, winner, dice, out);
        } else {
            self.phase = Phase::ReceiveOrDefer { winner };
        }
    }

    fn offense_call(
        &mut self,
        call: Decision,
        dice: &mut impl Dice,
        out: &mut impl EventSink<Event>,
    ) {
        match call {
            Decision::Timeout => self.call_timeout(self.offense, AfterTimeout::Call, out),
            Decision::Redraw { first, second } => {
                let deck = self.deck_mut(Role::Offense);
                let mut count = 0u8;
                for play in std::iter::once(first).chain(second) {
                    if deck.play(play) {
                        count += 1;
                    }
                }
                let drawn = deck.draw(usize::from(count), dice);
                out.push(Event::CardsRedrawn {
                    team: self.offense,
                    count,
                });
                if drawn < usize::from(count) && self.playable_offense_cards().next().is_none() {
                    // C4: the offense must play a card and cannot.
                    self.cannot_snap(dice, out);
                }
            }
            _ if self.can_call_timeout(self.defense()) && !self.try_snap => {
                self.phase = Phase::DefenseCall { call }
            }
            _ => self.carry_out_call(call, dice, out),
        }
    }

    /// P1: the announced call goes ahead once the defense has let it.
    fn carry_out_call(
        &mut self,
        call: Decision,
        dice: &mut impl Dice,
        out: &mut impl EventSink<Event>,
    ) {
        let team = self.offense;
        match call {
            Decision::NormalPlay => {
                self.phase = Phase::Cards {
                    offense: None,
                    defense: None,
                    fake: false,
                }
            }
            Decision::Punt | Decision::FieldGoal => {
                let kick = if call == Decision::Punt {
                    out.push(Event::SpecialCalled {
                        team,
                        call: SpecialCall::Punt,
                    });
                    KickCall::Punt
                } else {
                    out.push(Event::SpecialCalled {
                        team,
                        call: SpecialCall::FieldGoal,
                    });
                    KickCall::FieldGoal
                };
                self.phase = Phase::FakeOrKick {
                    kick,
                    offense: None,
                    defense: None,
                };
            }
            Decision::QbSneak => {
                out.push(Event::SpecialCalled {
                    team,
                    call: SpecialCall::QbSneak,
                });
                self.qb_sneak(dice, out);
            }
            Decision::Kneel { discard } => {
                out.push(Event::SpecialCalled {
                    team,
                    call: SpecialCall::Kneel,
                });
                self.deck_mut(Role::Offense).play(discard);
                self.kneel(dice, out);
            }
            Decision::HailMary => {
                out.push(Event::SpecialCalled {
                    team,
                    call: SpecialCall::HailMary,
                });
                self.hail_mary(dice, out);
            }
            _ => {}
        }
    }

    pub(crate) fn call_timeout(
        &mut self,
        team: Side,
        then: AfterTimeout,
        out: &mut impl EventSink<Event>,
    ) {
        let remaining = &mut self.timeouts[team.index()];
        *remaining = remaining.saturating_sub(1);
        out.push(Event::TimeoutCalled {
            team,
            remaining: *remaining,
        });
        self.phase = Phase::Timeout {
            offense: None,
            defense: None,
            then,
        };
    }

    fn timeout_action(
        &mut self,
        role: Role,
        action: TimeoutAction,
        dice: &mut impl Dice,
        out: &mut impl EventSink<Event>,
    ) {
        let team = self.seat(role).team;
        let deck = self.deck_mut(role);
        match action {
            TimeoutAction::TakeFromDiscard(play) => {
                deck.take_from_discard(play);
            }
            TimeoutAction::Reshuffle => {
                let size = deck.hand_len();
                deck.reshuffle_hand(size, dice);
            }
            TimeoutAction::Nothing => {}
        }
        out.push(Event::TimeoutActionTaken {
            team,
            role,
            action: action.into(),
        });
    }

    /// S5 and G2: fresh decks and timeouts, then the kickoff to `receiver`.
    pub(crate) fn start_half(
        &mut self,
        half: Half,
        receiver: Side,
        dice: &mut impl Dice,
        out: &mut impl EventSink<Event>,
    ) {
        self.half = half;
        self.timeouts = [TIMEOUTS_PER_HALF; 2];
        self.half_ends_after_try = false;
        for deck in &mut self.decks {
            deck.restart(dice);
        }
        out.push(Event::HalfStarted { half });
        self.prepare_kickoff(receiver.other(), false, dice, out);
    }

    /// K1: the kicking team picks its kickoff when it has a choice.
    pub(crate) fn prepare_kickoff(
        &mut self,
        kicking: Side,
        after_score: bool,
        dice: &mut impl Dice,
        out: &mut impl EventSink<Event>,
    ) {
        let receiving = kicking.other();
        if after_score {
            // P7: a score changes possession, so the receivers never see the scorers' hand.
            self.change_possession(receiving, dice, out);
        } else {
            // A half starts with freshly dealt decks.
            self.offense = receiving;
        }
        self.try_snap = false;
        if after_score || self.setup.optional.squib {
            self.phase = Phase::Kickoff {
                kicking,
                after_score,
            };
        } else {
            self.kick_off(kicking, KickoffKind::Normal, dice, out);
        }
    }

    /// C1 and C3: the half is over; the next half, overtime or the end of the game follows.
    pub(crate) fn end_half(&mut self, dice: &mut impl Dice, out: &mut impl EventSink<Event>) {
        out.push(Event::HalfEnded { half: self.half });
        match self.half {
            Half::First => self.start_half(Half::Second, self.opening_receiver.other(), dice, out),
            Half::Second if self.score[0] == self.score[1] => {
                self.phase = Phase::CoinToss { overtime: true }
            }
            Half::Second | Half::Overtime => self.finish(out),
        }
    }

    pub(crate) fn finish(&mut self, out: &mut impl EventSink<Event>) {
        let [home, away] = self.score;
        let winner = match home.cmp(&away) {
            std::cmp::Ordering::Greater => Some(Side::Home),
            std::cmp::Ordering::Less => Some(Side::Away),
            std::cmp::Ordering::Equal => None,
        };
        out.push(Event::GameOver { home, away, winner });
        self.phase = Phase::GameOver;
    }

    /// Adds points; in overtime the first score ends the game (G2). Returns whether play goes on.
    pub(crate) fn add_score(
        &mut self,
        team: Side,
        kind: ScoreKind,
        out: &mut impl EventSink<Event>,
    ) -> bool {
        let points: u8 = match kind {
            ScoreKind::Touchdown => 6,
            ScoreKind::FieldGoal => 3,
            ScoreKind::Safety | ScoreKind::TwoPoints => 2,
            ScoreKind::ExtraPoint => 1,
        };
        self.score[team.index()] += u16::from(points);
        let [home, away] = self.score;
        out.push(Event::Scored {
            team,
            kind,
            points,
            home,
            away,
        });
        if self.half == Half::Overtime {
            self.finish(out);
            return false;
        }
        true
    }

    /// SC1: six points, then the scoring team's try.
    pub(crate) fn touchdown(
        &mut self,
        team: Side,
        dice: &mut impl Dice,
        out: &mut impl EventSink<Event>,
    ) {
        self.settle_punt(team, FIELD, out);
        if !self.add_score(team, ScoreKind::Touchdown, out) {
            return;
        }
        if team != self.offense {
            self.change_possession(team, dice, out);
        }
        self.down = 1;
        self.phase = Phase::Try;
    }

    /// After the try (SC4): the scoring team kicks off, unless a Hail Mary ended the half (C3)
    /// or the offense has no card left (C1).
    pub(crate) fn after_try(&mut self, dice: &mut impl Dice, out: &mut impl EventSink<Event>) {
        self.try_snap = false;
        if self.half_ends_after_try {
            self.end_half(dice, out);
        } else {
            self.kick_off_after_score(self.offense, dice, out);
        }
    }

    /// SC4, K1: the scorers kick off, unless the score used the offense's last card (C1).
    pub(crate) fn kick_off_after_score(
        &mut self,
        kicking: Side,
        dice: &mut impl Dice,
        out: &mut impl EventSink<Event>,
    ) {
        if self.offense_out_of_cards() {
            self.end_half(dice, out);
        } else {
            self.prepare_kickoff(kicking, true, dice, out);
        }
    }

    /// C1: the offense has no card left in deck and hand.
    pub(crate) fn offense_out_of_cards(&self) -> bool {
        let deck = self.deck(Role::Offense);
        deck.hand_len() + deck.draw_len() == 0
    }

    /// SC3: two points for the defense; the team scored on punts from its own 20, unless the
    /// safety used the offense's last card (C1).
    pub(crate) fn safety(&mut self, dice: &mut impl Dice, out: &mut impl EventSink<Event>) {
        let scored_on = self.offense;
        self.settle_punt(scored_on, 0, out);
        if !self.add_score(scored_on.other(), ScoreKind::Safety, out) {
            return;
        }
        if self.offense_out_of_cards() {
            self.end_half(dice, out);
            return;
        }
        self.ball = TOUCHBACK_SPOT;
        self.free_punt(dice, out);
    }

    /// P7: hands shuffled back into the decks, which change hands, and fresh hands drawn.
    pub(crate) fn change_possession(
        &mut self,
        offense: Side,
        dice: &mut impl Dice,
        out: &mut impl EventSink<Event>,
    ) {
        self.offense = offense;
        for deck in &mut self.decks {
            deck.reshuffle_hand(HAND_SIZE, dice);
        }
        out.push(Event::PossessionChanged { offense });
    }

    /// A new series for `team`: 1st & 10 (or 1st & Goal) at `spot`, after P7 if the ball changed
    /// hands (a kickoff's receivers already hold the offense deck).
    pub(crate) fn new_series(
        &mut self,
        team: Side,
        spot: i16,
        dice: &mut impl Dice,
        out: &mut impl EventSink<Event>,
    ) {
        if team != self.offense {
            self.change_possession(team, dice, out);
        }
        self.first_down_at(spot.clamp(1, FIELD - 1), false, out);
        self.begin_snap(dice, out);
    }

    /// A turnover: the other team takes over where the ball is, `spot` in the losing team's yards.
    pub(crate) fn turn_over(
        &mut self,
        cause: TurnoverCause,
        spot: i16,
        dice: &mut impl Dice,
        out: &mut impl EventSink<Event>,
    ) {
        self.take_over(cause, false, self.offense.other(), FIELD - spot, dice, out);
    }

    /// `recovering` takes the ball at `spot` (its own yards, behind a goal line if the ball is
    /// there) after a turnover. With rule O1 the turnover rolls referee and penalty dice (after a
    /// pass, `T` or `15` is an interception) and a recovery run, the recovering team's red die
    /// and the other team's black die, from the spot even in an end zone: where the run ends
    /// decides touchback or touchdown.
    pub(crate) fn take_over(
        &mut self,
        mut cause: TurnoverCause,
        pass: bool,
        recovering: Side,
        mut spot: i16,
        dice: &mut impl Dice,
        out: &mut impl EventSink<Event>,
    ) {
        if self.setup.optional.turnovers && cause.rolls_for_recovery() {
            let referee = self.roll_referee(dice, out);
            let penalty = self.roll_penalty(dice, out);
            if pass {
                cause = if referee == Symbol::T || penalty.yards == 15 {
                    TurnoverCause::Interception
                } else {
                    TurnoverCause::Fumble
                };
            }
            spot = spot.clamp(0, FIELD)
                + self.roll_colour(recovering, Colour::Red, dice, out)
                + self.roll_black(recovering.other(), dice, out);
        } else if cause.recovered_in_the_field_of_play() {
            spot = spot.clamp(1, FIELD - 1);
        }
        out.push(Event::Turnover {
            cause,
            to: recovering,
            spot: spot.clamp(0, FIELD),
        });
        if spot >= FIELD {
            self.touchdown(recovering, dice, out);
        } else if spot <= 0 {
            out.push(Event::Touchback { team: recovering });
            self.new_series(recovering, TOUCHBACK_SPOT, dice, out);
        } else {
            self.new_series(recovering, spot, dice, out);
        }
    }

    /// F2/F3: a new 1st down at `spot`, with the goal line as the line to gain when it is within
    /// 10; `earned` by the offense's snap rather than given by a new possession.
    pub(crate) fn first_down_at(
        &mut self,
        spot: i16,
        earned: bool,
        out: &mut impl EventSink<Event>,
    ) {
        self.settle_punt(self.offense, spot, out);
        self.ball = spot;
        self.down = 1;
        self.line_to_gain = (spot + FIRST_DOWN_YARDS).min(FIELD);
        out.push(Event::FirstDown {
            team: self.offense,
            spot,
            goal_to_go: self.line_to_gain == FIELD,
            earned,
        });
    }

    /// The ball is now `team`'s at `spot` (its yards): a punt in play has found its net.
    fn settle_punt(&mut self, team: Side, spot: i16, out: &mut impl EventSink<Event>) {
        if let Some((kicking, from)) = self.punt_from.take() {
            let kickers_yards = if team == kicking { spot } else { FIELD - spot };
            out.push(Event::PuntEnded {
                team: kicking,
                net: kickers_yards - from,
            });
        }
    }

    /// The next down at `spot` (F1), or the turnover on downs after the 4th (F4).
    pub(crate) fn next_down(
        &mut self,
        spot: i16,
        dice: &mut impl Dice,
        out: &mut impl EventSink<Event>,
    ) {
        if self.down >= 4 {
            self.ball = spot;
            self.turn_over(TurnoverCause::Downs, spot, dice, out);
            return;
        }
        self.ball = spot;
        self.down += 1;
        out.push(Event::NextDown {
            team: self.offense,
            down: self.down,
            to_go: self.line_to_gain - spot,
            spot,
        });
        self.begin_snap(dice, out);
    }

    /// A new snap: hands refilled (P6), then the clock checked (C1). An unplayable hand (C4)
    /// does not end the half here: its other calls stay open, and a normal play redraws.
    pub(crate) fn begin_snap(&mut self, dice: &mut impl Dice, out: &mut impl EventSink<Event>) {
        for deck in &mut self.decks {
            deck.draw_up_to(HAND_SIZE, dice);
        }
        // Ruling: a defense with no card left ends the half too; it cannot answer a snap.
        let defense_empty = self.deck(Role::Defense).hand_len() == 0;
        if self.offense_out_of_cards() || defense_empty {
            self.cannot_snap(dice, out);
            return;
        }
        self.phase = Phase::Call;
    }

    /// No snap can be played: the half ends (C1, C4), or a two-point try fails and the half
    /// ends after it.
    fn cannot_snap(&mut self, dice: &mut impl Dice, out: &mut impl EventSink<Event>) {
        if self.try_snap {
            out.push(Event::TryFailed {
                team: self.offense,
                two_points: true,
            });
            self.after_try(dice, out);
        } else {
            self.end_half(dice, out);
        }
    }
}

/// The two sides' secret picks of a timeout action, a card or fake-or-kick, with `role`'s now
/// made: each stays hidden until the other's is in too.
fn with_pick<T>(
    role: Role,
    pick: T,
    (offense, defense): (Option<T>, Option<T>),
) -> (Option<T>, Option<T>) {
    match role {
        Role::Offense => (Some(pick), defense),
        Role::Defense => (offense, Some(pick)),
    }
}
