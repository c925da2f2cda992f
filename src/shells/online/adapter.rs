//! What online play needs of a game: how the host sets it up and serves it, how a client draws
//! it, and how `verify` reads its record. Each game implements [`HostGame`] and [`ClientGame`]
//! in its folder here and lists its entry points in an [`Adapter`] for the registry.

use std::path::{Path, PathBuf};

use gridiron_core::game::Game;
use gridiron_core::i18n::{Language, Localizer};
use gridiron_online::protocol::Numbered;
use gridiron_online::table::Networked;

use super::host::HostOptions;
use super::link::Joined;
use crate::shells::kit::exit::Done;
use crate::shells::terminal::play::PlayOptions;
use crate::shells::terminal::screen::{Closed, Screen};

/// One game online, as the registry lists it.
pub struct Adapter {
    /// `host`: the game set up as `play` sets it up (the same flags and questions), then served.
    pub host: fn(&PlayOptions, &HostOptions, Option<Language>, &Localizer) -> Done,
    /// `host --resume FILE` of a save this game's host wrote.
    pub resume: fn(&Path, &HostOptions, Option<Language>, &Localizer) -> Done,
    /// `join`: the client, once the host's welcome says it is this game.
    pub join: fn(Joined, &Localizer) -> Done,
    /// The names of seats (by place) from a welcome's public setup, for the chairs to choose
    /// from; `None` when the setup does not read.
    pub chair_name: fn(&str, &[usize], &Localizer) -> Option<String>,
    /// `verify`: the record's seed and decisions (each seat's place and the decision's wire
    /// text), replayed through the engine; or why it does not replay, in the user's language.
    pub replayed: fn(&str, &Localizer) -> Result<Replayed, String>,
}

/// A record as `verify` checks it against its proof.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Replayed {
    pub seed: u64,
    pub decisions: Vec<(usize, String)>,
    /// The final score, once the game is over: home, away.
    pub score: Option<(u32, u32)>,
}

/// A game as the host sets it up, before anyone joins, or as its save left it.
pub struct Hosted<H: HostGame> {
    pub game: H::Game,
    /// A resumed game: its dice as the replay left them, its record's seed, and the events its
    /// replay made (sent again to a seat that comes back). `None` for a new game, whose seed
    /// is mixed when everyone is in.
    pub resumed: Option<Resumed<H::Game>>,
    /// For each seat, in `game.seats()` order: the chair (a person's place at the table,
    /// numbered from 0) that plays it, or `None` for the computer. One person may play several
    /// seats (in 1st & Goal, a team's offense and defense).
    pub chairs: Vec<Option<usize>>,
    /// Where the record is kept after every decision.
    pub save_path: PathBuf,
    /// The game's own part.
    pub own: H,
}

/// A resumed game as its replay left it: its dice, its record's seed, and every event.
pub type Resumed<G> = (
    gridiron_core::dice::SeededDice,
    u64,
    Vec<<G as Game>::Event>,
);

/// What a game does its own way on the host.
pub trait HostGame: Send + 'static {
    type Game: Networked;

    /// The computer coach's decision for `seat`, one of `legal` (never empty), from `seed`
    /// alone (`decision_seed` of the record's seed): a resumed game decides as it would have.
    fn computer(
        &mut self,
        game: &Self::Game,
        seat: <Self::Game as Game>::Seat,
        legal: &[<Self::Game as Game>::Decision],
        seed: u64,
    ) -> <Self::Game as Game>::Decision;

    /// The game's record as a save's text: its setup, `seed`, who plays each seat (`people`:
    /// a person's name, or `None` for the computer), and every decision so far.
    fn record_text(
        &mut self,
        game: &Self::Game,
        seed: u64,
        people: &[Option<String>],
    ) -> Result<String, String>;

    /// The setup everyone may know: the record without its seed (zero) and with no decision.
    fn public_setup(&mut self, game: &Self::Game) -> Result<String, String>;

    /// A seat's name for the waiting line and the seat list, in `loc`'s language: "Verteidigung,
    /// Boston Bombers".
    fn seat_name(&self, game: &Self::Game, place: usize, loc: &Localizer) -> String;
}

/// The name of a chair of `seats` as `C` words it from a public setup (the client's own words).
pub fn chair_name<C: ClientGame>(setup: &str, seats: &[usize], loc: &Localizer) -> Option<String> {
    let game = C::new(setup, &[], loc).ok()?;
    Some(game.chair_name(seats))
}

/// A chair's name as the names of its seats, one after the other.
pub fn seat_names_joined<C: ClientGame>(game: &C, seats: &[usize]) -> String {
    let names: Vec<String> = seats.iter().map(|&seat| game.seat_name(seat)).collect();
    names.join(" · ")
}

/// An option after which the same seat is asked again at once, and its options then.
pub type Ahead<G> = (<G as Game>::Decision, Vec<<G as Game>::Decision>);

/// What a person at a networked terminal answers.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Reply<D> {
    Decide(D),
    /// This decision, and the next question of the same seat (one the host said follows it at
    /// once, `ahead`) answered with the second, if it is still among its options then.
    DecideThen(D, D),
    /// A line of table talk (the talk key at a question).
    Say(String),
}

/// What a game does its own way on a player's or a spectator's terminal: it draws from what
/// the host sends this seat (its view and the events it may see), never from a whole game.
pub trait ClientGame: Sized {
    type Game: Networked;

    /// The game from the host's welcome: its public setup, the seats this client plays (none:
    /// a spectator), in `loc`'s language; or why the setup cannot be read.
    fn new(setup: &str, seats: &[usize], loc: &Localizer) -> Result<Self, String>;

    /// A seat's name for the waiting line: "Verteidigung, Boston Bombers".
    fn seat_name(&self, place: usize) -> String;

    /// The name of a chair that holds `seats`, for the seat question: its seats' names, unless
    /// the game has a shorter one.
    fn chair_name(&self, seats: &[usize]) -> String {
        seat_names_joined(self, seats)
    }

    /// Events as this seat may see them (`event: None`: one it may not), for the play log.
    fn events(&mut self, events: &[Numbered<<Self::Game as Game>::Event>]);

    /// What `seat` (one this client plays) sees now.
    fn view(&mut self, seat: usize, view: <Self::Game as Game>::SeatView);

    /// What a spectator sees now.
    fn table(&mut self, view: <Self::Game as Game>::PublicView);

    /// The screen while others decide: the board and log, with `status` (who is awaited, who
    /// is away, the latest table talk) at its foot. Fits 80x24 with up to 3 status lines.
    fn show(&mut self, screen: &Screen, status: &[String]);

    /// Asks the person for `seat`'s decision, one of `legal`, with `status` above the question.
    /// `ahead` lists options after which the seat is asked again at once, with its options
    /// then: a game may ask both in one question (`Reply::DecideThen`). `talk_key` at the
    /// question asks for a line of table talk instead, returned as `Reply::Say`.
    #[allow(clippy::too_many_arguments)]
    fn ask(
        &mut self,
        screen: &Screen,
        seat: usize,
        legal: &[<Self::Game as Game>::Decision],
        ahead: &[Ahead<Self::Game>],
        status: &[String],
        talk_key: char,
    ) -> Result<Reply<<Self::Game as Game>::Decision>, Closed>;

    /// Shows how the game ended: the final board and the box score.
    fn finish(&mut self, screen: &Screen);
}

/// Each seat's chair from who plays it: the people, numbered as a record numbers them, take
/// chairs 0, 1, … in that order; the computer's seats have none.
pub fn chairs_of(players: &[crate::shells::terminal::players::Player]) -> Vec<Option<usize>> {
    use crate::shells::terminal::players::Player;
    let mut people: Vec<u8> = players
        .iter()
        .filter_map(|p| match p {
            Player::Human(n) => Some(*n),
            Player::Computer => None,
        })
        .collect();
    people.sort_unstable();
    people.dedup();
    players
        .iter()
        .map(|p| match p {
            Player::Human(n) => people.iter().position(|m| m == n),
            Player::Computer => None,
        })
        .collect()
}
