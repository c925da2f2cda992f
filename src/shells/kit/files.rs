//! Files the program writes and reads back (a game's save, a season): written atomically and
//! durably, read within bounds from regular files only, and each failure in words a user can act
//! on. Every shell that keeps a file of its own stands on this; no game is named here.

use std::fs::{self, File, OpenOptions};
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{RwLock, RwLockReadGuard};

use crate::common::i18n::{arg, Localizer};

/// How many symbolic links are followed to find the file that is written.
const MAX_LINKS: usize = 40;

/// Why a file could not be written.
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

/// Counts temporary files of this process, so two writes at once never share one.
static TEMP_COUNTER: AtomicU64 = AtomicU64::new(0);

/// Held shared by every write from its temporary file to its rename, and taken whole by a
/// signal's handler, which ends the process without unwinding: the handler waits for the writes
/// under way rather than leave their temporary files behind. Shared, so that a host writing
/// many games' saves at once does not write them one at a time.
static WRITING: RwLock<()> = RwLock::new(());

fn writing() -> RwLockReadGuard<'static, ()> {
    // A write that panicked left nothing half-done that this lock guards.
    WRITING
        .read()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// Waits for the writes under way to finish and lets no other begin: for a handler about to
/// end the process.
pub fn stop_writing() {
    std::mem::forget(
        WRITING
            .write()
            .unwrap_or_else(|poisoned| poisoned.into_inner()),
    );
}

/// Writes to a temporary file beside the target, syncs it, then renames it over the target and
/// syncs the folder: a crash, a full disk or Ctrl-C leaves either the old file or the new one,
/// never half of one. A symbolic link is followed and its target replaced; anything that exists
/// and is not a regular file is refused. The temporary file never outlives a failure.
pub fn write_atomic(path: &Path, text: &str) -> Result<(), WriteError> {
    write_replacing(path, text, Durability::Synced)
}

/// How far a write goes before it returns.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Durability {
    /// On the disk: a crash or a power cut leaves the old file or the new one.
    Synced,
    /// Replaced in one rename but left to the system to write out: a killed process loses
    /// nothing, a power cut may. For what can be made again, such as a computer-only game's
    /// record, which its seed plays again decision for decision.
    Written,
}

/// `write_atomic`, synced or not.
pub fn write_replacing(path: &Path, text: &str, durability: Durability) -> Result<(), WriteError> {
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
    let _writing = writing();
    let synced = durability == Durability::Synced;
    let written = write_temp(&temp, text, existing.as_ref(), synced).and_then(|()| {
        fs::rename(&temp, &target)?;
        if synced {
            sync_dir(&dir);
        }
        Ok(())
    });
    if written.is_err() {
        let _ = fs::remove_file(&temp);
    }
    Ok(written?)
}

fn write_temp(
    temp: &Path,
    text: &str,
    existing: Option<&fs::Metadata>,
    synced: bool,
) -> io::Result<()> {
    let mut options = OpenOptions::new();
    options.write(true).create_new(true);
    // A save lets anyone who replays it see the hands: new files are the user's own to read.
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.mode(0o600);
    }
    let mut file = options.open(temp)?;
    if let Some(meta) = existing {
        // Replacing a file keeps the permissions it was given.
        file.set_permissions(meta.permissions())?;
    }
    file.write_all(text.as_bytes())?;
    if synced {
        file.sync_all()?;
    }
    Ok(())
}

/// Removes the temporary files a write of `path` left when its process was killed mid-write
/// (`kill -9`, a power cut): `.NAME.PID.N.tmp` beside the file, only those of a process that no
/// longer runs, so another gridiron's write under way is never touched. Best effort: what cannot
/// be listed or removed stays, as harmless as before.
pub fn remove_stale_temps(path: &Path) {
    let Ok(target) = resolve_links(path) else {
        return;
    };
    let (Some(dir), Some(name)) = (target.parent(), target.file_name()) else {
        return;
    };
    let dir = if dir.as_os_str().is_empty() {
        Path::new(".")
    } else {
        dir
    };
    let prefix = format!(".{}.", name.to_string_lossy());
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let file_name = entry.file_name();
        let Some(pid) = file_name
            .to_str()
            .and_then(|n| n.strip_prefix(&prefix))
            .and_then(|rest| rest.strip_suffix(".tmp"))
            .and_then(|rest| rest.split_once('.'))
            .filter(|(_, count)| !count.is_empty() && count.bytes().all(|b| b.is_ascii_digit()))
            .and_then(|(pid, _)| pid.parse::<u32>().ok())
        else {
            continue;
        };
        if !process_runs(pid) && entry.file_type().is_ok_and(|t| t.is_file()) {
            let _ = fs::remove_file(entry.path());
        }
    }
}

/// Whether process `pid` runs (or may: where it cannot be told, it is taken to run).
fn process_runs(pid: u32) -> bool {
    if pid == std::process::id() {
        return true;
    }
    #[cfg(unix)]
    {
        let Ok(pid) = libc::pid_t::try_from(pid) else {
            return false;
        };
        if pid <= 0 {
            return true;
        }
        // SAFETY: signal 0 sends nothing; it only asks whether the process exists.
        let found = unsafe { libc::kill(pid, 0) } == 0;
        found || io::Error::last_os_error().raw_os_error() != Some(libc::ESRCH)
    }
    #[cfg(not(unix))]
    true
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

/// Writes `text` to `path` atomically, or says in the user's language why it could not.
pub fn store_text(path: &Path, text: &str, loc: &Localizer) -> Result<(), String> {
    store_text_as(path, text, Durability::Synced, loc)
}

/// `store_text`, synced or not (see `Durability`).
pub fn store_text_as(
    path: &Path,
    text: &str,
    durability: Durability,
    loc: &Localizer,
) -> Result<(), String> {
    let shown = path.display().to_string();
    write_replacing(path, text, durability).map_err(|error| write_message(&shown, error, loc))
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
                arg("detail", super::save_problem::system_words(&error, loc)),
            ],
        ),
    }
}

/// Why a file could not be read, before its text is looked at.
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

/// Why `shown` could not be read, in the user's language.
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
            &[
                path(),
                arg("detail", super::save_problem::system_words(&error, loc)),
            ],
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_write_replaces_the_file_whole_and_reads_back_within_its_bound() {
        let dir = std::env::temp_dir().join(format!("gridiron-kit-files-{}", std::process::id()));
        let path = dir.join("file.toml");
        assert!(write_atomic(&path, "first").is_ok());
        assert!(write_atomic(&path, "second").is_ok());
        assert_eq!(read_text(&path, 100).ok().as_deref(), Some("second"));
        assert!(matches!(
            read_text(&path, 3),
            Err(ReadError::TooLarge { limit: 3 })
        ));
        assert!(matches!(read_text(&dir, 100), Err(ReadError::NotRegular)));
        assert!(matches!(
            write_atomic(&dir, "x"),
            Err(WriteError::NotRegular(_))
        ));
        let _ = fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_write_left_to_the_system_still_replaces_the_file_whole_and_leaves_no_temporary_file() {
        let dir = std::env::temp_dir().join(format!("gridiron-kit-written-{}", std::process::id()));
        let path = dir.join("file.toml");
        assert!(write_replacing(&path, "first", Durability::Written).is_ok());
        assert!(write_replacing(&path, "second", Durability::Written).is_ok());
        assert_eq!(read_text(&path, 100).ok().as_deref(), Some("second"));
        let names: Vec<_> = fs::read_dir(&dir)
            .map(|entries| entries.flatten().map(|e| e.file_name()).collect())
            .unwrap_or_default();
        assert_eq!(names, ["file.toml"]);
        assert!(matches!(
            write_replacing(&dir, "x", Durability::Written),
            Err(WriteError::NotRegular(_))
        ));
        let _ = fs::remove_dir_all(&dir);
    }
}
