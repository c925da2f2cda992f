//! A 1st & Goal batch's result as a table, one JSON object, or CSV.

use serde::Serialize;

use crate::common::i18n::Localizer;
use crate::common::side::Side;
use crate::games::first_and_goal::stats::{GameStats, TeamStats};
use crate::shells::kit::output::{local_number, local_percent, ratio};

use super::super::sim_report::{summary, Report, Sides, Tally, TeamJson};
use super::super::sim_table::Results;

/// A batch's totals with who played.
#[derive(Debug, Clone)]
pub struct SimReport {
    pub seed: u64,
    /// Home first.
    pub teams: [String; 2],
    pub coaches: [String; 2],
    pub stats: GameStats,
}

#[derive(Serialize)]
struct SimJson<'a> {
    games: u64,
    seed: u64,
    ties: u64,
    overtimes: u64,
    snaps: u64,
    unfinished: u64,
    home: TeamJson<'a, TeamStats>,
    away: TeamJson<'a, TeamStats>,
}

/// The CSV columns after `side,team,coach,games`: every `TeamStats` field, in declaration order.
pub const CSV_HEADER: &[&str] = &[
    "side",
    "team",
    "coach",
    "games",
    "wins",
    "losses",
    "ties",
    "points",
    "points_against",
    "touchdowns",
    "field_goals",
    "field_goal_attempts",
    "safeties",
    "extra_points",
    "two_point_conversions",
    "turnovers",
    "turnovers_on_downs",
    "penalties",
    "punts",
    "punt_yards_gross",
    "punt_yards_net",
    "yards",
    "plays",
    "snaps",
    "first_downs",
    "overtimes",
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
    const SCORE_CHART: [&'static str; 2] = ["league-score-chart", "league-score-axis"];

    fn teams(&self) -> &[String; 2] {
        &self.teams
    }

    fn to_json(&self) -> String {
        let sides = self.sides();
        let json = SimJson {
            games: self.stats.games,
            seed: self.seed,
            ties: self.stats.ties,
            overtimes: self.stats.overtimes,
            snaps: self.stats.snaps(),
            unfinished: self.stats.unfinished,
            home: sides.team_json(Side::Home),
            away: sides.team_json(Side::Away),
        };
        // Plain structs of numbers and strings always serialize.
        serde_json::to_string_pretty(&json).unwrap_or_default() + "\n"
    }

    fn to_csv(&self) -> String {
        self.sides().csv(CSV_HEADER, |side| {
            let t = self.stats.team(side);
            [
                self.stats.games as i64,
                t.wins as i64,
                t.losses as i64,
                t.ties as i64,
                t.points as i64,
                t.points_against as i64,
                t.touchdowns as i64,
                t.field_goals as i64,
                t.field_goal_attempts as i64,
                t.safeties as i64,
                t.extra_points as i64,
                t.two_point_conversions as i64,
                t.turnovers as i64,
                t.turnovers_on_downs as i64,
                t.penalties as i64,
                t.punts as i64,
                t.punt_yards_gross,
                t.punt_yards_net,
                t.yards,
                t.plays as i64,
                t.snaps as i64,
                t.first_downs as i64,
                self.stats.overtimes as i64,
            ]
            .iter()
            .map(i64::to_string)
            .collect()
        })
    }

    fn to_table(&self, loc: &Localizer) -> String {
        let lang = loc.language();
        let games = self.stats.games as f64;
        let num = |v: f64, d: usize| local_number(lang, v, d);
        let per_game = |v: f64| num(ratio(v, games), 2);
        let sides = self.sides();
        let (mut out, mut table) = sides.table(loc);
        let mut add = |id: &str, cell: &dyn Fn(&TeamStats) -> String| {
            sides.row(&mut table, loc, id, cell);
        };
        add("league-sim-tie-rate", &|t| {
            local_percent(lang, ratio(t.ties as f64, games))
        });
        add("league-sim-points", &|t| per_game(t.points as f64));
        add("league-sim-touchdowns", &|t| per_game(t.touchdowns as f64));
        add("league-sim-field-goals", &|t| {
            format!(
                "{} ({})",
                per_game(t.field_goals as f64),
                local_percent(
                    lang,
                    ratio(t.field_goals as f64, t.field_goal_attempts as f64)
                )
            )
        });
        add("league-sim-safeties", &|t| per_game(t.safeties as f64));
        add("league-sim-turnovers", &|t| per_game(t.turnovers as f64));
        add("league-sim-penalties", &|t| per_game(t.penalties as f64));
        add("league-sim-punts", &|t| per_game(t.punts as f64));
        add("league-sim-net-punt", &|t| {
            num(ratio(t.punt_yards_net as f64, t.punts as f64), 1)
        });
        add("league-sim-yards-per-snap", &|t| {
            num(ratio(t.yards as f64, t.plays as f64), 2)
        });
        out.push_str(&table.render());
        out.push('\n');
        let s = &self.stats;
        out.push_str(&summary(
            loc,
            &[
                ("league-sim-games", s.games.to_string()),
                ("league-sim-seed", self.seed.to_string()),
                (
                    "league-sim-snaps-per-game",
                    num(ratio(s.snaps() as f64, games), 1),
                ),
                (
                    "league-sim-overtime-rate",
                    local_percent(lang, ratio(s.overtimes as f64, games)),
                ),
                (
                    "league-sim-ties",
                    local_percent(lang, ratio(s.ties as f64, games)),
                ),
            ],
        ));
        if s.unfinished > 0 {
            out.push_str(&loc.text_with(
                "league-sim-unfinished",
                &[("count", (s.unfinished as f64).into())],
            ));
            out.push('\n');
        }
        out
    }
}
