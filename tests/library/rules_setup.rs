//! Setup (S), dice (D) and coaches (M), each test named after its rule ID.

use crate::common;

use std::sync::Arc;

use common::rules::*;
use common::{act, defense_play, offense_play, Script};
use gridiron::games::first_and_goal::data::model::{PenaltyFace, Symbol, DECK_SIZE};
use gridiron::games::first_and_goal::dice::DieRef;
use gridiron::games::first_and_goal::engine::{
    Coin, Decision, Event, Game, Half, Illegal, OptionalRules, Pending, Role, Seat, Side, HAND_SIZE,
};

/// Home at its own 30, deck empty, one card in hand: a kneel ends the half (C1).
fn kneel_out_the_half(half: Half, score: (u16, u16)) -> (Game, Script, Vec<Event>) {
    let setup = std_setup();
    let (mut game, mut script) = snap(&setup, 30, 1, 10, &["halfback-dive"], &[]);
    game.exhaust_draw_pile(Role::Offense);
    game.set_half(half);
    game.set_score(score.0, score.1);
    let discard = offense_play(&setup, "halfback-dive");
    let events = act(&mut game, &mut script, HOME_O, Decision::Kneel { discard });
    (game, script, events)
}

#[test]
fn s1_away_calls_the_coin_and_the_winner_may_receive() {
    let setup = std_setup();
    let mut script = Script::new(&setup);
    let mut game = Game::new(setup.clone());
    assert_eq!(game.pending(), Pending::CoinCall);
    assert_eq!(game.waiting_on().to_vec(), vec![AWAY_O]);
    let mut events = Vec::new();
    assert_eq!(
        game.apply(
            HOME_O,
            Decision::CallCoin(Coin::Heads),
            &mut script.dice,
            &mut events
        ),
        Err(Illegal::NotYourTurn { seat: HOME_O })
    );
    let events = act(
        &mut game,
        &mut script,
        AWAY_O,
        Decision::CallCoin(Coin::Tails),
    );
    let (caller, call, landed, winner) = events
        .iter()
        .find_map(|e| match *e {
            Event::CoinTossed {
                caller,
                call,
                landed,
                winner,
            } => Some((caller, call, landed, winner)),
            _ => None,
        })
        .unwrap();
    assert_eq!(caller, Side::Away);
    assert_eq!(call, Coin::Tails);
    assert_eq!(winner == Side::Away, landed == call);
    assert_eq!(game.pending(), Pending::ReceiveOrDefer);
    assert_eq!(
        game.waiting_on().to_vec(),
        vec![Seat::new(winner, Role::Offense)]
    );
    let events = act(
        &mut game,
        &mut script,
        Seat::new(winner, Role::Offense),
        Decision::Receive,
    );
    assert!(events.contains(&Event::KickoffChosen {
        kicking: winner.other(),
        kind: gridiron::games::first_and_goal::engine::KickoffKind::Normal
    }));
    assert_eq!(game.offense(), winner);
    assert_eq!(game.pending(), Pending::KickoffReturn);
    assert_eq!(
        game.waiting_on().to_vec(),
        vec![Seat::new(winner, Role::Offense)]
    );
}

#[test]
fn s1_deferring_gives_the_opening_kickoff_to_the_other_team() {
    let setup = std_setup();
    let mut script = Script::new(&setup);
    let mut game = Game::new(setup.clone());
    let events = act(
        &mut game,
        &mut script,
        AWAY_O,
        Decision::CallCoin(Coin::Heads),
    );
    let winner = events
        .iter()
        .find_map(|e| match *e {
            Event::CoinTossed { winner, .. } => Some(winner),
            _ => None,
        })
        .unwrap();
    act(
        &mut game,
        &mut script,
        Seat::new(winner, Role::Offense),
        Decision::Defer,
    );
    assert_eq!(game.offense(), winner.other());
    assert_eq!(game.pending(), Pending::KickoffReturn);
}

#[test]
fn s1_the_other_team_receives_the_second_half_kickoff() {
    // at_snap makes Home the opening receiver; Away receives after the half.
    let (game, _, events) = kneel_out_the_half(Half::First, (0, 0));
    assert!(events.contains(&Event::HalfEnded { half: Half::First }));
    assert!(events.contains(&Event::KickoffChosen {
        kicking: Side::Home,
        kind: gridiron::games::first_and_goal::engine::KickoffKind::Normal
    }));
    assert_eq!(game.half(), Half::Second);
    assert_eq!(game.offense(), Side::Away);
    assert_eq!(game.pending(), Pending::KickoffReturn);
}

#[test]
fn s2_the_score_starts_at_zero_with_three_timeouts_each() {
    let game = Game::new(std_setup());
    assert_eq!(game.score(Side::Home), 0);
    assert_eq!(game.score(Side::Away), 0);
    assert_eq!(game.timeouts(Side::Home), 3);
    assert_eq!(game.timeouts(Side::Away), 3);
    assert_eq!(game.half(), Half::First);
}

#[test]
fn s3_both_coaches_hold_a_fake_and_a_kick_choice_before_a_kick() {
    let setup = std_setup();
    let (mut game, mut script) = snap(&setup, 30, 4, 10, &["halfback-dive", "sweep"], &[]);
    act(&mut game, &mut script, HOME_O, Decision::Punt);
    assert_eq!(game.pending(), Pending::FakeOrKick { field_goal: false });
    assert_eq!(game.waiting_on().to_vec(), vec![HOME_O, AWAY_D]);
    let mut options = Vec::new();
    for seat in [HOME_O, AWAY_D] {
        game.legal(seat, &mut options);
        assert_eq!(options, vec![Decision::Kick, Decision::Fake], "{seat:?}");
    }
}

#[test]
fn s4_each_coach_shuffles_a_60_card_deck_and_draws_8() {
    let setup = std_setup();
    let offense_cards: usize = setup
        .cards
        .offense
        .iter()
        .map(|p| usize::from(p.copies))
        .sum();
    let defense_cards: usize = setup
        .cards
        .defense
        .iter()
        .map(|p| usize::from(p.copies))
        .sum();
    assert_eq!(offense_cards, DECK_SIZE);
    assert_eq!(defense_cards, DECK_SIZE);
    let (game, _, _) = opening_kickoff(&setup);
    for role in [Role::Offense, Role::Defense] {
        let deck = game.deck_of(role);
        assert_eq!(deck.total(), 60, "{role:?}");
        assert_eq!(deck.hand_len(), HAND_SIZE, "{role:?}");
        assert_eq!(deck.draw_len(), 52, "{role:?}");
        assert_eq!(deck.discard_len(), 0, "{role:?}");
    }
}

#[test]
fn s4_played_cards_go_face_up_on_their_decks_discard_pile() {
    let setup = std_setup();
    let (mut game, mut script) = snap(&setup, 30, 1, 10, &["slant"], &["cover-3"]);
    let o = offense_play(&setup, "slant");
    let d = defense_play(&setup, "cover-3");
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
    play_cards(&mut game, &mut script, o, d);
    assert_eq!(game.deck_of(Role::Offense).discard()[usize::from(o)], 1);
    assert_eq!(game.deck_of(Role::Offense).discard_len(), 1);
    assert_eq!(game.deck_of(Role::Defense).discard()[usize::from(d)], 1);
    assert_eq!(game.deck_of(Role::Defense).discard_len(), 1);
    assert_eq!(game.table().decks[0].discards[usize::from(o)], 1);
}

#[test]
fn s5_a_new_half_reshuffles_full_decks_and_restores_timeouts() {
    let (game, _, events) = kneel_out_the_half(Half::First, (0, 0));
    assert!(events.contains(&Event::HalfStarted { half: Half::Second }));
    assert_eq!(game.timeouts(Side::Home), 3);
    assert_eq!(game.timeouts(Side::Away), 3);
    for role in [Role::Offense, Role::Defense] {
        let deck = game.deck_of(role);
        assert_eq!(deck.discard_len(), 0, "{role:?}");
        assert_eq!(deck.hand_len(), 8, "{role:?}");
        assert_eq!(deck.draw_len(), 52, "{role:?}");
    }
}

#[test]
fn d1_a_team_has_six_coloured_dice_and_a_black_die_with_six_integer_faces() {
    let setup = std_setup();
    let base = &setup.team(Side::Home).dice;
    // Published faces of the base team (shared/reference/team-dice.csv, row Base).
    let published: [[i8; 6]; 7] = [
        [0, 1, 1, 2, 3, 5],
        [1, 2, 3, 5, 6, 7],
        [3, 4, 5, 7, 8, 9],
        [5, 6, 8, 9, 10, 10],
        [7, 8, 9, 10, 12, 14],
        [10, 10, 10, 12, 14, 16],
        [-5, -4, -3, -1, 0, 1],
    ];
    assert_eq!(base.colours.len(), 6);
    for (i, die) in base.colours.iter().enumerate() {
        assert_eq!(die.faces.len(), 6);
        assert_eq!(die.faces, published[i], "colour {i}");
    }
    assert_eq!(base.black.faces, published[6]);
    assert!(base.black.faces.iter().any(|&f| f < 0));
}

#[test]
fn d2_white_dice_faces_are_as_ruled() {
    let white = &common::library().white;
    let sorted = |faces: &[Symbol]| {
        let mut ids: Vec<&str> = faces.iter().map(|s| s.id()).collect();
        ids.sort();
        ids
    };
    assert_eq!(
        sorted(&white.play),
        sorted(&[
            Symbol::X,
            Symbol::Breakaway,
            Symbol::Breakaway,
            Symbol::T,
            Symbol::P,
            Symbol::Hail
        ])
    );
    assert_eq!(
        sorted(&white.referee),
        sorted(&[
            Symbol::T,
            Symbol::D,
            Symbol::O,
            Symbol::X,
            Symbol::Mary,
            Symbol::Blank
        ])
    );
    let count = |text: &str| {
        let face = PenaltyFace::parse(text).unwrap();
        white.penalty.iter().filter(|&&f| f == face).count()
    };
    assert_eq!(
        (count("5"), count("5A"), count("10"), count("15")),
        (2, 1, 2, 1)
    );
}

#[test]
fn d3_the_offense_rolls_its_coloured_dice_and_the_defense_its_black_die() {
    let setup = std_setup();
    let mut script = Script::new(&setup);
    let mut game = Game::at_snap(setup.clone(), Side::Away, 30, 1, 10, &mut script.dice);
    game.set_timeouts(Side::Home, 0);
    game.set_timeouts(Side::Away, 0);
    let o = offense_play(&setup, "slant");
    let d = defense_with_colours(&setup, o);
    assert!(game.arrange_hand(Role::Offense, &[o]));
    assert!(game.arrange_hand(Role::Defense, &[d]));
    let c = cell(&setup, o, d);
    script_cell(
        &mut script,
        &setup,
        Side::Away,
        o,
        d,
        Face::Min,
        Symbol::X,
        Face::Min,
        false,
    );
    let events = play_cards(&mut game, &mut script, o, d);
    let rolled = |team: Side, black: bool| {
        events
            .iter()
            .filter(|e| match e {
                Event::DieRolled { team: t, die, .. } => {
                    *t == Some(team) && (matches!(die, DieRef::Black) == black)
                }
                _ => false,
            })
            .count()
    };
    assert_eq!(rolled(Side::Away, false), c.colours.len());
    assert_eq!(rolled(Side::Away, true), 0);
    assert_eq!(rolled(Side::Home, true), usize::from(c.black));
    assert_eq!(rolled(Side::Home, false), 0);
    assert!(script.is_used_up());
}

#[test]
fn m1_one_coach_per_team_plays_its_offense_and_its_defense() {
    let setup = std_setup();
    let (mut game, mut script) = snap(&setup, 40, 4, 10, &["slant"], &["cover-3"]);
    let o = offense_play(&setup, "slant");
    let d = defense_play(&setup, "cover-3");
    assert_eq!(game.waiting_on().to_vec(), vec![HOME_O]);
    act(&mut game, &mut script, HOME_O, Decision::NormalPlay);
    assert_eq!(game.waiting_on().to_vec(), vec![HOME_O, AWAY_D]);
    assert!(game.owes(HOME_O) && game.owes(AWAY_D));
    assert!(!game.owes(HOME_D) && !game.owes(AWAY_O));
    let roll = script_cell(
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
    assert!(roll.black < 0);
    act(&mut game, &mut script, HOME_O, Decision::Card(o));
    assert_eq!(game.waiting_on().to_vec(), vec![AWAY_D]);
    act(&mut game, &mut script, AWAY_D, Decision::Card(d));
    // Turnover on downs: the same teams now sit on the other side of the ball.
    assert_eq!(game.offense(), Side::Away);
    assert_eq!(game.waiting_on().to_vec(), vec![AWAY_O]);
    act(&mut game, &mut script, AWAY_O, Decision::NormalPlay);
    assert_eq!(game.waiting_on().to_vec(), vec![AWAY_O, HOME_D]);
}

#[test]
fn m2_the_defense_coach_owes_timeouts_fake_kick_and_return_choices_on_defense() {
    let setup = std_setup();
    let (mut game, mut script) = snap(&setup, 30, 4, 10, &["halfback-dive"], &[]);
    game.set_timeouts(Side::Away, 3);
    act(&mut game, &mut script, HOME_O, Decision::Punt);
    assert_eq!(game.pending(), Pending::DefenseTimeout);
    assert_eq!(game.waiting_on().to_vec(), vec![AWAY_D]);
    act(&mut game, &mut script, AWAY_D, Decision::Pass);
    assert_eq!(game.waiting_on().to_vec(), vec![HOME_O, AWAY_D]);
    act(&mut game, &mut script, AWAY_D, Decision::Kick);
    assert_eq!(game.waiting_on().to_vec(), vec![HOME_O]);
    act(&mut game, &mut script, HOME_O, Decision::Kick);
    assert_eq!(game.pending(), Pending::PuntMode);
    assert_eq!(game.waiting_on().to_vec(), vec![HOME_O]);
    script_special(
        &mut script,
        &setup,
        Side::Home,
        gridiron::games::first_and_goal::data::model::SpecialRoll::Punt,
        None,
        Face::Min,
    );
    act(&mut game, &mut script, HOME_O, Decision::PuntAllDice);
    assert_eq!(game.pending(), Pending::FairCatchOrReturn);
    assert_eq!(game.waiting_on().to_vec(), vec![AWAY_D]);
    assert!(!game.owes(AWAY_O));
}

fn shared_setup(share: bool) -> Arc<gridiron::games::first_and_goal::engine::Setup> {
    let mut setup = (*common::setup(OptionalRules::default())).clone();
    setup.partners_share_hands = share;
    Arc::new(setup)
}

#[test]
fn m2_partners_see_each_others_hand_only_when_the_table_allows() {
    for share in [false, true] {
        let setup = shared_setup(share);
        let (game, _) = snap(&setup, 30, 1, 10, &[], &[]);
        let offense_hand = *game.deck_of(Role::Offense).hand();
        let defense_hand = *game.deck_of(Role::Defense).hand();
        let expect = |hand| if share { Some(hand) } else { None };
        assert_eq!(game.view(HOME_D).partner_hand, expect(offense_hand));
        assert_eq!(game.view(AWAY_O).partner_hand, expect(defense_hand));
        // The seats that hold a deck have no partner hand to see: their partners hold none.
        assert_eq!(game.view(HOME_O).partner_hand, None);
        assert_eq!(game.view(AWAY_D).partner_hand, None);
    }
}

#[test]
fn m3_a_seat_sees_its_own_hand_and_never_the_other_teams() {
    for share in [false, true] {
        let setup = shared_setup(share);
        let (game, _) = snap(&setup, 30, 1, 10, &["slant", "slant"], &["nickel"]);
        let offense_hand = *game.deck_of(Role::Offense).hand();
        let defense_hand = *game.deck_of(Role::Defense).hand();
        assert_ne!(offense_hand, defense_hand);
        assert_eq!(game.view(HOME_O).hand, Some(offense_hand));
        assert_eq!(game.view(AWAY_D).hand, Some(defense_hand));
        assert_eq!(game.view(HOME_D).hand, None);
        assert_eq!(game.view(AWAY_O).hand, None);
        for seat in [AWAY_O, AWAY_D] {
            let view = game.view(seat);
            assert_ne!(view.hand, Some(offense_hand), "{seat:?}");
            assert_ne!(view.partner_hand, Some(offense_hand), "{seat:?}");
        }
        for seat in [HOME_O, HOME_D] {
            let view = game.view(seat);
            assert_ne!(view.hand, Some(defense_hand), "{seat:?}");
            assert_ne!(view.partner_hand, Some(defense_hand), "{seat:?}");
        }
    }
}

#[test]
fn m3_an_unrevealed_choice_is_seen_only_by_its_chooser() {
    let setup = shared_setup(true);
    let (mut game, mut script) = snap(&setup, 30, 1, 10, &["slant"], &["nickel"]);
    let o = offense_play(&setup, "slant");
    act(&mut game, &mut script, HOME_O, Decision::NormalPlay);
    act(&mut game, &mut script, HOME_O, Decision::Card(o));
    assert_eq!(game.view(HOME_O).own_choice, Some(Decision::Card(o)));
    for seat in [HOME_D, AWAY_O, AWAY_D] {
        assert_eq!(game.view(seat).own_choice, None, "{seat:?}");
    }
    assert_eq!(
        game.view(AWAY_D).table.pending,
        Pending::Card { fake: false }
    );
    // The same for the secret Fake/Kick choice.
    let (mut game, mut script) = snap(&setup, 30, 4, 10, &["slant"], &[]);
    act(&mut game, &mut script, HOME_O, Decision::Punt);
    act(&mut game, &mut script, AWAY_D, Decision::Fake);
    assert_eq!(game.view(AWAY_D).own_choice, Some(Decision::Fake));
    for seat in [HOME_O, HOME_D, AWAY_O] {
        assert_eq!(game.view(seat).own_choice, None, "{seat:?}");
    }
}
