//! What every game's batch of games shares: where each game is logged, why a batch stops, and
//! the scores counted for `--plot`. Each game's batch runner plays its games on
//! `common::batch::run_parallel`, every game's seeds from the batch seed and the game's index
//! alone, so no result depends on `--jobs`.

use std::io::Write;
use std::ops::AddAssign;
use std::path::{Path, PathBuf};

use crate::common::batch::run_parallel;
use crate::common::i18n::{arg, Localizer};
use crate::shells::kit::exit::{Done, Failure};

use super::chart;
use super::commands::SimArgs;
use super::console::{fail, progress_bar, say};
use super::sim_report::Report;

/// Why a batch stopped before its end.
#[derive(Debug)]
pub enum BatchError {
    /// A game log could not be written.
    Log { path: PathBuf, detail: String },
}

impl BatchError {
    /// Says why the batch stopped; a problem with files.
    pub(crate) fn report(self, loc: &Localizer, err: &mut dyn Write) -> Failure {
        match self {
            BatchError::Log { path, detail } => fail(
                err,
                &loc.text_with(
                    "league-error-log",
                    &[
                        arg("path", path.display().to_string()),
                        arg("detail", detail),
                    ],
                ),
                Failure::Problem,
            ),
        }
    }
}

/// Where a batch's games are logged: the folder is made first, so that a folder that cannot be
/// made stops the batch before its first game.
pub fn make_log_dir(dir: &Path) -> Result<(), BatchError> {
    std::fs::create_dir_all(dir).map_err(|error| BatchError::Log {
        path: dir.to_path_buf(),
        detail: error.to_string(),
    })
}

/// Plays `games` games on `jobs` threads and sums their statistics: `play` plays game `index`
/// with a thread's player (each made by `player`) and gives its statistics, or why it could not
/// be logged; `finished(done, game)` is called on the calling thread as each game ends (in no
/// particular order). The totals, or the first failure (which stops the batch).
pub fn run_games<P, S>(
    jobs: usize,
    games: u64,
    player: impl Fn() -> P + Sync,
    play: impl Fn(&mut P, u64) -> Result<S, BatchError> + Sync,
    mut finished: impl FnMut(u64, &S),
) -> Result<S, BatchError>
where
    S: Default + AddAssign + Copy + Send,
{
    let mut total = S::default();
    let mut failure = None;
    let mut done = 0;
    run_parallel(jobs, games, player, play, |_, result| match result {
        Ok(stats) => {
            total += stats;
            done += 1;
            finished(done, &stats);
            true
        }
        Err(error) => {
            failure = Some(error);
            false
        }
    });
    match failure {
        Some(error) => Err(error),
        None => Ok(total),
    }
}

/// Plays a batch with a progress bar of its `games` on a terminal: `run` plays it, and calls the
/// function it is given as each game finishes (how many are done, the game's scores, home
/// first), which moves the bar and counts the scores. The totals, or why the batch stopped
/// (reported).
pub(crate) fn play_batch<T>(
    games: u64,
    scores: &mut Scores,
    loc: &Localizer,
    err: &mut dyn Write,
    run: impl FnOnce(&mut dyn FnMut(u64, [u64; 2])) -> Result<T, BatchError>,
) -> Result<T, Failure> {
    let bar = progress_bar(games, loc);
    let result = run(&mut |done, points| {
        bar.set_position(done);
        scores.add(points);
    });
    bar.finish_and_clear();
    result.map_err(|error| error.report(loc, err))
}

/// `sim`'s end: each team's `scores` as an SVG chart if `--plot` asks for one, then the report
/// in `--format`.
pub(crate) fn show(
    args: &SimArgs,
    report: &impl Report,
    scores: &Scores,
    loc: &Localizer,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Done {
    scores.plot(args.plot.as_deref(), report, loc, err)?;
    say(out, &report.render(args.format, loc));
    Ok(())
}

/// The file a game of a batch is logged to.
pub fn log_path(dir: &Path, index: u64) -> PathBuf {
    dir.join(format!("game-{index:07}.toml"))
}

/// Each team's scores over a batch, counted by value (home first), for the score chart.
#[derive(Debug, Clone, Default)]
pub struct Scores {
    pub counts: [Vec<u64>; 2],
    /// Scores above this share the chart's last column, if there is one.
    cap: Option<usize>,
}

impl Scores {
    /// Counts every score as it is.
    pub fn new() -> Scores {
        Scores::default()
    }

    /// Counts scores above `cap` as `cap`: a chart of rare blow-outs says little.
    pub fn capped(cap: usize) -> Scores {
        Scores {
            cap: Some(cap),
            ..Scores::default()
        }
    }

    /// One game's scores, home first.
    pub fn add(&mut self, scores: [u64; 2]) {
        for (counts, score) in self.counts.iter_mut().zip(scores) {
            let mut score = usize::try_from(score).unwrap_or(usize::MAX);
            if let Some(cap) = self.cap {
                score = score.min(cap);
            }
            if counts.len() <= score {
                counts.resize(score + 1, 0);
            }
            counts[score] += 1;
        }
    }

    /// `--plot`: the counts as an SVG histogram at `path`, if one is asked for, with the teams
    /// and the chart's words of `report`.
    fn plot<R: Report>(
        &self,
        path: Option<&Path>,
        report: &R,
        loc: &Localizer,
        err: &mut dyn Write,
    ) -> Done {
        match path {
            Some(path) => {
                chart::plot_scores(path, loc, R::SCORE_CHART, report.teams(), &self.counts)
                    .map_err(|message| fail(err, &message, Failure::Problem))
            }
            None => Ok(()),
        }
    }
}
