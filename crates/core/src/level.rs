//! How hard a computer opponent plays, in words a player chooses from: `easy`, `normal`, `hard`.
//! Each game maps a level to one of its own coaches (its `coach::level`), so a save records the
//! coach the level stood for and replays as any other save does.

/// A computer opponent's level.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Level {
    Easy,
    Normal,
    Hard,
}

impl Level {
    pub const ALL: [Level; 3] = [Level::Easy, Level::Normal, Level::Hard];

    /// The level a player meets unless they choose another.
    pub const DEFAULT: Level = Level::Hard;

    /// The English name, accepted in every language and shown where a name is plain text.
    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Normal => "normal",
            Level::Hard => "hard",
        }
    }

    /// The German name a player may type as well (the words a German game box uses).
    fn german(self) -> &'static str {
        match self {
            Level::Easy => "leicht",
            Level::Normal => "mittel",
            Level::Hard => "schwer",
        }
    }

    /// The Fluent message naming the level in the reader's language.
    pub fn message(self) -> &'static str {
        match self {
            Level::Easy => "level-easy",
            Level::Normal => "level-normal",
            Level::Hard => "level-hard",
        }
    }

    /// The level `text` names in English or German, in any case and with spaces around it.
    pub fn parse(text: &str) -> Option<Level> {
        let text = text.trim();
        Level::ALL.into_iter().find(|level| {
            level.name().eq_ignore_ascii_case(text) || level.german().eq_ignore_ascii_case(text)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_level_is_read_by_its_english_or_german_name_in_any_case() {
        assert_eq!(Level::parse(" Easy "), Some(Level::Easy));
        assert_eq!(Level::parse("mittel"), Some(Level::Normal));
        assert_eq!(Level::parse("SCHWER"), Some(Level::Hard));
        assert_eq!(Level::parse("heuristic"), None);
        for level in Level::ALL {
            assert_eq!(Level::parse(level.name()), Some(level));
        }
    }
}
