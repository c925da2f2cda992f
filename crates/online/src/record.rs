//! What a client keeps of a game played online, and what `gridiron verify` reads: the game's
//! own record as the host sent it at the end, and the proof that its seed and every
//! simultaneous choice were the ones committed to. One TOML file, so a person can read it.

use gridiron_core::record::{reader_words, Place};
use serde::{Deserialize, Serialize};

use crate::proof::Proof;

/// The largest online record `verify` reads: a game's record (its setup files and every
/// decision, well under 4 MiB) and its proof (some hundred bytes per simultaneous choice).
pub const MAX_ONLINE_RECORD_BYTES: u64 = 8 * 1024 * 1024;

/// A game played online, as a client saves it at the end.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct OnlineRecord {
    /// The game's id in the program's registry of games.
    pub game: String,
    /// The game's own record (a save's text): its setup, seed and every decision.
    pub record: String,
    pub proof: Proof,
}

/// Why an online record could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum OnlineRecordError {
    /// Not TOML, or not this shape: the TOML reader's own (English) words, and where in the
    /// text they point.
    Reader {
        detail: String,
        place: Option<Place>,
    },
    /// The `game` key is empty.
    NoGame,
    /// The game's record is empty.
    NoRecord,
}

impl OnlineRecord {
    pub fn to_toml(&self) -> String {
        // Strings, numbers and tables only: writing cannot fail.
        toml::to_string(self).unwrap_or_default()
    }

    pub fn from_toml(text: &str) -> Result<OnlineRecord, OnlineRecordError> {
        let record: OnlineRecord = toml::from_str(text).map_err(|error| {
            let (detail, place) = reader_words(text, &error);
            OnlineRecordError::Reader { detail, place }
        })?;
        if record.game.trim().is_empty() {
            return Err(OnlineRecordError::NoGame);
        }
        if record.record.trim().is_empty() {
            return Err(OnlineRecordError::NoRecord);
        }
        Ok(record)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::proof::{choice_commitment, seed_commitment, Bytes32, Commitment};

    fn sample() -> OnlineRecord {
        let secret = Bytes32([7; 32]);
        let nonce = Bytes32([9; 32]);
        OnlineRecord {
            game: "some-game".into(),
            record: "seed = 12\n# a \"quoted\" line\ndecisions = [\n  \"home offense call\",\n]\n"
                .into(),
            proof: Proof {
                seed_commitment: seed_commitment(&secret),
                host_secret: secret,
                contributions: vec![Bytes32([1; 32]), Bytes32([2; 32])],
                commitments: vec![Commitment {
                    at: 4,
                    seat: 1,
                    hash: choice_commitment(4, 1, "{\"card\":3}", &nonce),
                    choice: "{\"card\":3}".into(),
                    nonce,
                }],
            },
        }
    }

    #[test]
    fn a_record_comes_back_from_its_text_whole() {
        let record = sample();
        let text = record.to_toml();
        assert_eq!(OnlineRecord::from_toml(&text), Ok(record));
    }

    #[test]
    fn a_record_with_no_commitments_comes_back_too() {
        let mut record = sample();
        record.proof.commitments.clear();
        record.proof.contributions.clear();
        assert_eq!(OnlineRecord::from_toml(&record.to_toml()), Ok(record));
    }

    #[test]
    fn a_damaged_record_says_where() {
        let text = sample().to_toml().replacen("host_secret", "host_secrit", 1);
        let Err(OnlineRecordError::Reader { detail, place }) = OnlineRecord::from_toml(&text)
        else {
            panic!("a misspelt key is refused");
        };
        assert!(detail.contains("host_secret"), "{detail}");
        assert!(place.is_some());
        let short = sample()
            .to_toml()
            .replacen(&Bytes32([7; 32]).hex(), "0707", 1);
        let Err(OnlineRecordError::Reader { detail, place }) = OnlineRecord::from_toml(&short)
        else {
            panic!("a short secret is refused");
        };
        assert!(detail.contains("64 hexadecimal digits"), "{detail}");
        let line = short.lines().position(|line| line.contains("\"0707\""));
        assert_eq!(place.map(|place| place.line), line.map(|line| line + 1));
        assert!(matches!(
            OnlineRecord::from_toml("game = \"x\"\nrecord = \"y\"\n"),
            Err(OnlineRecordError::Reader { .. })
        ));
    }

    #[test]
    fn a_record_without_its_game_or_its_record_is_refused() {
        let mut record = sample();
        record.game = " ".into();
        assert_eq!(
            OnlineRecord::from_toml(&record.to_toml()),
            Err(OnlineRecordError::NoGame)
        );
        let mut record = sample();
        record.record.clear();
        assert_eq!(
            OnlineRecord::from_toml(&record.to_toml()),
            Err(OnlineRecordError::NoRecord)
        );
    }
}
