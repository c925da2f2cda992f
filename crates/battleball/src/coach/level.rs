//! Which of Battleball's coaches plays at each level a player can choose (one line a level), and
//! reading a coach by a level's name or its own.

use gridiron_core::level::Level;

use super::BbCoachKind;

/// The coach that plays at `level`.
pub fn coach_of(level: Level) -> BbCoachKind {
    match level {
        Level::Easy => BbCoachKind::Heuristic,
        Level::Normal => BbCoachKind::NarrowSearch,
        Level::Hard => BbCoachKind::Reply {
            budget: super::DEFAULT_REPLY_BUDGET,
        },
    }
}

/// The coach `text` names: a level (English or German) or a coach's own name, in any case.
pub fn coach_named(text: &str) -> Option<BbCoachKind> {
    match Level::parse(text) {
        Some(level) => Some(coach_of(level)),
        None => text.parse().ok(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_and_coaches_own_names_both_name_a_coach() {
        assert_eq!(coach_named("leicht"), Some(BbCoachKind::Heuristic));
        assert_eq!(coach_named("Normal"), Some(BbCoachKind::NarrowSearch));
        assert_eq!(coach_named("search"), Some(BbCoachKind::Search));
        assert_eq!(
            coach_named("narrow-search"),
            Some(BbCoachKind::NarrowSearch)
        );
        assert_eq!(coach_named("equilibrium"), None);
        assert_eq!(coach_named("schwer"), "reply".parse().ok());
    }
}
