//! One game at the terminal: asks whoever owes a decision (a human through a prompt, a computer
//! coach directly), applies it, narrates what happened and saves after every decision.

use std::path::PathBuf;
use std::sync::Arc;

use crate::coach::{Coach, CoachKind};
use crate::dice::SeededDice;
use crate::engine::{Decision, Event, Game, Pending, Seat, Setup};
use crate::save::SaveRecord;

use super::board;
use super::i18n::Localizer;
use super::narrate::Narrator;
use super::prompt;
use super::savefile;
use super::screen::{Closed, Screen};
use super::seats::{self, Player};
use super::words::{self, arg};
use super::wrap;

pub struct Session<'a> {
    pub game: Game,
    pub dice: SeededDice,
    pub seed: u64,
    pub players: [Player; 4],
    pub save_path: PathBuf,
    /// The game's record; its decisions are brought up to date before every save.
    record: SaveRecord,
    setup: Arc<Setup>,
    coaches: Vec<Box<dyn Coach + Send>>,
    loc: &'a Localizer,
    screen: Screen,
    last_play: Vec<String>,
    this_play: Vec<String>,
    last_person: Option<u8>,
    /// Dice have rolled since the last play ended: the next snap's start ends this play.
    rolled: bool,
}

/// How a session stopped.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Ended {
    Finished,
    /// Input closed at a prompt; the game is saved.
    Closed,
    /// The game could not be saved: it stops rather than go on unsaved. The message says why.
    SaveFailed(String),
}

impl<'a> Session<'a> {
    /// A session going on from `game` and `dice`, which `record` (with its setup, seed and
    /// players) replays to; `players` is how the shell reads the record's players.
    pub fn new(
        game: Game,
        dice: SeededDice,
        record: SaveRecord,
        players: [Player; 4],
        save_path: PathBuf,
        loc: &'a Localizer,
        screen: Screen,
    ) -> Session<'a> {
        // Coaches are seeded from the game seed and how far the game got, so a resumed game
        // does not replay the computer's earlier random choices.
        let seed = record.seed;
        let progress = game.decisions().len() as u64;
        let coaches = (0..4u64)
            .map(|i| {
                CoachKind::Equilibrium
                    .build(seed ^ (i + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ progress)
            })
            .collect();
        Session {
            setup: Arc::clone(game.shared_setup()),
            game,
            dice,
            seed,
            players,
            save_path,
            record,
            coaches,
            loc,
            screen,
            last_play: Vec::new(),
            this_play: Vec::new(),
            last_person: None,
            rolled: false,
        }
    }

    fn narrating(&self) -> bool {
        seats::humans(&self.players) == 0
    }

    /// The record of the game so far.
    pub fn saved(&mut self) -> &SaveRecord {
        self.record.players = self.players.iter().map(|&p| seats::describe(p)).collect();
        self.record.decisions.clear();
        self.record
            .decisions
            .extend_from_slice(self.game.decisions());
        &self.record
    }

    /// Saves the game so far, or says in the user's language why it could not.
    pub fn save(&mut self) -> Result<(), String> {
        let path = self.save_path.clone();
        let loc = self.loc;
        savefile::store(&path, self.saved(), loc)
    }

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
            if legal.is_empty() {
                break;
            }
            let decision = match seats::player(&self.players, seat) {
                Player::Computer => {
                    let index = Seat::ALL.iter().position(|&s| s == seat).unwrap_or(0);
                    let view = self.game.view(seat);
                    self.coaches[index].decide(&view, &legal, &self.setup)
                }
                Player::Human(n) => match self.ask(seat, n, &legal) {
                    Ok(decision) => decision,
                    Err(Closed) => return Ended::Closed,
                },
            };
            events.clear();
            // Only legal options are ever offered, so a refusal would be a coach's bug; the
            // first legal option keeps the game going rather than losing it.
            if self
                .game
                .apply(seat, decision, &mut self.dice, &mut events)
                .is_err()
            {
                let fallback = legal[0];
                let _ = self.game.apply(seat, fallback, &mut self.dice, &mut events);
            }
            self.narrate(&events);
            if let Err(message) = self.save() {
                return Ended::SaveFailed(message);
            }
        }
        if !self.narrating() {
            self.screen.clear();
            let table = self.game.table();
            let lines = self.play_so_far();
            self.screen.say(&board::render(
                &table,
                &self.setup,
                self.loc,
                self.screen.palette,
                &lines,
            ));
        }
        Ended::Finished
    }

    fn narrate(&mut self, events: &[Event]) {
        let lines = Narrator::new(self.loc, &self.setup).lines(events);
        if self.narrating() {
            for line in &lines {
                self.screen.say(&wrap::fill(line, "", "  "));
            }
            return;
        }
        self.this_play.extend(lines);
        self.rolled |= events.iter().any(|e| {
            matches!(
                e,
                Event::DieRolled { .. }
                    | Event::Touchback { .. }
                    | Event::Scored { .. }
                    | Event::HalfEnded { .. }
            )
        });
        let next_snap = matches!(
            self.game.pending(),
            Pending::OffenseCall { .. }
                | Pending::KickoffKind
                | Pending::KickoffReturn
                | Pending::CoinCall
                | Pending::ReceiveOrDefer
                | Pending::Try
                | Pending::None
        );
        if self.rolled && next_snap {
            self.last_play = std::mem::take(&mut self.this_play);
            self.rolled = false;
        }
    }

    /// The block under the board. Once this play's dice have rolled it is the whole story, and
    /// the previous play (often the other team's possession) would only blur where one ends.
    fn play_so_far(&self) -> Vec<String> {
        let mut lines = if self.rolled {
            Vec::new()
        } else {
            self.last_play.clone()
        };
        lines.extend(self.this_play.iter().cloned());
        lines
    }

    fn ask(&mut self, seat: Seat, person: u8, legal: &[Decision]) -> Result<Decision, Closed> {
        let shared = seats::humans(&self.players) >= 2;
        if shared && self.last_person != Some(person) {
            self.screen.clear();
            let partners =
                self.setup.partners_share_hands && seats::has_partners(&self.players, seat.team);
            let key = super::screen::handoff_key();
            let text = self.loc.text_with(
                if partners {
                    "handoff-partners"
                } else {
                    "handoff"
                },
                &[
                    arg("seat", words::seat(self.loc, &self.setup, seat)),
                    arg("team", words::team(&self.setup, seat.team).to_string()),
                    arg("key", key.to_string()),
                ],
            );
            let wrong = self
                .loc
                .text_with("handoff-wrong-key", &[arg("key", key.to_string())]);
            self.screen.say("\n\n");
            self.screen
                .handoff(&self.screen.palette.bold(&text), key, &wrong)?;
        }
        self.last_person = Some(person);
        self.screen.clear();
        let view = self.game.view(seat);
        let lines = self.play_so_far();
        self.screen.say(&board::render(
            &view.table,
            &self.setup,
            self.loc,
            self.screen.palette,
            &lines,
        ));
        self.screen.say("\n");
        if let Some(hand) = view.hand {
            self.screen.say(&prompt::hand_block(
                self.loc,
                &self.setup,
                seat,
                &hand,
                self.screen.palette,
            ));
        }
        let decision = prompt::ask(
            self.loc,
            &self.setup,
            &self.game,
            &view,
            legal,
            &self.screen,
        );
        if shared {
            self.screen.clear();
        }
        decision
    }
}
