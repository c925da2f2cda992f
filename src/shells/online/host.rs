//! `gridiron host`: one game served to its seats over the network. The game's task
//! (`server`) holds the game; each connection has a task that reads its frames (refusing what
//! no frame may be, and too many too fast) and one that writes what the game's task sends it.
//! The host's own person plays through the same protocol, over a stream inside the process.

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use gridiron_core::i18n::{arg, Localizer};
use gridiron_online::proof::Bytes32;
use gridiron_online::protocol::{encode, Refusal, ToClient, ToHost, Want, VERSION};
use iroh::{Endpoint, SecretKey};
use serde::Deserialize;
use tokio::io::{AsyncRead, AsyncWrite, AsyncWriteExt};
use tokio::sync::{mpsc, oneshot};

use super::adapter::{HostGame, Hosted};
use super::hosting::Hosting;
use super::link;
use super::server::{random_bytes, ConnId, Finish, Inbound, Server, QUEUE};
use super::transport::{self, Reach, Ticket};
use super::wire::{read_frame, write_frame, ReadError};
use crate::shells::kit::exit::{Done, Failure};

/// How the host serves, besides how the game is set up.
#[derive(Debug, Clone)]
pub struct HostOptions {
    /// How long a person may be away before a computer coach plays their seat.
    pub seat_timeout: Duration,
    /// A relay of one's own (`None`: the transport's public relays; `Some("none")`: none).
    pub relay: Option<String>,
    /// Only loopback addresses, no relay and no discovery: tests and trials on one machine.
    pub loopback: bool,
    /// Which seat the host's own person plays.
    pub seat: HostSeat,
    /// The name the host's own person goes by.
    pub name: String,
    /// Where to write the ticket as well as showing it (tests and scripts read it there).
    pub ticket_file: Option<std::path::PathBuf>,
}

/// Which seat the host's own person plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HostSeat {
    /// The first seat a person plays.
    First,
    /// A seat by its place.
    Place(usize),
    /// None: the host only serves.
    Serve,
}

/// Messages of a connection taken in one second: the rest wait for the next. A person sends a
/// few a second; a program answering at once, a few hundred.
const PER_SECOND: u32 = 1_000;
/// Seconds in a row at that rate after which a connection is closed as a flood.
const FLOOD_SECONDS: u32 = 3;
const SECOND: Duration = Duration::from_secs(1);
/// How long what is queued for a connection the game's task let go of may take to leave.
const LINGER: Duration = Duration::from_secs(1);
/// Connections one game's host holds at once: its people, spectators, and room for those who
/// come back before their old connection is noticed gone. Past it a newcomer is turned away
/// before its handshake, so a peer that opens connections without end costs the host little.
pub const CONNECTIONS_PER_GAME: usize = 64;

/// Serves `hosted` until the game is over or the host is stopped.
pub fn serve<H: HostGame>(hosted: Hosted<H>, options: &HostOptions, loc: &Localizer) -> Done {
    let game_id = game_id_of::<H>();
    let hosting = match hosted.resumed {
        Some(_) => match Hosting::load(&hosted.save_path) {
            Ok(hosting) => hosting,
            Err(why) => {
                eprintln!(
                    "{}",
                    loc.text_with(
                        "online-error-hosting",
                        &[
                            arg("path", hosted.save_path.display().to_string()),
                            arg("why", why),
                        ],
                    )
                );
                return Err(Failure::Problem);
            }
        },
        None => Hosting::new(
            random_bytes(),
            transport::admission_code(random_bytes()),
            random_bytes(),
        ),
    };
    let runtime = match tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
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
    let reach = Reach::from_options(options.relay.as_deref(), options.loopback);
    let secret = SecretKey::from_bytes(&hosting.key.0);
    let endpoint = match runtime.block_on(transport::endpoint(
        &reach,
        Some(secret),
        true,
        hosting.port,
    )) {
        Ok(endpoint) => endpoint,
        Err(error) => {
            eprintln!("{}", super::words::net_error(&error, loc));
            return Err(Failure::Problem);
        }
    };
    let mut hosting = hosting;
    hosting.port = transport::bound_port(&endpoint);
    let address = runtime.block_on(transport::host_address(&endpoint, &reach));
    let ticket = Ticket {
        host: address,
        code: hosting.code,
    }
    .to_text(&reach);
    if let Some(path) = &options.ticket_file {
        if let Err(message) = crate::shells::kit::files::store_text(path, &ticket, loc) {
            eprintln!("{message}");
            return Err(Failure::Problem);
        }
    }
    let save_path = hosted.save_path.clone();
    // The game's adapter installed the Ctrl-C handler; it says how to host the game again.
    crate::shells::terminal::play::set_resume_hint(Some(loc.text_with(
        "online-host-interrupted",
        &[arg("path", save_path.display().to_string())],
    )));
    let first_chair = hosted.chairs.iter().flatten().min().copied();
    let code = hosting.code;
    let (inbound_tx, inbound_rx) = mpsc::channel::<Inbound>(QUEUE);
    let next_id = Arc::new(AtomicU64::new(1));

    // Connections from the network, each to this game's task by the code its hello shows.
    let routes: Routes = Arc::new(Mutex::new(HashMap::from([(code, inbound_tx.clone())])));
    runtime.spawn(accept_loop(
        endpoint.clone(),
        routes,
        Arc::clone(&next_id),
        CONNECTIONS_PER_GAME,
    ));
    // A second's tick, for seat timeouts.
    {
        let inbound = inbound_tx.clone();
        runtime.spawn(async move {
            let mut interval = tokio::time::interval(Duration::from_secs(1));
            loop {
                interval.tick().await;
                if inbound.send(Inbound::Tick).await.is_err() {
                    break;
                }
            }
        });
    }

    let seat_timeout = options.seat_timeout;
    let language = loc.language();
    let seat = match options.seat {
        HostSeat::First => first_chair,
        HostSeat::Place(place) => Some(place),
        HostSeat::Serve => None,
    };
    let own_rejoin = seat.and_then(|place| hosting.rejoin_of(place));
    let local = match seat {
        Some(place) => {
            let (host_side, client_side) = tokio::io::duplex(1 << 20);
            let id = next_id.fetch_add(1, Ordering::Relaxed);
            let inbound = inbound_tx.clone();
            runtime.spawn(async move {
                let (recv, send) = tokio::io::split(host_side);
                connect(id, send, recv, inbound, None).await;
            });
            Some((place, client_side))
        }
        None => None,
    };
    drop(inbound_tx);
    let shown = loc.text_with("online-ticket", &[arg("ticket", ticket.clone())]);
    let handle = runtime.handle().clone();
    // The game's task runs on a thread of its own with a localizer of its own (a localizer
    // stays on one thread); the host's own person plays on this one.
    let finish = std::thread::scope(|scope| {
        let server_handle = handle.clone();
        let server = scope.spawn(move || {
            let server_loc = crate::i18n::localizer(language);
            let server = Server::new(hosted, hosting, seat_timeout, game_id, &server_loc);
            server_handle.block_on(server.run(inbound_rx))
        });
        let played = match local {
            Some((place, stream)) => Some(link::play_local(
                handle,
                stream,
                ToHost::Hello {
                    version: VERSION,
                    code,
                    name: options.name.clone(),
                    want: Want::Chair { chair: place },
                    since: None,
                    rejoin: own_rejoin,
                },
                ticket.clone(),
                loc,
            )),
            None => {
                println!("{shown}");
                println!("{}", loc.text("online-serving"));
                None
            }
        };
        let finish = server
            .join()
            .unwrap_or_else(|_| Finish::SaveFailed(loc.text("online-error-host-task")));
        (finish, played)
    });
    // Let the last frames (the record at the end) leave before the endpoint closes.
    let deadline = Instant::now() + Duration::from_secs(2);
    runtime.block_on(async {
        tokio::time::sleep_until(deadline.into()).await;
        endpoint.close().await;
    });
    match finish {
        (Finish::Over, Some(played)) => played,
        (Finish::Over, None) => {
            println!(
                "{}",
                loc.text_with(
                    "online-host-over",
                    &[arg("path", save_path.display().to_string())]
                )
            );
            Ok(())
        }
        (Finish::SaveFailed(message), _) => {
            eprintln!("{message}");
            Err(Failure::Problem)
        }
    }
}

/// The registry id of the game `H` hosts.
fn game_id_of<H: HostGame>() -> &'static str {
    let wanted = std::any::TypeId::of::<H::Game>();
    let mut found = "";
    struct Find<'f> {
        wanted: std::any::TypeId,
        found: &'f mut &'static str,
    }
    impl crate::registry::EachGame for Find<'_> {
        fn visit<G: gridiron_core::game::Sample>(
            &mut self,
            entry: &'static crate::registry::GameEntry,
        ) {
            if std::any::TypeId::of::<G>() == self.wanted {
                *self.found = entry.id;
            }
        }
    }
    crate::registry::for_each_game(&mut Find {
        wanted,
        found: &mut found,
    });
    found
}

/// The games one host process serves, by the admission code of their tickets.
pub type Routes = Arc<Mutex<HashMap<Bytes32, mpsc::Sender<Inbound>>>>;

/// Takes every connection to `endpoint`, at most `most` at once, and hands it to the game its
/// hello names.
pub async fn accept_loop(endpoint: Endpoint, routes: Routes, next_id: Arc<AtomicU64>, most: usize) {
    let slots = Arc::new(tokio::sync::Semaphore::new(most));
    while let Some(incoming) = endpoint.accept().await {
        let Ok(slot) = Arc::clone(&slots).try_acquire_owned() else {
            incoming.refuse();
            continue;
        };
        let routes = Arc::clone(&routes);
        let id = next_id.fetch_add(1, Ordering::Relaxed);
        tokio::spawn(async move {
            let _slot = slot;
            let Ok(accepting) = incoming.accept() else {
                return;
            };
            let Ok(connection) = accepting.await else {
                return;
            };
            let accepted =
                tokio::time::timeout(Duration::from_secs(20), connection.accept_bi()).await;
            if let Ok(Ok((send, recv))) = accepted {
                route(id, send, recv, &routes).await;
                // The last frames (a refusal, the record) reach the client before the close
                // does, unless it is gone already.
                let _ = tokio::time::timeout(LINGER, connection.closed()).await;
            }
            connection.close(0u32.into(), b"bye");
        });
    }
}

/// The first frame of a connection, as far as routing needs it.
#[derive(Deserialize)]
struct HelloPeek {
    kind: String,
    version: Option<u32>,
    code: Option<Bytes32>,
}

/// Reads a connection's first frame and hands the connection to its game, or refuses it.
async fn route<W, R>(id: ConnId, mut send: W, mut recv: R, routes: &Routes)
where
    W: AsyncWrite + Unpin + Send + 'static,
    R: AsyncRead + Unpin + Send + 'static,
{
    let first = tokio::time::timeout(Duration::from_secs(20), read_frame(&mut recv)).await;
    let Ok(Ok(body)) = first else {
        return;
    };
    let peek: Option<HelloPeek> = serde_json::from_slice(&body).ok();
    let why = match &peek {
        Some(hello) if hello.kind == "hello" && hello.version == Some(VERSION) => {
            let inbound = hello
                .code
                .and_then(|code| routes.lock().ok()?.get(&code).cloned());
            match inbound {
                Some(inbound) => return connect(id, send, recv, inbound, Some(body)).await,
                None => Refusal::Ticket,
            }
        }
        Some(hello) if hello.kind == "hello" && hello.version.is_some() => Refusal::Version,
        _ => Refusal::Order,
    };
    let refused: ToClient<(), (), (), ()> = ToClient::Refused {
        why,
        version: VERSION,
    };
    write_frame(&mut send, &encode(&refused)).await;
}

/// Runs one connection: its frames to the game's task (within the frame limit and the rate),
/// the game's frames back to it. `first` is a frame already read (the hello that routed it).
pub async fn connect<W, R>(
    id: ConnId,
    mut send: W,
    mut recv: R,
    inbound: mpsc::Sender<Inbound>,
    first: Option<Vec<u8>>,
) where
    W: AsyncWrite + Unpin + Send + 'static,
    R: AsyncRead + Unpin + Send + 'static,
{
    let (out_tx, mut out_rx) = mpsc::channel::<Vec<u8>>(QUEUE);
    let (held, mut held_rx) = oneshot::channel::<()>();
    if inbound
        .send(Inbound::Opened {
            id,
            out: out_tx,
            held,
        })
        .await
        .is_err()
    {
        return;
    }
    if let Some(body) = first {
        if inbound.send(Inbound::Frame { id, body }).await.is_err() {
            return;
        }
    }
    let mut writer = tokio::spawn(async move {
        while let Some(frame) = out_rx.recv().await {
            if !write_frame(&mut send, &frame).await {
                break;
            }
        }
        let _ = send.shutdown().await;
    });
    let mut window = Instant::now();
    let mut in_window = 0u32;
    let mut flooded_seconds = 0u32;
    // Why the connection's frames stop being read, when the client is the reason.
    let refused = loop {
        // Once the game's task lets go of the connection (it refused it, or the client read
        // too little), nothing more is read from it: what is queued for it leaves, and it ends.
        let read = tokio::select! {
            read = read_frame(&mut recv) => read,
            _ = &mut held_rx => {
                let _ = tokio::time::timeout(LINGER, &mut writer).await;
                writer.abort();
                return;
            }
        };
        match read {
            Ok(body) => {
                // A second that ends below the rate ends a flood.
                if window.elapsed() >= SECOND {
                    window = Instant::now();
                    in_window = 0;
                    flooded_seconds = 0;
                }
                in_window += 1;
                if in_window > PER_SECOND {
                    flooded_seconds += 1;
                    if flooded_seconds >= FLOOD_SECONDS {
                        break Some(Refusal::Flood);
                    }
                    // The rest of the second passes before this frame is taken, and nothing
                    // more is read meanwhile: a frame dropped instead was a decision the game
                    // waited for forever (a quick client's 201st frame in a second).
                    tokio::time::sleep(SECOND.saturating_sub(window.elapsed())).await;
                    window = Instant::now();
                    in_window = 1;
                }
                if inbound.send(Inbound::Frame { id, body }).await.is_err() {
                    break None;
                }
            }
            Err(ReadError::Frame(_)) => break Some(Refusal::Malformed),
            Err(ReadError::Closed) => break None,
        }
    };
    if let Some(why) = refused {
        let _ = inbound.send(Inbound::Bad { id, why }).await;
    }
    let _ = inbound.send(Inbound::Closed { id }).await;
    let _ = tokio::time::timeout(LINGER, &mut writer).await;
    writer.abort();
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A client quicker than the rate has its frames taken later, every one of them: a frame
    /// dropped was a decision the game waited for forever (a release build's bots stalled so).
    #[test]
    fn frames_beyond_the_rate_wait_and_none_is_dropped() {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .expect("a runtime");
        let sent = PER_SECOND as usize + 300;
        let taken = runtime.block_on(async {
            let (host_side, mut client) = tokio::io::duplex(1 << 20);
            let (recv, send) = tokio::io::split(host_side);
            let (inbound, mut frames) = mpsc::channel::<Inbound>(QUEUE);
            let connection = tokio::spawn(connect(1, send, recv, inbound, None));
            for n in 0..sent {
                assert!(write_frame(&mut client, &encode(&n)).await);
            }
            let mut taken = Vec::new();
            let mut held = None;
            while taken.len() < sent {
                match frames.recv().await {
                    Some(Inbound::Opened { held: keep, .. }) => held = Some(keep),
                    Some(Inbound::Frame { body, .. }) => taken.push(body),
                    Some(_) | None => break,
                }
            }
            drop((held, client));
            let _ = connection.await;
            taken
        });
        let expected: Vec<Vec<u8>> = (0..sent).map(|n| n.to_string().into_bytes()).collect();
        assert_eq!(taken.len(), expected.len());
        assert!(taken == expected, "every frame, in order");
    }
}
