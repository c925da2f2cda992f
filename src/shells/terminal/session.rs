//! One game at the terminal, the same loop for every game: whose turn it is, a person asked or
//! the computer deciding, the decision applied (the first legal option if the engine refuses
//! it), what happened told, and the game saved after every decision. What a game does its own
//! way (how a person is asked, how its computer decides, how events are told and its board
//! drawn, how its record is written, how the game's end is shown) it answers through
//! [`TerminalGame`].

use std::path::{Path, PathBuf};
use std::time::Duration;

use gridiron_core::batch::decision_seed;
use gridiron_core::dice::SeededDice;
use gridiron_core::game::Game;
use gridiron_core::i18n::{arg, Localizer};
use gridiron_core::wrap;

use super::players::{self, Player};
use super::screen::{Closed, Screen};
use crate::shells::kit::files;

/// How a session stopped.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Ended {
    Finished,
    /// Input closed at a prompt; the game is saved.
    Closed,
    /// The game could not be saved: it stops rather than go on unsaved. The message says why.
    SaveFailed(String),
}

/// What a game's own part sees of its session: the game as it stands, who plays each seat, the
/// language, the screen and the pace. Lent for one call, so the game's part never holds the
/// game itself and the loop alone changes it.
pub struct Stage<'s, G: Game> {
    pub game: &'s G,
    /// Who decides for each seat, in `game.seats()` order.
    pub players: &'s [Player],
    pub loc: &'s Localizer,
    pub screen: &'s Screen,
    pub save_path: &'s Path,
    /// The pause after each narrated line of a computer-only game on a terminal.
    pub delay: Duration,
}

impl<G: Game> Stage<'_, G> {
    /// Who decides for `seat`.
    pub fn player(&self, seat: G::Seat) -> Player {
        player_of(self.game, self.players, seat)
    }

    /// The number of different people at the keyboard.
    pub fn humans(&self) -> u8 {
        players::humans(self.players)
    }

    /// A computer-only game: told line by line rather than shown screen by screen.
    pub fn narrating(&self) -> bool {
        self.humans() == 0
    }

    /// One narrated line, wrapped, then the pause that lets someone watching follow it.
    pub fn tell(&self, line: &str) {
        self.screen.say(&wrap::fill(line, "", "  "));
        if !self.delay.is_zero() {
            std::thread::sleep(self.delay);
        }
    }

    /// Where the finished game is kept and how to watch it again.
    pub fn finished_message(&self) -> String {
        finished_message(self.save_path, self.loc)
    }
}

/// What one game does its own way at the terminal. The session's loop calls these; the state
/// they need besides the game (play log, box score, computer coaches, the record) is the
/// implementer's.
pub trait TerminalGame {
    type Game: Game;

    /// Whether a decision with only one legal option is taken without asking anyone. A game
    /// whose computer coaches learn from every decision they are asked keeps asking them.
    const TAKES_THE_ONLY_OPTION: bool;

    /// The computer's decision for `seat`, one of `legal` (never empty); `None` when its coach
    /// finds none, and the first legal option is taken. Its coach draws on `seed` alone, which
    /// the record determines (`decision_seed`), never on a stream carried from decision to
    /// decision: a resumed game is the game it would have been.
    fn computer(
        &mut self,
        stage: &Stage<'_, Self::Game>,
        seat: <Self::Game as Game>::Seat,
        legal: &[<Self::Game as Game>::Decision],
        seed: u64,
    ) -> Option<<Self::Game as Game>::Decision>;

    /// The computer's decision for `seat` made before this sitting, with `game` as it stood
    /// then and the `seed` it was made with, for a coach that learns from the game as it goes
    /// (what the opponent has shown) to learn it again. Nothing by default: a coach whose
    /// choices follow from the game and its seed alone has nothing to recall.
    fn recall(
        &mut self,
        game: &Self::Game,
        seat: <Self::Game as Game>::Seat,
        legal: &[<Self::Game as Game>::Decision],
        seed: u64,
    ) {
        let _ = (game, seat, legal, seed);
    }

    /// Asks `person` at the keyboard for `seat`'s decision until they give one of `legal`.
    fn ask(
        &mut self,
        stage: &Stage<'_, Self::Game>,
        seat: <Self::Game as Game>::Seat,
        person: u8,
        legal: &[<Self::Game as Game>::Decision],
    ) -> Result<<Self::Game as Game>::Decision, Closed>;

    /// Takes in what the last decision made happen: the play log, the box score, narration.
    fn narrate(&mut self, stage: &Stage<'_, Self::Game>, events: &[<Self::Game as Game>::Event]);

    /// The game's record as it stands, as a save's text, or why it cannot be written in the
    /// user's language. Asked after every decision: the text is best kept and added to.
    fn record_text(&mut self, stage: &Stage<'_, Self::Game>) -> Result<&str, String>;

    /// Shows how the game ended, once it is over.
    fn finish(&mut self, stage: &Stage<'_, Self::Game>);
}

/// Where a game stands as a session takes it up: the game, its dice, and the seed of its record,
/// from which every computer decision's seed comes.
pub struct Standing<G> {
    pub game: G,
    pub dice: SeededDice,
    pub seed: u64,
}

/// One game being played at the terminal.
pub struct Session<'a, T: TerminalGame> {
    pub game: T::Game,
    pub dice: SeededDice,
    /// The record's seed, from which every computer decision's seed is derived.
    pub seed: u64,
    /// Who decides for each seat, in `game.seats()` order.
    pub players: Vec<Player>,
    pub save_path: PathBuf,
    pub loc: &'a Localizer,
    pub screen: Screen,
    /// The pause after each narrated line of a computer-only game on a terminal.
    pub delay: Duration,
    /// The game's own part.
    pub own: T,
}

impl<'a, T: TerminalGame> Session<'a, T> {
    /// A session going on from where the game stands, unpaced.
    pub fn start(
        standing: Standing<T::Game>,
        players: Vec<Player>,
        save_path: PathBuf,
        loc: &'a Localizer,
        screen: Screen,
        own: T,
    ) -> Session<'a, T> {
        let Standing { game, dice, seed } = standing;
        Session {
            game,
            dice,
            seed,
            players,
            save_path,
            loc,
            screen,
            delay: Duration::ZERO,
            own,
        }
    }

    /// Paces the narration of a computer-only game: `delay` after each line.
    pub fn with_delay(mut self, delay: Duration) -> Session<'a, T> {
        self.delay = delay;
        self
    }

    /// Lets the game's own part recall every computer decision of the game so far, as if this
    /// sitting had played them: `past` is the game before its first decision and `dice` its dice
    /// then. A resumed game then goes on decision for decision as the uninterrupted one would.
    pub fn recall(&mut self, mut past: T::Game, mut dice: SeededDice) {
        let decisions = self.game.decisions().to_vec();
        let (mut legal, mut events) = (Vec::new(), Vec::new());
        for (seat, decision) in decisions {
            past.legal(seat, &mut legal);
            let asked = !(T::TAKES_THE_ONLY_OPTION && legal.len() == 1);
            if asked && player_of(&past, &self.players, seat) == Player::Computer {
                let seed = coach_seed(&past, self.seed, seat);
                self.own.recall(&past, seat, &legal, seed);
            }
            events.clear();
            if past.apply(seat, decision, &mut dice, &mut events).is_err() {
                break;
            }
        }
    }

    /// The game's own part, and what it sees of the session.
    fn split(&mut self) -> (&mut T, Stage<'_, T::Game>) {
        let stage = Stage {
            game: &self.game,
            players: &self.players,
            loc: self.loc,
            screen: &self.screen,
            save_path: &self.save_path,
            delay: self.delay,
        };
        (&mut self.own, stage)
    }

    /// Saves the game so far, or says in the user's language why it could not. A person's game
    /// is synced to the disk after every decision. A computer-only game is synced at its end
    /// only: before that, what a power cut could take from it its seed plays again, decision
    /// for decision (`recall`), and a sync per decision would be most of its time.
    pub fn save(&mut self) -> Result<(), String> {
        let (own, stage) = self.split();
        let text = own.record_text(&stage)?;
        let durability = if stage.narrating() && !stage.game.is_over() {
            files::Durability::Written
        } else {
            files::Durability::Synced
        };
        files::store_text_as(stage.save_path, text, durability, stage.loc)
    }

    /// Plays the game from where it stands to its end, or until input closes or a save fails.
    pub fn run(&mut self) -> Ended {
        let mut legal = Vec::new();
        let mut events = Vec::new();
        if let Err(message) = self.save() {
            return Ended::SaveFailed(message);
        }
        while !self.game.is_over() {
            let Some(&seat) = self.game.waiting_on().first() else {
                break;
            };
            self.game.legal(seat, &mut legal);
            let Some(&first) = legal.first() else {
                break;
            };
            let decision = if T::TAKES_THE_ONLY_OPTION && legal.len() == 1 {
                first
            } else {
                let seed = coach_seed(&self.game, self.seed, seat);
                let (own, stage) = self.split();
                match stage.player(seat) {
                    Player::Computer => own.computer(&stage, seat, &legal, seed).unwrap_or(first),
                    Player::Human(person) => match own.ask(&stage, seat, person, &legal) {
                        Ok(decision) => decision,
                        Err(Closed) => return Ended::Closed,
                    },
                }
            };
            events.clear();
            // Only legal options are ever offered, so a refusal would be a coach's bug; the
            // first legal option keeps the game going rather than losing it.
            if self
                .game
                .apply(seat, decision, &mut self.dice, &mut events)
                .is_err()
            {
                let _ = self.game.apply(seat, first, &mut self.dice, &mut events);
            }
            let (own, stage) = self.split();
            own.narrate(&stage, &events);
            if let Err(message) = self.save() {
                return Ended::SaveFailed(message);
            }
        }
        let (own, stage) = self.split();
        own.finish(&stage);
        Ended::Finished
    }

    /// Where the finished game is kept and how to watch it again.
    pub fn finished_message(&self) -> String {
        finished_message(&self.save_path, self.loc)
    }
}

/// Who decides for `seat`: its player in `game.seats()` order (the computer if none is named).
fn player_of<G: Game>(game: &G, players: &[Player], seat: G::Seat) -> Player {
    game.seats()
        .iter()
        .position(|&s| s == seat)
        .and_then(|index| players.get(index).copied())
        .unwrap_or(Player::Computer)
}

/// The seed of `seat`'s computer coach for the decision `game` waits for: from the record's
/// `seed`, the seat's place and how many decisions came before.
fn coach_seed<G: Game>(game: &G, seed: u64, seat: G::Seat) -> u64 {
    let place = game.seats().iter().position(|&s| s == seat).unwrap_or(0);
    decision_seed(
        seed,
        u8::try_from(place).unwrap_or(u8::MAX),
        game.decisions().len() as u64,
    )
}

fn finished_message(save_path: &Path, loc: &Localizer) -> String {
    let path = save_path.display().to_string();
    loc.text_with("app-finished", &[arg("path", path)])
}
