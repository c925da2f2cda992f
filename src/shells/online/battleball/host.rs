//! Battleball's part of the host: the computer coaches `play` uses, the record a save keeps,
//! the setup every client is sent and the seats' names.

use std::path::PathBuf;

use crate::common::i18n::{Language, Localizer};
use crate::common::side::Side;
use crate::shells::online::adapter::HostGame;
use crate::shells::terminal::battleball::command::record_message;

use crate::games::battleball::coach::BbCoachKind;
use crate::games::battleball::display::words;
use crate::games::battleball::record::{Record, SetupRecord};
use crate::games::battleball::{Decision, Game};

/// What the host keeps of a Battleball game besides the game.
pub struct BattleballHost {
    /// The data files the game is played with, as its record keeps them.
    setup: SetupRecord,
    /// The computer's coach for every seat no person plays (as `play` names one for both).
    computer: BbCoachKind,
    /// The language the game is recorded in.
    language: Language,
    /// Where the record is kept, for the words of a record that cannot be written.
    save_path: PathBuf,
}

impl BattleballHost {
    pub fn new(
        setup: SetupRecord,
        computer: BbCoachKind,
        language: Language,
        save_path: PathBuf,
    ) -> BattleballHost {
        BattleballHost {
            setup,
            computer,
            language,
            save_path,
        }
    }

    /// The record of `game` with `seed`: a person's seat as `human:N` (N its place from 1, so
    /// `resume` at one terminal knows it for a person's), the computer's by its coach's name.
    fn record(&self, game: &Game, seed: u64, people: &[Option<String>]) -> Record {
        let players = Side::BOTH
            .iter()
            .map(|side| match people.get(side.index()) {
                Some(Some(_)) => format!("human:{}", side.index() + 1),
                _ => self.computer.name().to_string(),
            })
            .collect();
        Record {
            seed,
            players,
            language: self.language.code().to_string(),
            setup: self.setup.clone(),
            decisions: game.decisions().to_vec(),
        }
    }

    fn record_text_of(&self, record: &Record) -> Result<String, String> {
        record.to_toml().map_err(|error| {
            let loc = crate::i18n::localizer(self.language);
            record_message(&self.save_path.display().to_string(), error, &loc)
        })
    }
}

impl HostGame for BattleballHost {
    type Game = Game;

    fn computer(&mut self, game: &Game, seat: Side, legal: &[Decision], seed: u64) -> Decision {
        // A coach always finds one of `legal`; the first is what the terminal's session takes
        // should it not.
        self.computer
            .build(seed)
            .decide(game, seat, legal)
            .or_else(|| legal.first().copied())
            .unwrap_or(Decision::EndTurn)
    }

    fn record_text(
        &mut self,
        game: &Game,
        seed: u64,
        people: &[Option<String>],
    ) -> Result<String, String> {
        self.record_text_of(&self.record(game, seed, people))
    }

    /// The record with seed 0 and no decision; both seats named as the computer's, since who
    /// plays them is the seat list's to say.
    fn public_setup(&mut self, game: &Game) -> Result<String, String> {
        let mut record = self.record(game, 0, &[]);
        record.decisions.clear();
        self.record_text_of(&record)
    }

    fn seat_name(&self, game: &Game, place: usize, _loc: &Localizer) -> String {
        let side = if place == 0 { Side::Home } else { Side::Away };
        words::team(game.setup(), side).to_string()
    }
}
