//! `gridiron season new|play|table`: a season people play through over days. The season file is
//! rewritten atomically after every finished game; a game in progress lives in its own autosave
//! beside it, so Ctrl-C at any moment leaves both resumable.

use std::io::{IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::str::FromStr;
use std::sync::Arc;

use crate::common::i18n::Localizer;
use crate::common::text::printable;
use crate::games::first_and_goal::coach::CoachKind;
use crate::games::first_and_goal::data::model::Team;
use crate::games::first_and_goal::data::Library;
use crate::games::first_and_goal::engine::{Seat, Setup, Side};
use crate::games::first_and_goal::record::{self, SaveRecord};
use crate::shells::kit::exit::{EXIT_OK, EXIT_PROBLEM, EXIT_USAGE};
use crate::shells::terminal::first_and_goal::save;
use crate::shells::terminal::play::PlayOptions;
use crate::shells::terminal::savefile;

use super::commands::{
    first_and_goal_rules, load_library_for, round_title, select_teams, standings_csv_fields,
    standings_table, DataArgs, OptionalRule, STANDINGS_CSV_HEADER,
};
use super::season::Standing;
use super::season_file::{Progress, Score, SeasonError, SeasonFile, SeasonTeam, Stage};
use super::sim::{Matchup, Player};
use crate::common::batch::{game_seed, Stream};
use crate::shells::kit::output::{csv_line, Format};
use crate::shells::kit::team_dirs::team_dirs_from_env;

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
    /// The computer's coach: random, heuristic or equilibrium
    #[arg(long, default_value = "equilibrium")]
    pub coach: String,
    /// Teams in the playoffs (rounded down to a power of two)
    #[arg(long, default_value_t = 4)]
    pub playoff_teams: usize,
    /// The seed; the same seed plays the same computer games
    #[arg(long, allow_negative_numbers = true)]
    pub seed: Option<u64>,
    #[arg(long, value_enum, value_delimiter = ',')]
    pub optional: Vec<OptionalRule>,
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

use crate::common::i18n::arg;

fn say_line(w: &mut dyn Write, text: &str) {
    // A closed pipe (e.g. `| head`) is not an error worth reporting.
    let _ = writeln!(w, "{text}");
}

pub fn run(
    command: &SeasonFileCommand,
    loc: &Localizer,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> i32 {
    match command {
        SeasonFileCommand::New(args) => run_new(args, loc, out, err),
        SeasonFileCommand::Play(args) => run_play(args, loc, out, err),
        SeasonFileCommand::Table(args) => match read_season(&args.file, loc) {
            Ok(season) => {
                say_line(out, render(&season, args.format, loc).trim_end());
                EXIT_OK
            }
            Err(message) => {
                say_line(err, &message);
                EXIT_PROBLEM
            }
        },
    }
}

fn run_new(args: &SeasonNewArgs, loc: &Localizer, out: &mut dyn Write, err: &mut dyn Write) -> i32 {
    let shown = args.file.display().to_string();
    if args.file.exists() && !args.force {
        say_line(
            err,
            &loc.text_with("league-season-error-exists", &[arg("path", shown)]),
        );
        return EXIT_USAGE;
    }
    if CoachKind::from_str(&args.coach).is_err() {
        say_line(
            err,
            &loc.text_with("league-error-coach", &[arg("coach", args.coach.clone())]),
        );
        return EXIT_USAGE;
    }
    if args.games_per_pair == 0 {
        say_line(err, &loc.text("league-error-games-per-pair"));
        return EXIT_USAGE;
    }
    let Some(optional) = first_and_goal_rules(&args.optional, loc, err) else {
        return EXIT_USAGE;
    };
    let (library, teams) = match select_teams(&args.teams, &args.data, loc, err) {
        Ok(selection) => selection,
        Err(code) => return code,
    };
    if teams.len() < 2 {
        say_line(err, &loc.text("league-season-error-teams"));
        return EXIT_USAGE;
    }
    let mut human = vec![false; teams.len()];
    for name in &args.humans {
        let found = library
            .team(name)
            .and_then(|loaded| teams.iter().position(|t| t.name == loaded.team.name));
        match found {
            Some(index) => human[index] = true,
            None => {
                say_line(
                    err,
                    &loc.text_with("league-season-error-human", &[arg("name", name.clone())]),
                );
                return EXIT_USAGE;
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
        &args.coach,
        optional,
        args.seed
            .unwrap_or_else(crate::shells::kit::seed::random_seed),
    );
    if let Err(message) = write_season(&args.file, &season, loc) {
        say_line(err, &message);
        return EXIT_PROBLEM;
    }
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
    EXIT_OK
}

/// Reads a season file, or says in the user's language why it cannot be used.
fn read_season(path: &Path, loc: &Localizer) -> Result<SeasonFile, String> {
    let shown = || arg("path", path.display().to_string());
    let text = savefile::read_text(path, super::season_file::MAX_SEASON_BYTES)
        .map_err(|error| savefile::read_message(&path.display().to_string(), error, loc))?;
    SeasonFile::from_toml(&text).map_err(|error| match error {
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
    })
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
    savefile::write_atomic(path, &text).map_err(|error| savefile::write_message(&shown, error, loc))
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

/// The season's teams in the loaded data, by name.
fn season_teams(
    season: &SeasonFile,
    library: &Library,
    loc: &Localizer,
) -> Result<Vec<Team>, String> {
    season
        .teams
        .iter()
        .map(|team| {
            library
                .teams
                .iter()
                .find(|loaded| loaded.team.name == team.name)
                .map(|loaded| loaded.team.clone())
                .ok_or_else(|| {
                    loc.text_with(
                        "league-error-unknown-team",
                        &[arg("name", printable(&team.name))],
                    )
                })
        })
        .collect()
}

/// Plays every computer game up to the next game people play, then that one; one step at a
/// time, the season file written after each finished game.
fn run_play(
    args: &SeasonPlayArgs,
    loc: &Localizer,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> i32 {
    let mut season = match read_season(&args.file, loc) {
        Ok(season) => season,
        Err(message) => {
            say_line(err, &message);
            return EXIT_PROBLEM;
        }
    };
    let Some(library) = load_library_for(&args.data, loc, err) else {
        return EXIT_PROBLEM;
    };
    let teams = match season_teams(&season, &library, loc) {
        Ok(teams) => teams,
        Err(message) => {
            say_line(err, &message);
            return EXIT_PROBLEM;
        }
    };
    let Ok(coach) = CoachKind::from_str(&season.coach) else {
        say_line(
            err,
            &loc.text_with("league-error-coach", &[arg("coach", season.coach.clone())]),
        );
        return EXIT_PROBLEM;
    };
    let dir = games_dir(&args.file);
    if let Err(error) = std::fs::create_dir_all(&dir) {
        say_line(
            err,
            &savefile::write_message(
                &dir.display().to_string(),
                savefile::WriteError::Io(error),
                loc,
            ),
        );
        return EXIT_PROBLEM;
    }
    loop {
        let index = match season.progress() {
            Progress::Next(index) => index,
            Progress::Over { champion } => {
                let text = match champion {
                    Some(team) => loc.text_with(
                        "league-season-over",
                        &[arg("team", teams[team].name.clone())],
                    ),
                    None => loc.text("league-season-over-no-playoffs"),
                };
                say_line(out, &text);
                return EXIT_OK;
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
                        arg("home", teams[fixture.home].name.clone()),
                        arg("away", teams[fixture.away].name.clone()),
                    ],
                ),
            );
            match play_human(&season, index, &teams, &path, &args.data, loc, err) {
                Ok(score) => score,
                Err(code) => return code,
            }
        } else {
            let team_dirs = team_dirs_from_env(args.data.data.clone());
            match play_computer(&season, index, &library, &team_dirs, coach, &path, loc) {
                Ok(score) => score,
                Err(message) => {
                    say_line(err, &message);
                    return EXIT_PROBLEM;
                }
            }
        };
        say_line(out, &result_line(&season, index, score, loc));
        season.record_result(index, score, Some(format!("{}/{name}", dir_name(&dir))));
        if let Err(message) = write_season(&args.file, &season, loc) {
            say_line(err, &message);
            return EXIT_PROBLEM;
        }
        if season.has_humans(index) {
            // One game people played is a session; the next starts with the next command.
            return EXIT_OK;
        }
        if let Progress::Next(next) = season.progress() {
            if season.has_humans(next) && !std::io::stdin().is_terminal() {
                // The computer's games are done; the next one waits for its people.
                say_line(out, &loc.text("league-season-waits"));
                return EXIT_OK;
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
    season: &SeasonFile,
    index: usize,
    library: &Library,
    team_dirs: &[PathBuf],
    coach: CoachKind,
    path: &Path,
    loc: &Localizer,
) -> Result<Score, String> {
    let fixture = &season.fixtures[index];
    let loaded = |team: usize| {
        let name = &season.teams[team].name;
        library.teams.iter().find(|l| &l.team.name == name)
    };
    let (Some(home_loaded), Some(away_loaded)) = (loaded(fixture.home), loaded(fixture.away))
    else {
        return Err(loc.text("league-error-data"));
    };
    let matchup = Matchup {
        setup: Arc::new(Setup::new(
            library,
            &home_loaded.team,
            &away_loaded.team,
            season.optional,
        )),
        coaches: [coach; 2],
    };
    let played = Player::new().play(&matchup, season.seed, u64::from(fixture.number));
    let shown = path.display().to_string();
    let setup = save::record_setup(
        team_dirs,
        library,
        [home_loaded, away_loaded],
        season.optional,
        false,
    )
    .map_err(|error| save::message(&shown, error, loc))?;
    let players = Seat::ALL
        .iter()
        .map(|seat| played.coach_names[seat.team.index()].to_string())
        .collect();
    let record = SaveRecord::new(
        played.dice_seed,
        players,
        loc.language().code(),
        setup,
        played.game.decisions().to_vec(),
    );
    save::store(path, &record, loc)?;
    Ok(Score {
        home: played.game.score(Side::Home),
        away: played.game.score(Side::Away),
    })
}

/// A game people play: the normal terminal game with its autosave at `path`, resumed if an
/// earlier session left it unfinished. The score is read back from the finished record.
fn play_human(
    season: &SeasonFile,
    index: usize,
    teams: &[Team],
    path: &Path,
    data: &DataArgs,
    loc: &Localizer,
    err: &mut dyn Write,
) -> Result<Score, i32> {
    let fixture = &season.fixtures[index];
    let code = if path.exists() {
        crate::shells::terminal::play::run_resume(Some(path), Some(loc.language()), loc)
    } else {
        let (home_human, away_human) = (
            season.teams[fixture.home].human,
            season.teams[fixture.away].human,
        );
        let humans = usize::from(home_human) + usize::from(away_human);
        let side = if home_human { "home" } else { "away" };
        let optional: Vec<String> = [
            (season.optional.turnovers, "turnovers"),
            (season.optional.breakaways, "breakaways"),
            (season.optional.squib, "squib"),
        ]
        .iter()
        .filter(|(on, _)| *on)
        .map(|(_, name)| name.to_string())
        .collect();
        let options = PlayOptions {
            home: Some(teams[fixture.home].name.clone()),
            away: Some(teams[fixture.away].name.clone()),
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
        crate::shells::terminal::play::run_play(&options, Some(loc.language()), loc)
    };
    if code != EXIT_OK {
        return Err(code);
    }
    let record = save::read(path, loc).map_err(|message| {
        say_line(err, &message);
        EXIT_PROBLEM
    })?;
    let replayed = record::replay(&record, |_, _| {}).map_err(|error| {
        say_line(err, &save::message(&path.display().to_string(), error, loc));
        EXIT_PROBLEM
    })?;
    if !replayed.game.is_over() {
        // The game stopped without ending (closed input): it stays to be resumed.
        return Err(crate::shells::kit::exit::EXIT_CLOSED);
    }
    Ok(Score {
        home: replayed.game.score(Side::Home),
        away: replayed.game.score(Side::Away),
    })
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
