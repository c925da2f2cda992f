//! `gridiron validate`: exit codes 0, 1 and 2, and problems as JSON, whatever the bytes.

use std::path::PathBuf;

use gridiron::common::i18n::Language;
use gridiron::shells::kit::output::Format;
use gridiron::shells::league::commands::{run_validate, ValidateArgs};

fn validate(paths: &[PathBuf], format: Format, language: Language) -> (i32, String, String) {
    let args = ValidateArgs {
        game: None,
        paths: paths.to_vec(),
        format,
        data: Default::default(),
    };
    let loc = gridiron::i18n::localizer(language);
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let code = run_validate(&args, &loc, &mut out, &mut err);
    (
        code,
        String::from_utf8_lossy(&out).into_owned(),
        String::from_utf8_lossy(&err).into_owned(),
    )
}

/// A fresh directory for this test binary's fixtures.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("gridiron-validate-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temporary directory");
    dir
}

fn file_with(name: &str, bytes: &[u8]) -> PathBuf {
    let path = scratch(name).join(format!("{name}.toml"));
    std::fs::write(&path, bytes).expect("fixture written");
    path
}

/// The problems' message ids from the JSON report, checking its shape on the way.
fn json_ids(out: &str) -> Vec<String> {
    let json: serde_json::Value = serde_json::from_str(out).expect("valid JSON");
    let problems = json["problems"].as_array().expect("a problem list");
    assert_eq!(json["ok"], problems.is_empty());
    problems
        .iter()
        .map(|p| {
            assert!(p["file"].is_string() && p["message"].is_string());
            assert!(p["line"].is_u64() && p["column"].is_u64());
            assert!(p["args"].is_object());
            p["id"].as_str().expect("an id").to_string()
        })
        .collect()
}

#[test]
fn good_files_exit_zero() {
    let good = PathBuf::from("tests/fixtures/good/derived");
    let (code, out, _) = validate(
        std::slice::from_ref(&good),
        Format::Table,
        Language::English,
    );
    assert_eq!(code, 0, "{out}");
    assert_eq!(out.trim(), "No problems found.");
    let (code, out, _) = validate(&[good], Format::Json, Language::German);
    assert_eq!(code, 0);
    assert!(json_ids(&out).is_empty());
    // The shipped data alone, as `gridiron validate` with no paths checks it.
    assert_eq!(validate(&[], Format::Table, Language::English).0, 0);
}

#[test]
fn a_broken_file_exits_one_with_file_line_column() {
    let path = PathBuf::from("tests/fixtures/bad/several/several.toml");
    let (code, out, _) = validate(
        std::slice::from_ref(&path),
        Format::Table,
        Language::English,
    );
    assert_eq!(code, 1);
    // As rustc shows it: the message first, then ` --> file:line:column`.
    assert!(out.starts_with("error: "), "{out}");
    let second = out.lines().nth(1).unwrap_or_default();
    let location = second
        .strip_prefix(" --> tests/fixtures/bad/several/several.toml:")
        .unwrap_or_else(|| panic!("{out}"));
    let location: Vec<&str> = location.split(':').collect();
    assert!(location[0].parse::<usize>().is_ok() && location[1].parse::<usize>().is_ok());
    assert!(out.trim_end().ends_with("file."), "a summary line: {out}");
    let (code, out, _) = validate(&[path], Format::Json, Language::English);
    assert_eq!(code, 1);
    assert!(!json_ids(&out).is_empty());
}

#[test]
fn junk_of_every_kind_is_reported_never_a_panic() {
    let mut utf16 = vec![0xFF, 0xFE];
    for unit in "name = \"X\"\n".encode_utf16() {
        utf16.extend(unit.to_le_bytes());
    }
    let binary: Vec<u8> = (0..4096u32).map(|i| (i * 7919 % 251) as u8).collect();
    let huge = vec![b'#'; 3 << 20];
    let cases: [(&str, &[u8], Option<&str>); 5] = [
        ("empty", b"", None),
        ("binary", &binary, None),
        ("utf16", &utf16, Some("data-utf16")),
        ("huge", &huge, Some("data-too-large")),
        ("nul", b"name = \"\0\"\n\0\0\0", None),
    ];
    for (name, bytes, expected) in cases {
        let path = file_with(name, bytes);
        for language in [Language::English, Language::German] {
            let (code, out, _) = validate(std::slice::from_ref(&path), Format::Table, language);
            assert_eq!(code, 1, "{name}: {out}");
            assert!(
                !out.contains("[data-"),
                "{name}: a message is missing: {out}"
            );
        }
        let (code, out, _) = validate(&[path], Format::Json, Language::English);
        assert_eq!(code, 1);
        let ids = json_ids(&out);
        assert!(!ids.is_empty(), "{name}");
        if let Some(id) = expected {
            assert!(ids.iter().any(|i| i == id), "{name}: {ids:?}");
        }
    }
}

#[test]
fn a_directory_without_toml_is_a_problem() {
    let dir = scratch("no-toml");
    std::fs::write(dir.join("notes.txt"), "not a team").expect("written");
    let (code, out, _) = validate(&[dir], Format::Json, Language::English);
    assert_eq!(code, 1);
    assert_eq!(json_ids(&out), vec!["data-no-toml-files".to_string()]);
}

#[test]
fn a_path_that_does_not_exist_is_bad_usage() {
    let missing = PathBuf::from("tests/fixtures/no-such-file.toml");
    let (code, out, err) = validate(&[missing], Format::Table, Language::German);
    assert_eq!(code, 2);
    assert!(out.is_empty());
    assert!(err.contains("no-such-file.toml"), "{err}");
}

#[test]
fn problems_as_csv_have_one_line_each_with_their_place() {
    let path = file_with(
        "csv",
        b"name = \"CSV Test\"\ncode = \"CSV\"\n[dice]\nyelow = [1, 2, 3, 4, 5, 6]\n",
    );
    let (code, out, _) = validate(&[path], Format::Csv, Language::English);
    assert_eq!(code, 1);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[0], "file,line,column,id,message,hint");
    assert!(lines.len() >= 2, "{out}");
    assert!(
        lines
            .iter()
            .any(|l| l.contains(",4,1,") && l.contains("yelow")),
        "{out}"
    );
}
