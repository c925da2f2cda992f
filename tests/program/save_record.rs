//! What a save may hold, and what happens when writing one fails: every refusal names the file
//! and leaves it as it was, nothing hangs on a pipe, and a game that cannot be saved stops.

use crate::records;
use crate::terminal;

use std::path::Path;
use std::process::{Child, Output, Stdio};
use std::time::{Duration, Instant};

use gridiron::games::first_and_goal::engine::{Decision, OptionalRules};
use gridiron::games::first_and_goal::record::{
    self, SaveError, SaveRecord, MAX_DECISIONS, MAX_SAVE_BYTES,
};
use gridiron::shells::terminal::savefile::{self, LockError, SaveLock};
use terminal::{command, temp_path};

fn run(args: &[&str]) -> Output {
    command(args)
        .stdin(Stdio::null())
        .output()
        .expect("run gridiron")
}

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).to_string()
}

fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).to_string()
}

fn write(name: &str, text: &str) -> std::path::PathBuf {
    let path = temp_path(name);
    std::fs::write(&path, text).expect("write a test file");
    path
}

/// `resume` and `replay` both refuse the file with exit 1, saying `says`, and leave it alone.
fn refused(path: &Path, says: &str) {
    let before = std::fs::read(path).expect("the file");
    for sub in ["resume", "replay"] {
        let output = run(&[sub, &path.to_string_lossy()]);
        assert_eq!(output.status.code(), Some(1), "{sub}: {}", stderr(&output));
        // Messages are wrapped at 80 columns: words are looked for across line ends.
        let flowing = |text: &str| text.split_whitespace().collect::<Vec<_>>().join(" ");
        assert!(
            flowing(&stderr(&output)).contains(&flowing(says)),
            "{sub}: {}",
            stderr(&output)
        );
        assert!(
            stderr(&output).contains(&*path.to_string_lossy()),
            "{sub} names the file: {}",
            stderr(&output)
        );
        assert_eq!(std::fs::read(path).expect("still there"), before, "{sub}");
    }
}

#[test]
fn a_save_with_an_illegal_decision_is_refused_naming_decision_n() {
    let mut record = records::unfinished(3, 12);
    // A second coin call, long after the toss.
    let first = record.decisions[0];
    record.decisions[6] = first;
    match record::replay(&record, |_, _| {}) {
        Err(SaveError::Illegal { number, seat, .. }) => {
            assert_eq!(number, 7);
            assert_eq!(seat, first.0);
        }
        other => panic!("not refused as illegal: {other:?}"),
    }
    let path = write("illegal.toml", &record.to_toml().expect("serializes"));
    refused(&path, "decision 7 (");
    let german = run(&["resume", "--lang", "de", &path.to_string_lossy()]);
    assert!(
        stderr(&german).contains("Entscheidung 7 ("),
        "{}",
        stderr(&german)
    );
}

#[test]
fn a_card_or_die_the_validator_refuses_refuses_the_save() {
    let record = records::unfinished(4, 5);
    let edit = |file: &str, change: &dyn Fn(&str) -> String| {
        let mut record = record.clone();
        let data = record
            .setup
            .files
            .iter_mut()
            .find(|f| f.path.ends_with(file))
            .expect("the file is recorded");
        let changed = change(&data.text);
        assert_ne!(changed, data.text, "the test's edit applies");
        data.text = changed;
        record
    };
    // A 61st card: one play gets one more copy.
    let sixty_one = edit("cards.toml", &|text| {
        text.replacen("copies = 5", "copies = 6", 1)
    });
    // A die with five faces.
    let broken_die = edit("white-dice.toml", &|text| {
        text.replacen("play = [\"X\", ", "play = [", 1)
    });
    for (name, record, file) in [
        (
            "sixty-one.toml",
            sixty_one,
            "data/first-and-goal/cards.toml",
        ),
        (
            "broken-die.toml",
            broken_die,
            "data/first-and-goal/white-dice.toml",
        ),
    ] {
        match record::replay(&record, |_, _| {}) {
            Err(SaveError::Data {
                file: named,
                problems,
            }) => {
                assert_eq!(named, file);
                assert!(!problems.is_empty());
            }
            other => panic!("{name}: not refused by the validator: {other:?}"),
        }
        let path = write(name, &record.to_toml().expect("serializes"));
        refused(&path, &format!("\"{file}\""));
        let output = run(&["resume", &path.to_string_lossy()]);
        // The validator's own words follow, with the line they found.
        assert!(
            stderr(&output).lines().any(|l| l.starts_with(file)),
            "{}",
            stderr(&output)
        );
    }
}

#[test]
fn an_old_version_1_save_is_refused() {
    let old = "format = \"gridiron-save\"\nversion = 1\nseed = 3\nplayers = []\n\n\
               [dice.rng]\nstate = 1\n\n[game]\nball = 250\n";
    assert_eq!(
        SaveRecord::from_toml(old),
        Err(SaveError::Version { found: 1 })
    );
    let path = write("version-1.toml", old);
    refused(&path, "another gridiron version");
}

#[test]
fn another_dice_stream_is_refused() {
    let text = records::unfinished(5, 3)
        .to_toml()
        .expect("serializes")
        .replacen("stream = 1", "stream = 7", 1);
    assert_eq!(
        SaveRecord::from_toml(&text),
        Err(SaveError::Stream { found: 7 })
    );
    let path = write("stream.toml", &text);
    refused(&path, "another version of the dice");
}

#[test]
fn an_oversized_file_is_refused_unread() {
    let mut text = records::unfinished(6, 3).to_toml().expect("serializes");
    text.push_str(&"# padding\n".repeat(MAX_SAVE_BYTES as usize / 10 + 1));
    let path = write("oversized.toml", &text);
    refused(&path, "larger than a save can be");
}

#[test]
fn too_many_decisions_are_refused_before_replaying() {
    let mut record = records::unfinished(7, 3);
    let first = record.decisions[0];
    record.decisions = vec![first; MAX_DECISIONS + 1];
    let text = record.to_toml().expect("serializes");
    assert!(
        text.len() as u64 <= MAX_SAVE_BYTES,
        "the test stays under the size limit"
    );
    assert_eq!(
        SaveRecord::from_toml(&text),
        Err(SaveError::TooManyDecisions {
            count: MAX_DECISIONS + 1
        })
    );
    let path = write("too-many.toml", &text);
    refused(&path, "more than a game can have");
}

/// Waits for a child at most `limit`; kills it and fails the test if it hangs.
fn finish(mut child: Child, limit: Duration) -> Output {
    let start = Instant::now();
    while start.elapsed() < limit {
        if child.try_wait().expect("wait").is_some() {
            return child.wait_with_output().expect("output");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    let _ = child.kill();
    panic!("gridiron hung on a pipe");
}

#[cfg(unix)]
#[test]
fn a_fifo_is_refused_without_hanging() {
    let fifo = temp_path("fifo.toml");
    let made = std::process::Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .expect("mkfifo runs");
    assert!(made.success());
    for sub in ["resume", "replay"] {
        let child = command(&[sub, &fifo.to_string_lossy()])
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("spawn");
        let output = finish(child, Duration::from_secs(20));
        assert_eq!(output.status.code(), Some(1), "{sub}");
        assert!(
            stderr(&output).contains("not a regular file"),
            "{}",
            stderr(&output)
        );
    }
    // `resume` without a file skips it when looking for the latest game.
    let home = temp_path("fifo-home");
    let saves = home.join("gridiron").join("saves");
    std::fs::create_dir_all(&saves).expect("a save folder");
    let made = std::process::Command::new("mkfifo")
        .arg(saves.join("game.toml"))
        .status()
        .expect("mkfifo runs");
    assert!(made.success());
    let child = command(&["resume"])
        .env("XDG_DATA_HOME", &home)
        .env("HOME", &home)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn");
    let output = finish(child, Duration::from_secs(20));
    assert_eq!(output.status.code(), Some(1));
    assert!(
        stderr(&output).contains("no unfinished game"),
        "{}",
        stderr(&output)
    );
}

fn play_into(save: &Path, extra: &[&str]) -> Output {
    let save = save.to_string_lossy();
    let mut args = vec!["play", "--humans", "0", "--seed", "9", "--save", &save];
    args.extend_from_slice(extra);
    run(&args)
}

#[test]
fn play_does_not_overwrite_an_existing_file_without_force() {
    let path = write("existing.txt", "my notes\n");
    let output = play_into(&path, &[]);
    assert_eq!(output.status.code(), Some(2), "{}", stderr(&output));
    assert!(stderr(&output).contains("--force"), "{}", stderr(&output));
    assert_eq!(std::fs::read_to_string(&path).expect("kept"), "my notes\n");

    let german = play_into(&path, &["--lang", "de"]);
    assert!(
        stderr(&german).contains("gibt es schon"),
        "{}",
        stderr(&german)
    );

    // An unfinished game is not overwritten either.
    let unfinished = write(
        "unfinished.toml",
        &records::unfinished(8, 4).to_toml().expect("serializes"),
    );
    let before = std::fs::read(&unfinished).expect("the save");
    assert_eq!(play_into(&unfinished, &[]).status.code(), Some(2));
    assert_eq!(std::fs::read(&unfinished).expect("kept"), before);

    // With --force it is; and a finished game may be played over without it.
    let forced = play_into(&path, &["--force"]);
    assert_eq!(forced.status.code(), Some(0), "{}", stderr(&forced));
    assert!(savefile::is_finished_game(&path));
    let again = play_into(&path, &[]);
    assert_eq!(again.status.code(), Some(0), "{}", stderr(&again));
}

#[test]
fn a_failing_save_stops_the_game_and_claims_nothing() {
    // A folder that cannot be made: its parent is a file (root may write anywhere else).
    let blocker = write("blocker", "a file, not a folder\n");
    let inside = blocker.join("game.toml");
    let output = play_into(&inside, &[]);
    assert_eq!(output.status.code(), Some(1), "{}", stderr(&output));
    assert!(
        stderr(&output).contains("cannot save"),
        "{}",
        stderr(&output)
    );
    assert!(!stdout(&output).contains("saved"), "{}", stdout(&output));

    // A device is never replaced, even with --force.
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        let output = play_into(Path::new("/dev/full"), &["--force"]);
        assert_eq!(output.status.code(), Some(1), "{}", stderr(&output));
        assert!(
            stderr(&output).contains("not a regular file"),
            "{}",
            stderr(&output)
        );
        assert!(!stdout(&output).contains("saved"), "{}", stdout(&output));
        let meta = std::fs::metadata("/dev/full").expect("/dev/full");
        assert!(meta.file_type().is_char_device());
    }
}

#[test]
fn a_save_that_fails_mid_session_stops_it() {
    use gridiron::common::i18n::Language;
    use gridiron::common::palette::Palette;
    use gridiron::shells::terminal::first_and_goal::seats::Player;
    use gridiron::shells::terminal::first_and_goal::session::{Ended, Session};
    use gridiron::shells::terminal::screen::Screen;

    let blocker = write("session-blocker", "a file, not a folder\n");
    let record = records::unfinished(10, 3);
    let replayed = record::replay(&record, |_, _| {}).expect("replays");
    let loc = gridiron::i18n::localizer(Language::English);
    let screen = Screen {
        palette: Palette::detect(false, Some("1"), None),
        clears: false,
        keys: false,
        hint: String::new(),
        too_small: String::new(),
    };
    let mut session = Session::new(
        replayed.game,
        replayed.dice,
        record,
        [Player::Computer; 4],
        blocker.join("game.toml"),
        &loc,
        screen,
    );
    match session.run() {
        Ended::SaveFailed(message) => assert!(message.contains("cannot save"), "{message}"),
        other => panic!("the session went on: {other:?}"),
    }
    // No temporary file of this save is left beside anything. (Other tests write their own saves
    // into the same folder at the same time, so only this save's temporary names count.)
    let parent = blocker.parent().expect("the temp folder");
    let leftovers: Vec<_> = std::fs::read_dir(parent)
        .expect("list")
        .flatten()
        .filter(|e| {
            let name = e.file_name().to_string_lossy().into_owned();
            name.starts_with(".game.toml.") && name.ends_with(".tmp")
        })
        .collect();
    assert!(leftovers.is_empty(), "{leftovers:?}");
}

#[test]
fn a_locked_file_refuses_a_second_resume() {
    let path = write(
        "locked.toml",
        &records::unfinished(11, 6).to_toml().expect("serializes"),
    );
    let lock = SaveLock::acquire(&path).expect("the first lock");
    assert!(matches!(SaveLock::acquire(&path), Err(LockError::InUse)));
    let before = std::fs::read(&path).expect("the save");
    let output = run(&["resume", &path.to_string_lossy()]);
    assert_eq!(output.status.code(), Some(1), "{}", stderr(&output));
    assert!(stderr(&output).contains("in use"), "{}", stderr(&output));
    assert_eq!(std::fs::read(&path).expect("kept"), before);
    drop(lock);

    // Once let go, the game goes on to its end and the lock file goes with it.
    let output = run(&["resume", &path.to_string_lossy()]);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    assert!(savefile::is_finished_game(&path));
    let mut lock_file = path.as_os_str().to_owned();
    lock_file.push(".lock");
    assert!(!Path::new(&lock_file).exists());
}

#[cfg(unix)]
#[test]
fn a_read_only_save_is_not_resumed() {
    use std::os::unix::fs::PermissionsExt;
    let path = write(
        "read-only.toml",
        &records::unfinished(12, 6).to_toml().expect("serializes"),
    );
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o444)).expect("chmod");
    let before = std::fs::read(&path).expect("the save");
    let output = run(&["resume", &path.to_string_lossy()]);
    assert_eq!(output.status.code(), Some(1), "{}", stderr(&output));
    assert!(stderr(&output).contains("read-only"), "{}", stderr(&output));
    assert_eq!(std::fs::read(&path).expect("kept"), before);
}

#[cfg(unix)]
#[test]
fn a_save_through_a_link_replaces_the_target_and_keeps_the_link() {
    let target = write("target.toml", "old\n");
    let link = temp_path("link.toml");
    std::os::unix::fs::symlink(&target, &link).expect("symlink");
    savefile::write_atomic(&link, "new\n").expect("writes");
    assert!(std::fs::symlink_metadata(&link)
        .expect("the link")
        .file_type()
        .is_symlink());
    assert_eq!(std::fs::read_to_string(&target).expect("target"), "new\n");
    assert!(matches!(
        savefile::write_atomic(Path::new("/dev/null"), "x"),
        Err(savefile::WriteError::NotRegular(_))
    ));
}

#[test]
fn a_record_names_only_the_files_its_teams_need() {
    let setup = records::setup_record("BOS", "base", OptionalRules::default());
    let paths: Vec<&str> = setup.files.iter().map(|f| f.path.as_str()).collect();
    assert_eq!(
        paths,
        [
            "data/first-and-goal/white-dice.toml",
            "data/first-and-goal/cards.toml",
            "data/first-and-goal/special-teams.toml",
            "data/first-and-goal/teams/boston-bombers.toml",
            "data/first-and-goal/teams/base.toml",
        ]
    );
    // Decisions are stored as the engine names them, one a line.
    let record = records::unfinished(13, 2);
    let text = record.to_toml().expect("serializes");
    assert!(text.contains("CallCoin"));
    assert!(!matches!(record.decisions[0].1, Decision::Receive));
}

#[test]
fn a_user_team_is_recorded_with_the_team_it_builds_on() {
    let dir = temp_path("user-teams");
    std::fs::create_dir_all(&dir).expect("a team folder");
    std::fs::write(
        dir.join("harbour-herons.toml"),
        "name = \"Harbour Herons\"\ncode = \"HHE\"\nbase = \"Boston Bombers\"\n\n[dice]\nred = [0, 1, 2, 3, 4, 5]\n",
    )
    .expect("a team file");
    let dirs = vec![dir.clone()];
    let library = gridiron::games::first_and_goal::data::load(&dirs).expect("the user team loads");
    let herons = library.team("HHE").expect("the user team");
    let base = library.team("base").expect("the base team");
    let setup = gridiron::shells::terminal::first_and_goal::save::record_setup(
        &dirs,
        &library,
        [herons, base],
        OptionalRules::default(),
        true,
    )
    .expect("recorded");
    let paths: Vec<&str> = setup.files.iter().map(|f| f.path.as_str()).collect();
    assert!(paths.contains(&"teams/harbour-herons.toml"), "{paths:?}");
    assert!(
        paths.contains(&"data/first-and-goal/teams/boston-bombers.toml"),
        "{paths:?}"
    );
    assert!(
        !paths.iter().any(|p| p.contains("user-teams")),
        "no local folder: {paths:?}"
    );
    let rebuilt = setup.setup().expect("rebuilds without the folder");
    assert_eq!(rebuilt.teams[0], herons.team);
    assert!(rebuilt.partners_share_hands);
    // The data files may change afterwards: the record still rebuilds the same game.
    std::fs::remove_dir_all(&dir).expect("remove the folder");
    assert_eq!(setup.setup().expect("still rebuilds"), rebuilt);
}
