//! Team files under bad input: shapes the checks did not expect, sizes past every sensible
//! limit, invisible characters, files that are no files, UTF-16, and a user directory that
//! holds one broken file among good ones. Every input is made here, in a temporary directory.

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

use gridiron::common::data_file::problem::ProblemKind;
use gridiron::common::i18n::Language;
use gridiron::games::first_and_goal::data::{
    check_files, load, load_playable, FirstAndGoalProblem, Problem,
};
use gridiron::shells::kit::output::Format;
use gridiron::shells::league::commands::{
    run_teams, run_validate, DataArgs, TeamsArgs, ValidateArgs,
};

/// A fresh, empty directory for one test.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("gridiron-bad-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temporary directory");
    dir
}

fn write(dir: &Path, name: &str, text: &str) -> PathBuf {
    let path = dir.join(name);
    std::fs::write(&path, text).expect("fixture written");
    path
}

/// The shipped base team's dice, under a name and code of the test's choosing.
fn team(name: &str, code: &str, extra: &str) -> String {
    format!(
        "name = \"{name}\"\ncode = \"{code}\"\nbase = \"base\"\n\n[dice]\nred = [0, 1, 1, 2, 3, 5]\n{extra}"
    )
}

fn kinds(problems: &[Problem]) -> Vec<&ProblemKind> {
    problems.iter().map(|p| &p.kind).collect()
}

fn validate(paths: &[PathBuf], format: Format, language: Language) -> (i32, String) {
    let args = ValidateArgs {
        game: None,
        paths: paths.to_vec(),
        format,
        data: DataArgs::default(),
    };
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let code = run_validate(
        &args,
        &gridiron::i18n::localizer(language),
        &mut out,
        &mut err,
    );
    let mut text = String::from_utf8_lossy(&out).into_owned();
    text.push_str(&String::from_utf8_lossy(&err));
    (code, text)
}

/// Runs the binary and kills it if it is not done within `limit`: a hang fails the test.
fn run_within(args: &[&str], limit: Duration) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_gridiron"))
        .args(args)
        .env("LANG", "en_US.UTF-8")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn gridiron");
    let start = Instant::now();
    while child.try_wait().expect("wait").is_none() {
        if start.elapsed() > limit {
            let _ = child.kill();
            let _ = child.wait();
            panic!("gridiron {args:?} still running after {limit:?}");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    child.wait_with_output().expect("output")
}

#[test]
fn arrays_of_tables_are_problems_with_their_places() {
    let dir = scratch("shapes");
    let text = "name = \"Shapes\"\ncode = \"SHP\"\nbase = \"base\"\n\n[[dice.red]]\nfaces = [1, 2, 3, 4, 5, 6]\n\n[[special_teams.punt]]\ndice = \"punt\"\n";
    let path = write(&dir, "shapes.toml", text);
    let found = check_files(&[path]);
    let places: Vec<(usize, usize)> = found.iter().map(|p| (p.line, p.column)).collect();
    assert_eq!(places, [(5, 1), (8, 1)], "{found:#?}");
    assert!(matches!(
        &found[0].kind,
        ProblemKind::UnexpectedTable { key, .. } if key == "dice.red"
    ));
    assert!(matches!(
        &found[1].kind,
        ProblemKind::UnexpectedTable { key, .. } if key == "special_teams.punt"
    ));

    // A table where a list of tables or a table belongs is no silent success either.
    let path = write(
        &dir,
        "whole.toml",
        "[[dice]]\nred = 1\n[special_teams]\npunt = { a = 1 }\n",
    );
    let found = check_files(&[path]);
    assert!(found
        .iter()
        .all(|p| p.line > 0 || !matches!(p.kind, ProblemKind::WrongType { .. })));
    assert!(kinds(&found)
        .iter()
        .any(|k| matches!(k, ProblemKind::WrongType { key, .. } if key == "dice")));
    assert!(kinds(&found).iter().any(
        |k| matches!(k, ProblemKind::UnexpectedTable { key, .. } if key == "special_teams.punt")
    ));
}

#[test]
fn dice_per_roll_faces_and_names_have_limits() {
    let dir = scratch("limits");
    let punt: Vec<&str> = vec!["\"punt\""; 2500];
    let huge = team(
        "Huge Punt",
        "HUG",
        &format!("\n[special_teams]\npunt = [{}]\n", punt.join(", ")),
    );
    let huge = write(&dir, "huge.toml", &huge);
    // One problem for the roll, not one a die: the checker stops counting where the limit is
    // passed (how long it takes is the `data_files` bench's to say, not a test's).
    let found = check_files(&[huge]);
    assert_eq!(
        kinds(&found),
        [&FirstAndGoalProblem::TooManyDice {
            roll: "punt".into(),
            found: 2500,
            max: 6
        }]
    );

    let faces = team(
        "Far Faces",
        "FAR",
        "blue = [7, 8, 9, 10, 12, 100]\nblack = [-100, 0, 0, 0, 0, 0]\n",
    );
    let found = check_files(&[write(&dir, "faces.toml", &faces)]);
    let out_of_range: Vec<i64> = found
        .iter()
        .filter_map(|p| match p.kind.game() {
            Some(&FirstAndGoalProblem::FaceOutOfRange {
                found,
                min: -99,
                max: 99,
                ..
            }) => Some(found),
            _ => None,
        })
        .collect();
    assert_eq!(out_of_range, [100, -100]);

    let long_name = "A".repeat(41);
    let found = check_files(&[write(&dir, "long.toml", &team(&long_name, "LNG", ""))]);
    assert_eq!(
        kinds(&found),
        [&ProblemKind::TextTooLong {
            key: "name".into(),
            found: 41,
            max: 40
        }]
    );
    let found = check_files(&[write(&dir, "code.toml", &team("Long Code", "LONG", ""))]);
    assert!(matches!(found[0].kind, ProblemKind::BadCode { .. }));
    // Forty characters are fine.
    let fine = team(&"B".repeat(40), "FIN", "");
    assert_eq!(check_files(&[write(&dir, "fine.toml", &fine)]), vec![]);
}

#[test]
fn control_and_invisible_characters_in_names_are_refused_and_shown_escaped() {
    let dir = scratch("invisible");
    let names = [
        ("escape", "Clear\\u001b[2J", "\\u{1b}"),
        ("nul", "Nul\\u0000", "\\u{0}"),
        ("bidi", "Evil\\u202eSkaerts", "\\u{202e}"),
        ("newline", "Two\\nLines", "\\n"),
        ("zero-width", "Zero\\u200bWidth", "\\u{200b}"),
        ("separator", "Line\\u2028Sep", "\\u{2028}"),
    ];
    for (index, (file, name, shown)) in names.iter().enumerate() {
        let code = format!("X{}A", char::from(b'A' + index as u8));
        let path = write(&dir, &format!("{file}.toml"), &team(name, &code, ""));
        let found = check_files(std::slice::from_ref(&path));
        assert_eq!(
            kinds(&found),
            [&ProblemKind::InvisibleCharacter {
                key: "name".into(),
                character: shown.to_string()
            }],
            "{file}"
        );
        let (code, out) = validate(&[path], Format::Table, Language::English);
        assert_eq!(code, 1);
        assert!(out.contains(shown), "{file}: {out}");
        assert!(
            !out.chars().any(|c| c.is_control() && c != '\n'),
            "{file}: {out:?}"
        );
        assert!(
            !out.contains('\u{202e}') && !out.contains('\u{200b}') && !out.contains('\u{2028}')
        );
    }
    // A key the file invents is quoted back escaped, raw bytes in the source line replaced.
    let text = format!(
        "{}\"a\\u001b[31mb\" = 1\n\"r\u{202e}ed\" = [1, 2, 3, 4, 5, 6]\n",
        team("Keys", "KEY", "")
    );
    let path = write(&dir, "keys.toml", &text);
    let (code, out) = validate(&[path], Format::Table, Language::English);
    assert_eq!(code, 1);
    assert!(
        out.contains("a\\u{1b}[31mb") && out.contains("r\\u{202e}ed"),
        "{out}"
    );
    assert!(
        !out.contains('\u{1b}') && !out.contains('\u{202e}'),
        "{out:?}"
    );
}

#[test]
fn validate_and_data_agree_on_a_cards_toml_in_a_user_directory() {
    let dir = scratch("cards-copy");
    let cards = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/data/first-and-goal/cards.toml"
    ))
    .expect("shipped cards");
    let copy = write(&dir, "cards.toml", &cards);
    write(&dir, "good.toml", &team("Good Team", "GOD", ""));
    let refused = [FirstAndGoalProblem::FixedFileAsTeam {
        name: "cards.toml".into(),
    }];

    // validate DIR, validate FILE, and --data DIR (strict and for play) say the same.
    let by_dir = check_files(std::slice::from_ref(&dir));
    let by_file = check_files(std::slice::from_ref(&copy));
    assert_eq!(by_dir, by_file);
    assert_eq!(kinds(&by_dir), refused.iter().collect::<Vec<_>>());
    let strict = load(std::slice::from_ref(&dir)).expect_err("refused");
    assert_eq!(strict, by_dir);
    let (library, skipped) = load_playable(std::slice::from_ref(&dir), &[]).expect("plays");
    assert_eq!(skipped.len(), 1);
    assert_eq!(skipped[0].file, copy);
    assert_eq!(skipped[0].problems, by_dir);
    assert!(library.team("GOD").is_some());
    // The shipped cards are not replaced.
    assert_eq!(library.cards, load(&[]).expect("shipped").cards);
}

#[cfg(unix)]
#[test]
fn a_fifo_in_the_data_folder_does_not_hang() {
    let dir = scratch("fifo");
    write(&dir, "good.toml", &team("Good Team", "GOD", ""));
    let fifo = dir.join("pipe.toml");
    let made = Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .expect("mkfifo runs");
    assert!(made.success());
    let dir_arg = dir.display().to_string();
    let limit = Duration::from_secs(60);

    let out = run_within(&["validate", "--format", "json", &dir_arg], limit);
    assert_eq!(out.status.code(), Some(1));
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).expect("json");
    let ids: Vec<&str> = json["problems"]
        .as_array()
        .expect("problems")
        .iter()
        .filter_map(|p| p["id"].as_str())
        .collect();
    assert_eq!(ids, ["data-not-a-file"]);

    let fifo_arg = fifo.display().to_string();
    let out = run_within(&["validate", &fifo_arg], limit);
    assert_eq!(out.status.code(), Some(1));

    let out = run_within(&["teams", "--data", &dir_arg], limit);
    assert_eq!(out.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&out.stdout).contains("Good Team"));
    assert!(String::from_utf8_lossy(&out.stderr).contains("pipe.toml"));
}

#[test]
fn utf16_without_a_byte_order_mark_is_named_as_such() {
    let dir = scratch("utf16");
    let text = team("Wide Team", "WID", "");
    for (name, bytes) in [
        (
            "le.toml",
            text.encode_utf16()
                .flat_map(u16::to_le_bytes)
                .collect::<Vec<u8>>(),
        ),
        (
            "be.toml",
            text.encode_utf16().flat_map(u16::to_be_bytes).collect(),
        ),
    ] {
        let path = dir.join(name);
        std::fs::write(&path, bytes).expect("written");
        assert_eq!(
            kinds(&check_files(&[path])),
            [&ProblemKind::Utf16],
            "{name}"
        );
    }
}

/// Four kinds of mistake in one file: a misspelt key, a five-face die, a face in quotes and a
/// code another team has.
fn many_faults(dir: &Path) -> PathBuf {
    let text = "name = \"Many Faults\"\ncode = \"BOS\"\n\n[dice]\nred = [0, 1, 1, 2, 3]\nivory = [1, 2, 3, 5, 6, 7]\nbrown = [3, 4, 5, \"14\", 8, 9]\nyelow = [5, 6, 8, 9, 10, 10]\nblue = [7, 8, 9, 10, 12, 14]\ngreen = [10, 10, 10, 12, 14, 16]\nblack = [-5, -4, -3, -1, 0, 1]\n";
    write(dir, "many.toml", text)
}

#[test]
fn every_problem_of_a_file_is_reported_in_one_run() {
    let dir = scratch("many");
    let path = many_faults(&dir);
    let (code, out) = validate(&[path], Format::Json, Language::English);
    assert_eq!(code, 1);
    let json: serde_json::Value = serde_json::from_str(&out).expect("json");
    let problems = json["problems"].as_array().expect("problems");
    let found: Vec<(u64, &str)> = problems
        .iter()
        .map(|p| {
            (
                p["line"].as_u64().unwrap_or(0),
                p["id"].as_str().unwrap_or(""),
            )
        })
        .collect();
    assert_eq!(
        found,
        [
            (2, "data-duplicate-code"),
            (5, "data-face-count"),
            (7, "data-face-not-integer"),
            (8, "data-unknown-key"),
        ],
        "{out}"
    );
    assert_eq!(problems[3]["hint"], "did you mean \"yellow\"?");
}

#[test]
fn problems_show_the_line_a_caret_and_a_hint_in_english_and_german() {
    let dir = scratch("render");
    let path = many_faults(&dir);
    let file = path.display().to_string();
    let (_, en) = validate(
        std::slice::from_ref(&path),
        Format::Table,
        Language::English,
    );
    let expected = format!(
        "error: unknown key \"yelow\"; expected one of: red, ivory, brown, yellow, blue,
       green, black
 --> {file}:8:1
  |
8 | yelow = [5, 6, 8, 9, 10, 10]
  | ^^^^^
  |
  = help: did you mean \"yellow\"?
"
    );
    assert!(en.contains(&expected), "{en}");
    assert!(
        en.contains("7 | brown = [3, 4, 5, \"14\", 8, 9]\n  |                   ^^^^\n"),
        "{en}"
    );
    assert!(
        en.contains("= help: write the number without quotes: 14"),
        "{en}"
    );

    let (_, de) = validate(&[path], Format::Table, Language::German);
    assert!(de.contains("Fehler: Unbekannter Schlüssel „yelow“"), "{de}");
    assert!(de.contains(&format!(" --> {file}:8:1\n")), "{de}");
    assert!(de.contains("= Hinweis: Meintest du „yellow“?"), "{de}");
    for text in [&en, &de] {
        for line in text.lines() {
            assert!(line.chars().count() <= 80 || line.contains(&file), "{line}");
        }
        assert!(!text.contains('\u{1b}'), "no colour off a terminal");
    }

    // A syntax error from the TOML parser arrives in English; German readers get it framed.
    let broken = write(&dir, "syntax.toml", "name = \"Open\n");
    let (_, de) = validate(&[broken], Format::Table, Language::German);
    assert!(
        de.contains("Fehler: TOML-Syntaxfehler; der TOML-Parser meldet (auf Englisch):"),
        "{de}"
    );
}

#[test]
fn a_broken_user_team_file_is_left_out_with_a_warning_and_the_rest_plays() {
    let dir = scratch("skip");
    std::fs::copy("tests/fixtures/league/titans.toml", dir.join("titans.toml")).expect("copied");
    let broken = write(
        &dir,
        "broken.toml",
        "name = \"Broken\"\ncode = \"BRK\"\n[dice]\nred = [1]\n",
    );
    // A team built on the broken one goes too, with its own warning.
    write(
        &dir,
        "heir.toml",
        &team("Heir", "HEI", "").replace("base = \"base\"", "base = \"Broken\""),
    );

    for (language, words) in [
        (Language::English, "is left out"),
        (Language::German, "bleibt außen vor"),
    ] {
        let args = TeamsArgs {
            game: None,
            command: None,
            data: DataArgs {
                data: Some(dir.clone()),
            },
        };
        let (mut out, mut err) = (Vec::new(), Vec::new());
        let code = run_teams(
            &args,
            &gridiron::i18n::localizer(language),
            &mut out,
            &mut err,
        );
        let (out, err) = (String::from_utf8_lossy(&out), String::from_utf8_lossy(&err));
        assert_eq!(code, 0, "{err}");
        assert!(
            out.contains("Test Titans") && !out.contains("Broken"),
            "{out}"
        );
        let warnings: Vec<&str> = err.lines().collect();
        assert_eq!(warnings.len(), 2, "{err}");
        assert!(warnings[0].contains(&broken.display().to_string()) && warnings[0].contains(words));
        assert!(warnings[0].contains(&format!("gridiron validate {}", broken.display())));
        assert!(warnings[1].contains("heir.toml"), "{err}");
    }

    // A game with a team of the same directory still runs.
    let dir_arg = dir.display().to_string();
    let out = run_within(
        &[
            "sim",
            "--home",
            "TTN",
            "--away",
            "BAS",
            "--games",
            "2",
            "--jobs",
            "1",
            "--home-coach",
            "random",
            "--away-coach",
            "random",
            "--seed",
            "1",
            "--data",
            &dir_arg,
        ],
        Duration::from_secs(120),
    );
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(String::from_utf8_lossy(&out.stderr).contains("broken.toml is left out"));

    // validate still fails on it.
    let (code, _) = validate(&[dir], Format::Json, Language::English);
    assert_eq!(code, 1);
}
