//! What every game's `sim` table starts with: a legend naming each side's team and coach, and
//! the rows of results (record, win rate with its interval, loss rate).

use crate::common::i18n::Localizer;
use crate::common::side::Side;

use crate::shells::kit::output::{local_percent, ratio, wilson_interval, Align, Table};

/// One side's results over a batch.
#[derive(Debug, Clone, Copy)]
pub struct Results {
    pub wins: u64,
    pub losses: u64,
    pub ties: u64,
}

impl Results {
    pub fn new(wins: u64, losses: u64, ties: u64) -> Results {
        Results { wins, losses, ties }
    }
}

/// "Home", "Away" in the reader's language.
fn side_name(loc: &Localizer, side: Side) -> String {
    loc.text(match side {
        Side::Home => "league-sim-home",
        Side::Away => "league-sim-away",
    })
}

/// Each side's team and coach, then a blank line. Team names go here rather than in the
/// table's header, so that two long names cannot push the table past 80 columns.
pub fn legend(loc: &Localizer, teams: &[String; 2], coaches: &[String; 2]) -> String {
    // The coach by its name in the reader's language where it has one, and by the value
    // `--home-coach` takes (JSON and CSV keep only that value, for tools).
    let coach = |value: &str| {
        let id = format!("league-coach-{value}");
        if loc.has(&id) {
            loc.text(&id)
        } else {
            value.to_string()
        }
    };
    let mut out = String::new();
    for side in Side::BOTH {
        let value = &coaches[side.index()];
        out.push_str(&loc.text_with(
            "league-sim-side",
            &[
                ("side", side_name(loc, side).into()),
                ("team", teams[side.index()].clone().into()),
                ("coach", coach(value).into()),
                ("value", value.clone().into()),
            ],
        ));
        out.push('\n');
    }
    out.push('\n');
    out
}

/// The table with a column per side and its first rows: the record, the win rate with its 95%
/// (Wilson) interval, and the loss rate. Each game adds its own rows below.
pub fn results_table(loc: &Localizer, games: u64, results: [Results; 2]) -> Table {
    let lang = loc.language();
    let games = games as f64;
    let mut header = vec![loc.text("league-sim-stat")];
    header.extend(Side::BOTH.iter().map(|&side| side_name(loc, side)));
    let mut table = Table::new(header, vec![Align::Left, Align::Right, Align::Right]);
    let mut add = |id: &str, cell: &dyn Fn(&Results) -> String| {
        let mut row = vec![loc.text(id)];
        row.extend(results.iter().map(cell));
        table.row(row);
    };
    add("league-sim-record", &|r| {
        format!("{}-{}-{}", r.wins, r.losses, r.ties)
    });
    add("league-sim-win-rate", &|r| {
        let (low, high) = wilson_interval(r.wins as f64, games);
        format!(
            "{} ({}–{})",
            local_percent(lang, ratio(r.wins as f64, games)),
            local_percent(lang, low),
            local_percent(lang, high)
        )
    });
    add("league-sim-loss-rate", &|r| {
        local_percent(lang, ratio(r.losses as f64, games))
    });
    table
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::common::i18n::Language;

    #[test]
    fn both_games_tables_start_with_the_legend_and_the_results() {
        let loc = crate::i18n::localizer(Language::German);
        let teams = ["Boston Bombers".to_string(), "Base".to_string()];
        let coaches = ["search".to_string(), "random".to_string()];
        let legend = legend(&loc, &teams, &coaches);
        assert_eq!(
            legend,
            "Heim: Boston Bombers (Coach: Vorausschau = search)\nGast: Base (Coach: Zufall = random)\n\n"
        );
        let results = [
            Results {
                wins: 7,
                losses: 2,
                ties: 1,
            },
            Results {
                wins: 2,
                losses: 7,
                ties: 1,
            },
        ];
        let table = results_table(&loc, 10, results).render();
        let rows: Vec<Vec<&str>> = table
            .lines()
            .skip(2)
            .map(|l| {
                l.split("  ")
                    .filter(|c| !c.is_empty())
                    .map(str::trim)
                    .collect()
            })
            .collect();
        assert_eq!(
            rows[0],
            ["Siege-Niederlagen-Unentschieden", "7-2-1", "2-7-1"]
        );
        assert_eq!(
            rows[1],
            [
                "Siege (95 % Konfidenz)",
                "70,0 % (39,7 %–89,2 %)",
                "20,0 % (5,7 %–51,0 %)"
            ]
        );
        assert_eq!(rows[2], ["Niederlagen", "20,0 %", "70,0 %"]);
    }
}
