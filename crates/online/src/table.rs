//! The host's authority over one game: the only place a networked game changes. A seat's
//! message is checked against the engine (`waiting_on`, `legal`) and the round of commitments,
//! and refused with the game unchanged if anything is wrong; what each seat receives is cut
//! here, by the game's own `may_see` and `seat_view`.

use gridiron_core::dice::{SeededDice, Unrolled};
use gridiron_core::game::{Discard, Game};
use serde::de::DeserializeOwned;
use serde::Serialize;

use crate::proof::{choice_commitment, Bytes32, Commitment};
use crate::protocol::{Numbered, Refusal};

/// A game that can be played over the network: what travels can be written and read.
pub trait Networked:
    Game<
    Decision: Serialize + DeserializeOwned,
    Event: Serialize + DeserializeOwned,
    SeatView: Serialize + DeserializeOwned,
    PublicView: Serialize + DeserializeOwned,
>
{
}

impl<G> Networked for G where
    G: Game<
        Decision: Serialize + DeserializeOwned,
        Event: Serialize + DeserializeOwned,
        SeatView: Serialize + DeserializeOwned,
        PublicView: Serialize + DeserializeOwned,
    >
{
}

/// The wire text of a decision: what a commitment hashes and a proof compares. Canonical
/// (through a JSON value: object keys sorted, no spaces), so a client that keeps decisions as
/// plain JSON hashes the same text as the host that knows their type.
pub fn decision_text<D: Serialize>(decision: &D) -> String {
    serde_json::to_value(decision)
        .and_then(|value| serde_json::to_string(&value))
        .unwrap_or_default()
}

/// Choices made at once (two seats waiting): each seat's commitment, then its revealed choice.
#[derive(Debug, Clone)]
struct Round<G: Game> {
    at: u64,
    seats: Vec<G::Seat>,
    hashes: Vec<Option<Bytes32>>,
    reveals: Vec<Option<(G::Decision, Bytes32)>>,
}

impl<G: Game> Round<G> {
    fn place(&self, seat: G::Seat) -> Option<usize> {
        self.seats.iter().position(|&s| s == seat)
    }

    fn all_committed(&self) -> bool {
        self.hashes.iter().all(Option::is_some)
    }
}

/// What a seat is asked now.
#[derive(Debug, Clone)]
pub struct Asked<G: Game> {
    pub seat: G::Seat,
    /// The number of decisions applied so far: the number a reply must carry.
    pub at: u64,
    pub legal: Vec<G::Decision>,
    /// The choice is made at the same time as another seat's: commit first, reveal when told.
    pub commit: bool,
    /// What the seat owes now: `Choose` a decision (or its commitment), `Reveal` it, or nothing
    /// until the others have committed.
    pub owes: Owes,
    /// For a short question: each option after which this same seat is asked again at once
    /// (no die rolled, nobody else deciding first), with the options it will have then, so
    /// its person can answer both in one go (a defense's "timeout?" with its card).
    pub ahead: Vec<(G::Decision, Vec<G::Decision>)>,
}

/// The most options a question may have for the table to look past its answers: a yes or no
/// before a choice, not a board of moves.
pub const AHEAD_OPTIONS: usize = 3;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Owes {
    Choose,
    Reveal,
    Nothing,
}

/// What an accepted message did.
#[derive(Debug, Clone)]
pub enum Step<G: Game> {
    /// A commitment was taken; every client should hold it.
    Committed { seat: G::Seat, hash: Bytes32 },
    /// A commitment was taken and it was the round's last: every seat of it reveals now.
    RevealNow { seat: G::Seat, hash: Bytes32 },
    /// A revealed choice was taken; the others' are awaited.
    Revealed,
    /// Decisions were applied.
    Applied(Applied<G>),
}

/// Decisions applied and what they made happen, numbered from `first`.
#[derive(Debug, Clone)]
pub struct Applied<G: Game> {
    pub decisions: Vec<(G::Seat, G::Decision)>,
    pub events: Vec<G::Event>,
    /// The number of the first event (events are numbered from 1 across the game).
    pub first: u64,
}

/// One game as the host holds it.
#[derive(Debug, Clone)]
pub struct Table<G: Game> {
    game: G,
    dice: SeededDice,
    /// Every event of the game, in order (numbered from 1): what a seat that comes back is sent
    /// again. A resumed game's replay fills it.
    history: Vec<G::Event>,
    round: Option<Round<G>>,
    commitments: Vec<Commitment>,
}

impl<G: Networked> Table<G> {
    /// A game going on from where it stands: `dice` as they stand, `history` every event so far
    /// (a resumed game's replay made them), `commitments` kept so far.
    pub fn new(
        game: G,
        dice: SeededDice,
        history: Vec<G::Event>,
        commitments: Vec<Commitment>,
    ) -> Table<G> {
        let mut table = Table {
            game,
            dice,
            history,
            round: None,
            commitments,
        };
        table.open_round();
        table
    }

    pub fn game(&self) -> &G {
        &self.game
    }

    /// Decisions applied so far: the number the next one carries.
    pub fn at(&self) -> u64 {
        self.game.decisions().len() as u64
    }

    /// Events numbered so far.
    pub fn events(&self) -> u64 {
        self.history.len() as u64
    }

    /// The events after number `since`, as `seat` may see them (`None`: a spectator): what a
    /// client that comes back has missed.
    pub fn events_since(&self, seat: Option<G::Seat>, since: u64) -> Vec<Numbered<G::Event>> {
        let from = (since as usize).min(self.history.len());
        numbered_for::<G>(seat, from as u64 + 1, &self.history[from..])
    }

    pub fn commitments(&self) -> &[Commitment] {
        &self.commitments
    }

    /// The seat at `place` in the game's seats.
    pub fn seat(&self, place: usize) -> Option<G::Seat> {
        self.game.seats().get(place).copied()
    }

    /// The place of `seat` in the game's seats.
    pub fn place(&self, seat: G::Seat) -> usize {
        self.game
            .seats()
            .iter()
            .position(|&s| s == seat)
            .unwrap_or(0)
    }

    /// The hashes committed so far in the open round, by seat place: what a client that comes
    /// back in the middle of a round has missed.
    pub fn round_hashes(&self) -> Vec<(usize, Bytes32)> {
        self.round.as_ref().map_or_else(Vec::new, |round| {
            round
                .seats
                .iter()
                .zip(&round.hashes)
                .filter_map(|(&seat, hash)| hash.map(|hash| (self.place(seat), hash)))
                .collect()
        })
    }

    /// Every seat the game waits for, with what it is asked.
    pub fn asks(&self) -> Vec<Asked<G>> {
        let mut legal = Vec::new();
        self.game
            .waiting_on()
            .into_iter()
            .map(|seat| {
                self.game.legal(seat, &mut legal);
                let owes = match &self.round {
                    Some(round) => match round.place(seat) {
                        Some(i) if round.hashes[i].is_none() => Owes::Choose,
                        Some(i) if round.all_committed() && round.reveals[i].is_none() => {
                            Owes::Reveal
                        }
                        _ => Owes::Nothing,
                    },
                    None => Owes::Choose,
                };
                let ahead = if owes == Owes::Choose && self.round.is_none() {
                    self.ahead(seat, &legal)
                } else {
                    Vec::new()
                };
                Asked {
                    seat,
                    at: self.at(),
                    legal: legal.clone(),
                    commit: self.round.is_some(),
                    owes,
                    ahead,
                }
            })
            .collect()
    }

    /// Each of `legal` (at most `AHEAD_OPTIONS`) after which `seat` is asked again with no die
    /// rolled and nobody else owing anything, with its options then: tried on a copy.
    fn ahead(&self, seat: G::Seat, legal: &[G::Decision]) -> Vec<(G::Decision, Vec<G::Decision>)> {
        if legal.len() > AHEAD_OPTIONS {
            return Vec::new();
        }
        let mut next = Vec::new();
        legal
            .iter()
            .filter_map(|&decision| {
                let mut copy = self.game.clone();
                let mut dice = Unrolled::default();
                copy.apply(seat, decision, &mut dice, &mut Discard).ok()?;
                if dice.rolled || !copy.waiting_on().contains(&seat) {
                    return None;
                }
                copy.legal(seat, &mut next);
                Some((decision, next.clone()))
            })
            .collect()
    }

    /// `seat`'s commitment to its choice at decision `at`.
    pub fn commit(&mut self, seat: G::Seat, at: u64, hash: Bytes32) -> Result<Step<G>, Refusal> {
        self.check_turn(seat, at)?;
        let round = self.round.as_mut().ok_or(Refusal::Commitment)?;
        let i = round.place(seat).ok_or(Refusal::NotYourTurn)?;
        if round.hashes[i].is_some() {
            return Err(Refusal::Commitment);
        }
        round.hashes[i] = Some(hash);
        Ok(if round.all_committed() {
            Step::RevealNow { seat, hash }
        } else {
            Step::Committed { seat, hash }
        })
    }

    /// `seat`'s decision at decision `at`: applied at once, or, in a round of simultaneous
    /// choices, checked against its commitment and applied with the others once all are in.
    pub fn decide(
        &mut self,
        seat: G::Seat,
        at: u64,
        decision: G::Decision,
        nonce: Option<Bytes32>,
    ) -> Result<Step<G>, Refusal> {
        self.check_turn(seat, at)?;
        let mut legal = Vec::new();
        self.game.legal(seat, &mut legal);
        if !legal.contains(&decision) {
            return Err(Refusal::Illegal);
        }
        let place = self.place(seat);
        let Some(round) = self.round.as_mut() else {
            return Ok(Step::Applied(self.apply(&[(seat, decision)])));
        };
        let i = round.place(seat).ok_or(Refusal::NotYourTurn)?;
        let (Some(hash), Some(nonce)) = (round.hashes[i], nonce) else {
            return Err(Refusal::Commitment);
        };
        if !round.all_committed() || round.reveals[i].is_some() {
            return Err(Refusal::Commitment);
        }
        let text = decision_text(&decision);
        if choice_commitment(round.at, place, &text, &nonce) != hash {
            return Err(Refusal::Commitment);
        }
        round.reveals[i] = Some((decision, nonce));
        if round.reveals.iter().any(Option::is_none) {
            return Ok(Step::Revealed);
        }
        let round = self.round.take().ok_or(Refusal::Commitment)?;
        let mut choices = Vec::new();
        let mut kept = Vec::new();
        for (k, (&seat, reveal)) in round.seats.iter().zip(&round.reveals).enumerate() {
            let (decision, nonce) = reveal.ok_or(Refusal::Commitment)?;
            let hash = round.hashes[k].ok_or(Refusal::Commitment)?;
            kept.push(Commitment {
                at: round.at,
                seat: self.place(seat),
                hash,
                choice: decision_text(&decision),
                nonce,
            });
            choices.push((seat, decision));
        }
        let applied = self.apply(&choices);
        // A choice the engine left out is asked for again: its commitment is no record's.
        for (commitment, choice) in kept.into_iter().zip(&choices) {
            if applied.decisions.contains(choice) {
                self.commitments.push(commitment);
            }
        }
        Ok(Step::Applied(applied))
    }

    /// Forgets `seat`'s commitment in the open round, and every reveal of it: its person is
    /// gone and cannot reveal, so the seat chooses again (the computer, for them) and the others
    /// reveal again. Nothing of the round has been told, so the new choice learns nothing.
    pub fn withdraw(&mut self, seat: G::Seat) -> Result<(), Refusal> {
        let round = self.round.as_mut().ok_or(Refusal::Commitment)?;
        let i = round.place(seat).ok_or(Refusal::NotYourTurn)?;
        round.hashes[i] = None;
        round.reveals.iter_mut().for_each(|reveal| *reveal = None);
        Ok(())
    }

    /// Applies `choices` in order; one the engine refuses after the others (a choice that an
    /// earlier one of its round made illegal) is left out and its seat is asked again.
    fn apply(&mut self, choices: &[(G::Seat, G::Decision)]) -> Applied<G> {
        let first = self.events() + 1;
        let mut events = Vec::new();
        let mut applied = Vec::new();
        for &(seat, decision) in choices {
            if self
                .game
                .apply(seat, decision, &mut self.dice, &mut events)
                .is_ok()
            {
                applied.push((seat, decision));
            }
        }
        self.history.extend(events.iter().cloned());
        self.open_round();
        Applied {
            decisions: applied,
            events,
            first,
        }
    }

    /// Starts a round of commitments when more than one seat chooses at once.
    fn open_round(&mut self) {
        let waiting = self.game.waiting_on();
        self.round = (waiting.len() > 1).then(|| Round {
            at: self.at(),
            hashes: vec![None; waiting.len()],
            reveals: vec![None; waiting.len()],
            seats: waiting,
        });
    }

    fn check_turn(&self, seat: G::Seat, at: u64) -> Result<(), Refusal> {
        if self.game.is_over() {
            return Err(Refusal::Over);
        }
        if at != self.at() || !self.game.waiting_on().contains(&seat) {
            return Err(Refusal::NotYourTurn);
        }
        Ok(())
    }

    /// `applied`'s events as `seat` may see them (`None`: a spectator).
    pub fn events_for(
        &self,
        seat: Option<G::Seat>,
        applied: &Applied<G>,
    ) -> Vec<Numbered<G::Event>> {
        numbered_for::<G>(seat, applied.first, &applied.events)
    }
}

/// `events`, numbered from `first`, as `seat` may see them (`None`: a spectator).
pub fn numbered_for<G: Game>(
    seat: Option<G::Seat>,
    first: u64,
    events: &[G::Event],
) -> Vec<Numbered<G::Event>> {
    events
        .iter()
        .enumerate()
        .map(|(i, event)| Numbered {
            n: first + i as u64,
            event: G::may_see(event, seat).then(|| event.clone()),
        })
        .collect()
}
