//! Embeds a game's shipped data files into its crate, so `gridiron` runs from any directory.
//!
//! A game's build script calls [`write_table`]; the crate then includes
//! `$OUT_DIR/shipped_data.rs`: a sorted table of (display path, bytes) pairs, one per `*.toml`
//! file the game keeps, each pulled in with `include_bytes!`. Display paths start at the
//! workspace's `data/` folder (`data/<game>/...`), as messages and records name them.

use std::env;
use std::fs;
use std::io;
use std::path::{Path, PathBuf};

/// Writes the table of the `*.toml` files under `<workspace>/data/` whose display path `keep`
/// accepts. `workspace` is the folder holding `data/`, relative to the calling crate's manifest.
pub fn write_table(workspace: &str, keep: impl Fn(&str) -> bool) -> io::Result<()> {
    let manifest_dir = PathBuf::from(env::var_os("CARGO_MANIFEST_DIR").unwrap_or_default());
    let root = manifest_dir.join(workspace);
    let data_dir = root.join("data");
    println!("cargo:rerun-if-changed={}", data_dir.display());
    let mut files = Vec::new();
    collect_toml(&data_dir, &mut files)?;
    files.sort();

    let mut table = String::from("&[\n");
    for file in &files {
        let relative = file.strip_prefix(&root).unwrap_or(file);
        // Display paths always use '/', whatever the build host uses.
        let display: Vec<String> = relative
            .components()
            .map(|c| c.as_os_str().to_string_lossy().into_owned())
            .collect();
        let display = display.join("/");
        if !keep(&display) {
            continue;
        }
        // Each file is watched on its own too: a directory's mtime does not change on edits.
        println!("cargo:rerun-if-changed={}", file.display());
        table.push_str(&format!(
            "    ({:?}, include_bytes!({:?}) as &[u8]),\n",
            display,
            file.display().to_string()
        ));
    }
    table.push(']');
    let out = PathBuf::from(env::var_os("OUT_DIR").unwrap_or_default()).join("shipped_data.rs");
    fs::write(out, table)
}

fn collect_toml(dir: &Path, files: &mut Vec<PathBuf>) -> io::Result<()> {
    if !dir.is_dir() {
        return Ok(());
    }
    for entry in fs::read_dir(dir)? {
        let entry = entry?;
        let path = entry.path();
        if entry.file_type()?.is_dir() {
            collect_toml(&path, files)?;
        } else if path.extension().is_some_and(|e| e == "toml") {
            files.push(path);
        }
    }
    Ok(())
}
