//! The cross-reference chart of a coach's hand: one row per card held, one column per play the
//! other side may show, each cell the dice that pairing rolls (coloured dice by letter, then
//! the number of black dice). The rows are the card question's options, so the hand is shown
//! once. Pure; every row fits 80 columns after the option number, and no name is cut.

use crate::data::model::Cell;
use crate::engine::{Role, Setup};

use super::words::{self, arg};
use gridiron_core::i18n::Localizer;
use gridiron_core::palette::Palette;

/// Columns of a card's name in a row.
pub(crate) const LABEL: usize = 14;
/// Columns of one cell, its leading space included.
pub(crate) const CELL: usize = 5;
/// What the option number takes before a row ("  12) ").
pub(crate) const NUMBER: usize = 6;

fn opponents(setup: &Setup, role: Role) -> usize {
    match role {
        Role::Offense => setup.cards.defense.len(),
        Role::Defense => setup.cards.offense.len(),
    }
}

fn cell(setup: &Setup, role: Role, play: usize, other: usize) -> Option<Cell> {
    let cards = &setup.cards;
    let (offense, defense) = match role {
        Role::Offense => (play, other),
        Role::Defense => (other, play),
    };
    cards
        .matrix
        .get(offense * cards.defense.len() + defense)
        .copied()
}

/// "RI2": the coloured dice by the reader's letters, then the black dice.
pub(crate) fn cell_text(loc: &Localizer, cell: Cell) -> String {
    let mut text: String = cell
        .colours
        .iter()
        .map(|c| loc.text(&format!("chart-{}", c.id())))
        .collect();
    text.push_str(&cell.black.to_string());
    text
}

fn fit(text: &str, width: usize) -> String {
    let count = text.chars().count();
    if count <= width {
        format!("{text}{}", " ".repeat(width - count))
    } else {
        let mut cut: String = text.chars().take(width - 1).collect();
        cut.push('…');
        cut
    }
}

/// The column heads: the other side's plays, abbreviated (the help screen names them in full).
pub fn header(loc: &Localizer, setup: &Setup, role: Role, palette: Palette) -> String {
    let other = match role {
        Role::Offense => Role::Defense,
        Role::Defense => Role::Offense,
    };
    let mut out = " ".repeat(NUMBER);
    out.push_str(&fit(
        &loc.text(match role {
            Role::Offense => "chart-against-defense",
            Role::Defense => "chart-against-offense",
        }),
        LABEL,
    ));
    for index in 0..opponents(setup, role) {
        out.push_str(&format!("{:>CELL$}", short(loc, setup, other, index as u8)));
    }
    palette.dim(out.trim_end())
}

/// A play's column head, at most four letters.
pub(crate) fn short(loc: &Localizer, setup: &Setup, role: Role, play: u8) -> String {
    let id = match role {
        Role::Offense => setup.cards.offense.get(usize::from(play)).map(|p| &p.id),
        Role::Defense => setup.cards.defense.get(usize::from(play)).map(|p| &p.id),
    };
    id.map(|id| loc.text(&format!("short-{id}")))
        .unwrap_or_else(|| format!("#{play}"))
        .chars()
        .take(CELL - 1)
        .collect()
}

/// A card's name and copies as its row shows them: in full if they fit, else the play's column
/// head (as the other side's chart and the help screen call it), named in full by
/// `abbreviations`; never cut.
fn row_name(loc: &Localizer, setup: &Setup, role: Role, play: u8, count: u8) -> (String, bool) {
    let copies = if count > 1 {
        format!(" ×{count}")
    } else {
        String::new()
    };
    // The cells are right-aligned with a space before each, so a name may fill its label.
    let name = format!("{}{copies}", words::play(loc, setup, role, play));
    if name.chars().count() <= LABEL {
        (name, false)
    } else {
        (format!("{}{copies}", short(loc, setup, role, play)), true)
    }
}

/// The full names of the cards among `plays` (with their copies) whose rows show their column
/// head instead, for a line under the chart; none if every name fits.
pub fn abbreviations(
    loc: &Localizer,
    setup: &Setup,
    role: Role,
    plays: &[(u8, u8)],
) -> Option<String> {
    let named: Vec<String> = plays
        .iter()
        .filter(|&&(play, count)| row_name(loc, setup, role, play, count).1)
        .map(|&(play, _)| {
            format!(
                "{} {}",
                short(loc, setup, role, play),
                words::play(loc, setup, role, play)
            )
        })
        .collect();
    (!named.is_empty())
        .then(|| loc.text_with("chart-abbreviations", &[arg("plays", named.join(", "))]))
}

/// One card's row: its name (and copies held), then its dice against every opposing play.
pub fn row(loc: &Localizer, setup: &Setup, role: Role, play: u8, count: u8) -> String {
    let mut out = fit(&row_name(loc, setup, role, play, count).0, LABEL);
    for other in 0..opponents(setup, role) {
        let text = cell(setup, role, usize::from(play), other)
            .map(|c| cell_text(loc, c))
            .unwrap_or_default();
        out.push_str(&format!("{text:>CELL$}"));
    }
    out
}

/// What the letters and numbers mean.
pub fn legend(loc: &Localizer) -> String {
    loc.text("chart-legend")
}

/// The column heads in full, for the help screen.
pub fn columns(loc: &Localizer, setup: &Setup, role: Role) -> String {
    let names: Vec<String> = (0..opponents(setup, role))
        .map(|i| {
            format!(
                "{} {}",
                short(loc, setup, role, i as u8),
                words::play(loc, setup, role, i as u8)
            )
        })
        .collect();
    loc.text_with(
        match role {
            Role::Offense => "chart-columns-offense",
            Role::Defense => "chart-columns-defense",
        },
        &[arg("plays", names.join(", "))],
    )
}
