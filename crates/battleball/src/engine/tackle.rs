//! Tackles (BK1-BK6): the lower number wins, injuries and serious injuries, carnage, the ball
//! taken or fumbled.

use gridiron_core::dice::Dice;
use gridiron_core::game::EventSink;

use super::decision::PlayerId;
use super::event::Event;
use super::game::{Ball, Game, Phase, Place, Then};

/// Whether any two of the dice rolled show the same number (BK5, BF2, BH1, BA3); a 0 is a die
/// not rolled.
pub(crate) fn any_two_equal(dice: &[u8]) -> bool {
    dice.iter()
        .enumerate()
        .any(|(i, &a)| a != 0 && dice[i + 1..].contains(&a))
}

/// What a tackle does to one of its two players (BK1, BK4).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Fate {
    Stays,
    /// To the locker room for the rest of the half (BK1).
    Injured,
    /// To the box for the rest of the game (BK4).
    SeriouslyInjured,
}

impl Fate {
    pub fn is_out(self) -> bool {
        self != Fate::Stays
    }
}

/// What a tackle does to the ball (BK2, BK3, BK5).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum BallFate {
    /// Neither player carried it, or its carrier won without a fumble.
    Untouched,
    /// The winner takes it from the carrier where it stands (BK2).
    Taken,
    /// Loose: a tie (BK3) or equal dice (BK5); the other coach places it (BF1).
    Fumbled,
}

/// Which player of a tackle carries the ball.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Carrying {
    Neither,
    Attacker,
    Defender,
}

/// The outcome of one tackle.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct TackleResult {
    pub attacker: Fate,
    pub defender: Fate,
    pub ball: BallFate,
}

/// BK1-BK5 for the dice rolled (a 0 is a die not rolled) and the one each coach uses: the lower
/// wins and injures the other, a tie injures both, a 1 seriously injures the tackled player, and
/// with the carrier in the tackle any two equal dice fumble, which beats the winner taking the
/// ball. Written once: the engine resolves with it and `battleball::odds` counts with it.
pub(crate) fn settle_tackle(
    carrying: Carrying,
    attacker_dice: [u8; 2],
    defender_dice: [u8; 2],
    attacker_used: u8,
    defender_used: u8,
) -> TackleResult {
    let (a, d) = (attacker_used, defender_used);
    let out = |serious: bool| {
        if serious {
            Fate::SeriouslyInjured
        } else {
            Fate::Injured
        }
    };
    // BK4: a 1 seriously injures the tackled player; BK1: the lower wins; BK3: a tie, both.
    let (attacker, defender) = if a == d {
        (out(a == 1), out(d == 1))
    } else if a < d {
        (Fate::Stays, out(a == 1))
    } else {
        (out(d == 1), Fate::Stays)
    };
    let all = [
        attacker_dice[0],
        attacker_dice[1],
        defender_dice[0],
        defender_dice[1],
    ];
    let (carrier, other) = match carrying {
        Carrying::Neither => {
            return TackleResult {
                attacker,
                defender,
                ball: BallFate::Untouched,
            }
        }
        Carrying::Attacker => (attacker, defender),
        Carrying::Defender => (defender, attacker),
    };
    // BK5: with the carrier in the tackle, any two equal dice fumble.
    let fumbled = any_two_equal(&all);
    let ball = if fumbled || (carrier.is_out() && other.is_out()) {
        BallFate::Fumbled
    } else if carrier.is_out() {
        BallFate::Taken
    } else {
        BallFate::Untouched
    };
    TackleResult {
        attacker,
        defender,
        ball,
    }
}

impl Game {
    pub(crate) fn tackle(
        &mut self,
        attacker: PlayerId,
        defender: PlayerId,
        dice: &mut impl Dice,
        ev: &mut impl EventSink<Event>,
    ) {
        let attacker_dice = self.roll_player(dice, attacker);
        let defender_dice = self.roll_player(dice, defender);
        ev.push(Event::Tackle {
            attacker,
            defender,
            attacker_dice,
            defender_dice,
        });
        // BK1: a Heavy Tackle's coach picks one of its two dice (only a choice when they differ).
        let attacker_used = (!self.chooses(attacker, attacker_dice)).then_some(attacker_dice[0]);
        self.phase = Phase::TackleDie {
            attacker,
            defender,
            attacker_dice,
            defender_dice,
            attacker_used,
        };
        if attacker_used.is_some() && !self.chooses(defender, defender_dice) {
            self.resolve_tackle(defender_dice[0], ev);
        }
    }

    /// Whether a coach must pick which of the player's dice counts.
    fn chooses(&self, player: PlayerId, dice: [u8; 2]) -> bool {
        self.player(player).heavy && dice[0] != dice[1]
    }

    pub(crate) fn tackle_die(&mut self, i: u8, ev: &mut impl EventSink<Event>) {
        let Phase::TackleDie {
            attacker,
            defender,
            attacker_dice,
            defender_dice,
            attacker_used,
        } = self.phase
        else {
            return;
        };
        match attacker_used {
            None => {
                let used = attacker_dice[usize::from(i)];
                self.phase = Phase::TackleDie {
                    attacker,
                    defender,
                    attacker_dice,
                    defender_dice,
                    attacker_used: Some(used),
                };
                if !self.chooses(defender, defender_dice) {
                    self.resolve_tackle(defender_dice[0], ev);
                }
            }
            Some(_) => self.resolve_tackle(defender_dice[usize::from(i)], ev),
        }
    }

    /// BK1-BK5 with the dice each coach uses.
    fn resolve_tackle(&mut self, defender_used: u8, ev: &mut impl EventSink<Event>) {
        let Phase::TackleDie {
            attacker,
            defender,
            attacker_dice,
            defender_dice,
            attacker_used: Some(attacker_used),
        } = self.phase
        else {
            return;
        };
        let carrier = self.carrier();
        let carrying = if carrier == Some(attacker) {
            Carrying::Attacker
        } else if carrier == Some(defender) {
            Carrying::Defender
        } else {
            Carrying::Neither
        };
        let result = settle_tackle(
            carrying,
            attacker_dice,
            defender_dice,
            attacker_used,
            defender_used,
        );
        let mut fumbler = None;
        let winner = match (result.attacker, result.defender) {
            (Fate::Stays, Fate::Injured | Fate::SeriouslyInjured) => Some(attacker),
            (Fate::Injured | Fate::SeriouslyInjured, Fate::Stays) => Some(defender),
            _ => None,
        };
        ev.push(Event::TackleWon { winner });
        match (result.ball, carrier) {
            (BallFate::Fumbled, Some(c)) => fumbler = Some(c),
            (BallFate::Taken, Some(c)) => {
                let taker = if c == attacker { defender } else { attacker };
                self.ball = Ball::Held(taker);
                self.possession = Some(self.team_of(taker));
                ev.push(Event::TookBall { player: taker });
            }
            _ => {}
        }
        // The fumble is placed around the fumbler's squares, read before it leaves the field.
        let origin = fumbler.map(|f| self.origin_of(f));
        for (player, fate) in [(attacker, result.attacker), (defender, result.defender)] {
            match fate {
                Fate::Stays => {}
                Fate::Injured => self.injure(player, false, ev),
                Fate::SeriouslyInjured => self.injure(player, true, ev),
            }
        }
        if self.check_elimination(ev) {
            return;
        }
        match (fumbler, origin) {
            (Some(f), Some(origin)) => self.fumble_from(f, origin, Then::EndTurn, ev),
            _ => self.end_turn(ev),
        }
    }

    /// BK1, BK4: the player leaves for the locker room (or the box), carnage on its squares.
    pub(crate) fn injure(
        &mut self,
        player: PlayerId,
        serious: bool,
        ev: &mut impl EventSink<Event>,
    ) {
        let squares = self.squares_array(player);
        self.lift(player);
        self.players[usize::from(player)].prone = false;
        for sq in squares.into_iter().flatten() {
            self.carnage.insert(sq);
            ev.push(Event::Carnage { square: sq });
        }
        self.players[usize::from(player)].place = if serious {
            ev.push(Event::SeriouslyInjured { player });
            Place::Box
        } else {
            ev.push(Event::Injured { player });
            Place::LockerRoom
        };
    }
}
