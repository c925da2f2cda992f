//! What the Battleball examples share: running one as a command, and the boxed teams' game.

use std::sync::Arc;

use gridiron_battleball::{data, Options, Setup};

/// Runs `run` on the command line's arguments; a problem is printed and exits with 2.
pub fn main_with(run: fn(&[String]) -> Result<(), String>) {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if let Err(problem) = run(&args) {
        eprintln!("{problem}");
        std::process::exit(2);
    }
}

/// The shipped data's Iron Wolves at home to the Black Harts, in the variant `options`.
pub fn boxed_setup(options: Options) -> Result<Arc<Setup>, String> {
    let library = data::load().map_err(|p| format!("the data does not load: {p:?}"))?;
    let (Some(home), Some(away)) = (library.team("Iron Wolves"), library.team("Black Harts"))
    else {
        return Err("the boxed teams are missing".into());
    };
    Ok(Arc::new(Setup::new(&library, home, away, options)))
}
