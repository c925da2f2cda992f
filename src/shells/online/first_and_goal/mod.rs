//! 1st & Goal online: the host's part and the client's screens (being written).

use std::path::Path;

use gridiron_core::i18n::{Language, Localizer};

use crate::shells::kit::exit::Done;
use crate::shells::online::adapter::{Adapter, Replayed};
use crate::shells::online::host::HostOptions;
use crate::shells::online::link::Joined;
use crate::shells::terminal::play::PlayOptions;

pub const ADAPTER: Adapter = Adapter {
    host,
    resume,
    join,
    replayed,
};

fn host(
    play: &PlayOptions,
    options: &HostOptions,
    language: Option<Language>,
    loc: &Localizer,
) -> Done {
    let _ = (play, options, language, loc);
    todo!()
}

fn resume(save: &Path, options: &HostOptions, language: Option<Language>, loc: &Localizer) -> Done {
    let _ = (save, options, language, loc);
    todo!()
}

fn join(joined: Joined, loc: &Localizer) -> Done {
    let _ = (joined, loc);
    todo!()
}

fn replayed(record: &str, loc: &Localizer) -> Result<Replayed, String> {
    let _ = (record, loc);
    todo!()
}
