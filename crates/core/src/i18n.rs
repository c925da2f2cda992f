//! All user-facing text goes through a `Localizer`: Fluent messages in one language, from the
//! sources the program gathers (each game's own, and the shells').

use std::collections::HashMap;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use unic_langid::{langid, LanguageIdentifier};

/// One Fluent file, embedded: its language, its name under `locales/<code>/`, and its text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FluentSource {
    pub language: Language,
    pub file: &'static str,
    pub text: &'static str,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Language {
    English,
    German,
}

impl Language {
    pub const ALL: [Language; 2] = [Language::English, Language::German];

    pub fn code(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::German => "de",
        }
    }

    fn identifier(self) -> LanguageIdentifier {
        match self {
            Language::English => langid!("en"),
            Language::German => langid!("de"),
        }
    }

    /// Reads a language tag or POSIX locale: `de`, `de-AT`, `de_DE.UTF-8`, `en_US`.
    pub fn from_tag(tag: &str) -> Option<Language> {
        let primary = tag.split(['_', '-', '.', '@']).next()?.to_ascii_lowercase();
        match primary.as_str() {
            "en" => Some(Language::English),
            "de" => Some(Language::German),
            _ => None,
        }
    }

    /// POSIX precedence: LC_ALL, then LC_MESSAGES, then LANG; English when none names a
    /// language we have. The caller passes the variables, so this stays free of IO.
    pub fn detect(lc_all: Option<&str>, lc_messages: Option<&str>, lang: Option<&str>) -> Language {
        [lc_all, lc_messages, lang]
            .into_iter()
            .flatten()
            .find(|value| !value.is_empty())
            .and_then(Language::from_tag)
            .unwrap_or(Language::English)
    }
}

/// The argument that carries the grammatical number of a team-name argument.
fn team_number_arg(name: &str) -> Option<&'static str> {
    Some(match name {
        "team" => "team_number",
        "caller" => "caller_number",
        "winner" => "winner_number",
        "kicking" => "kicking_number",
        "receiving" => "receiving_number",
        _ => return None,
    })
}

/// Whether a team name takes singular or plural verbs ("Die Boston Bombers gewinnen",
/// "Toronto Thunder gewinnt"). Messages select on it through `<argument>_number`; in German the
/// article follows it too (plural names take "die", singular names none).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum GrammaticalNumber {
    Singular,
    Plural,
}

impl GrammaticalNumber {
    pub const ALL: [GrammaticalNumber; 2] =
        [GrammaticalNumber::Singular, GrammaticalNumber::Plural];

    /// The word a team file writes and a Fluent selector matches.
    pub fn id(self) -> &'static str {
        match self {
            GrammaticalNumber::Singular => "singular",
            GrammaticalNumber::Plural => "plural",
        }
    }

    pub fn from_id(id: &str) -> Option<GrammaticalNumber> {
        GrammaticalNumber::ALL.into_iter().find(|n| n.id() == id)
    }

    /// The default for a team whose file does not say: plural when the last word ends in -s
    /// (Boston Bombers, Essen Eagles), singular otherwise (Base, Toronto Thunder).
    pub fn of_name(name: &str) -> GrammaticalNumber {
        let last = name.split_whitespace().last().unwrap_or_default();
        if last.len() > 1 && last.ends_with(['s', 'S']) {
            GrammaticalNumber::Plural
        } else {
            GrammaticalNumber::Singular
        }
    }
}

/// One Fluent argument: a message's argument name and its value.
pub fn arg<'a>(name: &'a str, value: impl Into<FluentValue<'a>>) -> (&'a str, FluentValue<'a>) {
    (name, value.into())
}

/// Formats messages in one language.
pub struct Localizer {
    language: Language,
    bundle: FluentBundle<FluentResource>,
    /// What team files say of their names' number; other names get `GrammaticalNumber::of_name`.
    team_numbers: HashMap<String, GrammaticalNumber>,
}

impl Localizer {
    /// A localizer of `language` over every source of that language in `sources`.
    pub fn from_sources(language: Language, sources: &[FluentSource]) -> Localizer {
        let mut bundle = FluentBundle::new_concurrent(vec![language.identifier()]);
        // Terminals show Unicode isolation marks as stray characters.
        bundle.set_use_isolating(false);
        for source in sources.iter().filter(|source| source.language == language) {
            let source = source.text;
            // A parse error keeps the messages that did parse; tests/locales.rs fails on any.
            let resource =
                FluentResource::try_new(source.to_string()).unwrap_or_else(|(partial, _)| partial);
            let _ = bundle.add_resource(resource);
        }
        Localizer {
            language,
            bundle,
            team_numbers: HashMap::new(),
        }
    }

    /// The same localizer, wording these teams by the number their files give.
    pub fn knowing_teams<'a>(
        mut self,
        teams: impl IntoIterator<Item = (&'a str, GrammaticalNumber)>,
    ) -> Localizer {
        self.team_numbers
            .extend(teams.into_iter().map(|(name, n)| (name.to_string(), n)));
        self
    }

    /// How sentences treat the team called `name`.
    pub fn team_number(&self, name: &str) -> GrammaticalNumber {
        self.team_numbers
            .get(name)
            .copied()
            .unwrap_or_else(|| GrammaticalNumber::of_name(name))
    }

    pub fn language(&self) -> Language {
        self.language
    }

    pub fn has(&self, id: &str) -> bool {
        self.bundle.has_message(id)
    }

    pub fn text(&self, id: &str) -> String {
        self.text_with(id, &[])
    }

    /// The message `id` with its arguments; a missing message shows as its id so it is noticed.
    pub fn text_with(&self, id: &str, args: &[(&str, FluentValue<'_>)]) -> String {
        let Some(pattern) = self.bundle.get_message(id).and_then(|m| m.value()) else {
            return format!("[{id}]");
        };
        let mut fluent_args = FluentArgs::new();
        for (name, value) in args {
            fluent_args.set(*name, value.clone());
            // A team name comes with its grammatical number, for languages whose verbs and
            // articles follow it ("Die Boston Bombers gewinnen", "Base gewinnt").
            if let (Some(number_name), FluentValue::String(team)) = (team_number_arg(name), value) {
                fluent_args.set(number_name, self.team_number(team).id());
            }
        }
        let mut errors = Vec::new();
        self.bundle
            .format_pattern(pattern, Some(&fluent_args), &mut errors)
            .into_owned()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn posix_locales_pick_the_language() {
        assert_eq!(
            Language::detect(None, None, Some("de_DE.UTF-8")),
            Language::German
        );
        assert_eq!(
            Language::detect(Some("en_GB"), None, Some("de_DE")),
            Language::English
        );
        assert_eq!(
            Language::detect(Some(""), Some("de_AT"), None),
            Language::German
        );
        assert_eq!(
            Language::detect(None, None, Some("fr_FR")),
            Language::English
        );
        assert_eq!(Language::detect(None, None, None), Language::English);
    }
}
