//! `host`, `join` and their options as typed, checked and handed to the game's adapter.

use std::path::Path;
use std::time::Duration;

use gridiron_core::i18n::{arg, Language, Localizer};

use super::host::{HostOptions, HostSeat};
use crate::shells::kit::exit::{Done, Failure};
use crate::shells::terminal::play::{which_game, PlayOptions};
use crate::shells::terminal::savefile;

/// The options of `host` besides `play`'s, as typed.
#[derive(Debug, Clone, Default)]
pub struct HostArgs {
    pub seat_timeout: Option<String>,
    pub relay: Option<String>,
    pub loopback: bool,
    pub seat: Option<String>,
    pub name: Option<String>,
    pub ticket_file: Option<std::path::PathBuf>,
}

/// Seconds a person may be away before the computer plays their seat, when not given.
const DEFAULT_SEAT_TIMEOUT: u64 = 120;

fn usage(loc: &Localizer, id: &str, value: &str) -> Failure {
    eprintln!(
        "{}",
        loc.text_with(id, &[arg("value", gridiron_core::text::printable(value))])
    );
    Failure::Usage
}

/// The person's name: `--name`, else the login name, else none (the host numbers them).
pub fn person_name(name: Option<&str>) -> String {
    name.map(str::to_string)
        .or_else(|| std::env::var("USER").ok())
        .or_else(|| std::env::var("USERNAME").ok())
        .unwrap_or_default()
}

fn host_options(args: &HostArgs, loc: &Localizer) -> Result<HostOptions, Failure> {
    let seat_timeout = match &args.seat_timeout {
        None => DEFAULT_SEAT_TIMEOUT,
        Some(text) => text
            .trim()
            .parse::<u64>()
            .ok()
            .filter(|&s| s <= 24 * 3600)
            .ok_or_else(|| usage(loc, "online-error-seat-timeout", text))?,
    };
    let seat = match args.seat.as_deref().map(str::trim) {
        None => HostSeat::First,
        Some(text) if text.eq_ignore_ascii_case("none") => HostSeat::Serve,
        Some(text) => match text.parse::<usize>() {
            Ok(n) if (1..=8).contains(&n) => HostSeat::Place(n - 1),
            _ => return Err(usage(loc, "online-error-seat", text)),
        },
    };
    Ok(HostOptions {
        seat_timeout: Duration::from_secs(seat_timeout),
        relay: args.relay.clone(),
        loopback: args.loopback,
        seat,
        name: person_name(args.name.as_deref()),
        ticket_file: args.ticket_file.clone(),
    })
}

/// `gridiron host`: a new game as `play` sets it up, or `--resume FILE`.
pub fn run_host(
    play: &PlayOptions,
    game: Option<&str>,
    resume: Option<&Path>,
    args: &HostArgs,
    language: Option<Language>,
    loc: &Localizer,
) -> Done {
    let options = host_options(args, loc)?;
    match resume {
        Some(path) => (savefile::game_of(path).online.resume)(path, &options, language, loc),
        None => {
            let entry = which_game(game, false, loc)?;
            (entry.online.host)(play, &options, language, loc)
        }
    }
}

/// `gridiron join TICKET`.
pub fn run_join(
    ticket: &str,
    watch: bool,
    seat: Option<&str>,
    name: Option<&str>,
    relay: Option<&str>,
    loopback: bool,
    loc: &Localizer,
) -> Done {
    let seat = match seat.map(str::trim) {
        None => None,
        Some(text) => match text.parse::<usize>() {
            Ok(n) if (1..=8).contains(&n) => Some(n - 1),
            _ => return Err(usage(loc, "online-error-seat", text)),
        },
    };
    super::link::join(ticket, watch, seat, person_name(name), relay, loopback, loc)
}
