//! What the opponent has shown in this game: how often it revealed each play, against how often a
//! sound coach would have at the same snaps.
//!
//! An opponent that plays soundly gives nothing away and is answered with the equilibrium. One
//! that leans on some plays (a fixed call, a habit of always taking the best-looking card) shows
//! it in these counts, and the coach shifts weight towards the best answer to what it sees, more
//! the surer the evidence is.

use crate::data::model::MAX_PLAYS;

use super::card_game::CardGame;

/// The weight of the best answer before any evidence. Opponents hold only about half the plays,
/// and the minimax mix guards against all of them alike; measured, it loses to a coach that
/// simply answers the plays likely held (41% against the heuristic coach). Answering the
/// predicted opponent most of the time and keeping some equilibrium wins 75% against it.
const LEAN: f64 = 0.85;
/// The evidence (twice the log-likelihood ratio, about chi-squared) below which the opponent
/// is taken to play soundly: with eleven free plays, a sound opponent stays below this nearly
/// always.
const SOUND: f64 = 22.0;
/// How much more evidence moves the coach to its most exploiting mix.
const RAMP: f64 = 40.0;
/// The most weight the best answer gets: some equilibrium always remains, so a coach that baits
/// the model cannot lead it all the way.
const MOST_EXPLOIT: f64 = 0.95;
/// Pseudo-counts that keep early ratios near one.
const PRIOR: f64 = 1.0;
/// Weight kept for a plausible play even where the equilibrium never uses it.
const FLOOR: f64 = 0.05;

#[derive(Debug, Clone, Default)]
pub(crate) struct OpponentModel {
    observed: [f64; MAX_PLAYS],
    expected: [f64; MAX_PLAYS],
    snaps: u32,
    /// The sound mix expected at the last snap I chose for, until its reveal is seen.
    pending: Option<[f64; MAX_PLAYS]>,
}

impl OpponentModel {
    /// Remembers the sound column mix of the snap just chosen for.
    pub(crate) fn expect(&mut self, game: &CardGame, column: &[f64]) {
        let mut mix = [0.0; MAX_PLAYS];
        for (c, &weight) in column.iter().enumerate().take(game.column_count) {
            mix[usize::from(game.columns[c])] += weight;
        }
        self.pending = Some(mix);
    }

    /// The opponent revealed `play` at the snap last chosen for.
    pub(crate) fn observe(&mut self, play: u8) {
        let Some(mix) = self.pending.take() else {
            return;
        };
        if let Some(count) = self.observed.get_mut(usize::from(play)) {
            *count += 1.0;
            for (expected, weight) in self.expected.iter_mut().zip(mix) {
                *expected += weight;
            }
            self.snaps += 1;
        }
    }

    /// How sure the counts make me that the opponent departs from sound play (G statistic).
    pub(crate) fn evidence(&self) -> f64 {
        let mut g = 0.0;
        for (&o, &e) in self.observed.iter().zip(&self.expected) {
            if o > 0.0 {
                g += o * ((o + PRIOR) / (e + PRIOR)).ln();
            }
        }
        2.0 * g
    }

    /// Whether the counts show the opponent departing from sound play.
    pub(crate) fn departs(&self) -> bool {
        self.evidence() > SOUND
    }

    /// The weight to give the best answer to the predicted opponent.
    pub(crate) fn exploit_weight(&self) -> f64 {
        (LEAN + ((self.evidence() - SOUND) / RAMP).max(0.0)).clamp(0.0, MOST_EXPLOIT)
    }

    /// The predicted mix of the opponent over `game`'s columns: the sound mix, tilted play by play
    /// by how much more often the opponent has shown each play than sound play would.
    pub(crate) fn predict(&self, game: &CardGame, column: &[f64], out: &mut [f64; MAX_PLAYS]) {
        let mut total = 0.0;
        for (c, slot) in out.iter_mut().enumerate().take(game.column_count) {
            let play = usize::from(game.columns[c]);
            let tilt = (self.observed[play] + PRIOR) / (self.expected[play] + PRIOR);
            // Sound play is planned against every plausible play; the opponent can only play
            // what it holds.
            let base = (column.get(c).copied().unwrap_or(0.0) + FLOOR) * game.hold[c];
            *slot = base * tilt;
            total += *slot;
        }
        if total > 0.0 {
            for weight in out.iter_mut().take(game.column_count) {
                *weight /= total;
            }
        }
    }
}
