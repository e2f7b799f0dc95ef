//! What one seat may see (spec section 6).

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt::{self, Write};

use board_core::grid::Bitboard;
use board_core::{Observe, Seat};

use crate::card::Card;
use crate::config::Config;
use crate::picture::{write_board, write_sequences};
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
            chips: (0..self.sides()).map(|s| self.chips(Side(s))).collect(),
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

impl View {
    /// The picture of [`View`]'s `Display`.
    fn write_picture(&self, s: &mut String) -> fmt::Result {
        let rules = self.config.preset.ruleset();
        write_board(s, rules, &self.chips, self.locked)?;
        write_sequences(s, rules, self.sequences.iter().copied())?;
        writeln!(s, "SEQUENCEs to win: {}", self.config.sequences_to_win())?;
        write!(s, "you are {} ({}): hand", self.seat, self.side.letter())?;
        if self.hand.is_empty() {
            s.push_str(" -");
        }
        for c in &self.hand {
            write!(s, " {c}")?;
        }
        s.push('\n');
        let sides = self.chips.len().max(1);
        for (i, (n, pile)) in self.hand_sizes.iter().zip(&self.discards).enumerate() {
            let side = Side((i % sides) as u8).letter();
            let you = if i == self.seat.index() { ", you" } else { "" };
            write!(s, "seat {i} ({side}{you}): {n} cards | discards")?;
            if pile.is_empty() {
                s.push_str(" -");
            }
            for (c, k) in pile {
                if *k > 1 {
                    write!(s, " {c}x{k}")?;
                } else {
                    write!(s, " {c}")?;
                }
            }
            s.push('\n');
        }
        writeln!(s, "draw pile: {} cards", self.draw_pile_len)?;
        if let Some(cap) = self.config.max_turns {
            writeln!(s, "turns: {} of {cap}", self.turns)?;
        }
        let seat = self.phase_seat.0;
        let dead = |resume: bool| if resume { " a replacement for a dead card" } else { "" };
        match self.phase {
            Phase::Deal => writeln!(s, "dealing to seat {seat}"),
            Phase::Play { swapped } => {
                let used = if swapped { " (dead-card swap used)" } else { "" };
                writeln!(s, "seat {seat} to play{used}")
            }
            Phase::Draw { resume } => writeln!(s, "seat {seat} draws{}", dead(resume)),
            Phase::Shuffle { resume } => writeln!(
                s,
                "discards are shuffled into a new draw pile for seat {seat} to draw{}",
                dead(resume)
            ),
            Phase::Over => {
                let needed = self.config.sequences_to_win() as usize;
                let winner =
                    (0..sides).find(|&side| self.sequences.iter().filter(|q| q.side.index() == side).count() >= needed);
                match winner {
                    Some(w) => writeln!(s, "over: side {} wins", Side(w as u8).letter()),
                    None => writeln!(s, "over: draw"),
                }
            }
        }
    }
}

/// A picture of the game from the view's seat: the board as in
/// [`State::picture`], the SEQUENCEs and how many a side needs, the seat's
/// own hand, every seat's hand size and discard pile, the draw pile's size,
/// the turns under a cap, and who acts (a draw that replaces a dead card
/// says so).
impl fmt::Display for View {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut s = String::new();
        self.write_picture(&mut s)?;
        f.write_str(&s)
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
