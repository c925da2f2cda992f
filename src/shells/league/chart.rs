//! Pictures of league results: team strength with its interval as bars in the terminal and as an
//! SVG chart, and a score distribution as an SVG histogram. Text in, text or a file out; the
//! words (titles, labels) come from the caller, already localized.

use std::path::Path;

use plotters::prelude::*;

use crate::common::i18n::Localizer;

/// A value with its interval, labelled.
#[derive(Debug, Clone, PartialEq)]
pub struct Interval {
    pub label: String,
    pub value: f64,
    pub low: f64,
    pub high: f64,
}

/// The widest a label gets in the terminal before it is cut.
const LABEL_WIDTH: usize = 24;
/// Columns for the number after each bar.
const VALUE_WIDTH: usize = 6;

/// One line per row: the label, then the interval as `├──●──┤` on a scale shared by all rows,
/// then the value; `width` columns in all.
pub fn bars(rows: &[Interval], width: usize) -> String {
    if rows.is_empty() {
        return String::new();
    }
    let label_width = rows
        .iter()
        .map(|r| r.label.chars().count())
        .max()
        .unwrap_or(0)
        .min(LABEL_WIDTH);
    let track = width.saturating_sub(label_width + VALUE_WIDTH + 2).max(10);
    let low = rows.iter().map(|r| r.low).fold(f64::INFINITY, f64::min);
    let high = rows
        .iter()
        .map(|r| r.high)
        .fold(f64::NEG_INFINITY, f64::max);
    let span = (high - low).max(f64::EPSILON);
    let column = |x: f64| (((x - low) / span) * (track - 1) as f64).round() as usize;
    let mut out = String::new();
    for row in rows {
        let (from, to, at) = (column(row.low), column(row.high), column(row.value));
        let mut line: Vec<char> = vec![' '; track];
        for (i, cell) in line.iter_mut().enumerate().take(to + 1).skip(from) {
            *cell = if i == from {
                '├'
            } else if i == to {
                '┤'
            } else {
                '─'
            };
        }
        if let Some(cell) = line.get_mut(at) {
            *cell = '●';
        }
        let label: String = row.label.chars().take(label_width).collect();
        let pad = label_width - label.chars().count();
        out.push_str(&format!(
            "{label}{} {} {:>VALUE_WIDTH$.0}\n",
            " ".repeat(pad),
            line.iter().collect::<String>(),
            row.value
        ));
    }
    out
}

/// The same intervals as an SVG chart, strongest at the top.
pub fn intervals_svg(
    path: &Path,
    title: &str,
    axis: &str,
    rows: &[Interval],
) -> Result<(), String> {
    let height = 80 + 28 * rows.len() as u32;
    let root = SVGBackend::new(path, (800, height)).into_drawing_area();
    let low = rows.iter().map(|r| r.low).fold(f64::INFINITY, f64::min);
    let high = rows
        .iter()
        .map(|r| r.high)
        .fold(f64::NEG_INFINITY, f64::max);
    let margin = ((high - low) * 0.05).max(1.0);
    let count = rows.len() as i32;
    let draw = || -> Result<(), Box<dyn std::error::Error + '_>> {
        root.fill(&WHITE)?;
        let mut chart = ChartBuilder::on(&root)
            .caption(title, ("sans-serif", 20))
            .margin(12)
            .x_label_area_size(36)
            .y_label_area_size(190)
            .build_cartesian_2d((low - margin)..(high + margin), (0..count).into_segmented())?;
        let label_of = |value: &SegmentValue<i32>| match value {
            SegmentValue::CenterOf(i) | SegmentValue::Exact(i) => rows
                .get((count - 1 - *i) as usize)
                .map(|r| r.label.clone())
                .unwrap_or_default(),
            SegmentValue::Last => String::new(),
        };
        chart
            .configure_mesh()
            .disable_y_mesh()
            .y_labels(rows.len())
            .y_label_formatter(&label_of)
            .x_label_formatter(&|x| format!("{x:.0}"))
            .x_desc(axis)
            .draw()?;
        chart.draw_series(rows.iter().enumerate().map(|(i, r)| {
            let y = SegmentValue::CenterOf(count - 1 - i as i32);
            ErrorBar::new_horizontal(y, r.low, r.value, r.high, BLUE.filled(), 10)
        }))?;
        root.present()?;
        Ok(())
    };
    draw().map_err(|error| error.to_string())
}

/// `--plot`: both teams' scores as an SVG histogram at `path`, its title and axis the messages
/// `title_id` and `axis_id`; the error is the message that says why it could not be written.
pub fn plot_scores(
    path: &Path,
    loc: &Localizer,
    [title_id, axis_id]: [&str; 2],
    teams: &[String; 2],
    scores: &[Vec<u64>; 2],
) -> Result<(), String> {
    let series = [
        (teams[0].clone(), scores[0].clone()),
        (teams[1].clone(), scores[1].clone()),
    ];
    histogram_svg(path, &loc.text(title_id), &loc.text(axis_id), &series).map_err(|detail| {
        loc.text_with(
            "league-error-plot",
            &[
                ("path", path.display().to_string().into()),
                ("detail", detail.into()),
            ],
        )
    })
}

/// Histograms of whole-number values (e.g. points per game), one series per label, as SVG.
pub fn histogram_svg(
    path: &Path,
    title: &str,
    axis: &str,
    series: &[(String, Vec<u64>)],
) -> Result<(), String> {
    let root = SVGBackend::new(path, (800, 420)).into_drawing_area();
    let buckets = series
        .iter()
        .map(|(_, c)| c.len())
        .max()
        .unwrap_or(1)
        .max(1) as u32;
    let most = series
        .iter()
        .flat_map(|(_, c)| c.iter().copied())
        .max()
        .unwrap_or(1)
        .max(1);
    let colours = [BLUE, RED];
    let draw = || -> Result<(), Box<dyn std::error::Error + '_>> {
        root.fill(&WHITE)?;
        let mut chart = ChartBuilder::on(&root)
            .caption(title, ("sans-serif", 20))
            .margin(12)
            .x_label_area_size(36)
            .y_label_area_size(56)
            .build_cartesian_2d(0u32..buckets, 0u64..most + most / 10 + 1)?;
        chart.configure_mesh().x_desc(axis).draw()?;
        for (index, (label, counts)) in series.iter().enumerate() {
            let colour = colours[index % colours.len()];
            chart
                .draw_series(LineSeries::new(
                    counts.iter().enumerate().map(|(x, &n)| (x as u32, n)),
                    colour.stroke_width(2),
                ))?
                .label(label.as_str())
                .legend(move |(x, y)| PathElement::new(vec![(x, y), (x + 16, y)], colour));
        }
        chart
            .configure_series_labels()
            .background_style(WHITE.mix(0.8))
            .border_style(BLACK)
            .draw()?;
        root.present()?;
        Ok(())
    };
    draw().map_err(|error| error.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bars_share_one_scale_and_fit_the_width() {
        let rows = [
            Interval {
                label: "Strong".into(),
                value: 1600.0,
                low: 1550.0,
                high: 1650.0,
            },
            Interval {
                label: "Weak".into(),
                value: 1400.0,
                low: 1350.0,
                high: 1450.0,
            },
        ];
        let text = bars(&rows, 60);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 2);
        assert!(lines.iter().all(|l| l.chars().count() <= 60), "{text}");
        // The strong team's interval ends at the right edge of the track, the weak one's starts
        // at the left edge.
        assert!(lines[0].contains("●") && lines[0].contains("┤ "), "{text}");
        assert!(lines[1].starts_with("Weak   ├"), "{text}");
    }
}
