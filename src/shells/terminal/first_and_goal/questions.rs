//! 1st & Goal's questions before a game, asked only for what no flag answered: how many
//! coaches, the teams, who coaches which, partners' hands, the optional rules. Each has a
//! default, and every one is asked on the game's own selection, on stdout like the rest.

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

/// Online: how many seats people play, each at a terminal of their own.
pub fn people(screen: &Screen, loc: &Localizer) -> Result<u8, Closed> {
    let items: Vec<String> = (0..=4u8)
        .map(|n| loc.text_with("online-people-option", &[arg("count", n)]))
        .collect();
    let chosen = one_of(screen, loc, &loc.text("online-people"), &items, 2)?;
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
    // Home and away said, as a team may meet itself (base against base).
    let items = [
        loc.text_with("setup-side-home", &[arg("team", home.to_string())]),
        loc.text_with("setup-side-away", &[arg("team", away.to_string())]),
    ];
    let chosen = one_of(screen, loc, &loc.text(question), &items, 0)?;
    Ok(if chosen == 0 { Side::Home } else { Side::Away })
}

pub fn share_hands(screen: &Screen, loc: &Localizer) -> Result<bool, Closed> {
    let items = [loc.text("setup-no"), loc.text("setup-yes")];
    let chosen = one_of(screen, loc, &loc.text("setup-share-hands"), &items, 0)?;
    Ok(chosen == 1)
}

/// The optional rules, switched on and off one at a time on the game's own selection (which
/// draws on any terminal and speaks the game's language), Enter on the last line playing with
/// those marked: Enter alone plays without any.
pub fn optional(loc: &Localizer) -> Result<OptionalRules, Closed> {
    let screen = crate::shells::terminal::play::screen(loc);
    let names = [
        loc.text("setup-rule-turnovers"),
        loc.text("setup-rule-breakaways"),
        loc.text("setup-rule-squib"),
    ];
    let mut on = [false; 3];
    let question = loc.text("setup-optional-pick");
    loop {
        let mut items: Vec<String> = names
            .iter()
            .zip(on)
            .map(|(name, on)| format!("[{}] {name}", if on { "x" } else { " " }))
            .collect();
        items.push(loc.text("setup-optional-done"));
        let done = names.len();
        match one_of(&screen, loc, &question, &items, done)? {
            chosen if chosen < done => on[chosen] = !on[chosen],
            _ => break,
        }
    }
    Ok(OptionalRules {
        turnovers: on[0],
        breakaways: on[1],
        squib: on[2],
    })
}
