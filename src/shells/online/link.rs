//! A client's connection to its host and the loop every game's client shares: the messages
//! in, the game's screens (`ClientGame`), the person's answers out (committed first where the
//! host asks for it), and the record and proof kept at the end. The network runs on its own
//! tasks and comes back by itself after a drop; the screens run on this thread.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{mpsc as std_mpsc, Arc};
use std::time::Duration;

use gridiron_core::game::Game;
use gridiron_core::i18n::{arg, Localizer};
use gridiron_core::text::printable;
use gridiron_core::wrap;
use gridiron_online::proof::{choice_commitment, Bytes32};
use gridiron_online::protocol::{
    decode, encode, ChairInfo, Occupant, Refusal, ToClient, ToHost, Want, VERSION,
};
use gridiron_online::record::OnlineRecord;
use gridiron_online::table::decision_text;
use serde::Deserialize;
use tokio::io::{AsyncRead, AsyncWrite};
use tokio::sync::mpsc;

use super::adapter::{ClientGame, Reply};
use super::rejoin::Rejoin;
use super::server::random_bytes;
use super::wire::{read_frame, write_frame};
use crate::shells::kit::exit::{Done, Failure};

/// A client the host has welcomed: what the welcome said, and the connection to go on with.
pub struct Joined {
    pub game: String,
    pub setup: String,
    pub chairs: Vec<ChairInfo>,
    /// The chair this client holds; `None` for a spectator.
    pub you: Option<usize>,
    pub seed_commitment: Bytes32,
    /// The ticket, shown on the host's own screen while seats are free.
    pub ticket: Option<String>,
    /// The connection: messages to and from the host.
    pub link: Link,
}

/// What the network tells the screens.
pub enum FromNet {
    Frame(Vec<u8>),
    /// The connection dropped; it is being made again.
    Lost,
    /// It is made again.
    Back,
    /// The host could not be reached at all (the transport's words).
    Unreachable(String),
    /// The host could not be reached again for `GIVE_UP_AFTER`.
    GaveUp,
}

/// How long a client that lost its host dials it again before it gives up: longer than a host
/// takes to be restarted with `--resume`, not so long that a person waits on a host that is
/// gone for good.
const GIVE_UP_AFTER: Duration = Duration::from_secs(5 * 60);
const REDIAL_PAUSE: Duration = Duration::from_secs(2);

/// The connection to the host, as the client loop uses it.
pub struct Link {
    pub incoming: std_mpsc::Receiver<FromNet>,
    pub outgoing: mpsc::UnboundedSender<Vec<u8>>,
}

/// How long a client that holds the record waits for the host to take note and close.
const KEPT_WAIT: Duration = Duration::from_secs(5);

impl Link {
    fn send<D: serde::Serialize>(&self, message: &ToHost<D>) {
        let _ = self.outgoing.send(encode(message));
    }

    /// Tells the host this client holds the game's record, and waits until the host closes the
    /// connection (or `KEPT_WAIT`): closed at once, the connection could lose the message
    /// still on its way, and the host would wait for this person to come back for the record.
    fn say_kept(&self) {
        self.send(&ToHost::<()>::Kept);
        let until = std::time::Instant::now() + KEPT_WAIT;
        while let Ok(FromNet::Frame(_)) = self
            .incoming
            .recv_timeout(until.saturating_duration_since(std::time::Instant::now()))
        {}
    }
}

/// Just enough of a message for the hello after a drop: the event numbers, and the chair's
/// rejoin secret from a welcome.
#[derive(Deserialize)]
struct Peek {
    #[serde(default)]
    events: Vec<PeekNumber>,
    you: Option<usize>,
    rejoin: Option<Bytes32>,
}

#[derive(Deserialize)]
struct PeekNumber {
    n: u64,
}

/// Carries frames between one stream and the screens until either side ends; the last event
/// number seen is kept in `last`, a chair's rejoin secret in `rejoin`.
pub async fn pump<W, R>(
    mut send: W,
    mut recv: R,
    to_screens: &std_mpsc::Sender<FromNet>,
    from_screens: &mut mpsc::UnboundedReceiver<Vec<u8>>,
    last: &AtomicU64,
    rejoin: &Rejoin,
) -> bool
where
    W: AsyncWrite + Unpin,
    R: AsyncRead + Unpin,
{
    loop {
        tokio::select! {
            frame = read_frame(&mut recv) => {
                let Ok(body) = frame else { return true };
                if let Ok(peek) = serde_json::from_slice::<Peek>(&body) {
                    if let Some(n) = peek.events.last() {
                        last.store(n.n, Ordering::Relaxed);
                    }
                    if let (Some(chair), Some(secret)) = (peek.you, peek.rejoin) {
                        rejoin.keep(chair, secret);
                    }
                }
                if to_screens.send(FromNet::Frame(body)).is_err() {
                    return false;
                }
            }
            out = from_screens.recv() => {
                let Some(frame) = out else { return false };
                if !write_frame(&mut send, &frame).await {
                    return true;
                }
            }
        }
    }
}

/// The host's own person: the same client, over a stream inside the process, with its `hello`.
pub fn play_local(
    runtime: tokio::runtime::Handle,
    stream: tokio::io::DuplexStream,
    hello: ToHost<()>,
    ticket: String,
    loc: &Localizer,
) -> Done {
    let (to_screens, incoming) = std_mpsc::channel();
    let (outgoing, mut from_screens) = mpsc::unbounded_channel();
    let link = Link { incoming, outgoing };
    runtime.spawn(async move {
        let (recv, send) = tokio::io::split(stream);
        let last = AtomicU64::new(0);
        let kept = Rejoin::in_memory();
        pump(send, recv, &to_screens, &mut from_screens, &last, &kept).await;
    });
    link.send(&hello);
    let joined = welcomed(link, Some(ticket), loc)?;
    let entry = crate::registry::find(&joined.game).ok_or(Failure::Problem)?;
    (entry.online.join)(joined, loc)
}

/// Waits for the host's welcome on `link` and sends this person's part of the seed.
pub fn welcomed(link: Link, ticket: Option<String>, loc: &Localizer) -> Result<Joined, Failure> {
    loop {
        let body = match link.incoming.recv() {
            Ok(FromNet::Frame(body)) => body,
            Ok(FromNet::Unreachable(why)) => {
                let error = super::transport::NetError::Connect(why);
                eprintln!("{}", super::words::net_error(&error, loc));
                return Err(Failure::Problem);
            }
            _ => {
                eprintln!("{}", loc.text("online-error-host-gone"));
                return Err(Failure::Problem);
            }
        };
        // The welcome does not depend on the game: decoded with unit types, the rest ignored.
        let message: ToClient<(), (), (), ()> = match decode(&body) {
            Ok(message) => message,
            Err(_) => continue,
        };
        match message {
            ToClient::Welcome {
                version: _,
                game,
                setup,
                chairs,
                you,
                seed_commitment,
                ..
            } => {
                if you.is_some() {
                    let contribute: ToHost<()> = ToHost::Contribute {
                        entropy: random_bytes(),
                    };
                    link.send(&contribute);
                }
                return Ok(Joined {
                    game,
                    setup,
                    chairs,
                    you,
                    seed_commitment,
                    ticket,
                    link,
                });
            }
            ToClient::Refused { why, version } => {
                eprintln!("{}", super::words::refusal(why, version, loc));
                return Err(Failure::Problem);
            }
            _ => continue,
        }
    }
}

/// What a client shows at the foot of its screen: who is awaited, who is away, the talk.
struct Status {
    chairs: Vec<ChairInfo>,
    waiting: Vec<usize>,
    talk: Vec<String>,
    lost: bool,
    ticket: Option<String>,
    started: bool,
}

impl Status {
    /// The screen before the game starts: every chair, who holds it, and the ticket (on the
    /// host's own screen).
    fn lobby<C: ClientGame>(&self, game: &C, you: Option<usize>, loc: &Localizer) -> String {
        let mut out = format!("{}\n\n", loc.text("online-lobby-title"));
        for chair in &self.chairs {
            let seats = game.chair_name(&chair.seats);
            let who = match &chair.who {
                Occupant::Free => loc.text("online-lobby-free"),
                Occupant::Person { name, .. } if Some(chair.chair) == you => {
                    loc.text_with("online-lobby-you", &[arg("name", printable(name))])
                }
                Occupant::Person { name, .. } => printable(name).to_string(),
            };
            let line = format!("{}. {seats}: {who}", chair.chair + 1);
            out.push_str(&wrap::fill(&line, "  ", "     "));
        }
        let free = self
            .chairs
            .iter()
            .filter(|c| c.who == Occupant::Free)
            .count();
        out.push('\n');
        out.push_str(&wrap::fill(
            &loc.text_with("online-lobby", &[arg("free", free as i64)]),
            "",
            "",
        ));
        if let Some(ticket) = &self.ticket {
            out.push('\n');
            out.push_str(&wrap::fill(&loc.text("online-lobby-ticket"), "", ""));
            // The ticket whole, even past 80 columns: copied as one word.
            out.push_str(&format!("{ticket}\n"));
        }
        out
    }

    /// The chair that plays seat `place`, if a person does.
    fn chair_of(&self, place: usize) -> Option<&ChairInfo> {
        self.chairs.iter().find(|c| c.seats.contains(&place))
    }

    fn lines<C: ClientGame>(&self, game: &C, you: Option<usize>, loc: &Localizer) -> Vec<String> {
        let mut lines = Vec::new();
        if self.lost {
            lines.push(loc.text("online-lost"));
        }
        if !self.started {
            let free = self
                .chairs
                .iter()
                .filter(|c| c.who == Occupant::Free)
                .count();
            lines.push(loc.text_with("online-lobby", &[arg("free", free as i64)]));
            if let Some(ticket) = &self.ticket {
                lines.push(loc.text("online-lobby-ticket"));
                lines.push(ticket.clone());
            }
            return lines;
        }
        for &place in &self.waiting {
            let chair = self.chair_of(place);
            if chair.is_some_and(|c| Some(c.chair) == you) {
                continue;
            }
            let seat = game.seat_name(place);
            let line = match chair.map(|c| &c.who) {
                Some(Occupant::Person {
                    name,
                    connected: false,
                    computer_meanwhile: false,
                }) => loc.text_with(
                    "online-paused",
                    &[arg("name", name.clone()), arg("seat", seat)],
                ),
                Some(Occupant::Person {
                    name,
                    computer_meanwhile: false,
                    ..
                }) => loc.text_with(
                    "online-waiting-for",
                    &[arg("name", name.clone()), arg("seat", seat)],
                ),
                _ => loc.text_with("online-waiting-computer", &[arg("seat", seat)]),
            };
            lines.push(line);
        }
        for chair in &self.chairs {
            if let Occupant::Person {
                name,
                computer_meanwhile: true,
                ..
            } = &chair.who
            {
                let seat = game.chair_name(&chair.seats);
                lines.push(loc.text_with(
                    "online-computer-meanwhile",
                    &[arg("name", name.clone()), arg("seat", seat)],
                ));
            }
        }
        if let Some(said) = self.talk.last() {
            lines.push(said.clone());
        }
        lines.truncate(3);
        lines
    }
}

type Message<G> = ToClient<
    <G as Game>::Decision,
    <G as Game>::Event,
    <G as Game>::SeatView,
    <G as Game>::PublicView,
>;

/// The talk key at every question.
pub const TALK_KEY: char = '!';

/// Runs the client loop of game `C` on `joined`: the generic part every game shares.
pub fn play<C: ClientGame>(joined: Joined, loc: &Localizer) -> Done {
    let Joined {
        game: game_id,
        setup,
        chairs,
        you,
        seed_commitment,
        ticket,
        link,
    } = joined;
    let screen = crate::shells::terminal::play::screen(loc);
    let mine: Vec<usize> = you
        .and_then(|chair| chairs.iter().find(|c| c.chair == chair))
        .map(|c| c.seats.clone())
        .unwrap_or_default();
    let mut game = match C::new(&setup, &mine, loc) {
        Ok(game) => game,
        Err(message) => {
            eprintln!("{message}");
            return Err(Failure::Problem);
        }
    };
    let mut status = Status {
        chairs,
        waiting: Vec::new(),
        talk: Vec::new(),
        lost: false,
        ticket,
        started: false,
    };
    // A choice committed to and not yet revealed: its number, seat, the choice and its nonce.
    let mut committed: Option<(u64, usize, <C::Game as Game>::Decision, Bytes32)> = None;
    // Events come once per seat this client plays: each number is taken once.
    let mut last_event = 0u64;
    // A seat's next answer given ahead, with its question (`Reply::DecideThen`).
    let mut then: Option<(usize, <C::Game as Game>::Decision)> = None;
    loop {
        let Ok(first) = link.incoming.recv() else {
            screen.say(&format!("\n{}\n", loc.text("online-error-host-gone")));
            return Err(Failure::Problem);
        };
        let mut batch = vec![first];
        while let Ok(more) = link.incoming.try_recv() {
            batch.push(more);
        }
        let mut draw = false;
        for from in batch {
            let message: Message<C::Game> = match from {
                FromNet::Lost => {
                    status.lost = true;
                    draw = true;
                    continue;
                }
                FromNet::Back => {
                    status.lost = false;
                    draw = true;
                    continue;
                }
                FromNet::Unreachable(_) => continue,
                FromNet::GaveUp => {
                    screen.say(&format!(
                        "\n{}\n",
                        loc.text_with(
                            "online-error-gave-up",
                            &[arg("minutes", GIVE_UP_AFTER.as_secs() / 60)]
                        )
                    ));
                    return Err(Failure::Problem);
                }
                FromNet::Frame(body) => match decode(&body) {
                    Ok(message) => message,
                    Err(_) => continue,
                },
            };
            draw = true;
            match message {
                ToClient::Welcome { chairs, .. } => {
                    status.chairs = chairs;
                    // Back in the lobby after a drop: the chair was free again meanwhile, and
                    // its part of the seed with it.
                    if you.is_some() && !status.started {
                        link.send(&ToHost::<()>::Contribute {
                            entropy: random_bytes(),
                        });
                    }
                }
                ToClient::Chairs { chairs } => status.chairs = chairs,
                ToClient::Playing => status.started = true,
                ToClient::Events { mut events } => {
                    events.retain(|e| e.n > last_event);
                    if let Some(last) = events.last() {
                        last_event = last.n;
                        game.events(&events);
                    }
                }
                ToClient::View { seat, view, .. } => game.view(seat, view),
                ToClient::Table { view, .. } => game.table(view),
                ToClient::Waiting { seats } => status.waiting = seats,
                ToClient::Said { from, text } => status
                    .talk
                    .push(loc.text_with("online-said", &[arg("name", from), arg("text", text)])),
                ToClient::Committed { .. } => {}
                ToClient::Refused { why, version } => {
                    // Refusals of a hello end the client: after a drop the chair is no longer
                    // its own (or the host is another program).
                    if matches!(why, Refusal::Version | Refusal::Ticket | Refusal::SeatTaken) {
                        eprintln!("{}", super::words::refusal(why, version, loc));
                        return Err(Failure::Problem);
                    }
                }
                ToClient::Ask {
                    at,
                    seat,
                    legal,
                    commit,
                    ahead,
                } => {
                    if !mine.contains(&seat) {
                        continue;
                    }
                    let given = then
                        .take()
                        .filter(|(s, d)| *s == seat && legal.contains(d))
                        .map(|(_, d)| d);
                    let decision = loop {
                        if let Some(decision) = given {
                            break decision;
                        }
                        let lines = status.lines(&game, you, loc);
                        match game.ask(&screen, seat, &legal, &ahead, &lines, TALK_KEY) {
                            Ok(Reply::Decide(decision)) => break decision,
                            Ok(Reply::DecideThen(decision, next)) => {
                                then = Some((seat, next));
                                break decision;
                            }
                            Ok(Reply::Say(text)) => {
                                let say: ToHost<<C::Game as Game>::Decision> = ToHost::Say { text };
                                link.send(&say);
                            }
                            Err(_) => return Err(Failure::Closed),
                        }
                    };
                    if commit {
                        let nonce = random_bytes();
                        let hash = choice_commitment(at, seat, &decision_text(&decision), &nonce);
                        committed = Some((at, seat, decision, nonce));
                        let message: ToHost<<C::Game as Game>::Decision> =
                            ToHost::Commit { at, seat, hash };
                        link.send(&message);
                    } else {
                        link.send(&ToHost::Decide {
                            at,
                            seat,
                            decision,
                            nonce: None,
                        });
                    }
                    draw = false;
                }
                ToClient::Reveal { at, seat } => {
                    if let Some((_, _, decision, nonce)) =
                        committed.filter(|c| c.0 == at && c.1 == seat)
                    {
                        link.send(&ToHost::Decide {
                            at,
                            seat,
                            decision,
                            nonce: Some(nonce),
                        });
                    }
                }
                ToClient::Over { record, proof } => {
                    game.finish(&screen);
                    // The host's secret must be the one it committed to before anyone joined;
                    // a host that swapped it is said to have done so, and the record kept.
                    if proof.seed_commitment != seed_commitment {
                        screen.say(&format!("\n{}\n", loc.text("online-proof-swapped")));
                    }
                    let kept = OnlineRecord {
                        game: game_id.clone(),
                        record,
                        proof,
                    };
                    super::words::kept(&screen, &kept, loc);
                    link.say_kept();
                    return Ok(());
                }
            }
        }
        if draw && !status.started {
            screen.clear();
            screen.say(&status.lobby(&game, you, loc));
        } else if draw {
            let lines = status.lines(&game, you, loc);
            game.show(&screen, &lines);
        }
    }
}

/// `gridiron join TICKET`: connects, shows the seats, takes one (or watches), and plays.
pub fn join(
    ticket: &str,
    watch: bool,
    seat: Option<usize>,
    name: String,
    relay: Option<&str>,
    loopback: bool,
    loc: &Localizer,
) -> Done {
    let Some(parsed) = super::transport::Ticket::from_text(ticket) else {
        eprintln!("{}", loc.text("online-error-ticket"));
        return Err(Failure::Usage);
    };
    // Ctrl-C leaves the table saying how to come back: the seat's secret is kept on this
    // machine, so the same ticket takes the seat again.
    crate::shells::terminal::play::install_interrupt_handler();
    crate::shells::terminal::play::set_resume_hint(Some(loc.text_with(
        "online-join-interrupted",
        &[arg("ticket", printable(ticket.trim()))],
    )));
    let ticket = parsed;
    let runtime = match tokio::runtime::Builder::new_multi_thread()
        .worker_threads(1)
        .enable_all()
        .build()
    {
        Ok(runtime) => runtime,
        Err(error) => {
            eprintln!(
                "{}",
                loc.text_with("online-error-runtime", &[arg("why", error.to_string())])
            );
            return Err(Failure::Problem);
        }
    };
    let reach = super::transport::Reach::from_options(relay, loopback);
    let endpoint = match runtime.block_on(super::transport::endpoint(&reach, None, false, 0)) {
        Ok(endpoint) => endpoint,
        Err(error) => {
            eprintln!("{}", super::words::net_error(&error, loc));
            return Err(Failure::Problem);
        }
    };
    let rejoin = Arc::new(Rejoin::for_ticket(&ticket.code));
    let want = if watch {
        Want::Watch
    } else {
        match seat {
            Some(chair) => Want::Chair { chair },
            None => match super::words::choose_seat(&runtime, &endpoint, &ticket, &rejoin, loc) {
                Ok(Some(chair)) => Want::Chair { chair },
                Ok(None) => Want::Watch,
                Err(failure) => return Err(failure),
            },
        }
    };
    let (to_screens, incoming) = std_mpsc::channel();
    let (outgoing, from_screens) = mpsc::unbounded_channel();
    let link = Link { incoming, outgoing };
    let last = Arc::new(AtomicU64::new(0));
    let code = ticket.code;
    let host = ticket.host.clone();
    let hello_name = name.clone();
    let connected_endpoint = endpoint.clone();
    runtime.spawn(async move {
        let mut from_screens = from_screens;
        let mut first = true;
        let mut last_reached = tokio::time::Instant::now();
        loop {
            if last_reached.elapsed() >= GIVE_UP_AFTER {
                let _ = to_screens.send(FromNet::GaveUp);
                return;
            }
            match super::transport::dial(&connected_endpoint, host.clone()).await {
                Ok((connection, mut send, recv)) => {
                    let since = (!first).then(|| last.load(Ordering::Relaxed));
                    let hello: ToHost<()> = ToHost::Hello {
                        version: VERSION,
                        code,
                        name: hello_name.clone(),
                        want,
                        since,
                        rejoin: match want {
                            Want::Chair { chair } => rejoin.secret(chair),
                            Want::Look | Want::Watch => None,
                        },
                    };
                    if !write_frame(&mut send, &encode(&hello)).await {
                        continue;
                    }
                    if !first && to_screens.send(FromNet::Back).is_err() {
                        return;
                    }
                    first = false;
                    let again =
                        pump(send, recv, &to_screens, &mut from_screens, &last, &rejoin).await;
                    last_reached = tokio::time::Instant::now();
                    connection.close(0u32.into(), b"bye");
                    if !again || to_screens.send(FromNet::Lost).is_err() {
                        return;
                    }
                }
                Err(error) if first => {
                    let why = match error {
                        super::transport::NetError::Connect(why)
                        | super::transport::NetError::Bind(why)
                        | super::transport::NetError::RelayUrl(why) => why,
                    };
                    let _ = to_screens.send(FromNet::Unreachable(why));
                    return;
                }
                Err(_) => {}
            }
            tokio::time::sleep(REDIAL_PAUSE).await;
        }
    });
    let joined = welcomed(link, None, loc)?;
    let Some(entry) = crate::registry::find(&joined.game) else {
        eprintln!("{}", loc.text("online-error-game"));
        return Err(Failure::Problem);
    };
    let done = (entry.online.join)(joined, loc);
    runtime.block_on(endpoint.close());
    done
}
