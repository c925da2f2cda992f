//! A terminal smaller than the 80x24 every screen is drawn for: the program says so in the
//! player's language and waits for the window to grow, at the first question and whenever the
//! window shrinks mid-game, and never panics (the optional-rules question once did at 2 rows).

use crate::terminal;

use std::process::Command;
use std::time::Duration;

use expectrl::process::unix::WaitStatus;
use expectrl::session::OsSession;
use expectrl::{Expect, Session};
use terminal::{close_input, temp_path, PROMPT_END};

// One word of the notice each: it is wrapped to the window it is shown in, as narrow as one
// column, so no two of its words are sure to share a line.
const TOO_SMALL: &str = "columns";
const ZU_KLEIN: &str = "Spalten";

/// `gridiron args` in a pseudo-terminal of `columns` x `rows` from its first instruction on: a
/// shell holds it back until the size is set (the pty is made 80x24 as the child starts).
fn spawn_at(columns: u16, rows: u16, args: &[&str]) -> OsSession {
    let mut command = Command::new("sh");
    command
        .arg("-c")
        .arg("read -r go && exec \"$0\" \"$@\"")
        .arg(env!("CARGO_BIN_EXE_gridiron"))
        .args(args)
        .env("NO_COLOR", "1")
        .env("TERM", "xterm");
    for var in ["LC_ALL", "LC_MESSAGES", "LANG"] {
        command.env_remove(var);
    }
    let mut session = Session::spawn(command).expect("spawn gridiron in a pty");
    session.set_expect_timeout(Some(Duration::from_secs(20)));
    resize(&mut session, columns, rows);
    session.send_line("go").expect("let gridiron start");
    session
}

fn resize(session: &mut OsSession, columns: u16, rows: u16) {
    session
        .get_process_mut()
        .set_window_size(columns, rows)
        .expect("resize the pty");
}

/// Closes the input and checks the game ended as a closed input ends it (saved, exit 3).
fn ends_saved(mut session: OsSession, what: &str) {
    let end = close_input(&mut session);
    let status = session.get_process().wait().expect("exit status");
    assert!(
        matches!(status, WaitStatus::Exited(_, 3)),
        "{what}: {status:?}\n{end}"
    );
}

#[test]
fn a_first_and_goal_game_waits_for_room_at_every_small_size() {
    for (columns, rows) in [(80, 2), (20, 10), (1, 1), (79, 24), (80, 23)] {
        let what = format!("{columns}x{rows}");
        let save = temp_path(&format!("small-fg-{columns}x{rows}.toml"));
        let save = save.to_string_lossy().to_string();
        let mut game = spawn_at(
            columns,
            rows,
            &[
                "play", "--humans", "1", "--home", "base", "--away", "base", "--lang", "en",
                "--save", &save,
            ],
        );
        game.expect(TOO_SMALL)
            .unwrap_or_else(|e| panic!("{what}: no word of the size ({e})"));
        resize(&mut game, 80, 24);
        // Which team, then the optional rules (where dialoguer's paging panicked), then play.
        for question in ["Which team do you coach?", "Optional rules"] {
            game.expect(question)
                .unwrap_or_else(|e| panic!("{what}: {question} ({e})"));
            game.expect(PROMPT_END).expect("the prompt");
            game.send("\r").expect("Enter");
        }
        game.expect(PROMPT_END).expect("the first decision");
        ends_saved(game, &what);
    }
}

#[test]
fn a_window_made_smaller_mid_game_is_waited_for_and_the_game_goes_on() {
    let save = temp_path("small-shrunk.toml");
    let save = save.to_string_lossy().to_string();
    let mut game = spawn_at(
        80,
        24,
        &[
            "play",
            "--humans",
            "1",
            "--side",
            "home",
            "--home",
            "base",
            "--away",
            "base",
            "--optional",
            "none",
            "--lang",
            "de",
            "--save",
            &save,
        ],
    );
    game.expect(PROMPT_END).expect("the first decision");
    for (columns, rows) in [(80, 2), (20, 10), (1, 1)] {
        resize(&mut game, columns, rows);
        game.send("\r").expect("Enter");
        game.expect(ZU_KLEIN)
            .unwrap_or_else(|e| panic!("{columns}x{rows}: no word of the size ({e})"));
        resize(&mut game, 80, 24);
        game.expect(PROMPT_END).expect("the next decision");
    }
    ends_saved(game, "shrunk mid-game");
}

#[test]
fn a_battleball_game_waits_for_room_too() {
    let save = temp_path("small-bb.toml");
    let save = save.to_string_lossy().to_string();
    let mut game = spawn_at(
        20,
        10,
        &[
            "play",
            "--game",
            "battleball",
            "--humans",
            "1",
            "--side",
            "home",
            "--home",
            "IWO",
            "--away",
            "BHA",
            "--optional",
            "none",
            "--lang",
            "en",
            "--save",
            &save,
        ],
    );
    game.expect(TOO_SMALL).expect("a word of the size");
    resize(&mut game, 80, 24);
    game.expect(PROMPT_END).expect("the first decision");
    ends_saved(game, "battleball");
}
