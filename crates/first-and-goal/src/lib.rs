//! 1st & Goal: cards, dice and teams as data, the rules engine, the computer coaches, the
//! record a save holds, the statistics counted from events, and its wording and drawing.

pub mod card_matrix;
pub mod coach;
pub mod data;
pub mod dice;
pub mod display;
pub mod engine;
pub mod record;
mod solver;
pub mod stats;

/// 1st & Goal's own messages (plays, dice, narration, prompts, the board), in every language.
pub const FLUENT: [gridiron_core::i18n::FluentSource; 2] = [
    gridiron_core::i18n::FluentSource {
        language: gridiron_core::i18n::Language::English,
        file: "first-and-goal.ftl",
        text: include_str!("../../../locales/en/first-and-goal.ftl"),
    },
    gridiron_core::i18n::FluentSource {
        language: gridiron_core::i18n::Language::German,
        file: "first-and-goal.ftl",
        text: include_str!("../../../locales/de/first-and-goal.ftl"),
    },
];
