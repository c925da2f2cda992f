//! Football sense for every decision that is not a card: 4th down by expected points, the try by
//! the score, the clock by who is ahead, penalties by the better down, distance and spot.
//!
//! Both the heuristic and the equilibrium coach call plays this way; they differ in the cards.

use crate::data::model::MAX_PLAYS;
use crate::engine::{Decision, KickoffKind, Pending, Role, SeatView, TimeoutAction, FIELD};
use gridiron_core::dice::{Dice, SeededDice};

use super::field_value::{FieldValue, SAFETY_POINTS, TOUCHDOWN_POINTS};
use super::situation::Situation;
use super::tables::Tables;

/// What a call-level decision needs to know.
struct Context<'a> {
    pub view: &'a SeatView,
    pub legal: &'a [Decision],
    pub tables: &'a Tables,
    pub situation: Situation,
}

impl Context<'_> {
    fn offers(&self, decision: Decision) -> bool {
        self.legal.contains(&decision)
    }

    fn value(&self) -> &FieldValue {
        &self.tables.value
    }

    /// The lowest-ranked card of my hand, by how it does on an average snap.
    fn worst_card(&self, allowed: impl Fn(u8) -> bool) -> Option<u8> {
        let hand = self.view.hand?;
        let rank = |play: u8| match self.situation.role {
            Role::Offense => self.tables.card_rank[self.situation.offense]
                .get(usize::from(play))
                .copied()
                .unwrap_or(0.0),
            // Defense cards are not ranked; any will do for a discard.
            Role::Defense => 0.0,
        };
        (0..MAX_PLAYS as u8)
            .filter(|&p| hand[usize::from(p)] > 0 && allowed(p))
            .min_by(|&a, &b| rank(a).total_cmp(&rank(b)))
    }

    /// The first legal option matching `pick` for the worst card, else any option matching.
    fn with_worst_card(&self, make: impl Fn(u8) -> Decision) -> Option<Decision> {
        let card = self.worst_card(|p| self.offers(make(p)))?;
        Some(make(card))
    }
}

/// A call for every pending decision but the cards (and, for the equilibrium coach, Fake/Kick).
pub(crate) fn decide(
    view: &SeatView,
    legal: &[Decision],
    tables: &Tables,
    situation: Situation,
    dice: &mut SeededDice,
) -> Decision {
    let context = &Context {
        view,
        legal,
        tables,
        situation,
    };
    let fallback = context.legal.first().copied().unwrap_or(Decision::Pass);
    let pick = |wanted: Decision| {
        if context.offers(wanted) {
            wanted
        } else {
            fallback
        }
    };
    let s = &context.situation;
    match context.view.table.pending {
        Pending::CoinCall => context.legal[dice.below(context.legal.len())],
        // Receiving second gives the ball last in the half that decides the game.
        Pending::ReceiveOrDefer => pick(Decision::Defer),
        Pending::KickoffKind => {
            let onside = s.deciding_half() && s.lead < 0 && s.clock <= 12;
            pick(Decision::Kickoff(if onside {
                KickoffKind::Onside
            } else {
                KickoffKind::Normal
            }))
        }
        Pending::KickoffReturn => {
            let me = s.me.index();
            let run = context.value().kickoff_return_value(me)
                > context
                    .value()
                    .first_down(me, crate::engine::TOUCHBACK_SPOT);
            pick(if run {
                Decision::RunOut
            } else {
                Decision::Touchback
            })
        }
        Pending::OffenseCall { .. } => offense_call(context).unwrap_or(fallback),
        Pending::DefenseTimeout => pick(Decision::Pass),
        Pending::TimeoutAction => timeout_action(context).unwrap_or(fallback),
        Pending::Penalty {
            against,
            spot_if_accepted,
            spot_if_declined,
            face,
        } => {
            let on_defense = against != context.view.table.offense;
            let accepted = penalty_value(context, on_defense, face, spot_if_accepted, true);
            let declined = penalty_value(context, on_defense, face, spot_if_declined, false);
            // Values are the offense's: the offense takes the larger, the defense the smaller.
            let accept = match s.role {
                Role::Offense => accepted >= declined,
                Role::Defense => accepted <= declined,
            };
            pick(if accept {
                Decision::AcceptPenalty
            } else {
                Decision::DeclinePenalty
            })
        }
        Pending::RunClock => pick(if s.leading_late() {
            Decision::RunClock
        } else {
            Decision::Pass
        }),
        Pending::StopBurn => {
            let stop = s.deciding_half() && s.lead < 0 && (s.late() || s.my_timeouts >= 2);
            pick(if stop {
                Decision::StopClock
            } else {
                Decision::Pass
            })
        }
        Pending::BurnFromHand => context
            .with_worst_card(Decision::BurnFromHand)
            .unwrap_or(fallback),
        Pending::FakeOrKick { .. } => pick(Decision::Kick),
        // Swapping a punt die for the play die risks a block one time in six.
        Pending::PuntMode => pick(Decision::PuntAllDice),
        Pending::FairCatchOrReturn => pick(Decision::ReturnPunt),
        Pending::Try => pick(if two_point_try(context) {
            Decision::TwoPointTry
        } else {
            Decision::ExtraPoint
        }),
        Pending::Card { .. } | Pending::None => fallback,
    }
}

/// SC1: two points when the score asks for it late, or when they are simply worth more.
fn two_point_try(context: &Context) -> bool {
    let s = &context.situation;
    let extra_point = 1.0 - context.value().kicking[s.offense].block_chance;
    if s.late() {
        // The lead with the touchdown counted: go for two where it changes what a score means.
        return matches!(s.lead, -2 | 1 | -5 | 5 | -10 | -9 | 12);
    }
    context.tables.try_value[s.offense] > extra_point
}

/// P1: the offense's call.
fn offense_call(context: &Context) -> Option<Decision> {
    let s = &context.situation;
    let table = &context.view.table;
    let offense_deck = table.decks[Role::Offense as usize];
    let normal = context.offers(Decision::NormalPlay);
    if !normal && offense_deck.draw_pile == 0 && !s.try_snap {
        // C4: redrawing from an empty deck would end the half; a kick or a timeout that takes
        // a playable card back from the discards keeps the possession alive.
        let make = context.value().kicking[s.offense].field_goal_chance(s.ball);
        if make > 0.25 && context.offers(Decision::FieldGoal) {
            return Some(Decision::FieldGoal);
        }
        if context.offers(Decision::Timeout) {
            return Some(Decision::Timeout);
        }
    }
    if !normal {
        // C4: an unplayable hand; throw away the worst one or two cards.
        return context
            .legal
            .iter()
            .copied()
            .find(|d| {
                matches!(
                    d,
                    Decision::Redraw {
                        second: Some(_),
                        ..
                    }
                )
            })
            .or_else(|| context.legal.first().copied());
    }
    if s.try_snap {
        return Some(Decision::NormalPlay);
    }
    let side = s.offense;
    let value = context.value();
    let last_snap = offense_deck.draw_pile == 0 && offense_deck.hand_size <= 1;

    // The end of a half: the last card decides what the possession is worth.
    if offense_deck.draw_pile == 0 {
        let make = value.kicking[side].field_goal_chance(s.ball);
        let field_goal_helps = !s.deciding_half() || (-3..=0).contains(&s.lead) || s.lead > 0;
        if last_snap && make > 0.25 && field_goal_helps && context.offers(Decision::FieldGoal) {
            return Some(Decision::FieldGoal);
        }
        if s.deciding_half() && s.lead > 0 && s.ball > 2 {
            if let Some(kneel) = context.with_worst_card(|p| Decision::Kneel { discard: p }) {
                return Some(kneel);
            }
        }
        if last_snap && context.offers(Decision::HailMary) {
            // One snap left and no kick that helps: only a touchdown matters.
            let need_touchdown = !s.deciding_half() || s.lead <= 0;
            if need_touchdown && FIELD - s.ball > 30 {
                return Some(Decision::HailMary);
            }
        }
    }

    // Trailing late, a timeout takes a card back from the discards: one more snap.
    if s.trailing_late()
        && context.offers(Decision::Timeout)
        && table.decks[Role::Offense as usize]
            .discards
            .iter()
            .any(|&n| n > 0)
        && s.clock <= 8
    {
        return Some(Decision::Timeout);
    }

    if s.down < 4 {
        return Some(Decision::NormalPlay);
    }
    // 4th down: go, punt or kick by expected points, bent by the score late in the game.
    let go = context.tables.go_value(side, s.ball, s.down, s.to_go);
    let punt = value.punt_value(side, s.ball);
    let field_goal = value.field_goal_value(side, s.ball);
    let make = value.kicking[side].field_goal_chance(s.ball);
    let (punt, field_goal) = if s.half == crate::engine::Half::Overtime {
        // G2: the first score wins, so a likely field goal is the game.
        (
            punt,
            if make > 0.5 {
                f64::INFINITY
            } else {
                field_goal
            },
        )
    } else if s.trailing_late() && s.lead < -3 {
        // A field goal or a punt does not catch up when few snaps remain.
        (f64::NEG_INFINITY, f64::NEG_INFINITY)
    } else if s.trailing_late() {
        (f64::NEG_INFINITY, field_goal)
    } else {
        (punt, field_goal)
    };
    if go >= punt && go >= field_goal {
        return Some(Decision::NormalPlay);
    }
    let kick = if field_goal >= punt {
        Decision::FieldGoal
    } else {
        Decision::Punt
    };
    Some(if context.offers(kick) {
        kick
    } else {
        Decision::NormalPlay
    })
}

/// P2: take back the best card of my discards, unless more snaps only help the other team.
fn timeout_action(context: &Context) -> Option<Decision> {
    let s = &context.situation;
    let nothing = Decision::TimeoutAction(TimeoutAction::Nothing);
    if s.role == Role::Offense && s.leading_late() {
        return Some(nothing);
    }
    let discards = context.view.table.decks[s.role as usize].discards;
    let side = s.offense;
    let matrix = context.tables.matrix(side, s.ball, s.down, s.to_go);
    let defense_plays = context.tables.defense_plays;
    let offense_plays = context.tables.offense_plays;
    // Each discarded play's average payoff at this snap against the other side's whole deck.
    let worth = |play: usize| -> f64 {
        match s.role {
            Role::Offense => {
                (0..defense_plays)
                    .map(|d| f64::from(matrix[play * defense_plays + d]))
                    .sum::<f64>()
                    / defense_plays.max(1) as f64
            }
            Role::Defense => {
                -(0..offense_plays)
                    .map(|o| f64::from(matrix[o * defense_plays + play]))
                    .sum::<f64>()
                    / offense_plays.max(1) as f64
            }
        }
    };
    let best = (0..MAX_PLAYS)
        .filter(|&p| discards[p] > 0)
        .filter(|&p| match s.role {
            Role::Offense => p < offense_plays,
            Role::Defense => p < defense_plays,
        })
        .max_by(|&a, &b| worth(a).total_cmp(&worth(b)));
    Some(match best {
        Some(play) => Decision::TimeoutAction(TimeoutAction::TakeFromDiscard(play as u8)),
        None => nothing,
    })
}

/// The offense's expected points if the ball ends at `spot` by accepting (or declining) a flag,
/// reading the site as a scrimmage snap.
fn penalty_value(
    context: &Context,
    on_defense: bool,
    face: crate::data::model::PenaltyFace,
    spot: i16,
    accepted: bool,
) -> f64 {
    let s = &context.situation;
    let value = context.value();
    let side = s.offense;
    let line = (s.ball + s.to_go).min(FIELD);
    if accepted {
        let first_down = on_defense && (face.automatic_first_down || spot >= line);
        return if first_down {
            value.first_down(side, spot)
        } else {
            value.get(side, spot, s.down, line - spot)
        };
    }
    if spot >= FIELD {
        TOUCHDOWN_POINTS
    } else if spot <= 0 {
        -SAFETY_POINTS
    } else if spot >= line {
        value.first_down(side, spot)
    } else if s.down < 4 {
        value.get(side, spot, s.down + 1, line - spot)
    } else {
        value.their_ball(side, spot)
    }
}
