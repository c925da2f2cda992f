//! The imperative shell's text side: localization and narration of engine events.

pub mod i18n;
