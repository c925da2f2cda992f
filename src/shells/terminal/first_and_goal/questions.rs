//! 1st & Goal's questions before a game, asked only for what no flag answered: how many
//! coaches, the teams, who coaches which, partners' hands, the optional rules. Each has a
//! default; the optional rules use dialoguer's multi-selection, on stdout like the rest.

use dialoguer::MultiSelect;

use crate::common::i18n::{arg, Localizer};
use crate::games::first_and_goal::data::Library;
use crate::games::first_and_goal::engine::{OptionalRules, Side};
use crate::shells::terminal::questions::one_of;
use crate::shells::terminal::screen::{Closed, Screen};

pub fn humans(screen: &Screen, loc: &Localizer) -> Result<u8, Closed> {
    let items: Vec<String> = (0..=4u8)
        .map(|n| loc.text_with("setup-humans-option", &[arg("count", n)]))
        .collect();
    let chosen = one_of(screen, loc, &loc.text("setup-humans"), &items, 1)?;
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
    one_of(screen, loc, &question, &items, default)
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
    let chosen = one_of(screen, loc, &loc.text(question), &items, 0)?;
    Ok(if chosen == 0 { Side::Home } else { Side::Away })
}

pub fn share_hands(screen: &Screen, loc: &Localizer) -> Result<bool, Closed> {
    let items = [loc.text("setup-no"), loc.text("setup-yes")];
    let chosen = one_of(screen, loc, &loc.text("setup-share-hands"), &items, 0)?;
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
        .map_err(|_| Closed)?;
    Ok(OptionalRules {
        turnovers: picks.contains(&0),
        breakaways: picks.contains(&1),
        squib: picks.contains(&2),
    })
}
