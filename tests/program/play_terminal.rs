//! End-to-end games at a pseudo-terminal: two coaches in English and in German, four coaches,
//! and hidden hands.

use crate::terminal;

use terminal::{check_hands, drive, game, team_of, temp_path, ENGLISH, GERMAN};

#[test]
fn two_coaches_play_a_whole_game_in_english() {
    let save = temp_path("two-en.toml");
    let save_arg = save.to_string_lossy().to_string();
    let run = drive(
        &game("Boston Bombers", "base", "2", "en", "1", "none", &save_arg),
        &ENGLISH,
        40,
        None,
    );
    assert!(
        run.output.contains("Game over"),
        "{}",
        &run.output[run.output.len().saturating_sub(3000)..]
    );
    assert!(run.took_timeout && run.punted);
    assert!(
        run.penalty_questions > 0,
        "no penalty decision with this seed"
    );
    let checked = check_hands(
        &run.output,
        "Your hand, ",
        "please take over",
        |seat, person| team_of(seat) == team_of(person),
    );
    assert!(checked > 20);
    eprintln!("prompts {} handoffs {}", run.prompts, run.handoffs);
}

#[test]
fn two_coaches_play_a_whole_game_in_german() {
    let save = temp_path("two-de.toml");
    let save_arg = save.to_string_lossy().to_string();
    let run = drive(
        &game(
            "Boston Bombers",
            "base",
            "2",
            "de",
            "7",
            "breakaways,turnovers,squib",
            &save_arg,
        ),
        &GERMAN,
        40,
        None,
    );
    assert!(run.output.contains("Spielende"));
    assert!(run.took_timeout && run.punted);
    assert!(
        run.penalty_questions > 0,
        "no penalty decision with this seed"
    );
    for word in [
        "Angreifer",
        "Verteidiger",
        "Spielwürfel",
        "Strafstoß",
        "TIMEOUT",
    ] {
        assert!(run.output.contains(word), "no {word}");
    }
    check_hands(
        &run.output,
        "Deine Handkarten, ",
        "bitte übernehmen",
        |seat, person| team_of(seat) == team_of(person),
    );
}

#[test]
fn four_coaches_each_see_only_their_own_hand() {
    let save = temp_path("four.toml");
    let save_arg = save.to_string_lossy().to_string();
    let run = drive(
        &[
            "play",
            "--home",
            "BOS",
            "--away",
            "base",
            "--humans",
            "4",
            "--share-hands",
            "false",
            "--lang",
            "en",
            "--seed",
            "5",
            "--optional",
            "none",
            "--save",
            &save_arg,
        ],
        &ENGLISH,
        40,
        None,
    );
    assert!(run.output.contains("Game over"));
    let checked = check_hands(
        &run.output,
        "Your hand, ",
        "please take over",
        |seat, person| seat == person,
    );
    assert!(checked > 20);
    for seat in [
        "Offense (Boston Bombers)",
        "Defense (Boston Bombers)",
        "Offense (Base)",
        "Defense (Base)",
    ] {
        assert!(
            run.output.contains(&format!("{seat}: please take over")),
            "{seat} never handed over"
        );
    }
}
