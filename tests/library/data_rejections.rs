//! One fixture per way a data file can be wrong; each test names the exact place and kind.

use crate::support;

use std::path::PathBuf;

use gridiron::common::data_file::problem::ProblemKind;
use gridiron::games::first_and_goal::data::{Deck, FirstAndGoalProblem};
use support::{fixture, locations, problems, shipped_plus_teams, shipped_with};

fn bad_team(dir: &str) -> Vec<gridiron::games::first_and_goal::data::Problem> {
    problems(shipped_plus_teams(&format!("bad/{dir}")))
}

fn bad_file(file: &str) -> Vec<gridiron::games::first_and_goal::data::Problem> {
    problems(shipped_with(&fixture(&format!("bad/{file}"))))
}

#[test]
fn toml_syntax_error() {
    let found = bad_team("syntax");
    assert_eq!(
        locations(&found),
        ["tests/fixtures/bad/syntax/syntax.toml:2:8"]
    );
    assert!(matches!(found[0].kind, ProblemKind::Syntax { .. }));
}

#[test]
fn unknown_key() {
    // The file is checked on past the unknown key: the six dice it lacks are reported as well,
    // at its [dice] table.
    let found = bad_team("unknown-key");
    let file = "tests/fixtures/bad/unknown-key/unknown-key.toml";
    let mut expected_places = vec![format!("{file}:4:1"); 6];
    expected_places.push(format!("{file}:6:1"));
    assert_eq!(locations(&found), expected_places);
    assert!(found[..6]
        .iter()
        .all(|p| matches!(p.kind.game(), Some(FirstAndGoalProblem::MissingDie { .. }))));
    let ProblemKind::UnknownKey { key, expected } = &found[6].kind else {
        panic!("{found:?}")
    };
    assert_eq!(key, "purple");
    assert_eq!(
        expected,
        &["red", "ivory", "brown", "yellow", "blue", "green", "black"]
    );
}

#[test]
fn wrong_face_count_points_at_the_array() {
    let found = bad_team("face-count");
    assert_eq!(
        locations(&found),
        ["tests/fixtures/bad/face-count/face-count.toml:6:7"]
    );
    assert_eq!(
        found[0].kind,
        FirstAndGoalProblem::FaceCount {
            die: "red".into(),
            expected: 6,
            found: 5
        }
    );
}

#[test]
fn non_integer_face_points_at_the_face() {
    let found = bad_team("non-integer-face");
    assert_eq!(
        locations(&found),
        ["tests/fixtures/bad/non-integer-face/non-integer-face.toml:6:16"]
    );
    assert_eq!(
        found[0].kind,
        FirstAndGoalProblem::FaceNotInteger {
            die: "ivory".into(),
            found: "3.5".into()
        }
    );
}

#[test]
fn duplicate_team_name_names_both_files() {
    let found = bad_team("duplicate-team-name");
    assert_eq!(
        locations(&found),
        ["tests/fixtures/bad/duplicate-team-name/impostors.toml:2:8"]
    );
    assert_eq!(
        found[0].kind,
        ProblemKind::DuplicateTeamName {
            name: "Boston Bombers".into(),
            other_file: PathBuf::from("data/first-and-goal/teams/boston-bombers.toml"),
        }
    );
}

#[test]
fn several_problems_in_one_file_are_all_reported_in_order() {
    let found = bad_team("several");
    let file = "tests/fixtures/bad/several/several.toml";
    assert_eq!(
        locations(&found),
        [
            format!("{file}:2:8"),
            format!("{file}:5:7"),
            format!("{file}:9:26"),
            format!("{file}:14:25")
        ]
    );
    assert!(matches!(
        found[3].kind.game(),
        Some(FirstAndGoalProblem::UnknownDie { roll, die, .. }) if roll == "punt_return" && die == "boot"
    ));
    assert_eq!(found[0].kind, ProblemKind::BadCode { code: "mm".into() });
    assert_eq!(
        found[1].kind,
        FirstAndGoalProblem::FaceCount {
            die: "red".into(),
            expected: 6,
            found: 3
        }
    );
    assert_eq!(
        found[2].kind,
        FirstAndGoalProblem::FaceOutOfRange {
            die: "blue".into(),
            found: 140,
            min: -99,
            max: 99
        }
    );
}

#[test]
fn unknown_symbol_on_a_white_die() {
    let found = bad_file("unknown-symbol/white-dice.toml");
    assert_eq!(
        locations(&found),
        ["tests/fixtures/bad/unknown-symbol/white-dice.toml:2:27"]
    );
    let Some(FirstAndGoalProblem::UnknownSymbol { die, symbol, .. }) = found[0].kind.game() else {
        panic!("{found:?}")
    };
    assert_eq!((die.as_str(), symbol.as_str()), ("referee", "Z"));
}

#[test]
fn cross_reference_missing_a_defense_play() {
    let found = bad_file("missing-defense-play/cards.toml");
    assert_eq!(
        locations(&found),
        ["tests/fixtures/bad/missing-defense-play/cards.toml:21:1"]
    );
    assert_eq!(
        found[0].kind,
        FirstAndGoalProblem::MissingDefensePlay {
            offense_play: "attack".into(),
            defense_play: "yankee".into()
        }
    );
}

#[test]
fn cross_reference_naming_an_unknown_defense_play() {
    let found = bad_file("unknown-defense-play/cards.toml");
    assert_eq!(
        locations(&found),
        ["tests/fixtures/bad/unknown-defense-play/cards.toml:24:1"]
    );
    assert_eq!(
        found[0].kind,
        FirstAndGoalProblem::UnknownDefensePlay {
            offense_play: "attack".into(),
            defense_play: "zulu".into(),
            expected: vec!["xray".into(), "yankee".into()],
        }
    );
}

#[test]
fn cross_reference_repeating_a_colour() {
    let found = bad_file("repeated-colour/cards.toml");
    assert_eq!(
        locations(&found),
        ["tests/fixtures/bad/repeated-colour/cards.toml:26:36"]
    );
    assert_eq!(
        found[0].kind,
        FirstAndGoalProblem::RepeatedColour {
            colour: "yellow".into()
        }
    );
}

#[test]
fn cross_reference_with_an_unknown_colour() {
    let found = bad_file("unknown-colour/cards.toml");
    assert_eq!(
        locations(&found),
        ["tests/fixtures/bad/unknown-colour/cards.toml:26:28"]
    );
    let Some(FirstAndGoalProblem::UnknownColour { colour, .. }) = found[0].kind.game() else {
        panic!("{found:?}")
    };
    assert_eq!(colour, "purple");
}

#[test]
fn black_count_zero_and_four() {
    let found = bad_file("black-count/cards.toml");
    let file = "tests/fixtures/bad/black-count/cards.toml";
    assert_eq!(
        locations(&found),
        [format!("{file}:22:34"), format!("{file}:23:45")]
    );
    assert_eq!(
        found[0].kind,
        FirstAndGoalProblem::BlackCountOutOfRange {
            found: 0,
            min: 1,
            max: 3
        }
    );
    assert_eq!(
        found[1].kind,
        FirstAndGoalProblem::BlackCountOutOfRange {
            found: 4,
            min: 1,
            max: 3
        }
    );
}

#[test]
fn deck_not_adding_up_to_sixty() {
    let found = bad_file("deck-size/cards.toml");
    // Reported at the deck's first [[defense]] entry.
    assert_eq!(
        locations(&found),
        ["tests/fixtures/bad/deck-size/cards.toml:11:1"]
    );
    assert_eq!(
        found[0].kind,
        FirstAndGoalProblem::DeckSize {
            deck: Deck::Defense,
            expected: 60,
            found: 55
        }
    );
}

#[test]
fn duplicate_play_id() {
    let found = bad_file("duplicate-id/cards.toml");
    let file = "tests/fixtures/bad/duplicate-id/cards.toml";
    // The second "attack" took the place of "bluff", so [cross.bluff] now names no play either.
    assert_eq!(
        locations(&found),
        [format!("{file}:7:6"), format!("{file}:25:8")]
    );
    assert_eq!(
        found[0].kind,
        FirstAndGoalProblem::DuplicateId {
            id: "attack".into()
        }
    );
    assert!(matches!(
        found[1].kind.game(),
        Some(FirstAndGoalProblem::UnknownOffensePlay { .. })
    ));
}

#[test]
fn missing_core_files_and_empty_team_dirs_are_reported() {
    let found = problems(gridiron::games::first_and_goal::data::from_sources(&[]));
    let missing: Vec<String> = found.iter().map(|p| p.file.display().to_string()).collect();
    assert_eq!(
        missing,
        ["cards.toml", "special-teams.toml", "white-dice.toml"]
    );
    assert!(found
        .iter()
        .all(|p| p.kind == ProblemKind::MissingFile && p.line == 0));

    let empty = std::env::temp_dir().join(format!("gridiron-empty-{}", std::process::id()));
    std::fs::create_dir_all(&empty).expect("temp dir");
    let found = problems(gridiron::games::first_and_goal::data::load(
        std::slice::from_ref(&empty),
    ));
    assert_eq!(found[0].kind, ProblemKind::NoTomlFiles);
    let _ = std::fs::remove_dir(&empty);
}
