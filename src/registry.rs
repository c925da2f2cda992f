//! The one list of the games gridiron plays, and the one place outside a game's own room and its
//! adapters that names them. Every shell asks here which games there are and hands a game's work
//! to that game's adapter; generic tests and benchmarks run over every game's engine through
//! [`for_each_game`].
//!
//! Adding a game: its crate under `crates/` (data, engine, coach, display, record, implementing
//! `gridiron_core::game::{Game, Sample}`), its data under `data/`, its Fluent file in every
//! `locales/<language>/`, an adapter in each shell's folder for it, and one entry in the
//! `registry!` list below.

use gridiron_core::game::Sample;
use gridiron_core::i18n::FluentSource;

use crate::shells::{league, online, terminal};

/// The options every game's `play` takes at the terminal, for a shell that starts a game through
/// the registry (the league's seasons) rather than through the terminal's own commands.
pub use crate::shells::terminal::play::PlayOptions;

/// The games' crates, under the names their adapters use.
pub mod games {
    pub use gridiron_battleball as battleball;
    pub use gridiron_first_and_goal as first_and_goal;
}

/// What the program knows of one game.
pub struct GameEntry {
    /// The name `--game` takes and a save's `game` key holds.
    pub id: &'static str,
    /// Other names `--game` accepts.
    pub aliases: &'static [&'static str],
    /// The Fluent message naming the game for people.
    pub name_message: &'static str,
    /// The Fluent message offering the game in the opening question.
    pub offer_message: &'static str,
    /// The optional rules `--optional` takes for the game, in the order messages list them
    /// (`none` takes none, in every game).
    pub optional_rules: &'static [&'static str],
    /// The game's own Fluent files.
    pub fluent: &'static [FluentSource],
    /// How the terminal plays it.
    pub terminal: &'static terminal::adapter::Adapter,
    /// How the league tools run it.
    pub league: &'static league::adapter::Adapter,
    /// How it is played online.
    pub online: &'static online::adapter::Adapter,
}

impl std::fmt::Debug for GameEntry {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("GameEntry").field("id", &self.id).finish()
    }
}

/// Code written once over every game's engine type: `visit` is called once per game.
pub trait EachGame {
    fn visit<G: Sample>(&mut self, entry: &'static GameEntry);
}

/// Each game once: its entry and its engine type (the contract's `Game`), so that `GAMES` and
/// `for_each_game` cannot disagree.
macro_rules! registry {
    ($($engine:ty => $entry:expr),+ $(,)?) => {
        /// Every game; the first is the default where none is named (and a save without a
        /// `game` key holds it, as saves did before there were two).
        pub const GAMES: &[GameEntry] = &[$($entry),+];

        /// Calls `visitor` with every game's engine type, in the order of [`GAMES`].
        pub fn for_each_game(visitor: &mut impl EachGame) {
            let mut entries = GAMES.iter();
            $(
                if let Some(entry) = entries.next() {
                    visitor.visit::<$engine>(entry);
                }
            )+
        }
    };
}

registry! {
    gridiron_first_and_goal::engine::Game => GameEntry {
        id: "first-and-goal",
        aliases: &["1st-and-goal"],
        name_message: "league-game-first-and-goal",
        offer_message: "setup-game-first-and-goal",
        optional_rules: &games::first_and_goal::engine::OptionalRules::NAMES,
        fluent: &gridiron_first_and_goal::FLUENT,
        terminal: &terminal::first_and_goal::ADAPTER,
        league: &league::first_and_goal::ADAPTER,
        online: &online::first_and_goal::ADAPTER,
    },
    gridiron_battleball::Game => GameEntry {
        id: "battleball",
        aliases: &[],
        name_message: "league-game-battleball",
        offer_message: "setup-game-battleball",
        optional_rules: &games::battleball::Options::NAMES,
        fluent: &gridiron_battleball::FLUENT,
        terminal: &terminal::battleball::ADAPTER,
        league: &league::battleball::ADAPTER,
        online: &online::battleball::ADAPTER,
    },
}

/// The game played where none is named.
pub fn default_game() -> &'static GameEntry {
    &GAMES[0]
}

/// The game `name` names (its id or an alias, in any case, spaces around ignored).
pub fn find(name: &str) -> Option<&'static GameEntry> {
    let name = name.trim().to_ascii_lowercase();
    GAMES
        .iter()
        .find(|game| game.id == name || game.aliases.contains(&name.as_str()))
}

/// Every id `--game` takes, for messages that list them.
pub fn ids() -> Vec<&'static str> {
    GAMES.iter().map(|game| game.id).collect()
}
