//! The result of many games between two coaches: wins, losses and ties of the first, with the
//! 95% interval of its win rate. Every game's coach matches report it.

/// Wins, losses and ties of the first coach.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Record {
    pub wins: u64,
    pub losses: u64,
    pub ties: u64,
}

impl Record {
    pub fn games(&self) -> u64 {
        self.wins + self.losses + self.ties
    }

    /// Ties count half.
    pub fn win_rate(&self) -> f64 {
        if self.games() == 0 {
            return 0.0;
        }
        (self.wins as f64 + 0.5 * self.ties as f64) / self.games() as f64
    }

    /// Half the width of the 95% normal-approximation interval of the win rate.
    pub fn margin(&self) -> f64 {
        let n = self.games() as f64;
        if n == 0.0 {
            return 1.0;
        }
        let p = self.win_rate();
        1.96 * (p * (1.0 - p) / n).sqrt()
    }
}

impl std::fmt::Display for Record {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{:.1}% ± {:.1} ({}-{}-{} of {})",
            100.0 * self.win_rate(),
            100.0 * self.margin(),
            self.wins,
            self.losses,
            self.ties,
            self.games()
        )
    }
}
