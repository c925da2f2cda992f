//! The balance targets of `shared/rules/cards-and-dice.md`: the base team against itself with
//! the default computer coaches, on a fixed seed. The targets are checked with tolerances a bit
//! wider than the targets themselves, since this run is smaller than the 10,000 games the
//! targets are stated for; `balance_report` prints the full figures of a big run for tuning.

use gridiron::league::balance::{balance_report, base_vs_base, figures, Figure};
use gridiron::league::sim::default_jobs;
use gridiron::ui::i18n::{Language, Localizer};

const GAMES: u64 = 2_000;
const SEED: u64 = 20_261_123;

/// How far outside its target range a figure of this run may lie.
fn tolerance(figure: &Figure) -> f64 {
    match figure.id {
        // 2,000 games: one standard error of the home win rate is about 1.1 points.
        "league-balance-home-wins" => 0.03,
        "league-balance-overtime" => 0.015,
        _ => (figure.high - figure.low) * 0.1,
    }
}

#[test]
#[ignore = "the balance data is tuned after the computer coaches land; see the report in the league notes"]
fn base_against_base_meets_every_balance_target() {
    let library = gridiron::data::load(&[]).expect("shipped data");
    let stats = base_vs_base(&library, GAMES, SEED, default_jobs()).expect("no log to write");
    assert_eq!(stats.games, GAMES);
    assert_eq!(stats.unfinished, 0);
    let loc = Localizer::new(Language::English);
    let figures = figures(&stats);
    let table = gridiron::league::balance::figures_table(&figures, &loc);
    let missed: Vec<&Figure> = figures
        .iter()
        .filter(|f| {
            let slack = tolerance(f);
            f.value < f.low - slack || f.value > f.high + slack
        })
        .collect();
    assert!(missed.is_empty(), "missed {missed:?}\n{table}");
}

/// The full report of a run of 10,000 games (`cargo test --release --test league_balance --
/// --ignored --nocapture report`).
#[test]
#[ignore = "a tuning aid: 10,000 games, run on demand"]
fn report() {
    let library = gridiron::data::load(&[]).expect("shipped data");
    let loc = Localizer::new(Language::English);
    let mut out = Vec::new();
    let figures = balance_report(&library, 10_000, SEED, default_jobs(), &loc, &mut out)
        .expect("written to memory");
    println!("{}", String::from_utf8_lossy(&out));
    assert_eq!(figures.len(), 10);
}

#[test]
fn every_target_of_the_rules_file_is_measured() {
    let library = gridiron::data::load(&[]).expect("shipped data");
    let stats = base_vs_base(&library, 4, SEED, 1).expect("no log to write");
    let figures = figures(&stats);
    let ids: Vec<&str> = figures.iter().map(|f| f.id).collect();
    assert_eq!(ids.len(), 10);
    let loc = Localizer::new(Language::German);
    for figure in &figures {
        assert!(loc.has(figure.id), "{}", figure.id);
        assert!(figure.low < figure.high);
    }
}
