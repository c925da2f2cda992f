//! Command-line mistakes in the user's language. clap words its own errors in English only, so
//! the binary parses with `try_parse` and this module rewords what clap found from its error's
//! kind and context (the flag, the value, the allowed values, a suggestion). Pure.

use clap::error::{ContextKind, ErrorKind};

use crate::common::i18n::{arg, Language, Localizer};

/// The language a command line asks for with `--lang X` or `--lang=X`, read before clap has
/// accepted the line, so even a rejected line is answered in that language.
pub fn requested_language<S: AsRef<str>>(args: &[S]) -> Option<Language> {
    let mut args = args.iter().map(AsRef::as_ref);
    while let Some(arg) = args.next() {
        if arg == "--" {
            break;
        }
        let tag = match arg.strip_prefix("--lang") {
            Some("") => args.next(),
            Some(rest) => rest.strip_prefix('='),
            None => None,
        };
        if let Some(language) = tag.and_then(Language::from_tag) {
            return Some(language);
        }
    }
    None
}

/// Every line to print for `error`: what is wrong, what would be right where clap knows, and
/// where the help is.
pub fn message(error: &clap::Error, loc: &Localizer) -> String {
    let context = |kind: ContextKind| {
        error
            .get(kind)
            .map(|value| value.to_string())
            .filter(|text| !text.is_empty())
    };
    let flag = context(ContextKind::InvalidArg).unwrap_or_default();
    let value =
        context(ContextKind::InvalidValue).or_else(|| context(ContextKind::InvalidSubcommand));
    let id = match error.kind() {
        // clap reports a flag given without its value as an invalid empty value.
        ErrorKind::InvalidValue if value.is_none() => "usage-missing-value",
        ErrorKind::InvalidValue | ErrorKind::ValueValidation => "usage-invalid-value",
        ErrorKind::UnknownArgument => "usage-unknown-argument",
        ErrorKind::InvalidSubcommand => "usage-unknown-command",
        ErrorKind::MissingRequiredArgument => "usage-missing-argument",
        ErrorKind::MissingSubcommand => "usage-missing-command",
        ErrorKind::ArgumentConflict => "usage-conflict",
        ErrorKind::TooManyValues | ErrorKind::TooFewValues | ErrorKind::WrongNumberOfValues => {
            "usage-wrong-count"
        }
        ErrorKind::InvalidUtf8 => "usage-invalid-utf8",
        _ => "usage-invalid",
    };
    let other = context(ContextKind::PriorArg).unwrap_or_default();
    let mut out = loc.text_with(
        id,
        &[
            arg("flag", flag),
            arg("value", value.unwrap_or_default()),
            arg("other", other),
        ],
    );
    out.push('\n');
    if let Some(valid) = context(ContextKind::ValidValue) {
        out.push_str(&loc.text_with("usage-valid-values", &[arg("values", valid)]));
        out.push('\n');
    }
    let suggestion = context(ContextKind::SuggestedSubcommand)
        .or_else(|| context(ContextKind::SuggestedArg))
        .or_else(|| context(ContextKind::SuggestedValue));
    if let Some(suggestion) = suggestion {
        out.push_str(&loc.text_with("usage-did-you-mean", &[arg("suggestion", suggestion)]));
        out.push('\n');
    }
    if let Some(usage) = context(ContextKind::Usage) {
        let usage = usage.trim();
        // clap's usage carries its English title; the command line itself needs no translation.
        let usage = usage.strip_prefix("Usage:").unwrap_or(usage).trim();
        out.push_str(&loc.text_with("usage-line", &[arg("usage", usage.to_string())]));
        out.push('\n');
    }
    out.push_str(&loc.text("usage-help"));
    out.push('\n');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_the_language_in_both_spellings_and_only_before_a_double_dash() {
        assert_eq!(
            requested_language(&["play", "--lang", "de"]),
            Some(Language::German)
        );
        assert_eq!(requested_language(&["--lang=en"]), Some(Language::English));
        assert_eq!(requested_language(&["--", "--lang", "de"]), None);
        assert_eq!(requested_language(&["--lang"]), None);
    }
}
