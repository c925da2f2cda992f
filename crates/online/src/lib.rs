//! Online play without the network: what the host and its clients say to each other
//! (`protocol`), the host's authority over one game (`table`), and what makes a host's
//! cheating detectable (`proof`). The sockets, the runtime and the screens are the program's
//! online shell; nothing here does IO, so every rule of who may send and receive what is
//! tested without a network.

pub mod fanout;
pub mod proof;
pub mod protocol;
pub mod record;
pub mod table;
