//! The host's one task that holds the game: it takes every connection's messages in turn, asks
//! the table, sends each seat what the fan-out says it may have, plays the computer's seats,
//! keeps the presence of every person (and a computer for one gone too long), and saves the
//! record after every decision.

use std::collections::HashMap;
use std::time::{Duration, Instant};

use gridiron_core::batch::decision_seed;
use gridiron_core::dice::SeededDice;
use gridiron_core::game::Game;
use gridiron_core::i18n::{arg, Localizer};
use gridiron_core::text::printable;
use gridiron_online::fanout::{self, To};
use gridiron_online::proof::{choice_commitment, mixed_seed, seed_commitment, Bytes32, Proof};
use gridiron_online::protocol::{
    clean_line, decode, encode, ChairInfo, Occupant, Refusal, ToClient, ToHost, Want, MAX_NAME,
    MAX_SAY, VERSION,
};
use gridiron_online::table::{decision_text, Owes, Step, Table};
use tokio::sync::{mpsc, oneshot};

use super::adapter::{HostGame, Hosted};
use super::hosting::{ChairSecret, Hosting};
use crate::shells::kit::files;

/// A connection's number, for the host's own bookkeeping.
pub type ConnId = u64;

/// What reaches the game's task.
pub enum Inbound {
    /// A connection opened; frames for it go to `out`.
    Opened {
        id: ConnId,
        out: mpsc::Sender<Vec<u8>>,
        /// Held while the game's task keeps the connection: dropped, the connection ends.
        held: oneshot::Sender<()>,
    },
    /// A frame's body from a connection.
    Frame {
        id: ConnId,
        body: Vec<u8>,
    },
    /// A connection sent what no frame may be, or too much too fast.
    Bad {
        id: ConnId,
        why: Refusal,
    },
    Closed {
        id: ConnId,
    },
    /// A second passed: seat timeouts.
    Tick,
}

/// How the game's task ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Finish {
    Over,
    /// The record could not be saved (the message says why): the game stops rather than go on
    /// unsaved.
    SaveFailed(String),
}

type Message<G> = ToClient<
    <G as Game>::Decision,
    <G as Game>::Event,
    <G as Game>::SeatView,
    <G as Game>::PublicView,
>;

/// How long the host stays after the game's end at most, for a person whose client does not
/// yet hold the record (`kept`): one whose connection dropped as the game ended, or who left
/// earlier.
const GRACE_AFTER_OVER: Duration = Duration::from_secs(60);

/// Refusals a connection may earn before it is closed.
const MAX_REFUSALS: u32 = 64;
/// Frames a connection may queue unread before it is closed: a client that does not read
/// cannot make the host hold its messages without bound.
pub const QUEUE: usize = 4096;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Role {
    /// Connected, no hello yet.
    New,
    /// Looked at the seats; may still take one.
    Looking,
    Chair(usize),
    Spectator,
}

struct Conn {
    out: mpsc::Sender<Vec<u8>>,
    _held: oneshot::Sender<()>,
    role: Role,
    refusals: u32,
}

/// One chair (a person's place at the table) at the host.
#[derive(Debug, Clone)]
struct ChairState {
    /// The seats its person plays.
    seats: Vec<usize>,
    team: u8,
    name: Option<String>,
    conn: Option<ConnId>,
    contribution: Option<Bytes32>,
    /// What takes the chair back once a person holds it; only its holder is ever sent it.
    rejoin: Option<Bytes32>,
    away_since: Option<Instant>,
    computer_meanwhile: bool,
    /// Its person's client said it holds the game's record (`ToHost::Kept`).
    kept: bool,
}

pub struct Server<'l, H: HostGame> {
    own: H,
    /// The game before it starts (its seed is mixed once everyone is in).
    waiting: Option<H::Game>,
    /// The game once it has started; `waiting` and `table` hold it in turn, never both.
    table: Option<Table<H::Game>>,
    seed: u64,
    chairs: Vec<ChairState>,
    /// Each seat's chair; `None`: the computer's seat.
    seat_chair: Vec<Option<usize>>,
    /// A choice the computer committed to for a seat, to reveal when asked: its number, nonce
    /// and text.
    committed: Vec<Option<(u64, Bytes32, String)>>,
    conns: HashMap<ConnId, Conn>,
    hosting: Hosting,
    save_path: std::path::PathBuf,
    seat_timeout: Duration,
    game_id: &'static str,
    loc: &'l Localizer,
    /// The record and the proof, once the game is over: sent again to whoever comes back.
    over: Option<(String, Proof)>,
    /// When the game ended.
    over_at: Option<Instant>,
    /// Whether the host was told who it waits for after the game's end.
    told_awaited: bool,
}

impl<'l, H: HostGame> Server<'l, H> {
    pub fn new(
        hosted: Hosted<H>,
        hosting: Hosting,
        seat_timeout: Duration,
        game_id: &'static str,
        loc: &'l Localizer,
    ) -> Server<'l, H> {
        let Hosted {
            game,
            resumed,
            chairs: seat_chair,
            save_path,
            own,
        } = hosted;
        let seats = game.seats();
        let count = seat_chair.iter().flatten().max().map_or(0, |&c| c + 1);
        let chairs = (0..count)
            .map(|chair| {
                let held: Vec<usize> = (0..seat_chair.len())
                    .filter(|&place| seat_chair[place] == Some(chair))
                    .collect();
                let team = held
                    .first()
                    .and_then(|&place| seats.get(place))
                    .map_or(0, |&seat| game.team_of(seat).index() as u8);
                ChairState {
                    seats: held,
                    team,
                    name: hosting.names.get(chair).cloned().flatten(),
                    conn: None,
                    contribution: hosting.contributions.get(chair).copied().flatten(),
                    rejoin: hosting.rejoin_of(chair),
                    away_since: Some(Instant::now()),
                    computer_meanwhile: false,
                    kept: false,
                }
            })
            .collect();
        let committed = vec![None; seat_chair.len()];
        let (waiting, table, seed) = match resumed {
            Some((dice, seed, history)) => {
                // What the host keeps beside the save is written first: a host killed between
                // the two writes left commitments of a round its save does not hold, to be
                // made again.
                let at = game.decisions().len() as u64;
                let commitments: Vec<_> = hosting
                    .commitments
                    .iter()
                    .filter(|c| c.at < at)
                    .cloned()
                    .collect();
                (
                    None,
                    Some(Table::new(game, dice, history, commitments)),
                    seed,
                )
            }
            None => (Some(game), None, 0),
        };
        Server {
            own,
            waiting,
            table,
            seed,
            chairs,
            seat_chair,
            committed,
            conns: HashMap::new(),
            hosting,
            save_path,
            seat_timeout,
            game_id,
            loc,
            over: None,
            over_at: None,
            told_awaited: false,
        }
    }

    /// Takes `inbound` until the game is over and every client has been told, or a save fails.
    pub async fn run(mut self, mut inbound: mpsc::Receiver<Inbound>) -> Finish {
        if let Some(failed) = self.after_change() {
            return failed;
        }
        while let Some(message) = inbound.recv().await {
            let failed = match message {
                Inbound::Opened { id, out, held } => {
                    self.conns.insert(
                        id,
                        Conn {
                            out,
                            _held: held,
                            role: Role::New,
                            refusals: 0,
                        },
                    );
                    None
                }
                Inbound::Frame { id, body } => self.frame(id, &body),
                Inbound::Bad { id, why } => {
                    self.refuse(id, why);
                    self.drop_conn(id);
                    None
                }
                Inbound::Closed { id } => {
                    self.drop_conn(id);
                    None
                }
                Inbound::Tick => self.tick(),
            };
            if let Some(failed) = failed {
                return failed;
            }
            if self.done_after_over() {
                return Finish::Over;
            }
            self.tell_awaited();
        }
        Finish::Over
    }

    /// Whether the game is over and every person's client holds its record, or had long enough
    /// to come back for it. Until the client says so the record may not have reached it: a
    /// connection that dropped as the game ended may have lost it, and that person comes back
    /// for it however long the redial takes, not within a fixed quiet time (on a loaded machine
    /// a redial took longer than the 3 s the host used to wait).
    fn done_after_over(&self) -> bool {
        let Some(over_at) = self.over_at else {
            return false;
        };
        self.awaited().next().is_none() || over_at.elapsed() >= GRACE_AFTER_OVER
    }

    /// Once the game is over and only people who are away are awaited: who they are, so the
    /// host does not seem to hang.
    fn tell_awaited(&mut self) {
        if self.told_awaited
            || self.over_at.is_none()
            || self.awaited().any(|chair| chair.conn.is_some())
        {
            return;
        }
        let names: Vec<String> = self
            .awaited()
            .map(|chair| printable(chair.name.as_deref().unwrap_or_default()).to_string())
            .collect();
        if names.is_empty() {
            return;
        }
        self.told_awaited = true;
        println!(
            "{}",
            self.loc.text_with(
                "online-host-awaiting",
                &[
                    arg("names", names.join(", ")),
                    arg("count", names.len()),
                    arg("seconds", GRACE_AFTER_OVER.as_secs()),
                ]
            )
        );
    }

    /// The people whose clients do not yet hold the game's record: each chair a person took.
    fn awaited(&self) -> impl Iterator<Item = &ChairState> {
        self.chairs
            .iter()
            .filter(|chair| chair.rejoin.is_some() && !chair.kept)
    }

    fn frame(&mut self, id: ConnId, body: &[u8]) -> Option<Finish> {
        let role = self.conns.get(&id).map(|c| c.role)?;
        let message: ToHost<<H::Game as Game>::Decision> = match decode(body) {
            Ok(message) => message,
            Err(_) => {
                self.refuse(id, Refusal::Malformed);
                return None;
            }
        };
        match (role, message) {
            (
                Role::New | Role::Looking,
                ToHost::Hello {
                    version,
                    code,
                    name,
                    want,
                    since,
                    rejoin,
                },
            ) => {
                if version != VERSION {
                    self.refuse(id, Refusal::Version);
                    self.drop_conn(id);
                } else if code != self.hosting.code {
                    self.refuse(id, Refusal::Ticket);
                    self.drop_conn(id);
                } else {
                    return self.hello(id, &name, want, since.unwrap_or(0), rejoin);
                }
                None
            }
            (Role::Chair(chair), ToHost::Contribute { entropy }) => {
                // Until the game starts a person may send it again (after a drop in the lobby);
                // the latest counts.
                if self.table.is_none() {
                    self.chairs[chair].contribution = Some(entropy);
                    return self.after_change();
                }
                self.refuse(id, Refusal::Order);
                None
            }
            (Role::Chair(chair), ToHost::Commit { at, seat, hash }) => {
                let result =
                    self.with_seat(chair, seat, |table, seat| table.commit(seat, at, hash));
                self.stepped(id, seat, result)
            }
            (
                Role::Chair(chair),
                ToHost::Decide {
                    at,
                    seat,
                    decision,
                    nonce,
                },
            ) => {
                let result = self.with_seat(chair, seat, |table, seat| {
                    table.decide(seat, at, decision, nonce)
                });
                self.stepped(id, seat, result)
            }
            (role, ToHost::Kept) if self.over.is_some() => {
                if let Role::Chair(chair) = role {
                    self.chairs[chair].kept = true;
                }
                self.drop_conn(id);
                None
            }
            (Role::Chair(chair), ToHost::Say { text }) => {
                let text = clean_line(&text, MAX_SAY);
                if !text.is_empty() {
                    let from = self.chairs[chair].name.clone().unwrap_or_default();
                    self.broadcast(&ToClient::Said { from, text });
                }
                None
            }
            _ => {
                self.refuse(id, Refusal::Order);
                None
            }
        }
    }

    /// `act` on the table for seat `place`, if `chair` plays it and no computer does meanwhile.
    fn with_seat(
        &mut self,
        chair: usize,
        place: usize,
        act: impl FnOnce(&mut Table<H::Game>, <H::Game as Game>::Seat) -> Result<Step<H::Game>, Refusal>,
    ) -> Result<Step<H::Game>, Refusal> {
        if self.seat_chair.get(place) != Some(&Some(chair)) || self.chairs[chair].computer_meanwhile
        {
            return Err(Refusal::NotYourTurn);
        }
        let table = self.table.as_mut().ok_or(Refusal::NotYourTurn)?;
        let seat = table.seat(place).ok_or(Refusal::NotYourTurn)?;
        act(table, seat)
    }

    fn stepped(
        &mut self,
        id: ConnId,
        place: usize,
        result: Result<Step<H::Game>, Refusal>,
    ) -> Option<Finish> {
        match result {
            Ok(step) => self.deliver_step(&step),
            Err(why) => {
                self.refuse(id, why);
                // What the seat owes, again, so a client that went wrong can go right: only to
                // the connection that was refused, and only for a seat of its own chair (a
                // question asked again of another chair would have it answer twice).
                let own_seat = match self.conns.get(&id).map(|conn| conn.role) {
                    Some(Role::Chair(chair)) => self.seat_chair.get(place) == Some(&Some(chair)),
                    _ => false,
                };
                if let (true, Some(table)) = (own_seat, &self.table) {
                    let again: Vec<_> = fanout::asks(table)
                        .into_iter()
                        .filter(|(to, message)| {
                            *to == To::Seat(place) && !matches!(message, ToClient::Waiting { .. })
                        })
                        .collect();
                    for (_, message) in again {
                        self.send(id, &message);
                    }
                }
                None
            }
        }
    }

    fn hello(
        &mut self,
        id: ConnId,
        name: &str,
        want: Want,
        since: u64,
        rejoin: Option<Bytes32>,
    ) -> Option<Finish> {
        let name = clean_line(name, MAX_NAME);
        let role = match want {
            Want::Look => Role::Looking,
            Want::Watch => Role::Spectator,
            Want::Chair { chair } => {
                // A chair a person holds is taken back only with its secret, never by a name:
                // a name is all that anyone with the ticket sees of its holder.
                let taken = self
                    .chairs
                    .get(chair)
                    .is_none_or(|state| state.rejoin.is_some() && state.rejoin != rejoin);
                if taken {
                    self.refuse(id, Refusal::SeatTaken);
                    self.drop_conn(id);
                    return None;
                }
                let state = &self.chairs[chair];
                if let Some(old) = state.conn {
                    self.conns.remove(&old);
                }
                let state = &mut self.chairs[chair];
                state.conn = Some(id);
                state.name = Some(if name.is_empty() {
                    self.loc
                        .text_with("online-unnamed", &[arg("number", chair + 1)])
                } else {
                    name
                });
                state.away_since = None;
                state.computer_meanwhile = false;
                if state.rejoin.is_none() {
                    state.rejoin = Some(random_bytes());
                    self.keep_secrets();
                    if let Err(message) = self.hosting.store(&self.save_path, self.loc) {
                        return Some(Finish::SaveFailed(message));
                    }
                }
                Role::Chair(chair)
            }
        };
        if let Some(conn) = self.conns.get_mut(&id) {
            conn.role = role;
        }
        let you = match role {
            Role::Chair(chair) => Some(chair),
            _ => None,
        };
        let game = match (&self.table, &self.waiting) {
            (Some(table), _) => table.game(),
            (None, Some(game)) => game,
            (None, None) => return None,
        };
        let setup = match self.own.public_setup(game) {
            Ok(setup) => setup,
            Err(message) => return Some(Finish::SaveFailed(message)),
        };
        let welcome: Message<H::Game> = ToClient::Welcome {
            version: VERSION,
            game: self.game_id.to_string(),
            setup,
            chairs: self.chair_infos(),
            you,
            seed_commitment: self.hosting_commitment(),
            rejoin: you.and_then(|chair| self.chairs[chair].rejoin),
        };
        self.send(id, &welcome);
        if let Some(table) = &self.table {
            let to: Vec<To> = match role {
                Role::Chair(chair) => self.chairs[chair]
                    .seats
                    .iter()
                    .map(|&s| To::Seat(s))
                    .collect(),
                Role::Spectator => vec![To::Spectators],
                _ => Vec::new(),
            };
            let mut catch_up = Vec::new();
            for to in to {
                catch_up.extend(fanout::catch_up(table, to, since));
            }
            // Said before the catch-up, whose last message may be a question the client
            // stays at: its screen then knows the game is under way.
            if !catch_up.is_empty() {
                self.send(id, &ToClient::Playing);
            }
            for (_, message) in catch_up {
                self.send(id, &message);
            }
        }
        if let Some((record, proof)) = self.over.clone() {
            if !matches!(role, Role::Looking) {
                self.send(id, &ToClient::Over { record, proof });
            }
        }
        if matches!(role, Role::Chair(_)) {
            self.broadcast(&ToClient::Chairs {
                chairs: self.chair_infos(),
            });
            return self.after_change();
        }
        None
    }

    fn hosting_commitment(&self) -> Bytes32 {
        seed_commitment(&self.hosting.host_secret)
    }

    /// Starts the game once every person's seat is held and has contributed, plays the
    /// computer's seats, and saves.
    fn after_change(&mut self) -> Option<Finish> {
        if self.table.is_none() {
            let ready = self
                .chairs
                .iter()
                .all(|c| c.conn.is_some() && c.contribution.is_some());
            if !ready {
                return None;
            }
            let contributions: Vec<Bytes32> =
                self.chairs.iter().filter_map(|c| c.contribution).collect();
            self.seed = mixed_seed(&self.hosting.host_secret, &contributions);
            let game = self.waiting.take()?;
            self.table = Some(Table::new(
                game,
                SeededDice::from_seed(self.seed),
                Vec::new(),
                Vec::new(),
            ));
            if let Some(failed) = self.save() {
                return Some(failed);
            }
            self.broadcast(&ToClient::Playing);
            let table = self.table.as_ref()?;
            let mut first = Vec::new();
            for place in 0..self.seat_chair.len() {
                first.extend(fanout::catch_up(table, To::Seat(place), 0));
            }
            first.extend(fanout::catch_up(table, To::Spectators, 0));
            self.send_all(first);
        }
        self.play_computers()
    }

    /// The computer's seats (and people's seats a computer holds meanwhile) decide until a
    /// person owes the next decision.
    fn play_computers(&mut self) -> Option<Finish> {
        loop {
            let Some(table) = &self.table else {
                return None;
            };
            if table.game().is_over() {
                return self.send_over();
            }
            // A person who committed and stayed away past the timeout cannot reveal: the
            // computer chooses for them afresh, or the round would wait for ever.
            let stranded = table.asks().into_iter().find(|a| {
                let place = table.place(a.seat);
                a.owes == Owes::Reveal
                    && self.computer_plays(place)
                    && self.committed[place]
                        .as_ref()
                        .is_none_or(|(at, _, _)| *at != a.at)
            });
            if let Some(stranded) = stranded {
                let table = self.table.as_mut()?;
                table.withdraw(stranded.seat).ok()?;
                continue;
            }
            let Some(table) = &self.table else {
                return None;
            };
            let asks = table.asks();
            // A choice the computer committed to is revealed by the computer, even if its
            // person came back in between (they never knew it); a person's commitment waits for
            // them, even while the computer plays for them (it cannot know their choice).
            let next = asks.into_iter().find(|a| {
                let place = table.place(a.seat);
                match a.owes {
                    Owes::Choose => self.computer_plays(place),
                    Owes::Reveal => self.committed[place]
                        .as_ref()
                        .is_some_and(|(at, _, _)| *at == a.at),
                    Owes::Nothing => false,
                }
            });
            let asked = next?;
            let place = table.place(asked.seat);
            let step = match asked.owes {
                Owes::Choose => {
                    let seed = decision_seed(self.seed, place as u8, asked.at);
                    let decision = self
                        .own
                        .computer(table.game(), asked.seat, &asked.legal, seed);
                    let table = self.table.as_mut()?;
                    if asked.commit {
                        let nonce = random_bytes();
                        let text = decision_text(&decision);
                        let hash = choice_commitment(asked.at, place, &text, &nonce);
                        self.committed[place] = Some((asked.at, nonce, text));
                        table.commit(asked.seat, asked.at, hash)
                    } else {
                        table.decide(asked.seat, asked.at, decision, None)
                    }
                }
                Owes::Reveal => {
                    let (at, nonce, text) = self.committed[place].take()?;
                    let decision = serde_json::from_str(&text).ok()?;
                    let table = self.table.as_mut()?;
                    table.decide(asked.seat, at, decision, Some(nonce))
                }
                Owes::Nothing => return None,
            };
            match step {
                Ok(step) => {
                    if let Some(failed) = self.deliver_step(&step) {
                        return Some(failed);
                    }
                }
                // A computer's coach offers only what `legal` lists; a refusal would loop.
                Err(_) => return None,
            }
        }
    }

    fn deliver_step(&mut self, step: &Step<H::Game>) -> Option<Finish> {
        let Some(table) = &self.table else {
            return None;
        };
        let messages = fanout::after_step(table, step);
        // Saved before anyone hears of it: a host that dies in between has told nobody an
        // outcome its save does not hold, so the game resumed is the game they saw.
        if let Step::Applied(_) = step {
            if let Some(failed) = self.save() {
                return Some(failed);
            }
        }
        self.send_all(messages);
        self.play_computers()
    }

    fn send_over(&mut self) -> Option<Finish> {
        if self.over.is_some() {
            return None;
        }
        let record = match self.record_text() {
            Ok(record) => record,
            Err(message) => return Some(Finish::SaveFailed(message)),
        };
        let proof = Proof {
            seed_commitment: self.hosting_commitment(),
            host_secret: self.hosting.host_secret,
            contributions: self.chairs.iter().filter_map(|c| c.contribution).collect(),
            commitments: self
                .table
                .as_ref()
                .map(|t| t.commitments().to_vec())
                .unwrap_or_default(),
        };
        self.broadcast(&ToClient::Over {
            record: record.clone(),
            proof: proof.clone(),
        });
        self.over = Some((record, proof));
        self.over_at = Some(Instant::now());
        None
    }

    /// Whether the computer decides for seat `place`: a computer's seat, or a person's while
    /// a computer holds it for them.
    fn computer_plays(&self, place: usize) -> bool {
        match self.seat_chair.get(place).copied().flatten() {
            None => true,
            Some(chair) => self.chairs[chair].computer_meanwhile,
        }
    }

    /// Each seat's person's name; `None` for the computer's seats.
    fn names(&self) -> Vec<Option<String>> {
        self.seat_chair
            .iter()
            .map(|chair| chair.and_then(|c| self.chairs[c].name.clone()))
            .collect()
    }

    fn record_text(&mut self) -> Result<String, String> {
        let names = self.names();
        let seed = self.seed;
        match &self.table {
            Some(table) => self.own.record_text(table.game(), seed, &names),
            None => Err(String::new()),
        }
    }

    fn keep_secrets(&mut self) {
        self.hosting.rejoin = (self.chairs.iter().enumerate())
            .filter_map(|(chair, state)| {
                Some(ChairSecret {
                    chair,
                    secret: state.rejoin?,
                })
            })
            .collect();
    }

    /// What the host keeps beside the record, then the record, after every decision: a host
    /// killed between the two leaves commitments ahead of its save, which resuming drops,
    /// rather than a save whose latest round's commitments are lost from the proof.
    fn save(&mut self) -> Option<Finish> {
        let text = match self.record_text() {
            Ok(text) => text,
            Err(message) => return Some(Finish::SaveFailed(message)),
        };
        self.hosting.names = self.chairs.iter().map(|c| c.name.clone()).collect();
        self.keep_secrets();
        self.hosting.contributions = self.chairs.iter().map(|c| c.contribution).collect();
        if let Some(table) = &self.table {
            self.hosting.commitments = table.commitments().to_vec();
        }
        if let Err(message) = self.hosting.store(&self.save_path, self.loc) {
            return Some(Finish::SaveFailed(message));
        }
        files::store_text(&self.save_path, &text, self.loc)
            .err()
            .map(Finish::SaveFailed)
    }

    fn tick(&mut self) -> Option<Finish> {
        self.table.as_ref()?;
        let mut changed = false;
        for chair in &mut self.chairs {
            if let Some(since) = chair.away_since {
                if !chair.computer_meanwhile && since.elapsed() >= self.seat_timeout {
                    chair.computer_meanwhile = true;
                    changed = true;
                }
            }
        }
        if changed {
            self.broadcast(&ToClient::Chairs {
                chairs: self.chair_infos(),
            });
            return self.play_computers();
        }
        None
    }

    fn drop_conn(&mut self, id: ConnId) {
        let Some(conn) = self.conns.remove(&id) else {
            return;
        };
        if let Role::Chair(chair) = conn.role {
            let started = self.table.is_some();
            let state = &mut self.chairs[chair];
            state.conn = None;
            state.away_since = Some(Instant::now());
            // Before the game starts a chair left is free again, for whoever comes: a table
            // does not wait for someone who walked away from the lobby.
            if !started {
                state.name = None;
                state.rejoin = None;
                state.contribution = None;
            }
            self.broadcast(&ToClient::Chairs {
                chairs: self.chair_infos(),
            });
        }
    }

    fn chair_infos(&self) -> Vec<ChairInfo> {
        self.chairs
            .iter()
            .enumerate()
            .map(|(chair, state)| ChairInfo {
                chair,
                seats: state.seats.clone(),
                team: state.team,
                who: match &state.name {
                    None => Occupant::Free,
                    Some(name) => Occupant::Person {
                        name: name.clone(),
                        connected: state.conn.is_some(),
                        computer_meanwhile: state.computer_meanwhile,
                    },
                },
            })
            .collect()
    }

    fn refuse(&mut self, id: ConnId, why: Refusal) {
        let message: Message<H::Game> = ToClient::Refused {
            why,
            version: VERSION,
        };
        self.send(id, &message);
        let too_many = self.conns.get_mut(&id).is_some_and(|conn| {
            conn.refusals += 1;
            conn.refusals > MAX_REFUSALS
        });
        if too_many {
            self.drop_conn(id);
        }
    }

    fn send(&mut self, id: ConnId, message: &Message<H::Game>) {
        let frame = encode(message);
        let full = self
            .conns
            .get(&id)
            .is_some_and(|conn| conn.out.try_send(frame).is_err());
        if full {
            self.drop_conn(id);
        }
    }

    fn send_all(&mut self, messages: Vec<(To, Message<H::Game>)>) {
        for (to, message) in messages {
            let ids: Vec<ConnId> = self
                .conns
                .iter()
                .filter(|(_, conn)| match (to, conn.role) {
                    (To::Seat(place), Role::Chair(chair)) => {
                        self.seat_chair.get(place) == Some(&Some(chair))
                    }
                    (To::Spectators, Role::Spectator) => true,
                    _ => false,
                })
                .map(|(&id, _)| id)
                .collect();
            for id in ids {
                self.send(id, &message);
            }
        }
    }

    fn broadcast(&mut self, message: &Message<H::Game>) {
        let ids: Vec<ConnId> = self
            .conns
            .iter()
            .filter(|(_, c)| !matches!(c.role, Role::New))
            .map(|(&id, _)| id)
            .collect();
        for id in ids {
            self.send(id, message);
        }
    }
}

/// 32 bytes from the operating system.
pub fn random_bytes() -> Bytes32 {
    use rand::TryRngCore;
    let mut bytes = [0u8; 32];
    if rand::rngs::OsRng.try_fill_bytes(&mut bytes).is_err() {
        // No system randomness: the clock, mixed, rather than no game at all.
        let now = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_nanos())
            .unwrap_or(0);
        bytes[..16].copy_from_slice(&now.to_le_bytes());
    }
    Bytes32(bytes)
}
