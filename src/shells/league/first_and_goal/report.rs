//! A batch's result as a table, one JSON object, or CSV.

use serde::Serialize;

use crate::common::i18n::Localizer;
use crate::common::side::Side;

use super::sim_table;
use crate::games::first_and_goal::stats::{GameStats, TeamStats};
use crate::shells::kit::output::{
    csv_line, local_number, local_percent, ratio, wilson_interval, Format,
};

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
struct TeamJson<'a> {
    team: &'a str,
    coach: &'a str,
    #[serde(flatten)]
    stats: &'a TeamStats,
    /// Wins per game, with the 95% (Wilson) interval the table shows.
    win_rate: f64,
    win_rate_low: f64,
    win_rate_high: f64,
}

#[derive(Serialize)]
struct SimJson<'a> {
    games: u64,
    seed: u64,
    ties: u64,
    overtimes: u64,
    snaps: u64,
    unfinished: u64,
    home: TeamJson<'a>,
    away: TeamJson<'a>,
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

impl SimReport {
    fn team_json(&self, side: Side) -> TeamJson<'_> {
        let (win_rate, win_rate_low, win_rate_high) = self.win_rate(side);
        TeamJson {
            team: &self.teams[side.index()],
            coach: &self.coaches[side.index()],
            stats: self.stats.team(side),
            win_rate,
            win_rate_low,
            win_rate_high,
        }
    }

    /// Wins per game and its 95% interval.
    fn win_rate(&self, side: Side) -> (f64, f64, f64) {
        let games = self.stats.games as f64;
        let wins = self.stats.team(side).wins as f64;
        let (low, high) = wilson_interval(wins, games);
        (ratio(wins, games), low, high)
    }

    pub fn to_json(&self) -> String {
        let json = SimJson {
            games: self.stats.games,
            seed: self.seed,
            ties: self.stats.ties,
            overtimes: self.stats.overtimes,
            snaps: self.stats.snaps(),
            unfinished: self.stats.unfinished,
            home: self.team_json(Side::Home),
            away: self.team_json(Side::Away),
        };
        // Plain structs of numbers and strings always serialize.
        serde_json::to_string_pretty(&json).unwrap_or_default() + "\n"
    }

    pub fn to_csv(&self) -> String {
        let mut out = csv_line(CSV_HEADER);
        for side in Side::BOTH {
            let t = self.stats.team(side);
            let side_name = match side {
                Side::Home => "home",
                Side::Away => "away",
            };
            let numbers = [
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
            ];
            let mut fields = vec![
                side_name.to_string(),
                self.teams[side.index()].clone(),
                self.coaches[side.index()].clone(),
            ];
            fields.extend(numbers.iter().map(i64::to_string));
            let (rate, low, high) = self.win_rate(side);
            fields.extend([rate, low, high].iter().map(|x| format!("{x:.4}")));
            out.push_str(&csv_line(&fields));
        }
        out
    }

    pub fn to_table(&self, loc: &Localizer) -> String {
        let lang = loc.language();
        let games = self.stats.games as f64;
        let num = |v: f64, d: usize| local_number(lang, v, d);
        let per_game = |v: f64| num(ratio(v, games), 2);
        let legend = sim_table::legend(loc, &self.teams, &self.coaches);
        let results = Side::BOTH.map(|side| {
            let t = self.stats.team(side);
            sim_table::Results {
                wins: t.wins,
                losses: t.losses,
                ties: t.ties,
            }
        });
        let mut table = sim_table::results_table(loc, self.stats.games, results);
        let mut add = |id: &str, cell: &dyn Fn(&TeamStats) -> String| {
            let mut row = vec![loc.text(id)];
            row.extend(Side::BOTH.iter().map(|&side| cell(self.stats.team(side))));
            table.row(row);
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
        let mut out = legend;
        out.push_str(&table.render());
        out.push('\n');
        let s = &self.stats;
        let summary: [(&str, String); 5] = [
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
        ];
        for (id, value) in summary {
            out.push_str(&format!("{}: {value}\n", loc.text(id)));
        }
        if s.unfinished > 0 {
            out.push_str(&loc.text_with(
                "league-sim-unfinished",
                &[("count", (s.unfinished as f64).into())],
            ));
            out.push('\n');
        }
        out
    }

    pub fn render(&self, format: Format, loc: &Localizer) -> String {
        match format {
            Format::Table => self.to_table(loc),
            Format::Json => self.to_json(),
            Format::Csv => self.to_csv(),
        }
    }
}
