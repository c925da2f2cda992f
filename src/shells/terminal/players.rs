//! Who decides for each seat of a game: a person at the keyboard (by number, so a hand-off is
//! shown only when the person changes) or the computer; and how a save names them.

/// One seat's player.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Player {
    /// Coach number `n` (1-based) at the keyboard.
    Human(u8),
    Computer,
}

/// How a save records a player: "human:N", or the computer coach's name.
pub fn describe_as(player: Player, coach: &str) -> String {
    match player {
        Player::Human(n) => format!("human:{n}"),
        Player::Computer => coach.to_string(),
    }
}

/// The inverse of [`describe_as`]; anything else is a computer coach.
pub fn parse(text: &str) -> Player {
    text.strip_prefix("human:")
        .and_then(|n| n.parse().ok())
        .map_or(Player::Computer, Player::Human)
}

/// The players a save names, one for each of a game's `seats` (in its seat order): the computer
/// where the save names none, and what it names past the last seat ignored.
pub fn parse_all(texts: &[String], seats: usize) -> Vec<Player> {
    let mut players = vec![Player::Computer; seats];
    for (slot, text) in players.iter_mut().zip(texts) {
        *slot = parse(text);
    }
    players
}

/// The number of different people at the keyboard.
pub fn humans(players: &[Player]) -> u8 {
    let mut seen: Vec<u8> = players
        .iter()
        .filter_map(|p| match p {
            Player::Human(n) => Some(*n),
            Player::Computer => None,
        })
        .collect();
    seen.sort_unstable();
    seen.dedup();
    seen.len() as u8
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_save_names_each_player_back() {
        for player in [Player::Human(3), Player::Computer] {
            assert_eq!(parse(&describe_as(player, "random")), player);
        }
        let players = parse_all(&["human:1".to_string(), "search".to_string()], 4);
        assert_eq!(
            players,
            [
                Player::Human(1),
                Player::Computer,
                Player::Computer,
                Player::Computer
            ]
        );
        assert_eq!(humans(&[Player::Human(1), Player::Human(1)]), 1);
        assert_eq!(humans(&[Player::Human(1), Player::Human(2)]), 2);
    }
}
