//! Engine events as sentences: the play-by-play shown under the board, printed by `--humans 0`
//! and by `replay`. Pure: events in, lines out.

use crate::data::model::{SpecialRoll, Symbol};
use crate::dice::DieRef;
use crate::engine::{
    Event, FaceValue, KickKind, KickoffKind, Role, ScoreKind, Setup, Side, SpecialCall,
    TimeoutActionKind, TurnoverCause, FIELD, FIRST_DOWN_YARDS, ONSIDE_YARDS,
};

use super::words::{self, arg};
use gridiron_core::i18n::Localizer;

pub struct Narrator<'a> {
    loc: &'a Localizer,
    setup: &'a Setup,
    /// Dice rolled since the last line, one group per roll (a breakaway re-rolls), shown
    /// together.
    groups: Vec<Group>,
    /// What the next dice are rolled for: it decides which faces mean something.
    context: Context,
}

/// What the narration remembers from one batch of events to the next: what the dice now
/// rolling are for (a field goal's block roll comes a decision after the call).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Memory {
    context: Context,
}

/// What a roll is for, which decides what its play die and referee die mean.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
enum Context {
    Scrimmage,
    KickoffReturn,
    PuntReturn,
    Punt,
    Sneak,
    HailMary,
    /// A field goal or an extra point: the defense's block roll.
    Kick,
    #[default]
    Other,
}

/// One roll of dice, and what it added up to.
struct Group {
    dice: Vec<String>,
    sum: i32,
    play: Option<Symbol>,
    referee: Option<Symbol>,
    /// A breakaway's re-roll (or a punt's extra bounce): the play die counts only as BREAKAWAY.
    reroll: bool,
    context: Context,
}

impl<'a> Narrator<'a> {
    pub fn new(loc: &'a Localizer, setup: &'a Setup) -> Narrator<'a> {
        Narrator {
            loc,
            setup,
            groups: Vec::new(),
            context: Context::Other,
        }
    }

    /// A narrator going on from what an earlier one remembered.
    pub fn resume(loc: &'a Localizer, setup: &'a Setup, memory: Memory) -> Narrator<'a> {
        let mut narrator = Narrator::new(loc, setup);
        narrator.context = memory.context;
        narrator
    }

    /// What the next narrator needs to know.
    pub fn memory(&self) -> Memory {
        Memory {
            context: self.context,
        }
    }

    /// The lines for `events`, in order.
    pub fn lines(&mut self, events: &[Event]) -> Vec<String> {
        let mut lines = Vec::new();
        for (i, event) in events.iter().enumerate() {
            // The next line names the spot itself (down and distance, turnover, score), so
            // "Ball at ..." would say it twice on every snap.
            let spot_follows = matches!(
                events[i + 1..]
                    .iter()
                    .find(|e| !matches!(e, Event::PossessionChanged { .. })),
                Some(
                    Event::FirstDown { .. }
                        | Event::NextDown { .. }
                        | Event::Turnover { .. }
                        | Event::Scored { .. }
                )
            );
            if matches!(event, Event::BallMoved { .. } | Event::BallSpotted { .. }) && spot_follows
            {
                continue;
            }
            if let Event::DieRolled {
                team, die, value, ..
            } = *event
            {
                self.roll(team, die, value);
                continue;
            }
            self.flush_dice(&mut lines);
            match *event {
                Event::PlaysRevealed { .. } => self.context = Context::Scrimmage,
                Event::SpecialCalled { call, .. } => {
                    self.context = match call {
                        SpecialCall::QbSneak => Context::Sneak,
                        SpecialCall::HailMary => Context::HailMary,
                        SpecialCall::FieldGoal => Context::Kick,
                        _ => Context::Other,
                    }
                }
                Event::TryChosen {
                    two_points: false, ..
                } => self.context = Context::Kick,
                Event::KickoffChosen { .. } | Event::Turnover { .. } | Event::Scored { .. } => {
                    self.context = Context::Other
                }
                _ => {}
            }
            if let Some(line) = self.line(event, &events[i + 1..]) {
                lines.push(line);
            }
        }
        self.flush_dice(&mut lines);
        lines
    }

    fn flush_dice(&mut self, lines: &mut Vec<String>) {
        // Sums only where a roll was rolled again: then each roll's own total matters.
        let many = self.groups.iter().any(|g| g.reroll);
        let breakaway_touchdown = self.breakaway_touchdown();
        for group in self.groups.drain(..) {
            let mut dice = group.dice.join(", ");
            if many {
                dice = format!("{dice} = {}", group.sum);
            }
            let id = match (group.reroll, group.context) {
                (false, _) => "ev-dice",
                (true, Context::Punt) => "ev-dice-bounce",
                (true, _) => "ev-dice-breakaway",
            };
            lines.push(self.loc.text_with(id, &[arg("dice", dice)]));
        }
        if let Some(sums) = breakaway_touchdown {
            lines.push(
                self.loc
                    .text_with("ev-breakaway-touchdown", &[arg("sums", sums)]),
            );
        }
    }

    /// Optional rule O2 (the rulebook's "Breakaways"): the sums of three BREAKAWAY rolls in a
    /// row, which the engine scores at once; `None` without the rule or such a run. A punt's
    /// bounces are no breakaways.
    fn breakaway_touchdown(&self) -> Option<String> {
        if !self.setup.optional.breakaways {
            return None;
        }
        let mut run: Vec<i32> = Vec::new();
        for group in &self.groups {
            if !group.reroll {
                run.clear();
            }
            let breakaway = group.play == Some(Symbol::Breakaway)
                && matches!(
                    group.context,
                    Context::Scrimmage | Context::KickoffReturn | Context::PuntReturn
                );
            if !breakaway {
                run.clear();
                continue;
            }
            run.push(group.sum);
            if run.len() == 3 {
                let sums: Vec<String> = run.iter().map(|sum| sum.to_string()).collect();
                return Some(sums.join(", "));
            }
        }
        None
    }

    fn roll(&mut self, team: Option<Side>, die: DieRef, value: FaceValue) {
        let starts_roll = matches!(
            die,
            DieRef::Colour(_) | DieRef::Special { .. } | DieRef::Play
        );
        let previous = self.groups.last().and_then(|g| g.play);
        let second_referee =
            die == DieRef::Referee && self.groups.last().is_some_and(|g| g.referee.is_some());
        if self.groups.is_empty() || (starts_roll && previous.is_some()) || second_referee {
            if let DieRef::Special { roll, .. } = die {
                match roll {
                    SpecialRoll::KickoffReturn => self.context = Context::KickoffReturn,
                    SpecialRoll::PuntReturn => self.context = Context::PuntReturn,
                    SpecialRoll::Punt => self.context = Context::Punt,
                    _ => {}
                }
            }
            let reroll = previous == Some(Symbol::Breakaway)
                && matches!(
                    self.context,
                    Context::Scrimmage
                        | Context::KickoffReturn
                        | Context::PuntReturn
                        | Context::Punt
                );
            self.groups.push(Group {
                dice: Vec::new(),
                sum: 0,
                play: None,
                referee: None,
                reroll,
                context: self.context,
            });
        }
        let name = words::die(self.loc, self.setup, team, die);
        let mut text = format!("{name} {}", words::face(self.loc, value));
        let Some(group) = self.groups.last_mut() else {
            return;
        };
        let effect = match (die, value) {
            (_, FaceValue::Yards(yards)) => {
                group.sum += i32::from(yards);
                None
            }
            (DieRef::Play, FaceValue::Symbol(symbol)) => {
                group.play = Some(symbol);
                play_effect(group, symbol)
            }
            (DieRef::Referee, FaceValue::Symbol(symbol)) => {
                group.referee = Some(symbol);
                referee_effect(group, symbol)
            }
            (_, FaceValue::Penalty(face)) if face.automatic_first_down => match group.referee {
                Some(Symbol::D) => Some("effect-5a"),
                Some(Symbol::O) => Some("effect-5a-offense"),
                _ => None,
            },
            _ => None,
        };
        if let Some(id) = effect {
            text = format!("{text} ({})", self.loc.text(id));
        }
        group.dice.push(text);
    }

    fn team(&self, side: Side) -> &str {
        words::team(self.setup, side)
    }

    /// The line for `event`; `after` are the events that follow it in this batch, for a result
    /// whose reason shows only in what comes next (an onside kick the kickers keep).
    fn line(&mut self, event: &Event, after: &[Event]) -> Option<String> {
        let loc = self.loc;
        let team = |side: Side| arg("team", self.team(side).to_string());
        let text = match *event {
            Event::CoinTossed {
                caller,
                call,
                landed,
                winner,
            } => loc.text_with(
                "ev-coin",
                &[
                    arg("caller", self.team(caller).to_string()),
                    arg("call", coin(loc, call)),
                    arg("landed", coin(loc, landed)),
                    arg("winner", self.team(winner).to_string()),
                ],
            ),
            Event::ReceiveChosen {
                team: side,
                receive,
            } => loc.text_with(
                if receive { "ev-receive" } else { "ev-defer" },
                &[team(side)],
            ),
            Event::HalfStarted { half } => {
                loc.text_with("ev-half-started", &[arg("half", words::half(loc, half))])
            }
            Event::KickoffChosen { kicking, kind } => loc.text_with(
                match kind {
                    KickoffKind::Normal => "ev-kickoff",
                    KickoffKind::Onside => "ev-kickoff-onside",
                    KickoffKind::Squib => "ev-kickoff-squib",
                },
                &[team(kicking)],
            ),
            Event::Touchback { team: side } => loc.text_with("ev-touchback", &[team(side)]),
            Event::BallSpotted { team: side, spot } => loc.text_with(
                "ev-ball-spotted",
                &[team(side), arg("spot", words::spot(loc, spot))],
            ),
            Event::DieRolled { .. } | Event::PuntEnded { .. } => return None,
            Event::TimeoutCalled {
                team: side,
                remaining,
            } => loc.text_with("ev-timeout", &[team(side), arg("remaining", remaining)]),
            Event::TimeoutActionTaken {
                team: side,
                role,
                action,
            } => loc.text_with(
                match action {
                    TimeoutActionKind::TookFromDiscard => "ev-timeout-took",
                    TimeoutActionKind::Reshuffled => "ev-timeout-reshuffled",
                    TimeoutActionKind::Nothing => "ev-timeout-nothing",
                },
                &[arg(
                    "seat",
                    words::seat(loc, self.setup, crate::engine::Seat::new(side, role)),
                )],
            ),
            Event::SpecialCalled { team: side, call } => loc.text_with(
                match call {
                    SpecialCall::Punt => "ev-call-punt",
                    SpecialCall::FieldGoal => "ev-call-field-goal",
                    SpecialCall::QbSneak => "ev-call-sneak",
                    SpecialCall::HailMary => "ev-call-hail-mary",
                    SpecialCall::Kneel => "ev-call-kneel",
                },
                &[team(side)],
            ),
            Event::PlaysRevealed {
                offense: _,
                offense_play,
                defense_play,
                cell,
                fake,
            } => {
                let mut dice: Vec<String> = cell
                    .colours
                    .iter()
                    .map(|c| loc.text(&format!("die-{}", c.id())))
                    .collect();
                dice.push(loc.text_with("ev-black-dice", &[arg("count", cell.black)]));
                loc.text_with(
                    if fake {
                        "ev-revealed-fake"
                    } else {
                        "ev-revealed"
                    },
                    &[
                        arg(
                            "offense",
                            words::play(loc, self.setup, Role::Offense, offense_play),
                        ),
                        arg(
                            "defense",
                            words::play(loc, self.setup, Role::Defense, defense_play),
                        ),
                        arg("dice", dice.join(", ")),
                    ],
                )
            }
            Event::CardBurned { team: side, play } => loc.text_with(
                "ev-burned",
                &[
                    team(side),
                    arg("play", words::play(loc, self.setup, Role::Offense, play)),
                ],
            ),
            Event::BurnStopped { team: side } => loc.text_with("ev-burn-stopped", &[team(side)]),
            Event::CardsRedrawn { team: side, count } => {
                loc.text_with("ev-redrawn", &[team(side), arg("count", count)])
            }
            // The yards of a fumble or interception went to the other side with the ball.
            Event::Gained {
                team: side,
                yards,
                turnover: true,
            } => loc.text_with(
                "ev-gained-then-lost",
                &[
                    team(side),
                    arg("yards", i32::from(yards).abs()),
                    arg(
                        "result",
                        match yards.signum() {
                            1 => "gain",
                            -1 => "loss",
                            _ => "none",
                        },
                    ),
                ],
            ),
            // A loss is its own sentence: "-3 yards for" reads as a typo in both languages.
            Event::Gained {
                team: side, yards, ..
            } if yards < 0 => {
                loc.text_with("ev-lost", &[team(side), arg("yards", -i32::from(yards))])
            }
            Event::Gained {
                team: side, yards, ..
            } => loc.text_with("ev-gained", &[team(side), arg("yards", yards)]),
            Event::BallMoved { team: side, to, .. } => loc.text_with(
                "ev-ball-moved",
                &[team(side), arg("spot", words::spot(loc, to))],
            ),
            // A possession that starts is 1st & 10, not a FIRST DOWN the offense made.
            Event::FirstDown {
                team: side,
                spot,
                goal_to_go,
                earned: false,
            } => {
                let situation = if goal_to_go {
                    loc.text_with("down-goal", &[arg("down", 1)])
                } else {
                    loc.text_with(
                        "down-distance",
                        &[arg("down", 1), arg("to_go", FIRST_DOWN_YARDS)],
                    )
                };
                loc.text_with(
                    "ev-series",
                    &[
                        team(side),
                        arg("situation", situation),
                        arg("spot", words::spot(loc, spot)),
                    ],
                )
            }
            Event::FirstDown {
                team: side,
                spot,
                goal_to_go,
                ..
            } => loc.text_with(
                if goal_to_go {
                    "ev-first-and-goal"
                } else {
                    "ev-first-down"
                },
                &[team(side), arg("spot", words::spot(loc, spot))],
            ),
            Event::NextDown {
                team: side,
                down,
                to_go,
                spot,
            } => loc.text_with(
                "ev-next-down",
                &[
                    team(side),
                    arg("down", down),
                    arg("to_go", to_go),
                    arg("spot", words::spot(loc, spot)),
                ],
            ),
            Event::PenaltyFlagged {
                against,
                role,
                face,
            } => loc.text_with(
                "ev-penalty",
                &[
                    arg(
                        "seat",
                        words::seat(loc, self.setup, crate::engine::Seat::new(against, role)),
                    ),
                    words::penalty_yards(face),
                    words::penalty_automatic(face, role),
                ],
            ),
            Event::PenaltyDecided { by, accepted } => loc.text_with(
                if accepted {
                    "ev-penalty-accepted"
                } else {
                    "ev-penalty-declined"
                },
                &[team(by)],
            ),
            Event::Turnover { cause, to, spot } => loc.text_with(
                "ev-turnover",
                &[
                    arg("cause", turnover_cause(loc, cause)),
                    team(to),
                    arg("spot", words::spot(loc, spot)),
                ],
            ),
            Event::Scored {
                team: side,
                kind,
                points,
                home,
                away,
            } => loc.text_with(
                "ev-scored",
                &[
                    team(side),
                    arg("kind", score_kind(loc, kind)),
                    arg("points", points),
                    arg("home_team", self.team(Side::Home).to_string()),
                    arg("away_team", self.team(Side::Away).to_string()),
                    arg("home", home),
                    arg("away", away),
                ],
            ),
            // Worded in `lines`, which knows whether a block came first.
            Event::TryChosen {
                team: side,
                two_points,
            } => loc.text_with(
                if two_points {
                    "ev-try-two-points"
                } else {
                    "ev-try-extra-point"
                },
                &[team(side)],
            ),
            Event::TryFailed {
                team: side,
                two_points,
            } => loc.text_with(
                if two_points {
                    "ev-two-point-failed"
                } else {
                    "ev-extra-point-failed"
                },
                &[team(side)],
            ),
            Event::FakeKickRevealed {
                offense_fakes,
                defense_fakes,
            } => loc.text_with(
                "ev-fake-kick",
                &[
                    arg("offense", fake_or_kick(loc, offense_fakes)),
                    arg("defense", fake_or_kick(loc, defense_fakes)),
                    arg(
                        "outcome",
                        match (offense_fakes, defense_fakes) {
                            (false, false) => "kick",
                            (false, true) => "plus-five",
                            (true, false) => "fake-on",
                            (true, true) => "fake-stopped",
                        },
                    ),
                ],
            ),
            // K3: the sum and the T decide; the rulebook's own words say why one fails.
            Event::Kicked {
                team: side,
                kind: KickKind::Onside,
                yards,
                ..
            } => {
                let kept = after
                    .iter()
                    .any(|e| matches!(e, Event::KickingTeamRecovered { .. }));
                let id = if yards < ONSIDE_YARDS {
                    "ev-onside-short"
                } else if kept {
                    "ev-onside-kept"
                } else {
                    "ev-onside-no-t"
                };
                loc.text_with(
                    id,
                    &[team(side), arg("yards", yards), arg("needed", ONSIDE_YARDS)],
                )
            }
            // K5: a field goal is good when the kick reaches the goal line, so say how far it was.
            Event::Kicked {
                team: side,
                kind: KickKind::FieldGoal,
                from,
                yards,
                bonus,
            } => loc.text_with(
                "ev-kicked-field-goal",
                &[
                    team(side),
                    arg("yards", yards),
                    arg("rolled", yards - bonus),
                    arg("bonus", bonus),
                    arg("needed", FIELD - from),
                ],
            ),
            Event::Kicked {
                team: side,
                yards,
                bonus,
                ..
            } => loc.text_with(
                "ev-kicked",
                &[
                    team(side),
                    arg("yards", yards),
                    arg("rolled", yards - bonus),
                    arg("bonus", bonus),
                ],
            ),
            Event::FieldGoalMissed { team: side } => loc.text_with("ev-fg-missed", &[team(side)]),
            Event::Blocked { team: side, .. } => loc.text_with("ev-blocked", &[team(side)]),
            Event::FairCatch { team: side } => loc.text_with("ev-fair-catch", &[team(side)]),
            Event::KickingTeamRecovered { team: side } => {
                loc.text_with("ev-kickers-recover", &[team(side)])
            }
            Event::HailMaryFailed { team: side } => {
                loc.text_with("ev-hail-mary-failed", &[team(side)])
            }
            // Every change of possession is told by what caused it (a turnover, a kick and its
            // return, a score) and by the new series that follows.
            Event::PossessionChanged { .. } => return None,
            Event::HalfEnded { half } => {
                loc.text_with("ev-half-ended", &[arg("half", words::half(loc, half))])
            }
            Event::GameOver { home, away, winner } => loc.text_with(
                match winner {
                    Some(_) => "ev-game-over",
                    None => "ev-game-over-tie",
                },
                &[
                    arg(
                        "winner",
                        winner.map(|w| self.team(w).to_string()).unwrap_or_default(),
                    ),
                    arg("home_team", self.team(Side::Home).to_string()),
                    arg("away_team", self.team(Side::Away).to_string()),
                    arg("home", home),
                    arg("away", away),
                ],
            ),
        };
        Some(text)
    }
}

/// What the play die's face means in this roll, as a message id; `None` where it needs no word.
fn play_effect(group: &Group, symbol: Symbol) -> Option<&'static str> {
    if group.reroll {
        // E2: on a re-roll only another BREAKAWAY counts.
        return Some(match (symbol, group.context) {
            (Symbol::Breakaway, Context::Punt) => "effect-bounce",
            (Symbol::Breakaway, _) => "effect-breakaway",
            _ => "effect-ignored",
        });
    }
    let id = match (group.context, symbol) {
        (Context::Scrimmage, Symbol::X) => "effect-x",
        (Context::Scrimmage, Symbol::T) => "effect-t",
        (Context::KickoffReturn, Symbol::X) => "effect-return-x-kickoff",
        (Context::PuntReturn, Symbol::X) => "effect-return-x-punt",
        (Context::KickoffReturn | Context::PuntReturn, Symbol::T) => "effect-return-t",
        (Context::Scrimmage | Context::KickoffReturn | Context::PuntReturn, Symbol::Breakaway) => {
            "effect-breakaway"
        }
        (
            Context::Scrimmage | Context::KickoffReturn | Context::PuntReturn | Context::Punt,
            Symbol::P,
        ) => "effect-p",
        (Context::Punt, Symbol::X) => "effect-punt-x",
        (Context::Punt, Symbol::Breakaway) => "effect-bounce",
        (Context::Punt, Symbol::T) => "effect-punt-t",
        (Context::Punt, Symbol::Hail) => "effect-punt-hail",
        (Context::Sneak, Symbol::Hail | Symbol::Breakaway | Symbol::Blank) => "effect-sneak-gain",
        (Context::Sneak, Symbol::X | Symbol::T) => "effect-sneak-stopped",
        (Context::Sneak, Symbol::P) => "effect-p",
        (Context::HailMary, Symbol::Hail) if group.referee == Some(Symbol::Mary) => {
            "effect-hail-mary"
        }
        (Context::HailMary, Symbol::Hail) => "effect-hail-alone",
        (Context::Kick, Symbol::X) if group.referee == Some(Symbol::X) => "effect-blocked",
        (Context::Other, _) => return None,
        (_, Symbol::Hail | Symbol::Blank) => "effect-none",
        _ => return None,
    };
    Some(id)
}

/// What the referee die's face means after the play die (E3, E4, C3, K5).
fn referee_effect(group: &Group, symbol: Symbol) -> Option<&'static str> {
    let id = match (group.play, group.context, symbol) {
        (Some(Symbol::P), _, Symbol::D) => "effect-ref-d",
        (Some(Symbol::P), _, Symbol::O) => "effect-ref-o",
        (Some(Symbol::P), _, _) => "effect-ref-no-penalty",
        (Some(Symbol::T), Context::Punt, Symbol::T) => "effect-ref-t-punt",
        (Some(Symbol::T), _, Symbol::T) => "effect-ref-t",
        (Some(Symbol::T), _, _) => "effect-ref-no-turnover",
        (_, Context::HailMary, Symbol::Mary) => "effect-mary",
        (_, Context::Kick, Symbol::X) => "effect-block-chance",
        (_, Context::Other, _) => return None,
        (_, _, Symbol::Mary | Symbol::Blank | Symbol::D | Symbol::O | Symbol::Hail) => {
            "effect-none"
        }
        _ => return None,
    };
    Some(id)
}

fn coin(loc: &Localizer, coin: crate::engine::Coin) -> String {
    loc.text(match coin {
        crate::engine::Coin::Heads => "coin-heads",
        crate::engine::Coin::Tails => "coin-tails",
    })
}

fn fake_or_kick(loc: &Localizer, fake: bool) -> String {
    loc.text(if fake { "choice-fake" } else { "choice-kick" })
}

fn turnover_cause(loc: &Localizer, cause: TurnoverCause) -> String {
    loc.text(match cause {
        TurnoverCause::Fumble => "cause-fumble",
        TurnoverCause::Interception => "cause-interception",
        TurnoverCause::Downs => "cause-downs",
        TurnoverCause::BlockedFieldGoal => "cause-blocked-field-goal",
        TurnoverCause::BlockedPunt => "cause-blocked-punt",
        TurnoverCause::MissedFieldGoal => "cause-missed-field-goal",
        TurnoverCause::FakeStopped => "cause-fake-stopped",
        TurnoverCause::MuffedPunt => "cause-muffed-punt",
        TurnoverCause::KickoffFumble => "cause-kickoff-fumble",
        TurnoverCause::OnsideRecovered => "cause-onside",
    })
}

fn score_kind(loc: &Localizer, kind: ScoreKind) -> String {
    loc.text(match kind {
        ScoreKind::Touchdown => "score-touchdown",
        ScoreKind::FieldGoal => "score-field-goal",
        ScoreKind::Safety => "score-safety",
        ScoreKind::ExtraPoint => "score-extra-point",
        ScoreKind::TwoPoints => "score-two-points",
    })
}
