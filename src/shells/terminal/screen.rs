//! The terminal: printing, clearing (scroll-back included) and reading a numbered choice.

use std::io::{BufRead, IsTerminal, Write};

use crate::common::palette::Palette;
use crate::common::wrap;

/// Home, clear the screen, and clear the scroll-back (`3J`, where the terminal supports it),
/// so nothing of one coach's hand survives for the next coach to scroll up to.
pub const CLEAR: &str = "\x1b[H\x1b[2J\x1b[3J";

/// Every request for input ends with this, in every language (tests wait for it).
pub const PROMPT_END: &str = "» ";

/// The rows every screen of every game is drawn for, with `wrap::COLUMNS` columns.
pub const ROWS: usize = 24;

/// The letters a hand-off may ask for: none that reads like a digit (I, O) or a default.
const HANDOFF_KEYS: &[u8] = b"ABCDEFGHJKLMNPRSTUVWXYZ";

/// A hand-off letter nobody can type ahead: it changes every time and is shown only on the
/// hand-off screen.
pub fn handoff_key() -> char {
    use std::hash::{BuildHasher, Hasher};
    let mut hasher = std::collections::hash_map::RandomState::new().build_hasher();
    hasher.write_u128(
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_nanos())
            .unwrap_or(0),
    );
    let index = (hasher.finish() % HANDOFF_KEYS.len() as u64) as usize;
    char::from(HANDOFF_KEYS[index])
}

/// A key a question takes besides its options, named in its hint line ("L = whole log"): it
/// asks for something else first and the question is asked again.
pub struct Shortcut {
    /// Lower case; typed in either case.
    pub key: char,
    pub label: String,
}

/// What was picked at a question: one of its options, or a shortcut's key.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Pick {
    Option(usize),
    Key(char),
}

/// Input ended: the terminal closed or stdin reached its end.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Closed;

pub struct Screen {
    pub palette: Palette,
    /// Whether to clear: only on a terminal, never into a pipe or a file.
    pub clears: bool,
    /// Whether choices are made with keys (arrows, digits, Enter) on a terminal; otherwise a
    /// number is typed on a line.
    pub keys: bool,
    /// The words of the selection's hint line, in the game's language ("↑↓ or number").
    pub hint: String,
    /// What is said while the terminal is smaller than `wrap::COLUMNS` x `ROWS`, in the game's
    /// language.
    pub too_small: String,
}

/// Saves and restores the cursor (DEC), so a selection redraws its options without printing
/// its prompt again.
const SAVE_CURSOR: &str = "\x1b7";
const RESTORE_CURSOR: &str = "\x1b8";
/// At most this many options show at once; longer lists scroll.
const WINDOW: usize = 12;

impl Screen {
    pub fn say(&self, text: &str) {
        let mut out = std::io::stdout().lock();
        let _ = out.write_all(text.as_bytes());
        let _ = out.flush();
    }

    pub fn clear(&self) {
        self.wait_for_room();
        if self.clears {
            self.say(CLEAR);
        }
    }

    /// Where someone answers at a terminal, waits until it has the rows and columns every
    /// screen is drawn for, saying so once while it has not: on fewer, a screen would scroll its
    /// question away and a selection could not be drawn. Checked as each screen begins, so a
    /// window made smaller mid-game is waited for too. Ctrl-C ends the wait as it ends a game.
    fn wait_for_room(&self) {
        if !self.keys {
            return;
        }
        let term = console::Term::stdout();
        let mut said = false;
        while let Some((rows, columns)) = term.size_checked() {
            if usize::from(rows) >= ROWS && usize::from(columns) >= wrap::COLUMNS {
                return;
            }
            if !said {
                // Wrapped to the window it is said in, which is narrower than every screen.
                let lines = wrap::wrap(&self.too_small, "", "", usize::from(columns).max(1));
                self.say(&format!("\n{}\n", lines.join("\n")));
                said = true;
            }
            // No event says a window was resized in a way every terminal sends; its size is
            // asked again, often enough to go on at once.
            std::thread::sleep(std::time::Duration::from_millis(100));
        }
    }

    /// One line of input without its line ending.
    pub fn read_line(&self) -> Result<String, Closed> {
        let mut line = String::new();
        match std::io::stdin().lock().read_line(&mut line) {
            Ok(0) | Err(_) => Err(Closed),
            Ok(_) => Ok(line.trim().to_string()),
        }
    }

    /// Throws away everything typed but not yet read (type-ahead), where stdin is a terminal.
    pub fn flush_input(&self) {
        #[cfg(unix)]
        if std::io::stdin().is_terminal() {
            // SAFETY: tcflush only discards the terminal's pending input; fd 0 is stdin.
            unsafe {
                libc::tcflush(0, libc::TCIFLUSH);
            }
        }
    }

    /// The hand-off: `text` names the next coach and the `key` to type. Everything typed
    /// before it is thrown away, and only the key (in either case) and Enter go on: a stray
    /// Enter or digit from the previous coach never uncovers the next coach's hand.
    pub fn handoff(&self, text: &str, key: char, wrong: &str) -> Result<(), Closed> {
        // Flushed before each prompt is shown, never after: what the next coach types once
        // the prompt is on the screen is kept.
        self.flush_input();
        let text = wrap::fill(text, "", "");
        self.say(&format!("{} {PROMPT_END}", text.trim_end()));
        loop {
            let answer = self.read_line()?;
            let mut chars = answer.chars();
            if let (Some(c), None) = (chars.next(), chars.next()) {
                if c.eq_ignore_ascii_case(&key) {
                    return Ok(());
                }
            }
            self.flush_input();
            let again = wrap::fill(wrong, "", "");
            self.say(&format!(
                "{} {PROMPT_END}",
                self.palette.bad(again.trim_end())
            ));
        }
    }

    /// Waits for Enter after `text`.
    pub fn pause(&self, text: &str) -> Result<(), Closed> {
        let text = wrap::fill(text, "", "");
        self.say(&format!("{} {PROMPT_END}", text.trim_end()));
        self.read_line().map(|_| ())
    }

    /// Shows `options` numbered from 1 (and `unavailable` lines without numbers, then `notes`)
    /// and returns the chosen index. On a terminal with keys: arrows move, digits jump, Enter
    /// takes the highlighted one (the first at the start). Elsewhere a number is typed; Enter
    /// takes the first, and anything else is asked again, saying `invalid`.
    pub fn choose(
        &self,
        question: &str,
        options: &[String],
        unavailable: &[String],
        notes: &[String],
        invalid: &str,
    ) -> Result<usize, Closed> {
        self.choose_default(question, options, unavailable, notes, invalid, 0)
    }

    /// As `choose`, with Enter taking option `default`.
    pub fn choose_default(
        &self,
        question: &str,
        options: &[String],
        unavailable: &[String],
        notes: &[String],
        invalid: &str,
        default: usize,
    ) -> Result<usize, Closed> {
        let asked = Asked {
            question,
            options,
            unavailable,
            notes,
            invalid,
            default,
        };
        loop {
            if let Pick::Option(pick) = self.choose_or_key(&asked, &[])? {
                return Ok(pick);
            }
        }
    }

    /// As `choose_default`, also taking the `shortcuts`' keys, which its hint line names.
    pub fn choose_or_key(&self, asked: &Asked<'_>, shortcuts: &[Shortcut]) -> Result<Pick, Closed> {
        let Asked {
            question,
            options,
            unavailable,
            notes,
            invalid,
            default,
        } = *asked;
        self.wait_for_room();
        let default = default.min(options.len().saturating_sub(1));
        let mut text = String::new();
        for (i, line) in question.lines().enumerate() {
            // Lines that fit keep their spacing (the chart's columns); only the first is bold.
            let line = if i == 0 {
                self.palette.bold(line)
            } else {
                line.to_string()
            };
            if wrap::width(&line) <= wrap::COLUMNS {
                text.push_str(&line);
                text.push('\n');
            } else {
                text.push_str(&wrap::fill(&line, "", ""));
            }
        }
        let extra: String = shortcuts.iter().map(|s| format!(", {}", s.label)).collect();
        if self.keys {
            self.say(&text);
            return self.select(options, unavailable, notes, default, shortcuts, &extra);
        }
        for (i, option) in options.iter().enumerate() {
            text.push_str(&option_rows(option, i, false).concat());
        }
        text.push_str(&self.footer(unavailable, notes));
        self.say(&text);
        loop {
            self.say(&format!(
                "[1-{}, ⏎ = {}{extra}] {PROMPT_END}",
                options.len(),
                default + 1
            ));
            let answer = self.read_line()?;
            if answer.is_empty() {
                return Ok(Pick::Option(default));
            }
            if let Some(key) = shortcut_typed(&answer, shortcuts) {
                return Ok(Pick::Key(key));
            }
            match answer.parse::<usize>() {
                Ok(n) if (1..=options.len()).contains(&n) => return Ok(Pick::Option(n - 1)),
                _ => self.say(&format!("{}\n", self.palette.bad(invalid))),
            }
        }
    }

    /// `lines` a screen at a time, each page headed by `title` and ended by the prompt
    /// `prompt(page, pages)` words (pages counted from 1): Enter shows the next page, and
    /// anything typed before Enter ends it early, as Enter on the last page does.
    pub fn page(
        &self,
        title: &str,
        lines: &[String],
        prompt: impl Fn(usize, usize) -> String,
    ) -> Result<(), Closed> {
        // A row each for the title and the prompt.
        let per_page = ROWS.saturating_sub(2).max(1);
        let pages = lines.len().div_ceil(per_page).max(1);
        for page in 0..pages {
            self.clear();
            let mut text = self.palette.bold(title);
            text.push('\n');
            for line in lines.iter().skip(page * per_page).take(per_page) {
                text.push_str(line);
                text.push('\n');
            }
            self.say(&text);
            self.flush_input();
            let prompt = wrap::fill(&prompt(page + 1, pages), "", "");
            self.say(&format!("{} {PROMPT_END}", prompt.trim_end()));
            if !self.read_line()?.is_empty() {
                break;
            }
        }
        Ok(())
    }

    fn footer(&self, unavailable: &[String], notes: &[String]) -> String {
        let mut text = String::new();
        for line in unavailable {
            for part in wrap::wrap(line, "– ", "  ", wrap::COLUMNS - 3) {
                text.push_str(&format!("   {}\n", self.palette.dim(&part)));
            }
        }
        for note in notes {
            text.push_str(&self.palette.dim(&wrap::fill(note, "", "  ")));
        }
        text
    }

    /// The key-driven selection. The options are drawn once, then redrawn in place (the cursor
    /// saved at the end of the hint line), so the prompt is printed once per question.
    fn select(
        &self,
        options: &[String],
        unavailable: &[String],
        notes: &[String],
        default: usize,
        shortcuts: &[Shortcut],
        extra: &str,
    ) -> Result<Pick, Closed> {
        if options.is_empty() {
            return Ok(Pick::Option(0));
        }
        let term = console::Term::stdout();
        let window = options.len().min(WINDOW);
        let mut current = default;
        let mut top = (current + 1).saturating_sub(window);
        let mut typed = 0usize;
        let draw = |top: usize, current: usize| -> Vec<String> {
            options
                .iter()
                .enumerate()
                .skip(top)
                .take(window)
                .flat_map(|(i, o)| {
                    let rows = option_rows(o, i, i == current);
                    if i == current {
                        rows.into_iter().map(|r| self.palette.bold(&r)).collect()
                    } else {
                        rows
                    }
                })
                .collect()
        };
        let rows = draw(top, current);
        let footer = self.footer(unavailable, notes);
        let mut text: String = rows.concat();
        text.push_str(&footer);
        text.push_str(&format!(
            "[{}, ⏎{extra}] {PROMPT_END}{SAVE_CURSOR}",
            self.hint
        ));
        self.say(&text);
        let footer_rows = footer.lines().count();
        let mut drawn = rows.len();
        let _ = term.hide_cursor();
        let result = loop {
            let key = match term.read_key() {
                Ok(key) => key,
                // Ctrl-C: console raised SIGINT; the handler says how to resume and exits.
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {
                    let _ = term.show_cursor();
                    wait_for_interrupt();
                    break Err(Closed);
                }
                Err(_) => break Err(Closed),
            };
            let before = (top, current);
            match key {
                console::Key::Enter => break Ok(Pick::Option(current)),
                console::Key::Char(c) if shortcut_typed(&c.to_string(), shortcuts).is_some() => {
                    break Ok(Pick::Key(c.to_ascii_lowercase()));
                }
                console::Key::ArrowUp | console::Key::BackTab | console::Key::Char('k') => {
                    current = (current + options.len() - 1) % options.len();
                    typed = 0;
                }
                console::Key::ArrowDown | console::Key::Tab | console::Key::Char('j') => {
                    current = (current + 1) % options.len();
                    typed = 0;
                }
                console::Key::Home => current = 0,
                console::Key::End => current = options.len() - 1,
                console::Key::Char(c) if c.is_ascii_digit() => {
                    let digit = c.to_digit(10).unwrap_or(0) as usize;
                    let longer = typed * 10 + digit;
                    typed = if typed > 0 && (1..=options.len()).contains(&longer) {
                        longer
                    } else {
                        digit
                    };
                    if (1..=options.len()).contains(&typed) {
                        current = typed - 1;
                    }
                }
                // Ctrl-D closes the input, as at a line prompt.
                console::Key::Char('\u{4}') => break Err(Closed),
                console::Key::CtrlC => {
                    let _ = term.show_cursor();
                    interrupt();
                    wait_for_interrupt();
                    break Err(Closed);
                }
                _ => {}
            }
            if current < top {
                top = current;
            } else if current >= top + window {
                top = current + 1 - window;
            }
            if (top, current) != before {
                let rows = draw(top, current);
                let up = drawn + footer_rows;
                let mut redraw = format!("{RESTORE_CURSOR}\r\x1b[{up}A");
                for row in &rows {
                    redraw.push_str(&format!("\x1b[2K{}", row));
                }
                redraw.push_str(RESTORE_CURSOR);
                self.say(&redraw);
                drawn = rows.len();
            }
        };
        let _ = term.show_cursor();
        if let Ok(Pick::Option(pick)) = result {
            let chosen = options.get(pick).map(String::as_str).unwrap_or_default();
            let first = chosen.split_whitespace().collect::<Vec<_>>().join(" ");
            let shown: String = first.chars().take(wrap::COLUMNS / 2).collect();
            self.say(&format!("{shown}\n"));
        }
        result
    }
}

/// The shortcut whose key `typed` is, in either case.
fn shortcut_typed(typed: &str, shortcuts: &[Shortcut]) -> Option<char> {
    let mut chars = typed.chars();
    let (Some(c), None) = (chars.next(), chars.next()) else {
        return None;
    };
    shortcuts
        .iter()
        .find(|s| s.key.eq_ignore_ascii_case(&c))
        .map(|s| s.key)
}

/// A question as `choose_or_key` asks it: its text, its options (`default` taken by Enter),
/// lines offered without a number, notes below, and what is said to an answer that is none.
#[derive(Clone, Copy)]
pub struct Asked<'a> {
    pub question: &'a str,
    pub options: &'a [String],
    pub unavailable: &'a [String],
    pub notes: &'a [String],
    pub invalid: &'a str,
    pub default: usize,
}

/// One option as screen rows: "  3) text", the highlighted one "› 3) text"; a text wider than
/// a row wraps under itself, and one that fits keeps its spacing (the chart's columns).
fn option_rows(option: &str, index: usize, current: bool) -> Vec<String> {
    let mark = if current { "›" } else { " " };
    let number = format!(" {mark}{:>2}) ", index + 1);
    if wrap::width(option) + 6 <= wrap::COLUMNS {
        vec![format!("{number}{option}\n")]
    } else {
        wrap::wrap(option, &number, "      ", wrap::COLUMNS)
            .into_iter()
            .map(|row| format!("{row}\n"))
            .collect()
    }
}

/// Ctrl-C at a key prompt (the terminal is raw, so no signal came): raise it, so the handler
/// says how to resume and exits as for any Ctrl-C.
fn interrupt() {
    #[cfg(unix)]
    // SAFETY: raising a signal at this process; the installed handler runs.
    unsafe {
        libc::raise(libc::SIGINT);
    }
}

/// The Ctrl-C handler runs on its own thread and ends the process: waits for it while it is
/// installed, up to a minute, since a loaded machine may take seconds to run it (after 3 s the
/// game ended as for a closed input, exit code 3, before the handler said how to resume). The
/// bound is for a read interrupted by something else; without a handler nothing else ends the
/// process, so it returns at once.
fn wait_for_interrupt() {
    let waiting = std::time::Instant::now();
    while super::play::interrupts_handled() && waiting.elapsed() < INTERRUPT_AT_MOST {
        std::thread::sleep(std::time::Duration::from_millis(100));
    }
}

/// The longest `wait_for_interrupt` waits for the handler.
const INTERRUPT_AT_MOST: std::time::Duration = std::time::Duration::from_secs(60);
