//! 1st & Goal's games for `rank --coaches`: coach against coach on one pair of teams (base
//! against base unless `--teams` names two), paired as `match_play::play_one` plays them.

use std::cmp::Ordering;
use std::io::Write;
use std::sync::Arc;

use crate::common::i18n::Localizer;
use crate::common::sprt::GameResult;
use crate::games::first_and_goal::coach::level::coach_named;
use crate::games::first_and_goal::coach::CoachKind;
use crate::games::first_and_goal::engine::Setup;
use crate::shells::kit::exit::Failure;

use super::super::adapter::Contest;
use super::super::commands::{optional_rules, RankArgs};
use super::super::console::{fail, unknown_team};
use super::batch::Player;
use super::match_play::{play_one, Builder};

/// The team both sides play when `--teams` names none.
const BASE_TEAM: &str = "base";

const COACHES: [CoachKind; 4] = [
    CoachKind::Random,
    CoachKind::Heuristic,
    CoachKind::Hybrid,
    CoachKind::Equilibrium,
];

struct Games {
    setup: Arc<Setup>,
}

/// The name a record gives `kind`.
fn name_of(kind: CoachKind) -> &'static str {
    kind.build(0).name()
}

pub(super) fn prepare(
    args: &RankArgs,
    loc: &Localizer,
    err: &mut dyn Write,
) -> Result<Box<dyn Contest>, Failure> {
    let game = crate::registry::find("first-and-goal").ok_or(Failure::Usage)?;
    let optional = optional_rules(game, &args.optional, loc, err).ok_or(Failure::Usage)?;
    let library = super::load_library(&args.data, &[], loc, err)?;
    let names: Vec<&str> = match args.teams.as_slice() {
        [all] if all.eq_ignore_ascii_case("all") => vec![BASE_TEAM, BASE_TEAM],
        [home, away] => vec![home.as_str(), away.as_str()],
        _ => {
            return Err(fail(
                err,
                &loc.text("league-error-contest-teams"),
                Failure::Usage,
            ))
        }
    };
    let mut teams = Vec::new();
    for name in names {
        match library.team(name) {
            Some(loaded) => teams.push(loaded.team.clone()),
            None => return Err(unknown_team(name, loc, err)),
        }
    }
    let setup = Setup::new(&library, &teams[0], &teams[1], super::rules(&optional));
    Ok(Box::new(Games {
        setup: Arc::new(setup),
    }))
}

fn result(outcome: Ordering) -> GameResult {
    match outcome {
        Ordering::Greater => GameResult::Win,
        Ordering::Equal => GameResult::Tie,
        Ordering::Less => GameResult::Loss,
    }
}

impl Contest for Games {
    fn coach(&self, name: &str) -> Option<String> {
        coach_named(name).map(|kind| name_of(kind).to_string())
    }

    fn coaches(&self) -> Vec<String> {
        COACHES.map(|kind| name_of(kind).to_string()).to_vec()
    }

    fn play_pair(&self, first: &str, second: &str, seed: u64, pair: u64) -> [GameResult; 2] {
        let kind = |name: &str| coach_named(name).unwrap_or(CoachKind::DEFAULT);
        let (first, second) = (kind(first), kind(second));
        let first: &Builder = &move |seed| first.build(seed);
        let second: &Builder = &move |seed| second.build(seed);
        let mut player = Player::new();
        let index = 2 * pair;
        [true, false].map(|first_home| {
            result(play_one(
                &mut player,
                &self.setup,
                (first, second),
                seed,
                index,
                first_home,
            ))
        })
    }
}
