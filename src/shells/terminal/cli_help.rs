//! `--help` in the user's language. clap's help comes from the doc comments in English; every
//! command's `about` and every argument's help are replaced by the
//! Fluent messages `cli-<command path>` and `cli-<command path>-<argument>` (path joined by
//! `-`, the top level being `gridiron`), and clap's own headings, the help and version flags,
//! defaults and possible values are worded through Fluent too. Pure: a `clap::Command` in,
//! the localized command out.

use clap::Command;

use crate::common::i18n::Localizer;

/// The command with its help texts in `loc`'s language.
pub fn localize(command: Command, loc: &Localizer) -> Command {
    let name = command.get_name().to_string();
    let mut command = walk(command, &name, loc);
    // Usage lines are rendered from the built command, where global flags have reached every
    // subcommand and every subcommand knows its full name.
    command.build();
    localize_usage(command, loc)
}

fn localize_usage(mut command: Command, loc: &Localizer) -> Command {
    let usage = usage(&command.render_usage().to_string(), loc);
    let names: Vec<String> = command
        .get_subcommands()
        .map(|c| c.get_name().to_string())
        .collect();
    for name in names {
        command = command.mut_subcommand(&name, |c| localize_usage(c, loc));
    }
    command.override_usage(usage)
}

fn walk(mut command: Command, path: &str, loc: &Localizer) -> Command {
    let text = |id: &str| loc.has(id).then(|| loc.text(id));
    if let Some(about) = text(&format!("cli-{path}")) {
        command = command.about(about).long_about(None);
    }
    command = command
        // The same 80 columns as every other output, whatever the terminal (or none) is.
        .term_width(80)
        .help_template(loc.text("cli-template"))
        .subcommand_help_heading(loc.text("cli-commands"))
        .next_help_heading(loc.text("cli-options"))
        .disable_help_subcommand(true)
        .disable_help_flag(true)
        .arg(
            clap::Arg::new("help")
                .short('h')
                .long("help")
                .action(clap::ArgAction::Help)
                .help(loc.text("cli-help-flag")),
        );
    if command.get_name() == "gridiron" {
        command = command.disable_version_flag(true).arg(
            clap::Arg::new("version")
                .short('V')
                .long("version")
                .action(clap::ArgAction::Version)
                .help(loc.text("cli-version-flag")),
        );
    }
    let ids: Vec<String> = command
        .get_arguments()
        .map(|a| a.get_id().to_string())
        .filter(|id| id != "help" && id != "version")
        .collect();
    for id in ids {
        let help = text(&format!("cli-{path}-{id}"));
        let heading = loc.text("cli-options");
        let positional = loc.text("cli-arguments");
        command = command.mut_arg(&id, |arg| {
            let positional_arg = arg.is_positional();
            let values = arg.get_action().takes_values();
            // Defaults and possible values are in the help text itself, in words.
            let arg = if values {
                arg.hide_default_value(true).hide_possible_values(true)
            } else {
                arg
            };
            let arg = arg.help_heading(if positional_arg { positional } else { heading });
            match help {
                Some(help) => arg.help(help),
                None => arg,
            }
        });
    }
    if command.has_subcommands() {
        command = command.subcommand_value_name(loc.text("cli-command-value"));
    }
    let names: Vec<String> = command
        .get_subcommands()
        .map(|c| c.get_name().to_string())
        .collect();
    for name in names {
        let sub = format!("{path}-{name}");
        command = command.mut_subcommand(&name, |c| walk(c, &sub, loc));
    }
    command
}

/// clap's usage line with its `[OPTIONS]` placeholder in `loc`'s words. clap renders the line
/// with its own English heading, which the template replaces; continuation lines are indented
/// under the localized heading.
fn usage(rendered: &str, loc: &Localizer) -> String {
    let indent = " ".repeat(
        loc.text_with("usage-line", &[("usage", "".into())])
            .chars()
            .count(),
    );
    rendered
        .lines()
        .enumerate()
        .map(|(i, line)| {
            let line = line
                .trim_start()
                .trim_start_matches("Usage:")
                .trim_start()
                .replace("[OPTIONS]", &loc.text("cli-options-value"));
            if i == 0 {
                line
            } else {
                format!("{indent}{line}")
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// Every `cli-…` message `command` needs, for tests: `(path, argument)` pairs and commands.
pub fn needed(command: &Command) -> Vec<String> {
    let mut out = Vec::new();
    collect(command, command.get_name(), &mut out);
    out
}

fn collect(command: &Command, path: &str, out: &mut Vec<String>) {
    out.push(format!("cli-{path}"));
    for arg in command.get_arguments() {
        let id = arg.get_id().as_str();
        if id != "help" && id != "version" {
            out.push(format!("cli-{path}-{id}"));
        }
    }
    for sub in command.get_subcommands() {
        if sub.get_name() != "help" {
            collect(sub, &format!("{path}-{}", sub.get_name()), out);
        }
    }
}
