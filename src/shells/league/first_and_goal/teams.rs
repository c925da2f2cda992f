//! 1st & Goal's teams as data: the shipped data with the user's team files (a broken one left out
//! with a warning), the team list and one team's dice.

use std::path::{Path, PathBuf};

use crate::common::i18n::Localizer;
use crate::games::first_and_goal::data::model::{Colour, SpecialRoll, Team, YardDie};
use crate::games::first_and_goal::data::{load_playable, Library, LoadedTeam, Problem, Skipped};
use crate::shells::kit::output::{local_number, Align, Table};
use crate::shells::kit::skipped;

use super::super::teams::grammar_line;

/// The shipped data, the team files of `dirs`, and single team `files`, to play with: a user
/// team file with problems is left out and listed (see [`crate::games::first_and_goal::data::load_playable`]), for
/// [`skipped_warnings`].
pub fn load_with_files(
    dirs: &[PathBuf],
    files: &[PathBuf],
) -> Result<(Library, Vec<Skipped>), Vec<Problem>> {
    load_playable(dirs, files)
}

/// One line per user team file left out of play: which, how many problems, and how to see them.
pub fn skipped_warnings(skipped: &[Skipped], loc: &Localizer) -> String {
    skipped::warnings("data-skipped-file", skipped, loc)
}

/// The team loaded from `file`, if any.
pub fn team_from_file<'a>(library: &'a Library, file: &Path) -> Option<&'a Team> {
    library
        .teams
        .iter()
        .find(|t| t.file == file)
        .map(|t| &t.team)
}

/// The terminal width the team list keeps to.
const LIST_COLUMNS: usize = 80;

/// Every loaded team: name, code, division and file.
///
/// Full paths made the list 89 columns wide, so the file column holds only the file name: built-in
/// teams plainly, a user team's file with the number of its directory (`[1] titans.toml`), and
/// the directories are listed once under the table.
pub fn list(library: &Library, loc: &Localizer) -> String {
    let shipped: Vec<PathBuf> = crate::games::first_and_goal::data::shipped()
        .iter()
        .map(|s| s.path.clone())
        .collect();
    let mut dirs: Vec<PathBuf> = Vec::new();
    let header = vec![
        loc.text("league-teams-name"),
        loc.text("league-teams-code"),
        loc.text("league-teams-division"),
        loc.text("league-teams-file"),
    ];
    let mut rows: Vec<Vec<String>> = Vec::new();
    for loaded in &library.teams {
        let team = &loaded.team;
        let name = loaded
            .file
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_else(|| loaded.file.display().to_string());
        let file = if shipped.contains(&loaded.file) {
            name
        } else {
            let dir = loaded
                .file
                .parent()
                .map(Path::to_path_buf)
                .unwrap_or_default();
            let number = match dirs.iter().position(|d| *d == dir) {
                Some(index) => index + 1,
                None => {
                    dirs.push(dir);
                    dirs.len()
                }
            };
            format!("[{number}] {name}")
        };
        rows.push(vec![
            team.name.clone(),
            team.code.clone(),
            team.division
                .clone()
                .unwrap_or_else(|| loc.text("league-teams-no-division-short")),
            file,
        ]);
    }
    // A user team with a long name and a longer file name would still overflow: its file goes on
    // a line of its own under the row instead.
    let chars = |text: &String| text.chars().count();
    let first_columns: usize = (0..3)
        .map(|i| {
            rows.iter()
                .map(|r| &r[i])
                .chain([&header[i]])
                .map(chars)
                .max()
                .unwrap_or(0)
                + 2
        })
        .sum();
    let room = LIST_COLUMNS.saturating_sub(first_columns);
    let mut own_lines: Vec<Option<String>> = Vec::new();
    let mut table = Table::new(header, vec![Align::Left; 4]);
    for mut row in rows {
        own_lines.push((chars(&row[3]) > room).then(|| std::mem::take(&mut row[3])));
        table.row(row);
    }
    let mut out = String::new();
    // The header and the rule come first; row `i` is line `i + 2`.
    for (index, line) in table.render().lines().enumerate() {
        out.push_str(line);
        out.push('\n');
        if let Some(Some(file)) = index.checked_sub(2).and_then(|row| own_lines.get(row)) {
            out.push_str(&format!("    {file}\n"));
        }
    }
    out.push_str(&crate::common::wrap::fill(
        &loc.text_with(
            "league-teams-footer",
            &[("dirs", (dirs.len() as f64).into())],
        ),
        "",
        "",
    ));
    for (index, dir) in dirs.iter().enumerate() {
        // A team file named without a directory lives in the current one.
        let shown = if dir.as_os_str().is_empty() {
            ".".to_string()
        } else {
            dir.display().to_string()
        };
        out.push_str(&format!("[{}] {shown}\n", index + 1));
    }
    out
}

/// The standard deviation of a die's faces (each face equally likely).
pub fn spread(die: &YardDie) -> f64 {
    let mean = die.mean();
    let variance = die
        .faces
        .iter()
        .map(|&f| (f64::from(f) - mean).powi(2))
        .sum::<f64>()
        / die.faces.len() as f64;
    variance.sqrt()
}

fn faces(die: &YardDie) -> String {
    let faces: Vec<String> = die.faces.iter().map(i8::to_string).collect();
    faces.join(" ")
}

fn die_name(loc: &Localizer, name: &str) -> String {
    let id = format!("league-die-{name}");
    if loc.has(&id) {
        loc.text(&id)
    } else {
        name.to_string()
    }
}

/// One team's seven dice (faces, mean, spread) and its special-teams rolls.
pub fn show(loaded: &LoadedTeam, loc: &Localizer) -> String {
    let team = &loaded.team;
    let lang = loc.language();
    let mut out = String::new();
    out.push_str(&format!("{} ({})\n", team.name, team.code));
    let division = team
        .division
        .clone()
        .unwrap_or_else(|| loc.text("league-teams-no-division"));
    out.push_str(&format!(
        "{}: {division}\n{}: {}\n{}\n\n",
        loc.text("league-teams-division"),
        loc.text("league-teams-file"),
        loaded.file.display(),
        grammar_line(loc, &team.name, team.grammatical_number)
    ));
    let mut table = Table::new(
        vec![
            loc.text("league-teams-die"),
            loc.text("league-teams-faces"),
            loc.text("league-teams-mean"),
            loc.text("league-teams-spread"),
        ],
        vec![Align::Left, Align::Left, Align::Right, Align::Right],
    );
    let dice = Colour::ALL
        .iter()
        .map(|&c| (c.id(), team.dice.colour(c)))
        .chain([("black", &team.dice.black)]);
    for (name, die) in dice {
        table.row(vec![
            die_name(loc, name),
            faces(die),
            local_number(lang, die.mean(), 2),
            local_number(lang, spread(die), 2),
        ]);
    }
    out.push_str(&table.render());
    out.push('\n');
    out.push_str(&loc.text("league-teams-special"));
    out.push('\n');
    // Dice last and grouped ("3× kick [...]"), colour dice by name only (their faces are in the
    // table above), so the widest roll still fits an 80-column terminal.
    let mut special = Table::new(
        vec![
            loc.text("league-teams-roll"),
            loc.text("league-teams-mean"),
            loc.text("league-teams-dice"),
        ],
        vec![Align::Left, Align::Right, Align::Left],
    );
    for roll in SpecialRoll::ALL {
        let dice = team.special.dice(roll);
        let mut described: Vec<(usize, String)> = Vec::new();
        for die in dice {
            let text = if Colour::from_id(&die.name).is_some() {
                die_name(loc, &die.name)
            } else {
                format!("{} [{}]", die_name(loc, &die.name), faces(&die.die))
            };
            match described.last_mut() {
                Some((count, last)) if *last == text => *count += 1,
                _ => described.push((1, text)),
            }
        }
        let described: Vec<String> = described
            .into_iter()
            .map(|(count, text)| match count {
                1 => text,
                n => format!("{n}× {text}"),
            })
            .collect();
        let mean: f64 = dice.iter().map(|d| d.die.mean()).sum();
        special.row(vec![
            loc.text(&format!("league-roll-{}", roll.id().replace('_', "-"))),
            local_number(lang, mean, 1),
            described.join(" + "),
        ]);
    }
    out.push_str(&special.render());
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spread_is_the_standard_deviation() {
        let die = YardDie {
            faces: [1, 1, 1, 3, 3, 3],
        };
        assert!((spread(&die) - 1.0).abs() < 1e-12);
    }
}
