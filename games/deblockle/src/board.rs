//! Board geometry (spec §1): the 7 x 7 grid, squares, star spaces, a
//! 49-bit bitboard for fast occupancy tests, and the two sides.
//!
//! Coordinates: files `a`-`g` run west to east, ranks `1`-`7` south to north;
//! rank 1 is South's edge (the **bottom** of every picture). This differs from
//! `board_core::grid::Coord`, whose rows count from the top, so the crate uses
//! its own [`Square`]: index `(rank - 1) * 7 + (file - a)`, so `a1` is 0,
//! `g1` is 6 and `g7` is 48.

use core::fmt;

use board_core::Seat;

use crate::cube::Dir;

/// Board width and height.
pub const SIZE: u8 = 7;

/// A square of the 7 x 7 board (always valid: `0..49`). `Debug` and
/// `Display` print its notation (`c1`); with the `serde` feature it
/// serializes as that string. Origin a1 at the bottom left (South's edge),
/// files a-g west to east, ranks 1-7 south to north.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

impl fmt::Debug for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl Square {
    /// The square at `file` (0 = a) and `rank` (0 = rank 1); `None` off the board.
    pub const fn new(file: u8, rank: u8) -> Option<Square> {
        if file < SIZE && rank < SIZE {
            Some(Square(rank * SIZE + file))
        } else {
            None
        }
    }
    /// The square with this index `0..49`.
    pub const fn from_index(i: usize) -> Option<Square> {
        if i < 49 { Some(Square(i as u8)) } else { None }
    }
    /// The index `0..49`.
    pub const fn index(self) -> usize {
        self.0 as usize
    }
    /// The file, 0 = a.
    pub const fn file(self) -> u8 {
        self.0 % SIZE
    }
    /// The rank, 0 = rank 1 (South's edge).
    pub const fn rank(self) -> u8 {
        self.0 / SIZE
    }
    /// The orthogonal neighbour in `dir`, if on the board (a table lookup).
    pub const fn step(self, dir: Dir) -> Option<Square> {
        let i = if self.index() < 49 { self.index() } else { 0 };
        let s = STEP_TABLE[i][dir.index()]; // ok: i < 49, dir.index() < 4
        if s < 49 { Some(Square(s)) } else { None }
    }
    /// The orthogonal neighbour computed from file and rank (builds [`STEP_TABLE`]).
    const fn step_calc(self, dir: Dir) -> Option<Square> {
        let (f, r) = (self.file(), self.rank());
        match dir {
            Dir::North => Square::new(f, r + 1),
            Dir::South => {
                if r == 0 {
                    None
                } else {
                    Square::new(f, r - 1)
                }
            }
            Dir::East => Square::new(f + 1, r),
            Dir::West => {
                if f == 0 {
                    None
                } else {
                    Square::new(f - 1, r)
                }
            }
        }
    }
    /// The diagonal neighbour `dir1` then `dir2`, if on the board.
    pub const fn diagonal(self, vertical: Dir, horizontal: Dir) -> Option<Square> {
        match self.step(vertical) {
            Some(s) => s.step(horizontal),
            None => None,
        }
    }
    /// This square as a one-square set.
    pub const fn bb(self) -> Squares {
        Squares(1u64 << self.0)
    }
    /// Whether this is one of the two star spaces.
    pub const fn is_star(self) -> bool {
        self.0 == SOUTH_HOME_STAR.0 || self.0 == NORTH_HOME_STAR.0
    }
    /// Every square, a1 to g7 rank by rank.
    pub fn all() -> impl Iterator<Item = Square> {
        (0..49u8).map(Square)
    }
    /// Parses `a1`..`g7` from two characters.
    pub const fn from_chars(file: char, rank: char) -> Option<Square> {
        let f = (file as u32).wrapping_sub('a' as u32);
        let r = (rank as u32).wrapping_sub('1' as u32);
        if f < 7 && r < 7 {
            Square::new(f as u8, r as u8)
        } else {
            None
        }
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.file()) as char, self.rank() + 1)
    }
}

/// `STEP_TABLE[sq][dir]`: the index of the orthogonal neighbour of square
/// `sq` in direction `dir` ([`Dir::index`] order n, e, s, w), or 49 off the
/// board. Computed at compile time from file and rank.
pub(crate) const STEP_TABLE: [[u8; 4]; 49] = {
    let mut out = [[49u8; 4]; 49];
    let mut i = 0;
    while i < 49 {
        let mut d = 0;
        while d < 4 {
            let dir = Dir::ALL[d]; // ok: compile-time table, d < 4
            if let Some(n) = Square(i as u8).step_calc(dir) {
                out[i][d] = n.0; // ok: compile-time table, i < 49, d < 4
            }
            d += 1;
        }
        i += 1;
    }
    out
};

/// South's home star, d2 (North races to it).
pub const SOUTH_HOME_STAR: Square = Square(7 + 3);
/// North's home star, d6 (South races to it).
pub const NORTH_HOME_STAR: Square = Square(5 * 7 + 3);

/// A set of squares: bit `i` is the square with index `i`. Bits 49-63 are
/// not squares: [`Squares::iter`], [`Squares::count`] and
/// [`Squares::is_empty`] ignore them. `Debug` lists the squares (`{c1, e1}`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Squares(pub u64);

impl fmt::Debug for Squares {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

/// Every square of the board.
pub const ALL: Squares = Squares((1u64 << 49) - 1);
/// The two star spaces.
pub const STARS: Squares = Squares(SOUTH_HOME_STAR.bb().0 | NORTH_HOME_STAR.bb().0);
const FILE_A: u64 = {
    let mut m = 0u64;
    let mut r = 0;
    while r < 7 {
        m |= 1u64 << (r * 7);
        r += 1;
    }
    m
};
const FILE_G: u64 = FILE_A << 6;

impl Squares {
    /// No squares.
    pub const EMPTY: Squares = Squares(0);
    /// Whether `sq` is in the set.
    pub const fn has(self, sq: Square) -> bool {
        (self.0 >> sq.0) & 1 == 1
    }
    /// Whether the set is empty.
    pub const fn is_empty(self) -> bool {
        self.0 & ALL.0 == 0
    }
    /// Number of squares.
    pub const fn count(self) -> u32 {
        (self.0 & ALL.0).count_ones()
    }
    /// Union.
    pub const fn or(self, o: Squares) -> Squares {
        Squares(self.0 | o.0)
    }
    /// Intersection.
    pub const fn and(self, o: Squares) -> Squares {
        Squares(self.0 & o.0)
    }
    /// Set difference.
    pub const fn minus(self, o: Squares) -> Squares {
        Squares(self.0 & !o.0)
    }
    /// Every square orthogonally adjacent to some square of the set.
    pub const fn neighbours(self) -> Squares {
        let b = self.0;
        let n = b << 7;
        let s = b >> 7;
        let e = (b & !FILE_G) << 1;
        let w = (b & !FILE_A) >> 1;
        Squares((n | s | e | w) & ALL.0)
    }
    /// [`Squares::iter`] for a set of squares of the board only (bits
    /// 49-63 clear, as every generated hop set is): no mask. The lowest
    /// square is cleared by its own bit (`btr`, one instruction), not by
    /// `b & (b - 1)` (two without BMI1).
    #[inline(always)]
    pub(crate) fn iter_board(self) -> impl Iterator<Item = Square> {
        let mut b = self.0;
        core::iter::from_fn(move || {
            if b == 0 {
                return None;
            }
            let i = b.trailing_zeros();
            b &= !(1u64 << i);
            Some(Square(i as u8))
        })
    }
    /// The squares in ascending index order.
    pub fn iter(self) -> impl Iterator<Item = Square> {
        let mut b = self.0 & ALL.0;
        core::iter::from_fn(move || {
            if b == 0 {
                return None;
            }
            let i = b.trailing_zeros() as u8;
            b &= b - 1;
            Some(Square(i))
        })
    }
}

/// A player: South (gold, seat 0) or North (blue, seat 1) (spec §1). Each
/// side is one seat. Serializes as `"south"` / `"north"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub enum Side {
    /// Gold, seat 0, starts on ranks 1-3, races to d6.
    #[default]
    South,
    /// Blue, seat 1, starts on ranks 5-7, races to d2.
    North,
}

impl Side {
    /// Both sides in seat order.
    pub const ALL: [Side; 2] = [Side::South, Side::North];
    /// 0 for South, 1 for North.
    pub const fn index(self) -> usize {
        self as usize
    }
    /// The other side.
    pub const fn opponent(self) -> Side {
        match self {
            Side::South => Side::North,
            Side::North => Side::South,
        }
    }
    /// The board-core seat.
    pub const fn seat(self) -> Seat {
        Seat(self as u8)
    }
    /// The side at a seat, if the seat is 0 or 1.
    pub const fn from_seat(seat: Seat) -> Option<Side> {
        match seat.0 {
            0 => Some(Side::South),
            1 => Some(Side::North),
            _ => None,
        }
    }
    /// The notation letter `S` or `N`.
    pub const fn letter(self) -> char {
        match self {
            Side::South => 'S',
            Side::North => 'N',
        }
    }
    /// The side's own home star (d2 for South, d6 for North).
    pub const fn home_star(self) -> Square {
        match self {
            Side::South => SOUTH_HOME_STAR,
            Side::North => NORTH_HOME_STAR,
        }
    }
    /// The star this side races to: the opponent's home star.
    pub const fn target_star(self) -> Square {
        self.opponent().home_star()
    }
}

/// One value per side: South's and North's (per-side data, never an array
/// indexed by a bare number). Serializes as `{"south": .., "north": ..}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "serde",
    serde(
        deny_unknown_fields,
        expecting = "an object with \"north\" and \"south\", like {\"north\":0,\"south\":0}"
    )
)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct BySide<T> {
    /// South's value.
    pub south: T,
    /// North's value.
    pub north: T,
}

impl<T> BySide<T> {
    /// South's and North's values.
    pub const fn new(south: T, north: T) -> Self {
        BySide { south, north }
    }
    /// The value `f(side)` for each side.
    pub fn from_fn(mut f: impl FnMut(Side) -> T) -> Self {
        BySide {
            south: f(Side::South),
            north: f(Side::North),
        }
    }
    /// The value of `side`.
    pub const fn get(&self, side: Side) -> &T {
        match side {
            Side::South => &self.south,
            Side::North => &self.north,
        }
    }
    /// The value of `side`, mutably.
    pub fn get_mut(&mut self, side: Side) -> &mut T {
        match side {
            Side::South => &mut self.south,
            Side::North => &mut self.north,
        }
    }
    /// `(side, value)` pairs, South first.
    pub fn iter(&self) -> impl Iterator<Item = (Side, &T)> {
        [(Side::South, &self.south), (Side::North, &self.north)].into_iter()
    }
}

impl<T> core::ops::Index<Side> for BySide<T> {
    type Output = T;
    fn index(&self, side: Side) -> &T {
        self.get(side)
    }
}

impl<T> core::ops::IndexMut<Side> for BySide<T> {
    fn index_mut(&mut self, side: Side) -> &mut T {
        self.get_mut(side)
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Side::South => "South",
            Side::North => "North",
        })
    }
}

#[cfg(test)]
#[path = "tests/board.rs"]
mod tests;
