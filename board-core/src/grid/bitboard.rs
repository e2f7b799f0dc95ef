use super::{Coord, Grid};
use core::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, Not};

/// A set of squares of a [`Grid`] of at most 128 squares: bit `i` is the
/// square with row-major index `i`. Shifts along directions are on [`Grid`]
/// (they need the grid's width).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Bitboard(pub u128);

impl Bitboard {
    /// No squares.
    pub const EMPTY: Bitboard = Bitboard(0);

    /// The set holding only the square with this index (empty if `index >= 128`).
    pub const fn from_index(index: usize) -> Bitboard {
        if index < 128 {
            Bitboard(1u128 << index)
        } else {
            Bitboard(0)
        }
    }
    /// Whether the square with this index is in the set.
    pub const fn has_index(self, index: usize) -> bool {
        index < 128 && (self.0 >> index) & 1 == 1
    }
    /// Adds the square with this index (ignored if `index >= 128`).
    pub const fn set_index(&mut self, index: usize) {
        if index < 128 {
            self.0 |= 1u128 << index;
        }
    }
    /// Removes the square with this index.
    pub const fn clear_index(&mut self, index: usize) {
        if index < 128 {
            self.0 &= !(1u128 << index);
        }
    }
    /// Whether `c` (on `grid`) is in the set; false off the grid.
    pub const fn contains(self, grid: &Grid, c: Coord) -> bool {
        match grid.index(c) {
            Some(i) => self.has_index(i),
            None => false,
        }
    }
    /// Adds `c`; returns false (and changes nothing) if `c` is off the grid.
    pub const fn insert(&mut self, grid: &Grid, c: Coord) -> bool {
        match grid.index(c) {
            Some(i) => {
                self.set_index(i);
                true
            }
            None => false,
        }
    }
    /// Removes `c` if present.
    pub const fn remove(&mut self, grid: &Grid, c: Coord) {
        if let Some(i) = grid.index(c) {
            self.clear_index(i);
        }
    }
    /// Number of squares in the set.
    pub const fn count(self) -> u32 {
        self.0.count_ones()
    }
    /// Whether the set is empty.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }
    /// The lowest index in the set.
    pub const fn first_index(self) -> Option<usize> {
        if self.0 == 0 {
            None
        } else {
            Some(self.0.trailing_zeros() as usize)
        }
    }
    /// The indices in the set, ascending.
    pub const fn indices(self) -> BitboardIter {
        BitboardIter(self.0)
    }
}

/// Iterator over the indices of a [`Bitboard`], ascending.
#[derive(Clone, Debug)]
pub struct BitboardIter(u128);

impl Iterator for BitboardIter {
    type Item = usize;
    fn next(&mut self) -> Option<usize> {
        if self.0 == 0 {
            return None;
        }
        let i = self.0.trailing_zeros() as usize;
        self.0 &= self.0 - 1;
        Some(i)
    }
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}
impl ExactSizeIterator for BitboardIter {}

impl BitOr for Bitboard {
    type Output = Bitboard;
    fn bitor(self, r: Bitboard) -> Bitboard {
        Bitboard(self.0 | r.0)
    }
}
impl BitAnd for Bitboard {
    type Output = Bitboard;
    fn bitand(self, r: Bitboard) -> Bitboard {
        Bitboard(self.0 & r.0)
    }
}
impl BitXor for Bitboard {
    type Output = Bitboard;
    fn bitxor(self, r: Bitboard) -> Bitboard {
        Bitboard(self.0 ^ r.0)
    }
}
impl Not for Bitboard {
    type Output = Bitboard;
    /// Complement over all 128 bits: mask with [`Grid::full`] for a board.
    fn not(self) -> Bitboard {
        Bitboard(!self.0)
    }
}
impl BitOrAssign for Bitboard {
    fn bitor_assign(&mut self, r: Bitboard) {
        self.0 |= r.0;
    }
}
impl BitAndAssign for Bitboard {
    fn bitand_assign(&mut self, r: Bitboard) {
        self.0 &= r.0;
    }
}
