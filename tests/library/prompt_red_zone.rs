//! Red-zone cards stay visible in the card prompt, not selectable, with the reason (rule P8).

use std::sync::Arc;

use gridiron::common::dice::SeededDice;
use gridiron::common::i18n::Language;
use gridiron::games::first_and_goal::engine::{Decision, Game, Role, Seat, Setup, Side};
use gridiron::shells::terminal::first_and_goal::prompt::unavailable_cards;

#[test]
fn a_bomb_at_the_opponents_15_is_shown_with_its_reason_but_not_offered() {
    let library = gridiron::games::first_and_goal::data::load(&[]).expect("shipped data");
    let team = &library.team("base").expect("base").team;
    let setup = Arc::new(Setup::new(&library, team, team, Default::default()));
    let mut dice = SeededDice::from_seed(9);
    let mut game = Game::at_snap(setup, Side::Home, 85, 1, 10, &mut dice);
    let bomb = library.cards.offense_index("bomb").expect("a bomb") as u8;
    let sweep = library.cards.offense_index("sweep").expect("a sweep") as u8;
    let dive = library
        .cards
        .offense_index("halfback-dive")
        .expect("a dive") as u8;
    assert!(game.arrange_hand(
        Role::Offense,
        &[bomb, dive, dive, dive, dive, dive, sweep, sweep]
    ));
    let (offense, defense) = (
        Seat::new(Side::Home, Role::Offense),
        Seat::new(Side::Away, Role::Defense),
    );
    let mut events = Vec::new();
    game.apply(offense, Decision::NormalPlay, &mut dice, &mut events)
        .expect("legal");
    game.apply(defense, Decision::Pass, &mut dice, &mut events)
        .expect("legal");
    let mut legal = Vec::new();
    game.legal(offense, &mut legal);
    assert!(!legal.contains(&Decision::Card(bomb)));
    let view = game.view(offense);
    for (language, reason) in [
        (
            Language::English,
            "Bomb (pass, red zone 20): not playable at the opponent's 20 or closer",
        ),
        (
            Language::German,
            "Bomb (Pass, Red Zone 20): nicht spielbar auf oder jenseits der gegnerischen 20-Yard-Linie",
        ),
    ] {
        let lines = unavailable_cards(
            &gridiron::i18n::localizer(language),
            game.setup(),
            &game,
            &view,
            &legal,
        );
        assert_eq!(lines.len(), 1, "{lines:?}");
        assert!(lines[0].starts_with(reason), "{}", lines[0]);
    }
}
