//! Legal-move generation for the seat to act (spec section 3: D1, the
//! must-move pawn on an opponent's Moon).
//!
//! Moves are generated into a fixed-capacity [`MoveBuf`] (no allocation):
//! at most 3 `enter` moves, 2 steps (forward, Queen back) for each of at most
//! [`PAWNS`] own groups, and `pass`.

use crate::colour::PawnKind;
use crate::config::RollRule;
use crate::events::NoSink;
use crate::layout::RING_LEN;
use crate::moves::{Move, Square, SunDir};
use crate::state::{Loc, PAWNS, Phase, State, Status};

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
    /// Appends `m` (ignored beyond the capacity, which the generators never
    /// reach: the bound is derived from the rules on [`MAX_MOVES`]). A
    /// debug build asserts it, so the debug-build conformance run and the
    /// fuzz targets would catch a wrong bound instead of a silently lost move.
    #[inline]
    pub(crate) fn push(&mut self, m: Move) {
        debug_assert!(
            self.len < MAX_MOVES,
            "ODULUDO move buffer full: the MAX_MOVES bound is wrong"
        );
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
        let row = self.pawn_codes(c);
        if (self.roll == 1 || self.roll == 6) && self.opponents_at_code(c, 1 + c.moon()) == 0 {
            // The pawns in the round waiting on the spaceship (code 0), as
            // bits: the King's, the Queen's, the Soldiers'.
            let n = if self.status[c] == Status::Absent {
                0
            } else {
                self.pawn_count[c]
            };
            let ship = row
                .iter()
                .enumerate()
                .fold(0u8, |m, (i, &x)| m | (u8::from(x == 0 && (i as u8) < n) << i));
            for (kind, bits) in [
                (PawnKind::King, 0b1),
                (PawnKind::Queen, 0b10),
                (PawnKind::Soldier, 0b11100),
            ] {
                // `do_enter` fails only on the roll, the Moon or an empty ship.
                let legal = ship & bits != 0;
                debug_assert_eq!(legal, self.ship_pawn(kind).is_some());
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
        // The colour's pawn codes: a group is found at its first free pawn
        // on the board; a later pawn with the same code is in that group.
        for (k, &code) in row.iter().enumerate() {
            if !crate::state::free_on_board(code) {
                continue;
            }
            // The group's own pawns, as pawn bits 0..5 of the colour.
            let own = row
                .iter()
                .enumerate()
                .fold(0u8, |m, (j, &x)| m | (u8::from(x == code) << j));
            if own & ((1 << k) - 1) != 0 {
                continue;
            }
            // The square and its route index, read off the code (ring
            // square `code - 1`, or square `i` of colour `pc`'s path at
            // `56 + 8 * pc + i`). Off the route, `do_step` refuses both
            // directions; a pawn on another colour's path is off it.
            let (at, from, route) = if code <= RING_LEN {
                let ring = code - 1;
                let i = ring + RING_LEN - c.moon();
                let i = if i >= RING_LEN { i - RING_LEN } else { i };
                (Loc::Ring(ring), Square::Ring(ring), (i < rrl).then_some(i))
            } else {
                let off = code.wrapping_sub(56);
                let (pc, i) = (off / 8, off % 8);
                if pc != c as u8 {
                    continue;
                }
                let route = (i < self.config.layout.path_len).then_some(rrl + i);
                (Loc::Path(c, i), Square::Path(i), route)
            };
            debug_assert_eq!(Some(at), Some(self.pw(c, k).loc));
            debug_assert_eq!(route, self.route_of(c, at));
            for back in [false, true] {
                let to = if back {
                    // `do_step` refuses a backward step unless the Queen is
                    // the group's only own pawn (O-R2), or past the own Moon,
                    // before changing anything.
                    let queen_alone = own == 0b10;
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
                    Some(to) => match self.plain_landing(at, to) {
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
        // The location code of `loc_at(c, to)`.
        let code = self.route_code(c, to);
        debug_assert_eq!(code, crate::state::loc_code(self.loc_at(c, to)));
        if code == crate::state::EARTH_CODE {
            return Some(self.king_last_ok(c, self.group_of(c, at)));
        }
        // The group itself (own free pawns, prisoners) never counts as
        // opponents, so `land`'s exclusion of it changes nothing.
        debug_assert_eq!(self.any_opponent_at_code(c, code), self.opponents_at_code(c, code) != 0);
        if !self.any_opponent_at_code(c, code) {
            Some(true)
        } else if self.is_safe(self.loc_at(c, to)) {
            Some(false)
        } else {
            None
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
