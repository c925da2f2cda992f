//! The exit codes of every command, in one place: scripts and the tests rely on them.

pub const EXIT_OK: i32 = 0;
/// A file or data problem: a save that cannot be read, data that does not load.
pub const EXIT_PROBLEM: i32 = 1;
/// Bad usage: an unknown team, language, rule, a bad seed, interactive play without a terminal.
pub const EXIT_USAGE: i32 = 2;
/// Input closed in the middle of a game; the game is saved. (A save that fails stops the game
/// with `EXIT_PROBLEM`.)
pub const EXIT_CLOSED: i32 = 3;
/// Ctrl-C, as shells report a SIGINT; also SIGTERM and SIGHUP (a closed window, a logout,
/// `kill`), which end a game the same way: saved, its lock removed, how to resume said.
pub const EXIT_INTERRUPTED: i32 = 130;

/// Why a command did not succeed, each with its exit code. Whatever there was to say has been
/// said where it happened; `main` alone turns this into the process's exit code.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Failure {
    /// A file or data problem (`EXIT_PROBLEM`).
    Problem,
    /// Bad usage (`EXIT_USAGE`).
    Usage,
    /// Input closed in the middle of a game, which is saved (`EXIT_CLOSED`).
    Closed,
    /// Ctrl-C or a signal that ends the game (`EXIT_INTERRUPTED`).
    Interrupted,
}

impl Failure {
    pub fn code(self) -> i32 {
        match self {
            Failure::Problem => EXIT_PROBLEM,
            Failure::Usage => EXIT_USAGE,
            Failure::Closed => EXIT_CLOSED,
            Failure::Interrupted => EXIT_INTERRUPTED,
        }
    }
}

/// What every command returns.
pub type Done = Result<(), Failure>;

/// The exit code of a command's result.
pub fn code_of(done: Done) -> i32 {
    done.map_or_else(Failure::code, |()| EXIT_OK)
}
