//! [`Squares`]: a set of squares of a board of up to 16 x 16 (256 squares,
//! X-R4), as two 128-bit words. Boards of at most 128 squares (the default
//! 10 x 10 among them) use the low word only, and the hot paths read it
//! alone ([`crate::layout::Geometry::narrow`]), so they run as on one
//! [`Bitboard`].

use core::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, Not};

use board_core::grid::Bitboard;

/// The most squares a board may have (16 x 16, X-R4).
pub const MAX_SQUARES: usize = 256;

/// A set of squares: bit `i` is the square with row-major index
/// `row * cols + col` (`i < 256`); `lo` holds squares 0-127, `hi` 128-255.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, PartialOrd, Ord)]
pub struct Squares {
    /// Squares 0-127.
    pub lo: u128,
    /// Squares 128-255.
    pub hi: u128,
}

impl Squares {
    /// No squares.
    pub const EMPTY: Squares = Squares { lo: 0, hi: 0 };

    /// The set of the squares of a one-word bitboard (squares 0-127).
    pub const fn from_bitboard(b: Bitboard) -> Squares {
        Squares { lo: b.0, hi: 0 }
    }
    /// The set holding only the square with this index (empty if `index >= 256`).
    pub const fn from_index(index: usize) -> Squares {
        let mut s = Squares::EMPTY;
        s.set_index(index);
        s
    }
    /// The first `n` squares (`n <= 256`; all 256 beyond).
    pub const fn first(n: usize) -> Squares {
        const fn low(n: usize) -> u128 {
            if n >= 128 { u128::MAX } else { (1u128 << n) - 1 }
        }
        Squares {
            lo: low(n),
            hi: if n > 128 { low(n - 128) } else { 0 },
        }
    }
    /// Whether the square with this index is in the set.
    #[inline]
    pub const fn has_index(self, index: usize) -> bool {
        if index < 128 {
            (self.lo >> index) & 1 == 1
        } else if index < MAX_SQUARES {
            (self.hi >> (index - 128)) & 1 == 1
        } else {
            false
        }
    }
    /// Adds the square with this index (ignored if `index >= 256`).
    #[inline]
    pub const fn set_index(&mut self, index: usize) {
        if index < 128 {
            self.lo |= 1u128 << index;
        } else if index < MAX_SQUARES {
            self.hi |= 1u128 << (index - 128);
        }
    }
    /// The number of squares in the set.
    #[inline]
    pub const fn count(self) -> u32 {
        // The high word is empty on every board of at most 128 squares.
        if self.hi == 0 {
            self.lo.count_ones()
        } else {
            self.lo.count_ones() + self.hi.count_ones()
        }
    }
    /// Whether the set is empty.
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.lo == 0 && self.hi == 0
    }
    /// The squares' indices, ascending.
    pub fn indices(self) -> impl Iterator<Item = usize> {
        let lo = Bitboard(self.lo).indices();
        let hi = Bitboard(self.hi).indices().map(|i| i + 128);
        lo.chain(hi)
    }
    /// The squares below 128 counted by groups of 8 squares, one count a
    /// nibble: group `g` (squares `8g..8g + 8`, `g < 16`) in byte `g % 8`,
    /// the low nibble for `g < 8` (squares 0-63), the high one for the
    /// others (squares 64-127). The state's running counts of empty squares
    /// (`state::Free::packed`) have this form.
    pub(crate) fn nibble_counts(self) -> u64 {
        Squares { lo: self.lo, hi: 0 }.indices().map(nibble_unit).sum()
    }
    /// The set shifted towards lower indices by `k < 128` squares (squares
    /// below 0 drop out, zeros come in at the top).
    #[inline(always)]
    pub(crate) const fn shr(self, k: u32) -> Squares {
        if k == 0 {
            self
        } else {
            Squares {
                lo: (self.lo >> k) | (self.hi << (128 - k)),
                hi: self.hi >> k,
            }
        }
    }
}

impl BitOr for Squares {
    type Output = Squares;
    #[inline(always)]
    fn bitor(self, o: Squares) -> Squares {
        Squares {
            lo: self.lo | o.lo,
            hi: self.hi | o.hi,
        }
    }
}

impl BitAnd for Squares {
    type Output = Squares;
    #[inline(always)]
    fn bitand(self, o: Squares) -> Squares {
        Squares {
            lo: self.lo & o.lo,
            hi: self.hi & o.hi,
        }
    }
}

impl Not for Squares {
    type Output = Squares;
    /// Complement over all 256 bits: mask with the board for its squares.
    #[inline(always)]
    fn not(self) -> Squares {
        Squares {
            lo: !self.lo,
            hi: !self.hi,
        }
    }
}

impl BitOrAssign for Squares {
    #[inline(always)]
    fn bitor_assign(&mut self, o: Squares) {
        *self = *self | o;
    }
}

impl BitAndAssign for Squares {
    #[inline(always)]
    fn bitand_assign(&mut self, o: Squares) {
        *self = *self & o;
    }
}

/// One square `i < 128` in [`Squares::nibble_counts`]'s form (0 beyond).
#[inline(always)]
pub(crate) const fn nibble_unit(i: usize) -> u64 {
    if i < 128 { 1 << ((i & 0x38) | ((i >> 4) & 4)) } else { 0 }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::vec::Vec;

    #[test]
    fn set_ops_and_shift_agree_with_indices() {
        let idx = [0usize, 5, 127, 128, 129, 200, 255];
        let mut s = Squares::EMPTY;
        for &i in &idx {
            s.set_index(i);
        }
        assert_eq!(s.indices().collect::<Vec<_>>(), idx);
        assert_eq!(s.count(), 7);
        assert!(!s.has_index(256) && s.has_index(255) && !s.has_index(1));
        let shifted: Vec<usize> = s.shr(17).indices().collect();
        let expect: Vec<usize> = idx.iter().filter(|&&i| i >= 17).map(|&i| i - 17).collect();
        assert_eq!(shifted, expect);
        assert_eq!(Squares::first(256), !Squares::EMPTY);
        assert_eq!(Squares::first(130).count(), 130);
        assert_eq!(
            Squares::first(100),
            Squares::from_bitboard(Bitboard((1u128 << 100) - 1))
        );
        assert_eq!(Squares::from_index(300), Squares::EMPTY);
    }
}
