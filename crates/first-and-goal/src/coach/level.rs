//! Which of 1st & Goal's coaches plays at each level a player can choose (one line a level), and
//! reading a coach by a level's name or its own.

use gridiron_core::level::Level;

use super::CoachKind;

/// The coach that plays at `level`.
pub fn coach_of(level: Level) -> CoachKind {
    match level {
        Level::Easy => CoachKind::Heuristic,
        Level::Normal => CoachKind::Hybrid,
        Level::Hard => CoachKind::Equilibrium,
    }
}

/// The coach `text` names: a level (English or German) or a coach's own name, in any case.
pub fn coach_named(text: &str) -> Option<CoachKind> {
    match Level::parse(text) {
        Some(level) => Some(coach_of(level)),
        None => text.trim().to_ascii_lowercase().parse().ok(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_and_coaches_own_names_both_name_a_coach() {
        assert_eq!(coach_named("Schwer"), Some(CoachKind::Equilibrium));
        assert_eq!(coach_named("normal"), Some(CoachKind::Hybrid));
        assert_eq!(coach_named(" Heuristic"), Some(CoachKind::Heuristic));
        assert_eq!(coach_named("random"), Some(CoachKind::Random));
        assert_eq!(coach_named("search"), None);
        assert_eq!(coach_of(Level::DEFAULT), CoachKind::DEFAULT);
    }
}
