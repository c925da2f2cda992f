//! Small pure rules that the engine applies and the computer coaches reason with: each is
//! written here once, so a coach never carries its own copy of a rule.

use crate::data::model::{CardSet, PenaltyFace};

use super::seat::Role;

/// Yards from a team's own goal line to the opponent's.
pub const FIELD: i16 = 100;
/// F1: the yards a series has to gain for its next 1st down.
pub(crate) const FIRST_DOWN_YARDS: i16 = 10;
/// Where a touchback puts the ball, and where a safety's free punt is taken from.
pub(crate) const TOUCHBACK_SPOT: i16 = 20;
/// K7: a kick gains this much when the defense guessed a fake.
pub(crate) const FAKE_GUESSED_BONUS: i16 = 5;
/// C3: a Hail Mary needs the ball at the opponent's 35 or closer.
pub(crate) const HAIL_MARY_FROM: i16 = FIELD - 35;

/// E4 and its ruling: where a penalty on `against` puts a ball at `ball` (the offense's yards):
/// a penalty that would carry the ball into an end zone moves it half the distance to that goal
/// line, never past the 1-yard line.
pub(crate) fn penalty_spot(ball: i16, against: Role, face: PenaltyFace) -> i16 {
    let yards = i16::from(face.yards);
    match against {
        Role::Defense if ball + yards >= FIELD => (ball + (FIELD - ball) / 2).min(FIELD - 1),
        Role::Defense => ball + yards,
        Role::Offense if ball - yards <= 0 => (ball - ball / 2).max(1),
        Role::Offense => ball - yards,
    }
}

/// E4: a penalty on the defense gives a 1st down with `5A`, or when it reaches the line to gain.
pub fn penalty_gives_first_down(
    against: Role,
    face: PenaltyFace,
    spot: i16,
    line_to_gain: i16,
) -> bool {
    against == Role::Defense && (face.automatic_first_down || spot >= line_to_gain)
}

/// P8: an offense card marked 10 (20) may not be played at the opponent's 10 (20) or closer.
pub(crate) fn red_zone_allows(cards: &CardSet, play: usize, ball: i16) -> bool {
    ball < red_zone_limit(cards, play)
}

/// P8 as the first spot (offense's yards) where the play may not be played: `red_zone_allows`
/// is `ball` short of it.
pub(crate) fn red_zone_limit(cards: &CardSet, play: usize) -> i16 {
    match cards.offense.get(play).and_then(|p| p.red_zone) {
        Some(mark) => FIELD - i16::from(mark),
        None => i16::MAX,
    }
}

/// K3: the yards an onside kick must travel for the kickers to keep it.
pub const ONSIDE_YARDS: i16 = 10;

/// K7: the yards a kick gains from the Fake/Kick reveal.
pub(crate) fn kick_bonus(defense_guessed_fake: bool) -> i16 {
    if defense_guessed_fake {
        FAKE_GUESSED_BONUS
    } else {
        0
    }
}
