//! Scoring (SC) and the end of the game (G), each test named after its rule ID.

use crate::common;

use common::rules::*;
use common::{act, offense_play, Script};
use gridiron::games::first_and_goal::data::model::{SpecialRoll, Symbol};
use gridiron::games::first_and_goal::engine::{
    Decision, Event, Game, Half, KickKind, KickoffKind, Pending, Role, ScoreKind, Side,
};

fn two_point(symbol: Symbol, black: Face) -> (Game, Script, u8, u8, i16) {
    let setup = std_setup();
    let (mut game, mut script) = touchdown(&setup);
    game.set_timeouts(Side::Away, 3);
    act(&mut game, &mut script, HOME_O, Decision::TwoPointTry);
    assert_eq!(game.pending(), Pending::OffenseCall { try_snap: true });
    assert_eq!(game.ball(), 98);
    let mut options = Vec::new();
    game.legal(HOME_O, &mut options);
    assert!(options
        .iter()
        .all(|d| matches!(d, Decision::NormalPlay | Decision::Redraw { .. })));
    let o = offense_play(&setup, "halfback-dive");
    let d = defense_with_colours(&setup, o);
    assert!(game.arrange_hand(Role::Offense, &[o]));
    assert!(game.arrange_hand(Role::Defense, &[d]));
    game.set_timeouts(Side::Away, 0);
    let roll = script_cell(
        &mut script,
        &setup,
        Side::Home,
        o,
        d,
        Face::Max,
        symbol,
        black,
        false,
    );
    (game, script, o, d, roll.gain())
}

#[test]
fn sc1_a_touchdown_scores_six_and_the_scorer_tries() {
    let setup = std_setup();
    let (game, _) = touchdown(&setup);
    assert_eq!(game.score(Side::Home), 6);
    assert_eq!(game.offense(), Side::Home);
    assert_eq!(game.waiting_on().to_vec(), vec![HOME_O]);
    let mut options = Vec::new();
    game.legal(HOME_O, &mut options);
    assert_eq!(options, vec![Decision::ExtraPoint, Decision::TwoPointTry]);
}

#[test]
fn sc1_extra_point_good_scores_one() {
    for (referee, play) in [
        (Symbol::X, Symbol::Hail),
        (Symbol::Blank, Symbol::X),
        (Symbol::T, Symbol::Hail),
    ] {
        let (mut game, mut script) = touchdown(&std_setup());
        script.referee(referee).play(play);
        let events = act(&mut game, &mut script, HOME_O, Decision::ExtraPoint);
        assert_eq!(
            events[0],
            Event::TryChosen {
                team: Side::Home,
                two_points: false
            }
        );
        assert!(events.iter().any(|e| matches!(
            e,
            Event::Scored {
                kind: ScoreKind::ExtraPoint,
                points: 1,
                ..
            }
        )));
        assert_eq!(game.score(Side::Home), 7);
        assert_eq!(game.pending(), Pending::KickoffKind);
    }
}

#[test]
fn sc1_extra_point_blocked_by_x_and_x() {
    let (mut game, mut script) = touchdown(&std_setup());
    script.referee(Symbol::X).play(Symbol::X);
    let events = act(&mut game, &mut script, HOME_O, Decision::ExtraPoint);
    assert!(events.contains(&Event::Blocked {
        team: Side::Home,
        kind: KickKind::ExtraPoint
    }));
    assert!(events.contains(&Event::TryFailed {
        team: Side::Home,
        two_points: false
    }));
    assert_eq!(game.score(Side::Home), 6);
    assert_eq!(game.pending(), Pending::KickoffKind);
}

#[test]
fn sc1_two_point_conversion_good_in_the_end_zone() {
    let (mut game, mut script, o, d, gain) = two_point(Symbol::Hail, Face::Max);
    assert!(gain >= 2);
    act(&mut game, &mut script, HOME_O, Decision::NormalPlay);
    assert_eq!(game.pending(), Pending::Card { fake: false });
    act(&mut game, &mut script, HOME_O, Decision::Card(o));
    let events = act(&mut game, &mut script, AWAY_D, Decision::Card(d));
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Scored {
            kind: ScoreKind::TwoPoints,
            points: 2,
            ..
        }
    )));
    assert_eq!(game.score(Side::Home), 8);
    assert_eq!(game.pending(), Pending::KickoffKind);
}

#[test]
fn sc1_two_point_conversion_short_fails() {
    let (mut game, mut script, o, d, _) = two_point(Symbol::X, Face::Min);
    let events = play_cards(&mut game, &mut script, o, d);
    assert!(events.contains(&Event::TryFailed {
        team: Side::Home,
        two_points: true
    }));
    assert_eq!(game.score(Side::Home), 6);
    assert_eq!(game.pending(), Pending::KickoffKind);
}

#[test]
fn sc1_two_point_conversion_turnover_scores_nothing() {
    let (mut game, mut script, o, d, gain) = two_point(Symbol::T, Face::Max);
    assert!(gain >= 2);
    script.referee(Symbol::T);
    let events = play_cards(&mut game, &mut script, o, d);
    assert!(events.contains(&Event::TryFailed {
        team: Side::Home,
        two_points: true
    }));
    assert_eq!(game.score(Side::Home), 6);
    assert_eq!(game.score(Side::Away), 0);
}

#[test]
fn sc1_two_point_conversion_penalty_on_the_offense_scores_nothing() {
    let (mut game, mut script, o, d, _) = two_point(Symbol::P, Face::Max);
    script.referee(Symbol::O).penalty("5");
    play_cards(&mut game, &mut script, o, d);
    let events = act(&mut game, &mut script, AWAY_D, Decision::AcceptPenalty);
    assert!(events.contains(&Event::TryFailed {
        team: Side::Home,
        two_points: true
    }));
    assert_eq!(game.score(Side::Home), 6);
    assert_eq!(game.pending(), Pending::KickoffKind);
}

#[test]
fn sc1_two_point_conversion_penalty_on_the_defense_repeats_from_half_the_distance() {
    let (mut game, mut script, o, d, _) = two_point(Symbol::P, Face::Max);
    script.referee(Symbol::D).penalty("15");
    play_cards(&mut game, &mut script, o, d);
    act(&mut game, &mut script, HOME_O, Decision::AcceptPenalty);
    assert_eq!(game.score(Side::Home), 6);
    assert_eq!(game.ball(), 99);
    assert_eq!(game.pending(), Pending::OffenseCall { try_snap: true });
}

#[test]
fn sc2_a_field_goal_scores_three() {
    let (game, _, _) = field_goal(&std_setup());
    assert_eq!(game.score(Side::Home), 3);
    assert_eq!(game.score(Side::Away), 0);
}

#[test]
fn sc3_a_snap_ending_in_the_own_end_zone_is_a_safety_and_a_free_punt_from_the_20() {
    let setup = std_setup();
    let o = offense_play(&setup, "slant");
    let d = defense_with_colours(&setup, o);
    let (mut game, mut script) = snap(&setup, 1, 2, 10, &["slant"], &[]);
    assert!(game.arrange_hand(Role::Defense, &[d]));
    script_cell(
        &mut script,
        &setup,
        Side::Home,
        o,
        d,
        Face::Max,
        Symbol::X,
        Face::Min,
        false,
    );
    // The free punt: every punt die (option 1), no Fake/Kick, no card.
    let distance = script_special(
        &mut script,
        &setup,
        Side::Home,
        SpecialRoll::Punt,
        None,
        Face::Min,
    );
    let events = play_cards(&mut game, &mut script, o, d);
    assert!(script.is_used_up());
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Scored {
            team: Side::Away,
            kind: ScoreKind::Safety,
            points: 2,
            ..
        }
    )));
    assert!(!events
        .iter()
        .any(|e| matches!(e, Event::FakeKickRevealed { .. })));
    assert!(events.contains(&Event::Kicked {
        team: Side::Home,
        kind: KickKind::Punt,
        from: 20,
        yards: distance,
        bonus: 0
    }));
    assert_eq!(game.score(Side::Away), 2);
    assert_eq!(game.deck_of(Role::Offense).discard_len(), 1);
    assert_eq!(game.pending(), Pending::FairCatchOrReturn);
    act(&mut game, &mut script, AWAY_D, Decision::FairCatch);
    assert_eq!(game.offense(), Side::Away);
    assert_eq!(game.ball(), 100 - (20 + distance));
}

#[test]
fn sc4_after_a_touchdown_the_scorer_kicks_off_normal_or_onside() {
    let (mut game, mut script) = touchdown(&std_setup());
    script.referee(Symbol::Blank).play(Symbol::Hail);
    act(&mut game, &mut script, HOME_O, Decision::ExtraPoint);
    let mut options = Vec::new();
    game.legal(HOME_D, &mut options);
    assert_eq!(
        options,
        vec![
            Decision::Kickoff(KickoffKind::Normal),
            Decision::Kickoff(KickoffKind::Onside)
        ]
    );
    assert_eq!(game.waiting_on().to_vec(), vec![HOME_D]);
}

#[test]
fn sc4_after_a_field_goal_the_scorer_kicks_off() {
    let (mut game, mut script, _) = field_goal(&std_setup());
    assert_eq!(game.waiting_on().to_vec(), vec![HOME_D]);
    act(
        &mut game,
        &mut script,
        HOME_D,
        Decision::Kickoff(KickoffKind::Normal),
    );
    assert_eq!(game.offense(), Side::Away);
    assert_eq!(game.pending(), Pending::KickoffReturn);
}

/// Home kneels away its last card: the half ends.
fn end_half(half: Half, home: u16, away: u16) -> (Game, Script, Vec<Event>) {
    let setup = std_setup();
    let (mut game, mut script) = snap(&setup, 30, 1, 10, &["halfback-dive"], &[]);
    game.exhaust_draw_pile(Role::Offense);
    game.set_half(half);
    game.set_score(home, away);
    let discard = offense_play(&setup, "halfback-dive");
    let events = act(&mut game, &mut script, HOME_O, Decision::Kneel { discard });
    (game, script, events)
}

#[test]
fn g1_after_two_halves_the_higher_score_wins() {
    for (home, away, winner) in [(10, 7, Side::Home), (3, 14, Side::Away)] {
        let (game, _, events) = end_half(Half::Second, home, away);
        assert!(events.contains(&Event::GameOver {
            home,
            away,
            winner: Some(winner)
        }));
        assert!(game.is_over());
        assert_eq!(game.pending(), Pending::None);
    }
}

#[test]
fn g2_a_tie_goes_to_a_coin_toss_and_the_winner_receives_in_overtime() {
    let (mut game, mut script, events) = end_half(Half::Second, 7, 7);
    assert!(events.contains(&Event::HalfEnded { half: Half::Second }));
    assert_eq!(game.pending(), Pending::CoinCall);
    assert_eq!(game.waiting_on().to_vec(), vec![AWAY_O]);
    let events = act(
        &mut game,
        &mut script,
        AWAY_O,
        Decision::CallCoin(gridiron::games::first_and_goal::engine::Coin::Heads),
    );
    let winner = events
        .iter()
        .find_map(|e| match e {
            Event::CoinTossed { winner, .. } => Some(*winner),
            _ => None,
        })
        .unwrap();
    assert!(events.contains(&Event::HalfStarted {
        half: Half::Overtime
    }));
    assert_eq!(game.half(), Half::Overtime);
    assert_eq!(game.offense(), winner);
    assert_eq!(game.pending(), Pending::KickoffReturn);
    assert_eq!(
        (game.timeouts(Side::Home), game.timeouts(Side::Away)),
        (3, 3)
    );
    assert_eq!(game.deck_of(Role::Offense).discard_len(), 0);
}

#[test]
fn g2_the_first_score_in_overtime_wins() {
    let setup = std_setup();
    let (mut game, mut script) = snap(&setup, 99, 1, 1, &["halfback-dive"], &[]);
    game.set_half(Half::Overtime);
    game.set_score(7, 7);
    script.referee(Symbol::Blank).play(Symbol::Hail);
    script_special(
        &mut script,
        &setup,
        Side::Home,
        SpecialRoll::FieldGoal,
        None,
        Face::Max,
    );
    let events = kick_call(&mut game, &mut script, Decision::FieldGoal, false, false);
    assert!(events.contains(&Event::GameOver {
        home: 10,
        away: 7,
        winner: Some(Side::Home)
    }));
    assert!(game.is_over());
}

#[test]
fn g2_an_overtime_touchdown_ends_the_game_without_a_try() {
    let setup = std_setup();
    let o = offense_play(&setup, "halfback-dive");
    let d = defense_with_colours(&setup, o);
    let mut script = Script::new(&setup);
    let gain = script_cell(
        &mut script,
        &setup,
        Side::Home,
        o,
        d,
        Face::Max,
        Symbol::Hail,
        Face::Max,
        false,
    )
    .gain();
    let (mut game, _) = snap(&setup, 100 - gain, 1, 10, &["halfback-dive"], &[]);
    assert!(game.arrange_hand(Role::Defense, &[d]));
    game.set_half(Half::Overtime);
    let events = play_cards(&mut game, &mut script, o, d);
    assert!(events.contains(&Event::GameOver {
        home: 6,
        away: 0,
        winner: Some(Side::Home)
    }));
    assert!(game.is_over());
}

#[test]
fn g2_no_score_in_overtime_is_a_tie() {
    let (game, _, events) = end_half(Half::Overtime, 7, 7);
    assert!(events.contains(&Event::GameOver {
        home: 7,
        away: 7,
        winner: None
    }));
    assert!(game.is_over());
}
