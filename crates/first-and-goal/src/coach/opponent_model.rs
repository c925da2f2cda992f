//! What the opponent has shown in this game: how often it revealed each play, against how often a
//! sound coach would have at the same snaps.
//!
//! An opponent that plays soundly gives nothing away and is answered with the equilibrium. One
//! that leans on some plays (a fixed call, a habit of always taking the best-looking card) shows
//! it in these counts, and the coach shifts weight towards the best answer to what it sees, more
//! the surer the evidence is.
//!
//! Counts catch a habit only over many snaps. A naive coach (one that answers the plays I likely
//! hold, as the heuristic coach does) is caught sooner by what it chooses snap by snap: the
//! likelihood ratio of its plays, naive against sound, says how far to lean towards the answer
//! to it.

use crate::data::model::MAX_PLAYS;

use super::card_game::{CardGame, HoldChances};
use super::hand_game;

/// The weight of the best answer once the evidence says the opponent is predictable (and, in
/// the coach before issue 24's second round, before any: that won 75% against the heuristic
/// coach, but a player who had read the code won 18 points a game from it). The minimax mix
/// alone loses to the heuristic coach (41-49%).
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
/// The share of the sound mix inside the naive hypothesis: my picture of a naive coach is rough
/// (I guess how it weighs my plays), so a play it would not choose is unlikely, not impossible.
const NAIVE_SLACK: f64 = 0.2;
/// The log-likelihood ratio, naive over sound, at which the coach leans as far as `LEAN`. The
/// ratio is kept within plus and minus this: an opponent that turns naive late is caught as
/// soon, and one that played naive to be trusted loses the trust at its first sound-looking
/// plays. (Measured, base against base: at 1.5 a reader of this code wins 9.6 points a game,
/// at 3 about 7, at 6 about 6.3; the win rate against the heuristic coach falls from 93% to 86%.)
const NAIVE_SURE: f64 = 3.0;

#[derive(Debug, Clone, Default)]
pub(crate) struct OpponentModel {
    observed: [f64; MAX_PLAYS],
    expected: [f64; MAX_PLAYS],
    snaps: u32,
    /// `evidence()` of the counts, kept from the last reveal: each snap asks for it, and only a
    /// reveal changes it. Short of `SOUND`, only a bound of it (see `counted_evidence`).
    evidence: f64,
    /// The sound mix expected at the last snap I chose for, until its reveal is seen.
    pending: Option<[f64; MAX_PLAYS]>,
    /// The log-likelihood ratio of the opponent's plays: a naive coach (one that answers the
    /// plays I likely hold) against a sound one.
    naive_evidence: f64,
    /// What the last snap I chose for says of each play's chance under the naive and the sound
    /// hypotheses, until its reveal is seen.
    naive_pending: Option<NaiveSnap>,
}

/// A snap's plausible plays as the naive and the sound hypotheses weigh them, kept for its
/// reveal: of the chances only the revealed play's are ever needed, so they are worked out
/// then, for that play alone (the naive one by `hand_game::worst_held_chance`), rather than
/// every play's each snap (2.850M -> 2.734M instructions an equilibrium game). The terms are those
/// of the mix over every play, so each chance is the same to the bit. (Reading it, and the
/// sound mix, in place at the reveal rather than taking them, to spare their copies, cost 12k
/// more instructions a game, of 2.5M.)
#[derive(Debug, Clone)]
struct NaiveSnap {
    column_count: usize,
    columns: [u8; MAX_PLAYS],
    /// What each column pays me against my side as the opponent sees it.
    across: [f64; MAX_PLAYS],
    unseen: [u32; MAX_PLAYS],
    unseen_total: u32,
    hand: u32,
    /// Each column's weight under sound play, and their sum: the chance once divided by it.
    sound: [f64; MAX_PLAYS],
    sound_total: f64,
}

impl NaiveSnap {
    fn of(game: &CardGame, across: &[f64; MAX_PLAYS], column: &[f64]) -> NaiveSnap {
        let mut sound = [0.0; MAX_PLAYS];
        let mut total = 0.0;
        for (c, slot) in sound.iter_mut().enumerate().take(game.column_count) {
            *slot = (column.get(c).copied().unwrap_or(0.0) + FLOOR) * game.hold[c];
            total += *slot;
        }
        NaiveSnap {
            column_count: game.column_count,
            columns: game.columns,
            across: *across,
            unseen: game.unseen,
            unseen_total: game.unseen_total,
            hand: game.hand,
            sound,
            sound_total: total,
        }
    }

    fn sound(&self, c: usize) -> f64 {
        self.sound[c] / self.sound_total.max(f64::MIN_POSITIVE)
    }

    /// A naive opponent's chance of playing column `c`, of which `choice` is its chance of
    /// choosing it as its best held play.
    fn naive(&self, c: usize, choice: f64) -> f64 {
        (1.0 - NAIVE_SLACK) * choice + NAIVE_SLACK * self.sound(c)
    }

    /// The naive and the sound chance of `play`: none for a play not planned for.
    fn chances_of(&self, play: u8) -> Option<(f64, f64)> {
        let columns = &self.columns[..self.column_count];
        let c = columns.iter().position(|&column| column == play)?;
        let chances = HoldChances::new(self.unseen_total, self.hand);
        let choice = hand_game::worst_held_chance(
            &self.across[..columns.len()],
            &self.unseen[..columns.len()],
            &chances,
            c,
        );
        Some((self.naive(c, choice), self.sound(c)))
    }
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

    /// Remembers what a naive and a sound opponent would play at the snap just chosen for.
    /// `across` is what each column pays me against my side as the opponent sees it
    /// (`CardGame::seen_from_across`).
    pub(crate) fn expect_naive(
        &mut self,
        game: &CardGame,
        across: &[f64; MAX_PLAYS],
        column: &[f64],
    ) {
        self.naive_pending = Some(NaiveSnap::of(game, across, column));
    }

    /// The naive opponent's mix over `game`'s columns at the snap just chosen for (`game` is
    /// that snap's), written into `naive`.
    pub(crate) fn naive_mix(&self, game: &CardGame, naive: &mut [f64; MAX_PLAYS]) {
        let Some(snap) = &self.naive_pending else {
            return;
        };
        let mut choice = [0.0; MAX_PLAYS];
        hand_game::worst_held(game, &snap.across, &mut choice);
        for (c, slot) in naive.iter_mut().enumerate().take(snap.column_count) {
            *slot = snap.naive(c, choice[c]);
        }
    }

    /// How far to lean towards the answer to a naive opponent: `LEAN` once its plays are
    /// `NAIVE_SURE` more likely naive than sound, none while they are no likelier.
    pub(crate) fn naive_weight(&self) -> f64 {
        LEAN * (self.naive_evidence / NAIVE_SURE).clamp(0.0, 1.0)
    }

    /// The opponent revealed `play` at the snap last chosen for.
    pub(crate) fn observe(&mut self, play: u8) {
        if let Some(snap) = self.naive_pending.take() {
            if let Some((n, s)) = snap.chances_of(play) {
                if n > 0.0 && s > 0.0 {
                    self.naive_evidence =
                        (self.naive_evidence + (n / s).ln()).clamp(-NAIVE_SURE, NAIVE_SURE);
                }
            }
        }
        let Some(mix) = self.pending.take() else {
            return;
        };
        if let Some(count) = self.observed.get_mut(usize::from(play)) {
            *count += 1.0;
            for (expected, weight) in self.expected.iter_mut().zip(mix) {
                *expected += weight;
            }
            self.snaps += 1;
            self.evidence = self.counted_evidence();
        }
    }

    /// How sure the counts make me that the opponent departs from sound play (G statistic;
    /// short of `SOUND`, a bound of it).
    pub(crate) fn evidence(&self) -> f64 {
        self.evidence
    }

    /// The G statistic, or, where a bound of it shows it short of `SOUND`, that bound: the
    /// evidence is only ever asked whether it passes `SOUND` and by how much, and a bound short
    /// of it answers as the statistic would. Each term's logarithm is bounded by rational
    /// functions of its ratio `x` (at most `(x - 1/x) / 2` from 1 up, `2 (x - 1) / (x + 1)` below
    /// 1), which cost a fraction of the logarithm; in equilibrium games more than two reveals in
    /// three stop there (3.021M -> 2.961M instructions a game).
    fn counted_evidence(&self) -> f64 {
        let mut bound = 0.0;
        for (&o, &e) in self.observed.iter().zip(&self.expected) {
            if o > 0.0 {
                let x = (o + PRIOR) / (e + PRIOR);
                bound += o * if x >= 1.0 {
                    0.5 * (x - 1.0 / x)
                } else {
                    2.0 * (x - 1.0) / (x + 1.0)
                };
            }
        }
        // Well clear of the rounding of either sum, so the statistic is short of `SOUND` too.
        if 2.0 * bound < SOUND - 1e-6 {
            return 2.0 * bound;
        }
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

#[cfg(test)]
mod tests {
    use super::*;

    /// Two rows against three plays, each one copy of three unseen, the opponent holding two:
    /// against both my rows alike, play 2 is the opponent's best (-3 for me), play 0 and 1 even.
    fn snap() -> CardGame {
        let mut game = CardGame {
            row_count: 2,
            column_count: 3,
            unseen_total: 3,
            hand: 2,
            ..CardGame::default()
        };
        game.rows[..2].copy_from_slice(&[0, 1]);
        game.columns[..3].copy_from_slice(&[0, 1, 2]);
        game.payoff[..6].copy_from_slice(&[1.0, -1.0, -3.0, -1.0, 1.0, 0.0]);
        game.unseen[..3].copy_from_slice(&[1, 1, 1]);
        game.hold[..3].copy_from_slice(&[2.0 / 3.0; 3]);
        game
    }

    /// One snap: the naive and the sound chance of each play (of `play`'s reveal), revealed.
    fn reveal(model: &mut OpponentModel, play: u8) -> (f64, f64) {
        let game = snap();
        let sound_column = [0.5, 0.5, 0.0];
        // My side as the opponent sees it: both my rows, each held for sure.
        let mut across = [0.0; MAX_PLAYS];
        for (c, value) in across.iter_mut().enumerate().take(game.column_count) {
            *value = (0..game.row_count).map(|r| game.at(r, c)).sum();
        }
        model.expect_naive(&game, &across, &sound_column);
        let Some((naive, sound)) = model
            .naive_pending
            .as_ref()
            .and_then(|s| s.chances_of(play))
        else {
            panic!("nothing expected");
        };
        model.observe(play);
        (naive, sound)
    }

    #[test]
    fn the_evidence_short_of_sound_is_a_bound_of_the_g_statistic_and_past_it_the_statistic() {
        let g = |model: &OpponentModel| -> f64 {
            let terms = model.observed.iter().zip(&model.expected);
            let nats: f64 = terms
                .filter(|(&o, _)| o > 0.0)
                .map(|(&o, &e)| o * ((o + PRIOR) / (e + PRIOR)).ln())
                .sum();
            2.0 * nats
        };
        // An opponent that shows play `favourite` one snap in `every`, where sound play expects
        // an even spread over four plays.
        for (favourite, every) in [(0, 4), (1, 2), (2, 1), (3, 3)] {
            let mut model = OpponentModel::default();
            for snap in 0..60 {
                let mut sound = [0.0; MAX_PLAYS];
                sound[..4].fill(0.25);
                model.pending = Some(sound);
                let play = if snap % every == 0 {
                    favourite
                } else {
                    (snap % 4) as u8
                };
                model.observe(play);
                let (kept, exact) = (model.evidence(), g(&model));
                if kept < SOUND {
                    assert!(kept >= exact && exact < SOUND, "{kept} {exact}");
                } else {
                    assert_eq!(kept, exact);
                }
            }
        }
    }

    #[test]
    fn the_lean_follows_how_much_likelier_naive_the_plays_are_than_sound() {
        let mut model = OpponentModel::default();
        assert_eq!(model.naive_weight(), 0.0);
        // The naive opponent plays 2 whenever it holds it (2/3); sound play nearly never.
        let (naive, sound) = reveal(&mut model, 2);
        assert!((naive - (0.8 * 2.0 / 3.0 + 0.2 * sound)).abs() < 1e-12);
        let first = (naive / sound).ln();
        assert!((model.naive_weight() - LEAN * first / NAIVE_SURE).abs() < 1e-12);
        reveal(&mut model, 2);
        assert_eq!(model.naive_weight(), LEAN);
        // Play 1 a naive opponent plays only when it holds neither 2 nor 0: never, but for
        // the slack; the trust built up is capped, so one such play takes much of it back.
        let (naive, sound) = reveal(&mut model, 1);
        let left = NAIVE_SURE + (naive / sound).ln();
        assert!((model.naive_weight() - LEAN * left / NAIVE_SURE).abs() < 1e-12);
        assert!(
            model.naive_weight() < 0.5 * LEAN,
            "{}",
            model.naive_weight()
        );
    }
}
