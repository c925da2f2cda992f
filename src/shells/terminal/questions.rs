//! The questions before a game, asked only for what no flag answered. Each has a default, so
//! Enter-Enter-Enter starts a game. One-of-many questions use the game's own selection (no
//! English "[Page 1/3]" or "[y/N]" in a German game); the optional rules use dialoguer's
//! multi-selection, on stdout like everything else, so `2>log` changes nothing.

use dialoguer::MultiSelect;

use crate::games::first_and_goal::data::Library;
use crate::games::first_and_goal::engine::{OptionalRules, Side};

use super::screen::{Closed, Screen};
use crate::common::i18n::{Language, Localizer};
use crate::games::first_and_goal::display::words::arg;

fn closed<T>(_: T) -> Closed {
    Closed
}

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

/// Which game: 0 is 1st & Goal (the default), 1 Battleball. Asked first, by `gridiron` without
/// a command; the games' names are the same in every language.
/// Which game to play: the registry's games in its order, the first the default.
pub fn game(screen: &Screen, loc: &Localizer) -> Result<usize, Closed> {
    let items: Vec<String> = crate::registry::GAMES
        .iter()
        .map(|game| loc.text(game.offer_message))
        .collect();
    pick(
        screen,
        &loc.text("setup-game"),
        &items,
        &loc.text("prompt-invalid"),
        0,
    )
}

pub fn humans(screen: &Screen, loc: &Localizer) -> Result<u8, Closed> {
    let items: Vec<String> = (0..=4u8)
        .map(|n| loc.text_with("setup-humans-option", &[arg("count", n)]))
        .collect();
    let chosen = pick(
        screen,
        &loc.text("setup-humans"),
        &items,
        &loc.text("prompt-invalid"),
        1,
    )?;
    Ok(chosen as u8)
}

/// A team by index into the library, `default` first.
pub fn team(
    screen: &Screen,
    loc: &Localizer,
    library: &Library,
    side: Side,
    default: usize,
) -> Result<usize, Closed> {
    let items: Vec<String> = library
        .teams
        .iter()
        .map(|t| format!("{} ({})", t.team.name, t.team.code))
        .collect();
    let question = loc.text(match side {
        Side::Home => "setup-home",
        Side::Away => "setup-away",
    });
    pick(
        screen,
        &question,
        &items,
        &loc.text("prompt-invalid"),
        default,
    )
}

/// With one human, their team; with three, the team with two coaches.
pub fn side(
    screen: &Screen,
    loc: &Localizer,
    humans: u8,
    home: &str,
    away: &str,
) -> Result<Side, Closed> {
    let question = if humans == 1 {
        "setup-side-one"
    } else {
        "setup-side-three"
    };
    let items = [home.to_string(), away.to_string()];
    let chosen = pick(
        screen,
        &loc.text(question),
        &items,
        &loc.text("prompt-invalid"),
        0,
    )?;
    Ok(if chosen == 0 { Side::Home } else { Side::Away })
}

pub fn share_hands(screen: &Screen, loc: &Localizer) -> Result<bool, Closed> {
    let items = [loc.text("setup-no"), loc.text("setup-yes")];
    let chosen = pick(
        screen,
        &loc.text("setup-share-hands"),
        &items,
        &loc.text("prompt-invalid"),
        0,
    )?;
    Ok(chosen == 1)
}

pub fn optional(loc: &Localizer) -> Result<OptionalRules, Closed> {
    let items = [
        loc.text("setup-rule-turnovers"),
        loc.text("setup-rule-breakaways"),
        loc.text("setup-rule-squib"),
    ];
    let picks = MultiSelect::new()
        .with_prompt(loc.text("setup-optional"))
        .items(&items)
        .report(false)
        .interact_on(&console::Term::stdout())
        .map_err(closed)?;
    Ok(OptionalRules {
        turnovers: picks.contains(&0),
        breakaways: picks.contains(&1),
        squib: picks.contains(&2),
    })
}
