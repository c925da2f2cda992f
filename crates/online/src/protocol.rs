//! The messages between a host and its clients, and how they travel: each message is one JSON
//! object in one frame (a 4-byte big-endian length, then the bytes). `PROTOCOL.md` describes
//! them for anyone writing another client.

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use crate::proof::{Bytes32, Proof};

/// The protocol's version: a client of another version is refused with both numbers.
pub const VERSION: u32 = 3;

/// The largest frame either side accepts; a longer one ends the connection.
pub const MAX_FRAME: usize = 256 * 1024;

/// The longest line of table talk, in characters.
pub const MAX_SAY: usize = 200;

/// The longest name a person gives, in characters.
pub const MAX_NAME: usize = 24;

/// What a client asks for when it connects.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Want {
    /// A chair by its number: a person's place at the table, holding one or more seats.
    Chair { chair: usize },
    /// Only the list of seats, to choose from.
    Look,
    /// The public view, as a spectator.
    Watch,
}

/// A message from a client to the host. `D` is the game's decision.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum ToHost<D> {
    /// The first message: the protocol's version, the ticket's admission code, the person's name.
    Hello {
        version: u32,
        code: Bytes32,
        name: String,
        want: Want,
        /// The last event number this client has, when it comes back: the events after it are
        /// sent again.
        since: Option<u64>,
        /// The chair's rejoin secret from an earlier welcome: what takes back a chair that a
        /// person holds. Without it only a free chair can be taken, whatever the name.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        rejoin: Option<Bytes32>,
    },
    /// This person's part of the dice seed, sent once the seat is taken.
    Contribute { entropy: Bytes32 },
    /// A commitment to `seat`'s simultaneous choice at decision `at`.
    Commit { at: u64, seat: usize, hash: Bytes32 },
    /// `seat`'s decision at decision `at`; with the nonce of its commitment when one was asked
    /// for.
    Decide {
        at: u64,
        seat: usize,
        decision: D,
        nonce: Option<Bytes32>,
    },
    /// A line of table talk.
    Say { text: String },
    /// The client holds the record and proof of `over`: the host closes its connection, and
    /// ends once every person's client holds them (or after a grace period).
    Kept,
}

/// A person's place at the table, as someone connecting sees it: the seats its person plays
/// (in 1st & Goal with two people, a team's offense and defense), and who holds it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChairInfo {
    pub chair: usize,
    /// The seats it plays, by their places in the game's seats.
    pub seats: Vec<usize>,
    /// The team it plays for: 0 home, 1 away.
    pub team: u8,
    pub who: Occupant,
}

/// Who holds a chair. (A seat no chair holds is the computer's.)
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Occupant {
    /// Nobody yet: a person may take it.
    Free,
    /// A person, connected or not; a person gone longer than the host's seat timeout has a
    /// computer coach playing for them until they are back.
    Person {
        name: String,
        connected: bool,
        computer_meanwhile: bool,
    },
}

/// Why the host refused a message or a connection.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Refusal {
    /// Another protocol version (the host's is in the message).
    Version,
    /// The ticket's admission code is not this game's.
    Ticket,
    /// The chair asked for does not exist or is another person's.
    SeatTaken,
    /// The first message was not a hello, or a hello came twice.
    Order,
    /// It is not this seat's decision at that number.
    NotYourTurn,
    /// The engine does not list that decision.
    Illegal,
    /// A simultaneous choice needs its commitment first, or came with a nonce that does not match.
    Commitment,
    /// The message could not be read as one of the protocol's.
    Malformed,
    /// Too many messages too fast; the connection is closed after too many.
    Flood,
    /// The game is over.
    Over,
}

/// One event of the game, numbered from 1 across the whole game; `event` is `None` for a seat
/// that may not see it, so every seat sees every number and can tell a gap.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Numbered<E> {
    pub n: u64,
    pub event: Option<E>,
}

/// A message from the host to one client. `D`, `E`, `V` and `P` are the game's decision, event,
/// seat view and public view.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum ToClient<D, E, V, P> {
    /// The answer to a hello: the game, its public setup (a record without seed or decisions),
    /// the chairs, the chair this client holds (`None` for a spectator or a look), and the
    /// host's commitment to its part of the seed.
    Welcome {
        version: u32,
        game: String,
        setup: String,
        chairs: Vec<ChairInfo>,
        you: Option<usize>,
        seed_commitment: Bytes32,
        /// The secret that takes this chair back after a drop, sent only to its holder.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        rejoin: Option<Bytes32>,
    },
    /// A refusal; after a refused hello the host closes the connection.
    Refused { why: Refusal, version: u32 },
    /// Who holds each chair, when that changes.
    Chairs { chairs: Vec<ChairInfo> },
    /// The game has started or goes on after a pause: every seat is held.
    Playing,
    /// Events, in order, as this client may see them.
    Events { events: Vec<Numbered<E>> },
    /// What `seat` sees now, after `at` decisions.
    View { at: u64, seat: usize, view: V },
    /// What a spectator sees now, after `at` decisions.
    Table { at: u64, view: P },
    /// `seat`'s decision is wanted: one of `legal`, committed to first when `commit` holds.
    /// `ahead`: options after which this seat is asked again at once, with its options then.
    Ask {
        at: u64,
        seat: usize,
        legal: Vec<D>,
        commit: bool,
        #[serde(default = "Vec::new")]
        ahead: Vec<(D, Vec<D>)>,
    },
    /// Every seat of this round has committed: reveal `seat`'s choice and its nonce.
    Reveal { at: u64, seat: usize },
    /// A seat committed at decision `at` (its hash, for every client to hold).
    Committed { at: u64, seat: usize, hash: Bytes32 },
    /// Seats the host waits for now.
    Waiting { seats: Vec<usize> },
    /// Table talk, as the host passed it on (already limited and stripped of control characters).
    Said { from: String, text: String },
    /// The game is over: its whole record and the proof, for `gridiron verify`.
    Over { record: String, proof: Proof },
}

/// Why a frame could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FrameError {
    /// The length prefix says more than [`MAX_FRAME`].
    TooLong(usize),
    /// The bytes are not a message of this protocol.
    Malformed(String),
}

/// One message as a frame: its length, then its JSON.
pub fn encode<M: Serialize>(message: &M) -> Vec<u8> {
    // Every message type is plain data with string keys: serialising cannot fail.
    let body = serde_json::to_vec(message).unwrap_or_default();
    let mut frame = Vec::with_capacity(body.len() + 4);
    frame.extend_from_slice(&(body.len() as u32).to_be_bytes());
    frame.extend_from_slice(&body);
    frame
}

/// The length a frame's 4-byte prefix announces, refused past [`MAX_FRAME`].
pub fn frame_length(prefix: [u8; 4]) -> Result<usize, FrameError> {
    let length = u32::from_be_bytes(prefix) as usize;
    if length > MAX_FRAME {
        Err(FrameError::TooLong(length))
    } else {
        Ok(length)
    }
}

/// A message from a frame's body.
pub fn decode<M: DeserializeOwned>(body: &[u8]) -> Result<M, FrameError> {
    serde_json::from_slice(body).map_err(|error| FrameError::Malformed(error.to_string()))
}

/// Table talk as the host passes it on: control and invisible characters dropped, spaces
/// collapsed, at most [`MAX_SAY`] characters.
pub fn clean_line(text: &str, limit: usize) -> String {
    let kept: String = text
        .chars()
        .map(|c| if c.is_whitespace() { ' ' } else { c })
        .filter(|&c| !c.is_control() && !invisible(c))
        .collect();
    kept.split(' ')
        .filter(|word| !word.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
        .chars()
        .take(limit)
        .collect()
}

/// Characters that change how a terminal shows text without showing themselves.
fn invisible(c: char) -> bool {
    matches!(c, '\u{200b}'..='\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2060}'..='\u{2069}' | '\u{feff}')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_message_survives_its_frame() {
        let message: ToHost<u8> = ToHost::Decide {
            at: 3,
            seat: 1,
            decision: 7,
            nonce: None,
        };
        let frame = encode(&message);
        let length = frame_length([frame[0], frame[1], frame[2], frame[3]]);
        assert_eq!(length, Ok(frame.len() - 4));
        assert_eq!(decode::<ToHost<u8>>(&frame[4..]), Ok(message));
    }

    #[test]
    fn an_oversized_or_foreign_frame_is_refused() {
        assert_eq!(
            frame_length((MAX_FRAME as u32 + 1).to_be_bytes()),
            Err(FrameError::TooLong(MAX_FRAME + 1))
        );
        assert!(matches!(
            decode::<ToHost<u8>>(b"{\"kind\":\"launch\"}"),
            Err(FrameError::Malformed(_))
        ));
        assert!(matches!(
            decode::<ToHost<u8>>(&[0xff, 0x00, 0x13]),
            Err(FrameError::Malformed(_))
        ));
    }

    #[test]
    fn table_talk_loses_control_characters_and_length() {
        assert_eq!(clean_line("gg\u{1b}[2J  wp\n\u{202e}!", 200), "gg[2J wp !");
        assert_eq!(clean_line(&"x".repeat(500), MAX_SAY).len(), MAX_SAY);
        assert_eq!(clean_line("  \t ", 10), "");
    }
}
