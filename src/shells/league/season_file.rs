//! A season people play through over days: the teams, who coaches them, the fixtures in weeks,
//! each result as it comes in, and the playoffs to the Bowl, built round by round from the
//! standings. Pure: the file's text and the season's progress; the shell plays the games and
//! writes the file.

use serde::de::{MapAccess, Visitor};
use serde::ser::SerializeMap;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::season::{bracket_order, bracket_size, GameResult, Standing, PLAYOFF_REPLAYS};

/// Marks a gridiron season file, so a foreign TOML file is refused rather than misread.
const FORMAT: &str = "gridiron-season";
/// Bumped when the file's meaning changes; other versions are refused, never guessed at.
const VERSION: u32 = 1;
/// The largest season file read: 26 teams playing each other four times is ~100 KB.
pub const MAX_SEASON_BYTES: u64 = 4 * 1024 * 1024;

/// One team of the season, by the name the data gives it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeasonTeam {
    pub name: String,
    pub division: Option<String>,
    /// People coach this team at the terminal; the computer coaches the others.
    pub human: bool,
}

/// Where a fixture belongs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "stage", rename_all = "kebab-case")]
pub enum Stage {
    Regular {
        week: u32,
    },
    /// Seeds are 1-based; `replay` counts the tied games of this pairing before this one.
    Playoff {
        round: u32,
        home_seed: u32,
        away_seed: u32,
        replay: u32,
    },
}

/// A final score, home first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Score {
    pub home: u16,
    pub away: u16,
}

/// One game of the season, teams by their index in `teams`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Fixture {
    /// 1-based, also the game's index for its seeds.
    pub number: u32,
    #[serde(flatten)]
    pub stage: Stage,
    pub home: usize,
    pub away: usize,
    pub result: Option<Score>,
    /// The finished game's record, relative to the season file's folder.
    pub record: Option<String>,
}

impl Fixture {
    pub fn game_result(&self) -> Option<GameResult> {
        self.result.map(|score| GameResult {
            home: self.home,
            away: self.away,
            home_points: score.home,
            away_points: score.away,
        })
    }
}

/// The game's optional rules, each on or off, in the game's order: a table of booleans in the
/// file (`rule = true`), named as the game's `--optional` names them. What is read from a file
/// is in no particular order; [`Rules::new`] with the game's list puts it back in order.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Rules(Vec<(String, bool)>);

impl Rules {
    /// Every rule of `all` (a game's, in its order), those in `on` switched on.
    pub fn new(all: &[&str], on: &[&str]) -> Rules {
        Rules(
            all.iter()
                .map(|rule| (rule.to_string(), on.contains(rule)))
                .collect(),
        )
    }

    /// The rules switched on, in order.
    pub fn on(&self) -> Vec<&str> {
        self.0
            .iter()
            .filter(|(_, on)| *on)
            .map(|(rule, _)| rule.as_str())
            .collect()
    }

    /// Whether every rule named is one of `all` (a game's).
    pub fn all_among(&self, all: &[&str]) -> bool {
        self.0.iter().all(|(rule, _)| all.contains(&rule.as_str()))
    }
}

impl Serialize for Rules {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(self.0.len()))?;
        for (rule, on) in &self.0 {
            map.serialize_entry(rule, on)?;
        }
        map.end()
    }
}

impl<'de> Deserialize<'de> for Rules {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Rules, D::Error> {
        struct RulesVisitor;
        impl<'de> Visitor<'de> for RulesVisitor {
            type Value = Rules;
            fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str("a table of optional rules, each true or false")
            }
            fn visit_map<M: MapAccess<'de>>(self, mut map: M) -> Result<Rules, M::Error> {
                let mut rules = Vec::new();
                while let Some((rule, on)) = map.next_entry::<String, bool>()? {
                    rules.push((rule, on));
                }
                Ok(Rules(rules))
            }
        }
        deserializer.deserialize_map(RulesVisitor)
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeasonFile {
    format: String,
    version: u32,
    pub seed: u64,
    /// The computer coach, as `--coach` names it.
    pub coach: String,
    pub games_per_pair: u32,
    pub playoff_teams: usize,
    pub optional: Rules,
    pub teams: Vec<SeasonTeam>,
    pub fixtures: Vec<Fixture>,
}

/// Why a season file could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SeasonError {
    /// Not TOML, or not a season's shape; `detail` is the parser's own words.
    Malformed {
        detail: String,
    },
    Foreign,
    Version {
        found: u32,
    },
    /// Syntactically fine, but not a season this program wrote: a team index out of range, a
    /// team playing itself, fixtures out of order.
    Impossible,
}

/// How the season stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Progress {
    /// Fixture `index` (into `fixtures`) is next.
    Next(usize),
    /// The Bowl is decided (or there are no playoffs): team `champion`, if any.
    Over { champion: Option<usize> },
}

impl SeasonFile {
    /// A new season: every pair meets `games_per_pair` times, in weeks in which each team plays
    /// at most once (the circle method), home and away alternating between meetings.
    pub fn new(
        teams: Vec<SeasonTeam>,
        games_per_pair: u32,
        playoff_teams: usize,
        coach: &str,
        optional: Rules,
        seed: u64,
    ) -> SeasonFile {
        let mut fixtures = Vec::new();
        let weeks = circle_weeks(teams.len());
        let mut week_number = 0;
        for meeting in 0..games_per_pair {
            for week in &weeks {
                week_number += 1;
                for &(a, b) in week {
                    let (home, away) = if meeting % 2 == 0 { (a, b) } else { (b, a) };
                    fixtures.push(Fixture {
                        number: fixtures.len() as u32 + 1,
                        stage: Stage::Regular { week: week_number },
                        home,
                        away,
                        result: None,
                        record: None,
                    });
                }
            }
        }
        SeasonFile {
            format: FORMAT.to_string(),
            version: VERSION,
            seed,
            coach: coach.to_string(),
            games_per_pair,
            playoff_teams,
            optional,
            teams,
            fixtures,
        }
    }

    pub fn to_toml(&self) -> Result<String, SeasonError> {
        toml::to_string(self).map_err(|e| SeasonError::Malformed {
            detail: e.to_string(),
        })
    }

    pub fn from_toml(text: &str) -> Result<SeasonFile, SeasonError> {
        #[derive(Deserialize)]
        struct Header {
            format: Option<String>,
            version: Option<u32>,
        }
        let malformed = |e: toml::de::Error| SeasonError::Malformed {
            detail: e.message().to_string(),
        };
        let header: Header = toml::from_str(text).map_err(malformed)?;
        if header.format.as_deref() != Some(FORMAT) {
            return Err(SeasonError::Foreign);
        }
        if header.version != Some(VERSION) {
            return Err(SeasonError::Version {
                found: header.version.unwrap_or(0),
            });
        }
        let season: SeasonFile = toml::from_str(text).map_err(malformed)?;
        if season.is_possible() {
            Ok(season)
        } else {
            Err(SeasonError::Impossible)
        }
    }

    /// What a hand-edited file could break and the program would trip over.
    fn is_possible(&self) -> bool {
        let teams = self.teams.len();
        teams >= 2
            && self.fixtures.iter().enumerate().all(|(i, f)| {
                f.number as usize == i + 1 && f.home < teams && f.away < teams && f.home != f.away
            })
            // Results come in order: nothing after the first unplayed fixture is played.
            && self
                .fixtures
                .iter()
                .skip_while(|f| f.result.is_some())
                .all(|f| f.result.is_none())
    }

    pub fn progress(&self) -> Progress {
        match self.fixtures.iter().position(|f| f.result.is_none()) {
            Some(index) => Progress::Next(index),
            None => Progress::Over {
                champion: self.champion(),
            },
        }
    }

    /// Whether people coach either team of fixture `index`.
    pub fn has_humans(&self, index: usize) -> bool {
        self.fixtures
            .get(index)
            .is_some_and(|f| self.teams[f.home].human || self.teams[f.away].human)
    }

    /// Records the result of the next fixture, then schedules what it makes possible: a replay
    /// of a tied playoff game, the next playoff round, or the first one after the last week.
    pub fn record_result(&mut self, index: usize, score: Score, record: Option<String>) {
        if let Some(fixture) = self.fixtures.get_mut(index) {
            fixture.result = Some(score);
            fixture.record = record;
        }
        if self.fixtures.iter().all(|f| f.result.is_some()) {
            self.schedule_playoffs();
        }
    }

    pub fn regular_results(&self) -> Vec<GameResult> {
        self.fixtures
            .iter()
            .filter(|f| matches!(f.stage, Stage::Regular { .. }))
            .filter_map(Fixture::game_result)
            .collect()
    }

    /// The standings of `members` (team indices) from the regular season, best first. Ties are
    /// broken by, in order: the percentage, the head-to-head percentage among the tied teams,
    /// the point differential, the points scored, and the name.
    pub fn standings(&self, members: &[usize]) -> Vec<Standing> {
        let results = self.regular_results();
        let mut table: Vec<Standing> = members
            .iter()
            .map(|&team| tally(team, &results, |_| true))
            .collect();
        table.sort_by(|a, b| {
            b.percentage()
                .total_cmp(&a.percentage())
                .then_with(|| {
                    let tied: Vec<usize> = table_tied(members, &results, a.percentage());
                    let head = |team| {
                        tally(team, &results, |opponent| tied.contains(&opponent)).percentage()
                    };
                    head(b.team).total_cmp(&head(a.team))
                })
                .then(b.differential().cmp(&a.differential()))
                .then(b.points_for.cmp(&a.points_for))
                .then_with(|| self.teams[a.team].name.cmp(&self.teams[b.team].name))
        });
        table
    }

    /// The divisions of the season's teams, in order of first appearance; teams without one
    /// form the last group (`None`).
    pub fn divisions(&self) -> Vec<(Option<String>, Vec<usize>)> {
        let mut groups: Vec<(Option<String>, Vec<usize>)> = Vec::new();
        for (index, team) in self.teams.iter().enumerate() {
            match groups.iter_mut().find(|(name, _)| *name == team.division) {
                Some((_, members)) => members.push(index),
                None => groups.push((team.division.clone(), vec![index])),
            }
        }
        groups.sort_by_key(|(name, _)| name.is_none());
        groups
    }

    /// The winner of the last playoff game, once it is decided.
    pub fn champion(&self) -> Option<usize> {
        let last = self.fixtures.last()?;
        let Stage::Playoff { .. } = last.stage else {
            return None;
        };
        if self.fixtures.iter().any(|f| f.result.is_none()) {
            return None;
        }
        let round = self.playoff_round(self.last_round()?);
        match round.as_slice() {
            [only] => playoff_winner(&self.fixtures[*only]),
            _ => None,
        }
    }

    fn last_round(&self) -> Option<u32> {
        self.fixtures
            .iter()
            .filter_map(|f| match f.stage {
                Stage::Playoff { round, .. } => Some(round),
                Stage::Regular { .. } => None,
            })
            .max()
    }

    /// The pairings of playoff round `round`, each as its latest game's index.
    fn playoff_round(&self, round: u32) -> Vec<usize> {
        let mut latest: Vec<(u32, usize)> = Vec::new();
        for (index, fixture) in self.fixtures.iter().enumerate() {
            if let Stage::Playoff {
                round: r,
                home_seed,
                ..
            } = fixture.stage
            {
                if r != round {
                    continue;
                }
                match latest.iter_mut().find(|(seed, _)| *seed == home_seed) {
                    Some(slot) => slot.1 = index,
                    None => latest.push((home_seed, index)),
                }
            }
        }
        latest.into_iter().map(|(_, index)| index).collect()
    }

    /// Called when every fixture so far is played: the first round after the regular season,
    /// replays of tied playoff games, or the next round.
    fn schedule_playoffs(&mut self) {
        let Some(round) = self.last_round() else {
            let everyone: Vec<usize> = (0..self.teams.len()).collect();
            let standings = self.standings(&everyone);
            let size = bracket_size(self.teams.len(), self.playoff_teams);
            if size < 2 {
                return;
            }
            let seeded: Vec<(u32, usize)> = bracket_order(size)
                .into_iter()
                .filter_map(|seed| Some((seed as u32, standings.get(seed - 1)?.team)))
                .collect();
            self.add_round(1, &seeded);
            return;
        };
        let pairings = self.playoff_round(round);
        let mut winners = Vec::new();
        let mut replays = Vec::new();
        for &index in &pairings {
            let fixture = &self.fixtures[index];
            match playoff_winner(fixture) {
                Some(winner) => {
                    let Stage::Playoff {
                        home_seed,
                        away_seed,
                        ..
                    } = fixture.stage
                    else {
                        continue;
                    };
                    let seed = if winner == fixture.home {
                        home_seed
                    } else {
                        away_seed
                    };
                    winners.push((seed, winner));
                }
                None => replays.push(index),
            }
        }
        if !replays.is_empty() {
            for index in replays {
                let fixture = self.fixtures[index].clone();
                if let Stage::Playoff {
                    round,
                    home_seed,
                    away_seed,
                    replay,
                } = fixture.stage
                {
                    self.push(
                        Stage::Playoff {
                            round,
                            home_seed,
                            away_seed,
                            replay: replay + 1,
                        },
                        fixture.home,
                        fixture.away,
                    );
                }
            }
            return;
        }
        if winners.len() >= 2 {
            self.add_round(round + 1, &winners);
        }
    }

    /// Pairs `seeded` (seed, team) in order, the better seed at home.
    fn add_round(&mut self, round: u32, seeded: &[(u32, usize)]) {
        for pair in seeded.chunks(2) {
            let [a, b] = pair else { continue };
            let (home, away) = if a.0 < b.0 { (a, b) } else { (b, a) };
            self.push(
                Stage::Playoff {
                    round,
                    home_seed: home.0,
                    away_seed: away.0,
                    replay: 0,
                },
                home.1,
                away.1,
            );
        }
    }

    fn push(&mut self, stage: Stage, home: usize, away: usize) {
        self.fixtures.push(Fixture {
            number: self.fixtures.len() as u32 + 1,
            stage,
            home,
            away,
            result: None,
            record: None,
        });
    }
}

/// Who goes on from a played playoff game: the winner, or after `PLAYOFF_REPLAYS` tied games
/// the better seed (the home team); `None` while a replay is due.
fn playoff_winner(fixture: &Fixture) -> Option<usize> {
    let result = fixture.game_result()?;
    match (result.winner(), fixture.stage) {
        (Some(winner), _) => Some(winner),
        (None, Stage::Playoff { replay, .. }) if replay + 1 >= PLAYOFF_REPLAYS => {
            Some(fixture.home)
        }
        (None, _) => None,
    }
}

/// `team`'s record in the games against opponents that `counts`.
fn tally(team: usize, results: &[GameResult], counts: impl Fn(usize) -> bool) -> Standing {
    let mut ranked = Standing {
        team,
        ..Standing::default()
    };
    for r in results {
        let (own, other, opponent) = if r.home == team {
            (r.home_points, r.away_points, r.away)
        } else if r.away == team {
            (r.away_points, r.home_points, r.home)
        } else {
            continue;
        };
        if !counts(opponent) {
            continue;
        }
        ranked.points_for += u64::from(own);
        ranked.points_against += u64::from(other);
        match own.cmp(&other) {
            std::cmp::Ordering::Greater => ranked.wins += 1,
            std::cmp::Ordering::Less => ranked.losses += 1,
            std::cmp::Ordering::Equal => ranked.ties += 1,
        }
    }
    ranked
}

/// The members whose percentage is `percentage`: the teams a head-to-head tie-break is among.
fn table_tied(members: &[usize], results: &[GameResult], percentage: f64) -> Vec<usize> {
    members
        .iter()
        .copied()
        .filter(|&team| tally(team, results, |_| true).percentage() == percentage)
        .collect()
}

/// Weeks of a single round-robin by the circle method: every team plays once a week (one sits
/// out each week when the count is odd).
fn circle_weeks(teams: usize) -> Vec<Vec<(usize, usize)>> {
    if teams < 2 {
        return Vec::new();
    }
    // An odd count gets a bye slot (`teams`), whose games are skipped.
    let slots = teams + teams % 2;
    let mut ring: Vec<usize> = (0..slots).collect();
    let mut weeks = Vec::new();
    for week in 0..slots - 1 {
        let mut games = Vec::new();
        for i in 0..slots / 2 {
            let (a, b) = (ring[i], ring[slots - 1 - i]);
            if a < teams && b < teams {
                // Alternate who is at home, so no team is always the home team.
                games.push(if (week + i) % 2 == 0 { (a, b) } else { (b, a) });
            }
        }
        weeks.push(games);
        // Keep the first slot fixed and turn the others.
        if let Some(last) = ring.pop() {
            ring.insert(1, last);
        }
    }
    weeks
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_rules_are_a_table_of_booleans_in_the_game_s_order_and_read_back() {
        let teams = ["A", "B"]
            .iter()
            .map(|name| SeasonTeam {
                name: name.to_string(),
                division: None,
                human: false,
            })
            .collect();
        let rules = Rules::new(&["turnovers", "breakaways", "squib"], &["squib"]);
        let season = SeasonFile::new(teams, 1, 2, "random", rules.clone(), 7);
        let text = season.to_toml().unwrap_or_default();
        assert!(
            text.contains("[optional]\nturnovers = false\nbreakaways = false\nsquib = true\n"),
            "{text}"
        );
        // TOML keeps no order of keys: the game's order is restored from its own list.
        let read = SeasonFile::from_toml(&text).map(|s| s.optional.on().join(","));
        assert_eq!(read, Ok("squib".to_string()));
        assert_eq!(rules.on(), ["squib"]);
        assert!(rules.all_among(&["squib", "breakaways", "turnovers"]));
        assert!(!rules.all_among(&["squib"]));
    }

    #[test]
    fn the_circle_method_pairs_every_team_once_and_once_a_week() {
        for teams in 2..=9 {
            let weeks = circle_weeks(teams);
            let mut pairs: Vec<(usize, usize)> = weeks
                .iter()
                .flatten()
                .map(|&(a, b)| (a.min(b), a.max(b)))
                .collect();
            pairs.sort();
            let expected: Vec<(usize, usize)> = (0..teams)
                .flat_map(|a| (a + 1..teams).map(move |b| (a, b)))
                .collect();
            assert_eq!(pairs, expected, "{teams} teams");
            for week in &weeks {
                let mut seen: Vec<usize> = week.iter().flat_map(|&(a, b)| [a, b]).collect();
                seen.sort();
                seen.dedup();
                assert_eq!(seen.len(), week.len() * 2, "{teams} teams: twice in a week");
            }
        }
    }
}
