//! A user team file a game's loader left out of play because of its problems: every game's
//! loader lists them alike, and the shells warn about them alike.

use std::borrow::Borrow;
use std::collections::{HashMap, HashSet};
use std::path::{Path, PathBuf};

use super::problem::Problem;
use super::source::Source;

/// A user team file (or directory) left out of play because of its problems.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Skipped {
    pub file: PathBuf,
    pub problems: Vec<Problem>,
}

/// One round of a loader that leaves broken user files out: the files of `playing` that
/// `problems` find fault with are taken out and listed in `skipped` with their problems, for
/// the next round to load without them. Problems that fault none of them (the shipped data's),
/// or none at all, end loading: they are the error. Each round leaves out at least one more
/// file, so a loader looping on this ends.
pub fn set_aside<S: Borrow<Source>>(
    playing: &mut Vec<S>,
    problems: Vec<Problem>,
    skipped: &mut Vec<Skipped>,
) -> Result<(), Vec<Problem>> {
    // By path, not by scanning: a folder of many broken files costs time linear in them.
    let optional: HashSet<&Path> = playing.iter().map(|s| s.borrow().path.as_path()).collect();
    let (theirs, ours): (Vec<Problem>, Vec<Problem>) = problems
        .into_iter()
        .partition(|p| optional.contains(p.file.as_path()));
    if !ours.is_empty() || theirs.is_empty() {
        return Err(ours);
    }
    let mut by_file: HashMap<PathBuf, Vec<Problem>> = HashMap::new();
    for problem in theirs {
        by_file
            .entry(problem.file.clone())
            .or_default()
            .push(problem);
    }
    playing.retain(|source| {
        let path = &source.borrow().path;
        match by_file.remove(path) {
            Some(problems) => {
                skipped.push(Skipped {
                    file: path.clone(),
                    problems,
                });
                false
            }
            None => true,
        }
    });
    Ok(())
}
