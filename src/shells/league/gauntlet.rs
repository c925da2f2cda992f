//! `gridiron rank --coaches A,B[,C...]`: every pair of the game's coaches plays paired games (one
//! seed twice, sides swapped) until the sequential test (`common::sprt`) says one is stronger or
//! that they are even, or until `--games` are played ("not clear"). Written once against the
//! game's `Contest`.
//!
//! Pairs are played in rounds of `ROUND` and the test is asked only between rounds, so where a
//! duel stops, and so every figure, depends on `--seed` alone, never on `--jobs`.

use std::io::Write;

use crate::common::batch::run_parallel;
use crate::common::i18n::{arg, Localizer};
use crate::common::level::Level;
use crate::common::match_record::Record;
use crate::common::sprt::{Pairs, Test, Verdict};
use crate::registry::GameEntry;
use crate::shells::kit::exit::{Done, Failure};
use crate::shells::kit::output::{csv_line, local_number, local_percent, Align, Format, Table};
use crate::shells::kit::text::paragraphs;

use super::adapter::Contest;
use super::commands::{parse_games, parse_jobs, seed_or_random, RankArgs};
use super::console::{fail, progress_bar, say};

/// Pairs played between two looks at the test.
const ROUND: u64 = 8;

/// A coach as it was asked for, and the coach it is.
struct Entrant {
    asked: String,
    coach: String,
}

impl Entrant {
    /// `easy = heuristic` for a level, `None` for a coach named as itself.
    fn stands_for(&self) -> Option<String> {
        (!self.asked.eq_ignore_ascii_case(&self.coach))
            .then(|| format!("{} = {}", self.asked, self.coach))
    }
}

/// One pair of coaches' games and what they say.
struct Duel {
    first: usize,
    second: usize,
    pairs: Pairs,
    verdict: Verdict,
}

/// `rank --coaches` of `game`.
pub(crate) fn run(
    game: &'static GameEntry,
    args: &RankArgs,
    loc: &Localizer,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Done {
    let (Some(jobs), Some(cap)) = (
        parse_jobs(args.jobs, loc, err),
        parse_games(args.games, loc, err),
    ) else {
        return Err(Failure::Usage);
    };
    let contest = (game.league.contest)(args, loc, err)?;
    let entrants = entrants(&args.coaches, contest.as_ref(), loc, err)?;
    let seed = seed_or_random(args.seed);
    let mut duels = Vec::new();
    for first in 0..entrants.len() {
        for second in first + 1..entrants.len() {
            duels.push(Duel {
                first,
                second,
                pairs: Pairs::default(),
                verdict: Verdict::Open,
            });
        }
    }
    let most_pairs = cap.div_ceil(2);
    let bar = progress_bar(duels.len() as u64 * most_pairs * 2, loc);
    let mut before = 0;
    for duel in &mut duels {
        let names = (&*entrants[duel.first].coach, &*entrants[duel.second].coach);
        play_duel(
            contest.as_ref(),
            names,
            seed,
            most_pairs,
            jobs,
            duel,
            |games| bar.set_position(before + games),
        );
        before += most_pairs * 2;
    }
    bar.finish_and_clear();
    let report = match args.format {
        Format::Table => text(&entrants, &duels, seed, loc),
        Format::Json => json(&entrants, &duels, seed),
        Format::Csv => csv(&entrants, &duels),
    };
    say(out, &report);
    Ok(())
}

/// The coaches `names` asks for, each a coach the game has; at least two different names.
fn entrants(
    names: &[String],
    contest: &dyn Contest,
    loc: &Localizer,
    err: &mut dyn Write,
) -> Result<Vec<Entrant>, Failure> {
    let mut entrants: Vec<Entrant> = Vec::new();
    for name in names.iter().map(|n| n.trim()).filter(|n| !n.is_empty()) {
        let Some(coach) = contest.coach(name) else {
            let mut known: Vec<String> = Level::ALL.map(|l| l.name().to_string()).to_vec();
            known.extend(contest.coaches());
            return Err(fail(
                err,
                &loc.text_with(
                    "league-error-contest-coach",
                    &[
                        arg("coach", name.to_string()),
                        arg("coaches", known.join(", ")),
                    ],
                ),
                Failure::Usage,
            ));
        };
        if !entrants.iter().any(|e| e.asked.eq_ignore_ascii_case(name)) {
            entrants.push(Entrant {
                asked: name.to_string(),
                coach,
            });
        }
    }
    if entrants.len() < 2 {
        return Err(fail(
            err,
            &loc.text("league-error-contest-few-coaches"),
            Failure::Usage,
        ));
    }
    Ok(entrants)
}

/// Plays `duel` round by round until the test decides or `most_pairs` are played; `progress`
/// hears the games played so far.
fn play_duel(
    contest: &dyn Contest,
    (first, second): (&str, &str),
    seed: u64,
    most_pairs: u64,
    jobs: usize,
    duel: &mut Duel,
    progress: impl Fn(u64),
) {
    let mut played = 0;
    while played < most_pairs && duel.verdict == Verdict::Open {
        let count = ROUND.min(most_pairs - played);
        let mut round = Vec::new();
        run_parallel(
            jobs,
            count,
            || (),
            |_, k| contest.play_pair(first, second, seed, played + k),
            |_, pair| {
                round.push(pair);
                true
            },
        );
        // Counts do not depend on the order the pairs came back in.
        round.into_iter().for_each(|pair| duel.pairs.add(pair));
        played += count;
        duel.verdict = duel.pairs.verdict(Test::DEFAULT);
        progress(played * 2);
    }
}

/// The verdict in the reader's words.
fn verdict_text(duel: &Duel, entrants: &[Entrant], loc: &Localizer) -> String {
    let stronger = |index: usize| {
        loc.text_with(
            "league-contest-stronger",
            &[arg("coach", entrants[index].asked.clone())],
        )
    };
    match duel.verdict {
        Verdict::FirstStronger => stronger(duel.first),
        Verdict::SecondStronger => stronger(duel.second),
        Verdict::Even => loc.text("league-contest-even"),
        Verdict::Open => loc.text("league-contest-open"),
    }
}

/// The verdict as JSON and CSV say it.
fn verdict_key(verdict: Verdict) -> &'static str {
    match verdict {
        Verdict::FirstStronger => "first-stronger",
        Verdict::SecondStronger => "second-stronger",
        Verdict::Even => "even",
        Verdict::Open => "not-clear",
    }
}

fn text(entrants: &[Entrant], duels: &[Duel], seed: u64, loc: &Localizer) -> String {
    let lang = loc.language();
    let headers = [
        "league-col-coach",
        "league-col-against",
        "league-col-score",
        "league-col-interval",
        "league-col-wins",
        "league-col-losses",
        "league-col-ties",
        "league-col-games",
        "league-col-verdict",
    ];
    let aligns = (0..headers.len())
        .map(|c| {
            if [0, 1, 8].contains(&c) {
                Align::Left
            } else {
                Align::Right
            }
        })
        .collect();
    let mut table = Table::new(headers.iter().map(|id| loc.text(id)).collect(), aligns);
    for duel in duels {
        let record: &Record = &duel.pairs.record;
        table.row(vec![
            entrants[duel.first].asked.clone(),
            entrants[duel.second].asked.clone(),
            local_percent(lang, record.win_rate()),
            format!("± {}", local_number(lang, 100.0 * record.margin(), 1)),
            record.wins.to_string(),
            record.losses.to_string(),
            record.ties.to_string(),
            record.games().to_string(),
            verdict_text(duel, entrants, loc),
        ]);
    }
    let test = Test::DEFAULT;
    let levels: Vec<String> = entrants.iter().filter_map(Entrant::stands_for).collect();
    let levels = if levels.is_empty() {
        String::new()
    } else {
        loc.text_with("league-contest-levels", &[arg("levels", levels.join(", "))]) + "\n"
    };
    let explain = loc.text_with(
        "league-contest-explain",
        &[
            arg("elo", local_number(lang, test.elo, 0)),
            arg("alpha", local_percent(lang, test.alpha)),
        ],
    );
    format!(
        "{}\n\n{}\n{}",
        loc.text_with("league-contest-title", &[arg("seed", seed.to_string())]),
        table.render().trim_end(),
        paragraphs(&(levels + &explain)),
    )
}

fn json(entrants: &[Entrant], duels: &[Duel], seed: u64) -> String {
    let duels: Vec<serde_json::Value> = duels
        .iter()
        .map(|duel| {
            let record = &duel.pairs.record;
            serde_json::json!({
                "coach": entrants[duel.first].asked,
                "coach_is": entrants[duel.first].coach,
                "against": entrants[duel.second].asked,
                "against_is": entrants[duel.second].coach,
                "score": record.win_rate(),
                "margin": record.margin(),
                "wins": record.wins,
                "losses": record.losses,
                "ties": record.ties,
                "games": record.games(),
                "verdict": verdict_key(duel.verdict),
            })
        })
        .collect();
    let test = Test::DEFAULT;
    let json = serde_json::json!({
        "seed": seed,
        "elo": test.elo,
        "alpha": test.alpha,
        "beta": test.beta,
        "duels": duels,
    });
    serde_json::to_string_pretty(&json).unwrap_or_default() + "\n"
}

fn csv(entrants: &[Entrant], duels: &[Duel]) -> String {
    let mut text = csv_line(&[
        "coach",
        "coach_is",
        "against",
        "against_is",
        "score",
        "margin",
        "wins",
        "losses",
        "ties",
        "games",
        "verdict",
    ]);
    for duel in duels {
        let record = &duel.pairs.record;
        text += &csv_line(&[
            entrants[duel.first].asked.clone(),
            entrants[duel.first].coach.to_string(),
            entrants[duel.second].asked.clone(),
            entrants[duel.second].coach.to_string(),
            format!("{:.4}", record.win_rate()),
            format!("{:.4}", record.margin()),
            record.wins.to_string(),
            record.losses.to_string(),
            record.ties.to_string(),
            record.games().to_string(),
            verdict_key(duel.verdict).to_string(),
        ]);
    }
    text
}
