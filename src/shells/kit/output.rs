//! Output formats every shell shares: aligned text tables, CSV, localized numbers, and the small
//! bits of statistics (confidence intervals) the tables show.

use std::fmt::Write as _;

/// How a command prints its result.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, clap::ValueEnum)]
pub enum Format {
    #[default]
    Table,
    Json,
    Csv,
}

/// Column alignment.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Align {
    Left,
    Right,
}

/// A plain text table: a header row, a rule, and rows, columns padded to their widest cell.
#[derive(Debug, Clone, Default)]
pub struct Table {
    header: Vec<String>,
    align: Vec<Align>,
    rows: Vec<Vec<String>>,
}

impl Table {
    pub fn new(header: Vec<String>, align: Vec<Align>) -> Table {
        Table {
            header,
            align,
            rows: Vec::new(),
        }
    }

    pub fn row(&mut self, cells: Vec<String>) {
        self.rows.push(cells);
    }

    pub fn render(&self) -> String {
        let columns = self
            .rows
            .iter()
            .map(Vec::len)
            .chain([self.header.len()])
            .max()
            .unwrap_or(0);
        let mut widths = vec![0; columns];
        for row in self.rows.iter().chain([&self.header]) {
            for (i, cell) in row.iter().enumerate() {
                widths[i] = widths[i].max(cell.chars().count());
            }
        }
        let mut out = String::new();
        let line = |out: &mut String, row: &[String]| {
            let mut text = String::new();
            for (i, width) in widths.iter().enumerate() {
                let cell = row.get(i).map(String::as_str).unwrap_or("");
                let pad = width.saturating_sub(cell.chars().count());
                if i > 0 {
                    text.push_str("  ");
                }
                match self.align.get(i).copied().unwrap_or(Align::Left) {
                    Align::Left => {
                        text.push_str(cell);
                        text.extend(std::iter::repeat_n(' ', pad));
                    }
                    Align::Right => {
                        text.extend(std::iter::repeat_n(' ', pad));
                        text.push_str(cell);
                    }
                }
            }
            let _ = writeln!(out, "{}", text.trim_end());
        };
        if !self.header.is_empty() {
            line(&mut out, &self.header);
            let total: usize = widths.iter().sum::<usize>() + 2 * widths.len().saturating_sub(1);
            let _ = writeln!(out, "{}", "-".repeat(total));
        }
        for row in &self.rows {
            line(&mut out, row);
        }
        out
    }
}

/// One CSV field, quoted when it has to be (RFC 4180).
pub fn csv_field(text: &str) -> String {
    if text.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", text.replace('"', "\"\""))
    } else {
        text.to_string()
    }
}

/// One CSV line from its fields, with the line ending.
pub fn csv_line<S: AsRef<str>>(fields: &[S]) -> String {
    let mut line = fields
        .iter()
        .map(|f| csv_field(f.as_ref()))
        .collect::<Vec<_>>()
        .join(",");
    line.push('\n');
    line
}

/// The 95% Wilson score interval of a proportion `successes / trials`, as (low, high).
pub fn wilson_interval(successes: f64, trials: f64) -> (f64, f64) {
    if trials <= 0.0 {
        return (0.0, 1.0);
    }
    const Z: f64 = 1.959_963_984_540_054;
    let p = successes / trials;
    let z2 = Z * Z;
    let centre = p + z2 / (2.0 * trials);
    let spread = Z * (p * (1.0 - p) / trials + z2 / (4.0 * trials * trials)).sqrt();
    let denominator = 1.0 + z2 / trials;
    (
        ((centre - spread) / denominator).max(0.0),
        ((centre + spread) / denominator).min(1.0),
    )
}

/// `part / whole`, 0 when there is nothing to divide.
pub fn ratio(part: f64, whole: f64) -> f64 {
    if whole == 0.0 {
        0.0
    } else {
        part / whole
    }
}

/// A number with `decimals` digits after the point.
pub fn fixed(value: f64, decimals: usize) -> String {
    format!("{value:.decimals$}")
}

/// A proportion as a percentage with one decimal, e.g. `50.3%`.
pub fn percent(value: f64) -> String {
    format!("{:.1}%", value * 100.0)
}

/// Decimal numbers as the reader's language writes them: `3.5` in English, `3,5` in German.
pub fn local_number(
    language: crate::common::i18n::Language,
    value: f64,
    decimals: usize,
) -> String {
    let text = fixed(value, decimals);
    match language {
        crate::common::i18n::Language::German => text.replace('.', ","),
        crate::common::i18n::Language::English => text,
    }
}

/// A proportion as a percentage in the reader's language: `50.3%`, `50,3 %`.
pub fn local_percent(language: crate::common::i18n::Language, value: f64) -> String {
    let number = local_number(language, value * 100.0, 1);
    match language {
        crate::common::i18n::Language::German => format!("{number} %"),
        crate::common::i18n::Language::English => format!("{number}%"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wilson_interval_brackets_the_proportion() {
        let (low, high) = wilson_interval(50.0, 100.0);
        assert!(low < 0.5 && high > 0.5);
        assert!((high - low - 0.19).abs() < 0.01, "{low} {high}");
        assert_eq!(wilson_interval(0.0, 0.0), (0.0, 1.0));
    }

    #[test]
    fn csv_quotes_what_needs_quoting() {
        assert_eq!(csv_field("St. Paul"), "St. Paul");
        assert_eq!(csv_field("a,b"), "\"a,b\"");
        assert_eq!(csv_field("say \"hi\""), "\"say \"\"hi\"\"\"");
    }

    #[test]
    fn table_pads_columns() {
        let mut table = Table::new(
            vec!["a".into(), "bb".into()],
            vec![Align::Left, Align::Right],
        );
        table.row(vec!["xxx".into(), "1".into()]);
        assert_eq!(table.render(), "a    bb\n-------\nxxx   1\n");
    }
}
