//! The binary: parse the command line, pick the language, hand over to the library's shell.

mod cli;

use std::io::Write;
use std::process::ExitCode;

use clap::error::ErrorKind;
use clap::{CommandFactory, FromArgMatches};

use cli::{Cli, Command, CompletionShell};
use gridiron::common::i18n::Language;
use gridiron::shells::kit::exit::{code_of, EXIT_OK, EXIT_USAGE};
use gridiron::shells::league;
use gridiron::shells::online;
use gridiron::shells::terminal::play;
use gridiron::shells::terminal::{cli_help, usage};

fn main() -> ExitCode {
    let env = |name: &str| std::env::var(name).ok();
    let detected = Language::detect(
        env("LC_ALL").as_deref(),
        env("LC_MESSAGES").as_deref(),
        env("LANG").as_deref(),
    );
    // --help comes in the language the line asks for (or the detected one).
    let args: Vec<String> = std::env::args_os()
        .map(|arg| arg.to_string_lossy().into_owned())
        .collect();
    let asked = usage::requested_language(&args).unwrap_or(detected);
    let command = cli_help::localize(Cli::command(), &gridiron::i18n::localizer(asked));
    let cli = match command
        .try_get_matches_from(std::env::args_os())
        .and_then(|matches| Cli::from_arg_matches(&matches))
    {
        Ok(cli) => cli,
        Err(error) => return usage_error(&error, detected),
    };
    let chosen = match cli
        .lang
        .as_deref()
        .map(|tag| (tag, Language::from_tag(tag)))
    {
        None => None,
        Some((_, Some(language))) => Some(language),
        Some((tag, None)) => {
            let loc = gridiron::i18n::localizer(detected);
            let message = loc.text_with("app-error-lang", &[("lang", tag.into())]);
            let _ = writeln!(std::io::stderr(), "{message}");
            return exit(EXIT_USAGE);
        }
    };
    let loc = gridiron::i18n::localizer(chosen.unwrap_or(detected));
    let (mut out, mut err) = (std::io::stdout(), std::io::stderr());
    let code = match cli.command {
        // Without a command the opening questions start with the game.
        None => code_of(play::run_play_game(
            &Default::default(),
            None,
            true,
            chosen,
            &loc,
        )),
        Some(Command::Play(args)) => code_of(play::run_play_game(
            &args.options(),
            args.game.as_deref(),
            false,
            chosen,
            &loc,
        )),
        Some(Command::Resume(args)) => code_of(play::resume(args.file.as_deref(), chosen, &loc)),
        Some(Command::Replay(args)) => code_of(play::run_replay(&args.file, &loc, &mut out)),
        Some(Command::Rules(args)) => code_of(play::run_rules(
            args.game.as_deref(),
            args.optional.as_deref(),
            &loc,
            &mut out,
        )),
        Some(Command::Completions(args)) => {
            let shell = match args.shell {
                CompletionShell::Bash => clap_complete::Shell::Bash,
                CompletionShell::Zsh => clap_complete::Shell::Zsh,
                CompletionShell::Fish => clap_complete::Shell::Fish,
            };
            // clap_complete panics on a write error (`| head`); a buffer cannot fail.
            let mut script = Vec::new();
            clap_complete::generate(shell, &mut Cli::command(), "gridiron", &mut script);
            let _ = out.write_all(&script);
            EXIT_OK
        }
        Some(Command::Teams(args)) => league::run_teams(&args, &loc, &mut out, &mut err),
        Some(Command::Validate(args)) => league::run_validate(&args, &loc, &mut out, &mut err),
        Some(Command::Sim(args)) => league::run_sim(&args, &loc, &mut out, &mut err),
        Some(Command::Season(args)) => league::run_season(&args, &loc, &mut out, &mut err),
        Some(Command::Rank(args)) => league::run_rank(&args, &loc, &mut out, &mut err),
        Some(Command::Host(args)) => code_of(online::command::run_host(
            &args.play_options(),
            args.game.as_deref(),
            args.resume.as_deref(),
            &args.options(),
            chosen,
            &loc,
        )),
        Some(Command::Join(args)) => code_of(online::command::run_join(
            &args.ticket,
            args.watch,
            args.seat.as_deref(),
            args.name.as_deref(),
            args.relay.as_deref(),
            args.loopback,
            &loc,
        )),
        Some(Command::Verify(args)) => code_of(online::verify::run(&args.record, &loc)),
    };
    let _ = out.flush();
    exit(code)
}

fn exit(code: i32) -> ExitCode {
    ExitCode::from(u8::try_from(code).unwrap_or(1))
}

/// `--help` and `--version` as clap prints them; every real mistake in the language the line
/// asked for (or the detected one), with exit code 2.
fn usage_error(error: &clap::Error, detected: Language) -> ExitCode {
    if matches!(
        error.kind(),
        ErrorKind::DisplayHelp | ErrorKind::DisplayVersion
    ) {
        let _ = error.print();
        return exit(EXIT_OK);
    }
    if error.kind() == ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand {
        let _ = error.print();
        return exit(EXIT_USAGE);
    }
    let args: Vec<String> = std::env::args_os()
        .map(|arg| arg.to_string_lossy().into_owned())
        .collect();
    let language = usage::requested_language(&args).unwrap_or(detected);
    let text = usage::message(error, &gridiron::i18n::localizer(language));
    let _ = write!(std::io::stderr(), "{text}");
    exit(EXIT_USAGE)
}
