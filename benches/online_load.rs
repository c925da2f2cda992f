//! Online play under load (issue 20): one host process holding many games at once, each served
//! by its own game task as `gridiron host` serves one, all behind one loopback endpoint, with
//! screenless clients (the library's bot, random legal decisions) in every chair.
//!
//! ```text
//! cargo bench --bench online_load                          # 100 games
//! GRIDIRON_BENCH_GAMES=10 cargo bench --bench online_load
//! GRIDIRON_BENCH_BB_CAP=1000 cargo bench --bench online_load
//! TMPDIR=/dev/shm cargo bench --bench online_load          # saves in memory, not on disk
//! ```
//!
//! Half the games are 1st & Goal (a person per team, each playing offense and defense), played
//! to their end; half are Battleball (a person per team), stopped after `GRIDIRON_BENCH_BB_CAP`
//! decisions (default 300): a game of random choices runs to thousands of decisions and would
//! have the run measure the tail of a few long games rather than many at once. The clients run
//! in a second process (this program again), so the host's memory is the host's alone. It
//! prints the decisions made and their rate, the host's memory before and at its peak, each
//! game's pace against the others' (a starved game shows as a slow one) and the machine's load.
//!
//! The host saves every game's record after every decision, synced, as `gridiron host` does; on
//! a disk those writes set the pace (with `TMPDIR=/dev/shm` they do not).

use std::collections::HashMap;
use std::io::{BufRead, BufReader, Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, ExitCode, Stdio};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use gridiron::common::game::Sample;
use gridiron::common::i18n::Language;
use gridiron::games::battleball::coach::BbCoachKind;
use gridiron::games::first_and_goal::coach::CoachKind;
use gridiron::shells::online::adapter::{HostGame, Hosted};
use gridiron::shells::online::battleball::BattleballHost;
use gridiron::shells::online::bot::{self, BotPlan};
use gridiron::shells::online::first_and_goal::host::FirstAndGoalHost;
use gridiron::shells::online::host::{accept_loop, Routes, CONNECTIONS_PER_GAME};
use gridiron::shells::online::hosting::Hosting;
use gridiron::shells::online::server::{random_bytes, Finish, Inbound, Server, QUEUE};
use gridiron::shells::online::transport::{self, Reach, Ticket};
use gridiron_online::proof::Bytes32;
use gridiron_online::protocol::Want;
use iroh::SecretKey;
use serde::Deserialize;
use tokio::sync::mpsc;

/// Set in the second process: it plays the clients of the tickets on its standard input.
const CLIENTS_ROLE: &str = "GRIDIRON_BENCH_ONLINE_CLIENTS";
const DEFAULT_GAMES: usize = 100;
const DEFAULT_BB_CAP: u64 = 300;
/// Long enough that no computer ever takes a seat over: every decision is a client's.
const SEAT_TIMEOUT: Duration = Duration::from_secs(3_600);
/// How often the run says how far it is.
const PROGRESS_EVERY: Duration = Duration::from_secs(15);

fn main() -> ExitCode {
    let outcome = if std::env::var_os(CLIENTS_ROLE).is_some() {
        clients()
    } else {
        host()
    };
    match outcome {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("online_load: {message}");
            ExitCode::FAILURE
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    FirstAndGoal,
    Battleball,
}

impl Kind {
    fn of(index: usize) -> Kind {
        if index.is_multiple_of(2) {
            Kind::FirstAndGoal
        } else {
            Kind::Battleball
        }
    }

    fn name(self) -> &'static str {
        match self {
            Kind::FirstAndGoal => "1st & Goal",
            Kind::Battleball => "Battleball",
        }
    }
}

/// A number from the environment, or `default` when it is not set.
fn env_number<T: std::str::FromStr>(name: &str, default: T) -> Result<T, String> {
    match std::env::var(name) {
        Err(_) => Ok(default),
        Ok(text) => text
            .trim()
            .parse()
            .map_err(|_| format!("{name} wants a number, not {text:?}")),
    }
}

/// A field of `/proc/self/status` in KiB (`VmRSS`, `VmHWM`).
fn status_kib(field: &str) -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    status
        .lines()
        .find_map(|line| line.strip_prefix(field)?.strip_prefix(':'))?
        .split_whitespace()
        .next()?
        .parse()
        .ok()
}

fn load_average() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .map(|text| text.trim().to_string())
        .unwrap_or_else(|error| format!("(unreadable: {error})"))
}

fn mib(kib: u64) -> f64 {
    kib as f64 / 1024.0
}

// ---------------------------------------------------------------------------------------------
// The host process.

/// One game being served.
struct Served {
    kind: Kind,
    save_path: PathBuf,
    ticket: String,
    chairs: usize,
    /// The game's task, on a thread of its own: how it ended, and when.
    server: std::thread::JoinHandle<(Finish, Instant)>,
    /// The frames on their way to the game's task: how many were decisions, and when the first was.
    counter: tokio::task::JoinHandle<(u64, Option<Instant>)>,
}

/// One game after its end.
struct Played {
    kind: Kind,
    decisions: usize,
    over: bool,
    /// Decisions a second, from its first decision to its end.
    pace: f64,
    first_decision: Option<Instant>,
}

/// The clients' second process, killed should the host stop early.
struct ClientsProcess(Child);

impl Drop for ClientsProcess {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// What the clients' process said of one client.
enum ClientEnd {
    Over,
    /// Stopped with its game at the cap.
    Capped,
    Failed(String),
}

fn host() -> Result<(), String> {
    let games: usize = env_number("GRIDIRON_BENCH_GAMES", DEFAULT_GAMES)?;
    let bb_cap: u64 = env_number("GRIDIRON_BENCH_BB_CAP", DEFAULT_BB_CAP)?;
    let load_at_start = load_average();
    let rss_before = status_kib("VmRSS").unwrap_or(0);
    let dir = std::env::temp_dir().join(format!("gridiron-online-load-{}", std::process::id()));
    std::fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;

    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .map_err(|e| format!("the host's runtime: {e}"))?;
    let key = random_bytes();
    let endpoint = runtime
        .block_on(transport::endpoint(
            &Reach::Loopback,
            Some(SecretKey::from_bytes(&key.0)),
            true,
            0,
        ))
        .map_err(|e| format!("the host's endpoint: {e:?}"))?;
    let address = runtime.block_on(transport::host_address(&endpoint, &Reach::Loopback));
    let routes: Routes = Arc::default();
    let next_id = Arc::new(AtomicU64::new(1));
    runtime.spawn(accept_loop(
        endpoint.clone(),
        Arc::clone(&routes),
        Arc::clone(&next_id),
        games * CONNECTIONS_PER_GAME,
    ));

    let decided = Arc::new(AtomicU64::new(0));
    let ended = Arc::new(AtomicU64::new(0));
    // Games stopped at the cap, by index: their clients are stopped too.
    let (stopped, stopped_games) = std::sync::mpsc::channel::<usize>();
    let samples = Samples::load()?;
    let mut served = Vec::with_capacity(games);
    for index in 0..games {
        let kind = Kind::of(index);
        let save_path = dir.join(format!("game-{index}.toml"));
        let hosting = Hosting::new(
            key,
            transport::admission_code(random_bytes()),
            random_bytes(),
        );
        let ticket = Ticket {
            host: address.clone(),
            code: hosting.code,
        }
        .to_text(&Reach::Loopback);
        let start = Start {
            index,
            hosting,
            handle: runtime.handle().clone(),
            routes: Arc::clone(&routes),
            decided: Arc::clone(&decided),
            stopped: stopped.clone(),
            ended: Arc::clone(&ended),
        };
        let (server, counter, chairs) = match kind {
            Kind::FirstAndGoal => {
                let (game, own) = samples.first_and_goal(index / 2, &save_path)?;
                let chairs = vec![Some(0), Some(0), Some(1), Some(1)];
                let hosted = Hosted {
                    game,
                    resumed: None,
                    chairs,
                    save_path: save_path.clone(),
                    own,
                };
                let (server, counter) = start.serve(hosted, "first-and-goal", None)?;
                (server, counter, 2)
            }
            Kind::Battleball => {
                let (game, own) = samples.battleball(index / 2, &save_path)?;
                let hosted = Hosted {
                    game,
                    resumed: None,
                    chairs: vec![Some(0), Some(1)],
                    save_path: save_path.clone(),
                    own,
                };
                let (server, counter) = start.serve(hosted, "battleball", Some(bb_cap))?;
                (server, counter, 2)
            }
        };
        served.push(Served {
            kind,
            save_path,
            ticket,
            chairs,
            server,
            counter,
        });
    }
    drop(stopped);
    let rss_served = status_kib("VmRSS").unwrap_or(0);

    // The clients: a second process of this program, every chair of every game.
    let exe = std::env::current_exe().map_err(|e| format!("this program's path: {e}"))?;
    let started = Instant::now();
    let child = Command::new(exe)
        .env(CLIENTS_ROLE, "1")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .map_err(|e| format!("the clients' process: {e}"))?;
    let mut child = ClientsProcess(child);
    let mut tickets = String::new();
    for (index, game) in served.iter().enumerate() {
        tickets.push_str(&format!("{index} {} {}\n", game.chairs, game.ticket));
    }
    tickets.push_str("start\n");
    let mut stdin = child.0.stdin.take().ok_or("the clients' input")?;
    stdin
        .write_all(tickets.as_bytes())
        .map_err(|e| format!("the clients' input: {e}"))?;
    // A game stopped at the cap has its clients stopped: they would wait for it, or dial again.
    let stopper = std::thread::spawn(move || {
        for index in stopped_games {
            if writeln!(stdin, "stop {index}")
                .and_then(|()| stdin.flush())
                .is_err()
            {
                break;
            }
        }
    });
    let stdout = child.0.stdout.take().ok_or("the clients' output")?;
    let ends = std::thread::spawn(move || read_client_ends(stdout));

    // How far it is, now and then, until every game's task has ended.
    let reporter = {
        let decided = Arc::clone(&decided);
        let over = Arc::clone(&ended);
        std::thread::spawn(move || {
            let mut next = started + PROGRESS_EVERY;
            while over.load(Ordering::Relaxed) < games as u64 {
                std::thread::sleep(Duration::from_millis(200));
                if Instant::now() >= next {
                    next += PROGRESS_EVERY;
                    eprintln!(
                        "  {:>4.0} s: {} decisions, {} of {games} games ended, load {}",
                        started.elapsed().as_secs_f64(),
                        decided.load(Ordering::Relaxed),
                        over.load(Ordering::Relaxed),
                        load_average()
                    );
                }
            }
        })
    };

    let mut played = Vec::with_capacity(games);
    let mut problems = Vec::new();
    for (index, game) in served.into_iter().enumerate() {
        let (finish, ended) = game
            .server
            .join()
            .map_err(|_| format!("game {index}'s task panicked"))?;
        if let Finish::SaveFailed(message) = finish {
            problems.push(format!("game {index}: {message}"));
        }
        let (_, first_decision) = runtime
            .block_on(game.counter)
            .map_err(|e| format!("game {index}'s counter: {e}"))?;
        let (decisions, is_over) = recorded(game.kind, &game.save_path)
            .map_err(|why| format!("game {index}'s record: {why}"))?;
        let pace = match first_decision {
            Some(first) if ended > first => decisions as f64 / (ended - first).as_secs_f64(),
            _ => 0.0,
        };
        played.push(Played {
            kind: game.kind,
            decisions,
            over: is_over,
            pace,
            first_decision,
        });
    }
    let elapsed = started.elapsed();
    let rss_peak = status_kib("VmHWM").unwrap_or(0);
    let _ = reporter.join();
    let _ = stopper.join();
    let status = child
        .0
        .wait()
        .map_err(|e| format!("the clients' process: {e}"))?;
    let client_ends = ends.join().map_err(|_| "the clients' output reader")?;
    if !status.success() {
        problems.push(format!("the clients' process ended with {status}"));
    }
    runtime.block_on(endpoint.close());
    let load_at_end = load_average();
    let _ = std::fs::remove_dir_all(&dir);

    let measured = Measured {
        games,
        bb_cap,
        load_at_start,
        load_at_end,
        rss_before,
        rss_served,
        rss_peak,
        started,
        elapsed,
        played,
        client_ends,
    };
    measured.print();
    problems.extend(measured.problems());
    if problems.is_empty() {
        Ok(())
    } else {
        Err(problems.join("\n"))
    }
}

/// What a run measured.
struct Measured {
    games: usize,
    bb_cap: u64,
    load_at_start: String,
    load_at_end: String,
    rss_before: u64,
    rss_served: u64,
    rss_peak: u64,
    started: Instant,
    elapsed: Duration,
    played: Vec<Played>,
    client_ends: Vec<ClientEnd>,
}

impl Measured {
    fn print(&self) {
        let Measured {
            games,
            bb_cap,
            load_at_start,
            load_at_end,
            rss_before,
            rss_served,
            rss_peak,
            started,
            elapsed,
            played,
            client_ends,
        } = self;
        let (games, rss_before, rss_served, rss_peak, started) =
            (*games, *rss_before, *rss_served, *rss_peak, *started);
        let total: usize = played.iter().map(|p| p.decisions).sum();
        println!(
            "online load: {games} games in one host process ({} 1st & Goal to their end, {} \
             Battleball stopped at {bb_cap} decisions), {} clients in a second process, over loopback",
            played
                .iter()
                .filter(|p| p.kind == Kind::FirstAndGoal)
                .count(),
            played.iter().filter(|p| p.kind == Kind::Battleball).count(),
            client_ends.len(),
        );
        println!("load average at the start: {load_at_start}");
        println!(
            "host memory (VmRSS): {:.1} MiB before, {:.1} MiB with every game set up and waiting, \
             {:.1} MiB at the peak (VmHWM): {:.2} MiB a game",
            mib(rss_before),
            mib(rss_served),
            mib(rss_peak),
            mib(rss_peak.saturating_sub(rss_before)) / games.max(1) as f64
        );
        let seconds = elapsed.as_secs_f64();
        println!(
            "decisions: {total} in {seconds:.1} s: {:.0} a second",
            total as f64 / seconds.max(f64::MIN_POSITIVE)
        );
        if let Some(last_start) = played.iter().filter_map(|p| p.first_decision).max() {
            println!(
                "every game had made its first decision {:.1} s after the clients started",
                (last_start - started).as_secs_f64()
            );
        }
        for kind in [Kind::FirstAndGoal, Kind::Battleball] {
            let of_kind: Vec<&Played> = played.iter().filter(|p| p.kind == kind).collect();
            if of_kind.is_empty() {
                continue;
            }
            let decisions: usize = of_kind.iter().map(|p| p.decisions).sum();
            let ended = of_kind.iter().filter(|p| p.over).count();
            let paces: Vec<f64> = of_kind.iter().map(|p| p.pace).collect();
            println!(
                "{}: {} games, {ended} to their end, {decisions} decisions ({:.0} a game); {}",
                kind.name(),
                of_kind.len(),
                decisions as f64 / of_kind.len() as f64,
                spread(&paces)
            );
        }
        let paces: Vec<f64> = played.iter().map(|p| p.pace).collect();
        println!("every game: {}", spread(&paces));
        let count =
            |wanted: fn(&ClientEnd) -> bool| client_ends.iter().filter(|e| wanted(e)).count();
        println!(
            "clients: {} saw their game's end, {} were stopped with their game at the cap, {} failed",
            count(|e| matches!(e, ClientEnd::Over)),
            count(|e| matches!(e, ClientEnd::Capped)),
            count(|e| matches!(e, ClientEnd::Failed(_))),
        );
        println!("load average at the end: {load_at_end}");
    }

    /// What went wrong: a client that failed, a 1st & Goal game that did not end.
    fn problems(&self) -> Vec<String> {
        let mut problems = Vec::new();
        for end in &self.client_ends {
            if let ClientEnd::Failed(why) = end {
                problems.push(format!("a client: {why}"));
            }
        }
        for game in &self.played {
            if game.kind == Kind::FirstAndGoal && !game.over {
                problems.push(String::from("a 1st & Goal game did not reach its end"));
            }
        }
        problems
    }
}

/// Slowest, median and fastest pace, and the slowest against the fastest.
fn spread(paces: &[f64]) -> String {
    let mut sorted = paces.to_vec();
    sorted.sort_by(f64::total_cmp);
    let (Some(&slowest), Some(&fastest)) = (sorted.first(), sorted.last()) else {
        return String::from("no pace");
    };
    let median = sorted[sorted.len() / 2];
    format!(
        "pace {slowest:.1} (slowest), {median:.1} (median), {fastest:.1} (fastest) decisions a \
         second; slowest/fastest {:.2}",
        slowest / fastest.max(f64::MIN_POSITIVE)
    )
}

/// The decisions a game's save holds, and whether it is over.
fn recorded(kind: Kind, path: &Path) -> Result<(usize, bool), String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    match kind {
        Kind::FirstAndGoal => {
            let record = gridiron::games::first_and_goal::record::SaveRecord::from_toml(&text)
                .map_err(|e| format!("{e:?}"))?;
            let replayed = gridiron::games::first_and_goal::record::replay(&record, |_, _| {})
                .map_err(|e| format!("{e:?}"))?;
            Ok((record.decisions.len(), replayed.game.is_over()))
        }
        Kind::Battleball => {
            let record = gridiron::games::battleball::record::Record::from_toml(&text)
                .map_err(|e| format!("{e:?}"))?;
            let replayed = gridiron::games::battleball::record::replay(&record, |_, _| {})
                .map_err(|e| format!("{e:?}"))?;
            Ok((record.decisions.len(), replayed.game.is_over()))
        }
    }
}

/// The shipped sample games and the setups their records keep.
struct Samples {
    first_and_goal: gridiron::games::first_and_goal::data::load::Library,
    battleball: gridiron::games::battleball::data::Playable,
}

impl Samples {
    fn load() -> Result<Samples, String> {
        Ok(Samples {
            first_and_goal: gridiron::games::first_and_goal::data::load(&[])
                .map_err(|_| "1st & Goal's shipped data does not load")?,
            battleball: gridiron::games::battleball::data::load_playable(None)
                .map_err(|_| "Battleball's shipped data does not load")?,
        })
    }

    /// The `n`-th 1st & Goal game: the sample variants (optional rules, shared hands) in turn.
    fn first_and_goal(
        &self,
        n: usize,
        save_path: &Path,
    ) -> Result<
        (
            gridiron::games::first_and_goal::engine::Game,
            FirstAndGoalHost,
        ),
        String,
    > {
        use gridiron::games::first_and_goal::engine::Game;
        let game = (0..)
            .map_while(Game::sample)
            .nth(n % 16)
            .or_else(|| Game::sample(0))
            .ok_or("no 1st & Goal sample")?;
        let library = &self.first_and_goal;
        let [home, away] = library.teams.get(..2).ok_or("two shipped teams")? else {
            return Err(String::from("two shipped teams"));
        };
        let setup = gridiron::games::first_and_goal::record::record_setup(
            &[],
            library,
            [home, away],
            game.setup().optional,
            game.setup().partners_share_hands,
        )
        .map_err(|e| format!("1st & Goal's setup record: {e:?}"))?;
        let own = FirstAndGoalHost::new(
            setup,
            Language::English,
            CoachKind::Random,
            save_path.display().to_string(),
        );
        Ok((game, own))
    }

    /// The `n`-th Battleball game: the sample variants (advanced, blocks) in turn.
    fn battleball(
        &self,
        n: usize,
        save_path: &Path,
    ) -> Result<(gridiron::games::battleball::Game, BattleballHost), String> {
        use gridiron::games::battleball::Game;
        let game = (0..)
            .map_while(<Game as Sample>::sample)
            .nth(n % 4)
            .or_else(|| <Game as Sample>::sample(0))
            .ok_or("no Battleball sample")?;
        let playable = &self.battleball;
        let teams = &playable.library.teams;
        let (Some(home), Some(away)) = (teams.first(), teams.get(1)) else {
            return Err(String::from("two shipped Battleball teams"));
        };
        let setup = gridiron::games::battleball::record::record_setup(
            &playable.sources,
            &playable.library,
            home,
            away,
            game.setup().options,
        )
        .map_err(|e| format!("Battleball's setup record: {e:?}"))?;
        let own = BattleballHost::new(
            setup,
            BbCoachKind::DEFAULT,
            Language::English,
            save_path.to_path_buf(),
        );
        Ok((game, own))
    }
}

/// What starting one game's task needs.
struct Start {
    index: usize,
    hosting: Hosting,
    handle: tokio::runtime::Handle,
    routes: Routes,
    decided: Arc<AtomicU64>,
    stopped: std::sync::mpsc::Sender<usize>,
    /// Games whose task has ended.
    ended: Arc<AtomicU64>,
}

type Serving = (
    std::thread::JoinHandle<(Finish, Instant)>,
    tokio::task::JoinHandle<(u64, Option<Instant>)>,
);

impl Start {
    /// Serves `hosted` as `gridiron host` does: its task on a thread of its own with a
    /// localizer of its own, a second's tick, and its admission code routed to it (through a
    /// counter of its decisions that stops the game at `cap`).
    fn serve<H: HostGame>(
        self,
        hosted: Hosted<H>,
        game_id: &'static str,
        cap: Option<u64>,
    ) -> Result<Serving, String> {
        let Start {
            index,
            hosting,
            handle,
            routes,
            decided,
            stopped,
            ended,
        } = self;
        let code = hosting.code;
        let (to_counter, from_conns) = mpsc::channel::<Inbound>(QUEUE);
        let (to_game, from_counter) = mpsc::channel::<Inbound>(QUEUE);
        routes
            .lock()
            .map_err(|_| "the routes' lock")?
            .insert(code, to_counter.clone());
        let counter = handle.spawn(count_decisions(
            from_conns,
            to_game,
            Cap {
                decisions: cap,
                index,
                stopped,
            },
            decided,
            Arc::clone(&routes),
            code,
        ));
        handle.spawn(async move {
            let mut interval = tokio::time::interval(Duration::from_secs(1));
            loop {
                interval.tick().await;
                if to_counter.send(Inbound::Tick).await.is_err() {
                    break;
                }
            }
        });
        let server = std::thread::Builder::new()
            .name(format!("{game_id} game"))
            .spawn(move || {
                let loc = gridiron::i18n::localizer(Language::English);
                let server = Server::new(hosted, hosting, SEAT_TIMEOUT, game_id, &loc);
                let finish = handle.block_on(server.run(from_counter));
                ended.fetch_add(1, Ordering::Relaxed);
                (finish, Instant::now())
            })
            .map_err(|e| format!("a game's thread: {e}"))?;
        Ok((server, counter))
    }
}

/// Just a message's kind.
#[derive(Deserialize)]
struct KindOnly<'a> {
    kind: &'a str,
}

/// Where a game stops: after `decisions` (`None`: at its end), when game `index` is sent on
/// `stopped`.
struct Cap {
    decisions: Option<u64>,
    index: usize,
    stopped: std::sync::mpsc::Sender<usize>,
}

/// Passes a game's inbound messages on to its task, counting the decisions; at the cap it stops
/// the game: its clients are stopped, its code is no longer routed and its task's inbound ends,
/// so the task returns. Returns how many decisions it passed on, and when the first came.
async fn count_decisions(
    mut from_conns: mpsc::Receiver<Inbound>,
    to_game: mpsc::Sender<Inbound>,
    cap: Cap,
    decided: Arc<AtomicU64>,
    routes: Routes,
    code: Bytes32,
) -> (u64, Option<Instant>) {
    let mut decisions = 0u64;
    let mut first = None;
    loop {
        let message = tokio::select! {
            message = from_conns.recv() => message,
            () = to_game.closed() => None,
        };
        let Some(message) = message else { break };
        if let Inbound::Frame { body, .. } = &message {
            let decision = serde_json::from_slice::<KindOnly>(body)
                .is_ok_and(|message| message.kind == "decide");
            if decision {
                decisions += 1;
                decided.fetch_add(1, Ordering::Relaxed);
                first.get_or_insert_with(Instant::now);
            }
        }
        if to_game.send(message).await.is_err() {
            break;
        }
        if cap.decisions.is_some_and(|cap| decisions >= cap) {
            let _ = cap.stopped.send(cap.index);
            break;
        }
    }
    if let Ok(mut routes) = routes.lock() {
        routes.remove(&code);
    }
    drop(to_game);
    (decisions, first)
}

/// Reads the clients' process's lines: one per client, how it ended.
fn read_client_ends(stdout: impl Read) -> Vec<ClientEnd> {
    BufReader::new(stdout)
        .lines()
        .map_while(Result::ok)
        .map(|line| {
            let mut words = line.splitn(4, ' ');
            let (game, chair, end) = (words.next(), words.next(), words.next());
            let rest = words.next().unwrap_or_default();
            match end {
                Some("over") => ClientEnd::Over,
                Some("capped") => ClientEnd::Capped,
                _ => {
                    let why = format!(
                        "game {} chair {}: {rest}",
                        game.unwrap_or("?"),
                        chair.unwrap_or("?")
                    );
                    // Said at once: a game whose clients failed waits for them, and the run
                    // would otherwise only show no progress.
                    eprintln!("  a client failed: {why}");
                    ClientEnd::Failed(why)
                }
            }
        })
        .collect()
}

// ---------------------------------------------------------------------------------------------
// The clients' process.

/// Plays every chair of the tickets on standard input (`GAME CHAIRS TICKET` a line, then
/// `start`) with bots on one runtime and one loopback endpoint; `stop GAME` after that stops a
/// game's bots. Says how each ended (`GAME CHAIR over|capped|failed WHY`) as it ends.
fn clients() -> Result<(), String> {
    let (line_tx, mut lines) = mpsc::unbounded_channel::<String>();
    std::thread::spawn(move || {
        for line in std::io::stdin().lock().lines().map_while(Result::ok) {
            if line_tx.send(line).is_err() {
                break;
            }
        }
    });
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .map_err(|e| format!("the clients' runtime: {e}"))?;
    runtime.block_on(async {
        let mut plans = Vec::new();
        while let Some(line) = lines.recv().await {
            if line == "start" {
                break;
            }
            plans.extend(plans_of(&line)?);
        }
        let endpoint = transport::endpoint(&Reach::Loopback, None, false, 0)
            .await
            .map_err(|e| format!("the clients' endpoint: {e:?}"))?;
        let mut bots = tokio::task::JoinSet::new();
        let mut whose = HashMap::new();
        let mut of_game: HashMap<u64, Vec<tokio::task::AbortHandle>> = HashMap::new();
        for (game, chair, ticket, plan) in plans {
            let endpoint = endpoint.clone();
            let handle = bots.spawn(async move { bot::run(&endpoint, &ticket, plan).await });
            whose.insert(handle.id(), (game, chair));
            of_game.entry(game).or_default().push(handle);
        }
        let mut input_open = true;
        let mut out = std::io::stdout().lock();
        while !bots.is_empty() {
            let ended = tokio::select! {
                line = lines.recv(), if input_open => {
                    match line.as_deref().and_then(|l| l.strip_prefix("stop ")) {
                        Some(game) => {
                            let game = game.trim().parse().unwrap_or(u64::MAX);
                            of_game.remove(&game).into_iter().flatten().for_each(|h| h.abort());
                        }
                        None => input_open = line.is_some(),
                    }
                    continue;
                }
                ended = bots.join_next_with_id() => ended,
            };
            let Some(ended) = ended else { break };
            let line = match ended {
                Ok((id, result)) => {
                    let (game, chair) = whose.get(&id).copied().unwrap_or_default();
                    match result {
                        Ok(report) if report.over.is_some() => {
                            format!("{game} {chair} over {}", report.decisions)
                        }
                        other => format!("{game} {chair} failed {other:?}"),
                    }
                }
                Err(error) => {
                    let (game, chair) = whose.get(&error.id()).copied().unwrap_or_default();
                    if error.is_cancelled() {
                        format!("{game} {chair} capped")
                    } else {
                        format!("{game} {chair} failed {error}")
                    }
                }
            };
            writeln!(out, "{line}")
                .and_then(|()| out.flush())
                .map_err(|e| format!("the clients' output: {e}"))?;
        }
        endpoint.close().await;
        Ok(())
    })
}

/// The bots of one ticket line: one a chair.
fn plans_of(line: &str) -> Result<Vec<(u64, usize, Ticket, BotPlan)>, String> {
    let mut words = line.split_whitespace();
    let (Some(game), Some(chairs), Some(ticket)) = (words.next(), words.next(), words.next())
    else {
        return Err(format!("not a ticket line: {line:?}"));
    };
    let game: u64 = game.parse().map_err(|_| format!("not a game: {game:?}"))?;
    let chairs: usize = chairs
        .parse()
        .map_err(|_| format!("not a chair count: {chairs:?}"))?;
    let ticket = Ticket::from_text(ticket).ok_or("not a ticket")?;
    Ok((0..chairs)
        .map(|chair| {
            let plan = BotPlan {
                name: format!("bot {game}.{chair}"),
                want: Want::Chair { chair },
                seed: game * 8 + chair as u64 + 1,
                drop_per_mille: 0,
                keep_messages: false,
                away: None,
                wait_for_return: None,
                drop_at_over: None,
            };
            (game, chair, ticket.clone(), plan)
        })
        .collect())
}
