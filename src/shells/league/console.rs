//! What every league command says and how: text on its writers (a closed pipe is no error), the
//! usage errors every game shares, the data problems, and the progress bar.

use std::io::{IsTerminal, Write};

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

use crate::common::data_file::problem::Problem;
use crate::common::i18n::{arg, Localizer};
use crate::shells::kit::exit::{Done, Failure};
use crate::shells::kit::output::Format;
use crate::shells::kit::problems;

pub(crate) fn say(w: &mut dyn Write, text: &str) {
    // A closed pipe (e.g. `| head`) is not an error worth reporting.
    let _ = w.write_all(text.as_bytes());
}

pub(crate) fn say_line(w: &mut dyn Write, text: &str) {
    say(w, text);
    say(w, "\n");
}

/// Says `message` on `err` and fails with `failure`: a usage error or a problem, said where it
/// is found.
pub(crate) fn fail(err: &mut dyn Write, message: &str, failure: Failure) -> Failure {
    say_line(err, message);
    failure
}

/// Every problem of the data, as rustc shows an error.
pub(crate) fn problems_out(found: &[Problem], loc: &Localizer, err: &mut dyn Write) {
    for problem in found {
        say_line(err, &problems::render(problem, loc));
    }
}

/// `validate`'s report of `found` in `format`; any problem fails the command.
pub(crate) fn report_problems(
    found: &[Problem],
    format: Format,
    loc: &Localizer,
    out: &mut dyn Write,
) -> Done {
    let report = match format {
        Format::Table => problems::text_report(found, loc),
        Format::Json => problems::json_report(found, loc),
        Format::Csv => problems::csv_report(found, loc),
    };
    say(out, &report);
    if found.is_empty() {
        Ok(())
    } else {
        Err(Failure::Problem)
    }
}

/// The data could not be loaded: its problems, and what to do about them.
pub(crate) fn data_failed(found: &[Problem], loc: &Localizer, err: &mut dyn Write) -> Failure {
    problems_out(found, loc, err);
    fail(err, &loc.text("league-error-data"), Failure::Problem)
}

/// No team, division or team file `name`.
pub(crate) fn unknown_team(name: &str, loc: &Localizer, err: &mut dyn Write) -> Failure {
    fail(
        err,
        &loc.text_with(
            "league-error-unknown-team",
            &[arg("name", name.to_string())],
        ),
        Failure::Usage,
    )
}

/// A progress bar on a terminal, nothing otherwise.
pub(crate) fn progress_bar(total: u64, loc: &Localizer) -> ProgressBar {
    if !std::io::stderr().is_terminal() || total == 0 {
        return ProgressBar::hidden();
    }
    let bar = ProgressBar::with_draw_target(Some(total), ProgressDrawTarget::stderr());
    // The words come from Fluent; indicatif's own placeholders stay outside the message, since
    // Fluent would read their braces as its own.
    let template = format!(
        "{{bar:40}} {{pos}}/{{len}} {}, {} {{eta}}",
        loc.text("league-progress-games"),
        loc.text("league-progress-left")
    );
    if let Ok(style) = ProgressStyle::with_template(&template) {
        bar.set_style(style);
    }
    bar
}
