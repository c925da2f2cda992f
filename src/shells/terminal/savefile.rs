//! Save files on disk: where they live, writing them atomically and durably, reading them back
//! within bounds and with an error a user can act on, and the lock that keeps two gridirons off
//! one file. A file that fails to read is never written over.

use std::fs::{self, File, OpenOptions};
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

use crate::common::i18n::{arg, Localizer};
use crate::registry::{self, GameEntry};

/// How many symbolic links are followed to find the file a save is written to.
const MAX_LINKS: usize = 40;

/// The most a save of any game may hold: what is read of a file to learn which game it holds
/// and whether it is finished. (Each game's reader keeps its own bound, none larger.)
pub const MAX_SAVE_BYTES: u64 = 4 * 1024 * 1024;

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
    while fs::symlink_metadata(&path).is_ok() {
        n += 1;
        path = dir.join(format!("game-{secs}-{seed}-{n}.toml"));
    }
    path
}

/// Why a save could not be written.
#[derive(Debug)]
pub enum WriteError {
    /// The path (or what its links point to) exists and is not a regular file: a device, a
    /// pipe, a folder. It is never replaced.
    NotRegular(PathBuf),
    Io(io::Error),
}

impl From<io::Error> for WriteError {
    fn from(error: io::Error) -> WriteError {
        WriteError::Io(error)
    }
}

/// The file `path` names once its symbolic links are followed (the link itself stays). A
/// dangling link names the file it would create.
pub fn resolve_links(path: &Path) -> io::Result<PathBuf> {
    let mut path = path.to_path_buf();
    for _ in 0..MAX_LINKS {
        match fs::symlink_metadata(&path) {
            Ok(meta) if meta.file_type().is_symlink() => {
                let target = fs::read_link(&path)?;
                path = match path.parent() {
                    Some(dir) => dir.join(target),
                    None => target,
                };
            }
            Ok(_) => return Ok(path),
            Err(error) if error.kind() == io::ErrorKind::NotFound => return Ok(path),
            Err(error) => return Err(error),
        }
    }
    Err(io::Error::other(format!(
        "more than {MAX_LINKS} symbolic links"
    )))
}

/// Counts temporary files of this process, so two saves at once never share one.
static TEMP_COUNTER: AtomicU64 = AtomicU64::new(0);

/// Writes to a temporary file beside the target, syncs it, then renames it over the target and
/// syncs the folder: a crash, a full disk or Ctrl-C leaves either the old save or the new one,
/// never half of one. A symbolic link is followed and its target replaced; anything that exists
/// and is not a regular file is refused. The temporary file never outlives a failure.
pub fn write_atomic(path: &Path, text: &str) -> Result<(), WriteError> {
    let target = resolve_links(path)?;
    let existing = match fs::metadata(&target) {
        Ok(meta) if !meta.is_file() => return Err(WriteError::NotRegular(target)),
        Ok(meta) => Some(meta),
        Err(error) if error.kind() == io::ErrorKind::NotFound => None,
        Err(error) => return Err(error.into()),
    };
    let dir = target
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
        .map_or_else(|| PathBuf::from("."), Path::to_path_buf);
    fs::create_dir_all(&dir)?;
    let name = target
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let count = TEMP_COUNTER.fetch_add(1, Ordering::Relaxed);
    let temp = dir.join(format!(".{name}.{}.{count}.tmp", std::process::id()));
    let written = write_synced(&temp, text, existing.as_ref()).and_then(|()| {
        fs::rename(&temp, &target)?;
        sync_dir(&dir);
        Ok(())
    });
    if written.is_err() {
        let _ = fs::remove_file(&temp);
    }
    Ok(written?)
}

fn write_synced(temp: &Path, text: &str, existing: Option<&fs::Metadata>) -> io::Result<()> {
    let mut options = OpenOptions::new();
    options.write(true).create_new(true);
    // A save lets anyone who replays it see the hands: new ones are the user's own to read.
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.mode(0o600);
    }
    let mut file = options.open(temp)?;
    if let Some(meta) = existing {
        // Replacing a save keeps the permissions it was given.
        file.set_permissions(meta.permissions())?;
    }
    file.write_all(text.as_bytes())?;
    file.sync_all()
}

/// Makes a rename durable where the platform allows syncing a folder (not all do).
fn sync_dir(dir: &Path) {
    #[cfg(unix)]
    if let Ok(dir) = File::open(dir) {
        let _ = dir.sync_all();
    }
    #[cfg(not(unix))]
    let _ = dir;
}

/// Writes a save's text (any game's record), or says in the user's language why it could not.
pub fn store_text(path: &Path, text: &str, loc: &Localizer) -> Result<(), String> {
    let shown = path.display().to_string();
    write_atomic(path, text).map_err(|error| write_message(&shown, error, loc))
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

/// The words for a failed write.
pub fn write_message(shown: &str, error: WriteError, loc: &Localizer) -> String {
    match error {
        WriteError::NotRegular(target) => loc.text_with(
            "app-error-save-not-file",
            &[arg("path", target.display().to_string())],
        ),
        WriteError::Io(error) => loc.text_with(
            "app-error-save-write",
            &[
                arg("path", shown.to_string()),
                arg("detail", error.to_string()),
            ],
        ),
    }
}

/// Why a file could not be read as a save, before its text is looked at.
#[derive(Debug)]
pub enum ReadError {
    NotRegular,
    TooLarge { limit: u64 },
    NotText,
    Io(io::Error),
}

/// Reads at most `limit` bytes of a regular file as text. A FIFO, a device or a folder is
/// refused before it is opened (so reading never blocks), and checked again once open.
pub fn read_text(path: &Path, limit: u64) -> Result<String, ReadError> {
    let meta = fs::metadata(path).map_err(ReadError::Io)?;
    if !meta.is_file() {
        return Err(ReadError::NotRegular);
    }
    if meta.len() > limit {
        return Err(ReadError::TooLarge { limit });
    }
    let file = File::open(path).map_err(ReadError::Io)?;
    if !file.metadata().map_err(ReadError::Io)?.is_file() {
        return Err(ReadError::NotRegular);
    }
    let mut bytes = Vec::new();
    file.take(limit + 1)
        .read_to_end(&mut bytes)
        .map_err(ReadError::Io)?;
    if bytes.len() as u64 > limit {
        return Err(ReadError::TooLarge { limit });
    }
    String::from_utf8(bytes).map_err(|_| ReadError::NotText)
}

/// Why `path` could not be read, in the user's language.
pub fn read_message(shown: &str, error: ReadError, loc: &Localizer) -> String {
    let path = || arg("path", shown.to_string());
    match error {
        ReadError::NotRegular => loc.text_with("app-error-save-not-file", &[path()]),
        ReadError::TooLarge { limit } => loc.text_with(
            "app-error-save-too-large",
            &[path(), arg("limit", limit.to_string())],
        ),
        ReadError::NotText => loc.text_with("app-error-save-not-text", &[path()]),
        ReadError::Io(error) => loc.text_with(
            "app-error-save-read",
            &[path(), arg("detail", error.to_string())],
        ),
    }
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
