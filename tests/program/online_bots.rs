//! Whole games hosted by the binary on loopback and played by screenless clients (the library's
//! bot, which reads and writes the protocol as plain JSON): the host serves them to the end, and
//! each client holds a record whose proof checks.

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::Duration;

use gridiron::shells::online::bot::{run_all, BotPlan, BotReport};
use gridiron_online::protocol::Want;

/// A host process on loopback that only serves, and the ticket it wrote.
struct Host {
    child: Child,
    ticket: String,
}

impl Drop for Host {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn start_host(dir: &Path, args: &[&str]) -> Host {
    let ticket_file = dir.join("ticket");
    let child = Command::new(env!("CARGO_BIN_EXE_gridiron"))
        .args(["host", "--loopback", "--seat", "none", "--lang", "en"])
        .arg("--ticket-file")
        .arg(&ticket_file)
        .arg("--save")
        .arg(dir.join("game.toml"))
        .args(args)
        .env("HOME", dir)
        .env("XDG_DATA_HOME", dir.join("data"))
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("the binary starts");
    // The ticket is written once the endpoint is bound; bounded by attempts, not by a clock.
    for _ in 0..600 {
        if let Ok(ticket) = std::fs::read_to_string(&ticket_file) {
            if !ticket.is_empty() {
                return Host { child, ticket };
            }
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    panic!("the host wrote no ticket");
}

fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("gridiron-online-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    dir
}

fn bot(chair: usize, seed: u64) -> BotPlan {
    BotPlan {
        name: format!("bot{chair}"),
        want: Want::Chair { chair },
        seed,
        drop_per_mille: 0,
        keep_messages: false,
    }
}

fn finished(
    results: Vec<Result<BotReport, gridiron::shells::online::bot::BotError>>,
) -> Vec<BotReport> {
    results
        .into_iter()
        .map(|r| r.expect("each bot plays to the end"))
        .collect()
}

fn assert_proofs_hold(reports: &[BotReport]) {
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
}

#[test]
fn a_first_and_goal_game_between_two_clients_is_served_to_its_end() {
    let dir = temp_dir("fg");
    let host = start_host(
        &dir,
        &[
            "--humans",
            "2",
            "--home",
            "BOS",
            "--away",
            "Base",
            "--optional",
            "none",
        ],
    );
    let reports = finished(run_all(&host.ticket, vec![bot(0, 1), bot(1, 2)]));
    assert_proofs_hold(&reports);
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
fn a_battleball_game_between_two_clients_is_served_to_its_end() {
    let dir = temp_dir("bb");
    let host = start_host(
        &dir,
        &[
            "--game",
            "battleball",
            "--humans",
            "2",
            "--optional",
            "none",
        ],
    );
    let reports = finished(run_all(&host.ticket, vec![bot(0, 3), bot(1, 4)]));
    assert_proofs_hold(&reports);
}
