//! The heuristic coach's football sense in scripted positions: 4th down, the clock, the try.

use crate::common;

use gridiron::common::dice::SeededDice;
use gridiron::games::first_and_goal::coach::heuristic::HeuristicCoach;
use gridiron::games::first_and_goal::coach::Coach;
use gridiron::games::first_and_goal::engine::{
    Decision, Game, Half, Pending, Role, Seat, SeatView, Side,
};

/// The home offense at a snap: its view and legal calls.
fn at_snap(ball: i16, down: u8, to_go: i16, arrange: impl FnOnce(&mut Game)) -> (Game, SeatView) {
    let setup = common::setup(Default::default());
    let mut dice = SeededDice::from_seed(11);
    let mut game = Game::at_snap(setup, Side::Home, ball, down, to_go, &mut dice);
    arrange(&mut game);
    let view = game.view(Seat::new(Side::Home, Role::Offense));
    (game, view)
}

fn decide(game: &Game, view: &SeatView) -> Decision {
    let mut legal = Vec::new();
    game.legal(view.seat, &mut legal);
    HeuristicCoach::new(5).decide(view, &legal, game.setup())
}

#[test]
fn fourth_and_long_deep_in_own_half_is_a_punt() {
    let (game, view) = at_snap(20, 4, 15, |_| {});
    assert_eq!(decide(&game, &view), Decision::Punt);
}

#[test]
fn fourth_and_long_at_the_opponents_fifteen_is_a_field_goal() {
    let (game, view) = at_snap(85, 4, 12, |_| {});
    assert_eq!(decide(&game, &view), Decision::FieldGoal);
}

#[test]
fn fourth_and_one_at_midfield_goes_for_it() {
    let (game, view) = at_snap(50, 4, 1, |_| {});
    assert_eq!(decide(&game, &view), Decision::NormalPlay);
}

#[test]
fn early_downs_run_a_play() {
    let (game, view) = at_snap(35, 2, 7, |_| {});
    assert_eq!(decide(&game, &view), Decision::NormalPlay);
}

#[test]
fn trailing_by_ten_late_it_goes_for_it_on_fourth_and_long() {
    let (game, view) = at_snap(30, 4, 10, |game| {
        game.set_half(Half::Second);
        game.set_score(3, 13);
        game.exhaust_draw_pile(Role::Offense);
        // With a timeout left it would first take a card back for one more snap.
        game.set_timeouts(Side::Home, 0);
    });
    assert_eq!(decide(&game, &view), Decision::NormalPlay);
}

#[test]
fn trailing_late_with_a_timeout_it_takes_one_to_win_back_a_card() {
    let (game, view) = at_snap(30, 2, 10, |game| {
        game.set_half(Half::Second);
        game.set_score(3, 13);
        game.exhaust_draw_pile(Role::Offense);
    });
    assert_eq!(decide(&game, &view), Decision::Timeout);
}

#[test]
fn leading_with_the_deck_empty_in_the_second_half_it_kneels() {
    let (game, view) = at_snap(40, 1, 10, |game| {
        game.set_half(Half::Second);
        game.set_score(17, 10);
        game.exhaust_draw_pile(Role::Offense);
    });
    assert!(matches!(decide(&game, &view), Decision::Kneel { .. }));
}

#[test]
fn trailing_on_the_last_snap_far_from_goal_it_throws_a_hail_mary() {
    // C3: the opponent's 34, inside Hail Mary range but too far for a field goal to catch up.
    let (game, view) = at_snap(66, 1, 10, |game| {
        game.set_half(Half::Second);
        game.set_score(10, 14);
        game.set_timeouts(Side::Home, 0);
        assert!(game.arrange_hand(Role::Offense, &[0]));
        game.exhaust_draw_pile(Role::Offense);
    });
    assert_eq!(decide(&game, &view), Decision::HailMary);
}

#[test]
fn the_last_snap_of_the_first_half_in_range_is_a_field_goal() {
    let (game, view) = at_snap(80, 1, 10, |game| {
        assert!(game.arrange_hand(Role::Offense, &[0]));
        game.exhaust_draw_pile(Role::Offense);
    });
    assert_eq!(decide(&game, &view), Decision::FieldGoal);
}

/// The try, read from a snap view with the try pending.
fn try_choice(home: u16, away: u16, half: Half, late: bool) -> Decision {
    let (game, mut view) = at_snap(98, 1, 2, |game| {
        game.set_half(half);
        game.set_score(home, away);
        if late {
            game.exhaust_draw_pile(Role::Offense);
        }
    });
    view.table.pending = Pending::Try;
    let legal = [Decision::ExtraPoint, Decision::TwoPointTry];
    HeuristicCoach::new(5).decide(&view, &legal, game.setup())
}

#[test]
fn the_try_goes_by_expected_points_early_and_by_the_score_late() {
    // With the shipped red-zone matrix a two-point try from the 2 succeeds more often than half
    // the time, so early in the game it is worth more than a kick that scores one.
    assert_eq!(try_choice(6, 0, Half::First, false), Decision::TwoPointTry);
    // Down 8, the touchdown made it 12-14: two points tie.
    assert_eq!(
        try_choice(12, 14, Half::Second, true),
        Decision::TwoPointTry
    );
    // Up 7 after the touchdown: the kick makes it a two-score game.
    assert_eq!(try_choice(14, 7, Half::Second, true), Decision::ExtraPoint);
}

#[test]
fn a_kickoff_is_run_out_when_the_return_dice_beat_the_touchback() {
    let (game, mut view) = at_snap(20, 1, 10, |_| {});
    view.table.pending = Pending::KickoffReturn;
    let legal = [Decision::Touchback, Decision::RunOut];
    // The base team's return dice average 22 yards before the play die.
    assert_eq!(
        HeuristicCoach::new(5).decide(&view, &legal, game.setup()),
        Decision::RunOut
    );
}

#[test]
fn a_defensive_flag_is_accepted_when_it_gives_a_first_down_and_declined_after_a_long_gain() {
    let (game, mut view) = at_snap(40, 3, 8, |_| {});
    let face =
        |yards, automatic_first_down| gridiron::games::first_and_goal::data::model::PenaltyFace {
            yards,
            automatic_first_down,
        };
    let legal = [Decision::AcceptPenalty, Decision::DeclinePenalty];
    view.table.pending = Pending::Penalty {
        against: Side::Away,
        face: face(10, false),
        spot_if_accepted: 50,
        spot_if_declined: 42,
    };
    let mut coach = HeuristicCoach::new(5);
    assert_eq!(
        coach.decide(&view, &legal, game.setup()),
        Decision::AcceptPenalty
    );
    view.table.pending = Pending::Penalty {
        against: Side::Away,
        face: face(5, false),
        spot_if_accepted: 45,
        spot_if_declined: 70,
    };
    assert_eq!(
        coach.decide(&view, &legal, game.setup()),
        Decision::DeclinePenalty
    );
}
