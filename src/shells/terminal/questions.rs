//! The questions before a game that every game asks (the language, which game), and the one
//! shape of question each game's own questions take. Each has a default, so Enter-Enter-Enter
//! starts a game. One-of-many questions use the game's own selection (no English "[Page 1/3]"
//! or "[y/N]" in a German game), on stdout like everything else, so `2>log` changes nothing.

use super::screen::{Closed, Screen};
use crate::common::i18n::{Language, Localizer};

/// One of `items`, Enter taking `default`.
fn pick(
    screen: &Screen,
    question: &str,
    items: &[String],
    invalid: &str,
    default: usize,
) -> Result<usize, Closed> {
    screen.choose_default(question, items, &[], &[], invalid, default)
}

pub fn language(screen: &Screen, current: Language) -> Result<Language, Closed> {
    let names = ["English".to_string(), "Deutsch".to_string()];
    let default = Language::ALL
        .iter()
        .position(|&l| l == current)
        .unwrap_or(0);
    let index = pick(screen, "Language / Sprache", &names, "1-2", default)?;
    Ok(Language::ALL.get(index).copied().unwrap_or(current))
}

/// Which game to play: an index into the registry's games, the first the default. Asked by
/// `gridiron` without a command, after the language.
pub fn game(screen: &Screen, loc: &Localizer) -> Result<usize, Closed> {
    let items: Vec<String> = crate::registry::GAMES
        .iter()
        .map(|game| loc.text(game.offer_message))
        .collect();
    one_of(screen, loc, &loc.text("setup-game"), &items, 0)
}

/// One of `items` for `question`, Enter taking `default`: every game's questions before a game.
pub fn one_of(
    screen: &Screen,
    loc: &Localizer,
    question: &str,
    items: &[String],
    default: usize,
) -> Result<usize, Closed> {
    pick(
        screen,
        question,
        items,
        &loc.text("prompt-invalid"),
        default,
    )
}
