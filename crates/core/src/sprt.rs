//! Whether one coach is stronger than another, decided as games come in: the sequential
//! probability ratio test chess engines run on every change, on pairs of games (one seed played
//! twice, sides swapped), so the luck a seed deals both coaches cancels out.
//!
//! The log-likelihood ratio is the normal approximation on pair scores (each pair's mean score,
//! 0, ¼, ½, ¾ or 1), which counts the correlation inside a pair instead of assuming it away:
//! `LLR = n (s1 - s0) (2 m - s0 - s1) / (2 v)`, with `s` the score an elo difference gives, `m`
//! and `v` the pair scores' mean and variance. The variance is taken as if one pair more had been
//! lost and one more won, so that a few wins in a row, which have no variance, are not taken for
//! certainty.

use crate::match_record::Record;

/// The test asked: is the first coach `elo` stronger (or weaker), with error rates `alpha`
/// (calling a difference that is not there) and `beta` (missing one that is).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Test {
    pub elo: f64,
    pub alpha: f64,
    pub beta: f64,
}

impl Test {
    /// H0: elo 0 against H1: 40 elo (about a 56% score), 5% errors both ways.
    pub const DEFAULT: Test = Test {
        elo: 40.0,
        alpha: 0.05,
        beta: 0.05,
    };

    /// Accepting H1 above this.
    fn upper(self) -> f64 {
        ((1.0 - self.beta) / self.alpha).ln()
    }

    /// Accepting H0 below this.
    fn lower(self) -> f64 {
        (self.beta / (1.0 - self.alpha)).ln()
    }
}

/// The expected score of a side `elo` stronger.
pub fn score_of_elo(elo: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-elo / 400.0))
}

/// What the games so far say.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Verdict {
    /// The first coach is stronger by the test's margin.
    FirstStronger,
    /// The second is.
    SecondStronger,
    /// Neither is stronger by the margin.
    Even,
    /// Not yet clear (or, once the games allowed are played, not clear).
    Open,
}

/// The pairs played so far, from the first coach's side.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Pairs {
    /// Pairs by the first coach's points over both games, in half points: 0 (both lost) to 4.
    pub by_points: [u64; 5],
    /// The same games one by one.
    pub record: Record,
}

/// One game's result for the first coach.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GameResult {
    Win,
    Tie,
    Loss,
}

impl GameResult {
    fn half_points(self) -> usize {
        match self {
            GameResult::Win => 2,
            GameResult::Tie => 1,
            GameResult::Loss => 0,
        }
    }
}

impl Pairs {
    pub fn add(&mut self, pair: [GameResult; 2]) {
        self.by_points[pair[0].half_points() + pair[1].half_points()] += 1;
        for game in pair {
            match game {
                GameResult::Win => self.record.wins += 1,
                GameResult::Tie => self.record.ties += 1,
                GameResult::Loss => self.record.losses += 1,
            }
        }
    }

    pub fn count(&self) -> u64 {
        self.by_points.iter().sum()
    }

    /// The log-likelihood ratio of "the first coach is `elo` stronger" against "they are even".
    pub fn llr(&self, elo: f64) -> f64 {
        let pairs = self.count() as f64;
        if pairs == 0.0 {
            return 0.0;
        }
        let score = |bucket: usize| bucket as f64 / 4.0;
        let sum: f64 = (0..5).map(|b| self.by_points[b] as f64 * score(b)).sum();
        let mean = sum / pairs;
        // One lost and one won pair more, for the variance only.
        let padded = pairs + 2.0;
        let padded_mean = (sum + 1.0) / padded;
        let squares: f64 = (0..5)
            .map(|b| self.by_points[b] as f64 * (score(b) - padded_mean).powi(2))
            .sum::<f64>()
            + padded_mean.powi(2)
            + (1.0 - padded_mean).powi(2);
        let variance = squares / padded;
        let (s0, s1) = (0.5, score_of_elo(elo));
        pairs * (s1 - s0) * (2.0 * mean - s0 - s1) / (2.0 * variance)
    }

    /// The verdict of `test` on the pairs so far: two one-sided tests on the same games, one for
    /// each coach being the stronger.
    pub fn verdict(&self, test: Test) -> Verdict {
        let first = self.llr(test.elo);
        let second = self.llr(-test.elo);
        if first >= test.upper() {
            Verdict::FirstStronger
        } else if second >= test.upper() {
            Verdict::SecondStronger
        } else if first <= test.lower() && second <= test.lower() {
            Verdict::Even
        } else {
            Verdict::Open
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pairs(pair: [GameResult; 2], count: usize) -> Pairs {
        let mut pairs = Pairs::default();
        (0..count).for_each(|_| pairs.add(pair));
        pairs
    }

    #[test]
    fn a_few_wins_are_not_yet_clear_but_a_run_of_them_is() {
        let won = [GameResult::Win, GameResult::Win];
        assert_eq!(pairs(won, 3).verdict(Test::DEFAULT), Verdict::Open);
        assert_eq!(
            pairs(won, 12).verdict(Test::DEFAULT),
            Verdict::FirstStronger
        );
        let lost = [GameResult::Loss, GameResult::Loss];
        assert_eq!(
            pairs(lost, 12).verdict(Test::DEFAULT),
            Verdict::SecondStronger
        );
    }

    #[test]
    fn split_pairs_say_the_coaches_are_even_once_there_are_enough() {
        let split = [GameResult::Win, GameResult::Loss];
        assert_eq!(pairs(split, 2).verdict(Test::DEFAULT), Verdict::Open);
        let many = pairs(split, 400);
        assert_eq!(many.verdict(Test::DEFAULT), Verdict::Even);
        assert_eq!(many.record.games(), 800);
        assert_eq!(many.record.wins, 400);
    }

    #[test]
    fn the_ratio_is_the_mirror_image_for_the_other_coach() {
        let mut mixed = Pairs::default();
        mixed.add([GameResult::Win, GameResult::Tie]);
        mixed.add([GameResult::Loss, GameResult::Win]);
        mixed.add([GameResult::Win, GameResult::Win]);
        let mut mirrored = Pairs::default();
        mirrored.add([GameResult::Loss, GameResult::Tie]);
        mirrored.add([GameResult::Win, GameResult::Loss]);
        mirrored.add([GameResult::Loss, GameResult::Loss]);
        assert!((mixed.llr(40.0) - mirrored.llr(-40.0)).abs() < 1e-12);
        assert_eq!(score_of_elo(0.0), 0.5);
    }
}
