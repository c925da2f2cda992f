//! The Fluent files: every file is embedded, parses, and both languages define the same ids;
//! every message id the code names is defined.

use std::collections::BTreeSet;
use std::path::Path;

use fluent_bundle::FluentResource;
use fluent_syntax::ast;
use gridiron::common::i18n::{FluentSource, Language};
use gridiron::games::first_and_goal::data::model::Colour;
use gridiron::i18n::sources;

fn ids(source: &str) -> BTreeSet<String> {
    let resource = match FluentResource::try_new(source.to_string()) {
        Ok(resource) => resource,
        Err((_, errors)) => panic!("a locale file does not parse: {errors:?}"),
    };
    resource
        .entries()
        .filter_map(|entry| match entry {
            ast::Entry::Message(message) => Some(message.id.name.to_string()),
            _ => None,
        })
        .collect()
}

#[test]
fn every_locale_file_is_embedded() {
    for language in Language::ALL {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("locales")
            .join(language.code());
        for entry in std::fs::read_dir(&dir).expect("locale dir") {
            let name = entry
                .expect("entry")
                .file_name()
                .to_string_lossy()
                .to_string();
            assert!(
                sources()
                    .iter()
                    .any(|s| s.language == language && s.file == name),
                "{}/{name} is not in gridiron::i18n::sources()",
                language.code()
            );
        }
    }
}

#[test]
fn both_languages_define_the_same_ids_in_each_file() {
    let all = sources();
    for FluentSource {
        language,
        file: name,
        text: source,
    } in all.iter().copied()
    {
        if language != Language::English {
            continue;
        }
        let german = all
            .iter()
            .find(|s| s.language == Language::German && s.file == name)
            .map(|s| s.text)
            .expect("a German file for every English one");
        let (en, de) = (ids(source), ids(german));
        let only_en: Vec<_> = en.difference(&de).collect();
        let only_de: Vec<_> = de.difference(&en).collect();
        assert!(
            only_en.is_empty() && only_de.is_empty(),
            "{name}: only in English {only_en:?}, only in German {only_de:?}"
        );
    }
}

/// String literals in Rust source that look like message ids: `word-word...`.
fn id_literals(source: &str) -> Vec<String> {
    let mut found = Vec::new();
    for piece in source.split('"').skip(1).step_by(2) {
        let looks_like_id = piece.contains('-')
            && piece.starts_with(|c: char| c.is_ascii_lowercase())
            && piece
                .chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
            && !piece.ends_with('-');
        if looks_like_id {
            found.push(piece.to_string());
        }
    }
    found
}

fn rust_files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("src dir").flatten() {
        let path = entry.path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

#[test]
fn every_message_id_in_the_code_is_defined() {
    let defined: BTreeSet<String> = sources().iter().flat_map(|s| ids(s.text)).collect();
    // Only literals whose first word is the first word of some defined id count as message ids
    // (that leaves out file names, flags and the like).
    let prefixes: BTreeSet<&str> = defined
        .iter()
        .filter_map(|id| id.split('-').next())
        .collect();
    let mut files = Vec::new();
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    rust_files(&root.join("src"), &mut files);
    rust_files(&root.join("crates"), &mut files);
    let mut missing = Vec::new();
    let mut checked = 0;
    for file in files {
        let source = std::fs::read_to_string(&file).expect("readable source");
        for id in id_literals(&source) {
            let prefix = id.split('-').next().unwrap_or_default();
            if !prefixes.contains(prefix) {
                continue;
            }
            checked += 1;
            if !defined.contains(&id) {
                missing.push(format!("{}: {id}", file.display()));
            }
        }
    }
    assert!(missing.is_empty(), "ids used but not defined: {missing:#?}");
    assert!(
        checked > 150,
        "only {checked} ids found; is the scan broken?"
    );
}

#[test]
fn every_play_and_die_has_a_name_in_both_languages() {
    let library = gridiron::games::first_and_goal::data::load(&[]).expect("shipped data");
    for language in Language::ALL {
        let loc = gridiron::i18n::localizer(language);
        let plays = library.cards.offense.iter().map(|p| &p.id);
        for id in plays.chain(library.cards.defense.iter().map(|p| &p.id)) {
            assert!(loc.has(&format!("play-{id}")), "play-{id} ({language:?})");
        }
        for colour in Colour::ALL {
            assert!(loc.has(&format!("die-{}", colour.id())));
        }
        // A shared kicking die named by its data id ("kick") reads as code, not as a word.
        for die in &library.special.dice {
            let id = format!("die-special-{}", die.name);
            assert!(loc.has(&id), "{id} ({language:?})");
        }
    }
}
