//! Putting a whole data set together: which file is which, all problems of all files, and the
//! finished `Library` the game plays with.

use std::path::{Path, PathBuf};

use super::cards_file::parse_cards;
use super::model::{CardSet, WhiteDice};
use super::problem::{Problem, ProblemKind};
use super::source::{self, Source};
use super::special_file::parse_special;
pub use super::special_file::SpecialDefaults;
use super::team_file::{parse_team, TeamDraft};
use super::teams::resolve;
pub use super::teams::{team_key, LoadedTeam};
use super::white_file::parse_white;

pub const WHITE_DICE_FILE: &str = "white-dice.toml";
pub const CARDS_FILE: &str = "cards.toml";
pub const SPECIAL_TEAMS_FILE: &str = "special-teams.toml";

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

/// Builds a library from in-memory files, matched by file name (see `Role`). Reports every
/// problem of every file, sorted by file, line and column.
pub fn from_sources(sources: &[Source]) -> Result<Library, Vec<Problem>> {
    let roles: Vec<(Role, &Source)> = sources.iter().map(|s| (role_by_name(s), s)).collect();
    assemble(&roles)
}

/// The shipped data plus every `*.toml` of each extra directory, all of which are team files.
pub fn load(extra_team_dirs: &[PathBuf]) -> Result<Library, Vec<Problem>> {
    let shipped = source::shipped();
    let mut extra = Vec::new();
    let mut problems = Vec::new();
    for dir in extra_team_dirs {
        match source::read_dir(dir) {
            Ok(sources) if sources.is_empty() => {
                problems.push(Problem::whole_file(dir, ProblemKind::NoTomlFiles))
            }
            Ok(sources) => extra.extend(sources),
            Err(problem) => problems.push(problem),
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

/// Checks data files as `gridiron validate PATH...` would: each path a file or a directory.
/// Files replace their shipped counterparts (the fixed files by name, team files by slug);
/// shipped files fill in the rest, so a lone team file is checked against the shipped teams
/// (its base team, clashing names). Returns every problem, sorted; empty when all is well.
pub fn check_files(paths: &[PathBuf]) -> Vec<Problem> {
    let mut given = Vec::new();
    let mut problems = Vec::new();
    for path in paths {
        if path.is_dir() {
            match source::read_dir(path) {
                Ok(sources) if sources.is_empty() => {
                    problems.push(Problem::whole_file(path, ProblemKind::NoTomlFiles))
                }
                Ok(sources) => given.extend(sources),
                Err(problem) => problems.push(problem),
            }
        } else {
            match source::read_file(path) {
                Ok(source) => given.push(source),
                Err(problem) => problems.push(problem),
            }
        }
    }
    let given_roles: Vec<(Role, &Source)> = given.iter().map(|s| (role_by_name(s), s)).collect();
    let shipped = source::shipped();
    let mut roles: Vec<(Role, &Source)> = Vec::new();
    for source in &shipped {
        let role = role_by_name(source);
        let replaced = given_roles.iter().any(|(r, s)| {
            *r == role && (role != Role::Team || team_key(&s.stem()) == team_key(&source.stem()))
        });
        if !replaced {
            roles.push((role, source));
        }
    }
    roles.extend(given_roles);
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
    let drafts: Vec<TeamDraft> = sources
        .iter()
        .filter(|(role, _)| *role == Role::Team)
        .filter_map(|(_, s)| keep(parse_team(s, special.as_ref()), &mut problems))
        .collect();
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
        _ => Err(sorted(problems)),
    }
}

/// The value of a file that parsed; the problems of one that did not.
fn keep<T>(result: Result<T, Vec<Problem>>, problems: &mut Vec<Problem>) -> Option<T> {
    result.map_err(|more| problems.extend(more)).ok()
}

fn one_file<'a>(sources: &[(Role, &'a Source)], role: Role) -> Option<&'a Source> {
    sources.iter().find(|(r, _)| *r == role).map(|(_, s)| *s)
}

fn sorted(mut problems: Vec<Problem>) -> Vec<Problem> {
    problems.sort_by(|a, b| (&a.file, a.line, a.column).cmp(&(&b.file, b.line, b.column)));
    problems
}
