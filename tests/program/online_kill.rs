//! A host killed (SIGKILL) at random moments and resumed from its save: the ticket stays the
//! same, the clients find the host again by themselves, and the game goes on to its end; the
//! finished record starts with every decision the save held when the host died, so at most the
//! decision in flight was asked again.

use std::path::Path;
use std::time::Duration;

use gridiron::shells::online::bot::{run_all, BotPlan};
use gridiron_core::dice::{Dice, SeededDice};
use gridiron_core::i18n::Language;

use super::online_bots::{
    assert_proofs_hold, assert_record_is_what_bots_sent, bot, finished, resume_host, save_of,
    start_host, temp_dir, verified, Host, BATTLEBALL_FOR_TWO, FIRST_AND_GOAL_FOR_TWO,
};

/// The decisions `dir`'s save holds now (each seat's place and the decision's wire text).
fn saved_decisions(dir: &Path, game: &str) -> Option<Vec<(usize, String)>> {
    let text = std::fs::read_to_string(save_of(dir)).ok()?;
    let loc = gridiron::i18n::localizer(Language::English);
    let entry = gridiron::registry::find(game)?;
    (entry.online.replayed)(&text, &loc)
        .ok()
        .map(|replayed| replayed.decisions)
}

/// Waits until the save holds at least `count` decisions; bounded by attempts.
fn wait_for_decisions(dir: &Path, game: &str, count: usize) {
    for _ in 0..2400 {
        if saved_decisions(dir, game).is_some_and(|held| held.len() >= count) {
            return;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    panic!("the save never held {count} decisions");
}

/// Plays a game of `args` with `plans`, killing the host once its save holds each number of
/// decisions in `kills` and resuming it; checks the finished record against every save.
fn killed_and_resumed(
    name: &str,
    game: &str,
    args: &[&str],
    plans: Vec<BotPlan>,
    chair_of: &[usize],
    kills: &[usize],
) {
    let dir = temp_dir(name);
    let mut host: Host = start_host(&dir, args);
    let ticket = host.ticket.clone();
    let bots = {
        let ticket = ticket.clone();
        std::thread::spawn(move || run_all(&ticket, plans))
    };
    let mut saves = Vec::new();
    for (i, &count) in kills.iter().enumerate() {
        wait_for_decisions(&dir, game, count);
        host.child.kill().expect("the host is killed");
        host.child.wait().expect("the killed host is reaped");
        saves.push(saved_decisions(&dir, game).expect("the save of a killed host reads"));
        host = resume_host(&dir, &dir.join(format!("ticket-{i}")));
        assert_eq!(host.ticket, ticket, "a resumed host's ticket is the same");
    }
    let reports = finished(bots.join().expect("the bots' thread ends"));
    let (record, proof) = assert_proofs_hold(&reports);
    let replayed = verified(game, &record, &proof);
    for held in &saves {
        assert!(
            replayed.decisions.starts_with(held),
            "the finished record goes on from the {} decisions of the save",
            held.len()
        );
    }
    assert_record_is_what_bots_sent(&replayed, &proof, chair_of, &reports);
    drop(host);
}

/// `n` kill points from `seed`, each some decisions after the one before.
fn kill_points(seed: u64, n: usize, first: usize, spread: usize) -> Vec<usize> {
    let mut dice = SeededDice::from_seed(seed);
    let mut at = 0;
    (0..n)
        .map(|i| {
            at += if i == 0 { first } else { 5 } + dice.below(spread);
            at
        })
        .collect()
}

#[test]
fn a_first_and_goal_host_killed_twice_is_resumed_and_the_game_finishes() {
    killed_and_resumed(
        "kill-fg",
        "first-and-goal",
        FIRST_AND_GOAL_FOR_TWO,
        vec![bot(0, 31), bot(1, 32)],
        &[0, 0, 1, 1],
        &kill_points(33, 2, 0, 40),
    );
}

/// A whole Battleball game is long in a debug build (some 50 s): run it with
/// `cargo test --test program online_kill -- --ignored`.
#[test]
#[ignore]
fn a_battleball_host_killed_twice_is_resumed_and_the_game_finishes() {
    killed_and_resumed(
        "kill-bb",
        "battleball",
        BATTLEBALL_FOR_TWO,
        vec![bot(0, 34), bot(1, 35)],
        &[0, 1],
        &kill_points(36, 2, 0, 60),
    );
}

/// More kill points and more games: `cargo test --test program online_kill -- --ignored`.
#[test]
#[ignore]
fn first_and_goal_hosts_killed_at_many_moments_are_resumed_and_their_games_finish() {
    for seed in 0..4 {
        killed_and_resumed(
            &format!("kill-fg-sweep-{seed}"),
            "first-and-goal",
            FIRST_AND_GOAL_FOR_TWO,
            vec![bot(0, 100 + seed), bot(1, 200 + seed)],
            &[0, 0, 1, 1],
            &kill_points(300 + seed, 4, 0, 50),
        );
    }
}
