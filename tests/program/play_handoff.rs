//! The hand-off needs a deliberate act by the next coach: the letter shown only on the hand-off
//! screen. Stray Enters and digits typed ahead by the previous coach are thrown away and never
//! uncover the other team's hand.

use crate::terminal;

use std::time::Duration;

use expectrl::{Expect, Session};
use terminal::{
    check_hands, command, drive_typing_ahead, game, handoff_key, team_of, temp_path,
    CLEAR_SCROLLBACK, ENGLISH, PROMPT_END,
};

#[test]
fn type_ahead_at_every_decision_never_shows_a_hand_to_the_wrong_coach() {
    let save = temp_path("handoff-burst.toml");
    let save_arg = save.to_string_lossy().to_string();
    let run = drive_typing_ahead(
        &game("BOS", "base", "2", "en", "3", "none", &save_arg),
        &ENGLISH,
        40,
        None,
        "\r\r1\r\r2\r\r\r",
    );
    assert!(run.output.contains("Game over"), "the game did not finish");
    let checked = check_hands(
        &run.output,
        "Your hand, ",
        "please take over",
        |seat, person| team_of(seat) == team_of(person),
    );
    assert!(checked > 20, "only {checked} hands checked");
    assert!(run.handoffs > 20);
}

#[test]
fn enter_and_digits_do_not_pass_a_hand_off() {
    let save = temp_path("handoff-keys.toml");
    let save_arg = save.to_string_lossy().to_string();
    let mut session = Session::spawn(command(&game(
        "BOS", "base", "2", "en", "3", "none", &save_arg,
    )))
    .expect("spawn gridiron");
    session.set_expect_timeout(Some(Duration::from_secs(20)));
    let found = session.expect(PROMPT_END).expect("the first hand-off");
    let screen = String::from_utf8_lossy(found.before()).to_string();
    let key = handoff_key(&screen, "please take over").expect("a key on the hand-off");
    // The wrong answers: Enter, a digit, the seat's first letter if it is not the key.
    for wrong in ["", "1", "2", "x"] {
        if wrong.eq_ignore_ascii_case(&key.to_string()) {
            continue;
        }
        session.send_line(wrong).expect("type");
        let found = session.expect(PROMPT_END).expect("asked again");
        let text = String::from_utf8_lossy(found.before()).to_string();
        assert!(text.contains("Only the coach taking over"), "{text}");
        assert!(!text.contains(CLEAR_SCROLLBACK) && !text.contains("Your hand"));
    }
    session
        .send_line(key.to_lowercase().to_string())
        .expect("the key");
    let found = session.expect(PROMPT_END).expect("the coach's screen");
    let text = String::from_utf8_lossy(found.before()).to_string();
    assert!(text.contains(CLEAR_SCROLLBACK), "{text}");
    assert!(!text.contains("Only the coach taking over"));
    let _ = session.send(expectrl::ControlCode::EndOfTransmission);
}
