//! What every game's `sim` report shares: each side's team, coach and win rate with its 95%
//! interval, as the JSON's team objects, the CSV's lines and the table's rows; and the report in
//! the format asked for. Each game adds its own statistics.

use serde::Serialize;

use crate::common::i18n::Localizer;
use crate::common::side::Side;
use crate::shells::kit::output::{csv_line, ratio, wilson_interval, Format, Table};

use super::sim_table::{self, Results};

/// One side's totals over a batch, as a game counts them: its record among them.
pub trait Tally {
    /// The side's wins, losses and ties.
    fn tally(&self) -> Results;
}

/// A batch's totals with who played each side (home first).
pub struct Sides<'a, T> {
    pub teams: &'a [String; 2],
    /// The names `--home-coach` and `--away-coach` take.
    pub coaches: &'a [String; 2],
    pub games: u64,
    /// Each side's totals, as the JSON lists them.
    pub stats: &'a [T; 2],
}

/// One side in the JSON: its team, coach and totals, and its win rate with the 95% (Wilson)
/// interval the table shows.
#[derive(Serialize)]
pub struct TeamJson<'a, T> {
    team: &'a str,
    coach: &'a str,
    #[serde(flatten)]
    stats: &'a T,
    win_rate: f64,
    win_rate_low: f64,
    win_rate_high: f64,
}

impl<'a, T: Tally + Serialize> Sides<'a, T> {
    pub fn new(
        teams: &'a [String; 2],
        coaches: &'a [String; 2],
        games: u64,
        stats: &'a [T; 2],
    ) -> Sides<'a, T> {
        Sides {
            teams,
            coaches,
            games,
            stats,
        }
    }

    fn side(&self, side: Side) -> &'a T {
        &self.stats[side.index()]
    }

    /// Wins per game and its 95% interval.
    pub fn win_rate(&self, side: Side) -> (f64, f64, f64) {
        let games = self.games as f64;
        let wins = self.side(side).tally().wins as f64;
        let (low, high) = wilson_interval(wins, games);
        (ratio(wins, games), low, high)
    }

    pub fn team_json(&self, side: Side) -> TeamJson<'a, T> {
        let (win_rate, win_rate_low, win_rate_high) = self.win_rate(side);
        TeamJson {
            team: &self.teams[side.index()],
            coach: &self.coaches[side.index()],
            stats: self.side(side),
            win_rate,
            win_rate_low,
            win_rate_high,
        }
    }

    /// The CSV: `header`, then a line per side: the side, its team and coach, the game's
    /// `numbers` of that side, and the win rate with its interval.
    pub fn csv(&self, header: &[&str], numbers: impl Fn(Side) -> Vec<String>) -> String {
        let mut out = csv_line(header);
        for side in Side::BOTH {
            let side_name = match side {
                Side::Home => "home",
                Side::Away => "away",
            };
            let mut fields = vec![
                side_name.to_string(),
                self.teams[side.index()].clone(),
                self.coaches[side.index()].clone(),
            ];
            fields.extend(numbers(side));
            let (rate, low, high) = self.win_rate(side);
            fields.extend([rate, low, high].iter().map(|x| format!("{x:.4}")));
            out.push_str(&csv_line(&fields));
        }
        out
    }

    /// The legend of who played, and the table with its first rows (record, win and loss
    /// rates), for the game's own rows.
    pub fn table(&self, loc: &Localizer) -> (String, Table) {
        let legend = sim_table::legend(loc, self.teams, self.coaches);
        let results = Side::BOTH.map(|side| self.side(side).tally());
        (legend, sim_table::results_table(loc, self.games, results))
    }

    /// A row of `table`: the message `id`, then `cell` of each side's totals.
    pub fn row(&self, table: &mut Table, loc: &Localizer, id: &str, cell: &dyn Fn(&T) -> String) {
        let mut row = vec![loc.text(id)];
        row.extend(Side::BOTH.iter().map(|&side| cell(self.side(side))));
        table.row(row);
    }
}

/// The lines under the table: each message `id` with its value.
pub fn summary(loc: &Localizer, lines: &[(&str, String)]) -> String {
    lines
        .iter()
        .map(|(id, value)| format!("{}: {value}\n", loc.text(id)))
        .collect()
}

/// A sim's report in every format.
pub trait Report {
    /// The messages of the score chart's title and axis (`--plot`).
    const SCORE_CHART: [&'static str; 2];
    /// Who played, home first.
    fn teams(&self) -> &[String; 2];
    fn to_table(&self, loc: &Localizer) -> String;
    fn to_json(&self) -> String;
    fn to_csv(&self) -> String;

    fn render(&self, format: Format, loc: &Localizer) -> String {
        match format {
            Format::Table => self.to_table(loc),
            Format::Json => self.to_json(),
            Format::Csv => self.to_csv(),
        }
    }
}
