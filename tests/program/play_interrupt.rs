//! Starting with Enter only (the game Enter picks first is 1st & Goal), Ctrl-C, resuming the
//! latest game and a terminal closing mid-game: the game is always saved and the message says
//! how to go on.

use crate::terminal;

use std::time::Duration;

use expectrl::process::unix::WaitStatus;
use expectrl::{ControlCode, Eof, Expect, Session};
use terminal::{close_input, command, temp_path};

#[test]
fn enter_starts_a_game_ctrl_c_saves_it_and_resume_continues_it() {
    let home = temp_path("xdg");
    let _ = std::fs::create_dir_all(&home);
    let with_home = |args: &[&str]| {
        let mut command = command(args);
        command.env("XDG_DATA_HOME", &home).env("HOME", &home);
        command
    };

    let mut game = Session::spawn(with_home(&[])).expect("spawn");
    game.set_expect_timeout(Some(Duration::from_secs(20)));
    for question in [
        "Language / Sprache",
        "Which game?",
        "How many human coaches?",
        "Home team",
        "Away team",
        "Which team do you coach?",
        "Optional rules",
    ] {
        game.expect(question).expect(question);
        game.expect("» ").expect("its prompt");
        game.send("\r").expect("Enter");
    }
    game.expect("» ").expect("the first decision");
    game.send(ControlCode::EndOfText).expect("Ctrl-C");
    game.expect("The game is saved; continue it with:\r\n  gridiron resume")
        .expect("the resume hint");
    game.expect(Eof).expect("the end");
    let status = game.get_process().wait().expect("exit status");
    assert!(matches!(status, WaitStatus::Exited(_, 130)), "{status:?}");
    let saves: Vec<_> = std::fs::read_dir(home.join("gridiron").join("saves"))
        .expect("the save directory")
        .flatten()
        .collect();
    assert_eq!(saves.len(), 1);

    let mut resumed = Session::spawn(with_home(&["resume"])).expect("spawn");
    resumed.set_expect_timeout(Some(Duration::from_secs(20)));
    resumed.expect("» ").expect("a decision");
    resumed.send_line("").expect("Enter");
    resumed.expect("» ").expect("another decision");
    let end = close_input(&mut resumed);
    assert!(
        end.contains(
            "The input has closed. The game is saved; continue it with:\r\n  gridiron resume"
        ),
        "{end}"
    );
    let status = resumed.get_process().wait().expect("exit status");
    assert!(
        matches!(status, WaitStatus::Exited(_, 3)),
        "closed input exits with 3: {status:?}"
    );
}
