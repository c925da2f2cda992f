//! Driving the real binary in a pseudo-terminal, answering its prompts by a simple policy.

#![allow(dead_code)]

use std::path::PathBuf;
use std::process::Command;
use std::time::Duration;

use expectrl::{Any, ControlCode, Eof, Expect, Session};

/// The end of every request for input (`ui::screen::PROMPT_END`).
pub const PROMPT_END: &str = "» ";
/// The scroll-back clear that ends every private screen.
pub const CLEAR_SCROLLBACK: &str = "\x1b[3J";

pub fn temp_path(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("gridiron-tests-{}", std::process::id()));
    let _ = std::fs::create_dir_all(&dir);
    let path = dir.join(name);
    let _ = std::fs::remove_file(&path);
    path
}

pub fn command(args: &[&str]) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_gridiron"));
    command.args(args);
    command.env("NO_COLOR", "1").env("TERM", "xterm");
    for var in ["LC_ALL", "LC_MESSAGES", "LANG"] {
        command.env_remove(var);
    }
    command
}

/// What a driven game showed and how it ended.
#[derive(Debug, Default)]
pub struct Run {
    /// Everything the program wrote, escape sequences included.
    pub output: String,
    pub prompts: usize,
    pub handoffs: usize,
    pub took_timeout: bool,
    pub punted: bool,
    pub penalty_questions: usize,
}

/// Words the policy looks for, per language.
pub struct Words {
    pub handoff: &'static str,
    /// The hand-off asking again after a wrong key.
    pub handoff_again: &'static str,
    pub penalty_question: &'static str,
    pub punt: &'static str,
}

pub const ENGLISH: Words = Words {
    handoff: "please take over",
    handoff_again: "Only the coach taking over",
    penalty_question: "Accept or decline?",
    punt: "Punt",
};

pub const GERMAN: Words = Words {
    handoff: "bitte übernehmen",
    handoff_again: "Nur wer übernimmt",
    penalty_question: "Annehmen oder ablehnen?",
    punt: "Punt",
};

fn options(segment: &str) -> Vec<(usize, String)> {
    segment
        .lines()
        .filter_map(|line| {
            let line = line.trim_start().trim_start_matches('›').trim_start();
            let (number, rest) = line.split_once(") ")?;
            Some((number.trim().parse().ok()?, rest.to_string()))
        })
        .collect()
}

/// Plays until the program ends: Enter (the first option) everywhere, except one timeout and,
/// after `punt_after` prompts, one punt. `stop_after` closes the input after that many prompts.
pub fn drive(args: &[&str], words: &Words, punt_after: usize, stop_after: Option<usize>) -> Run {
    drive_typing_ahead(args, words, punt_after, stop_after, "")
}

/// The key a hand-off asks for: the letter in brackets on its line.
pub fn handoff_key(segment: &str, handoff: &str) -> Option<char> {
    let line = segment
        .lines()
        .rev()
        .find(|l| l.contains(handoff) || l.contains("]"))?;
    let (_, rest) = line.split_once('[')?;
    rest.chars().next()
}

/// As `drive`, but every answer to a decision is followed by `burst` (stray Enters and digits
/// typed ahead), which the next hand-off must throw away.
pub fn drive_typing_ahead(
    args: &[&str],
    words: &Words,
    punt_after: usize,
    stop_after: Option<usize>,
    burst: &str,
) -> Run {
    let mut session = Session::spawn(command(args)).expect("spawn gridiron in a pty");
    session.set_expect_timeout(Some(Duration::from_secs(20)));
    let mut run = Run::default();
    loop {
        let found = match session.expect(Any::boxed(vec![Box::new(PROMPT_END), Box::new(Eof)])) {
            Ok(found) => found,
            Err(e) => panic!(
                "no prompt and no end ({e}) after:\n{}",
                run.output
                    .chars()
                    .rev()
                    .take(2000)
                    .collect::<Vec<_>>()
                    .into_iter()
                    .rev()
                    .collect::<String>()
            ),
        };
        let before = String::from_utf8_lossy(found.before()).to_string();
        let matched = found.get(0).map(|m| m.to_vec()).unwrap_or_default();
        run.output.push_str(&before);
        run.output.push_str(&String::from_utf8_lossy(&matched));
        if matched != PROMPT_END.as_bytes() {
            break;
        }
        run.prompts += 1;
        if stop_after.is_some_and(|n| run.prompts > n) {
            run.output.push_str(&close_input(&mut session));
            break;
        }
        let segment = before.rsplit(CLEAR_SCROLLBACK).next().unwrap_or(&before);
        if segment.contains(words.handoff) || segment.contains(words.handoff_again) {
            run.handoffs += 1;
            let key = handoff_key(segment, words.handoff).expect("a hand-off names its key");
            session.send_line(key.to_string()).expect("send the key");
            continue;
        }
        if segment.contains(words.penalty_question) {
            run.penalty_questions += 1;
        }
        let options = options(segment);
        let mut answer = String::new();
        if !run.took_timeout {
            if let Some((n, _)) = options.iter().find(|(_, o)| o.starts_with("TIMEOUT (")) {
                answer = n.to_string();
                run.took_timeout = true;
            }
        }
        if answer.is_empty() && !run.punted && run.prompts > punt_after {
            if let Some((n, _)) = options.iter().find(|(_, o)| *o == words.punt) {
                answer = n.to_string();
                run.punted = true;
            }
        }
        session.send_line(&answer).expect("send an answer");
        if !burst.is_empty() {
            session.send(burst).expect("type ahead");
        }
    }
    run
}

/// Closes the input with Ctrl-D and waits for the program to end; returns what it wrote
/// meanwhile. A Ctrl-D typed before a key prompt has put the terminal in raw mode is turned
/// into an empty line by the terminal and reaches the prompt as a NUL, so it is lost; a person
/// presses it again, and so does this.
pub fn close_input(session: &mut expectrl::session::OsSession) -> String {
    session.set_expect_timeout(Some(Duration::from_secs(3)));
    for _ in 0..10 {
        // The program may already be gone when a repeated Ctrl-D is sent.
        let _ = session.send(ControlCode::EndOfTransmission);
        if let Ok(found) = session.expect(Eof) {
            session.set_expect_timeout(Some(Duration::from_secs(20)));
            // Eof matches everything left, so the text is the match, not what came before.
            let mut text = found.before().to_vec();
            for matched in found.matches() {
                text.extend_from_slice(matched);
            }
            return String::from_utf8_lossy(&text).to_string();
        }
    }
    panic!("the program did not end after Ctrl-D ten times");
}

/// The hand titles on each screen, checked against the seat the last hand-off named: no screen
/// that prompts a coach shows another coach's (or the other team's) hand. `same` says whether
/// the hand's seat and the hand-off's seat belong to the same person.
pub fn check_hands(
    output: &str,
    hand_title: &str,
    handoff: &str,
    same: impl Fn(&str, &str) -> bool,
) -> usize {
    let mut named: Option<String> = None;
    let mut checked = 0;
    for screen in output.split(CLEAR_SCROLLBACK) {
        if let Some(line) = screen.lines().find(|l| l.contains(handoff)) {
            named = line
                .split(&format!(": {handoff}"))
                .next()
                .map(|s| s.trim().to_string());
        }
        let hands: Vec<&str> = screen
            .lines()
            .filter(|l| l.starts_with(hand_title))
            .collect();
        assert!(hands.len() <= 1, "two hands on one screen:\n{screen}");
        if let Some(hand) = hands.first() {
            let seat = hand
                .trim_start_matches(hand_title)
                .trim_end_matches(':')
                .trim();
            let person = named.as_deref().expect("a hand-off before the first hand");
            assert!(
                same(seat, person),
                "{seat}'s hand shown to {person}:\n{screen}"
            );
            checked += 1;
        }
    }
    checked
}

/// "Offense (Boston Bombers)" -> "Boston Bombers".
pub fn team_of(seat: &str) -> &str {
    seat.rsplit_once('(')
        .map_or(seat, |(_, team)| team.trim_end_matches(')'))
}

/// The command line of a game with every question answered by a flag.
pub fn game<'a>(
    home: &'a str,
    away: &'a str,
    humans: &'a str,
    lang: &'a str,
    seed: &'a str,
    optional: &'a str,
    save: &'a str,
) -> [&'a str; 15] {
    [
        "play",
        "--home",
        home,
        "--away",
        away,
        "--humans",
        humans,
        "--lang",
        lang,
        "--seed",
        seed,
        "--optional",
        optional,
        "--save",
        save,
    ]
}
