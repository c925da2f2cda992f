//! The terminal: printing, clearing (scroll-back included) and reading a numbered choice.

use std::io::{BufRead, Write};

use super::palette::Palette;
use super::wrap;

/// Home, clear the screen, and clear the scroll-back (`3J`, where the terminal supports it),
/// so nothing of one coach's hand survives for the next coach to scroll up to.
pub const CLEAR: &str = "\x1b[H\x1b[2J\x1b[3J";

/// Every request for input ends with this, in every language (tests wait for it).
pub const PROMPT_END: &str = "» ";

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
        invalid: &str,
    ) -> Result<usize, Closed> {
        let mut text = wrap::fill(&self.palette.bold(question), "", "");
        for (i, option) in options.iter().enumerate() {
            text.push_str(&wrap::fill(option, &format!("  {:>2}) ", i + 1), "      "));
        }
        for line in unavailable {
            for part in wrap::wrap(line, "– ", "  ", wrap::COLUMNS - 3) {
                text.push_str(&format!("   {}\n", self.palette.dim(&part)));
            }
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
