//! Embeds the shipped `data/` directory into the binary, so `gridiron` runs from any directory.
//!
//! Generates `$OUT_DIR/shipped_data.rs`: a sorted table of (display path, bytes) pairs, one per
//! `*.toml` file under `data/`, each pulled in with `include_bytes!`.

use std::env;
use std::fs;
use std::io;
use std::path::{Path, PathBuf};

fn main() -> io::Result<()> {
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-changed=data");
    let manifest_dir = PathBuf::from(env::var_os("CARGO_MANIFEST_DIR").unwrap_or_default());
    let data_dir = manifest_dir.join("data");
    let mut files = Vec::new();
    collect_toml(&data_dir, &mut files)?;
    files.sort();

    let mut table = String::from("&[\n");
    for file in &files {
        let relative = file.strip_prefix(&manifest_dir).unwrap_or(file);
        // Display paths always use '/', whatever the build host uses.
        let display: Vec<String> = relative
            .components()
            .map(|c| c.as_os_str().to_string_lossy().into_owned())
            .collect();
        // Each file is watched on its own too: a directory's mtime does not change on edits.
        println!("cargo:rerun-if-changed={}", file.display());
        table.push_str(&format!(
            "    ({:?}, include_bytes!({:?}) as &[u8]),\n",
            display.join("/"),
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
