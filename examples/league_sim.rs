//! `gridiron sim` without the main CLI, for measured runs (`/usr/bin/time -v`):
//!
//!     cargo run --release --example league_sim -- --home base --away base --games 100000

use clap::Parser;
use gridiron::common::i18n::Language;
use gridiron::shells::league::commands::{run_sim, SimArgs};

#[derive(Parser)]
struct Cli {
    #[command(flatten)]
    sim: SimArgs,
}

fn main() -> std::process::ExitCode {
    let cli = Cli::parse();
    let language = Language::detect(
        std::env::var("LC_ALL").ok().as_deref(),
        std::env::var("LC_MESSAGES").ok().as_deref(),
        std::env::var("LANG").ok().as_deref(),
    );
    let loc = gridiron::i18n::localizer(language);
    let start = std::time::Instant::now();
    let code = run_sim(
        &cli.sim,
        &loc,
        &mut std::io::stdout(),
        &mut std::io::stderr(),
    );
    let seconds = start.elapsed().as_secs_f64();
    eprintln!(
        "{} games in {seconds:.2} s: {:.0} games/s",
        cli.sim.games,
        cli.sim.games as f64 / seconds
    );
    std::process::ExitCode::from(u8::try_from(code).unwrap_or(1))
}
