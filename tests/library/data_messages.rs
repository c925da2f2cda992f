//! Every problem has its message in English and German, and every message formats without
//! missing arguments.

use std::path::PathBuf;

use fluent_bundle::{FluentArgs, FluentBundle, FluentResource};
use gridiron::common::data_file::problem::{ProblemKind, ValueType};
use gridiron::games::battleball::data::BattleballProblem;
use gridiron::games::first_and_goal::data::{Deck, FirstAndGoalProblem};
use unic_langid::langid;

fn one_of_each() -> Vec<ProblemKind> {
    let mut kinds = data_file_kinds();
    kinds.extend(first_and_goal_kinds().into_iter().map(ProblemKind::from));
    kinds.extend(battleball_kinds().into_iter().map(ProblemKind::from));
    kinds
}

fn s(t: &str) -> String {
    t.to_string()
}

fn list() -> Vec<String> {
    vec![s("a"), s("b")]
}

fn data_file_kinds() -> Vec<ProblemKind> {
    use ProblemKind::*;
    vec![
        Io {
            detail: s("denied"),
        },
        MissingFile,
        DuplicateFile {
            name: s("cards.toml"),
        },
        NoTomlFiles,
        TooLarge { limit: 1 },
        NotUtf8,
        Utf16,
        Syntax { detail: s("x") },
        Invalid { detail: s("x") },
        UnknownKey {
            key: s("k"),
            expected: list(),
        },
        MissingKey { key: s("k") },
        WrongType {
            key: s("k"),
            expected: ValueType::Array,
        },
        EmptyText { key: s("name") },
        BadCode { code: s("x") },
        BadGrammaticalNumber { found: s("dual") },
        DuplicateTeamName {
            name: s("n"),
            other_file: PathBuf::from("a.toml"),
        },
        DuplicateCode {
            code: s("AAA"),
            other_file: PathBuf::from("a.toml"),
        },
        NotAFile,
        UnexpectedTable {
            key: s("dice.red"),
            expected: ValueType::Array,
        },
        WrongType {
            key: s("offense"),
            expected: ValueType::TableList,
        },
        TextTooLong {
            key: s("name"),
            found: 41,
            max: 40,
        },
        InvisibleCharacter {
            key: s("name"),
            character: s("\\n"),
        },
        MoreProblems { count: 4950 },
    ]
}

fn first_and_goal_kinds() -> Vec<FirstAndGoalProblem> {
    use FirstAndGoalProblem::*;
    vec![
        FaceCount {
            die: s("red"),
            expected: 6,
            found: 5,
        },
        FaceNotInteger {
            die: s("red"),
            found: s("1.5"),
        },
        FaceOutOfRange {
            die: s("red"),
            found: 100,
            min: -30,
            max: 99,
        },
        UnknownSymbol {
            die: s("play"),
            symbol: s("Z"),
            expected: list(),
        },
        BadPenaltyFace { found: s("x") },
        BadId { id: s("A") },
        DuplicateId { id: s("a") },
        UnknownPlayKind { found: s("kick") },
        CopiesOutOfRange {
            found: 0,
            min: 1,
            max: 60,
        },
        BadRedZone { found: 15 },
        PlayCount {
            deck: Deck::Offense,
            found: 17,
            min: 1,
            max: 16,
        },
        DeckSize {
            deck: Deck::Defense,
            expected: 60,
            found: 55,
        },
        MissingCrossTable {
            offense_play: s("bomb"),
        },
        MissingDefensePlay {
            offense_play: s("bomb"),
            defense_play: s("dime"),
        },
        UnknownDefensePlay {
            offense_play: s("bomb"),
            defense_play: s("x"),
            expected: list(),
        },
        UnknownOffensePlay {
            offense_play: s("x"),
            expected: list(),
        },
        UnknownColour {
            colour: s("purple"),
            expected: list(),
        },
        RepeatedColour { colour: s("red") },
        BlackCountOutOfRange {
            found: 4,
            min: 1,
            max: 3,
        },
        MissingRoll { roll: s("punt") },
        EmptyRoll { roll: s("punt") },
        UnknownDie {
            roll: s("punt"),
            die: s("boot"),
            expected: list(),
        },
        NamedDieIsColour { die: s("red") },
        MissingDie { die: s("red") },
        DuplicateSlug {
            slug: s("a"),
            other_file: PathBuf::from("a.toml"),
        },
        UnknownBaseTeam {
            base: s("x"),
            suggestion: Some(s("y")),
        },
        FixedFileAsTeam {
            name: s("cards.toml"),
        },
        TooManyDice {
            roll: s("punt"),
            found: 7,
            max: 6,
        },
        TooManyNamedDice { found: 17, max: 16 },
        BaseCycle { chain: list() },
    ]
}

fn battleball_kinds() -> Vec<BattleballProblem> {
    use BattleballProblem::*;
    vec![
        NumberOutOfRange {
            key: s("rows"),
            found: 4,
            min: 5,
            max: 61,
        },
        UnknownPosition {
            found: s("quarterback"),
            expected: list(),
        },
        DuplicateId { id: s("wall") },
        RosterSize {
            found: 12,
            expected: 11,
        },
        SquareOffZone { row: 5, column: 3 },
        SquareTwice { row: 1, column: 4 },
        FormationShort {
            position: s("lineman"),
            found: 1,
            expected: 2,
        },
        BadSquare,
        NoRoomToLineUp {
            squares: 7,
            pairs: 3,
            players: 11,
            heavy: 1,
        },
    ]
}

fn bundle(
    text: &'static str,
    lang: unic_langid::LanguageIdentifier,
) -> FluentBundle<FluentResource> {
    let resource = FluentResource::try_new(text.to_string()).expect("ftl parses");
    let mut bundle = FluentBundle::new(vec![lang]);
    bundle.set_use_isolating(false);
    bundle.add_resource(resource).expect("no duplicate ids");
    bundle
}

#[test]
fn every_problem_formats_in_english_and_german() {
    let bundles = [
        bundle(include_str!("../../locales/en/data.ftl"), langid!("en")),
        bundle(include_str!("../../locales/de/data.ftl"), langid!("de")),
    ];
    for kind in one_of_each() {
        for bundle in &bundles {
            let message = bundle
                .get_message(kind.message_id())
                .unwrap_or_else(|| panic!("no message {}", kind.message_id()));
            let mut args = FluentArgs::new();
            for (name, value) in kind.args() {
                args.set(name, value);
            }
            let mut errors = vec![];
            let text =
                bundle.format_pattern(message.value().expect("value"), Some(&args), &mut errors);
            assert!(errors.is_empty(), "{}: {errors:?}", kind.message_id());
            assert!(!text.contains('{'), "{}: {text}", kind.message_id());
            if let Some(hint) = kind.hint() {
                let message = bundle
                    .get_message(hint.id)
                    .unwrap_or_else(|| panic!("no message {}", hint.id));
                let mut args = FluentArgs::new();
                for (name, value) in hint.args {
                    args.set(name, value);
                }
                let mut errors = vec![];
                let text = bundle.format_pattern(
                    message.value().expect("value"),
                    Some(&args),
                    &mut errors,
                );
                assert!(errors.is_empty() && !text.contains('{'), "{}", hint.id);
            }
        }
    }
}

#[test]
fn both_languages_have_the_same_ids() {
    let ids = |text: &str| -> Vec<String> {
        let mut ids: Vec<String> = text
            .lines()
            // Problem messages only: hints and the skipped-file warning are not problems.
            .filter(|l| l.starts_with("data-"))
            .filter(|l| !l.starts_with("data-hint-") && !l.starts_with("data-skipped-"))
            .filter_map(|l| l.split(" =").next().map(str::to_string))
            .collect();
        ids.sort();
        ids
    };
    let en = ids(include_str!("../../locales/en/data.ftl"));
    assert_eq!(en, ids(include_str!("../../locales/de/data.ftl")));
    let mut kinds: Vec<&str> = one_of_each().iter().map(|k| k.message_id()).collect();
    kinds.sort_unstable();
    kinds.dedup();
    assert_eq!(en.len(), kinds.len());
}

#[test]
fn render_plain_puts_the_location_first() {
    let problem = gridiron::games::first_and_goal::data::Problem {
        file: PathBuf::from("data/first-and-goal/teams/base.toml"),
        line: 7,
        column: 9,
        span: None,
        kind: ProblemKind::NotUtf8,
    };
    assert_eq!(
        gridiron::games::first_and_goal::data::render_plain(&problem, "m"),
        "data/first-and-goal/teams/base.toml:7:9: m"
    );
}
