//! A Battleball batch's result as a table, one JSON object, or CSV (the fields are listed in the
//! README's league section and in `CSV_HEADER`).

use serde::Serialize;

use crate::common::i18n::Localizer;
use crate::common::side::Side;
use crate::games::battleball::stats::{GameStats, TeamStats};

use super::super::sim_report::{summary, Report, Sides, Tally, TeamJson};
use super::super::sim_table::Results;
use super::batch::MAX_DECISIONS;
use crate::shells::kit::output::{local_number, local_percent, ratio};

/// A batch's totals with who played and by which rules.
#[derive(Debug, Clone)]
pub struct SimReport {
    pub seed: u64,
    /// Home first.
    pub teams: [String; 2],
    /// The names `--home-coach` and `--away-coach` take.
    pub coaches: [String; 2],
    /// The optional rules played with, as `--optional` names them.
    pub optional: Vec<String>,
    pub stats: GameStats,
}

#[derive(Serialize)]
struct SimJson<'a> {
    game: &'static str,
    games: u64,
    seed: u64,
    optional: &'a [String],
    ties: u64,
    turns: u64,
    halts: u64,
    unfinished: u64,
    home: TeamJson<'a, TeamStats>,
    away: TeamJson<'a, TeamStats>,
}

/// The CSV columns: who, then every `TeamStats` field in declaration order, the batch's
/// `turns` and `halts` (repeated on both lines), and the win rate with its 95% interval.
pub const CSV_HEADER: &[&str] = &[
    "side",
    "team",
    "coach",
    "games",
    "wins",
    "losses",
    "ties",
    "touchdowns",
    "tackles",
    "tackles_won",
    "injuries",
    "serious_injuries",
    "fumbles",
    "hand_offs",
    "passes",
    "passes_completed",
    "passes_intercepted",
    "turns",
    "halts",
    "win_rate",
    "win_rate_low",
    "win_rate_high",
];

impl Tally for TeamStats {
    fn tally(&self) -> Results {
        Results::new(self.wins, self.losses, self.ties)
    }
}

impl SimReport {
    fn sides(&self) -> Sides<'_, TeamStats> {
        let games = self.stats.games;
        Sides::new(&self.teams, &self.coaches, games, &self.stats.teams)
    }
}

impl Report for SimReport {
    const SCORE_CHART: [&'static str; 2] = ["league-bb-score-chart", "league-bb-score-axis"];

    fn teams(&self) -> &[String; 2] {
        &self.teams
    }

    fn to_json(&self) -> String {
        let s = &self.stats;
        let sides = self.sides();
        let json = SimJson {
            game: "battleball",
            games: s.games,
            seed: self.seed,
            optional: &self.optional,
            ties: s.ties,
            turns: s.turns,
            halts: s.halts,
            unfinished: s.unfinished,
            home: sides.team_json(Side::Home),
            away: sides.team_json(Side::Away),
        };
        // Plain structs of numbers and strings always serialize.
        serde_json::to_string_pretty(&json).unwrap_or_default() + "\n"
    }

    fn to_csv(&self) -> String {
        let s = &self.stats;
        self.sides().csv(CSV_HEADER, |side| {
            let t = s.team(side);
            [
                s.games,
                t.wins,
                t.losses,
                t.ties,
                t.touchdowns,
                t.tackles,
                t.tackles_won,
                t.injuries,
                t.serious_injuries,
                t.fumbles,
                t.hand_offs,
                t.passes,
                t.passes_completed,
                t.passes_intercepted,
                s.turns,
                s.halts,
            ]
            .iter()
            .map(u64::to_string)
            .collect()
        })
    }

    fn to_table(&self, loc: &Localizer) -> String {
        let lang = loc.language();
        let games = self.stats.games as f64;
        let per_game = |v: u64| local_number(lang, ratio(v as f64, games), 2);
        let share = |part: u64, whole: u64| local_percent(lang, ratio(part as f64, whole as f64));
        let sides = self.sides();
        let (mut out, mut table) = sides.table(loc);
        let mut add = |id: &str, cell: &dyn Fn(&TeamStats) -> String| {
            sides.row(&mut table, loc, id, cell);
        };
        add("league-sim-touchdowns", &|t| per_game(t.touchdowns));
        add("league-bb-tackles", &|t| per_game(t.tackles));
        add("league-bb-tackles-won", &|t| {
            share(t.tackles_won, t.tackles)
        });
        add("league-bb-injuries", &|t| per_game(t.injuries));
        add("league-bb-serious-injuries", &|t| {
            per_game(t.serious_injuries)
        });
        add("league-bb-fumbles", &|t| per_game(t.fumbles));
        add("league-bb-hand-offs", &|t| per_game(t.hand_offs));
        add("league-bb-passes", &|t| per_game(t.passes));
        add("league-bb-pass-results", &|t| {
            format!(
                "{} / {}",
                share(t.passes_completed, t.passes),
                share(t.passes_intercepted, t.passes)
            )
        });
        out.push_str(&table.render());
        out.push('\n');
        let s = &self.stats;
        let optional = if self.optional.is_empty() {
            loc.text("league-bb-optional-none")
        } else {
            self.optional.join(", ")
        };
        let lines = [
            ("league-sim-games", s.games.to_string()),
            ("league-sim-seed", self.seed.to_string()),
            ("league-bb-optional", optional),
            (
                "league-bb-turns",
                local_number(lang, ratio(s.turns as f64, games), 1),
            ),
            (
                "league-bb-halts",
                local_number(lang, ratio(s.halts as f64, games), 2),
            ),
            (
                "league-sim-ties",
                local_percent(lang, ratio(s.ties as f64, games)),
            ),
        ];
        out.push_str(&summary(loc, &lines));
        if s.unfinished > 0 {
            // Not 1st & Goal's "a bug": Battleball has no clock, and random coaches can wander
            // without scoring until the guard stops them.
            let text = loc.text_with(
                "league-bb-unfinished",
                &[
                    ("count", (s.unfinished as f64).into()),
                    ("decisions", (MAX_DECISIONS as f64).into()),
                ],
            );
            out.push_str(&crate::common::wrap::fill(&text, "", ""));
        }
        out
    }
}
