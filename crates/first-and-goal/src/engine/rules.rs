//! Small pure rules that the engine applies and the computer coaches reason with: each is
//! written here once, so a coach never carries its own copy of a rule.

use crate::data::model::{CardSet, PenaltyFace, MAX_PLAYS};

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

/// P8 as steps up the field, nearest first: from each spot where a play stops being allowed,
/// the set of plays (bit `play`) barred there and at every spot beyond. Plays that are never
/// barred fill the end with `i16::MAX`, which no ball reaches.
pub(crate) fn red_zone_steps(cards: &CardSet) -> [(i16, u16); MAX_PLAYS] {
    let mut steps: [(i16, u16); MAX_PLAYS] =
        std::array::from_fn(|play| (red_zone_limit(cards, play), 1 << play));
    steps.sort_unstable_by_key(|&(from, _)| from);
    let mut barred = 0;
    for step in &mut steps {
        barred |= step.1;
        step.1 = barred;
    }
    steps
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

#[cfg(test)]
mod tests {
    use super::*;

    /// The steps bar a play exactly where P8 does, at every spot, for the shipped cards and for
    /// a set with marks out of order, repeated, and on no card at all.
    #[test]
    fn red_zone_steps_bar_exactly_what_p8_bars() {
        let mut cards = match crate::data::load(&[]) {
            Ok(library) => library.cards,
            Err(problems) => panic!("shipped data: {problems:?}"),
        };
        let shipped = cards.clone();
        let marks = [Some(20), None, Some(10), Some(20), Some(5)];
        for (play, mark) in cards.offense.iter_mut().zip(marks.into_iter().cycle()) {
            play.red_zone = mark;
        }
        for cards in [shipped, cards] {
            let steps = red_zone_steps(&cards);
            let mut barred_somewhere = 0;
            for ball in 0..=FIELD {
                let barred = steps
                    .iter()
                    .take_while(|&&(from, _)| ball >= from)
                    .last()
                    .map_or(0, |&(_, plays)| plays);
                barred_somewhere |= barred;
                for play in 0..cards.offense.len() {
                    let allowed = red_zone_allows(&cards, play, ball);
                    assert_eq!(barred & (1 << play) == 0, allowed, "play {play} at {ball}");
                }
            }
            assert_ne!(
                barred_somewhere, 0,
                "no play is ever barred: the test tests nothing"
            );
        }
    }
}
