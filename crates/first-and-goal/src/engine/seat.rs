//! Who is who at the table: teams, their two roles, and the seats that make decisions (rules M1-M3).

use serde::{Deserialize, Serialize};

pub use gridiron_core::side::Side;

/// Which deck a coach plays: the offense deck or the defense deck.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Role {
    Offense,
    Defense,
}

/// A decision maker: one team's offense coach or defense coach.
///
/// With one coach per team (M1) both of a team's seats belong to the same person; the engine does
/// not need to know, it only says which seat owes the decision.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Seat {
    pub team: Side,
    pub role: Role,
}

impl Seat {
    pub const ALL: [Seat; 4] = [
        Seat {
            team: Side::Home,
            role: Role::Offense,
        },
        Seat {
            team: Side::Home,
            role: Role::Defense,
        },
        Seat {
            team: Side::Away,
            role: Role::Offense,
        },
        Seat {
            team: Side::Away,
            role: Role::Defense,
        },
    ];

    pub fn new(team: Side, role: Role) -> Seat {
        Seat { team, role }
    }
}
