//! 1st & Goal's part of the host: the computer coaches `play` uses, the record a save and
//! `verify` read, the setup everyone may know, and the seats' names.

use gridiron_core::i18n::{Language, Localizer};

use crate::games::first_and_goal::coach::{Coach, CoachKind};
use crate::games::first_and_goal::display::words;
use crate::games::first_and_goal::engine::{Decision, Game, Seat};
use crate::games::first_and_goal::record::{SaveRecord, SetupRecord};
use crate::shells::online::adapter::HostGame;
use crate::shells::terminal::first_and_goal::{save, seats};
use crate::shells::terminal::players::{self, Player};

/// What the host keeps of a 1st & Goal game besides the game: its setup as a record, the
/// language it is played in, and one computer coach per seat.
pub struct FirstAndGoalHost {
    setup: SetupRecord,
    language: Language,
    coach: CoachKind,
    coaches: Vec<Box<dyn Coach + Send>>,
    /// The save's name as the user gave it, for the words of a record that cannot be written.
    shown: String,
}

impl FirstAndGoalHost {
    /// The host of a game set up as `setup`, in `language`, its computer seats coached by
    /// `coach`; `shown` names its save in messages.
    pub fn new(
        setup: SetupRecord,
        language: Language,
        coach: CoachKind,
        shown: String,
    ) -> FirstAndGoalHost {
        // Every decision reseeds its coach (`decision_seed`), so this seed is never drawn on.
        let coaches = Seat::ALL.iter().map(|_| coach.build(0)).collect();
        FirstAndGoalHost {
            setup,
            language,
            coach,
            coaches,
            shown,
        }
    }

    /// Lets the computer coaches of a resumed game learn again what they learnt while it was
    /// played (the equilibrium coach counts what its opponent showed): every decision of
    /// `record` made by a seat `people` says is the computer's, asked again with its seed.
    pub fn recall(&mut self, record: &SaveRecord, chairs: &[Option<usize>]) {
        let Ok(setup) = record.setup.setup() else {
            return;
        };
        let mut past = Game::new(std::sync::Arc::new(setup));
        let mut dice = gridiron_core::dice::SeededDice::from_seed(record.seed);
        let mut legal = Vec::new();
        let mut events = Vec::new();
        for &(seat, decision) in &record.decisions {
            let place = seat_place(seat);
            if chairs.get(place).copied().flatten().is_none() {
                past.legal(seat, &mut legal);
                let seed = gridiron_core::batch::decision_seed(
                    record.seed,
                    place as u8,
                    past.decisions().len() as u64,
                );
                self.coach_decides(&past, seat, &legal, seed);
            }
            events.clear();
            if past.apply(seat, decision, &mut dice, &mut events).is_err() {
                break;
            }
        }
    }

    fn coach_decides(
        &mut self,
        game: &Game,
        seat: Seat,
        legal: &[Decision],
        seed: u64,
    ) -> Decision {
        let view = game.view(seat);
        let Some(coach) = self.coaches.get_mut(seat_place(seat)) else {
            return legal.first().copied().unwrap_or(Decision::Pass);
        };
        coach.reseed(seed);
        coach.decide(&view, legal, game.setup())
    }

    fn record(&self, game: &Game, seed: u64, players: Vec<String>) -> SaveRecord {
        SaveRecord::new(
            seed,
            players,
            self.language.code(),
            self.setup.clone(),
            game.decisions().to_vec(),
        )
    }

    fn text(&self, record: &SaveRecord) -> Result<String, String> {
        record.to_toml().map_err(|error| {
            let loc = crate::i18n::localizer(self.language);
            save::message(&self.shown, error, &loc)
        })
    }
}

impl HostGame for FirstAndGoalHost {
    type Game = Game;

    fn computer(&mut self, game: &Game, seat: Seat, legal: &[Decision], seed: u64) -> Decision {
        self.coach_decides(game, seat, legal, seed)
    }

    fn record_text(
        &mut self,
        game: &Game,
        seed: u64,
        people: &[Option<String>],
    ) -> Result<String, String> {
        let coach = seats::coach_name(self.coach);
        let players = record_players(people)
            .into_iter()
            .map(|player| players::describe_as(player, coach))
            .collect();
        let record = self.record(game, seed, players);
        self.text(&record)
    }

    fn public_setup(&mut self, game: &Game) -> Result<String, String> {
        let coach = seats::coach_name(self.coach);
        let mut record = self.record(game, 0, vec![coach.to_string(); Seat::ALL.len()]);
        record.decisions.clear();
        self.text(&record)
    }

    fn seat_name(&self, game: &Game, place: usize, loc: &Localizer) -> String {
        Seat::ALL
            .get(place)
            .map(|&seat| words::seat_listed(loc, game.setup(), seat))
            .unwrap_or_default()
    }
}

/// Who plays each seat as a save names them: each person by a number of their own, counted
/// in seat order (the same name twice is one person), the rest the computer.
pub fn record_players(people: &[Option<String>]) -> Vec<Player> {
    let mut names: Vec<&str> = Vec::new();
    Seat::ALL
        .iter()
        .enumerate()
        .map(
            |(place, _)| match people.get(place).and_then(Option::as_deref) {
                Some(name) => {
                    let number = match names.iter().position(|n| *n == name) {
                        Some(known) => known + 1,
                        None => {
                            names.push(name);
                            names.len()
                        }
                    };
                    Player::Human(u8::try_from(number).unwrap_or(u8::MAX))
                }
                None => Player::Computer,
            },
        )
        .collect()
}

/// A seat's place in `Seat::ALL`, the game's seat order.
pub fn seat_place(seat: Seat) -> usize {
    Seat::ALL.iter().position(|&s| s == seat).unwrap_or(0)
}
