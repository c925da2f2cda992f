//! 1st & Goal online: a whole game driven through the host's `Table` (commitments, reveals)
//! with clients fed only what the host sends each seat; their screens never show the other
//! team's hand and fit 80x24, and the record the host writes is what `verify` reads back.

use gridiron::common::dice::SeededDice;
use gridiron::common::game::{Game as _, Sample};
use gridiron::common::i18n::{Language, Localizer};
use gridiron::common::palette::Palette;
use gridiron::common::side::Side;
use gridiron::common::wrap;
use gridiron::games::first_and_goal::coach::{Coach, CoachKind};
use gridiron::games::first_and_goal::data;
use gridiron::games::first_and_goal::display::chart;
use gridiron::games::first_and_goal::engine::{Game, OptionalRules, Seat};
use gridiron::games::first_and_goal::record::{record_setup, SaveRecord};
use gridiron::shells::online::adapter::{ClientGame, HostGame};
use gridiron::shells::online::first_and_goal::client::FirstAndGoalClient;
use gridiron::shells::online::first_and_goal::host::{record_players, FirstAndGoalHost};
use gridiron::shells::online::first_and_goal::ADAPTER;
use gridiron::shells::terminal::players::Player;
use gridiron_online::proof::{choice_commitment, Bytes32};
use gridiron_online::table::{decision_text, Owes, Step, Table};

const ROWS: usize = 24;
const TABLE_SEED: u64 = 1;

/// The host of `Game::sample(0)`'s setup: the first two shipped teams, no optional rules.
fn sample_host() -> FirstAndGoalHost {
    let library = data::load(&[]).expect("the shipped data loads");
    let setup = record_setup(
        &[],
        &library,
        [&library.teams[0], &library.teams[1]],
        OptionalRules::default(),
        false,
    )
    .expect("the shipped teams record");
    FirstAndGoalHost::new(setup, Language::English, CoachKind::Random, "test".into())
}

fn place(seat: Seat) -> usize {
    Seat::ALL.iter().position(|&s| s == seat).expect("a seat")
}

/// Every line of `text` within 80 columns.
fn assert_narrow(text: &str) {
    for line in text.lines() {
        assert!(wrap::width(line) <= wrap::COLUMNS, "too wide: {line:?}");
    }
}

/// What the checks saw, so a test that checked nothing fails.
#[derive(Default)]
struct Seen {
    own_charts: usize,
    other_hands_checked: usize,
}

/// The question `client` (playing `seat`) draws: it fits 80x24 with three status lines, and
/// holds no chart row of a hand the other team holds now.
fn check_question(
    client: &FirstAndGoalClient,
    game: &Game,
    seat: Seat,
    legal: &[gridiron::games::first_and_goal::engine::Decision],
    loc: &Localizer,
    seen: &mut Seen,
) {
    let status = vec![
        "Waiting for offense, Boston Bombers".to_string(),
        "Anna is away".to_string(),
        "Anna: good game".to_string(),
    ];
    let (top, prepared) = client.question_screen(place(seat), legal, &status, None, Palette::PLAIN);
    let question = prepared.text();
    assert!(
        top.lines().count() + prepared.rows() <= ROWS,
        "{top}{question}"
    );
    assert_narrow(&top);
    assert_narrow(&question);
    let screen = format!("{top}{question}");
    let setup = game.setup();
    let own = game.seat_view(seat);
    if let Some(hand) = own.hand {
        let own_rows = hand
            .iter()
            .enumerate()
            .filter(|(_, &n)| n > 0)
            .any(|(i, &n)| screen.contains(&chart::row(loc, setup, seat.role, i as u8, n)));
        seen.own_charts += usize::from(own_rows);
    }
    for other in Seat::ALL.iter().filter(|s| s.team != seat.team) {
        let Some(hand) = game.seat_view(*other).hand else {
            continue;
        };
        for (i, &n) in hand.iter().enumerate().filter(|(_, &n)| n > 0) {
            let row = chart::row(loc, setup, other.role, i as u8, n);
            assert!(!screen.contains(&row), "{other:?}'s {row:?} on {screen}");
            seen.other_hands_checked += 1;
        }
    }
    let board = client.board_screen(&status, Palette::PLAIN);
    assert!(board.lines().count() < ROWS, "{board}");
    assert_narrow(&board);
}

/// A whole game of random coaches through the host's table; every seat's client (in each
/// language) and a spectator's fed what the host sends them. Returns the finished game.
fn play_through_the_table(seen: &mut Seen) -> (Game, Vec<FirstAndGoalClient>) {
    let mut host = sample_host();
    let game = Game::sample(0).expect("a sample game");
    let public = host.public_setup(&game).expect("the public setup");
    let mut table = Table::new(game, SeededDice::from_seed(TABLE_SEED), vec![], vec![]);
    let languages = [Language::English, Language::German];
    let locs: Vec<Localizer> = languages
        .iter()
        .map(|&language| gridiron::i18n::localizer(language))
        .collect();
    // Per language, one client per seat in seat order.
    let mut clients: Vec<Vec<FirstAndGoalClient>> = locs
        .iter()
        .map(|loc| {
            (0..Seat::ALL.len())
                .map(|p| FirstAndGoalClient::new(&public, &[p], loc).expect("a client"))
                .collect()
        })
        .collect();
    let mut spectators: Vec<FirstAndGoalClient> = locs
        .iter()
        .map(|loc| FirstAndGoalClient::new(&public, &[], loc).expect("a spectator"))
        .collect();
    let mut coaches: Vec<Box<dyn Coach + Send>> = (0..Seat::ALL.len() as u64)
        .map(|i| CoachKind::Random.build(i + 7))
        .collect();
    // A seat's revealed choice is kept until the host asks for it.
    let mut chosen: Vec<Option<(gridiron::games::first_and_goal::engine::Decision, Bytes32)>> =
        vec![None; Seat::ALL.len()];
    for turn in 0..20_000u32 {
        if table.game().is_over() {
            break;
        }
        assert!(turn < 19_999, "the game did not end");
        let asks = table.asks();
        let asked = asks
            .iter()
            .find(|a| a.owes != Owes::Nothing)
            .expect("someone owes a decision")
            .clone();
        let seat = asked.seat;
        let p = place(seat);
        let step = match asked.owes {
            Owes::Reveal => {
                let (decision, nonce) = chosen[p].take().expect("a committed choice");
                table.decide(seat, asked.at, decision, Some(nonce))
            }
            _ => {
                let view = table.game().seat_view(seat);
                for (loc, seat_clients) in locs.iter().zip(clients.iter_mut()) {
                    seat_clients[p].view(p, view);
                    check_question(
                        &seat_clients[p],
                        table.game(),
                        seat,
                        &asked.legal,
                        loc,
                        seen,
                    );
                }
                let decision = coaches[p].decide(&view, &asked.legal, table.game().setup());
                if asked.commit {
                    let nonce = Bytes32([turn as u8; 32]);
                    let hash = choice_commitment(asked.at, p, &decision_text(&decision), &nonce);
                    chosen[p] = Some((decision, nonce));
                    table.commit(seat, asked.at, hash)
                } else {
                    table.decide(seat, asked.at, decision, None)
                }
            }
        };
        let Step::Applied(applied) = step.expect("the host takes it") else {
            continue;
        };
        for seat_clients in clients.iter_mut() {
            for (p, client) in seat_clients.iter_mut().enumerate() {
                let seat = Seat::ALL[p];
                client.events(&table.events_for(Some(seat), &applied));
                client.view(p, table.game().seat_view(seat));
            }
        }
        for spectator in spectators.iter_mut() {
            spectator.events(&table.events_for(None, &applied));
            spectator.table(table.game().public_view());
        }
    }
    let game = table.game().clone();
    let mut all: Vec<FirstAndGoalClient> = clients.into_iter().flatten().collect();
    all.extend(spectators);
    (game, all)
}

#[test]
fn a_client_draws_only_its_seat_and_fits_80x24_through_a_whole_game() {
    let mut seen = Seen::default();
    let (game, clients) = play_through_the_table(&mut seen);
    assert!(game.is_over());
    assert!(seen.own_charts > 10, "{} card questions", seen.own_charts);
    assert!(
        seen.other_hands_checked > 100,
        "{}",
        seen.other_hands_checked
    );
    let score = format!(
        "{}  :  {}",
        game.points(Side::Home),
        game.points(Side::Away)
    );
    for client in &clients {
        assert!(!client.log().is_empty());
        let last = client.final_screen(Palette::PLAIN);
        assert!(
            last.lines().next().is_some_and(|l| l.contains(&score)),
            "{last}"
        );
        assert_narrow(&last);
    }
}

#[test]
fn the_hosts_finished_record_replays_to_its_seed_and_score() {
    let mut seen = Seen::default();
    let (game, _) = play_through_the_table(&mut seen);
    let mut host = sample_host();
    let people = [
        Some("Anna".to_string()),
        None,
        Some("Ben".to_string()),
        None,
    ];
    let text = host
        .record_text(&game, TABLE_SEED, &people)
        .expect("the record");
    let loc = gridiron::i18n::localizer(Language::English);
    let replayed = (ADAPTER.replayed)(&text, &loc).expect("it replays");
    assert_eq!(replayed.seed, TABLE_SEED);
    assert_eq!(
        replayed.score,
        Some((game.points(Side::Home), game.points(Side::Away)))
    );
    assert_eq!(replayed.decisions.len(), game.decisions().len());
    let (seat, first) = game.decisions()[0];
    assert_eq!(replayed.decisions[0], (place(seat), decision_text(&first)));
    // The save names people as `resume` reads them.
    let record = SaveRecord::from_toml(&text).expect("a save");
    assert_eq!(record.players, ["human:1", "random", "human:2", "random"]);
}

#[test]
fn a_public_setup_holds_seed_zero_and_no_decisions() {
    let mut host = sample_host();
    let mut game = Game::sample(0).expect("a sample game");
    let mut legal = Vec::new();
    let seat = game.waiting_on()[0];
    game.legal(seat, &mut legal);
    game.apply(
        seat,
        legal[0],
        &mut SeededDice::from_seed(3),
        &mut Vec::new(),
    )
    .expect("legal");
    let public = host.public_setup(&game).expect("the public setup");
    let record = SaveRecord::from_toml(&public).expect("a record");
    assert_eq!(record.seed, 0);
    assert!(record.decisions.is_empty());
    let loc = gridiron::i18n::localizer(Language::German);
    let replayed = (ADAPTER.replayed)(&public, &loc).expect("it replays");
    assert_eq!((replayed.seed, replayed.decisions.len()), (0, 0));
    assert_eq!(replayed.score, None);
}

#[test]
fn another_games_record_is_refused_in_the_users_language() {
    let loc = gridiron::i18n::localizer(Language::English);
    let refused = (ADAPTER.replayed)("game = \"battleball\"\n", &loc).expect_err("refused");
    assert!(refused.contains("battleball"), "{refused}");
    assert!(FirstAndGoalClient::new("game = \"battleball\"\n", &[0], &loc).is_err());
}

#[test]
fn each_person_is_numbered_once_in_seat_order() {
    let people = [
        Some("Ben".to_string()),
        None,
        Some("Anna".to_string()),
        Some("Ben".to_string()),
    ];
    assert_eq!(
        record_players(&people),
        [
            Player::Human(1),
            Player::Computer,
            Player::Human(2),
            Player::Human(1)
        ]
    );
}

#[test]
fn a_seat_is_named_by_its_role_and_team() {
    let host = sample_host();
    let game = Game::sample(0).expect("a sample game");
    let en = gridiron::i18n::localizer(Language::English);
    let de = gridiron::i18n::localizer(Language::German);
    let home = game.setup().team(Side::Home).name.clone();
    let offense = place(Seat::new(
        Side::Home,
        gridiron::games::first_and_goal::engine::Role::Offense,
    ));
    assert_eq!(
        host.seat_name(&game, offense, &en),
        format!("Offense, {home}")
    );
    assert_eq!(
        host.seat_name(&game, offense, &de),
        format!("Angreifer, {home}")
    );
}

#[test]
fn events_sent_again_after_a_reconnect_are_told_once() {
    let mut host = sample_host();
    let game = Game::sample(0).expect("a sample game");
    let public = host.public_setup(&game).expect("the public setup");
    let mut table = Table::new(game, SeededDice::from_seed(TABLE_SEED), vec![], vec![]);
    let asked = table.asks().remove(0);
    let Ok(Step::Applied(applied)) = table.decide(asked.seat, asked.at, asked.legal[0], None)
    else {
        panic!("the coin call is applied at once");
    };
    let loc = gridiron::i18n::localizer(Language::English);
    let mut client = FirstAndGoalClient::new(&public, &[], &loc).expect("a spectator");
    let events = table.events_for(None, &applied);
    assert!(!events.is_empty());
    client.events(&events);
    let told = client.log().to_vec();
    assert!(!told.is_empty());
    client.events(&table.events_since(None, 0));
    assert_eq!(client.log(), told.as_slice());
}
