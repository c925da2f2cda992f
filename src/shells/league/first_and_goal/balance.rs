//! The balance targets of `cards-and-dice.md` (base team against base team, standard computer
//! coaches) and a report of how a simulated run meets them, for tuning the data.

use std::io::{self, Write};
use std::sync::Arc;

use crate::common::i18n::Localizer;
use crate::games::first_and_goal::data::Library;
use crate::games::first_and_goal::engine::{OptionalRules, Setup};

use super::super::sim::BatchError;
use super::super::sim_report::Report;
use super::batch::{run_batch, Batch, Matchup};
use super::report::SimReport;
use crate::games::first_and_goal::coach::CoachKind;
use crate::games::first_and_goal::stats::GameStats;
use crate::shells::kit::output::{local_number, Align, Table};

/// The coach the targets are measured with: the default computer coach.
pub const DEFAULT_COACH: CoachKind = CoachKind::Equilibrium;

/// One balance figure of a run against its target range.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Figure {
    /// The Fluent id of its name, also a stable key for tests.
    pub id: &'static str,
    pub value: f64,
    pub low: f64,
    pub high: f64,
}

impl Figure {
    pub fn on_target(&self) -> bool {
        (self.low..=self.high).contains(&self.value)
    }
}

/// Every balance target measured on `stats` (a base-vs-base run). Per-team figures average
/// both teams.
pub fn figures(stats: &GameStats) -> Vec<Figure> {
    let games = stats.games.max(1) as f64;
    let [home, away] = stats.teams;
    let per_team = |f: fn(&crate::games::first_and_goal::stats::TeamStats) -> f64| {
        (f(&home) + f(&away)) / (2.0 * games)
    };
    let punts = (home.punts + away.punts) as f64;
    let net_punt = if punts > 0.0 {
        (home.punt_yards_net + away.punt_yards_net) as f64 / punts
    } else {
        0.0
    };
    let figure = |id, value, low, high| Figure {
        id,
        value,
        low,
        high,
    };
    vec![
        figure(
            "league-balance-points",
            per_team(|t| t.points as f64),
            17.0,
            25.0,
        ),
        figure(
            "league-balance-touchdowns",
            per_team(|t| t.touchdowns as f64),
            1.8,
            3.0,
        ),
        figure(
            "league-balance-field-goals",
            per_team(|t| t.field_goals as f64),
            0.8,
            1.8,
        ),
        figure(
            "league-balance-turnovers",
            per_team(|t| t.turnovers as f64),
            0.8,
            1.8,
        ),
        figure(
            "league-balance-penalties",
            per_team(|t| t.penalties as f64),
            2.0,
            5.0,
        ),
        figure(
            "league-balance-punts",
            per_team(|t| t.punts as f64),
            2.5,
            5.0,
        ),
        figure(
            "league-balance-snaps",
            stats.snaps() as f64 / games,
            70.0,
            110.0,
        ),
        figure("league-balance-net-punt", net_punt, 35.0, 42.0),
        figure(
            "league-balance-home-wins",
            (home.wins as f64 + home.ties as f64 / 2.0) / games,
            0.48,
            0.52,
        ),
        figure(
            "league-balance-overtime",
            stats.overtimes as f64 / games,
            0.03,
            0.10,
        ),
    ]
}

/// Plays `games` games of the base team against itself with the default coaches.
pub fn base_vs_base(
    library: &Library,
    games: u64,
    seed: u64,
    jobs: usize,
) -> Result<GameStats, BatchError> {
    let base = library
        .team("base")
        .map(|t| t.team.clone())
        .or_else(|| library.teams.first().map(|t| t.team.clone()));
    let Some(base) = base else {
        return Ok(GameStats::default());
    };
    let matchup = Matchup {
        setup: Arc::new(Setup::new(library, &base, &base, OptionalRules::default())),
        coaches: [DEFAULT_COACH; 2],
    };
    let batch = Batch {
        games,
        seed,
        jobs,
        log: None,
    };
    run_batch(&matchup, &batch, |_, _| {})
}

/// The balance figures as a table: value, target, and whether it is met.
pub fn figures_table(figures: &[Figure], loc: &Localizer) -> String {
    let lang = loc.language();
    let mut table = Table::new(
        vec![
            loc.text("league-balance-figure"),
            loc.text("league-balance-value"),
            loc.text("league-balance-target"),
            String::new(),
        ],
        vec![Align::Left, Align::Right, Align::Right, Align::Left],
    );
    for f in figures {
        table.row(vec![
            loc.text(f.id),
            local_number(lang, f.value, 3),
            format!(
                "{}–{}",
                local_number(lang, f.low, 2),
                local_number(lang, f.high, 2)
            ),
            loc.text(if f.on_target() {
                "league-balance-ok"
            } else {
                "league-balance-miss"
            }),
        ]);
    }
    table.render()
}

/// Plays a base-vs-base run (use at least 10,000 games for tuning) and prints every balance
/// figure against its target, then the full statistics table. Returns the figures.
pub fn balance_report(
    library: &Library,
    games: u64,
    seed: u64,
    jobs: usize,
    loc: &Localizer,
    out: &mut dyn Write,
) -> io::Result<Vec<Figure>> {
    let stats = base_vs_base(library, games, seed, jobs).map_err(|error| match error {
        BatchError::Log { detail, .. } => io::Error::other(detail),
    })?;
    let figures = figures(&stats);
    out.write_all(figures_table(&figures, loc).as_bytes())?;
    out.write_all(b"\n")?;
    let name = DEFAULT_COACH.build(0).name().to_string();
    let report = SimReport {
        seed,
        teams: ["Base".to_string(), "Base".to_string()],
        coaches: [name.clone(), name],
        stats,
    };
    out.write_all(report.to_table(loc).as_bytes())?;
    Ok(figures)
}
