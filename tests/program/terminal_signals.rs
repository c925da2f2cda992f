//! SIGTERM and SIGHUP (a closed window, a logout, `kill`) end a game as Ctrl-C does: the game is
//! saved, the lock removed, no temporary file left, the way to resume said, exit code 130. And a
//! temporary file a killed process left beside a save is removed when the save is next opened,
//! never one of a process that still runs.

use crate::online_bots::{save_of, start_host_saying, temp_dir, FIRST_AND_GOAL_FOR_TWO};
use crate::records;
use crate::terminal;

use std::path::Path;
use std::process::Stdio;
use std::time::Duration;

use expectrl::process::unix::WaitStatus;
use expectrl::{Eof, Expect, Session};
use terminal::{command, temp_path, PROMPT_END};

/// The files beside `save` whose names start with `.NAME.` and end with `.tmp`, or `.lock`.
fn leftovers(save: &Path) -> Vec<String> {
    let name = save
        .file_name()
        .map(|n| n.to_string_lossy().to_string())
        .unwrap_or_default();
    let dir = save.parent().expect("a folder");
    std::fs::read_dir(dir)
        .expect("the folder")
        .flatten()
        .map(|e| e.file_name().to_string_lossy().to_string())
        .filter(|n| {
            (n.starts_with(&format!(".{name}.")) && n.ends_with(".tmp"))
                || *n == format!("{name}.lock")
        })
        .collect()
}

fn ends_like_ctrl_c(signal: libc::c_int, name: &str) {
    let folder = temp_path(&format!("signal-{name}"));
    std::fs::create_dir_all(&folder).expect("a folder");
    let save = folder.join("game.toml");
    let save_arg = save.to_string_lossy().to_string();
    let args = [
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
        "en",
        "--seed",
        "4",
        "--save",
        &save_arg,
    ];
    let mut game = Session::spawn(command(&args)).expect("spawn");
    game.set_expect_timeout(Some(Duration::from_secs(20)));
    game.expect(PROMPT_END).expect("the first decision");
    assert!(save.exists(), "the game is saved before its first decision");
    assert_eq!(leftovers(&save), vec!["game.toml.lock".to_string()]);
    let pid = game.get_process().pid().as_raw();
    // SAFETY: a signal to the child this test spawned.
    assert_eq!(unsafe { libc::kill(pid, signal) }, 0);
    game.expect("The game is saved; continue it with:\r\n  gridiron resume")
        .unwrap_or_else(|e| panic!("{name}: the resume hint ({e})"));
    game.expect(Eof).expect("the end");
    let status = game.get_process().wait().expect("exit status");
    assert!(
        matches!(status, WaitStatus::Exited(_, 130)),
        "{name}: {status:?}"
    );
    assert!(
        leftovers(&save).is_empty(),
        "{name}: {:?}",
        leftovers(&save)
    );
    assert!(
        save.exists(),
        "{name}: the save is kept for `gridiron resume`"
    );
}

#[test]
fn sigterm_saves_says_how_to_resume_and_removes_the_lock() {
    ends_like_ctrl_c(libc::SIGTERM, "SIGTERM");
}

#[test]
fn sighup_saves_says_how_to_resume_and_removes_the_lock() {
    ends_like_ctrl_c(libc::SIGHUP, "SIGHUP");
}

#[test]
fn a_killed_writes_temporary_file_is_removed_when_the_save_is_resumed() {
    let folder = temp_path("stale-temps");
    std::fs::create_dir_all(&folder).expect("a folder");
    let save = folder.join("game.toml");
    let text = records::unfinished(7, 3).to_toml().expect("a record");
    std::fs::write(&save, text).expect("the save");
    // No process has this number: above the largest a Linux system hands out (2^22).
    let dead = folder.join(".game.toml.99999999.0.tmp");
    // The test's own process runs: its write would be under way.
    let live = folder.join(format!(".game.toml.{}.3.tmp", std::process::id()));
    // Another save's temporary file is not this save's business.
    let other = folder.join(".other.toml.99999999.0.tmp");
    for path in [&dead, &live, &other] {
        std::fs::write(path, "half a save").expect("a temporary file");
    }
    let output = command(&["resume", &save.to_string_lossy()])
        .stdin(Stdio::null())
        .output()
        .expect("run gridiron");
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    assert!(
        !dead.exists(),
        "the dead process's temporary file is removed"
    );
    assert!(live.exists(), "a running process's temporary file is kept");
    assert!(other.exists(), "another save's temporary file is kept");
}

/// A host stopped by SIGTERM (or Ctrl-C) says how to host the game again, the save beside it.
#[test]
fn a_host_stopped_says_how_to_host_the_game_again() {
    let dir = temp_dir("signal-host");
    let mut host = start_host_saying(&dir, FIRST_AND_GOAL_FOR_TWO, Stdio::piped());
    let pid = host.child.id() as libc::pid_t;
    // SAFETY: a signal to the child this test spawned.
    assert_eq!(unsafe { libc::kill(pid, libc::SIGTERM) }, 0);
    let status = host.child.wait().expect("the host ends");
    let mut said = String::new();
    if let Some(mut out) = host.child.stdout.take() {
        std::io::Read::read_to_string(&mut out, &mut said).expect("what the host said");
    }
    assert_eq!(status.code(), Some(130), "{said}");
    assert!(
        said.contains(&format!(
            "The game is saved; host it again with:\n  gridiron host --resume \"{}\"",
            save_of(&dir).display()
        )),
        "{said}"
    );
}
