//! Command-line mistakes are answered in the language the line asks for, with exit code 2.

use std::process::Command;

fn run(args: &[&str]) -> (i32, String, String) {
    let mut command = Command::new(env!("CARGO_BIN_EXE_gridiron"));
    command.args(args).env("NO_COLOR", "1");
    for var in ["LC_ALL", "LC_MESSAGES", "LANG"] {
        command.env_remove(var);
    }
    let output = command.output().expect("run gridiron");
    (
        output.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

fn assert_usage(args: &[&str], expected: &str) {
    let (code, stdout, stderr) = run(args);
    assert_eq!((code, stdout.as_str()), (2, ""), "{args:?}: {stderr}");
    assert_eq!(stderr, expected, "{args:?}");
}

#[test]
fn an_unknown_flag_is_named_in_german() {
    assert_usage(
        &["--lang", "de", "--frob"],
        "unbekannte Angabe „--frob“\nAufruf: gridiron [OPTIONEN] [BEFEHL]\nmehr mit --help\n",
    );
}

#[test]
fn a_missing_value_is_named_in_german_even_when_lang_comes_last() {
    assert_usage(
        &["play", "--humans", "0", "--lang=de", "--seed"],
        "--seed <SEED> braucht einen Wert\nmehr mit --help\n",
    );
}

#[test]
fn a_negative_seed_gets_the_games_own_seed_message() {
    assert_usage(
        &["play", "--lang", "de", "--humans", "0", "--seed", "-1"],
        "„-1“ ist kein Startwert; gib eine ganze Zahl von 0 bis 18446744073709551615 an\n",
    );
    assert_usage(
        &["sim", "--lang", "de", "--seed", "-1"],
        "„-1“ ist kein gültiger Wert für --seed <SEED>\nmehr mit --help\n",
    );
}

#[test]
fn an_unknown_command_lists_the_similar_ones() {
    assert_usage(
        &["--lang", "de", "plya"],
        "unbekannter Befehl „plya“\nähnlich: replay, play\n\
         Aufruf: gridiron [OPTIONEN] [BEFEHL]\nmehr mit --help\n",
    );
}

#[test]
fn a_bad_choice_lists_the_possible_values_in_english() {
    assert_usage(
        &["--lang", "en", "completions", "tcsh"],
        "\"tcsh\" is not a valid value for <SHELL>\npossible values: bash, zsh, fish\n\
         similar: zsh\nmore with --help\n",
    );
}

#[test]
fn a_missing_argument_shows_the_usage() {
    assert_usage(
        &["--lang", "de", "teams", "show"],
        "es fehlt: <NAME>\nAufruf: gridiron teams show [OPTIONEN] <NAME>\nmehr mit --help\n",
    );
}

#[test]
fn help_and_version_still_succeed() {
    let (code, stdout, _) = run(&["--lang", "de", "--help"]);
    assert_eq!(code, 0);
    // --help speaks the language asked for.
    assert!(stdout.contains("Aufruf: gridiron"), "{stdout}");
    let (code, stdout, _) = run(&["--version"]);
    let expected = format!("gridiron {}\n", env!("CARGO_PKG_VERSION"));
    assert_eq!((code, stdout), (0, expected));
}

#[test]
fn zero_games_or_threads_are_refused_in_both_languages() {
    // A count of zero would print a table of zeros that looks like a result.
    let cases: [(&[&str], &str, &str); 6] = [
        (
            &["sim", "--home", "base", "--away", "base", "--games", "0"],
            "--games must be at least 1\n",
            "--games muss mindestens 1 sein\n",
        ),
        (
            &["sim", "--home", "base", "--away", "base", "--jobs", "0"],
            "--jobs must be at least 1\n",
            "--jobs muss mindestens 1 sein\n",
        ),
        (
            &["season", "--games-per-pair", "0"],
            "--games-per-pair must be at least 1\n",
            "--games-per-pair muss mindestens 1 sein\n",
        ),
        (
            &["season", "--jobs", "0"],
            "--jobs must be at least 1\n",
            "--jobs muss mindestens 1 sein\n",
        ),
        (
            &["rank", "--games-per-pair", "0"],
            "--games-per-pair must be at least 1\n",
            "--games-per-pair muss mindestens 1 sein\n",
        ),
        (
            &["rank", "--jobs", "0"],
            "--jobs must be at least 1\n",
            "--jobs muss mindestens 1 sein\n",
        ),
    ];
    for (args, english, german) in cases {
        for (lang, expected) in [("en", english), ("de", german)] {
            let mut line = args.to_vec();
            line.extend(["--lang", lang]);
            assert_usage(&line, expected);
        }
    }
}
