//! A Battleball batch's result as a table, one JSON object, or CSV (the fields are listed in the
//! README's league section and in `CSV_HEADER`).

use serde::Serialize;

use crate::common::i18n::Localizer;
use crate::common::side::Side;
use crate::games::battleball::stats::{GameStats, TeamStats};

use super::super::sim_table;
use super::batch::MAX_DECISIONS;
use crate::shells::kit::output::{
    csv_line, local_number, local_percent, ratio, wilson_interval, Format,
};

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
    game: &'static str,
    games: u64,
    seed: u64,
    optional: &'a [String],
    ties: u64,
    turns: u64,
    halts: u64,
    unfinished: u64,
    home: TeamJson<'a>,
    away: TeamJson<'a>,
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

impl SimReport {
    /// Wins per game and its 95% interval.
    fn win_rate(&self, side: Side) -> (f64, f64, f64) {
        let games = self.stats.games as f64;
        let wins = self.stats.team(side).wins as f64;
        let (low, high) = wilson_interval(wins, games);
        (ratio(wins, games), low, high)
    }

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

    pub fn to_json(&self) -> String {
        let s = &self.stats;
        let json = SimJson {
            game: "battleball",
            games: s.games,
            seed: self.seed,
            optional: &self.optional,
            ties: s.ties,
            turns: s.turns,
            halts: s.halts,
            unfinished: s.unfinished,
            home: self.team_json(Side::Home),
            away: self.team_json(Side::Away),
        };
        // Plain structs of numbers and strings always serialize.
        serde_json::to_string_pretty(&json).unwrap_or_default() + "\n"
    }

    pub fn to_csv(&self) -> String {
        let mut out = csv_line(CSV_HEADER);
        let s = &self.stats;
        for side in Side::BOTH {
            let t = s.team(side);
            let side_name = match side {
                Side::Home => "home",
                Side::Away => "away",
            };
            let numbers = [
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
            ];
            let mut fields = vec![
                side_name.to_string(),
                self.teams[side.index()].clone(),
                self.coaches[side.index()].clone(),
            ];
            fields.extend(numbers.iter().map(u64::to_string));
            let (rate, low, high) = self.win_rate(side);
            fields.extend([rate, low, high].iter().map(|x| format!("{x:.4}")));
            out.push_str(&csv_line(&fields));
        }
        out
    }

    pub fn to_table(&self, loc: &Localizer) -> String {
        let lang = loc.language();
        let games = self.stats.games as f64;
        let per_game = |v: u64| local_number(lang, ratio(v as f64, games), 2);
        let share = |part: u64, whole: u64| local_percent(lang, ratio(part as f64, whole as f64));
        let mut out = sim_table::legend(loc, &self.teams, &self.coaches);
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
        let summary: [(&str, String); 6] = [
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
        for (id, value) in summary {
            out.push_str(&format!("{}: {value}\n", loc.text(id)));
        }
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

    pub fn render(&self, format: Format, loc: &Localizer) -> String {
        match format {
            Format::Table => self.to_table(loc),
            Format::Json => self.to_json(),
            Format::Csv => self.to_csv(),
        }
    }
}
