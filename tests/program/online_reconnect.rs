//! Clients that drop their connection at random moments (before answering a question, after
//! it, between a commitment and its reveal, while they are being caught up) and come back: the
//! game goes on to its end, and its record holds exactly the decisions the clients sent last
//! for each question. And a person away longer than the seat timeout: a computer plays for them
//! meanwhile, and gives their seats back when they return. And a person whose connection drops
//! as the game ends: the host waits for them to come back for the record.

use gridiron::shells::online::bot::{run_all, Away, BotPlan, WaitForReturn};
use serde_json::Value;
use std::process::Stdio;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::Notify;

use super::online_bots::{
    assert_proofs_hold, assert_record_is_what_bots_sent, bot, finished, start_host,
    start_host_saying, temp_dir, verified, BATTLEBALL_FOR_TWO, FIRST_AND_GOAL_FOR_TWO,
};

/// A bot that drops after about one message in `per_mille / 1000`.
fn dropping(chair: usize, seed: u64, per_mille: u32) -> BotPlan {
    BotPlan {
        drop_per_mille: per_mille,
        ..bot(chair, seed)
    }
}

/// A game hosted with `args`, played by one dropping bot per chair (`seeds`), each dropping
/// about `per_mille` times in a thousand messages: every bot comes back, the game ends with a
/// proof that holds, and the record holds what the bots sent.
fn dropping_clients_finish(
    name: &str,
    args: &[&str],
    game: &str,
    seeds: [u64; 2],
    per_mille: u32,
    chair_of_seat: &[usize],
) {
    let dir = temp_dir(name);
    let host = start_host(&dir, args);
    let reports = finished(run_all(
        &host.ticket,
        vec![
            dropping(0, seeds[0], per_mille),
            dropping(1, seeds[1], per_mille),
        ],
    ));
    for report in &reports {
        assert!(
            report.reconnects > 3,
            "each bot came back: {}",
            report.reconnects
        );
    }
    let (record, proof) = assert_proofs_hold(&reports);
    let replayed = verified(game, &record, &proof);
    assert_record_is_what_bots_sent(&replayed, &proof, chair_of_seat, &reports);
}

/// The host used to end 3 s after everyone had gone; a person whose connection dropped as the
/// game ended had that long to come back for the record. It now waits until their client says
/// it holds it, and says whom it waits for: this one comes back after 5 s. Then the host ends
/// by itself.
#[test]
fn a_person_whose_connection_drops_as_the_game_ends_comes_back_for_the_record() {
    let dir = temp_dir("drop-at-over");
    let mut host = start_host_saying(&dir, FIRST_AND_GOAL_FOR_TWO, Stdio::piped());
    let late = BotPlan {
        drop_at_over: Some(Duration::from_secs(5)),
        ..bot(1, 72)
    };
    let reports = finished(run_all(&host.ticket, vec![bot(0, 71), late]));
    assert_eq!(
        reports.iter().map(|r| r.reconnects).collect::<Vec<_>>(),
        [0, 1],
        "only the late person dialled again, once"
    );
    let (record, proof) = assert_proofs_hold(&reports);
    verified("first-and-goal", &record, &proof);
    let status = host.child.wait().expect("the host ends");
    let mut said = String::new();
    if let Some(mut out) = host.child.stdout.take() {
        std::io::Read::read_to_string(&mut out, &mut said).expect("what the host said");
    }
    assert!(status.success(), "{said}");
    assert!(
        said.contains("Waiting up to 60 seconds for bot1 to come back for the game's record"),
        "{said}"
    );
}

#[test]
fn first_and_goal_clients_that_drop_at_random_moments_finish_with_every_decision_recorded_once() {
    dropping_clients_finish(
        "reconnect-fg",
        FIRST_AND_GOAL_FOR_TWO,
        "first-and-goal",
        [11, 12],
        25,
        &[0, 0, 1, 1],
    );
}

/// A whole Battleball game is long in a debug build (some 50 s), so CI plays one with fewer
/// drops in `online_bots`; this one: `cargo test --test program online_reconnect -- --ignored`.
#[test]
#[ignore]
fn battleball_clients_that_drop_at_random_moments_finish_with_every_decision_recorded_once() {
    dropping_clients_finish(
        "reconnect-bb",
        BATTLEBALL_FOR_TWO,
        "battleball",
        [13, 14],
        10,
        &[0, 1],
    );
}

/// Whether chair `chair` has a computer playing for it, in each `chairs` message received.
fn computer_meanwhile(messages: &[Value], chair: usize) -> Vec<bool> {
    messages
        .iter()
        .filter(|m| m["kind"] == "chairs")
        .filter_map(|m| m["chairs"][chair]["who"]["computer_meanwhile"].as_bool())
        .collect()
}

#[test]
fn a_person_away_past_the_seat_timeout_has_a_computer_play_for_them_until_they_are_back() {
    let dir = temp_dir("reconnect-away");
    let host = start_host(
        &dir,
        &[FIRST_AND_GOAL_FOR_TWO, &["--seat-timeout", "1"]].concat(),
    );
    // The watcher answers six questions while the computer plays, then holds the next until
    // the person is back, and only then tells them to come back: whatever time the host takes
    // to have a computer play (on a loaded machine, longer than any fixed absence), it plays
    // before the person returns, and the game cannot end while they are away.
    let back = Arc::new(Notify::new());
    let leaving = BotPlan {
        away: Some(Away {
            after_decisions: 12,
            back: Arc::clone(&back),
        }),
        ..bot(0, 21)
    };
    let watching = BotPlan {
        keep_messages: true,
        wait_for_return: Some(WaitForReturn {
            chair: 0,
            answers_meanwhile: 6,
            tell_back: back,
        }),
        ..bot(1, 22)
    };
    let reports = finished(run_all(&host.ticket, vec![leaving, watching]));
    assert_eq!(reports[0].reconnects, 1);
    let mut seen = computer_meanwhile(&reports[1].messages, 0);
    seen.dedup();
    assert!(
        seen.windows(2).any(|w| w == [true, false]),
        "a computer played for chair 0 and gave it back: {seen:?}"
    );
    assert_eq!(seen.last(), Some(&false));
    let (record, proof) = assert_proofs_hold(&reports);
    let replayed = verified("first-and-goal", &record, &proof);
    // Chair 0 holds seats 0 and 1; its bot never dropped otherwise, so every decision of
    // theirs it did not send is the computer's.
    let chair_0_recorded = (replayed.decisions.iter())
        .filter(|(seat, _)| *seat < 2)
        .count();
    assert!(
        chair_0_recorded > reports[0].sent.len(),
        "the computer decided for chair 0: {chair_0_recorded} recorded, {} sent",
        reports[0].sent.len()
    );
}
