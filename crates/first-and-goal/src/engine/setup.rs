//! Everything fixed for one game: the card set, the dice and the table's choices.

use serde::{Deserialize, Serialize};

use gridiron_core::i18n::GrammaticalNumber;

use crate::data::model::{CardSet, Team, WhiteDice};

use super::seat::Side;

/// Rules O1-O3, off unless chosen.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct OptionalRules {
    /// O1: turnovers roll for interception and a recovery run.
    pub turnovers: bool,
    /// O2: three breakaways in a row are a touchdown.
    pub breakaways: bool,
    /// O3: the squib kick (K4) may be chosen.
    pub squib: bool,
}

impl OptionalRules {
    /// The rules by the names `--optional` takes, O1 to O3.
    pub const NAMES: [&'static str; 3] = ["turnovers", "breakaways", "squib"];

    /// The rules `names` turn on (`none` and empty names turn on nothing); the first name that
    /// is no rule of this game is the error.
    pub fn from_names<'a>(
        names: impl IntoIterator<Item = &'a str>,
    ) -> Result<OptionalRules, &'a str> {
        let mut rules = OptionalRules::default();
        for name in names {
            match name {
                "turnovers" => rules.turnovers = true,
                "breakaways" => rules.breakaways = true,
                "squib" => rules.squib = true,
                "none" | "" => {}
                unknown => return Err(unknown),
            }
        }
        Ok(rules)
    }
}

/// A game's fixed data. Saved with the game, so a resumed game plays by the dice it started with
/// even if data files change in between.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Setup {
    pub white: WhiteDice,
    pub cards: CardSet,
    /// Indexed by `Side::index()`.
    pub teams: [Team; 2],
    pub optional: OptionalRules,
    /// M2: whether a team's two coaches may see each other's hands.
    pub partners_share_hands: bool,
}

impl Setup {
    pub fn team(&self, side: Side) -> &Team {
        &self.teams[side.index()]
    }

    /// Each team's name with its grammatical number, for a `Localizer` to word sentences by.
    pub fn team_numbers(&self) -> impl Iterator<Item = (&str, GrammaticalNumber)> {
        self.teams
            .iter()
            .map(|t| (t.name.as_str(), t.grammatical_number))
    }

    /// P8 for an offense card at `ball`: what a seat can tell from its view alone (a client
    /// online holds a setup and a view, never a whole game).
    pub fn card_allowed_at(&self, play: u8, ball: i16) -> bool {
        super::rules::red_zone_allows(&self.cards, usize::from(play), ball)
    }
}

impl Setup {
    /// A game between two loaded teams with the library's cards and white dice.
    pub fn new(
        library: &crate::data::Library,
        home: &Team,
        away: &Team,
        optional: OptionalRules,
    ) -> Setup {
        Setup {
            white: library.white.clone(),
            cards: library.cards.clone(),
            teams: [home.clone(), away.clone()],
            optional,
            partners_share_hands: false,
        }
    }
}
