//! Who sits where (rules M1-M2): which seats are human coaches, and which human is which person,
//! so hand-off screens are shown only when the person at the keyboard changes.

use crate::games::first_and_goal::engine::{Role, Seat, Side};

/// Who decides for a seat; 1st & Goal's players are in `Seat::ALL` order.
pub use crate::shells::terminal::players::Player;

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

pub fn player(players: &[Player], seat: Seat) -> Player {
    Seat::ALL
        .iter()
        .position(|&s| s == seat)
        .and_then(|i| players.get(i).copied())
        .unwrap_or(Player::Computer)
}

/// The four seats' players as a save names them.
pub fn of_record(texts: &[String]) -> [Player; 4] {
    let mut players = [Player::Computer; 4];
    for (slot, text) in players.iter_mut().zip(texts) {
        *slot = crate::shells::terminal::players::parse(text);
    }
    players
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
        crate::games::first_and_goal::coach::CoachKind::Hybrid => "hybrid",
    }
}

/// Whether a team has two human coaches (M2), so it has partners at all.
pub fn has_partners(players: &[Player], team: Side) -> bool {
    let offense = player(players, Seat::new(team, Role::Offense));
    let defense = player(players, Seat::new(team, Role::Defense));
    matches!((offense, defense), (Player::Human(a), Player::Human(b)) if a != b)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shells::terminal::players::{describe_as, humans, parse};

    #[test]
    fn three_coaches_put_two_on_the_chosen_team() {
        let players = arrange(3, Side::Away);
        assert!(has_partners(&players, Side::Away));
        assert!(!has_partners(&players, Side::Home));
        assert_eq!(humans(&players), 3);
        for player in players {
            assert_eq!(parse(&describe_as(player, "equilibrium")), player);
        }
    }
}
