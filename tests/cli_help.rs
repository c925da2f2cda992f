//! `--help` of every command in German when the language is German: every command's summary
//! and every argument's help come from Fluent, and none of clap's English headings remain.

mod terminal;

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
        // Every line that says something (more than the flag) differs from the English one.
        for line in german.lines() {
            let words = line
                .split_whitespace()
                .filter(|w| !w.starts_with('-') && !w.starts_with('<') && !w.starts_with('['))
                .count();
            if words > 0 {
                assert!(
                    !english.lines().any(|e| e == line),
                    "{path:?}: still English: {line}"
                );
            }
        }
    }
    // English stays English.
    assert!(help(&["play"], "en").contains("Usage: gridiron play"));
}
