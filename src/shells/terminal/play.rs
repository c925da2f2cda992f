//! The `play`, `resume` and `replay` commands: check the options, ask what is left open, and run
//! a session. Each returns an exit code and never exits the process itself, except the Ctrl-C
//! handler, which must end a process blocked on input.

use std::io::{IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::sync::Mutex;

use crate::games::first_and_goal::coach::CoachKind;
use crate::games::first_and_goal::data::{Library, Problem};
use crate::games::first_and_goal::engine::{OptionalRules, Side};
use crate::games::first_and_goal::record::{self, SaveRecord};
use crate::games::first_and_goal::stats::GameFold;
use crate::shells::kit::team_dirs::team_dirs_from_env;

use crate::common::i18n::{Language, Localizer};
use crate::common::palette::Palette;
use crate::common::wrap;
use crate::games::first_and_goal::display::boxscore;
use crate::games::first_and_goal::display::narrate::{Memory, Narrator};
use crate::games::first_and_goal::display::words::{self, arg};
use crate::registry::{self, GameEntry};
use crate::shells::kit::exit::{EXIT_CLOSED, EXIT_INTERRUPTED, EXIT_OK, EXIT_PROBLEM, EXIT_USAGE};
use crate::shells::terminal::first_and_goal::save;
use crate::shells::terminal::first_and_goal::seats::{self, Player};
use crate::shells::terminal::first_and_goal::session::{Ended, Session};
use crate::shells::terminal::players;
use crate::shells::terminal::questions;
use crate::shells::terminal::savefile::{self, LockError, SaveLock};
use crate::shells::terminal::screen::{Closed, Screen};

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
    /// The computer coach: random, heuristic or equilibrium.
    pub coach: Option<String>,
    /// Milliseconds between narrated lines of a computer-only game on a terminal.
    pub delay: Option<String>,
}

/// The game `--game` names, or says in the user's language what it may be.
fn parse_game(text: &str, loc: &Localizer) -> Result<&'static GameEntry, i32> {
    registry::find(text)
        .ok_or_else(|| usage(loc, "app-error-game", &[arg("game", text.to_string())]))
}

/// Which game to play: `--game`, else the question (only when `ask`: `gridiron` without a
/// command, on a terminal), else the default game.
fn which_game(game: Option<&str>, ask: bool, loc: &Localizer) -> Result<&'static GameEntry, i32> {
    match game {
        Some(text) => parse_game(text, loc),
        None if ask && interactive() => {
            let chosen = questions::game(&screen(loc), loc).map_err(|_| EXIT_INTERRUPTED)?;
            Ok(registry::GAMES
                .get(chosen)
                .unwrap_or_else(registry::default_game))
        }
        None => Ok(registry::default_game()),
    }
}

/// `gridiron rules`: the rules summary of the game `--game` names (the default game unless it
/// names another), wrapped to 80 columns.
pub fn run_rules(game: Option<&str>, loc: &Localizer, out: &mut dyn Write) -> i32 {
    let game = match game.map(|text| parse_game(text, loc)).transpose() {
        Ok(game) => game.unwrap_or_else(registry::default_game),
        Err(code) => return code,
    };
    let text = crate::shells::kit::text::paragraphs(&loc.text(game.terminal.rules_summary));
    let _ = out.write_all(text.as_bytes());
    EXIT_OK
}

/// The pause between narrated lines on a terminal when `--delay` is not given.
const DEFAULT_DELAY_MS: u64 = 400;

/// What the Ctrl-C handler prints: how to resume, once a game has a save.
static RESUME_HINT: Mutex<Option<String>> = Mutex::new(None);
/// The lock file of the save being played, for the Ctrl-C handler to remove (the process exits
/// without running destructors).
static LOCK_FILE: Mutex<Option<PathBuf>> = Mutex::new(None);

pub(crate) fn install_interrupt_handler() {
    let _ = ctrlc::set_handler(|| {
        if let Some(path) = LOCK_FILE.lock().ok().and_then(|lock| lock.clone()) {
            let _ = std::fs::remove_file(path);
        }
        let hint = RESUME_HINT
            .lock()
            .ok()
            .and_then(|hint| hint.clone())
            .unwrap_or_default();
        // Show the cursor again: dialoguer hides it while a question is open.
        let mut out = std::io::stdout();
        let _ = write!(out, "\x1b[?25h\n{hint}\n");
        let _ = out.flush();
        std::process::exit(EXIT_INTERRUPTED);
    });
}

pub(crate) fn set_resume_hint(text: Option<String>) {
    if let Ok(mut hint) = RESUME_HINT.lock() {
        *hint = text;
    }
}

/// A question left unanswered (Ctrl-C in dialoguer, closed input) ends the command.
fn ask<T>(result: Result<T, Closed>) -> Result<T, i32> {
    result.map_err(|_| EXIT_INTERRUPTED)
}

/// One line to stdout; a closed pipe (`gridiron play --humans 0 | head`) is not worth a panic.
pub(crate) fn say_line(text: &str) {
    let _ = writeln!(std::io::stdout(), "{text}");
}

pub(crate) fn error(text: &str) {
    let _ = writeln!(std::io::stderr(), "{text}");
}

pub(crate) fn usage(
    loc: &Localizer,
    id: &str,
    args: &[(&str, fluent_bundle::FluentValue<'_>)],
) -> i32 {
    error(&loc.text_with(id, args));
    EXIT_USAGE
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
    }
}

/// A terminal that ignores cursor movement and clearing (`TERM=dumb`, or none set).
fn dumb(term: Option<&str>) -> bool {
    matches!(term, None | Some("") | Some("dumb"))
}

fn load_library(team_dirs: &[PathBuf], loc: &Localizer) -> Result<Library, i32> {
    crate::shells::league::play_data(team_dirs, loc).map_err(|problems: Vec<Problem>| {
        for problem in &problems {
            error(&crate::games::first_and_goal::data::render_plain(
                problem,
                &crate::shells::kit::problems::message(problem, loc),
            ));
        }
        error(&loc.text("app-error-data"));
        EXIT_PROBLEM
    })
}

fn parse_optional(names: &[String], loc: &Localizer) -> Result<OptionalRules, i32> {
    let mut rules = OptionalRules::default();
    for name in names.iter().map(|n| n.trim().to_ascii_lowercase()) {
        match name.as_str() {
            "turnovers" => rules.turnovers = true,
            "breakaways" => rules.breakaways = true,
            "squib" => rules.squib = true,
            "none" | "" => {}
            _ => return Err(usage(loc, "app-error-optional", &[arg("rule", name)])),
        }
    }
    Ok(rules)
}

pub(crate) fn parse_side(text: &str, loc: &Localizer) -> Result<Side, i32> {
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

pub fn run_play(options: &PlayOptions, language: Option<Language>, loc: &Localizer) -> i32 {
    match play(options, language, loc) {
        Ok(code) | Err(code) => code,
    }
}

/// `play` of the game `--game` names (`game`), or, with `ask` and no `--game`, of the game the
/// first opening question picks; 1st & Goal otherwise.
pub fn run_play_game(
    options: &PlayOptions,
    game: Option<&str>,
    ask: bool,
    language: Option<Language>,
    loc: &Localizer,
) -> i32 {
    match which_game(game, ask, loc) {
        Err(code) => code,
        Ok(game) => (game.terminal.play)(options, language, loc),
    }
}

fn play(options: &PlayOptions, language: Option<Language>, loc: &Localizer) -> Result<i32, i32> {
    let humans = humans_option(options.humans.as_deref(), 4, "app-error-humans", loc)?;
    let seed = seed_option(options.seed.as_deref(), loc)?;
    let optional = options
        .optional
        .as_deref()
        .map(|names| parse_optional(names, loc))
        .transpose()?;
    let side = options
        .side
        .as_deref()
        .map(|text| parse_side(text, loc))
        .transpose()?;
    let coach = match options.coach.as_deref() {
        None => CoachKind::Equilibrium,
        Some(text) => text
            .trim()
            .to_ascii_lowercase()
            .parse()
            .map_err(|_| usage(loc, "app-error-coach", &[arg("coach", text.to_string())]))?,
    };
    let delay = delay_option(options.delay.as_deref(), loc)?;
    let team_dirs = team_dirs_from_env(options.data.clone());
    let library = load_library(&team_dirs, loc)?;
    let find = |query: &Option<String>| -> Result<Option<usize>, i32> {
        match query {
            None => Ok(None),
            Some(name) => match library.team(name) {
                Some(found) => Ok(library.teams.iter().position(|t| t.team == found.team)),
                None => Err(usage(
                    loc,
                    "app-error-unknown-team",
                    &[arg("name", name.clone())],
                )),
            },
        }
    };
    let home = find(&options.home)?;
    let away = find(&options.away)?;

    let asking = interactive();
    if !asking && humans.unwrap_or(1) > 0 {
        return Err(usage(loc, "app-error-no-tty", &[]));
    }
    if humans.is_some_and(|n| n >= 2) {
        refuse_hot_seat_on_dumb_terminal(loc)?;
    }
    let save_path = save_path_option(options, seed, loc)?;
    install_interrupt_handler();
    let _lock = lock(&save_path, loc)?;

    let language = match (language, asking) {
        (None, true) => {
            questions::language(&screen(loc), loc.language()).map_err(|_| EXIT_INTERRUPTED)?
        }
        _ => loc.language(),
    };
    let loc = &crate::i18n::localizer(language).knowing_teams(library.team_numbers());
    let asker = screen(loc);
    let humans = match humans {
        Some(n) => n,
        None => ask(questions::humans(&asker, loc))?,
    };
    let home = match home {
        Some(i) => i,
        None if asking => ask(questions::team(&asker, loc, &library, Side::Home, 0))?,
        None => 0,
    };
    let away = match away {
        Some(i) => i,
        None if asking => {
            let default = usize::from(home == 0);
            ask(questions::team(&asker, loc, &library, Side::Away, default))?
        }
        None => usize::from(home == 0),
    };
    let (Some(home_team), Some(away_team)) = (library.teams.get(home), library.teams.get(away))
    else {
        return Err(EXIT_PROBLEM);
    };
    let side = match side {
        Some(side) => side,
        None if asking && (humans == 1 || humans == 3) => ask(questions::side(
            &asker,
            loc,
            humans,
            &home_team.team.name,
            &away_team.team.name,
        ))?,
        None => Side::Home,
    };
    if humans >= 2 {
        refuse_hot_seat_on_dumb_terminal(loc)?;
    }
    let share_hands = match options.share_hands {
        Some(share) => share,
        None if humans >= 3 && asking => ask(questions::share_hands(&asker, loc))?,
        None => false,
    };
    let optional = match optional {
        Some(rules) => rules,
        None if asking => ask(questions::optional(loc))?,
        None => OptionalRules::default(),
    };

    let shown = save_path.display().to_string();
    let setup = save::record_setup(
        &team_dirs,
        &library,
        [home_team, away_team],
        optional,
        share_hands,
    )
    .map_err(|e| {
        error(&save::message(&shown, e, loc));
        EXIT_PROBLEM
    })?;
    let players = seats::arrange(humans, side);
    let record = SaveRecord::new(
        seed,
        players
            .iter()
            .map(|&p| players::describe_as(p, seats::coach_name(coach)))
            .collect(),
        loc.language().code(),
        setup,
        Vec::new(),
    );
    // A new game starts the way a saved one resumes: from its record.
    let start = record::replay(&record, |_, _| {}).map_err(|e| {
        error(&save::message(&shown, e, loc));
        EXIT_PROBLEM
    })?;
    let screen = screen(loc);
    if humans == 0 {
        screen.say(&wrap::fill(
            &loc.text_with(
                "app-header",
                &[
                    arg("home", home_team.team.name.clone()),
                    arg("away", away_team.team.name.clone()),
                    arg("seed", seed.to_string()),
                ],
            ),
            "",
            "  ",
        ));
    }
    // Paced only where someone watches: at a terminal, never into a pipe or a file.
    let paced = if humans == 0 && std::io::stdout().is_terminal() {
        std::time::Duration::from_millis(delay)
    } else {
        std::time::Duration::ZERO
    };
    let session = Session::new(
        start.game, start.dice, record, players, save_path, loc, screen,
    )
    .with_delay(paced);
    Ok(run_session(session, loc))
}

/// `--humans`: a number up to `most`; `message` says what this game takes.
pub(crate) fn humans_option(
    text: Option<&str>,
    most: u8,
    message: &str,
    loc: &Localizer,
) -> Result<Option<u8>, i32> {
    let Some(text) = text else {
        return Ok(None);
    };
    match text.trim().parse::<u8>() {
        Ok(n) if n <= most => Ok(Some(n)),
        _ => Err(usage(loc, message, &[arg("humans", text.to_string())])),
    }
}

/// `--seed`, or a fresh one.
pub(crate) fn seed_option(text: Option<&str>, loc: &Localizer) -> Result<u64, i32> {
    match text {
        None => Ok(crate::shells::kit::seed::random_seed()),
        Some(text) => text
            .trim()
            .parse::<u64>()
            .map_err(|_| usage(loc, "app-error-seed", &[arg("seed", text.to_string())])),
    }
}

/// `--delay` in milliseconds, or the default pace.
pub(crate) fn delay_option(text: Option<&str>, loc: &Localizer) -> Result<u64, i32> {
    match text {
        None => Ok(DEFAULT_DELAY_MS),
        Some(text) => text
            .trim()
            .parse::<u64>()
            .map_err(|_| usage(loc, "app-error-delay", &[arg("delay", text.to_string())])),
    }
}

/// Where a new game is saved: `--save` (never over a file that is not a finished game, unless
/// `--force`), else a new file in the user's save folder.
pub(crate) fn save_path_option(
    options: &PlayOptions,
    seed: u64,
    loc: &Localizer,
) -> Result<PathBuf, i32> {
    match &options.save {
        Some(path) => {
            check_overwrite(path, options.force, loc)?;
            Ok(path.clone())
        }
        None => match savefile::save_dir() {
            Some(dir) => Ok(savefile::new_save_path(&dir, seed)),
            None => Err(usage(loc, "app-error-no-save-dir", &[])),
        },
    }
}

/// Hot-seat play hides each hand by clearing the screen and its scroll-back; a dumb terminal
/// ignores the escapes, so the previous coach's hand would stay in view. Refused there.
fn refuse_hot_seat_on_dumb_terminal(loc: &Localizer) -> Result<(), i32> {
    let term = std::env::var("TERM").ok();
    if dumb(term.as_deref()) {
        return Err(usage(loc, "app-error-dumb-hot-seat", &[]));
    }
    Ok(())
}

/// `play --save FILE` writes over an existing file only if it is a finished gridiron game or
/// `--force` says so; never over anything that is not a regular file.
pub(crate) fn check_overwrite(path: &Path, force: bool, loc: &Localizer) -> Result<(), i32> {
    let shown = || arg("path", path.display().to_string());
    match std::fs::metadata(path) {
        Ok(meta) if !meta.is_file() => {
            error(&loc.text_with("app-error-save-not-file", &[shown()]));
            Err(EXIT_PROBLEM)
        }
        Ok(_) if force || savefile::is_finished_game(path) => Ok(()),
        Ok(_) => Err(usage(loc, "app-error-save-exists", &[shown()])),
        // Nothing there (or a dangling link): a new file. Anything else the write will report.
        Err(_) => Ok(()),
    }
}

/// Locks the save for this process, or says why not.
pub(crate) fn lock(path: &Path, loc: &Localizer) -> Result<SaveLock, i32> {
    let shown = || arg("path", path.display().to_string());
    match SaveLock::acquire(path) {
        Ok(lock) => {
            if let Ok(mut slot) = LOCK_FILE.lock() {
                *slot = Some(lock.path().to_path_buf());
            }
            Ok(lock)
        }
        Err(LockError::InUse) => {
            error(&loc.text_with("app-error-save-in-use", &[shown()]));
            Err(EXIT_PROBLEM)
        }
        Err(LockError::Io(e)) => {
            error(&loc.text_with(
                "app-error-save-write",
                &[shown(), arg("detail", e.to_string())],
            ));
            Err(EXIT_PROBLEM)
        }
    }
}

fn run_session(mut session: Session<'_>, loc: &Localizer) -> i32 {
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
            EXIT_PROBLEM
        }
        Ended::Finished => {
            // Not wrapped: the command must stay whole for copying.
            say_line(&format!("\n{}", session.finished_message()));
            EXIT_OK
        }
        Ended::Closed => {
            say_line(&format!(
                "\n{}",
                loc.text_with("app-closed", &[arg("path", path)])
            ));
            EXIT_CLOSED
        }
    }
}

/// `language` is the one the command line asked for; without it the game goes on in the
/// language it was started in (the save's), else the detected `loc`'s.
pub fn run_resume(file: Option<&Path>, language: Option<Language>, loc: &Localizer) -> i32 {
    match resume(file, language, loc) {
        Ok(code) | Err(code) => code,
    }
}

fn resume(file: Option<&Path>, language: Option<Language>, loc: &Localizer) -> Result<i32, i32> {
    let path = match file {
        Some(path) => path.to_path_buf(),
        None => match savefile::save_dir().and_then(|dir| savefile::latest_unfinished(&dir)) {
            Some(path) => path,
            None => {
                error(&loc.text("app-error-no-saves"));
                return Err(EXIT_PROBLEM);
            }
        },
    };
    Ok((savefile::game_of(&path).terminal.resume)(
        &path, language, loc,
    ))
}

/// `resume` of a 1st & Goal save.
pub fn resume_first_and_goal(path: &Path, language: Option<Language>, loc: &Localizer) -> i32 {
    match resume_saved(path.to_path_buf(), language, loc) {
        Ok(code) | Err(code) => code,
    }
}

fn resume_saved(path: PathBuf, language: Option<Language>, loc: &Localizer) -> Result<i32, i32> {
    let shown = path.display().to_string();
    let load = || {
        save::load(&path, loc).map_err(|message| {
            error(&message);
            EXIT_PROBLEM
        })
    };
    let (record, replayed) = load()?;
    let language = match (language, Language::from_tag(&record.language)) {
        (None, Some(saved)) => saved,
        _ => loc.language(),
    };
    let loc = &crate::i18n::localizer(language).knowing_teams(replayed.game.setup().team_numbers());
    if replayed.game.is_over() {
        say_line(&loc.text_with("app-already-over", &[arg("path", shown)]));
        return Ok(EXIT_OK);
    }
    let read_only = std::fs::metadata(&path).is_ok_and(|meta| meta.permissions().readonly());
    if read_only {
        error(&loc.text_with("app-error-save-readonly", &[arg("path", shown)]));
        return Err(EXIT_PROBLEM);
    }
    let mut players = [Player::Computer; 4];
    for (slot, text) in players.iter_mut().zip(&record.players) {
        *slot = players::parse(text);
    }
    if players::humans(&players) > 0 && !interactive() {
        return Err(usage(loc, "app-error-no-tty", &[]));
    }
    if players::humans(&players) >= 2 {
        refuse_hot_seat_on_dumb_terminal(loc)?;
    }
    install_interrupt_handler();
    let _lock = lock(&path, loc)?;
    // Read again under the lock: another gridiron may have played on before it let go.
    let (record, replayed) = load()?;
    if replayed.game.is_over() {
        say_line(&loc.text_with("app-already-over", &[arg("path", shown)]));
        return Ok(EXIT_OK);
    }
    let session = Session::new(
        replayed.game,
        replayed.dice,
        record,
        players,
        path,
        loc,
        screen(loc),
    );
    Ok(run_session(session, loc))
}

/// Replays the decisions of a save from its seed and prints every event. A save that does not
/// replay to its end is refused whole, before anything is printed.
pub fn run_replay(file: &Path, loc: &Localizer, out: &mut dyn Write) -> i32 {
    (savefile::game_of(file).terminal.replay)(file, loc, out)
}

/// `replay` of a 1st & Goal save.
pub fn replay_first_and_goal(file: &Path, loc: &Localizer, out: &mut dyn Write) -> i32 {
    let shown = file.display().to_string();
    let record = match save::read(file, loc) {
        Ok(record) => record,
        Err(message) => {
            error(&message);
            return EXIT_PROBLEM;
        }
    };
    // Narration lines to wrap, and box scores (already laid out) as they came in the game.
    let mut lines: Vec<(bool, String)> = Vec::new();
    let mut memory = Memory::default();
    let mut fold = GameFold::new();
    let mut knowing_teams = None;
    let replayed = match record::replay(&record, |game, events| {
        let loc = knowing_teams.get_or_insert_with(|| {
            crate::i18n::localizer(loc.language()).knowing_teams(game.setup().team_numbers())
        });
        let mut narrator = Narrator::resume(loc, game.setup(), memory);
        lines.extend(narrator.lines(events).into_iter().map(|l| (false, l)));
        memory = narrator.memory();
        events.iter().for_each(|e| fold.observe(e));
        if let Some(title) = boxscore::moment(events) {
            let table = boxscore::render(
                &fold.clone().finish(),
                game.setup(),
                loc,
                Palette::PLAIN,
                title,
            );
            lines.push((true, format!("\n{table}\n")));
        }
    }) {
        Ok(replayed) => replayed,
        Err(e) => {
            error(&save::message(&shown, e, loc));
            return EXIT_PROBLEM;
        }
    };
    let setup = replayed.game.setup();
    // Long team names and a long seed run past 80 columns: wrapped like the narration.
    let header = loc.text_with(
        "app-header",
        &[
            arg("home", words::team(setup, Side::Home).to_string()),
            arg("away", words::team(setup, Side::Away).to_string()),
            arg("seed", record.seed.to_string()),
        ],
    );
    let _ = write!(out, "{}", wrap::fill(&header, "", "  "));
    for (laid_out, line) in &lines {
        if *laid_out {
            let _ = write!(out, "{line}");
        } else {
            let _ = write!(out, "{}", wrap::fill(line, "", "  "));
        }
    }
    if !replayed.game.is_over() {
        let _ = writeln!(
            out,
            "{}",
            loc.text_with("app-replay-unfinished", &[arg("path", shown)])
        );
    }
    EXIT_OK
}
