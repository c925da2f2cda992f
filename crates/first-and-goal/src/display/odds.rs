//! The chances of a choice, from the two teams' real dice, and the options worded with them: a
//! coach at the table can count the faces of the dice in hand, so the terminal counts them too.
//! Pure: the setup and the position in, chances and words out.

use crate::coach::field_value::Kicking;
use crate::coach::outcome::{snap_outcome, Pmf};
use crate::data::model::{SpecialRoll, Symbol, WhiteDice, FACES};
use crate::engine::rules::red_zone_allows;
use crate::engine::{Decision, KickoffKind, Pending, Role, SeatView, Setup, Side, FIELD};
use crate::engine::{ONSIDE_YARDS, TOUCHBACK_SPOT};

use super::words::arg;
use gridiron_core::i18n::Localizer;

/// SC1: the two-point try is one snap from the opponent's 2.
const TWO_POINT_SPOT: i16 = FIELD - 2;

/// E2: breakaway chains longer than this are rarer than one return in ten thousand.
const MAX_REROLLS: usize = 6;

fn share(faces: &[Symbol; FACES], symbol: Symbol) -> f64 {
    faces.iter().filter(|&&face| face == symbol).count() as f64 / FACES as f64
}

fn roll(setup: &Setup, team: Side, roll: SpecialRoll) -> Pmf {
    Pmf::sum_of(setup.team(team).special.dice(roll).iter().map(|d| &d.die))
}

fn at_least(pmf: &Pmf, yards: i16) -> f64 {
    pmf.iter()
        .filter(|&(y, _)| y >= yards)
        .map(|(_, p)| p)
        .sum()
}

fn percent(chance: f64) -> i64 {
    (chance * 100.0).round() as i64
}

/// K5: a field goal of `team` from `ball` scores (the block roll included).
pub fn field_goal(setup: &Setup, team: Side, ball: i16) -> f64 {
    Kicking::of(setup.team(team), &setup.white).field_goal_chance(ball)
}

/// SC1: an extra point is good unless X and X block it.
pub fn extra_point(setup: &Setup, team: Side) -> f64 {
    1.0 - Kicking::of(setup.team(team), &setup.white).block_chance
}

/// K3: the onside dice reach 10 and a T shows on the play or the referee die.
pub fn onside(setup: &Setup, kicking: Side) -> f64 {
    let white: &WhiteDice = &setup.white;
    let no_t = (1.0 - share(&white.play, Symbol::T)) * (1.0 - share(&white.referee, Symbol::T));
    at_least(&roll(setup, kicking, SpecialRoll::Onside), ONSIDE_YARDS) * (1.0 - no_t)
}

/// C6: HAIL, BREAKAWAY or blank gain the yard; P with a D on the referee die is a penalty on
/// the defense, at least the one yard needed.
pub fn sneak(setup: &Setup) -> f64 {
    let white = &setup.white;
    let play = |s| share(&white.play, s);
    play(Symbol::Hail)
        + play(Symbol::Breakaway)
        + play(Symbol::Blank)
        + play(Symbol::P) * share(&white.referee, Symbol::D)
}

/// K4: where the receivers start after a squib kick of `kicking`, in their own yards: the
/// average, the nearest and the farthest (a kick into the end zone is a touchback at the 20).
pub fn squib(setup: &Setup, kicking: Side) -> (f64, i16, i16) {
    let spot = |yards: i16| {
        let landing = SQUIB_SPOT + yards;
        if landing >= FIELD {
            TOUCHBACK_SPOT
        } else {
            FIELD - landing
        }
    };
    let pmf = roll(setup, kicking, SpecialRoll::Squib);
    let average = pmf.iter().map(|(y, p)| f64::from(spot(y)) * p).sum();
    let spots: Vec<i16> = pmf.iter().map(|(y, _)| spot(y)).collect();
    let worst = spots.iter().copied().min().unwrap_or(TOUCHBACK_SPOT);
    let best = spots.iter().copied().max().unwrap_or(TOUCHBACK_SPOT);
    (average, worst, best)
}

/// K3/K4: short kicks are taken from the kicking team's 30.
const SQUIB_SPOT: i16 = 30;

/// What running a kickoff out (K2) gives the receivers against the touchback at their 20.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct KickoffReturn {
    /// The return ends beyond the 20 (a touchdown included).
    pub beyond_touchback: f64,
    /// T and T: the kicking team recovers the fumble.
    pub fumble: f64,
}

/// K2 from the receivers' return dice and the play die: X is a touchback, T then T a fumble,
/// BREAKAWAY adds rolls (three in a row score under O2); a flag is counted as the roll itself.
pub fn kickoff_return(setup: &Setup, receiving: Side) -> KickoffReturn {
    let white = &setup.white;
    let play = |s| share(&white.play, s);
    let fumble = play(Symbol::T) * share(&white.referee, Symbol::T);
    let again = play(Symbol::Breakaway);
    let one = roll(setup, receiving, SpecialRoll::KickoffReturn);
    let beyond = |pmf: &Pmf| at_least(pmf, TOUCHBACK_SPOT + 1);
    let mut chance = (1.0 - play(Symbol::X) - again - fumble) * beyond(&one);
    let mut chain = one.plus(&one);
    let mut weight = again;
    for rerolls in 1..=MAX_REROLLS {
        if setup.optional.breakaways && rerolls == 2 {
            chance += weight * ((1.0 - again) * beyond(&chain) + again);
            break;
        }
        let stop = if rerolls == MAX_REROLLS {
            1.0
        } else {
            1.0 - again
        };
        chance += weight * stop * beyond(&chain);
        weight *= again;
        chain = chain.plus(&one);
    }
    KickoffReturn {
        beyond_touchback: chance,
        fumble,
    }
}

/// SC1: the two-point try reaches the end zone without a turnover, over every pair of a card
/// the offense may play at the 2 (P8) and any defense card, all alike: neither coach's hand is
/// known when the choice is made.
pub fn two_point(setup: &Setup, offense: Side) -> f64 {
    let cards = &setup.cards;
    let attack = setup.team(offense);
    let defend = setup.team(offense.other());
    let mut total = 0.0;
    let mut pairs = 0usize;
    for o in (0..cards.offense.len()).filter(|&o| red_zone_allows(cards, o, TWO_POINT_SPOT)) {
        for d in 0..cards.defense.len() {
            let snap = snap_outcome(
                cards.cell(o, d),
                attack,
                defend,
                &setup.white,
                setup.optional.breakaways,
            );
            total += snap.reaches(FIELD - TWO_POINT_SPOT);
            pairs += 1;
        }
    }
    if pairs == 0 {
        0.0
    } else {
        total / pairs as f64
    }
}

/// An option worded with its chances, where the choice has them; `None` leaves the wording to
/// the caller.
pub fn option(
    loc: &Localizer,
    setup: &Setup,
    view: &SeatView,
    decision: Decision,
) -> Option<String> {
    let table = &view.table;
    let text = match decision {
        Decision::Kickoff(KickoffKind::Onside) => loc.text_with(
            "opt-kickoff-onside-chance",
            &[
                arg("chance", percent(onside(setup, view.seat.team))),
                arg("needed", ONSIDE_YARDS),
            ],
        ),
        Decision::Kickoff(KickoffKind::Squib) => {
            let (average, worst, best) = squib(setup, view.seat.team);
            loc.text_with(
                "opt-kickoff-squib-spots",
                &[
                    arg("average", average.round() as i64),
                    arg("low", worst),
                    arg("high", best),
                ],
            )
        }
        Decision::RunOut => {
            let odds = kickoff_return(setup, table.offense);
            loc.text_with(
                "opt-run-out-chance",
                &[
                    arg("beyond", percent(odds.beyond_touchback)),
                    arg("fumble", percent(odds.fumble)),
                ],
            )
        }
        Decision::QbSneak => {
            loc.text_with("opt-sneak-chance", &[arg("chance", percent(sneak(setup)))])
        }
        Decision::ExtraPoint => loc.text_with(
            "opt-extra-point-chance",
            &[arg("chance", percent(extra_point(setup, table.offense)))],
        ),
        Decision::TwoPointTry => loc.text_with(
            "opt-two-point-chance",
            &[arg("chance", percent(two_point(setup, table.offense)))],
        ),
        Decision::Kick | Decision::Fake if matches!(table.pending, Pending::FakeOrKick { .. }) => {
            loc.text(match (decision, view.seat.role) {
                (Decision::Kick, Role::Offense) => "opt-kick-offense",
                (Decision::Kick, Role::Defense) => "opt-kick-defense",
                (_, Role::Offense) => "opt-fake-offense",
                (_, Role::Defense) => "opt-fake-defense",
            })
        }
        _ => return None,
    };
    Some(text)
}

/// "Field goal: 38 yards to the goal line, 62% with your kick dice" (K5, the block roll
/// included), from the kicking team's own dice; the defense hears of the offense's dice, and a
/// kick no roll can carry to the goal line is said to be one.
pub fn field_goal_option(
    loc: &Localizer,
    setup: &Setup,
    team: Side,
    ball: i16,
    viewer: Role,
) -> String {
    let chance = field_goal(setup, team, ball);
    loc.text_with(
        "opt-field-goal-chance",
        &[
            arg("yards", FIELD - ball),
            arg("chance", percent(chance)),
            arg("reach", if chance > 0.0 { "yes" } else { "never" }),
            arg(
                "viewer",
                match viewer {
                    Role::Offense => "offense",
                    Role::Defense => "defense",
                },
            ),
        ],
    )
}
