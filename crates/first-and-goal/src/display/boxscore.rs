//! The box score at half-time and at the end: points, yards, first downs, turnovers, penalties,
//! punts, field goals and cards played per team, counted by `stats::GameFold` from the
//! game's events. Pure; fits 80 columns.

use crate::engine::{Setup, Side};
use crate::stats::{GameStats, TeamStats};

use super::words;
use gridiron_core::i18n::Localizer;
use gridiron_core::palette::Palette;

const LABEL: usize = 40;

/// The box score these events call for: at half-time and at the end of the game.
pub fn moment(events: &[crate::engine::Event]) -> Option<&'static str> {
    use crate::engine::{Event, Half};
    if events.iter().any(|e| matches!(e, Event::GameOver { .. })) {
        Some("box-final")
    } else if events
        .iter()
        .any(|e| matches!(e, Event::HalfEnded { half: Half::First }))
    {
        Some("box-half-time")
    } else {
        None
    }
}
const COLUMN: usize = 10;

/// `title_id` names the moment ("box-half-time", "box-final").
pub fn render(
    stats: &GameStats,
    setup: &Setup,
    loc: &Localizer,
    palette: Palette,
    title_id: &str,
) -> String {
    let home = stats.team(Side::Home);
    let away = stats.team(Side::Away);
    let pad = |text: &str, width: usize| {
        let shown = text.chars().count();
        if shown >= width {
            text.chars().take(width).collect::<String>()
        } else {
            format!("{text}{}", " ".repeat(width - shown))
        }
    };
    let right = |text: String| format!("{text:>COLUMN$}");
    let mut out = String::new();
    out.push_str(&palette.bold(&format!(
        "{}{}{}",
        pad(&loc.text(title_id), LABEL),
        right(words::code(setup, Side::Home).to_string()),
        right(words::code(setup, Side::Away).to_string()),
    )));
    out.push('\n');
    let cards = |own: &TeamStats, other: &TeamStats| format!("{}+{}", own.plays, other.plays);
    let rows: [(&str, String, String); 8] = [
        (
            "box-points",
            home.points.to_string(),
            away.points.to_string(),
        ),
        ("box-yards", home.yards.to_string(), away.yards.to_string()),
        (
            "box-first-downs",
            home.first_downs.to_string(),
            away.first_downs.to_string(),
        ),
        (
            "box-turnovers",
            home.turnovers.to_string(),
            away.turnovers.to_string(),
        ),
        (
            "box-penalties",
            home.penalties.to_string(),
            away.penalties.to_string(),
        ),
        ("box-punts", home.punts.to_string(), away.punts.to_string()),
        (
            "box-field-goals",
            format!("{}/{}", home.field_goals, home.field_goal_attempts),
            format!("{}/{}", away.field_goals, away.field_goal_attempts),
        ),
        ("box-cards", cards(home, away), cards(away, home)),
    ];
    for (id, h, a) in rows {
        out.push_str(&format!(
            "{}{}{}\n",
            pad(&loc.text(id), LABEL),
            right(h),
            right(a)
        ));
    }
    out
}
