//! The program's Fluent catalogue: the shells' own files and every registered game's.

use gridiron_core::i18n::{FluentSource, Language, Localizer};

use crate::registry;

/// The shells' own messages: the program, the data-file problems, the league tools and online
/// play.
const SHELL_SOURCES: [FluentSource; 8] = [
    source(
        Language::English,
        "app.ftl",
        include_str!("../locales/en/app.ftl"),
    ),
    source(
        Language::English,
        "data.ftl",
        include_str!("../locales/en/data.ftl"),
    ),
    source(
        Language::English,
        "league.ftl",
        include_str!("../locales/en/league.ftl"),
    ),
    source(
        Language::English,
        "online.ftl",
        include_str!("../locales/en/online.ftl"),
    ),
    source(
        Language::German,
        "app.ftl",
        include_str!("../locales/de/app.ftl"),
    ),
    source(
        Language::German,
        "data.ftl",
        include_str!("../locales/de/data.ftl"),
    ),
    source(
        Language::German,
        "league.ftl",
        include_str!("../locales/de/league.ftl"),
    ),
    source(
        Language::German,
        "online.ftl",
        include_str!("../locales/de/online.ftl"),
    ),
];

const fn source(language: Language, file: &'static str, text: &'static str) -> FluentSource {
    FluentSource {
        language,
        file,
        text,
    }
}

/// Every Fluent file the program embeds; `tests/locales.rs` checks that none in `locales/` is
/// missing and that both languages define the same messages.
pub fn sources() -> Vec<FluentSource> {
    let mut all = SHELL_SOURCES.to_vec();
    for game in registry::GAMES {
        all.extend_from_slice(game.fluent);
    }
    all
}

/// A localizer of `language` over the whole catalogue.
pub fn localizer(language: Language) -> Localizer {
    Localizer::from_sources(language, &sources())
}
