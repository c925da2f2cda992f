//! One Battleball game at the terminal: asks whoever owes a decision (a coach through the board
//! and a typed answer, the computer through a `battleball::coach::Coach`), applies it, narrates what
//! happened and saves the record after every decision. Battleball hides nothing, so two coaches
//! share one screen without hand-offs; a decision with one legal option is made for them.

use std::path::PathBuf;

use crate::common::dice::SeededDice;
use crate::common::i18n::Localizer;
use crate::common::side::Side;
use crate::common::wrap;
use crate::games::first_and_goal::display::words::arg;
use crate::shells::terminal::first_and_goal::seats::Player;
use crate::shells::terminal::first_and_goal::session::Ended;
use crate::shells::terminal::savefile;
use crate::shells::terminal::screen::{Closed, Screen, PROMPT_END};

use crate::games::battleball::coach::{BbCoachKind, Coach};
use crate::games::battleball::decision::Decision;
use crate::games::battleball::event::Event;
use crate::games::battleball::game::Game;
use crate::games::battleball::record::{self, Record};
use crate::games::battleball::stats::GameFold;

use super::board;
use super::boxscore;
use super::narrate::{self, Log, Memory, Narrator};
use super::prompt::{self, Parsed};
use super::words;

pub struct Session<'a> {
    pub game: Game,
    dice: SeededDice,
    record: Record,
    /// Home and away.
    players: [Player; 2],
    pub save_path: PathBuf,
    loc: &'a Localizer,
    screen: Screen,
    log: Log,
    memory: Memory,
    /// The box score so far, counted from every event of the game, also before a resume.
    fold: GameFold,
    /// The computer's coach, as the record names it; it rolls its own dice, never the game's.
    computer: Box<dyn Coach + Send>,
    /// The pause after each narrated line of a computer-only game on a terminal.
    delay: std::time::Duration,
    /// The board turned, so a lone coach of the away team sees its own end zone below.
    flip: bool,
    /// How many lines of the log each coach (1, 2) had seen when it last answered.
    seen: [usize; 3],
    /// Lines of the log printed so far (a computer-only game narrates as lines end).
    printed: usize,
}

/// Home's and away's players as a record names them.
pub fn players_of(record: &Record) -> [Player; 2] {
    let mut players = [Player::Computer; 2];
    for (slot, text) in players.iter_mut().zip(&record.players) {
        *slot = crate::shells::terminal::first_and_goal::seats::parse(text);
    }
    players
}

/// The number of different human coaches.
pub fn humans(players: &[Player; 2]) -> u8 {
    match players {
        [Player::Human(a), Player::Human(b)] if a != b => 2,
        [Player::Human(_), _] | [_, Player::Human(_)] => 1,
        _ => 0,
    }
}

impl<'a> Session<'a> {
    /// A session going on from `game` and `dice`, which `record` replays to.
    pub fn new(
        game: Game,
        dice: SeededDice,
        record: Record,
        save_path: PathBuf,
        loc: &'a Localizer,
        screen: Screen,
    ) -> Session<'a> {
        let players = players_of(&record);
        let kind = record
            .players
            .iter()
            .find_map(|p| p.parse::<BbCoachKind>().ok())
            .unwrap_or(BbCoachKind::DEFAULT);
        // The coach is seeded from the game's seed and how far it got, so a resumed game does
        // not replay the computer's earlier choices.
        let progress = game.decisions().len() as u64;
        let computer = kind.build(record.seed ^ 0x9E37_79B9_7F4A_7C15 ^ progress);
        // The play-by-play so far, rebuilt from the record (the panel shows its last turns).
        let (mut log, mut memory) = (Log::default(), Memory::default());
        let mut fold = GameFold::new(&game);
        let _ = record::replay(&record, |g, events| {
            narrate::replayed(loc, g, events, &mut memory, &mut log);
            events.iter().for_each(|e| fold.observe(e));
        });
        let flip = matches!(players, [Player::Computer, Player::Human(_)]);
        let printed = log.lines.len();
        let seen = [printed; 3];
        Session {
            game,
            dice,
            record,
            players,
            save_path,
            loc,
            screen,
            log,
            memory,
            fold,
            computer,
            delay: std::time::Duration::ZERO,
            flip,
            seen,
            printed,
        }
    }

    /// Paces the narration of a computer-only game: `delay` after each line.
    pub fn with_delay(mut self, delay: std::time::Duration) -> Session<'a> {
        self.delay = delay;
        self
    }

    /// A computer-only game, narrated line by line.
    pub fn narrating(&self) -> bool {
        humans(&self.players) == 0
    }

    /// The record of the game so far.
    pub fn saved(&mut self) -> &Record {
        self.record.decisions.clear();
        self.record
            .decisions
            .extend_from_slice(self.game.decisions());
        &self.record
    }

    pub fn save(&mut self) -> Result<(), String> {
        let path = self.save_path.clone();
        let loc = self.loc;
        let text = self
            .saved()
            .to_toml()
            .map_err(|e| super::command::record_message(&path.display().to_string(), e, loc))?;
        savefile::store_text(&path, &text, loc)
    }

    pub fn run(&mut self) -> Ended {
        let mut legal = Vec::new();
        let mut events = Vec::new();
        if let Err(message) = self.save() {
            return Ended::SaveFailed(message);
        }
        while let Some(side) = self.game.waiting_on() {
            self.game.legal(side, &mut legal);
            let Some(&first) = legal.first() else {
                break;
            };
            let decision = if legal.len() == 1 {
                first
            } else {
                match self.players[side.index()] {
                    Player::Computer => self
                        .computer
                        .decide(&self.game, side, &legal)
                        .unwrap_or(first),
                    Player::Human(person) => match self.ask(side, person, &legal) {
                        Ok(decision) => decision,
                        Err(Closed) => return Ended::Closed,
                    },
                }
            };
            events.clear();
            // Only legal options are offered, so a refusal would be a bug; the first legal
            // option keeps the game going rather than losing it.
            if self
                .game
                .apply(side, decision, &mut self.dice, &mut events)
                .is_err()
            {
                let _ = self.game.apply(side, first, &mut self.dice, &mut events);
            }
            self.narrate(&events);
            if let Err(message) = self.save() {
                return Ended::SaveFailed(message);
            }
        }
        if self.narrating() {
            self.print_lines(true);
        } else {
            self.final_screen();
        }
        Ended::Finished
    }

    fn narrate(&mut self, events: &[Event]) {
        let mut narrator = Narrator::new(self.loc, &self.game, std::mem::take(&mut self.memory));
        let pieces = narrator.pieces(events);
        self.memory = narrator.memory();
        self.log.add(pieces);
        events.iter().for_each(|e| self.fold.observe(e));
        if self.narrating() {
            self.print_lines(false);
        }
    }

    /// Prints the lines that are complete (all of them at the end), wrapped, paced.
    fn print_lines(&mut self, all: bool) {
        let complete = if all || !self.log.is_open() {
            self.log.lines.len()
        } else {
            self.log.lines.len().saturating_sub(1)
        };
        while self.printed < complete {
            let line = &self.log.lines[self.printed];
            self.screen.say(&wrap::fill(line, "", "  "));
            self.printed += 1;
            if !self.delay.is_zero() {
                std::thread::sleep(self.delay);
            }
        }
    }

    /// The board as the game ended, then, after Enter, the box score.
    fn final_screen(&mut self) {
        self.screen.clear();
        let fresh = self.seen.iter().copied().min().unwrap_or(0);
        self.screen.say(&board::screen(
            &self.game,
            self.loc,
            self.screen.palette,
            &board::Marks::default(),
            self.flip,
            &self.log.lines,
            fresh,
            &[],
        ));
        // The board takes all but the last row: the box score needs a screen of its own.
        if self
            .screen
            .pause(&self.loc.text("bb-box-continue"))
            .is_err()
        {
            return;
        }
        self.screen.clear();
        self.screen.say(&boxscore::render(
            &self.fold.clone().finish(),
            self.game.setup(),
            self.loc,
            self.screen.palette,
        ));
    }

    /// The coach's screen and question until it gives an answer that is one of `legal`.
    fn ask(&mut self, side: Side, person: u8, legal: &[Decision]) -> Result<Decision, Closed> {
        let question = prompt::question(self.loc, &self.game, side, legal, &self.memory, self.flip);
        let marks = prompt::marks(&question);
        let slot = usize::from(person).min(2);
        let fresh = self.seen[slot].min(self.log.lines.len());
        let mut lines = vec![self
            .screen
            .palette
            .bold(&format!("▶ {}", words::team(self.game.setup(), side)))];
        lines.extend(prompt::panel_lines(self.loc, &question));
        let mut error: Option<String> = None;
        loop {
            self.screen.clear();
            self.screen.say(&board::screen(
                &self.game,
                self.loc,
                self.screen.palette,
                &marks,
                self.flip,
                &self.log.lines,
                fresh,
                &lines,
            ));
            let input = prompt::input_line(self.loc, &self.game, &question, error.as_deref());
            let input = wrap::fill(&input, "", "");
            let shown = match error {
                Some(_) => self.screen.palette.bad(input.trim_end()),
                None => input.trim_end().to_string(),
            };
            self.screen.say(&format!("{shown} {PROMPT_END}"));
            let typed = self.screen.read_line()?;
            match prompt::parse(self.loc, &self.game, &question, &typed) {
                Parsed::Pick(i) => {
                    if let Some(answer) = question.answers.get(i) {
                        self.seen[slot] = self.log.lines.len();
                        return Ok(answer.decision);
                    }
                    error = Some(typed);
                }
                Parsed::Help => {
                    self.screen.clear();
                    self.screen.say(&help(self.loc, &self.game));
                    self.screen.pause(&self.loc.text("help-back"))?;
                    error = None;
                }
                Parsed::Unknown => error = Some(typed),
            }
        }
    }
}

/// The rules in brief and how to read the board, wrapped to 80 columns.
pub fn help(loc: &Localizer, game: &Game) -> String {
    let setup = game.setup();
    let legend: Vec<String> = (0..setup.library.positions.len() as u8)
        .map(|p| {
            format!(
                "{} {}",
                words::letter(loc, setup, p),
                words::position(loc, setup, p)
            )
        })
        .collect();
    let mut text = loc.text("bb-rules-summary");
    text.push('\n');
    text.push_str(&loc.text_with(
        "bb-legend",
        &[
            arg("positions", legend.join(" · ")),
            arg("home", words::team(setup, Side::Home).to_string()),
            arg("away", words::team(setup, Side::Away).to_string()),
        ],
    ));
    text.push('\n');
    crate::shells::kit::text::paragraphs(&text)
}
