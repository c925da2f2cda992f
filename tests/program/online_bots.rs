//! Whole games hosted by the binary on loopback and played by screenless clients (the library's
//! bot, which reads and writes the protocol as plain JSON): the host serves them to the end, and
//! each client holds a record whose proof checks. What the other online tests share is here:
//! starting and resuming a host, the bots' plans, and the checks of a finished game's record.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::Duration;

use gridiron::shells::online::adapter::Replayed;
use gridiron::shells::online::bot::{run_all, BotError, BotPlan, BotReport};
use gridiron_core::i18n::Language;
use gridiron_online::proof::{Proof, MAX_ROUND};
use gridiron_online::protocol::Want;
use gridiron_online::table::decision_text;

/// A host process on loopback that only serves, and the ticket it wrote.
pub(crate) struct Host {
    pub child: Child,
    pub ticket: String,
}

impl Drop for Host {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A new game's host, its save `game.toml` in `dir`, its ticket in `dir/ticket`.
pub(crate) fn start_host(dir: &Path, args: &[&str]) -> Host {
    start_host_saying(dir, args, Stdio::null())
}

/// `start_host`, with what the host says going to `stdout`.
pub(crate) fn start_host_saying(dir: &Path, args: &[&str], stdout: Stdio) -> Host {
    let save = save_of(dir);
    let mut all = vec!["--lang", "en", "--save"];
    let save_text = save.display().to_string();
    all.push(&save_text);
    all.extend_from_slice(args);
    spawn_host(dir, &dir.join("ticket"), &all, stdout)
}

/// The host of `dir`'s save resumed, its ticket written to `ticket_file`.
pub(crate) fn resume_host(dir: &Path, ticket_file: &Path) -> Host {
    let save = save_of(dir).display().to_string();
    spawn_host(dir, ticket_file, &["--resume", &save], Stdio::null())
}

/// Where a test's host keeps its save.
pub(crate) fn save_of(dir: &Path) -> PathBuf {
    dir.join("game.toml")
}

fn spawn_host(dir: &Path, ticket_file: &Path, args: &[&str], stdout: Stdio) -> Host {
    let child = Command::new(env!("CARGO_BIN_EXE_gridiron"))
        .args(["host", "--loopback", "--seat", "none"])
        .arg("--ticket-file")
        .arg(ticket_file)
        .args(args)
        .env("HOME", dir)
        .env("XDG_DATA_HOME", dir.join("data"))
        .stdin(Stdio::null())
        .stdout(stdout)
        .stderr(Stdio::null())
        .spawn()
        .expect("the binary starts");
    // Killed and reaped when dropped, also by a failing test.
    let mut host = Host {
        child,
        ticket: String::new(),
    };
    // The ticket is written once the endpoint is bound; bounded by attempts, not by a clock.
    for _ in 0..600 {
        if let Ok(ticket) = std::fs::read_to_string(ticket_file) {
            if !ticket.is_empty() {
                host.ticket = ticket;
                return host;
            }
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    panic!("the host wrote no ticket");
}

pub(crate) fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("gridiron-online-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    dir
}

pub(crate) fn bot(chair: usize, seed: u64) -> BotPlan {
    BotPlan {
        name: format!("bot{chair}"),
        want: Want::Chair { chair },
        seed,
        drop_per_mille: 0,
        keep_messages: false,
        away: None,
        wait_for_return: None,
        drop_at_over: None,
    }
}

pub(crate) fn finished(results: Vec<Result<BotReport, BotError>>) -> Vec<BotReport> {
    results
        .into_iter()
        .map(|r| r.expect("each bot plays to the end"))
        .collect()
}

/// Every client holds the same record, played with the seed the proof mixes; returns it.
pub(crate) fn assert_proofs_hold(reports: &[BotReport]) -> (String, Proof) {
    let (record, proof) = reports[0].over.clone().expect("the game ended");
    for report in reports {
        assert_eq!(
            report.over.as_ref().map(|o| &o.0),
            Some(&record),
            "every client holds the same record"
        );
    }
    assert_eq!(
        proof.seed_commitment,
        gridiron_online::proof::seed_commitment(&proof.host_secret)
    );
    assert!(
        record.contains(&format!("seed = {}", proof.seed())),
        "the record is played with the mixed seed"
    );
    (record, proof)
}

/// The record replayed as `verify` replays it, and its proof checked against it.
pub(crate) fn verified(game: &str, record: &str, proof: &Proof) -> Replayed {
    let loc = gridiron::i18n::localizer(Language::English);
    let entry = gridiron::registry::find(game).expect("a registered game");
    let replayed = (entry.online.replayed)(record, &loc).expect("the record replays");
    assert_eq!(proof.check(replayed.seed, &replayed.decisions), Ok(()));
    assert!(replayed.score.is_some(), "the record is of a finished game");
    replayed
}

/// For each decision of a record, the number it was asked at: its place in the record, but for
/// a round of simultaneous choices (the proof's commitments) the number the round opened at.
pub(crate) fn asked_at(replayed: &Replayed, proof: &Proof) -> Vec<u64> {
    let mut rounds: BTreeMap<u64, BTreeSet<usize>> = BTreeMap::new();
    for c in &proof.commitments {
        rounds.entry(c.at).or_default().insert(c.seat);
    }
    let mut open: Option<(u64, BTreeSet<usize>)> = None;
    replayed
        .decisions
        .iter()
        .enumerate()
        .map(|(k, (seat, _))| {
            let k = k as u64;
            if let Some(seats) = rounds.get(&k) {
                open = Some((k, seats.clone()));
            }
            if let Some((at, seats)) = &mut open {
                if k < *at + MAX_ROUND as u64 && seats.remove(seat) {
                    return *at;
                }
            }
            k
        })
        .collect()
}

/// Every decision of the record is the last one its seat's bot sent at that number, and every
/// number a bot answered is in the record: nothing lost, nothing doubled. `chair_of` gives
/// each seat's chair, which is the bot's place in `reports`.
pub(crate) fn assert_record_is_what_bots_sent(
    replayed: &Replayed,
    proof: &Proof,
    chair_of: &[usize],
    reports: &[BotReport],
) {
    let mut last_sent: BTreeMap<(u64, usize), String> = BTreeMap::new();
    for (chair, report) in reports.iter().enumerate() {
        for sent in &report.sent {
            assert_eq!(
                chair_of[sent.seat], chair,
                "a bot answers for its own seats"
            );
            last_sent.insert((sent.at, sent.seat), decision_text(&sent.decision));
        }
    }
    let numbers = asked_at(replayed, proof);
    let mut recorded = BTreeSet::new();
    for ((seat, text), at) in replayed.decisions.iter().zip(numbers) {
        assert_eq!(
            last_sent.get(&(at, *seat)),
            Some(text),
            "decision {at} of seat {seat} is the one its bot sent last"
        );
        assert!(
            recorded.insert((at, *seat)),
            "decision {at} of seat {seat} is taken once"
        );
    }
    // A choice of a round that an earlier choice of the same round made illegal is left out
    // by the table (its seat is asked again): committed to, but not in the record.
    let left_out: BTreeSet<(u64, usize)> = proof
        .commitments
        .iter()
        .map(|c| (c.at, c.seat))
        .filter(|key| !recorded.contains(key))
        .collect();
    let answered: BTreeSet<(u64, usize)> = last_sent.keys().copied().collect();
    let expected: BTreeSet<(u64, usize)> = recorded.union(&left_out).copied().collect();
    assert_eq!(
        answered, expected,
        "every question a bot answered is in the record"
    );
}

/// Battleball between two people, with the shipped rules.
pub const BATTLEBALL_FOR_TWO: &[&str] = &[
    "--game",
    "battleball",
    "--humans",
    "2",
    "--optional",
    "none",
];

/// 1st & Goal between two people, a team each, with the shipped rules.
pub const FIRST_AND_GOAL_FOR_TWO: &[&str] = &[
    "--humans",
    "2",
    "--home",
    "BOS",
    "--away",
    "Base",
    "--optional",
    "none",
];

#[test]
fn a_first_and_goal_game_between_two_clients_is_served_to_its_end() {
    let dir = temp_dir("fg");
    let host = start_host(&dir, FIRST_AND_GOAL_FOR_TWO);
    let reports = finished(run_all(&host.ticket, vec![bot(0, 1), bot(1, 2)]));
    let (record, proof) = assert_proofs_hold(&reports);
    let replayed = verified("first-and-goal", &record, &proof);
    assert_record_is_what_bots_sent(&replayed, &proof, &[0, 0, 1, 1], &reports);
    assert!(
        reports.iter().all(|r| r.decisions > 50),
        "{:?}",
        reports.iter().map(|r| r.decisions).collect::<Vec<_>>()
    );
    let commitments = reports[0]
        .over
        .as_ref()
        .map(|o| o.1.commitments.len())
        .unwrap_or(0);
    assert!(
        commitments > 40,
        "every snap's two cards were committed: {commitments}"
    );
}

#[test]
fn a_battleball_game_between_two_clients_that_drop_now_and_then_is_served_to_its_end() {
    let dir = temp_dir("bb");
    let host = start_host(&dir, BATTLEBALL_FOR_TWO);
    // Now and then a client drops and comes back: the one Battleball game CI plays is also
    // the light version of `online_reconnect`'s.
    let dropping = |plan: BotPlan| BotPlan {
        drop_per_mille: 4,
        ..plan
    };
    let reports = finished(run_all(
        &host.ticket,
        vec![dropping(bot(0, 3)), dropping(bot(1, 4))],
    ));
    let (record, proof) = assert_proofs_hold(&reports);
    let replayed = verified("battleball", &record, &proof);
    assert_record_is_what_bots_sent(&replayed, &proof, &[0, 1], &reports);
}
