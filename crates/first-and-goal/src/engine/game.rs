//! The game state and its one interface: what is pending, the legal options, and applying a decision.

use std::sync::Arc;

use serde::{Deserialize, Serialize};

use crate::data::model::{PenaltyFace, MAX_PLAYS};
use gridiron_core::dice::Dice;
use gridiron_core::game::EventSink;

use super::decision::{Coin, Decision, Illegal, KickoffKind, TimeoutAction};
use super::deck::{plays_in, Deck};
use super::event::{Event, Half};
use super::rules::{kick_bonus, penalty_spot, red_zone_steps, HAIL_MARY_FROM};
use super::seat::{Role, Seat, Side};
use super::setup::Setup;

pub use super::rules::FIELD;
pub(crate) use super::rules::{FIRST_DOWN_YARDS, TOUCHBACK_SPOT};

pub const TIMEOUTS_PER_HALF: u8 = 3;
/// Decisions the log has room for before it first grows.
const LOG_CAPACITY: usize = 512;

/// A rolled scrimmage snap, kept while burns and timeouts are settled before it is applied.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum SnapOutcome {
    /// The ball moves `gain`; `turnover` after E3 or O1; `touchdown` forced by O2.
    Moved {
        gain: i16,
        turnover: bool,
        touchdown: bool,
        pass: bool,
    },
    /// An accepted penalty (E4): the ball goes to `spot`, with a 1st down or the down repeated.
    Penalty {
        spot: i16,
        first_down: bool,
        against_offense: bool,
    },
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct RolledSnap {
    pub outcome: SnapOutcome,
    pub run: bool,
    pub penalty_flagged: bool,
    pub completed_pass: bool,
}

/// Which kick a Fake/Kick (K7) is in front of.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum KickCall {
    Punt,
    FieldGoal,
}

/// Where a flagged penalty happened, to know what accepting or declining it means.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum PenaltySite {
    /// A scrimmage snap; declining keeps the rolled play.
    Scrimmage { declined: RolledSnap },
    /// A QB sneak; declining means no gain and a lost down.
    Sneak,
    /// A kickoff return that would otherwise end at `spot` (receivers' yards).
    KickoffReturn { spot: i16 },
    /// A punt return that would otherwise end at `spot` (receivers' yards); the returning team
    /// stands in the offense's place, so a foul by the kicking team adds return yards (K6).
    PuntReturn { spot: i16 },
    /// A punt that would otherwise travel `distance`.
    Punt { distance: i16, plus_five: bool },
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum AfterTimeout {
    /// Back to the offense's call (P2: "then both choose again").
    Call,
    /// The timeout stopped a burn (P4, C2); the rolled snap is applied.
    Apply(RolledSnap),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Phase {
    CoinToss {
        overtime: bool,
    },
    ReceiveOrDefer {
        winner: Side,
    },
    Kickoff {
        kicking: Side,
        after_score: bool,
    },
    KickoffReturn,
    Call,
    DefenseCall {
        call: Decision,
    },
    Timeout {
        offense: Option<TimeoutAction>,
        defense: Option<TimeoutAction>,
        then: AfterTimeout,
    },
    Cards {
        offense: Option<u8>,
        defense: Option<u8>,
        fake: bool,
    },
    Penalty {
        against: Role,
        face: PenaltyFace,
        site: PenaltySite,
    },
    RunClock {
        snap: RolledSnap,
    },
    StopBurn {
        snap: RolledSnap,
    },
    BurnFromHand {
        snap: RolledSnap,
    },
    FakeOrKick {
        kick: KickCall,
        offense: Option<bool>,
        defense: Option<bool>,
    },
    PuntMode {
        plus_five: bool,
    },
    PuntCatch {
        landing: i16,
    },
    Try,
    GameOver,
}

/// What kind of decision is pending, without anything a seat may not see.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Pending {
    CoinCall,
    ReceiveOrDefer,
    KickoffKind,
    KickoffReturn,
    /// The offense announces its snap (P1); `try_snap` on a two-point conversion.
    OffenseCall {
        try_snap: bool,
    },
    DefenseTimeout,
    TimeoutAction,
    /// Both coaches pick a card secretly (P1); `fake` when a Fake/Kick fake is being run.
    Card {
        fake: bool,
    },
    /// E4: the side that did not foul accepts or declines. Both spots are the ball's, in the
    /// offense's yards, after each choice (for a punt, where the kick lands if declined).
    Penalty {
        against: Side,
        face: PenaltyFace,
        spot_if_accepted: i16,
        spot_if_declined: i16,
    },
    RunClock,
    StopBurn,
    BurnFromHand,
    /// K7, before the announced punt or field goal.
    FakeOrKick {
        field_goal: bool,
    },
    PuntMode,
    FairCatchOrReturn,
    Try,
    None,
}

#[derive(Debug, Clone)]
pub struct Game {
    pub(crate) setup: Arc<Setup>,
    pub(crate) half: Half,
    /// The team that received the opening kickoff; the other receives in the second half (S1).
    pub(crate) opening_receiver: Side,
    pub(crate) score: [u16; 2],
    pub(crate) timeouts: [u8; 2],
    pub(crate) offense: Side,
    pub(crate) ball: i16,
    pub(crate) down: u8,
    pub(crate) line_to_gain: i16,
    /// A two-point conversion snap is being played.
    pub(crate) try_snap: bool,
    /// A Hail Mary touchdown's try is the last play of the half (C3).
    pub(crate) half_ends_after_try: bool,
    /// A punt in play: the kicking team and its line of scrimmage, until the next snap's spot
    /// settles the net punt.
    pub(crate) punt_from: Option<(Side, i16)>,
    /// Indexed by `Role`: the offense deck and the defense deck.
    pub(crate) decks: [Deck; 2],
    pub(crate) phase: Phase,
    /// P8 for the setup's offense plays (`rules::red_zone_steps`), so the playable hand is a
    /// mask away: short of the first step, which is most snaps, after one comparison.
    red_zone_steps: [(i16, u16); MAX_PLAYS],
    log: Vec<(Seat, Decision)>,
    /// The last three card decisions of the log, newest first, with their positions: what
    /// `last_plays` reads, so a view does not search the log.
    pub(crate) recent_cards: [Option<(usize, Seat, u8)>; 3],
}

impl Game {
    /// A new game, waiting for the away coach to call the coin toss (S1).
    pub fn new(setup: Arc<Setup>) -> Game {
        let offense_deck = Deck::full(setup.cards.offense.iter().map(|p| p.copies));
        let defense_deck = Deck::full(setup.cards.defense.iter().map(|p| p.copies));
        let red_zone_steps = red_zone_steps(&setup.cards);
        Game {
            setup,
            half: Half::First,
            opening_receiver: Side::Home,
            score: [0, 0],
            timeouts: [TIMEOUTS_PER_HALF; 2],
            offense: Side::Home,
            ball: TOUCHBACK_SPOT,
            down: 1,
            line_to_gain: TOUCHBACK_SPOT + 10,
            try_snap: false,
            half_ends_after_try: false,
            punt_from: None,
            decks: [offense_deck, defense_deck],
            phase: Phase::CoinToss { overtime: false },
            red_zone_steps,
            // Random play takes about 420 decisions a game and sound play fewer: one allocation
            // instead of a string of regrowths.
            log: Vec::with_capacity(LOG_CAPACITY),
            recent_cards: [None; 3],
        }
    }

    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    pub fn shared_setup(&self) -> &Arc<Setup> {
        &self.setup
    }

    pub(crate) fn defense(&self) -> Side {
        self.offense.other()
    }

    /// The seat of `role` for the team currently playing it.
    pub fn seat(&self, role: Role) -> Seat {
        match role {
            Role::Offense => Seat::new(self.offense, Role::Offense),
            Role::Defense => Seat::new(self.defense(), Role::Defense),
        }
    }

    pub(crate) fn deck(&self, role: Role) -> &Deck {
        &self.decks[role as usize]
    }

    pub(crate) fn deck_mut(&mut self, role: Role) -> &mut Deck {
        &mut self.decks[role as usize]
    }

    /// Every decision applied so far, in order: with the seed, a complete replay of the game.
    pub fn decisions(&self) -> &[(Seat, Decision)] {
        &self.log
    }

    pub fn is_over(&self) -> bool {
        self.phase == Phase::GameOver
    }

    /// The decision now pending (without hidden content).
    pub fn pending(&self) -> Pending {
        match self.phase {
            Phase::CoinToss { .. } => Pending::CoinCall,
            Phase::ReceiveOrDefer { .. } => Pending::ReceiveOrDefer,
            Phase::Kickoff { .. } => Pending::KickoffKind,
            Phase::KickoffReturn => Pending::KickoffReturn,
            Phase::Call => Pending::OffenseCall {
                try_snap: self.try_snap,
            },
            Phase::DefenseCall { .. } => Pending::DefenseTimeout,
            Phase::Timeout { .. } => Pending::TimeoutAction,
            Phase::Cards { fake, .. } => Pending::Card { fake },
            Phase::Penalty {
                against,
                face,
                site,
            } => {
                let (spot_if_accepted, spot_if_declined) = self.penalty_spots(against, face, site);
                Pending::Penalty {
                    against: self.seat(against).team,
                    face,
                    spot_if_accepted,
                    spot_if_declined,
                }
            }
            Phase::RunClock { .. } => Pending::RunClock,
            Phase::StopBurn { .. } => Pending::StopBurn,
            Phase::BurnFromHand { .. } => Pending::BurnFromHand,
            Phase::FakeOrKick { kick, .. } => Pending::FakeOrKick {
                field_goal: kick == KickCall::FieldGoal,
            },
            Phase::PuntMode { .. } => Pending::PuntMode,
            Phase::PuntCatch { .. } => Pending::FairCatchOrReturn,
            Phase::Try => Pending::Try,
            Phase::GameOver => Pending::None,
        }
    }

    fn penalty_spots(&self, against: Role, face: PenaltyFace, site: PenaltySite) -> (i16, i16) {
        match site {
            PenaltySite::Scrimmage { declined } => {
                let gain = match declined.outcome {
                    SnapOutcome::Moved { gain, .. } => gain,
                    SnapOutcome::Penalty { spot, .. } => spot - self.ball,
                };
                (penalty_spot(self.ball, against, face), self.ball + gain)
            }
            PenaltySite::Sneak => (penalty_spot(self.ball, against, face), self.ball),
            PenaltySite::KickoffReturn { spot } => (penalty_spot(spot, against, face), spot),
            PenaltySite::PuntReturn { spot } => (
                FIELD - penalty_spot(spot, other_role(against), face),
                FIELD - spot,
            ),
            PenaltySite::Punt {
                distance,
                plus_five,
            } => (
                penalty_spot(self.ball, against, face),
                self.ball + distance + kick_bonus(plus_five),
            ),
        }
    }

    /// The seats that owe a decision now: one, or two during a simultaneous secret choice
    /// (offense first); none once the game is over. The one definition of who owes what:
    /// `owes` asks it.
    // Inlined, like `offer_owed`, so that in `step` the two matches on the phase become one.
    #[inline(always)]
    pub fn waiting_on(&self) -> Waiting {
        self.waiting_in(self.phase)
    }

    /// `waiting_on` in `phase`, which `step_uniform` passes as a value it has already matched, so
    /// the match here folds away.
    #[inline(always)]
    fn waiting_in(&self, phase: Phase) -> Waiting {
        let offense = Seat::new(self.offense, Role::Offense);
        let defense = Seat::new(self.offense.other(), Role::Defense);
        let one = |seat: Seat| Waiting {
            seats: [seat, seat],
            len: 1,
        };
        // A simultaneous choice: whoever has not chosen yet, offense first.
        let both = |o: bool, d: bool| match (o, d) {
            (false, false) => Waiting {
                seats: [offense, defense],
                len: 2,
            },
            (false, true) => one(offense),
            (true, false) => one(defense),
            (true, true) => Waiting {
                seats: [offense, defense],
                len: 0,
            },
        };
        match phase {
            // Decisions outside a snap (coin toss, kickoff choice) may fall to either team's seat.
            Phase::CoinToss { .. } => one(Seat::new(Side::Away, Role::Offense)),
            Phase::ReceiveOrDefer { winner } => one(Seat::new(winner, Role::Offense)),
            Phase::Kickoff { kicking, .. } => one(Seat::new(kicking, Role::Defense)),
            Phase::Call
            | Phase::KickoffReturn
            | Phase::RunClock { .. }
            | Phase::BurnFromHand { .. }
            | Phase::PuntMode { .. }
            | Phase::Try => one(offense),
            Phase::DefenseCall { .. } | Phase::StopBurn { .. } | Phase::PuntCatch { .. } => {
                one(defense)
            }
            Phase::Penalty { against, .. } => one(self.seat(other_role(against))),
            Phase::Timeout {
                offense: o,
                defense: d,
                ..
            } => both(o.is_some(), d.is_some()),
            Phase::Cards {
                offense: o,
                defense: d,
                ..
            } => both(o.is_some(), d.is_some()),
            Phase::FakeOrKick {
                offense: o,
                defense: d,
                ..
            } => both(o.is_some(), d.is_some()),
            Phase::GameOver => Waiting {
                seats: [offense, defense],
                len: 0,
            },
        }
    }

    /// Whether `seat` owes a decision now.
    pub fn owes(&self, seat: Seat) -> bool {
        self.waiting_on().contains(&seat)
    }

    /// The legal decisions for `seat`, written into `out` (cleared first); empty if it owes none.
    pub fn legal(&self, seat: Seat, out: &mut Vec<Decision>) {
        out.clear();
        self.offer_legal(seat, out);
    }

    /// Whether `decision` is one of `seat`'s legal options now: decided by the very listing
    /// `legal` returns, so the two can never disagree.
    pub(crate) fn is_legal(&self, seat: Seat, decision: Decision) -> bool {
        let mut seek = Seek {
            wanted: decision,
            found: false,
        };
        self.offer_legal(seat, &mut seek);
        seek.found
    }

    fn offer_legal(&self, seat: Seat, out: &mut impl Offer) {
        if self.owes(seat) {
            self.offer_owed(seat, out);
        }
    }

    /// The options of `seat`, which owes a decision now.
    #[inline(always)]
    fn offer_owed(&self, seat: Seat, out: &mut impl Offer) {
        self.offer_in(self.phase, seat, out);
    }

    /// `offer_owed` in `phase`, the game's phase, passed as a value for `step_uniform`'s sake
    /// (as `waiting_in`).
    #[inline(always)]
    fn offer_in(&self, phase: Phase, seat: Seat, out: &mut impl Offer) {
        let offense_deck = self.deck(Role::Offense);
        match phase {
            Phase::CoinToss { .. } => out.offer_all([
                Decision::CallCoin(Coin::Heads),
                Decision::CallCoin(Coin::Tails),
            ]),
            Phase::ReceiveOrDefer { .. } => out.offer_all([Decision::Receive, Decision::Defer]),
            Phase::Kickoff { after_score, .. } => {
                out.offer(Decision::Kickoff(KickoffKind::Normal));
                if after_score {
                    out.offer(Decision::Kickoff(KickoffKind::Onside));
                }
                if self.setup.optional.squib {
                    out.offer(Decision::Kickoff(KickoffKind::Squib));
                }
            }
            Phase::KickoffReturn => out.offer_all([Decision::Touchback, Decision::RunOut]),
            Phase::Call => self.legal_calls(out),
            Phase::DefenseCall { .. } => out.offer_all([Decision::Pass, Decision::Timeout]),
            Phase::Timeout { .. } => {
                let deck = self.deck(seat.role);
                out.offer(Decision::TimeoutAction(TimeoutAction::Nothing));
                out.offer(Decision::TimeoutAction(TimeoutAction::Reshuffle));
                out.offer_plays(deck.discarded(), |play| {
                    Decision::TimeoutAction(TimeoutAction::TakeFromDiscard(play))
                });
            }
            Phase::Cards { .. } => match seat.role {
                Role::Offense => out.offer_plays(self.playable_offense_set(), Decision::Card),
                Role::Defense => out.offer_plays(self.deck(Role::Defense).held(), Decision::Card),
            },
            Phase::Penalty { .. } => {
                out.offer_all([Decision::AcceptPenalty, Decision::DeclinePenalty])
            }
            Phase::RunClock { .. } => out.offer_all([Decision::Pass, Decision::RunClock]),
            Phase::StopBurn { .. } => out.offer_all([Decision::Pass, Decision::StopClock]),
            Phase::BurnFromHand { .. } => {
                out.offer_plays(offense_deck.held(), Decision::BurnFromHand)
            }
            Phase::FakeOrKick { .. } => {
                out.offer(Decision::Kick);
                // A fake is run as a snap, so the offense needs a card it may play (ruling).
                let can_fake = seat.role == Role::Defense || self.playable_offense_set() != 0;
                if can_fake {
                    out.offer(Decision::Fake);
                }
            }
            Phase::PuntMode { .. } => {
                out.offer(Decision::PuntAllDice);
                let dice = self.setup.team(self.offense).special.punt.len();
                out.offer_all((0..dice as u8).map(Decision::PuntReplacingDie));
            }
            Phase::PuntCatch { .. } => out.offer_all([Decision::FairCatch, Decision::ReturnPunt]),
            Phase::Try => out.offer_all([Decision::ExtraPoint, Decision::TwoPointTry]),
            Phase::GameOver => {}
        }
    }

    // Inlined into `offer_owed` (and with it into `step`), where the buffer the options are
    // written to stays in registers instead of being passed through memory.
    #[inline(always)]
    fn legal_calls(&self, out: &mut impl Offer) {
        let deck = self.deck(Role::Offense);
        if self.playable_offense_set() != 0 {
            out.offer(Decision::NormalPlay);
        } else {
            // C4: a normal play from an unplayable hand discards and redraws.
            for (i, first) in deck.hand_plays().enumerate() {
                out.offer(Decision::Redraw {
                    first,
                    second: None,
                });
                if deck.hand()[usize::from(first)] > 1 {
                    out.offer(Decision::Redraw {
                        first,
                        second: Some(first),
                    });
                }
                for second in deck.hand_plays().skip(i + 1) {
                    out.offer(Decision::Redraw {
                        first,
                        second: Some(second),
                    });
                }
            }
        }
        if self.try_snap {
            return;
        }
        if self.can_call_timeout(self.offense) {
            out.offer(Decision::Timeout);
        }
        // K6: punts on 4th down only; K5: a field goal on any down. Neither costs a card.
        if self.down == 4 {
            out.offer(Decision::Punt);
        }
        out.offer(Decision::FieldGoal);
        if self.line_to_gain - self.ball == 1 {
            out.offer(Decision::QbSneak);
        }
        if deck.draw_len() == 0 {
            if (1..=2).contains(&deck.hand_len()) && self.ball >= HAIL_MARY_FROM {
                out.offer(Decision::HailMary);
            }
            out.offer_plays(deck.held(), |discard| Decision::Kneel { discard });
        }
    }

    /// Offense plays in hand that rule P8 allows at the current spot.
    pub(crate) fn playable_offense_cards(&self) -> impl Iterator<Item = u8> + '_ {
        plays_in(self.playable_offense_set())
    }

    /// `playable_offense_cards` as a set (bit `play`). Inlined: listing asks for it at most
    /// decisions, and it is a few instructions.
    #[inline]
    fn playable_offense_set(&self) -> u16 {
        let mut barred = 0;
        for &(from, plays) in &self.red_zone_steps {
            if self.ball < from {
                break;
            }
            barred = plays;
        }
        self.deck(Role::Offense).held() & !barred
    }

    /// Rule P8 for this game's cards.
    pub fn card_allowed_at(&self, play: u8, ball: i16) -> bool {
        self.setup.card_allowed_at(play, ball)
    }

    /// P2: a timeout needs one left this half; the rulebook sets no limit per snap.
    pub(crate) fn can_call_timeout(&self, team: Side) -> bool {
        self.timeouts[team.index()] > 0
    }

    /// Applies `decision` for `seat`, appending what happened to `events`.
    /// An illegal decision is refused and leaves the game unchanged.
    pub fn apply(
        &mut self,
        seat: Seat,
        decision: Decision,
        dice: &mut impl Dice,
        events: &mut impl EventSink<Event>,
    ) -> Result<(), Illegal> {
        if self.is_over() {
            return Err(Illegal::GameOver);
        }
        if !self.owes(seat) {
            return Err(Illegal::NotYourTurn { seat });
        }
        if !self.is_legal(seat, decision) {
            return Err(Illegal::NotAnOption { seat, decision });
        }
        self.commit(seat, decision, dice, events);
        Ok(())
    }

    /// One decision of a game a caller plays through (the batch runner): the options of the
    /// first seat `waiting_on` names are listed into `options` (the very listing `legal` writes),
    /// and `choose` picks one by its index, or names a decision, which is applied only if the
    /// listing holds it. Nothing can change the game between the listing and the choice, so a
    /// chosen index is applied without a second look. A refused choice (an index past the
    /// listing's end is refused as `NotYourTurn`: no seat owes that decision) changes nothing.
    /// Returns the seat that decided.
    // Inlined into the caller's loop: as a call of its own per decision it passed the listing
    // and the closure through memory and packed its result into a register and out again.
    #[inline]
    pub fn step(
        &mut self,
        options: &mut Vec<Decision>,
        choose: impl FnOnce(&Game, Seat, &[Decision]) -> Result<usize, Decision>,
        dice: &mut impl Dice,
        events: &mut impl EventSink<Event>,
    ) -> Result<Seat, Illegal> {
        let Some(&seat) = self.waiting_on().first() else {
            return Err(Illegal::GameOver);
        };
        let listed = self.list_owed(seat, options);
        let decision = match choose(self, seat, listed) {
            Ok(index) => match listed.get(index) {
                Some(&decision) => decision,
                None => return Err(Illegal::NotYourTurn { seat }),
            },
            Err(decision) if listed.contains(&decision) => decision,
            Err(decision) => return Err(Illegal::NotAnOption { seat, decision }),
        };
        self.commit(seat, decision, dice, events);
        Ok(seat)
    }

    /// One decision of a game whose coaches pick uniformly among their options (the random
    /// coach): `pick(seat, n)` draws an index below `n`, the number of options of the seat
    /// `waiting_on` names first, and only the option at that index is built and applied. The
    /// very choice `step` makes for a coach that picks `options[below(n)]` of the same listing,
    /// without writing the listing: counting a hand's cards is one bit count, listing them one
    /// store each. A seat with no option gets no pick and is refused as `NotAnOption` of a
    /// `Pass`, as `step` refuses the random coach's `Pass` there.
    // The options are offered twice, to count and to pick, because describing them once (a
    // fixed few, then a set of plays) and reading that twice was measured slower: 316,755
    // instructions a game against 301,972 (`examples/random_games` under callgrind, 300 games
    // less 100, the same fingerprint): building the description at every decision cost more
    // than the second offer. A bit count is two table lookups here (`plays_in_set`), not one
    // instruction: the target has no POPCNT.
    #[inline]
    pub fn step_uniform(
        &mut self,
        pick: impl FnOnce(Seat, usize) -> usize,
        dice: &mut impl Dice,
        events: &mut impl EventSink<Event>,
    ) -> Result<Seat, Illegal> {
        // One jump on the phase per decision: each arm passes its phase on rebuilt, so the
        // matches in `waiting_in`, `offer_in` (twice) and `decide_in` fold to that phase's code,
        // where matching `self.phase` in each took an indirect jump of its own, each
        // mispredicting on its own. Phases met once a game take the general path. Folding only
        // the listing's matches and calling `decide` out of line with its own match kept most
        // of the cost: 246.1k instructions and 838 mispredicted indirect jumps a game (the games
        // bench's sim part under callgrind) against 222.4k and 457 with `decide_in` folded too.
        // Each arm rebuilds its phase from the fields it bound: passing the phase bound whole
        // (`phase @ Phase::Kickoff { .. }`) folded nothing, 289.5k instructions a game in
        // `examples/random_games` against 258.2k rebuilt (callgrind, 600 games less 300).
        match self.phase {
            Phase::Kickoff {
                kicking,
                after_score,
            } => self.step_uniform_in(
                Phase::Kickoff {
                    kicking,
                    after_score,
                },
                pick,
                dice,
                events,
            ),
            Phase::KickoffReturn => self.step_uniform_in(Phase::KickoffReturn, pick, dice, events),
            Phase::Call => self.step_uniform_in(Phase::Call, pick, dice, events),
            Phase::DefenseCall { call } => {
                self.step_uniform_in(Phase::DefenseCall { call }, pick, dice, events)
            }
            Phase::Timeout {
                offense,
                defense,
                then,
            } => self.step_uniform_in(
                Phase::Timeout {
                    offense,
                    defense,
                    then,
                },
                pick,
                dice,
                events,
            ),
            Phase::Cards {
                offense,
                defense,
                fake,
            } => self.step_uniform_in(
                Phase::Cards {
                    offense,
                    defense,
                    fake,
                },
                pick,
                dice,
                events,
            ),
            Phase::Penalty {
                against,
                face,
                site,
            } => self.step_uniform_in(
                Phase::Penalty {
                    against,
                    face,
                    site,
                },
                pick,
                dice,
                events,
            ),
            Phase::RunClock { snap } => {
                self.step_uniform_in(Phase::RunClock { snap }, pick, dice, events)
            }
            Phase::StopBurn { snap } => {
                self.step_uniform_in(Phase::StopBurn { snap }, pick, dice, events)
            }
            Phase::BurnFromHand { snap } => {
                self.step_uniform_in(Phase::BurnFromHand { snap }, pick, dice, events)
            }
            Phase::FakeOrKick {
                kick,
                offense,
                defense,
            } => self.step_uniform_in(
                Phase::FakeOrKick {
                    kick,
                    offense,
                    defense,
                },
                pick,
                dice,
                events,
            ),
            Phase::PuntMode { plus_five } => {
                self.step_uniform_in(Phase::PuntMode { plus_five }, pick, dice, events)
            }
            Phase::PuntCatch { landing } => {
                self.step_uniform_in(Phase::PuntCatch { landing }, pick, dice, events)
            }
            Phase::Try => self.step_uniform_in(Phase::Try, pick, dice, events),
            phase => self.step_uniform_in(phase, pick, dice, events),
        }
    }

    /// `step_uniform` in `phase`, the game's phase.
    #[inline(always)]
    fn step_uniform_in(
        &mut self,
        phase: Phase,
        pick: impl FnOnce(Seat, usize) -> usize,
        dice: &mut impl Dice,
        events: &mut impl EventSink<Event>,
    ) -> Result<Seat, Illegal> {
        let Some(&seat) = self.waiting_in(phase).first() else {
            return Err(Illegal::GameOver);
        };
        let mut count = Count(0);
        self.offer_in(phase, seat, &mut count);
        if count.0 == 0 {
            return Err(Illegal::NotAnOption {
                seat,
                decision: Decision::Pass,
            });
        }
        let mut nth = Nth {
            left: pick(seat, count.0),
            found: None,
        };
        self.offer_in(phase, seat, &mut nth);
        // An index past the count is refused as `step` refuses one past the listing's end.
        let Some(decision) = nth.found else {
            return Err(Illegal::NotYourTurn { seat });
        };
        self.log_decision(seat, decision);
        self.decide_in(phase, seat, decision, dice, events);
        Ok(seat)
    }

    /// The options of `seat`, which owes a decision now, written over the entries of `options`:
    /// the buffer only ever grows, so listing costs no allocation and no capacity check per
    /// option.
    #[inline(always)]
    fn list_owed<'a>(&self, seat: Seat, options: &'a mut Vec<Decision>) -> &'a [Decision] {
        let mut fill = Fill {
            slots: options,
            len: 0,
        };
        self.offer_owed(seat, &mut fill);
        let len = fill.len;
        if len > options.len() {
            self.list_into_larger(seat, options);
        }
        &options[..len]
    }

    /// More options than the buffer has held before: listed again, pushed.
    #[cold]
    #[inline(never)]
    fn list_into_larger(&self, seat: Seat, options: &mut Vec<Decision>) {
        options.clear();
        self.offer_owed(seat, options);
    }

    /// Logs and carries out a decision known to be legal.
    fn commit(
        &mut self,
        seat: Seat,
        decision: Decision,
        dice: &mut impl Dice,
        events: &mut impl EventSink<Event>,
    ) {
        self.log_decision(seat, decision);
        self.decide(seat, decision, dice, events);
    }

    #[inline(always)]
    fn log_decision(&mut self, seat: Seat, decision: Decision) {
        if let Decision::Card(play) = decision {
            self.recent_cards = [
                Some((self.log.len(), seat, play)),
                self.recent_cards[0],
                self.recent_cards[1],
            ];
        }
        self.log.push((seat, decision));
    }
}

/// Receives legal options as they are enumerated.
trait Offer {
    fn offer(&mut self, decision: Decision);

    fn offer_all(&mut self, decisions: impl IntoIterator<Item = Decision>) {
        for decision in decisions {
            self.offer(decision);
        }
    }

    /// `option(play)` for each play of a set (bit `play`), lowest first. Written out rather
    /// than through `plays_in`, whose `Option` the compiler kept re-packing for every option.
    fn offer_plays(&mut self, mut plays: u16, option: impl Fn(u8) -> Decision) {
        while plays != 0 {
            self.offer(option(plays.trailing_zeros() as u8));
            plays &= plays - 1;
        }
    }
}

impl Offer for Vec<Decision> {
    fn offer(&mut self, decision: Decision) {
        self.push(decision);
    }
}

/// Writes options over the entries of a buffer, counting on past its end (the caller then makes
/// room and lists again).
struct Fill<'a> {
    slots: &'a mut [Decision],
    len: usize,
}

impl Offer for Fill<'_> {
    fn offer(&mut self, decision: Decision) {
        if let Some(slot) = self.slots.get_mut(self.len) {
            *slot = decision;
        }
        self.len += 1;
    }
}

/// Counts the options; a set of plays by its size.
struct Count(usize);

impl Offer for Count {
    fn offer(&mut self, _: Decision) {
        self.0 += 1;
    }

    fn offer_plays(&mut self, plays: u16, _: impl Fn(u8) -> Decision) {
        self.0 += plays_in_set(plays);
    }
}

/// How many plays a set of plays holds, a byte at a time from a table: the target has no
/// POPCNT, and `count_ones` without it is some twenty instructions.
fn plays_in_set(plays: u16) -> usize {
    const BITS: [u8; 256] = {
        let mut bits = [0; 256];
        let mut byte = 0;
        while byte < 256 {
            bits[byte] = (byte as u8).count_ones() as u8;
            byte += 1;
        }
        bits
    };
    let [low, high] = plays.to_le_bytes();
    usize::from(BITS[usize::from(low)]) + usize::from(BITS[usize::from(high)])
}

/// Keeps the option at index `left` of the listing (counting down as options go by); a set of
/// plays is skipped whole, or its play at the index picked out without visiting the others.
struct Nth {
    left: usize,
    found: Option<Decision>,
}

impl Offer for Nth {
    fn offer(&mut self, decision: Decision) {
        if self.left == 0 && self.found.is_none() {
            self.found = Some(decision);
        }
        self.left = self.left.wrapping_sub(1);
    }

    fn offer_plays(&mut self, mut plays: u16, option: impl Fn(u8) -> Decision) {
        if self.found.is_some() {
            return;
        }
        // Played off one by one rather than counted and skipped whole: the skip would branch on
        // the coach's random pick.
        while plays != 0 {
            if self.left == 0 {
                self.found = Some(option(plays.trailing_zeros() as u8));
                return;
            }
            plays &= plays - 1;
            self.left -= 1;
        }
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

/// The seats owing a decision, without allocating.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Waiting {
    seats: [Seat; 2],
    len: usize,
}

impl std::ops::Deref for Waiting {
    type Target = [Seat];

    // Inlined: the batch runner asks for the first seat at every decision.
    #[inline]
    fn deref(&self) -> &[Seat] {
        &self.seats[..self.len]
    }
}

pub(crate) fn other_role(role: Role) -> Role {
    match role {
        Role::Offense => Role::Defense,
        Role::Defense => Role::Offense,
    }
}

/// Read access for the shells and the contract. The rest of the table is `table()`, and what a
/// seat may see is `view(seat)`; tests read more through `scenario` (feature `scenario`).
impl Game {
    pub fn score(&self, team: Side) -> u16 {
        self.score[team.index()]
    }
}

#[cfg(test)]
mod tests {
    use gridiron_core::dice::SeededDice;
    use gridiron_core::game::Sample;

    use super::*;

    /// A game played to its end (or a refusal) by `step` with a listing and a coach picking
    /// `options[below(n)]`, or by `step_uniform`, from the same seeds.
    fn play(mut game: Game, seed: u64, uniform: bool) -> Game {
        let mut dice = SeededDice::from_seed(seed);
        let mut coaches = [
            SeededDice::from_seed(!seed),
            SeededDice::from_seed(seed ^ 7),
        ];
        let (mut options, mut events) = (Vec::new(), Vec::<Event>::new());
        for _ in 0..5000 {
            let stepped = if uniform {
                game.step_uniform(
                    |seat, n| coaches[seat.team.index()].below(n),
                    &mut dice,
                    &mut events,
                )
            } else {
                game.step(
                    &mut options,
                    |_, seat, listed| match listed.len() {
                        0 => Err(Decision::Pass),
                        n => Ok(coaches[seat.team.index()].below(n)),
                    },
                    &mut dice,
                    &mut events,
                )
            };
            if stepped.is_err() {
                break;
            }
        }
        game
    }

    #[test]
    fn plays_in_set_counts_every_set_as_count_ones_does() {
        for plays in 0..=u16::MAX {
            assert_eq!(
                plays_in_set(plays),
                plays.count_ones() as usize,
                "{plays:#b}"
            );
        }
    }

    #[test]
    fn step_uniform_picks_what_a_coach_picking_from_the_listing_picks() {
        for variant in 0.. {
            let Some(game) = Game::sample(variant) else {
                break;
            };
            for seed in 0..40 {
                let listed = play(game.clone(), seed, false);
                let counted = play(game.clone(), seed, true);
                assert!(
                    listed.is_over(),
                    "variant {variant} seed {seed} did not finish"
                );
                assert_eq!(listed.decisions(), counted.decisions(), "variant {variant}");
                assert_eq!(listed.score, counted.score);
            }
        }
    }
}
