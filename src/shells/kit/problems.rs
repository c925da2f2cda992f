//! Data-file problems for people and for tools: each in the reader's language, and shown as rustc
//! shows an error (the line, a caret, a hint); every shell reports problems through here.

use std::collections::BTreeSet;

use annotate_snippets::{AnnotationKind, Group, Level, Origin, Renderer, Snippet};
use fluent_bundle::FluentValue;
use serde::Serialize;

use crate::common::data_file::problem::{Problem, ProblemKind};
use crate::common::i18n::Localizer;
use crate::common::text::{is_invisible, printable};
use crate::common::wrap;

/// The width the report keeps to.
const COLUMNS: usize = 80;

/// A `count` argument is a number, so that the message can choose its plural form.
fn localized(id: &str, args: Vec<(&'static str, String)>, loc: &Localizer) -> String {
    let args: Vec<(&str, FluentValue<'_>)> = args
        .into_iter()
        .map(|(name, value)| match (name, value.parse::<f64>()) {
            ("count", Ok(number)) => (name, FluentValue::from(number)),
            _ => (name, FluentValue::from(value)),
        })
        .collect();
    loc.text_with(id, &args)
}

/// One problem's message in the reader's language.
pub fn message(problem: &Problem, loc: &Localizer) -> String {
    localized(problem.kind.message_id(), problem.kind.args(), loc)
}

/// The hint under a problem in the reader's language, if it has one.
pub fn hint(problem: &Problem, loc: &Localizer) -> Option<String> {
    let hint = problem.kind.hint()?;
    Some(localized(hint.id, hint.args, loc))
}

/// A source line as shown under a message: each control or invisible character replaced by one
/// visible character (a control picture such as `␛`, else `�`), so that the line cannot act on
/// the terminal and every column stays where the file has it. Tabs stay; the renderer expands
/// them. With the byte range of the `len` characters from the 1-based `column`, for the caret.
fn shown_line(line: &str, column: usize, len: usize) -> (String, std::ops::Range<usize>) {
    let mut shown = String::with_capacity(line.len());
    let (mut start, mut end) = (None, None);
    for (index, c) in line.chars().enumerate() {
        if index + 1 == column {
            start = Some(shown.len());
        }
        if index + 1 == column + len {
            end = Some(shown.len());
        }
        shown.push(match c {
            '\t' => '\t',
            '\0'..='\x1f' => char::from_u32(0x2400 + u32::from(c)).unwrap_or('\u{fffd}'),
            '\x7f' => '\u{2421}',
            c if is_invisible(c) => '\u{fffd}',
            c => c,
        });
    }
    let start = start.unwrap_or(shown.len());
    let end = end.unwrap_or(shown.len()).max(start);
    (shown, start..end)
}

/// One problem as rustc shows one: the message, `--> file:line:column`, the source line with a
/// caret under the spot, and a hint where there is one. Plain text within 80 columns.
pub fn render(problem: &Problem, loc: &Localizer) -> String {
    let error = loc.text("league-validate-error");
    let help = loc.text("league-validate-help");
    // Wrapped here, to the room after the label; the renderer indents the lines after the first.
    let room = COLUMNS - wrap::width(&error) - 2;
    let message = wrap::wrap(&message(problem, loc), "", "", room).join("\n");
    let path = printable(&problem.file.display().to_string()).into_owned();
    let mut group = Group::with_title(
        Level::ERROR
            .with_name(error.as_str())
            .primary_title(message),
    );
    let marked = problem.span.as_deref();
    match marked.and_then(|s| Some((s.line.as_deref()?, s.len))) {
        Some((line, len)) if problem.line > 0 => {
            let (shown, span) = shown_line(line, problem.column, len);
            group = group.element(
                Snippet::source(shown)
                    .path(path)
                    .line_start(problem.line)
                    .annotation(AnnotationKind::Primary.span(span)),
            );
        }
        _ if problem.line > 0 => {
            let origin = Origin::path(path).line(problem.line);
            group = group.element(origin.char_column(problem.column));
        }
        _ => group = group.element(Origin::path(path)),
    }
    if let Some(hint) = hint(problem, loc) {
        let room = COLUMNS - wrap::width(&help) - 6;
        let hint = wrap::wrap(&hint, "", "", room).join("\n");
        group = group.element(Level::HELP.with_name(help.as_str()).message(hint));
    }
    Renderer::plain().term_width(COLUMNS).render(&[group])
}

/// Every problem as `render` shows it, a blank line between, then a summary line.
pub fn text_report(problems: &[Problem], loc: &Localizer) -> String {
    let mut out = String::new();
    for problem in problems {
        out.push_str(&render(problem, loc));
        out.push_str("\n\n");
    }
    if problems.is_empty() {
        out.push_str(&loc.text("league-validate-clean"));
    } else {
        let files: BTreeSet<_> = problems.iter().map(|p| &p.file).collect();
        let count: usize = problems
            .iter()
            .map(|p| match p.kind {
                ProblemKind::MoreProblems { count } => count,
                _ => 1,
            })
            .sum();
        out.push_str(&loc.text_with(
            "league-validate-summary",
            &[
                ("problems", (count as f64).into()),
                ("files", (files.len() as f64).into()),
            ],
        ));
    }
    out.push('\n');
    out
}

#[derive(Serialize)]
struct ProblemJson {
    file: String,
    /// 0 for a problem about the whole file.
    line: usize,
    column: usize,
    /// The Fluent message id, stable for tools.
    id: &'static str,
    message: String,
    /// How to fix it, where the checker knows (e.g. the key a misspelt one meant).
    #[serde(skip_serializing_if = "Option::is_none")]
    hint: Option<String>,
    args: serde_json::Map<String, serde_json::Value>,
}

#[derive(Serialize)]
struct ReportJson {
    ok: bool,
    problems: Vec<ProblemJson>,
}

/// `{"ok": bool, "problems": [{"file", "line", "column", "id", "message", "args"}]}`.
pub fn json_report(problems: &[Problem], loc: &Localizer) -> String {
    let report = ReportJson {
        ok: problems.is_empty(),
        problems: problems
            .iter()
            .map(|p| ProblemJson {
                file: p.file.display().to_string(),
                line: p.line,
                column: p.column,
                id: p.kind.message_id(),
                message: message(p, loc),
                hint: hint(p, loc),
                args: p
                    .kind
                    .args()
                    .into_iter()
                    .map(|(k, v)| (k.to_string(), serde_json::Value::String(v)))
                    .collect(),
            })
            .collect(),
    };
    serde_json::to_string_pretty(&report).unwrap_or_default() + "\n"
}

/// One CSV line per problem: `file,line,column,id,message,hint`.
pub fn csv_report(problems: &[Problem], loc: &Localizer) -> String {
    let mut out =
        crate::shells::kit::output::csv_line(&["file", "line", "column", "id", "message", "hint"]);
    for p in problems {
        out.push_str(&crate::shells::kit::output::csv_line(&[
            p.file.display().to_string(),
            p.line.to_string(),
            p.column.to_string(),
            p.kind.message_id().to_string(),
            message(p, loc),
            hint(p, loc).unwrap_or_default(),
        ]));
    }
    out
}
