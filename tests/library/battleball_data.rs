//! Battleball's data: the shipped files load, problems come with file:line:column, organisers
//! add teams as data, and 1st & Goal's loader never sees Battleball's files.

use gridiron::common::data_file::source::Source;
use gridiron::games::battleball::data::{self, BattleballProblem};

#[test]
fn the_shipped_battleball_data_loads() {
    let library = data::load().expect("the shipped data loads");
    assert_eq!(library.teams.len(), 2);
    assert_eq!(library.formations.len(), 3);
    assert_eq!(library.board.rows, 21);
}

#[test]
fn first_and_goal_still_loads_its_own_shipped_data_only() {
    let library =
        gridiron::games::first_and_goal::data::load(&[]).expect("1st & Goal's shipped data loads");
    assert!(library.team("Iron Wolves").is_none());
    assert!(gridiron::games::first_and_goal::data::shipped()
        .iter()
        .all(|s| !s.path.starts_with("data/battleball")));
    assert!(data::shipped().len() >= 5);
}

#[test]
fn a_problem_names_file_line_and_column() {
    let mut sources = data::shipped();
    let team = Source::new(
        "mine/blue-birds.toml",
        "name = \"Blue Birds\"\ncode = \"BBI\"\ncolour = \"blue\"\n\n[roster]\nrunning-back = 4\nquarterback = 1\n",
    );
    sources.push(team);
    let problems = data::from_sources(&sources).expect_err("two problems");
    let found: Vec<(usize, usize, &str)> = problems
        .iter()
        .map(|p| (p.line, p.column, p.kind.message_id()))
        .collect();
    assert_eq!(
        found,
        [
            (5, 1, "data-bb-roster-size"),
            (7, 1, "data-bb-unknown-position")
        ]
    );
    assert!(matches!(
        problems[0].kind.game(),
        Some(BattleballProblem::RosterSize {
            found: 12,
            expected: 11
        })
    ));
}

#[test]
fn a_formation_square_outside_the_zone_is_refused() {
    let mut sources: Vec<Source> = data::shipped()
        .into_iter()
        .filter(|s| s.file_name() != "formations.toml")
        .collect();
    let text = std::fs::read_to_string("data/battleball/formations.toml")
        .unwrap()
        .replace("lineman = [[4, 1], [4, 7]]", "lineman = [[5, 3], [4, 7]]");
    sources.push(Source::new("data/battleball/formations.toml", text.clone()));
    let problems = data::from_sources(&sources).expect_err("a problem");
    // The square is left out, so the formation is also one lineman short.
    assert_eq!(problems.len(), 2);
    assert!(problems.iter().any(|p| matches!(
        p.kind.game(),
        Some(BattleballProblem::FormationShort {
            found: 1,
            expected: 2,
            ..
        })
    )));
    let off = problems
        .iter()
        .find(|p| p.kind == BattleballProblem::SquareOffZone { row: 5, column: 3 })
        .expect("the square off the zone");
    let line = text.lines().position(|l| l.contains("[[5, 3]")).unwrap() + 1;
    assert_eq!((off.line, off.column), (line, 12));
}

#[test]
fn organisers_add_a_team_as_data() {
    let team = Source::new(
        "teams/red-rockets.toml",
        "name = \"Red Rockets\"\ncode = \"RRO\"\ncolour = \"red\"\n[roster]\nrunning-back = 4\nlineman = 1\n",
    );
    let library = data::load_with_teams(&[team]).expect("a valid team file");
    let rockets = library.team("RRO").unwrap();
    assert_eq!(rockets.roster, [4, 1, 1, 2, 2, 1]);
}
