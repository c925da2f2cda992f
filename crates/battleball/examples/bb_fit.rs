//! Fits the reply coach's evaluation (`coach::fitted`) to games of `search` against itself.
//!
//!     cargo run --release -p gridiron-battleball --example bb_fit -- GAMES VARIANT [JOBS] [SEED]
//!
//! Prints each part's coefficient, in points where a touchdown is worth 150, and the array to
//! paste into `fitted.rs`. The shipped advanced coefficients: `bb_fit 4000 advanced 1 20241`
//! (any number of jobs gives the same).

use gridiron_battleball::coach::fitting::{fit, PART_NAMES};
use gridiron_battleball::Options;

#[path = "support/boxed_teams.rs"]
mod boxed_teams;

fn main() {
    boxed_teams::main_with(run);
}

fn run(args: &[String]) -> Result<(), String> {
    let arg = |i: usize| args.get(i).map(String::as_str);
    let games: u64 = arg(0)
        .and_then(|a| a.parse().ok())
        .ok_or("how many games?")?;
    let variant = arg(1).unwrap_or("advanced");
    let options = Options::from_names(variant.split([',', '-']))
        .map_err(|other| format!("no variant {other}"))?;
    let number = |i: usize, default: u64| arg(i).and_then(|a| a.parse().ok()).unwrap_or(default);
    let jobs = number(2, 1) as usize;
    let seed = number(3, 20_241);
    let setup = boxed_teams::boxed_setup(options)?;
    let found = fit(&setup, games, seed, jobs).ok_or("the fit gives a touchdown no worth")?;
    println!(
        "{variant}: {} positions from {} decided games of {games}, seed {seed}",
        found.positions, found.games
    );
    for (name, worth) in PART_NAMES.iter().zip(found.coefficients) {
        println!("  {name:>10} {worth:9.3}");
    }
    let cells: Vec<String> = found
        .coefficients
        .iter()
        .map(|c| format!("{c:.3}"))
        .collect();
    println!("[{}]", cells.join(", "));
    Ok(())
}
