//! A narrated game fits an 80-column terminal in both languages, even between the two teams
//! with the longest names, where unwrapped narration ran to 150 columns and more.

use std::process::Command;

const LONGEST: [&str; 2] = ["Virginia Beach Valiants", "Salt Lake City Shakers"];

fn gridiron(args: &[&str]) -> String {
    let mut command = Command::new(env!("CARGO_BIN_EXE_gridiron"));
    command.args(args).env("NO_COLOR", "1");
    for var in ["LC_ALL", "LC_MESSAGES", "LANG"] {
        command.env_remove(var);
    }
    let output = command.output().expect("run gridiron");
    assert_eq!(output.status.code(), Some(0), "{args:?}");
    String::from_utf8(output.stdout).expect("UTF-8 output")
}

fn assert_fits(text: &str, what: &str) {
    let wide: Vec<&str> = text
        .lines()
        .filter(|line| line.chars().count() > 80)
        .collect();
    assert!(wide.is_empty(), "{what}: lines over 80 columns: {wide:#?}");
    assert!(text.lines().count() > 300, "{what}: not a whole game");
}

#[test]
fn a_whole_narrated_game_and_its_replay_fit_80_columns() {
    let dir = std::env::temp_dir().join(format!("gridiron-width-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let save = dir.join("g.toml");
    let save = save.to_string_lossy();
    let [home, away] = LONGEST;
    let german = gridiron(&[
        "play", "--humans", "0", "--lang", "de", "--seed", "3", "--home", home, "--away", away,
        "--save", &save,
    ]);
    assert_fits(&german, "German game");
    // The replay narrates the same game again, so English costs no second game.
    let english = gridiron(&["replay", "--lang", "en", &save]);
    assert_fits(&english, "English replay");
    let _ = std::fs::remove_dir_all(&dir);
}
