//! The expected-points tables of the first pairs of the shipped teams, as a season asks for them
//! (issue 22): a profile of the value iteration alone, and a fingerprint of every table, which a
//! change made for speed alone must leave as it was.
//!
//!     cargo build --release -p gridiron-first-and-goal --example field_value_tables
//!     valgrind --tool=callgrind \
//!         --toggle-collect='gridiron_first_and_goal::coach::field_value::FieldValue::compute' \
//!         target/release/examples/field_value_tables 8
//!
//! (The exact name: a pattern that also matches a function `compute` calls toggles twice and
//! counts nothing.) The first 8 teams' 28 pairs took 3,958.8M instructions there at commit
//! bac8de0 and 3,106.7M at c993565, both iterating to 1e-5; to 1e-3 from a sloped start, 2,046.3M
//! (2,030.6M at 74e418b); swept by line to gain to 2e-3, 1,617.4M, and 1,543.5M at 1bab242. Their fingerprint is now
//! c7f268f6c3099db2, and all 26 teams' 325 pairs' da2a23c46cdb7cc9.
//!
//! Argument: how many of the shipped teams (8 unless given) play each other, every pair once in
//! the order of the library.

use std::hash::{DefaultHasher, Hash, Hasher};

use gridiron_first_and_goal::coach::field_value::FieldValue;
use gridiron_first_and_goal::coach::field_value_inputs;
use gridiron_first_and_goal::engine::{OptionalRules, Setup};

fn main() {
    let teams: usize = match std::env::args().nth(1) {
        Some(arg) => arg
            .parse()
            .unwrap_or_else(|_| panic!("not a number: {arg}")),
        None => 8,
    };
    let library = gridiron_first_and_goal::data::load(&[])
        .unwrap_or_else(|problems| panic!("the shipped data: {problems:?}"));
    let teams = &library.teams[..teams.min(library.teams.len())];
    let mut all = DefaultHasher::new();
    let mut pairs = 0;
    for (a, home) in teams.iter().enumerate() {
        for away in &teams[a + 1..] {
            let setup = Setup::new(&library, &home.team, &away.team, OptionalRules::default());
            let (averages, kicking) = field_value_inputs(&setup);
            let table = FieldValue::compute(averages, kicking);
            // Debug prints every value to the last bit: the shortest text that reads back as it.
            let mut one = DefaultHasher::new();
            format!("{table:?}").hash(&mut one);
            let one = one.finish();
            println!("{} - {}: {one:016x}", home.team.name, away.team.name);
            one.hash(&mut all);
            pairs += 1;
        }
    }
    println!("{pairs} pairs: {:016x}", all.finish());
}
