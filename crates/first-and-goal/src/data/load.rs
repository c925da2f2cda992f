//! Putting a whole data set together: which file is which, all problems of all files, and the
//! finished `Library` the game plays with.

use std::collections::HashMap;
use std::ffi::OsStr;
use std::path::{Path, PathBuf};

use super::cards_file::parse_cards;
use super::model::{CardSet, WhiteDice};
use super::special_file::parse_special;
pub use super::special_file::SpecialDefaults;
use super::team_file::parse_team;
use super::teams::{check_unique, resolve};
pub use super::teams::{team_key, LoadedTeam};
use super::white_file::parse_white;
use gridiron_core::data_file::problem::{sorted_and_limited, Problem, ProblemKind};
use gridiron_core::data_file::skipped::set_aside;
pub use gridiron_core::data_file::skipped::Skipped;
use gridiron_core::data_file::source::{self, Source};
use gridiron_core::i18n::GrammaticalNumber;

pub(crate) const WHITE_DICE_FILE: &str = "white-dice.toml";
pub(crate) const CARDS_FILE: &str = "cards.toml";
pub(crate) const SPECIAL_TEAMS_FILE: &str = "special-teams.toml";

/// The game's own data files, which only the shipped data holds: in a user's directory every
/// file is a team file, and one named like these is refused (see
/// `FirstAndGoalProblem::FixedFileAsTeam`).
pub(crate) const FIXED_FILES: [&str; 3] = [WHITE_DICE_FILE, CARDS_FILE, SPECIAL_TEAMS_FILE];

/// Everything the game needs from data, validated.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Library {
    pub white: WhiteDice,
    pub cards: CardSet,
    /// The shared special-teams dice; each team's `special` is already resolved from them.
    pub special: SpecialDefaults,
    pub teams: Vec<LoadedTeam>,
}

impl Library {
    /// Finds a team by name, code or file slug: case-insensitive, spaces, dashes and dots ignored.
    pub fn team(&self, query: &str) -> Option<&LoadedTeam> {
        let query = team_key(query);
        self.teams.iter().find(|t| {
            team_key(&t.team.name) == query
                || team_key(&t.team.code) == query
                || team_key(&t.slug()) == query
        })
    }

    /// Each team's name with its grammatical number, for a `Localizer` to word sentences by.
    pub fn team_numbers(&self) -> impl Iterator<Item = (&str, GrammaticalNumber)> {
        self.teams
            .iter()
            .map(|t| (t.team.name.as_str(), t.team.grammatical_number))
    }
}

/// What a file holds, from its name: the three fixed names, anything else is a team.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Role {
    White,
    Cards,
    Special,
    Team,
}

fn role_by_name(source: &Source) -> Role {
    match source.file_name().as_str() {
        WHITE_DICE_FILE => Role::White,
        CARDS_FILE => Role::Cards,
        SPECIAL_TEAMS_FILE => Role::Special,
        _ => Role::Team,
    }
}

/// Builds a library from a whole data set in memory, like `data/`: files matched by name (see
/// `Role`). Reports every problem of every file, sorted by file, line and column.
pub fn from_sources(sources: &[Source]) -> Result<Library, Vec<Problem>> {
    let roles: Vec<(Role, &Source)> = sources.iter().map(|s| (role_by_name(s), s)).collect();
    assemble(&roles)
}

/// The shipped data plus every `*.toml` of each extra directory, all of which are team files.
/// Strict: any problem in any file is an error (see `load_playable` for play).
pub fn load(extra_team_dirs: &[PathBuf]) -> Result<Library, Vec<Problem>> {
    let shipped = crate::data::shipped();
    let mut extra = Vec::new();
    let mut problems = Vec::new();
    for dir in extra_team_dirs {
        match read_team_dir(dir) {
            Ok(files) => files.into_iter().for_each(|file| match file {
                Ok(source) => extra.push(source),
                Err(problem) => problems.push(*problem),
            }),
            Err(problem) => problems.push(*problem),
        }
    }
    let mut roles: Vec<(Role, &Source)> = shipped.iter().map(|s| (role_by_name(s), s)).collect();
    roles.extend(extra.iter().map(|s| (Role::Team, s)));
    match assemble(&roles) {
        Ok(library) if problems.is_empty() => Ok(library),
        Ok(_) => Err(sorted(problems)),
        Err(more) => {
            problems.extend(more);
            Err(sorted(problems))
        }
    }
}

/// Sub-folders of a team directory that are never read, at any depth: they hold another game's
/// data (the repository's `data/` keeps Battleball's files in `data/battleball/`), and to this
/// loader every `*.toml` it does not know is a team file. Kept here, not in the core, which reads
/// whatever folders its caller lets it.
pub const OTHER_GAMES_FOLDERS: &[&str] = &["battleball"];

/// Whether a sub-folder of a team directory is left unread (see `OTHER_GAMES_FOLDERS`), for
/// `source::read_dir`: whoever reads 1st & Goal's team files reads them as `load` does.
pub fn is_other_games_folder(name: &OsStr) -> bool {
    OTHER_GAMES_FOLDERS.iter().any(|folder| name == *folder)
}

/// The team files of a user directory, each read or not on its own; a directory without any is
/// a problem.
fn read_team_dir(dir: &Path) -> Result<Vec<Result<Source, Box<Problem>>>, Box<Problem>> {
    let files = source::read_dir(dir, &is_other_games_folder)?;
    if files.is_empty() {
        return Err(Box::new(Problem::whole_file(dir, ProblemKind::NoTomlFiles)));
    }
    Ok(files)
}

/// The data to play with: the shipped data, the team files of `extra_team_dirs`, and the team
/// `files` named on the command line. A user's team file with problems (its own, or a clash with
/// another team, or a file that cannot be read) is left out and listed in the second value, and
/// the others play. Problems in the shipped data, in a file named explicitly, or with a directory
/// itself (missing, no team files) are errors.
pub fn load_playable(
    extra_team_dirs: &[PathBuf],
    files: &[PathBuf],
) -> Result<(Library, Vec<Skipped>), Vec<Problem>> {
    let shipped = crate::data::shipped();
    let mut skipped = Vec::new();
    let mut optional = Vec::new();
    let mut fatal = Vec::new();
    for dir in extra_team_dirs {
        // A directory that is missing or holds no team file is a mistake in the command or
        // the environment, not a broken team: it stops the command, as it always did.
        let files = match read_team_dir(dir) {
            Ok(files) => files,
            Err(problem) => {
                fatal.push(*problem);
                continue;
            }
        };
        for file in files {
            match file {
                Ok(source) => optional.push(source),
                Err(problem) => skipped.push(Skipped {
                    file: problem.file.clone(),
                    problems: vec![*problem],
                }),
            }
        }
    }
    let mut required = Vec::new();
    for file in files {
        match source::read_file(file) {
            Ok(source) => required.push(source),
            Err(problem) => fatal.push(*problem),
        }
    }
    if !fatal.is_empty() {
        return Err(fatal);
    }
    let mut playing: Vec<&Source> = optional.iter().collect();
    loop {
        let mut roles: Vec<(Role, &Source)> =
            shipped.iter().map(|s| (role_by_name(s), s)).collect();
        roles.extend(playing.iter().map(|s| (Role::Team, *s)));
        roles.extend(required.iter().map(|s| (Role::Team, s)));
        let problems = match assemble(&roles) {
            Ok(library) => return Ok((library, skipped)),
            Err(problems) => problems,
        };
        set_aside(&mut playing, problems, &mut skipped)?;
    }
}

/// Checks data files as `gridiron validate PATH...` would, by the rule `--data` loads them: each
/// path is a team file or a directory of team files (a file named like the game's own data files
/// is refused, as `--data` refuses it). They replace shipped teams of the same file name and are
/// checked together with the shipped data, so a lone team file is checked against the shipped
/// teams (its base team, clashing names). Returns every problem, sorted; empty when all is well.
pub fn check_files(paths: &[PathBuf]) -> Vec<Problem> {
    let mut given = Vec::new();
    let mut problems = Vec::new();
    for path in paths {
        let files = if path.is_dir() {
            read_team_dir(path).unwrap_or_else(|problem| vec![Err(problem)])
        } else {
            vec![source::read_file(path)]
        };
        for file in files {
            match file {
                Ok(source) => given.push(source),
                Err(problem) => problems.push(*problem),
            }
        }
    }
    let shipped = crate::data::shipped();
    let mut roles: Vec<(Role, &Source)> = Vec::new();
    for source in &shipped {
        let role = role_by_name(source);
        let replaced = role == Role::Team
            && given
                .iter()
                .any(|s| team_key(&s.stem()) == team_key(&source.stem()));
        if !replaced {
            roles.push((role, source));
        }
    }
    roles.extend(given.iter().map(|s| (Role::Team, s)));
    if let Err(more) = assemble(&roles) {
        problems.extend(more);
    }
    sorted(problems)
}

fn assemble(sources: &[(Role, &Source)]) -> Result<Library, Vec<Problem>> {
    let mut problems = Vec::new();
    let white = one_file(sources, Role::White).and_then(|s| keep(parse_white(s), &mut problems));
    let cards = one_file(sources, Role::Cards).and_then(|s| keep(parse_cards(s), &mut problems));
    let special =
        one_file(sources, Role::Special).and_then(|s| keep(parse_special(s), &mut problems));
    let mut drafts = Vec::new();
    for (_, source) in sources.iter().filter(|(role, _)| *role == Role::Team) {
        let (draft, more) = parse_team(source, special.as_ref());
        drafts.extend(draft);
        problems.extend(more);
    }
    // Across files, among every team file with a name and a code, even when some have other
    // problems or the shared files do not load: all in one run.
    check_unique(&drafts, &mut problems);
    for (role, name) in [
        (Role::White, WHITE_DICE_FILE),
        (Role::Cards, CARDS_FILE),
        (Role::Special, SPECIAL_TEAMS_FILE),
    ] {
        match sources.iter().filter(|(r, _)| *r == role).count() {
            0 => problems.push(Problem::whole_file(
                Path::new(name),
                ProblemKind::MissingFile,
            )),
            1 => {}
            // Two white-dice files (say) would leave it to chance which one plays.
            _ => {
                for (_, source) in sources.iter().filter(|(r, _)| *r == role).skip(1) {
                    let kind = ProblemKind::DuplicateFile {
                        name: name.to_string(),
                    };
                    problems.push(Problem::whole_file(&source.path, kind));
                }
            }
        }
    }
    let teams = special.as_ref().map(|special| {
        let (teams, more) = resolve(&drafts, special);
        problems.extend(more);
        teams
    });
    match (white, cards, special, teams) {
        (Some(white), Some(cards), Some(special), Some(teams)) if problems.is_empty() => {
            Ok(Library {
                white,
                cards,
                special,
                teams,
            })
        }
        _ => Err(with_excerpts(sorted(problems), sources)),
    }
}

/// Each located problem with the source line it is on, for showing it under the message.
fn with_excerpts(mut problems: Vec<Problem>, sources: &[(Role, &Source)]) -> Vec<Problem> {
    let sources: HashMap<&Path, &Source> = sources
        .iter()
        .map(|(_, source)| (source.path.as_path(), *source))
        .collect();
    let mut texts: HashMap<&Path, Vec<String>> = HashMap::new();
    for problem in problems.iter_mut().filter(|p| p.line > 0) {
        let Some(span) = problem.span.as_mut() else {
            continue;
        };
        let Some(source) = sources.get(problem.file.as_path()) else {
            continue;
        };
        let lines = texts.entry(source.path.as_path()).or_insert_with(|| {
            let bytes = source.bytes.as_slice();
            let bytes = bytes.strip_prefix(&[0xEF, 0xBB, 0xBF]).unwrap_or(bytes);
            let text = String::from_utf8_lossy(bytes);
            text.split('\n').map(str::to_string).collect()
        });
        let line = lines.get(problem.line - 1);
        span.line = line.map(|l| l.strip_suffix('\r').unwrap_or(l).to_string());
    }
    problems
}

/// The value of a file that parsed; the problems of one that did not.
fn keep<T>(result: Result<T, Vec<Problem>>, problems: &mut Vec<Problem>) -> Option<T> {
    result.map_err(|more| problems.extend(more)).ok()
}

fn one_file<'a>(sources: &[(Role, &'a Source)], role: Role) -> Option<&'a Source> {
    sources.iter().find(|(r, _)| *r == role).map(|(_, s)| *s)
}

/// Sorted by place, and a file's problems past the first few only counted: a file of many
/// mistakes is told as quickly as a file of a few.
fn sorted(problems: Vec<Problem>) -> Vec<Problem> {
    sorted_and_limited(problems)
}
