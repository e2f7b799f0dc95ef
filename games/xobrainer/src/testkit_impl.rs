//! The board-core conformance hooks (feature `testkit`).

use alloc::string::{String, ToString};
use alloc::vec::Vec;

use board_core::grid::Coord;
use board_core::testkit::{Conformance, TestRng};
use board_core::{Game, Seat};

use crate::piece::{Colour, Side};
use crate::{Move, State};

impl Conformance for State {
    /// Every square of the board plus one row and column beyond it (off
    /// board), a far-away square, every non-placement move (timeout, pass,
    /// next, lots, both colours of bag draw for both sides), and Map/Mission
    /// cards: a random sample, the edges 0/24, and out-of-range 25/255.
    fn candidate_moves(&self, rng: &mut TestRng, out: &mut Vec<Move>) {
        let (rows, cols) = self.size();
        for r in 0..=rows {
            for c in 0..=cols.min(25) {
                out.push(Move::Place(Coord::new(r, c)));
            }
        }
        out.push(Move::Place(Coord::new(200, 30)));
        out.extend([Move::Timeout, Move::Pass, Move::NextRound]);
        for s in Side::ALL {
            out.push(Move::Lot(s));
            for c in [Colour::Green, Colour::Red] {
                out.push(Move::Draw(s, c));
            }
            let pick = (rand_core::Rng::next_u32(rng) % 25) as u8;
            for i in [0, 24, 25, 255, pick] {
                out.push(Move::MapCard(s, i));
            }
            if let Some(i) = self.side(s.other()).map_card() {
                out.push(Move::MapCard(s, i));
                out.push(Move::MissionCard(Seat(0), i));
            }
        }
        // Mission cards for every seat, one beyond and a far one; the cards
        // already drawn this round (X-R1) and a random one.
        let seats = self.num_seats() as u8;
        let pick = (rand_core::Rng::next_u32(rng) % 25) as u8;
        for seat in (0..=seats).chain([255]) {
            for i in [0, 24, 25, pick] {
                out.push(Move::MissionCard(Seat(seat), i));
            }
            for i in self.missions().iter().flatten() {
                out.push(Move::MissionCard(Seat(seat), *i));
            }
        }
    }

    fn validate_state(&self) -> Result<(), String> {
        self.validate().map_err(|e| e.to_string())
    }
}
