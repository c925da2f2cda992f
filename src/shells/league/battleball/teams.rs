//! Battleball's teams for the league commands: the shipped data with the team files of `--data`
//! (a broken one left out with a warning, as 1st & Goal's are), `validate`'s check of given
//! files, and the team list and one team's roster.
//!
//! Only `--data` adds Battleball teams: `$GRIDIRON_DATA` and the config directory hold
//! 1st & Goal's team files, which Battleball's loader would only refuse.

use std::path::{Path, PathBuf};

use crate::common::data_file::problem::{Problem, ProblemKind};
use crate::common::data_file::source::{self, Source};
use crate::common::i18n::Localizer;
use crate::common::text::printable;
use crate::games::battleball::data;
use crate::games::battleball::{Library, Team};
use crate::games::first_and_goal::data::Skipped;

use super::super::teams::grammar_line;
use crate::shells::kit::output::{Align, Table};

/// The team files of a `--data` directory: each readable one, and a problem for each that is
/// not. A missing directory, or one with no team file, is an error of its own.
fn read_team_dir(dir: &Path) -> Result<(Vec<Source>, Vec<Skipped>), Vec<Problem>> {
    // A `battleball` sub-folder holds the game's own data (board, positions, formations, as
    // `data/battleball/` does), never team files.
    let files =
        source::read_dir(dir, &|name| name == "battleball").map_err(|problem| vec![*problem])?;
    if files.is_empty() {
        return Err(vec![Problem::whole_file(dir, ProblemKind::NoTomlFiles)]);
    }
    let mut read = Vec::new();
    let mut skipped = Vec::new();
    for file in files {
        match file {
            Ok(source) => read.push(source),
            Err(problem) => skipped.push(Skipped {
                file: problem.file.clone(),
                problems: vec![*problem],
            }),
        }
    }
    Ok((read, skipped))
}

/// The data to play with: the library, the files it was loaded from (a game's record copies
/// its teams' files from them), and the team files left out.
pub struct Playable {
    pub library: Library,
    pub sources: Vec<Source>,
    pub skipped: Vec<Skipped>,
}

/// The shipped data and the team files of `dir`. A team file with problems (its own, or a
/// clash with another team) is left out and listed; problems in the shipped data or with the
/// directory itself are errors.
pub fn load_playable(dir: Option<&Path>) -> Result<Playable, Vec<Problem>> {
    let (extra, mut skipped) = match dir {
        Some(dir) => read_team_dir(dir)?,
        None => (Vec::new(), Vec::new()),
    };
    let mut playing: Vec<Source> = extra;
    // Each round leaves out at least one more file, so this ends.
    loop {
        let problems = match data::load_with_teams(&playing) {
            Ok(library) => {
                let mut sources = data::shipped();
                sources.extend(playing);
                return Ok(Playable {
                    library,
                    sources,
                    skipped,
                });
            }
            Err(problems) => problems,
        };
        let (theirs, ours): (Vec<Problem>, Vec<Problem>) = problems
            .into_iter()
            .partition(|p| playing.iter().any(|s| s.path == p.file));
        if !ours.is_empty() || theirs.is_empty() {
            return Err(ours);
        }
        for source in &playing {
            let problems: Vec<Problem> = theirs
                .iter()
                .filter(|p| p.file == source.path)
                .cloned()
                .collect();
            if !problems.is_empty() {
                skipped.push(Skipped {
                    file: source.path.clone(),
                    problems,
                });
            }
        }
        playing.retain(|s| !skipped.iter().any(|k| k.file == s.path));
    }
}

/// Every problem of `paths` (team files, or directories of them) checked together with the
/// shipped Battleball data, sorted; empty when all is well. A given file named like a shipped
/// team file stands in for it, so an edited copy of a shipped team is checked as itself.
pub fn check_files(paths: &[PathBuf]) -> Vec<Problem> {
    let mut given: Vec<Source> = Vec::new();
    let mut problems = Vec::new();
    for path in paths {
        let files = if path.is_dir() {
            match read_team_dir(path) {
                Ok((read, skipped)) => {
                    problems.extend(skipped.into_iter().flat_map(|s| s.problems));
                    read.into_iter().map(Ok).collect()
                }
                Err(more) => {
                    problems.extend(more);
                    Vec::new()
                }
            }
        } else {
            vec![source::read_file(path).map_err(|p| *p)]
        };
        for file in files {
            match file {
                Ok(source) => given.push(source),
                Err(problem) => problems.push(problem),
            }
        }
    }
    let teams_dir = format!("{}teams/", data::DATA_DIR);
    let mut sources: Vec<Source> = data::shipped()
        .into_iter()
        .filter(|shipped| {
            let team = shipped.path.to_string_lossy().starts_with(&teams_dir);
            !(team && given.iter().any(|g| g.file_name() == shipped.file_name()))
        })
        .collect();
    sources.extend(given);
    if let Err(more) = data::from_sources(&sources) {
        problems.extend(more);
    }
    problems.sort_by(|a, b| (&a.file, a.line, a.column).cmp(&(&b.file, b.line, b.column)));
    problems
}

/// A word from the data (a colour, a position) in the reader's language where Fluent has it
/// (`<prefix><id>`), else as the data spells it.
fn data_word(loc: &Localizer, prefix: &str, id: &str) -> String {
    let key = format!("{prefix}{id}");
    if loc.has(&key) {
        loc.text(&key)
    } else {
        printable(id).into_owned()
    }
}

/// Every loaded team: name, code and colour.
pub fn list(library: &Library, loc: &Localizer) -> String {
    let mut table = Table::new(
        vec![
            loc.text("league-teams-name"),
            loc.text("league-teams-code"),
            loc.text("league-bb-teams-colour"),
        ],
        vec![Align::Left; 3],
    );
    for team in &library.teams {
        table.row(vec![
            printable(&team.name).into_owned(),
            team.code.clone(),
            data_word(loc, "league-bb-colour-", &team.colour),
        ]);
    }
    table.render()
}

/// One team's roster: each position's players, die, strength (for the blocks option) and the
/// squares it takes.
pub fn show(team: &Team, library: &Library, loc: &Localizer) -> String {
    let mut out = format!(
        "{} ({})\n{}: {}\n{}\n\n",
        printable(&team.name),
        team.code,
        loc.text("league-bb-teams-colour"),
        data_word(loc, "league-bb-colour-", &team.colour),
        grammar_line(loc, &team.name, team.grammatical_number)
    );
    let mut table = Table::new(
        [
            "league-bb-teams-position",
            "league-bb-teams-players",
            "league-bb-teams-die",
            "league-bb-teams-strength",
            "league-bb-teams-squares",
        ]
        .iter()
        .map(|id| loc.text(id))
        .collect(),
        vec![
            Align::Left,
            Align::Right,
            Align::Left,
            Align::Right,
            Align::Right,
        ],
    );
    for (position, &count) in library.positions.iter().zip(&team.roster) {
        let dice = if position.heavy { "2× " } else { "" };
        table.row(vec![
            data_word(loc, "league-bb-position-", &position.id),
            count.to_string(),
            format!(
                "{dice}{} d{}",
                data_word(loc, "league-bb-colour-", &position.colour),
                position.die
            ),
            position.strength.to_string(),
            if position.heavy { "2" } else { "1" }.to_string(),
        ]);
    }
    out.push_str(&table.render());
    out.push_str(&crate::common::wrap::fill(
        &loc.text("league-bb-teams-legend"),
        "",
        "",
    ));
    out
}
