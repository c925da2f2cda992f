//! The shipped data loads, matches the published dice, and teams can build on other teams.

use crate::support;

use gridiron::games::first_and_goal::data::model::{Colour, SpecialRoll};
use gridiron::games::first_and_goal::data::{check_files, load};
use support::fixture;

/// A verbatim copy of the workplace's `shared/reference/team-dice.csv`, so a clean clone tests
/// without the folder beside it.
const CSV: &str = include_str!("../fixtures/team-dice.csv");

/// (team name, 42 faces: red, ivory, brown, yellow, blue, green, black) per CSV row.
fn published_dice() -> Vec<(String, Vec<i8>)> {
    CSV.lines()
        .skip(1)
        .filter(|line| !line.trim().is_empty())
        .map(|line| {
            let (name, faces) = line.rsplit_once('"').expect("quoted team name");
            let name = name.trim_start_matches('"').to_string();
            let faces = faces
                .split(',')
                .filter(|f| !f.is_empty())
                .map(|f| f.trim().parse().expect("integer face"))
                .collect();
            (name, faces)
        })
        .collect()
}

#[test]
fn shipped_data_loads() {
    let library = load(&[]).unwrap_or_else(|problems| panic!("{problems:#?}"));
    assert_eq!(library.cards.offense.len(), 12);
    assert_eq!(library.cards.defense.len(), 12);
    assert_eq!(library.teams.len(), 26);
}

#[test]
fn every_team_matches_the_published_dice() {
    let library = load(&[]).unwrap_or_else(|problems| panic!("{problems:#?}"));
    let published = published_dice();
    assert_eq!(published.len(), 26, "26 rows in the CSV");
    for (name, faces) in &published {
        let loaded = library
            .team(name)
            .unwrap_or_else(|| panic!("no team {name}"));
        assert_eq!(&loaded.team.name, name);
        let dice = &loaded.team.dice;
        let mut loaded_faces: Vec<i8> = Colour::ALL
            .iter()
            .flat_map(|&c| dice.colour(c).faces)
            .collect();
        loaded_faces.extend(dice.black.faces);
        assert_eq!(&loaded_faces, faces, "dice of {name}");
    }
}

#[test]
fn known_divisions_are_set_and_the_rest_left_out() {
    let library = load(&[]).unwrap_or_else(|problems| panic!("{problems:#?}"));
    let division = |query: &str| library.team(query).and_then(|t| t.team.division.clone());
    assert_eq!(division("st-paul-paladins").as_deref(), Some("Northwest"));
    assert_eq!(division("Raleigh Reapers").as_deref(), Some("Southeast"));
    assert_eq!(division("BOS"), None);
    assert_eq!(division("essen eagles"), None);
}

#[test]
fn teams_are_found_by_name_code_or_slug() {
    let library = load(&[]).unwrap_or_else(|problems| panic!("{problems:#?}"));
    for query in [
        "St. Paul Paladins",
        "st-paul-paladins",
        "STP",
        "stp",
        "st paul paladins",
    ] {
        assert_eq!(
            library.team(query).map(|t| t.team.code.as_str()),
            Some("STP"),
            "{query}"
        );
    }
    assert!(library.team("nobody").is_none());
}

#[test]
fn default_special_teams_resolve_to_the_teams_own_dice() {
    let library = load(&[]).unwrap_or_else(|problems| panic!("{problems:#?}"));
    let bombers = &library.team("BOS").expect("Boston").team;
    let onside = &bombers.special.onside;
    assert_eq!(onside.len(), 2);
    assert_eq!(onside[0].die, *bombers.dice.colour(Colour::Red));
    assert_eq!(bombers.special.dice(SpecialRoll::FieldGoal).len(), 3);
    assert_eq!(
        bombers.special.field_goal[0].die.faces,
        [9, 11, 13, 15, 17, 19]
    );
}

#[test]
fn a_team_inherits_from_its_base_and_overrides_some_dice() {
    let library =
        load(&[fixture("good/derived")]).unwrap_or_else(|problems| panic!("{problems:#?}"));
    let bombers = library
        .team("boston bombers")
        .expect("bombers")
        .team
        .clone();
    let bruisers = &library.team("BRU").expect("bruisers").team;
    assert_eq!(bruisers.dice.colour(Colour::Red).faces, [1, 2, 3, 4, 5, 6]);
    assert_eq!(
        bruisers.dice.colour(Colour::Green),
        bombers.dice.colour(Colour::Green)
    );
    assert_eq!(bruisers.dice.black, bombers.dice.black);
    let names: Vec<&str> = bruisers
        .special
        .punt_return
        .iter()
        .map(|d| d.name.as_str())
        .collect();
    assert_eq!(names, ["green", "big_leg"]);
    assert_eq!(
        bruisers.special.punt_return[1].die.faces,
        [12, 14, 15, 16, 17, 18]
    );
    // The kickoff return is not overridden: the default dice, but the team's own red.
    assert_eq!(
        bruisers.special.kickoff_return[0].die.faces,
        [1, 2, 3, 4, 5, 6]
    );

    // Two levels: the brats take the bruisers' red and special dice, and their own black.
    let brats = &library.team("boston-brats").expect("brats").team;
    assert_eq!(brats.dice.colour(Colour::Red).faces, [1, 2, 3, 4, 5, 6]);
    assert_eq!(brats.dice.black.faces, [0; 6]);
    assert_eq!(brats.special.punt_return, bruisers.special.punt_return);
    assert_eq!(brats.division, None);
}

#[test]
fn a_small_valid_card_set_loads() {
    let library = support::shipped_with(&fixture("good/mini/cards.toml"))
        .unwrap_or_else(|p| panic!("{p:#?}"));
    let cards = &library.cards;
    assert_eq!(cards.matrix.len(), 4);
    let cell = cards.cell(
        cards.offense_index("bluff").expect("bluff"),
        cards.defense_index("xray").expect("xray"),
    );
    assert!(cell.colours.contains(Colour::Yellow) && cell.colours.contains(Colour::Blue));
    assert_eq!(cell.black, 1);
}

#[test]
fn checking_the_shipped_teams_finds_nothing() {
    assert_eq!(check_files(&[]), vec![]);
    let teams = std::path::PathBuf::from(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/data/first-and-goal/teams"
    ));
    assert_eq!(check_files(&[teams]), vec![]);
    let one_team = fixture("good/derived/boston-bruisers.toml");
    assert_eq!(check_files(&[one_team]), vec![]);
}

#[test]
fn checked_like_a_team_directory_the_fixed_files_are_refused() {
    use gridiron::games::first_and_goal::data::FirstAndGoalProblem;
    // A path given to validate is read as --data reads it: every file a team file.
    let data = std::path::PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/data"));
    let names: Vec<String> = check_files(&[data])
        .into_iter()
        .map(|p| match p.kind.game() {
            Some(FirstAndGoalProblem::FixedFileAsTeam { name }) => name.clone(),
            _ => panic!("{:?}", p.kind),
        })
        .collect();
    assert_eq!(
        names,
        ["cards.toml", "special-teams.toml", "white-dice.toml"]
    );
}

#[test]
fn the_shipped_play_die_trades_blank_for_a_second_breakaway_for_balance() {
    use gridiron::games::first_and_goal::data::model::Symbol;
    let library = load(&[]).unwrap_or_else(|problems| panic!("{problems:#?}"));
    let play = library.white.play;
    assert_eq!(play.iter().filter(|&&s| s == Symbol::Breakaway).count(), 2);
    assert!(!play.contains(&Symbol::Blank));
    for symbol in [Symbol::X, Symbol::T, Symbol::P, Symbol::Hail] {
        assert!(play.contains(&symbol), "{symbol:?}");
    }
}
