//! The box score at the end of a Battleball game: touchdowns, tackles, injuries, fumbles,
//! hand-offs and passes per team, counted by `stats::GameFold` from the game's events. Pure;
//! fits 80 columns.

use gridiron_core::i18n::Localizer;
use gridiron_core::palette::Palette;
use gridiron_core::side::Side;

use crate::engine::setup::Setup;
use crate::stats::{GameStats, TeamStats};

use super::words;

const LABEL: usize = 44;
const COLUMN: usize = 12;

/// A row: its label's message id, and the cell a team's statistics give.
type Row = (&'static str, fn(&TeamStats) -> String);

pub fn render(stats: &GameStats, setup: &Setup, loc: &Localizer, palette: Palette) -> String {
    let pad = |text: &str| {
        let shown = text.chars().count();
        format!("{text}{}", " ".repeat(LABEL.saturating_sub(shown)))
    };
    let mut out = palette.bold(&format!(
        "{}{:>COLUMN$}{:>COLUMN$}",
        pad(&loc.text("bb-box-final")),
        words::code(setup, Side::Home),
        words::code(setup, Side::Away),
    ));
    out.push('\n');
    // A part of a count gets a row of its own under it ("of which won"), so parentheses
    // never mean two things.
    let rows: [Row; 10] = [
        ("bb-box-touchdowns", |t| t.touchdowns.to_string()),
        ("bb-box-tackles", |t| t.tackles.to_string()),
        ("bb-box-tackles-won", |t| t.tackles_won.to_string()),
        ("bb-box-injuries", |t| t.injuries.to_string()),
        ("bb-box-injuries-serious", |t| {
            t.serious_injuries.to_string()
        }),
        ("bb-box-fumbles", |t| t.fumbles.to_string()),
        ("bb-box-hand-offs", |t| t.hand_offs.to_string()),
        ("bb-box-passes", |t| t.passes.to_string()),
        ("bb-box-passes-complete", |t| t.passes_completed.to_string()),
        ("bb-box-passes-intercepted", |t| {
            t.passes_intercepted.to_string()
        }),
    ];
    for (id, cell) in rows {
        out.push_str(&format!(
            "{}{:>COLUMN$}{:>COLUMN$}\n",
            pad(&loc.text(id)),
            cell(stats.team(Side::Home)),
            cell(stats.team(Side::Away)),
        ));
    }
    out
}
