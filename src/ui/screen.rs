//! The terminal: printing, clearing (scroll-back included) and reading a numbered choice.

use std::io::{BufRead, IsTerminal, Write};

use super::palette::Palette;
use super::wrap;

/// Home, clear the screen, and clear the scroll-back (`3J`, where the terminal supports it),
/// so nothing of one coach's hand survives for the next coach to scroll up to.
pub const CLEAR: &str = "\x1b[H\x1b[2J\x1b[3J";

/// Every request for input ends with this, in every language (tests wait for it).
pub const PROMPT_END: &str = "» ";

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

/// Input ended: the terminal closed or stdin reached its end.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Closed;

pub struct Screen {
    pub palette: Palette,
    /// Whether to clear: only on a terminal, never into a pipe or a file.
    pub clears: bool,
}

impl Screen {
    pub fn say(&self, text: &str) {
        let mut out = std::io::stdout().lock();
        let _ = out.write_all(text.as_bytes());
        let _ = out.flush();
    }

    pub fn clear(&self) {
        if self.clears {
            self.say(CLEAR);
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

    /// Shows `options` numbered from 1 (and `unavailable` lines without numbers) and reads a
    /// number; Enter takes the first. Asks again, saying `invalid`, until the answer is one.
    pub fn choose(
        &self,
        question: &str,
        options: &[String],
        unavailable: &[String],
        notes: &[String],
        invalid: &str,
    ) -> Result<usize, Closed> {
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
        for (i, option) in options.iter().enumerate() {
            let number = format!("  {:>2}) ", i + 1);
            if wrap::width(option) + number.len() <= wrap::COLUMNS {
                text.push_str(&format!("{number}{option}\n"));
            } else {
                text.push_str(&wrap::fill(option, &number, "      "));
            }
        }
        for line in unavailable {
            for part in wrap::wrap(line, "– ", "  ", wrap::COLUMNS - 3) {
                text.push_str(&format!("   {}\n", self.palette.dim(&part)));
            }
        }
        for note in notes {
            text.push_str(&self.palette.dim(&wrap::fill(note, "", "  ")));
        }
        self.say(&text);
        loop {
            self.say(&format!("[1-{}, ⏎ = 1] {PROMPT_END}", options.len()));
            let answer = self.read_line()?;
            if answer.is_empty() {
                return Ok(0);
            }
            match answer.parse::<usize>() {
                Ok(n) if (1..=options.len()).contains(&n) => return Ok(n - 1),
                _ => self.say(&format!("{}\n", self.palette.bad(invalid))),
            }
        }
    }
}
