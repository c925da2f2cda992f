//! Game-theory play calling: every snap is a simultaneous zero-sum game, solved and sampled.
//!
//! The payoff of a card pair is the expected points of where its snap leaves the ball (from the
//! exact dice distributions), the opponent's plays are those it may still hold, and the mixed
//! strategy comes from the shared simplex solver. The coach leans from it towards its best
//! answer to the opponent only as far as the opponent has shown itself predictable (see
//! `opponent_model`): towards its answer to a naive coach (one that answers the plays I likely
//! hold) as its plays are likelier naive than sound, and most of the way towards its answer to
//! the plays it reveals most once their counts depart from sound play. A sound opponent, or one
//! that has read this code, so meets nearly the minimax mix (issue 24). Fake/Kick is mixed as a
//! 2 x 2 game; every other decision uses football sense (`calls`).

use std::sync::Arc;

use crate::data::model::MAX_PLAYS;
use crate::engine::rules::kick_bonus;
use crate::engine::{Decision, Pending, Role, SeatView, Setup, FIELD};
use crate::solver;
use gridiron_core::dice::SeededDice;

use super::calls;
use super::card_game::{CardGame, Payoff};
use super::hand_game;
use super::heuristic::best_row;
use super::opponent_model::OpponentModel;
use super::situation::Situation;
use super::tables::{Tables, TablesHandle};
use super::Coach;

/// A fake is rolled without the black dice: on average about this many yards better than a snap.
const FAKE_SNAP_BONUS: i16 = 4;

/// One card decision as the equilibrium coach plays it: its matrix game, the game's value (what
/// the coach's equilibrium promises against any plausible play), the equilibrium's row mix and
/// the mix it samples from (the equilibrium leaning towards its answer to the predicted
/// opponent). Rows and mixes are indexed as `game.rows`.
pub(crate) struct CardStrategy {
    pub game: CardGame,
    pub value: f64,
    pub equilibrium: [f64; solver::STACK_SIDE],
    pub weights: [f64; MAX_PLAYS],
    pub situation: Situation,
}

/// How far the coach leans from its equilibrium towards its answer to the predicted opponent.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Lean {
    /// The equilibrium coach's: from the minimax mix, towards the answer to a naive opponent
    /// only as far as the opponent's plays so far are likelier naive than sound, or most of the
    /// way towards the answer to its revealed plays once their counts depart from sound play.
    Evidence,
    /// The equilibrium coach's before issue 24's second round, kept for the probe: 85% towards
    /// the answer to the predicted opponent from the first snap, whatever an opponent who knew
    /// it could win back (18 points a game to one that has read the code).
    Unguarded,
    /// From the best mix against an opponent bound to its hand (`hand_game`); until the
    /// opponent model sees the opponent depart from sound play, only as far as gives such an
    /// opponent, knowing the mix, at most `GUARD` more. (Measured by the probe, and not the
    /// equilibrium coach's: it halves what a best response wins, but no longer beats the
    /// heuristic coach.)
    HandBound,
}

/// The most expected points a snap's lean may hand an opponent who knows the coach's mix.
const GUARD: f64 = 0.05;

pub(crate) struct EquilibriumCoach {
    lean: Lean,
    dice: SeededDice,
    tables: TablesHandle,
    /// Indexed by the opponent's role: its offense calls and its defense calls.
    models: [OpponentModel; 2],
    last_reveal: Option<usize>,
    /// Every snap's matrix game, the simplex's tableau and the game's equilibrium, kept so that
    /// no snap clears new ones nor copies an equilibrium out of the solver.
    game: CardGame,
    tableau: solver::Tableau,
    equilibrium: solver::SmallEquilibrium,
}

impl EquilibriumCoach {
    pub(crate) fn new(seed: u64) -> EquilibriumCoach {
        EquilibriumCoach::leaning(seed, Lean::Evidence)
    }

    pub(crate) fn leaning(seed: u64, lean: Lean) -> EquilibriumCoach {
        EquilibriumCoach {
            lean,
            dice: SeededDice::from_seed(seed),
            tables: TablesHandle::default(),
            models: Default::default(),
            last_reveal: None,
            game: CardGame::default(),
            tableau: solver::Tableau::default(),
            equilibrium: solver::SmallEquilibrium::default(),
        }
    }

    /// A uniform number in [0, 1) from the coach's own stream.
    fn uniform(&mut self) -> f64 {
        (self.dice.next_u64() >> 11) as f64 / (1u64 << 53) as f64
    }

    fn sample(&mut self, weights: &[f64]) -> usize {
        let mut left = self.uniform() * weights.iter().sum::<f64>();
        for (i, &w) in weights.iter().enumerate() {
            if left < w {
                return i;
            }
            left -= w;
        }
        weights.iter().rposition(|&w| w > 0.0).unwrap_or(0)
    }

    /// Counts the opponent's card from the latest reveal, once.
    fn watch(&mut self, view: &SeatView) {
        let Some(reveal) = view.last_plays else {
            return;
        };
        if self.last_reveal == Some(reveal.at) {
            return;
        }
        self.last_reveal = Some(reveal.at);
        if reveal.offense == view.seat.team {
            self.models[Role::Defense as usize].observe(reveal.defense_play);
        } else {
            self.models[Role::Offense as usize].observe(reveal.offense_play);
        }
    }

    /// The mixed strategy of a card decision: `self.game` is left built for it and
    /// `self.equilibrium` solved for it, and the weights over its rows are those `card` samples
    /// from.
    fn strategy(
        &mut self,
        view: &SeatView,
        legal: &[Decision],
        setup: &Setup,
        tables: &Tables,
        situation: &Situation,
    ) -> Option<[f64; MAX_PLAYS]> {
        let payoff = Payoff::of(tables, situation);
        self.game.rebuild(view, legal, setup, payoff, situation);
        let game = &self.game;
        if game.row_count == 0 {
            return None;
        }
        let eq = &mut self.equilibrium;
        if !solver::solve_small_into(
            &mut self.tableau,
            game.payoff(),
            game.row_count,
            game.column_count,
            game.bounds,
            eq,
        ) {
            return None;
        }
        let eq = &*eq;
        let opponent = match situation.role {
            Role::Offense => Role::Defense,
            Role::Defense => Role::Offense,
        };
        let model = &mut self.models[opponent as usize];
        model.expect(game, &eq.column);
        let exploit = model.exploit_weight();
        let mut weights = [0.0; MAX_PLAYS];
        if self.lean == Lean::Evidence {
            let mut across = [0.0; MAX_PLAYS];
            game.seen_from_across(view, setup, payoff, situation, &mut across);
            model.expect_naive(game, &across, &eq.column);
        }
        let worth = match self.lean {
            Lean::Unguarded | Lean::Evidence => {
                weights[..game.row_count].copy_from_slice(&eq.row[..game.row_count]);
                0.0
            }
            Lean::HandBound => hand_game::solve(game, &mut self.tableau, &eq.row, &mut weights),
        };
        if exploit > 0.0 {
            // The answer to the opponent the counts predict; the evidence coach, until they
            // show it departing from sound play, answers a naive one instead.
            let answer_to_predicted = || {
                let mut predicted = [0.0; MAX_PLAYS];
                model.predict(game, &eq.column, &mut predicted);
                best_row(game, &predicted)
            };
            let (answer, exploit) = match self.lean {
                Lean::Unguarded => (answer_to_predicted(), exploit),
                Lean::Evidence if model.departs() => (answer_to_predicted(), exploit),
                // Leaning no way, the answer is not worth working out: a lean of 0 leaves every
                // weight as it was, whatever the answer (but for a -0.0 made 0.0). Against the
                // equilibrium coach most snaps lean no way: 3.14M -> 3.05M instructions a game.
                Lean::Evidence if model.naive_weight() == 0.0 => (0, 0.0),
                Lean::Evidence => {
                    let mut naive = [0.0; MAX_PLAYS];
                    model.naive_mix(game, &mut naive);
                    (best_row(game, &naive), model.naive_weight())
                }
                Lean::HandBound if model.departs() => (answer_to_predicted(), exploit),
                Lean::HandBound => {
                    let answer = answer_to_predicted();
                    let lean =
                        hand_game::guarded_lean(game, &weights, worth, answer, GUARD, exploit);
                    (answer, lean)
                }
            };
            for w in weights.iter_mut().take(game.row_count) {
                *w *= 1.0 - exploit;
            }
            weights[answer] += exploit;
        }
        Some(weights)
    }

    fn card(
        &mut self,
        view: &SeatView,
        legal: &[Decision],
        setup: &Setup,
        tables: &Tables,
        situation: &Situation,
    ) -> Option<Decision> {
        let weights = self.strategy(view, legal, setup, tables, situation)?;
        let (rows, row_count) = (self.game.rows, self.game.row_count);
        let row = self.sample(&weights[..row_count]);
        Some(Decision::Card(rows[row]))
    }

    /// The mixed strategy this coach would play at the card decision `view` shows, without
    /// playing it: what the exploitability probe hands its best response. Nothing of the coach
    /// changes (it works on a copy of what it has learnt), so the game goes on as it would have.
    pub(crate) fn card_strategy(
        &self,
        view: &SeatView,
        legal: &[Decision],
        setup: &Setup,
    ) -> Option<CardStrategy> {
        let mut copy = EquilibriumCoach {
            lean: self.lean,
            dice: self.dice.clone(),
            tables: TablesHandle::default(),
            models: self.models.clone(),
            last_reveal: self.last_reveal,
            game: CardGame::default(),
            tableau: solver::Tableau::default(),
            equilibrium: solver::SmallEquilibrium::default(),
        };
        copy.watch(view);
        let tables = copy.tables.get(setup);
        let situation = Situation::read(view);
        let weights = copy.strategy(view, legal, setup, &tables, &situation)?;
        Some(CardStrategy {
            game: copy.game,
            value: copy.equilibrium.value,
            equilibrium: copy.equilibrium.row,
            weights,
            situation,
        })
    }

    /// K7 as a 2 x 2 game: kick or fake against guessing kick or fake.
    fn fake_or_kick(
        &mut self,
        view: &SeatView,
        legal: &[Decision],
        tables: &Tables,
        situation: &Situation,
        field_goal: bool,
    ) -> Decision {
        let can_fake = legal.contains(&Decision::Fake);
        if !can_fake {
            return Decision::Kick;
        }
        let value = &tables.value;
        let side = situation.offense;
        let ball = situation.ball;
        let kick_from = |ball: i16| {
            if field_goal {
                value.field_goal_value(side, ball.min(FIELD - 1))
            } else {
                value.punt_value(side, ball.min(FIELD - 1))
            }
        };
        let fake_on = tables.go_value(
            side,
            (ball + FAKE_SNAP_BONUS).min(FIELD - 1),
            view.table.down,
            (situation.to_go - FAKE_SNAP_BONUS).max(1),
        );
        let fake_stopped = value.their_ball(side, ball);
        // Rows: offense kicks, fakes; columns: defense expects a kick, a fake.
        let payoff = [
            kick_from(ball),
            kick_from(ball + kick_bonus(true)),
            fake_on,
            fake_stopped,
        ];
        let Some(eq) = solver::solve_small_in(&mut self.tableau, &payoff, 2, 2) else {
            return Decision::Kick;
        };
        let mix = match situation.role {
            Role::Offense => [eq.row[0], eq.row[1]],
            Role::Defense => [eq.column[0], eq.column[1]],
        };
        if self.sample(&mix) == 0 {
            Decision::Kick
        } else {
            Decision::Fake
        }
    }
}

impl Coach for EquilibriumCoach {
    fn decide(&mut self, view: &SeatView, legal: &[Decision], setup: &Setup) -> Decision {
        self.watch(view);
        let tables = self.tables.get(setup);
        let situation = Situation::read(view);
        match view.table.pending {
            Pending::Card { .. } => {
                if let Some(card) = self.card(view, legal, setup, &tables, &situation) {
                    return card;
                }
            }
            Pending::FakeOrKick { field_goal } => {
                return self.fake_or_kick(view, legal, &tables, &situation, field_goal);
            }
            _ => {}
        }
        calls::decide(view, legal, &tables, situation, &mut self.dice)
    }

    fn name(&self) -> &'static str {
        "equilibrium"
    }

    fn play_on(&mut self, setup: &Arc<Setup>) {
        self.tables.hold(setup);
    }

    fn reseed(&mut self, seed: u64) {
        self.dice = SeededDice::from_seed(seed);
    }
}
