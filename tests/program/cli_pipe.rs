//! Output into a pipe that closes early (`gridiron completions bash | head -1`) ends quietly
//! instead of panicking with "Broken pipe".

use std::io::Read;
use std::process::{Command, Stdio};

fn closed_early(args: &[&str]) -> (Option<i32>, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_gridiron"))
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn gridiron");
    // Closing the read end before the program writes makes every write fail.
    drop(child.stdout.take());
    let mut stderr = String::new();
    if let Some(mut pipe) = child.stderr.take() {
        let _ = pipe.read_to_string(&mut stderr);
    }
    let status = child.wait().expect("exit status");
    (status.code(), stderr)
}

#[test]
fn completions_into_a_closed_pipe_do_not_panic() {
    assert_eq!(
        closed_early(&["completions", "bash"]),
        (Some(0), String::new())
    );
}

#[test]
fn the_team_list_into_a_closed_pipe_does_not_panic() {
    assert_eq!(closed_early(&["teams"]), (Some(0), String::new()));
}
