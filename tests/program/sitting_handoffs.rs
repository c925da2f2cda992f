//! Hot-seat at the pace of the table (issue 21 item 1): each coach makes all its choices for an
//! ordinary snap in one sitting, so a snap costs at most two hand-offs; the numbers per snap and
//! per game are printed for the record (`--nocapture`).

use crate::terminal;

use std::time::Duration;

use expectrl::{Any, Eof, Expect, Session};
use terminal::{command, game, handoff_key, temp_path, CLEAR_SCROLLBACK, PROMPT_END};

/// What a prompt asked, by the question on its screen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Asked {
    Handoff,
    Call,
    DefenseTimeout,
    Card,
    /// After a run, the defense stops the burn or lets it: still the defense's sitting.
    StopBurn,
    Other,
}

/// Every prompt of a whole game in which every question is answered with Enter (its default)
/// and every hand-off with its key.
pub fn prompts_of_a_game(args: &[&str]) -> (Vec<Asked>, String) {
    let (asked, _, output) = screens_of_a_game(args);
    (asked, output)
}

/// As `prompts_of_a_game`, with each prompt's screen (what was written since the last clear).
pub fn screens_of_a_game(args: &[&str]) -> (Vec<Asked>, Vec<String>, String) {
    let mut session = Session::spawn(command(args)).expect("spawn gridiron in a pty");
    session.set_expect_timeout(Some(Duration::from_secs(20)));
    let mut asked = Vec::new();
    let mut screens = Vec::new();
    let mut output = String::new();
    loop {
        let found = session
            .expect(Any::boxed(vec![Box::new(PROMPT_END), Box::new(Eof)]))
            .unwrap_or_else(|e| panic!("no prompt and no end ({e})"));
        let before = String::from_utf8_lossy(found.before()).to_string();
        let matched = found.get(0).map(|m| m.to_vec()).unwrap_or_default();
        output.push_str(&before);
        output.push_str(&String::from_utf8_lossy(&matched));
        if matched != PROMPT_END.as_bytes() {
            break;
        }
        let segment = before.rsplit(CLEAR_SCROLLBACK).next().unwrap_or(&before);
        screens.push(segment.to_string());
        if segment.contains("please take over") {
            asked.push(Asked::Handoff);
            let key = handoff_key(segment, "please take over").expect("a hand-off names its key");
            session.send_line(key.to_string()).expect("send the key");
            continue;
        }
        let last_question = [
            ("Your call for this snap:", Asked::Call),
            (
                "Defense: call a timeout before the snap?",
                Asked::DefenseTimeout,
            ),
            ("Choose your card (secretly):", Asked::Card),
            ("The offense burns a card: stop the clock", Asked::StopBurn),
        ]
        .iter()
        .filter_map(|(text, kind)| segment.rfind(text).map(|at| (at, *kind)))
        .max_by_key(|(at, _)| *at)
        .map_or(Asked::Other, |(_, kind)| kind);
        asked.push(last_question);
        session.send_line("").expect("send Enter");
    }
    (asked, screens, output)
}

/// The hand-offs of each ordinary snap: from one call of a snap to the next, when nothing but
/// the call, the defense's timeout question, the cards and the defense's burn question after a
/// run was asked in between.
pub fn handoffs_per_ordinary_snap(asked: &[Asked]) -> Vec<usize> {
    let calls: Vec<usize> = asked
        .iter()
        .enumerate()
        .filter(|(_, a)| **a == Asked::Call)
        .map(|(i, _)| i)
        .collect();
    calls
        .windows(2)
        .filter_map(|pair| {
            let between = &asked[pair[0] + 1..pair[1]];
            let ordinary = between.iter().all(|a| *a != Asked::Other);
            ordinary.then(|| between.iter().filter(|a| **a == Asked::Handoff).count())
        })
        .collect()
}

#[test]
fn an_ordinary_snap_takes_at_most_two_handoffs() {
    let save = temp_path("sitting-two.toml");
    let save_arg = save.to_string_lossy().to_string();
    let (asked, output) =
        prompts_of_a_game(&game("BOS", "base", "2", "en", "3", "none", &save_arg));
    assert!(
        output.contains("Game over"),
        "the game did not finish: {}",
        &output[output.len().saturating_sub(3000)..]
    );
    let snaps = handoffs_per_ordinary_snap(&asked);
    let total = asked.iter().filter(|a| **a == Asked::Handoff).count();
    let calls = asked.iter().filter(|a| **a == Asked::Call).count();
    eprintln!(
        "hand-offs: {total} in the game, {calls} calls, ordinary snaps {} with {:?} hand-offs each (max {:?})",
        snaps.len(),
        snaps.iter().sum::<usize>() as f64 / snaps.len().max(1) as f64,
        snaps.iter().max()
    );
    assert!(snaps.len() > 20, "only {} ordinary snaps", snaps.len());
    assert!(
        snaps.iter().all(|&n| n <= 2),
        "hand-offs per ordinary snap: {snaps:?}"
    );
}

#[test]
fn against_the_computer_the_timeout_before_the_snap_is_no_question_of_its_own() {
    let save = temp_path("sitting-one.toml");
    let save_arg = save.to_string_lossy().to_string();
    let (asked, screens, output) =
        screens_of_a_game(&game("BOS", "base", "1", "en", "3", "none", &save_arg));
    assert!(output.contains("Game over"), "the game did not finish");
    // Only where the call is carried out at once (a kneel, a QB sneak, a Hail Mary) is the
    // timeout the defense's one say before the snap, and asked on its own.
    let alone: Vec<usize> = (0..asked.len())
        .filter(|&i| asked[i] == Asked::DefenseTimeout)
        .collect();
    eprintln!(
        "one coach against the computer: {} questions, {} of them the timeout alone",
        asked.len(),
        alone.len()
    );
    let at_once = ["kneels.", "calls a QB sneak.", "throws a Hail Mary."];
    for &i in &alone {
        let next = screens.get(i + 1).map_or("", String::as_str);
        assert!(
            at_once.iter().any(|call| next.contains(call)),
            "the defense was asked about a timeout on its own before:\n{next}"
        );
    }
    // The timeout is still there to take, at the card question.
    assert!(output.contains("TIMEOUT ("));
}

/// Three and four coaches: each seat still makes its choices for a snap in one sitting.
#[test]
fn with_three_and_four_coaches_an_ordinary_snap_takes_at_most_two_handoffs() {
    for (humans, side) in [("3", "away"), ("4", "home")] {
        let save = temp_path(&format!("sitting-{humans}.toml"));
        let save_arg = save.to_string_lossy().to_string();
        let (asked, output) = prompts_of_a_game(&[
            "play",
            "--home",
            "BOS",
            "--away",
            "base",
            "--humans",
            humans,
            "--side",
            side,
            "--share-hands",
            "false",
            "--lang",
            "en",
            "--seed",
            "5",
            "--optional",
            "none",
            "--save",
            &save_arg,
        ]);
        assert!(output.contains("Game over"), "the game did not finish");
        let snaps = handoffs_per_ordinary_snap(&asked);
        let total = asked.iter().filter(|a| **a == Asked::Handoff).count();
        eprintln!(
            "{humans} coaches: {total} hand-offs in the game, ordinary snaps {} with {} hand-offs each (max {:?})",
            snaps.len(),
            snaps.iter().sum::<usize>() as f64 / snaps.len().max(1) as f64,
            snaps.iter().max()
        );
        assert!(snaps.len() > 20, "only {} ordinary snaps", snaps.len());
        assert!(
            snaps.iter().all(|&n| n <= 2),
            "{humans} coaches, hand-offs per ordinary snap: {snaps:?}"
        );
    }
}
