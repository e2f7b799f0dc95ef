//! Allocation-free building blocks of the play-out fast paths: a uniform
//! index drawn exactly as [`board_core::bots::uniform_index`] draws it, and
//! the `r`-th set bit of a bitboard.

use board_core::grid::Bitboard;

use crate::squares::Squares;

/// A uniform index in `0..n` (`None` if `n == 0`): exactly
/// [`board_core::bots::uniform_index_u64`] (the project's one uniform draw,
/// multiply-shift with rejection), named here for the play-out code.
#[inline(always)]
pub(crate) fn uniform_index<R: rand_core::Rng + ?Sized>(n: u64, rng: &mut R) -> Option<u64> {
    board_core::bots::uniform_index_u64(n, rng)
}

/// `SELECT_IN_BYTE[b][k]`: the position of the `k`-th set bit (0-based) of
/// the byte `b`, or 8 if `b` has at most `k` set bits.
const SELECT_IN_BYTE: [[u8; 8]; 256] = byte_select_table(false, 8);

/// A byte's set bits by rank: entry `[b][k]` is the position of the `k`-th
/// set bit of the byte `b`, counted from the lowest bit (or, `from_top`,
/// from the highest), or `none` if `b` has at most `k` set bits.
pub(crate) const fn byte_select_table(from_top: bool, none: u8) -> [[u8; 8]; 256] {
    let mut t = [[none; 8]; 256];
    let mut b = 0;
    while b < 256 {
        let mut k = 0;
        let mut i = 0;
        while i < 8 {
            let bit = if from_top { 7 - i } else { i };
            if (b >> bit) & 1 == 1 {
                t[b][k] = bit as u8;
                k += 1;
            }
            i += 1;
        }
        b += 1;
    }
    t
}

const L8: u64 = 0x0101_0101_0101_0101;
const H8: u64 = 0x8080_8080_8080_8080;

/// Running byte popcounts of `x`: byte `k` holds the set bits of bytes
/// `0..=k` (at most 64, so bit 7 of every byte stays clear); the top byte
/// is the popcount. SWAR, as the baseline target has no `popcnt`.
#[inline(always)]
const fn byte_sums(x: u64) -> u64 {
    let s = x - ((x >> 1) & 0x5555_5555_5555_5555);
    let s = (s & 0x3333_3333_3333_3333) + ((s >> 2) & 0x3333_3333_3333_3333);
    let s = (s + (s >> 4)) & 0x0f0f_0f0f_0f0f_0f0f;
    s.wrapping_mul(L8)
}

/// The position of the `r`-th set bit of `x` given `cum = byte_sums(x)`.
#[inline(always)]
fn select_with(x: u64, cum: u64, r: u32) -> u32 {
    let r = u64::from(r & 63);
    // Byte k has its top bit set iff cum_k > r (cum_k + 128 - (r + 1) >=
    // 128; no borrow crosses bytes as every difference is positive).
    let gt = ((cum | H8).wrapping_sub(L8) - r.wrapping_mul(L8)) & H8;
    // cum grows with k, so the first such byte holds the bit: its top bit
    // is bit 8 byte + 7 (bit 63 or-ed in: byte 7 when there is none, and no
    // zero case for the bit scan).
    let at = (gt | 1 << 63).trailing_zeros() & 0x38;
    let below = ((cum << 8) >> at) & 0xff;
    let bits = (x >> at) & 0xff;
    let k = r.wrapping_sub(below) & 7;
    // ok: both indices are masked into range (bits < 256, k < 8).
    at + u32::from(SELECT_IN_BYTE[bits as usize][k as usize])
}

/// The position of the `r`-th set bit (0-based, from bit 0) of `x`, for
/// `r < x.count_ones()`; otherwise some position whose rank is not `r`.
///
/// Broadword select: byte popcounts by SWAR, their running sums by one
/// multiplication, the byte holding the bit by a parallel comparison and a
/// bit scan, then a table lookup inside that byte. No loop, no branch.
#[inline]
pub(crate) fn select64(x: u64, r: u32) -> u32 {
    select_with(x, byte_sums(x), r)
}

/// The position of the `r`-th set bit of `x` (`r < x.count_ones()`;
/// otherwise some position whose rank is not `r`) by halving: the half
/// holding it by one population count of the lower half, three times, then
/// a table lookup inside the byte. Branch-free. With a `popcnt`
/// instruction (`-C target-cpu=native` on x86-64 since 2008) each count is
/// one instruction and this beats the broadword [`select64`]; without one,
/// each count is a SWAR sequence and the broadword select is the faster.
#[cfg_attr(not(any(test, target_feature = "popcnt")), allow(dead_code))]
#[inline(always)]
pub(crate) fn select64_halving(x: u64, r: u32) -> u32 {
    let (mut x, mut r, mut pos) = (x, r & 63, 0u32);
    for half in [32u32, 16, 8] {
        let low = x & ((1u64 << half) - 1);
        let c = low.count_ones();
        let up = r >= c;
        // Branch-free: the half is as random as the draw.
        x = if up { x >> half } else { low };
        r = if up { r - c } else { r };
        pos += if up { half } else { 0 };
    }
    // ok: both indices are masked into range (x & 0xff < 256, r & 7 < 8).
    pos + u32::from(SELECT_IN_BYTE[(x & 0xff) as usize][(r & 7) as usize])
}

/// A bitboard with the running byte counts of both halves
/// ([`byte_sums`]): its [`Counted::count`] (the top bytes) and then its
/// [`Counted::select`] (which reuses the counts of the half it reads), so
/// every byte is counted once per draw.
///
/// This is the default build's form: where the target has a `popcnt`
/// instruction the counts are two instructions and the select halves
/// instead (the next definition); both give the same answers.
#[cfg(not(target_feature = "popcnt"))]
#[derive(Clone, Copy, Debug)]
pub(crate) struct Counted {
    lo: u64,
    hi: u64,
    cum_lo: u64,
    cum_hi: u64,
}

#[cfg(not(target_feature = "popcnt"))]
impl Counted {
    #[inline(always)]
    pub(crate) const fn new(bb: Bitboard) -> Counted {
        let (lo, hi) = (bb.0 as u64, (bb.0 >> 64) as u64);
        Counted {
            lo,
            hi,
            cum_lo: byte_sums(lo),
            cum_hi: byte_sums(hi),
        }
    }

    /// The set bits of the low half.
    #[inline(always)]
    const fn n_lo(&self) -> u32 {
        (self.cum_lo >> 56) as u32
    }

    /// The number of set bits.
    #[inline(always)]
    pub(crate) const fn count(&self) -> u32 {
        self.n_lo() + (self.cum_hi >> 56) as u32
    }

    /// The index of the `r`-th set bit (`r < self.count()`).
    #[inline(always)]
    pub(crate) fn select(&self, r: u32) -> usize {
        select_counted(self.lo, self.hi, self.cum_lo, self.cum_hi, r)
    }
}

/// The index of the `r`-th set bit (`r` below the number of set bits) of
/// the 128-bit set `lo | hi << 64`, given the running byte counts of both
/// halves ([`byte_sums`] of `lo` and of `hi`, whichever way they were
/// counted).
#[inline(always)]
pub(crate) fn select_counted(lo: u64, hi: u64, cum_lo: u64, cum_hi: u64, r: u32) -> usize {
    // Branch-free choice of the half: the bit's half is as random as
    // the draw, so a branch here mispredicts about every third time.
    let n_lo = (cum_lo >> 56) as u32;
    let high = u64::from(r >= n_lo).wrapping_neg(); // all ones or zero
    let word = (hi & high) | (lo & !high);
    let cum = (cum_hi & high) | (cum_lo & !high);
    let rank = r.wrapping_sub(n_lo & high as u32);
    let base = 64 & high as u32;
    (base + select_with(word, cum, rank)) as usize
}

/// [`Counted`] where the target counts bits in one instruction (`popcnt`):
/// the counts of both halves, and [`select64_halving`] in the half.
#[cfg(target_feature = "popcnt")]
#[derive(Clone, Copy, Debug)]
pub(crate) struct Counted {
    lo: u64,
    hi: u64,
    n_lo: u32,
    n: u32,
}

#[cfg(target_feature = "popcnt")]
impl Counted {
    #[inline(always)]
    pub(crate) const fn new(bb: Bitboard) -> Counted {
        let (lo, hi) = (bb.0 as u64, (bb.0 >> 64) as u64);
        let n_lo = lo.count_ones();
        Counted {
            lo,
            hi,
            n_lo,
            n: n_lo + hi.count_ones(),
        }
    }

    /// The number of set bits.
    #[inline(always)]
    pub(crate) const fn count(&self) -> u32 {
        self.n
    }

    /// The index of the `r`-th set bit (`r < self.count()`).
    #[inline(always)]
    pub(crate) fn select(&self, r: u32) -> usize {
        let high = r >= self.n_lo;
        let word = if high { self.hi } else { self.lo };
        let rank = if high { r.wrapping_sub(self.n_lo) } else { r };
        let base = if high { 64 } else { 0 };
        (base + select64_halving(word, rank)) as usize
    }
}

/// The row-major index of the `r`-th set bit of `bb` (`r < bb.count()`).
#[cfg(test)]
pub(crate) fn select(bb: Bitboard, r: u32) -> usize {
    Counted::new(bb).select(r)
}

/// `RECIP[c] = 65536 / c + 1` for `1 <= c <= 26` (0 for `c == 0`):
/// `(i * RECIP[c]) >> 16 == i / c` for every `i < 256` (every square of a
/// board of at most 16 columns, X-R4), as the error
/// `i * (RECIP[c] - 65536 / c) / 65536 < 256 / 65536` stays below `1 / c`.
const RECIP: [u32; 27] = {
    let mut t = [0u32; 27];
    let mut c = 1;
    while c < 27 {
        t[c] = 65_536 / c as u32 + 1;
        c += 1;
    }
    t
};

/// [`RECIP`]`[cols]` (`cols <= 26` on every grid; 0 beyond).
#[inline]
pub(crate) fn recip(cols: u32) -> u32 {
    RECIP.get(cols as usize).copied().unwrap_or(0)
}

/// `COLS_EAST[c]`: the squares of a `c`-column grid (any number of rows,
/// up to 128 squares) whose column is at most `c - 5`, from which a
/// 5-window going east stays on its row.
pub(crate) const COLS_EAST: [u128; 27] = col_table(true);
/// `COLS_WEST[c]`: the squares whose column is at least 4, from which a
/// 5-window going west stays on its row.
pub(crate) const COLS_WEST: [u128; 27] = col_table(false);

const fn col_table(east: bool) -> [u128; 27] {
    let mut t = [0u128; 27];
    let mut c = 5;
    while c < 27 {
        let mut i = 0;
        while i < 128 {
            let col = i % c;
            if (east && col + 4 < c) || (!east && col >= 4) {
                t[c] |= 1 << i;
            }
            i += 1;
        }
        c += 1;
    }
    t
}

/// [`COLS_EAST`]`[cols]` (nothing beyond 26 columns).
#[inline(always)]
pub(crate) const fn cols_east(cols: u32) -> u128 {
    if cols < 27 { COLS_EAST[cols as usize] } else { 0 }
}

/// [`COLS_WEST`]`[cols]` (nothing beyond 26 columns).
#[inline(always)]
pub(crate) const fn cols_west(cols: u32) -> u128 {
    if cols < 27 { COLS_WEST[cols as usize] } else { 0 }
}

/// `COLS_EAST_WIDE[c]`: [`COLS_EAST`] over 256 squares, for boards of more
/// than 128 squares (at most 16 columns).
pub(crate) const COLS_EAST_WIDE: [Squares; 17] = wide_col_table(true);
/// `COLS_WEST_WIDE[c]`: [`COLS_WEST`] over 256 squares.
pub(crate) const COLS_WEST_WIDE: [Squares; 17] = wide_col_table(false);

const fn wide_col_table(east: bool) -> [Squares; 17] {
    let mut t = [Squares::EMPTY; 17];
    let mut c = 5;
    while c < 17 {
        let mut i = 0;
        while i < 256 {
            let col = i % c;
            if (east && col + 4 < c) || (!east && col >= 4) {
                t[c].set_index(i);
            }
            i += 1;
        }
        c += 1;
    }
    t
}

/// [`COLS_EAST_WIDE`]`[cols]` (nothing beyond 16 columns).
#[inline(always)]
pub(crate) const fn cols_east_wide(cols: u32) -> Squares {
    if cols < 17 {
        COLS_EAST_WIDE[cols as usize]
    } else {
        Squares::EMPTY
    }
}

/// [`COLS_WEST_WIDE`]`[cols]` (nothing beyond 16 columns).
#[inline(always)]
pub(crate) const fn cols_west_wide(cols: u32) -> Squares {
    if cols < 17 {
        COLS_WEST_WIDE[cols as usize]
    } else {
        Squares::EMPTY
    }
}

// The line constants of the five-in-a-row test through a placed square
// (`crate::score::through`), one table a board width: bit-level data that
// the layout refers to once a match and the scoring reads.

/// A mask and a multiplier that move 4 bits `k` apart into the top 4 bits
/// of a `u64` (`((x & mask) * magic) >> 60`).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Gather {
    pub(crate) mask: u64,
    pub(crate) magic: u64,
}

/// For `after` of [`through`](crate::score::through) (bit `m`: square `at + m`) and a step `k`
/// (4-15): the squares `at + k, ..., at + 4k` (bits `k, ..., 4k`) to bits
/// 60-63, nearest first. Each product term `2^(jk) * 2^(60 + i - (i+1)k)`
/// (`i, j` in 0-3, bit `(j+1)k` of the input) lands on `60 + i + (j - i)k`:
/// for `i = j` on its target, for `i < j` at 64 or above (dropped), for
/// `i > j` below 60; every term lands on its own bit (`k > 3`), so no carry
/// reaches the top 4 bits.
pub(crate) const fn gather_after(k: u32) -> Gather {
    let (mut mask, mut magic) = (0u64, 0u64);
    let mut i = 0;
    while i < 4 {
        mask |= 1 << ((i + 1) * k);
        magic |= 1 << (60 + i - (i + 1) * k);
        i += 1;
    }
    Gather { mask, magic }
}

/// For `before` of [`through`](crate::score::through) (bit `64 - m`: square `at - m`) and a step
/// `k` (4-15): the squares `at - k, ..., at - 4k` (bits `64 - k, ...,
/// 64 - 4k`) to bits 63-60, nearest at the top (reversed, so that a lane
/// reads in board order). The term of input `j` and multiplier `i` lands
/// on `63 - i + (i - j)k`: its target for `i = j`, 64 or above for `i > j`,
/// below 60 for `i < j`, each on its own bit.
pub(crate) const fn gather_before(k: u32) -> Gather {
    let (mut mask, mut magic) = (0u64, 0u64);
    let mut i = 0;
    while i < 4 {
        mask |= 1 << (64 - (i + 1) * k);
        magic |= 1 << ((i + 1) * k - i - 1);
        i += 1;
    }
    Gather { mask, magic }
}

/// The constants of [`through`](crate::score::through) for one board width `w` (5-14).
#[derive(Debug)]
pub(crate) struct LineTable {
    /// [`gather_after`] and [`gather_before`] of S (`k = w`), SE (`w + 1`)
    /// and SW (`w - 1`).
    pub(crate) gather: [[Gather; 2]; 3],
    /// `wrap[i]`: the lane bits of [`through`](crate::score::through) at square `i` whose square
    /// is one of squares 0-127 and on the board's columns (every square of
    /// its line between `i` and it is, too).
    pub(crate) wrap: [u64; 128],
}

/// `LINES[w - 5]`: [`LineTable`] of width `w` (5-14).
pub(crate) static LINES: [LineTable; 10] = line_tables();

const fn line_tables() -> [LineTable; 10] {
    const EMPTY: Gather = Gather { mask: 0, magic: 0 };
    let mut t = [const {
        LineTable {
            gather: [[EMPTY; 2]; 3],
            wrap: [0; 128],
        }
    }; 10];
    // Steps of the lanes (E, S, SE, SW) in columns, one step forward.
    let dcol: [i32; 4] = [1, 0, 1, -1];
    let mut w = 5i32;
    while w < 15 {
        let x = &mut t[(w - 5) as usize];
        let k = w as u32;
        x.gather = [
            [gather_after(k), gather_before(k)],
            [gather_after(k + 1), gather_before(k + 1)],
            [gather_after(k - 1), gather_before(k - 1)],
        ];
        let steps: [i32; 4] = [1, w, w + 1, w - 1];
        let mut i = 0i32;
        while i < 128 {
            let c = i % w;
            let mut m = 0u64;
            let mut lane = 0;
            while lane < 4 {
                let mut j = -4i32;
                while j <= 4 {
                    let (sq, cc) = (i + j * steps[lane], c + j * dcol[lane]);
                    if sq >= 0 && sq < 128 && cc >= 0 && cc < w {
                        m |= 1 << (16 * lane as i32 + 4 + j);
                    }
                    j += 1;
                }
                lane += 1;
            }
            x.wrap[i as usize] = m;
            i += 1;
        }
        w += 1;
    }
    t
}

#[cfg(test)]
#[path = "tests/fast.rs"]
mod tests;
