//! Online play: a third shell beside the terminal and the league tools. The host runs the one
//! engine (`gridiron_online::table`); each player's terminal is a client that draws what the
//! host sends its seat, with the terminal's own screens. Each game's part is in its folder,
//! reached through the registry.

pub mod adapter;
pub mod battleball;
pub mod bot;
pub mod command;
pub mod first_and_goal;
pub mod host;
pub mod hosting;
pub mod link;
pub mod rejoin;
pub mod server;
pub mod transport;
pub mod verify;
pub mod wire;
pub mod words;
