//! Who sits where (rules M1-M2): which seats are human coaches, and which human is which person,
//! so hand-off screens are shown only when the person at the keyboard changes.

use crate::games::first_and_goal::engine::{Role, Seat, Side};

/// One of the four seats (`Seat::ALL` order).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Player {
    /// Coach number `n` (1-based) at the keyboard.
    Human(u8),
    Computer,
}

/// The four seats for `humans` coaches. One human coaches `side`; three put two coaches on
/// `side` (offense coach first) and one on the other team; four split both teams.
pub fn arrange(humans: u8, side: Side) -> [Player; 4] {
    let mut players = [Player::Computer; 4];
    let mut put = |team: Side, role: Role, n: u8| {
        if let Some(i) = Seat::ALL.iter().position(|&s| s == Seat::new(team, role)) {
            players[i] = Player::Human(n);
        }
    };
    match humans {
        0 => {}
        1 => {
            put(side, Role::Offense, 1);
            put(side, Role::Defense, 1);
        }
        2 => {
            put(Side::Home, Role::Offense, 1);
            put(Side::Home, Role::Defense, 1);
            put(Side::Away, Role::Offense, 2);
            put(Side::Away, Role::Defense, 2);
        }
        3 => {
            put(side, Role::Offense, 1);
            put(side, Role::Defense, 2);
            put(side.other(), Role::Offense, 3);
            put(side.other(), Role::Defense, 3);
        }
        _ => {
            put(Side::Home, Role::Offense, 1);
            put(Side::Home, Role::Defense, 2);
            put(Side::Away, Role::Offense, 3);
            put(Side::Away, Role::Defense, 4);
        }
    }
    players
}

pub fn player(players: &[Player; 4], seat: Seat) -> Player {
    Seat::ALL
        .iter()
        .position(|&s| s == seat)
        .map_or(Player::Computer, |i| players[i])
}

/// How a save records a seat: "human:N" or the computer coach's name.
pub fn describe(player: Player) -> String {
    match player {
        Player::Human(n) => format!("human:{n}"),
        Player::Computer => "equilibrium".to_string(),
    }
}

/// As [`describe`], naming the computer coach (`random`, `heuristic`, `equilibrium`).
pub fn describe_as(player: Player, coach: &str) -> String {
    match player {
        Player::Human(n) => format!("human:{n}"),
        Player::Computer => coach.to_string(),
    }
}

/// The computer coach a save's players name (the first computer seat), if any.
pub fn coach_of(players: &[String]) -> Option<crate::games::first_and_goal::coach::CoachKind> {
    players
        .iter()
        .filter(|p| !p.starts_with("human:"))
        .find_map(|p| p.parse().ok())
}

/// The name a save records for a computer coach.
pub fn coach_name(kind: crate::games::first_and_goal::coach::CoachKind) -> &'static str {
    match kind {
        crate::games::first_and_goal::coach::CoachKind::Random => "random",
        crate::games::first_and_goal::coach::CoachKind::Heuristic => "heuristic",
        crate::games::first_and_goal::coach::CoachKind::Equilibrium => "equilibrium",
    }
}

/// The inverse of [`describe`]; anything else is a computer coach.
pub fn parse(text: &str) -> Player {
    text.strip_prefix("human:")
        .and_then(|n| n.parse().ok())
        .map_or(Player::Computer, Player::Human)
}

pub fn humans(players: &[Player; 4]) -> u8 {
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

/// Whether a team has two human coaches (M2), so it has partners at all.
pub fn has_partners(players: &[Player; 4], team: Side) -> bool {
    let offense = player(players, Seat::new(team, Role::Offense));
    let defense = player(players, Seat::new(team, Role::Defense));
    matches!((offense, defense), (Player::Human(a), Player::Human(b)) if a != b)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn three_coaches_put_two_on_the_chosen_team() {
        let players = arrange(3, Side::Away);
        assert!(has_partners(&players, Side::Away));
        assert!(!has_partners(&players, Side::Home));
        assert_eq!(humans(&players), 3);
        for player in players {
            assert_eq!(parse(&describe(player)), player);
        }
    }
}
