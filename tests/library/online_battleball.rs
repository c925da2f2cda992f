//! Battleball online without a network (issue 20): a host's `Table` of a random game, every view
//! and event through the protocol's frames, and a client for each seat and a spectator. Each
//! client's seen game lists exactly the host's options at every decision, asks the same
//! question, draws the same board and tells the same play-by-play; a finished record reads back
//! for `verify` with its seed and score; a view that does not fit the setup is refused.

use gridiron::common::dice::{Dice, SeededDice};
use gridiron::common::game::{Game as _, Outcome, Sample};
use gridiron::common::i18n::{Language, Localizer};
use gridiron::common::palette::Palette;
use gridiron::common::record::SaveProblem;
use gridiron::common::side::Side;
use gridiron::games::battleball::coach::BbCoachKind;
use gridiron::games::battleball::display::board::{self, Marks};
use gridiron::games::battleball::display::narrate::{self, Log, Memory};
use gridiron::games::battleball::record::{record_setup, Record, SetupRecord};
use gridiron::games::battleball::{data, Decision, Event, Game, Snapshot};
use gridiron::shells::kit::save_problem;
use gridiron::shells::online::adapter::{ClientGame, HostGame};
use gridiron::shells::online::battleball::{BattleballClient, BattleballHost, ADAPTER};
use gridiron::shells::terminal::battleball::prompt;
use gridiron_online::protocol::{decode, encode, Numbered, ToClient};
use gridiron_online::table::{decision_text, Step, Table};

type Message = ToClient<Decision, Event, Snapshot, Snapshot>;

fn localizer(language: Language) -> Localizer {
    gridiron::i18n::localizer(language)
}

/// The record's setup of `game`, a sample between the first two shipped teams.
fn setup_record(game: &Game) -> SetupRecord {
    let playable = data::load_playable(None).expect("the shipped Battleball data loads");
    let teams = &playable.library.teams;
    record_setup(
        &playable.sources,
        &playable.library,
        &teams[0],
        &teams[1],
        game.setup().options,
    )
    .expect("the shipped data is recordable")
}

/// A message as it arrives: framed, then read back from the frame's body.
fn through_the_wire(message: &Message) -> Message {
    let frame = encode(message);
    decode(&frame[4..]).expect("a frame the host wrote reads back")
}

fn host_for(game: &Game) -> BattleballHost {
    BattleballHost::new(
        setup_record(game),
        BbCoachKind::DEFAULT,
        Language::English,
        "online-test.toml".into(),
    )
}

/// A whole game of `variant` with random legal decisions, every client checked at every
/// decision; returns the host's game at the end.
fn play_checked(variant: usize, seed: u64, language: Language) -> (Game, BattleballHost) {
    let loc = localizer(language);
    let game = <Game as Sample>::sample(variant).expect("a sample");
    let mut own = host_for(&game);
    let public = own
        .public_setup(&game)
        .expect("the public setup is written");
    let host_loc = localizer(language).knowing_teams(game.setup().library.team_numbers());
    // Home's, away's and a spectator's terminal.
    let places = [Some(0), Some(1), None];
    let mut clients: Vec<BattleballClient> = places
        .iter()
        .map(|you: &Option<usize>| {
            let seats: Vec<usize> = you.iter().copied().collect();
            BattleballClient::new(&public, &seats, &loc).expect("the setup reads")
        })
        .collect();
    let mut table = Table::new(game, SeededDice::from_seed(seed), Vec::new(), Vec::new());
    let mut choices = SeededDice::from_seed(seed ^ 0x5eed);
    let (mut log, mut memory) = (Log::default(), Memory::default());
    loop {
        for (client, &you) in clients.iter_mut().zip(&places) {
            let at = table.at();
            match you {
                Some(place) => {
                    let seat = table.seat(place).expect("a seat");
                    let sent = Message::View {
                        at,
                        seat: place,
                        view: table.game().seat_view(seat),
                    };
                    match through_the_wire(&sent) {
                        ToClient::View { seat, view, .. } => client.view(seat, view),
                        other => panic!("a view came back as {other:?}"),
                    }
                }
                None => match through_the_wire(&Message::Table {
                    at,
                    view: table.game().public_view(),
                }) {
                    ToClient::Table { view, .. } => client.table(view),
                    other => panic!("a table came back as {other:?}"),
                },
            }
            let host = table.game();
            let seen = client.seen();
            assert_eq!(client.refused(), 0);
            assert_eq!(seen.snapshot(), host.snapshot());
            let draw = |g: &Game| {
                board::screen(
                    g,
                    &host_loc,
                    Palette::PLAIN,
                    &Marks::default(),
                    you == Some(1),
                    &log.lines,
                    0,
                    &[],
                )
            };
            assert_eq!(draw(seen), draw(host), "at decision {at}");
            assert_eq!(client.log(), &log.lines[..], "at decision {at}");
        }
        let asks = table.asks();
        let Some(asked) = asks.first() else {
            break;
        };
        let place = table.place(asked.seat);
        let client = &clients[place];
        let mut listed = Vec::new();
        client.seen().legal(asked.seat, &mut listed);
        assert_eq!(listed, asked.legal, "at decision {}", asked.at);
        let flip = asked.seat == Side::Away;
        let on = |g: &Game| prompt::question(&host_loc, g, asked.seat, &asked.legal, &memory, flip);
        assert_eq!(
            on(client.seen()),
            on(table.game()),
            "at decision {}",
            asked.at
        );
        let decision = asked.legal[choices.below(asked.legal.len())];
        let step = table
            .decide(asked.seat, asked.at, decision, None)
            .expect("a listed decision is taken");
        let Step::Applied(applied) = step else {
            panic!("one seat decides at a time in Battleball");
        };
        narrate::replayed(
            &host_loc,
            table.game(),
            &applied.events,
            &mut memory,
            &mut log,
        );
        for (client, &you) in clients.iter_mut().zip(&places) {
            let seat = you.and_then(|place| table.seat(place));
            let sent = Message::Events {
                events: table.events_for(seat, &applied),
            };
            match through_the_wire(&sent) {
                ToClient::Events { events } => {
                    assert!(events.iter().all(|e: &Numbered<Event>| e.event.is_some()));
                    client.events(&events);
                }
                other => panic!("events came back as {other:?}"),
            }
        }
    }
    (table.game().clone(), own)
}

#[test]
fn every_client_sees_the_hosts_options_board_and_log_in_a_whole_basic_game() {
    let (game, _) = play_checked(0, 20, Language::English);
    assert!(game.is_over());
}

#[test]
fn every_client_sees_the_hosts_options_board_and_log_with_passes_and_blocks() {
    let (game, _) = play_checked(3, 7, Language::German);
    assert!(game.is_over());
}

#[test]
fn a_finished_record_gives_verify_its_seed_decisions_and_score() {
    let seed = 11;
    let (game, mut own) = play_checked(0, seed, Language::English);
    let text = own
        .record_text(&game, seed, &[Some("Ann".into()), None])
        .expect("the record is written");
    let replayed = (ADAPTER.replayed)(&text, &localizer(Language::English)).expect("it replays");
    assert_eq!(replayed.seed, seed);
    let Some(Outcome { home, away }) = game.outcome() else {
        panic!("the game is over");
    };
    assert_eq!(replayed.score, Some((home, away)));
    let expected: Vec<(usize, String)> = game
        .decisions()
        .iter()
        .map(|(side, decision)| (side.index(), decision_text(decision)))
        .collect();
    assert_eq!(replayed.decisions, expected);
    // A person's seat is recorded as one, so `resume` at one terminal asks them.
    let record = Record::from_toml(&text).expect("the record reads");
    assert_eq!(
        record.players,
        vec![
            "human:1".to_string(),
            BbCoachKind::DEFAULT.name().to_string()
        ]
    );
}

#[test]
fn a_record_of_another_game_is_refused_in_the_users_words() {
    let text = "format = \"gridiron-save\"\ngame = \"chess\"\n";
    for language in [Language::English, Language::German] {
        let loc = localizer(language);
        let expected = save_problem::message_of_text(
            &loc.text("bb-online-record"),
            text,
            SaveProblem::Foreign,
            &loc,
        );
        assert_eq!((ADAPTER.replayed)(text, &loc), Err(expected));
    }
}

#[test]
fn a_view_that_puts_a_player_off_the_board_is_not_drawn() {
    let game = <Game as Sample>::sample(0).expect("a sample");
    let mut own = host_for(&game);
    let public = own
        .public_setup(&game)
        .expect("the public setup is written");
    let loc = localizer(Language::English);
    let mut client = BattleballClient::new(&public, &[0], &loc).expect("the setup reads");
    let mut text = serde_json::to_value(game.snapshot()).expect("a snapshot is JSON");
    text["players"][0]["place"] = serde_json::json!({ "Field": 60000 });
    let off: Snapshot = serde_json::from_value(text).expect("still a snapshot's shape");
    assert!(Game::seen(std::sync::Arc::new(game.setup().clone()), off.clone()).is_none());
    client.view(0, off);
    assert_eq!(client.refused(), 1);
    assert_eq!(client.seen().snapshot(), game.snapshot());
}
