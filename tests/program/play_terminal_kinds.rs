//! The terminal the game runs in: a dumb terminal cannot hide a hand, so hot-seat play is
//! refused there; questions are asked on stdout, so `play 2>log` plays; and the replay header
//! fits 80 columns whatever the team names and the seed.

use crate::terminal;

use std::process::Command;
use std::time::Duration;

use expectrl::process::unix::WaitStatus;
use expectrl::{Eof, Expect, Session};
use terminal::{close_input, command, temp_path, PROMPT_END};

#[test]
fn hot_seat_on_a_dumb_terminal_is_refused_with_a_reason() {
    let save = temp_path("dumb.toml");
    let mut cmd = command(&[
        "play",
        "--humans",
        "2",
        "--lang",
        "en",
        "--save",
        &save.to_string_lossy(),
    ]);
    cmd.env("TERM", "dumb");
    let mut session = Session::spawn(cmd).expect("spawn");
    session.set_expect_timeout(Some(Duration::from_secs(20)));
    session
        .expect("cannot clear the screen")
        .expect("the reason");
    session.expect(Eof).expect("the end");
    let status = session.get_process().wait().expect("exit status");
    assert!(matches!(status, WaitStatus::Exited(_, 2)), "{status:?}");
    assert!(!save.exists(), "no game was started");
}

#[test]
fn play_with_stderr_to_a_file_asks_its_questions_and_plays() {
    let save = temp_path("stderr.toml");
    let log = temp_path("stderr.log");
    let line = format!(
        "exec '{}' play --humans 1 --home BOS --away base --lang en --seed 1 --optional none \
         --save '{}' 2>'{}'",
        env!("CARGO_BIN_EXE_gridiron"),
        save.display(),
        log.display()
    );
    let mut cmd = Command::new("sh");
    cmd.args(["-c", &line])
        .env("NO_COLOR", "1")
        .env("TERM", "xterm");
    let mut session = Session::spawn(cmd).expect("spawn");
    session.set_expect_timeout(Some(Duration::from_secs(20)));
    session
        .expect("Which team do you coach?")
        .expect("a question");
    session.send("\r").expect("Enter");
    session.expect(PROMPT_END).expect("the first decision");
    session.expect(PROMPT_END).ok();
    let end = close_input(&mut session);
    assert!(
        end.contains("The input has closed. The game is saved;"),
        "{end}"
    );
    let status = session.get_process().wait().expect("exit status");
    assert!(matches!(status, WaitStatus::Exited(_, 3)), "{status:?}");
}

#[test]
fn the_replay_header_fits_80_columns() {
    let save = temp_path("header.toml");
    let played = command(&[
        "play",
        "--humans",
        "0",
        "--home",
        "Virginia Beach Valiants",
        "--away",
        "Salt Lake City Shakers",
        "--seed",
        "18446744073709551615",
        "--lang",
        "de",
        "--save",
        &save.to_string_lossy(),
    ])
    .output()
    .expect("run");
    assert_eq!(played.status.code(), Some(0));
    let replay = command(&["replay", "--lang", "en", &save.to_string_lossy()])
        .output()
        .expect("run");
    let text = String::from_utf8_lossy(&replay.stdout).to_string();
    let wide: Vec<&str> = text.lines().filter(|l| l.chars().count() > 80).collect();
    assert!(wide.is_empty(), "{wide:#?}");
    assert!(text.starts_with("Virginia Beach Valiants (home) against Salt Lake City Shakers"));
}
