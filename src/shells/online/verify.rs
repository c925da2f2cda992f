//! `gridiron verify RECORD`: whether a game played online is the game its proof commits to. The
//! record is replayed by its game (the registry's online adapter) into its seed and decisions,
//! and the proof is checked against them: the host's secret against the commitment it made
//! before anyone joined, the seed mixed from it and everyone's contributions, and every
//! simultaneous choice against the hash its seat sent before any was revealed.

use std::path::Path;

use gridiron_online::proof::Broken;
use gridiron_online::record::{OnlineRecord, OnlineRecordError, MAX_ONLINE_RECORD_BYTES};

use crate::common::i18n::{arg, Localizer};
use crate::common::record::Place;
use crate::common::text::printable;
use crate::registry;
use crate::shells::kit::exit::{Done, Failure};
use crate::shells::kit::files;
use crate::shells::kit::text::message as wrapped;
use crate::shells::online::adapter::Replayed;
use crate::shells::terminal::play::{error, say_line};

/// Checks the online record at `path` and says what holds, or exactly what is broken.
pub fn run(path: &Path, loc: &Localizer) -> Done {
    let shown = path.display().to_string();
    let checked = read(path, loc).and_then(|record| {
        let Some(entry) = registry::find(&record.game) else {
            return Err(unknown_game(&shown, &record.game, loc));
        };
        let replayed = (entry.online.replayed)(&record.record, loc)
            .map_err(|words| does_not_replay(&shown, &words, loc))?;
        verdict(&shown, &record, &replayed, loc)
    });
    match checked {
        Ok(words) => {
            say_line(&wrapped(&words));
            Ok(())
        }
        Err(words) => {
            error(&wrapped(&words));
            Err(Failure::Problem)
        }
    }
}

/// The online record at `path`, or why it cannot be read, in the user's words.
pub fn read(path: &Path, loc: &Localizer) -> Result<OnlineRecord, String> {
    let shown = path.display().to_string();
    let text = files::read_text(path, MAX_ONLINE_RECORD_BYTES)
        .map_err(|error| files::read_message(&printable(&shown), error, loc))?;
    OnlineRecord::from_toml(&text).map_err(|problem| unreadable(&shown, problem, loc))
}

/// What the proof says of `replayed`, the game `record` holds: what holds, or what is broken.
pub fn verdict(
    shown: &str,
    record: &OnlineRecord,
    replayed: &Replayed,
    loc: &Localizer,
) -> Result<String, String> {
    let path = printable(shown).into_owned();
    match record.proof.check(replayed.seed, &replayed.decisions) {
        Ok(()) => {
            let holds = loc.text_with(
                "online-verify-holds",
                &[
                    arg("path", path),
                    arg("seed", replayed.seed.to_string()),
                    arg("commitments", record.proof.commitments.len()),
                    arg("decisions", replayed.decisions.len()),
                ],
            );
            let end = match replayed.score {
                Some((home, away)) => loc.text_with(
                    "online-verify-final-score",
                    &[arg("home", home), arg("away", away)],
                ),
                None => loc.text("online-verify-not-over"),
            };
            Ok(format!("{holds}\n{end}"))
        }
        Err(broken) => Err(broken_words(&path, broken, loc)),
    }
}

/// Exactly what is broken in a proof, in the user's words. Decisions and seats are counted
/// from 1 for people, as a record's decisions are.
fn broken_words(path: &str, broken: Broken, loc: &Localizer) -> String {
    let path = || arg("path", path.to_string());
    match broken {
        Broken::SeedCommitment => loc.text_with("online-verify-broken-secret", &[path()]),
        Broken::Seed { mixed, recorded } => loc.text_with(
            "online-verify-broken-seed",
            &[
                path(),
                arg("mixed", mixed.to_string()),
                arg("recorded", recorded.to_string()),
            ],
        ),
        Broken::Choice { at, seat } => loc.text_with(
            "online-verify-broken-choice",
            &[
                path(),
                arg("decision", (at + 1).to_string()),
                arg("seat", (seat + 1).to_string()),
            ],
        ),
        Broken::Record { at, seat } => loc.text_with(
            "online-verify-broken-record",
            &[
                path(),
                arg("decision", (at + 1).to_string()),
                arg("seat", (seat + 1).to_string()),
            ],
        ),
    }
}

fn located(shown: &str, place: Option<Place>) -> String {
    match place {
        Some(Place { line, column }) => format!("{}:{line}:{column}", printable(shown)),
        None => printable(shown).into_owned(),
    }
}

fn unreadable(shown: &str, problem: OnlineRecordError, loc: &Localizer) -> String {
    match problem {
        OnlineRecordError::Reader { detail, place } => {
            // The TOML reader speaks English in every language: its words are marked as its
            // own, on a line of their own.
            let says = loc.text_with(
                "app-error-save-reader-says",
                &[arg("detail", one_line(&detail))],
            );
            let malformed = loc.text_with(
                "online-verify-malformed",
                &[arg("place", located(shown, place))],
            );
            format!("{malformed}\n  {says}")
        }
        OnlineRecordError::NoGame => loc.text_with(
            "online-verify-no-game",
            &[arg("path", printable(shown).into_owned())],
        ),
        OnlineRecordError::NoRecord => loc.text_with(
            "online-verify-no-record",
            &[arg("path", printable(shown).into_owned())],
        ),
    }
}

fn unknown_game(shown: &str, game: &str, loc: &Localizer) -> String {
    loc.text_with(
        "online-verify-unknown-game",
        &[
            arg("path", printable(shown).into_owned()),
            arg("game", printable(game).into_owned()),
            arg("games", registry::ids().join(", ")),
        ],
    )
}

/// The game's own words for a record that does not replay, each of their lines escaped (they
/// may quote the record).
fn does_not_replay(shown: &str, words: &str, loc: &Localizer) -> String {
    let lead = loc.text_with(
        "online-verify-no-replay",
        &[arg("path", printable(shown).into_owned())],
    );
    let quoted: Vec<String> = words
        .lines()
        .map(|line| format!("  {}", printable(line)))
        .collect();
    format!("{lead}\n{}", quoted.join("\n"))
}

/// The reader's words on one line, escaped: they quote the file.
fn one_line(detail: &str) -> String {
    let joined = detail.split_whitespace().collect::<Vec<_>>().join(" ");
    printable(&joined).into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::common::i18n::Language;
    use gridiron_online::proof::{choice_commitment, seed_commitment, Bytes32, Commitment, Proof};

    fn record() -> (OnlineRecord, Replayed) {
        let secret = Bytes32([7; 32]);
        let nonce = Bytes32([9; 32]);
        let proof = Proof {
            seed_commitment: seed_commitment(&secret),
            host_secret: secret,
            contributions: vec![Bytes32([1; 32]), Bytes32([2; 32])],
            commitments: vec![Commitment {
                at: 2,
                seat: 1,
                hash: choice_commitment(2, 1, "{\"Card\":3}", &nonce),
                choice: "{\"Card\":3}".into(),
                nonce,
            }],
        };
        let replayed = Replayed {
            seed: proof.seed(),
            decisions: vec![
                (3, "{\"CallCoin\":\"Heads\"}".into()),
                (2, "\"Receive\"".into()),
                (0, "{\"Card\":5}".into()),
                (1, "{\"Card\":3}".into()),
            ],
            score: Some((21, 14)),
        };
        let record = OnlineRecord {
            game: crate::registry::default_game().id.into(),
            record: "seed = 1\n".into(),
            proof,
        };
        (record, replayed)
    }

    /// A file of its own test's folder (tests run at once), removed with [`remove_folder_of`].
    fn temp_file(test: &str, name: &str, text: &str) -> std::path::PathBuf {
        let dir =
            std::env::temp_dir().join(format!("gridiron-verify-{test}-{}", std::process::id()));
        let _ = std::fs::create_dir_all(&dir);
        let path = dir.join(name);
        assert!(files::write_atomic(&path, text).is_ok());
        path
    }

    fn remove_folder_of(path: &Path) {
        if let Some(dir) = path.parent() {
            let _ = std::fs::remove_dir_all(dir);
        }
    }

    #[test]
    fn a_proof_that_holds_says_its_seed_commitments_and_score_in_both_languages() {
        let (record, replayed) = record();
        let seed = replayed.seed;
        let english = crate::i18n::localizer(Language::English);
        assert_eq!(
            verdict("game.toml", &record, &replayed, &english),
            Ok(format!(
                "\"game.toml\": the proof holds: the dice seed {seed} is the one mixed from the \
                 host's committed secret and everyone's contributions, and the one simultaneous \
                 choice is the one committed to (4 decisions checked).\nFinal score: home 21, \
                 away 14."
            ))
        );
        let german = crate::i18n::localizer(Language::German);
        let mut unfinished = replayed.clone();
        unfinished.score = None;
        let mut two = record.clone();
        two.proof.commitments.push(two.proof.commitments[0].clone());
        assert_eq!(
            verdict("spiel.toml", &two, &unfinished, &german),
            Ok(format!(
                "„spiel.toml“: der Nachweis stimmt: Der Würfel-Startwert {seed} ist der, den das \
                 vorab festgelegte Geheimnis des Gastgebers und die Beiträge aller Mitspieler \
                 ergeben, und alle 2 gleichzeitigen Wahlen sind die vorab festgelegten (4 \
                 Entscheidungen geprüft).\nDas Spiel ist noch nicht zu Ende."
            ))
        );
    }

    #[test]
    fn a_broken_proof_says_exactly_what_is_broken() {
        let english = crate::i18n::localizer(Language::English);
        let (record, replayed) = record();
        let mut swapped = replayed.clone();
        swapped.decisions[3].1 = "{\"Card\":4}".into();
        assert_eq!(
            verdict("game.toml", &record, &swapped, &english),
            Err(
                "\"game.toml\": the proof is broken: the choice seat 2 committed to at decision \
                 3 is not the decision the record holds there."
                    .into()
            )
        );
        let mut lied = record.clone();
        lied.proof.commitments[0].nonce = Bytes32([0; 32]);
        assert_eq!(
            verdict("game.toml", &lied, &replayed, &english),
            Err(
                "\"game.toml\": the proof is broken: the choice of seat 2 at decision 3 does \
                 not match the hash it sent before the choices were revealed."
                    .into()
            )
        );
        let mut reseeded = replayed.clone();
        reseeded.seed ^= 1;
        assert_eq!(
            verdict("game.toml", &record, &reseeded, &english),
            Err(format!(
                "\"game.toml\": the proof is broken: the record was played with the dice seed \
                 {}, but the host's secret and the contributions make {}.",
                reseeded.seed, replayed.seed
            ))
        );
        let mut other_secret = record.clone();
        other_secret.proof.host_secret = Bytes32([8; 32]);
        assert_eq!(
            verdict("game.toml", &other_secret, &replayed, &english),
            Err(
                "\"game.toml\": the proof is broken: the host's secret is not the one it \
                 committed to before anyone joined."
                    .into()
            )
        );
    }

    #[test]
    fn a_damaged_record_is_refused_with_its_place_and_the_readers_words_escaped() {
        let english = crate::i18n::localizer(Language::English);
        let (record, _) = record();
        let text = format!("\"ev\\u001bil\" = 1\n{}", record.to_toml());
        let path = temp_file("damaged", "damaged.toml", &text);
        let words = read(&path, &english).err().unwrap_or_default();
        let shown = path.display();
        assert!(
            words.starts_with(&format!(
                "{shown}:1:1: this is not a gridiron online record, or it is damaged\n  the \
                 TOML parser says: \""
            )),
            "{words}"
        );
        assert!(words.contains("ev\\u{1b}il"), "{words}");
        assert!(!words.contains('\u{1b}'), "{words}");
        remove_folder_of(&path);
    }

    #[test]
    fn a_record_of_a_game_gridiron_does_not_know_or_without_a_record_fails() {
        let english = crate::i18n::localizer(Language::English);
        let (mut record, _) = record();
        record.game = "chess\u{7}".into();
        let path = temp_file("unknown", "chess.toml", &record.to_toml());
        assert_eq!(run(&path, &english), Err(Failure::Problem));
        assert_eq!(
            unknown_game("x.toml", &record.game, &english),
            format!(
                "\"x.toml\" is an online record of a game this gridiron does not know \
                 (\"chess\\u{{7}}\"); it knows {}.",
                crate::registry::ids().join(", ")
            )
        );
        record.record = String::new();
        let path = temp_file("unknown", "empty.toml", &record.to_toml());
        assert_eq!(
            read(&path, &english),
            Err(format!(
                "\"{}\": the online record holds no game record to check.",
                path.display()
            ))
        );
        remove_folder_of(&path);
    }
}
