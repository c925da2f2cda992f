//! Special teams (K), each test named after its rule ID.

use crate::common;

use common::rules::*;
use common::{act, offense_play, Script};
use gridiron::games::first_and_goal::data::model::{Colour, PenaltyFace, SpecialRoll, Symbol};
use gridiron::games::first_and_goal::dice::DieRef;
use gridiron::games::first_and_goal::engine::{
    Decision, Event, Game, KickKind, KickoffKind, OptionalRules, Pending, Role, Seat, Side,
    TurnoverCause,
};

fn sdl(game: &Game) -> (Side, i16, u8, i16) {
    (
        game.offense(),
        game.ball(),
        game.down(),
        game.line_to_gain(),
    )
}

/// A run-out from the opening kickoff: the return dice at `which`, then the play die.
fn run_out(which: Face, symbol: Symbol) -> (Game, Script, Side, i16, Vec<Event>) {
    let setup = std_setup();
    let (mut game, mut script, receiving) = opening_kickoff(&setup);
    let spot = script_special(
        &mut script,
        &setup,
        receiving,
        SpecialRoll::KickoffReturn,
        None,
        which,
    );
    script.play(symbol);
    let events = act(
        &mut game,
        &mut script,
        Seat::new(receiving, Role::Offense),
        Decision::RunOut,
    );
    (game, script, receiving, spot, events)
}

#[test]
fn k1_the_opening_kickoff_goes_to_the_receivers() {
    let setup = std_setup();
    let (game, _, receiving) = opening_kickoff(&setup);
    assert_eq!(game.offense(), receiving);
    assert_eq!(game.pending(), Pending::KickoffReturn);
    assert_eq!(
        game.waiting_on().to_vec(),
        vec![Seat::new(receiving, Role::Offense)]
    );
}

#[test]
fn k1_the_scoring_team_kicks_off_after_the_try() {
    let setup = std_setup();
    let (mut game, mut script) = touchdown(&setup);
    script.referee(Symbol::Blank).play(Symbol::Hail);
    act(&mut game, &mut script, HOME_O, Decision::ExtraPoint);
    assert_eq!(game.pending(), Pending::KickoffKind);
    assert_eq!(game.waiting_on().to_vec(), vec![HOME_D]);
    let events = act(
        &mut game,
        &mut script,
        HOME_D,
        Decision::Kickoff(KickoffKind::Normal),
    );
    assert!(events.contains(&Event::KickoffChosen {
        kicking: Side::Home,
        kind: KickoffKind::Normal
    }));
    assert_eq!(game.offense(), Side::Away);
    assert_eq!(game.pending(), Pending::KickoffReturn);
}

#[test]
fn k2_a_touchback_puts_the_receivers_at_their_20() {
    let setup = std_setup();
    let (mut game, mut script, receiving) = opening_kickoff(&setup);
    let events = act(
        &mut game,
        &mut script,
        Seat::new(receiving, Role::Offense),
        Decision::Touchback,
    );
    assert!(events.contains(&Event::Touchback { team: receiving }));
    assert_eq!(sdl(&game), (receiving, 20, 1, 30));
}

#[test]
fn k2_hail_leaves_the_return_as_rolled() {
    let (game, script, receiving, spot, events) = run_out(Face::Min, Symbol::Hail);
    assert!(script.is_used_up());
    assert!(events.contains(&Event::BallSpotted {
        team: receiving,
        spot
    }));
    assert_eq!(sdl(&game), (receiving, spot, 1, spot + 10));
}

#[test]
fn k2_x_is_a_touchback() {
    let (game, _, receiving, _, events) = run_out(Face::Max, Symbol::X);
    assert!(events.contains(&Event::Touchback { team: receiving }));
    assert_eq!(sdl(&game), (receiving, 20, 1, 30));
}

#[test]
fn k2_breakaway_rerolls_and_adds() {
    let setup = std_setup();
    let (mut game, mut script, receiving) = opening_kickoff(&setup);
    let mut spot = script_special(
        &mut script,
        &setup,
        receiving,
        SpecialRoll::KickoffReturn,
        None,
        Face::Min,
    );
    script.play(Symbol::Breakaway);
    spot += script_special(
        &mut script,
        &setup,
        receiving,
        SpecialRoll::KickoffReturn,
        None,
        Face::Min,
    );
    script.play(Symbol::X);
    assert!(spot < 100);
    act(
        &mut game,
        &mut script,
        Seat::new(receiving, Role::Offense),
        Decision::RunOut,
    );
    assert!(script.is_used_up());
    assert_eq!(sdl(&game), (receiving, spot, 1, spot + 10));
}

#[test]
fn k2_a_return_of_100_or_more_is_a_touchdown() {
    let setup = std_setup();
    let (mut game, mut script, receiving) = opening_kickoff(&setup);
    let mut spot = 0;
    loop {
        spot += script_special(
            &mut script,
            &setup,
            receiving,
            SpecialRoll::KickoffReturn,
            None,
            Face::Max,
        );
        if spot >= 100 {
            script.play(Symbol::Hail);
            break;
        }
        script.play(Symbol::Breakaway);
    }
    act(
        &mut game,
        &mut script,
        Seat::new(receiving, Role::Offense),
        Decision::RunOut,
    );
    assert!(script.is_used_up());
    assert_eq!(game.score(receiving), 6);
    assert_eq!(game.pending(), Pending::Try);
    assert_eq!(game.offense(), receiving);
}

#[test]
fn k2_t_then_referee_t_is_a_fumble_the_kickers_recover_at_the_spot() {
    let setup = std_setup();
    let (mut game, mut script, receiving) = opening_kickoff(&setup);
    let spot = script_special(
        &mut script,
        &setup,
        receiving,
        SpecialRoll::KickoffReturn,
        None,
        Face::Min,
    );
    script.play(Symbol::T).referee(Symbol::T);
    let events = act(
        &mut game,
        &mut script,
        Seat::new(receiving, Role::Offense),
        Decision::RunOut,
    );
    let kicking = receiving.other();
    assert!(events.contains(&Event::Turnover {
        cause: TurnoverCause::KickoffFumble,
        to: kicking,
        spot: 100 - spot
    }));
    assert_eq!(sdl(&game), (kicking, 100 - spot, 1, 110 - spot));
}

#[test]
fn k2_t_without_referee_t_keeps_the_return() {
    let setup = std_setup();
    let (mut game, mut script, receiving) = opening_kickoff(&setup);
    let spot = script_special(
        &mut script,
        &setup,
        receiving,
        SpecialRoll::KickoffReturn,
        None,
        Face::Min,
    );
    script.play(Symbol::T).referee(Symbol::Mary);
    act(
        &mut game,
        &mut script,
        Seat::new(receiving, Role::Offense),
        Decision::RunOut,
    );
    assert_eq!(sdl(&game), (receiving, spot, 1, spot + 10));
}

#[test]
fn k2_p_applies_a_penalty_on_the_kickers_to_the_return_spot() {
    let setup = std_setup();
    let (mut game, mut script, receiving) = opening_kickoff(&setup);
    let spot = script_special(
        &mut script,
        &setup,
        receiving,
        SpecialRoll::KickoffReturn,
        None,
        Face::Min,
    );
    script.play(Symbol::P).referee(Symbol::D).penalty("15");
    act(
        &mut game,
        &mut script,
        Seat::new(receiving, Role::Offense),
        Decision::RunOut,
    );
    assert_eq!(
        game.pending(),
        Pending::Penalty {
            against: receiving.other(),
            face: PenaltyFace::parse("15").unwrap(),
            spot_if_accepted: spot + 15,
            spot_if_declined: spot,
        }
    );
    assert_eq!(
        game.waiting_on().to_vec(),
        vec![Seat::new(receiving, Role::Offense)]
    );
    act(
        &mut game,
        &mut script,
        Seat::new(receiving, Role::Offense),
        Decision::AcceptPenalty,
    );
    assert_eq!(sdl(&game), (receiving, spot + 15, 1, spot + 25));
}

#[test]
fn k2_p_penalty_on_the_receivers_moves_them_back_unless_declined() {
    for accept in [true, false] {
        let setup = std_setup();
        let (mut game, mut script, receiving) = opening_kickoff(&setup);
        let spot = script_special(
            &mut script,
            &setup,
            receiving,
            SpecialRoll::KickoffReturn,
            None,
            Face::Max,
        );
        script.play(Symbol::P).referee(Symbol::O).penalty("10");
        act(
            &mut game,
            &mut script,
            Seat::new(receiving, Role::Offense),
            Decision::RunOut,
        );
        let decision = if accept {
            Decision::AcceptPenalty
        } else {
            Decision::DeclinePenalty
        };
        act(
            &mut game,
            &mut script,
            Seat::new(receiving.other(), Role::Defense),
            decision,
        );
        let expected = if accept { spot - 10 } else { spot };
        assert_eq!(sdl(&game), (receiving, expected, 1, expected + 10));
    }
}

#[test]
fn k2_p_without_a_flag_keeps_the_return() {
    let setup = std_setup();
    let (mut game, mut script, receiving) = opening_kickoff(&setup);
    let spot = script_special(
        &mut script,
        &setup,
        receiving,
        SpecialRoll::KickoffReturn,
        None,
        Face::Min,
    );
    script.play(Symbol::P).referee(Symbol::Blank).penalty("5");
    act(
        &mut game,
        &mut script,
        Seat::new(receiving, Role::Offense),
        Decision::RunOut,
    );
    assert!(script.is_used_up());
    assert_eq!(sdl(&game), (receiving, spot, 1, spot + 10));
}

fn onside(which: Face, play: Symbol, referee: Symbol) -> (Game, i16) {
    let setup = std_setup();
    let (mut game, mut script, _) = field_goal(&setup);
    let yards = script_special(
        &mut script,
        &setup,
        Side::Home,
        SpecialRoll::Onside,
        None,
        which,
    );
    script.play(play).referee(referee);
    act(
        &mut game,
        &mut script,
        HOME_D,
        Decision::Kickoff(KickoffKind::Onside),
    );
    assert!(script.is_used_up());
    (game, 30 + yards)
}

#[test]
fn k3_onside_kick_kept_with_ten_yards_and_a_t_on_the_play_die() {
    let (game, landing) = onside(Face::Max, Symbol::T, Symbol::Blank);
    assert!(landing >= 40);
    assert_eq!(sdl(&game), (Side::Home, landing, 1, landing + 10));
}

#[test]
fn k3_onside_kick_kept_with_ten_yards_and_a_t_on_the_referee_die() {
    let (game, landing) = onside(Face::Max, Symbol::Hail, Symbol::T);
    assert_eq!(sdl(&game), (Side::Home, landing, 1, landing + 10));
}

#[test]
fn k3_onside_kick_without_a_t_goes_to_the_receivers_at_the_spot() {
    let (game, landing) = onside(Face::Max, Symbol::X, Symbol::Mary);
    assert_eq!(sdl(&game), (Side::Away, 100 - landing, 1, 110 - landing));
}

#[test]
fn k3_onside_kick_short_of_ten_yards_goes_to_the_receivers() {
    let (game, landing) = onside(Face::Min, Symbol::T, Symbol::T);
    assert!(landing < 40);
    assert_eq!(sdl(&game), (Side::Away, 100 - landing, 1, 110 - landing));
}

#[test]
fn k3_onside_kick_only_after_a_score() {
    let setup = common::setup(OptionalRules {
        squib: true,
        ..OptionalRules::default()
    });
    let mut script = Script::new(&setup);
    let mut game = Game::new(setup.clone());
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
    act(
        &mut game,
        &mut script,
        Seat::new(winner, Role::Offense),
        Decision::Receive,
    );
    let mut options = Vec::new();
    game.legal(Seat::new(winner.other(), Role::Defense), &mut options);
    assert_eq!(
        options,
        vec![
            Decision::Kickoff(KickoffKind::Normal),
            Decision::Kickoff(KickoffKind::Squib)
        ]
    );
    let (game, _, _) = field_goal(&std_setup());
    game.legal(HOME_D, &mut options);
    assert_eq!(
        options,
        vec![
            Decision::Kickoff(KickoffKind::Normal),
            Decision::Kickoff(KickoffKind::Onside)
        ]
    );
}

#[test]
fn k4_squib_kick_lands_from_the_30_and_the_receivers_take_it_without_return() {
    let setup = common::setup(OptionalRules {
        squib: true,
        ..OptionalRules::default()
    });
    let (mut game, mut script, _) = field_goal(&setup);
    let yards = script_special(
        &mut script,
        &setup,
        Side::Home,
        SpecialRoll::Squib,
        None,
        Face::Min,
    );
    act(
        &mut game,
        &mut script,
        HOME_D,
        Decision::Kickoff(KickoffKind::Squib),
    );
    assert!(script.is_used_up());
    let landing = 30 + yards;
    assert_eq!(sdl(&game), (Side::Away, 100 - landing, 1, 110 - landing));
    assert_eq!(game.pending(), Pending::OffenseCall { try_snap: false });
}

fn field_goal_from(ball: i16, defense_fakes: bool) -> (Game, Script, Vec<Event>) {
    let setup = std_setup();
    let (mut game, mut script) = snap(&setup, ball, 4, 10, &["halfback-dive"; 2], &[]);
    script.referee(Symbol::X).play(Symbol::Hail);
    script_special(
        &mut script,
        &setup,
        Side::Home,
        SpecialRoll::FieldGoal,
        None,
        Face::Max,
    );
    let events = kick_call(
        &mut game,
        &mut script,
        Decision::FieldGoal,
        false,
        defense_fakes,
    );
    assert!(script.is_used_up());
    (game, script, events)
}

fn max_field_goal() -> i16 {
    let setup = std_setup();
    setup
        .team(Side::Home)
        .special
        .field_goal
        .iter()
        .map(|d| i16::from(face(&d.die, Face::Max)))
        .sum()
}

#[test]
fn k5_a_field_goal_reaching_the_goal_line_scores_three() {
    let kick = max_field_goal();
    assert!(kick < 99);
    let (game, _, events) = field_goal_from(100 - kick, false);
    assert!(events.contains(&Event::Kicked {
        team: Side::Home,
        kind: KickKind::FieldGoal,
        from: 100 - kick,
        yards: kick,
        bonus: 0
    }));
    assert_eq!(game.score(Side::Home), 3);
    assert_eq!(game.pending(), Pending::KickoffKind);
    assert_eq!(game.waiting_on().to_vec(), vec![HOME_D]);
}

#[test]
fn k5_a_field_goal_costs_no_card() {
    let (game, _, _) = field_goal_from(70, false);
    let discards: u32 = game
        .deck_of(Role::Offense)
        .discard()
        .iter()
        .map(|&n| u32::from(n))
        .sum();
    assert_eq!(discards, 0);
}

#[test]
fn k5_a_field_goal_may_be_tried_on_any_down() {
    let setup = std_setup();
    for down in 1..=4 {
        let (game, _) = snap(&setup, 60, down, 10, &["halfback-dive"], &[]);
        let mut options = Vec::new();
        game.legal(HOME_O, &mut options);
        assert!(options.contains(&Decision::FieldGoal), "down {down}");
    }
}

#[test]
fn k5_a_missed_field_goal_gives_the_defense_the_ball_at_the_spot_of_the_kick() {
    let kick = max_field_goal();
    let ball = 99 - kick;
    let (game, _, events) = field_goal_from(ball, false);
    assert!(events.contains(&Event::FieldGoalMissed { team: Side::Home }));
    assert!(events.contains(&Event::Turnover {
        cause: TurnoverCause::MissedFieldGoal,
        to: Side::Away,
        spot: 100 - ball
    }));
    assert_eq!(game.score(Side::Home), 0);
    assert_eq!(sdl(&game), (Side::Away, 100 - ball, 1, 110 - ball));
}

#[test]
fn k5_x_and_x_block_the_field_goal() {
    let setup = std_setup();
    let (mut game, mut script) = snap(&setup, 70, 4, 10, &["halfback-dive"], &[]);
    script.referee(Symbol::X).play(Symbol::X);
    let events = kick_call(&mut game, &mut script, Decision::FieldGoal, false, false);
    assert!(script.is_used_up());
    assert!(events.contains(&Event::Blocked {
        team: Side::Home,
        kind: KickKind::FieldGoal
    }));
    assert!(events.contains(&Event::Turnover {
        cause: TurnoverCause::BlockedFieldGoal,
        to: Side::Away,
        spot: 30
    }));
    assert_eq!(sdl(&game), (Side::Away, 30, 1, 40));
}

/// Home punts from its 30 on 4th & 10 after both kick.
fn punt_position(to_go: i16, defense_fakes: bool) -> (Game, Script) {
    let setup = std_setup();
    let (mut game, mut script) = snap(&setup, 30, 4, to_go, &["halfback-dive"; 2], &[]);
    kick_call(&mut game, &mut script, Decision::Punt, false, defense_fakes);
    assert_eq!(game.pending(), Pending::PuntMode);
    (game, script)
}

fn punt_dice(script: &mut Script, skip: Option<u8>, which: Face) -> i16 {
    script_special(
        script,
        &std_setup(),
        Side::Home,
        SpecialRoll::Punt,
        skip,
        which,
    )
}

#[test]
fn k6_option_one_rolls_every_punt_die_and_the_receivers_may_fair_catch() {
    let (mut game, mut script) = punt_position(10, false);
    let distance = punt_dice(&mut script, None, Face::Min);
    let events = act(&mut game, &mut script, HOME_O, Decision::PuntAllDice);
    assert!(events.contains(&Event::Kicked {
        team: Side::Home,
        kind: KickKind::Punt,
        from: 30,
        yards: distance,
        bonus: 0
    }));
    assert_eq!(game.pending(), Pending::FairCatchOrReturn);
    assert_eq!(game.waiting_on().to_vec(), vec![AWAY_D]);
    let landing = 30 + distance;
    let events = act(&mut game, &mut script, AWAY_D, Decision::FairCatch);
    assert!(events.contains(&Event::FairCatch { team: Side::Away }));
    assert_eq!(sdl(&game), (Side::Away, 100 - landing, 1, 110 - landing));
}

#[test]
fn k6_a_punt_beyond_the_goal_line_is_a_touchback() {
    let setup = std_setup();
    let distance: i16 = setup
        .team(Side::Home)
        .special
        .punt
        .iter()
        .map(|d| i16::from(face(&d.die, Face::Max)))
        .sum();
    let (mut game, mut script) = snap(&setup, 100 - distance, 4, 10, &["halfback-dive"; 2], &[]);
    kick_call(&mut game, &mut script, Decision::Punt, false, false);
    punt_dice(&mut script, None, Face::Max);
    let events = act(&mut game, &mut script, HOME_O, Decision::PuntAllDice);
    assert!(events.contains(&Event::Touchback { team: Side::Away }));
    assert_eq!(sdl(&game), (Side::Away, 20, 1, 30));
}

fn punt_and_return(symbol: Symbol) -> (Game, Script, i16, i16, Vec<Event>) {
    let (mut game, mut script) = punt_position(10, false);
    let distance = punt_dice(&mut script, None, Face::Min);
    act(&mut game, &mut script, HOME_O, Decision::PuntAllDice);
    let caught = 100 - (30 + distance);
    let setup = game.setup().clone();
    let yards = script_special(
        &mut script,
        &setup,
        Side::Away,
        SpecialRoll::PuntReturn,
        None,
        Face::Max,
    );
    script.play(symbol);
    let events = act(&mut game, &mut script, AWAY_D, Decision::ReturnPunt);
    (game, script, caught, yards, events)
}

#[test]
fn k6_a_return_rolls_the_return_dice_from_the_catch() {
    let (game, script, caught, yards, _) = punt_and_return(Symbol::Hail);
    assert!(script.is_used_up());
    assert_eq!(
        sdl(&game),
        (Side::Away, caught + yards, 1, caught + yards + 10)
    );
}

#[test]
fn k6_a_return_with_x_gains_nothing() {
    let (game, _, caught, _, _) = punt_and_return(Symbol::X);
    assert_eq!(sdl(&game), (Side::Away, caught, 1, caught + 10));
}

#[test]
fn k6_a_return_with_breakaway_rerolls_and_adds() {
    let (mut game, mut script) = punt_position(10, false);
    let distance = punt_dice(&mut script, None, Face::Max);
    act(&mut game, &mut script, HOME_O, Decision::PuntAllDice);
    let caught = 100 - (30 + distance);
    let setup = game.setup().clone();
    let mut yards = script_special(
        &mut script,
        &setup,
        Side::Away,
        SpecialRoll::PuntReturn,
        None,
        Face::Min,
    );
    script.play(Symbol::Breakaway);
    yards += script_special(
        &mut script,
        &setup,
        Side::Away,
        SpecialRoll::PuntReturn,
        None,
        Face::Min,
    );
    script.play(Symbol::T);
    act(&mut game, &mut script, AWAY_D, Decision::ReturnPunt);
    assert!(script.is_used_up());
    assert_eq!(
        sdl(&game),
        (Side::Away, caught + yards, 1, caught + yards + 10)
    );
}

#[test]
fn k6_a_return_with_t_then_referee_t_is_a_muff_the_kickers_recover() {
    let (mut game, mut script) = punt_position(10, false);
    let distance = punt_dice(&mut script, None, Face::Min);
    act(&mut game, &mut script, HOME_O, Decision::PuntAllDice);
    let caught = 100 - (30 + distance);
    let setup = game.setup().clone();
    let yards = script_special(
        &mut script,
        &setup,
        Side::Away,
        SpecialRoll::PuntReturn,
        None,
        Face::Min,
    );
    script.play(Symbol::T).referee(Symbol::T);
    let events = act(&mut game, &mut script, AWAY_D, Decision::ReturnPunt);
    let spot = 100 - (caught + yards);
    assert!(events.contains(&Event::Turnover {
        cause: TurnoverCause::MuffedPunt,
        to: Side::Home,
        spot
    }));
    assert_eq!(sdl(&game), (Side::Home, spot, 1, spot + 10));
}

/// Option 2: punt die 0 replaced by the play die showing `symbol`.
fn option_two(to_go: i16, symbol: Symbol) -> (Game, Script, i16) {
    let (game, mut script) = punt_position(to_go, false);
    let distance = punt_dice(&mut script, Some(0), Face::Min);
    script.play(symbol);
    (game, script, distance)
}

fn option_two_kick(game: &mut Game, script: &mut Script) -> Vec<Event> {
    act(game, script, HOME_O, Decision::PuntReplacingDie(0))
}

#[test]
fn k6_option_two_x_is_a_blocked_punt() {
    let (mut game, mut script, _) = option_two(10, Symbol::X);
    let events = option_two_kick(&mut game, &mut script);
    assert!(script.is_used_up());
    assert!(events.contains(&Event::Blocked {
        team: Side::Home,
        kind: KickKind::Punt
    }));
    assert!(events.contains(&Event::Turnover {
        cause: TurnoverCause::BlockedPunt,
        to: Side::Away,
        spot: 70
    }));
    assert_eq!(sdl(&game), (Side::Away, 70, 1, 80));
}

#[test]
fn k6_option_two_breakaway_adds_the_extra_bounce() {
    let (mut game, mut script, distance) = option_two(10, Symbol::Breakaway);
    let setup = game.setup().clone();
    let bounce = script_special(
        &mut script,
        &setup,
        Side::Home,
        SpecialRoll::ExtraBounce,
        None,
        Face::Min,
    );
    let events = option_two_kick(&mut game, &mut script);
    assert!(events.contains(&Event::Kicked {
        team: Side::Home,
        kind: KickKind::Punt,
        from: 30,
        yards: distance + bounce,
        bonus: 0
    }));
    assert_eq!(game.pending(), Pending::FairCatchOrReturn);
    act(&mut game, &mut script, AWAY_D, Decision::FairCatch);
    let landing = 30 + distance + bounce;
    assert_eq!(sdl(&game), (Side::Away, 100 - landing, 1, 110 - landing));
}

#[test]
fn k6_option_two_t_then_referee_t_the_kickers_recover_downfield() {
    let (mut game, mut script, distance) = option_two(10, Symbol::T);
    script.referee(Symbol::T);
    let events = option_two_kick(&mut game, &mut script);
    assert!(events.contains(&Event::KickingTeamRecovered { team: Side::Home }));
    let landing = 30 + distance;
    assert_eq!(sdl(&game), (Side::Home, landing, 1, landing + 10));
    assert_eq!(game.pending(), Pending::OffenseCall { try_snap: false });
}

#[test]
fn k6_option_two_t_without_referee_t_is_an_ordinary_punt() {
    let (mut game, mut script, distance) = option_two(10, Symbol::T);
    script.referee(Symbol::D);
    option_two_kick(&mut game, &mut script);
    assert_eq!(game.pending(), Pending::FairCatchOrReturn);
    act(&mut game, &mut script, AWAY_D, Decision::FairCatch);
    assert_eq!(game.ball(), 100 - (30 + distance));
}

#[test]
fn k6_option_two_p_defensive_penalty_repeats_the_punt_from_the_new_spot() {
    let (mut game, mut script, _) = option_two(10, Symbol::P);
    script.referee(Symbol::D).penalty("5");
    option_two_kick(&mut game, &mut script);
    assert_eq!(game.waiting_on().to_vec(), vec![HOME_O]);
    act(&mut game, &mut script, HOME_O, Decision::AcceptPenalty);
    assert_eq!(sdl(&game), (Side::Home, 35, 4, 40));
    assert_eq!(game.pending(), Pending::PuntMode);
    let distance = punt_dice(&mut script, None, Face::Min);
    act(&mut game, &mut script, HOME_O, Decision::PuntAllDice);
    act(&mut game, &mut script, AWAY_D, Decision::FairCatch);
    assert_eq!(game.ball(), 100 - (35 + distance));
}

#[test]
fn k6_option_two_p_defensive_penalty_reaching_the_line_gives_the_kickers_a_first_down() {
    let (mut game, mut script, _) = option_two(5, Symbol::P);
    script.referee(Symbol::D).penalty("5");
    option_two_kick(&mut game, &mut script);
    act(&mut game, &mut script, HOME_O, Decision::AcceptPenalty);
    assert_eq!(sdl(&game), (Side::Home, 35, 1, 45));
    assert_eq!(game.pending(), Pending::OffenseCall { try_snap: false });
}

#[test]
fn k6_option_two_p_5a_on_the_defense_gives_the_kickers_a_first_down() {
    let (mut game, mut script, _) = option_two(10, Symbol::P);
    script.referee(Symbol::D).penalty("5A");
    option_two_kick(&mut game, &mut script);
    act(&mut game, &mut script, HOME_O, Decision::AcceptPenalty);
    assert_eq!(sdl(&game), (Side::Home, 35, 1, 45));
}

#[test]
fn k6_option_two_p_offensive_penalty_repeats_the_punt_from_further_back() {
    let (mut game, mut script, _) = option_two(10, Symbol::P);
    script.referee(Symbol::O).penalty("10");
    option_two_kick(&mut game, &mut script);
    assert_eq!(game.waiting_on().to_vec(), vec![AWAY_D]);
    act(&mut game, &mut script, AWAY_D, Decision::AcceptPenalty);
    assert_eq!(sdl(&game), (Side::Home, 20, 4, 40));
    assert_eq!(game.pending(), Pending::PuntMode);
}

#[test]
fn k6_option_two_p_declined_or_unflagged_punts_as_rolled() {
    for flagged in [true, false] {
        let (mut game, mut script, distance) = option_two(10, Symbol::P);
        if flagged {
            script.referee(Symbol::D).penalty("15");
        } else {
            script.referee(Symbol::Blank).penalty("15");
        }
        option_two_kick(&mut game, &mut script);
        if flagged {
            act(&mut game, &mut script, HOME_O, Decision::DeclinePenalty);
        }
        assert_eq!(game.pending(), Pending::FairCatchOrReturn);
        act(&mut game, &mut script, AWAY_D, Decision::FairCatch);
        assert_eq!(game.ball(), 100 - (30 + distance));
    }
}

#[test]
fn k6_option_two_hail_is_out_of_bounds_without_return() {
    let (mut game, mut script, distance) = option_two(10, Symbol::Hail);
    let events = option_two_kick(&mut game, &mut script);
    assert!(events.contains(&Event::FairCatch { team: Side::Away }));
    let landing = 30 + distance;
    assert_eq!(sdl(&game), (Side::Away, 100 - landing, 1, 110 - landing));
    assert_eq!(game.pending(), Pending::OffenseCall { try_snap: false });
}

#[test]
fn k7_kick_kick_kicks_as_usual() {
    let (mut game, mut script) = punt_position(10, false);
    let distance = punt_dice(&mut script, None, Face::Min);
    let events = act(&mut game, &mut script, HOME_O, Decision::PuntAllDice);
    assert!(events.contains(&Event::Kicked {
        team: Side::Home,
        kind: KickKind::Punt,
        from: 30,
        yards: distance,
        bonus: 0
    }));
    act(&mut game, &mut script, AWAY_D, Decision::FairCatch);
    assert_eq!(game.ball(), 100 - (30 + distance));
}

#[test]
fn k7_kick_fake_adds_five_yards_to_the_punt() {
    let (mut game, mut script) = punt_position(10, true);
    let distance = punt_dice(&mut script, None, Face::Min);
    let events = act(&mut game, &mut script, HOME_O, Decision::PuntAllDice);
    assert!(events.contains(&Event::Kicked {
        team: Side::Home,
        kind: KickKind::Punt,
        from: 30,
        yards: distance + 5,
        bonus: 5
    }));
    act(&mut game, &mut script, AWAY_D, Decision::FairCatch);
    assert_eq!(game.ball(), 100 - (30 + distance + 5));
}

#[test]
fn k7_kick_fake_adds_five_yards_to_the_field_goal() {
    let kick = max_field_goal();
    let (game, _, events) = field_goal_from(95 - kick, true);
    assert!(events.contains(&Event::FakeKickRevealed {
        offense_fakes: false,
        defense_fakes: true
    }));
    assert!(events.contains(&Event::Kicked {
        team: Side::Home,
        kind: KickKind::FieldGoal,
        from: 95 - kick,
        yards: kick + 5,
        bonus: 5
    }));
    assert_eq!(game.score(Side::Home), 3);
}

#[test]
fn k7_fake_kick_runs_a_snap_without_black_dice() {
    let setup = std_setup();
    let o = offense_play(&setup, "halfback-dive");
    let d = defense_with_colours(&setup, o);
    let mut script = Script::new(&setup);
    let mut game = Game::at_snap(setup.clone(), Side::Home, 30, 4, 1, &mut script.dice);
    game.set_timeouts(Side::Home, 0);
    game.set_timeouts(Side::Away, 0);
    assert!(game.arrange_hand(Role::Offense, &[o, o]));
    assert!(game.arrange_hand(Role::Defense, &[d]));
    let events = kick_call(&mut game, &mut script, Decision::Punt, true, false);
    assert!(events.contains(&Event::FakeKickRevealed {
        offense_fakes: true,
        defense_fakes: false
    }));
    assert_eq!(game.pending(), Pending::Card { fake: true });
    let roll = script_cell(
        &mut script,
        &setup,
        Side::Home,
        o,
        d,
        Face::Max,
        Symbol::Hail,
        Face::Min,
        true,
    );
    assert_eq!(roll.black, 0);
    act(&mut game, &mut script, HOME_O, Decision::Card(o));
    let events = act(&mut game, &mut script, AWAY_D, Decision::Card(d));
    assert!(script.is_used_up());
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::PlaysRevealed { fake: true, .. })));
    assert_eq!(
        sdl(&game),
        (Side::Home, 30 + roll.coloured, 1, 40 + roll.coloured)
    );
}

#[test]
fn k7_fake_fake_stops_the_fake_with_a_turnover_at_the_spot() {
    let setup = std_setup();
    let (mut game, mut script) = snap(&setup, 30, 4, 10, &["halfback-dive"; 2], &[]);
    let events = kick_call(&mut game, &mut script, Decision::FieldGoal, true, true);
    assert_eq!(dice_rolled(&events), 0);
    assert!(events.contains(&Event::Turnover {
        cause: TurnoverCause::FakeStopped,
        to: Side::Away,
        spot: 70
    }));
    assert_eq!(sdl(&game), (Side::Away, 70, 1, 80));
}

#[test]
fn k7_a_fake_needs_a_playable_offense_card() {
    let setup = std_setup();
    // Ball 95: a hand of only Screen (red zone 10) holds no card the fake could play (P8).
    let (mut game, mut script) = snap(&setup, 95, 4, 5, &["screen"], &[]);
    act(&mut game, &mut script, HOME_O, Decision::FieldGoal);
    let mut options = Vec::new();
    game.legal(HOME_O, &mut options);
    assert_eq!(options, vec![Decision::Kick]);
    game.legal(AWAY_D, &mut options);
    assert_eq!(options, vec![Decision::Kick, Decision::Fake]);
}

#[test]
fn k6_punts_only_on_fourth_down() {
    let setup = std_setup();
    for down in 1..=4 {
        let (game, _) = snap(&setup, 30, down, 10, &["halfback-dive"], &[]);
        let mut options = Vec::new();
        game.legal(HOME_O, &mut options);
        assert_eq!(options.contains(&Decision::Punt), down == 4, "down {down}");
    }
}

#[test]
fn k6_a_punt_costs_no_card() {
    let (game, _) = punt_position(10, false);
    assert_eq!(game.deck_of(Role::Offense).discard_len(), 0);
    assert_eq!(game.deck_of(Role::Offense).hand_len(), 2);
}

#[test]
fn k6_a_punt_return_rolls_the_receivers_green_die_and_the_play_die() {
    let setup = std_setup();
    let return_dice = &setup.team(Side::Away).special.punt_return;
    assert_eq!(return_dice.len(), 1);
    assert_eq!(return_dice[0].name, "green");
    assert_eq!(
        return_dice[0].die,
        *setup.team(Side::Away).dice.colour(Colour::Green)
    );
    let (_, script, _, yards, events) = punt_and_return(Symbol::Hail);
    assert!(script.is_used_up());
    let rolled: Vec<DieRef> = events
        .iter()
        .filter_map(|e| match e {
            Event::DieRolled { die, .. } => Some(*die),
            _ => None,
        })
        .collect();
    assert_eq!(
        rolled,
        vec![
            DieRef::Special {
                roll: SpecialRoll::PuntReturn,
                index: 0
            },
            DieRef::Play
        ]
    );
    assert_eq!(
        yards,
        i16::from(face(
            setup.team(Side::Away).dice.colour(Colour::Green),
            Face::Max
        ))
    );
}

/// Home punts from its 30 (all dice, lowest faces); Away returns with P on the play die and the
/// referee showing `referee`. Returns the game, the return spot in Away's yards.
fn punt_return_flagged(referee: Symbol, penalty: &str) -> (Game, Script, i16) {
    let (mut game, mut script) = punt_position(10, false);
    let distance = punt_dice(&mut script, None, Face::Min);
    act(&mut game, &mut script, HOME_O, Decision::PuntAllDice);
    let caught = 100 - (30 + distance);
    let setup = game.setup().clone();
    let yards = script_special(
        &mut script,
        &setup,
        Side::Away,
        SpecialRoll::PuntReturn,
        None,
        Face::Min,
    );
    script.play(Symbol::P).referee(referee).penalty(penalty);
    act(&mut game, &mut script, AWAY_D, Decision::ReturnPunt);
    (game, script, caught + yards)
}

#[test]
fn k6_p_on_a_punt_return_applies_a_penalty_on_the_kickers_to_the_return_spot() {
    let (mut game, mut script, spot) = punt_return_flagged(Symbol::D, "15");
    assert!(spot + 15 < 100);
    // Spots in the kicking team's (the offense's) yards.
    assert_eq!(
        game.pending(),
        Pending::Penalty {
            against: Side::Home,
            face: PenaltyFace::parse("15").unwrap(),
            spot_if_accepted: 100 - (spot + 15),
            spot_if_declined: 100 - spot,
        }
    );
    assert_eq!(game.waiting_on().to_vec(), vec![AWAY_D]);
    act(&mut game, &mut script, AWAY_D, Decision::AcceptPenalty);
    assert!(script.is_used_up());
    assert_eq!(sdl(&game), (Side::Away, spot + 15, 1, spot + 25));
}

#[test]
fn k6_p_on_a_punt_return_penalty_on_the_receivers_moves_them_back_unless_declined() {
    for accept in [true, false] {
        let (mut game, mut script, spot) = punt_return_flagged(Symbol::O, "10");
        assert_eq!(game.waiting_on().to_vec(), vec![HOME_O]);
        let decision = if accept {
            Decision::AcceptPenalty
        } else {
            Decision::DeclinePenalty
        };
        act(&mut game, &mut script, HOME_O, decision);
        let expected = if accept {
            if spot > 10 {
                spot - 10
            } else {
                spot - spot / 2
            }
        } else {
            spot
        };
        assert_eq!(sdl(&game), (Side::Away, expected, 1, expected + 10));
    }
}

#[test]
fn k6_p_on_a_punt_return_without_a_flag_keeps_the_return() {
    let (game, script, spot) = punt_return_flagged(Symbol::Blank, "5");
    assert!(script.is_used_up());
    assert_eq!(sdl(&game), (Side::Away, spot, 1, spot + 10));
}

#[test]
fn k6_a_punt_reports_its_net_from_the_line_of_scrimmage_to_the_next_spot() {
    // Fair catch: the net is the distance.
    let (mut game, mut script) = punt_position(10, false);
    let distance = punt_dice(&mut script, None, Face::Min);
    act(&mut game, &mut script, HOME_O, Decision::PuntAllDice);
    let events = act(&mut game, &mut script, AWAY_D, Decision::FairCatch);
    assert!(events.contains(&Event::PuntEnded {
        team: Side::Home,
        net: distance
    }));
    // A return: the return yards come off.
    let (_, _, caught, yards, events) = punt_and_return(Symbol::Hail);
    let distance = 100 - caught - 30;
    assert!(events.contains(&Event::PuntEnded {
        team: Side::Home,
        net: distance - yards
    }));
}
