//! A season: a round-robin between chosen teams, the standings, and a playoff bracket to the
//! Bowl. Every game's seeds come from the season seed and the game's number, so the same seed
//! plays the same season on any number of threads. The games are played by the game's own
//! [`Fixtures`]; the schedule, standings, bracket and their output are the same for every game.

use std::cmp::Ordering;
use std::io::Write;

use crate::common::batch::run_parallel;
use crate::common::i18n::{arg, Localizer};
use crate::shells::kit::exit::Done;
use crate::shells::kit::output::{csv_line, local_percent, Format};

use super::commands::SeasonArgs;
use super::console::say;
use super::rank::{fit, rating_rows, strength_bars, teams_table, Rating};

/// The most playoff games a tied playoff game is replayed before the better seed advances.
pub const PLAYOFF_REPLAYS: u32 = 10;

/// One game's result, teams by their index in the season's team list.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GameResult {
    pub home: usize,
    pub away: usize,
    pub home_points: u16,
    pub away_points: u16,
}

impl GameResult {
    /// The winner's team index; `None` for a tie.
    pub fn winner(&self) -> Option<usize> {
        match self.home_points.cmp(&self.away_points) {
            Ordering::Greater => Some(self.home),
            Ordering::Less => Some(self.away),
            Ordering::Equal => None,
        }
    }
}

/// Every pair of `teams` teams `games_per_pair` times, home and away alternating.
pub fn schedule(teams: usize, games_per_pair: u32) -> Vec<(usize, usize)> {
    let mut games = Vec::new();
    for first in 0..teams {
        for second in first + 1..teams {
            for k in 0..games_per_pair {
                games.push(if k % 2 == 0 {
                    (first, second)
                } else {
                    (second, first)
                });
            }
        }
    }
    games
}

/// How a game plays the league's games: each between two teams (by their index in the season's
/// team list), seeded by its index alone. A `Player` plays games one after another on one thread,
/// reusing what it can.
pub trait Fixtures: Sync {
    type Player;
    fn player(&self) -> Self::Player;
    /// Game `index` between `home` and `away`.
    fn play(&self, player: &mut Self::Player, home: usize, away: usize, index: u64) -> GameResult;
}

/// How many games a round-robin plays, and on how many threads.
#[derive(Debug, Clone, Copy)]
pub struct RoundRobin {
    pub games_per_pair: u32,
    pub jobs: usize,
}

/// Plays the round-robin of `teams` teams; results in schedule order. `progress(done)` as games
/// finish.
pub fn round_robin<F: Fixtures>(
    fixtures: &F,
    teams: usize,
    config: RoundRobin,
    mut progress: impl FnMut(u64),
) -> Vec<GameResult> {
    let games = schedule(teams, config.games_per_pair);
    let mut results: Vec<Option<GameResult>> = vec![None; games.len()];
    let mut done = 0;
    run_parallel(
        config.jobs,
        games.len() as u64,
        || fixtures.player(),
        |player, index| {
            let (home, away) = games[index as usize];
            fixtures.play(player, home, away, index)
        },
        |index, result| {
            if let Some(slot) = results.get_mut(index as usize) {
                *slot = Some(result);
            }
            done += 1;
            progress(done);
            true
        },
    );
    results.into_iter().flatten().collect()
}

/// One team's line in the standings.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Standing {
    pub team: usize,
    pub wins: u32,
    pub losses: u32,
    pub ties: u32,
    pub points_for: u64,
    pub points_against: u64,
}

impl Standing {
    pub fn games(&self) -> u32 {
        self.wins + self.losses + self.ties
    }

    /// Wins with ties as half wins, per game.
    pub fn percentage(&self) -> f64 {
        match self.games() {
            0 => 0.0,
            games => (f64::from(self.wins) + f64::from(self.ties) / 2.0) / f64::from(games),
        }
    }

    pub fn differential(&self) -> i64 {
        self.points_for as i64 - self.points_against as i64
    }
}

/// Standings of the teams named `teams`, best first: percentage, then point differential,
/// points scored, and name.
pub fn standings(teams: &[String], results: &[GameResult]) -> Vec<Standing> {
    let mut table: Vec<Standing> = (0..teams.len())
        .map(|team| Standing {
            team,
            ..Standing::default()
        })
        .collect();
    for r in results {
        table[r.home].points_for += u64::from(r.home_points);
        table[r.home].points_against += u64::from(r.away_points);
        table[r.away].points_for += u64::from(r.away_points);
        table[r.away].points_against += u64::from(r.home_points);
        match r.winner() {
            Some(w) => {
                let l = if w == r.home { r.away } else { r.home };
                table[w].wins += 1;
                table[l].losses += 1;
            }
            None => {
                table[r.home].ties += 1;
                table[r.away].ties += 1;
            }
        }
    }
    table.sort_by(|a, b| {
        b.percentage()
            .total_cmp(&a.percentage())
            .then(b.differential().cmp(&a.differential()))
            .then(b.points_for.cmp(&a.points_for))
            .then(teams[a.team].cmp(&teams[b.team]))
    });
    table
}

/// The biggest bracket for `teams` teams: a power of two, at most `limit`; 0 below two teams.
pub fn bracket_size(teams: usize, limit: usize) -> usize {
    let most = teams.min(limit);
    if most < 2 {
        return 0;
    }
    1 << (usize::BITS - 1 - most.leading_zeros())
}

/// Seeds in bracket order (1-based): 1 v 8, 4 v 5, 2 v 7, 3 v 6 for eight, so the top two
/// seeds can only meet in the final.
pub fn bracket_order(size: usize) -> Vec<usize> {
    let mut order = vec![1];
    while order.len() < size {
        let next = order.len() * 2;
        order = order.iter().flat_map(|&s| [s, next + 1 - s]).collect();
    }
    order
}

/// A playoff game: the better seed at home; `replays` tied games before this result.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PlayoffGame {
    /// Seeds, 1-based.
    pub home_seed: usize,
    pub away_seed: usize,
    pub result: GameResult,
    pub replays: u32,
    pub winner: usize,
    pub winner_seed: usize,
}

/// A whole season.
#[derive(Debug, Clone)]
pub struct Season {
    pub results: Vec<GameResult>,
    pub standings: Vec<Standing>,
    /// Playoff rounds, first round first; the last holds the Bowl.
    pub rounds: Vec<Vec<PlayoffGame>>,
    pub champion: Option<usize>,
}

/// Plays the round-robin, then the playoffs between the top `playoff_teams` (rounded down to a
/// power of two).
pub fn play_season<F: Fixtures>(
    fixtures: &F,
    names: &[String],
    config: RoundRobin,
    playoff_teams: usize,
    progress: impl FnMut(u64),
) -> Season {
    let results = round_robin(fixtures, names.len(), config, progress);
    let standings = standings(names, &results);
    let size = bracket_size(names.len(), playoff_teams);
    let mut next_index = results.len() as u64;
    let mut player = fixtures.player();
    // (seed, team) in bracket order.
    let mut alive: Vec<(usize, usize)> = if size >= 2 {
        bracket_order(size)
            .into_iter()
            .filter_map(|seed| Some((seed, standings.get(seed - 1)?.team)))
            .collect()
    } else {
        Vec::new()
    };
    let mut rounds = Vec::new();
    while alive.len() >= 2 {
        let mut round = Vec::new();
        let mut winners = Vec::new();
        for pair in alive.chunks(2) {
            let (a, b) = (pair[0], pair[1]);
            let (home, away) = if a.0 < b.0 { (a, b) } else { (b, a) };
            let mut replays = 0;
            let game = loop {
                let result = fixtures.play(&mut player, home.1, away.1, next_index);
                next_index += 1;
                match result.winner() {
                    Some(w) => break (result, w),
                    None if replays + 1 >= PLAYOFF_REPLAYS => break (result, home.1),
                    None => replays += 1,
                }
            };
            let (result, winner) = game;
            let winner_seed = if winner == home.1 { home.0 } else { away.0 };
            round.push(PlayoffGame {
                home_seed: home.0,
                away_seed: away.0,
                result,
                replays,
                winner,
                winner_seed,
            });
            winners.push((winner_seed, winner));
        }
        rounds.push(round);
        alive = winners;
    }
    let champion = alive.first().map(|&(_, team)| team);
    Season {
        results,
        standings,
        rounds,
        champion,
    }
}

/// A simulated season's result: the teams' strength from its games fitted and drawn to
/// `--plot`'s file if there is one, and the season written in `--format`.
pub(crate) fn show(
    args: &SeasonArgs,
    season: &Season,
    names: &[String],
    seed: u64,
    loc: &Localizer,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Done {
    let ratings = fit(&season.results, names, args.plot.as_deref(), loc, err)?;
    say(
        out,
        &season_output(args.format, season, &ratings, names, seed, loc),
    );
    Ok(())
}

/// A simulated season's output in `format`: the standings, bracket and champion with the strength
/// bars, or JSON, or the standings as CSV.
fn season_output(
    format: Format,
    season: &Season,
    ratings: &[Rating],
    names: &[String],
    seed: u64,
    loc: &Localizer,
) -> String {
    match format {
        Format::Table => {
            let mut text = season_text(season, names, seed, loc);
            text.push_str(&strength_bars(ratings, names, loc));
            text
        }
        Format::Json => season_json(season, ratings, names, seed),
        Format::Csv => standings_csv(season, names),
    }
}

/// `{"seed", "games", "standings": [...], "playoffs": [[...]], "champion", "strength": [...]}`.
fn season_json(season: &Season, ratings: &[Rating], teams: &[String], seed: u64) -> String {
    let standings: Vec<serde_json::Value> = season
        .standings
        .iter()
        .enumerate()
        .map(|(place, s)| {
            serde_json::json!({
                "place": place + 1,
                "team": teams[s.team],
                "wins": s.wins,
                "losses": s.losses,
                "ties": s.ties,
                "points_for": s.points_for,
                "points_against": s.points_against,
                "percentage": s.percentage(),
            })
        })
        .collect();
    let playoffs: Vec<Vec<serde_json::Value>> = season
        .rounds
        .iter()
        .map(|round| {
            round
                .iter()
                .map(|game| {
                    serde_json::json!({
                        "home": teams[game.result.home],
                        "away": teams[game.result.away],
                        "home_seed": game.home_seed,
                        "away_seed": game.away_seed,
                        "home_points": game.result.home_points,
                        "away_points": game.result.away_points,
                        "replays": game.replays,
                        "winner": teams[game.winner],
                    })
                })
                .collect()
        })
        .collect();
    let json = serde_json::json!({
        "seed": seed,
        "games": season.results.len(),
        "standings": standings,
        "playoffs": playoffs,
        "champion": season.champion.map(|team| teams[team].clone()),
        "strength": rating_rows(ratings, teams),
    });
    serde_json::to_string_pretty(&json).unwrap_or_default() + "\n"
}

fn standings_csv(season: &Season, teams: &[String]) -> String {
    let mut out = csv_line(STANDINGS_CSV_HEADER);
    for (place, s) in season.standings.iter().enumerate() {
        out.push_str(&csv_line(&standings_csv_fields(
            place + 1,
            &teams[s.team],
            s,
        )));
    }
    out
}

/// A playoff round's name, by how many rounds are `left` including it (1: the Bowl).
pub(crate) fn round_title(left: usize, loc: &Localizer) -> String {
    match left {
        1 => loc.text("league-round-bowl"),
        2 => loc.text("league-round-semifinals"),
        3 => loc.text("league-round-quarterfinals"),
        _ => loc.text_with("league-round-of", &[arg("teams", (1u64 << left) as f64)]),
    }
}

/// The CSV columns of a standings line.
pub(crate) const STANDINGS_CSV_HEADER: &[&str] = &[
    "place",
    "team",
    "wins",
    "losses",
    "ties",
    "points_for",
    "points_against",
    "percentage",
];

pub(crate) fn standings_csv_fields(place: usize, team: &str, s: &Standing) -> Vec<String> {
    vec![
        place.to_string(),
        team.to_string(),
        s.wins.to_string(),
        s.losses.to_string(),
        s.ties.to_string(),
        s.points_for.to_string(),
        s.points_against.to_string(),
        format!("{:.4}", s.percentage()),
    ]
}

/// A standings table, rows in order (place 1 first): name and record.
pub(crate) fn standings_table(rows: &[(String, Standing)], loc: &Localizer) -> String {
    let lang = loc.language();
    let mut table = teams_table(
        &[
            "league-col-rank",
            "league-col-team",
            "league-col-wins",
            "league-col-losses",
            "league-col-ties",
            "league-col-points-for",
            "league-col-points-against",
            "league-col-differential",
            "league-col-percentage",
        ],
        loc,
    );
    for (place, (name, s)) in rows.iter().enumerate() {
        table.row(vec![
            (place + 1).to_string(),
            name.clone(),
            s.wins.to_string(),
            s.losses.to_string(),
            s.ties.to_string(),
            s.points_for.to_string(),
            s.points_against.to_string(),
            format!("{:+}", s.differential()),
            // A percentage like `rank` shows, not baseball's ",667", which German readers do not
            // know.
            local_percent(lang, s.percentage()),
        ]);
    }
    table.render()
}

/// The standings, the playoff bracket and the champion.
pub fn season_text(season: &Season, teams: &[String], seed: u64, loc: &Localizer) -> String {
    let rows: Vec<(String, Standing)> = season
        .standings
        .iter()
        .map(|s| (teams[s.team].clone(), *s))
        .collect();
    let table = standings_table(&rows, loc);
    let mut out = format!(
        "{}\n\n",
        loc.text_with(
            "league-season-title",
            &[
                arg("teams", teams.len() as f64),
                arg("games", season.results.len() as f64),
                arg("seed", seed.to_string()),
            ],
        )
    );
    out.push_str(&table);
    // Single-letter columns need their words once, or "PG" means nothing to a newcomer.
    out.push_str(&crate::common::wrap::fill(
        &loc.text("league-legend-standings"),
        "",
        "",
    ));
    let rounds = season.rounds.len();
    for (number, round) in season.rounds.iter().enumerate() {
        let title = round_title(rounds - number, loc);
        out.push_str(&format!("\n{title}\n"));
        for game in round {
            let r = &game.result;
            let line = format!(
                "  ({}) {} {} : {} {} ({})",
                game.home_seed,
                teams[r.home],
                r.home_points,
                r.away_points,
                teams[r.away],
                game.away_seed
            );
            out.push_str(&line);
            if game.replays > 0 {
                out.push_str(&format!(
                    "  {}",
                    loc.text_with("league-replays", &[arg("count", f64::from(game.replays))])
                ));
            }
            out.push('\n');
        }
    }
    match season.champion {
        Some(team) => out.push_str(&format!(
            "\n{}\n",
            loc.text_with("league-champion", &[arg("team", teams[team].clone())])
        )),
        None => out.push_str(&format!("\n{}\n", loc.text("league-no-playoffs"))),
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn brackets_are_powers_of_two() {
        assert_eq!(bracket_size(26, 8), 8);
        assert_eq!(bracket_size(5, 8), 4);
        assert_eq!(bracket_size(2, 8), 2);
        assert_eq!(bracket_size(1, 8), 0);
        assert_eq!(bracket_size(26, 16), 16);
        assert_eq!(bracket_order(8), vec![1, 8, 4, 5, 2, 7, 3, 6]);
        assert_eq!(bracket_order(2), vec![1, 2]);
    }

    #[test]
    fn every_pair_meets_k_times() {
        let games = schedule(4, 3);
        assert_eq!(games.len(), 6 * 3);
        assert_eq!(games.iter().filter(|&&g| g == (0, 1)).count(), 2);
        assert_eq!(games.iter().filter(|&&g| g == (1, 0)).count(), 1);
    }
}
