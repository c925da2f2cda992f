//! `gridiron teams` and `gridiron teams show`.

use std::path::PathBuf;

use gridiron::league::commands::{run_teams, DataArgs, TeamsArgs, TeamsCommand};
use gridiron::ui::i18n::{Language, Localizer};

fn teams(
    command: Option<TeamsCommand>,
    data: Option<PathBuf>,
    language: Language,
) -> (i32, String) {
    let args = TeamsArgs {
        command,
        data: DataArgs { data },
    };
    let loc = Localizer::new(language);
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
    let library = gridiron::data::load(&[]).expect("shipped data");
    for loaded in &library.teams {
        assert!(out.contains(&loaded.team.name), "{}", loaded.team.name);
    }
    let boulder = out
        .lines()
        .find(|l| l.starts_with("Boulder Barrage"))
        .expect("a line for Boulder Barrage");
    assert!(boulder.contains("Northwest") && boulder.contains(".toml"));
    let base = out.lines().find(|l| l.starts_with("Base ")).expect("base");
    assert!(base.contains("BAS") && base.contains("(not known)"));
}

#[test]
fn a_user_directory_adds_its_teams() {
    let (code, out) = teams(
        None,
        Some(PathBuf::from("tests/fixtures/league")),
        Language::German,
    );
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("Test Titans") && out.contains("tests/fixtures/league/titans.toml"));
    assert!(out.contains("(nicht bekannt)"));
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
        "Field Goal         48,0  3× Kick [11 13 15 17 19 21]",
        "Punt-Return         6,0  elfenbein",
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
