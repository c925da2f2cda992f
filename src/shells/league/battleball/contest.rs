//! Battleball's games for `rank --coaches`: coach against coach on one pair of teams (the pair
//! `sim` plays unless `--teams` names two), paired from `match_play::play_one`'s games.

use std::io::Write;
use std::sync::Arc;

use crate::common::i18n::Localizer;
use crate::common::side::Side;
use crate::common::sprt::GameResult;
use crate::games::battleball::coach::level::coach_named;
use crate::games::battleball::coach::match_play::{play_one, Builder};
use crate::games::battleball::coach::BbCoachKind;
use crate::games::battleball::Setup;
use crate::shells::kit::exit::Failure;

use super::super::adapter::Contest;
use super::super::commands::{optional_rules, RankArgs};
use super::super::console::fail;

struct Games {
    setup: Arc<Setup>,
}

pub(super) fn prepare(
    args: &RankArgs,
    loc: &Localizer,
    err: &mut dyn Write,
) -> Result<Box<dyn Contest>, Failure> {
    let game = crate::registry::find("battleball").ok_or(Failure::Usage)?;
    let optional = optional_rules(game, &args.optional, loc, err).ok_or(Failure::Usage)?;
    let (library, _) = super::load_library(&args.data, loc, err)?;
    let names: [Option<&str>; 2] = match args.teams.as_slice() {
        [all] if all.eq_ignore_ascii_case("all") => [None, None],
        [home, away] => [Some(home.as_str()), Some(away.as_str())],
        _ => {
            return Err(fail(
                err,
                &loc.text("league-error-contest-teams"),
                Failure::Usage,
            ))
        }
    };
    let home = super::team(&library, names[0], 0, loc, err)?;
    let away = super::team(&library, names[1], 1, loc, err)?;
    let setup = Setup::new(&library, home, away, super::options(&optional));
    Ok(Box::new(Games {
        setup: Arc::new(setup),
    }))
}

impl Contest for Games {
    fn coach(&self, name: &str) -> Option<String> {
        coach_named(name).map(|kind| kind.name().into_owned())
    }

    fn coaches(&self) -> Vec<String> {
        BbCoachKind::ALL
            .map(|kind| kind.name().into_owned())
            .to_vec()
    }

    fn play_pair(&self, first: &str, second: &str, seed: u64, pair: u64) -> [GameResult; 2] {
        let kind = |name: &str| coach_named(name).unwrap_or(BbCoachKind::DEFAULT);
        let (first, second) = (kind(first), kind(second));
        let first: &Builder = &move |seed| first.build(seed);
        let second: &Builder = &move |seed| second.build(seed);
        // `play_one` puts its first coach home at an even index: the same index with the coaches
        // the other way round is the same seed with the sides swapped.
        let index = 2 * pair;
        let (home_game, _) = play_one(&self.setup, first, second, seed, index);
        let (away_game, _) = play_one(&self.setup, second, first, seed, index);
        [(home_game, Side::Home), (away_game, Side::Away)].map(|(game, mine)| {
            if !game.is_over() {
                return GameResult::Tie;
            }
            match game.score(mine).cmp(&game.score(mine.other())) {
                std::cmp::Ordering::Greater => GameResult::Win,
                std::cmp::Ordering::Equal => GameResult::Tie,
                std::cmp::Ordering::Less => GameResult::Loss,
            }
        })
    }
}
