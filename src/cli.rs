//! The command line: every subcommand and flag, parsed by clap.
//!
//! Values a user may get wrong in their own words (language, seed, optional rules, the number of
//! coaches) are taken as text and checked by the shell, so the error comes localized.

use std::path::PathBuf;

use clap::{Parser, Subcommand};

use gridiron::shells::league::{DataArgs, RankArgs, SeasonArgs, SimArgs, TeamsArgs, ValidateArgs};
use gridiron::shells::terminal::play::PlayOptions;

#[derive(Debug, Parser)]
#[command(
    name = "gridiron",
    version,
    about = "Football board games at the terminal",
    long_about = "Football board games at the terminal (`gridiron rules --game GAME` for each \
                  game's rules).\n\
                  Without a subcommand it starts a game (the same as `gridiron play`)."
)]
pub struct Cli {
    /// Language: en or de (default: from LC_ALL, LC_MESSAGES, LANG)
    #[arg(long, global = true, value_name = "LANG")]
    pub lang: Option<String>,
    #[command(subcommand)]
    pub command: Option<Command>,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Play a game (asks for whatever the flags leave open; Enter takes the default)
    Play(PlayArgs),
    /// Continue a saved game (default: the latest unfinished one)
    Resume(ResumeArgs),
    /// Print the play-by-play of a saved or finished game
    Replay(ReplayArgs),
    /// Print a short summary of the rules
    Rules(RulesArgs),
    /// Print a shell completion script
    Completions(CompletionsArgs),
    /// List the loaded teams, or show one team's dice
    Teams(TeamsArgs),
    /// Check data files and print every problem
    Validate(ValidateArgs),
    /// Simulate many computer-vs-computer games between two teams
    Sim(SimArgs),
    /// Play a round-robin season and its playoffs
    Season(SeasonArgs),
    /// Rank teams by simulated strength
    Rank(RankArgs),
    /// Host a game online and print the ticket for friends to join with
    Host(HostArgs),
    /// Join a game online by its ticket, as a player or a spectator
    Join(JoinArgs),
    /// Check a finished online game's record against its commitments
    Verify(VerifyArgs),
}

#[derive(Debug, Clone, Default, clap::Args)]
pub struct HostArgs {
    /// The home team (name, code or file name)
    #[arg(long)]
    pub home: Option<String>,
    /// The away team
    #[arg(long)]
    pub away: Option<String>,
    /// People playing, each at their own terminal (the other seats are the computer's)
    #[arg(long, value_name = "N")]
    pub humans: Option<String>,
    /// With one person: the team they coach; with three: the team with two coaches
    #[arg(long, value_name = "home|away")]
    pub side: Option<String>,
    /// Partners on one team may see each other's hands (rule M2): true or false
    #[arg(long, num_args = 0..=1, default_missing_value = "true", value_name = "BOOL")]
    pub share_hands: Option<bool>,
    /// Optional rules, comma-separated (or none)
    #[arg(long, value_delimiter = ',', value_name = "RULES")]
    pub optional: Option<Vec<String>>,
    /// Where to keep the game's record (default: the user data directory)
    #[arg(long, value_name = "FILE")]
    pub save: Option<PathBuf>,
    /// Let --save overwrite a file that is not a finished gridiron game
    #[arg(long)]
    pub force: bool,
    /// The computer coach, by a name the game gives its coaches (its strongest when left out)
    #[arg(long, value_name = "COACH")]
    pub coach: Option<String>,
    /// The game, by its id (the default game when left out)
    #[arg(long, value_name = "GAME")]
    pub game: Option<String>,
    #[command(flatten)]
    pub data: DataArgs,
    /// Continue a hosted game from its save; the players rejoin with their tickets
    #[arg(long, value_name = "FILE")]
    pub resume: Option<PathBuf>,
    /// The seat the host plays (1, 2, ...), or none to only serve (default: the first seat a person plays)
    #[arg(long, value_name = "N|none")]
    pub seat: Option<String>,
    /// Seconds a player may be away before the computer plays their seat (default 120)
    #[arg(long, value_name = "SECONDS")]
    pub seat_timeout: Option<String>,
    /// A relay of your own (URL), or none for direct connections only
    #[arg(long, value_name = "URL|none")]
    pub relay: Option<String>,
    /// The name the other players see (default: your login name)
    #[arg(long)]
    pub name: Option<String>,
    /// Loopback only: no relay, no address lookup (tests and trials on one machine)
    #[arg(long, hide = true)]
    pub loopback: bool,
    /// Also write the ticket to this file
    #[arg(long, value_name = "FILE", hide = true)]
    pub ticket_file: Option<PathBuf>,
}

impl HostArgs {
    /// How the game is set up: as `play` sets it up, the seed left to the players' parts.
    pub fn play_options(&self) -> PlayOptions {
        PlayOptions {
            home: self.home.clone(),
            away: self.away.clone(),
            humans: self.humans.clone(),
            side: self.side.clone(),
            share_hands: self.share_hands,
            optional: self.optional.clone(),
            seed: None,
            save: self.save.clone(),
            force: self.force,
            data: self.data.data.clone(),
            coach: self.coach.clone(),
            delay: None,
        }
    }

    pub fn options(&self) -> gridiron::shells::online::command::HostArgs {
        gridiron::shells::online::command::HostArgs {
            seat_timeout: self.seat_timeout.clone(),
            relay: self.relay.clone(),
            loopback: self.loopback,
            seat: self.seat.clone(),
            name: self.name.clone(),
            ticket_file: self.ticket_file.clone(),
        }
    }
}

#[derive(Debug, Clone, clap::Args)]
pub struct JoinArgs {
    /// The ticket the host sent you
    pub ticket: String,
    /// Watch the game as a spectator (the public view only)
    #[arg(long)]
    pub watch: bool,
    /// The seat to take (1, 2, ...), without asking
    #[arg(long, value_name = "N")]
    pub seat: Option<String>,
    /// The name the other players see (default: your login name)
    #[arg(long)]
    pub name: Option<String>,
    /// A relay of your own (URL), or none for direct connections only
    #[arg(long, value_name = "URL|none")]
    pub relay: Option<String>,
    /// Loopback only (tests and trials on one machine)
    #[arg(long, hide = true)]
    pub loopback: bool,
}

#[derive(Debug, Clone, clap::Args)]
pub struct VerifyArgs {
    /// The record a finished online game left (online-GAME-DATE.toml)
    pub record: PathBuf,
}

#[derive(Debug, Clone, Default, clap::Args)]
pub struct RulesArgs {
    /// The game, by its id (the default game when left out)
    #[arg(long)]
    pub game: Option<String>,
    /// The optional rules to explain, comma-separated (all of them when left out, or none)
    #[arg(long, value_delimiter = ',', value_name = "RULES")]
    pub optional: Option<Vec<String>>,
}

#[derive(Debug, Clone, Default, clap::Args)]
pub struct PlayArgs {
    /// The home team (name, code or file name)
    #[arg(long)]
    pub home: Option<String>,
    /// The away team
    #[arg(long)]
    pub away: Option<String>,
    /// Human coaches, 0 to 4 (0: the computer plays both teams and narrates)
    #[arg(long, value_name = "N")]
    pub humans: Option<String>,
    /// With one human: the team they coach; with three: the team with two coaches
    #[arg(long, value_name = "home|away")]
    pub side: Option<String>,
    /// Partners on one team may see each other's hands (rule M2): true or false
    #[arg(long, num_args = 0..=1, default_missing_value = "true", value_name = "BOOL")]
    pub share_hands: Option<bool>,
    /// Optional rules, comma-separated: turnovers, breakaways, squib (or none)
    #[arg(long, value_delimiter = ',', value_name = "RULES")]
    pub optional: Option<Vec<String>>,
    /// The seed; the same seed and the same choices play the same game
    // A negative seed reaches the shell's own check, which says what a seed must be.
    #[arg(long, allow_negative_numbers = true)]
    pub seed: Option<String>,
    /// Where to keep the autosave (default: the user data directory)
    #[arg(long, value_name = "FILE")]
    pub save: Option<PathBuf>,
    /// Let --save overwrite a file that is not a finished gridiron game
    #[arg(long)]
    pub force: bool,
    /// The computer coach, by a name the game gives its coaches (its strongest when left out)
    #[arg(long, value_name = "COACH")]
    pub coach: Option<String>,
    /// With --humans 0 on a terminal: milliseconds between narrated lines (default 400)
    #[arg(long, value_name = "MS")]
    pub delay: Option<String>,
    /// The game, by its id (the default game when left out)
    #[arg(long, value_name = "GAME")]
    pub game: Option<String>,
    #[command(flatten)]
    pub data: DataArgs,
}

impl PlayArgs {
    pub fn options(&self) -> PlayOptions {
        PlayOptions {
            home: self.home.clone(),
            away: self.away.clone(),
            humans: self.humans.clone(),
            side: self.side.clone(),
            share_hands: self.share_hands,
            optional: self.optional.clone(),
            seed: self.seed.clone(),
            save: self.save.clone(),
            force: self.force,
            data: self.data.data.clone(),
            coach: self.coach.clone(),
            delay: self.delay.clone(),
        }
    }
}

#[derive(Debug, Clone, clap::Args)]
pub struct ResumeArgs {
    /// The save file (default: the latest unfinished game in the user data directory)
    pub file: Option<PathBuf>,
}

#[derive(Debug, Clone, clap::Args)]
pub struct ReplayArgs {
    /// A save file, finished or not
    pub file: PathBuf,
}

#[derive(Debug, Clone, clap::Args)]
pub struct CompletionsArgs {
    pub shell: CompletionShell,
}

#[derive(Debug, Clone, Copy, clap::ValueEnum)]
pub enum CompletionShell {
    Bash,
    Zsh,
    Fish,
}
