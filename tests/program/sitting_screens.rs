//! Screens that do not scroll or lie (issue 21 item 6) and the whole play log at any question
//! (item 5's key), in a pseudo-terminal: a follow-up question gets a fresh screen with the
//! board, a double-tapped Enter never answers a question its coach has not seen, and the log
//! key shows the whole log and comes back to the same question.

use crate::terminal;

use std::time::Duration;

use expectrl::{session::OsSession, Any, Eof, Expect, Session};
use terminal::{close_input, command, game, handoff_key, temp_path, CLEAR_SCROLLBACK, PROMPT_END};

/// A game in a pseudo-terminal whose hand-offs are answered with their key.
struct Table {
    session: OsSession,
    handoff: &'static str,
}

impl Table {
    fn open(args: &[&str], handoff: &'static str) -> Table {
        let mut session = Session::spawn(command(args)).expect("spawn gridiron in a pty");
        session.set_expect_timeout(Some(Duration::from_secs(20)));
        Table { session, handoff }
    }

    /// The screen of the next question (what was written since the last clear), or `None` at
    /// the end of the game.
    fn question(&mut self) -> Option<String> {
        loop {
            let found = self
                .session
                .expect(Any::boxed(vec![Box::new(PROMPT_END), Box::new(Eof)]))
                .unwrap_or_else(|e| panic!("no prompt and no end ({e})"));
            let matched = found.get(0).map(|m| m.to_vec()).unwrap_or_default();
            if matched != PROMPT_END.as_bytes() {
                return None;
            }
            let before = String::from_utf8_lossy(found.before()).to_string();
            let screen = before
                .rsplit(CLEAR_SCROLLBACK)
                .next()
                .unwrap_or(&before)
                .to_string();
            if screen.contains(self.handoff) {
                let key = handoff_key(&screen, self.handoff).expect("a hand-off names its key");
                self.session
                    .send_line(key.to_string())
                    .expect("send the key");
                continue;
            }
            return Some(screen);
        }
    }

    fn send(&mut self, keys: &str) {
        self.session.send(keys).expect("type");
    }
}

/// The number of the option that starts with `text` on `screen`.
fn option(screen: &str, text: &str) -> Option<usize> {
    screen.lines().find_map(|line| {
        let line = line.trim_start().trim_start_matches('›').trim_start();
        let (number, rest) = line.split_once(") ")?;
        rest.starts_with(text)
            .then(|| number.trim().parse().ok())
            .flatten()
    })
}

#[test]
fn the_card_taken_back_is_asked_on_a_fresh_screen_with_the_board() {
    let save = temp_path("sitting-follow-up.toml");
    let save_arg = save.to_string_lossy().to_string();
    let mut table = Table::open(
        &game("BOS", "base", "2", "en", "3", "none", &save_arg),
        "please take over",
    );
    let mut calls = 0;
    while let Some(screen) = table.question() {
        if screen.contains("Your call for this snap:") {
            calls += 1;
        }
        if calls > 4 && screen.contains("Your call for this snap:") {
            if let Some(n) = option(&screen, "TIMEOUT (") {
                table.send(&format!("{n}\r"));
                continue;
            }
        }
        if let Some(n) = option(&screen, "A: take a card back") {
            table.send(&format!("{n}\r"));
            let follow_up = table.question().expect("the follow-up question");
            assert!(
                follow_up.contains("Which card do you take back from the discards?"),
                "{follow_up}"
            );
            // A screen of its own: the board, not the question it follows.
            assert!(follow_up.contains("Timeouts: "), "{follow_up}");
            assert!(
                !follow_up.contains("Timeout: what do you do with your cards?"),
                "{follow_up}"
            );
            let _ = close_input(&mut table.session);
            return;
        }
        table.send("\r");
    }
    panic!("no timeout with a card to take back");
}

#[test]
fn a_double_tapped_enter_never_answers_the_burn_question_unseen() {
    let save = temp_path("sitting-double-enter.toml");
    let save_arg = save.to_string_lossy().to_string();
    let mut table = Table::open(
        &game("BOS", "base", "1", "en", "5", "none", &save_arg),
        "please take over",
    );
    let mut tapped = false;
    while let Some(screen) = table.question() {
        if tapped && screen.contains("The offense burns a card: stop the clock") {
            // The second Enter is gone: this question waits for its own answer, the timeout,
            // whose cards are asked next.
            table.send("2\r");
            let next = table.question().expect("the question after the timeout");
            assert!(
                next.contains("Timeout: what do you do with your cards?"),
                "the burn question was answered before it was seen:\n{next}"
            );
            let _ = close_input(&mut table.session);
            return;
        }
        tapped = false;
        if screen.contains("Choose your card (secretly):") && screen.contains("vs. offense") {
            tapped = true;
            table.send("\r\r");
            continue;
        }
        table.send("\r");
    }
    panic!("no burn question after a run");
}

/// Opens the whole log at the sixth call with `key`, pages through it with Enter, and checks
/// the question comes back as it was.
fn the_log_key_shows_the_whole_log(lang: &str, handoff: &'static str, words: [&str; 5]) {
    let [call, hint, title, first_line, key] = words;
    let save = temp_path(&format!("sitting-log-{lang}.toml"));
    let save_arg = save.to_string_lossy().to_string();
    let mut table = Table::open(
        &game("BOS", "base", "2", lang, "3", "none", &save_arg),
        handoff,
    );
    let mut calls = 0;
    while let Some(screen) = table.question() {
        if screen.contains(call) {
            calls += 1;
        }
        if calls < 6 || !screen.contains(call) {
            table.send("\r");
            continue;
        }
        assert!(
            screen.contains(hint),
            "no log key in the hint line:\n{screen}"
        );
        table.send(key);
        let mut pages = Vec::new();
        let back = loop {
            let shown = table.question().expect("a page of the log");
            if !shown.contains(title) {
                break shown;
            }
            pages.push(shown);
            table.send("\r");
        };
        assert!(!pages.is_empty(), "no log shown");
        assert!(pages[0].contains(first_line), "{}", pages[0]);
        // Every line of a page fits the screen, and no page is taller than it.
        for page in &pages {
            assert!(page.lines().count() <= 24, "{page}");
        }
        assert_eq!(back, screen, "the question did not come back unchanged");
        let _ = close_input(&mut table.session);
        return;
    }
    panic!("the game ended before its sixth call");
}

#[test]
fn the_log_key_shows_the_whole_log_and_returns_to_the_question() {
    the_log_key_shows_the_whole_log(
        "en",
        "please take over",
        [
            "Your call for this snap:",
            "L whole log]",
            "The play log so far",
            "the coin shows",
            "l",
        ],
    );
}

#[test]
fn die_taste_b_zeigt_den_ganzen_spielbericht_und_kehrt_zur_frage_zurueck() {
    the_log_key_shows_the_whole_log(
        "de",
        "bitte übernehmen",
        [
            "Deine Ansage für diesen Spielzug:",
            "B Spielbericht]",
            "Der Spielbericht bis hier",
            "die Münze zeigt",
            "B",
        ],
    );
}

/// The offense chose its card with its call; the defense's timeout changes the situation, so
/// the offense is asked its call and card again rather than have the earlier card played.
#[test]
fn after_the_defense_timeout_the_offense_chooses_its_card_again() {
    let save = temp_path("sitting-again.toml");
    let save_arg = save.to_string_lossy().to_string();
    let mut table = Table::open(
        &game("BOS", "base", "2", "en", "3", "none", &save_arg),
        "please take over",
    );
    let mut timeout_called = false;
    let mut after = Vec::new();
    while let Some(screen) = table.question() {
        let defense_cards =
            screen.contains("Choose your card (secretly):") && screen.contains("vs. offense");
        if !timeout_called && defense_cards {
            let n = option(&screen, "TIMEOUT (").expect("the timeout at the card question");
            table.send(&format!("{n}\r"));
            timeout_called = true;
            continue;
        }
        if timeout_called {
            if defense_cards {
                break;
            }
            if screen.contains("vs. defense") {
                after.push("card");
            } else if screen.contains("Your call for this snap:") {
                after.push("call");
            } else if screen.contains("Timeout: what do you do with your cards?") {
                after.push(if screen.contains("Your hand, Defense") {
                    "defense's timeout"
                } else {
                    "timeout"
                });
            }
        }
        table.send("\r");
    }
    let _ = close_input(&mut table.session);
    // The defense chooses its timeout's cards with its timeout, in the same sitting; then the
    // offense goes on from its own to the call and the card in one sitting.
    assert_eq!(after, ["defense's timeout", "timeout", "call", "card"]);
}
