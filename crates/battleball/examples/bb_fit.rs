//! Fits the reply coach's evaluation (`coach::fitted`) to games of `search` against itself.
//!
//!     cargo run --release -p gridiron-battleball --example bb_fit -- GAMES VARIANT [JOBS] [SEED]
//!
//! Prints each part's coefficient, in points where a touchdown is worth 150, and the array to
//! paste into `fitted.rs`. The shipped advanced coefficients: `bb_fit 4000 advanced 2 20241`.

use std::sync::Arc;

use gridiron_battleball::coach::fitting::{fit, PART_NAMES};
use gridiron_battleball::{data, Options, Setup};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if let Err(problem) = run(&args) {
        eprintln!("{problem}");
        std::process::exit(2);
    }
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
    let library = data::load().map_err(|p| format!("the data does not load: {p:?}"))?;
    let (Some(home), Some(away)) = (library.team("Iron Wolves"), library.team("Black Harts"))
    else {
        return Err("the boxed teams are missing".into());
    };
    let setup = Arc::new(Setup::new(&library, home, away, options));
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
