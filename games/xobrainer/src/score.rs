//! Five in a row (spec §5), round scoring, Mission bonus, and the match
//! result (spec §6).

use board_core::grid::{Bitboard, Direction};

use crate::fast::{Gather, LINES, LineTable};
use crate::squares::Squares;

use crate::config::{MatchFormat, SET_POINTS};
use crate::layout::Geometry;
use crate::piece::{BySide, Side};
use crate::state::{Board, EndReason, RoundScore, SQUARE_BIT, State};

/// Length of a winning line (spec §5).
pub const LINE: usize = 5;

/// Bonus points per covered Mission square (spec §7).
pub const MISSION_BONUS: u8 = 3;

/// The forward directions of the 4 line axes (decision D1).
const AXES: [Direction; 4] = [Direction::E, Direction::S, Direction::SE, Direction::NE];

/// Whether `prop` holds 5 consecutive squares in any of the 4 directions.
///
/// Branch-free per board width: for each line step `k` (E 1, S `cols`, SE
/// `cols + 1`, SW `cols - 1`) the squares `i` with `i, i+k, ..., i+4k` all
/// in `prop` are `p & p>>k & p>>2k & p>>3k & p>>4k`, built by doubling in
/// three shifts, kept only where a window starting at `i` stays on its rows
/// ([`crate::fast::COLS_EAST`], [`crate::fast::COLS_WEST`]), so no window
/// wraps around a side edge. Windows running off the bottom read squares
/// beyond the board (never in `p & full`) or beyond the top bit (shifted in
/// as zeros), so they never match. Dispatching on the width makes every
/// shift and mask a constant. A board of at most 128 squares (the default
/// one) tests one `u128` word; a larger one (X-R4) both words of
/// [`Squares`]. The same set of windows as [`has_line_scan`], which the
/// tests hold it to on many board sizes.
#[inline]
#[cfg(test)]
pub(crate) fn has_line(geo: &Geometry, prop: Squares) -> bool {
    has_lines(geo, prop, Squares::EMPTY).0
}

/// [`has_line`] of two sets at once (one dispatch on the width): the placed
/// piece's shape and colour after a placement.
#[inline(always)]
pub(crate) fn has_lines(geo: &Geometry, a: Squares, b: Squares) -> (bool, bool) {
    if geo.narrow {
        narrow_lines(geo, a.lo, b.lo)
    } else {
        wide_lines(geo, a & geo.full, b & geo.full)
    }
}

/// [`has_lines`] after `side` placed a piece of `colour` on the square with
/// index `at` of `board`: its shapes and that colour. On a board of at most
/// 128 squares only the low words are read (the default board's path), and
/// one test of the union of both sets on the lines through `at` comes
/// first: [`through`] on boards of 5-14 columns (no dispatch on the width:
/// its constants are [`LINES`] of the width), [`runs`] on the union masked
/// by [`STAR`] on boards of 15 or 16 columns (at most 8 rows). As neither
/// set had a line before the placement (a running round never shows one,
/// see `validate`), a new line runs through `at`, in the union; only when
/// the union holds one are the two sets tested one by one
/// ([`placed_both`]).
#[inline(always)]
pub(crate) fn placed_lines(
    geo: &Geometry,
    board: &Board,
    side: Side,
    colour: crate::Colour,
    at: usize,
) -> (bool, bool) {
    if geo.narrow {
        placed_lines_narrow(geo, board, side, colour, at)
    } else {
        wide_lines(geo, board.shapes(side) & geo.full, board.colour(colour) & geo.full)
    }
}

/// [`placed_lines`] on a board of at most 128 squares (the low words).
#[inline(always)]
pub(crate) fn placed_lines_narrow(
    geo: &Geometry,
    board: &Board,
    side: Side,
    colour: crate::Colour,
    at: usize,
) -> (bool, bool) {
    placed_lines_union(geo, board, side, colour, at, placed_union(board, side, colour))
}

/// The union of both sets [`placed_lines_narrow`] tests on a board of at
/// most 128 squares: the placer's shapes and the other side's pieces of
/// `colour` (the placer's own pieces of that colour are among its shapes
/// already). Read before the placement it lacks only the placed square,
/// which [`placed_lines_union`] adds.
#[inline(always)]
pub(crate) fn placed_union(board: &Board, side: Side, colour: crate::Colour) -> u128 {
    let (mine, other) = match side {
        Side::X => (board.x.lo, board.o.lo),
        Side::O => (board.o.lo, board.x.lo),
    };
    let flip = match colour {
        crate::Colour::Green => 0,
        crate::Colour::Red => u128::MAX,
    };
    mine | (other & (board.green.lo ^ flip))
}

/// [`placed_lines_narrow`] given the union [`placed_union`] of the board
/// before or after the placement on `at` (the same answer: the square
/// `at` is taken as held either way), so that the placement's path can
/// read it before its own stores.
#[inline(always)]
pub(crate) fn placed_lines_union(
    geo: &Geometry,
    board: &Board,
    side: Side,
    colour: crate::Colour,
    at: usize,
    u: u128,
) -> (bool, bool) {
    if union_hit(geo, u, at) {
        placed_both(geo, board, side, colour, at)
    } else {
        (false, false)
    }
}

/// The pre-test of [`placed_lines_union`]: whether the union `u` (with
/// the square `at < 128` taken as held) holds 5 in a row through `at`.
#[inline(always)]
pub(crate) fn union_hit(geo: &Geometry, u: u128, at: usize) -> bool {
    match geo.lines.0 {
        // `through` takes the centre as held.
        Some(t) => through(t, u, at),
        // ok: the index is masked into 0..128, the table's length.
        None => wide_star(geo, u | SQUARE_BIT[at & 127], at),
    }
}

/// [`placed_lines`] of each set once their union near the placed square
/// held a line (once in 29 placements of the default play-out): the two
/// sets of a board of at most 128 squares tested one by one.
#[inline(never)]
pub(crate) fn placed_both(geo: &Geometry, board: &Board, side: Side, colour: crate::Colour, at: usize) -> (bool, bool) {
    let shapes = match side {
        Side::X => board.x.lo,
        Side::O => board.o.lo,
    };
    let colours = match colour {
        crate::Colour::Green => board.green.lo,
        crate::Colour::Red => (board.x.lo | board.o.lo) & !board.green.lo,
    };
    match LINES.get(usize::from(geo.cols).wrapping_sub(5)) {
        // As neither set had a line before the placement, a line of
        // either runs through `at`.
        Some(t) => (
            through(t, shapes & geo.full.lo, at),
            through(t, colours & geo.full.lo, at),
        ),
        None => narrow_lines(geo, shapes, colours),
    }
}

/// [`has_lines`] on a board of at most 128 squares (one word each).
#[inline(always)]
fn narrow_lines(geo: &Geometry, a: u128, b: u128) -> (bool, bool) {
    {
        let full = geo.full.lo;
        let (a, b) = (a & full, b & full);
        macro_rules! by_width {
            ($($w:literal)*) => {
                match geo.cols {
                    $($w => (lines::<$w>(a), lines::<$w>(b)),)*
                    // ok: a valid layout is 5-16 columns wide; this arm is
                    // the generic fallback.
                    _ => (lines_wide_generic(geo, Squares { lo: a, hi: 0 }), lines_wide_generic(geo, Squares { lo: b, hi: 0 })),
                }
            };
        }
        by_width!(5 6 7 8 9 10 11 12 13 14 15 16)
    }
}

/// The pre-test of [`placed_lines`] on boards of 15 or 16 columns (and the
/// generic fallback): [`runs`] of the union on the lines through `at`.
#[inline(never)]
fn wide_star(geo: &Geometry, u: u128, at: usize) -> bool {
    match geo.cols {
        15 => runs::<15>(u & star::<15>(at)),
        16 => runs::<16>(u & star::<16>(at)),
        // ok: a valid layout is 5-16 columns wide and 5-14 take
        // [`through`]; this arm is the generic fallback (always confirmed).
        _ => true,
    }
}

/// Whether `u | {at}` holds 5 squares in a row through the square `at` of a
/// board of 5-14 columns of at most 128 squares (`t`: [`LINES`] of the
/// width), for a set `u` of on-board squares: exactly the windows of
/// [`has_line`] that contain `at`.
///
/// The squares at most 4 steps from `at` along each of the 4 lines are
/// gathered into a 9-bit lane of one `u64` (lane bit `4 + j`: the square
/// `j` steps forward, `-4 <= j <= 4`; E in bits 0-8, S 16-24, SE 32-40, SW
/// 48-56). One rotation of the 128-bit set brings the squares after `at`
/// into `after` (bit `m`: square `at + m`, modulo 128) and those before it
/// into `before` (bit `64 - m`: square `at - m`); E is a shift of each; the
/// four squares of S, SE and SW on each side sit `k` bits apart (`k` =
/// `W`, `W + 1`, `W - 1`) and one multiplication each gathers them into 4
/// adjacent bits ([`gather_after`](crate::fast::gather_after), [`gather_before`](crate::fast::gather_before)). The mask of the
/// square ([`LineTable::wrap`]) then keeps only the squares on the board's
/// rows and columns (it drops what the rotation brought round from the other
/// end and what left a row over a side edge). Five in a row in any lane is
/// the run test of [`lines`] on one `u64` (the lanes' 7 empty bits keep them
/// apart). No branch, no division; the constants are memory operands.
#[inline(always)]
pub(crate) fn through(t: &LineTable, u: u128, at: usize) -> bool {
    let at = at & 127;
    let rot = u.rotate_right(at as u32);
    let (after, before) = (rot as u64, (rot >> 64) as u64);
    let lane = |[fwd, back]: [Gather; 2]| {
        let fwd = (after & fwd.mask).wrapping_mul(fwd.magic) >> 60;
        let back = (before & back.mask).wrapping_mul(back.magic) >> 60;
        back | fwd << 5
    };
    let east = (before >> 60) | ((after & 0x1e) << 4);
    let [s, se, sw] = t.gather;
    // ok: `at < 128`.
    let lines = (east | lane(s) << 16 | lane(se) << 32 | lane(sw) << 48 | CENTRES) & t.wrap[at];
    let two = lines & (lines >> 1);
    let four = two & (two >> 2);
    four & (lines >> 4) != 0
}

/// The 4 lanes of [`through`] of `u` at the square `at` (lane bit `4 + j`:
/// the square `j` steps forward is in `u`; E in bits 0-8, S 16-24, SE
/// 32-40, SW 48-56), kept to the squares on the board
/// ([`LineTable::wrap`]; the centre is the square itself). The guided
/// search's priors read their 5-windows from them (`crate::knowledge`).
#[inline]
pub(crate) fn lanes(t: &LineTable, u: u128, at: usize) -> u64 {
    let at = at & 127;
    let rot = u.rotate_right(at as u32);
    let (after, before) = (rot as u64, (rot >> 64) as u64);
    let lane = |[fwd, back]: [Gather; 2]| {
        let fwd = (after & fwd.mask).wrapping_mul(fwd.magic) >> 60;
        let back = (before & back.mask).wrapping_mul(back.magic) >> 60;
        back | fwd << 5
    };
    let east = (before >> 60) | ((after & 0x1e) << 4);
    let [s, se, sw] = t.gather;
    let centre = (after & 1) * CENTRES;
    // ok: `at < 128`.
    (east | lane(s) << 16 | lane(se) << 32 | lane(sw) << 48 | centre) & t.wrap[at]
}

/// Bit 4 of each lane of [`through`]: the placed square.
const CENTRES: u64 = 0x0010_0010_0010_0010;

/// `STAR[w - 15][i]`: on a board `w` columns wide (15 or 16) of at most
/// 128 squares, the squares at most 4 steps from square `i` along its row,
/// column and both diagonals, `i` included: every 5-window through `i`
/// (squares past the last row are kept; no set holds them).
pub(crate) static STAR: [[u128; 128]; 2] = star_table();

const fn star_table() -> [[u128; 128]; 2] {
    let mut t = [[0u128; 128]; 2];
    let dirs: [(i32, i32); 4] = [(0, 1), (1, 0), (1, 1), (1, -1)];
    let mut w = 15i32;
    while w < 17 {
        let mut i = 0i32;
        while i < 128 {
            let (r, c) = (i / w, i % w);
            let mut m = 0u128;
            let mut d = 0;
            while d < 4 {
                let mut s = -4i32;
                while s <= 4 {
                    let (rr, cc) = (r + s * dirs[d].0, c + s * dirs[d].1);
                    if rr >= 0 && cc >= 0 && cc < w && rr * w + cc < 128 {
                        m |= 1u128 << (rr * w + cc);
                    }
                    s += 1;
                }
                d += 1;
            }
            t[(w - 15) as usize][i as usize] = m;
            i += 1;
        }
        w += 1;
    }
    t
}

/// [`STAR`] for width `W` (15 or 16) at square `at` (taken modulo 128).
#[inline(always)]
fn star<const W: u32>(at: usize) -> u128 {
    // ok: W - 15 < 2 for both widths of the dispatch, `at & 127 < 128`.
    STAR[(W as usize).wrapping_sub(15) % 2][at & 127]
}

/// [`has_lines`] on a board of more than 128 squares (X-R4), kept out of
/// the default board's path.
#[inline(never)]
fn wide_lines(geo: &Geometry, a: Squares, b: Squares) -> (bool, bool) {
    macro_rules! by_width {
        ($($w:literal)*) => {
            match geo.cols {
                $($w => (lines_wide::<$w>(a), lines_wide::<$w>(b)),)*
                // ok: a board of more than 128 squares and at most 16 rows
                // is 9-16 columns wide; this arm is the generic fallback.
                _ => (lines_wide_generic(geo, a), lines_wide_generic(geo, b)),
            }
        };
    }
    by_width!(9 10 11 12 13 14 15 16)
}

/// [`has_line`] for a board `W` columns wide (on-board `p`, one word).
#[inline(always)]
fn lines<const W: u32>(p: u128) -> bool {
    let east = crate::fast::cols_east(W);
    let west = crate::fast::cols_west(W);
    let run = |k: u32| {
        let two = p & (p >> k);
        let four = two & (two >> (2 * k));
        four & (p >> (4 * k))
    };
    (run(1) & east) | run(W) | (run(W + 1) & east) | (run(W - 1) & west) != 0
}

/// Whether `p` has 5 set bits in a row at a step of 1, `W`, `W + 1` or
/// `W - 1`: [`lines`] without the masks that keep windows on the board's
/// rows, so it also answers yes for some windows that wrap around a side
/// edge. A filter only: [`placed_both`] confirms every yes with
/// [`lines`] (boards of 15 or 16 columns).
#[inline(always)]
fn runs<const W: u32>(p: u128) -> bool {
    let run = |k: u32| {
        let two = p & (p >> k);
        let four = two & (two >> (2 * k));
        four & (p >> (4 * k))
    };
    run(1) | run(W) | run(W + 1) | run(W - 1) != 0
}

/// [`has_line`] for a board `W` columns wide of more than 128 squares.
#[inline(always)]
fn lines_wide<const W: u32>(p: Squares) -> bool {
    let east = crate::fast::cols_east_wide(W);
    let west = crate::fast::cols_west_wide(W);
    let run = |k: u32| {
        let two = p & p.shr(k);
        let four = two & two.shr(2 * k);
        four & p.shr(4 * k)
    };
    !((run(1) & east) | run(W) | (run(W + 1) & east) | (run(W - 1) & west)).is_empty()
}

/// [`has_line`] with run-time shifts, for any width up to 16.
#[cold]
fn lines_wide_generic(geo: &Geometry, p: Squares) -> bool {
    let w = u32::from(geo.cols);
    let (east, west) = (crate::fast::cols_east_wide(w), crate::fast::cols_west_wide(w));
    let run = |k: u32| {
        let two = p & p.shr(k);
        let four = two & two.shr(2 * k);
        four & p.shr(4 * k)
    };
    !((run(1) & east) | run(w) | (run(w + 1) & east) | (run(w.saturating_sub(1)) & west)).is_empty()
}

/// [`has_line`] by a plain scan of every window, square by square (the
/// from-scratch twin in tests).
#[cfg(test)]
pub(crate) fn has_line_scan(geo: &Geometry, prop: Squares) -> bool {
    let mut any = false;
    windows_scan(geo, prop & geo.full, |_| any = true);
    any
}

/// Calls `f` with the mask of every 5-window fully inside `prop`.
pub(crate) fn for_each_window(geo: &Geometry, prop: Squares, f: impl FnMut(Squares)) {
    let prop = prop & geo.full;
    if geo.narrow {
        windows_narrow(geo, prop.lo, f);
    } else {
        windows_scan(geo, prop, f);
    }
}

/// [`for_each_window`] on a board of at most 128 squares: the window
/// starts of [`has_line`]'s shifts, direction by direction (E, S, SE, SW).
fn windows_narrow(geo: &Geometry, p: u128, mut f: impl FnMut(Squares)) {
    let w = u32::from(geo.cols);
    let (east, west) = (crate::fast::cols_east(w), crate::fast::cols_west(w));
    for (k, mask) in [(1, east), (w, u128::MAX), (w + 1, east), (w.saturating_sub(1), west)] {
        let two = p & (p >> k);
        let four = two & (two >> (2 * k));
        let starts = four & (p >> (4 * k)) & mask;
        // The five squares of a window from square 0; every start `i` has
        // `i + 4k` on the board (below 128), so the shift stays in the word.
        let shape = 1u128 | 1 << k | 1 << (2 * k) | 1 << (3 * k) | 1 << (4 * k);
        for i in Bitboard(starts).indices() {
            f(Squares { lo: shape << i, hi: 0 });
        }
    }
}

/// [`for_each_window`] square by square: every start square and direction
/// (any board; the path of boards of more than 128 squares, X-R4).
fn windows_scan(geo: &Geometry, prop: Squares, mut f: impl FnMut(Squares)) {
    let (rows, cols) = (i16::from(geo.rows), i16::from(geo.cols));
    for d in AXES {
        let (dr, dc) = d.delta();
        let (dr, dc) = (i16::from(dr), i16::from(dc));
        for i in prop.indices() {
            let (r, c) = geo.row_col(i);
            let (r, c) = (i16::from(r), i16::from(c));
            let mut acc = Squares::EMPTY;
            let mut ok = true;
            for k in 0..LINE as i16 {
                let (rr, cc) = (r + k * dr, c + k * dc);
                if rr < 0 || cc < 0 || rr >= rows || cc >= cols {
                    ok = false;
                    break;
                }
                let j = (rr * cols + cc) as usize; // 0 <= j < 256
                if !prop.has_index(j) {
                    ok = false;
                    break;
                }
                acc.set_index(j);
            }
            if ok {
                f(acc);
            }
        }
    }
}

/// The squares that count for `side`'s lines: its shapes, or its main colour.
pub(crate) fn props(board: &Board, side: Side) -> [Squares; 2] {
    [board.shapes(side), board.colour(side.main())]
}

/// Whether `side` owns a line on `board`.
pub(crate) fn side_has_line(geo: &Geometry, board: &Board, side: Side) -> bool {
    let [a, b] = props(board, side);
    let (x, y) = has_lines(geo, a, b);
    x || y
}

/// The best single window of `side` (decision D2): its dots, whether any of
/// its windows crosses a knockout square, and the best window's squares.
pub(crate) fn best_line(geo: &Geometry, board: &Board, side: Side) -> Option<(u8, bool, Squares)> {
    let mut best: Option<(u8, Squares)> = None;
    let mut ko = false;
    for p in props(board, side) {
        for_each_window(geo, p, |w| {
            let dots = u8::try_from(geo.sum_dots_few(w)).unwrap_or(u8::MAX);
            ko |= !(w & geo.knockout).is_empty();
            if best.is_none_or(|(b, _)| dots > b) {
                best = Some((dots, w));
            }
        });
    }
    best.map(|(d, w)| (d, ko, w))
}

/// [`best_line`]'s dots and knockout after a placement on the square `at`
/// of a board whose sets held no line before it (a running round never
/// shows one, see `validate`): every window of `side` then runs through
/// `at`, so only the windows of the 4 lanes through `at` ([`lanes`]) are
/// summed, not the whole board's. The best dots and whether any window
/// crosses a knockout square do not depend on the order of the windows.
/// Boards of 15 columns or more, and boards of more than 128 squares, take
/// [`best_line`].
pub(crate) fn best_through(geo: &Geometry, board: &Board, side: Side, at: usize) -> Option<(u8, bool)> {
    let t = match LINES.get(usize::from(geo.cols).wrapping_sub(5)) {
        Some(t) if geo.narrow && at < 128 => t,
        _ => return best_line(geo, board, side).map(|(d, ko, _)| (d, ko)),
    };
    let w = u32::from(geo.cols);
    // The lanes' steps: E, S, SE, SW.
    let steps = [1, w, w + 1, w.saturating_sub(1)];
    let (full, knockout) = (geo.full.lo, geo.knockout.lo);
    let mut best: Option<u8> = None;
    let mut ko = false;
    for p in props(board, side) {
        let l = lanes(t, p.lo & full, at);
        // Bit `16 d + s`: the lane `d`'s bits `s..s + 5` are all set, the
        // window of the squares `at + (s - 4 + m) k`, `m` in `0..5` (`k`
        // the lane's step).
        let mut starts = l & (l >> 1) & (l >> 2) & (l >> 3) & (l >> 4) & 0x001f_001f_001f_001f;
        while starts != 0 {
            let b = starts.trailing_zeros();
            starts &= starts - 1;
            let (d, s) = ((b / 16) as usize, b % 16);
            let k = steps.get(d).copied().unwrap_or(0);
            // Every square of a lane's window is on the board (its mask,
            // [`LineTable::wrap`]), so the first is at least 0 and the
            // last below 128.
            let first = (at as u32 + s * k).saturating_sub(4 * k) as usize;
            let (mut dots, mut win) = (0u8, 0u128);
            for m in 0..LINE {
                let i = first + m * k as usize;
                dots = dots.saturating_add(geo.dots_lo.get(i).copied().unwrap_or(0));
                win |= SQUARE_BIT.get(i).copied().unwrap_or(0);
            }
            ko |= win & knockout != 0;
            if best.is_none_or(|b| dots > b) {
                best = Some(dots);
            }
        }
    }
    best.map(|d| (d, ko))
}

/// Every square of every line `side` owns (for pictures).
pub(crate) fn line_squares(geo: &Geometry, board: &Board, side: Side) -> Squares {
    let mut acc = Squares::EMPTY;
    for p in props(board, side) {
        for_each_window(geo, p, |w| acc |= w);
    }
    acc
}

impl State {
    /// How many of the marks of Mission card `card` (held by a player of
    /// `side`) the side covers with the marked piece: its shape in the marked
    /// colour, placed by any team member or by its Map card (spec §7).
    pub(crate) fn mission_covered(&self, side: Side, card: u8) -> u8 {
        let Some(card) = self.card(card) else {
            return 0;
        };
        let g = &self.rules.geo;
        let own = card
            .own
            .iter()
            .filter(|&&c| {
                g.index(c).and_then(|i| self.board.piece_at_index(i)) == Some(crate::Piece::new(side, side.main()))
            })
            .count();
        let off =
            g.index(card.off).and_then(|i| self.board.piece_at_index(i)) == Some(crate::Piece::new(side, side.off()));
        own as u8 + u8::from(off)
    }

    /// The result of a round won by `side` on the current board.
    pub(crate) fn win_for(&self, side: Side) -> RoundScore {
        let (line_points, square_knockout, _) =
            best_line(&self.rules.geo, &self.board, side).unwrap_or((0, false, Squares::EMPTY));
        self.win_with(side, line_points, square_knockout)
    }

    /// [`State::win_for`] right after the placement on the square `at` that
    /// won the round: the same result, read from the windows through `at`
    /// alone ([`best_through`]; no other window can be new).
    pub(crate) fn win_placed(&self, side: Side, at: usize) -> RoundScore {
        let (line_points, square_knockout) = best_through(&self.rules.geo, &self.board, side, at).unwrap_or((0, false));
        self.win_with(side, line_points, square_knockout)
    }

    /// The result of a round won by `side` with these line points and
    /// square knockout: the Mission bonus added.
    fn win_with(&self, side: Side, line_points: u8, square_knockout: bool) -> RoundScore {
        // X-R2: every player of the side holds a card; each covered mark of
        // each card earns the bonus, and any one card fully covered is a
        // knockout.
        let (mut covered, mut full) = (0u8, false);
        if self.rules.variants.mission {
            for seat in self.seat_range(side) {
                if let Some(card) = self.missions.get(seat).copied().flatten() {
                    let n = self.mission_covered(side, card);
                    covered = covered.saturating_add(n);
                    full |= n == 4;
                }
            }
        }
        RoundScore {
            side,
            line_points,
            bonus: covered.saturating_mul(MISSION_BONUS),
            square_knockout,
            mission_knockout: full,
        }
    }

    /// Books a finished round into the score (spec §6).
    pub(crate) fn book(&mut self, result: EndReason) {
        let s = &mut self.score;
        match result {
            EndReason::Void => s.void_rounds = s.void_rounds.saturating_add(1),
            EndReason::Won(w) => {
                let pts = w.points();
                s.rounds = s.rounds.saturating_add(1);
                s.rounds_won[w.side] = s.rounds_won[w.side].saturating_add(1);
                s.total[w.side] = s.total[w.side].saturating_add(pts);
                s.points[w.side] = s.points[w.side].saturating_add(pts);
                if matches!(self.rules.format, MatchFormat::Sets { .. }) && s.points[w.side] >= SET_POINTS {
                    // A set is won; surplus points are lost (spec §6).
                    s.sets[w.side] = s.sets[w.side].saturating_add(1);
                    s.points = BySide([0, 0]);
                }
            }
        }
        self.last = Some(result);
    }

    /// The match result once decided: `Some(Some(side))` a win,
    /// `Some(None)` a draw, `None` while the match goes on.
    pub(crate) fn decided(&self) -> Option<Option<Side>> {
        if let Some(EndReason::Won(w)) = self.last
            && w.knockout()
        {
            return Some(Some(w.side));
        }
        let s = &self.score;
        match self.rules.format {
            MatchFormat::Sets { best_of } => {
                let need = best_of / 2 + 1;
                Side::ALL.into_iter().find(|&x| s.sets[x] >= need).map(Some)
            }
            MatchFormat::Rounds(n) => (s.rounds >= n).then(|| {
                let (x, o) = (s.total[Side::X], s.total[Side::O]);
                match x.cmp(&o) {
                    core::cmp::Ordering::Greater => Some(Side::X),
                    core::cmp::Ordering::Less => Some(Side::O),
                    core::cmp::Ordering::Equal => None,
                }
            }),
            MatchFormat::Points(n) => Side::ALL.into_iter().find(|&x| s.total[x] >= n).map(Some),
            MatchFormat::OneRound => Side::ALL.into_iter().find(|&x| s.rounds_won[x] > 0).map(Some),
        }
    }
}

#[cfg(test)]
#[path = "tests/score.rs"]
mod tests;
