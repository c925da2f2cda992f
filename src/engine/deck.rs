//! One deck of play cards: its draw pile, the hand drawn from it, and its face-up discard pile.
//!
//! Cards are play indices into the card set. Hand and discards are counts per play, because
//! which copy of a play a coach holds never matters, and counts make legal-move checks cheap.
//!
//! The draw pile is kept unordered and every draw takes a uniformly random card from it. That is
//! the same as drawing from the top of a shuffled pile, but a shuffle (S5, P7, timeout action B)
//! costs nothing, where shuffling sixty cards at every change of possession dominated the
//! engine's run time. Cards set on top for a scenario (`stack_on_top`) are drawn first.

use crate::data::model::MAX_PLAYS;
use crate::dice::Dice;

/// Cards a coach holds after drawing (rules S4, P6, P7).
pub const HAND_SIZE: usize = 8;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Deck {
    /// Unordered: a draw picks a random card.
    draw: Vec<u8>,
    /// Known cards on top of the draw pile (scenario set-up), the last one on top.
    stacked: Vec<u8>,
    hand: [u8; MAX_PLAYS],
    /// The sum of `hand`, kept because every draw asks for it.
    hand_len: u8,
    discard: [u8; MAX_PLAYS],
}

impl Deck {
    /// A full deck from the copies of each play, not yet shuffled and with nothing drawn.
    pub fn full(copies: impl Iterator<Item = u8>) -> Deck {
        let mut draw = Vec::new();
        for (play, count) in copies.enumerate() {
            draw.extend(std::iter::repeat_n(play as u8, usize::from(count)));
        }
        Deck {
            draw,
            stacked: Vec::new(),
            hand: [0; MAX_PLAYS],
            hand_len: 0,
            discard: [0; MAX_PLAYS],
        }
    }

    /// Rule S5: every card back into the draw pile, shuffled, and a fresh hand drawn.
    pub fn restart(&mut self, dice: &mut impl Dice) {
        let mut all = self.hand;
        for (count, discarded) in all.iter_mut().zip(self.discard) {
            *count += discarded;
        }
        self.pile_up(&all);
        self.hand = [0; MAX_PLAYS];
        self.hand_len = 0;
        self.discard = [0; MAX_PLAYS];
        self.shuffle();
        self.draw_up_to(HAND_SIZE, dice);
    }

    /// Rule P7 (and timeout action B): the hand goes back into the draw pile, which is shuffled,
    /// then `count` cards are drawn (fewer if the pile runs short).
    pub fn reshuffle_hand(&mut self, count: usize, dice: &mut impl Dice) {
        let hand = self.hand;
        self.pile_up(&hand);
        self.hand = [0; MAX_PLAYS];
        self.hand_len = 0;
        self.shuffle();
        self.draw_up_to(count, dice);
    }

    /// Puts `counts` cards of each play onto the draw pile, in play order (the pile's order
    /// decides which card a draw takes). Each play is appended as a block of four and cut back
    /// to its count: a loop per copy mispredicted on the usual zero, one or two copies.
    fn pile_up(&mut self, counts: &[u8; MAX_PLAYS]) {
        const BLOCK: usize = 4;
        let total: usize = counts.iter().map(|&n| usize::from(n)).sum();
        self.draw.reserve(total + BLOCK);
        for (play, &count) in counts.iter().enumerate() {
            let count = usize::from(count);
            let end = self.draw.len() + count;
            if count <= BLOCK {
                self.draw.extend_from_slice(&[play as u8; BLOCK]);
                self.draw.truncate(end);
            } else {
                self.draw.extend(std::iter::repeat_n(play as u8, count));
            }
        }
    }

    /// Shuffling only forgets the cards stacked on top; draws are random anyway.
    fn shuffle(&mut self) {
        if !self.stacked.is_empty() {
            self.draw.append(&mut self.stacked);
        }
    }

    fn take_top(&mut self, dice: &mut impl Dice) -> Option<u8> {
        if let Some(card) = self.stacked.pop() {
            return Some(card);
        }
        if self.draw.is_empty() {
            return None;
        }
        let at = dice.below(self.draw.len());
        Some(self.draw.swap_remove(at))
    }

    /// Draws until the hand holds `size` cards or the draw pile is empty; returns how many were drawn.
    pub fn draw_up_to(&mut self, size: usize, dice: &mut impl Dice) -> usize {
        let mut drawn = 0;
        if self.stacked.is_empty() {
            // The usual case, without a scenario's stacked cards: a change of possession draws
            // two hands this way, so `take_top`'s checks are kept out of the loop.
            while self.hand_len() < size && !self.draw.is_empty() {
                let card = self.draw.swap_remove(dice.below(self.draw.len()));
                self.hand[usize::from(card)] += 1;
                self.hand_len += 1;
                drawn += 1;
            }
            return drawn;
        }
        while self.hand_len() < size {
            let Some(card) = self.take_top(dice) else {
                break;
            };
            self.hand[usize::from(card)] += 1;
            self.hand_len += 1;
            drawn += 1;
        }
        drawn
    }

    /// Draws up to `count` more cards; returns how many were drawn.
    pub fn draw(&mut self, count: usize, dice: &mut impl Dice) -> usize {
        let target = self.hand_len() + count;
        self.draw_up_to(target, dice)
    }

    /// Moves one copy of `play` from hand to the discard pile. False if the hand has none.
    pub fn play(&mut self, play: u8) -> bool {
        let slot = usize::from(play);
        if slot >= MAX_PLAYS || self.hand[slot] == 0 {
            return false;
        }
        self.hand[slot] -= 1;
        self.hand_len -= 1;
        self.discard[slot] += 1;
        true
    }

    /// Rule P4: the top card of the draw pile goes to the discard pile.
    pub fn burn_top(&mut self, dice: &mut impl Dice) -> Option<u8> {
        let card = self.take_top(dice)?;
        self.discard[usize::from(card)] += 1;
        Some(card)
    }

    /// Timeout action A: one card from the discard pile into the hand.
    pub fn take_from_discard(&mut self, play: u8) -> bool {
        let slot = usize::from(play);
        if slot >= MAX_PLAYS || self.discard[slot] == 0 {
            return false;
        }
        self.discard[slot] -= 1;
        self.hand[slot] += 1;
        self.hand_len += 1;
        true
    }

    pub fn hand(&self) -> &[u8; MAX_PLAYS] {
        &self.hand
    }

    pub fn discard(&self) -> &[u8; MAX_PLAYS] {
        &self.discard
    }

    pub fn holds(&self, play: u8) -> bool {
        self.hand.get(usize::from(play)).is_some_and(|&n| n > 0)
    }

    pub fn hand_len(&self) -> usize {
        usize::from(self.hand_len)
    }

    pub fn draw_len(&self) -> usize {
        self.draw.len() + self.stacked.len()
    }

    pub fn discard_len(&self) -> usize {
        self.discard.iter().map(|&n| usize::from(n)).sum()
    }

    /// Cards in draw pile, hand and discards together (conserved: always the full deck).
    pub fn total(&self) -> usize {
        self.draw_len() + self.hand_len() + self.discard_len()
    }

    /// Plays in hand, each once, in play order.
    pub fn hand_plays(&self) -> impl Iterator<Item = u8> + '_ {
        // The high bit of every byte of the hand that is not zero, found for all sixteen plays
        // at once, then read lowest first.
        const LOW: u128 = u128::from_le_bytes([0x7f; MAX_PLAYS]);
        let counts = u128::from_le_bytes(self.hand);
        let mut held = (((counts & LOW) + LOW) | counts) & !LOW;
        std::iter::from_fn(move || {
            if held == 0 {
                return None;
            }
            let play = (held.trailing_zeros() / 8) as u8;
            held &= held - 1;
            Some(play)
        })
    }

    /// Puts `play` on top of the draw pile; scenario set-up for tests and puzzles.
    /// False if the draw pile holds no such card.
    pub fn stack_on_top(&mut self, play: u8) -> bool {
        match self.draw.iter().position(|&c| c == play) {
            Some(at) => {
                self.draw.swap_remove(at);
                self.stacked.push(play);
                true
            }
            None => false,
        }
    }

    /// Replaces the hand with the given plays, returning the old hand to the draw pile's bottom.
    /// Scenario set-up for tests and puzzles: keeps the deck's total unchanged only when the
    /// requested cards are in the draw pile.
    pub fn arrange_hand(&mut self, plays: &[u8]) -> bool {
        self.shuffle();
        let mut draw = std::mem::take(&mut self.draw);
        for play in 0..MAX_PLAYS {
            draw.splice(
                0..0,
                std::iter::repeat_n(play as u8, usize::from(self.hand[play])),
            );
        }
        self.hand = [0; MAX_PLAYS];
        self.hand_len = 0;
        for &play in plays {
            match draw.iter().rposition(|&c| c == play) {
                Some(at) => {
                    draw.remove(at);
                    self.hand[usize::from(play)] += 1;
                    self.hand_len += 1;
                }
                None => {
                    self.draw = draw;
                    return false;
                }
            }
        }
        self.draw = draw;
        true
    }

    /// Empties the draw pile into the discard pile; scenario set-up for end-of-half situations.
    pub fn exhaust_draw_pile(&mut self) {
        self.shuffle();
        for card in self.draw.drain(..) {
            self.discard[usize::from(card)] += 1;
        }
    }
}
