//! `play` of 1st & Goal, and `resume` and `replay` of its saves: check the flags, ask what they
//! leave open, record the setup and run a session. The exit codes, Ctrl-C handler, lock and
//! save files are every game's (the terminal's `play` and `savefile`).

use std::io::Write;
use std::path::Path;

use crate::common::i18n::{arg, Language, Localizer};
use crate::common::level::Level;
use crate::common::palette::Palette;
use crate::common::side::Side;
use crate::common::wrap;
use crate::games::first_and_goal::coach::level::{coach_named, coach_of};
use crate::games::first_and_goal::coach::CoachKind;
use crate::games::first_and_goal::data::{self, Library};
use crate::games::first_and_goal::display::boxscore;
use crate::games::first_and_goal::display::narrate::{Memory, Narrator};
use crate::games::first_and_goal::display::words;
use crate::games::first_and_goal::engine::OptionalRules;
use crate::games::first_and_goal::record::{self, SaveRecord};
use crate::games::first_and_goal::stats::GameFold;
use crate::shells::kit::exit::{Done, Failure};
use crate::shells::kit::skipped;
use crate::shells::kit::team_dirs::team_dirs_from_env;
use crate::shells::terminal::play::{self as shell, ask, PlayOptions};
use crate::shells::terminal::players;

use super::questions;
use super::save;
use super::seats;
use super::session::Session;

/// The shipped data with the user's team folders (a broken team file left out with a warning
/// on standard error), or every problem said.
fn load_library(team_dirs: &[std::path::PathBuf], loc: &Localizer) -> Result<Library, Failure> {
    let (library, left_out) = data::load_playable(team_dirs, &[])
        .map_err(|problems| shell::data_problems(&problems, loc))?;
    eprint!("{}", skipped::warnings("data-skipped-file", &left_out, loc));
    Ok(library)
}

/// `--optional`: the optional rules by name, comma-separated.
fn parse_optional(names: &[String], loc: &Localizer) -> Result<OptionalRules, Failure> {
    let names: Vec<String> = names
        .iter()
        .map(|n| n.trim().to_ascii_lowercase())
        .collect();
    OptionalRules::from_names(names.iter().map(String::as_str))
        .map_err(|rule| shell::usage(loc, "app-error-optional", &[arg("rule", rule.to_string())]))
}

/// Where people sit: at this keyboard, taking turns (`play`), or each at their own terminal
/// (`host`: each seat a person or the computer).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Seating {
    HotSeat,
    Online,
}

/// A new game as `play` and `host` set it up, before it is played or served.
pub struct SetUp {
    /// The game's language, knowing its teams.
    pub loc: Localizer,
    pub record: SaveRecord,
    /// The game as its record (no decisions yet) rebuilds it.
    pub start: record::Replayed,
    pub seated: [seats::Player; 4],
    /// People who play: at the keyboard, or each at a terminal of their own online.
    pub humans: u8,
    pub coach: CoachKind,
    pub save_path: std::path::PathBuf,
    /// Held until the game is over: no other gridiron writes its save.
    pub lock: Option<crate::shells::terminal::savefile::SaveLock>,
    /// `--delay` in milliseconds.
    pub delay: u64,
}

/// `gridiron play` of 1st & Goal.
pub fn play(options: &PlayOptions, language: Option<Language>, loc: &Localizer) -> Done {
    let set_up = set_up(options, language, loc, Seating::HotSeat)?;
    let loc = &set_up.loc;
    let screen = shell::screen(loc);
    if set_up.humans == 0 {
        screen.say(&wrap::fill(
            &loc.text_with(
                "app-header",
                &[
                    arg(
                        "home",
                        words::team(set_up.start.game.setup(), Side::Home).to_string(),
                    ),
                    arg(
                        "away",
                        words::team(set_up.start.game.setup(), Side::Away).to_string(),
                    ),
                    arg("seed", set_up.record.seed.to_string()),
                ],
            ),
            "",
            "  ",
        ));
    }
    let _lock = set_up.lock;
    let session = Session::new(
        set_up.start.game,
        set_up.start.dice,
        set_up.record,
        set_up.seated,
        set_up.save_path,
        loc,
        screen,
    )
    .with_delay(shell::pace(set_up.humans, set_up.delay));
    shell::run_session(session)
}

/// A new game of 1st & Goal from `play`'s flags and opening questions: its teams, sides,
/// partners' hands, optional rules and which seats people play; its record and save file.
pub fn set_up(
    options: &PlayOptions,
    language: Option<Language>,
    loc: &Localizer,
    seating: Seating,
) -> Result<SetUp, Failure> {
    let online = seating == Seating::Online;
    let humans = shell::humans_option(options.humans.as_deref(), 4, "app-error-humans", loc)?;
    let seed = shell::seed_option(options.seed.as_deref(), loc)?;
    let optional = options
        .optional
        .as_deref()
        .map(|names| parse_optional(names, loc))
        .transpose()?;
    let side = options
        .side
        .as_deref()
        .map(|text| shell::parse_side(text, loc))
        .transpose()?;
    let coach = match options.coach.as_deref() {
        None => coach_of(Level::DEFAULT),
        Some(text) => coach_named(text).ok_or_else(|| {
            shell::usage(loc, "app-error-coach", &[arg("coach", text.to_string())])
        })?,
    };
    let delay = shell::delay_option(options.delay.as_deref(), loc)?;
    let team_dirs = team_dirs_from_env(options.data.clone());
    let library = load_library(&team_dirs, loc)?;
    let find = |query: &Option<String>| -> Result<Option<usize>, Failure> {
        match query {
            None => Ok(None),
            Some(name) => match library.team(name) {
                Some(found) => Ok(library.teams.iter().position(|t| t.team == found.team)),
                None => Err(shell::usage(
                    loc,
                    "app-error-unknown-team",
                    &[arg("name", name.clone())],
                )),
            },
        }
    };
    let home = find(&options.home)?;
    let away = find(&options.away)?;

    let asking = shell::interactive();
    // Online, people play at their own terminals: the host needs one only to be asked.
    let needs_keyboard = if online {
        humans.is_none()
    } else {
        humans.unwrap_or(1) > 0
    };
    if !asking && needs_keyboard {
        return Err(shell::usage(loc, "app-error-no-tty", &[]));
    }
    if !online && humans.is_some_and(|n| n >= 2) {
        shell::refuse_hot_seat_on_dumb_terminal(loc)?;
    }
    // A file `--save` names is refused or locked before any question; a file named after the
    // game once its teams are known.
    let given_save = shell::given_save_path(options, loc)?;
    shell::install_interrupt_handler();
    let given_lock = match &given_save {
        Some(path) => Some(shell::lock(path, loc)?),
        None => None,
    };

    let language = shell::language_to_play(language, asking, loc)?;
    let loc = crate::i18n::localizer(language).knowing_teams(library.team_numbers());
    let asker = shell::screen(&loc);
    let humans = match humans {
        Some(n) => n,
        None if online => ask(questions::people(&asker, &loc))?,
        None => ask(questions::humans(&asker, &loc))?,
    };
    let home = match home {
        Some(i) => i,
        None if asking => ask(questions::team(&asker, &loc, &library, Side::Home, 0))?,
        None => 0,
    };
    let away = match away {
        Some(i) => i,
        None if asking => {
            let default = usize::from(home == 0);
            ask(questions::team(&asker, &loc, &library, Side::Away, default))?
        }
        None => usize::from(home == 0),
    };
    let (Some(home_team), Some(away_team)) = (library.teams.get(home), library.teams.get(away))
    else {
        return Err(Failure::Problem);
    };
    let (save_path, lock) = match given_save {
        Some(path) => (path, given_lock),
        None => {
            let path = shell::save_path_named(&home_team.team.name, &away_team.team.name, &loc)?;
            let lock = shell::lock(&path, &loc)?;
            (path, Some(lock))
        }
    };
    let side = match side {
        Some(side) => side,
        None if asking && (humans == 1 || humans == 3) => ask(questions::side(
            &asker,
            &loc,
            humans,
            &home_team.team.name,
            &away_team.team.name,
        ))?,
        None => Side::Home,
    };
    if !online && humans >= 2 {
        shell::refuse_hot_seat_on_dumb_terminal(&loc)?;
    }
    let share_hands = match options.share_hands {
        Some(share) => share,
        None if humans >= 3 && asking => ask(questions::share_hands(&asker, &loc))?,
        None => false,
    };
    let optional = match optional {
        Some(rules) => rules,
        None if asking => ask(questions::optional(&loc))?,
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
        shell::error(&save::message(&shown, e, &loc));
        Failure::Problem
    })?;
    let seated = match seating {
        // Online as at one keyboard: two people coach a team each, offense and defense.
        Seating::HotSeat | Seating::Online => seats::arrange(humans, side),
    };
    let record = SaveRecord::new(
        seed,
        seated
            .iter()
            .map(|&p| players::describe_as(p, seats::coach_name(coach)))
            .collect(),
        loc.language().code(),
        setup,
        Vec::new(),
    );
    // A new game starts the way a saved one resumes: from its record.
    let start = record::replay(&record, |_, _| {}).map_err(|e| {
        shell::error(&save::message(&shown, e, &loc));
        Failure::Problem
    })?;
    Ok(SetUp {
        loc,
        record,
        start,
        seated,
        humans,
        coach,
        save_path,
        lock,
        delay,
    })
}

/// `gridiron resume` of a 1st & Goal save: in the language it was started in unless the command
/// line asks for another.
pub fn resume(path: &Path, language: Option<Language>, loc: &Localizer) -> Done {
    let load = || {
        save::load(path, loc).map_err(|message| {
            shell::error(&message);
            Failure::Problem
        })
    };
    let (record, replayed) = load()?;
    let language = shell::language_to_resume(language, &record.language, loc);
    let loc = &crate::i18n::localizer(language).knowing_teams(replayed.game.setup().team_numbers());
    if replayed.game.is_over() {
        shell::say_already_over(path, loc);
        return Ok(());
    }
    shell::refuse_read_only(path, loc)?;
    let seated = seats::of_record(&record.players);
    let humans = players::humans(&seated);
    if humans > 0 && !shell::interactive() {
        return Err(shell::usage(loc, "app-error-no-tty", &[]));
    }
    if humans >= 2 {
        shell::refuse_hot_seat_on_dumb_terminal(loc)?;
    }
    shell::install_interrupt_handler();
    let _lock = shell::lock(path, loc)?;
    // Read again under the lock: another gridiron may have played on before it let go.
    let (record, replayed) = load()?;
    if replayed.game.is_over() {
        shell::say_already_over(path, loc);
        return Ok(());
    }
    let session = Session::new(
        replayed.game,
        replayed.dice,
        record,
        seated,
        path.to_path_buf(),
        loc,
        shell::screen(loc),
    );
    shell::run_session(session)
}

/// `gridiron replay` of a 1st & Goal save: every event told, with the box scores where the game
/// showed them. A save that does not replay to its end is refused whole, before anything is
/// printed.
pub fn replay(file: &Path, loc: &Localizer, out: &mut dyn Write) -> Done {
    let shown = file.display().to_string();
    let (record, text) = save::read(file, loc).map_err(|message| {
        shell::error(&message);
        Failure::Problem
    })?;
    // Narration lines to wrap, and box scores (already laid out) as they came in the game.
    let mut lines: Vec<(bool, String)> = Vec::new();
    let mut memory = Memory::default();
    let mut fold = GameFold::new();
    let mut knowing_teams = None;
    let replayed = record::replay(&record, |game, events| {
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
    })
    .map_err(|e| {
        shell::error(&save::replay_message(&shown, &text, e, loc));
        Failure::Problem
    })?;
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
    Ok(())
}
