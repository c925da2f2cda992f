//! Online play's host without the network: the table (`gridiron_online::table`) and the fan-out
//! (`gridiron_online::fanout`) that decides what each seat and the spectators receive.
//!
//! - Random games of every variant, seats choosing through commit and reveal with random
//!   nonces; every message to every recipient goes through its frame and back and is compared
//!   whole with what the game and the table say that recipient may have now. The table offers no
//!   way to read a choice committed and not yet applied, and the game does not hold it, so a
//!   message that matches them holds no other seat's choice before its reveal; the nonces of
//!   pending choices are looked for in every frame besides.
//! - Hostile messages at the table: each refused with its exact `Refusal`, the game unchanged.
//! - Random bytes as frames; a finished game's proof against its decisions.

use std::collections::HashMap;

use gridiron::common::dice::SeededDice;
use gridiron::common::game::{Game, Sample};
use gridiron_battleball::Game as Battleball;
use gridiron_first_and_goal::engine::{Decision, Game as FirstAndGoal};
use gridiron_online::fanout::{self, Message, To};
use gridiron_online::proof::{
    choice_commitment, mixed_seed, seed_commitment, Broken, Bytes32, Proof, MAX_ROUND,
};
use gridiron_online::protocol::{self, FrameError, Refusal, ToClient, ToHost, MAX_FRAME};
use gridiron_online::table::{decision_text, Asked, Networked, Owes, Step, Table};
use proptest::prelude::*;
use rand::{Rng, RngCore, SeedableRng};
use rand_pcg::Pcg64Mcg;

/// Games per variant: every phase of the game in every variant; a debug build checks some
/// 10,000 messages a game, so it plays few (every message of 16 variants' games is still
/// over 100,000), a release build many.
const GAMES_PER_VARIANT: u64 = if cfg!(debug_assertions) { 2 } else { 30 };
/// No game comes near this many decisions; one that does is stuck.
const MOST_DECISIONS: usize = 50_000;

/// A fan-out as the host calls it after each step.
type FanOut<G> = fn(&Table<G>, &Step<G>) -> Vec<(To, Message<G>)>;

/// Everything the recipients of one game have been sent, and what was wrong with it.
struct Audit<G: Game> {
    /// Every event of the game so far, in order (number `n` at `n - 1`).
    history: Vec<G::Event>,
    /// The last event number each recipient holds.
    last_event: HashMap<To, u64>,
    /// Choices committed and not yet applied: the committing seat's place, hash and nonce.
    pending: Vec<(usize, Bytes32, Bytes32)>,
    checked: usize,
    leaks: Vec<String>,
}

impl<G: Networked> Audit<G> {
    fn new() -> Audit<G> {
        Audit {
            history: Vec::new(),
            last_event: HashMap::new(),
            pending: Vec::new(),
            checked: 0,
            leaks: Vec::new(),
        }
    }

    fn leak(&mut self, to: To, what: &str) {
        self.leaks.push(format!("{to:?}: {what}"));
    }

    /// `message` as `to` would read it off the wire, checked against `table` as it stands.
    fn check(&mut self, table: &Table<G>, asked: &[Asked<G>], to: To, message: &Message<G>) {
        self.checked += 1;
        let frame = protocol::encode(message);
        let announced = protocol::frame_length([frame[0], frame[1], frame[2], frame[3]]);
        if announced != Ok(frame.len() - 4) {
            self.leak(to, "a frame announces another length than it has");
        }
        let body = &frame[4..];
        let text = String::from_utf8_lossy(body).into_owned();
        let revealed: Vec<usize> = self
            .pending
            .iter()
            .filter(|(_, _, nonce)| text.contains(&nonce.hex()))
            .map(|&(place, _, _)| place)
            .collect();
        for place in revealed {
            self.leak(
                to,
                &format!("holds the nonce of seat {place}'s pending choice"),
            );
        }
        let decoded: Message<G> = match protocol::decode(body) {
            Ok(decoded) => decoded,
            Err(error) => return self.leak(to, &format!("does not decode: {error:?}")),
        };
        if serde_json::to_string(&decoded).ok().as_deref() != Some(text.as_str()) {
            self.leak(to, "changes on its way through the frame");
        }
        let seat = match to {
            To::Seat(place) => match table.seat(place) {
                Some(seat) => Some(seat),
                None => return self.leak(to, "is sent to a seat the game does not have"),
            },
            To::Spectators => None,
        };
        let own = seat.and_then(|seat| asked.iter().find(|asked| asked.seat == seat));
        match decoded {
            ToClient::Events { events } => {
                for numbered in events {
                    let last = self.last_event.entry(to).or_insert(0);
                    if numbered.n != *last + 1 {
                        let what = format!("event {} follows event {last}", numbered.n);
                        self.leak(to, &what);
                    }
                    *self.last_event.entry(to).or_insert(0) = numbered.n;
                    let Some(event) = numbered
                        .n
                        .checked_sub(1)
                        .and_then(|i| self.history.get(i as usize))
                    else {
                        self.leak(to, &format!("event {} has not happened", numbered.n));
                        continue;
                    };
                    let sent = numbered.event.as_ref().map(json);
                    let expected = G::may_see(event, seat).then(|| json(event));
                    if sent != expected {
                        self.leak(to, &format!("event {} is not as it may see it", numbered.n));
                    }
                }
            }
            ToClient::View {
                at,
                seat: named,
                view,
            } => match seat {
                Some(seat) => {
                    if To::Seat(named) != to {
                        self.leak(to, "a view names another seat");
                    }
                    if !table.game().view_is_sound(seat, &view) {
                        self.leak(to, "a view holds what the seat may not see");
                    }
                    if at != table.at() || view != table.game().seat_view(seat) {
                        self.leak(to, "a view is not the seat's view now");
                    }
                }
                None => self.leak(to, "spectators are sent a seat's view"),
            },
            ToClient::Table { at, view } => {
                if seat.is_some() || at != table.at() || view != table.game().public_view() {
                    self.leak(to, "a public view that is not the table now, or to a seat");
                }
            }
            ToClient::Ask {
                at,
                seat: named,
                legal,
                commit,
                ahead,
            } => match own {
                Some(own) if own.owes == Owes::Choose => {
                    if at != own.at
                        || legal != own.legal
                        || commit != own.commit
                        || To::Seat(named) != to
                    {
                        self.leak(to, "a question that is not the seat's");
                    }
                    // What a seat is told of its next question must be exactly what it will be
                    // asked after that answer, reached with no die and nobody else deciding.
                    for (answer, next) in &ahead {
                        let mut copy = table.game().clone();
                        let mut dice = gridiron::common::dice::Unrolled::default();
                        let applied = copy
                            .apply(own.seat, *answer, &mut dice, &mut Vec::new())
                            .is_ok();
                        let mut then = Vec::new();
                        copy.legal(own.seat, &mut then);
                        let same_seat = copy.waiting_on().contains(&own.seat);
                        if !applied || dice.rolled || !same_seat || then != *next {
                            self.leak(to, "a question ahead that is not the seat's next");
                        }
                    }
                }
                _ => self.leak(to, "asked without owing a choice"),
            },
            ToClient::Reveal { at, seat: named } => match own {
                Some(own) if own.owes == Owes::Reveal && at == own.at && To::Seat(named) == to => {}
                _ => self.leak(to, "told to reveal without owing a reveal"),
            },
            ToClient::Committed { at, seat, hash } => {
                let known = self
                    .pending
                    .iter()
                    .any(|&(place, committed, _)| place == seat && committed == hash);
                if at != table.at() || !known {
                    self.leak(to, "a commitment no seat made");
                }
            }
            ToClient::Waiting { seats } => {
                let owing: Vec<usize> = asked
                    .iter()
                    .filter(|asked| asked.owes != Owes::Nothing)
                    .map(|asked| table.place(asked.seat))
                    .collect();
                if seats != owing {
                    self.leak(to, "the seats waited for are not the seats that owe");
                }
            }
            _ => self.leak(to, "a message the fan-out does not send"),
        }
    }

    fn deliver(&mut self, table: &Table<G>, sent: &[(To, Message<G>)]) {
        let asked = table.asks();
        for (to, message) in sent {
            self.check(table, &asked, *to, message);
        }
    }
}

fn json<T: serde::Serialize>(value: &T) -> String {
    serde_json::to_string(value).unwrap_or_default()
}

/// Every recipient of a game: each seat by its place, and the spectators.
fn recipients<G: Game>(game: &G) -> Vec<To> {
    (0..game.seats().len())
        .map(To::Seat)
        .chain([To::Spectators])
        .collect()
}

fn nonce(rng: &mut Pcg64Mcg) -> Bytes32 {
    Bytes32::from_fn(|| rng.next_u64())
}

/// One seat that owes something acts, as a person at a client would: a random legal choice
/// (committed to first in a round), or the reveal of its commitment. The step it made.
fn act<G: Networked>(
    table: &mut Table<G>,
    rng: &mut Pcg64Mcg,
    choices: &mut HashMap<usize, (G::Decision, Bytes32)>,
) -> Step<G> {
    let owing: Vec<_> = table
        .asks()
        .into_iter()
        .filter(|asked| asked.owes != Owes::Nothing)
        .collect();
    assert!(!owing.is_empty(), "the game waits and nobody owes anything");
    let asked = &owing[rng.random_range(0..owing.len())];
    let place = table.place(asked.seat);
    let step = match asked.owes {
        Owes::Choose if asked.commit => {
            let decision = asked.legal[rng.random_range(0..asked.legal.len())];
            let nonce = nonce(rng);
            let hash = choice_commitment(asked.at, place, &decision_text(&decision), &nonce);
            choices.insert(place, (decision, nonce));
            table.commit(asked.seat, asked.at, hash)
        }
        Owes::Choose => {
            let decision = asked.legal[rng.random_range(0..asked.legal.len())];
            table.decide(asked.seat, asked.at, decision, None)
        }
        Owes::Reveal | Owes::Nothing => match choices.remove(&place) {
            Some((decision, nonce)) => table.decide(asked.seat, asked.at, decision, Some(nonce)),
            None => panic!("seat {place} owes a reveal it never committed"),
        },
    };
    match step {
        Ok(step) => step,
        Err(why) => panic!("a legal move of seat {place} was refused: {why:?}"),
    }
}

/// One whole game at a table, every message of `fan_out` checked; sometimes a recipient comes
/// back and is caught up from the last event it holds.
fn play_audited<G: Networked + Sample>(
    variant: usize,
    index: u64,
    fan_out: FanOut<G>,
    audit: &mut Audit<G>,
) {
    let game = G::sample(variant).unwrap_or_else(|| panic!("variant {variant} exists"));
    let seed = variant as u64 * 1_000 + index;
    let mut rng = Pcg64Mcg::seed_from_u64(seed);
    let mut table = Table::new(game, SeededDice::from_seed(seed), Vec::new(), Vec::new());
    let everyone = recipients(table.game());
    for &to in &everyone {
        audit.deliver(&table, &fanout::catch_up(&table, to, 0));
    }
    let mut choices = HashMap::new();
    let mut steps = 0;
    while !table.game().is_over() {
        steps += 1;
        assert!(
            steps < MOST_DECISIONS,
            "variant {variant} game {index} is stuck"
        );
        let step = act(&mut table, &mut rng, &mut choices);
        match &step {
            Step::Committed { seat, hash } | Step::RevealNow { seat, hash } => {
                let nonce = choices.get(&table.place(*seat)).map(|&(_, nonce)| nonce);
                let nonce = nonce.unwrap_or_else(|| panic!("a commitment without its nonce"));
                audit.pending.push((table.place(*seat), *hash, nonce));
            }
            Step::Revealed => {}
            Step::Applied(applied) => {
                audit.history.extend(applied.events.iter().cloned());
                // The round's choices are in the table's commitments now: public.
                audit.pending.clear();
            }
        }
        audit.deliver(&table, &fan_out(&table, &step));
        if rng.random_range(0..50) == 0 {
            let to = everyone[rng.random_range(0..everyone.len())];
            let holds = audit.last_event.get(&to).copied().unwrap_or(0);
            let since = rng.random_range(0..=holds);
            audit.last_event.insert(to, since);
            audit.deliver(&table, &fanout::catch_up(&table, to, since));
        }
    }
    for to in everyone {
        let holds = audit.last_event.get(&to).copied().unwrap_or(0);
        if holds != audit.history.len() as u64 {
            let what = format!("ends holding {holds} of {} events", audit.history.len());
            audit.leak(to, &what);
        }
    }
}

/// Plays `games` games of every variant of `G` through `fan_out`; the audit of all of them.
fn audit_games<G: Networked + Sample>(games: u64, fan_out: FanOut<G>) -> (usize, Vec<String>) {
    let mut checked = 0;
    let mut leaks = Vec::new();
    for variant in (0..).take_while(|&variant| G::sample(variant).is_some()) {
        for index in 0..games {
            let mut audit = Audit::new();
            play_audited::<G>(variant, index, fan_out, &mut audit);
            checked += audit.checked;
            leaks.extend(
                audit
                    .leaks
                    .into_iter()
                    .map(|leak| format!("variant {variant} game {index}: {leak}")),
            );
        }
    }
    (checked, leaks)
}

#[test]
fn no_recipient_is_sent_what_its_seat_may_not_see_in_random_online_games() {
    let (checked, leaks) = audit_games::<FirstAndGoal>(GAMES_PER_VARIANT, fanout::after_step);
    assert!(checked > 100_000, "only {checked} messages checked");
    assert_eq!(leaks, Vec::<String>::new(), "of {checked} messages checked");
    // Battleball hides nothing, but its views and events take the same way: a game of each
    // of its variants (they are long).
    let (checked, leaks) = audit_games::<Battleball>(1, fanout::after_step);
    assert!(
        checked > 10_000,
        "only {checked} Battleball messages checked"
    );
    assert_eq!(
        leaks,
        Vec::<String>::new(),
        "of {checked} Battleball messages checked"
    );
}

/// The fan-out, but seat 0's view also goes to the first seat of the other team.
fn views_crossed<G: Networked>(table: &Table<G>, step: &Step<G>) -> Vec<(To, Message<G>)> {
    let seats = table.game().seats();
    let own = seats[0];
    let other = seats
        .iter()
        .position(|&seat| table.game().team_of(seat) != table.game().team_of(own))
        .unwrap_or(1);
    let mut sent = fanout::after_step(table, step);
    if matches!(step, Step::Applied(_)) {
        sent.push((
            To::Seat(other),
            ToClient::View {
                at: table.at(),
                seat: other,
                view: table.game().seat_view(own),
            },
        ));
    }
    sent
}

/// The fan-out, but the spectators miss the first event of every batch.
fn spectators_skip_an_event<G: Networked>(
    table: &Table<G>,
    step: &Step<G>,
) -> Vec<(To, Message<G>)> {
    let mut sent = fanout::after_step(table, step);
    for (to, message) in &mut sent {
        if let (To::Spectators, ToClient::Events { events }) = (to, message) {
            events.remove(0);
        }
    }
    sent
}

/// The leaks the audit finds in one game of the first variant played through `fan_out`.
fn leaks_of_one_game(fan_out: FanOut<FirstAndGoal>) -> Vec<String> {
    let mut audit = Audit::new();
    play_audited::<FirstAndGoal>(0, 0, fan_out, &mut audit);
    audit.leaks
}

#[test]
fn the_audit_catches_a_fan_out_that_shows_a_seat_another_teams_view() {
    let leaks = leaks_of_one_game(views_crossed);
    assert!(
        leaks.contains(&"Seat(2): a view holds what the seat may not see".to_string()),
        "{leaks:?}"
    );
    assert!(
        leaks
            .iter()
            .all(|leak| leak.starts_with("Seat(2): a view ")),
        "{leaks:?}"
    );
}

#[test]
fn the_audit_catches_a_fan_out_that_leaves_an_event_number_out() {
    let leaks = leaks_of_one_game(spectators_skip_an_event);
    assert!(
        leaks
            .iter()
            .any(|leak| leak.starts_with("Spectators: event ") && leak.contains(" follows event ")),
        "{leaks:?}"
    );
    assert!(
        leaks.iter().all(|leak| leak.starts_with("Spectators: ")),
        "{leaks:?}"
    );
}

/// Everything a refused message must leave as it was: decisions, events, every view, what
/// each seat owes, the commitments.
fn snapshot<G: Networked>(table: &Table<G>) -> String {
    let game = table.game();
    let decisions: Vec<(usize, String)> = game
        .decisions()
        .iter()
        .map(|(seat, decision)| (table.place(*seat), decision_text(decision)))
        .collect();
    let views: Vec<String> = game
        .seats()
        .into_iter()
        .map(|seat| json(&game.seat_view(seat)))
        .collect();
    let asks: Vec<String> = table
        .asks()
        .iter()
        .map(|asked| {
            format!(
                "{} {:?} {} {}",
                table.place(asked.seat),
                asked.owes,
                asked.at,
                json(&asked.legal)
            )
        })
        .collect();
    format!(
        "{} {} {decisions:?} {} {views:?} {asks:?} {:?}",
        table.at(),
        table.events(),
        json(&game.public_view()),
        table.commitments(),
    )
}

/// A new table of 1st & Goal, played on at random until `ready` holds (decisions seen kept in
/// `seen`).
fn table_where(
    seed: u64,
    seen: &mut Vec<<FirstAndGoal as Game>::Decision>,
    ready: impl Fn(&Table<FirstAndGoal>) -> bool,
) -> (Table<FirstAndGoal>, Pcg64Mcg) {
    let game = FirstAndGoal::sample(0).unwrap_or_else(|| panic!("1st & Goal has a sample"));
    let mut table = Table::new(game, SeededDice::from_seed(seed), Vec::new(), Vec::new());
    let mut rng = Pcg64Mcg::seed_from_u64(seed);
    let mut choices = HashMap::new();
    for _ in 0..MOST_DECISIONS {
        if ready(&table) {
            return (table, rng);
        }
        if let Step::Applied(applied) = act(&mut table, &mut rng, &mut choices) {
            seen.extend(applied.decisions.iter().map(|&(_, decision)| decision));
        }
    }
    panic!("no position of the kind asked for");
}

fn one_seat_chooses(table: &Table<FirstAndGoal>) -> bool {
    let asks = table.asks();
    table.at() > 3 && asks.len() == 1 && !asks[0].commit
}

fn a_round_opens(table: &Table<FirstAndGoal>) -> bool {
    let asks = table.asks();
    asks.len() == 2
        && asks
            .iter()
            .all(|asked| asked.owes == Owes::Choose && asked.commit)
}

#[test]
fn a_decision_out_of_turn_with_an_old_number_or_illegal_is_refused_and_changes_nothing() {
    let mut seen = Vec::new();
    let (mut table, _) = table_where(7, &mut seen, one_seat_chooses);
    let before = snapshot(&table);
    let asked = table.asks().remove(0);
    let idle = table
        .game()
        .seats()
        .into_iter()
        .find(|&seat| seat != asked.seat)
        .unwrap_or_else(|| panic!("more than one seat"));
    let legal = asked.legal[0];
    let at = table.at();
    assert!(matches!(
        table.decide(idle, at, legal, None),
        Err(Refusal::NotYourTurn)
    ));
    assert!(matches!(
        table.commit(idle, at, Bytes32([1; 32])),
        Err(Refusal::NotYourTurn)
    ));
    // The last decision again, with the number it carried then.
    let &(last_seat, last_decision) = table.game().decisions().last().unwrap_or_else(|| {
        panic!("decisions were made");
    });
    assert!(matches!(
        table.decide(last_seat, at - 1, last_decision, None),
        Err(Refusal::NotYourTurn)
    ));
    assert!(matches!(
        table.decide(asked.seat, at + 1, legal, None),
        Err(Refusal::NotYourTurn)
    ));
    let illegal = seen
        .iter()
        .copied()
        .find(|decision| !asked.legal.contains(decision))
        .unwrap_or_else(|| panic!("some decision seen is not legal now"));
    assert!(matches!(
        table.decide(asked.seat, at, illegal, None),
        Err(Refusal::Illegal)
    ));
    // A commitment where nobody chooses at once.
    assert!(matches!(
        table.commit(asked.seat, at, Bytes32([1; 32])),
        Err(Refusal::Commitment)
    ));
    assert_eq!(snapshot(&table), before);
}

#[test]
fn a_round_refuses_a_reveal_without_commitment_a_second_commitment_and_a_wrong_nonce() {
    let mut seen = Vec::new();
    let (mut table, mut rng) = table_where(11, &mut seen, a_round_opens);
    let asks = table.asks();
    let (first, second) = (&asks[0], &asks[1]);
    let at = table.at();
    let place = table.place(first.seat);
    let choice = first.legal[0];
    let nonce = nonce(&mut rng);
    let hash = choice_commitment(at, place, &decision_text(&choice), &nonce);

    let before = snapshot(&table);
    let refused = [
        table.decide(first.seat, at, choice, Some(nonce)).err(),
        table.decide(first.seat, at, choice, None).err(),
    ];
    assert_eq!(refused, [Some(Refusal::Commitment); 2]);
    assert_eq!(snapshot(&table), before);

    assert!(matches!(
        table.commit(first.seat, at, hash),
        Ok(Step::Committed { .. })
    ));
    let committed = snapshot(&table);
    let refused = [
        table.commit(first.seat, at, hash).err(),
        // Its reveal before the other seat has committed.
        table.decide(first.seat, at, choice, Some(nonce)).err(),
    ];
    assert_eq!(refused, [Some(Refusal::Commitment); 2]);
    assert_eq!(snapshot(&table), committed);

    let other_nonce = Bytes32([3; 32]);
    let other_choice = second.legal[0];
    let other_hash = choice_commitment(
        at,
        table.place(second.seat),
        &decision_text(&other_choice),
        &other_nonce,
    );
    assert!(matches!(
        table.commit(second.seat, at, other_hash),
        Ok(Step::RevealNow { .. })
    ));
    let all_committed = snapshot(&table);
    let another_choice = first.legal.iter().copied().find(|&d| d != choice);
    let refused = [
        table
            .decide(first.seat, at, choice, Some(other_nonce))
            .err(),
        table.decide(first.seat, at, choice, None).err(),
        another_choice.and_then(|d| table.decide(first.seat, at, d, Some(nonce)).err()),
    ];
    let expected_other = another_choice.map(|_| Refusal::Commitment);
    assert_eq!(
        refused,
        [
            Some(Refusal::Commitment),
            Some(Refusal::Commitment),
            expected_other
        ]
    );
    assert_eq!(snapshot(&table), all_committed);

    assert!(matches!(
        table.decide(first.seat, at, choice, Some(nonce)),
        Ok(Step::Revealed)
    ));
    assert!(matches!(
        table.decide(first.seat, at, choice, Some(nonce)),
        Err(Refusal::Commitment)
    ));
    assert!(matches!(
        table.decide(second.seat, at, other_choice, Some(other_nonce)),
        Ok(Step::Applied(_))
    ));
    assert_eq!(table.at(), at + 2);
}

#[test]
fn nothing_is_taken_once_the_game_is_over() {
    let mut seen = Vec::new();
    let (mut table, _) = table_where(5, &mut seen, |table| table.game().is_over());
    let before = snapshot(&table);
    let at = table.at();
    for seat in table.game().seats() {
        for &decision in seen.iter().take(20) {
            assert!(matches!(
                table.decide(seat, at, decision, None),
                Err(Refusal::Over)
            ));
        }
        assert!(matches!(
            table.commit(seat, at, Bytes32([2; 32])),
            Err(Refusal::Over)
        ));
    }
    assert_eq!(snapshot(&table), before);
}

proptest! {
    #[test]
    fn a_frame_length_past_the_limit_is_refused(prefix in any::<[u8; 4]>()) {
        let length = u32::from_be_bytes(prefix) as usize;
        let expected = if length > MAX_FRAME {
            Err(FrameError::TooLong(length))
        } else {
            Ok(length)
        };
        prop_assert_eq!(protocol::frame_length(prefix), expected);
    }

    #[test]
    fn random_bytes_are_read_or_refused_without_a_panic(
        bytes in proptest::collection::vec(any::<u8>(), 0..512),
    ) {
        let to_host = protocol::decode::<ToHost<<FirstAndGoal as Game>::Decision>>(&bytes);
        let to_client = protocol::decode::<Message<FirstAndGoal>>(&bytes);
        // Bytes that happen to be a message must be one a frame carries unchanged.
        if let Ok(message) = to_host {
            let frame = protocol::encode(&message);
            prop_assert_eq!(protocol::decode(&frame[4..]), Ok(message));
        }
        if let Ok(message) = to_client {
            let frame = protocol::encode(&message);
            prop_assert_eq!(json(&protocol::decode::<Message<FirstAndGoal>>(&frame[4..]).ok()), json(&Some(message)));
        }
    }

    #[test]
    fn a_damaged_message_is_read_or_refused_without_a_panic(
        at in any::<u64>(),
        cut in 0usize..200,
        flip in any::<u8>(),
        place in 0usize..200,
    ) {
        let message: ToHost<<FirstAndGoal as Game>::Decision> = ToHost::Commit {
            at,
            seat: place % 4,
            hash: Bytes32([flip; 32]),
        };
        let mut body = protocol::encode(&message)[4..].to_vec();
        if let Some(byte) = body.get_mut(place) {
            *byte ^= flip;
        }
        body.truncate(cut);
        let read = protocol::decode::<ToHost<<FirstAndGoal as Game>::Decision>>(&body);
        prop_assert!(read.is_ok() || matches!(read, Err(FrameError::Malformed(_))));
    }
}

#[test]
fn a_finished_games_proof_holds_and_a_swapped_choice_is_caught() {
    let host_secret = Bytes32([41; 32]);
    let contributions = vec![Bytes32([42; 32]), Bytes32([43; 32])];
    let seed = mixed_seed(&host_secret, &contributions);
    let game = FirstAndGoal::sample(0).unwrap_or_else(|| panic!("1st & Goal has a sample"));
    let mut table = Table::new(game, SeededDice::from_seed(seed), Vec::new(), Vec::new());
    let mut rng = Pcg64Mcg::seed_from_u64(seed);
    let mut choices = HashMap::new();
    while !table.game().is_over() {
        act(&mut table, &mut rng, &mut choices);
    }
    let proof = Proof {
        seed_commitment: seed_commitment(&host_secret),
        host_secret,
        contributions,
        commitments: table.commitments().to_vec(),
    };
    let decisions: Vec<(usize, String)> = table
        .game()
        .decisions()
        .iter()
        .map(|(seat, decision)| (table.place(*seat), decision_text(decision)))
        .collect();
    assert!(proof.commitments.len() > 20, "a game has many snaps");
    assert_eq!(proof.check(seed, &decisions), Ok(()));

    let first = &proof.commitments[0];
    let at = first.at as usize;
    let index = (at..at + MAX_ROUND)
        .find(|&i| decisions[i] == (first.seat, first.choice.clone()))
        .unwrap_or_else(|| panic!("the committed choice is in the record"));
    let other = [Decision::Pass, Decision::Receive]
        .iter()
        .map(decision_text)
        .find(|choice| *choice != first.choice)
        .unwrap_or_default();
    let mut swapped = decisions.clone();
    swapped[index].1 = other;
    assert_eq!(
        proof.check(seed, &swapped),
        Err(Broken::Record {
            at: first.at,
            seat: first.seat
        })
    );

    let mut lied = proof.clone();
    lied.commitments[0].nonce = Bytes32([0; 32]);
    assert_eq!(
        lied.check(seed, &decisions),
        Err(Broken::Choice {
            at: first.at,
            seat: first.seat
        })
    );
    let mut reseeded = proof.clone();
    reseeded.contributions.reverse();
    assert!(matches!(
        reseeded.check(seed, &decisions),
        Err(Broken::Seed { recorded, .. }) if recorded == seed
    ));
}

/// A person who committed and is gone cannot reveal: the host withdraws the seat's commitment,
/// the seat chooses again (the computer, for them), the other seat reveals again, and only the
/// choices applied are kept as commitments.
#[test]
fn a_withdrawn_commitment_is_chosen_again_and_only_applied_choices_are_kept() {
    let mut seen = Vec::new();
    let (mut table, mut rng) = table_where(11, &mut seen, a_round_opens);
    let asks = table.asks();
    let (first, second) = (asks[0].clone(), asks[1].clone());
    let at = table.at();
    let commit = |table: &mut Table<FirstAndGoal>, asked: &Asked<FirstAndGoal>, choice, nonce| {
        let hash = choice_commitment(at, table.place(asked.seat), &decision_text(&choice), &nonce);
        table.commit(asked.seat, at, hash)
    };
    let gone = (first.legal[0], nonce(&mut rng));
    let stays = (second.legal[0], nonce(&mut rng));
    assert!(commit(&mut table, &first, gone.0, gone.1).is_ok());
    assert!(matches!(
        commit(&mut table, &second, stays.0, stays.1),
        Ok(Step::RevealNow { .. })
    ));
    assert!(matches!(
        table.decide(second.seat, at, stays.0, Some(stays.1)),
        Ok(Step::Revealed)
    ));
    table.withdraw(first.seat).expect("a round is open");
    let owes: Vec<Owes> = table.asks().iter().map(|a| a.owes).collect();
    assert_eq!(owes, [Owes::Choose, Owes::Nothing]);
    // The gone seat's old choice no longer reveals.
    assert_eq!(
        table.decide(first.seat, at, gone.0, Some(gone.1)).err(),
        Some(Refusal::Commitment)
    );
    let fresh = (*first.legal.last().expect("a card"), nonce(&mut rng));
    assert!(matches!(
        commit(&mut table, &first, fresh.0, fresh.1),
        Ok(Step::RevealNow { .. })
    ));
    assert!(matches!(
        table.decide(first.seat, at, fresh.0, Some(fresh.1)),
        Ok(Step::Revealed)
    ));
    let Ok(Step::Applied(applied)) = table.decide(second.seat, at, stays.0, Some(stays.1)) else {
        panic!("the round is applied once both have revealed again");
    };
    let kept: Vec<String> = table
        .commitments()
        .iter()
        .filter(|c| c.at == at)
        .map(|c| c.choice.clone())
        .collect();
    let applied: Vec<String> = applied
        .decisions
        .iter()
        .map(|(_, d)| decision_text(d))
        .collect();
    assert_eq!(kept, applied);
    assert!(kept.contains(&decision_text(&fresh.0)));
}
