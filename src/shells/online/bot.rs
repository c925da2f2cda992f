//! A client without screens, for any game: it takes a seat (or watches) and answers every
//! question with a random legal decision, committing first where the host asks for it. It
//! treats decisions, events and views as plain JSON, as another program written from
//! `PROTOCOL.md` would. Tests and the load benchmark drive hosts with it; it can drop its
//! connection at random moments and come back, and it keeps every message it received for a
//! test to check.

use std::time::Duration;

use gridiron_core::dice::{Dice, SeededDice};
use gridiron_online::proof::{choice_commitment, Bytes32, Proof};
use gridiron_online::protocol::{decode, encode, ToHost, Want, VERSION};
use gridiron_online::table::decision_text;
use iroh::Endpoint;
use serde_json::Value;

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
}

/// Why a bot stopped before the game's end.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BotError {
    Connect(String),
    Refused(String),
    /// No message for this long: the host stopped answering.
    Silent,
}

/// How long a bot waits for a message before it gives up on the host.
const SILENCE: Duration = Duration::from_secs(60);

/// Plays `plan` against the host of `ticket` until the game is over.
pub async fn run(
    endpoint: &Endpoint,
    ticket: &Ticket,
    plan: BotPlan,
) -> Result<BotReport, BotError> {
    let mut report = BotReport::default();
    let mut rng = SeededDice::from_seed(plan.seed);
    let mut last_event = 0u64;
    let mut contributed = false;
    let mut committed: Option<(u64, usize, Value, Bytes32)> = None;
    let mut first = true;
    loop {
        let (connection, mut send, mut recv) = match dial(endpoint, ticket.host.clone()).await {
            Ok(connected) => connected,
            Err(error) if first => return Err(BotError::Connect(format!("{error:?}"))),
            Err(_) => {
                tokio::time::sleep(Duration::from_millis(200)).await;
                continue;
            }
        };
        let hello: ToHost<Value> = ToHost::Hello {
            version: VERSION,
            code: ticket.code,
            name: plan.name.clone(),
            want: plan.want,
            since: (!first).then_some(last_event),
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
                Err(_) => return Err(BotError::Silent),
                Ok(Err(_)) => break,
                Ok(Ok(body)) => body,
            };
            let Ok(message) = decode::<Value>(&body) else {
                continue;
            };
            if plan.keep_messages {
                report.messages.push(message.clone());
            }
            let mut replies: Vec<ToHost<Value>> = Vec::new();
            match message["kind"].as_str().unwrap_or_default() {
                "welcome" => {
                    if !contributed && matches!(plan.want, Want::Chair { .. }) {
                        contributed = true;
                        replies.push(ToHost::Contribute {
                            entropy: Bytes32::from_fn(|| rng.next_u64()),
                        });
                    }
                }
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
                    connection.close(0u32.into(), b"over");
                    return Ok(report);
                }
                _ => {}
            }
            for reply in replies {
                if !write_frame(&mut send, &encode(&reply)).await {
                    dropped = true;
                }
            }
            if plan.drop_per_mille > 0 && rng.below(1000) < plan.drop_per_mille as usize {
                dropped = true;
            }
        }
        connection.close(0u32.into(), b"dropped");
    }
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
        let endpoint =
            match super::transport::endpoint(&super::transport::Reach::Loopback, None, false, 0)
                .await
            {
                Ok(endpoint) => endpoint,
                Err(error) => {
                    return plans
                        .iter()
                        .map(|_| Err(BotError::Connect(format!("{error:?}"))))
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
