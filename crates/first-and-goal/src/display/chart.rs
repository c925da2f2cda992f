//! The cross-reference chart of a coach's hand: one row per card held, one column per play the
//! other side may show, each cell the dice that pairing rolls (coloured dice by letter, then
//! the number of black dice). The rows are the card question's options, so the hand is shown
//! once. Pure; every row fits 80 columns after the option number.

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

/// One card's row: its name (and copies held), then its dice against every opposing play.
pub fn row(loc: &Localizer, setup: &Setup, role: Role, play: u8, count: u8) -> String {
    let name = words::play(loc, setup, role, play);
    let copies = if count > 1 {
        format!(" ×{count}")
    } else {
        String::new()
    };
    let room = LABEL - copies.chars().count() - 1;
    let mut out = fit(&name, room).trim_end().to_string();
    out.push_str(&copies);
    let mut out = fit(&out, LABEL);
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
