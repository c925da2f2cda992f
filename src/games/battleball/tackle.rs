//! Tackles (BK1-BK6): the lower number wins, injuries and serious injuries, carnage, the ball
//! taken or fumbled.

use crate::common::dice::Dice;

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

impl Game {
    pub(crate) fn tackle(
        &mut self,
        attacker: PlayerId,
        defender: PlayerId,
        dice: &mut impl Dice,
        ev: &mut Vec<Event>,
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

    pub(crate) fn tackle_die(&mut self, i: u8, ev: &mut Vec<Event>) {
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
    fn resolve_tackle(&mut self, defender_used: u8, ev: &mut Vec<Event>) {
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
        let involved = carrier == Some(attacker) || carrier == Some(defender);
        let all = [
            attacker_dice[0],
            attacker_dice[1],
            defender_dice[0],
            defender_dice[1],
        ];
        // BK5: a tackle involving the ball carrier fumbles on any two equal dice.
        let fumbled = involved && any_two_equal(&all);
        let (a, d) = (attacker_used, defender_used);
        // BK4: a 1 seriously injures the tackled player; BK1: the lower wins; BK3: a tie, both.
        let (attacker_out, defender_out) = if a == d {
            (Some(a == 1), Some(d == 1))
        } else if a < d {
            (None, Some(a == 1))
        } else {
            (Some(d == 1), None)
        };
        let mut fumbler = None;
        let winner = match (attacker_out, defender_out) {
            (Some(_), Some(_)) => None,
            (None, _) => Some(attacker),
            (_, None) => Some(defender),
        };
        ev.push(Event::TackleWon { winner });
        // The ball: a tie fumbles (BK3); the loser's ball goes to the winner (BK2) unless the
        // dice fumble it (BK5); a winner carrying it fumbles on equal dice.
        if let Some(carrier) = carrier.filter(|_| involved) {
            match winner {
                None => fumbler = Some(carrier),
                Some(w) if w != carrier => {
                    if fumbled {
                        fumbler = Some(carrier);
                    } else {
                        self.ball = Ball::Held(w);
                        self.possession = Some(self.team_of(w));
                        ev.push(Event::TookBall { player: w });
                    }
                }
                Some(_) => {
                    if fumbled {
                        fumbler = Some(carrier);
                    }
                }
            }
        }
        // The fumble is placed around the fumbler's squares, read before it leaves the field.
        let origin = fumbler.map(|f| self.origin_of(f));
        if let Some(serious) = attacker_out {
            self.injure(attacker, serious, ev);
        }
        if let Some(serious) = defender_out {
            self.injure(defender, serious, ev);
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
    pub(crate) fn injure(&mut self, player: PlayerId, serious: bool, ev: &mut Vec<Event>) {
        let squares: Vec<_> = self.squares_of(player).collect();
        self.lift(player);
        self.players[usize::from(player)].prone = false;
        for sq in squares {
            self.carnage[usize::from(sq)] = true;
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
