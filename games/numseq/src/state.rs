//! The state type, its parts, and the from-scratch invariant check.

use core::fmt;

use board_core::Seat;
use board_core::grid::{Axis, Bitboard, Coord, Window};

use crate::config::{Config, ConfigError};
use crate::layout::{Layout, MAX_KINDS};
pub use crate::layout::{MAX_HAND, MAX_SEATS};

/// Most sides (chip colours).
pub const MAX_SIDES: usize = 3;
/// Most SEQUENCEs a state records. Before the last placement every side has
/// fewer than the target (at most 2 each, as a ruleset needs at most 3:
/// 6 in all), and one placement completes at most 2 per axis (8), so 14 is
/// the true bound.
pub const MAX_SEQUENCES: usize = 16;

/// Card counts per kind (index = kind in the ruleset's deck table).
pub(crate) type Counts = [u8; MAX_KINDS];

/// Most cards a deck holds ([`crate::layout::validate_data`] refuses more).
pub(crate) const MAX_DECK: usize = 255;

/// Every seat's discard pile, as one nibble (half a byte) per card of the
/// deck: the deck's cards laid out kind by kind ([`Layout`]'s deck order),
/// card `i` in the low nibble of byte `i / 2` if `i` is even, the high one
/// if odd, each holding 0 if the card is in a hand or the draw pile, `1 + s`
/// if it is on seat `s`'s discard pile (at most 12 seats: at most 12). Within
/// a kind the nibbles are kept sorted, and nibbles past the deck hold 0, so
/// equal piles compare equal. A deck has at most [`MAX_DECK`] cards, so 12
/// seats' piles fit in 128 bytes where a table of counts per seat and kind
/// took 1,536 (and a byte per card 255).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) struct Discards {
    at: [u8; MAX_DECK.div_ceil(2)],
}

// A place `1 + seat` fits a nibble.
const _: () = assert!(MAX_SEATS < 16);

impl Discards {
    pub(crate) const EMPTY: Discards = Discards {
        at: [0; MAX_DECK.div_ceil(2)],
    };

    /// Card `i`'s place (0 past the table).
    fn tag(&self, i: usize) -> u8 {
        self.at.get(i / 2).map_or(0, |&b| (b >> (4 * (i & 1))) & 0xF)
    }
    /// Sets card `i`'s place to `t` (`t < 16`; ignored past the table).
    fn set_tag(&mut self, i: usize, t: u8) {
        if let Some(b) = self.at.get_mut(i / 2) {
            let shift = 4 * (i & 1);
            *b = (*b & !(0xF << shift)) | ((t & 0xF) << shift);
        }
    }
    /// How many cards of kind `k` are on `seat`'s pile.
    pub(crate) fn count(&self, rules: &Layout, seat: usize, k: usize) -> u8 {
        let tag = seat + 1;
        rules.cards_of(k).filter(|&i| self.tag(i) as usize == tag).count() as u8
    }
    /// How many cards of kind `k` are on any pile.
    pub(crate) fn count_all(&self, rules: &Layout, k: usize) -> u8 {
        rules.cards_of(k).filter(|&i| self.tag(i) != 0).count() as u8
    }
    /// Cards on `seat`'s pile.
    pub(crate) fn len(&self, seat: usize) -> usize {
        let tag = seat + 1;
        (0..2 * self.at.len()).filter(|&i| self.tag(i) as usize == tag).count()
    }
    /// `seat`'s pile: the kinds on it, in deck-table order, with counts.
    pub(crate) fn pile<'a>(&'a self, rules: &'a Layout, seat: usize) -> impl Iterator<Item = (usize, u8)> + 'a {
        (0..rules.kinds())
            .map(move |k| (k, self.count(rules, seat, k)))
            .filter(|&(_, n)| n > 0)
    }
    /// Puts a card of kind `k` on `seat`'s pile (one of the kind's
    /// undiscarded cards); ignored if every card of the kind is discarded
    /// already or the seat is past the table.
    pub(crate) fn push(&mut self, rules: &Layout, seat: usize, k: usize) {
        let cards = rules.cards_of(k);
        if cards.is_empty() || self.tag(cards.start) != 0 || seat >= MAX_SEATS {
            return;
        }
        self.set_tag(cards.start, seat as u8 + 1);
        // One step of insertion sort keeps the kind's nibbles sorted.
        for i in cards.start + 1..cards.end {
            let (a, b) = (self.tag(i - 1), self.tag(i));
            if b >= a {
                break;
            }
            self.set_tag(i - 1, b);
            self.set_tag(i, a);
        }
    }
    /// Moves every discarded card into the draw pile counts `pile`; returns
    /// how many moved.
    pub(crate) fn drain_into(&mut self, rules: &Layout, pile: &mut Counts) -> u32 {
        let mut moved = 0;
        for (k, n) in pile.iter_mut().enumerate().take(rules.kinds()) {
            let d = self.count_all(rules, k);
            *n = n.saturating_add(d);
            moved += u32::from(d);
        }
        *self = Discards::EMPTY;
        moved
    }
}

/// A side: one chip colour, played by one seat or a team. Seat `i` plays for
/// side `i mod sides`. Notation: `a`, `b`, `c`.
///
/// With the `serde` feature a side is its letter, `"a"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Side(pub u8);

impl Side {
    /// The side's letter, `a` for side 0.
    pub fn letter(self) -> char {
        (b'a' + self.0.min(25)) as char
    }
    /// The 0-based index of the side.
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "side {}", self.letter())
    }
}

/// A hand: card kinds kept sorted, so equal hands compare equal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub(crate) struct Hand {
    pub(crate) len: u8,
    pub(crate) cards: [u8; MAX_HAND],
}

impl Hand {
    pub(crate) fn kinds(&self) -> &[u8] {
        self.cards.get(..self.len as usize).unwrap_or(&[])
    }
    /// Inserts keeping order; ignored when full. One step of insertion
    /// sort from the end: the cards above `k` move up one, and `k` goes
    /// after the last card at or below it.
    pub(crate) fn insert(&mut self, k: u8) {
        let n = self.len as usize;
        if n >= MAX_HAND {
            return;
        }
        let mut i = n;
        while i > 0 {
            let prev = self.cards.get(i - 1).copied().unwrap_or(0);
            if prev <= k {
                break;
            }
            if let Some(slot) = self.cards.get_mut(i) {
                *slot = prev;
            }
            i -= 1;
        }
        if let Some(slot) = self.cards.get_mut(i) {
            *slot = k;
        }
        self.len += 1;
    }
    /// Removes one copy; false if absent.
    pub(crate) fn remove(&mut self, k: u8) -> bool {
        let Some(pos) = self.kinds().iter().position(|&x| x == k) else {
            return false;
        };
        let n = self.len as usize;
        for i in pos..n.saturating_sub(1) {
            let next = self.cards.get(i + 1).copied().unwrap_or(0);
            if let Some(slot) = self.cards.get_mut(i) {
                *slot = next;
            }
        }
        if let Some(slot) = self.cards.get_mut(n - 1) {
            *slot = 0;
        }
        self.len -= 1;
        true
    }
}

/// Where the game stands: who acts and what they may do.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Phase {
    /// The deal: chance deals the next card to the seat in
    /// [`State::phase_seat`].
    Deal,
    /// The seat plays; `swapped` records that it used the dead-card swap this
    /// turn.
    Play {
        /// Whether the dead-card swap was used this turn.
        swapped: bool,
    },
    /// Chance draws a card for the seat. `resume`: the draw replaces a dead
    /// card and the same seat then plays its turn; otherwise the turn ends.
    Draw {
        /// Whether the seat plays on after the draw (dead-card swap).
        resume: bool,
    },
    /// The draw pile is empty: chance shuffles every discard pile into a new
    /// draw pile, then the draw follows.
    Shuffle {
        /// As in [`Phase::Draw`].
        resume: bool,
    },
    /// The game is over; [`State::phase_seat`] made the last move.
    Over,
}

/// A completed SEQUENCE: a side and a 5-square window.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Sequence {
    /// The side that made it.
    pub side: Side,
    /// The window (see [`board_core::grid::Window`]: the start is the end
    /// nearest the top-left for rows, columns and diagonals, and the
    /// bottom-left end for anti-diagonals).
    pub window: Window,
}

/// A completed SEQUENCE's record in two bytes: the side (bits 9-15), the
/// window's first square in index order (bits 2-8) and its axis (bits 0-1,
/// the order of [`Axis::ALL`]). The derived order is by side, then first
/// square, then axis: the order by side, first square, start and axis, as a
/// window starts at its first square except on an anti-diagonal, whose start
/// is further on and whose axis comes last.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub(crate) struct SeqRec(u16);

impl SeqRec {
    /// The record of `side`'s window whose first square (in index order) is
    /// `first`, along `axis` (`first < 128`; a side past 127 is kept as 127,
    /// which no game has either).
    pub(crate) fn new(side: u8, first: usize, axis: Axis) -> SeqRec {
        let a = match axis {
            Axis::Horizontal => 0,
            Axis::Vertical => 1,
            Axis::Diagonal => 2,
            Axis::AntiDiagonal => 3,
        };
        SeqRec((u16::from(side.min(127)) << 9) | (((first & 0x7F) as u16) << 2) | a)
    }
    /// The side that made it.
    pub(crate) fn side(self) -> u8 {
        (self.0 >> 9) as u8
    }
    /// The window's first square in index order.
    pub(crate) fn first(self) -> usize {
        usize::from((self.0 >> 2) & 0x7F)
    }
    /// The window's axis.
    pub(crate) fn axis(self) -> Axis {
        match self.0 & 3 {
            0 => Axis::Horizontal,
            1 => Axis::Vertical,
            2 => Axis::Diagonal,
            _ => Axis::AntiDiagonal,
        }
    }
    /// The window's start (see [`Sequence::window`]): its first square,
    /// or on an anti-diagonal the square 4 rows down and 4 columns left.
    pub(crate) fn start(self, rules: &Layout) -> usize {
        match self.axis() {
            Axis::AntiDiagonal => self.first() + 4 * usize::from(rules.grid().cols()).saturating_sub(1),
            _ => self.first(),
        }
    }
}

pub(crate) const SEQ_NONE: SeqRec = SeqRec(0);

/// A numseq game state: board chips with owner side and locks, each seat's
/// hand and discard pile, the draw pile, whose turn, whether the dead-card
/// swap was used, and the SEQUENCEs completed. 512 bytes (the discard piles
/// half a byte per card of the deck, each SEQUENCE two bytes), no heap;
/// `tests/suite/size.rs` holds the bound.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct State {
    pub(crate) config: Config,
    pub(crate) sides: u8,
    pub(crate) hand_size: u8,
    pub(crate) needed: u8,
    pub(crate) chips: [Bitboard; MAX_SIDES],
    pub(crate) locked: Bitboard,
    pub(crate) seqs: [SeqRec; MAX_SEQUENCES],
    pub(crate) n_seqs: u8,
    pub(crate) hands: [Hand; MAX_SEATS],
    pub(crate) discards: Discards,
    pub(crate) pile: Counts,
    pub(crate) pile_len: u8,
    pub(crate) phase: Phase,
    pub(crate) seat: u8,
    /// Turns played, counted only under a `max_turns` cap (0 without one).
    pub(crate) turns: u32,
}

impl fmt::Debug for State {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "State({self})")
    }
}

impl State {
    /// A new game: the full deck in the draw pile, the deal about to start
    /// (a chance node), seat 0 to act after it.
    ///
    /// # Errors
    /// [`ConfigError`] listing every problem of `config`.
    pub fn new(config: Config) -> Result<State, ConfigError> {
        config.validate()?;
        Ok(State::empty(config))
    }

    /// A state for a valid config with no chips and no cards dealt.
    pub(crate) fn empty(config: Config) -> State {
        let rules = config.preset.ruleset();
        let mut pile = [0u8; MAX_KINDS];
        for (k, slot) in pile.iter_mut().enumerate().take(rules.kinds()) {
            *slot = rules.count(k);
        }
        State {
            config,
            sides: config.sides(),
            hand_size: config.hand_size(),
            needed: config.sequences_to_win(),
            chips: [Bitboard::EMPTY; MAX_SIDES],
            locked: Bitboard::EMPTY,
            seqs: [SEQ_NONE; MAX_SEQUENCES],
            n_seqs: 0,
            hands: [Hand::default(); MAX_SEATS],
            discards: Discards::EMPTY,
            pile,
            pile_len: rules.deck_size() as u8,
            phase: Phase::Deal,
            seat: 0,
            turns: 0,
        }
    }

    /// Turns played so far (a placement, removal or D4 discard each), counted
    /// only when [`Config::max_turns`] is set; 0 otherwise.
    pub fn turns(&self) -> u32 {
        self.turns
    }
    /// Whether the turn cap ([`Config::max_turns`], N-R2) has been reached.
    pub fn turn_cap_reached(&self) -> bool {
        self.config.max_turns.is_some_and(|m| self.turns >= m)
    }
    /// The setup.
    pub fn config(&self) -> &Config {
        &self.config
    }
    /// The board and deck in use.
    pub fn ruleset(&self) -> &'static Layout {
        self.config.preset.ruleset()
    }
    /// The phase.
    pub fn phase(&self) -> Phase {
        self.phase
    }
    /// The seat the phase concerns: the seat to be dealt to, to play, or
    /// drawn for, or (when over) the seat that moved last. Whose turn it
    /// is, as [`board_core::Game`] sees it, is [`board_core::Game::to_act`]
    /// (a seat only in [`Phase::Play`]).
    pub fn phase_seat(&self) -> Seat {
        Seat(self.seat)
    }
    /// The side whose turn it is: during play, and at the draw that ends a
    /// turn, the side of the seat playing; during the deal the side of seat
    /// 0, which plays first; once over, the side that moved last.
    pub fn side_to_move(&self) -> Side {
        match self.phase {
            Phase::Deal => Side(0),
            _ => Side(self.side_to_play()),
        }
    }
    /// Number of sides (chip colours): the config's [`Config::sides`].
    pub fn sides(&self) -> u8 {
        self.sides
    }
    /// The side `seat` plays for: seat `k` plays for side `k mod sides`.
    pub fn side_of(&self, seat: Seat) -> Side {
        Side((seat.index() % self.sides.max(1) as usize) as u8)
    }
    /// The seats of `side`'s players, in seat order (the seats `k` with
    /// `k mod sides` = the side); none for a side the game does not have.
    pub fn seats_of(&self, side: Side) -> impl Iterator<Item = Seat> + Clone + use<> {
        let players = if side.0 < self.sides { self.players() } else { 0 };
        (side.index()..players)
            .step_by(usize::from(self.sides.max(1)))
            .map(|i| Seat(i as u8)) // i < players <= u8::MAX
    }
    /// SEQUENCEs a side needs to win.
    pub fn sequences_to_win(&self) -> u8 {
        self.needed
    }
    /// The chips of `side`.
    pub fn chips(&self, side: Side) -> Bitboard {
        self.chips.get(side.index()).copied().unwrap_or(Bitboard::EMPTY)
    }
    /// Every square holding a chip.
    pub fn occupied(&self) -> Bitboard {
        self.chips[0] | self.chips[1] | self.chips[2] // ok: constant indices into [_; 3]
    }
    /// The locked chips (part of a completed SEQUENCE).
    pub fn locked(&self) -> Bitboard {
        self.locked
    }
    /// The side whose chip is on `square`, if any.
    pub fn chip_at(&self, square: Coord) -> Option<Side> {
        let i = self.ruleset().grid().index(square)?;
        (0..MAX_SIDES)
            .find(|&s| self.chips.get(s).is_some_and(|b| b.has_index(i)))
            .map(|s| Side(s as u8))
    }
    /// Whether the dead-card swap was used this turn.
    pub fn swap_used(&self) -> bool {
        matches!(
            self.phase,
            Phase::Play { swapped: true } | Phase::Draw { resume: true } | Phase::Shuffle { resume: true }
        )
    }
    /// Every completed SEQUENCE, ordered by side, then reading order.
    pub fn sequences(&self) -> impl Iterator<Item = Sequence> + '_ {
        let grid = *self.ruleset().grid();
        let rules = self.ruleset();
        self.seq_recs().iter().map(move |r| Sequence {
            side: Side(r.side()),
            window: Window {
                start: grid.coord(r.start(rules)).unwrap_or_default(),
                axis: r.axis(),
                len: 5,
            },
        })
    }
    /// SEQUENCEs completed by `side`.
    pub fn sequence_count(&self, side: Side) -> u8 {
        self.seq_recs().iter().filter(|r| r.side() == side.0).count() as u8
    }
    pub(crate) fn seq_recs(&self) -> &[SeqRec] {
        self.seqs.get(..self.n_seqs as usize).unwrap_or(&[])
    }
    /// The cards in `seat`'s hand, in deck-table order.
    pub fn hand(&self, seat: Seat) -> impl Iterator<Item = crate::Card> + '_ {
        let rules = self.ruleset();
        let kinds = self.hands.get(seat.index()).map(|h| h.kinds()).unwrap_or(&[]);
        kinds.iter().filter_map(move |&k| rules.card(k as usize))
    }
    /// Number of cards in `seat`'s hand.
    pub fn hand_len(&self, seat: Seat) -> usize {
        self.hands.get(seat.index()).map_or(0, |h| h.len as usize)
    }
    /// The cards on `seat`'s discard pile, in deck-table order, with counts.
    pub fn discards(&self, seat: Seat) -> impl Iterator<Item = (crate::Card, u8)> + '_ {
        let rules = self.ruleset();
        self.discards
            .pile(rules, seat.index())
            .filter_map(move |(k, n)| rules.card(k).map(|c| (c, n)))
    }
    /// The draw pile's contents with counts (hidden from every seat; see
    /// [`crate::View`]).
    pub fn draw_pile(&self) -> impl Iterator<Item = (crate::Card, u8)> + '_ {
        counts_iter(self.ruleset(), Some(&self.pile))
    }
    /// Cards in the draw pile.
    pub fn draw_pile_len(&self) -> usize {
        self.pile_len as usize
    }
    /// The winning side, once a side has its SEQUENCEs.
    pub fn winner(&self) -> Option<Side> {
        (0..self.sides)
            .map(Side)
            .find(|&s| self.sequence_count(s) >= self.needed)
    }

    pub(crate) fn players(&self) -> usize {
        self.config.players as usize
    }
    pub(crate) fn board_full(&self) -> bool {
        let playable = self.ruleset().playable();
        (self.occupied() & playable) == playable
    }
}

fn counts_iter<'a>(rules: &'static Layout, counts: Option<&'a Counts>) -> impl Iterator<Item = (crate::Card, u8)> + 'a {
    counts
        .into_iter()
        .flat_map(|c| c.iter().enumerate())
        .filter(|(_, n)| **n > 0)
        .filter_map(move |(k, &n)| rules.card(k).map(|c| (c, n)))
}

#[cfg(test)]
#[path = "tests/state.rs"]
mod tests;
