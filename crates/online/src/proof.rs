//! What makes a host's cheating detectable: commitments to secrets made before they could be
//! chosen to suit, and the one check of a finished game against them.
//!
//! The dice seed is mixed from the host's secret, committed to before anyone joins, and every
//! person's contribution, sent after that commitment: the host cannot pick a seed to suit, and
//! no client learns the seed before the game is over. At a simultaneous choice each seat sends a
//! hash of its choice and a nonce before any choice is revealed: the host cannot show one seat
//! the other's card before it chooses.

use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

/// 32 bytes as 64 lowercase hexadecimal digits: secrets, nonces and hashes on the wire.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct Bytes32(pub [u8; 32]);

impl Bytes32 {
    /// 32 bytes from any source of randomness the caller has (the shell's operating system).
    pub fn from_fn(mut next: impl FnMut() -> u64) -> Bytes32 {
        let mut bytes = [0u8; 32];
        for chunk in bytes.chunks_mut(8) {
            chunk.copy_from_slice(&next().to_le_bytes());
        }
        Bytes32(bytes)
    }

    pub fn hex(&self) -> String {
        self.0.iter().map(|b| format!("{b:02x}")).collect()
    }
}

impl TryFrom<String> for Bytes32 {
    type Error = String;

    fn try_from(text: String) -> Result<Bytes32, String> {
        let digits = text.as_bytes();
        if digits.len() != 64 {
            return Err("expected 64 hexadecimal digits".into());
        }
        let mut bytes = [0u8; 32];
        for (byte, pair) in bytes.iter_mut().zip(digits.chunks(2)) {
            let high = hex_digit(pair[0]).ok_or("not a hexadecimal digit")?;
            let low = hex_digit(pair[1]).ok_or("not a hexadecimal digit")?;
            *byte = high << 4 | low;
        }
        Ok(Bytes32(bytes))
    }
}

impl From<Bytes32> for String {
    fn from(bytes: Bytes32) -> String {
        bytes.hex()
    }
}

fn hex_digit(digit: u8) -> Option<u8> {
    match digit {
        b'0'..=b'9' => Some(digit - b'0'),
        b'a'..=b'f' => Some(digit - b'a' + 10),
        _ => None,
    }
}

/// SHA-256 over `parts`, each preceded by its length so no two lists of parts hash alike.
fn hash(domain: &str, parts: &[&[u8]]) -> Bytes32 {
    let mut hasher = Sha256::new();
    for part in std::iter::once(domain.as_bytes()).chain(parts.iter().copied()) {
        hasher.update((part.len() as u64).to_le_bytes());
        hasher.update(part);
    }
    Bytes32(hasher.finalize().into())
}

/// The host's public commitment to its secret part of the seed.
pub fn seed_commitment(host_secret: &Bytes32) -> Bytes32 {
    hash("gridiron seed commitment", &[&host_secret.0])
}

/// A name for the game an admission code lets into that gives nothing of the code away: what a
/// client files what it keeps of that game under.
pub fn ticket_name(code: &Bytes32) -> Bytes32 {
    hash("gridiron ticket name", &[&code.0])
}

/// The game's dice seed: the host's secret mixed with every contribution, in seat order.
pub fn mixed_seed(host_secret: &Bytes32, contributions: &[Bytes32]) -> u64 {
    let mut parts: Vec<&[u8]> = vec![&host_secret.0];
    parts.extend(contributions.iter().map(|c| c.0.as_slice()));
    let digest = hash("gridiron seed", &parts);
    let mut first = [0u8; 8];
    first.copy_from_slice(&digest.0[..8]);
    u64::from_le_bytes(first)
}

/// A seat's commitment to its choice at decision `at`: the choice as its wire text, and a nonce
/// so the few possible choices cannot be tried one by one against the hash.
pub fn choice_commitment(at: u64, seat: usize, choice_json: &str, nonce: &Bytes32) -> Bytes32 {
    hash(
        "gridiron choice",
        &[
            &at.to_le_bytes(),
            &(seat as u64).to_le_bytes(),
            choice_json.as_bytes(),
            &nonce.0,
        ],
    )
}

/// One simultaneous choice as it was committed and revealed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Commitment {
    /// The number of decisions applied before this round of choices.
    pub at: u64,
    /// The seat's place in the game's seats.
    pub seat: usize,
    pub hash: Bytes32,
    /// The choice as it travelled (the decision's JSON).
    pub choice: String,
    pub nonce: Bytes32,
}

/// What every client holds at the end: enough to check that the seed and every simultaneous
/// choice were the ones committed to.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Proof {
    pub seed_commitment: Bytes32,
    pub host_secret: Bytes32,
    /// Every contribution, in seat order of the seats that sent one.
    pub contributions: Vec<Bytes32>,
    pub commitments: Vec<Commitment>,
}

/// Why a proof does not hold.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Broken {
    /// The host's secret is not the one it committed to.
    SeedCommitment,
    /// The record was played with another seed than the one mixed.
    Seed { mixed: u64, recorded: u64 },
    /// A revealed choice does not hash to its commitment.
    Choice { at: u64, seat: usize },
    /// A committed choice is not the decision the record holds there.
    Record { at: u64, seat: usize },
}

impl Proof {
    /// The seed these commitments make.
    pub fn seed(&self) -> u64 {
        mixed_seed(&self.host_secret, &self.contributions)
    }

    /// Checks the proof against a record's seed and decisions (each as the seat's place and the
    /// decision's JSON, in order).
    pub fn check(&self, recorded_seed: u64, decisions: &[(usize, String)]) -> Result<(), Broken> {
        if seed_commitment(&self.host_secret) != self.seed_commitment {
            return Err(Broken::SeedCommitment);
        }
        let mixed = self.seed();
        if mixed != recorded_seed {
            return Err(Broken::Seed {
                mixed,
                recorded: recorded_seed,
            });
        }
        for c in &self.commitments {
            if choice_commitment(c.at, c.seat, &c.choice, &c.nonce) != c.hash {
                return Err(Broken::Choice {
                    at: c.at,
                    seat: c.seat,
                });
            }
            // A round's choices are applied one after another from `at` on.
            let round = decisions.iter().skip(c.at as usize).take(MAX_ROUND);
            if !round
                .clone()
                .any(|(seat, choice)| *seat == c.seat && *choice == c.choice)
            {
                return Err(Broken::Record {
                    at: c.at,
                    seat: c.seat,
                });
            }
        }
        Ok(())
    }
}

/// The most seats that choose at once in any game.
pub const MAX_ROUND: usize = 4;

#[cfg(test)]
mod tests {
    use super::*;

    fn bytes(n: u8) -> Bytes32 {
        Bytes32([n; 32])
    }

    #[test]
    fn bytes_travel_as_hex_and_come_back() {
        let b = Bytes32::from_fn(|| 0x0123_4567_89ab_cdef);
        let text = b.hex();
        assert_eq!(&text[..16], "efcdab8967452301");
        assert_eq!(Bytes32::try_from(text), Ok(b));
        assert!(Bytes32::try_from("zz".repeat(32)).is_err());
        assert!(Bytes32::try_from("ab".to_string()).is_err());
    }

    #[test]
    fn every_contribution_changes_the_seed() {
        let host = bytes(1);
        let base = mixed_seed(&host, &[bytes(2), bytes(3)]);
        assert_ne!(base, mixed_seed(&host, &[bytes(2), bytes(4)]));
        assert_ne!(base, mixed_seed(&host, &[bytes(3), bytes(2)]));
        assert_ne!(base, mixed_seed(&bytes(9), &[bytes(2), bytes(3)]));
        assert_eq!(base, mixed_seed(&host, &[bytes(2), bytes(3)]));
    }

    fn proof_of(choice: &str) -> (Proof, Vec<(usize, String)>) {
        let host = bytes(7);
        let nonce = bytes(5);
        let proof = Proof {
            seed_commitment: seed_commitment(&host),
            host_secret: host,
            contributions: vec![bytes(8)],
            commitments: vec![Commitment {
                at: 1,
                seat: 2,
                hash: choice_commitment(1, 2, choice, &nonce),
                choice: choice.into(),
                nonce,
            }],
        };
        let decisions = vec![
            (0, "\"toss\"".into()),
            (3, "\"a\"".into()),
            (2, choice.into()),
        ];
        (proof, decisions)
    }

    #[test]
    fn a_proof_holds_for_the_game_it_was_made_for() {
        let (proof, decisions) = proof_of("\"b\"");
        assert_eq!(proof.check(proof.seed(), &decisions), Ok(()));
    }

    #[test]
    fn a_swapped_choice_a_wrong_seed_or_another_secret_is_caught() {
        let (proof, mut decisions) = proof_of("\"b\"");
        let seed = proof.seed();
        assert!(matches!(
            proof.check(seed ^ 1, &decisions),
            Err(Broken::Seed { .. })
        ));
        let mut other = proof.clone();
        other.host_secret = bytes(6);
        assert_eq!(other.check(seed, &decisions), Err(Broken::SeedCommitment));
        let mut lied = proof.clone();
        lied.commitments[0].choice = "\"c\"".into();
        assert_eq!(
            lied.check(seed, &decisions),
            Err(Broken::Choice { at: 1, seat: 2 })
        );
        decisions[2].1 = "\"c\"".into();
        assert_eq!(
            proof.check(seed, &decisions),
            Err(Broken::Record { at: 1, seat: 2 })
        );
    }
}
