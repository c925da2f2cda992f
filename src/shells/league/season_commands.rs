//! `gridiron season new|play|table`: a season people play through over days. The season file is
//! rewritten atomically after every finished game; a game in progress lives in its own autosave
//! beside it, so Ctrl-C at any moment leaves both resumable.
//!
//! Seasons are of the default game. What they need of it comes from its league adapter
//! ([`Seasons`]); the games people play are the game's own `play` and `resume` at the terminal,
//! which the registry gives.

use std::io::{IsTerminal, Write};
use std::path::{Path, PathBuf};

use crate::common::batch::{game_seed, Stream};
use crate::common::i18n::{arg, Localizer};
use crate::common::text::printable;
use crate::registry::{self, GameEntry, PlayOptions};
use crate::shells::kit::exit::{Done, Failure};
use crate::shells::kit::files::{self, WriteError};
use crate::shells::kit::output::{csv_line, Format};

use super::adapter::{SeasonGames, Seasons};
use super::commands::{check_games_per_pair, optional_rules, seed_or_random, DataArgs, OPTIONAL};
use super::console::{fail, say_line};
use super::season::{
    round_title, standings_csv_fields, standings_table, Standing, STANDINGS_CSV_HEADER,
};
use super::season_file::{Progress, Rules, Score, SeasonError, SeasonFile, SeasonTeam, Stage};

/// `gridiron season new FILE`.
#[derive(Debug, Clone, clap::Args)]
pub struct SeasonNewArgs {
    /// The season file to write
    pub file: PathBuf,
    /// `all`, a division, team names or team files
    #[arg(long, num_args = 1.., default_value = "all")]
    pub teams: Vec<String>,
    /// Teams that people coach at the terminal (names, codes or file names)
    #[arg(long, num_args = 0.., value_delimiter = ',')]
    pub humans: Vec<String>,
    /// Games each pair of teams plays (home and away alternate)
    #[arg(long, default_value_t = 2)]
    pub games_per_pair: u32,
    /// The computer's coach: one of the game's computer coaches (default: the game's default)
    #[arg(long)]
    pub coach: Option<String>,
    /// Teams in the playoffs (rounded down to a power of two)
    #[arg(long, default_value_t = 4)]
    pub playoff_teams: usize,
    /// The seed; the same seed plays the same computer games
    #[arg(long, allow_negative_numbers = true)]
    pub seed: Option<u64>,
    #[arg(long, value_parser = OPTIONAL, value_delimiter = ',')]
    pub optional: Vec<String>,
    /// Write over an existing file
    #[arg(long)]
    pub force: bool,
    #[command(flatten)]
    pub data: DataArgs,
}

/// `gridiron season play FILE`.
#[derive(Debug, Clone, clap::Args)]
pub struct SeasonPlayArgs {
    /// The season file
    pub file: PathBuf,
    #[command(flatten)]
    pub data: DataArgs,
}

/// `gridiron season table FILE`.
#[derive(Debug, Clone, clap::Args)]
pub struct SeasonTableArgs {
    /// The season file
    pub file: PathBuf,
    /// table, json or csv
    #[arg(long, value_enum, default_value = "table")]
    pub format: Format,
}

#[derive(Debug, Clone, clap::Subcommand)]
pub enum SeasonFileCommand {
    /// Start a season to play through over days: writes a season file
    New(SeasonNewArgs),
    /// Play the season's next game: yours at the terminal, the computer's simulated
    Play(SeasonPlayArgs),
    /// The standings by division, the results, the next games and the playoffs
    Table(SeasonTableArgs),
}

/// A game that has seasons, and what they need of it.
#[derive(Clone, Copy)]
pub(crate) struct SeasonGame {
    pub game: &'static GameEntry,
    pub seasons: &'static Seasons,
}

/// `game`'s seasons; a game without them cannot have one.
pub(crate) fn seasons(
    game: &'static GameEntry,
    loc: &Localizer,
    err: &mut dyn Write,
) -> Result<SeasonGame, Failure> {
    match game.league.seasons {
        Some(seasons) => Ok(SeasonGame { game, seasons }),
        None => Err(fail(
            err,
            &loc.text_with(
                "league-error-no-seasons",
                &[arg("game", loc.text(game.name_message))],
            ),
            Failure::Usage,
        )),
    }
}

pub fn run(
    command: &SeasonFileCommand,
    loc: &Localizer,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Done {
    let of = seasons(registry::default_game(), loc, err)?;
    match command {
        SeasonFileCommand::New(args) => run_new(of, args, loc, out, err),
        SeasonFileCommand::Play(args) => run_play(of, args, loc, out, err),
        SeasonFileCommand::Table(args) => {
            let season = read_season(&args.file, of.game, loc)
                .map_err(|message| fail(err, &message, Failure::Problem))?;
            say_line(out, render(&season, args.format, loc).trim_end());
            Ok(())
        }
    }
}

fn run_new(
    SeasonGame { game, seasons }: SeasonGame,
    args: &SeasonNewArgs,
    loc: &Localizer,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Done {
    let shown = args.file.display().to_string();
    if args.file.exists() && !args.force {
        let message = loc.text_with("league-season-error-exists", &[arg("path", shown)]);
        return Err(fail(err, &message, Failure::Usage));
    }
    let coach = args.coach.as_deref().unwrap_or(seasons.default_coach);
    if !(seasons.check_coach)(coach, loc, err) {
        return Err(Failure::Usage);
    }
    check_games_per_pair(args.games_per_pair, loc, err)?;
    let optional = optional_rules(game, &args.optional, loc, err).ok_or(Failure::Usage)?;
    let selection = (seasons.select)(&args.teams, &args.data, loc, err)?;
    let teams = &selection.teams;
    if teams.len() < 2 {
        return Err(fail(
            err,
            &loc.text("league-season-error-teams"),
            Failure::Usage,
        ));
    }
    let mut human = vec![false; teams.len()];
    for name in &args.humans {
        let found = (selection.find)(name)
            .and_then(|found| teams.iter().position(|team| team.name == found));
        match found {
            Some(index) => human[index] = true,
            None => {
                let message =
                    loc.text_with("league-season-error-human", &[arg("name", name.clone())]);
                return Err(fail(err, &message, Failure::Usage));
            }
        }
    }
    let season_teams = teams
        .iter()
        .zip(human)
        .map(|(team, human)| SeasonTeam {
            name: team.name.clone(),
            division: team.division.clone(),
            human,
        })
        .collect();
    let season = SeasonFile::new(
        season_teams,
        args.games_per_pair,
        args.playoff_teams,
        coach,
        Rules::new(game.optional_rules, &optional),
        seed_or_random(args.seed),
    );
    write_season(&args.file, &season, loc)
        .map_err(|message| fail(err, &message, Failure::Problem))?;
    say_line(
        out,
        &loc.text_with(
            "league-season-written",
            &[
                arg("path", shown),
                arg("teams", teams.len() as f64),
                arg("games", season.fixtures.len() as f64),
            ],
        ),
    );
    Ok(())
}

/// Reads a season file of `game`, or says in the user's language why it cannot be used.
fn read_season(path: &Path, game: &GameEntry, loc: &Localizer) -> Result<SeasonFile, String> {
    let shown = || arg("path", path.display().to_string());
    let text = files::read_text(path, super::season_file::MAX_SEASON_BYTES)
        .map_err(|error| files::read_message(&path.display().to_string(), error, loc))?;
    let mut season = SeasonFile::from_toml(&text).map_err(|error| match error {
        SeasonError::Malformed { detail } => loc.text_with(
            "league-season-error-malformed",
            &[shown(), arg("detail", printable(&detail))],
        ),
        SeasonError::Foreign => loc.text_with("league-season-error-foreign", &[shown()]),
        SeasonError::Version { found } => loc.text_with(
            "league-season-error-version",
            &[shown(), arg("found", f64::from(found))],
        ),
        SeasonError::Impossible => loc.text_with("league-season-error-impossible", &[shown()]),
    })?;
    // Rules the game does not have: not a season this program wrote for it.
    if !season.optional.all_among(game.optional_rules) {
        return Err(loc.text_with("league-season-error-impossible", &[shown()]));
    }
    // In the game's order, as the file was written.
    season.optional = Rules::new(game.optional_rules, &season.optional.on());
    Ok(season)
}

fn write_season(path: &Path, season: &SeasonFile, loc: &Localizer) -> Result<(), String> {
    let shown = path.display().to_string();
    let text = season.to_toml().map_err(|error| {
        loc.text_with(
            "league-season-error-malformed",
            &[
                arg("path", shown.clone()),
                arg("detail", format!("{error:?}")),
            ],
        )
    })?;
    files::store_text(path, &text, loc)
}

/// The folder beside the season file that keeps each game's record.
fn games_dir(file: &Path) -> PathBuf {
    let mut name = file
        .file_stem()
        .map(|s| s.to_os_string())
        .unwrap_or_default();
    name.push(".games");
    file.with_file_name(name)
}

fn record_name(number: u32) -> String {
    format!("game-{number:03}.toml")
}

/// The name of the season's team `team`.
fn team_name(season: &SeasonFile, team: usize) -> String {
    season.teams[team].name.clone()
}

/// Plays every computer game up to the next game people play, then that one; one step at a
/// time, the season file written after each finished game.
fn run_play(
    of: SeasonGame,
    args: &SeasonPlayArgs,
    loc: &Localizer,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Done {
    let mut season = read_season(&args.file, of.game, loc)
        .map_err(|message| fail(err, &message, Failure::Problem))?;
    let computer = (of.seasons.start)(&season, &args.data, loc, err)?;
    let dir = games_dir(&args.file);
    if let Err(error) = std::fs::create_dir_all(&dir) {
        let message = files::write_message(&dir.display().to_string(), WriteError::Io(error), loc);
        return Err(fail(err, &message, Failure::Problem));
    }
    loop {
        let index = match season.progress() {
            Progress::Next(index) => index,
            Progress::Over { champion } => {
                let text = match champion {
                    Some(team) => loc.text_with(
                        "league-season-over",
                        &[arg("team", team_name(&season, team))],
                    ),
                    None => loc.text("league-season-over-no-playoffs"),
                };
                say_line(out, &text);
                return Ok(());
            }
        };
        let fixture = season.fixtures[index].clone();
        let name = record_name(fixture.number);
        let path = dir.join(&name);
        let score = if season.has_humans(index) {
            say_line(
                out,
                &loc.text_with(
                    "league-season-your-game",
                    &[
                        arg("home", team_name(&season, fixture.home)),
                        arg("away", team_name(&season, fixture.away)),
                    ],
                ),
            );
            play_human(of, &season, index, &path, &args.data, loc, err)?
        } else {
            play_computer(computer.as_ref(), &season, index, &path, loc)
                .map_err(|message| fail(err, &message, Failure::Problem))?
        };
        say_line(out, &result_line(&season, index, score, loc));
        season.record_result(index, score, Some(format!("{}/{name}", dir_name(&dir))));
        write_season(&args.file, &season, loc)
            .map_err(|message| fail(err, &message, Failure::Problem))?;
        if season.has_humans(index) {
            // One game people played is a session; the next starts with the next command.
            return Ok(());
        }
        if let Progress::Next(next) = season.progress() {
            if season.has_humans(next) && !std::io::stdin().is_terminal() {
                // The computer's games are done; the next one waits for its people.
                say_line(out, &loc.text("league-season-waits"));
                return Ok(());
            }
        }
    }
}

fn dir_name(dir: &Path) -> String {
    dir.file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default()
}

/// A computer game, simulated with the season's seed and the fixture's number, its record
/// written beside the season.
fn play_computer(
    computer: &dyn SeasonGames,
    season: &SeasonFile,
    index: usize,
    path: &Path,
    loc: &Localizer,
) -> Result<Score, String> {
    let fixture = &season.fixtures[index];
    computer.play(
        season,
        fixture.home,
        fixture.away,
        fixture.number,
        path,
        loc,
    )
}

/// A game people play: the game's own terminal game with its autosave at `path`, resumed if an
/// earlier session left it unfinished. The score is read back from the finished record.
fn play_human(
    SeasonGame { game, seasons }: SeasonGame,
    season: &SeasonFile,
    index: usize,
    path: &Path,
    data: &DataArgs,
    loc: &Localizer,
    err: &mut dyn Write,
) -> Result<Score, Failure> {
    let fixture = &season.fixtures[index];
    let played = if path.exists() {
        (game.terminal.resume)(path, Some(loc.language()), loc)
    } else {
        let (home_human, away_human) = (
            season.teams[fixture.home].human,
            season.teams[fixture.away].human,
        );
        let humans = usize::from(home_human) + usize::from(away_human);
        let side = if home_human { "home" } else { "away" };
        let optional: Vec<String> = season
            .optional
            .on()
            .into_iter()
            .map(str::to_string)
            .collect();
        let options = PlayOptions {
            home: Some(team_name(season, fixture.home)),
            away: Some(team_name(season, fixture.away)),
            humans: Some(humans.to_string()),
            side: Some(side.to_string()),
            share_hands: Some(false),
            optional: Some(if optional.is_empty() {
                vec!["none".to_string()]
            } else {
                optional
            }),
            seed: Some(game_seed(season.seed, u64::from(fixture.number), Stream::Dice).to_string()),
            save: Some(path.to_path_buf()),
            force: false,
            data: data.data.clone(),
            coach: Some(season.coach.clone()),
            delay: None,
        };
        (game.terminal.play)(&options, Some(loc.language()), loc)
    };
    played?;
    match (seasons.score)(path, loc) {
        Ok(Some(score)) => Ok(score),
        // The game stopped without ending (closed input): it stays to be resumed.
        Ok(None) => Err(Failure::Closed),
        Err(message) => Err(fail(err, &message, Failure::Problem)),
    }
}

fn stage_name(season: &SeasonFile, stage: Stage, loc: &Localizer) -> String {
    match stage {
        Stage::Regular { week } => {
            loc.text_with("league-season-week", &[arg("week", f64::from(week))])
        }
        Stage::Playoff { round, .. } => {
            let left = bracket_rounds(season).saturating_sub(round) + 1;
            round_title(left as usize, loc)
        }
    }
}

/// How many playoff rounds the season's bracket has.
fn bracket_rounds(season: &SeasonFile) -> u32 {
    let size = super::season::bracket_size(season.teams.len(), season.playoff_teams);
    if size < 2 {
        0
    } else {
        size.trailing_zeros()
    }
}

fn result_line(season: &SeasonFile, index: usize, score: Score, loc: &Localizer) -> String {
    let fixture = &season.fixtures[index];
    format!(
        "{}: {} {} : {} {}",
        stage_name(season, fixture.stage, loc),
        name(season, fixture.home),
        score.home,
        score.away,
        name(season, fixture.away)
    )
}

/// The season as a table, JSON or CSV.
pub fn render(season: &SeasonFile, format: Format, loc: &Localizer) -> String {
    match format {
        Format::Table => table_text(season, loc),
        Format::Json => json(season),
        Format::Csv => csv(season),
    }
}

fn name(season: &SeasonFile, team: usize) -> String {
    printable(&season.teams[team].name).into_owned()
}

fn table_text(season: &SeasonFile, loc: &Localizer) -> String {
    let played = season
        .fixtures
        .iter()
        .filter(|f| f.result.is_some())
        .count();
    let mut out = loc.text_with(
        "league-season-file-title",
        &[
            arg("teams", season.teams.len() as f64),
            arg("played", played as f64),
            arg("games", season.fixtures.len() as f64),
            arg("seed", season.seed.to_string()),
        ],
    );
    out.push('\n');
    for (division, members) in season.divisions() {
        let title = match &division {
            Some(name) => printable(name).into_owned(),
            None => loc.text("league-season-no-division"),
        };
        out.push_str(&format!("\n{title}\n"));
        let rows: Vec<(String, Standing)> = season
            .standings(&members)
            .into_iter()
            .map(|r| {
                let marker = if season.teams[r.team].human { " *" } else { "" };
                (format!("{}{marker}", name(season, r.team)), r)
            })
            .collect();
        out.push_str(&standings_table(&rows, loc));
    }
    out.push_str(&crate::common::wrap::fill(
        &loc.text("league-legend-standings"),
        "",
        "",
    ));
    out.push_str(&crate::common::wrap::fill(
        &loc.text("league-season-tiebreaks"),
        "",
        "",
    ));
    let results: Vec<String> = season
        .fixtures
        .iter()
        .enumerate()
        .filter_map(|(index, f)| Some(result_line(season, index, f.result?, loc)))
        .collect();
    if !results.is_empty() {
        out.push_str(&format!("\n{}\n", loc.text("league-season-results")));
        // The latest results matter most; the whole list is in the JSON and CSV.
        for line in results.iter().rev().take(12).rev() {
            out.push_str(&format!("  {line}\n"));
        }
    }
    match season.progress() {
        Progress::Next(next) => {
            out.push_str(&format!("\n{}\n", loc.text("league-season-upcoming")));
            for fixture in season.fixtures[next..].iter().take(8) {
                out.push_str(&format!(
                    "  {}: {} – {}\n",
                    stage_name(season, fixture.stage, loc),
                    name(season, fixture.home),
                    name(season, fixture.away)
                ));
            }
        }
        Progress::Over { champion } => {
            let text = match champion {
                Some(team) => loc.text_with("league-champion", &[arg("team", name(season, team))]),
                None => loc.text("league-no-playoffs"),
            };
            out.push_str(&format!("\n{text}\n"));
        }
    }
    out
}

fn standings_rows(season: &SeasonFile) -> Vec<(Option<String>, usize, Standing)> {
    season
        .divisions()
        .into_iter()
        .flat_map(|(division, members)| {
            season
                .standings(&members)
                .into_iter()
                .enumerate()
                .map(move |(place, r)| (division.clone(), place + 1, r))
                .collect::<Vec<_>>()
        })
        .collect()
}

fn json(season: &SeasonFile) -> String {
    let standings: Vec<serde_json::Value> = standings_rows(season)
        .into_iter()
        .map(|(division, place, r)| {
            serde_json::json!({
                "division": division,
                "place": place,
                "team": season.teams[r.team].name,
                "human": season.teams[r.team].human,
                "wins": r.wins,
                "losses": r.losses,
                "ties": r.ties,
                "points_for": r.points_for,
                "points_against": r.points_against,
                "percentage": r.percentage(),
            })
        })
        .collect();
    let fixtures: Vec<serde_json::Value> = season
        .fixtures
        .iter()
        .map(|f| {
            let (stage, week, round) = match f.stage {
                Stage::Regular { week } => ("regular", Some(week), None),
                Stage::Playoff { round, .. } => ("playoff", None, Some(round)),
            };
            serde_json::json!({
                "number": f.number,
                "stage": stage,
                "week": week,
                "round": round,
                "home": season.teams[f.home].name,
                "away": season.teams[f.away].name,
                "home_points": f.result.map(|s| s.home),
                "away_points": f.result.map(|s| s.away),
                "record": f.record,
            })
        })
        .collect();
    let champion = match season.progress() {
        Progress::Over {
            champion: Some(team),
        } => Some(season.teams[team].name.clone()),
        _ => None,
    };
    let value = serde_json::json!({
        "seed": season.seed,
        "standings": standings,
        "fixtures": fixtures,
        "champion": champion,
    });
    serde_json::to_string_pretty(&value).unwrap_or_default()
}

fn csv(season: &SeasonFile) -> String {
    let mut header = vec!["division", "human"];
    header.extend(STANDINGS_CSV_HEADER);
    let mut out = csv_line(&header);
    for (division, place, r) in standings_rows(season) {
        let mut fields = vec![
            division.unwrap_or_default(),
            season.teams[r.team].human.to_string(),
        ];
        fields.extend(standings_csv_fields(place, &season.teams[r.team].name, &r));
        out.push_str(&csv_line(&fields));
    }
    out
}
