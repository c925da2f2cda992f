//! `gridiron host`: one game served to its seats over the network.

use std::time::Duration;

use gridiron_core::i18n::Localizer;

use super::adapter::{HostGame, Hosted};
use crate::shells::kit::exit::Done;

/// How the host serves, besides how the game is set up.
#[derive(Debug, Clone)]
pub struct HostOptions {
    /// How long a person may be away before a computer coach plays their seat.
    pub seat_timeout: Duration,
    /// A relay of one's own (`None`: the transport's public relays; `Some("none")`: none).
    pub relay: Option<String>,
    /// Only loopback addresses, no relay and no discovery: tests and trials on one machine.
    pub loopback: bool,
    /// The seat the host's own person plays (its place), or `None` to only serve.
    pub seat: Option<usize>,
    /// The name the host's own person goes by.
    pub name: String,
}

/// Serves `hosted` until the game is over or the host is stopped.
pub fn serve<H: HostGame>(hosted: Hosted<H>, options: &HostOptions, loc: &Localizer) -> Done {
    let _ = (hosted, options, loc);
    todo!("the generic host, being written")
}
