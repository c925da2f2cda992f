//! Battleball online: the game set up as `play` sets it up and served (`host`), a save of one
//! resumed, a player's terminal (`client`), and `verify`'s reading of a record.

mod client;
mod host;

pub use client::BattleballClient;
pub use host::BattleballHost;

use std::path::Path;

use gridiron_core::game::Game as GameContract;
use gridiron_core::i18n::{Language, Localizer};
use gridiron_online::table::decision_text;

use crate::common::side::Side;
use crate::shells::kit::exit::{Done, Failure};
use crate::shells::kit::save_problem;
use crate::shells::online::adapter::{chairs_of, Adapter, Hosted, Replayed};
use crate::shells::online::host::{serve, HostOptions};
use crate::shells::online::link::{self, Joined};
use crate::shells::terminal::battleball::command::{self, Where};
use crate::shells::terminal::battleball::session::players_of;
use crate::shells::terminal::play::{self as shell, PlayOptions};

use crate::games::battleball::coach::BbCoachKind;
use crate::games::battleball::record::{self, Record};

pub const ADAPTER: Adapter = Adapter {
    host,
    resume,
    join,
    chair_name: crate::shells::online::adapter::chair_name::<BattleballClient>,
    replayed,
};

/// `gridiron host --game battleball`: `play`'s flags and questions, each seat a person at their
/// own terminal or the computer.
fn host(
    play: &PlayOptions,
    options: &HostOptions,
    language: Option<Language>,
    loc: &Localizer,
) -> Done {
    let new = command::set_up(play, language, loc, Where::Online)?;
    let chairs = chairs_of_record(&new.record);
    let own = BattleballHost::new(
        new.record.setup.clone(),
        computer_of(&new.record),
        new.loc.language(),
        new.save_path.clone(),
    );
    let hosted = Hosted {
        game: new.start.game,
        resumed: None,
        chairs,
        save_path: new.save_path,
        own,
    };
    // The save stays locked while the game is served.
    let _lock = new.lock;
    serve(hosted, options, &new.loc)
}

/// `gridiron host --resume FILE` of a Battleball save: replayed, then served from where it
/// stands, in the language it was started in unless the command line asks for another.
fn resume(save: &Path, options: &HostOptions, language: Option<Language>, loc: &Localizer) -> Done {
    let load = || {
        load(save, loc).map_err(|message| {
            shell::error(&message);
            Failure::Problem
        })
    };
    let (record, first, _) = load()?;
    let language = shell::language_to_resume(language, &record.language, loc);
    let setup_loc = crate::i18n::localizer(language);
    if first.game.is_over() {
        shell::say_already_over(save, &setup_loc);
        return Ok(());
    }
    shell::refuse_read_only(save, &setup_loc)?;
    shell::install_interrupt_handler();
    let _lock = shell::lock(save, &setup_loc)?;
    // Read again under the lock: another gridiron may have played on before it let go.
    let (record, replayed, events) = load()?;
    let loc = &setup_loc.knowing_teams(replayed.game.setup().library.team_numbers());
    if replayed.game.is_over() {
        shell::say_already_over(save, loc);
        return Ok(());
    }
    let own = BattleballHost::new(
        record.setup.clone(),
        computer_of(&record),
        language,
        save.to_path_buf(),
    );
    let hosted = Hosted {
        game: replayed.game,
        resumed: Some((replayed.dice, record.seed, events)),
        chairs: chairs_of_record(&record),
        save_path: save.to_path_buf(),
        own,
    };
    serve(hosted, options, loc)
}

/// A save's record, its replay and the events the replay made.
fn load(
    path: &Path,
    loc: &Localizer,
) -> Result<(Record, record::Replayed, Vec<gridiron_battleball::Event>), String> {
    let (record, text) = command::read(path, loc)?;
    let mut events = Vec::new();
    let replayed =
        record::replay(&record, |_, made| events.extend_from_slice(made)).map_err(|error| {
            save_problem::message_of_text(&path.display().to_string(), &text, error.into(), loc)
        })?;
    Ok((record, replayed, events))
}

/// Which seats a person plays, home first, as the record names its players.
fn chairs_of_record(record: &Record) -> Vec<Option<usize>> {
    chairs_of(&players_of(record))
}

/// The computer's coach the record names (the default when only people play).
fn computer_of(record: &Record) -> BbCoachKind {
    record
        .players
        .iter()
        .find_map(|p| p.parse::<BbCoachKind>().ok())
        .unwrap_or(BbCoachKind::DEFAULT)
}

fn join(joined: Joined, loc: &Localizer) -> Done {
    link::play::<BattleballClient>(joined, loc)
}

/// `verify`'s reading of a Battleball record: its seed, every decision as the wire writes it,
/// and the final score; or why it does not replay, in the words a save's problems have.
fn replayed(text: &str, loc: &Localizer) -> Result<Replayed, String> {
    let shown = loc.text("bb-online-record");
    let record = Record::from_toml(text)
        .map_err(|error| save_problem::message_of_text(&shown, text, error.into(), loc))?;
    let replayed = record::replay(&record, |_, _| {})
        .map_err(|error| save_problem::message_of_text(&shown, text, error.into(), loc))?;
    let place = |side: Side| side.index();
    Ok(Replayed {
        seed: record.seed,
        decisions: record
            .decisions
            .iter()
            .map(|&(side, decision)| (place(side), decision_text(&decision)))
            .collect(),
        score: GameContract::outcome(&replayed.game).map(|score| (score.home, score.away)),
    })
}
