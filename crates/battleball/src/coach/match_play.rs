//! Coach against coach in Battleball: many games between two coaches and the first one's record,
//! with the win rate's 95% interval (`gridiron_core::match_record::Record`, shared by every game).
//!
//! Game `i` takes its dice and both coaches' seeds from the match seed and `i` alone
//! (`common::batch::game_seed`), and the first coach is home in even games and away in odd ones, so
//! a match gives the same record whatever the number of threads.

use std::sync::Arc;

use gridiron_core::batch::{game_seed, run_parallel, seat_coaches, Stream};
use gridiron_core::dice::SeededDice;
use gridiron_core::match_record::Record;
use gridiron_core::side::Side;

use super::{play, Coach};
use crate::engine::decision::Decision;
use crate::engine::game::Game;
use crate::engine::setup::Setup;

/// Builds a coach from a seed.
pub type Builder = dyn Fn(u64) -> Box<dyn Coach + Send> + Sync;

/// A match's record, as the first coach sees it.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct MatchReport {
    pub record: Record,
    /// Games that did not end, counted as ties in `record`: none does, for the engine calls a
    /// game at `MAX_DECISIONS` with the score standing (a deadlock the rules do not end, such as
    /// a loose ball that only players walled in by carnage stand next to, ends there).
    pub unfinished: u64,
    /// Decisions made in all games, by both coaches.
    pub decisions: u64,
}

/// Game `index` between two coaches, `first` home in even games. Returns the finished game
/// (or where it stopped) and the decisions made.
pub fn play_one(
    setup: &Arc<Setup>,
    first: &Builder,
    second: &Builder,
    seed: u64,
    index: u64,
) -> (Game, usize) {
    let mut coaches = seat_coaches((first, second), seed, index, index.is_multiple_of(2));
    let mut dice = SeededDice::from_seed(game_seed(seed, index, Stream::Dice));
    let mut game = Game::new(setup.clone());
    let made = play(&mut game, &mut coaches, &mut dice, crate::MAX_DECISIONS);
    (game, made)
}

/// Plays `games` games of `first` against `second` on `jobs` threads.
pub fn play_match(
    setup: &Arc<Setup>,
    first: &Builder,
    second: &Builder,
    games: u64,
    seed: u64,
    jobs: usize,
) -> MatchReport {
    let mut report = MatchReport::default();
    run_parallel(
        jobs,
        games,
        || (),
        |_, index| {
            let (game, made) = play_one(setup, first, second, seed, index);
            let (home, away) = (game.score(Side::Home), game.score(Side::Away));
            let (mine, theirs) = if index.is_multiple_of(2) {
                (home, away)
            } else {
                (away, home)
            };
            (mine.cmp(&theirs), game.is_over(), made)
        },
        |_, (outcome, over, made)| {
            report.decisions += made as u64;
            if !over {
                report.unfinished += 1;
                report.record.ties += 1;
                return true;
            }
            match outcome {
                std::cmp::Ordering::Greater => report.record.wins += 1,
                std::cmp::Ordering::Less => report.record.losses += 1,
                std::cmp::Ordering::Equal => report.record.ties += 1,
            }
            true
        },
    );
    report
}

/// The positions the search coach's speed is measured on (issue 22): every decision it owed with more than one option in its games against the
/// heuristic of seeds `0..games`: the position, the side and the options.
pub fn search_positions(setup: &Arc<Setup>, games: u64) -> Vec<(Game, Side, Vec<Decision>)> {
    let mut positions = Vec::new();
    for seed in 0..games {
        let search_side = if seed.is_multiple_of(2) {
            Side::Home
        } else {
            Side::Away
        };
        let search = super::BbCoachKind::Search.build(seed);
        let heuristic = super::BbCoachKind::Heuristic.build(seed + 1);
        let mut coaches: [Box<dyn Coach + Send>; 2] = if search_side == Side::Home {
            [search, heuristic]
        } else {
            [heuristic, search]
        };
        let mut game = Game::new(setup.clone());
        let mut dice = SeededDice::from_seed(seed);
        let mut options = Vec::new();
        let mut events = Vec::new();
        while let Some(side) = game.waiting_on() {
            game.legal(side, &mut options);
            if side == search_side && options.len() > 1 {
                positions.push((game.clone(), side, options.clone()));
            }
            let Some(decision) = coaches[side.index()].decide(&game, side, &options) else {
                break;
            };
            events.clear();
            if game.apply(side, decision, &mut dice, &mut events).is_err() {
                break;
            }
        }
    }
    positions
}
