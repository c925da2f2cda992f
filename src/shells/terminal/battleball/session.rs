//! Battleball's own part of a game at the terminal (the loop is the terminal's `session`): a
//! coach asked through the board and a typed answer, the computer through a
//! `battleball::coach::Coach`, the play-by-play and the box score, and the record that is saved.
//! Battleball hides nothing, so two coaches share one screen without hand-offs; a decision with
//! one legal option is made for them.

use std::path::PathBuf;

use crate::common::dice::SeededDice;
use crate::common::i18n::{arg, Localizer};
use crate::common::side::Side;
use crate::common::wrap;
use crate::shells::kit::text::paragraphs;
use crate::shells::terminal::players::{self, Player};
use crate::shells::terminal::screen::{Closed, Screen, PROMPT_END};
use crate::shells::terminal::session::{self as shared, Stage, Standing, TerminalGame};

use crate::games::battleball::coach::BbCoachKind;
use crate::games::battleball::display::narrate::{self, Log, Memory, Narrator};
use crate::games::battleball::display::{board, boxscore, words};
use crate::games::battleball::record::{self, Record, RecordText};
use crate::games::battleball::stats::GameFold;
use crate::games::battleball::{Decision, Event, Game, Options};

use super::prompt::{self, Parsed};

/// A Battleball game at the terminal.
pub type Session<'a> = shared::Session<'a, Battleball>;

/// What a Battleball session keeps besides the game.
pub struct Battleball {
    record: Record,
    /// The record's text as last saved, which each save adds the new decisions to.
    text: RecordText,
    log: Log,
    memory: Memory,
    /// The box score so far, counted from every event of the game, also before a resume.
    fold: GameFold,
    /// The computer's coach, as the record names it: built for each decision from that
    /// decision's seed (its coaches keep nothing else from one decision to the next), and
    /// rolling its own dice, never the game's.
    computer: BbCoachKind,
    /// The board turned, so a lone coach of the away team sees its own end zone below.
    flip: bool,
    /// How many lines of the log each coach (1, 2) had seen when it last answered.
    seen: [usize; 3],
    /// Lines of the log printed so far (a computer-only game narrates as lines end).
    printed: usize,
}

/// Home's and away's players as a record names them.
pub fn players_of(record: &Record) -> Vec<Player> {
    players::parse_all(&record.players, Side::BOTH.len())
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
        // The play-by-play so far, rebuilt from the record (the panel shows its last turns).
        let (mut log, mut memory) = (Log::default(), Memory::default());
        let mut fold = GameFold::new(&game);
        let _ = record::replay(&record, |g, events| {
            narrate::replayed(loc, g, events, &mut memory, &mut log);
            events.iter().for_each(|e| fold.observe(e));
        });
        let seed = record.seed;
        let flip = matches!(players[..], [Player::Computer, Player::Human(_)]);
        let printed = log.lines.len();
        let seen = [printed; 3];
        let own = Battleball {
            record,
            text: RecordText::default(),
            log,
            memory,
            fold,
            computer: kind,
            flip,
            seen,
            printed,
        };
        let standing = Standing { game, dice, seed };
        shared::Session::start(standing, players, save_path, loc, screen, own)
    }
}

impl TerminalGame for Battleball {
    type Game = Game;

    // Moves with no choice (a die that must be taken, the only square) are not asked for.
    const TAKES_THE_ONLY_OPTION: bool = true;

    fn computer(
        &mut self,
        at: &Stage<'_, Game>,
        side: Side,
        legal: &[Decision],
        seed: u64,
    ) -> Option<Decision> {
        self.computer.build(seed).decide(at.game, side, legal)
    }

    /// The coach's screen and question until it gives an answer that is one of `legal`.
    fn ask(
        &mut self,
        at: &Stage<'_, Game>,
        side: Side,
        person: u8,
        legal: &[Decision],
    ) -> Result<Decision, Closed> {
        let question = prompt::question(at.loc, at.game, side, legal, &self.memory, self.flip);
        let marks = prompt::marks(&question);
        let slot = usize::from(person).min(2);
        let fresh = self.seen[slot].min(self.log.lines.len());
        let mut lines = vec![at
            .screen
            .palette
            .bold(&format!("▶ {}", words::team(at.game.setup(), side)))];
        lines.extend(prompt::panel_lines(at.loc, &question));
        let mut error: Option<String> = None;
        loop {
            at.screen.clear();
            at.screen.say(&board::screen(
                at.game,
                at.loc,
                at.screen.palette,
                &marks,
                self.flip,
                &self.log.lines,
                fresh,
                &lines,
            ));
            let input = prompt::input_line(at.loc, at.game, &question, error.as_deref());
            let input = wrap::fill(&input, "", "");
            let shown = match error {
                Some(_) => at.screen.palette.bad(input.trim_end()),
                None => input.trim_end().to_string(),
            };
            at.screen.say(&format!("{shown} {PROMPT_END}"));
            let typed = at.screen.read_line()?;
            match prompt::parse(at.loc, at.game, &question, &typed) {
                Parsed::Pick(i) => {
                    if let Some(answer) = question.answers.get(i) {
                        // A turn's line still open goes on after this answer (the pass's
                        // result, the tackle's dice): it is new to this coach next time.
                        self.seen[slot] = self
                            .log
                            .lines
                            .len()
                            .saturating_sub(usize::from(self.log.is_open()));
                        return Ok(answer.decision);
                    }
                    error = Some(typed);
                }
                Parsed::Help => {
                    let pages = help_pages(at.loc, at.game);
                    for (i, page) in pages.iter().enumerate() {
                        at.screen.clear();
                        at.screen.say(page);
                        let last = i + 1 == pages.len();
                        at.screen.pause(&at.loc.text(if last {
                            "help-back"
                        } else {
                            "bb-help-more"
                        }))?;
                    }
                    error = None;
                }
                Parsed::Unknown => error = Some(typed),
            }
        }
    }

    fn narrate(&mut self, at: &Stage<'_, Game>, events: &[Event]) {
        let mut narrator = Narrator::new(at.loc, at.game, std::mem::take(&mut self.memory));
        let pieces = narrator.pieces(events);
        self.memory = narrator.memory();
        self.log.add(pieces);
        events.iter().for_each(|e| self.fold.observe(e));
        if at.narrating() {
            self.print_lines(at, false);
        }
    }

    fn record_text(&mut self, at: &Stage<'_, Game>) -> Result<&str, String> {
        self.record.decisions.clear();
        self.record.decisions.extend_from_slice(at.game.decisions());
        self.text.of(&self.record).map_err(|error| {
            super::command::record_message(&at.save_path.display().to_string(), error, at.loc)
        })
    }

    fn finish(&mut self, at: &Stage<'_, Game>) {
        if at.narrating() {
            self.print_lines(at, true);
            // Watchers see the end as coaches do: the field, then the box score. The
            // play-by-play was just printed, so the panel leaves it out.
            at.screen.say("\n");
            at.screen.say(&board::screen(
                at.game,
                at.loc,
                at.screen.palette,
                &board::Marks::default(),
                self.flip,
                &[],
                0,
                &[],
            ));
            at.screen.say("\n");
            at.screen.say(&self.box_score(at));
        } else {
            self.final_screen(at);
        }
    }
}

impl Battleball {
    /// Prints the lines that are complete (all of them at the end), wrapped, paced.
    fn print_lines(&mut self, at: &Stage<'_, Game>, all: bool) {
        let complete = if all || !self.log.is_open() {
            self.log.lines.len()
        } else {
            self.log.lines.len().saturating_sub(1)
        };
        while self.printed < complete {
            at.tell(&self.log.lines[self.printed]);
            self.printed += 1;
        }
    }

    /// The board as the game ended, then, after Enter, the box score.
    fn final_screen(&mut self, at: &Stage<'_, Game>) {
        at.screen.clear();
        let fresh = self.seen.iter().copied().min().unwrap_or(0);
        at.screen.say(&board::screen(
            at.game,
            at.loc,
            at.screen.palette,
            &board::Marks::default(),
            self.flip,
            &self.log.lines,
            fresh,
            &[],
        ));
        // The board takes all but the last row: the box score needs a screen of its own.
        if at.screen.pause(&at.loc.text("bb-box-continue")).is_err() {
            return;
        }
        at.screen.clear();
        at.screen.say(&self.box_score(at));
    }

    fn box_score(&self, at: &Stage<'_, Game>) -> String {
        boxscore::render(
            &self.fold.clone().finish(),
            at.game.setup(),
            at.loc,
            at.screen.palette,
        )
    }
}

/// Optional rules with a summary of their own (`gridiron rules`, and `?` when they are played).
pub const OPTIONAL_RULES_SUMMARIES: &[(&str, &str)] = &[
    ("advanced", "bb-rules-advanced"),
    ("blocks", "bb-rules-blocks-summary"),
];

/// What `?` shows, a screen at a time: the rules in brief with the legend, then the summary of
/// each optional rule the game is played with.
pub fn help_pages(loc: &Localizer, game: &Game) -> Vec<String> {
    let options = game.setup().options;
    let in_play = |rule: &str| match Options::from_names([rule]) {
        Ok(only) => (only.advanced && options.advanced) || (only.blocks && options.blocks),
        Err(_) => false,
    };
    let mut pages = vec![help(loc, game)];
    pages.extend(
        OPTIONAL_RULES_SUMMARIES
            .iter()
            .filter(|(rule, _)| in_play(rule))
            .map(|(_, id)| paragraphs(&loc.text(id))),
    );
    pages
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
    paragraphs(&text)
}
