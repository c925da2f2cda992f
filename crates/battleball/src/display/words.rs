//! Naming Battleball's things in the user's language: teams, positions, players and their
//! labels, squares, dice and periods. Pure: a `Localizer` and the game in, text out.

use gridiron_core::i18n::{arg, Localizer};
use gridiron_core::side::Side;

use crate::engine::board::{Board, Sq};
use crate::engine::decision::PlayerId;
use crate::engine::event::{BlockFace, Period};
use crate::engine::game::Game;
use crate::engine::setup::Setup;

pub fn team(setup: &Setup, side: Side) -> &str {
    &setup.teams[side.index()].name
}

pub(crate) fn code(setup: &Setup, side: Side) -> &str {
    &setup.teams[side.index()].code
}

/// A position's name (`bb-position-<id>`); a position the locale does not know by its id.
pub fn position(loc: &Localizer, setup: &Setup, position: u8) -> String {
    let id = setup
        .library
        .positions
        .get(usize::from(position))
        .map_or("", |p| p.id.as_str());
    let message = format!("bb-position-{id}");
    if loc.has(&message) {
        loc.text(&message)
    } else {
        id.to_string()
    }
}

/// The letter a position's labels start with (`bb-letter-<id>`), upper case.
pub fn letter(loc: &Localizer, setup: &Setup, position: u8) -> char {
    let id = setup
        .library
        .positions
        .get(usize::from(position))
        .map_or("", |p| p.id.as_str());
    let message = format!("bb-letter-{id}");
    let text = if loc.has(&message) {
        loc.text(&message)
    } else {
        id.to_string()
    };
    text.chars()
        .find(|c| c.is_alphabetic())
        .map_or('?', |c| c.to_uppercase().next().unwrap_or(c))
}

/// A player's number among its team's players of its position (1-based), and how many the
/// team has of that position.
pub(crate) fn number(game: &Game, id: PlayerId) -> (usize, usize) {
    let me = game.player(id);
    let same = |other: &PlayerId| {
        let p = game.player(*other);
        p.team == me.team && p.position == me.position
    };
    let before = game
        .team_ids(me.team)
        .filter(|o| *o < id && same(o))
        .count();
    let all = game.team_ids(me.team).filter(same).count();
    (before + 1, all)
}

/// The short label on the board: the position's letter and the player's number, upper case for
/// the home team and lower case for the away team (so teams differ without colour too).
pub fn label(loc: &Localizer, game: &Game, id: PlayerId) -> String {
    let player = game.player(id);
    let letter = letter(loc, game.setup(), player.position);
    let (n, _) = number(game, id);
    let text = format!("{letter}{n}");
    match player.team {
        Side::Home => text,
        Side::Away => text.to_lowercase(),
    }
}

/// "Safety 1", or "Tackle" when the team has only one.
pub fn short(loc: &Localizer, game: &Game, id: PlayerId) -> String {
    let name = position(loc, game.setup(), game.player(id).position);
    match number(game, id) {
        (_, 1) => name,
        (n, _) => format!("{name} {n}"),
    }
}

/// "Iron Wolves Safety 1".
pub fn player(loc: &Localizer, game: &Game, id: PlayerId) -> String {
    let team = team(game.setup(), game.team_of(id));
    format!("{team} {}", short(loc, game, id))
}

/// The name of a doubled-`x` column: A, B, .. Z, then AA, AB, ..
pub fn column(x: u8) -> String {
    let mut n = usize::from(x) + 1;
    let mut name = Vec::new();
    while n > 0 {
        let rem = (n - 1) % 26;
        name.push(b'A' + rem as u8);
        n = (n - 1) / 26;
    }
    name.reverse();
    String::from_utf8(name).unwrap_or_default()
}

/// A square by its column and row: "E14" (row 1 is next to the home team's goal line).
pub fn square(board: &Board, sq: Sq) -> String {
    let (row, x) = board.coords(sq);
    format!("{}{row}", column(x))
}

/// A player's squares: "E14", or a Heavy Tackle's "E14-G14".
pub(crate) fn squares(game: &Game, id: PlayerId) -> String {
    let board = &game.setup().board;
    game.squares_of(id)
        .map(|sq| square(board, sq))
        .collect::<Vec<_>>()
        .join("-")
}

/// A square typed as its name ("e14", " E14 "), if the board has it.
pub fn parse_square(board: &Board, text: &str) -> Option<Sq> {
    let text = text.trim().to_ascii_uppercase();
    let split = text.find(|c: char| c.is_ascii_digit())?;
    let (letters, digits) = text.split_at(split);
    if letters.is_empty() || !letters.chars().all(|c| c.is_ascii_uppercase()) {
        return None;
    }
    let row: u8 = digits.parse().ok()?;
    let mut x: usize = 0;
    for c in letters.chars() {
        x = x * 26 + usize::from(c as u8 - b'A') + 1;
        if x > 256 {
            return None;
        }
    }
    board.at(row, u8::try_from(x - 1).ok()?)
}

/// A die in words: "blue d10" (`bb-die`).
pub(crate) fn die(loc: &Localizer, colour: &str, sides: u8) -> String {
    loc.text_with(
        "bb-die",
        &[arg("colour", colour.to_string()), arg("sides", sides)],
    )
}

/// The die a player rolls: "blue d10", or a Heavy Tackle's "two yellow d6".
pub(crate) fn player_die(loc: &Localizer, game: &Game, id: PlayerId) -> String {
    let player = game.player(id);
    let colour = game
        .setup()
        .library
        .positions
        .get(usize::from(player.position))
        .map_or("", |p| p.colour.as_str());
    if player.heavy {
        loc.text_with(
            "bb-dice-two",
            &[arg("colour", colour.to_string()), arg("sides", player.die)],
        )
    } else {
        die(loc, colour, player.die)
    }
}

pub(crate) fn period(loc: &Localizer, period: Period) -> String {
    loc.text(match period {
        Period::First => "bb-period-first",
        Period::Second => "bb-period-second",
        Period::Overtime => "bb-period-overtime",
    })
}

pub fn face(loc: &Localizer, face: BlockFace) -> String {
    loc.text(match face {
        BlockFace::AttackerDown => "bb-face-attacker-down",
        BlockFace::BothDown => "bb-face-both-down",
        BlockFace::Pushed => "bb-face-pushed",
        BlockFace::DefenderStumbles => "bb-face-defender-stumbles",
        BlockFace::DefenderDown => "bb-face-defender-down",
    })
}

/// A formation's name (`bb-formation-<id>`), or its id.
pub fn formation(loc: &Localizer, setup: &Setup, f: u8) -> String {
    let id = setup
        .library
        .formations
        .get(usize::from(f))
        .map_or("", |f| f.id.as_str());
    let message = format!("bb-formation-{id}");
    if loc.has(&message) {
        loc.text(&message)
    } else {
        id.to_string()
    }
}

/// Dice as "3", or a Heavy Tackle's two as "3 and 5" (`bb-dice-pair`).
pub(crate) fn dice(loc: &Localizer, dice: [u8; 2]) -> String {
    if dice[1] == 0 {
        dice[0].to_string()
    } else {
        loc.text_with("bb-dice-pair", &[arg("a", dice[0]), arg("b", dice[1])])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::data::model::BoardShape;

    #[test]
    fn squares_are_named_by_column_and_row() {
        let board = Board::new(BoardShape {
            rows: 21,
            odd_row_squares: 11,
            zone_rows: 4,
        });
        for sq in 0..board.len() as Sq {
            assert_eq!(parse_square(&board, &square(&board, sq)), Some(sq));
        }
        assert_eq!(parse_square(&board, "e14"), board.at(14, 4));
        assert_eq!(parse_square(&board, "E13"), None, "E is an even-row column");
        assert_eq!(parse_square(&board, "X3"), None);
        assert_eq!(parse_square(&board, "14"), None);
        assert_eq!(parse_square(&board, "ZZZZZZ1"), None);
        assert_eq!(column(0), "A");
        assert_eq!(column(25), "Z");
        assert_eq!(column(26), "AA");
    }
}
