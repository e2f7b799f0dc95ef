//! Legal-move generation for the seat to act (spec section 3: D1, the
//! must-move pawn on an opponent's Moon).
//!
//! Moves are generated into a fixed-capacity [`MoveBuf`] (no allocation):
//! at most 3 `enter` moves, 2 steps (forward, back with the Queen) for each of at most
//! [`PAWNS`] own groups, and `pass`.

use board_core::arrayvec::ArrayVec;

use crate::colour::PawnKind;
use crate::config::{RollRule, StackRule};
use crate::layout::RING_LEN;
use crate::layout::SquareKind;
use crate::moves::{MAX_LEGAL_MOVES, Move, Square, SunDir};
use crate::state::{EARTH_CODE, Loc, PAWNS, Phase, PlayerStatus, State, on_board_bytes, zero_bytes};
use board_core::NoEvents;

/// What move generation learnt about a generated `enter` or step, kept
/// beside the move so that [`State::apply_generated`] need not find it
/// again: packed in a `u32`.
///
/// * bits 0-4: the own free pawns that move (colour-relative pawn bits);
///   for an `enter`, the one pawn that enters;
/// * bits 8-15: the step's route index before the move;
/// * bits 16-23: its route index after the move (with the bounce, or back);
/// * bit 24 ([`NO_OPPONENT`]): no opposing pawn stands on the destination
///   (checked for every landing that is not on Earth).
///
/// Other moves (`pass`) carry 0.
pub(crate) type MoveInfo = u32;

/// [`MoveInfo`]: no opposing pawn on the step's destination.
pub(crate) const NO_OPPONENT: MoveInfo = 1 << 24;

/// The [`MoveInfo`] of a step of the own pawns `own` from route `from` to
/// route `to`.
#[inline]
const fn step_info(own: u8, from: u8, to: u8, no_opponent: bool) -> MoveInfo {
    (own as u32 & 0b11111) | (from as u32) << 8 | (to as u32) << 16 | if no_opponent { NO_OPPONENT } else { 0 }
}

/// A fixed-capacity move list, each move with its [`MoveInfo`]: an
/// [`ArrayVec`], so that starting one writes only its length (move
/// generation runs once a decision in random play).
#[derive(Clone, Debug)]
pub(crate) struct MoveBuf {
    items: ArrayVec<(Move, MoveInfo), MAX_LEGAL_MOVES>,
}

impl MoveBuf {
    pub(crate) const fn new() -> MoveBuf {
        MoveBuf {
            items: ArrayVec::new_const(),
        }
    }
    /// Appends `m` (ignored beyond the capacity, which the generators never
    /// reach: the bound is derived from the rules on [`MAX_LEGAL_MOVES`]). A
    /// debug build asserts it, so the debug-build conformance run and the
    /// fuzz targets would catch a wrong bound instead of a silently lost move.
    #[inline]
    pub(crate) fn push(&mut self, m: Move) {
        self.push_with(m, 0);
    }
    /// [`MoveBuf::push`] with the move's [`MoveInfo`].
    #[inline]
    fn push_with(&mut self, m: Move, info: MoveInfo) {
        let pushed = self.items.try_push((m, info));
        debug_assert!(
            pushed.is_ok(),
            "ODULUDO move buffer full: the MAX_LEGAL_MOVES bound is wrong"
        );
    }
    /// The moves, in order.
    pub(crate) fn moves(&self) -> impl Iterator<Item = Move> + '_ {
        self.items.iter().map(|&(m, _)| m)
    }
    pub(crate) fn len(&self) -> usize {
        self.items.len()
    }
    pub(crate) fn get(&self, i: usize) -> Option<Move> {
        self.items.get(i).map(|&(m, _)| m)
    }
    /// Move `i` with its [`MoveInfo`].
    #[inline]
    pub(crate) fn get_with(&self, i: usize) -> Option<(Move, MoveInfo)> {
        self.items.get(i).copied()
    }
    /// Keeps the moves for which `f` (of the move and its [`MoveInfo`])
    /// holds, in order.
    fn retain(&mut self, mut f: impl FnMut(Move, MoveInfo) -> bool) {
        self.items.retain(|&mut (m, info)| f(m, info));
    }
}

/// Where move generation writes: the fast path's [`MoveBuf`] (each move
/// with its [`MoveInfo`]) or the game's move list (the moves alone, for
/// `Game::legal_move_list_into`, without a copy through a `MoveBuf`).
pub(crate) trait GenOut {
    /// Appends `m`, generated with `info`.
    fn put(&mut self, m: Move, info: MoveInfo);
}

impl GenOut for MoveBuf {
    #[inline(always)]
    fn put(&mut self, m: Move, info: MoveInfo) {
        self.push_with(m, info);
    }
}

impl GenOut for ArrayVec<Move, MAX_LEGAL_MOVES> {
    /// The move alone (a debug build asserts the capacity, as
    /// [`MoveBuf::push`] does).
    #[inline(always)]
    fn put(&mut self, m: Move, _info: MoveInfo) {
        board_core::MoveSink::push(self, m);
    }
}

impl State {
    /// Enter and step moves that are legal before the must-move and D1
    /// restrictions. With `first_only`, stops after the first one found.
    #[inline(always)]
    pub(crate) fn raw_moves<O: GenOut>(&self, out: &mut O, first_only: bool) {
        let c = self.turn;
        let row = self.pawn_codes(c);
        // The row as one word, little-endian, padded with bytes that equal no
        // code looked for below (0 on the ship, or a code on the board): the
        // pawns with a given code are then the zero bytes of one XOR.
        let [r0, r1, r2, r3, r4] = row;
        let word = u64::from_le_bytes([r0, r1, r2, r3, r4, 0xFF, 0xFF, 0xFF]);
        if (self.roll == 1 || self.roll == 6) && !self.any_opponent_at_code(c, 1 + c.moon()) {
            // The pawns in the round waiting on the spaceship (code 0), as
            // bits: the King's, the Queen's, the Soldiers'.
            let n = if self.status[c] == PlayerStatus::Absent {
                0
            } else {
                self.pawn_count[c]
            };
            let ship = (zero_bytes(word) & ((1u32 << n.min(PAWNS as u8)) - 1)) as u8;
            debug_assert_eq!(
                ship,
                row.iter()
                    .enumerate()
                    .fold(0u8, |m, (i, &x)| m | (u8::from(x == 0 && (i as u8) < n) << i))
            );
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
                    State::do_move_phase(&mut { *self }, Move::Enter(kind), &mut NoEvents).is_ok(),
                    "enter shortcut disagrees in {self}"
                );
                if legal {
                    // The pawn `do_enter` takes: the kind's first on the ship.
                    let pawn = ship & bits & (ship & bits).wrapping_neg();
                    debug_assert_eq!(Some(pawn.trailing_zeros() as usize), self.ship_pawn(kind));
                    out.put(Move::Enter(kind), MoveInfo::from(pawn));
                    if first_only {
                        return;
                    }
                }
            }
        }
        let rrl = self.rrl();
        let route_len = self.route_len();
        // The colour's free pawns on the board (codes 1..=99), as pawn
        // bits: a group is found at its first such pawn; its other pawns
        // (the same code) leave the mask with it.
        let mut left = on_board_bytes(word) as u8;
        debug_assert_eq!(
            left,
            row.iter().enumerate().fold(0u8, |m, (k, &code)| {
                m | u8::from(code.wrapping_sub(1) < EARTH_CODE - 1) << k
            })
        );
        while left != 0 {
            let k = left.trailing_zeros() as usize;
            let Some(&code) = row.get(k) else { break };
            debug_assert!(crate::state::free_on_board(code));
            // The group's own pawns, as pawn bits 0..5 of the colour.
            let own = zero_bytes(word ^ u64::from_ne_bytes([code; 8])) as u8;
            debug_assert_eq!(
                own,
                row.iter()
                    .enumerate()
                    .fold(0u8, |m, (j, &x)| m | (u8::from(x == code) << j))
            );
            debug_assert_eq!(own & ((1 << k) - 1), 0, "a group is found at its first pawn");
            left &= !own;
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
            let roll = self.roll;
            let Some(r) = route else {
                // Off the route, `do_step` refuses both directions.
                debug_assert!([false, true].into_iter().all(|back| {
                    let m = Move::Step { from, dist: roll, back };
                    State::do_move_phase(&mut { *self }, m, &mut NoEvents).is_err()
                }));
                continue;
            };
            // Forward, with the bounce (always on the route from a route index).
            if let Some(to) = crate::state::forward_on(route_len, r, roll)
                && self.gen_step(out, at, from, own, r, to, false, rrl)
                && first_only
            {
                return;
            }
            // `do_step` refuses a backward step of a group the rule does
            // not let back (O-R9: without the Queen; O-R2 knob: other than
            // the Queen alone), or past the own Moon, before changing anything.
            if self.backward_allowed(own) && r < rrl && roll <= r {
                if self.gen_step(out, at, from, own, r, r - roll, true, rrl) && first_only {
                    return;
                }
            } else {
                debug_assert!(
                    State::do_move_phase(
                        &mut { *self },
                        Move::Step {
                            from,
                            dist: roll,
                            back: true
                        },
                        &mut NoEvents
                    )
                    .is_err()
                );
            }
        }
    }

    /// Pushes the step of the own group `own` on `at` (route `r`) to route
    /// `to` if it is legal; whether it was.
    #[allow(clippy::too_many_arguments)]
    #[inline(always)]
    fn gen_step<O: GenOut>(
        &self,
        out: &mut O,
        at: Loc,
        from: Square,
        own: u8,
        r: u8,
        to: u8,
        back: bool,
        rrl: u8,
    ) -> bool {
        let m = Move::Step {
            from,
            dist: self.roll,
            back,
        };
        let (legal, info) = match self.plain_landing(rrl, at, own, to) {
            Some((ok, clear)) => (ok, step_info(own, r, to, clear)),
            None => (self.trial_step(m), step_info(own, r, to, false)),
        };
        // The shortcuts' from-scratch twin: playing the step out.
        debug_assert_eq!(
            legal,
            State::do_move_phase(&mut { *self }, m, &mut NoEvents).is_ok(),
            "step shortcut disagrees: {m} in {self}"
        );
        if legal {
            out.put(m, info);
        }
        legal
    }

    /// Whether a step of the own group on `at` ending on route `to` is legal,
    /// where that is plain to see without playing it; `None` where the
    /// landing rules must be played out on a copy (a larger opposing group
    /// on a Sun or Lightning under [`StackRule::NoTakingLarger`]: whether
    /// the jump gets away decides).
    ///
    /// Read off `land`: Earth is legal exactly under King-last; an opponent
    /// on a safe square refuses the move at once; with no opponent on the
    /// square every branch succeeds: a plain settle cannot fail, a Sun,
    /// Lightning or UFO either flies or jumps (a jump blocked by D7 settles
    /// back on this free square), and the Queen's forward Sun jump never
    /// fails, so her choice is always offered.
    ///
    /// With the verdict, whether no opponent stands on the destination
    /// (`false` for Earth, which is not looked at).
    ///
    /// On an opposing group on a square that is not safe, the step is legal
    /// whenever the stack rule lets the group settle there: only a settle
    /// against a larger group under [`StackRule::NoTakingLarger`] fails
    /// (`settle_opp`; its safe-square test cannot fire there), and every
    /// other branch of `land` (flights home, jumps, their D7 settle back on
    /// this square, the Queen's Sun choice) ends in such a settle or
    /// succeeds. Against a larger group, a square without a jump (neither
    /// Sun nor Lightning; a UFO parking is safe) refuses it; the jump
    /// squares are played out (`None`). `own` is the group's own free pawns
    /// (colour-relative).
    #[inline(always)]
    fn plain_landing(&self, rrl: u8, at: Loc, own: u8, to: u8) -> Option<(bool, bool)> {
        let c = self.turn;
        // The location code of `loc_at(c, to)`.
        let code = self.route_code_on(rrl, c, to);
        debug_assert_eq!(code, crate::state::loc_code(self.loc_at(c, to)));
        if code == crate::state::EARTH_CODE {
            // `king_last_ok` reads only the group's pawns of `c`, its own
            // free ones (the prisoners it holds are other colours').
            let group = u32::from(own) << (c.index() * PAWNS);
            debug_assert_eq!(group, self.group_of(c, at) & (0b11111 << (c.index() * PAWNS)));
            return Some((self.king_last_ok(c, group), false));
        }
        // A path square's code names the path's colour, and only that
        // colour's own pawns (free) stand there free (`validate`), so no
        // opponent does.
        if code > RING_LEN {
            debug_assert!(!self.any_opponent_at_code(c, code));
            return Some((true, true));
        }
        // The group itself (own free pawns, prisoners) never counts as
        // opponents, so `land`'s exclusion of it changes nothing.
        debug_assert_eq!(self.any_opponent_at_code(c, code), self.opponents_at_code(c, code) != 0);
        if !self.any_opponent_at_code(c, code) {
            return Some((true, true));
        }
        // A ring square (`code - 1`) with an opposing group.
        let kind = self.config.layout.kind(code - 1);
        debug_assert_eq!(kind, self.kind_at_route(to));
        if kind.is_safe() {
            return Some((false, false));
        }
        if self.config.stack_rule != StackRule::NoTakingLarger
            || self.opponents_at_code(c, code).count_ones() <= own.count_ones()
        {
            return Some((true, false));
        }
        match kind {
            SquareKind::Sun | SquareKind::Lightning => None,
            _ => Some((false, false)),
        }
    }

    /// Whether `m` is legal, played out on a copy (the rare landings
    /// [`State::plain_landing`] leaves open); out of line, so that the
    /// generator's loop stays small.
    #[cold]
    #[inline(never)]
    fn trial_step(&self, m: Move) -> bool {
        let mut t = *self;
        t.do_move_phase(m, &mut NoEvents).is_ok()
    }

    /// The [`MoveInfo`] that move generation gives `mv` in this `Move`-phase
    /// state, when `mv` is an `enter`, a step or `pass` that
    /// `apply_move(mv, false)` accepts and that is plain to see as such (the
    /// checks of [`State::raw_moves`], for this one move); `None` otherwise,
    /// and then the caller applies `mv` the checked way. With it,
    /// [`State::apply_generated`] applies `mv` as `apply_move(mv, false)`
    /// does, so `Game::apply_unchecked` (the generic path: the move came
    /// from the legal-move list) shares the fast path's work instead of
    /// finding the group, its route and the landing again.
    ///
    /// `pass` carries 0 (as generated). The must-move and D1 restrictions
    /// are not looked at: `apply_move(mv, false)` skips them too.
    #[inline]
    pub(crate) fn plain_move_info(&self, mv: Move) -> Option<MoveInfo> {
        let c = self.turn;
        let [r0, r1, r2, r3, r4] = self.pawn_codes(c);
        // As in `raw_moves`: the row as one word, padded with bytes equal to
        // no code looked for.
        let word = u64::from_le_bytes([r0, r1, r2, r3, r4, 0xFF, 0xFF, 0xFF]);
        match mv {
            Move::Pass => Some(0),
            Move::Enter(kind) => {
                if !(self.roll == 1 || self.roll == 6) || self.any_opponent_at_code(c, 1 + c.moon()) {
                    return None;
                }
                let n = if self.status[c] == PlayerStatus::Absent {
                    0
                } else {
                    self.pawn_count[c]
                };
                let ship = (zero_bytes(word) & ((1u32 << n.min(PAWNS as u8)) - 1)) as u8;
                let bits = match kind {
                    PawnKind::King => 0b1,
                    PawnKind::Queen => 0b10,
                    PawnKind::Soldier => 0b11100,
                };
                // The pawn `do_enter` takes: the kind's first on the ship.
                let pawns = ship & bits;
                (pawns != 0).then(|| MoveInfo::from(pawns & pawns.wrapping_neg()))
            }
            Move::Step { from, dist, back } => {
                if dist != self.roll {
                    return None;
                }
                let rrl = self.rrl();
                // The square, its location code and its route index (as
                // `raw_moves` reads them off the code).
                let (at, code, r) = match from {
                    Square::Ring(ring) if ring < RING_LEN => {
                        let i = ring + RING_LEN - c.moon();
                        let i = if i >= RING_LEN { i - RING_LEN } else { i };
                        if i >= rrl {
                            return None;
                        }
                        (Loc::Ring(ring), ring + 1, i)
                    }
                    Square::Path(p) if p < self.config.layout.path_len => {
                        (Loc::Path(c, p), 56 + 8 * c as u8 + p, rrl + p)
                    }
                    _ => return None,
                };
                // The group's own free pawns (a prisoner's code differs).
                let own = zero_bytes(word ^ u64::from_ne_bytes([code; 8])) as u8;
                if own == 0 {
                    return None;
                }
                let to = if back {
                    if !(self.backward_allowed(own) && r < rrl && dist <= r) {
                        return None;
                    }
                    r - dist
                } else {
                    crate::state::forward_on(self.route_len(), r, dist)?
                };
                match self.plain_landing(rrl, at, own, to) {
                    Some((true, clear)) => Some(step_info(own, r, to, clear)),
                    _ => None,
                }
            }
            _ => None,
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
        v.moves().any(|m| self.moves_flagged(m))
    }

    /// Every legal move in the `Move` phase.
    #[inline(always)]
    pub(crate) fn move_phase_moves(&self, out: &mut MoveBuf) {
        self.raw_moves(out, false);
        // A step moves a flagged pawn when its own pawns (its info) include
        // one (an `enter` never does: its pawn is on the spaceship, unflagged).
        let mm = MoveInfo::from(self.must_move[self.turn]);
        let steps_flagged = |m: Move, info: MoveInfo| matches!(m, Move::Step { .. }) && info & mm != 0;
        let flagged = mm != 0 && out.items.iter().any(|&(m, i)| steps_flagged(m, i));
        debug_assert_eq!(flagged, out.moves().any(|m| self.moves_flagged(m)));
        if flagged {
            out.retain(steps_flagged);
        }
        // D1 knob: may pass, except when a flagged pawn can move (O-R7).
        if out.len() == 0 || self.config.roll_rule == RollRule::MayPass && !flagged {
            out.push(Move::Pass);
        }
    }

    /// [`State::move_phase_moves`] appended to the game's move list: the
    /// moves generated straight into it, without their infos (which only
    /// the must-move filter reads: with a flagged pawn, rare, the moves go
    /// through a [`MoveBuf`]).
    #[inline(always)]
    pub(crate) fn move_phase_list(&self, out: &mut ArrayVec<Move, MAX_LEGAL_MOVES>) {
        if self.must_move[self.turn] != 0 {
            let mut buf = MoveBuf::new();
            self.move_phase_moves(&mut buf);
            board_core::MoveSink::extend_moves(out, buf.moves());
            return;
        }
        let start = out.len();
        self.raw_moves(out, false);
        // No flagged pawn: as `move_phase_moves` without one.
        if out.len() == start || self.config.roll_rule == RollRule::MayPass {
            board_core::MoveSink::push(out, Move::Pass);
        }
    }

    /// The legal Sun directions in the `Sun` phase.
    pub(crate) fn sun_moves(&self, out: &mut MoveBuf) {
        if let Phase::Sun { at, group, six } = self.phase {
            for dir in [SunDir::Forward, SunDir::Back] {
                let mut t = *self;
                if t.sun_choice(at, group, six, dir, &mut NoEvents).is_ok() {
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
