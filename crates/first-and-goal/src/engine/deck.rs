//! One deck of play cards: its draw pile, the hand drawn from it, and its face-up discard pile.
//!
//! Cards are play indices into the card set. Hand and discards are counts per play, because
//! which copy of a play a coach holds never matters, and counts make legal-move checks cheap.
//!
//! The draw pile is kept unordered and every draw takes a uniformly random card from it. That is
//! the same as drawing from the top of a shuffled pile, but a shuffle (S5, P7, timeout action B)
//! costs nothing, where shuffling sixty cards at every change of possession dominated the
//! engine's run time. Cards set on top for a scenario (`stack_on_top`) are drawn first.

use crate::data::model::{DECK_SIZE, MAX_PLAYS};
use gridiron_core::dice::Dice;

/// Cards a coach holds after drawing (rules S4, P6, P7).
pub const HAND_SIZE: usize = 8;

/// Room past the draw pile's cards: piling a play up writes a whole block of this many (one
/// 8-byte store, and more than the five copies of a shipped play, so the rare longer fill never
/// runs for a hand).
const BLOCK: usize = 8;

/// The most cards a deck holds: a shipped deck's, with room to spare for tests' odd decks.
const MAX_CARDS: usize = 2 * DECK_SIZE;

/// The draw pile's buffer: every card and a block past the last. A power of two, so an index
/// masked by `PILE_ROOM - 1` is known to be in the buffer and a draw checks no bounds.
const PILE_ROOM: usize = MAX_CARDS + BLOCK;
const _: () = assert!(PILE_ROOM.is_power_of_two());
const _: () = assert!(MAX_PLAYS.is_power_of_two());

/// A position in the draw pile's buffer: `at` unchanged for every position a pile has.
#[inline(always)]
fn in_pile(at: usize) -> usize {
    at & (PILE_ROOM - 1)
}

/// A play's slot in a hand or discard pile: `play` unchanged for every play a deck has.
#[inline(always)]
fn slot(play: u8) -> usize {
    usize::from(play) & (MAX_PLAYS - 1)
}

#[derive(Debug, Clone)]
pub struct Deck {
    /// The draw pile is the first `pile_len` bytes, unordered: a draw picks a random card. The
    /// buffer has room for every card of the deck and a block more, so no card ever needs more
    /// room (no deck gains a card) and piling up writes whole blocks without checking capacity.
    /// Held in the deck, not on the heap: a batch builds two decks for every game.
    pile: [u8; PILE_ROOM],
    pile_len: usize,
    /// Known cards on top of the draw pile (scenario set-up), the last one on top.
    stacked: Vec<u8>,
    hand: [u8; MAX_PLAYS],
    /// The sum of `hand`, kept because every draw asks for it.
    hand_len: u8,
    /// The plays of `hand` with a card (bit `play`), kept because listing a seat's options asks
    /// for it at most decisions and a hand changes far less often.
    held: u16,
    discard: [u8; MAX_PLAYS],
}

impl Deck {
    /// A full deck from the copies of each play, not yet shuffled and with nothing drawn. A
    /// deck is `DECK_SIZE` cards (the loader's check); past twice that, cards are left out.
    pub(crate) fn full(copies: impl Iterator<Item = u8>) -> Deck {
        let mut pile = [0; PILE_ROOM];
        let mut pile_len = 0;
        for (play, count) in copies.enumerate() {
            let end = (pile_len + usize::from(count)).min(MAX_CARDS);
            pile[pile_len..end].fill(play as u8);
            pile_len = end;
        }
        Deck {
            pile,
            pile_len,
            stacked: Vec::new(),
            hand: [0; MAX_PLAYS],
            hand_len: 0,
            held: 0,
            discard: [0; MAX_PLAYS],
        }
    }

    /// Rule S5: every card back into the draw pile, shuffled, and a fresh hand drawn.
    pub(crate) fn restart(&mut self, dice: &mut impl Dice) {
        let mut all = self.hand;
        for (count, discarded) in all.iter_mut().zip(self.discard) {
            *count += discarded;
        }
        self.pile_up(&all);
        self.hand = [0; MAX_PLAYS];
        self.hand_len = 0;
        self.held = 0;
        self.discard = [0; MAX_PLAYS];
        self.shuffle();
        self.deal(HAND_SIZE, dice);
    }

    /// Rule P7 (and timeout action B): the hand goes back into the draw pile, which is shuffled,
    /// then `count` cards are drawn (fewer if the pile runs short).
    pub(crate) fn reshuffle_hand(&mut self, count: usize, dice: &mut impl Dice) {
        let hand = self.hand;
        self.pile_up(&hand);
        self.hand = [0; MAX_PLAYS];
        self.hand_len = 0;
        self.held = 0;
        self.shuffle();
        self.deal(count, dice);
    }

    /// `draw_up_to(count)` into an empty hand just shuffled (nothing stacked): its checks are
    /// known, so a reshuffle, two at every change of possession, goes straight to the draws.
    #[inline(always)]
    fn deal(&mut self, count: usize, dice: &mut impl Dice) {
        let count = count.min(self.pile_len);
        self.pile_len = Deck::draws(&mut self.pile, self.pile_len, &mut self.hand, count, dice);
        self.hand_len = count as u8;
        self.held = plays_counted(self.hand);
    }

    /// Puts `counts` cards of each play onto the draw pile, in play order (the pile's order
    /// decides which card a draw takes). Every play is visited, each written as a block and the
    /// pile's end moved on by its count (by none for a play without a card, whose block the next
    /// one overwrites): sixteen steps without a branch on the cards, where visiting only the
    /// plays held (four to eight of a hand's) mispredicted the loop's end at every reshuffle,
    /// and a loop per copy mispredicted on the usual one or two copies. The cards come from hand
    /// and discards, so they fit (a block past the last card is spare room). Inlined into its
    /// two callers: as a call of its own it cost about as much as the loop.
    #[inline(always)]
    fn pile_up(&mut self, counts: &[u8; MAX_PLAYS]) {
        self.pile_len = Deck::pile_up_into(&mut self.pile, self.pile_len, counts);
    }

    /// `pile_up` with the pile and its length apart, for the reason `draw_random` has them.
    #[inline(always)]
    fn pile_up_into(pile: &mut [u8; PILE_ROOM], mut len: usize, counts: &[u8; MAX_PLAYS]) -> usize {
        // Eight bytes of one play.
        const ONES: u64 = u64::from_le_bytes([1; BLOCK]);
        for (play, &count) in counts.iter().enumerate() {
            let count = usize::from(count);
            if count <= BLOCK {
                pile[len..len + BLOCK].copy_from_slice(&u64::to_le_bytes(play as u64 * ONES));
            } else {
                pile[len..len + count].fill(play as u8);
            }
            len += count;
        }
        len
    }

    /// The draw pile's cards.
    fn draw_pile(&self) -> &[u8] {
        &self.pile[..self.pile_len]
    }

    /// Takes the card at `at` of the draw pile; the last card takes its place (`swap_remove`).
    fn take_at(&mut self, at: usize) -> u8 {
        let card = self.pile[at];
        self.pile_len -= 1;
        self.pile[at] = self.pile[self.pile_len];
        card
    }

    /// `take_at` of random cards `count` times, into the hand: the draws of `draw_up_to` without
    /// stacked cards. The pile, its length and the hand are separate arguments so the compiler
    /// knows a card written into the pile is not the pile's length or a count of the hand, and
    /// keeps them out of memory across the loop. Not inlined: `draw_up_to`, which is, only calls
    /// it when there is a card to draw.
    #[inline(never)]
    fn draw_random(
        pile: &mut [u8; PILE_ROOM],
        len: usize,
        hand: &mut [u8; MAX_PLAYS],
        count: usize,
        dice: &mut impl Dice,
    ) -> usize {
        Deck::draws(pile, len, hand, count, dice)
    }

    /// `draw_random`'s loop, inlined where a whole hand is dealt.
    #[inline(always)]
    fn draws(
        pile: &mut [u8; PILE_ROOM],
        mut len: usize,
        hand: &mut [u8; MAX_PLAYS],
        count: usize,
        dice: &mut impl Dice,
    ) -> usize {
        // Counted down to where it stops, the pile is known never to be empty, so the dice's
        // guard against an empty range folds away.
        let stop = len.saturating_sub(count);
        while len > stop {
            let card = Deck::take_random(pile, len, dice);
            len -= 1;
            hand[slot(card)] += 1;
        }
        len
    }

    /// Takes a random card of a pile of `len` cards: the last card takes its place.
    #[inline(always)]
    fn take_random(pile: &mut [u8; PILE_ROOM], len: usize, dice: &mut impl Dice) -> u8 {
        let at = in_pile(dice.below(len));
        let card = pile[at];
        pile[at] = pile[in_pile(len - 1)];
        card
    }

    /// Shuffling only forgets the cards stacked on top; draws are random anyway.
    // Inlined: only a scenario stacks cards, so a shuffle is almost always one comparison.
    #[inline]
    fn shuffle(&mut self) {
        if !self.stacked.is_empty() {
            self.unstack();
        }
    }

    /// The cards stacked on top go back into the draw pile.
    #[cold]
    #[inline(never)]
    fn unstack(&mut self) {
        for card in std::mem::take(&mut self.stacked) {
            self.pile[self.pile_len] = card;
            self.pile_len += 1;
        }
    }

    fn take_top(&mut self, dice: &mut impl Dice) -> Option<u8> {
        if let Some(card) = self.stacked.pop() {
            return Some(card);
        }
        if self.pile_len == 0 {
            return None;
        }
        let at = dice.below(self.pile_len);
        Some(self.take_at(at))
    }

    /// Draws until the hand holds `size` cards or the draw pile is empty; returns how many were drawn.
    // Inlined, so that the many calls that find the hand full (a new snap tops up both hands)
    // cost a comparison, not a call.
    #[inline(always)]
    pub(crate) fn draw_up_to(&mut self, size: usize, dice: &mut impl Dice) -> usize {
        if !self.stacked.is_empty() {
            return self.draw_stacked(size, dice);
        }
        // The usual case, without a scenario's stacked cards: a change of possession draws two
        // hands this way, so `take_top`'s checks are kept out of the loop.
        let count = size.saturating_sub(self.hand_len()).min(self.pile_len);
        match count {
            0 => {}
            // A snap's refill: one card for the one played, drawn here rather than in a call.
            1 => {
                let card = Deck::take_random(&mut self.pile, self.pile_len, dice);
                self.pile_len -= 1;
                self.hand[slot(card)] += 1;
                self.hand_len += 1;
                self.held |= 1 << slot(card);
            }
            _ => {
                self.pile_len =
                    Deck::draw_random(&mut self.pile, self.pile_len, &mut self.hand, count, dice);
                self.hand_len += count as u8;
                self.held = plays_counted(self.hand);
            }
        }
        count
    }

    /// `draw_up_to` with cards stacked on top of the pile, which are drawn first.
    #[cold]
    #[inline(never)]
    fn draw_stacked(&mut self, size: usize, dice: &mut impl Dice) -> usize {
        let mut drawn = 0;
        while self.hand_len() < size {
            let Some(card) = self.take_top(dice) else {
                break;
            };
            self.hand[usize::from(card)] += 1;
            self.hand_len += 1;
            self.held |= 1 << card;
            drawn += 1;
        }
        drawn
    }

    /// Draws up to `count` more cards; returns how many were drawn.
    pub(crate) fn draw(&mut self, count: usize, dice: &mut impl Dice) -> usize {
        let target = self.hand_len() + count;
        self.draw_up_to(target, dice)
    }

    /// Moves one copy of `play` from hand to the discard pile. False if the hand has none.
    pub(crate) fn play(&mut self, play: u8) -> bool {
        let slot = usize::from(play);
        if slot >= MAX_PLAYS || self.hand[slot] == 0 {
            return false;
        }
        self.hand[slot] -= 1;
        self.hand_len -= 1;
        if self.hand[slot] == 0 {
            self.held &= !(1 << slot);
        }
        self.discard[slot] += 1;
        true
    }

    /// Rule P4: the top card of the draw pile goes to the discard pile.
    pub(crate) fn burn_top(&mut self, dice: &mut impl Dice) -> Option<u8> {
        let card = self.take_top(dice)?;
        self.discard[usize::from(card)] += 1;
        Some(card)
    }

    /// Timeout action A: one card from the discard pile into the hand.
    pub(crate) fn take_from_discard(&mut self, play: u8) -> bool {
        let slot = usize::from(play);
        if slot >= MAX_PLAYS || self.discard[slot] == 0 {
            return false;
        }
        self.discard[slot] -= 1;
        self.hand[slot] += 1;
        self.hand_len += 1;
        self.held |= 1 << slot;
        true
    }

    pub fn hand(&self) -> &[u8; MAX_PLAYS] {
        &self.hand
    }

    pub fn discard(&self) -> &[u8; MAX_PLAYS] {
        &self.discard
    }

    pub fn hand_len(&self) -> usize {
        usize::from(self.hand_len)
    }

    pub fn draw_len(&self) -> usize {
        self.pile_len + self.stacked.len()
    }

    /// Plays in hand, each once, in play order.
    pub(crate) fn hand_plays(&self) -> impl Iterator<Item = u8> + '_ {
        plays_in(self.held())
    }

    /// The plays in hand as a set: bit `play` is set when the hand holds at least one.
    pub(crate) fn held(&self) -> u16 {
        self.held
    }

    /// The plays in the discard pile as a set (bit `play`).
    pub(crate) fn discarded(&self) -> u16 {
        plays_counted(self.discard)
    }
}

/// What tests read of a deck: the unit tests below and the feature `scenario`.
#[cfg(any(test, feature = "scenario"))]
impl Deck {
    pub fn holds(&self, play: u8) -> bool {
        self.hand.get(usize::from(play)).is_some_and(|&n| n > 0)
    }
}

/// Reading and setting a deck up directly (feature `scenario`): tests and puzzles.
#[cfg(feature = "scenario")]
impl Deck {
    pub fn discard_len(&self) -> usize {
        self.discard.iter().map(|&n| usize::from(n)).sum()
    }

    /// Cards in draw pile, hand and discards together (conserved: always the full deck).
    pub fn total(&self) -> usize {
        self.draw_len() + self.hand_len() + self.discard_len()
    }

    /// Puts `play` on top of the draw pile; scenario set-up for tests and puzzles.
    /// False if the draw pile holds no such card.
    pub(crate) fn stack_on_top(&mut self, play: u8) -> bool {
        match self.draw_pile().iter().position(|&c| c == play) {
            Some(at) => {
                self.take_at(at);
                self.stacked.push(play);
                true
            }
            None => false,
        }
    }

    /// Replaces the hand with the given plays, returning the old hand to the draw pile's bottom.
    /// Scenario set-up for tests and puzzles: keeps the deck's total unchanged only when the
    /// requested cards are in the draw pile.
    pub(crate) fn arrange_hand(&mut self, plays: &[u8]) -> bool {
        self.shuffle();
        let mut draw = self.draw_pile().to_vec();
        for play in 0..MAX_PLAYS {
            draw.splice(
                0..0,
                std::iter::repeat_n(play as u8, usize::from(self.hand[play])),
            );
        }
        self.hand = [0; MAX_PLAYS];
        self.hand_len = 0;
        self.held = 0;
        for &play in plays {
            match draw.iter().rposition(|&c| c == play) {
                Some(at) => {
                    draw.remove(at);
                    self.hand[usize::from(play)] += 1;
                    self.hand_len += 1;
                    self.held |= 1 << play;
                }
                None => {
                    self.set_draw_pile(&draw);
                    return false;
                }
            }
        }
        self.set_draw_pile(&draw);
        true
    }

    /// Empties the draw pile into the discard pile; scenario set-up for end-of-half situations.
    pub(crate) fn exhaust_draw_pile(&mut self) {
        self.shuffle();
        for play in 0..self.pile_len {
            self.discard[usize::from(self.pile[play])] += 1;
        }
        self.pile_len = 0;
    }

    /// Makes `cards` the draw pile, in order; they must be cards of this deck.
    fn set_draw_pile(&mut self, cards: &[u8]) {
        self.pile[..cards.len()].copy_from_slice(cards);
        self.pile_len = cards.len();
    }
}

/// The plays with a count that is not zero, as a set (bit `play`).
fn plays_counted(counts: [u8; MAX_PLAYS]) -> u16 {
    // The high bit of every count that is not zero, found for all sixteen plays at once; then
    // each eight of them gathered into one byte by a multiply (the bits land in the top byte,
    // lowest play lowest).
    const LOW: u128 = u128::from_le_bytes([0x7f; MAX_PLAYS]);
    const GATHER: u64 = 0x0102_0408_1020_4080;
    let counts = u128::from_le_bytes(counts);
    let set = ((((counts & LOW) + LOW) | counts) & !LOW) >> 7;
    let low = ((set as u64).wrapping_mul(GATHER) >> 56) as u16;
    let high = (((set >> 64) as u64).wrapping_mul(GATHER) >> 56) as u16;
    low | high << 8
}

/// The plays of a set of plays (bit `play`), lowest first.
pub(crate) fn plays_in(mut set: u16) -> impl Iterator<Item = u8> {
    std::iter::from_fn(move || {
        if set == 0 {
            return None;
        }
        let play = set.trailing_zeros() as u8;
        set &= set - 1;
        Some(play)
    })
}

/// Two decks are equal when their cards are: the spare room past the draw pile is no card.
impl PartialEq for Deck {
    fn eq(&self, other: &Deck) -> bool {
        self.draw_pile() == other.draw_pile()
            && self.stacked == other.stacked
            && self.hand == other.hand
            && self.hand_len == other.hand_len
            && self.discard == other.discard
    }
}

impl Eq for Deck {}

#[cfg(test)]
mod tests {
    use super::*;
    use gridiron_core::dice::SeededDice;

    /// Dice whose next number is the one given: each index of the draw pile in turn.
    struct Index(usize);

    impl Dice for Index {
        fn below(&mut self, n: usize) -> usize {
            assert!(self.0 < n, "index {} past a pile of {n}", self.0);
            self.0
        }
    }

    /// The cards a deck's next draw takes for each number the dice can give, sorted: a uniform
    /// number gives a uniform card exactly when this is the draw pile itself, each card once.
    fn cards_by_index(deck: &Deck, draw: impl Fn(&mut Deck, &mut Index)) -> Vec<u8> {
        let mut taken: Vec<u8> = (0..deck.draw_len())
            .map(|at| {
                let mut drawn = deck.clone();
                draw(&mut drawn, &mut Index(at));
                let before = deck.hand();
                (0..MAX_PLAYS as u8)
                    .find(|&play| drawn.hand()[slot(play)] > before[slot(play)])
                    .unwrap_or(u8::MAX)
            })
            .collect();
        taken.sort_unstable();
        taken
    }

    #[test]
    fn every_card_left_is_drawn_by_exactly_one_number_of_the_dice() {
        let mut dice = SeededDice::from_seed(11);
        let mut deck = Deck::full((0..MAX_PLAYS).map(|play| (play % 4 + 2) as u8));
        deck.draw_up_to(HAND_SIZE, &mut dice);
        for round in 0..12 {
            let mut pile = deck.draw_pile().to_vec();
            pile.sort_unstable();
            // A snap's refill of one card.
            let play = deck.hand_plays().next().unwrap_or(0);
            deck.play(play);
            let refill = cards_by_index(&deck, |deck, dice| {
                deck.draw_up_to(HAND_SIZE, dice);
            });
            assert_eq!(refill, pile, "round {round}: refill");
            // The loop that draws a whole hand, one card of it.
            let hand = cards_by_index(&deck, |deck, dice| {
                deck.pile_len =
                    Deck::draw_random(&mut deck.pile, deck.pile_len, &mut deck.hand, 1, dice);
            });
            assert_eq!(hand, pile, "round {round}: a hand's draw");
            deck.draw_up_to(HAND_SIZE, &mut dice);
            if round % 3 == 2 {
                deck.reshuffle_hand(HAND_SIZE, &mut dice);
            }
        }
    }

    #[test]
    fn held_and_discarded_name_exactly_the_plays_counted_lowest_first() {
        let mut dice = SeededDice::from_seed(3);
        for seed in 0..200 {
            let mut deck = Deck::full((0..MAX_PLAYS).map(|play| (play % 5 + seed % 3) as u8));
            deck.draw_up_to(HAND_SIZE + seed % 9, &mut dice);
            let expected: Vec<u8> = (0..MAX_PLAYS as u8).filter(|&p| deck.holds(p)).collect();
            assert_eq!(deck.hand_plays().collect::<Vec<_>>(), expected);
            let held = deck.held();
            for play in 0..MAX_PLAYS as u8 {
                assert_eq!(held & (1 << play) != 0, deck.holds(play));
            }
            for play in (0..MAX_PLAYS as u8).step_by(seed % 3 + 1) {
                deck.play(play);
            }
            let discarded = deck.discarded();
            for play in 0..MAX_PLAYS as u8 {
                let expected = deck.discard()[usize::from(play)] > 0;
                assert_eq!(discarded & (1 << play) != 0, expected);
            }
        }
    }
}
