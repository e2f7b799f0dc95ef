//! Legal-move generation for the seat to act (spec section 3: D1, the
//! must-move pawn on an opponent's Moon).
//!
//! Moves are generated into a fixed-capacity [`MoveBuf`] (no allocation):
//! at most 3 `enter` moves, 2 steps (forward, Queen back) for each of at most
//! [`PAWNS`] own groups, and `pass`.

use crate::colour::PawnKind;
use crate::config::RollRule;
use crate::events::NoSink;
use crate::moves::{Move, Square, SunDir};
use crate::state::{Loc, PAWNS, Phase, State};

/// The most moves a decision node offers: 3 enters, 2 steps per own group, pass.
pub(crate) const MAX_MOVES: usize = 3 + 2 * PAWNS + 1;

/// A fixed-capacity move list.
#[derive(Clone, Copy, Debug)]
pub(crate) struct MoveBuf {
    moves: [Move; MAX_MOVES],
    len: usize,
}

impl MoveBuf {
    pub(crate) const fn new() -> MoveBuf {
        MoveBuf {
            moves: [Move::Pass; MAX_MOVES],
            len: 0,
        }
    }
    /// Appends `m` (ignored beyond the capacity, which the generators never reach).
    #[inline]
    pub(crate) fn push(&mut self, m: Move) {
        if let Some(slot) = self.moves.get_mut(self.len) {
            *slot = m;
            self.len += 1;
        }
    }
    pub(crate) fn as_slice(&self) -> &[Move] {
        self.moves.get(..self.len).unwrap_or(&[])
    }
    pub(crate) fn len(&self) -> usize {
        self.len
    }
    pub(crate) fn get(&self, i: usize) -> Option<Move> {
        self.as_slice().get(i).copied()
    }
    /// Keeps the moves for which `f` holds, in order.
    fn retain(&mut self, mut f: impl FnMut(Move) -> bool) {
        let mut kept = 0;
        for i in 0..self.len {
            if let Some(m) = self.moves.get(i).copied()
                && f(m)
            {
                if let Some(slot) = self.moves.get_mut(kept) {
                    *slot = m;
                }
                kept += 1;
            }
        }
        self.len = kept;
    }
}

impl State {
    /// Enter and step moves that are legal before the must-move and D1
    /// restrictions. With `first_only`, stops after the first one found.
    pub(crate) fn raw_moves(&self, out: &mut MoveBuf, first_only: bool) {
        let c = self.turn;
        if (self.roll == 1 || self.roll == 6) && self.opponents_at(c, Loc::Ring(c.moon()), 0) == 0 {
            for kind in [PawnKind::King, PawnKind::Queen, PawnKind::Soldier] {
                // `do_enter` fails only on the roll, the Moon or an empty ship.
                let legal = self.ship_pawn(kind).is_some();
                debug_assert_eq!(
                    legal,
                    State::do_move_phase(&mut { *self }, Move::Enter(kind), &mut NoSink).is_ok(),
                    "enter shortcut disagrees in {self}"
                );
                if legal {
                    out.push(Move::Enter(kind));
                    if first_only {
                        return;
                    }
                }
            }
        }
        let rrl = self.rrl();
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
            // Off the route, `do_step` refuses both directions.
            let route = self.route_of(c, p.loc);
            for back in [false, true] {
                let to = if back {
                    // `do_step` refuses a backward step unless the Queen is
                    // the group's only own pawn (O-R2), or past the own Moon,
                    // before changing anything.
                    let queen_alone = self.free_of(c, p.loc) == crate::state::bit(c, 1);
                    match route {
                        Some(r) if queen_alone && r < rrl && self.roll <= r => Some(r - self.roll),
                        _ => continue,
                    }
                } else {
                    route.and_then(|r| self.forward(r, self.roll))
                };
                let m = Move::Step {
                    from,
                    dist: self.roll,
                    back,
                };
                let legal = match to {
                    None => false,
                    Some(to) => match self.plain_landing(p.loc, to) {
                        Some(ok) => ok,
                        None => {
                            let mut t = *self;
                            t.do_move_phase(m, &mut NoSink).is_ok()
                        }
                    },
                };
                // The shortcuts' from-scratch twin: playing the step out.
                debug_assert_eq!(
                    legal,
                    State::do_move_phase(&mut { *self }, m, &mut NoSink).is_ok(),
                    "step shortcut disagrees: {m} in {self}"
                );
                if legal {
                    out.push(m);
                    if first_only {
                        return;
                    }
                }
            }
        }
    }

    /// Whether a step of the own group on `at` ending on route `to` is legal,
    /// where that is plain to see without playing it; `None` where the
    /// landing rules must be played out on a copy (an opposing group on a
    /// square that is not safe: the capture and stack rules decide).
    ///
    /// Read off `land`: Earth is legal exactly under King-last; an opponent
    /// on a safe square refuses the move at once; with no opponent on the
    /// square every branch succeeds: a plain settle cannot fail, a Sun,
    /// Lightning or UFO either flies or jumps (a jump blocked by D7 settles
    /// back on this free square), and the Queen's forward Sun jump never
    /// fails, so her choice is always offered.
    fn plain_landing(&self, at: Loc, to: u8) -> Option<bool> {
        let c = self.turn;
        let dest = self.loc_at(c, to);
        match dest {
            Loc::Earth => Some(self.king_last_ok(c, self.group_of(c, at))),
            Loc::Ring(_) | Loc::Path(..) => {
                // The group itself (own free pawns, prisoners) never counts
                // as opponents, so `land`'s exclusion of it changes nothing.
                if self.opponents_at(c, dest, 0) == 0 {
                    Some(true)
                } else if self.is_safe(dest) {
                    Some(false)
                } else {
                    None
                }
            }
            Loc::Ship | Loc::Out => None,
        }
    }

    pub(crate) fn any_raw_move(&self) -> bool {
        let mut v = MoveBuf::new();
        self.raw_moves(&mut v, true);
        v.len() != 0
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
        let mut v = MoveBuf::new();
        self.raw_moves(&mut v, false);
        v.as_slice().iter().any(|m| self.moves_flagged(*m))
    }

    /// Every legal move in the `Move` phase.
    pub(crate) fn move_phase_moves(&self, out: &mut MoveBuf) {
        self.raw_moves(out, false);
        let flagged = self.must_move[self.turn] != 0 && out.as_slice().iter().any(|m| self.moves_flagged(*m));
        if flagged {
            out.retain(|m| self.moves_flagged(m));
        }
        // D1 knob: may pass, except when a flagged pawn can move (O-R7).
        if out.len() == 0 || self.config.roll_rule == RollRule::MayPass && !flagged {
            out.push(Move::Pass);
        }
    }

    /// The legal Sun directions in the `Sun` phase.
    pub(crate) fn sun_moves(&self, out: &mut MoveBuf) {
        if let Phase::Sun { at, group, six } = self.phase {
            for dir in [SunDir::Forward, SunDir::Back] {
                let mut t = *self;
                if t.sun_choice(at, group, six, dir, &mut NoSink).is_ok() {
                    out.push(Move::Sun(dir));
                }
            }
        }
    }

    /// Every legal move of the actor at a decision node, in `legal_moves` order.
    pub(crate) fn decision_moves(&self, out: &mut MoveBuf) {
        match self.phase {
            Phase::Move => self.move_phase_moves(out),
            Phase::Sun { .. } => self.sun_moves(out),
            Phase::Capture { .. } => {
                out.push(Move::SendBack);
                out.push(Move::Kidnap);
            }
            Phase::Odu { .. } => {
                out.push(Move::Odulo(true));
                out.push(Move::Odulo(false));
            }
            Phase::RoundOver => out.push(Move::NextRound),
            Phase::StartRoll | Phase::Roll | Phase::OduRoll { .. } | Phase::GameOver => {}
        }
    }
}
