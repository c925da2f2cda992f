//! 1st & Goal's seasons and round-robins: its games as the league's fixtures, a simulated season,
//! and what a season people play through needs of the game (its teams, its computer games and
//! its saves' scores).

use std::collections::HashMap;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::str::FromStr;
use std::sync::{Arc, Mutex};

use crate::common::i18n::{arg, Localizer};
use crate::common::side::Side;
use crate::common::text::printable;
use crate::games::first_and_goal::coach::CoachKind;
use crate::games::first_and_goal::data::model::Team;
use crate::games::first_and_goal::data::{Library, LoadedTeam};
use crate::games::first_and_goal::engine::{OptionalRules, Setup};
use crate::registry::GameEntry;
use crate::shells::kit::exit::{Done, Failure};
use crate::shells::kit::team_dirs::team_dirs_from_env;

use super::super::adapter::{Entrant, SeasonGames, Seasons, Selection};
use super::super::commands::{
    check_games_per_pair, parse_jobs, seed_or_random, DataArgs, SeasonArgs,
};
use super::super::console::{fail, progress_bar};
use super::super::season::{self as league_season, Fixtures, GameResult, RoundRobin, Season};
use super::super::season_file::{Fixture, Score, SeasonFile, Stage};
use super::batch::{Matchup, Played, Player};
use super::{load_library, optional, parse_coach, record, rules, select_teams, DEFAULT_COACH};

/// What seasons need of 1st & Goal, for its adapter.
pub static SEASONS: Seasons = Seasons {
    simulate,
    default_coach: DEFAULT_COACH,
    check_coach,
    select,
    start,
    score: record::score,
};

/// How to play a set of games between teams.
#[derive(Debug, Clone)]
pub struct LeagueConfig {
    pub games_per_pair: u32,
    pub seed: u64,
    pub jobs: usize,
    pub coach: CoachKind,
    pub optional: OptionalRules,
}

/// The arguments of a round-robin as given (`rank`, `season`).
pub(crate) struct Asked<'a> {
    pub games_per_pair: u32,
    pub seed: Option<u64>,
    pub coach: Option<&'a str>,
    pub jobs: Option<usize>,
    pub optional: &'a [String],
}

/// The round-robin `asked` describes; the first thing wrong with it is a usage error.
pub(crate) fn league_config(
    game: &GameEntry,
    asked: &Asked<'_>,
    loc: &Localizer,
    err: &mut dyn Write,
) -> Result<LeagueConfig, Failure> {
    let coach =
        parse_coach(asked.coach.unwrap_or(DEFAULT_COACH), loc, err).ok_or(Failure::Usage)?;
    let jobs = parse_jobs(asked.jobs, loc, err).ok_or(Failure::Usage)?;
    let optional = optional(game, asked.optional, loc, err).ok_or(Failure::Usage)?;
    check_games_per_pair(asked.games_per_pair, loc, err)?;
    Ok(LeagueConfig {
        games_per_pair: asked.games_per_pair,
        seed: seed_or_random(asked.seed),
        jobs,
        coach,
        optional,
    })
}

/// 1st & Goal's games between `teams` of `library`, as `config` has them played.
struct Games<'a> {
    library: &'a Library,
    teams: &'a [Team],
    config: &'a LeagueConfig,
}

impl Fixtures for Games<'_> {
    type Player = Player;

    fn player(&self) -> Player {
        Player::new()
    }

    fn play(&self, player: &mut Player, home: usize, away: usize, index: u64) -> GameResult {
        let matchup = Matchup {
            setup: Arc::new(Setup::new(
                self.library,
                &self.teams[home],
                &self.teams[away],
                self.config.optional,
            )),
            coaches: [self.config.coach; 2],
        };
        let played = player.play(&matchup, self.config.seed, index);
        GameResult {
            home,
            away,
            home_points: played.game.score(Side::Home),
            away_points: played.game.score(Side::Away),
        }
    }
}

fn schedule(config: &LeagueConfig) -> RoundRobin {
    RoundRobin {
        games_per_pair: config.games_per_pair,
        jobs: config.jobs,
    }
}

/// Plays the round-robin of `teams`; results in schedule order. `progress(done)` as games
/// finish.
pub fn round_robin(
    library: &Library,
    teams: &[Team],
    config: &LeagueConfig,
    progress: impl FnMut(u64),
) -> Vec<GameResult> {
    let games = Games {
        library,
        teams,
        config,
    };
    league_season::round_robin(&games, teams.len(), schedule(config), progress)
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
    let games = Games {
        library,
        teams,
        config,
    };
    let names: Vec<String> = teams.iter().map(|t| t.name.clone()).collect();
    league_season::play_season(&games, &names, schedule(config), playoff_teams, progress)
}

/// `gridiron season` of 1st & Goal: a simulated round-robin, standings and playoffs.
fn simulate(
    game: &'static GameEntry,
    args: &SeasonArgs,
    loc: &Localizer,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Done {
    let asked = Asked {
        games_per_pair: args.games_per_pair,
        seed: args.seed,
        coach: args.coach.as_deref(),
        jobs: args.jobs,
        optional: &args.optional,
    };
    let config = league_config(game, &asked, loc, err)?;
    let (library, teams) = select_teams(&args.teams, &args.data, loc, err)?;
    let games = league_season::schedule(teams.len(), config.games_per_pair).len() as u64;
    let bar = progress_bar(games, loc);
    let season = play_season(&library, &teams, &config, args.playoff_teams, |done| {
        bar.set_position(done)
    });
    bar.finish_and_clear();
    let names: Vec<String> = teams.iter().map(|t| t.name.clone()).collect();
    league_season::show(args, &season, &names, config.seed, loc, out, err)
}

/// Whether `name` is a 1st & Goal coach; an unknown one is said on `err`.
fn check_coach(name: &str, loc: &Localizer, err: &mut dyn Write) -> bool {
    parse_coach(name, loc, err).is_some()
}

/// The teams of a new season, and how to find one by its name, code or file name.
fn select(
    specs: &[String],
    data: &DataArgs,
    loc: &Localizer,
    err: &mut dyn Write,
) -> Result<Selection, Failure> {
    let (library, teams) = select_teams(specs, data, loc, err)?;
    let entrants = teams
        .iter()
        .map(|team| Entrant {
            name: team.name.clone(),
            division: team.division.clone(),
        })
        .collect();
    Ok(Selection {
        teams: entrants,
        find: Box::new(move |name| library.team(name).map(|loaded| loaded.team.name.clone())),
    })
}

/// A season's computer games: its teams in the data loaded now, its coach and rules.
struct Computer {
    library: Library,
    /// The season's teams, by their index in the season.
    teams: Vec<LoadedTeam>,
    team_dirs: Vec<PathBuf>,
    coach: CoachKind,
    optional: OptionalRules,
    /// Computer games played before their turn, by fixture number. The weeks meet every pair
    /// before meeting one again, farther apart than the coaches' tables cache reaches, so a
    /// pair's other games are played while its tables are at hand: each pair's tables are
    /// built once in the regular season, not once a game.
    ahead: Mutex<HashMap<u32, Played>>,
}

impl Computer {
    fn matchup(&self, home: &LoadedTeam, away: &LoadedTeam) -> Matchup {
        Matchup {
            setup: Arc::new(Setup::new(
                &self.library,
                &home.team,
                &away.team,
                self.optional,
            )),
            coaches: [self.coach; 2],
        }
    }

    /// Fixture `number`, played now or taken from the games played ahead; the rest of its
    /// pair's regular-season computer games still to come are played ahead.
    fn game(&self, season: &SeasonFile, home: usize, away: usize, number: u32) -> Option<Played> {
        // A poisoned lock only means another thread panicked; the games kept are still whole.
        let mut ahead = match self.ahead.lock() {
            Ok(guard) => guard,
            Err(poisoned) => poisoned.into_inner(),
        };
        let played = match ahead.remove(&number) {
            Some(played) => played,
            None => {
                let matchup = self.matchup(self.teams.get(home)?, self.teams.get(away)?);
                Player::new().play(&matchup, season.seed, u64::from(number))
            }
        };
        let pair =
            |f: &Fixture| (f.home == home && f.away == away) || (f.home == away && f.away == home);
        let computer = |f: &Fixture| {
            !season.teams.get(f.home).is_some_and(|t| t.human)
                && !season.teams.get(f.away).is_some_and(|t| t.human)
        };
        for fixture in &season.fixtures {
            let later = fixture.result.is_none()
                && fixture.number != number
                && matches!(fixture.stage, Stage::Regular { .. })
                && pair(fixture)
                && computer(fixture)
                && !ahead.contains_key(&fixture.number);
            if later {
                let (Some(h), Some(a)) =
                    (self.teams.get(fixture.home), self.teams.get(fixture.away))
                else {
                    continue;
                };
                let matchup = self.matchup(h, a);
                let game = Player::new().play(&matchup, season.seed, u64::from(fixture.number));
                ahead.insert(fixture.number, game);
            }
        }
        Some(played)
    }
}

/// The season's computer games; a team the data no longer has, or a coach this game does not
/// know, is a problem with the season.
fn start(
    season: &SeasonFile,
    data: &DataArgs,
    loc: &Localizer,
    err: &mut dyn Write,
) -> Result<Box<dyn SeasonGames>, Failure> {
    let library = load_library(data, &[], loc, err)?;
    let mut teams = Vec::new();
    for team in &season.teams {
        match library
            .teams
            .iter()
            .find(|loaded| loaded.team.name == team.name)
        {
            Some(loaded) => teams.push(loaded.clone()),
            None => {
                let message = loc.text_with(
                    "league-error-unknown-team",
                    &[arg("name", printable(&team.name))],
                );
                return Err(fail(err, &message, Failure::Problem));
            }
        }
    }
    let Ok(coach) = CoachKind::from_str(&season.coach) else {
        let message = loc.text_with("league-error-coach", &[arg("coach", season.coach.clone())]);
        return Err(fail(err, &message, Failure::Problem));
    };
    Ok(Box::new(Computer {
        library,
        teams,
        team_dirs: team_dirs_from_env(data.data.clone()),
        coach,
        optional: rules(&season.optional.on()),
        ahead: Mutex::new(HashMap::new()),
    }))
}

impl SeasonGames for Computer {
    fn play(
        &self,
        season: &SeasonFile,
        home: usize,
        away: usize,
        number: u32,
        path: &Path,
        loc: &Localizer,
    ) -> Result<Score, String> {
        let (Some(home_loaded), Some(away_loaded)) = (self.teams.get(home), self.teams.get(away))
        else {
            return Err(loc.text("league-error-data"));
        };
        let Some(played) = self.game(season, home, away, number) else {
            return Err(loc.text("league-error-data"));
        };
        let shown = path.display().to_string();
        let setup = record::record_setup(
            &self.team_dirs,
            &self.library,
            [home_loaded, away_loaded],
            self.optional,
            false,
        )
        .map_err(|error| record::message(&shown, error, loc))?;
        record::store(path, &played.record(setup, loc.language().code()), loc)?;
        Ok(Score {
            home: played.game.score(Side::Home),
            away: played.game.score(Side::Away),
        })
    }
}
