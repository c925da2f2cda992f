//! Team strength from a round-robin: a Bradley-Terry model with ties as half wins, fitted by
//! minorisation-maximisation, with standard errors from the Fisher information.
//!
//! Each pair also gets one virtual tied game (half a win each) as a weak prior: it keeps a
//! team that lost every game at a finite rating and barely moves the others.
//!
//! Below the model: `rank`'s output (table, JSON, CSV) and the strength chart, for every game's
//! teams by name.

use std::io::Write;
use std::path::Path;

use crate::common::i18n::{arg, Localizer};
use crate::shells::kit::exit::{Done, Failure};
use crate::shells::kit::output::{csv_line, local_number, local_percent, Align, Format, Table};

use super::chart;
use super::commands::RankArgs;
use super::console::{fail, say};
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

/// Strength with its 95% interval on the Elo scale, for bars and charts.
fn strength_intervals(ratings: &[Rating], teams: &[String]) -> Vec<chart::Interval> {
    ratings
        .iter()
        .map(|r| chart::Interval {
            label: crate::common::text::printable(&teams[r.team]).into_owned(),
            value: r.elo(),
            low: r.elo() - r.elo_margin(),
            high: r.elo() + r.elo_margin(),
        })
        .collect()
}

/// The strength chart in the terminal: one bar per team, its 95% interval, strongest first.
pub(crate) fn strength_bars(ratings: &[Rating], teams: &[String], loc: &Localizer) -> String {
    format!(
        "\n{}\n{}",
        loc.text("league-strength-chart"),
        chart::bars(&strength_intervals(ratings, teams), 80)
    )
}

fn plot_strength(
    path: &Path,
    ratings: &[Rating],
    teams: &[String],
    loc: &Localizer,
    err: &mut dyn Write,
) -> Done {
    chart::intervals_svg(
        path,
        &loc.text("league-strength-chart"),
        &loc.text("league-strength-axis"),
        &strength_intervals(ratings, teams),
    )
    .map_err(|detail| {
        fail(
            err,
            &loc.text_with(
                "league-error-plot",
                &[
                    arg("path", path.display().to_string()),
                    arg("detail", detail),
                ],
            ),
            Failure::Problem,
        )
    })
}

/// A table of teams, a row each: its place, its name, then its figures, right-aligned; the
/// headers are the messages `ids`.
pub(crate) fn teams_table(ids: &[&str], loc: &Localizer) -> Table {
    let aligns = (0..ids.len())
        .map(|column| {
            if column == 1 {
                Align::Left
            } else {
                Align::Right
            }
        })
        .collect();
    Table::new(ids.iter().map(|id| loc.text(id)).collect(), aligns)
}

/// The strength of the teams named `names` fitted to `results`, drawn as an SVG chart at `plot`
/// if one is asked for.
pub(crate) fn fit(
    results: &[GameResult],
    names: &[String],
    plot: Option<&Path>,
    loc: &Localizer,
    err: &mut dyn Write,
) -> Result<Vec<Rating>, Failure> {
    let ratings = bradley_terry(names.len(), results);
    if let Some(path) = plot {
        plot_strength(path, &ratings, names, loc, err)?;
    }
    Ok(ratings)
}

/// `rank`'s result: the strength of the teams named `names` from `results` of the round-robin
/// seeded `seed`, drawn to `--plot`'s file if there is one, and written in `--format`.
pub(crate) fn show(
    args: &RankArgs,
    results: &[GameResult],
    names: &[String],
    seed: u64,
    loc: &Localizer,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Done {
    let ratings = fit(results, names, args.plot.as_deref(), loc, err)?;
    let text = rank_output(args.format, &ratings, names, results.len(), seed, loc);
    say(out, &text);
    Ok(())
}

/// `rank`'s output in `format`, for either game's teams (by name).
fn rank_output(
    format: Format,
    ratings: &[Rating],
    names: &[String],
    games: usize,
    seed: u64,
    loc: &Localizer,
) -> String {
    match format {
        Format::Table => {
            let mut text = rank_text(ratings, names, games, seed, loc);
            text.push_str(&strength_bars(ratings, names, loc));
            text
        }
        Format::Json => rank_json(ratings, names, games, seed),
        Format::Csv => rank_csv(ratings, names),
    }
}

/// The strength table, strongest first.
pub fn rank_text(
    ratings: &[Rating],
    teams: &[String],
    games: usize,
    seed: u64,
    loc: &Localizer,
) -> String {
    let lang = loc.language();
    let mut table = teams_table(
        &[
            "league-col-rank",
            "league-col-team",
            "league-col-rating",
            "league-col-interval",
            "league-col-wins",
            "league-col-losses",
            "league-col-ties",
            "league-col-percentage",
        ],
        loc,
    );
    for (place, r) in ratings.iter().enumerate() {
        table.row(vec![
            (place + 1).to_string(),
            teams[r.team].clone(),
            local_number(lang, r.elo(), 0),
            format!("± {}", local_number(lang, r.elo_margin(), 0)),
            r.wins.to_string(),
            r.losses.to_string(),
            r.ties.to_string(),
            local_percent(lang, r.score()),
        ]);
    }
    let mut out = format!(
        "{}\n\n",
        loc.text_with(
            "league-rank-title",
            &[
                arg("teams", teams.len() as f64),
                arg("games", games as f64),
                arg("seed", seed.to_string()),
            ],
        )
    );
    out.push_str(&table.render());
    out.push_str(&crate::common::wrap::fill(
        &loc.text("league-legend-record"),
        "",
        "",
    ));
    out.push('\n');
    out.push_str(&crate::common::wrap::fill(
        &loc.text("league-rank-explain"),
        "",
        "",
    ));
    out
}

pub(crate) fn rating_rows(ratings: &[Rating], teams: &[String]) -> Vec<serde_json::Value> {
    ratings
        .iter()
        .map(|r| {
            serde_json::json!({
                "team": teams[r.team],
                "rating": r.elo(),
                "margin": r.elo_margin(),
                "rating_low": r.elo() - r.elo_margin(),
                "rating_high": r.elo() + r.elo_margin(),
                "strength": r.strength,
                "error": r.error,
                "wins": r.wins,
                "losses": r.losses,
                "ties": r.ties,
                "percentage": r.score(),
            })
        })
        .collect()
}

/// `{"games", "seed", "teams": [{"team", "rating", "margin", "rating_low", "rating_high",
/// "strength", "error", "wins", "losses", "ties", "percentage"}]}`.
pub fn rank_json(ratings: &[Rating], teams: &[String], games: usize, seed: u64) -> String {
    let json =
        serde_json::json!({ "games": games, "seed": seed, "teams": rating_rows(ratings, teams) });
    serde_json::to_string_pretty(&json).unwrap_or_default() + "\n"
}

/// The same fields as `rank_json`'s teams, one CSV line each, strongest first.
pub fn rank_csv(ratings: &[Rating], teams: &[String]) -> String {
    let mut out = csv_line(&[
        "team",
        "rating",
        "margin",
        "rating_low",
        "rating_high",
        "strength",
        "error",
        "wins",
        "losses",
        "ties",
        "percentage",
    ]);
    for r in ratings {
        out.push_str(&csv_line(&[
            teams[r.team].clone(),
            format!("{:.1}", r.elo()),
            format!("{:.1}", r.elo_margin()),
            format!("{:.1}", r.elo() - r.elo_margin()),
            format!("{:.1}", r.elo() + r.elo_margin()),
            format!("{:.6}", r.strength),
            format!("{:.6}", r.error),
            r.wins.to_string(),
            r.losses.to_string(),
            r.ties.to_string(),
            format!("{:.4}", r.score()),
        ]));
    }
    out
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
