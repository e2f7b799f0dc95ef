//! What one seat may see (spec section 6).

use alloc::vec::Vec;

use board_core::grid::Bitboard;
use board_core::{Observe, Seat};

use crate::card::Card;
use crate::config::Config;
use crate::state::{Phase, Sequence, Side, State};

/// Everything `seat` may know, and nothing more: the board with chips and
/// locks, the SEQUENCEs, every discard pile, each hand's size, the draw
/// pile's size, the phase, and the seat's own hand. Teammates' hands and the
/// draw pile's contents are not in it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct View {
    /// The observing seat.
    pub seat: Seat,
    /// Its side.
    pub side: Side,
    /// The setup.
    pub config: Config,
    /// Chips per side, indexed by side.
    pub chips: Vec<Bitboard>,
    /// Locked chips.
    pub locked: Bitboard,
    /// The completed SEQUENCEs.
    pub sequences: Vec<Sequence>,
    /// The observing seat's own hand, in deck-table order.
    pub hand: Vec<Card>,
    /// Every seat's discard pile (cards with counts), by seat.
    pub discards: Vec<Vec<(Card, u8)>>,
    /// Every seat's hand size, by seat.
    pub hand_sizes: Vec<usize>,
    /// Cards in the draw pile.
    pub draw_pile_len: usize,
    /// The phase.
    pub phase: Phase,
    /// The seat the phase concerns (see [`State::phase_seat`]).
    pub phase_seat: Seat,
    /// Turns played, counted under a turn cap ([`State::turns`]).
    pub turns: u32,
}

impl Observe for State {
    type View = View;

    fn view(&self, seat: Seat) -> View {
        let seats = || Seat::all(self.players());
        View {
            seat,
            side: self.side_of(seat),
            config: self.config,
            chips: (0..self.num_sides()).map(|s| self.chips(Side(s as u8))).collect(),
            locked: self.locked(),
            sequences: self.sequences().collect(),
            hand: self.hand(seat).collect(),
            discards: seats().map(|s| self.discards(s).collect()).collect(),
            hand_sizes: seats().map(|s| self.hand_len(s)).collect(),
            draw_pile_len: self.draw_pile_len(),
            phase: self.phase,
            phase_seat: self.phase_seat(),
            turns: self.turns,
        }
    }
}

impl board_core::bots::Determinize for State {
    /// Deals the cards `seat` cannot see (the draw pile and the other seats'
    /// hands, teammates' included) anew at random: each other seat keeps its
    /// hand size, the rest forms the draw pile. The result gives `seat` the
    /// same [`View`].
    fn determinize<R: rand_core::Rng + ?Sized>(&self, seat: Seat, rng: &mut R) -> State {
        let mut next = self.clone();
        let mut unseen: Vec<u8> = Vec::new();
        for (k, &n) in self.pile.iter().enumerate() {
            unseen.extend(core::iter::repeat_n(k as u8, n as usize));
        }
        for (i, h) in self.hands.iter().enumerate().take(self.players()) {
            if i != seat.index() {
                unseen.extend_from_slice(h.kinds());
            }
        }
        // Sorted, so the result depends only on what `seat` sees (and the
        // RNG), not on how the unseen cards happen to be split now.
        unseen.sort_unstable();
        for (i, h) in next.hands.iter_mut().enumerate().take(self.players()) {
            if i == seat.index() {
                continue;
            }
            let len = h.len;
            *h = crate::state::Hand::default();
            for _ in 0..len {
                if let Some(j) = board_core::bots::uniform_index(unseen.len(), rng) {
                    h.insert(unseen.swap_remove(j));
                }
            }
        }
        next.pile = [0; crate::layout::MAX_KINDS];
        for k in unseen {
            if let Some(n) = next.pile.get_mut(k as usize) {
                *n += 1;
            }
        }
        next
    }
}
