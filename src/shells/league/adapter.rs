//! What the league tools need of a game: the entry points its generic commands hand over to, and
//! what a season needs to be played in it.

use std::io::Write;
use std::path::Path;

use gridiron_core::i18n::Localizer;
use gridiron_core::sprt::GameResult;

use crate::registry::GameEntry;
use crate::shells::kit::exit::{Done, Failure};

use super::commands::{DataArgs, RankArgs, SeasonArgs, SimArgs, TeamsArgs, ValidateArgs};
use super::season_file::{Score, SeasonFile};

/// A league command of one game: the game's registry entry (its optional rules, its name), the
/// arguments, the reader's language, standard output and error. Whatever went wrong has been
/// said on standard error.
pub type Command<A> =
    fn(&'static GameEntry, &A, &Localizer, &mut dyn Write, &mut dyn Write) -> Done;

/// One game in the league tools, as the registry lists it.
pub struct Adapter {
    pub sim: Command<SimArgs>,
    pub teams: Command<TeamsArgs>,
    pub validate: Command<ValidateArgs>,
    pub rank: Command<RankArgs>,
    /// `rank --coaches`: the games between the game's coaches that the gauntlet asks for.
    pub contest: Prepare,
    /// Seasons of this game, if it has them.
    pub seasons: Option<&'static Seasons>,
}

/// Sets up `rank --coaches`' games: the teams (`--teams`: two, or the game's own pair when
/// left at `all`), the optional rules and where user team files come from; each problem is said
/// on standard error.
pub type Prepare = fn(&RankArgs, &Localizer, &mut dyn Write) -> Result<Box<dyn Contest>, Failure>;

/// Games between two of a game's computer coaches, paired: one seed played twice, the first
/// coach home and then away, with the same dice and the same coach streams for each side.
pub trait Contest: Sync {
    /// The coach `name` stands for (a level in English or German, or a coach's own name), by
    /// the name the game's records give it; `None` when the game has no such coach.
    fn coach(&self, name: &str) -> Option<String>;

    /// The coaches' own names, for the usage error.
    fn coaches(&self) -> Vec<String>;

    /// Pair `pair` of the match seeded `seed` between the coaches `first` and `second` (as
    /// `coach` named them): how each game ended for `first`, home in the first.
    fn play_pair(&self, first: &str, second: &str, seed: u64, pair: u64) -> [GameResult; 2];
}

/// Selects a new season's teams: the specs given, where user team files come from, the reader's
/// language and standard error.
pub type Select =
    fn(&[String], &DataArgs, &Localizer, &mut dyn Write) -> Result<Selection, Failure>;

/// Starts a season's computer games: the season, where user team files come from, the reader's
/// language and standard error.
pub type Start =
    fn(&SeasonFile, &DataArgs, &Localizer, &mut dyn Write) -> Result<Box<dyn SeasonGames>, Failure>;

/// Finds a selected team by a name a user gives it.
pub type Find = Box<dyn Fn(&str) -> Option<String>>;

/// What seasons need of a game: a simulated one (`gridiron season`), and the teams, computer
/// games and results of one people play through (`season new|play`); the people's games are the
/// terminal's `play` and `resume` of the game, which the registry gives.
pub struct Seasons {
    /// `gridiron season` without a season file: round-robin, standings and playoffs simulated.
    pub simulate: Command<SeasonArgs>,
    /// The computer coach when none is named.
    pub default_coach: &'static str,
    /// Whether `name` is one of the game's computer coaches; an unknown one is said on `err`.
    pub check_coach: fn(name: &str, loc: &Localizer, err: &mut dyn Write) -> bool,
    /// The teams `specs` name (`all`, divisions, team names and files), at least two.
    pub select: Select,
    /// The season's computer games, with the data and teams it names (each problem said on
    /// `err`).
    pub start: Start,
    /// The final score of the game saved at `path`, `None` while it is unfinished; the error
    /// says in the reader's words why the save cannot be read.
    pub score: fn(path: &Path, loc: &Localizer) -> Result<Option<Score>, String>,
}

/// A team of a new season, as the game's data names it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entrant {
    pub name: String,
    pub division: Option<String>,
}

/// The teams selected for a season, and how to find one of them by any name a user gives it.
pub struct Selection {
    pub teams: Vec<Entrant>,
    /// The name (as in `teams`) of the team a user's `name` (name, code or file name) means.
    pub find: Find,
}

/// A season's computer games in one game.
pub trait SeasonGames {
    /// Fixture `number` between the season's teams `home` and `away` (by index), simulated with
    /// the season's seed, coach and rules, its record written to `path`; the error is the
    /// message that says why it could not be written.
    fn play(
        &self,
        season: &SeasonFile,
        home: usize,
        away: usize,
        number: u32,
        path: &Path,
        loc: &Localizer,
    ) -> Result<Score, String>;
}
