//! The board layout (dots and knockout squares) and the Map/Mission cards:
//! data types and the compact geometry a state carries (the validating
//! loaders, which report `ConfigProblem`s, are in config.rs).

use alloc::vec::Vec;

use board_core::grid::Coord;

use crate::data;
use crate::squares::Squares;

/// The smallest board side (spec §3).
pub const MIN_SIDE: u8 = 5;
/// The largest board side (spec §3, X-R4: up to 16 x 16).
pub const MAX_SIDE: u8 = 16;

/// Number of cards in a Map/Mission deck (spec §7).
pub const DECK_SIZE: usize = 25;

/// A board layout (spec §3): size, dots per square, the 4 knockout squares.
///
/// Any layout from 5 x 5 up to 16 x 16 (X-R4; rows and columns each 5-16)
/// with 1-6 dots per square and 4 distinct knockout squares on the board is
/// valid.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(
    feature = "serde",
    serde(try_from = "crate::serde_impl::LayoutWire", into = "crate::serde_impl::LayoutWire")
)]
pub struct Layout {
    /// Number of rows (height).
    pub rows: u8,
    /// Number of columns (width).
    pub cols: u8,
    /// Dots per square, row-major from the top-left (`rows * cols` values).
    pub dots: Vec<u8>,
    /// The 4 knockout squares.
    pub knockout: [Coord; 4],
}

impl Default for Layout {
    /// The provisional default layout `xobrainer-default-v0`.
    fn default() -> Self {
        Layout::default_v0()
    }
}

impl Layout {
    /// The provisional default layout `xobrainer-default-v0` (spec §3), from
    /// [`data::DEFAULT_DOTS`] and [`data::DEFAULT_KNOCKOUT`].
    pub fn default_v0() -> Layout {
        Layout {
            rows: 10,
            cols: 10,
            dots: data::DEFAULT_DOTS.iter().flatten().copied().collect(),
            knockout: data::DEFAULT_KNOCKOUT.map(|(r, c)| Coord::new(r, c)),
        }
    }

    /// Whether the size is valid: rows and columns each 5-16 (X-R4).
    pub const fn size_ok(&self) -> bool {
        self.rows >= MIN_SIDE && self.cols >= MIN_SIDE && self.rows <= MAX_SIDE && self.cols <= MAX_SIDE
    }

    /// The row-major index of `c`, if the size is valid and `c` on the board.
    pub fn index(&self, c: Coord) -> Option<usize> {
        (self.size_ok() && c.row < self.rows && c.col < self.cols)
            .then(|| usize::from(c.row) * usize::from(self.cols) + usize::from(c.col))
    }

    /// The dots of square `c`, if on the board.
    pub fn dots_at(&self, c: Coord) -> Option<u8> {
        self.dots.get(self.index(c)?).copied()
    }
}

/// A Map/Mission card (spec §7): three squares for the holder's main colour
/// and one for its off colour, in absolute board positions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(
    feature = "serde",
    serde(
        deny_unknown_fields,
        expecting = "a Map card like {\"off\":\"e6\",\"own\":[\"a5\",\"d7\",\"d3\"]}"
    )
)]
pub struct Card {
    /// The three main-colour squares (X: green X, O: red O).
    #[cfg_attr(feature = "schema", schemars(with = "[alloc::string::String; 3]"))]
    pub own: [Coord; 3],
    /// The off-colour square (X: red X, O: green O).
    #[cfg_attr(feature = "schema", schemars(with = "alloc::string::String"))]
    pub off: Coord,
}

impl Card {
    /// The four marked squares, own first.
    pub const fn squares(&self) -> [Coord; 4] {
        let [a, b, c] = self.own;
        [a, b, c, self.off]
    }

    /// Whether the two cards mark a common square (spec §7, decision D5).
    pub fn collides(&self, other: &Card) -> bool {
        self.squares().iter().any(|a| other.squares().contains(a))
    }

    /// The provisional default deck `xobrainer-default-v0` from
    /// [`data::DEFAULT_DECK`].
    pub fn default_deck() -> Vec<Card> {
        Card::deck_from_table(&data::DEFAULT_DECK)
    }

    /// Cards from a table of `[own, own, own, off]` squares `(row, col)`,
    /// unchecked: [`Card::load_deck`] and [`crate::Config::validate`] check them.
    pub fn deck_from_table(table: &[[(u8, u8); 4]]) -> Vec<Card> {
        table
            .iter()
            .map(|[a, b, c, d]| Card {
                own: [Coord::new(a.0, a.1), Coord::new(b.0, b.1), Coord::new(c.0, c.1)],
                off: Coord::new(d.0, d.1),
            })
            .collect()
    }
}

/// What a seat knows of a Mission card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MissionView {
    /// No card drawn (or no Mission variant).
    None,
    /// The card is drawn but secret to this seat.
    Hidden,
    /// The card (index into the deck).
    Known(u8),
}

/// The compact, copyable board geometry a state carries: the size, the
/// dots as three bit-planes (dots = plane0 + 2 plane1 + 4 plane2) and the
/// knockout squares.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Geometry {
    pub rows: u8,
    pub cols: u8,
    /// At most 128 squares: every set lives in [`Squares::lo`], and the hot
    /// paths (line test, move draw, move list) use that word alone (X-R4:
    /// the default board keeps its one-word fast path).
    pub narrow: bool,
    /// Every square of the board.
    pub full: Squares,
    pub planes: [Squares; 3],
    pub knockout: Squares,
    /// The square of each index (0-0 beyond the board): the move list
    /// names a square by one load, not a division.
    pub coords: SquareCoords,
    /// The empty board's running counts of empty squares
    /// ([`Squares::nibble_counts`] of every square): the state's
    /// `Free::packed` at the start of a round.
    pub free_packed: u64,
    /// The empty board's knockout bits (the state's `Free::ko`): a bit for
    /// each knockout square below 128.
    pub free_ko: u8,
    /// `ko_slot[i]`: the bit of square `i` in the state's `Free::ko`
    /// (its rank among the knockout squares in index order), 0 if square
    /// `i` is no knockout square.
    pub ko_slot: [u8; 128],
    /// `ko_packed[m]`: the knockout squares of the bits of `m` counted as
    /// [`Squares::nibble_counts`] counts squares.
    pub ko_packed: [u64; 16],
    /// The squares below 128 a main-colour piece may take on an empty
    /// board: every square but the knockout squares.
    pub open_main: u128,
    /// `dots_lo[i]`: the dots of square `i < 128` (0 off the board): a won
    /// round's windows summed by one load a square.
    pub dots_lo: [u8; 128],
    /// [`crate::fast::LINES`] of the width (5-14 columns), found once.
    pub lines: LineRef,
}

/// A width's line constants ([`crate::fast::LineTable`]), if it has
/// them: a reference into the static table, equal when it is the same
/// entry (the width, which the geometry compares and hashes anyway).
#[derive(Clone, Copy, Debug)]
pub(crate) struct LineRef(pub Option<&'static crate::fast::LineTable>);

impl PartialEq for LineRef {
    fn eq(&self, o: &LineRef) -> bool {
        match (self.0, o.0) {
            (Some(a), Some(b)) => core::ptr::eq(a, b),
            (a, b) => a.is_none() && b.is_none(),
        }
    }
}

impl Eq for LineRef {}

impl core::hash::Hash for LineRef {
    fn hash<H: core::hash::Hasher>(&self, h: &mut H) {
        self.0.is_some().hash(h);
    }
}

/// The dots of squares 0-127 read from the bit-planes (what
/// [`Geometry::dots`] reads), one byte a square.
pub(crate) fn dots_lo(planes: &[Squares; 3]) -> [u8; 128] {
    let mut t = [0u8; 128];
    for (i, slot) in t.iter_mut().enumerate() {
        *slot = planes
            .iter()
            .enumerate()
            .map(|(k, p)| u8::from(p.has_index(i)) << k)
            .sum();
    }
    t
}

/// The coordinates of the squares by row-major index, for every index a
/// [`Squares`] can hold (squares beyond the board read `(0, 0)`).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) struct SquareCoords(pub [Coord; crate::MAX_SQUARES]);

impl SquareCoords {
    /// The square with index `i & 255` (below [`crate::MAX_SQUARES`]).
    #[inline(always)]
    pub const fn get(&self, i: usize) -> Coord {
        // ok: the index is masked into 0..256, the array's length.
        self.0[i & (crate::MAX_SQUARES - 1)]
    }
}

/// Derived from the size: not worth printing.
impl core::fmt::Debug for SquareCoords {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str("SquareCoords(..)")
    }
}

impl Geometry {
    /// The geometry of a layout, `None` if the layout is invalid.
    pub fn new(layout: &Layout) -> Option<Geometry> {
        let mut problems = Vec::new();
        layout.check(&mut problems);
        if !problems.is_empty() {
            return None;
        }
        let len = usize::from(layout.rows) * usize::from(layout.cols);
        let mut planes = [Squares::EMPTY; 3];
        for (i, &d) in layout.dots.iter().enumerate() {
            for (k, p) in planes.iter_mut().enumerate() {
                if (d >> k) & 1 == 1 {
                    p.set_index(i);
                }
            }
        }
        let mut knockout = Squares::EMPTY;
        for k in layout.knockout {
            knockout.set_index(layout.index(k)?);
        }
        let mut coords = SquareCoords([Coord::default(); crate::MAX_SQUARES]);
        let all = (0..layout.rows).flat_map(|r| (0..layout.cols).map(move |c| Coord::new(r, c)));
        for (slot, c) in coords.0.iter_mut().zip(all) {
            *slot = c;
        }
        let full = Squares::first(len);
        let (mut ko_slot, mut ko_packed, mut free_ko) = ([0u8; 128], [0u64; 16], 0u8);
        for (j, i) in knockout.indices().take(4).enumerate() {
            if let Some(slot) = ko_slot.get_mut(i) {
                *slot = 1 << j;
                free_ko |= 1 << j;
                for (m, p) in ko_packed.iter_mut().enumerate() {
                    if (m >> j) & 1 == 1 {
                        *p += crate::squares::nibble_unit(i);
                    }
                }
            }
        }
        Some(Geometry {
            rows: layout.rows,
            cols: layout.cols,
            narrow: len <= 128,
            full,
            planes,
            knockout,
            coords,
            free_packed: full.nibble_counts(),
            free_ko,
            ko_slot,
            ko_packed,
            open_main: full.lo & !knockout.lo,
            dots_lo: dots_lo(&planes),
            lines: LineRef(crate::fast::LINES.get(usize::from(layout.cols).wrapping_sub(5))),
        })
    }

    /// The number of squares.
    pub const fn len(&self) -> usize {
        self.rows as usize * self.cols as usize
    }

    /// The row-major index of `c`, if on the board.
    #[inline]
    pub const fn index(&self, c: Coord) -> Option<usize> {
        if c.row < self.rows && c.col < self.cols {
            Some(c.row as usize * self.cols as usize + c.col as usize)
        } else {
            None
        }
    }

    /// The square with this index, if on the board.
    pub fn coord(&self, index: usize) -> Option<Coord> {
        (index < self.len()).then(|| {
            let (r, c) = self.row_col(index);
            Coord::new(r, c)
        })
    }

    /// Every square, row-major.
    pub fn squares(&self) -> impl Iterator<Item = Coord> + '_ {
        (0..self.rows).flat_map(move |r| (0..self.cols).map(move |c| Coord::new(r, c)))
    }

    /// Whether `c` is a knockout square.
    pub fn is_knockout(&self, c: Coord) -> bool {
        self.index(c).is_some_and(|i| self.knockout.has_index(i))
    }

    /// The dots of the square with this index.
    pub fn dots(&self, index: usize) -> u8 {
        let [a, b, c] = self.planes;
        u8::from(a.has_index(index)) + 2 * u8::from(b.has_index(index)) + 4 * u8::from(c.has_index(index))
    }

    /// The row and column of a square index (below 256), by a multiplication
    /// with [`crate::fast::RECIP`] instead of a division.
    #[inline]
    pub fn row_col(&self, index: usize) -> (u8, u8) {
        let cols = u32::from(self.cols);
        let i = index as u32 & 255;
        let r = (i * crate::fast::recip(cols)) >> 16;
        // r < 256 and i - r * cols < cols <= 16: both fit in a u8.
        (r as u8, i.wrapping_sub(r * cols) as u8)
    }

    /// The sum of the dots of a few squares (a window of 5): square by
    /// square from the bit-planes, no population count.
    #[inline]
    pub fn sum_dots_few(&self, squares: Squares) -> u32 {
        squares.indices().map(|i| u32::from(self.dots(i))).sum()
    }

    /// The sum of the dots of a set of squares.
    pub fn sum_dots(&self, squares: Squares) -> u32 {
        let [a, b, c] = self.planes;
        (squares & a).count() + 2 * (squares & b).count() + 4 * (squares & c).count()
    }

    /// The layout this geometry came from (knockout squares in index order).
    pub fn to_layout(self) -> Layout {
        let dots = (0..self.len()).map(|i| self.dots(i)).collect();
        let mut ko = [Coord::default(); 4];
        for (slot, i) in ko.iter_mut().zip(self.knockout.indices()) {
            *slot = self.coord(i).unwrap_or_default();
        }
        Layout {
            rows: self.rows,
            cols: self.cols,
            dots,
            knockout: ko,
        }
    }
}

#[cfg(test)]
#[path = "tests/layout.rs"]
mod tests;
