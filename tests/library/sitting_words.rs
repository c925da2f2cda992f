//! The words of the key that shows the whole play log at any question (issue 21, item 5), pinned
//! in English and German: the key and its hint, the pager's title and prompts.

use gridiron::common::i18n::{arg, Language};
use gridiron::shells::terminal::first_and_goal::prompt::log_shortcut;

fn page(language: Language, page: usize, pages: usize) -> String {
    let loc = gridiron::i18n::localizer(language);
    loc.text_with(
        "log-page",
        &[
            arg("page", page),
            arg("pages", pages),
            arg("last", if page == pages { "yes" } else { "no" }),
        ],
    )
}

#[test]
fn the_log_key_is_named_in_each_language() {
    let en = gridiron::i18n::localizer(Language::English);
    let key = log_shortcut(&en);
    assert_eq!((key.key, key.label.as_str()), ('l', "L whole log"));
    assert_eq!(en.text("log-title"), "The play log so far");
    assert_eq!(en.text("log-empty"), "Nothing has happened yet.");
    assert_eq!(
        page(Language::English, 1, 3),
        "Page 1 of 3: ⏎ next page, a letter and ⏎ back to the question"
    );
    assert_eq!(
        page(Language::English, 3, 3),
        "Page 3 of 3: ⏎ back to the question"
    );

    let de = gridiron::i18n::localizer(Language::German);
    let key = log_shortcut(&de);
    assert_eq!((key.key, key.label.as_str()), ('b', "B Spielbericht"));
    assert_eq!(de.text("log-title"), "Der Spielbericht bis hier");
    assert_eq!(de.text("log-empty"), "Noch ist nichts geschehen.");
    assert_eq!(
        page(Language::German, 1, 3),
        "Seite 1 von 3: ⏎ nächste Seite, ein Buchstabe und ⏎ zurück zur Entscheidung"
    );
    assert_eq!(
        page(Language::German, 3, 3),
        "Seite 3 von 3: ⏎ zurück zur Entscheidung"
    );
}
