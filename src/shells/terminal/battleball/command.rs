//! `play --game battleball`, and `resume` and `replay` of a Battleball save: check the flags,
//! ask what they leave open, record the setup and run a session. The same flags as every game
//! where they mean the same; the exit codes, Ctrl-C handler, lock and save files are every
//! game's (the terminal's `play` and `savefile`).

use std::io::Write;
use std::path::{Path, PathBuf};

use crate::common::data_file::source::Source;
use crate::common::i18n::{arg, Language, Localizer};
use crate::common::side::Side;
use crate::common::wrap;
use crate::shells::kit::exit::{Done, Failure};
use crate::shells::kit::files;
use crate::shells::kit::save_problem;
use crate::shells::kit::skipped;
use crate::shells::kit::text::message as wrapped;
use crate::shells::terminal::play::{self as shell, ask, PlayOptions};
use crate::shells::terminal::players;
use crate::shells::terminal::questions::one_of;
use crate::shells::terminal::savefile;
use crate::shells::terminal::savefile::SaveLock;

use crate::common::level::Level;
use crate::games::battleball::coach::level::{coach_named, coach_of};
use crate::games::battleball::coach::BbCoachKind;
use crate::games::battleball::data;
use crate::games::battleball::display::narrate::{self, Log, Memory};
use crate::games::battleball::display::words;
use crate::games::battleball::record::{self, Record, RecordError};
use crate::games::battleball::{Library, Options};

use super::session::{self, Session};

/// `--optional`: the advanced game and blocks, by name, comma-separated.
fn parse_options(names: &[String], loc: &Localizer) -> Result<Options, Failure> {
    let names: Vec<String> = names
        .iter()
        .map(|n| n.trim().to_ascii_lowercase())
        .collect();
    Options::from_names(names.iter().map(String::as_str))
        .map_err(|rule| shell::usage(loc, "bb-error-optional", &[arg("rule", rule.to_string())]))
}

/// The shipped data with `--data`'s team files (a broken one left out with a warning, as the
/// league commands do), and the files it was loaded from, for the game's record.
fn load_library(dir: Option<&Path>, loc: &Localizer) -> Result<(Library, Vec<Source>), Failure> {
    match data::load_playable(dir) {
        Ok(playable) => {
            let warnings = skipped::warnings("league-bb-skipped-file", &playable.skipped, loc);
            for line in warnings.lines() {
                shell::error(line);
            }
            Ok((playable.library, playable.sources))
        }
        Err(problems) => Err(shell::data_problems(&problems, loc)),
    }
}

/// A new game as `play`'s flags and opening questions set it up: its record (no decision yet),
/// where it is saved (locked), and the words to play it in.
pub struct NewGame {
    pub record: Record,
    /// How many seats people play.
    pub humans: u8,
    /// The pace of a computer-only game's narration, in milliseconds.
    pub delay: u64,
    pub save_path: PathBuf,
    /// Held while the game is played: no second gridiron writes the save meanwhile.
    pub lock: Option<SaveLock>,
    /// The language chosen, knowing the teams' names.
    pub loc: Localizer,
    /// The new game and its dice, from the record (as a saved one resumes).
    pub start: record::Replayed,
}

/// `gridiron play --game battleball`.
pub fn play(options: &PlayOptions, language: Option<Language>, loc: &Localizer) -> Done {
    let new = set_up(options, language, loc, Where::OneTerminal)?;
    let loc = &new.loc;
    let humans = new.humans;
    let setup = new.start.game.setup();
    let screen = shell::screen(loc);
    if humans == 0 {
        screen.say(&wrap::fill(
            &loc.text_with(
                "bb-header",
                &[
                    arg("home", words::team(setup, Side::Home).to_string()),
                    arg("away", words::team(setup, Side::Away).to_string()),
                    arg("seed", new.record.seed.to_string()),
                    arg("rules", rules_words(loc, setup.options)),
                ],
            ),
            "",
            "  ",
        ));
    }
    let _lock = new.lock;
    let session = Session::new(
        new.start.game,
        new.start.dice,
        new.record,
        new.save_path,
        loc,
        screen,
    )
    .with_delay(shell::pace(humans, new.delay));
    shell::run_session(session)
}

/// Where a new game's people sit: all at this terminal (`play`), or each at their own
/// (`host`, where this terminal may only serve).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Where {
    OneTerminal,
    Online,
}

/// Checks `play`'s flags and asks the opening questions they leave open: the setting up that
/// `play` and `host` share.
pub fn set_up(
    options: &PlayOptions,
    language: Option<Language>,
    loc: &Localizer,
    seated: Where,
) -> Result<NewGame, Failure> {
    let humans = shell::humans_option(options.humans.as_deref(), 2, "bb-error-humans", loc)?;
    let seed = shell::seed_option(options.seed.as_deref(), loc)?;
    let rules = options
        .optional
        .as_deref()
        .map(|names| parse_options(names, loc))
        .transpose()?;
    let side = options
        .side
        .as_deref()
        .map(|text| shell::parse_side(text, loc))
        .transpose()?;
    let coach = match options.coach.as_deref() {
        None => coach_of(Level::DEFAULT),
        Some(text) => coach_named(text).ok_or_else(|| {
            let levels = Level::ALL.map(|level| loc.text(level.message()));
            let coaches = BbCoachKind::ALL.map(BbCoachKind::name);
            shell::usage(
                loc,
                "bb-error-coach",
                &[
                    arg("coach", text.to_string()),
                    arg(
                        "coaches",
                        format!("{}, {}", levels.join(", "), coaches.join(", ")),
                    ),
                ],
            )
        })?,
    };
    let delay = shell::delay_option(options.delay.as_deref(), loc)?;
    let (library, sources) = load_library(options.data.as_deref(), loc)?;
    let find = |query: &Option<String>| -> Result<Option<usize>, Failure> {
        match query {
            None => Ok(None),
            Some(name) => match library.team(name) {
                Some(found) => Ok(library.teams.iter().position(|t| t == found)),
                None => Err(shell::usage(
                    loc,
                    "bb-error-unknown-team",
                    &[
                        arg("name", name.clone()),
                        arg(
                            "teams",
                            library
                                .teams
                                .iter()
                                .map(|t| t.name.clone())
                                .collect::<Vec<_>>()
                                .join(", "),
                        ),
                    ],
                )),
            },
        }
    };
    let home = find(&options.home)?;
    let away = find(&options.away)?;
    if home.is_some() && home == away {
        return Err(shell::usage(loc, "bb-error-same-team", &[]));
    }

    let asking = shell::interactive();
    if seated == Where::OneTerminal && !asking && humans.unwrap_or(1) > 0 {
        return Err(shell::usage(loc, "app-error-no-tty", &[]));
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
    let knowing = crate::i18n::localizer(language).knowing_teams(library.team_numbers());
    let loc = &knowing;
    let asker = shell::screen(loc);
    let humans = match humans {
        Some(n) => n,
        None => {
            let items: Vec<String> = (0..=2u8)
                .map(|n| loc.text_with("bb-setup-humans-option", &[arg("count", n)]))
                .collect();
            ask(one_of(&asker, loc, &loc.text("setup-humans"), &items, 1))? as u8
        }
    };
    let names: Vec<String> = library
        .teams
        .iter()
        .map(|t| format!("{} ({})", t.name, t.code))
        .collect();
    let home = match home {
        Some(i) => i,
        None if asking => ask(one_of(&asker, loc, &loc.text("setup-home"), &names, 0))?,
        None => 0,
    };
    let other = usize::from(home == 0).min(library.teams.len().saturating_sub(1));
    let away = match away {
        Some(i) => i,
        None if asking => ask(one_of(&asker, loc, &loc.text("setup-away"), &names, other))?,
        None => other,
    };
    if home == away {
        return Err(shell::usage(loc, "bb-error-same-team", &[]));
    }
    let (Some(home_team), Some(away_team)) = (library.teams.get(home), library.teams.get(away))
    else {
        return Err(Failure::Problem);
    };
    let (save_path, lock) = match given_save {
        Some(path) => (path, given_lock),
        None => {
            let path = shell::save_path_named(&home_team.name, &away_team.name, loc)?;
            let lock = shell::lock(&path, loc)?;
            (path, Some(lock))
        }
    };
    let side = match side {
        Some(side) => side,
        None if asking && humans == 1 => {
            let items = [home_team.name.clone(), away_team.name.clone()];
            let chosen = ask(one_of(&asker, loc, &loc.text("setup-side-one"), &items, 0))?;
            if chosen == 0 {
                Side::Home
            } else {
                Side::Away
            }
        }
        None => Side::Home,
    };
    let rules = match rules {
        Some(rules) => rules,
        None if asking => {
            let kinds = [loc.text("bb-setup-basic"), loc.text("bb-setup-advanced")];
            let advanced = ask(one_of(&asker, loc, &loc.text("bb-setup-game"), &kinds, 0))? == 1;
            let blocks_items = [loc.text("setup-no"), loc.text("setup-yes")];
            let blocks = ask(one_of(
                &asker,
                loc,
                &loc.text("bb-setup-blocks"),
                &blocks_items,
                0,
            ))? == 1;
            Options { advanced, blocks }
        }
        None => Options::default(),
    };

    let shown = save_path.display().to_string();
    let setup =
        record::record_setup(&sources, &library, home_team, away_team, rules).map_err(|e| {
            shell::error(&record_message(&shown, e, loc));
            Failure::Problem
        })?;
    let players: Vec<String> = match humans {
        0 => vec![coach.name().into(), coach.name().into()],
        1 if side == Side::Away => vec![coach.name().into(), "human:1".into()],
        1 => vec!["human:1".into(), coach.name().into()],
        _ => vec!["human:1".into(), "human:2".into()],
    };
    let record = Record {
        seed,
        players,
        language: loc.language().code().to_string(),
        setup,
        decisions: Vec::new(),
    };
    // A new game starts the way a saved one resumes: from its record.
    let start = record::replay(&record, |_, _| {}).map_err(|e| {
        shell::error(&record_message(&shown, e, loc));
        Failure::Problem
    })?;
    Ok(NewGame {
        record,
        humans,
        delay,
        save_path,
        lock,
        loc: knowing,
        start,
    })
}

/// "basic game", "advanced game, blocks".
fn rules_words(loc: &Localizer, options: Options) -> String {
    let mut words = vec![loc.text(if options.advanced {
        "bb-setup-advanced"
    } else {
        "bb-setup-basic"
    })];
    if options.blocks {
        words.push(loc.text("bb-rules-blocks"));
    }
    words.join(", ")
}

/// Reads a Battleball save's record (not replayed), with the save's text (for the place of a
/// decision the replay refuses), or says why it cannot be used.
pub fn read(path: &Path, loc: &Localizer) -> Result<(Record, String), String> {
    let shown = path.display().to_string();
    let text = files::read_text(path, savefile::MAX_SAVE_BYTES)
        .map_err(|error| wrapped(&files::read_message(&shown, error, loc)))?;
    let record = Record::from_toml(&text).map_err(|error| record_message(&shown, error, loc))?;
    Ok((record, text))
}

fn load(path: &Path, loc: &Localizer) -> Result<(Record, record::Replayed), String> {
    let (record, text) = read(path, loc)?;
    let replayed = record::replay(&record, |_, _| {}).map_err(|error| {
        save_problem::message_of_text(&path.display().to_string(), &text, error.into(), loc)
    })?;
    Ok((record, replayed))
}

/// `gridiron resume` of a Battleball save: in the language it was started in unless the command
/// line asks for another.
pub fn resume(path: &Path, language: Option<Language>, loc: &Localizer) -> Done {
    let load = || {
        load(path, loc).map_err(|message| {
            shell::error(&message);
            Failure::Problem
        })
    };
    let (record, replayed) = load()?;
    let language = shell::language_to_resume(language, &record.language, loc);
    let loc = &crate::i18n::localizer(language)
        .knowing_teams(replayed.game.setup().library.team_numbers());
    if replayed.game.is_over() {
        shell::say_already_over(path, loc);
        return Ok(());
    }
    shell::refuse_read_only(path, loc)?;
    // Battleball hides nothing: two coaches at one keyboard need no hand-off, so no terminal
    // is refused for hot-seat play.
    if players::humans(&session::players_of(&record)) > 0 && !shell::interactive() {
        return Err(shell::usage(loc, "app-error-no-tty", &[]));
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
        path.to_path_buf(),
        loc,
        shell::screen(loc),
    );
    shell::run_session(session)
}

/// Whether a Battleball save's text holds a finished game, an unfinished one, or none.
pub fn finished(text: &str) -> Option<bool> {
    let record = Record::from_toml(text).ok()?;
    let replayed = record::replay(&record, |_, _| {}).ok()?;
    Some(replayed.game.is_over())
}

/// `gridiron replay` of a Battleball save: every turn told, from the seed and the decisions. A
/// save that does not replay to its end is refused whole, before anything is printed.
pub fn replay(path: &Path, loc: &Localizer, out: &mut dyn Write) -> Done {
    let shown = path.display().to_string();
    let (record, text) = read(path, loc).map_err(|message| {
        shell::error(&message);
        Failure::Problem
    })?;
    let (mut log, mut memory) = (Log::default(), Memory::default());
    let mut knowing_teams = None;
    let replayed = record::replay(&record, |game, events| {
        let loc = knowing_teams.get_or_insert_with(|| {
            crate::i18n::localizer(loc.language())
                .knowing_teams(game.setup().library.team_numbers())
        });
        narrate::replayed(loc, game, events, &mut memory, &mut log);
    })
    .map_err(|e| {
        shell::error(&save_problem::message_of_text(&shown, &text, e.into(), loc));
        Failure::Problem
    })?;
    let setup = replayed.game.setup();
    let header = loc.text_with(
        "bb-header",
        &[
            arg("home", words::team(setup, Side::Home).to_string()),
            arg("away", words::team(setup, Side::Away).to_string()),
            arg("seed", record.seed.to_string()),
            arg("rules", rules_words(loc, setup.options)),
        ],
    );
    let _ = write!(out, "{}", wrap::fill(&header, "", "  "));
    for line in &log.lines {
        let _ = write!(out, "{}", wrap::fill(line, "", "  "));
    }
    if !replayed.game.is_over() {
        let goes_on = loc.text_with("app-replay-unfinished", &[arg("path", shown)]);
        let _ = write!(out, "{}", wrap::fill(&goes_on, "", "  "));
    }
    Ok(())
}

/// The words for a Battleball save that cannot be read, rebuilt or written.
pub fn record_message(shown: &str, error: RecordError, loc: &Localizer) -> String {
    save_problem::message(shown, error.into(), loc)
}
