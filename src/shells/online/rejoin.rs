//! What a person's client keeps of the chairs it took, so that the same `join` command takes a
//! chair back after the terminal was closed: each chair's rejoin secret, in the user's data
//! folder under a name drawn from the ticket. Best effort: a folder that cannot be written
//! costs only the way back after a restart, never the game under way.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

use gridiron_online::proof::{ticket_name, Bytes32};

use crate::shells::kit::files;

/// The largest file read back as one of these.
const LIMIT: u64 = 64 * 1024;

/// The secrets of one ticket's chairs on this machine, and where they are kept.
#[derive(Debug, Default)]
pub struct Rejoin {
    file: Option<PathBuf>,
    chairs: Mutex<BTreeMap<usize, Bytes32>>,
}

impl Rejoin {
    /// What this machine keeps for the ticket of admission code `code`: read from the user's
    /// data folder (`…/gridiron/online/`), empty if nothing is there or it cannot be read.
    pub fn for_ticket(code: &Bytes32) -> Rejoin {
        let file = directories::ProjectDirs::from("", "", "gridiron").map(|dirs| {
            dirs.data_dir()
                .join("online")
                .join(format!("{}.json", ticket_name(code).hex()))
        });
        let chairs = file.as_deref().map(read).unwrap_or_default();
        Rejoin {
            file,
            chairs: Mutex::new(chairs),
        }
    }

    /// Nothing kept, nothing written: for a client that lives no longer than its process.
    pub fn in_memory() -> Rejoin {
        Rejoin::default()
    }

    pub fn secret(&self, chair: usize) -> Option<Bytes32> {
        self.chairs.lock().ok()?.get(&chair).copied()
    }

    /// Keeps `chair`'s secret from a welcome, and writes it down when it is new.
    pub fn keep(&self, chair: usize, secret: Bytes32) {
        let Ok(mut chairs) = self.chairs.lock() else {
            return;
        };
        if chairs.insert(chair, secret) == Some(secret) {
            return;
        }
        if let (Some(file), Ok(text)) = (&self.file, serde_json::to_string(&*chairs)) {
            let _ = files::write_atomic(file, &text);
        }
    }
}

fn read(file: &Path) -> BTreeMap<usize, Bytes32> {
    files::read_text(file, LIMIT)
        .ok()
        .and_then(|text| serde_json::from_str(&text).ok())
        .unwrap_or_default()
}
