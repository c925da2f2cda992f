//! A season: a round-robin between chosen teams, the standings, and a playoff bracket to the
//! 1st & Goal Bowl. Every game's seeds come from the season seed and the game's number, so the
//! same seed plays the same season on any number of threads.

use std::cmp::Ordering;
use std::sync::Arc;

use crate::games::first_and_goal::data::model::Team;
use crate::games::first_and_goal::data::Library;
use crate::games::first_and_goal::engine::{OptionalRules, Setup};

use super::sim::{Matchup, Player};
use crate::common::batch::run_parallel;
use crate::games::first_and_goal::coach::CoachKind;

/// The most playoff games a tied playoff game is replayed before the better seed advances.
pub const PLAYOFF_REPLAYS: u32 = 10;

/// How to play a set of games between teams.
#[derive(Debug, Clone)]
pub struct LeagueConfig {
    pub games_per_pair: u32,
    pub seed: u64,
    pub jobs: usize,
    pub coach: CoachKind,
    pub optional: OptionalRules,
}

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

fn play_one(
    player: &mut Player,
    library: &Library,
    teams: &[Team],
    (home, away): (usize, usize),
    config: &LeagueConfig,
    index: u64,
) -> GameResult {
    let matchup = Matchup {
        setup: Arc::new(Setup::new(
            library,
            &teams[home],
            &teams[away],
            config.optional,
        )),
        coaches: [config.coach; 2],
    };
    let played = player.play(&matchup, config.seed, index);
    GameResult {
        home,
        away,
        home_points: played.game.score(crate::common::side::Side::Home),
        away_points: played.game.score(crate::common::side::Side::Away),
    }
}

/// Plays the round-robin; results in schedule order. `progress(done)` as games finish.
pub fn round_robin(
    library: &Library,
    teams: &[Team],
    config: &LeagueConfig,
    mut progress: impl FnMut(u64),
) -> Vec<GameResult> {
    let games = schedule(teams.len(), config.games_per_pair);
    let mut results: Vec<Option<GameResult>> = vec![None; games.len()];
    let mut done = 0;
    run_parallel(
        config.jobs,
        games.len() as u64,
        Player::new,
        |player, index| {
            let pair = games[index as usize];
            play_one(player, library, teams, pair, config, index)
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

/// Standings, best first: percentage, then point differential, points scored, and name.
pub fn standings(teams: &[Team], results: &[GameResult]) -> Vec<Standing> {
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
            .then(teams[a.team].name.cmp(&teams[b.team].name))
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
pub fn play_season(
    library: &Library,
    teams: &[Team],
    config: &LeagueConfig,
    playoff_teams: usize,
    progress: impl FnMut(u64),
) -> Season {
    let results = round_robin(library, teams, config, progress);
    let standings = standings(teams, &results);
    let size = bracket_size(teams.len(), playoff_teams);
    let mut next_index = results.len() as u64;
    let mut player = Player::new();
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
                let result = play_one(
                    &mut player,
                    library,
                    teams,
                    (home.1, away.1),
                    config,
                    next_index,
                );
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
