//! Colour for the terminal, off when NO_COLOR is set, TERM is dumb or output is not a terminal.

/// ANSI styling that is a no-op when colour is off, so callers never branch on it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Palette {
    on: bool,
}

impl Palette {
    pub const PLAIN: Palette = Palette { on: false };

    /// Colour only when the environment allows it (https://no-color.org: any non-empty value).
    pub fn detect(stdout_is_terminal: bool, no_color: Option<&str>, term: Option<&str>) -> Palette {
        let refused = no_color.is_some_and(|v| !v.is_empty()) || term == Some("dumb");
        Palette {
            on: stdout_is_terminal && !refused,
        }
    }

    pub fn is_on(self) -> bool {
        self.on
    }

    fn paint(self, code: &str, text: &str) -> String {
        if self.on {
            format!("\x1b[{code}m{text}\x1b[0m")
        } else {
            text.to_string()
        }
    }

    pub fn bold(self, text: &str) -> String {
        self.paint("1", text)
    }

    pub fn dim(self, text: &str) -> String {
        self.paint("2", text)
    }

    pub fn good(self, text: &str) -> String {
        self.paint("32", text)
    }

    pub fn bad(self, text: &str) -> String {
        self.paint("31", text)
    }

    pub fn ball(self, text: &str) -> String {
        self.paint("1;33", text)
    }

    pub fn marker(self, text: &str) -> String {
        self.paint("1;36", text)
    }
}

#[cfg(test)]
mod tests {
    use super::Palette;

    #[test]
    fn no_color_and_dumb_terminals_turn_colour_off() {
        assert!(Palette::detect(true, None, Some("xterm")).is_on());
        assert!(!Palette::detect(true, Some("1"), Some("xterm")).is_on());
        assert!(Palette::detect(true, Some(""), Some("xterm")).is_on());
        assert!(!Palette::detect(true, None, Some("dumb")).is_on());
        assert!(!Palette::detect(false, None, None).is_on());
        assert_eq!(Palette::PLAIN.bold("x"), "x");
    }
}
