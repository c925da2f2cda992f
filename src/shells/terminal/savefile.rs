//! Save files on disk: where they live, which game a save holds and whether it is finished, and
//! the lock that keeps two gridirons off one file. Writing them atomically and reading them
//! back within bounds are every shell's (`kit::files`). A file that fails to read is never
//! written over.

use std::fs::{self, File, OpenOptions};
use std::io;
use std::path::{Path, PathBuf};

use crate::registry::{self, GameEntry};
use crate::shells::kit::files::{read_text, resolve_links};
/// What writes a save, for whoever reaches the saves through here.
pub use crate::shells::kit::files::{write_atomic, WriteError};

/// The most a save of any game may hold: what is read of a file to learn which game it holds
/// and whether it is finished. (Each game's reader keeps its own bound, none larger.)
pub const MAX_SAVE_BYTES: u64 = 4 * 1024 * 1024;

/// The user data directory's `saves` folder (e.g. `~/.local/share/gridiron/saves`).
pub fn save_dir() -> Option<PathBuf> {
    directories::ProjectDirs::from("", "", "gridiron").map(|dirs| dirs.data_dir().join("saves"))
}

/// A fresh file in `dir` for a game of `home` against `away` started on `date`
/// (`YYYY-MM-DD`): `home-vs-away-date.toml`, then `-2`, `-3`, … while one is there. Team names
/// come from files, so only lowercase letters, digits and hyphens of them reach the name.
pub fn named_save_path(dir: &Path, home: &str, away: &str, date: &str) -> PathBuf {
    let stem = format!("{}-vs-{}-{date}", file_word(home), file_word(away));
    let mut path = dir.join(format!("{stem}.toml"));
    let mut n = 1;
    while fs::symlink_metadata(&path).is_ok() {
        n += 1;
        path = dir.join(format!("{stem}-{n}.toml"));
    }
    path
}

/// A team's name as part of a file name: ASCII letters (German ones spelt out) and digits,
/// lowercase, anything else one hyphen; at most 30 characters; `team` if nothing is left.
fn file_word(name: &str) -> String {
    const LONGEST: usize = 30;
    let mut word = String::new();
    for ch in name.chars().flat_map(char::to_lowercase) {
        let spelt = match ch {
            'ä' => "ae",
            'ö' => "oe",
            'ü' => "ue",
            'ß' => "ss",
            _ if ch.is_ascii_alphanumeric() => {
                word.push(ch);
                continue;
            }
            _ => "-",
        };
        if spelt == "-" && (word.is_empty() || word.ends_with('-')) {
            continue;
        }
        word.push_str(spelt);
    }
    word.truncate(LONGEST);
    let word = word.trim_end_matches('-');
    if word.is_empty() {
        "team".to_string()
    } else {
        word.to_string()
    }
}

/// Today's date in UTC as `YYYY-MM-DD`, for a save's name.
pub fn today() -> String {
    let days = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs() / 86_400)
        .unwrap_or_default();
    let (year, month, day) = civil_date(days);
    format!("{year:04}-{month:02}-{day:02}")
}

/// The Gregorian date `days` after 1970-01-01 (H. Hinnant's `civil_from_days`).
fn civil_date(days: u64) -> (u64, u64, u64) {
    let z = days + 719_468;
    let era = z / 146_097;
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + u64::from(month <= 2);
    (year, month, day)
}

/// The game whose save `path` holds, by its `game` key: none is the default game (the first
/// game's saves have none). Anything that cannot be read is the default game's, whose reader
/// says what is wrong with it.
pub fn game_of(path: &Path) -> &'static GameEntry {
    read_text(path, MAX_SAVE_BYTES)
        .ok()
        .and_then(|text| gridiron_core::record::game_key(&text))
        .and_then(|id| registry::find(&id))
        .unwrap_or_else(registry::default_game)
}

/// Whether a save's text holds a finished game (`Some(true)`), an unfinished one, or no game
/// that replays (`None`), whichever game it is.
fn finished(text: &str) -> Option<bool> {
    let game = gridiron_core::record::game_key(text)
        .map_or(Some(registry::default_game()), |id| registry::find(&id))?;
    (game.terminal.finished)(text)
}

/// A finished gridiron game, which `play --save` may overwrite without `--force`.
pub fn is_finished_game(path: &Path) -> bool {
    read_text(path, MAX_SAVE_BYTES)
        .ok()
        .and_then(|text| finished(&text))
        .unwrap_or(false)
}

/// The most recently changed save in `dir` that holds an unfinished game. Only regular files
/// are looked at, and each is read within the same bounds as `resume`.
pub fn latest_unfinished(dir: &Path) -> Option<PathBuf> {
    let mut saves: Vec<(std::time::SystemTime, PathBuf)> = fs::read_dir(dir)
        .ok()?
        .filter_map(Result::ok)
        .map(|entry| entry.path())
        .filter(|path| path.extension().is_some_and(|e| e == "toml"))
        .filter_map(|path| {
            let meta = fs::metadata(&path).ok().filter(fs::Metadata::is_file)?;
            Some((meta.modified().ok()?, path))
        })
        .collect();
    saves.sort();
    saves.into_iter().rev().map(|(_, path)| path).find(|path| {
        read_text(path, MAX_SAVE_BYTES)
            .ok()
            .and_then(|text| finished(&text))
            .is_some_and(|over| !over)
    })
}

/// Why a save could not be locked.
#[derive(Debug)]
pub enum LockError {
    /// Another process holds it.
    InUse,
    Io(io::Error),
}

/// An exclusive lock on a save while a game writes it: `FILE.lock` beside the file (after its
/// links are followed), locked with the operating system's file lock, which a crash releases.
/// The lock file is removed when the lock is dropped.
#[derive(Debug)]
pub struct SaveLock {
    path: PathBuf,
    _file: File,
}

impl SaveLock {
    pub fn acquire(save: &Path) -> Result<SaveLock, LockError> {
        let target = resolve_links(save).map_err(LockError::Io)?;
        let mut name = target.as_os_str().to_owned();
        name.push(".lock");
        let path = PathBuf::from(name);
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            fs::create_dir_all(dir).map_err(LockError::Io)?;
        }
        // A lock file removed by its holder between our open and our lock is stale: open the
        // one now at the path and try again.
        for _ in 0..8 {
            let file = OpenOptions::new()
                .read(true)
                .write(true)
                .create(true)
                .truncate(false)
                .open(&path)
                .map_err(LockError::Io)?;
            match file.try_lock() {
                Ok(()) => {}
                Err(fs::TryLockError::WouldBlock) => return Err(LockError::InUse),
                Err(fs::TryLockError::Error(error)) => return Err(LockError::Io(error)),
            }
            if same_file(&file, &path) {
                return Ok(SaveLock { path, _file: file });
            }
        }
        Err(LockError::InUse)
    }

    /// The lock file, for the Ctrl-C handler to remove.
    pub fn path(&self) -> &Path {
        &self.path
    }
}

#[cfg(unix)]
fn same_file(file: &File, path: &Path) -> bool {
    use std::os::unix::fs::MetadataExt;
    match (file.metadata(), fs::metadata(path)) {
        (Ok(open), Ok(named)) => open.dev() == named.dev() && open.ino() == named.ino(),
        _ => false,
    }
}

#[cfg(not(unix))]
fn same_file(_file: &File, _path: &Path) -> bool {
    true
}

impl Drop for SaveLock {
    fn drop(&mut self) {
        // Removed while still locked, so no other process can lock the removed file and
        // believe it holds the save.
        #[cfg(unix)]
        let _ = fs::remove_file(&self.path);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_team_name_becomes_a_safe_file_word() {
        assert_eq!(file_word("Boston Bombers"), "boston-bombers");
        assert_eq!(file_word("Münchner Löwen"), "muenchner-loewen");
        assert_eq!(file_word("../etc/passwd"), "etc-passwd");
        assert_eq!(file_word("Bell\u{7}\nRingers\u{202e}"), "bell-ringers");
        assert_eq!(file_word("   "), "team");
        assert_eq!(file_word(&"x".repeat(99)).len(), 30);
    }

    #[test]
    fn days_since_1970_are_dated() {
        assert_eq!(civil_date(0), (1970, 1, 1));
        assert_eq!(civil_date(11_016), (2000, 2, 29));
        assert_eq!(civil_date(20_784), (2026, 11, 27));
    }

    #[test]
    fn a_second_game_of_the_same_teams_on_the_same_day_gets_its_own_file() {
        let dir = std::env::temp_dir().join(format!("gridiron-savefile-{}", std::process::id()));
        let _ = fs::create_dir_all(&dir);
        let first = named_save_path(&dir, "Boston Bombers", "Base", "2026-11-27");
        assert_eq!(
            first.file_name().and_then(|n| n.to_str()),
            Some("boston-bombers-vs-base-2026-11-27.toml")
        );
        let _ = fs::write(&first, "");
        let second = named_save_path(&dir, "Boston Bombers", "Base", "2026-11-27");
        assert_eq!(
            second.file_name().and_then(|n| n.to_str()),
            Some("boston-bombers-vs-base-2026-11-27-2.toml")
        );
        let _ = fs::remove_dir_all(&dir);
    }
}
