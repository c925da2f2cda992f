//! What a host keeps beside a game's save so that it can be resumed online: its network key
//! (the tickets stay valid), the admission code, its secret part of the seed, every person's
//! contribution, the commitments so far and who sat where. Written with the save, after every
//! decision.

use std::path::{Path, PathBuf};

use gridiron_online::proof::{Bytes32, Commitment};
use serde::{Deserialize, Serialize};

use crate::shells::kit::files;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Hosting {
    /// The host endpoint's secret key.
    pub key: Bytes32,
    /// What a ticket's holder shows to be let in.
    pub code: Bytes32,
    pub host_secret: Bytes32,
    /// Each seat's contribution to the seed, in seat order (`None`: a computer's seat).
    pub contributions: Vec<Option<Bytes32>>,
    pub commitments: Vec<Commitment>,
    /// Who sits at each seat: a person's name, `None` for the computer or a free seat.
    pub names: Vec<Option<String>>,
    /// The rejoin secret of each chair a person has taken.
    #[serde(default)]
    pub rejoin: Vec<ChairSecret>,
    /// The UDP port the host listened on: bound again on resume, so a ticket's direct
    /// addresses still reach it.
    #[serde(default)]
    pub port: u16,
}

/// What takes a chair back (a TOML array cannot hold an empty place, so each is named).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChairSecret {
    pub chair: usize,
    pub secret: Bytes32,
}

impl Hosting {
    /// A new game's: nobody seated, nothing committed, any free port.
    pub fn new(key: Bytes32, code: Bytes32, host_secret: Bytes32) -> Hosting {
        Hosting {
            key,
            code,
            host_secret,
            contributions: Vec::new(),
            commitments: Vec::new(),
            names: Vec::new(),
            rejoin: Vec::new(),
            port: 0,
        }
    }

    /// `chair`'s rejoin secret, if a person has taken it.
    pub fn rejoin_of(&self, chair: usize) -> Option<Bytes32> {
        self.rejoin
            .iter()
            .find(|kept| kept.chair == chair)
            .map(|kept| kept.secret)
    }
}

/// Where the host keeps it: beside the save, `<save>.online`.
pub fn path_beside(save: &Path) -> PathBuf {
    let mut name = save.as_os_str().to_owned();
    name.push(".online");
    PathBuf::from(name)
}

/// The largest file a host reads back as its own.
const LIMIT: u64 = 4 * 1024 * 1024;

impl Hosting {
    pub fn store(&self, save: &Path, loc: &gridiron_core::i18n::Localizer) -> Result<(), String> {
        let text = toml::to_string(self).map_err(|e| e.to_string())?;
        files::store_text(&path_beside(save), &text, loc)
    }

    /// The file beside `save`, or why it cannot be read (in the system's or the reader's words).
    pub fn load(save: &Path) -> Result<Hosting, String> {
        let text = files::read_text(&path_beside(save), LIMIT).map_err(|e| format!("{e:?}"))?;
        toml::from_str(&text).map_err(|e| e.message().to_string())
    }
}
