//! The questions before a game, asked with dialoguer only for what no flag answered. Each has a
//! default, so Enter-Enter-Enter starts a game.

use dialoguer::{Confirm, MultiSelect, Select};

use crate::data::Library;
use crate::engine::{OptionalRules, Side};

use super::i18n::{Language, Localizer};
use super::screen::Closed;
use super::words::arg;

fn closed<T>(_: T) -> Closed {
    Closed
}

pub fn language(current: Language) -> Result<Language, Closed> {
    let names = ["English", "Deutsch"];
    let default = Language::ALL
        .iter()
        .position(|&l| l == current)
        .unwrap_or(0);
    let pick = Select::new()
        .with_prompt("Language / Sprache")
        .items(names)
        .default(default)
        .interact()
        .map_err(closed)?;
    Ok(Language::ALL.get(pick).copied().unwrap_or(current))
}

pub fn humans(loc: &Localizer) -> Result<u8, Closed> {
    let items: Vec<String> = (0..=4u8)
        .map(|n| loc.text_with("setup-humans-option", &[arg("count", n)]))
        .collect();
    let pick = Select::new()
        .with_prompt(loc.text("setup-humans"))
        .items(&items)
        .default(1)
        .interact()
        .map_err(closed)?;
    Ok(pick as u8)
}

/// A team by index into the library, `avoid` being the other side's pick.
pub fn team(
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
    Select::new()
        .with_prompt(loc.text(match side {
            Side::Home => "setup-home",
            Side::Away => "setup-away",
        }))
        .items(&items)
        .default(default)
        .max_length(12)
        .interact()
        .map_err(closed)
}

/// With one human, their team; with three, the team with two coaches.
pub fn side(loc: &Localizer, humans: u8, home: &str, away: &str) -> Result<Side, Closed> {
    let question = if humans == 1 {
        "setup-side-one"
    } else {
        "setup-side-three"
    };
    let pick = Select::new()
        .with_prompt(loc.text(question))
        .items([home, away])
        .default(0)
        .interact()
        .map_err(closed)?;
    Ok(if pick == 0 { Side::Home } else { Side::Away })
}

pub fn share_hands(loc: &Localizer) -> Result<bool, Closed> {
    Confirm::new()
        .with_prompt(loc.text("setup-share-hands"))
        .default(false)
        .interact()
        .map_err(closed)
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
        .interact()
        .map_err(closed)?;
    Ok(OptionalRules {
        turnovers: picks.contains(&0),
        breakaways: picks.contains(&1),
        squib: picks.contains(&2),
    })
}
