//! `gridiron teams` and `gridiron teams show`.

use std::path::PathBuf;

use gridiron::common::i18n::Language;
use gridiron::shells::league::commands::{run_teams, DataArgs, TeamsArgs, TeamsCommand};

fn teams(
    command: Option<TeamsCommand>,
    data: Option<PathBuf>,
    language: Language,
) -> (i32, String) {
    let args = TeamsArgs {
        game: None,
        command,
        data: DataArgs { data },
    };
    let loc = gridiron::i18n::localizer(language);
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let code = run_teams(&args, &loc, &mut out, &mut err);
    let mut text = String::from_utf8_lossy(&out).into_owned();
    text.push_str(&String::from_utf8_lossy(&err));
    (code, text)
}

#[test]
fn the_list_shows_every_shipped_team_with_code_division_and_file() {
    let (code, out) = teams(None, None, Language::English);
    assert_eq!(code, 0);
    let library = gridiron::games::first_and_goal::data::load(&[]).expect("shipped data");
    for loaded in &library.teams {
        assert!(out.contains(&loaded.team.name), "{}", loaded.team.name);
    }
    let boulder = out
        .lines()
        .find(|l| l.starts_with("Boulder Barrage"))
        .expect("a line for Boulder Barrage");
    assert!(boulder.contains("Northwest") && boulder.contains(".toml"));
    let base = out.lines().find(|l| l.starts_with("Base ")).expect("base");
    assert_eq!(
        base.split_whitespace().collect::<Vec<_>>(),
        ["Base", "BAS", "–", "base.toml"]
    );
    assert_eq!(
        out.lines().last(),
        Some("– no division known; every file is built into gridiron")
    );
}

#[test]
fn a_user_directory_adds_its_teams() {
    let (code, out) = teams(
        None,
        Some(PathBuf::from("tests/fixtures/league")),
        Language::German,
    );
    assert_eq!(code, 0, "{out}");
    let titans = out
        .lines()
        .find(|l| l.starts_with("Test Titans"))
        .expect("a line for the Titans");
    assert_eq!(
        titans.split_whitespace().collect::<Vec<_>>(),
        ["Test", "Titans", "TTN", "–", "[1]", "titans.toml"]
    );
    assert!(out.ends_with(
        "– keine Division bekannt; Dateien ohne [n] sind im Programm eingebaut\n\
         [1] tests/fixtures/league\n"
    ));
}

#[test]
fn the_list_fits_80_columns_in_both_languages_even_with_long_user_teams() {
    // A long team name in a long file name in a deep directory: only the directory line may be
    // as long as the path itself.
    let dir = std::env::temp_dir()
        .join(format!("gridiron-{}-teams-width", std::process::id()))
        .join("a-rather-deep-directory-of-league-team-files");
    std::fs::create_dir_all(&dir).expect("a scratch directory");
    std::fs::write(
        dir.join("north-carolina-championship-challengers.toml"),
        "name = \"North Carolina Challengers\"\ncode = \"NCC\"\nbase = \"base\"\n",
    )
    .expect("a team file");
    for language in [Language::English, Language::German] {
        for data in [None, Some(dir.clone())] {
            let (code, out) = teams(None, data.clone(), language);
            assert_eq!(code, 0, "{out}");
            let dir_line = data.as_ref().map(|d| format!("[1] {}", d.display()));
            let wide: Vec<&str> = out
                .lines()
                .filter(|l| l.chars().count() > 80 && Some(l.to_string()) != dir_line)
                .collect();
            assert!(wide.is_empty(), "over 80 columns: {wide:#?}");
            if let Some(dir_line) = dir_line {
                assert!(out.ends_with(&format!("{dir_line}\n")), "{out}");
                // Too long for the file column: on a line of its own under its team.
                let lines: Vec<&str> = out.lines().collect();
                let at = lines
                    .iter()
                    .position(|l| l.starts_with("North Carolina Challengers"))
                    .expect("a line for the long team");
                assert_eq!(
                    lines[at].split_whitespace().collect::<Vec<_>>(),
                    ["North", "Carolina", "Challengers", "NCC", "–"]
                );
                assert_eq!(
                    lines[at + 1],
                    "    [1] north-carolina-championship-challengers.toml"
                );
            }
        }
    }
    let _ = std::fs::remove_dir_all(dir.parent().unwrap_or(&dir));
}

#[test]
fn show_prints_seven_dice_and_the_special_teams() {
    let show = Some(TeamsCommand::Show { name: "bas".into() });
    let (code, out) = teams(show, None, Language::English);
    assert_eq!(code, 0);
    let red = out.lines().find(|l| l.starts_with("red")).expect("red die");
    assert!(red.contains("0 1 1 2 3 5") && red.contains("2.00"), "{red}");
    for die in ["ivory", "brown", "yellow", "blue", "green", "black"] {
        assert!(out.lines().any(|l| l.starts_with(die)), "{die}");
    }
    for roll in ["Kickoff return", "Field goal", "Punt return", "Onside kick"] {
        assert!(out.contains(roll), "{roll}");
    }
    let show = Some(TeamsCommand::Show {
        name: "Boston Bombers".into(),
    });
    let (code, out) = teams(show, None, Language::German);
    assert_eq!(code, 0);
    assert!(out.contains("rot") && out.contains("Streuung") && !out.contains("[league-"));
}

#[test]
fn an_unknown_team_is_bad_usage_and_broken_data_a_problem() {
    let show = Some(TeamsCommand::Show {
        name: "Atlantis".into(),
    });
    assert_eq!(teams(show, None, Language::English).0, 2);
    let (code, out) = teams(
        None,
        Some(PathBuf::from("tests/fixtures/no-such-dir")),
        Language::English,
    );
    assert_eq!(code, 1, "{out}");
}

#[test]
fn the_special_teams_group_repeated_dice_and_fit_80_columns() {
    let show = Some(TeamsCommand::Show {
        name: "Salt Lake City Shakers".into(),
    });
    let (code, out) = teams(show, None, Language::German);
    assert_eq!(code, 0, "{out}");
    let special = out
        .split("Special Teams\n")
        .nth(1)
        .expect("a special-teams table");
    for row in [
        "Kickoff-Return     32,0  rot + elfenbein + braun + blau",
        "Field Goal         42,0  3× Kick [9 11 13 15 17 19]",
        "Punt               55,0  3× Punt [15 17 18 19 20 21]",
        "Punt-Return        10,0  grün",
    ] {
        assert!(
            special.lines().any(|l| l == row),
            "no row {row:?} in:\n{special}"
        );
    }
    assert!(
        special.lines().all(|l| l.chars().count() <= 80),
        "{special}"
    );
}
