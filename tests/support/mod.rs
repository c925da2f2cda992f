//! Helpers shared by the data tests: the shipped data with one file swapped for a fixture.

#![allow(dead_code)]

use std::path::{Path, PathBuf};

use gridiron::common::data_file::source::{self, Source};
use gridiron::games::first_and_goal::data::{from_sources, load, Library, Problem};

pub fn fixture(relative: &str) -> PathBuf {
    // Relative display paths, as a user would type them; cargo runs tests in the package root.
    PathBuf::from("tests/fixtures").join(relative)
}

/// The shipped data with the file of the same name replaced by `path` (cards, white dice or
/// special teams).
pub fn shipped_with(path: &Path) -> Result<Library, Vec<Problem>> {
    let replacement = source::read_file(path).expect("fixture readable");
    let mut sources: Vec<Source> = gridiron::games::first_and_goal::data::shipped()
        .into_iter()
        .filter(|s| s.file_name() != replacement.file_name())
        .collect();
    sources.push(replacement);
    from_sources(&sources)
}

/// The shipped data plus every team file of a fixture directory.
pub fn shipped_plus_teams(dir: &str) -> Result<Library, Vec<Problem>> {
    load(&[fixture(dir)])
}

pub fn problems(result: Result<Library, Vec<Problem>>) -> Vec<Problem> {
    match result {
        Ok(_) => panic!("expected problems, the data loaded"),
        Err(problems) => problems,
    }
}

/// `file:line:column` of each problem, for compact assertions.
pub fn locations(problems: &[Problem]) -> Vec<String> {
    problems.iter().map(Problem::location).collect()
}
