//! Battleball on a player's or a spectator's terminal: the seen game rebuilt from each view the
//! host sends, narrated from its events, drawn and asked with the terminal's own board and
//! questions.

use std::sync::Arc;

use crate::common::i18n::Localizer;
use crate::common::side::Side;
use crate::common::wrap;
use crate::shells::online::adapter::{Ahead, ClientGame, Reply};
use crate::shells::terminal::battleball::command::record_message;
use crate::shells::terminal::battleball::prompt::{self, Parsed};
use crate::shells::terminal::battleball::session::help_pages;
use crate::shells::terminal::screen::{Closed, Screen, PROMPT_END};
use gridiron_online::protocol::Numbered;

use crate::games::battleball::display::board::{self, Marks};
use crate::games::battleball::display::narrate::{Log, Memory, Narrator};
use crate::games::battleball::display::{boxscore, words};
use crate::games::battleball::record::Record;
use crate::games::battleball::stats::GameFold;
use crate::games::battleball::{Decision, Event, Game, Setup, Snapshot};

/// What a client keeps of a Battleball game: the setup, the game as last seen, the play log.
pub struct BattleballClient {
    loc: Localizer,
    setup: Arc<Setup>,
    /// A drawing copy of the host's game as its last view showed it (`Game::seen`): never
    /// saved, never played on.
    seen: Game,
    /// Events received and not yet told: told against the view that follows them, so a line
    /// that gives the score gives the new one.
    untold: Vec<Event>,
    log: Log,
    memory: Memory,
    fold: GameFold,
    /// The board turned, so the away team's coach sees its own end zone below (as at the
    /// terminal for a lone coach of the away team).
    flip: bool,
    /// How many lines of the log this coach had seen when it last answered.
    fresh: usize,
    /// Views that did not fit the setup (ignored; the last good one is drawn).
    refused: usize,
}

impl BattleballClient {
    /// The game as this client sees it now.
    pub fn seen(&self) -> &Game {
        &self.seen
    }

    /// The play-by-play so far.
    pub fn log(&self) -> &[String] {
        &self.log.lines
    }

    /// Views from the host that did not fit the setup, so were not drawn.
    pub fn refused(&self) -> usize {
        self.refused
    }

    fn take(&mut self, snapshot: Snapshot) {
        match Game::seen(Arc::clone(&self.setup), snapshot) {
            Some(game) => self.seen = game,
            None => self.refused += 1,
        }
        self.tell();
    }

    /// Narrates the events received so far against the game as last seen.
    fn tell(&mut self) {
        if self.untold.is_empty() {
            return;
        }
        let events = std::mem::take(&mut self.untold);
        let mut narrator = Narrator::new(&self.loc, &self.seen, std::mem::take(&mut self.memory));
        let pieces = narrator.pieces(&events);
        self.memory = narrator.memory();
        self.log.add(pieces);
        events.iter().for_each(|e| self.fold.observe(e));
    }

    fn board(&self, screen: &Screen, marks: &Marks, panel: &[String]) -> String {
        board::screen(
            &self.seen,
            &self.loc,
            screen.palette,
            marks,
            self.flip,
            &self.log.lines,
            self.fresh,
            panel,
        )
    }

    /// Status lines wrapped to the panel, as many rows as `room` leaves.
    fn status_rows(status: &[String], room: usize) -> Vec<String> {
        status
            .iter()
            .flat_map(|line| board::panel_wrap(line, "  "))
            .take(room)
            .collect()
    }
}

impl ClientGame for BattleballClient {
    type Game = Game;

    fn new(setup: &str, seats: &[usize], loc: &Localizer) -> Result<Self, String> {
        let shown = loc.text("bb-online-setup");
        let record = Record::from_toml(setup).map_err(|e| record_message(&shown, e, loc))?;
        let setup = record
            .setup
            .setup()
            .map_err(|e| record_message(&shown, e, loc))?;
        let loc =
            crate::i18n::localizer(loc.language()).knowing_teams(setup.library.team_numbers());
        let setup = Arc::new(setup);
        let seen = Game::new(Arc::clone(&setup));
        let fold = GameFold::new(&seen);
        let you = seats.first().map(|&place| side_of(place));
        Ok(BattleballClient {
            loc,
            setup,
            seen,
            untold: Vec::new(),
            log: Log::default(),
            memory: Memory::default(),
            fold,
            flip: you == Some(Side::Away),
            fresh: 0,
            refused: 0,
        })
    }

    fn seat_name(&self, place: usize) -> String {
        words::team(&self.setup, side_of(place)).to_string()
    }

    fn events(&mut self, events: &[Numbered<Event>]) {
        // Battleball hides nothing, so every event comes with its content; one that names a
        // player or square the game does not have is not told.
        let fitting = events
            .iter()
            .filter_map(|numbered| numbered.event.as_ref())
            .filter(|event| self.seen.names_only_its_own(event))
            .cloned();
        self.untold.extend(fitting);
    }

    fn view(&mut self, _seat: usize, view: Snapshot) {
        self.take(view);
    }

    fn table(&mut self, view: Snapshot) {
        self.take(view);
    }

    fn show(&mut self, screen: &Screen, status: &[String]) {
        self.tell();
        let panel = Self::status_rows(status, 3);
        screen.clear();
        screen.say(&self.board(screen, &Marks::default(), &panel));
    }

    fn ask(
        &mut self,
        screen: &Screen,
        seat: usize,
        legal: &[Decision],
        _ahead: &[Ahead<Game>],
        status: &[String],
        talk_key: char,
    ) -> Result<Reply<Decision>, Closed> {
        self.tell();
        let side = side_of(seat);
        // As at the terminal: a decision with one option is made without asking.
        if let [only] = legal {
            return Ok(Reply::Decide(*only));
        }
        let question =
            prompt::question(&self.loc, &self.seen, side, legal, &self.memory, self.flip);
        let marks = prompt::marks(&question);
        let mut asked = vec![screen
            .palette
            .bold(&format!("▶ {}", words::team(&self.setup, side)))];
        asked.extend(prompt::panel_lines(&self.loc, &question));
        let talk = self.loc.text_with(
            "bb-online-talk",
            &[crate::common::i18n::arg("key", talk_key.to_string())],
        );
        let mut error: Option<String> = None;
        loop {
            let input = prompt::input_line(&self.loc, &self.seen, &question, error.as_deref());
            let input = input.trim_end();
            let with_talk = format!("{input} · {talk}");
            // The talk key on the input line if it fits there, else under the question.
            let talk_in_panel = wrap::width(&with_talk) + 1 + wrap::width(PROMPT_END) > 80;
            let input = if talk_in_panel {
                input.to_string()
            } else {
                with_talk
            };
            // The status above the question, in the rows the question leaves.
            let mut room = board::question_room(&self.seen, &self.loc, self.flip)
                .saturating_sub(asked.len() + 1);
            let mut below = Vec::new();
            if talk_in_panel && room > 0 {
                below.push(talk.clone());
                room -= 1;
            }
            let mut panel = Self::status_rows(status, room.min(3));
            panel.extend(asked.iter().cloned());
            panel.extend(below);
            screen.clear();
            screen.say(&self.board(screen, &marks, &panel));
            let input = wrap::fill(&input, "", "");
            let shown = match error {
                Some(_) => screen.palette.bad(input.trim_end()),
                None => input.trim_end().to_string(),
            };
            screen.say(&format!("{shown} {PROMPT_END}"));
            let typed = screen.read_line()?;
            match prompt::parse(&self.loc, &self.seen, &question, &typed) {
                Parsed::Pick(i) => {
                    if let Some(answer) = question.answers.get(i) {
                        self.fresh = self
                            .log
                            .lines
                            .len()
                            .saturating_sub(usize::from(self.log.is_open()));
                        return Ok(Reply::Decide(answer.decision));
                    }
                    error = Some(typed);
                }
                Parsed::Help => {
                    let pages = help_pages(&self.loc, &self.seen);
                    for (i, page) in pages.iter().enumerate() {
                        screen.clear();
                        screen.say(page);
                        let last = i + 1 == pages.len();
                        screen.pause(&self.loc.text(if last {
                            "help-back"
                        } else {
                            "bb-help-more"
                        }))?;
                    }
                    error = None;
                }
                Parsed::Unknown if is_key(&typed, talk_key) => {
                    screen.say(&format!("{} {PROMPT_END}", self.loc.text("bb-online-say")));
                    let line = screen.read_line()?;
                    return Ok(Reply::Say(line.trim().to_string()));
                }
                Parsed::Unknown => error = Some(typed),
            }
        }
    }

    fn finish(&mut self, screen: &Screen) {
        self.tell();
        screen.clear();
        screen.say(&self.board(screen, &Marks::default(), &[]));
        // The board takes all but the last row: the box score needs a screen of its own.
        if screen.pause(&self.loc.text("bb-box-continue")).is_err() {
            return;
        }
        screen.clear();
        screen.say(&boxscore::render(
            &self.fold.clone().finish(),
            &self.setup,
            &self.loc,
            screen.palette,
        ));
    }
}

/// Whether `typed` is the talk key alone.
fn is_key(typed: &str, key: char) -> bool {
    let mut chars = typed.trim().chars();
    chars
        .next()
        .is_some_and(|c| c.eq_ignore_ascii_case(&key) && chars.next().is_none())
}

/// The team of seat `place`: Battleball's seats are the home team's coach, then the away
/// team's.
fn side_of(place: usize) -> Side {
    if place == 0 {
        Side::Home
    } else {
        Side::Away
    }
}
