//! Battleball's teams for the league commands: the team list and one team's roster. The data
//! to play with and `validate`'s check are the game's own (`data::load_playable`,
//! `data::check_files`).
//!
//! Only `--data` adds Battleball teams: `$GRIDIRON_DATA` and the config directory hold
//! 1st & Goal's team files, which Battleball's loader would only refuse.

use crate::common::i18n::Localizer;
use crate::common::text::printable;
use crate::games::battleball::{Library, Team};

use super::super::teams::grammar_line;
use crate::shells::kit::output::{Align, Table};

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
