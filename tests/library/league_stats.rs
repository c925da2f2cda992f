//! Statistics folded from events: hand-written event streams with known answers, and seeded
//! games checked against the game's own state.

use std::sync::Arc;

use gridiron::common::dice::SeededDice;
use gridiron::games::first_and_goal::coach::CoachKind;
use gridiron::games::first_and_goal::data::model::{Cell, ColourSet};
use gridiron::games::first_and_goal::engine::{
    Event, Game, Half, KickKind, OptionalRules, Setup, Side, SpecialCall, TurnoverCause,
};
use gridiron::games::first_and_goal::stats::{GameFold, GameStats};

const CELL: Cell = Cell {
    colours: ColourSet::EMPTY,
    black: 1,
};

fn fold(events: &[Event]) -> GameStats {
    let mut fold = GameFold::new();
    for event in events {
        fold.observe(event);
    }
    fold.finish()
}

#[test]
fn punts_count_their_gross_and_the_net_the_engine_reports() {
    let events = [
        Event::SpecialCalled {
            team: Side::Home,
            call: SpecialCall::Punt,
        },
        Event::Kicked {
            team: Side::Home,
            kind: KickKind::Punt,
            from: 30,
            yards: 40,
            bonus: 0,
        },
        Event::PuntEnded {
            team: Side::Home,
            net: 34,
        },
        Event::Blocked {
            team: Side::Away,
            kind: KickKind::Punt,
        },
        Event::PuntEnded {
            team: Side::Away,
            net: -3,
        },
    ];
    let stats = fold(&events);
    let (home, away) = (stats.team(Side::Home), stats.team(Side::Away));
    assert_eq!(
        (
            home.punts,
            home.punt_yards_gross,
            home.punt_yards_net,
            home.snaps
        ),
        (1, 40, 34, 1)
    );
    assert_eq!(
        (away.punts, away.punt_yards_gross, away.punt_yards_net),
        (1, 0, -3)
    );
}

#[test]
fn only_punts_count_as_punts_and_a_fake_is_one_snap() {
    let events = [
        Event::Kicked {
            team: Side::Away,
            kind: KickKind::Squib,
            from: 30,
            yards: 40,
            bonus: 0,
        },
        Event::SpecialCalled {
            team: Side::Home,
            call: SpecialCall::FieldGoal,
        },
        Event::Kicked {
            team: Side::Home,
            kind: KickKind::FieldGoal,
            from: 70,
            yards: 35,
            bonus: 0,
        },
        Event::SpecialCalled {
            team: Side::Home,
            call: SpecialCall::Punt,
        },
        Event::PlaysRevealed {
            offense: Side::Home,
            offense_play: 0,
            defense_play: 0,
            cell: CELL,
            fake: true,
        },
        Event::Gained {
            team: Side::Home,
            yards: 7,
            turnover: false,
        },
    ];
    let stats = fold(&events);
    let home = stats.team(Side::Home);
    assert_eq!(
        (home.punts, home.snaps, home.plays, home.yards),
        (0, 2, 1, 7)
    );
    assert_eq!((home.field_goal_attempts, home.field_goals), (1, 0));
    assert_eq!(stats.team(Side::Away).punts, 0);
}

#[test]
fn only_earned_first_downs_count() {
    let first_down = |earned| Event::FirstDown {
        team: Side::Home,
        spot: 40,
        goal_to_go: false,
        earned,
    };
    let stats = fold(&[first_down(false), first_down(true), first_down(true)]);
    assert_eq!(stats.team(Side::Home).first_downs, 2);
}

#[test]
fn turnovers_count_against_the_team_that_lost_the_ball() {
    let turnover = |cause, to| Event::Turnover {
        cause,
        to,
        spot: 50,
    };
    let events = [
        turnover(TurnoverCause::Interception, Side::Away),
        turnover(TurnoverCause::Fumble, Side::Home),
        turnover(TurnoverCause::MuffedPunt, Side::Away),
        turnover(TurnoverCause::Downs, Side::Away),
        turnover(TurnoverCause::MissedFieldGoal, Side::Away),
        Event::PenaltyFlagged {
            against: Side::Away,
            role: gridiron::games::first_and_goal::engine::Role::Defense,
            face: gridiron::games::first_and_goal::data::model::PenaltyFace {
                yards: 5,
                automatic_first_down: false,
            },
        },
        Event::HalfStarted {
            half: Half::Overtime,
        },
        Event::GameOver {
            home: 10,
            away: 10,
            winner: None,
        },
    ];
    let stats = fold(&events);
    let (home, away) = (stats.team(Side::Home), stats.team(Side::Away));
    assert_eq!((home.turnovers, home.turnovers_on_downs), (2, 1));
    assert_eq!(away.turnovers, 1);
    assert_eq!((home.penalties, away.penalties), (0, 1));
    assert_eq!((stats.ties, stats.overtimes, stats.unfinished), (1, 1, 0));
    assert_eq!((home.ties, away.ties, home.wins), (1, 1, 0));
}

#[test]
fn a_game_without_its_end_is_unfinished() {
    assert_eq!(fold(&[]).unfinished, 1);
}

/// Plays a seeded game with random coaches, checking the fold against the game as it goes.
#[test]
fn seeded_games_fold_to_what_the_game_shows() {
    let library = gridiron::games::first_and_goal::data::load(&[]).expect("shipped data");
    let home = &library.team("base").expect("base").team;
    let away = &library.team("Boston Bombers").expect("Boston").team;
    let setup = Arc::new(Setup::new(&library, home, away, OptionalRules::default()));
    let mut total = GameStats::default();
    for seed in 0..40 {
        let mut coaches = [
            CoachKind::Random.build(seed),
            CoachKind::Random.build(!seed),
        ];
        let mut dice = SeededDice::from_seed(seed);
        let mut game = Game::new(setup.clone());
        let mut fold = GameFold::new();
        let (mut options, mut events) = (Vec::new(), Vec::new());
        let mut plays = [0u64; 2];
        while !game.is_over() {
            let seat = game.waiting_on()[0];
            game.legal(seat, &mut options);
            let choice = coaches[seat.team.index()].decide(&game.view(seat), &options, &setup);
            let offense = game.offense();
            events.clear();
            game.apply(seat, choice, &mut dice, &mut events)
                .expect("a legal choice");
            for event in &events {
                if matches!(event, Event::PlaysRevealed { .. }) {
                    plays[offense.index()] += 1;
                }
                fold.observe(event);
            }
        }
        let stats = fold.finish();
        assert_eq!(stats.unfinished, 0);
        for side in Side::BOTH {
            let t = stats.team(side);
            assert_eq!(t.points, u64::from(game.score(side)), "seed {seed}");
            assert_eq!(
                t.points,
                6 * t.touchdowns
                    + 3 * t.field_goals
                    + 2 * t.safeties
                    + t.extra_points
                    + 2 * t.two_point_conversions,
                "seed {seed}: points add up"
            );
            assert_eq!(t.points_against, u64::from(game.score(side.other())));
            assert_eq!(
                t.plays,
                plays[side.index()],
                "seed {seed}: plays by offense"
            );
            assert!(t.snaps >= t.plays.saturating_sub(t.two_point_conversions + 10));
            assert!(t.field_goals <= t.field_goal_attempts);
        }
        let (h, a) = (game.score(Side::Home), game.score(Side::Away));
        let expected = match h.cmp(&a) {
            std::cmp::Ordering::Greater => (1, 0, 0),
            std::cmp::Ordering::Less => (0, 1, 0),
            std::cmp::Ordering::Equal => (0, 0, 1),
        };
        let home_stats = stats.team(Side::Home);
        assert_eq!(
            (home_stats.wins, home_stats.losses, home_stats.ties),
            expected
        );
        total += stats;
    }
    assert_eq!(total.games, 40);
    assert!(total.snaps() > 40 * 40, "games have many snaps");
    let punts = total.teams[0].punts + total.teams[1].punts;
    assert!(punts > 0);
}
