//! Per-team statistics folded from a game's events, and their sums over many games.
//!
//! Everything is a count or a sum of integers, so adding games up gives the same totals in any
//! order: a batch split across threads reports exactly what one thread would.

use std::ops::AddAssign;

use serde::Serialize;

use gridiron_core::game::EventSink;

use crate::engine::{Event, Half, KickKind, ScoreKind, Side, SpecialCall, TurnoverCause};

/// One team's totals over one or more games.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize)]
pub struct TeamStats {
    pub wins: u64,
    pub losses: u64,
    pub ties: u64,
    pub points: u64,
    pub points_against: u64,
    pub touchdowns: u64,
    pub field_goals: u64,
    pub field_goal_attempts: u64,
    /// Safeties this team scored (two points for its defense).
    pub safeties: u64,
    pub extra_points: u64,
    pub two_point_conversions: u64,
    /// Fumbles, interceptions, muffed punts and kickoff fumbles this team gave away.
    pub turnovers: u64,
    /// Failed 4th downs (not counted in `turnovers`, as in real football).
    pub turnovers_on_downs: u64,
    /// Flags thrown against this team, accepted or declined.
    pub penalties: u64,
    /// Punts kicked or blocked (fakes are not punts).
    pub punts: u64,
    /// Gross punt distance, kicked punts only.
    pub punt_yards_gross: i64,
    /// Net punt yards: from the line of scrimmage to where the next possession starts
    /// (touchbacks at the 20, returns subtracted, a blocked punt usually negative).
    pub punt_yards_net: i64,
    /// Net yards of scrimmage snaps (the `Gained` events).
    pub yards: i64,
    /// Scrimmage snaps with both cards revealed (normal plays, fakes, two-point tries).
    pub plays: u64,
    /// Every snap the offense called: normal plays plus punts, field goals, sneaks, kneels and
    /// Hail Marys.
    pub snaps: u64,
    pub first_downs: u64,
}

impl AddAssign for TeamStats {
    fn add_assign(&mut self, o: TeamStats) {
        self.wins += o.wins;
        self.losses += o.losses;
        self.ties += o.ties;
        self.points += o.points;
        self.points_against += o.points_against;
        self.touchdowns += o.touchdowns;
        self.field_goals += o.field_goals;
        self.field_goal_attempts += o.field_goal_attempts;
        self.safeties += o.safeties;
        self.extra_points += o.extra_points;
        self.two_point_conversions += o.two_point_conversions;
        self.turnovers += o.turnovers;
        self.turnovers_on_downs += o.turnovers_on_downs;
        self.penalties += o.penalties;
        self.punts += o.punts;
        self.punt_yards_gross += o.punt_yards_gross;
        self.punt_yards_net += o.punt_yards_net;
        self.yards += o.yards;
        self.plays += o.plays;
        self.snaps += o.snaps;
        self.first_downs += o.first_downs;
    }
}

/// Both teams' totals over one or more games, home first.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct GameStats {
    pub games: u64,
    pub ties: u64,
    pub overtimes: u64,
    /// Games stopped by the runaway guard before they ended (should stay 0).
    pub unfinished: u64,
    /// Indexed by `Side::index()`.
    pub teams: [TeamStats; 2],
}

impl GameStats {
    pub fn team(&self, side: Side) -> &TeamStats {
        &self.teams[side.index()]
    }

    /// Snaps of both teams.
    pub fn snaps(&self) -> u64 {
        self.teams[0].snaps + self.teams[1].snaps
    }
}

impl AddAssign for GameStats {
    fn add_assign(&mut self, o: GameStats) {
        self.games += o.games;
        self.ties += o.ties;
        self.overtimes += o.overtimes;
        self.unfinished += o.unfinished;
        for (mine, theirs) in self.teams.iter_mut().zip(o.teams) {
            *mine += theirs;
        }
    }
}

/// Folds one game's events into its statistics. Feed every event in order, then `finish`.
/// The events say what happened (which kick, from where, the net punt, whether a 1st down was
/// earned), so the fold only counts: it never re-derives the game.
#[derive(Debug, Clone, Default)]
pub struct GameFold {
    stats: GameStats,
    over: bool,
}

impl GameFold {
    pub fn new() -> GameFold {
        GameFold::default()
    }

    fn team(&mut self, side: Side) -> &mut TeamStats {
        &mut self.stats.teams[side.index()]
    }

    #[inline]
    pub fn observe(&mut self, event: &Event) {
        self.count(event);
    }

    /// `observe`, always inlined: where the engine makes an event of a known kind, the match
    /// folds away to that kind's counting (or to nothing, for the dice it skips).
    #[inline(always)]
    fn count(&mut self, event: &Event) {
        match *event {
            Event::HalfStarted {
                half: Half::Overtime,
            } => self.stats.overtimes += 1,
            Event::SpecialCalled { team, call } => {
                self.team(team).snaps += 1;
                if call == SpecialCall::FieldGoal {
                    self.team(team).field_goal_attempts += 1;
                }
            }
            Event::PlaysRevealed { offense, fake, .. } => {
                self.team(offense).plays += 1;
                // A fake was already counted as a snap when the kick was called.
                if !fake {
                    self.team(offense).snaps += 1;
                }
            }
            Event::Gained { team, yards, .. } => self.team(team).yards += i64::from(yards),
            Event::Kicked {
                team,
                kind: KickKind::Punt,
                yards,
                ..
            } => {
                self.team(team).punts += 1;
                self.team(team).punt_yards_gross += i64::from(yards);
            }
            Event::Blocked {
                team,
                kind: KickKind::Punt,
            } => self.team(team).punts += 1,
            Event::PuntEnded { team, net } => self.team(team).punt_yards_net += i64::from(net),
            Event::FirstDown {
                team, earned: true, ..
            } => self.team(team).first_downs += 1,
            Event::PenaltyFlagged { against, .. } => self.team(against).penalties += 1,
            Event::Turnover { cause, to, .. } => {
                let giver = to.other();
                match cause {
                    TurnoverCause::Fumble
                    | TurnoverCause::Interception
                    | TurnoverCause::MuffedPunt
                    | TurnoverCause::KickoffFumble => self.team(giver).turnovers += 1,
                    TurnoverCause::Downs => self.team(giver).turnovers_on_downs += 1,
                    _ => {}
                }
            }
            Event::Scored {
                team, kind, points, ..
            } => {
                let scorer = self.team(team);
                scorer.points += u64::from(points);
                match kind {
                    ScoreKind::Touchdown => scorer.touchdowns += 1,
                    ScoreKind::FieldGoal => scorer.field_goals += 1,
                    ScoreKind::Safety => scorer.safeties += 1,
                    ScoreKind::ExtraPoint => scorer.extra_points += 1,
                    ScoreKind::TwoPoints => scorer.two_point_conversions += 1,
                }
                self.team(team.other()).points_against += u64::from(points);
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

/// The fold as the engine's event sink: each event is counted where it is made and never stored,
/// so a batch does not push (and the fold does not skip) the dice rolls it has no use for.
impl EventSink<Event> for GameFold {
    #[inline(always)]
    fn push(&mut self, event: Event) {
        self.count(&event);
    }
}
