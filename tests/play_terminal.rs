//! End-to-end games at a pseudo-terminal: two coaches in English and in German, four coaches,
//! and hidden hands.

mod terminal;

use terminal::{check_hands, drive, team_of, temp_path, ENGLISH, GERMAN};

#[test]
fn two_coaches_play_a_whole_game_in_english() {
    let save = temp_path("two-en.toml");
    let save_arg = save.to_string_lossy().to_string();
    let run = drive(
        &[
            "play",
            "--home",
            "Boston Bombers",
            "--away",
            "base",
            "--humans",
            "2",
            "--lang",
            "en",
            "--seed",
            "7",
            "--optional",
            "none",
            "--save",
            &save_arg,
        ],
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
#[ignore]
fn dump_screens() {
    let run = drive(
        &[
            "play",
            "--home",
            "Boston Bombers",
            "--away",
            "base",
            "--humans",
            "2",
            "--lang",
            "de",
            "--seed",
            "7",
            "--optional",
            "none",
            "--save",
            "/tmp/dump.toml",
        ],
        &GERMAN,
        40,
        None,
    );
    std::fs::write("/tmp/screens.txt", &run.output).unwrap();
}
