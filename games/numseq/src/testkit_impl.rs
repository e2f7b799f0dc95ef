//! The conformance hooks of board-core's test kit (feature `testkit`).

use alloc::string::{String, ToString};
use alloc::vec::Vec;

use board_core::bots::uniform_index;
use board_core::grid::Coord;
use board_core::testkit::{Conformance, TestRng};

use crate::card::Card;
use crate::moves::{Lock, Move};
use crate::state::State;

impl Conformance for State {
    /// Near-misses around the legal moves: every card of the deck (in hand
    /// or not) and some unknown cards on random squares, corners, occupied
    /// squares and off-board squares; dead swaps and discards of every hand
    /// card and of random cards; chance outcomes at decision nodes and seat
    /// moves at chance nodes; draws of cards not in the pile.
    fn candidate_moves(&self, rng: &mut TestRng, out: &mut Vec<Move>) {
        let rules = self.ruleset();
        let grid = *rules.grid();
        let mut pick = |n: usize| uniform_index(n, rng).unwrap_or(0);
        let mut cards: Vec<Card> = (0..rules.kinds()).filter_map(|k| rules.card(k)).collect();
        cards.push(Card::add(99, 1));
        cards.push(Card::sub(3, 4));
        let mut squares: Vec<Coord> = Vec::new();
        for _ in 0..6 {
            squares.push(grid.coord(pick(grid.len())).unwrap_or_default());
        }
        squares.extend([
            Coord::new(0, 0),
            Coord::new(9, 9),
            Coord::new(10, 0),
            Coord::new(0, 10),
            Coord::new(200, 3),
        ]);
        squares.extend(self.occupied().indices().take(4).filter_map(|i| grid.coord(i)));
        for k in self.hand_ids() {
            if let Some(c) = rules.card(k) {
                cards.push(c);
                if let Some(crate::Action::Place(n)) = rules.action(k) {
                    squares.extend(rules.squares_of(n).indices().filter_map(|i| grid.coord(i)));
                }
            }
        }
        for _ in 0..40 {
            let c = cards.get(pick(cards.len())).copied().unwrap_or(Card::PLUS);
            let sq = squares.get(pick(squares.len())).copied().unwrap_or_default();
            out.push(Move::Play(c, sq, Lock::NONE));
            // N-R1: random lock choices, right or wrong.
            let m = Move::Play(c, sq, Lock::from_bits(1 << pick(20)));
            if pick(4) == 0 {
                out.push(m);
            }
        }
        // Every lock choice of legal placements with the lock dropped or
        // swapped for another square's.
        let legal = board_core::Game::legal_moves(self);
        for m in legal
            .iter()
            .filter(|m| matches!(m, Move::Play(_, _, l) if !l.is_none()))
            .take(8)
        {
            if let Move::Play(c, sq, l) = *m {
                out.push(Move::Play(c, sq, Lock::NONE));
                out.push(Move::Play(c, sq, Lock::from_bits(l.bits() ^ 1)));
                out.push(Move::Play(Card::MINUS, sq, l));
            }
        }
        for _ in 0..6 {
            let c = cards.get(pick(cards.len())).copied().unwrap_or(Card::PLUS);
            out.push(Move::Dead(c));
            out.push(Move::Discard(c));
            out.push(Move::Draw(c));
            out.push(Move::Deal(c));
        }
        for k in self.hand_ids() {
            if let Some(c) = rules.card(k) {
                out.push(Move::Dead(c));
                out.push(Move::Discard(c));
                out.push(Move::Play(c, Coord::new(0, 0), Lock::NONE));
            }
        }
        out.push(Move::Shuffle);
        out.push(Move::Play(Card::MINUS, Coord::new(4, 4), Lock::NONE));
        out.push(Move::Play(Card::PLUS, Coord::new(4, 4), Lock::NONE));
    }

    fn validate_state(&self) -> Result<(), String> {
        self.validate().map_err(|e| e.to_string())
    }
}

impl State {
    fn hand_ids(&self) -> Vec<usize> {
        self.hands
            .get(self.seat as usize)
            .map(|h| h.kinds().iter().map(|&k| k as usize).collect())
            .unwrap_or_default()
    }
}
