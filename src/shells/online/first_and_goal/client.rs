//! 1st & Goal on a player's or a spectator's terminal: drawn from what the host sends this seat
//! (its view and the events), never from a whole game, with hot-seat play's own screens.

use std::ops::Range;
use std::sync::Arc;

use gridiron_core::i18n::Localizer;
use gridiron_core::palette::Palette;
use gridiron_online::protocol::{clean_line, Numbered, MAX_SAY};

use crate::games::first_and_goal::display::board;
use crate::games::first_and_goal::display::boxscore;
use crate::games::first_and_goal::display::narrate::{Memory, Narrator};
use crate::games::first_and_goal::display::words::{self, arg};
use crate::games::first_and_goal::engine::{
    Decision, Event, Game, Pending, Seat, SeatView, Setup, Table,
};
use crate::games::first_and_goal::stats::GameFold;
use crate::shells::online::adapter::{Ahead, ClientGame, Reply};
use crate::shells::terminal::first_and_goal::{prompt, save};
use crate::shells::terminal::screen::{Closed, Screen, Shortcut, PROMPT_END, ROWS};

/// What a 1st & Goal client keeps: the setup, the play log it was told, the box score folded
/// from the events it saw, and the latest view of its seat (or a spectator's table).
pub struct FirstAndGoalClient {
    loc: Localizer,
    setup: Arc<Setup>,
    /// The seats this client plays (none: a spectator).
    mine: Vec<Seat>,
    log: Vec<String>,
    /// The lines of `log` that tell the latest snap, kept on every screen.
    latest_snap: Option<Range<usize>>,
    /// How much of `log` this person had been shown when they last answered.
    seen: usize,
    memory: Memory,
    fold: GameFold,
    /// The number of the last event taken in: events sent again after a reconnect are told once.
    last_event: u64,
    /// The latest view of each seat, by its place in `Seat::ALL` (only this client's seats).
    views: [Option<SeatView>; 4],
    table: Table,
}

impl FirstAndGoalClient {
    /// The board as it stands with the play log and `status` at its foot, fitting 80x24 with
    /// the cursor's row to spare.
    pub fn board_screen(&self, status: &[String], palette: Palette) -> String {
        let status = prompt::status_block(status);
        let fixed = board::fixed_rows(&self.table, &self.setup, &self.loc);
        let room = ROWS.saturating_sub(fixed + status.lines().count() + 1);
        let mut out = board::render(
            &self.table,
            &self.setup,
            &self.loc,
            palette,
            board::Log::of(&self.log, self.seen, self.latest_snap.clone()),
            room,
        );
        out.push_str(&status);
        out
    }

    /// A decision's screen as hot-seat play draws it for this seat: the board, the hand where
    /// it matters, `status`, and the question (prepared, to be asked).
    pub fn question_screen(
        &self,
        seat: usize,
        legal: &[Decision],
        status: &[String],
        narrowed: Option<prompt::Group>,
        palette: Palette,
    ) -> (String, prompt::Prepared) {
        self.screen_of(
            &self.seat_view(seat),
            legal,
            status,
            narrowed,
            None,
            palette,
        )
    }

    /// A decision's screen for `view`, with `extra` (a timeout's label) as one more option.
    fn screen_of(
        &self,
        view: &SeatView,
        legal: &[Decision],
        status: &[String],
        narrowed: Option<prompt::Group>,
        extra: Option<String>,
        palette: Palette,
    ) -> (String, prompt::Prepared) {
        let sitting = prompt::Sitting {
            loc: &self.loc,
            setup: &self.setup,
            view,
            log: board::Log::of(&self.log, self.seen, self.latest_snap.clone()),
            status,
            palette,
        };
        prompt::decision_screen(&sitting, legal, narrowed, extra)
    }

    /// The defense's timeout before a snap as an option of its card question, as at one
    /// keyboard: the cards it will be asked for if it lets the call go ahead (the host's
    /// `ahead`), and the view as it will be then.
    fn card_question_with_timeout(
        &self,
        seat: usize,
        legal: &[Decision],
        ahead: &[Ahead<Game>],
    ) -> Option<(SeatView, Vec<Decision>, String)> {
        let view = self.seat_view(seat);
        if view.table.pending != Pending::DefenseTimeout || !legal.contains(&Decision::Timeout) {
            return None;
        }
        let (_, cards) = ahead.iter().find(|(answer, next)| {
            *answer == Decision::Pass
                && !next.is_empty()
                && next.iter().all(|d| matches!(d, Decision::Card(_)))
        })?;
        let timeout = prompt::label(&self.loc, &self.setup, &view, Decision::Timeout);
        let mut then = view;
        then.table.pending = Pending::Card { fake: false };
        Some((then, cards.clone(), timeout))
    }

    /// The final score and the box score of the events this client saw (every event of 1st &
    /// Goal is public, so all of them).
    pub fn final_screen(&self, palette: Palette) -> String {
        let score = board::score_line(&self.table, &self.setup);
        let stats = self.fold.clone().finish();
        format!(
            "{}\n\n{}",
            palette.bold(&score),
            boxscore::render(&stats, &self.setup, &self.loc, palette, "box-final")
        )
    }

    /// The play log so far.
    pub fn log(&self) -> &[String] {
        &self.log
    }

    /// The latest view of seat `place`; before the first arrives, the table with no hand in it.
    fn seat_view(&self, place: usize) -> SeatView {
        match self.views.get(place).copied().flatten() {
            Some(view) => view,
            None => SeatView {
                seat: Seat::ALL.get(place).copied().unwrap_or(Seat::ALL[0]),
                table: self.table,
                hand: None,
                partner_hand: None,
                own_choice: None,
                last_plays: None,
            },
        }
    }

    fn talk_shortcut(&self, key: char) -> Shortcut {
        Shortcut {
            key: key.to_ascii_lowercase(),
            label: self.loc.text_with(
                "online-say-hint",
                &[arg("key", key.to_ascii_uppercase().to_string())],
            ),
        }
    }
}

impl ClientGame for FirstAndGoalClient {
    type Game = Game;

    fn new(setup: &str, seats: &[usize], loc: &Localizer) -> Result<Self, String> {
        let shown = loc.text("online-record");
        let record = save::parse(&shown, setup, loc)?;
        let setup = Arc::new(
            record
                .setup
                .setup()
                .map_err(|error| save::message(&shown, error, loc))?,
        );
        let mine = seats
            .iter()
            .map(|&place| Seat::ALL.get(place).copied())
            .collect::<Option<Vec<Seat>>>()
            .ok_or_else(|| loc.text("online-record"))?;
        let loc = crate::i18n::localizer(loc.language()).knowing_teams(setup.team_numbers());
        let table = Game::new(Arc::clone(&setup)).table();
        Ok(FirstAndGoalClient {
            loc,
            setup,
            mine,
            log: Vec::new(),
            latest_snap: None,
            seen: 0,
            memory: Memory::default(),
            fold: GameFold::new(),
            last_event: 0,
            views: [None; 4],
            table,
        })
    }

    fn seat_name(&self, place: usize) -> String {
        Seat::ALL
            .get(place)
            .map(|&seat| words::seat_listed(&self.loc, &self.setup, seat))
            .unwrap_or_default()
    }

    /// A chair that holds one team's offense and defense is that team, as at one keyboard.
    fn chair_name(&self, seats: &[usize]) -> String {
        let held: Vec<Seat> = seats
            .iter()
            .filter_map(|&p| Seat::ALL.get(p).copied())
            .collect();
        match held.as_slice() {
            [one, other] if one.team == other.team && one.role != other.role => {
                words::team(&self.setup, one.team).to_string()
            }
            _ => crate::shells::online::adapter::seat_names_joined(self, seats),
        }
    }

    fn events(&mut self, events: &[Numbered<Event>]) {
        let mut fresh: Vec<Event> = Vec::new();
        for numbered in events {
            if numbered.n <= self.last_event {
                continue;
            }
            self.last_event = numbered.n;
            fresh.extend(numbered.event);
        }
        if fresh.is_empty() {
            return;
        }
        let mut narrator = Narrator::resume(&self.loc, &self.setup, self.memory);
        let lines = narrator.lines(&fresh);
        self.memory = narrator.memory();
        fresh.iter().for_each(|event| self.fold.observe(event));
        if board::starts_snap(&fresh) {
            self.latest_snap = Some(self.log.len()..self.log.len() + lines.len());
        }
        self.log.extend(lines);
    }

    fn view(&mut self, seat: usize, view: SeatView) {
        self.table = view.table;
        if let Some(slot) = self.views.get_mut(seat) {
            if self.mine.contains(&view.seat) {
                *slot = Some(view);
            }
        }
    }

    fn table(&mut self, view: Table) {
        self.table = view;
    }

    fn show(&mut self, screen: &Screen, status: &[String]) {
        screen.clear();
        screen.say(&self.board_screen(status, screen.palette));
    }

    fn ask(
        &mut self,
        screen: &Screen,
        seat: usize,
        legal: &[Decision],
        ahead: &[Ahead<Game>],
        status: &[String],
        talk_key: char,
    ) -> Result<Reply<Decision>, Closed> {
        let talk = self.talk_shortcut(talk_key);
        let merged = self.card_question_with_timeout(seat, legal, ahead);
        let (view, asked) = match &merged {
            Some((then, cards, _)) => (*then, cards.as_slice()),
            None => (self.seat_view(seat), legal),
        };
        let mut narrowed = None;
        loop {
            screen.clear();
            // Nothing typed before the question appeared answers it.
            screen.flush_input();
            let extra = merged
                .as_ref()
                .filter(|_| narrowed.is_none())
                .map(|(_, _, timeout)| timeout.clone());
            let (top, prepared) =
                self.screen_of(&view, asked, status, narrowed, extra, screen.palette);
            screen.say(&top);
            let shortcuts = std::slice::from_ref(&talk);
            match prompt::ask(&self.loc, asked, &prepared, screen, shortcuts)? {
                prompt::Answer::Decision(decision) => {
                    self.seen = self.log.len();
                    return Ok(match merged {
                        // A card: no timeout now, and the card when the cards are asked for.
                        Some(_) if decision != Decision::Timeout => {
                            Reply::DecideThen(Decision::Pass, decision)
                        }
                        _ => Reply::Decide(decision),
                    });
                }
                prompt::Answer::Narrow(group) => narrowed = Some(group),
                prompt::Answer::Help => {
                    prompt::show_help(&self.loc, &self.setup, &self.seat_view(seat), screen)?;
                }
                prompt::Answer::Log => prompt::whole_log(&self.loc, screen, &self.log)?,
                prompt::Answer::Key(_) => {
                    screen.say(&format!(
                        "{} {PROMPT_END}",
                        self.loc.text("online-say-prompt")
                    ));
                    let said = clean_line(&screen.read_line()?, MAX_SAY);
                    if !said.is_empty() {
                        return Ok(Reply::Say(said));
                    }
                }
            }
        }
    }

    fn finish(&mut self, screen: &Screen) {
        // The deciding snap gets the screen under the final board; the box score its own.
        let next = self.loc.text("box-final-next");
        screen.clear();
        screen.say(&self.board_screen(&[], screen.palette));
        // A closed input still shows the box score.
        let _ = screen.pause(&next);
        screen.clear();
        screen.say(&self.final_screen(screen.palette));
    }
}
