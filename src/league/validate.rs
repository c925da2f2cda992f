//! `gridiron validate`: every problem of the given data files, for people and for tools.

use std::collections::BTreeSet;

use fluent_bundle::FluentValue;
use serde::Serialize;

use crate::data::{render_plain, Problem};
use crate::ui::i18n::Localizer;

/// One problem's message in the reader's language.
pub fn message(problem: &Problem, loc: &Localizer) -> String {
    let args: Vec<(&str, FluentValue<'_>)> = problem
        .kind
        .args()
        .into_iter()
        .map(|(name, value)| (name, FluentValue::from(value)))
        .collect();
    loc.text_with(problem.kind.message_id(), &args)
}

/// `file:line:column: message` per problem, then a summary line.
pub fn text_report(problems: &[Problem], loc: &Localizer) -> String {
    let mut out = String::new();
    for problem in problems {
        out.push_str(&render_plain(problem, &message(problem, loc)));
        out.push('\n');
    }
    if problems.is_empty() {
        out.push_str(&loc.text("league-validate-clean"));
    } else {
        let files: BTreeSet<_> = problems.iter().map(|p| &p.file).collect();
        out.push_str(&loc.text_with(
            "league-validate-summary",
            &[
                ("problems", (problems.len() as f64).into()),
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
