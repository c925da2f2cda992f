//! The screen every coach sees (pure, public data only): the field upright on the left, its
//! staggered rows drawn offset by half a square so each square's six neighbours touch it on the
//! screen too, and a panel on the right with the score, the period, whose turn it is, the
//! locker room and the box, the last turns narrated and the question. 23 rows of 80 columns;
//! the 24th is the input line.
//!
//! The field: a row of the board is a line of the screen, row 21 at the top (the home team
//! attacks upwards), or row 1 at the top when the board is turned for a coach of the away team.
//! Squares sit two columns apart per half square: a label ("R1" home, "r1" away), a dot for an
//! empty square, `▒▒▒` for carnage, `●` for the ball, a number for a square the question marks.
//! The end zones are the lines above and below, with the column letters; the 20-yard zones and
//! the 50-yard line are marked at the side (`║`, `═`) and the 50-yard line across.

use gridiron_core::i18n::{arg, Localizer};
use gridiron_core::palette::Palette;
use gridiron_core::side::Side;
use gridiron_core::wrap;

use crate::engine::board::Sq;
use crate::engine::decision::PlayerId;
use crate::engine::game::{Ball, Game, Pending, Place};

use super::words;

/// Screen rows of the board and the panel; the input line comes below them.
pub(crate) const ROWS: usize = 23;
/// Columns of the field, its row numbers included.
pub(crate) const FIELD_WIDTH: usize = 51;
/// Columns of the panel right of the field (and one between them).
pub(crate) const PANEL_WIDTH: usize = 28;
/// Columns of the row numbers and marks left of the field.
const GUTTER: usize = 4;

/// What a question marks on the field: squares with the key that picks them, and players
/// that the question is about (the one moving, the ones it may tackle or pass to).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Marks {
    pub squares: Vec<(Sq, String)>,
    pub players: Vec<PlayerId>,
    /// Squares next to an opponent of the player moving, where its move would stop and a
    /// tackle follow: drawn `×`, after the key on a marked square.
    pub contact: Vec<Sq>,
}

/// How a character is drawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Style {
    Plain,
    Dim,
    Team(Side),
    /// A player the question is about.
    Focus(Side),
    Ball,
    Key,
    Carnage,
    Bold,
}

/// The ANSI colour of a team colour's name (data), bright enough on dark and light terminals.
fn colour_code(name: &str) -> &'static str {
    match name.to_ascii_lowercase().as_str() {
        "red" => "31",
        "green" => "32",
        "yellow" | "orange" | "gold" => "33",
        "blue" | "navy" => "34",
        "magenta" | "purple" | "violet" => "35",
        "cyan" | "teal" => "36",
        "white" | "silver" | "grey" | "gray" => "37",
        "black" => "90",
        _ => "39",
    }
}

fn paint(palette: Palette, game: &Game, style: Style, text: &str) -> String {
    if !palette.is_on() || style == Style::Plain {
        return text.to_string();
    }
    let team = |side: Side| colour_code(&game.setup().teams[side.index()].colour);
    let code = match style {
        Style::Plain => return text.to_string(),
        Style::Dim => "2".to_string(),
        Style::Team(side) => format!("1;{}", team(side)),
        Style::Focus(side) => format!("1;7;{}", team(side)),
        Style::Ball => "1;33".to_string(),
        Style::Key => "1;36".to_string(),
        Style::Carnage => "2;31".to_string(),
        Style::Bold => "1".to_string(),
    };
    format!("\x1b[{code}m{text}\x1b[0m")
}

/// A line being drawn: characters with their styles.
struct Canvas {
    cells: Vec<(char, Style)>,
}

impl Canvas {
    fn new(width: usize, fill: char, style: Style) -> Canvas {
        Canvas {
            cells: vec![(fill, style); width],
        }
    }

    fn put(&mut self, at: usize, text: &str, style: Style) {
        for (i, c) in text.chars().enumerate() {
            if let Some(cell) = self.cells.get_mut(at + i) {
                *cell = (c, style);
            }
        }
    }

    fn render(&self, palette: Palette, game: &Game) -> String {
        let mut out = String::new();
        let mut run = String::new();
        let mut style = None;
        for &(c, s) in &self.cells {
            if style != Some(s) {
                if let Some(prev) = style {
                    out.push_str(&paint(palette, game, prev, &run));
                }
                run.clear();
                style = Some(s);
            }
            run.push(c);
        }
        if let Some(prev) = style {
            out.push_str(&paint(palette, game, prev, &run));
        }
        out
    }
}

/// Where things go on the screen: the line of a board row and the column of a doubled `x`.
#[derive(Debug, Clone, Copy)]
struct Layout {
    rows: u8,
    max_x: u8,
    flip: bool,
}

impl Layout {
    fn of(game: &Game, flip: bool) -> Layout {
        let shape = game.setup().board.shape;
        Layout {
            rows: shape.rows,
            max_x: shape.odd_row_squares * 2,
            flip,
        }
    }

    /// The screen line (0 is the upper end zone) of board row `row`.
    fn line(self, row: u8) -> usize {
        if self.flip {
            usize::from(row)
        } else {
            usize::from(self.rows + 1 - row)
        }
    }

    /// The column in the field (after the row numbers) of doubled `x`.
    fn column(self, x: u8) -> usize {
        if self.flip {
            2 * usize::from(self.max_x - x)
        } else {
            2 * usize::from(x)
        }
    }

    fn width(self) -> usize {
        2 * usize::from(self.max_x) + 3
    }

    /// The team whose end zone is above the field.
    fn upper_end_zone(self) -> Side {
        if self.flip {
            Side::Home
        } else {
            Side::Away
        }
    }
}

/// The reading order of squares on the screen: top line first, then left to right.
pub fn reading_order(game: &Game, flip: bool, sq: Sq) -> (usize, usize) {
    let layout = Layout::of(game, flip);
    let (row, x) = game.setup().board.coords(sq);
    (layout.line(row), layout.column(x))
}

/// The field's lines: the upper end zone, every row, the lower end zone.
pub(crate) fn field(
    game: &Game,
    loc: &Localizer,
    palette: Palette,
    marks: &Marks,
    flip: bool,
) -> Vec<String> {
    let setup = game.setup();
    let board = &setup.board;
    let layout = Layout::of(game, flip);
    let width = layout.width();
    let fifty = board.fifty_row();
    // Blank columns are dimmed like the dots, so a row is one run of escapes, not dozens.
    let mut lines: Vec<Canvas> = (0..usize::from(layout.rows) + 2)
        .map(|_| Canvas::new(GUTTER + width, ' ', Style::Dim))
        .collect();
    // The end zones, with the column letters.
    for (line, side) in [
        (0, layout.upper_end_zone()),
        (
            usize::from(layout.rows) + 1,
            layout.upper_end_zone().other(),
        ),
    ] {
        let canvas = &mut lines[line];
        canvas.put(0, words::code(setup, side), Style::Team(side));
        canvas.put(GUTTER, &"═".repeat(width), Style::Dim);
        for x in 0..=layout.max_x {
            let name = words::column(x);
            canvas.put(GUTTER + layout.column(x), &name, Style::Plain);
        }
    }
    // The rows: number, zone mark, and the 50-yard line drawn across.
    for row in 1..=layout.rows {
        let canvas = &mut lines[layout.line(row)];
        let zone = Side::BOTH.iter().any(|&side| {
            board
                .at(row, if row % 2 == 1 { 1 } else { 0 })
                .is_some_and(|sq| board.in_zone(side, sq))
        });
        let mark = if row == fifty {
            "═"
        } else if zone {
            "║"
        } else {
            "│"
        };
        canvas.put(0, &format!("{row:>2}"), Style::Dim);
        canvas.put(2, mark, Style::Dim);
        if row == fifty {
            canvas.put(GUTTER - 1, &"─".repeat(width + 1), Style::Dim);
        }
    }
    // Every square: empty, carnage, the loose ball.
    let loose = match game.ball() {
        Ball::Loose(sq) => Some(sq),
        Ball::Held(_) => None,
    };
    for sq in 0..board.len() as Sq {
        let (row, x) = board.coords(sq);
        let canvas = &mut lines[layout.line(row)];
        let at = GUTTER + layout.column(x);
        if game.carnage(sq) {
            canvas.put(at, "▒▒▒", Style::Carnage);
        } else if game.occupant(sq).is_none() {
            if Some(sq) == loose {
                canvas.put(at, "●", Style::Ball);
            } else if marks.contact.contains(&sq) {
                canvas.put(at, "×", Style::Carnage);
            } else {
                canvas.put(at, "·", Style::Dim);
            }
        }
    }
    // The players; a Heavy Tackle across its two squares.
    let carrier = game.carrier();
    for (index, player) in game.players().iter().enumerate() {
        let id = index as PlayerId;
        let Place::Field(_) = player.place else {
            continue;
        };
        let mut columns: Vec<(usize, usize)> = game
            .squares_of(id)
            .map(|sq| {
                let (row, x) = board.coords(sq);
                (layout.line(row), GUTTER + layout.column(x))
            })
            .collect();
        columns.sort();
        let Some(&(line, first)) = columns.first() else {
            continue;
        };
        let style = if marks.players.contains(&id) {
            Style::Focus(player.team)
        } else {
            Style::Team(player.team)
        };
        let label = words::label(loc, game, id);
        let canvas = &mut lines[line];
        let last = columns.last().map_or(first, |&(_, c)| c);
        if last > first {
            canvas.put(first, &"═".repeat(last + 2 - first), style);
        }
        canvas.put(first, &label, style);
        let end = last + 2;
        if carrier == Some(id) {
            canvas.put(end, "●", Style::Ball);
        } else if player.prone {
            canvas.put(end, "_", style);
        } else if last > first {
            canvas.put(end, " ", Style::Plain);
        }
    }
    // The question's keys, over whatever the square shows.
    for (sq, key) in &marks.squares {
        let (row, x) = board.coords(*sq);
        let canvas = &mut lines[layout.line(row)];
        let at = GUTTER + layout.column(x);
        canvas.put(at, &format!("{key:<3}"), Style::Key);
        if marks.contact.contains(sq) {
            canvas.put(at + key.chars().count(), "×", Style::Carnage);
        }
    }
    lines.iter().map(|c| c.render(palette, game)).collect()
}

/// A panel line: plain text cut to the panel's width, then styled.
fn cut(text: &str) -> String {
    if wrap::width(text) <= PANEL_WIDTH {
        return text.to_string();
    }
    let mut out = String::new();
    for c in text.chars() {
        if wrap::width(&out) + 2 > PANEL_WIDTH {
            break;
        }
        out.push(c);
    }
    out.push('…');
    out
}

/// Wrapped to the panel with a hanging indent.
pub fn panel_wrap(text: &str, indent: &str) -> Vec<String> {
    wrap::wrap(text, "", indent, PANEL_WIDTH)
        .into_iter()
        .map(|l| cut(l.trim_end()))
        .collect()
}

/// The panel's rows under its status and its rule, which the play log and a question share: a
/// caller that adds lines to a question measures them against it, so no option is cut.
pub fn question_room(game: &Game, loc: &Localizer, flip: bool) -> usize {
    ROWS.saturating_sub(status(game, loc, Palette::PLAIN, flip).len() + 1)
}

/// The panel's first lines: both teams and the score, the period, whose turn, the locker room
/// and the box.
pub(crate) fn status(game: &Game, loc: &Localizer, palette: Palette, flip: bool) -> Vec<String> {
    let setup = game.setup();
    let mut out = Vec::new();
    for side in Side::BOTH {
        let up = (side == Side::Home) != flip;
        let arrow = if up { "▲" } else { "▼" };
        let sample = game
            .team_ids(side)
            .next()
            .map(|id| words::label(loc, game, id))
            .unwrap_or_default();
        let score = game.score(side).to_string();
        let room = PANEL_WIDTH.saturating_sub(wrap::width(&sample) + score.len() + 4);
        let name = cut_to(words::team(setup, side), room);
        let gap = PANEL_WIDTH
            .saturating_sub(2 + wrap::width(&sample) + 1 + wrap::width(&name) + score.len());
        out.push(format!(
            "{arrow} {} {}{}{}",
            paint(palette, game, Style::Team(side), &sample),
            paint(palette, game, Style::Bold, &name),
            " ".repeat(gap),
            paint(palette, game, Style::Bold, &score),
        ));
    }
    let turn = match game.waiting_on() {
        None => loc.text("bb-status-over"),
        Some(side) => match game.pending() {
            Pending::LineUp => loc.text_with(
                "bb-status-line-up",
                &[arg("team", words::team(setup, side))],
            ),
            _ => loc.text_with(
                "bb-status-turn",
                &[arg("team", words::team(setup, game.to_move()))],
            ),
        },
    };
    let period = words::period(loc, game.period());
    let both = format!("{period} · {turn}");
    if wrap::width(&both) <= PANEL_WIDTH {
        out.push(both);
    } else {
        out.push(period);
        out.push(cut(&turn));
    }
    // Each team's players there, home first: "R1 T1 · –".
    let listed = |place: Place| -> String {
        let team = |side: Side| -> String {
            let labels: Vec<String> = game
                .team_ids(side)
                .filter(|&id| game.player(id).place == place)
                .map(|id| {
                    paint(
                        palette,
                        game,
                        Style::Team(side),
                        &words::label(loc, game, id),
                    )
                })
                .collect();
            if labels.is_empty() {
                "–".to_string()
            } else {
                labels.join(" ")
            }
        };
        format!("{} · {}", team(Side::Home), team(Side::Away))
    };
    for (id, place) in [
        ("bb-status-locker-room", Place::LockerRoom),
        ("bb-status-box", Place::Box),
    ] {
        let text = format!("{} {}", loc.text(id), listed(place));
        // Labels are three columns each: a full team needs two lines at most.
        out.extend(
            wrap::wrap(&text, "", "  ", PANEL_WIDTH)
                .into_iter()
                .map(|l| l.trim_end().to_string()),
        );
    }
    out
}

fn cut_to(text: &str, columns: usize) -> String {
    if wrap::width(text) <= columns {
        return text.to_string();
    }
    let mut out = String::new();
    for c in text.chars() {
        if wrap::width(&out) + 2 > columns {
            break;
        }
        out.push(c);
    }
    out.push('…');
    out
}

/// The whole screen above the input line: the field and, beside it, the panel with the status,
/// the latest narration that fits (lines from `fresh` on are new to this coach, older ones
/// dimmed) and the question.
#[allow(clippy::too_many_arguments)]
pub fn screen(
    game: &Game,
    loc: &Localizer,
    palette: Palette,
    marks: &Marks,
    flip: bool,
    log: &[String],
    fresh: usize,
    question: &[String],
) -> String {
    let field = field(game, loc, palette, marks, flip);
    let mut panel = status(game, loc, palette, flip);
    let rule = paint(palette, game, Style::Dim, &"─".repeat(PANEL_WIDTH));
    panel.push(rule.clone());
    let height = field.len().max(ROWS);
    let question_rows = question.len() + usize::from(!question.is_empty());
    let room = height.saturating_sub(panel.len() + question_rows);
    let mut told: Vec<String> = Vec::new();
    for (i, line) in log.iter().enumerate().rev() {
        let wrapped = panel_wrap(line, " ");
        let style = if i < fresh { Style::Dim } else { Style::Plain };
        let fits = told.len() + wrapped.len() <= room;
        // A line new to this coach is shown even when it is too long for the room: its end,
        // where a turn's line says how it came out (a pass caught, a tackle won). So is the
        // latest line, new or not.
        if !fits && !told.is_empty() && i < fresh {
            break;
        }
        for row in wrapped.into_iter().rev().take(room - told.len().min(room)) {
            told.push(paint(palette, game, style, &row));
        }
        if !fits {
            break;
        }
    }
    told.reverse();
    let blank = room.saturating_sub(told.len());
    panel.extend(told);
    panel.extend(std::iter::repeat_n(String::new(), blank));
    if !question.is_empty() {
        panel.push(rule);
        panel.extend(question.iter().cloned());
    }
    let mut out = String::new();
    for i in 0..height {
        let left = field.get(i).cloned().unwrap_or_default();
        let pad = FIELD_WIDTH.saturating_sub(wrap::width(&left));
        let right = panel.get(i).cloned().unwrap_or_default();
        let line = format!("{left}{} {right}", " ".repeat(pad));
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out
}
