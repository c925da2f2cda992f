//! `--help` of every command in German when the language is German: every command's summary
//! and every argument's help come from Fluent, and none of clap's English headings remain.

use crate::terminal;

use terminal::command;

const COMMANDS: [&[&str]; 15] = [
    &[],
    &["play"],
    &["resume"],
    &["replay"],
    &["rules"],
    &["completions"],
    &["teams"],
    &["teams", "show"],
    &["validate"],
    &["sim"],
    &["season"],
    &["season", "new"],
    &["season", "play"],
    &["season", "table"],
    &["rank"],
];

fn help(path: &[&str], lang: &str) -> String {
    let mut args: Vec<&str> = path.to_vec();
    args.extend(["--help", "--lang", lang]);
    let output = command(&args).output().expect("run gridiron");
    assert_eq!(output.status.code(), Some(0), "{args:?}");
    String::from_utf8_lossy(&output.stdout).to_string()
}

/// The help's entries with their wrapped lines joined: the opening paragraph is one entry, and
/// a line indented well past its entry's first line continues it.
fn entries(help: &str) -> Vec<String> {
    let mut entries: Vec<String> = Vec::new();
    let mut entry_indent = None;
    let mut opening = true;
    for line in help.lines() {
        if line.trim().is_empty() {
            opening = false;
            entry_indent = None;
            continue;
        }
        let indent = line.len() - line.trim_start().len();
        let continues = match (entries.last_mut(), entry_indent) {
            (Some(entry), Some(first)) if opening || indent > first + 4 => Some(entry),
            _ => None,
        };
        match continues {
            Some(entry) => {
                entry.push(' ');
                entry.push_str(line.trim());
            }
            None => {
                entries.push(line.trim().to_string());
                entry_indent = Some(indent);
            }
        }
    }
    entries
}

#[test]
fn every_commands_help_is_german_in_a_german_game() {
    for path in COMMANDS {
        let german = help(path, "de");
        let english = help(path, "en");
        assert!(german.contains("Aufruf: gridiron"), "{path:?}:\n{german}");
        for english_word in [
            "Usage:",
            "Options:",
            "Commands:",
            "Arguments:",
            "Print help",
            "[default",
            "[possible values",
            "[OPTIONS]",
            "<COMMAND>",
        ] {
            assert!(
                !german.contains(english_word),
                "{path:?} says {english_word}:\n{german}"
            );
        }
        // Every entry that says something (more than the flag) differs from the English one.
        let english = entries(&english);
        for line in entries(&german) {
            let words = line
                .split_whitespace()
                .filter(|w| !w.starts_with('-') && !w.starts_with('<') && !w.starts_with('['))
                .count();
            if words > 0 {
                assert!(!english.contains(&line), "{path:?}: still English: {line}");
            }
        }
    }
    // English stays English.
    assert!(help(&["play"], "en").contains("Usage: gridiron play"));
}

#[test]
fn every_commands_help_fits_80_columns_in_both_languages() {
    for path in COMMANDS {
        for lang in ["en", "de"] {
            let text = help(path, lang);
            for line in text.lines() {
                assert!(
                    line.chars().count() <= 80,
                    "{path:?} in {lang} is {} columns wide: {line}",
                    line.chars().count()
                );
            }
        }
    }
}

#[test]
fn rules_names_either_game() {
    let rules = |args: &[&str]| {
        let output = command(args).output().expect("run gridiron");
        (
            output.status.code(),
            String::from_utf8_lossy(&output.stdout).to_string(),
            String::from_utf8_lossy(&output.stderr).to_string(),
        )
    };
    let (code, text, _) = rules(&["rules", "--lang", "de", "--game", "battleball"]);
    assert_eq!(code, Some(0));
    assert!(text.contains("Koloss"), "{text}");
    assert!(
        text.lines().all(|line| line.chars().count() <= 80),
        "{text}"
    );
    let (code, text, _) = rules(&["rules", "--lang", "en"]);
    assert_eq!(code, Some(0));
    assert!(text.contains("1st & Goal"), "{text}");
    let (code, _, error) = rules(&["rules", "--lang", "en", "--game", "chess"]);
    assert_eq!(code, Some(2));
    assert!(error.contains("unknown game \"chess\""), "{error}");
}
