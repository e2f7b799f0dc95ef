//! The board layout (dots and knockout squares) and the Map/Mission cards:
//! data types, validating loaders, and the compact geometry a state carries.

use alloc::vec::Vec;

use board_core::grid::{Bitboard, Coord, Grid};

use crate::config::{ConfigError, ConfigProblem};
use crate::data;

/// Number of cards in a Map/Mission deck (spec §7).
pub const DECK_SIZE: usize = 25;

/// A board layout (spec §3): size, dots per square, the 4 knockout squares.
///
/// Any layout of at least 5 x 5 (at most 128 squares and 26 columns, the
/// reach of a [`Bitboard`]) with 1-6 dots per square and 4 distinct knockout
/// squares on the board is valid.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct BoardLayout {
    /// Number of rows (height).
    pub rows: u8,
    /// Number of columns (width).
    pub cols: u8,
    /// Dots per square, row-major from the top-left (`rows * cols` values).
    pub dots: Vec<u8>,
    /// The 4 knockout squares.
    pub knockout: [Coord; 4],
}

impl Default for BoardLayout {
    /// The provisional default layout `xobrainer-default-v0`.
    fn default() -> Self {
        BoardLayout::default_v0()
    }
}

impl BoardLayout {
    /// The provisional default layout `xobrainer-default-v0` (spec §3), from
    /// [`data::DEFAULT_DOTS`] and [`data::DEFAULT_KNOCKOUT`].
    pub fn default_v0() -> BoardLayout {
        BoardLayout {
            rows: 10,
            cols: 10,
            dots: data::DEFAULT_DOTS.iter().flatten().copied().collect(),
            knockout: data::DEFAULT_KNOCKOUT.map(|(r, c)| Coord::new(r, c)),
        }
    }

    /// Loads a layout from a table of rows of dots and a list of knockout
    /// squares `(row, col)`.
    ///
    /// # Errors
    /// Every problem found ([`ConfigError`]): ragged or out-of-range size,
    /// dot values outside 1-6, knockout squares not exactly 4 distinct
    /// squares on the board.
    pub fn from_table<R: AsRef<[u8]>>(rows: &[R], knockout: &[(u8, u8)]) -> Result<BoardLayout, ConfigError> {
        let mut problems = Vec::new();
        let cols = rows.first().map_or(0, |r| r.as_ref().len());
        if rows.iter().any(|r| r.as_ref().len() != cols) {
            problems.push(ConfigProblem::RaggedRows);
        }
        let ko: Vec<Coord> = knockout.iter().map(|&(r, c)| Coord::new(r, c)).collect();
        let knockout: [Coord; 4] = match ko.as_slice() {
            [a, b, c, d] => [*a, *b, *c, *d],
            _ => {
                problems.push(ConfigProblem::KnockoutCount(ko.len()));
                [Coord::default(); 4]
            }
        };
        let layout = BoardLayout {
            rows: u8::try_from(rows.len()).unwrap_or(u8::MAX),
            cols: u8::try_from(cols).unwrap_or(u8::MAX),
            dots: rows.iter().flat_map(|r| r.as_ref().iter().copied()).collect(),
            knockout,
        };
        if problems.is_empty() {
            layout.check(&mut problems);
        }
        if problems.is_empty() {
            Ok(layout)
        } else {
            Err(ConfigError { problems })
        }
    }

    /// The grid of this layout, if its size is valid.
    pub fn grid(&self) -> Option<Grid> {
        if self.rows < 5 || self.cols < 5 {
            return None;
        }
        Grid::new(self.rows, self.cols).ok()
    }

    /// The dots of square `c`, if on the board.
    pub fn dots_at(&self, c: Coord) -> Option<u8> {
        let g = self.grid()?;
        self.dots.get(g.index(c)?).copied()
    }

    /// Appends every problem of this layout to `out`.
    pub(crate) fn check(&self, out: &mut Vec<ConfigProblem>) {
        let (rows, cols) = (self.rows, self.cols);
        if rows < 5 || cols < 5 {
            out.push(ConfigProblem::BoardTooSmall { rows, cols });
            return;
        }
        let Some(grid) = self.grid() else {
            out.push(ConfigProblem::BoardTooLarge { rows, cols });
            return;
        };
        if self.dots.len() != grid.len() {
            out.push(ConfigProblem::DotCount {
                expected: grid.len(),
                got: self.dots.len(),
            });
        }
        for (i, &d) in self.dots.iter().enumerate() {
            if !(1..=6).contains(&d)
                && let Some(square) = grid.coord(i)
            {
                out.push(ConfigProblem::DotValue { square, dots: d });
            }
        }
        for (i, &k) in self.knockout.iter().enumerate() {
            if !grid.contains(k) {
                out.push(ConfigProblem::KnockoutOffBoard(k));
            } else if self.knockout.iter().take(i).any(|&p| p == k) {
                out.push(ConfigProblem::KnockoutRepeated(k));
            }
        }
    }
}

/// A Map/Mission card (spec §7): three squares for the holder's main colour
/// and one for its off colour, in absolute board positions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Card {
    /// The three main-colour squares (X: green X, O: red O).
    pub own: [Coord; 3],
    /// The off-colour square (X: red X, O: green O).
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

    /// Loads and validates a deck for `layout` from a table of
    /// `[own, own, own, off]` squares `(row, col)`.
    ///
    /// # Errors
    /// Every problem found ([`ConfigError`]): not 25 cards, marks off the
    /// board or repeated, a main-colour mark on a knockout square, a card
    /// that collides with every other.
    pub fn load_deck(table: &[[(u8, u8); 4]], layout: &BoardLayout) -> Result<Vec<Card>, ConfigError> {
        let deck = Card::deck_from_table(table);
        let mut problems = Vec::new();
        check_deck(&deck, layout, &mut problems);
        if problems.is_empty() {
            Ok(deck)
        } else {
            Err(ConfigError { problems })
        }
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

/// Appends every problem of `deck` on `layout` to `out`.
pub(crate) fn check_deck(deck: &[Card], layout: &BoardLayout, out: &mut Vec<ConfigProblem>) {
    if deck.len() != DECK_SIZE {
        out.push(ConfigProblem::DeckSize(deck.len()));
    }
    let grid = layout.grid();
    for (i, card) in deck.iter().enumerate() {
        let squares = card.squares();
        for (j, &sq) in squares.iter().enumerate() {
            if !grid.is_some_and(|g| g.contains(sq)) {
                out.push(ConfigProblem::CardOffBoard { card: i, square: sq });
            } else if squares.iter().take(j).any(|&p| p == sq) {
                out.push(ConfigProblem::CardRepeated { card: i, square: sq });
            } else if j < 3 && layout.knockout.contains(&sq) {
                out.push(ConfigProblem::CardOwnOnKnockout { card: i, square: sq });
            }
        }
        if deck.len() > 1 && deck.iter().enumerate().all(|(j, other)| j == i || card.collides(other)) {
            out.push(ConfigProblem::CardNoPartner { card: i });
        }
    }
}

/// The compact, copyable board geometry a state carries: the grid, the dots
/// as three bit-planes (dots = plane0 + 2 plane1 + 4 plane2) and the knockout
/// squares.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Geometry {
    pub grid: Grid,
    pub planes: [Bitboard; 3],
    pub knockout: Bitboard,
}

impl Geometry {
    /// The geometry of a layout, `None` if the layout is invalid.
    pub fn new(layout: &BoardLayout) -> Option<Geometry> {
        let mut problems = Vec::new();
        layout.check(&mut problems);
        if !problems.is_empty() {
            return None;
        }
        let grid = layout.grid()?;
        let mut planes = [Bitboard::EMPTY; 3];
        for (i, &d) in layout.dots.iter().enumerate() {
            for (k, p) in planes.iter_mut().enumerate() {
                if (d >> k) & 1 == 1 {
                    p.set_index(i);
                }
            }
        }
        let mut knockout = Bitboard::EMPTY;
        for k in layout.knockout {
            knockout.insert(&grid, k);
        }
        Some(Geometry { grid, planes, knockout })
    }

    /// The dots of the square with this index.
    pub fn dots(&self, index: usize) -> u8 {
        let [a, b, c] = self.planes;
        u8::from(a.has_index(index)) + 2 * u8::from(b.has_index(index)) + 4 * u8::from(c.has_index(index))
    }

    /// The row and column of a square index (below 128), by a multiplication
    /// with [`crate::fast::RECIP`] instead of a division.
    #[inline]
    pub fn row_col(&self, index: usize) -> (u8, u8) {
        let cols = u32::from(self.grid.cols());
        let i = index as u32 & 127;
        let r = (i * crate::fast::recip(cols)) >> 16;
        // r < 128 and i - r * cols < cols <= 26: both fit in a u8.
        (r as u8, (i - r * cols) as u8)
    }

    /// The sum of the dots of a set of squares.
    pub fn sum_dots(&self, squares: Bitboard) -> u32 {
        let [a, b, c] = self.planes;
        (squares & a).count() + 2 * (squares & b).count() + 4 * (squares & c).count()
    }

    /// The layout this geometry came from (knockout squares in index order).
    pub fn to_layout(self) -> BoardLayout {
        let g = self.grid;
        let dots = (0..g.len()).map(|i| self.dots(i)).collect();
        let mut ko = [Coord::default(); 4];
        for (slot, i) in ko.iter_mut().zip(self.knockout.indices()) {
            *slot = g.coord(i).unwrap_or_default();
        }
        BoardLayout {
            rows: g.rows(),
            cols: g.cols(),
            dots,
            knockout: ko,
        }
    }
}

#[cfg(test)]
#[path = "tests/layout.rs"]
mod tests;
