//! Everything about teams that needs more than one file: unique names, codes and slugs, base
//! teams (inheritance) and resolving special-teams rolls to dice.

use std::collections::HashMap;
use std::path::PathBuf;

use super::model::{SpecialDie, SpecialRoll, SpecialTeams, Team, TeamDice, YardDie};
use super::problem::FirstAndGoalProblem;
use super::special_file::{team_die_names, SpecialDefaults};
use super::team_file::{TeamDraft, TEAM_DICE};
use gridiron_core::data_file::document::Pos;
use gridiron_core::data_file::problem::{closest, Problem, ProblemKind, Span};
use gridiron_core::i18n::GrammaticalNumber;

/// A team together with the file it was loaded from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LoadedTeam {
    pub team: Team,
    pub file: PathBuf,
}

impl LoadedTeam {
    /// The file name without `.toml`, e.g. `boston-bombers`.
    pub(crate) fn slug(&self) -> String {
        self.file
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default()
    }
}

/// How names, codes and slugs are compared: case-insensitive, spaces, dashes and dots ignored,
/// so "St. Paul Paladins", "st-paul-paladins" and "STPAULPALADINS" are one team.
pub fn team_key(text: &str) -> String {
    text.chars()
        .filter(|c| !matches!(c, ' ' | '-' | '.' | '_'))
        .flat_map(char::to_lowercase)
        .collect()
}

/// A roll's die names as a team file wrote them, with where.
type RollSpec = Vec<(String, Pos)>;

fn at(file: &std::path::Path, pos: Pos, kind: impl Into<ProblemKind>) -> Problem {
    Problem {
        file: file.to_path_buf(),
        line: pos.line,
        column: pos.column,
        span: Span::new(pos.len),
        kind: kind.into(),
    }
}

/// Builds every team from its sound draft. Drafts come in load order: shipped files first. A
/// team built on a draft that is not sound is left out without a problem of its own: the base's
/// file has its problems already.
pub(crate) fn resolve(
    drafts: &[TeamDraft],
    defaults: &SpecialDefaults,
) -> (Vec<LoadedTeam>, Vec<Problem>) {
    let mut problems = Vec::new();
    let lookup = lookup_table(drafts);
    let mut teams = Vec::new();
    for (index, draft) in drafts.iter().enumerate() {
        if !draft.sound {
            continue;
        }
        let Some(chain) = base_chain(drafts, &lookup, index, &mut problems) else {
            continue;
        };
        if chain.iter().any(|&i| !drafts[i].sound) {
            continue;
        }
        if let Some(team) = build(drafts, &chain, defaults, &mut problems) {
            teams.push(LoadedTeam {
                team,
                file: draft.file.clone(),
            });
        }
    }
    (teams, problems)
}

/// Names, codes and file names are unique, checked across every team file with a name and a
/// code, sound or not, so that a clash is reported in the same run as the files' other
/// problems. Drafts come in load order: shipped files first, so a clash between a user file and
/// a shipped one is reported in the user's file.
pub(crate) fn check_unique(drafts: &[TeamDraft], problems: &mut Vec<Problem>) {
    let mut names: HashMap<String, &TeamDraft> = HashMap::new();
    let mut codes: HashMap<String, &TeamDraft> = HashMap::new();
    let mut slugs: HashMap<String, &TeamDraft> = HashMap::new();
    for draft in drafts {
        if let Some(other) = names.get(&team_key(&draft.name)) {
            let kind = ProblemKind::DuplicateTeamName {
                name: draft.name.clone(),
                other_file: other.file.clone(),
            };
            problems.push(at(&draft.file, draft.name_at, kind));
        } else {
            names.insert(team_key(&draft.name), draft);
        }
        if let Some(other) = codes.get(&draft.code) {
            let kind = ProblemKind::DuplicateCode {
                code: draft.code.clone(),
                other_file: other.file.clone(),
            };
            problems.push(at(&draft.file, draft.code_at, kind));
        } else {
            codes.insert(draft.code.clone(), draft);
        }
        if let Some(other) = slugs.get(&team_key(&draft.slug)) {
            let kind = FirstAndGoalProblem::DuplicateSlug {
                slug: draft.slug.clone(),
                other_file: other.file.clone(),
            };
            problems.push(Problem::whole_file(&draft.file, kind));
        } else {
            slugs.insert(team_key(&draft.slug), draft);
        }
    }
}

/// Every key a `base = "..."` may use, first team wins (duplicates are already reported).
fn lookup_table(drafts: &[TeamDraft]) -> HashMap<String, usize> {
    let mut lookup = HashMap::new();
    for (index, draft) in drafts.iter().enumerate() {
        for key in [&draft.name, &draft.code, &draft.slug] {
            lookup.entry(team_key(key)).or_insert(index);
        }
    }
    lookup
}

/// The team and its bases, the team first and the root (a team with no base) last. `None` when
/// a base is unknown or the chain loops; reported only for the team whose own link is at fault.
fn base_chain(
    drafts: &[TeamDraft],
    lookup: &HashMap<String, usize>,
    start: usize,
    problems: &mut Vec<Problem>,
) -> Option<Vec<usize>> {
    let mut chain = vec![start];
    let mut current = start;
    while let Some((base, pos)) = &drafts[current].base {
        let Some(&next) = lookup.get(&team_key(base)) else {
            if current == start {
                let known = drafts
                    .iter()
                    .flat_map(|d| [d.name.as_str(), d.code.as_str(), d.slug.as_str()]);
                let kind = FirstAndGoalProblem::UnknownBaseTeam {
                    base: base.clone(),
                    suggestion: closest(base, known).map(str::to_string),
                };
                problems.push(at(&drafts[current].file, *pos, kind));
            }
            return None;
        };
        if chain.contains(&next) {
            if next == start {
                let mut names: Vec<String> =
                    chain.iter().map(|&i| drafts[i].name.clone()).collect();
                names.push(drafts[start].name.clone());
                let (_, pos) = drafts[start].base.as_ref()?;
                problems.push(at(
                    &drafts[start].file,
                    *pos,
                    FirstAndGoalProblem::BaseCycle { chain: names },
                ));
            }
            return None;
        }
        chain.push(next);
        current = next;
    }
    Some(chain)
}

fn build(
    drafts: &[TeamDraft],
    chain: &[usize],
    defaults: &SpecialDefaults,
    problems: &mut Vec<Problem>,
) -> Option<Team> {
    let own = &drafts[*chain.first()?];
    // Overlay from the root down, so the nearest team's values win.
    let mut dice: [Option<YardDie>; TEAM_DICE] = [None; TEAM_DICE];
    let mut named: Vec<SpecialDie> = Vec::new();
    let mut rolls: HashMap<SpecialRoll, (&TeamDraft, &RollSpec)> = HashMap::new();
    for &index in chain.iter().rev() {
        let draft = &drafts[index];
        for (slot, die) in dice.iter_mut().zip(draft.dice) {
            if die.is_some() {
                *slot = die;
            }
        }
        for die in &draft.special_dice {
            named.retain(|d| d.name != die.name);
            named.push(die.clone());
        }
        for (roll, names) in &draft.rolls {
            rolls.insert(*roll, (draft, names));
        }
    }
    // A root team without all seven dice was already reported by its own file's checks.
    let [red, ivory, brown, yellow, blue, green, black] = dice;
    let dice = TeamDice {
        colours: [red?, ivory?, brown?, yellow?, blue?, green?],
        black: black?,
    };

    let known = |name: &str| -> Option<YardDie> {
        if let Some(position) = team_die_names().position(|n| n == name) {
            return Some(if position < 6 {
                dice.colours[position]
            } else {
                dice.black
            });
        }
        named
            .iter()
            .find(|d| d.name == name)
            .map(|d| d.die)
            .or_else(|| defaults.die(name).copied())
    };
    let mut resolved = Vec::with_capacity(SpecialRoll::ALL.len());
    let mut ok = true;
    for roll in SpecialRoll::ALL {
        let mut roll_dice = Vec::new();
        match rolls.get(&roll) {
            Some((draft, names)) => {
                for (name, pos) in names.iter() {
                    match known(name) {
                        Some(die) => roll_dice.push(SpecialDie {
                            name: name.clone(),
                            die,
                        }),
                        None => {
                            // Only report in the file that wrote the name, once.
                            if std::ptr::eq(*draft, own) {
                                let expected = team_die_names()
                                    .map(str::to_string)
                                    .chain(named.iter().map(|d| d.name.clone()))
                                    .chain(defaults.dice.iter().map(|d| d.name.clone()))
                                    .collect();
                                let kind = FirstAndGoalProblem::UnknownDie {
                                    roll: roll.id().to_string(),
                                    die: name.clone(),
                                    expected,
                                };
                                problems.push(at(&draft.file, *pos, kind));
                            }
                            ok = false;
                        }
                    }
                }
            }
            None => {
                for name in defaults.roll(roll) {
                    // Defaults name only team dice and their own named dice (checked on load).
                    roll_dice.push(SpecialDie {
                        name: name.clone(),
                        die: known(name)?,
                    });
                }
            }
        }
        resolved.push(roll_dice);
    }
    if !ok {
        return None;
    }
    let [kickoff_return, field_goal, punt, punt_return, extra_bounce, squib, onside]: [Vec<
        SpecialDie,
    >; 7] = resolved.try_into().ok()?;
    Some(Team {
        name: own.name.clone(),
        code: own.code.clone(),
        // The division is the team's own fact; a team built on another need not share it.
        division: own.division.clone(),
        // So is how its name is spoken: a base team's number says nothing of this name.
        grammatical_number: own
            .grammatical_number
            .unwrap_or_else(|| GrammaticalNumber::of_name(&own.name)),
        dice,
        special: SpecialTeams {
            kickoff_return,
            field_goal,
            punt,
            punt_return,
            extra_bounce,
            squib,
            onside,
        },
    })
}
