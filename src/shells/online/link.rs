//! A client's connection to its host, once the host has welcomed it.

use gridiron_online::proof::Bytes32;
use gridiron_online::protocol::SeatInfo;

/// A client the host has welcomed: what the welcome said, and the connection to go on with.
pub struct Joined {
    pub game: String,
    pub setup: String,
    pub seats: Vec<SeatInfo>,
    /// The seat this client plays (its place); `None` for a spectator.
    pub you: Option<usize>,
    pub seed_commitment: Bytes32,
    /// The connection: messages to and from the host.
    pub link: Link,
}

/// The connection to the host, as the client loop uses it.
pub struct Link {}

/// Runs the client loop of game `C` on `joined`: the generic part every game shares.
pub fn play<C: super::adapter::ClientGame>(
    joined: Joined,
    loc: &gridiron_core::i18n::Localizer,
) -> crate::shells::kit::exit::Done {
    let _ = (joined, loc);
    todo!("the generic client, being written")
}
