//! Whatever the bytes, the loader reports problems and never panics.

use gridiron::common::data_file::source::Source;
use gridiron::games::first_and_goal::data::from_sources;
use gridiron::games::first_and_goal::data::shipped;
use proptest::prelude::*;

/// The shipped data with `bytes` standing in for the file called `name`.
fn load_with(name: &str, bytes: Vec<u8>) {
    let mut sources: Vec<Source> = shipped()
        .into_iter()
        .filter(|s| !s.path.ends_with(name))
        .collect();
    sources.push(Source::new(format!("data/{name}"), bytes));
    let _ = from_sources(&sources);
}

fn shipped_text(name: &str) -> String {
    let source = shipped()
        .into_iter()
        .find(|s| s.path.ends_with(name))
        .expect("shipped file");
    String::from_utf8(source.bytes).expect("utf-8")
}

const FILES: [&str; 4] = [
    "teams/boston-bombers.toml",
    "cards.toml",
    "white-dice.toml",
    "special-teams.toml",
];

/// Small edits that keep a file close to valid TOML, where the checks after parsing get hit.
fn mutate(text: &str, edits: &[(usize, u8, u8)]) -> Vec<u8> {
    const PIECES: [&str; 12] = [
        "", "0", "-", "\"", "[", "]", "=", ",", "\n", "999", "red", "x = 1\n",
    ];
    let mut bytes = text.as_bytes().to_vec();
    for &(at, op, piece) in edits {
        let at = at % (bytes.len() + 1);
        let piece = PIECES[piece as usize % PIECES.len()].as_bytes();
        match op % 3 {
            0 => {
                bytes.splice(at..at, piece.iter().copied());
            }
            1 if at < bytes.len() => {
                bytes.remove(at);
            }
            _ => {
                let end = (at + piece.len()).min(bytes.len());
                bytes.splice(at..end, piece.iter().copied());
            }
        }
    }
    bytes
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn arbitrary_bytes_never_panic(file in 0..FILES.len(), bytes in proptest::collection::vec(any::<u8>(), 0..512)) {
        load_with(FILES[file], bytes);
    }

    #[test]
    fn near_valid_toml_never_panics(
        file in 0..FILES.len(),
        edits in proptest::collection::vec((any::<usize>(), any::<u8>(), any::<u8>()), 1..6),
    ) {
        let text = shipped_text(FILES[file]);
        load_with(FILES[file], mutate(&text, &edits));
    }
}

#[test]
fn odd_files_are_problems_not_panics() {
    let huge = vec![b'#'; gridiron::common::data_file::source::MAX_FILE_BYTES + 1];
    let deep = format!("name = {}{}", "[".repeat(10_000), "]".repeat(10_000));
    let cases: Vec<Vec<u8>> = vec![
        vec![],
        vec![0xFF, 0xFE, b'n', 0],
        vec![0xEF, 0xBB, 0xBF],
        b"name = \"\xC3\x28\"".to_vec(),
        huge,
        deep.into_bytes(),
        b"[dice]\nred = [1, 2, 3, 4, 5, 99999999999999999999]".to_vec(),
    ];
    for bytes in cases {
        for name in FILES {
            load_with(name, bytes.clone());
        }
    }
}
