//! What the league tools need of a game: the entry points its generic commands hand over to.

use std::io::Write;

use gridiron_core::i18n::Localizer;

use super::commands::{RankArgs, SimArgs, TeamsArgs, ValidateArgs};

/// A league command: its arguments, the reader's language, standard output and error; the exit
/// code.
pub type Command<A> = fn(&A, &Localizer, &mut dyn Write, &mut dyn Write) -> i32;

/// One game in the league tools, as the registry lists it.
pub struct Adapter {
    pub sim: Command<SimArgs>,
    pub teams: Command<TeamsArgs>,
    pub validate: Command<ValidateArgs>,
    pub rank: Command<RankArgs>,
}
