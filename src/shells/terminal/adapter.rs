//! What the terminal needs of a game: the entry points its generic commands hand over to.

use std::io::Write;
use std::path::Path;

use gridiron_core::i18n::{Language, Localizer};

use super::play::PlayOptions;
use crate::shells::kit::exit::Done;

/// One game at the terminal, as the registry lists it.
pub struct Adapter {
    /// `play`: the options as typed, the language the command line asked for.
    pub play: fn(&PlayOptions, Option<Language>, &Localizer) -> Done,
    /// `resume` of a save this game wrote.
    pub resume: fn(&Path, Option<Language>, &Localizer) -> Done,
    /// `replay` of a save this game wrote.
    pub replay: fn(&Path, &Localizer, &mut dyn Write) -> Done,
    /// Whether a save's text holds a finished game (`Some(true)`), an unfinished one, or no
    /// game that replays (`None`).
    pub finished: fn(&str) -> Option<bool>,
    /// The Fluent message of the rules summary (`gridiron rules`, `?` in a game).
    pub rules_summary: &'static str,
    /// Optional rules with a summary of their own: the rule's name, its Fluent message.
    pub optional_rules_summaries: &'static [(&'static str, &'static str)],
}
