//! The board every coach sees: score, half, timeouts, down and distance, the ball on a field
//! strip, the decks, and the last play. Only public table data goes in, so it can never show a
//! hand; it fits 80 columns. Pure, for snapshot tests.

use crate::engine::{Pending, Role, Setup, Side, Table, FIELD};

use super::words::{self, arg};
use gridiron_core::i18n::Localizer;
use gridiron_core::palette::Palette;
use gridiron_core::wrap;

/// Cells between the goal lines: one per two yards, plus both goal lines.
const CELLS: usize = (FIELD as usize) / 2 + 1;

/// The situation the decision at hand is made in: a kickoff is a kickoff, a try a try, a
/// penalty names the snap it is about, and a burn decision (the snap is rolled, the ball not
/// yet moved) the snap's result: `gain` is that snap's gain.
pub fn situation(table: &Table, setup: &Setup, loc: &Localizer, gain: Option<i16>) -> String {
    let offense = || arg("team", words::team(setup, table.offense).to_string());
    let down = || arg("down", words::down_and_distance(loc, table));
    let spot = || arg("spot", words::spot(loc, table.ball));
    match table.pending {
        Pending::CoinCall | Pending::ReceiveOrDefer => loc.text("board-coin-toss"),
        Pending::KickoffKind | Pending::KickoffReturn => loc.text_with(
            "board-kickoff",
            &[
                arg("kicking", words::team(setup, table.defense()).to_string()),
                arg("receiving", words::team(setup, table.offense).to_string()),
            ],
        ),
        Pending::Try => loc.text_with("board-try", &[offense()]),
        // Only a game that is over waits on nobody.
        Pending::None => loc.text("board-game-over"),
        Pending::Penalty { .. } => loc.text_with("board-penalty", &[offense(), down(), spot()]),
        Pending::RunClock | Pending::StopBurn | Pending::BurnFromHand if gain.is_some() => {
            let gain = gain.unwrap_or(0);
            let to = (table.ball + gain).clamp(0, FIELD);
            loc.text_with(
                "board-snap-result",
                &[
                    offense(),
                    down(),
                    spot(),
                    arg("yards", gain.abs()),
                    arg(
                        "result",
                        match gain.signum() {
                            1 => "gain",
                            -1 => "loss",
                            _ => "none",
                        },
                    ),
                    arg("to", words::spot(loc, to)),
                ],
            )
        }
        _ => loc.text_with("board-situation", &[offense(), down(), spot()]),
    }
}

/// The rows the board takes without its play log.
pub fn fixed_rows(table: &Table, setup: &Setup, loc: &Localizer, gain: Option<i16>) -> usize {
    render(table, setup, loc, Palette::PLAIN, &[], 0, gain)
        .lines()
        .count()
}

/// The board, with the most recent lines of `log` (what this coach has not seen yet) that fit
/// in `room` rows, its heading included.
pub fn render(
    table: &Table,
    setup: &Setup,
    loc: &Localizer,
    palette: Palette,
    log: &[String],
    room: usize,
    gain: Option<i16>,
) -> String {
    let mut out = String::new();
    let home = words::team(setup, Side::Home);
    let away = words::team(setup, Side::Away);
    let score = format!(
        "{home} {}  :  {} {away}",
        table.score[Side::Home.index()],
        table.score[Side::Away.index()]
    );
    out.push_str(&palette.bold(&score));
    out.push_str("   ");
    out.push_str(&words::half(loc, table.half));
    out.push('\n');

    let timeouts = |side: Side| {
        let left = usize::from(table.timeouts[side.index()]).min(3);
        format!(
            "{} {}{}",
            words::code(setup, side),
            "●".repeat(left),
            "○".repeat(3 - left)
        )
    };
    out.push_str(&loc.text_with(
        "board-timeouts",
        &[
            arg("home", timeouts(Side::Home)),
            arg("away", timeouts(Side::Away)),
        ],
    ));
    out.push('\n');

    // Long team names can carry the situation past 80 columns: wrap it.
    for line in wrap::wrap(&situation(table, setup, loc, gain), "", "  ", wrap::COLUMNS) {
        out.push_str(&palette.bold(&line));
        out.push('\n');
    }
    out.push_str(&field_strip(table, setup, palette));

    let deck = |role: Role| {
        let view = &table.decks[role as usize];
        let discards: u32 = view.discards.iter().map(|&n| u32::from(n)).sum();
        format!("{}/{}/{}", view.draw_pile, view.hand_size, discards)
    };
    out.push_str(&palette.dim(&loc.text_with(
        "board-decks",
        &[
            arg("offense", deck(Role::Offense)),
            arg("defense", deck(Role::Defense)),
        ],
    )));
    out.push('\n');

    if !log.is_empty() && room >= 2 {
        // Whole lines only, the latest that fit.
        let wrapped: Vec<Vec<String>> = log
            .iter()
            .map(|line| wrap::wrap(line, "  ", "    ", wrap::COLUMNS))
            .collect();
        let mut shown = 0;
        let mut rows = 0;
        for line in wrapped.iter().rev() {
            if rows + line.len() > room - 1 {
                break;
            }
            rows += line.len();
            shown += 1;
        }
        let hidden = wrapped.len() - shown;
        out.push_str(&palette.dim(&loc.text_with("board-log", &[arg("hidden", hidden)])));
        out.push('\n');
        for row in wrapped[hidden..].iter().flatten() {
            out.push_str(row);
            out.push('\n');
        }
    }
    out
}

/// Two lines: yard numbers, then the field from the home goal (left) to the away goal, with the
/// ball and the line to gain, and an arrow for the offense's direction.
fn field_strip(table: &Table, setup: &Setup, palette: Palette) -> String {
    // The strip never flips, so the ball's motion reads the same way for every coach.
    let from_home = |yards: i16| match table.offense {
        Side::Home => yards,
        Side::Away => FIELD - yards,
    };
    let cell = |yards: i16| {
        usize::try_from((from_home(yards) + 1) / 2)
            .unwrap_or(0)
            .min(CELLS - 1)
    };
    let prefix = format!("{} ", words::code(setup, Side::Home));
    let indent = prefix.chars().count() + 2;

    let mut ruler: Vec<char> = vec![' '; indent + CELLS + 2];
    for ten in 1..=9usize {
        let label = (if ten <= 5 { ten } else { 10 - ten } * 10).to_string();
        let at = indent + ten * 5 - 1;
        for (i, ch) in label.chars().enumerate() {
            if let Some(slot) = ruler.get_mut(at + i) {
                *slot = ch;
            }
        }
    }

    // Before a kickoff the ball has no spot yet, and no line to gain.
    let kickoff = matches!(
        table.pending,
        Pending::CoinCall | Pending::ReceiveOrDefer | Pending::KickoffKind | Pending::KickoffReturn
    );
    let ball = if kickoff {
        usize::MAX
    } else {
        cell(table.ball)
    };
    let gain =
        (!kickoff && !table.try_snap && !table.goal_to_go()).then(|| cell(table.line_to_gain));
    let mut field = String::new();
    for i in 0..CELLS {
        let glyph = if i == ball {
            palette.ball("●")
        } else if Some(i) == gain {
            palette.marker("┃")
        } else if i == 0 || i == CELLS - 1 {
            "│".to_string()
        } else if i % 5 == 0 {
            palette.dim("┆")
        } else {
            palette.dim("·")
        };
        field.push_str(&glyph);
    }
    let arrow = match table.offense {
        Side::Home => "▶",
        Side::Away => "◀",
    };
    let (left, right) = match table.offense {
        Side::Home => (" ", arrow),
        Side::Away => (arrow, " "),
    };
    format!(
        "{}\n{prefix}{left}▒{field}▒{right}{}\n",
        ruler.iter().collect::<String>().trim_end(),
        words::code(setup, Side::Away)
    )
}
