//! 1st & Goal's own part of a game at the terminal (the loop is the terminal's `session`): a
//! person asked through prompts with hand-off screens, the computer through `Coach`; a play log
//! per person (what each has not seen yet), the box scores, and the record that is saved.

use std::path::PathBuf;
use std::sync::Arc;

use crate::common::dice::SeededDice;
use crate::common::dice::Unrolled;
use crate::common::game::Discard;
use crate::games::first_and_goal::coach::{Coach, CoachKind};
use crate::games::first_and_goal::engine::{
    Decision, Event, Game, Half, Pending, Role, Seat, Setup,
};
use crate::games::first_and_goal::record::{SaveRecord, SaveText};
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
use crate::shells::terminal::players;
use crate::shells::terminal::screen::{Closed, Screen};
use crate::shells::terminal::session::{self as shared, Stage, Standing, TerminalGame};

/// How a session stopped (the same for every game).
pub use crate::shells::terminal::session::Ended;

/// A 1st & Goal game at the terminal.
pub type Session<'a> = shared::Session<'a, FirstAndGoal>;

/// What a 1st & Goal session keeps besides the game.
pub struct FirstAndGoal {
    /// The game's record; its players and decisions are brought up to date before every save.
    record: SaveRecord,
    /// The record's text as last saved, which each save adds the new decisions to.
    text: SaveText,
    setup: Arc<Setup>,
    coaches: Vec<Box<dyn Coach + Send>>,
    /// Every line of play-by-play so far (this sitting), in order.
    log: Vec<String>,
    /// How much of `log` each person (by number, 1-4) has been shown.
    seen: [usize; 5],
    /// The lines of `log` that tell the latest snap, kept on every screen.
    latest_snap: Option<std::ops::Range<usize>>,
    last_person: Option<u8>,
    memory: Memory,
    /// The box score so far, counted from every event of the game.
    fold: GameFold,
    /// The computer coach's name, as the save records it.
    coach: &'static str,
    /// Per seat (`Seat::ALL` order), an answer its coach gave ahead, in the sitting before the
    /// engine asks for it (the card after the call, the timeout's cards after the timeout), with
    /// the decision it answers: handed to the engine when it asks that, if it is still legal.
    ahead: [Option<(Pending, Decision)>; 4],
}

/// The rows of the terminal every decision must fit in.
pub const ROWS: usize = 24;

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
        // Every decision of a coach draws on its own seed (the session's `decision_seed`), so
        // the seed it is built with is never drawn on.
        let seed = record.seed;
        let kind = seats::coach_of(&record.players).unwrap_or(CoachKind::Equilibrium);
        let coaches = (0..4).map(|_| kind.build(seed)).collect();
        // The box score counts the whole game, also what was played before a resume, and the
        // log tells it: a resumed game opens on its latest snap (as seen, so as a recap).
        let mut fold = GameFold::new();
        let mut log = Vec::new();
        let mut latest_snap = None;
        let setup = Arc::clone(game.shared_setup());
        let mut narrator = Narrator::new(loc, &setup);
        let _ = crate::games::first_and_goal::record::replay(&record, |_, events| {
            events.iter().for_each(|e| fold.observe(e));
            let lines = narrator.lines(events);
            if board::starts_snap(events) {
                latest_snap = Some(log.len()..log.len() + lines.len());
            }
            log.extend(lines);
        });
        let memory = narrator.memory();
        let own = FirstAndGoal {
            setup: Arc::clone(game.shared_setup()),
            record,
            text: SaveText::default(),
            coaches,
            seen: [log.len(); 5],
            log,
            latest_snap,
            last_person: None,
            memory,
            fold,
            coach: seats::coach_name(kind),
            ahead: [None; 4],
        };
        let start = Game::new(Arc::clone(game.shared_setup()));
        let standing = Standing { game, dice, seed };
        let mut session =
            shared::Session::start(standing, players.to_vec(), save_path, loc, screen, own);
        // The equilibrium coach learns what its opponent shows: it learns it again, from the
        // game's dice as the record seeds them.
        session.recall(start, SeededDice::from_seed(seed));
        session
    }
}

impl TerminalGame for FirstAndGoal {
    type Game = Game;

    // Every computer seat's coach is asked every decision, even a forced one: the equilibrium
    // coach counts what its opponent reveals as it is asked, and its games were measured so.
    const TAKES_THE_ONLY_OPTION: bool = false;

    fn computer(
        &mut self,
        at: &Stage<'_, Game>,
        seat: Seat,
        legal: &[Decision],
        seed: u64,
    ) -> Option<Decision> {
        Some(self.coach_decides(at.game, seat, legal, seed))
    }

    fn recall(&mut self, game: &Game, seat: Seat, legal: &[Decision], seed: u64) {
        self.coach_decides(game, seat, legal, seed);
    }

    fn ask(
        &mut self,
        at: &Stage<'_, Game>,
        seat: Seat,
        person: u8,
        legal: &[Decision],
    ) -> Result<Decision, Closed> {
        let pending = at.game.table().pending;
        if let Some((answers, decision)) = self.ahead[seat_index(seat)].take() {
            if answers == pending && legal.contains(&decision) {
                return Ok(decision);
            }
        }
        let shared = at.humans() >= 2;
        if shared && self.last_person != Some(person) {
            at.screen.clear();
            let partners =
                self.setup.partners_share_hands && seats::has_partners(at.players, seat.team);
            let key = crate::shells::terminal::screen::handoff_key();
            let text = at.loc.text_with(
                if partners {
                    "handoff-partners"
                } else {
                    "handoff"
                },
                &[
                    arg(
                        "seat",
                        prompt::coach_taking_over(
                            at.loc,
                            &self.setup,
                            seat,
                            pending,
                            seats::has_partners(at.players, seat.team),
                        ),
                    ),
                    arg("team", words::team(&self.setup, seat.team).to_string()),
                    arg("key", key.to_string()),
                ],
            );
            let wrong = at
                .loc
                .text_with("handoff-wrong-key", &[arg("key", key.to_string())]);
            at.screen.say("\n\n");
            at.screen
                .handoff(&at.screen.palette.bold(&text), key, &wrong)?;
        }
        self.last_person = Some(person);
        let slot = usize::from(person).min(4);
        let from = self.seen[slot].min(self.log.len());
        let decision = self.sitting(at, seat, from, legal)?;
        self.seen[slot] = self.log.len();
        if shared {
            at.screen.clear();
        }
        Ok(decision)
    }

    fn narrate(&mut self, at: &Stage<'_, Game>, events: &[Event]) {
        let mut narrator = Narrator::resume(at.loc, &self.setup, self.memory);
        let lines = narrator.lines(events);
        self.memory = narrator.memory();
        for event in events {
            self.fold.observe(event);
        }
        let half_time = events
            .iter()
            .any(|e| matches!(e, Event::HalfEnded { half: Half::First }));
        if at.narrating() {
            for line in &lines {
                at.tell(line);
            }
            if half_time || events.iter().any(|e| matches!(e, Event::GameOver { .. })) {
                let title = if half_time {
                    "box-half-time"
                } else {
                    "box-final"
                };
                at.screen.say("\n");
                at.screen.say(&self.box_score(at, title));
                at.screen.say("\n");
            }
            return;
        }
        if board::starts_snap(events) {
            self.latest_snap = Some(self.log.len()..self.log.len() + lines.len());
        }
        self.log.extend(lines);
        if half_time {
            let text = at.loc.text("box-continue");
            // Below the box: a blank line and the pause.
            self.public_screen(at, Some("box-half-time"), 1 + terminal_rows(&text));
            // Not passed by an Enter typed before the box score was on the screen.
            at.screen.flush_input();
            // A closed input is noticed at the next question.
            let _ = at.screen.pause(&text);
        }
    }

    fn record_text(&mut self, at: &Stage<'_, Game>) -> Result<&str, String> {
        let coach = self.coach;
        self.record.players = at
            .players
            .iter()
            .map(|&p| players::describe_as(p, coach))
            .collect();
        self.record.decisions.clear();
        self.record.decisions.extend_from_slice(at.game.decisions());
        self.text
            .of(&self.record)
            .map_err(|error| save::message(&at.save_path.display().to_string(), error, at.loc))
    }

    fn finish(&mut self, at: &Stage<'_, Game>) {
        if !at.narrating() {
            // The deciding snap gets the screen under the final board; the box score its own.
            let text = at.loc.text("box-final-next");
            self.public_screen(at, None, terminal_rows(&text));
            // A closed input still shows the box score.
            let _ = at.screen.pause(&text);
            at.screen.clear();
            let score = board::score_line(&at.game.table(), &self.setup);
            at.screen
                .say(&format!("{}\n\n", at.screen.palette.bold(&score)));
            at.screen.say(&self.box_score(at, "box-final"));
        }
    }
}

impl FirstAndGoal {
    /// `seat`'s computer coach deciding in `game` from `seed`.
    fn coach_decides(
        &mut self,
        game: &Game,
        seat: Seat,
        legal: &[Decision],
        seed: u64,
    ) -> Decision {
        let index = Seat::ALL.iter().position(|&s| s == seat).unwrap_or(0);
        let view = game.view(seat);
        let coach = &mut self.coaches[index];
        coach.reseed(seed);
        coach.decide(&view, legal, &self.setup)
    }

    /// The box score so far.
    fn box_score(&self, at: &Stage<'_, Game>, title_id: &str) -> String {
        boxscore::render(
            &self.fold.clone().finish(),
            &self.setup,
            at.loc,
            at.screen.palette,
            title_id,
        )
    }

    /// A screen every coach may see: the board, what the person who has seen least missed,
    /// and the box score titled `title_id` if any (half-time).
    /// `after` is the rows that follow on this screen.
    fn public_screen(&mut self, at: &Stage<'_, Game>, title_id: Option<&str>, after: usize) {
        at.screen.clear();
        let table = at.game.table();
        let boxed = title_id
            .map(|title| format!("\n{}", self.box_score(at, title)))
            .unwrap_or_default();
        let from = at
            .players
            .iter()
            .filter_map(|p| match p {
                Player::Human(n) => self.seen.get(usize::from(*n).min(4)).copied(),
                Player::Computer => None,
            })
            .min()
            .unwrap_or(0)
            .min(self.log.len());
        let fixed = board::fixed_rows(&table, &self.setup, at.loc);
        let room = ROWS.saturating_sub(fixed + boxed.lines().count() + after);
        at.screen.say(&board::render(
            &table,
            &self.setup,
            at.loc,
            at.screen.palette,
            board::Log::of(&self.log, from, self.latest_snap.clone()),
            room,
        ));
        at.screen.say(&boxed);
    }

    /// Everything `seat`'s coach decides in one sitting, starting with the decision the engine
    /// asks for now (returned); what it decides ahead is kept in `ahead`. The defense's timeout
    /// before the snap is an option of its card question, not a question of its own.
    fn sitting(
        &mut self,
        at: &Stage<'_, Game>,
        seat: Seat,
        from: usize,
        legal: &[Decision],
    ) -> Result<Decision, Closed> {
        // The card question as it will stand once the defense lets the call go ahead.
        let cards_to_come = (at.game.table().pending == Pending::DefenseTimeout)
            .then(|| tried(at.game, &[(seat, Decision::Pass)]))
            .flatten()
            .filter(|snap| simultaneous(snap, seat));
        let decision = match cards_to_come {
            Some(snap) => {
                let mut cards = Vec::new();
                snap.legal(seat, &mut cards);
                let timeout = legal.contains(&Decision::Timeout).then(|| {
                    prompt::label(at.loc, &self.setup, &at.game.view(seat), Decision::Timeout)
                });
                let answer = self.question(at, &snap, seat, from, &cards, timeout)?;
                if answer == Decision::Timeout {
                    Decision::Timeout
                } else {
                    self.ahead[seat_index(seat)] = Some((snap.table().pending, answer));
                    return Ok(Decision::Pass);
                }
            }
            _ => self.question(at, at.game, seat, from, legal, None)?,
        };
        self.decide_ahead(at, seat, from, decision)?;
        Ok(decision)
    }

    /// After `decision`, asks `seat`'s coach now what the engine will ask it next, if that is
    /// a choice made at the same time as the other side's (a card, FAKE or KICK, a timeout's
    /// cards), reached without a roll; the defense is supposed to let the call go ahead. If
    /// anything else happens first, the engine asks again and this answer is dropped.
    fn decide_ahead(
        &mut self,
        at: &Stage<'_, Game>,
        seat: Seat,
        from: usize,
        decision: Decision,
    ) -> Result<(), Closed> {
        let mut steps = vec![(seat, decision)];
        let Some(mut next) = tried(at.game, &steps) else {
            return Ok(());
        };
        if next.table().pending == Pending::DefenseTimeout && seat.role == Role::Offense {
            let defense = Seat::new(seat.team.other(), Role::Defense);
            steps.push((defense, Decision::Pass));
            match tried(at.game, &steps) {
                Some(after) => next = after,
                None => return Ok(()),
            }
        }
        if !simultaneous(&next, seat) {
            return Ok(());
        }
        let mut options = Vec::new();
        next.legal(seat, &mut options);
        let answer = self.question(at, &next, seat, from, &options, None)?;
        self.ahead[seat_index(seat)] = Some((next.table().pending, answer));
        Ok(())
    }

    /// One question, on a screen of its own (and a follow-up that picks a card on another):
    /// `game` is the game as it will stand when the engine asks, `legal` its options for `seat`,
    /// `extra` one more option (worded) that answers the game as it stands now.
    fn question(
        &mut self,
        at: &Stage<'_, Game>,
        game: &Game,
        seat: Seat,
        from: usize,
        legal: &[Decision],
        extra: Option<String>,
    ) -> Result<Decision, Closed> {
        let mut narrowed = None;
        loop {
            let extra = if narrowed.is_none() {
                extra.clone()
            } else {
                None
            };
            match self.decision_screen(at, game, seat, from, legal, narrowed, extra)? {
                prompt::Answer::Decision(decision) => return Ok(decision),
                prompt::Answer::Narrow(group) => narrowed = Some(group),
                prompt::Answer::Help => {
                    prompt::show_help(at.loc, &self.setup, &game.view(seat), at.screen)?;
                }
                prompt::Answer::Log => prompt::whole_log(at.loc, at.screen, &self.log)?,
                // Hot-seat play takes no other key.
                prompt::Answer::Key(_) => {}
            }
        }
    }

    /// The whole screen of one decision: the board with the play log this coach has not seen,
    /// the hand where it matters, and the question. Drawn anew for every question, the
    /// follow-ups too, and what was typed before it appeared is thrown away: a key pressed
    /// twice never answers a question its coach has not seen.
    #[allow(clippy::too_many_arguments)]
    fn decision_screen(
        &mut self,
        at: &Stage<'_, Game>,
        game: &Game,
        seat: Seat,
        from: usize,
        legal: &[Decision],
        narrowed: Option<prompt::Group>,
        extra: Option<String>,
    ) -> Result<prompt::Answer, Closed> {
        at.screen.clear();
        at.screen.flush_input();
        let view = game.view(seat);
        let sitting = prompt::Sitting {
            loc: at.loc,
            setup: &self.setup,
            view: &view,
            log: board::Log::of(&self.log, from, self.latest_snap.clone()),
            status: &[],
            palette: at.screen.palette,
        };
        let (top, prepared) = prompt::decision_screen(&sitting, legal, narrowed, extra);
        at.screen.say(&top);
        prompt::ask(at.loc, legal, &prepared, at.screen, &[])
    }
}

/// `game` after `steps`, tried on a copy; `None` if one is refused or rolls a die.
fn tried(game: &Game, steps: &[(Seat, Decision)]) -> Option<Game> {
    let mut copy = game.clone();
    let mut dice = Unrolled::default();
    for &(seat, decision) in steps {
        copy.apply(seat, decision, &mut dice, &mut Discard).ok()?;
    }
    (!dice.rolled).then_some(copy)
}

/// Whether both sides owe `game`'s next decision, `seat` among them: a choice made at the same
/// time, which does not depend on the other's.
fn simultaneous(game: &Game, seat: Seat) -> bool {
    let waiting = game.waiting_on();
    waiting.len() == 2 && waiting.contains(&seat)
}

fn seat_index(seat: Seat) -> usize {
    Seat::ALL.iter().position(|&s| s == seat).unwrap_or(0)
}

/// The rows `text` takes on an 80-column terminal that breaks its long lines.
fn terminal_rows(text: &str) -> usize {
    text.lines()
        .map(|line| wrap::width(line).div_ceil(wrap::COLUMNS).max(1))
        .sum()
}
