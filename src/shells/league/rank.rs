//! Team strength from a round-robin: a Bradley-Terry model with ties as half wins, fitted by
//! minorisation-maximisation, with standard errors from the Fisher information.
//!
//! Each pair also gets one virtual tied game (half a win each) as a weak prior: it keeps a
//! team that lost every game at a finite rating and barely moves the others.

use super::season::GameResult;

/// Elo points per unit of log-strength: a 400-point gap is 10:1 odds, as in chess ratings.
pub const ELO_PER_LOG: f64 = 400.0 / std::f64::consts::LN_10;

/// One team's fitted strength.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Rating {
    pub team: usize,
    /// Log-strength, the teams' mean at 0.
    pub strength: f64,
    /// Standard error of `strength`.
    pub error: f64,
    pub wins: u32,
    pub losses: u32,
    pub ties: u32,
}

impl Rating {
    /// On the Elo scale around 1500.
    pub fn elo(&self) -> f64 {
        1500.0 + self.strength * ELO_PER_LOG
    }

    /// The half-width of the 95% interval on the Elo scale.
    pub fn elo_margin(&self) -> f64 {
        1.96 * self.error * ELO_PER_LOG
    }

    /// Wins with ties as half wins, per game.
    pub fn score(&self) -> f64 {
        let games = self.wins + self.losses + self.ties;
        if games == 0 {
            0.0
        } else {
            (f64::from(self.wins) + f64::from(self.ties) / 2.0) / f64::from(games)
        }
    }
}

/// Fits `teams` strengths to `results`; ratings sorted strongest first.
pub fn bradley_terry(teams: usize, results: &[GameResult]) -> Vec<Rating> {
    let n = teams;
    // Prior: one tied game per pair.
    let mut games = vec![vec![if n > 1 { 1.0 } else { 0.0 }; n]; n];
    let mut score = vec![(n.saturating_sub(1)) as f64 / 2.0; n];
    let mut ratings: Vec<Rating> = (0..n)
        .map(|team| Rating {
            team,
            strength: 0.0,
            error: 0.0,
            wins: 0,
            losses: 0,
            ties: 0,
        })
        .collect();
    for (i, row) in games.iter_mut().enumerate() {
        row[i] = 0.0;
    }
    for r in results {
        if r.home >= n || r.away >= n || r.home == r.away {
            continue;
        }
        games[r.home][r.away] += 1.0;
        games[r.away][r.home] += 1.0;
        match r.winner() {
            Some(w) => {
                let l = if w == r.home { r.away } else { r.home };
                score[w] += 1.0;
                ratings[w].wins += 1;
                ratings[l].losses += 1;
            }
            None => {
                score[r.home] += 0.5;
                score[r.away] += 0.5;
                ratings[r.home].ties += 1;
                ratings[r.away].ties += 1;
            }
        }
    }
    if n == 0 {
        return ratings;
    }
    // Minorisation-maximisation (Hunter 2004): p_i = W_i / sum_j n_ij / (p_i + p_j).
    let mut p = vec![1.0; n];
    for _ in 0..10_000 {
        let mut change: f64 = 0.0;
        let mut next = vec![0.0; n];
        for i in 0..n {
            let denominator: f64 = (0..n)
                .filter(|&j| j != i && games[i][j] > 0.0)
                .map(|j| games[i][j] / (p[i] + p[j]))
                .sum();
            next[i] = if denominator > 0.0 {
                score[i] / denominator
            } else {
                p[i]
            };
        }
        // Normalise to a geometric mean of 1.
        let mean_log = next.iter().map(|x: &f64| x.max(1e-300).ln()).sum::<f64>() / n as f64;
        for (i, x) in next.iter_mut().enumerate() {
            *x = (x.max(1e-300).ln() - mean_log).exp();
            change = change.max((x.ln() - p[i].max(1e-300).ln()).abs());
        }
        p = next;
        if change < 1e-10 {
            break;
        }
    }
    let theta: Vec<f64> = p.iter().map(|x| x.max(1e-300).ln()).collect();
    // Fisher information of the log-strengths; its null space is the common shift, removed by
    // the pseudo-inverse (I + J/n)^-1 - J/n.
    let mut info = vec![vec![0.0; n]; n];
    for i in 0..n {
        for j in 0..n {
            if i != j && games[i][j] > 0.0 {
                let pij = 1.0 / (1.0 + (theta[j] - theta[i]).exp());
                let w = games[i][j] * pij * (1.0 - pij);
                info[i][j] -= w;
                info[i][i] += w;
            }
        }
    }
    let shift = 1.0 / n as f64;
    for row in info.iter_mut() {
        for x in row.iter_mut() {
            *x += shift;
        }
    }
    let variances = match invert(info) {
        Some(inverse) => (0..n).map(|i| (inverse[i][i] - shift).max(0.0)).collect(),
        None => vec![f64::INFINITY; n],
    };
    for (i, rating) in ratings.iter_mut().enumerate() {
        rating.strength = theta[i];
        rating.error = f64::sqrt(variances[i]);
    }
    ratings.sort_by(|a, b| b.strength.total_cmp(&a.strength).then(a.team.cmp(&b.team)));
    ratings
}

/// Gauss-Jordan inversion with partial pivoting; `None` when singular.
fn invert(mut a: Vec<Vec<f64>>) -> Option<Vec<Vec<f64>>> {
    let n = a.len();
    let mut inv: Vec<Vec<f64>> = (0..n)
        .map(|i| (0..n).map(|j| if i == j { 1.0 } else { 0.0 }).collect())
        .collect();
    for col in 0..n {
        let pivot = (col..n).max_by(|&x, &y| a[x][col].abs().total_cmp(&a[y][col].abs()))?;
        if a[pivot][col].abs() < 1e-12 {
            return None;
        }
        a.swap(col, pivot);
        inv.swap(col, pivot);
        let d = a[col][col];
        for j in 0..n {
            a[col][j] /= d;
            inv[col][j] /= d;
        }
        for row in 0..n {
            if row != col {
                let f = a[row][col];
                if f != 0.0 {
                    for j in 0..n {
                        a[row][j] -= f * a[col][j];
                        inv[row][j] -= f * inv[col][j];
                    }
                }
            }
        }
    }
    Some(inv)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(home: usize, away: usize, h: u16, a: u16) -> GameResult {
        GameResult {
            home,
            away,
            home_points: h,
            away_points: a,
        }
    }

    #[test]
    fn the_team_that_wins_more_ranks_higher() {
        let mut results = Vec::new();
        for _ in 0..30 {
            results.push(game(0, 1, 21, 7));
            results.push(game(1, 2, 21, 7));
            results.push(game(0, 2, 21, 7));
        }
        results.push(game(1, 0, 10, 3));
        let ratings = bradley_terry(3, &results);
        let order: Vec<usize> = ratings.iter().map(|r| r.team).collect();
        assert_eq!(order, vec![0, 1, 2]);
        assert!(ratings.iter().all(|r| r.error.is_finite() && r.error > 0.0));
        let mean: f64 = ratings.iter().map(|r| r.strength).sum::<f64>() / 3.0;
        assert!(mean.abs() < 1e-9);
    }

    #[test]
    fn equal_teams_rate_equal_with_overlapping_intervals() {
        let mut results = Vec::new();
        for _ in 0..50 {
            results.push(game(0, 1, 14, 7));
            results.push(game(1, 0, 14, 7));
            results.push(game(0, 1, 7, 7));
        }
        let ratings = bradley_terry(2, &results);
        assert!((ratings[0].strength - ratings[1].strength).abs() < 1e-6);
        assert!(ratings[0].elo_margin() > 0.0);
    }

    #[test]
    fn inversion_matches_a_known_inverse() {
        let inverse = invert(vec![vec![4.0, 7.0], vec![2.0, 6.0]]).unwrap_or_default();
        assert!((inverse[0][0] - 0.6).abs() < 1e-12);
        assert!((inverse[1][0] + 0.2).abs() < 1e-12);
        assert!(invert(vec![vec![1.0, 2.0], vec![2.0, 4.0]]).is_none());
    }
}
