//! What each recipient of a 1st & Goal game receives: a spectator only the public table, never
//! a seat's view, a question or a hand, and every event number once, in order; each player only
//! the views of its own chair's seats (so only its own team's hands); and a simultaneous choice
//! travels only as its hash until every seat of its round has committed and the round is
//! applied.

use gridiron::games::first_and_goal::engine::Seat;
use gridiron::shells::online::bot::{run_all, BotPlan};
use gridiron_online::proof::Commitment;
use gridiron_online::protocol::Want;
use serde_json::Value;

use super::online_bots::{
    assert_proofs_hold, bot, finished, start_host, temp_dir, verified, FIRST_AND_GOAL_FOR_TWO,
};

/// Whether `value` holds an object key named `key`, at any depth.
fn holds_key(value: &Value, key: &str) -> bool {
    match value {
        Value::Object(map) => map.iter().any(|(k, v)| k == key || holds_key(v, key)),
        Value::Array(items) => items.iter().any(|v| holds_key(v, key)),
        _ => false,
    }
}

fn kinds(messages: &[Value]) -> impl Iterator<Item = &str> {
    messages
        .iter()
        .map(|m| m["kind"].as_str().unwrap_or_default())
}

/// Every event number in `messages`, in the order received.
fn event_numbers(messages: &[Value]) -> Vec<u64> {
    messages
        .iter()
        .filter(|m| m["kind"] == "events")
        .flat_map(|m| m["events"].as_array().cloned().unwrap_or_default())
        .filter_map(|e| e["n"].as_u64())
        .collect()
}

/// Between `commitment`'s `committed` message and the events of its round's application (just
/// before the first view after it), `messages` hold no event: nothing of the round's choices
/// can have travelled.
fn assert_hidden_until_applied(messages: &[Value], commitment: &Commitment, who: &str) {
    let committed = messages
        .iter()
        .position(|m| {
            m["kind"] == "committed"
                && m["at"] == commitment.at
                && m["seat"] == commitment.seat as u64
        })
        .unwrap_or_else(|| panic!("{who} was told of the commitment at {}", commitment.at));
    let keys: Vec<&str> = messages[committed]
        .as_object()
        .map(|m| m.keys().map(String::as_str).collect())
        .unwrap_or_default();
    assert_eq!(
        keys,
        ["at", "hash", "kind", "seat"],
        "a commitment is its hash"
    );
    let applied = messages[committed..]
        .iter()
        .position(|m| {
            matches!(m["kind"].as_str(), Some("view" | "table"))
                && m["at"].as_u64().is_some_and(|at| at > commitment.at)
        })
        .map_or(messages.len(), |i| committed + i);
    // The events of the round's own application come just before the view that follows it.
    let before = applied.saturating_sub(1).max(committed);
    assert!(
        kinds(&messages[committed..before]).all(|kind| kind != "events"),
        "{who} learnt nothing of the round at {} before it was applied",
        commitment.at
    );
}

#[test]
fn a_spectator_sees_the_table_and_each_player_only_its_own_seats() {
    let dir = temp_dir("watch");
    let host = start_host(&dir, FIRST_AND_GOAL_FOR_TWO);
    let keeping = |plan: BotPlan| BotPlan {
        keep_messages: true,
        ..plan
    };
    let spectator = BotPlan {
        name: "watcher".into(),
        want: Want::Watch,
        ..keeping(bot(9, 61))
    };
    let unnamed = BotPlan {
        name: String::new(),
        ..keeping(bot(1, 63))
    };
    let reports = finished(run_all(
        &host.ticket,
        vec![keeping(bot(0, 62)), unnamed, spectator],
    ));
    let (record, proof) = assert_proofs_hold(&reports);
    verified("first-and-goal", &record, &proof);
    let seats_of = [vec![0, 1], vec![2, 3]];

    let watched = &reports[2].messages;
    assert!(kinds(watched).any(|kind| kind == "table"));
    let names: Vec<&str> = watched
        .iter()
        .flat_map(|m| m["chairs"].as_array().into_iter().flatten())
        .filter_map(|chair| chair["who"]["name"].as_str())
        .collect();
    assert!(
        names.contains(&"Player 2") && !names.contains(&"2"),
        "a person who gave no name is shown by their chair, in words: {names:?}"
    );
    for kind in ["view", "ask", "reveal"] {
        assert!(
            kinds(watched).all(|k| k != kind),
            "a spectator is sent no {kind}"
        );
    }
    for key in ["hand", "partner_hand", "own_choice"] {
        assert!(!watched.iter().any(|m| holds_key(m, key)), "no {key}");
    }
    let numbers = event_numbers(watched);
    assert!(!numbers.is_empty());
    assert_eq!(
        numbers,
        (1..=numbers.len() as u64).collect::<Vec<_>>(),
        "every event once, in order"
    );

    for (chair, seats) in seats_of.iter().enumerate() {
        let messages = &reports[chair].messages;
        let mut views = 0;
        for message in messages {
            let kind = message["kind"].as_str().unwrap_or_default();
            if kind == "view" {
                views += 1;
                let place = message["seat"].as_u64().unwrap_or(99) as usize;
                assert!(seats.contains(&place), "chair {chair} sees only its seats");
                let seat = serde_json::to_value(Seat::ALL[place]).unwrap_or_default();
                assert_eq!(
                    message["view"]["seat"], seat,
                    "the view is of the seat it names"
                );
            } else {
                for key in ["hand", "partner_hand", "own_choice"] {
                    assert!(!holds_key(message, key), "a {kind} holds no {key}");
                }
            }
            if matches!(kind, "ask" | "reveal") {
                let place = message["seat"].as_u64().unwrap_or(99) as usize;
                assert!(
                    seats.contains(&place),
                    "chair {chair} is asked only for its seats"
                );
            }
        }
        assert!(views > 0);
        // Each of the chair's seats is sent the events: a number may come twice, never after
        // a gap.
        let mut heard = 0;
        for message in messages.iter().filter(|m| m["kind"] == "events") {
            let numbers = event_numbers(std::slice::from_ref(message));
            let first = numbers[0];
            assert!(
                first <= heard + 1,
                "chair {chair}: no gap before event {first}"
            );
            assert_eq!(
                numbers,
                (first..first + numbers.len() as u64).collect::<Vec<_>>(),
                "chair {chair}: events in order"
            );
            heard = heard.max(first + numbers.len() as u64 - 1);
        }
        assert_eq!(
            heard,
            numbers.len() as u64,
            "chair {chair} heard every event"
        );
    }

    assert!(!proof.commitments.is_empty());
    for commitment in &proof.commitments {
        let owner = usize::from(commitment.seat >= 2);
        assert_hidden_until_applied(&reports[1 - owner].messages, commitment, "the other chair");
        assert_hidden_until_applied(watched, commitment, "the spectator");
    }
}
