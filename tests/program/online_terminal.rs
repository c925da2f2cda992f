//! Online 1st & Goal at real terminals (issue 20): a host with its own person and a joiner, each
//! in a pseudo-terminal of 80x24, over loopback. The joiner's seat question lists the free
//! chair; whoever is not asked sees whom the game waits for; a spectator sees the board and
//! never a hand; a joiner killed and started again with the same command takes its chair back,
//! and the host's person sees the game paused and then going on.

use crate::terminal;

use std::path::{Path, PathBuf};
use std::time::Duration;

use expectrl::process::unix::Signal;
use expectrl::session::OsSession;
use expectrl::{Expect, Session};
use terminal::{command, CLEAR_SCROLLBACK, PROMPT_END};

use super::online_bots::FIRST_AND_GOAL_FOR_TWO;

/// Rounds of reading between two answers or checks, each after a short sleep: a bound on how
/// long the test waits for a screen, never a measure of time it asserts on. At least a minute,
/// more on a loaded machine: a program started under load takes seconds to ask its first
/// question, and a killed joiner's connection is noticed only when the host's QUIC path to it
/// times out (15 s on a direct path).
const ROUNDS: usize = 1_200;
const ROUND: Duration = Duration::from_millis(50);

/// One program in its own pseudo-terminal, and everything it wrote.
struct Terminal {
    session: OsSession,
    text: String,
    /// Where the output not yet looked at for a question starts.
    unread: usize,
    ended: bool,
}

impl Terminal {
    fn start(args: &[&str], home: &Path) -> Terminal {
        let mut program = command(args);
        program
            .env("HOME", home)
            .env("XDG_DATA_HOME", home.join("data"))
            .env("USER", "tester");
        let session = Session::spawn(program).expect("spawn gridiron in a pty");
        Terminal {
            session,
            text: String::new(),
            unread: 0,
            ended: false,
        }
    }

    /// Takes in what the program wrote since the last look, without waiting.
    fn read(&mut self) {
        let mut buffer = [0u8; 8192];
        loop {
            match self.session.try_read(&mut buffer) {
                Ok(0) => {
                    self.ended = true;
                    return;
                }
                Ok(n) => self.text.push_str(&String::from_utf8_lossy(&buffer[..n])),
                Err(error) if error.kind() == std::io::ErrorKind::WouldBlock => return,
                Err(_) => {
                    self.ended = true;
                    return;
                }
            }
        }
    }

    /// The question the program asks now, if it asks one: its screen, marked as read.
    fn question(&mut self) -> Option<String> {
        self.read();
        let at = self.text[self.unread..].find(PROMPT_END)?;
        let asked = self.text[self.unread..self.unread + at].to_string();
        self.unread += at + PROMPT_END.len();
        Some(asked)
    }

    /// The latest screen drawn (everything after the last clear).
    fn screen(&self) -> &str {
        self.text
            .rsplit(CLEAR_SCROLLBACK)
            .next()
            .unwrap_or(&self.text)
    }

    fn answer(&mut self, keys: &str) {
        self.session.send(keys).expect("type into the pty");
    }

    fn kill(&mut self) {
        let process = self.session.get_process_mut();
        let _ = process.kill(Signal::SIGKILL);
        let _ = process.wait();
        self.ended = true;
    }

    fn tail(&self) -> String {
        let chars: Vec<char> = self.text.chars().collect();
        chars[chars.len().saturating_sub(2500)..].iter().collect()
    }
}

impl Drop for Terminal {
    fn drop(&mut self) {
        if !self.ended {
            let process = self.session.get_process_mut();
            let _ = process.kill(Signal::SIGKILL);
            let _ = process.wait();
        }
    }
}

fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("gridiron-online-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    dir
}

/// Reads `terminals` round after round until `done` says so; panics with every screen after
/// `rounds` rounds.
fn until(
    terminals: &mut [&mut Terminal],
    rounds: usize,
    what: &str,
    mut done: impl FnMut(&mut [&mut Terminal]) -> bool,
) {
    for _ in 0..rounds {
        terminals.iter_mut().for_each(|t| t.read());
        if done(terminals) {
            return;
        }
        std::thread::sleep(ROUND);
    }
    let screens: Vec<String> = terminals.iter().map(|t| t.tail()).collect();
    panic!(
        "{what}: not seen; the screens end:\n{}",
        screens.join("\n=====\n")
    );
}

/// Whether `terminal` shows a waiting screen (no question on it) whose line `waiting` ("Waiting
/// for") names `name` as awaited.
fn waits_for(terminal: &Terminal, waiting: &str, name: &str) -> bool {
    let screen = terminal.screen();
    !screen.contains(PROMPT_END) && screen.contains(&format!("{waiting} {name} ("))
}

/// The host's person (Ada) and the joiner (Ben) answer every question with Enter, each question
/// checked by `stop` first (`who`: 0 the host, 1 the joiner; `other` read just before), until
/// `stop` says so.
fn play_until(
    host: &mut Terminal,
    joiner: &mut Terminal,
    watcher: &mut Terminal,
    what: &str,
    mut stop: impl FnMut(usize, &Terminal) -> bool,
) {
    for _ in 0..ROUNDS {
        watcher.read();
        for who in 0..2 {
            let (me, other) = if who == 0 {
                (&mut *host, &mut *joiner)
            } else {
                (&mut *joiner, &mut *host)
            };
            other.read();
            if me.question().is_some() {
                let stopping = stop(who, other);
                me.answer("\r");
                if stopping {
                    return;
                }
            }
        }
        std::thread::sleep(ROUND);
    }
    panic!(
        "{what}: not reached; the host's screen ends:\n{}\n===== the joiner's:\n{}",
        host.tail(),
        joiner.tail()
    );
}

/// Plays on until the joiner owes a decision and the host's person waits for it (not asked):
/// the joiner's next question is left open, the host's answered. The game cannot go on
/// without the joiner's answer, so the host's screen comes to wait for it, however long its
/// questions and redrawing take (a fixed allowance for them ran out on a loaded machine).
fn until_host_waits_for_joiner(host: &mut Terminal, joiner: &mut Terminal, watcher: &mut Terminal) {
    let mut open = false;
    for _ in 0..ROUNDS {
        watcher.read();
        if host.question().is_some() {
            host.answer("\r");
        }
        open = open || joiner.question().is_some();
        if open {
            host.read();
            if waits_for(host, "Waiting for", "Ben") {
                return;
            }
        }
        std::thread::sleep(ROUND);
    }
    panic!(
        "the host waiting for the joiner: not reached; the host's screen ends:\n{}",
        host.tail()
    );
}

fn host_args<'a>(ticket: &'a str, save: &'a str, lang: &'a str) -> Vec<&'a str> {
    let own = [
        "host",
        "--loopback",
        "--ticket-file",
        ticket,
        "--seat",
        "1",
        "--name",
        "Ada",
        "--lang",
        lang,
        "--save",
        save,
    ];
    [&own, FIRST_AND_GOAL_FOR_TWO].concat()
}

/// The seat question a joiner is asked first.
fn seat_question(joiner: &mut Terminal) -> String {
    let mut seats = String::new();
    until(&mut [joiner], ROUNDS, "the seat question", |t| {
        seats = t[0].question().unwrap_or_default();
        !seats.is_empty()
    });
    seats
}

/// A host in `lang` with its own person, and the ticket it wrote.
fn start_host(dir: &Path, lang: &str) -> (Terminal, String) {
    let ticket_file = dir.join("ticket");
    let ticket_arg = ticket_file.to_string_lossy().to_string();
    let save_arg = dir.join("game.toml").to_string_lossy().to_string();
    let mut host = Terminal::start(&host_args(&ticket_arg, &save_arg, lang), dir);
    let mut ticket = String::new();
    until(&mut [&mut host], ROUNDS, "the ticket", |_| {
        ticket = std::fs::read_to_string(&ticket_file).unwrap_or_default();
        !ticket.is_empty()
    });
    (host, ticket.trim().to_string())
}

/// Plays on until each person has answered three questions and has seen, while not asked, the
/// other awaited by name (`waiting`: "Waiting for").
fn until_each_saw_the_other_awaited(
    host: &mut Terminal,
    joiner: &mut Terminal,
    watcher: &mut Terminal,
    waiting: &str,
) {
    let mut host_saw_ben_awaited = false;
    let mut joiner_saw_ada_awaited = false;
    let mut answered = [0usize; 2];
    play_until(host, joiner, watcher, "both waiting lines", |who, other| {
        answered[who] += 1;
        host_saw_ben_awaited |= who == 1 && waits_for(other, waiting, "Ben");
        joiner_saw_ada_awaited |= who == 0 && waits_for(other, waiting, "Ada");
        host_saw_ben_awaited && joiner_saw_ada_awaited && answered.iter().all(|&n| n >= 3)
    });
}

#[test]
fn two_people_play_online_and_a_joiner_killed_takes_its_chair_back() {
    let dir = temp_dir("terminal-en");
    let (mut host, ticket) = start_host(&dir, "en");
    let ticket = ticket.as_str();
    let join = [
        "join",
        ticket,
        "--loopback",
        "--name",
        "Ben",
        "--lang",
        "en",
    ];

    // The seat question lists the free chair (the away team's) and watching, not Ada's.
    let mut joiner = Terminal::start(&join, &dir);
    let seats = seat_question(&mut joiner);
    assert!(seats.contains("Which seat do you take?"), "{seats}");
    assert!(seats.contains("Seat 2 (Base): free"), "{seats}");
    assert!(seats.contains("Only watch"), "{seats}");
    assert!(!seats.contains("Seat 1"), "Ada's chair is taken: {seats}");
    joiner.answer("\r");

    let watch = [
        "join",
        ticket,
        "--loopback",
        "--watch",
        "--name",
        "Cy",
        "--lang",
        "en",
    ];
    let mut watcher = Terminal::start(&watch, &dir);

    // Whoever is not asked sees whom the game waits for.
    until_each_saw_the_other_awaited(&mut host, &mut joiner, &mut watcher, "Waiting for");

    // The joiner is killed while the host's person waits for it: the host's screen says the
    // game is paused.
    until_host_waits_for_joiner(&mut host, &mut joiner, &mut watcher);
    joiner.kill();
    // A question being drawn shows the waiting line above its prompt: read before the prompt
    // came, it looked like the waiting screen. The host's person answers it, as they would,
    // and then waits for the joiner.
    until(
        &mut [&mut host, &mut watcher],
        ROUNDS,
        "the pause line",
        |t| {
            if t[0].question().is_some() {
                t[0].answer("\r");
            }
            t[0].screen().contains("Game paused: Ben (")
        },
    );
    let paused = host.screen().to_string();
    assert!(paused.contains(") is away."), "{paused}");
    assert!(!paused.contains(PROMPT_END), "{paused}");
    let paused_at = host.text.len();

    // Started again with the same command, it is offered its own chair back and takes it; the
    // game goes on: the host's person is asked again.
    let mut joiner = Terminal::start(&join, &dir);
    let seats = seat_question(&mut joiner);
    assert!(
        seats.contains("Seat 2 (Base): Ben, yours — take it back"),
        "{seats}"
    );
    joiner.answer("\r");
    play_until(
        &mut host,
        &mut joiner,
        &mut watcher,
        "the host asked after the pause",
        |who, _| who == 0,
    );
    assert!(host.unread > paused_at);
    assert!(!host.screen().contains("Game paused"), "{}", host.screen());

    // The spectator saw the board and whom the game waited for, was asked nothing and saw no
    // hand; the players saw theirs, so the title looked for is the one drawn.
    watcher.read();
    assert!(
        watcher.text.contains("Boston Bombers"),
        "{}",
        watcher.tail()
    );
    assert!(watcher.text.contains("Waiting for "), "{}", watcher.tail());
    // A hand shows as its list or, at a card decision, as the chart under the card question.
    let shows_a_hand = |text: &str| text.contains("Your hand") || text.contains("Choose your card");
    assert!(!shows_a_hand(&watcher.text), "{}", watcher.tail());
    assert!(!watcher.text.contains(PROMPT_END), "{}", watcher.tail());
    assert!(shows_a_hand(&host.text), "{}", host.tail());
    assert!(shows_a_hand(&joiner.text), "{}", joiner.tail());

    // No line of a screen wider than the terminal but the ticket (one word, to be copied
    // whole), and no message id where words belong. (A question's line is left out: the
    // selection writes the chosen option after it, in place.)
    for terminal in [&host, &joiner, &watcher] {
        for piece in terminal.text.lines().flat_map(|line| line.split('\r')) {
            if piece.contains(ticket) || piece.contains(PROMPT_END) {
                continue;
            }
            let shown = strip_escapes(piece);
            assert!(
                gridiron::common::wrap::width(&shown) <= 80,
                "wider than 80 columns: {shown:?}"
            );
            assert!(!looks_like_message_id(&shown), "a message id: {shown:?}");
        }
    }
}

#[test]
fn the_seat_question_and_the_waiting_line_are_german_in_german() {
    let dir = temp_dir("terminal-de");
    let (mut host, ticket) = start_host(&dir, "de");
    let join = [
        "join",
        &ticket,
        "--loopback",
        "--name",
        "Ben",
        "--lang",
        "de",
    ];
    let mut joiner = Terminal::start(&join, &dir);
    let seats = seat_question(&mut joiner);
    assert!(seats.contains("Welchen Platz nimmst du?"), "{seats}");
    assert!(seats.contains("Platz 2 (Base): frei"), "{seats}");
    assert!(seats.contains("Nur zuschauen"), "{seats}");
    assert!(!seats.contains("Platz 1"), "{seats}");
    joiner.answer("\r");
    let watch = ["join", &ticket, "--loopback", "--watch", "--lang", "de"];
    let mut watcher = Terminal::start(&watch, &dir);
    until_each_saw_the_other_awaited(&mut host, &mut joiner, &mut watcher, "Warten auf");
    assert!(
        host.text.contains("Deine Handkarten, ") || host.text.contains("Wähle deine Karte"),
        "{}",
        host.tail()
    );
    for english in ["Waiting for", "Your hand", "Seat "] {
        for terminal in [&host, &joiner, &watcher] {
            assert!(
                !terminal.text.contains(english),
                "{english}: {}",
                terminal.tail()
            );
        }
    }
}

/// Whether `line` holds `[some-id]` or a bare Fluent id where a message should be.
fn looks_like_message_id(line: &str) -> bool {
    line.split('[').skip(1).any(|rest| {
        rest.split_once(']').is_some_and(|(inside, _)| {
            inside.len() > 3
                && inside.contains('-')
                && inside
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
        })
    }) || line.trim_start().starts_with("online-")
}

/// `line` without its escape sequences (clearing, cursor), as the screen shows it.
fn strip_escapes(line: &str) -> String {
    let mut shown = String::new();
    let mut chars = line.chars();
    while let Some(c) = chars.next() {
        if c == '\x1b' {
            // A control sequence runs to its final letter; any other escape is two characters.
            if chars.next() == Some('[') {
                for c in chars.by_ref() {
                    if c.is_ascii_alphabetic() {
                        break;
                    }
                }
            }
            continue;
        }
        shown.push(c);
    }
    shown
}
