//! `board_core::testkit::Conformance` for [`State`] (feature `testkit`).

use alloc::string::String;
use alloc::vec::Vec;

use board_core::testkit::{Conformance, TestRng};
use rand_core::Rng;

use crate::colour::{Colour, PawnKind};
use crate::moves::{Move, Square, SunDir};
use crate::state::{Loc, State};

impl Conformance for State {
    fn candidate_moves(&self, rng: &mut TestRng, out: &mut Vec<Move>) {
        for c in Colour::ALL {
            out.push(Move::Start(c));
        }
        for v in 0..=7 {
            out.push(Move::Roll(v));
            out.push(Move::Face(v));
        }
        for k in [PawnKind::King, PawnKind::Queen, PawnKind::Soldier] {
            out.push(Move::Enter(k));
        }
        out.extend([
            Move::Sun(SunDir::Forward),
            Move::Sun(SunDir::Back),
            Move::SendBack,
            Move::Kidnap,
            Move::Odulo(true),
            Move::Odulo(false),
            Move::Pass,
            Move::NextRound,
        ]);
        // Steps from every occupied square (any colour's), from path squares
        // (including one beyond the path) and from a few random squares, with
        // the roll and near-miss distances, forward and back.
        let mut froms: Vec<Square> = Vec::new();
        for (_, _, p) in self.each_pawn() {
            match p.loc {
                Loc::Ring(r) => froms.push(Square::Ring(r)),
                Loc::Path(_, i) => froms.push(Square::Path(i)),
                _ => {}
            }
        }
        for i in 0..=self.config.layout.path_len {
            froms.push(Square::Path(i));
        }
        for _ in 0..3 {
            froms.push(Square::Ring((rng.next_u32() % 60) as u8));
        }
        froms.sort();
        froms.dedup();
        let roll = self.roll;
        for from in froms {
            for dist in [roll, roll.wrapping_add(1), roll.wrapping_sub(1), 0, 7] {
                for back in [false, true] {
                    out.push(Move::Step { from, dist, back });
                }
            }
        }
    }

    fn validate_state(&self) -> Result<(), String> {
        self.validate().map_err(|e| alloc::format!("{e}"))
    }
}
