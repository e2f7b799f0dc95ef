//! Legal-move generation for the seat to act (spec section 3: D1, the
//! must-move pawn on an opponent's Moon).

use alloc::vec::Vec;

use crate::colour::PawnKind;
use crate::config::RollRule;
use crate::moves::{Move, Square, SunDir};
use crate::state::{Loc, PAWNS, Phase, State};

impl State {
    /// Enter and step moves that are legal before the must-move and D1 restrictions.
    pub(crate) fn raw_moves(&self, out: &mut Vec<Move>) {
        let c = self.turn;
        if self.roll == 1 || self.roll == 6 {
            for kind in [PawnKind::King, PawnKind::Queen, PawnKind::Soldier] {
                let m = Move::Enter(kind);
                let mut t = *self;
                if t.do_move_phase(m).is_ok() {
                    out.push(m);
                }
            }
        }
        let mut seen: [Option<Loc>; PAWNS] = [None; PAWNS];
        for (k, p) in self.pawns[c].iter().enumerate() {
            if !p.is_free() || !p.loc.on_board() || seen.contains(&Some(p.loc)) {
                continue;
            }
            if let Some(s) = seen.get_mut(k) {
                *s = Some(p.loc);
            }
            let from = match p.loc {
                Loc::Ring(r) => Square::Ring(r),
                Loc::Path(_, i) => Square::Path(i),
                _ => continue,
            };
            for back in [false, true] {
                let m = Move::Step {
                    from,
                    dist: self.roll,
                    back,
                };
                let mut t = *self;
                if t.do_move_phase(m).is_ok() {
                    out.push(m);
                }
            }
        }
    }

    pub(crate) fn any_raw_move(&self) -> bool {
        let mut v = Vec::new();
        self.raw_moves(&mut v);
        !v.is_empty()
    }

    /// Whether `mv` moves a pawn flagged as standing on an opponent's Moon.
    pub(crate) fn moves_flagged(&self, mv: Move) -> bool {
        let c = self.turn;
        let Move::Step { from, .. } = mv else {
            return false;
        };
        let at = match from {
            Square::Ring(r) => Loc::Ring(r),
            Square::Path(p) => Loc::Path(c, p),
        };
        let own = (self.free_of(c, at) >> (c.index() * PAWNS)) as u8;
        own & self.must_move[c] != 0
    }

    pub(crate) fn flagged_move_exists(&self) -> bool {
        if self.must_move[self.turn] == 0 {
            return false;
        }
        let mut v = Vec::new();
        self.raw_moves(&mut v);
        v.iter().any(|m| self.moves_flagged(*m))
    }

    /// Every legal move in the `Move` phase.
    pub(crate) fn move_phase_moves(&self, out: &mut Vec<Move>) {
        let mut raw = Vec::new();
        self.raw_moves(&mut raw);
        if self.must_move[self.turn] != 0 && raw.iter().any(|m| self.moves_flagged(*m)) {
            raw.retain(|m| self.moves_flagged(*m));
        }
        let empty = raw.is_empty();
        out.extend(raw);
        if empty || self.config.roll_rule == RollRule::MayPass {
            out.push(Move::Pass);
        }
    }

    /// The legal Sun directions in the `Sun` phase.
    pub(crate) fn sun_moves(&self, out: &mut Vec<Move>) {
        if let Phase::Sun { at, group, six } = self.phase {
            for dir in [SunDir::Forward, SunDir::Back] {
                let mut t = *self;
                if t.sun_choice(at, group, six, dir).is_ok() {
                    out.push(Move::Sun(dir));
                }
            }
        }
    }
}
