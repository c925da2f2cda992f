//! Damaged saves, generated here by the thousand: a byte flipped, a line dropped or doubled, a
//! number changed, the text cut short. Reading and replaying never panics or hangs; a damaged
//! record is refused, and one that still reads is a legal game.

use crate::records;

use gridiron::common::dice::{Dice, SeededDice};
use gridiron::games::first_and_goal::record::{self, SaveRecord};

/// One seeded mutation of `text`.
fn damage(text: &str, rng: &mut SeededDice) -> String {
    let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
    let line = rng.below(lines.len());
    match rng.below(7) {
        0 => {
            lines.remove(line);
        }
        1 => {
            let copy = lines[line].clone();
            lines.insert(line, copy);
        }
        2 => {
            // Every number on the line becomes another, sometimes far out of range.
            let replacement = [
                "0",
                "1",
                "7",
                "12",
                "61",
                "250",
                "65535",
                "-1",
                "99999999999",
            ][rng.below(9)];
            let changed: String = lines[line]
                .split_inclusive(|c: char| !c.is_ascii_digit())
                .map(|part| {
                    if part.starts_with(|c: char| c.is_ascii_digit()) {
                        let tail: String = part.chars().skip_while(char::is_ascii_digit).collect();
                        format!("{replacement}{tail}")
                    } else {
                        part.to_string()
                    }
                })
                .collect();
            lines[line] = changed;
        }
        3 => {
            let other = rng.below(lines.len());
            lines.swap(line, other);
        }
        4 => {
            let bytes = text.as_bytes();
            let cut = rng.below(bytes.len());
            return String::from_utf8_lossy(&bytes[..cut]).into_owned();
        }
        5 => {
            let mut bytes = text.as_bytes().to_vec();
            let at = rng.below(bytes.len());
            bytes[at] = b"{}[]=\"#,.0x\n"[rng.below(12)];
            return String::from_utf8_lossy(&bytes).into_owned();
        }
        _ => {
            // A decision swapped for one from elsewhere in the game.
            let decisions: Vec<usize> = (0..lines.len())
                .filter(|&i| lines[i].trim_start().starts_with("[{"))
                .collect();
            if decisions.len() >= 2 {
                let a = decisions[rng.below(decisions.len())];
                let b = decisions[rng.below(decisions.len())];
                lines[a] = lines[b].clone();
            }
        }
    }
    lines.join("\n")
}

#[test]
fn damaged_saves_are_refused_or_replay_as_legal_games_and_never_panic() {
    let record = records::unfinished(11, 60);
    let text = record.to_toml().expect("a record writes");
    let original = record::replay(&record, |_, _| {}).expect("the record replays");
    let mut rng = SeededDice::from_seed(2026);
    let (mut refused, mut read) = (0, 0);
    for _ in 0..600 {
        let damaged = damage(&text, &mut rng);
        match SaveRecord::from_toml(&damaged)
            .and_then(|r| record::replay(&r, |_, _| {}).map(|g| (r, g)))
        {
            Err(_) => refused += 1,
            Ok((record, replayed)) => {
                read += 1;
                // What still reads is a game the engine accepted decision by decision.
                assert_eq!(replayed.game.decisions(), record.decisions.as_slice());
            }
        }
    }
    assert!(refused > 400, "refused {refused}, read {read}");
    assert!(original.game.decisions().len() > 60);
}
