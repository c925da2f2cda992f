//! Battleball's statistics fold: it counts what events say (who won a tackle, a block's
//! defender down or in the crowd, whose player was hurt), and whole random games add up to
//! totals that do not depend on the order games are summed in.

use std::sync::Arc;

use gridiron::common::dice::SeededDice;
use gridiron::common::side::Side::{self, Away, Home};
use gridiron::games::battleball::coach::play_random;
use gridiron::games::battleball::stats::{GameFold, GameStats};
use gridiron::games::battleball::{data, Event, Game, Options, Setup};

fn setup(options: Options) -> Arc<Setup> {
    let library = data::load().expect("the shipped Battleball data loads");
    let home = library.teams[0].clone();
    let away = library.teams[1].clone();
    Arc::new(Setup::new(&library, &home, &away, options))
}

/// The statistics of these events in a new game (home players 0-10, away 11-21).
fn fold(events: &[Event]) -> GameStats {
    let game = Game::new(setup(Options::default()));
    let mut fold = GameFold::new(&game);
    for event in events {
        fold.observe(event);
    }
    fold.finish()
}

#[test]
fn a_tackle_is_won_by_the_attacker_only_when_the_engine_names_it_the_winner() {
    let tackle = |attacker, defender| Event::Tackle {
        attacker,
        defender,
        attacker_dice: [3, 0],
        defender_dice: [5, 0],
    };
    let stats = fold(&[
        tackle(0, 11),
        Event::TackleWon { winner: Some(0) },
        tackle(11, 0),
        Event::TackleWon { winner: Some(0) },
        tackle(1, 12),
        Event::TackleWon { winner: None },
    ]);
    assert_eq!(
        (stats.team(Home).tackles, stats.team(Home).tackles_won),
        (2, 1)
    );
    assert_eq!(
        (stats.team(Away).tackles, stats.team(Away).tackles_won),
        (1, 0)
    );
}

#[test]
fn a_block_is_won_when_its_defender_goes_down_or_into_the_crowd() {
    let block = |attacker, defender| Event::Block {
        attacker,
        defender,
        blitz: false,
    };
    let stats = fold(&[
        // Defender down (both down counts: the defender went down).
        block(0, 11),
        Event::KnockedDown { player: 11 },
        Event::KnockedDown { player: 0 },
        // Into the crowd.
        block(1, 12),
        Event::Pushed {
            player: 12,
            to: None,
        },
        Event::CrowdInjured { player: 12 },
        // Only pushed: not won.
        block(2, 13),
        Event::Pushed {
            player: 13,
            to: Some(40),
        },
        Event::TurnEnds { team: Home },
        // The attacker down alone: not won; a later knock-down of that defender in another
        // turn is not this block's.
        block(14, 3),
        Event::KnockedDown { player: 14 },
        Event::TurnEnds { team: Away },
        Event::KnockedDown { player: 3 },
    ]);
    assert_eq!(
        (stats.team(Home).tackles, stats.team(Home).tackles_won),
        (3, 2)
    );
    assert_eq!(
        (stats.team(Away).tackles, stats.team(Away).tackles_won),
        (1, 0)
    );
    assert_eq!(stats.team(Away).injuries, 1, "the crowd's injury");
    assert_eq!(stats.turns, 2);
}

#[test]
fn injuries_fumbles_and_the_ball_are_counted_for_the_team_of_the_player_named() {
    let stats = fold(&[
        Event::Injured { player: 11 },
        Event::SeriouslyInjured { player: 0 },
        Event::Fumble { player: 12 },
        Event::HandOff {
            from: 1,
            to: 2,
            dice: [1, 0, 2, 0],
        },
        Event::Pass {
            from: 1,
            to: 2,
            distance: 4,
        },
        Event::Complete { receiver: 2 },
        Event::Pass {
            from: 1,
            to: 3,
            distance: 9,
        },
        Event::Intercepted { player: 15 },
        Event::Halted {
            cause: gridiron::games::battleball::HaltCause::Walled,
        },
        Event::Touchdown {
            team: Away,
            by_elimination: false,
        },
    ]);
    let (home, away) = (stats.team(Home), stats.team(Away));
    assert_eq!((home.injuries, home.serious_injuries), (0, 1));
    assert_eq!((away.injuries, away.serious_injuries), (1, 0));
    assert_eq!((home.fumbles, away.fumbles), (0, 1));
    assert_eq!(home.hand_offs, 1);
    assert_eq!(
        (home.passes, home.passes_completed, home.passes_intercepted),
        (2, 1, 1)
    );
    assert_eq!(away.passes_intercepted, 0);
    assert_eq!((stats.halts, away.touchdowns), (1, 1));
    // No GameOver: the game counts as unfinished, with no result.
    assert_eq!((stats.games, stats.unfinished), (1, 1));
    assert_eq!(home.wins + home.losses + home.ties, 0);
}

/// One whole random game's statistics.
fn random_game(options: Options, seed: u64) -> GameStats {
    let mut game = Game::new(setup(options));
    let mut fold = GameFold::new(&game);
    let mut dice = SeededDice::from_seed(seed);
    let mut choices = SeededDice::from_seed(seed ^ 0x5eed);
    let mut events = Vec::new();
    play_random(&mut game, &mut dice, &mut choices, 200_000, &mut events);
    for event in &events {
        fold.observe(event);
    }
    fold.finish()
}

#[test]
fn whole_random_games_add_up_the_same_in_any_order() {
    for (advanced, blocks) in [(false, false), (true, false), (true, true)] {
        let options = Options { advanced, blocks };
        let games: Vec<GameStats> = (0..4).map(|seed| random_game(options, seed)).collect();
        for stats in &games {
            assert_eq!(stats.unfinished, 0);
            let (home, away) = (stats.team(Home), stats.team(Away));
            for t in [home, away] {
                assert_eq!(t.wins + t.losses + t.ties, 1);
                assert!(t.tackles_won <= t.tackles);
                assert!(t.passes_completed + t.passes_intercepted <= t.passes);
                if !advanced {
                    assert_eq!(t.passes, 0, "passes are the advanced game's (BA1)");
                }
            }
            if let Some(winner) = [Home, Away].into_iter().find(|&s| stats.team(s).wins == 1) {
                let loser: Side = winner.other();
                assert!(stats.team(winner).touchdowns > stats.team(loser).touchdowns);
            }
            assert!(stats.turns > 0);
        }
        let mut forward = GameStats::default();
        games.iter().for_each(|g| forward += *g);
        let mut backward = GameStats::default();
        games.iter().rev().for_each(|g| backward += *g);
        assert_eq!(forward, backward);
        assert_eq!(forward.games, 4);
    }
}
