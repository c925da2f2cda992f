//! Save files on disk: where they live, writing them atomically, and reading them back with an
//! error a user can act on. A file that fails to read is never written over.

use std::path::{Path, PathBuf};

use crate::save::{SaveError, SavedGame};

use super::i18n::Localizer;
use super::words::arg;

/// The user data directory's `saves` folder (e.g. `~/.local/share/gridiron/saves`).
pub fn save_dir() -> Option<PathBuf> {
    directories::ProjectDirs::from("", "", "gridiron").map(|dirs| dirs.data_dir().join("saves"))
}

/// A fresh file name for a new game: the start time keeps games of the same seed apart.
pub fn new_save_path(dir: &Path, seed: u64) -> PathBuf {
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or_default();
    let mut path = dir.join(format!("game-{secs}-{seed}.toml"));
    let mut n = 1;
    while path.exists() {
        n += 1;
        path = dir.join(format!("game-{secs}-{seed}-{n}.toml"));
    }
    path
}

/// Writes to a temporary file beside `path`, then renames it over `path`: a crash or Ctrl-C
/// leaves either the old save or the new one, never half of one.
pub fn write_atomic(path: &Path, text: &str) -> std::io::Result<()> {
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir)?;
    }
    let mut temp = path.as_os_str().to_owned();
    temp.push(".tmp");
    let temp = PathBuf::from(temp);
    std::fs::write(&temp, text)?;
    std::fs::rename(&temp, path)
}

pub fn store(path: &Path, saved: &SavedGame) -> Result<(), String> {
    let text = saved.to_toml().map_err(|e| format!("{e:?}"))?;
    write_atomic(path, &text).map_err(|e| e.to_string())
}

/// Reads a save, or says in the user's language why it cannot be used.
pub fn load(path: &Path, loc: &Localizer) -> Result<SavedGame, String> {
    let shown = path.display().to_string();
    let bytes = std::fs::read(path).map_err(|e| {
        loc.text_with(
            "app-error-save-read",
            &[arg("path", shown.clone()), arg("detail", e.to_string())],
        )
    })?;
    let text = String::from_utf8(bytes)
        .map_err(|_| loc.text_with("app-error-save-not-text", &[arg("path", shown.clone())]))?;
    SavedGame::from_toml(&text).map_err(|error| match error {
        SaveError::Malformed { detail } => loc.text_with(
            "app-error-save-malformed",
            &[arg("path", shown.clone()), arg("detail", detail)],
        ),
        SaveError::Foreign => {
            loc.text_with("app-error-save-foreign", &[arg("path", shown.clone())])
        }
        SaveError::Version { found } => loc.text_with(
            "app-error-save-version",
            &[arg("path", shown.clone()), arg("found", found)],
        ),
    })
}

/// The most recently changed save in `dir` that holds an unfinished game.
pub fn latest_unfinished(dir: &Path) -> Option<PathBuf> {
    let mut saves: Vec<(std::time::SystemTime, PathBuf)> = std::fs::read_dir(dir)
        .ok()?
        .filter_map(Result::ok)
        .map(|entry| entry.path())
        .filter(|path| path.extension().is_some_and(|e| e == "toml"))
        .filter_map(|path| {
            let modified = std::fs::metadata(&path).and_then(|m| m.modified()).ok()?;
            Some((modified, path))
        })
        .collect();
    saves.sort();
    saves.into_iter().rev().map(|(_, path)| path).find(|path| {
        std::fs::read_to_string(path)
            .ok()
            .and_then(|text| SavedGame::from_toml(&text).ok())
            .is_some_and(|saved| !saved.game.is_over())
    })
}
