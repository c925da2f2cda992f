//! The board every coach sees: score, half, timeouts, down and distance, the ball on a field
//! strip, the decks, and the last play. Only public table data goes in, so it can never show a
//! hand; it fits 80 columns. Pure, for snapshot tests.

use crate::engine::{Event, FlaggedKick, Pending, Role, Setup, Side, Table, FIELD};

use super::words::{self, arg};
use std::ops::Range;

use gridiron_core::i18n::Localizer;
use gridiron_core::palette::Palette;
use gridiron_core::wrap;

/// Cells between the goal lines: one per two yards, plus both goal lines.
const CELLS: usize = (FIELD as usize) / 2 + 1;

/// The situation the decision at hand is made in: a kickoff is a kickoff, a try a try, a
/// penalty names the snap it is about, a burn decision (the snap is rolled, the ball not yet
/// moved, also while a timeout stops the burn) the snap's result, and a punt in the air where
/// it comes down (no down applies, as after a safety).
pub fn situation(table: &Table, setup: &Setup, loc: &Localizer) -> String {
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
        Pending::Penalty { .. } => match table.flagged_kick {
            None => loc.text_with("board-penalty", &[offense(), down(), spot()]),
            // A kickoff's receivers have the ball; a punt's are the defense until it is caught.
            Some(kick) => {
                let (id, team) = match kick {
                    FlaggedKick::KickoffReturn => ("board-penalty-kickoff-return", table.offense),
                    FlaggedKick::Punt => ("board-penalty-punt", table.offense),
                    FlaggedKick::PuntReturn => ("board-penalty-punt-return", table.defense()),
                };
                loc.text_with(id, &[arg("team", words::team(setup, team).to_string())])
            }
        },
        _ => {
            if let Some(landing) = table.punt_landing {
                return loc.text_with(
                    "board-punt-in-air",
                    &[
                        arg("kicking", words::team(setup, table.offense).to_string()),
                        arg(
                            "from",
                            words::spot_of(loc, setup, table.offense, table.ball),
                        ),
                        arg(
                            "landing",
                            words::spot_of(loc, setup, table.offense, landing),
                        ),
                    ],
                );
            }
            let Some(rolled) = table.rolled else {
                return loc.text_with("board-situation", &[offense(), down(), spot()]);
            };
            let to = (table.ball + rolled.gain).clamp(0, FIELD);
            let result = if rolled.turnover {
                "turnover"
            } else if rolled.touchdown {
                "touchdown"
            } else {
                match rolled.gain.signum() {
                    1 => "gain",
                    -1 => "loss",
                    _ => "none",
                }
            };
            loc.text_with(
                "board-snap-result",
                &[
                    offense(),
                    down(),
                    spot(),
                    arg("yards", rolled.gain.abs()),
                    arg("result", result),
                    arg("to", words::spot(loc, to)),
                ],
            )
        }
    }
}

/// Whether `events` (one decision's) begin a snap from scrimmage: the cards revealed, or a
/// kick, sneak or Hail Mary called. What follows, up to the next snap, belongs to it.
pub fn starts_snap(events: &[Event]) -> bool {
    events
        .iter()
        .any(|e| matches!(e, Event::PlaysRevealed { .. } | Event::SpecialCalled { .. }))
}

/// What the board shows of the play log: a coach's unseen lines, and the latest snap's.
#[derive(Debug, Clone, Default)]
pub struct Log<'a> {
    pub lines: &'a [String],
    /// Which of `lines` tell the latest snap (its card match-up or its call, its dice and its
    /// result): they stay on screen, or at least the match-up does, whatever else must go.
    pub latest_snap: Option<Range<usize>>,
    /// How many of `lines` (the start of the latest snap) this coach has seen already.
    pub seen: usize,
}

impl<'a> Log<'a> {
    /// The part of a whole `log` a coach who has seen its first `seen` lines is shown: what is
    /// new, from the start of the latest snap (`latest_snap` in `log`) if that is earlier, so
    /// the match-up that led to this decision is never missing.
    pub fn of(log: &'a [String], seen: usize, latest_snap: Option<Range<usize>>) -> Log<'a> {
        let seen = seen.min(log.len());
        let start = latest_snap
            .as_ref()
            .map_or(seen, |snap| snap.start.min(seen));
        Log {
            lines: &log[start..],
            latest_snap: latest_snap.map(|snap| snap.start - start..snap.end - start),
            seen: seen - start,
        }
    }
}

/// The rows the board takes without its play log.
pub fn fixed_rows(table: &Table, setup: &Setup, loc: &Localizer) -> usize {
    render(table, setup, loc, Palette::PLAIN, Log::default(), 0)
        .lines()
        .count()
}

/// The board, with as much of `log` as fits in `room` rows, its heading included.
pub fn render(
    table: &Table,
    setup: &Setup,
    loc: &Localizer,
    palette: Palette,
    log: Log<'_>,
    room: usize,
) -> String {
    let mut out = palette.bold(&score_line(table, setup));
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
    for line in wrap::wrap(&situation(table, setup, loc), "", "  ", wrap::COLUMNS) {
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

    if !log.lines.is_empty() && room >= 2 {
        let wrapped: Vec<Vec<String>> = log
            .lines
            .iter()
            .map(|line| wrap::wrap(line, "  ", "    ", wrap::COLUMNS))
            .collect();
        let heights: Vec<usize> = wrapped.iter().map(Vec::len).collect();
        let fitted = fit_log(&heights, log.latest_snap, room - 1);
        let heading = if log.seen > 0 {
            loc.text("board-log-latest")
        } else {
            loc.text_with("board-log", &[arg("hidden", fitted.earlier_hidden)])
        };
        out.push_str(&palette.dim(&heading));
        out.push('\n');
        for shown in fitted.shown {
            match shown {
                Shown::Line(index) => {
                    for row in &wrapped[index] {
                        out.push_str(row);
                        out.push('\n');
                    }
                }
                Shown::Gap(hidden) => {
                    let gap = loc.text_with("board-log-gap", &[arg("hidden", hidden)]);
                    out.push_str(&palette.dim(&format!("  {gap}")));
                    out.push('\n');
                }
            }
        }
    }
    out
}

/// The lines of the play log that go on screen, in order.
#[derive(Debug, PartialEq, Eq)]
struct Fitted {
    /// Lines before the first shown, counted in the heading.
    earlier_hidden: usize,
    shown: Vec<Shown>,
}

#[derive(Debug, PartialEq, Eq)]
enum Shown {
    Line(usize),
    /// Lines left out between two shown ones, named on a row of its own.
    Gap(usize),
}

/// Whole lines of `heights` rows each in `rows`: the latest that fit, but never without the
/// latest snap's first line (`latest_snap`, its match-up): when the snap does not fit with what
/// followed, its match-up, then a gap, then the latest lines that fit.
fn fit_log(heights: &[usize], latest_snap: Option<Range<usize>>, rows: usize) -> Fitted {
    let latest_that_fit = |rows: usize| {
        let mut used = 0;
        let mut start = heights.len();
        while start > 0 && used + heights[start - 1] <= rows {
            used += heights[start - 1];
            start -= 1;
        }
        start
    };
    let start = latest_that_fit(rows);
    let whole = Fitted {
        earlier_hidden: start,
        shown: (start..heights.len()).map(Shown::Line).collect(),
    };
    let Some(snap) = latest_snap.filter(|snap| snap.start < start) else {
        return whole;
    };
    // The snap's lines up to `end`, a gap row, and the latest lines that fit after it.
    let keep = |end: usize| {
        let head: usize = heights[snap.start..end].iter().sum();
        let left = rows.checked_sub(head + 1)?;
        let tail = latest_that_fit(left).max(end);
        let mut shown: Vec<Shown> = (snap.start..end).map(Shown::Line).collect();
        if tail > end {
            shown.push(Shown::Gap(tail - end));
        }
        shown.extend((tail..heights.len()).map(Shown::Line));
        Some(Fitted {
            earlier_hidden: snap.start,
            shown,
        })
    };
    // What followed the snap (a touchdown after its burn, the try, the kickoff) is newer than
    // the snap's dice, so the dice go first: the match-up, a gap, then the latest lines.
    keep(snap.start + 1).unwrap_or(whole)
}

/// "Boston Bombers 27  :  14 Base": the board's first line, and the final page's.
pub fn score_line(table: &Table, setup: &Setup) -> String {
    format!(
        "{} {}  :  {} {}",
        words::team(setup, Side::Home),
        table.score[Side::Home.index()],
        table.score[Side::Away.index()],
        words::team(setup, Side::Away)
    )
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_latest_lines_that_fit_when_the_latest_snap_fits() {
        let fitted = fit_log(&[1, 1, 2, 1], Some(2..4), 3);
        assert_eq!(fitted.earlier_hidden, 2);
        assert_eq!(fitted.shown, vec![Shown::Line(2), Shown::Line(3)]);
    }

    #[test]
    fn a_snap_and_what_followed_too_long_give_up_the_snaps_dice_first() {
        // Match-up, two rows of dice, the gain; a burn, the touchdown: six rows in five.
        let fitted = fit_log(&[1, 1, 2, 1, 1, 1], Some(1..4), 5);
        assert_eq!(fitted.earlier_hidden, 1);
        assert_eq!(
            fitted.shown,
            vec![
                Shown::Line(1),
                Shown::Gap(1),
                Shown::Line(3),
                Shown::Line(4),
                Shown::Line(5)
            ]
        );
    }

    #[test]
    fn a_snap_too_long_keeps_its_match_up_and_its_latest_lines() {
        let fitted = fit_log(&[1, 1, 2, 1, 1], Some(1..5), 4);
        assert_eq!(fitted.earlier_hidden, 1);
        assert_eq!(
            fitted.shown,
            vec![
                Shown::Line(1),
                Shown::Gap(1),
                Shown::Line(3),
                Shown::Line(4)
            ]
        );
    }

    #[test]
    fn a_seen_snap_start_is_shown_again_before_what_is_new() {
        let log: Vec<String> = (0..6).map(|i| i.to_string()).collect();
        let shown = Log::of(&log, 5, Some(3..5));
        assert_eq!(shown.lines, &log[3..]);
        assert_eq!((shown.latest_snap, shown.seen), (Some(0..2), 2));
        let unseen = Log::of(&log, 2, Some(3..5));
        assert_eq!(unseen.lines, &log[2..]);
        assert_eq!((unseen.latest_snap, unseen.seen), (Some(1..3), 0));
    }
}
