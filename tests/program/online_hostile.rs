//! A hostile client against a hosted 1st & Goal game that two bots play: random bytes, an
//! oversized frame, junk JSON and unknown kinds, decisions out of turn, for another chair's
//! seat, at an old number, illegal ones, a reveal without its commitment, and a flood of
//! 10,000 messages. Each hostile connection is refused and closed, the bots' game finishes
//! unaffected (a computer takes the hostile person's chair once they are gone), and the host's
//! memory stays bounded.

use std::time::Duration;

use gridiron::shells::online::bot::run_all;
use gridiron::shells::online::transport::{self, dial, Reach, Ticket};
use gridiron::shells::online::wire::{read_frame, write_frame};
use gridiron_core::dice::{Dice, SeededDice};
use gridiron_online::proof::Bytes32;
use gridiron_online::protocol::{encode, ToHost, Want, MAX_FRAME, VERSION};
use iroh::endpoint::{RecvStream, SendStream};
use iroh::Endpoint;
use serde_json::{json, Value};

use super::online_bots::{assert_proofs_hold, bot, finished, start_host, temp_dir, verified};

/// How much more memory the host may hold after the attack than before the game: a few
/// megabytes of game, far less than what the attack sent (10,000 frames).
const RSS_GROWTH_BOUND_KIB: u64 = 64 * 1024;

/// A guard against a host that neither answers nor closes: the test fails instead of hanging.
const HANG_GUARD: Duration = Duration::from_secs(60);

/// Decisions the hostile person sends for other chairs' seats before its own first choice
/// (each earns a refusal; the host closes a connection after 64).
const MEDDLING: usize = 40;

/// The most frames a hostile connection reads before the host must have closed it.
const FRAMES_BEFORE_CLOSE: usize = 20_000;

fn vm_rss_kib(pid: u32) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).expect("the host runs");
    status
        .lines()
        .find_map(|line| line.strip_prefix("VmRSS:"))
        .and_then(|rest| rest.split_whitespace().next())
        .and_then(|kib| kib.parse().ok())
        .expect("a VmRSS line")
}

struct Raw {
    send: SendStream,
    recv: RecvStream,
    _connection: iroh::endpoint::Connection,
}

impl Raw {
    async fn open(endpoint: &Endpoint, ticket: &Ticket) -> Raw {
        let (connection, send, recv) = dial(endpoint, ticket.host.clone())
            .await
            .expect("the host answers");
        Raw {
            send,
            recv,
            _connection: connection,
        }
    }

    async fn bytes(&mut self, bytes: &[u8]) -> bool {
        write_frame(&mut self.send, bytes).await
    }

    async fn message(&mut self, message: &ToHost<Value>) -> bool {
        self.bytes(&encode(message)).await
    }

    async fn next(&mut self) -> Option<Value> {
        let read = tokio::time::timeout(HANG_GUARD, read_frame(&mut self.recv))
            .await
            .expect("the host answers or closes");
        read.ok()
            .map(|body| serde_json::from_slice(&body).expect("the host sends JSON"))
    }

    /// Every frame until the host closes the connection (which it must, within a bound).
    async fn until_closed(&mut self) -> Vec<Value> {
        let mut frames = Vec::new();
        while let Some(frame) = self.next().await {
            frames.push(frame);
            assert!(frames.len() < FRAMES_BEFORE_CLOSE, "the host closes it");
        }
        frames
    }
}

fn refusals(frames: &[Value]) -> Vec<String> {
    frames
        .iter()
        .filter(|f| f["kind"] == "refused")
        .map(|f| f["why"].as_str().unwrap_or_default().to_string())
        .collect()
}

fn hello(ticket: &Ticket, name: &str, want: Want) -> ToHost<Value> {
    ToHost::Hello {
        version: VERSION,
        code: ticket.code,
        name: name.into(),
        want,
        since: None,
        rejoin: None,
    }
}

fn decide(at: u64, seat: usize, decision: Value, nonce: Option<Bytes32>) -> ToHost<Value> {
    ToHost::Decide {
        at,
        seat,
        decision,
        nonce,
    }
}

/// Connections that never say hello, and a watcher that says only junk.
async fn strangers(endpoint: &Endpoint, ticket: &Ticket) {
    let mut dice = SeededDice::from_seed(51);
    let mut noise: Vec<u8> = (0..64 * 1024).map(|_| dice.below(256) as u8).collect();
    // A length prefix past the limit, as almost any random four bytes are.
    noise[0] = 0xa7;
    let mut raw = Raw::open(endpoint, ticket).await;
    raw.bytes(&noise).await;
    assert_eq!(
        raw.until_closed().await,
        Vec::<Value>::new(),
        "random bytes"
    );

    let mut raw = Raw::open(endpoint, ticket).await;
    raw.bytes(&(MAX_FRAME as u32 + 1).to_be_bytes()).await;
    assert_eq!(
        raw.until_closed().await,
        Vec::<Value>::new(),
        "a frame too long"
    );

    let mut raw = Raw::open(endpoint, ticket).await;
    raw.bytes(&encode(&json!({"kind": "launch", "at": 1})))
        .await;
    assert_eq!(refusals(&raw.until_closed().await), ["order"], "junk first");

    let mut raw = Raw::open(endpoint, ticket).await;
    let mut wrong = hello(ticket, "eve", Want::Watch);
    if let ToHost::Hello { code, .. } = &mut wrong {
        *code = Bytes32([0; 32]);
    }
    raw.message(&wrong).await;
    assert_eq!(
        refusals(&raw.until_closed().await),
        ["ticket"],
        "another code"
    );

    // A spectator that sends junk, unknown kinds and decisions: refused each time, and closed
    // after too many refusals.
    let mut raw = Raw::open(endpoint, ticket).await;
    raw.message(&hello(ticket, "eve", Want::Watch)).await;
    let junk = [
        json!([1, 2, 3]),
        json!("hello"),
        json!({}),
        json!({"kind": "launch"}),
        json!({"kind": "decide", "at": "soon"}),
    ];
    for i in 0..100 {
        let frame = if i % 2 == 0 {
            encode(&junk[i / 2 % junk.len()])
        } else {
            encode(&decide(0, 0, json!("Receive"), None))
        };
        if !raw.bytes(&frame).await {
            break;
        }
    }
    let frames = raw.until_closed().await;
    assert_eq!(
        frames.first().map(|f| f["kind"].clone()),
        Some(json!("welcome"))
    );
    let why = refusals(&frames);
    assert!(why.len() > 64, "refused until closed: {}", why.len());
    assert_eq!(&why[..4], ["malformed", "order", "malformed", "order"]);
}

/// Strangers with the ticket who use a person's name (the chairs show it), with no secret or
/// a made-up one: a chair a person holds is never theirs, connected or not, and nothing of the
/// game reaches them.
async fn impostors(endpoint: &Endpoint, ticket: &Ticket) {
    for (name, chair, secret) in [
        ("bot0", 0, None),
        ("mallory", 1, None),
        ("bot2", 2, Some(Bytes32([7; 32]))),
    ] {
        let mut raw = Raw::open(endpoint, ticket).await;
        let mut message = hello(ticket, name, Want::Chair { chair });
        if let ToHost::Hello { rejoin, .. } = &mut message {
            *rejoin = secret;
        }
        raw.message(&message).await;
        let frames = raw.until_closed().await;
        assert_eq!(refusals(&frames), ["seat_taken"], "{name}'s chair {chair}");
        assert_eq!(
            frames.len(),
            1,
            "nothing but the refusal reaches an impostor"
        );
    }
}

/// The person of chair 1 (home's defense): plays its questions until the first simultaneous
/// choice, and there tries everything a seat may not do; then floods the host.
async fn mallory(endpoint: &Endpoint, ticket: &Ticket) {
    let mut raw = Raw::open(endpoint, ticket).await;
    raw.message(&hello(ticket, "mallory", Want::Chair { chair: 1 }))
        .await;
    raw.message(&ToHost::Contribute {
        entropy: Bytes32([5; 32]),
    })
    .await;
    // Until then, each time the host waits for another chair's seat, a decision for it: the
    // host must not ask that seat again (its bot would answer twice).
    let mut now = 0;
    let mut meddled = 0;
    let mut refused = 0;
    let (at, legal) = loop {
        let frame = raw.next().await.expect("the game goes on");
        match frame["kind"].as_str() {
            Some("view") => now = frame["at"].as_u64().unwrap_or_default(),
            Some("refused") => refused += 1,
            Some("waiting") if meddled < MEDDLING => {
                for seat in frame["seats"].as_array().cloned().unwrap_or_default() {
                    let seat = seat.as_u64().unwrap_or_default() as usize;
                    if seat != 1 {
                        meddled += 1;
                        raw.message(&decide(now, seat, json!("Pass"), None)).await;
                    }
                }
            }
            _ => {}
        }
        if frame["kind"] != "ask" {
            continue;
        }
        let at = frame["at"].as_u64().expect("a number");
        let legal = frame["legal"].as_array().cloned().unwrap_or_default();
        if frame["commit"] == true {
            break (at, legal);
        }
        raw.message(&decide(at, 1, legal[0].clone(), None)).await;
    };
    assert!(at > 0, "the toss came first");
    while refused < meddled {
        let frame = raw.next().await.expect("each meddling is answered");
        if frame["kind"] == "refused" {
            assert_eq!(frame["why"], "not_your_turn");
            refused += 1;
        }
    }
    let nonce = Some(Bytes32([9; 32]));
    let tries = [
        decide(at + 3, 1, legal[0].clone(), None),
        decide(at, 0, legal[0].clone(), None),
        decide(at - 1, 1, legal[0].clone(), None),
        ToHost::Commit {
            at,
            seat: 2,
            hash: Bytes32([1; 32]),
        },
        decide(at, 1, json!({"Card": 250}), None),
        decide(at, 1, legal[0].clone(), nonce),
        ToHost::Contribute {
            entropy: Bytes32([6; 32]),
        },
    ];
    for message in &tries {
        raw.message(message).await;
    }
    let mut why = Vec::new();
    while why.len() < tries.len() {
        let frame = raw.next().await.expect("each try is answered");
        if frame["kind"] == "refused" {
            why.push(frame["why"].as_str().unwrap_or_default().to_string());
        }
    }
    assert_eq!(
        why,
        [
            "not_your_turn",
            "not_your_turn",
            "not_your_turn",
            "not_your_turn",
            "illegal",
            "commitment",
            "order"
        ]
    );
    impostors(endpoint, ticket).await;
    let flood = encode(&decide(at, 0, legal[0].clone(), None));
    for _ in 0..10_000 {
        if !raw.bytes(&flood).await {
            break;
        }
    }
    raw.until_closed().await;
}

#[test]
fn a_hostile_client_is_refused_and_closed_while_the_game_goes_on_unaffected() {
    let dir = temp_dir("hostile");
    let host = start_host(
        &dir,
        &[
            "--humans",
            "3",
            "--side",
            "home",
            "--home",
            "BOS",
            "--away",
            "Base",
            "--optional",
            "none",
            "--seat-timeout",
            "1",
        ],
    );
    let pid = host.child.id();
    let rss_before = vm_rss_kib(pid);
    let ticket = Ticket::from_text(&host.ticket).expect("the host's ticket reads");
    // Chair 0 is home's offense, chair 1 home's defense (the hostile person), chair 2 away.
    let bots = {
        let ticket = host.ticket.clone();
        std::thread::spawn(move || run_all(&ticket, vec![bot(0, 52), bot(2, 53)]))
    };
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("a runtime");
    runtime.block_on(async {
        let endpoint = transport::endpoint(&Reach::Loopback, None, false, 0)
            .await
            .expect("an endpoint on loopback");
        strangers(&endpoint, &ticket).await;
        mallory(&endpoint, &ticket).await;
        endpoint.close().await;
    });
    let rss_after = vm_rss_kib(pid);
    assert!(
        rss_after < rss_before + RSS_GROWTH_BOUND_KIB,
        "the host's memory stays bounded: {rss_before} KiB before, {rss_after} KiB after"
    );
    let reports = finished(bots.join().expect("the bots' thread ends"));
    for report in &reports {
        assert_eq!(report.refusals, 0, "the bots were never refused");
    }
    let (record, proof) = assert_proofs_hold(&reports);
    verified("first-and-goal", &record, &proof);
}
