//! Games and positions the coaches' tests share.

use std::sync::Arc;

use gridiron_core::side::Side;

use crate::engine::game::{Ball, Game};
use crate::engine::setup::{Options, Setup};
use crate::Scenario;

/// The boxed teams' game, the Iron Wolves at home.
pub(crate) fn boxed_setup(options: Options) -> Arc<Setup> {
    let library = crate::data::load().expect("the shipped Battleball data loads");
    let home = library.team("Iron Wolves").expect("a boxed team");
    let away = library.team("Black Harts").expect("a boxed team");
    Arc::new(Setup::new(&library, home, away, options))
}

/// The Black Harts to move, their Tackle (d6) holding the ball on row 15, ten rows from a
/// Running Back (d20) alone on row 5; three Wolves behind both, everybody else where `tweak`
/// puts them (the locker room unless it says otherwise). Running, the Tackle gains six rows at
/// most; in the advanced game a pass puts the ball four rows from the end zone.
pub(crate) fn harts_tackle_carrying(options: Options, tweak: impl FnOnce(&mut Scenario)) -> Game {
    let setup = boxed_setup(options);
    let board = setup.board.clone();
    let at = |row: u8, x: u8| board.at(row, x).expect("a square");
    let (harts_tackle, harts_back) = (14, 12);
    let field = [
        (0, at(19, 3)),
        (3, at(19, 19)),
        (7, at(18, 2)),
        (harts_tackle, at(15, 11)),
        (harts_back, at(5, 11)),
    ];
    let mut scenario = Scenario::new(Side::Away, &field, Ball::Held(harts_tackle));
    tweak(&mut scenario);
    Game::from_scenario(setup, &scenario)
}
