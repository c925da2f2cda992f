//! Data files as bytes in memory: parsing never touches the file system, only this module does.

use std::ffi::OsStr;
use std::fs::{self, File};
use std::io::{self, Read};
use std::path::{Path, PathBuf};

use super::problem::{Problem, ProblemKind};

/// Files larger than this are refused unread: no data file of the game comes near it.
pub const MAX_FILE_BYTES: usize = 1 << 20;

/// One data file: where it came from (as shown in messages) and its raw bytes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Source {
    pub path: PathBuf,
    pub bytes: Vec<u8>,
}

impl Source {
    pub fn new(path: impl Into<PathBuf>, bytes: impl Into<Vec<u8>>) -> Source {
        Source {
            path: path.into(),
            bytes: bytes.into(),
        }
    }

    /// The file name without `.toml`; team files are also known by it.
    pub fn stem(&self) -> String {
        self.path
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default()
    }

    pub fn file_name(&self) -> String {
        self.path
            .file_name()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default()
    }
}

/// A game's shipped data files, embedded by its build script (`gridiron_embed`), as sources sorted
/// by path.
pub fn shipped(table: &[(&str, &[u8])]) -> Vec<Source> {
    table
        .iter()
        .map(|(path, bytes)| Source::new(*path, *bytes))
        .collect()
}

/// Reads every `*.toml` under `dir`, recursively, sorted by path so that loading is reproducible.
/// Each file on its own: one that cannot be read, or is no regular file (a FIFO, a device, see
/// `read_file`), is its own problem, and the others are read. The error is the directory's own.
/// A sub-folder (at any depth) whose name `leave_out` accepts is not read: the caller knows which
/// folders hold files that are not its own (another game's data, say).
pub fn read_dir(
    dir: &Path,
    leave_out: &dyn Fn(&OsStr) -> bool,
) -> Result<Vec<Result<Source, Box<Problem>>>, Box<Problem>> {
    let mut paths = Vec::new();
    collect_toml(dir, leave_out, &mut paths)?;
    paths.sort();
    Ok(paths.iter().map(|path| read_file(path)).collect())
}

/// Reads one file; at most `MAX_FILE_BYTES + 1` bytes, so a huge file is refused by the parser
/// without being held in memory. Anything but a regular file (after following links) is refused
/// unopened: opening a FIFO waits for a writer, forever if none comes.
pub fn read_file(path: &Path) -> Result<Source, Box<Problem>> {
    let metadata = fs::metadata(path).map_err(|error| io_problem(path, &error))?;
    if !metadata.is_file() {
        return Err(Box::new(Problem::whole_file(path, ProblemKind::NotAFile)));
    }
    let mut bytes = Vec::new();
    let file = File::open(path).map_err(|error| io_problem(path, &error))?;
    // The path may have been swapped between the look and the open; the open file says what it is.
    match file.metadata() {
        Ok(metadata) if metadata.is_file() => {}
        Ok(_) => return Err(Box::new(Problem::whole_file(path, ProblemKind::NotAFile))),
        Err(error) => return Err(io_problem(path, &error)),
    }
    file.take(MAX_FILE_BYTES as u64 + 1)
        .read_to_end(&mut bytes)
        .map_err(|error| io_problem(path, &error))?;
    Ok(Source::new(path, bytes))
}

fn collect_toml(
    dir: &Path,
    leave_out: &dyn Fn(&OsStr) -> bool,
    paths: &mut Vec<PathBuf>,
) -> Result<(), Box<Problem>> {
    let entries = fs::read_dir(dir).map_err(|error| io_problem(dir, &error))?;
    for entry in entries {
        let entry = entry.map_err(|error| io_problem(dir, &error))?;
        let path = entry.path();
        let file_type = entry
            .file_type()
            .map_err(|error| io_problem(&path, &error))?;
        // Symbolic links to directories are not followed: they could loop.
        if file_type.is_dir() {
            if !leave_out(&entry.file_name()) {
                collect_toml(&path, leave_out, paths)?;
            }
        } else if path.extension().is_some_and(|e| e == "toml") {
            paths.push(path);
        }
    }
    Ok(())
}

/// Boxed, like every problem in a `Result` here: a problem is large and the success is common.
pub fn io_problem(path: &Path, error: &io::Error) -> Box<Problem> {
    let kind = match error.kind() {
        io::ErrorKind::NotFound => ProblemKind::MissingFile,
        _ => ProblemKind::Io {
            detail: error.to_string(),
        },
    };
    Box::new(Problem::whole_file(path, kind))
}
