//! One game at the terminal: asks whoever owes a decision (a human through a prompt, a computer
//! coach directly), applies it, narrates what happened and saves after every decision.

use std::path::PathBuf;
use std::sync::Arc;

use crate::common::dice::SeededDice;
use crate::games::first_and_goal::coach::{Coach, CoachKind};
use crate::games::first_and_goal::engine::{Decision, Event, Game, Seat, Setup};
use crate::games::first_and_goal::record::SaveRecord;
use crate::games::first_and_goal::stats::GameFold;

use super::prompt;
use super::save;
use super::seats::{self, Player};
use crate::common::i18n::Localizer;
use crate::common::wrap;
use crate::games::first_and_goal::display::board;
use crate::games::first_and_goal::display::boxscore;
use crate::games::first_and_goal::display::narrate::{Memory, Narrator};
use crate::games::first_and_goal::display::words::{self, arg};
use crate::shells::terminal::screen::{Closed, Screen};

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
    /// Every line of play-by-play so far (this sitting), in order.
    log: Vec<String>,
    /// How much of `log` each person (by number, 1-4) has been shown.
    seen: [usize; 5],
    last_person: Option<u8>,
    memory: Memory,
    /// The box score so far, counted from every event of the game.
    fold: GameFold,
    /// The gain of the last snap rolled, for a burn decision taken before the ball moves.
    gain: Option<i16>,
    /// The computer coach's name, as the save records it.
    coach: &'static str,
    /// The pause after each narrated line of a computer-only game on a terminal.
    delay: std::time::Duration,
}

/// The rows of the terminal every decision must fit in.
pub const ROWS: usize = 24;

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
        let kind = seats::coach_of(&record.players).unwrap_or(CoachKind::Equilibrium);
        let coaches = (0..4u64)
            .map(|i| kind.build(seed ^ (i + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ progress))
            .collect();
        // The box score counts the whole game, also what was played before a resume.
        let mut fold = GameFold::new();
        let _ = crate::games::first_and_goal::record::replay(&record, |_, events| {
            events.iter().for_each(|e| fold.observe(e));
        });
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
            log: Vec::new(),
            seen: [0; 5],
            last_person: None,
            memory: Memory::default(),
            fold,
            gain: None,
            coach: seats::coach_name(kind),
            delay: std::time::Duration::ZERO,
        }
    }

    /// Paces the narration of a computer-only game: `delay` after each line.
    pub fn with_delay(mut self, delay: std::time::Duration) -> Session<'a> {
        self.delay = delay;
        self
    }

    fn narrating(&self) -> bool {
        seats::humans(&self.players) == 0
    }

    /// The record of the game so far.
    pub fn saved(&mut self) -> &SaveRecord {
        let coach = self.coach;
        self.record.players = self
            .players
            .iter()
            .map(|&p| seats::describe_as(p, coach))
            .collect();
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
        save::store(&path, self.saved(), loc)
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
            // Below the box: a blank line, how to see the game again, the shell's prompt.
            let after = 2 + terminal_rows(&self.finished_message());
            self.public_screen("box-final", after);
        }
        Ended::Finished
    }

    /// Where the finished game is kept and how to watch it again.
    pub fn finished_message(&self) -> String {
        let path = self.save_path.display().to_string();
        self.loc.text_with("app-finished", &[arg("path", path)])
    }

    /// The box score so far.
    fn box_score(&self, title_id: &str) -> String {
        boxscore::render(
            &self.fold.clone().finish(),
            &self.setup,
            self.loc,
            self.screen.palette,
            title_id,
        )
    }

    /// A screen every coach may see: the board, what the person who has seen least missed,
    /// and the box score (half-time and the end).
    /// `after` is the rows that follow the box score on this screen.
    fn public_screen(&mut self, title_id: &str, after: usize) {
        self.screen.clear();
        let table = self.game.table();
        let boxed = self.box_score(title_id);
        let from = self
            .players
            .iter()
            .filter_map(|p| match p {
                Player::Human(n) => self.seen.get(usize::from(*n).min(4)).copied(),
                Player::Computer => None,
            })
            .min()
            .unwrap_or(0)
            .min(self.log.len());
        let fixed = board::fixed_rows(&table, &self.setup, self.loc, None);
        // A blank line and the box score, then what follows it.
        let room = ROWS.saturating_sub(fixed + 1 + boxed.lines().count() + after);
        let lines = self.log.get(from..).unwrap_or_default().to_vec();
        self.screen.say(&board::render(
            &table,
            &self.setup,
            self.loc,
            self.screen.palette,
            &lines,
            room,
            None,
        ));
        self.screen.say("\n");
        self.screen.say(&boxed);
    }

    fn narrate(&mut self, events: &[Event]) {
        let mut narrator = Narrator::resume(self.loc, &self.setup, self.memory);
        let lines = narrator.lines(events);
        self.memory = narrator.memory();
        for event in events {
            self.fold.observe(event);
            match *event {
                Event::Gained { yards, .. } => self.gain = Some(yards),
                Event::PlaysRevealed { .. } | Event::SpecialCalled { .. } => self.gain = None,
                _ => {}
            }
        }
        let half_time = events.iter().any(|e| {
            matches!(
                e,
                Event::HalfEnded {
                    half: crate::games::first_and_goal::engine::Half::First
                }
            )
        });
        if self.narrating() {
            for line in &lines {
                self.screen.say(&wrap::fill(line, "", "  "));
                if !self.delay.is_zero() {
                    std::thread::sleep(self.delay);
                }
            }
            if half_time || events.iter().any(|e| matches!(e, Event::GameOver { .. })) {
                let title = if half_time {
                    "box-half-time"
                } else {
                    "box-final"
                };
                self.screen.say("\n");
                self.screen.say(&self.box_score(title));
                self.screen.say("\n");
            }
            return;
        }
        self.log.extend(lines);
        if half_time {
            let text = self.loc.text("box-continue");
            // Below the box: a blank line and the pause.
            self.public_screen("box-half-time", 1 + terminal_rows(&text));
            // A closed input is noticed at the next question.
            let _ = self.screen.pause(&text);
        }
    }

    fn ask(&mut self, seat: Seat, person: u8, legal: &[Decision]) -> Result<Decision, Closed> {
        let shared = seats::humans(&self.players) >= 2;
        if shared && self.last_person != Some(person) {
            self.screen.clear();
            let partners =
                self.setup.partners_share_hands && seats::has_partners(&self.players, seat.team);
            let key = crate::shells::terminal::screen::handoff_key();
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
        let slot = usize::from(person).min(4);
        let from = self.seen[slot].min(self.log.len());
        loop {
            match self.decision_screen(seat, from, legal)? {
                prompt::Answer::Decision(decision) => {
                    self.seen[slot] = self.log.len();
                    if shared {
                        self.screen.clear();
                    }
                    return Ok(decision);
                }
                prompt::Answer::Help => {
                    self.screen.clear();
                    let view = self.game.view(seat);
                    self.screen.say(&prompt::paragraphs(&prompt::help(
                        self.loc,
                        &self.setup,
                        &view,
                    )));
                    self.screen.say("\n");
                    self.screen.pause(&self.loc.text("help-back"))?;
                }
            }
        }
    }

    /// The whole screen of one decision: the board with the play log this coach has not seen,
    /// the hand where it matters, and the question.
    fn decision_screen(
        &mut self,
        seat: Seat,
        from: usize,
        legal: &[Decision],
    ) -> Result<prompt::Answer, Closed> {
        self.screen.clear();
        let view = self.game.view(seat);
        let hand = view
            .hand
            .filter(|_| prompt::needs_hand(view.table.pending))
            .map(|hand| prompt::hand_block(self.loc, &self.setup, seat, &hand, self.screen.palette))
            .unwrap_or_default();
        let prepared = prompt::prepare(
            self.loc,
            &self.setup,
            &self.game,
            &view,
            legal,
            self.screen.palette,
        );
        let asked = prepared.rows() + hand.lines().count();
        let fixed = board::fixed_rows(&view.table, &self.setup, self.loc, self.gain);
        let room = ROWS.saturating_sub(fixed + asked);
        self.screen.say(&board::render(
            &view.table,
            &self.setup,
            self.loc,
            self.screen.palette,
            &self.log[from..],
            room,
            self.gain,
        ));
        self.screen.say(&hand);
        prompt::ask(self.loc, &self.setup, &view, legal, &prepared, &self.screen)
    }
}

/// The rows `text` takes on an 80-column terminal that breaks its long lines.
fn terminal_rows(text: &str) -> usize {
    text.lines()
        .map(|line| wrap::width(line).div_ceil(wrap::COLUMNS).max(1))
        .sum()
}
