//! A whole random play-out in one loop: XOBrainer's
//! [`Game::random_playout`](board_core::Game::random_playout).
//!
//! It plays exactly the moves, and makes exactly the RNG calls, of
//! [`board_core::bots::counted_step`] called until it returns `false`. Each
//! run of plain placements ([`State::random_place_plain`]'s case) is played
//! on local copies of the words it changes (the board's low words, the
//! empty-square counts, both sides' line-ups), two turns an iteration with
//! the side fixed in each, and written back to the state only when the run
//! stops: a pass, a line made (the round won), a void round, or a side
//! without a line-up. Between decisions the words stay in registers (or
//! in stack slots), so the next decision does not wait for the
//! store-to-load forwarding of the last one's stores to the state. The
//! draw's totals are counters (one less a placement), so the draw does not
//! wait for the last square; the select reads running byte counts kept up
//! to date by one table load a placement.

use board_core::NoEvents;
use board_core::bots::counted_step;

use crate::fast::{byte_select_table, uniform_index};
use crate::layout::Geometry;
use crate::moves::Move;
use crate::piece::{Colour, Piece, Side};
use crate::score;
use crate::squares::Squares;
use crate::state::{Board, CYCLE, EndReason, FREE_UNIT, Phase, SQUARE_BIT, SideState, State};

const L8: u64 = 0x0101_0101_0101_0101;
const H8: u64 = 0x8080_8080_8080_8080;

/// `RUN_UNIT[i]`: square `i < 128` in [`Hot`]'s running byte counts of the
/// empty squares: the low word counts squares 0-63 (byte `k`: those below
/// `8k + 8`), the high word squares 0-127 (byte `k`: those below
/// `64 + 8k + 8`). So 1 in each byte of the low word from the square's
/// byte on (squares 0-63), and 1 in each byte of the high word from its
/// byte on (every byte for squares 0-63).
static RUN_UNIT: [u128; 128] = {
    let mut t = [0u128; 128];
    let mut i = 0;
    while i < 128 {
        let unit = L8 << (i & 0x38);
        t[i] = if i < 64 {
            unit as u128 | (L8 as u128) << 64
        } else {
            (unit as u128) << 64
        };
        i += 1;
    }
    t
};

/// `SELECT_FROM_TOP[b][k]`: the position of the `k`-th set bit of the byte
/// `b` counted from the top (0: the highest), or 0 if `b` has at most `k`
/// set bits.
static SELECT_FROM_TOP: [[u8; 8]; 256] = byte_select_table(true, 0);

/// The index of the `r`-th set bit (`r` below the number of set bits, at
/// most 128) of `word`, given [`Hot`]'s running byte counts of it: `lo`
/// (the low half's bits to the end of each byte) and `hi` (the set bits
/// of the whole word to the end of each byte of the high half). The half
/// is the low one if `r` is below the low half's total (its top byte);
/// the bytes of both halves are compared with `r` at once, from one
/// product `r * L8` (no rank within the high half to compute first), and
/// the bit is found from the top of its byte (its count to the end of the
/// byte is at hand, the one before it is not). Branch-free.
#[inline(always)]
fn select_running(word: u128, lo: u64, hi: u64, r: u64) -> usize {
    const M7: u64 = 0x7f7f_7f7f_7f7f_7f7f;
    let r = r & 127;
    let rl = r.wrapping_mul(L8);
    // Byte k has its top bit set iff its count exceeds r (count + 127 - r:
    // counts are at most 128, so no carry or borrow crosses bytes).
    let gt_lo = lo.wrapping_add(M7).wrapping_sub(rl) & H8;
    let gt_hi = hi.wrapping_add(M7).wrapping_sub(rl) & H8;
    let high = u64::from(r >= lo >> 56).wrapping_neg(); // all ones or zero
    let gt = (gt_hi & high) | (gt_lo & !high);
    let cum = (hi & high) | (lo & !high);
    let w = ((word >> 64) as u64 & high) | (word as u64 & !high);
    let at = (gt | 1 << 63).trailing_zeros() & 0x38;
    let upto = (cum >> at) & 0xff;
    let bits = (w >> at) & 0xff;
    // Set bits of the byte above the wanted one (0-7 for a valid r).
    let above = upto.wrapping_sub(r + 1) & 7;
    // ok: both indices are masked into range (bits < 256, above < 8).
    (64 & high as u32) as usize + at as usize + usize::from(SELECT_FROM_TOP[bits as usize][above as usize])
}

/// The words a run of plain placements changes, held in locals: the board's
/// low words, the empty squares counted (the state's nibble counts and
/// knockout bits; the running byte counts of every empty square and of
/// those a main-colour piece may take, with their totals), both sides.
#[derive(Clone, Copy)]
struct Hot {
    x: u128,
    o: u128,
    green: u128,
    packed: u64,
    ko: u8,
    cum: [u64; 2],
    cum_main: [u64; 2],
    n: u64,
    n_main: u64,
    sx: SideState,
    so: SideState,
}

/// Why a run of plain placements stopped (the side whose turn it was is
/// carried next to it).
#[derive(Clone, Copy)]
enum Stop {
    /// The side to act has no line-up: nothing drawn, nothing changed.
    NoLineUp,
    /// The draw gave nothing (as `random_step` returning `None`).
    NoDraw,
    /// A pass was drawn (no legal square): nothing else changed.
    Pass,
    /// The piece `p` went on square `i` and made a line (the union `u` near
    /// it held one): the rest of the turn is [`State::after_turn_with`]'s.
    Hit(usize, Piece, u128),
    /// The turn is over and the other side has no piece left.
    Void,
}

impl Hot {
    #[inline(always)]
    fn load(s: &State) -> Hot {
        let free = s.free();
        let (lo, hi) = free.counts(&s.rules.geo, false);
        let (mlo, mhi) = free.counts(&s.rules.geo, true);
        // The high words counted from square 0.
        let (hi, mhi) = (hi + (lo >> 56) * L8, mhi + (mlo >> 56) * L8);
        Hot {
            x: s.board.x.lo,
            o: s.board.o.lo,
            green: s.board.green.lo,
            packed: free.packed,
            ko: free.ko,
            cum: [lo, hi],
            cum_main: [mlo, mhi],
            n: hi >> 56,
            n_main: mhi >> 56,
            sx: s.sides[Side::X],
            so: s.sides[Side::O],
        }
    }

    #[inline(always)]
    fn store(&self, s: &mut State) {
        s.board.x.lo = self.x;
        s.board.o.lo = self.o;
        s.board.green.lo = self.green;
        s.free_packed = self.packed;
        s.free_ko = self.ko;
        s.sides[Side::X] = self.sx;
        s.sides[Side::O] = self.so;
    }
}

/// One plain turn of the side `O` (true: O, false: X) on the local words:
/// [`State::random_place_plain`] with `after_turn_with`'s common case
/// (no line near the square, the line-up refilled, the turn passed on).
/// `None` while the run goes on.
#[inline(always)]
fn plain_turn<const O: bool, R: rand_core::Rng + ?Sized>(geo: &Geometry, h: &mut Hot, rng: &mut R) -> Option<Stop> {
    let side = if O { Side::O } else { Side::X };
    let (me, other) = if O { (&mut h.so, &h.sx) } else { (&mut h.sx, &h.so) };
    if me.lineup_len == 0 {
        return Some(Stop::NoLineUp);
    }
    let lineup = me.lineup;
    let red = lineup & 1 == 1;
    let main = red == O;
    let ([cum_lo, cum_hi], squares) = if main { (h.cum_main, h.n_main) } else { (h.cum, h.n) };
    let Some(r) = uniform_index(squares + u64::from(squares == 0), rng) else {
        return Some(Stop::NoDraw);
    };
    if r >= squares {
        return Some(Stop::Pass);
    }
    let (mine, theirs) = if O { (h.o, h.x) } else { (h.x, h.o) };
    let open = if main { geo.open_main } else { geo.full.lo };
    let word = open & !(mine | theirs);
    let i = select_running(word, cum_lo, cum_hi, r);
    me.lineup = lineup >> 1;
    me.lineup_len = me.lineup_len.wrapping_sub(1);
    let colour = if red { Colour::Red } else { Colour::Green };
    // `score::placed_union` on the local words, before the put.
    let flip = if red { u128::MAX } else { 0 };
    let u = mine | (theirs & (h.green ^ flip));
    // ok: both indices are masked into 0..128, the tables' length.
    let bit = SQUARE_BIT[i & 127];
    if O {
        h.o |= bit;
    } else {
        h.x |= bit;
    }
    if !red {
        h.green |= bit;
    }
    h.packed = h.packed.wrapping_sub(FREE_UNIT[i & 127]);
    let unit = RUN_UNIT[i & 127];
    let (ulo, uhi) = (unit as u64, (unit >> 64) as u64);
    h.cum = [h.cum[0].wrapping_sub(ulo), h.cum[1].wrapping_sub(uhi)];
    h.n = h.n.wrapping_sub(1);
    let slot = geo.ko_slot[i & 127];
    if slot == 0 {
        h.cum_main = [h.cum_main[0].wrapping_sub(ulo), h.cum_main[1].wrapping_sub(uhi)];
        h.n_main = h.n_main.wrapping_sub(1);
    } else {
        // A knockout square (never a main-colour piece's): not among the
        // main counts.
        h.ko &= !slot;
    }
    if score::union_hit(geo, u, i) {
        // Which line, if any (as `after_turn_with` tests it): a line
        // through the square of the placer's shape, or of the piece's
        // colour (the colour's owner's line; both: the placer's).
        let board = Board {
            x: Squares { lo: h.x, hi: 0 },
            o: Squares { lo: h.o, hi: 0 },
            green: Squares { lo: h.green, hi: 0 },
        };
        let (shape_line, colour_line) = score::placed_both(geo, &board, side, colour, i);
        if shape_line || colour_line {
            // The round is won: the rest of the turn is the state's.
            return Some(Stop::Hit(i, Piece::new(side, colour), u));
        }
    }
    // A plain match: no Random variant, so an empty line-up is refilled.
    if me.lineup_len == 0 && me.bag_total() > 0 {
        // `SideState::refill_standard`'s common case on the local fields
        // (three of the main colour, then one of the other); the rest
        // through a copy, so that the local line-ups stay in registers.
        let (main_bag, off_bag) = if O {
            (me.bag_red, me.bag_green)
        } else {
            (me.bag_green, me.bag_red)
        };
        if main_bag >= 3 && off_bag >= 1 {
            if O {
                me.bag_red = main_bag - 3;
                me.bag_green = off_bag - 1;
                me.lineup |= 0b0111;
            } else {
                me.bag_green = main_bag - 3;
                me.bag_red = off_bag - 1;
                me.lineup |= 0b1000;
            }
            me.lineup_len = CYCLE;
        } else {
            let mut t = *me;
            t.refill_standard(side);
            *me = t;
        }
    }
    if !other.has_pieces() {
        return Some(Stop::Void);
    }
    None
}

impl State {
    /// [`Game::random_playout`](board_core::Game::random_playout)'s body:
    /// plays random moves until the match is over, counting them into
    /// `decisions` and `chance`: exactly the moves and RNG calls of
    /// [`board_core::bots::counted_step`] called until it returns `false`
    /// (the same final state, the same counts, the RNG left at the same
    /// point), with runs of plain placements (the default match's rounds)
    /// played on local copies of the words they change.
    #[inline]
    pub(crate) fn playout_loop<R: rand_core::Rng + ?Sized>(
        &mut self,
        rng: &mut R,
        decisions: &mut u64,
        chance: &mut u64,
    ) {
        loop {
            if self.phase == Phase::Play && self.rules.plain && self.sides[self.turn].lineup_len != 0 {
                if !self.plain_run(rng, decisions) {
                    return;
                }
            } else if !counted_step(self, rng, decisions, chance) {
                return;
            }
        }
    }

    /// A run of plain placements (the state in play, a plain match, the
    /// side to act with a line-up), until one of [`Stop`]'s cases; the
    /// decisions played are counted into `decisions`. `false` when a draw
    /// gave nothing (the play-out's end, as `counted_step`'s `false`).
    fn plain_run<R: rand_core::Rng + ?Sized>(&mut self, rng: &mut R, decisions: &mut u64) -> bool {
        let mut h = Hot::load(self);
        let geo = &self.rules.geo;
        let mut n = 0u64;
        let (stop, side) = 'run: {
            if self.turn == Side::O {
                if let Some(stop) = plain_turn::<true, R>(geo, &mut h, rng) {
                    break 'run (stop, Side::O);
                }
                n += 1;
            }
            loop {
                if let Some(stop) = plain_turn::<false, R>(geo, &mut h, rng) {
                    break 'run (stop, Side::X);
                }
                n += 1;
                if let Some(stop) = plain_turn::<true, R>(geo, &mut h, rng) {
                    break 'run (stop, Side::O);
                }
                n += 1;
            }
        };
        h.store(self);
        self.turn = side;
        let played = match stop {
            Stop::NoLineUp => 0,
            Stop::NoDraw => {
                *decisions += n;
                return false;
            }
            Stop::Pass => {
                self.apply_with(&Move::Pass, &mut NoEvents);
                1
            }
            Stop::Hit(i, p, u) => {
                self.after_turn_with(side, Some((i, p)), Some(u), &mut NoEvents);
                1
            }
            Stop::Void => {
                self.finish_round(EndReason::Void, &mut NoEvents);
                1
            }
        };
        *decisions += n + played;
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::vec;
    use alloc::vec::Vec;

    /// [`Hot`]'s running counts of `word`, as `Hot::load` makes them.
    fn running(word: u128) -> (u64, u64) {
        let (mut lo, mut hi) = (0u64, 0u64);
        for (i, unit) in RUN_UNIT.iter().enumerate() {
            if (word >> i) & 1 == 1 {
                lo += *unit as u64;
                hi += (*unit >> 64) as u64;
            }
        }
        (lo, hi)
    }

    #[test]
    fn select_running_finds_the_rth_set_bit() {
        let mut x = 0x9e37_79b9_7f4a_7c15_f39c_c060_5ced_c834u128;
        let mut words = vec![
            0u128,
            u128::MAX,
            1,
            1 << 127,
            u128::from(u64::MAX),
            !u128::from(u64::MAX),
        ];
        for _ in 0..2000 {
            // xorshift128, thinned to every density
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let k = (x % 4) as u32;
            let mut w = x;
            for _ in 0..k {
                w &= w.rotate_left(23);
            }
            words.push(w);
            words.push(!w);
        }
        for w in words {
            let (lo, hi) = running(w);
            assert_eq!(hi >> 56, u64::from(w.count_ones()));
            let set: Vec<usize> = (0..128).filter(|&i| (w >> i) & 1 == 1).collect();
            for (r, &i) in set.iter().enumerate() {
                assert_eq!(select_running(w, lo, hi, r as u64), i, "{w:#x} r={r}");
            }
        }
    }
}
