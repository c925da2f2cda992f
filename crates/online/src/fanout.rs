//! What each recipient is sent after the table moves: the one place that decides who receives
//! which message, so the host's IO only delivers. Everything a seat receives is cut by the
//! table (`events_for`, `events_since`) and the game (`seat_view`, `public_view`): no message is
//! built from anything a recipient may not see, and a choice of a round travels only as its
//! hash until every seat of the round has committed.

use gridiron_core::game::Game;

use crate::protocol::ToClient;
use crate::table::{Asked, Networked, Owes, Step, Table};

/// Events per message when a client catches up: well inside a frame for any game's events.
pub const CATCH_UP_BATCH: usize = 256;

/// Who a message is for: one seat (its place in the game's seats), or every spectator.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum To {
    Seat(usize),
    Spectators,
}

/// A message to a client of game `G`.
pub type Message<G> = ToClient<
    <G as Game>::Decision,
    <G as Game>::Event,
    <G as Game>::SeatView,
    <G as Game>::PublicView,
>;

/// What the table's `step` tells every recipient, then what the table asks next.
pub fn after_step<G: Networked>(table: &Table<G>, step: &Step<G>) -> Vec<(To, Message<G>)> {
    match step {
        Step::Committed { seat, hash } => to_everyone(table, || ToClient::Committed {
            at: table.at(),
            seat: table.place(*seat),
            hash: *hash,
        }),
        Step::RevealNow { seat, hash } => {
            let mut sent = to_everyone(table, || ToClient::Committed {
                at: table.at(),
                seat: table.place(*seat),
                hash: *hash,
            });
            sent.extend(
                table
                    .asks()
                    .into_iter()
                    .filter(|asked| asked.owes == Owes::Reveal)
                    .map(|asked| {
                        (
                            To::Seat(table.place(asked.seat)),
                            ToClient::Reveal {
                                at: asked.at,
                                seat: table.place(asked.seat),
                            },
                        )
                    }),
            );
            sent
        }
        // The others' reveals are still awaited: nobody learns anything until they are in.
        Step::Revealed => Vec::new(),
        Step::Applied(applied) => {
            let mut sent = Vec::new();
            for (place, seat) in table.game().seats().into_iter().enumerate() {
                let events = table.events_for(Some(seat), applied);
                if !events.is_empty() {
                    sent.push((To::Seat(place), ToClient::Events { events }));
                }
                sent.push((To::Seat(place), seat_view(table, seat)));
            }
            let events = table.events_for(None, applied);
            if !events.is_empty() {
                sent.push((To::Spectators, ToClient::Events { events }));
            }
            sent.push((To::Spectators, public_view(table)));
            sent.extend(asks(table));
            sent
        }
    }
}

/// What the table waits for now: each seat that owes a choice is asked for it, each that owes
/// its reveal is told to reveal, and everyone learns whom the host waits for.
pub fn asks<G: Networked>(table: &Table<G>) -> Vec<(To, Message<G>)> {
    let asked = table.asks();
    // Whom the host waits for comes first, so a seat's question shows who else is awaited now.
    let mut sent = to_everyone(table, || waiting_of(table, &asked));
    sent.extend(asked.iter().filter_map(|asked| {
        ask_of(table, asked).map(|message| (To::Seat(table.place(asked.seat)), message))
    }));
    sent
}

/// What a seat or the spectators need on (re)connecting: the events after number `since`, as
/// they may see them, the view now, and the seat's question if it owes one.
pub fn catch_up<G: Networked>(table: &Table<G>, to: To, since: u64) -> Vec<(To, Message<G>)> {
    let seat = match to {
        To::Seat(place) => match table.seat(place) {
            Some(seat) => Some(seat),
            // No such seat: nothing of the game is for it.
            None => return Vec::new(),
        },
        To::Spectators => None,
    };
    let mut sent = Vec::new();
    // A whole game's events would outgrow a frame: they go in batches.
    for batch in table.events_since(seat, since).chunks(CATCH_UP_BATCH) {
        sent.push((
            to,
            ToClient::Events {
                events: batch.to_vec(),
            },
        ));
    }
    // The round's commitments so far, which a client that was away has not seen.
    for (place, hash) in table.round_hashes() {
        sent.push((
            to,
            ToClient::Committed {
                at: table.at(),
                seat: place,
                hash,
            },
        ));
    }
    let asked = table.asks();
    sent.push((to, waiting_of(table, &asked)));
    match seat {
        Some(seat) => {
            sent.push((to, seat_view(table, seat)));
            let own = asked.iter().find(|asked| asked.seat == seat);
            if let Some(message) = own.and_then(|asked| ask_of(table, asked)) {
                sent.push((to, message));
            }
        }
        None => sent.push((to, public_view(table))),
    }
    sent
}

/// `message` once to every seat and once to the spectators.
fn to_everyone<G: Networked>(
    table: &Table<G>,
    message: impl Fn() -> Message<G>,
) -> Vec<(To, Message<G>)> {
    (0..table.game().seats().len())
        .map(To::Seat)
        .chain(std::iter::once(To::Spectators))
        .map(|to| (to, message()))
        .collect()
}

/// The question a seat owes an answer to, if any.
fn ask_of<G: Networked>(table: &Table<G>, asked: &Asked<G>) -> Option<Message<G>> {
    let seat = table.place(asked.seat);
    match asked.owes {
        Owes::Choose => Some(ToClient::Ask {
            at: asked.at,
            seat,
            legal: asked.legal.clone(),
            commit: asked.commit,
            ahead: asked.ahead.clone(),
        }),
        Owes::Reveal => Some(ToClient::Reveal { at: asked.at, seat }),
        Owes::Nothing => None,
    }
}

/// The seats that owe the host something now (a seat that has committed and waits for the
/// others' commitments owes nothing yet).
fn waiting_of<G: Networked>(table: &Table<G>, asked: &[Asked<G>]) -> Message<G> {
    ToClient::Waiting {
        seats: asked
            .iter()
            .filter(|asked| asked.owes != Owes::Nothing)
            .map(|asked| table.place(asked.seat))
            .collect(),
    }
}

fn seat_view<G: Networked>(table: &Table<G>, seat: G::Seat) -> Message<G> {
    ToClient::View {
        at: table.at(),
        seat: table.place(seat),
        view: table.game().seat_view(seat),
    }
}

fn public_view<G: Networked>(table: &Table<G>) -> Message<G> {
    ToClient::Table {
        at: table.at(),
        view: table.game().public_view(),
    }
}
