//! Three coaches (rule M2): the team with two coaches hands over between its offense and defense
//! coach, and the hand-off says when the table lets partners watch each other's hand.

use crate::terminal;

use terminal::{check_hands, drive, team_of, temp_path, GERMAN};

#[test]
fn three_coaches_split_one_team_and_partners_may_watch() {
    let save = temp_path("three.toml");
    let save_arg = save.to_string_lossy().to_string();
    let run = drive(
        &[
            "play",
            "--home",
            "BOS",
            "--away",
            "base",
            "--humans",
            "3",
            "--side",
            "away",
            "--share-hands",
            "true",
            "--lang",
            "de",
            "--seed",
            "11",
            "--optional",
            "none",
            "--save",
            &save_arg,
        ],
        &GERMAN,
        40,
        None,
    );
    assert!(run.output.contains("Spielende"), "the game did not finish");
    // Partners share, so a hand may be shown to either coach of its team, never to the other team.
    let checked = check_hands(
        &run.output,
        "Deine Handkarten, ",
        "bitte übernehmen",
        |seat, person| team_of(seat) == team_of(person),
    );
    assert!(checked > 20, "only {checked} hands checked");
    // Long hand-offs wrap at 80 columns; compare the words, not the line breaks.
    let words = run.output.split_whitespace().collect::<Vec<_>>().join(" ");
    for seat in ["Angreifer (Base)", "Verteidiger (Base)"] {
        assert!(
            words.contains(&format!("{seat}: bitte übernehmen, dann [")),
            "{seat} was never handed over as a partner"
        );
    }
    // The Bombers' one coach has no partner, so is never told one may watch.
    assert!(!run.output.contains("Partner bei Boston Bombers"));
    assert!(words.contains("(dein Partner bei Base darf zuschauen)"));
    assert!(run.output.lines().any(|line| line
        .contains("(Boston Bombers): bitte übernehmen, dann [")
        && line.contains("] tippen und Enter »")));
}
