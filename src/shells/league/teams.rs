//! What every game's team list and roster share: the line that says how sentences treat a
//! team's name.

use crate::common::i18n::{GrammaticalNumber, Localizer};

/// The `teams show` line that says how sentences treat a team's name ("Base wins"), so an
/// organiser sees whether the file needs `grammatical_number`.
pub fn grammar_line(loc: &Localizer, name: &str, number: GrammaticalNumber) -> String {
    let knowing = crate::i18n::localizer(loc.language()).knowing_teams([(name, number)]);
    knowing.text_with("league-teams-grammar", &[("team", name.to_string().into())])
}
