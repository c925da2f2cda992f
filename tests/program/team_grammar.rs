//! A team file may say whether its name is singular or plural (`grammatical_number`), and
//! every sentence about the team follows it, in both languages and in both games; a file that
//! says nothing gets the default from its name.

use crate::support;
use crate::terminal;

use gridiron::common::data_file::problem::ProblemKind;
use gridiron::common::data_file::source::Source;
use gridiron::common::i18n::GrammaticalNumber::{Plural, Singular};
use gridiron::common::i18n::{GrammaticalNumber, Language};
use gridiron::games::battleball;
use support::{fixture, locations, problems, shipped_plus_teams};
use terminal::{command, temp_path};

fn number_of(
    library: &gridiron::games::first_and_goal::data::Library,
    name: &str,
) -> GrammaticalNumber {
    library
        .team(name)
        .unwrap_or_else(|| panic!("{name} loaded"))
        .team
        .grammatical_number
}

#[test]
fn a_team_file_sets_its_number_and_a_team_built_on_it_keeps_its_own() {
    let library = shipped_plus_teams("good/grammar").expect("the fixtures load");
    assert_eq!(number_of(&library, "Dallas Express"), Singular);
    assert_eq!(number_of(&library, "Boston Red Sox"), Plural);
    // Its base is singular, but "Reserves" is a plural and the file does not say otherwise.
    assert_eq!(number_of(&library, "Dallas Reserves"), Plural);
    assert_eq!(number_of(&library, "Boston Bombers"), Plural);
    assert_eq!(number_of(&library, "Toronto Thunder"), Singular);
}

#[test]
fn a_grammatical_number_that_is_neither_is_reported_where_it_stands() {
    let found = problems(shipped_plus_teams("bad/grammar"));
    assert_eq!(
        locations(&found),
        [format!(
            "{}:4:22",
            fixture("bad/grammar/dual.toml").display()
        )]
    );
    assert_eq!(
        found[0].kind,
        ProblemKind::BadGrammaticalNumber {
            found: "dual".to_string()
        }
    );
    let en = gridiron::i18n::localizer(Language::English)
        .text_with(found[0].kind.message_id(), &[("found", "dual".into())]);
    assert_eq!(
        en,
        "grammatical_number \"dual\" must be \"singular\" or \"plural\": whether sentences say \"Base wins\" or \"The Boston Bombers win\""
    );
}

#[test]
fn the_localizer_prefers_what_a_team_file_says_over_the_name() {
    let de = gridiron::i18n::localizer(Language::German)
        .knowing_teams([("Dallas Express", Singular), ("Boston Red Sox", Plural)]);
    let possession = |team: &str| {
        de.text_with(
            "ev-ball-spotted",
            &[("team", team.to_string().into()), ("spot", "30".into())],
        )
    };
    assert_eq!(
        possession("Dallas Express"),
        "Dallas Express hat den Ball an der 30."
    );
    assert_eq!(
        possession("Boston Red Sox"),
        "Die Boston Red Sox haben den Ball an der 30."
    );
    // Names no file spoke of keep the default.
    assert_eq!(
        possession("Essen Eagles"),
        "Die Essen Eagles haben den Ball an der 30."
    );
    // Knowing a game's teams keeps the language the localizer was made in.
    let en =
        gridiron::i18n::localizer(Language::English).knowing_teams([("Dallas Express", Singular)]);
    assert_eq!(en.language(), Language::English);
    let spotted = |team: &str| {
        en.text_with(
            "ev-ball-spotted",
            &[("team", team.to_string().into()), ("spot", "own 30".into())],
        )
    };
    assert_eq!(
        spotted("Dallas Express"),
        "Dallas Express has the ball at own 30."
    );
    assert_eq!(
        spotted("Essen Eagles"),
        "Essen Eagles have the ball at own 30."
    );
}

/// A whole computer game between the two fixture teams, then its replay in `language`.
fn narrated(save: &str, language: &str) -> (String, String) {
    let save = temp_path(save);
    let data = fixture("good/grammar");
    let played = command(&[
        "play",
        "--humans",
        "0",
        "--home",
        "Dallas Express",
        "--away",
        "Boston Red Sox",
        "--seed",
        "7",
        "--lang",
        language,
        "--data",
        &data.to_string_lossy(),
        "--save",
        &save.to_string_lossy(),
    ])
    .output()
    .expect("run");
    assert_eq!(played.status.code(), Some(0), "{played:?}");
    let replayed = command(&["replay", "--lang", language, &save.to_string_lossy()])
        .output()
        .expect("run");
    assert_eq!(replayed.status.code(), Some(0), "{replayed:?}");
    (
        String::from_utf8_lossy(&played.stdout).into_owned(),
        String::from_utf8_lossy(&replayed.stdout).into_owned(),
    )
}

#[test]
fn a_german_game_words_each_team_by_its_file() {
    let (played, replayed) = narrated("grammar-de.toml", "de");
    for text in [&played, &replayed] {
        assert!(text.contains("Die Boston Red Sox "), "{text}");
        assert!(!text.contains("Die Dallas Express"), "{text}");
        assert!(!text.contains("den Dallas Express"), "{text}");
        // Every sentence that starts with the singular team takes a singular verb.
        let plural_verbs = ["haben ", "führen ", "kündigen ", "verbrennen ", "erhalten "];
        for verb in plural_verbs {
            assert!(
                !text.contains(&format!("Dallas Express {verb}")),
                "{verb}: {text}"
            );
        }
        assert!(text.contains("Dallas Express hat ") || text.contains("Dallas Express führt "));
    }
}

#[test]
fn an_english_game_words_each_team_by_its_file() {
    let (played, replayed) = narrated("grammar-en.toml", "en");
    for text in [&played, &replayed] {
        for verb in ["have ", "kick ", "call ", "burn ", "lose ", "win."] {
            assert!(
                !text.contains(&format!("Dallas Express {verb}")),
                "{verb}: {text}"
            );
        }
        for verb in ["has ", "kicks ", "calls ", "burns ", "loses ", "wins."] {
            assert!(
                !text.contains(&format!("Boston Red Sox {verb}")),
                "{verb}: {text}"
            );
        }
        assert!(text.contains("Dallas Express has ") || text.contains("Dallas Express kicks "));
        assert!(text.contains("Boston Red Sox have ") || text.contains("Boston Red Sox kick "));
    }
}

#[test]
fn a_battleball_team_file_sets_its_number_too() {
    let express = Source::new(
        "teams/dallas-express.toml",
        "name = \"Dallas Express\"\ncode = \"DEX\"\ncolour = \"red\"\ngrammatical_number = \"singular\"\n",
    );
    let library = battleball::data::load_with_teams(&[express]).expect("a valid team file");
    let team = library.team("DEX").expect("loaded");
    assert_eq!(team.grammatical_number, Singular);
    assert_eq!(
        library.team("Iron Wolves").map(|t| t.grammatical_number),
        Some(Plural)
    );
    let dual = Source::new(
        "teams/twins.toml",
        "name = \"Twins\"\ncode = \"TWI\"\ncolour = \"red\"\ngrammatical_number = \"dual\"\n",
    );
    let found = battleball::data::load_with_teams(&[dual]).expect_err("refused");
    let found: Vec<(usize, usize, &str)> = found
        .iter()
        .map(|p| (p.line, p.column, p.kind.message_id()))
        .collect();
    assert_eq!(found, [(4, 22, "data-bad-grammatical-number")]);
    let de = gridiron::i18n::localizer(Language::German).knowing_teams(library.team_numbers());
    assert_eq!(
        de.text_with("bb-ev-first", &[("team", "Dallas Express".into())]),
        "Dallas Express beginnt."
    );
}

#[test]
fn teams_show_says_how_sentences_treat_the_name() {
    let data = fixture("good/grammar");
    let show = |language: &str, team: &str| {
        let output = command(&[
            "teams",
            "--lang",
            language,
            "--data",
            &data.to_string_lossy(),
            "show",
            team,
        ])
        .output()
        .expect("run");
        assert_eq!(output.status.code(), Some(0), "{output:?}");
        String::from_utf8_lossy(&output.stdout).into_owned()
    };
    assert!(show("en", "Dallas Express")
        .contains("In a sentence: \"Dallas Express wins\" (grammatical_number = \"singular\")"));
    assert!(show("de", "Boston Red Sox")
        .contains("Im Satz: „Die Boston Red Sox gewinnen“ (grammatical_number = \"plural\")"));
    let wolves = command(&["teams", "--game", "battleball", "show", "Iron Wolves"])
        .output()
        .expect("run");
    assert!(String::from_utf8_lossy(&wolves.stdout)
        .contains("In a sentence: \"Iron Wolves win\" (grammatical_number = \"plural\")"));
}
