//! 1st & Goal online: the host's part (`host`), the client's screens (`client`), and the entry
//! points the registry lists. A game is set up as `play` sets it up and resumed from the saves
//! its host writes, which `resume` and `replay` read too.

pub mod client;
pub mod host;

use std::path::Path;

use gridiron_core::game::Game as _;
use gridiron_core::i18n::{Language, Localizer};
use gridiron_core::side::Side;
use gridiron_online::table::decision_text;

use crate::games::first_and_goal::coach::CoachKind;
use crate::games::first_and_goal::record::{self, SaveRecord};
use crate::shells::kit::exit::{Done, Failure};
use crate::shells::online::adapter::{chairs_of, Adapter, Hosted, Replayed};
use crate::shells::online::host::{serve, HostOptions};
use crate::shells::online::link::Joined;
use crate::shells::terminal::first_and_goal::command::{self, Seating};
use crate::shells::terminal::first_and_goal::{save, seats};
use crate::shells::terminal::play::{self as shell, PlayOptions};

use client::FirstAndGoalClient;
use host::{seat_place, FirstAndGoalHost};

pub const ADAPTER: Adapter = Adapter {
    host,
    resume,
    join,
    chair_name: crate::shells::online::adapter::chair_name::<FirstAndGoalClient>,
    replayed,
};

/// `gridiron host` of 1st & Goal: set up as `play` sets it up, each seat a person at a
/// terminal of their own or the computer.
fn host(
    play: &PlayOptions,
    options: &HostOptions,
    language: Option<Language>,
    loc: &Localizer,
) -> Done {
    let set_up = command::set_up(play, language, loc, Seating::Online)?;
    let chairs = chairs_of(&set_up.seated);
    let own = FirstAndGoalHost::new(
        set_up.record.setup.clone(),
        set_up.loc.language(),
        set_up.coach,
        set_up.save_path.display().to_string(),
    );
    let _lock = set_up.lock;
    let hosted = Hosted {
        game: set_up.start.game,
        resumed: None,
        chairs,
        save_path: set_up.save_path,
        own,
    };
    serve(hosted, options, &set_up.loc)
}

/// A save this host wrote, read and replayed: the record, the game and its dice as the replay
/// left them, and the events the replay made.
struct Loaded {
    record: SaveRecord,
    replayed: record::Replayed,
    events: Vec<crate::games::first_and_goal::engine::Event>,
}

fn load(path: &Path, loc: &Localizer) -> Result<Loaded, Failure> {
    let shown = path.display().to_string();
    let (record, text) = save::read(path, loc).map_err(|message| {
        shell::error(&message);
        Failure::Problem
    })?;
    let mut events = Vec::new();
    let replayed =
        record::replay(&record, |_, made| events.extend_from_slice(made)).map_err(|error| {
            shell::error(&save::replay_message(&shown, &text, error, loc));
            Failure::Problem
        })?;
    Ok(Loaded {
        record,
        replayed,
        events,
    })
}

/// `gridiron host --resume FILE` of a 1st & Goal save: in the language it was started in
/// unless the command line asks for another; each seat's people as the save names them.
fn resume(path: &Path, options: &HostOptions, language: Option<Language>, loc: &Localizer) -> Done {
    let first = load(path, loc)?;
    let language = shell::language_to_resume(language, &first.record.language, loc);
    let loc =
        &crate::i18n::localizer(language).knowing_teams(first.replayed.game.setup().team_numbers());
    if first.replayed.game.is_over() {
        shell::say_already_over(path, loc);
        return Ok(());
    }
    shell::refuse_read_only(path, loc)?;
    shell::install_interrupt_handler();
    let _lock = shell::lock(path, loc)?;
    // Read again under the lock: another gridiron may have played on before it let go.
    let Loaded {
        record,
        replayed,
        events,
    } = load(path, loc)?;
    if replayed.game.is_over() {
        shell::say_already_over(path, loc);
        return Ok(());
    }
    let seated = seats::of_record(&record.players);
    let chairs = chairs_of(&seated);
    let coach = seats::coach_of(&record.players).unwrap_or(CoachKind::Equilibrium);
    let mut own = FirstAndGoalHost::new(
        record.setup.clone(),
        language,
        coach,
        path.display().to_string(),
    );
    own.recall(&record, &chairs);
    let hosted = Hosted {
        game: replayed.game,
        resumed: Some((replayed.dice, record.seed, events)),
        chairs,
        save_path: path.to_path_buf(),
        own,
    };
    serve(hosted, options, loc)
}

fn join(joined: Joined, loc: &Localizer) -> Done {
    crate::shells::online::link::play::<FirstAndGoalClient>(joined, loc)
}

/// `verify`'s reading of a 1st & Goal record: replayed through the engine, its seed, each
/// decision as its seat's place and wire text, and the final score once the game is over.
fn replayed(text: &str, loc: &Localizer) -> Result<Replayed, String> {
    let shown = loc.text("online-record");
    let record = save::parse(&shown, text, loc)?;
    let replayed = record::replay(&record, |_, _| {})
        .map_err(|error| save::replay_message(&shown, text, error, loc))?;
    let game = &replayed.game;
    Ok(Replayed {
        seed: record.seed,
        decisions: record
            .decisions
            .iter()
            .map(|(seat, decision)| (seat_place(*seat), decision_text(decision)))
            .collect(),
        score: game
            .is_over()
            .then(|| (game.points(Side::Home), game.points(Side::Away))),
    })
}
