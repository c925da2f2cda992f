//! A client without screens, for any game: it takes a seat (or watches) and answers every
//! question with a random legal decision, committing first where the host asks for it. It
//! treats decisions, events and views as plain JSON, as another program written from
//! `PROTOCOL.md` would. Tests and the load benchmark drive hosts with it; it can drop its
//! connection at random moments and come back, and it keeps every message it received for a
//! test to check.

use std::sync::Arc;
use std::time::Duration;

use gridiron_core::dice::{Dice, SeededDice};
use gridiron_online::proof::{choice_commitment, Bytes32, Proof};
use gridiron_online::protocol::{decode, encode, ToHost, Want, VERSION};
use gridiron_online::table::decision_text;
use iroh::Endpoint;
use serde_json::Value;
use tokio::sync::Notify;

use super::transport::{dial, Ticket};
use super::wire::{read_frame, write_frame};

/// What a bot does.
#[derive(Debug, Clone)]
pub struct BotPlan {
    pub name: String,
    pub want: Want,
    /// Its own choices and drops come from this seed.
    pub seed: u64,
    /// The chance, in a thousand, that the bot drops its connection after a message and comes
    /// back.
    pub drop_per_mille: u32,
    /// Whether to keep every message received (for a test to check them).
    pub keep_messages: bool,
    /// Once, after this many questions answered, the bot leaves and stays away until another
    /// bot, waiting for its return, says it may come back (`WaitForReturn`).
    pub away: Option<Away>,
    /// Once a computer holds a chair for its absent person, the bot answers a few more
    /// questions and then waits until the person is back: a game that could otherwise end
    /// while they are away.
    pub wait_for_return: Option<WaitForReturn>,
    /// At the game's end, the bot drops its connection once without saying it holds the
    /// record, and dials again after this long: a person whose connection drops as the game
    /// ends.
    pub drop_at_over: Option<Duration>,
}

/// A bot's one long absence: it ends when `back` is told, not after a time, since a loaded
/// host may take any time to notice the absence and have a computer play.
#[derive(Debug, Clone)]
pub struct Away {
    pub after_decisions: u64,
    pub back: Arc<Notify>,
}

/// The chair whose person a bot waits for, how many of its own questions it answers first
/// while a computer plays for them, and what it tells the person (their `Away::back`) once
/// it holds a question for them.
#[derive(Debug, Clone)]
pub struct WaitForReturn {
    pub chair: usize,
    pub answers_meanwhile: u64,
    pub tell_back: Arc<Notify>,
}

/// Where a bot stands in waiting for a person to return.
#[derive(Debug, Default)]
struct Waiting {
    /// The bot's decisions when a computer was first seen playing for the chair.
    computer_since: Option<u64>,
    /// The question left unanswered until the person is back.
    held: Option<Value>,
    over: bool,
}

impl Waiting {
    /// What a bot silent for too long waited for, given what it `last_heard`.
    fn awaited(&self, last_heard: &str) -> String {
        let holding = if self.held.is_some() {
            ", holding a question until the person away is back"
        } else {
            ""
        };
        format!("no message for {SILENCE:?} since {last_heard}{holding}")
    }

    /// The message to act on now, given `message` just received: `None` holds a question back;
    /// the person's return gives back the question held.
    fn sift(
        &mut self,
        plan: Option<&WaitForReturn>,
        message: Value,
        decisions: u64,
    ) -> Option<Value> {
        let Some(plan) = plan.filter(|_| !self.over) else {
            return Some(message);
        };
        match message["kind"].as_str() {
            Some("chairs") => {
                let computer = message["chairs"][plan.chair]["who"]["computer_meanwhile"]
                    .as_bool()
                    .unwrap_or(false);
                match (computer, self.computer_since) {
                    (true, None) => self.computer_since = Some(decisions),
                    (false, Some(_)) => {
                        self.over = true;
                        return Some(self.held.take().unwrap_or(message));
                    }
                    _ => {}
                }
                Some(message)
            }
            Some("ask")
                if self
                    .computer_since
                    .is_some_and(|since| decisions >= since + plan.answers_meanwhile) =>
            {
                self.held = Some(message);
                plan.tell_back.notify_one();
                None
            }
            _ => Some(message),
        }
    }
}

/// One decision a bot sent: the number it was asked at, the seat, the decision (for a
/// simultaneous choice, the one it committed to).
#[derive(Debug, Clone, PartialEq)]
pub struct Sent {
    pub at: u64,
    pub seat: usize,
    pub decision: Value,
}

/// What a bot saw of its game.
#[derive(Debug, Clone, Default)]
pub struct BotReport {
    /// Decisions it sent and the host took (asked again means not taken).
    pub decisions: u64,
    pub reconnects: u32,
    /// Every message received, as JSON, in order, across reconnections.
    pub messages: Vec<Value>,
    /// The record and proof at the end.
    pub over: Option<(String, Proof)>,
    /// Refusals the host sent it.
    pub refusals: u32,
    /// Every decision it sent, in order: a question asked again after a drop is answered
    /// again, so the last one sent for a number is the one the host may take.
    pub sent: Vec<Sent>,
}

/// Why a bot stopped before the game's end.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BotError {
    Connect(String),
    Refused(String),
    /// No message for `SILENCE`: the host stopped answering. What the bot last heard, and
    /// whether it held a question back for a person to return, so a failure says what was
    /// awaited.
    Silent(String),
    /// The host could not be reached again after a drop, however often it was dialled.
    Gone,
}

/// How long a bot waits for a message before it gives up on the host.
const SILENCE: Duration = Duration::from_secs(60);
/// How long a bot stays away at most when it is not told to come back: then something else
/// went wrong, and coming back lets the game, and the test's checks, go on to say what.
const AWAY_AT_MOST: Duration = SILENCE;

/// How long after a drop the bot goes on dialling before it gives up on the host: longer than
/// a host takes to be restarted and resume. A time, not a count of dials: a dial to a host that
/// is gone fails only after the transport's idle timeout, so a count would wait many minutes.
const REDIAL_FOR: Duration = Duration::from_secs(60);
const REDIAL_PAUSE: Duration = Duration::from_millis(200);

/// Plays `plan` against the host of `ticket` until the game is over.
pub async fn run(
    endpoint: &Endpoint,
    ticket: &Ticket,
    plan: BotPlan,
) -> Result<BotReport, BotError> {
    let mut report = BotReport::default();
    let mut rng = SeededDice::from_seed(plan.seed);
    let mut last_event = 0u64;
    let mut committed: Option<(u64, usize, Value, Bytes32)> = None;
    let mut first = true;
    let mut away = plan.away;
    let mut drop_at_over = plan.drop_at_over;
    let mut waiting = Waiting::default();
    let mut failing_since: Option<tokio::time::Instant> = None;
    // The chair's secret from the latest welcome, and whether the game has started (a bot back
    // in the lobby sends its part of the seed again).
    let mut rejoin: Option<Bytes32> = None;
    let mut started = false;
    let mut last_heard = String::from("the dial");
    loop {
        let (connection, mut send, mut recv) = match dial(endpoint, ticket.host.clone()).await {
            Ok(connected) => connected,
            Err(error) if first => return Err(BotError::Connect(format!("{error:?}"))),
            Err(_) => {
                let since = *failing_since.get_or_insert_with(tokio::time::Instant::now);
                if since.elapsed() > REDIAL_FOR {
                    return Err(BotError::Gone);
                }
                tokio::time::sleep(REDIAL_PAUSE).await;
                continue;
            }
        };
        failing_since = None;
        let hello: ToHost<Value> = ToHost::Hello {
            version: VERSION,
            code: ticket.code,
            name: plan.name.clone(),
            want: plan.want,
            since: (!first).then_some(last_event),
            rejoin,
        };
        if !first {
            report.reconnects += 1;
        }
        first = false;
        if !write_frame(&mut send, &encode(&hello)).await {
            continue;
        }
        let mut dropped = false;
        while !dropped {
            let body = match tokio::time::timeout(SILENCE, read_frame(&mut recv)).await {
                Err(_) => return Err(BotError::Silent(waiting.awaited(&last_heard))),
                Ok(Err(_)) => break,
                Ok(Ok(body)) => body,
            };
            let Ok(message) = decode::<Value>(&body) else {
                continue;
            };
            last_heard = format!(
                "{}, after {} decisions",
                message["kind"].as_str().unwrap_or("a message of no kind"),
                report.decisions
            );
            if plan.keep_messages {
                report.messages.push(message.clone());
            }
            let Some(message) =
                waiting.sift(plan.wait_for_return.as_ref(), message, report.decisions)
            else {
                continue;
            };
            let mut replies: Vec<ToHost<Value>> = Vec::new();
            let mut sent: Option<Sent> = None;
            match message["kind"].as_str().unwrap_or_default() {
                "welcome" => {
                    if let Ok(secret) = serde_json::from_value(message["rejoin"].clone()) {
                        rejoin = Some(secret);
                    }
                    if !started && matches!(plan.want, Want::Chair { .. }) {
                        replies.push(ToHost::Contribute {
                            entropy: Bytes32::from_fn(|| rng.next_u64()),
                        });
                    }
                }
                "playing" => started = true,
                "events" => {
                    if let Some(n) = message["events"]
                        .as_array()
                        .and_then(|events| events.last())
                        .and_then(|event| event["n"].as_u64())
                    {
                        last_event = n;
                    }
                }
                "ask" => {
                    let at = message["at"].as_u64().unwrap_or_default();
                    let seat = message["seat"].as_u64().unwrap_or_default() as usize;
                    let legal = message["legal"].as_array().cloned().unwrap_or_default();
                    if !legal.is_empty() {
                        let decision = legal[rng.below(legal.len())].clone();
                        report.decisions += 1;
                        sent = Some(Sent {
                            at,
                            seat,
                            decision: decision.clone(),
                        });
                        if message["commit"].as_bool().unwrap_or(false) {
                            let nonce = Bytes32::from_fn(|| rng.next_u64());
                            let hash =
                                choice_commitment(at, seat, &decision_text(&decision), &nonce);
                            committed = Some((at, seat, decision, nonce));
                            replies.push(ToHost::Commit { at, seat, hash });
                        } else {
                            replies.push(ToHost::Decide {
                                at,
                                seat,
                                decision,
                                nonce: None,
                            });
                        }
                    }
                }
                "reveal" => {
                    let at = message["at"].as_u64().unwrap_or_default();
                    let seat = message["seat"].as_u64().unwrap_or_default() as usize;
                    if let Some((_, _, decision, nonce)) =
                        committed.clone().filter(|c| c.0 == at && c.1 == seat)
                    {
                        replies.push(ToHost::Decide {
                            at,
                            seat,
                            decision,
                            nonce: Some(nonce),
                        });
                    }
                }
                "refused" => {
                    report.refusals += 1;
                    let why = message["why"].as_str().unwrap_or_default().to_string();
                    if matches!(why.as_str(), "version" | "ticket" | "seat_taken") {
                        connection.close(0u32.into(), b"refused");
                        return Err(BotError::Refused(why));
                    }
                }
                "over" => {
                    let record = message["record"].as_str().unwrap_or_default().to_string();
                    let proof = serde_json::from_value(message["proof"].clone())
                        .map_err(|e| BotError::Refused(e.to_string()))?;
                    report.over = Some((record, proof));
                    if let Some(pause) = drop_at_over.take() {
                        connection.close(0u32.into(), b"dropped at the end");
                        tokio::time::sleep(pause).await;
                        break;
                    }
                    // As a person's client does: says it holds the record, and closes once
                    // the host has taken note (closed its end) or after a while.
                    let kept: ToHost<Value> = ToHost::Kept;
                    if write_frame(&mut send, &encode(&kept)).await {
                        let _ = tokio::time::timeout(SILENCE, async {
                            while read_frame(&mut recv).await.is_ok() {}
                        })
                        .await;
                    }
                    connection.close(0u32.into(), b"over");
                    return Ok(report);
                }
                _ => {}
            }
            // A drop comes before the answer (the question is left open) or after it (the
            // answer may or may not have reached the host).
            let drop_now =
                plan.drop_per_mille > 0 && rng.below(1000) < plan.drop_per_mille as usize;
            let before_answering = drop_now && rng.below(2) == 0;
            if !before_answering {
                for reply in replies {
                    if !write_frame(&mut send, &encode(&reply)).await {
                        dropped = true;
                    }
                }
                report.sent.extend(sent);
            }
            dropped |= drop_now;
            if let Some(leave) = away.take_if(|a| report.decisions >= a.after_decisions) {
                connection.close(0u32.into(), b"away");
                let _ = tokio::time::timeout(AWAY_AT_MOST, leave.back.notified()).await;
                break;
            }
        }
        connection.close(0u32.into(), b"dropped");
    }
}

/// How often a bot's connection shows it is alive, and how long without a sign of the host it
/// takes the host for gone: on loopback a killed host is noticed in seconds, not after the
/// transport's half minute, so a test can kill and resume one several times.
const KEEP_ALIVE: Duration = Duration::from_secs(1);
const HOST_GONE_AFTER: Duration = Duration::from_secs(5);

/// The bots' endpoint: 127.0.0.1 only, as `transport::Reach::Loopback`, with the short idle
/// timeout above.
async fn loopback_endpoint() -> Result<Endpoint, String> {
    use iroh::endpoint::{presets, QuicTransportConfig};
    let idle = HOST_GONE_AFTER.try_into().map_err(|e| format!("{e:?}"))?;
    let config = QuicTransportConfig::builder()
        .keep_alive_interval(KEEP_ALIVE)
        .max_idle_timeout(Some(idle))
        .build();
    Endpoint::builder(presets::Minimal)
        .relay_mode(iroh::RelayMode::Disabled)
        .clear_ip_transports()
        .bind_addr(std::net::SocketAddrV4::new(
            std::net::Ipv4Addr::LOCALHOST,
            0,
        ))
        .map_err(|e| e.to_string())?
        .transport_config(config)
        .bind()
        .await
        .map_err(|e| e.to_string())
}

/// Runs `plans` against the host of `ticket` (its text) at once, each bot on its own connection
/// over loopback, in a runtime of their own: what a test or a benchmark outside the library
/// calls. One result per plan, in order.
pub fn run_all(ticket: &str, plans: Vec<BotPlan>) -> Vec<Result<BotReport, BotError>> {
    let Some(ticket) = Ticket::from_text(ticket) else {
        return plans
            .iter()
            .map(|_| Err(BotError::Connect(String::from("not a ticket"))))
            .collect();
    };
    let runtime = match tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
    {
        Ok(runtime) => runtime,
        Err(error) => {
            return plans
                .iter()
                .map(|_| Err(BotError::Connect(error.to_string())))
                .collect()
        }
    };
    runtime.block_on(async {
        let endpoint = match loopback_endpoint().await {
            Ok(endpoint) => endpoint,
            Err(error) => {
                return plans
                    .iter()
                    .map(|_| Err(BotError::Connect(error.clone())))
                    .collect()
            }
        };
        let tasks: Vec<_> = plans
            .into_iter()
            .map(|plan| {
                let endpoint = endpoint.clone();
                let ticket = ticket.clone();
                tokio::spawn(async move { run(&endpoint, &ticket, plan).await })
            })
            .collect();
        let mut results = Vec::new();
        for task in tasks {
            results.push(
                task.await
                    .unwrap_or_else(|e| Err(BotError::Connect(e.to_string()))),
            );
        }
        endpoint.close().await;
        results
    })
}
