//! The from-scratch consistency check of a state: every cached or derived
//! fact re-derived. Parsing and deserializing run it, so no inconsistent
//! state can be built from text.

use board_core::grid::Bitboard;

use crate::layout::MAX_KINDS;
use crate::sequence::rec_mask;
use crate::state::{MAX_HAND, MAX_SEATS, MAX_SIDES, Phase, State};

/// A broken invariant of a state.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
pub enum StateProblem {
    /// The cached sides, hand size or target disagree with the config.
    #[error("derived setup values disagree with the config")]
    Derived,
    /// A seat number or side out of range.
    #[error("seat or side out of range")]
    Range,
    /// Chips on a corner or off the board, or two chips on one square, or
    /// chips of a side that does not play.
    #[error("chips on a corner, off the board, stacked, or of a missing side")]
    Chips,
    /// A SEQUENCE is not a 5-window covered by its side, or the list is
    /// unsorted or repeats one.
    #[error("a SEQUENCE is not a covered 5-window, or the list is unsorted")]
    Sequence,
    /// Two SEQUENCEs of one side share more than one square.
    #[error("two SEQUENCEs of one side share more than one square")]
    SequenceOverlap,
    /// The winner's SEQUENCEs cannot all come from earlier turns plus one
    /// last placement: more than (target - 1) of them miss every square
    /// they could share with the last chip placed.
    #[error("the winning SEQUENCEs cannot come from one last placement")]
    Winner,
    /// A fully covered 5-window that would have been counted is missing.
    #[error("a completed 5-window is not recorded as a SEQUENCE")]
    MissedSequence,
    /// The locked chips are not exactly the chips of the SEQUENCEs.
    #[error("locked chips do not match the SEQUENCEs")]
    Locks,
    /// A card kind's copies in hands, discards and draw pile do not add up to
    /// the deck's count, or the pile size is wrong.
    #[error("cards are not conserved")]
    Cards,
    /// A hand is unsorted, holds unknown kinds, or has the wrong size for the
    /// phase.
    #[error("a hand has the wrong size or content")]
    Hand,
    /// The phase contradicts the board or piles (a win, a full board
    /// without a potential SEQUENCE or a reached turn cap not over, an over
    /// game with none of them, a shuffle with cards left, chips during the
    /// deal, turns past the cap or counted without one, ...).
    #[error("phase contradicts the position")]
    Phase,
}

impl State {
    /// Re-derives every invariant from scratch.
    ///
    /// # Errors
    /// The first [`StateProblem`] found.
    pub fn validity_check(&self) -> Result<(), StateProblem> {
        let c = &self.config;
        if self.sides != c.sides() || self.hand_size != c.hand_size() || self.needed != c.sequences_to_win() {
            return Err(StateProblem::Derived);
        }
        let players = self.players();
        if players > MAX_SEATS || self.sides as usize > MAX_SIDES || self.seat as usize >= players {
            return Err(StateProblem::Range);
        }
        let rules = self.ruleset();
        let playable = rules.playable();
        let mut all = Bitboard::EMPTY;
        for (s, &b) in self.chips.iter().enumerate() {
            if (b.0 & !playable.0) != 0 || !(b & all).is_empty() || (s >= self.sides as usize && !b.is_empty()) {
                return Err(StateProblem::Chips);
            }
            all |= b;
        }
        // SEQUENCEs.
        let recs = self.seq_recs();
        let mut locks = Bitboard::EMPTY;
        for (i, r) in recs.iter().enumerate() {
            let m = rec_mask(rules, r);
            let own = self.chips.get(r.side as usize).copied().unwrap_or(Bitboard::EMPTY) | rules.corners();
            if r.side >= self.sides || m.count() != 5 || (m & own) != m || m.first_index() != Some(r.first as usize) {
                return Err(StateProblem::Sequence);
            }
            if i > 0 && recs.get(i - 1).is_some_and(|p| p >= r) {
                return Err(StateProblem::Sequence);
            }
            for q in recs.iter().take(i) {
                if q.side == r.side && (rec_mask(rules, q) & m).count() > 1 {
                    return Err(StateProblem::SequenceOverlap);
                }
            }
            locks |= Bitboard(m.0 & !rules.corners().0);
        }
        if locks != self.locked {
            return Err(StateProblem::Locks);
        }
        for side in 0..self.sides {
            if self.missed_window(side).is_some() {
                return Err(StateProblem::MissedSequence);
            }
        }
        // Cards.
        let mut pile_len: u32 = 0;
        for k in 0..MAX_KINDS {
            let in_hands: u32 = self
                .hands
                .iter()
                .map(|h| h.kinds().iter().filter(|&&x| x as usize == k).count() as u32)
                .sum();
            let in_discards: u32 = self
                .discards
                .iter()
                .map(|d| d.get(k).copied().unwrap_or(0) as u32)
                .sum();
            let in_pile = self.pile.get(k).copied().unwrap_or(0) as u32;
            pile_len += in_pile;
            if in_hands + in_discards + in_pile != rules.count(k) as u32 {
                return Err(StateProblem::Cards);
            }
        }
        if pile_len != self.pile_len as u32 {
            return Err(StateProblem::Cards);
        }
        let discarded: u32 = self.discards.iter().flat_map(|d| d.iter()).map(|&n| n as u32).sum();
        for (i, h) in self.hands.iter().enumerate() {
            let sorted = h.kinds().windows(2).all(|w| w.first() <= w.get(1));
            if h.len as usize > MAX_HAND
                || !sorted
                || h.cards.iter().skip(h.len as usize).any(|&x| x != 0)
                || (i >= players && h.len != 0)
                || (i >= players && self.discards.get(i).is_some_and(|d| d.iter().any(|&n| n != 0)))
            {
                return Err(StateProblem::Hand);
            }
        }
        // Hand sizes by phase.
        let hs = self.hand_size as usize;
        let lens: alloc::vec::Vec<usize> = self.hands.iter().take(players).map(|h| h.len as usize).collect();
        let seat = self.seat as usize;
        let hands_ok = match self.phase {
            Phase::Deal => {
                let dealt: usize = lens.iter().sum();
                dealt < players * hs
                    && dealt % players == seat
                    && lens
                        .iter()
                        .enumerate()
                        .all(|(i, &l)| l == dealt / players + usize::from(i < dealt % players))
            }
            Phase::Play { .. } => lens.iter().all(|&l| l == hs),
            Phase::Draw { .. } | Phase::Shuffle { .. } | Phase::Over => lens
                .iter()
                .enumerate()
                .all(|(i, &l)| l == if i == seat { hs - 1 } else { hs }),
        };
        if !hands_ok {
            return Err(StateProblem::Hand);
        }
        // Phase against the position.
        let winner = self.winner();
        let full = self.full_board_draw();
        let capped = self.turn_cap_reached();
        let turns_ok = match c.max_turns {
            None => self.turns == 0,
            Some(m) => self.turns <= m && (self.phase != Phase::Deal || self.turns == 0),
        };
        if !turns_ok {
            return Err(StateProblem::Phase);
        }
        let counts_ok = (0..self.sides).all(|s| {
            let n = recs.iter().filter(|r| r.side == s).count();
            n < self.needed as usize || winner.map(|w| w.0) == Some(s)
        });
        let winners = (0..self.sides)
            .filter(|&s| recs.iter().filter(|r| r.side == s).count() >= self.needed as usize)
            .count();
        let phase_ok = counts_ok
            && winners <= 1
            && match self.phase {
                Phase::Over => {
                    (winner.is_some() || full || capped)
                        && winner.is_none_or(|w| w.0 as usize == seat % self.sides as usize)
                }
                Phase::Deal => winner.is_none() && all.is_empty() && discarded == 0,
                Phase::Shuffle { .. } => winner.is_none() && !full && !capped && self.pile_len == 0 && discarded > 0,
                Phase::Draw { .. } => winner.is_none() && !full && !capped && self.pile_len > 0,
                Phase::Play { .. } => winner.is_none() && !full && !capped,
            };
        if !phase_ok {
            return Err(StateProblem::Phase);
        }
        if let (Phase::Over, Some(w)) = (self.phase, winner)
            && !self.one_last_placement(w.0)
        {
            return Err(StateProblem::Winner);
        }
        Ok(())
    }
}

impl State {
    /// Whether some chip of `side` lies in all but at most (target - 1) of
    /// the side's SEQUENCEs: the square of the last placement, which made
    /// every SEQUENCE through it (it was empty before, so no earlier one
    /// holds it), the others having been made on earlier turns while the
    /// side still had fewer than the target.
    fn one_last_placement(&self, side: u8) -> bool {
        let rules = self.ruleset();
        let masks: alloc::vec::Vec<Bitboard> = self
            .seq_recs()
            .iter()
            .filter(|r| r.side == side)
            .map(|r| rec_mask(rules, r))
            .collect();
        let earlier = (self.needed as usize).saturating_sub(1);
        let own = self.chips.get(side as usize).copied().unwrap_or(Bitboard::EMPTY);
        let candidates = masks.iter().fold(Bitboard::EMPTY, |a, &m| a | m) & own;
        candidates
            .indices()
            .any(|i| masks.iter().filter(|m| !m.has_index(i)).count() <= earlier)
    }
}
