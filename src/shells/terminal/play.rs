//! The `play`, `resume`, `replay` and `rules` commands, for every game: which game (`--game`,
//! the opening question, or the game a save holds), handed to that game's adapter; and what
//! every game's commands share: the options as typed and their checks, the Ctrl-C handler, the
//! lock on a save, the screen, and running a session to its end. Each command returns a
//! [`Done`] and never exits the process itself, except the Ctrl-C handler, which must end a
//! process blocked on input.

use std::io::{IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Mutex;
use std::time::Duration;

use crate::common::data_file::problem::{render_plain, Problem};
use crate::common::i18n::{arg, Language, Localizer};
use crate::common::palette::Palette;
use crate::common::side::Side;
use crate::common::text::printable;
use crate::registry::{self, GameEntry};
use crate::shells::kit::exit::{Done, Failure, EXIT_INTERRUPTED};
use crate::shells::kit::save_problem;
use crate::shells::kit::text::{message, paragraphs};
use crate::shells::terminal::questions;
use crate::shells::terminal::savefile::{self, LockError, SaveLock};
use crate::shells::terminal::screen::{Closed, Screen};
use crate::shells::terminal::session::{Ended, Session, TerminalGame};

/// The play options as typed; every one may be left open.
#[derive(Debug, Clone, Default)]
pub struct PlayOptions {
    pub home: Option<String>,
    pub away: Option<String>,
    pub humans: Option<String>,
    pub side: Option<String>,
    pub share_hands: Option<bool>,
    pub optional: Option<Vec<String>>,
    pub seed: Option<String>,
    pub save: Option<PathBuf>,
    /// Overwrite `save` even if it holds something other than a finished game.
    pub force: bool,
    pub data: Option<PathBuf>,
    /// The computer coach, by the name the game gives it.
    pub coach: Option<String>,
    /// Milliseconds between narrated lines of a computer-only game on a terminal.
    pub delay: Option<String>,
}

/// The game `--game` names, or says in the user's language what it may be.
fn parse_game(text: &str, loc: &Localizer) -> Result<&'static GameEntry, Failure> {
    registry::find(text)
        .ok_or_else(|| usage(loc, "app-error-game", &[arg("game", text.to_string())]))
}

/// Which game to play: `--game`, else the question (only when `ask`: `gridiron` without a
/// command, on a terminal), else the default game.
pub(crate) fn which_game(
    game: Option<&str>,
    ask: bool,
    loc: &Localizer,
) -> Result<&'static GameEntry, Failure> {
    match game {
        Some(text) => parse_game(text, loc),
        None if ask && interactive() => {
            let chosen = questions::game(&screen(loc), loc).map_err(|_| Failure::Interrupted)?;
            Ok(registry::GAMES
                .get(chosen)
                .unwrap_or_else(registry::default_game))
        }
        None => Ok(registry::default_game()),
    }
}

/// `gridiron rules`: the rules summary of the game `--game` names (the default game unless it
/// names another), then those of its optional rules `--optional` names (every one without
/// it, none for "none"), wrapped to 80 columns.
pub fn run_rules(
    game: Option<&str>,
    optional: Option<&[String]>,
    loc: &Localizer,
    out: &mut dyn Write,
) -> Done {
    let game = match game {
        Some(text) => parse_game(text, loc)?,
        None => registry::default_game(),
    };
    let summaries = game.terminal.optional_rules_summaries;
    let mut ids = Vec::new();
    match optional {
        None => ids.extend(summaries.iter().map(|&(_, id)| id)),
        Some(names) => {
            for name in names.iter().map(|n| n.trim()) {
                if name.eq_ignore_ascii_case("none") {
                    continue;
                }
                let Some(&rule) = game
                    .optional_rules
                    .iter()
                    .find(|rule| rule.eq_ignore_ascii_case(name))
                else {
                    return Err(usage(
                        loc,
                        "app-error-rules-optional",
                        &[
                            arg("rule", printable(name).into_owned()),
                            arg("rules", game.optional_rules.join(", ")),
                        ],
                    ));
                };
                ids.extend(
                    summaries
                        .iter()
                        .filter(|&&(r, _)| r == rule)
                        .map(|&(_, id)| id),
                );
            }
        }
    }
    let mut text = paragraphs(&loc.text(game.terminal.rules_summary));
    for id in ids {
        text.push('\n');
        text.push_str(&paragraphs(&loc.text(id)));
    }
    let _ = out.write_all(text.as_bytes());
    Ok(())
}

/// `play` of the game `--game` names (`game`), or, with `ask` and no `--game`, of the game the
/// opening question picks; the default game otherwise.
///
/// Where it asks which game, the language (unless `--lang` gave it) is asked before it, as
/// `play` asks it first: the bilingual question is the first anyone sees, and every question
/// after it is in the language chosen.
pub fn run_play_game(
    options: &PlayOptions,
    game: Option<&str>,
    ask: bool,
    language: Option<Language>,
    loc: &Localizer,
) -> Done {
    if game.is_none() && ask && language.is_none() && interactive() {
        let chosen = language_to_play(None, true, loc)?;
        let loc = crate::i18n::localizer(chosen);
        let game = which_game(None, true, &loc)?;
        return (game.terminal.play)(options, Some(chosen), &loc);
    }
    let game = which_game(game, ask, loc)?;
    (game.terminal.play)(options, language, loc)
}

/// `resume`: `language` is the one the command line asked for; without it the game goes on in
/// the language it was started in (the save's), else the detected `loc`'s. Without a file, the
/// latest unfinished game of any game.
pub fn resume(file: Option<&Path>, language: Option<Language>, loc: &Localizer) -> Done {
    let path = match file {
        Some(path) => path.to_path_buf(),
        None => match savefile::save_dir().and_then(|dir| savefile::latest_unfinished(&dir)) {
            Some(path) => path,
            None => {
                error(&loc.text("app-error-no-saves"));
                return Err(Failure::Problem);
            }
        },
    };
    (savefile::game_of(&path).terminal.resume)(&path, language, loc)
}

/// Replays the decisions of a save from its seed and prints every event. A save that does not
/// replay to its end is refused whole, before anything is printed.
pub fn run_replay(file: &Path, loc: &Localizer, out: &mut dyn Write) -> Done {
    (savefile::game_of(file).terminal.replay)(file, loc, out)
}

/// The pause between narrated lines on a terminal when `--delay` is not given.
const DEFAULT_DELAY_MS: u64 = 400;

/// What the Ctrl-C handler prints: how to resume, once a game has a save.
static RESUME_HINT: Mutex<Option<String>> = Mutex::new(None);
/// The lock file of the save being played, for the Ctrl-C handler to remove (the process exits
/// without running destructors).
static LOCK_FILE: Mutex<Option<PathBuf>> = Mutex::new(None);

/// Whether the handler below is installed: then a Ctrl-C always ends the process.
static INTERRUPTS_HANDLED: AtomicBool = AtomicBool::new(false);

/// Whether a Ctrl-C ends the process by the handler, which says how to resume.
pub(crate) fn interrupts_handled() -> bool {
    INTERRUPTS_HANDLED.load(Ordering::SeqCst)
}

/// Ctrl-C, SIGTERM and SIGHUP (a closed window, a logout, `kill`) alike: a save being written
/// is finished first, the lock is removed, the way to resume is said, and the process ends with
/// `EXIT_INTERRUPTED`.
pub(crate) fn install_interrupt_handler() {
    let installed = ctrlc::set_handler(|| {
        crate::shells::kit::files::stop_writing();
        if let Some(path) = LOCK_FILE.lock().ok().and_then(|lock| lock.clone()) {
            let _ = std::fs::remove_file(path);
        }
        let hint = RESUME_HINT
            .lock()
            .ok()
            .and_then(|hint| hint.clone())
            .unwrap_or_default();
        // Show the cursor again: the selection hides it while a question is open.
        let mut out = std::io::stdout();
        let _ = write!(out, "\x1b[?25h\n{hint}\n");
        let _ = out.flush();
        std::process::exit(EXIT_INTERRUPTED);
    });
    // A second call finds the first handler in place.
    if matches!(installed, Ok(()) | Err(ctrlc::Error::MultipleHandlers)) {
        INTERRUPTS_HANDLED.store(true, Ordering::SeqCst);
    }
}

pub(crate) fn set_resume_hint(text: Option<String>) {
    if let Ok(mut hint) = RESUME_HINT.lock() {
        *hint = text;
    }
}

/// A question left unanswered (closed input) ends the command.
pub(crate) fn ask<T>(result: Result<T, Closed>) -> Result<T, Failure> {
    result.map_err(|_| Failure::Interrupted)
}

/// One line to stdout; a closed pipe (`gridiron play --humans 0 | head`) is not worth a panic.
pub(crate) fn say_line(text: &str) {
    let _ = writeln!(std::io::stdout(), "{text}");
}

pub(crate) fn error(text: &str) {
    let _ = writeln!(std::io::stderr(), "{text}");
}

/// Says a usage mistake in the user's language; the failure to return.
pub(crate) fn usage(
    loc: &Localizer,
    id: &str,
    args: &[(&str, fluent_bundle::FluentValue<'_>)],
) -> Failure {
    error(&loc.text_with(id, args));
    Failure::Usage
}

/// Says every problem of a game's data, then that the data did not load; the failure to
/// return.
pub(crate) fn data_problems(problems: &[Problem], loc: &Localizer) -> Failure {
    for problem in problems {
        error(&render_plain(
            problem,
            &crate::shells::kit::problems::message(problem, loc),
        ));
    }
    error(&loc.text("app-error-data"));
    Failure::Problem
}

pub(crate) fn interactive() -> bool {
    std::io::stdin().is_terminal() && std::io::stdout().is_terminal()
}

pub(crate) fn screen(loc: &Localizer) -> Screen {
    let no_color = std::env::var("NO_COLOR").ok();
    let term = std::env::var("TERM").ok();
    let terminal = std::io::stdout().is_terminal();
    Screen {
        palette: Palette::detect(terminal, no_color.as_deref(), term.as_deref()),
        clears: terminal,
        keys: interactive() && !dumb(term.as_deref()),
        hint: loc.text("select-hint"),
        too_small: loc.text_with(
            "app-terminal-too-small",
            &[
                arg("columns", crate::common::wrap::COLUMNS),
                arg("rows", crate::shells::terminal::screen::ROWS),
            ],
        ),
    }
}

/// A terminal that ignores cursor movement and clearing (`TERM=dumb`, or none set).
fn dumb(term: Option<&str>) -> bool {
    matches!(term, None | Some("") | Some("dumb"))
}

/// `--side`: home or away.
pub(crate) fn parse_side(text: &str, loc: &Localizer) -> Result<Side, Failure> {
    match text.trim().to_ascii_lowercase().as_str() {
        "home" => Ok(Side::Home),
        "away" => Ok(Side::Away),
        _ => Err(usage(
            loc,
            "app-error-side",
            &[arg("side", text.to_string())],
        )),
    }
}

/// `--humans`: a number up to `most`; `message` says what this game takes.
pub(crate) fn humans_option(
    text: Option<&str>,
    most: u8,
    message: &str,
    loc: &Localizer,
) -> Result<Option<u8>, Failure> {
    let Some(text) = text else {
        return Ok(None);
    };
    match text.trim().parse::<u8>() {
        Ok(n) if n <= most => Ok(Some(n)),
        _ => Err(usage(loc, message, &[arg("humans", text.to_string())])),
    }
}

/// `--seed`, or a fresh one.
pub(crate) fn seed_option(text: Option<&str>, loc: &Localizer) -> Result<u64, Failure> {
    match text {
        None => Ok(crate::shells::kit::seed::random_seed()),
        Some(text) => text
            .trim()
            .parse::<u64>()
            .map_err(|_| usage(loc, "app-error-seed", &[arg("seed", text.to_string())])),
    }
}

/// `--delay` in milliseconds, or the default pace.
pub(crate) fn delay_option(text: Option<&str>, loc: &Localizer) -> Result<u64, Failure> {
    match text {
        None => Ok(DEFAULT_DELAY_MS),
        Some(text) => text
            .trim()
            .parse::<u64>()
            .map_err(|_| usage(loc, "app-error-delay", &[arg("delay", text.to_string())])),
    }
}

/// The pause after each narrated line: only where someone watches a computer-only game at a
/// terminal, never into a pipe or a file.
pub(crate) fn pace(humans: u8, delay_ms: u64) -> Duration {
    if humans == 0 && std::io::stdout().is_terminal() {
        Duration::from_millis(delay_ms)
    } else {
        Duration::ZERO
    }
}

/// The language the interactive questions and the game use: the one the command line asked
/// for, else the one asked about first where someone answers, else the detected `loc`'s.
pub(crate) fn language_to_play(
    language: Option<Language>,
    asking: bool,
    loc: &Localizer,
) -> Result<Language, Failure> {
    match (language, asking) {
        (None, true) => ask(questions::language(&screen(loc), loc.language())),
        _ => Ok(loc.language()),
    }
}

/// The language a resumed game goes on in: the one the command line asked for, else the one
/// its save was started in (`saved`, a tag), else the detected `loc`'s.
pub(crate) fn language_to_resume(
    language: Option<Language>,
    saved: &str,
    loc: &Localizer,
) -> Language {
    match (language, Language::from_tag(saved)) {
        (None, Some(saved)) => saved,
        _ => loc.language(),
    }
}

/// The file `--save` names, checked before any question is asked (never over a file that is
/// not a finished game, unless `--force`); none if it names none.
pub(crate) fn given_save_path(
    options: &PlayOptions,
    loc: &Localizer,
) -> Result<Option<PathBuf>, Failure> {
    let Some(path) = &options.save else {
        return Ok(None);
    };
    check_overwrite(path, options.force, loc)?;
    Ok(Some(path.clone()))
}

/// A new file in the user's save folder named after the game: its teams and today's date.
pub(crate) fn save_path_named(home: &str, away: &str, loc: &Localizer) -> Result<PathBuf, Failure> {
    Ok(savefile::named_save_path(
        &save_dir(loc)?,
        home,
        away,
        &savefile::today(),
    ))
}

fn save_dir(loc: &Localizer) -> Result<PathBuf, Failure> {
    savefile::save_dir().ok_or_else(|| usage(loc, "app-error-no-save-dir", &[]))
}

/// Hot-seat play hides each hand by clearing the screen and its scroll-back; a dumb terminal
/// ignores the escapes, so the previous coach's hand would stay in view. Refused there.
pub(crate) fn refuse_hot_seat_on_dumb_terminal(loc: &Localizer) -> Done {
    let term = std::env::var("TERM").ok();
    if dumb(term.as_deref()) {
        return Err(usage(loc, "app-error-dumb-hot-seat", &[]));
    }
    Ok(())
}

/// `play --save FILE` writes over an existing file only if it is a finished gridiron game or
/// `--force` says so; never over anything that is not a regular file.
pub(crate) fn check_overwrite(path: &Path, force: bool, loc: &Localizer) -> Done {
    let shown = || arg("path", printable(&path.display().to_string()).into_owned());
    match std::fs::metadata(path) {
        Ok(meta) if !meta.is_file() => {
            error(&message(
                &loc.text_with("app-error-save-not-file", &[shown()]),
            ));
            Err(Failure::Problem)
        }
        Ok(_) if force || savefile::is_finished_game(path) => Ok(()),
        Ok(_) => Err(usage(loc, "app-error-save-exists", &[shown()])),
        // Nothing there (or a dangling link): a new file. Anything else the write will report.
        Err(_) => Ok(()),
    }
}

/// Locks the save for this process, or says why not.
pub(crate) fn lock(path: &Path, loc: &Localizer) -> Result<SaveLock, Failure> {
    let shown = || arg("path", printable(&path.display().to_string()).into_owned());
    match SaveLock::acquire(path) {
        Ok(lock) => {
            // Ours now: no other gridiron writes this save, and a write killed mid-way left
            // its temporary file behind.
            crate::shells::kit::files::remove_stale_temps(path);
            if let Ok(mut slot) = LOCK_FILE.lock() {
                *slot = Some(lock.path().to_path_buf());
            }
            Ok(lock)
        }
        Err(LockError::InUse) => {
            error(&message(
                &loc.text_with("app-error-save-in-use", &[shown()]),
            ));
            Err(Failure::Problem)
        }
        Err(LockError::Io(e)) => {
            error(&message(&loc.text_with(
                "app-error-save-write",
                &[shown(), arg("detail", save_problem::system_words(&e, loc))],
            )));
            Err(Failure::Problem)
        }
    }
}

/// A save whose game is over: said, and there is nothing to play.
pub(crate) fn say_already_over(path: &Path, loc: &Localizer) {
    say_line(&loc.text_with(
        "app-already-over",
        &[arg("path", path.display().to_string())],
    ));
}

/// A save the user may not write is not played on: no move of it could be kept.
pub(crate) fn refuse_read_only(path: &Path, loc: &Localizer) -> Done {
    if std::fs::metadata(path).is_ok_and(|meta| meta.permissions().readonly()) {
        error(&message(&loc.text_with(
            "app-error-save-readonly",
            &[arg(
                "path",
                printable(&path.display().to_string()).into_owned(),
            )],
        )));
        return Err(Failure::Problem);
    }
    Ok(())
}

/// Plays a session to its end, with Ctrl-C saying how to resume it, and says how it ended.
pub(crate) fn run_session<T: TerminalGame>(mut session: Session<'_, T>) -> Done {
    let loc = session.loc;
    let path = session.save_path.display().to_string();
    set_resume_hint(Some(
        loc.text_with("app-interrupted", &[arg("path", path.clone())]),
    ));
    let ended = session.run();
    set_resume_hint(None);
    match ended {
        Ended::SaveFailed(message) => {
            error(&message);
            error(&loc.text("app-error-save-stopped"));
            Err(Failure::Problem)
        }
        Ended::Finished => {
            // Not wrapped: the command must stay whole for copying.
            say_line(&format!("\n{}", session.finished_message()));
            Ok(())
        }
        Ended::Closed => {
            say_line(&format!(
                "\n{}",
                loc.text_with("app-closed", &[arg("path", path)])
            ));
            Err(Failure::Closed)
        }
    }
}
