//! Square-grid geometry.
//!
//! Coordinates are `(row, col)`, 0-based, **origin at the top-left**: rows grow
//! downward (south), columns grow rightward (east). A square's *index* is
//! row-major: `row * cols + col`. Grids have at most [`MAX_SQUARES`] squares so
//! that a [`Bitboard`] (one `u128`) covers them.
//!
//! Text notation for a [`Coord`] is algebraic: a column letter `a..z` (column
//! 0 is `a`) followed by the 1-based row counted **from the top** (`a1` is the
//! top-left square). Games whose own notation counts rows from another edge
//! (Deblockle's ranks) convert at their boundary and document it.

mod bitboard;
mod coord;
mod direction;

pub use bitboard::{Bitboard, BitboardIter};
pub use coord::{Coord, ParseCoordError};
pub use direction::{Axis, Direction};

/// The largest number of squares a [`Grid`] may have (the bits of a `u128`).
pub const MAX_SQUARES: usize = 128;

/// Why a grid could not be built.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum GridError {
    /// A dimension was zero.
    #[error("grid has a zero dimension ({rows}x{cols})")]
    Empty {
        /// Rows requested.
        rows: u8,
        /// Columns requested.
        cols: u8,
    },
    /// More than [`MAX_SQUARES`] squares, or more than 26 columns (letters).
    #[error("grid {rows}x{cols} is too large (at most 128 squares and 26 columns)")]
    TooLarge {
        /// Rows requested.
        rows: u8,
        /// Columns requested.
        cols: u8,
    },
}

/// A rectangular board of `rows x cols` squares with precomputed masks for
/// bitboard shifts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Grid {
    rows: u8,
    cols: u8,
    full: u128,
    first_col: u128,
    last_col: u128,
}

impl Grid {
    /// A grid of `rows x cols` squares.
    ///
    /// # Errors
    /// [`GridError::Empty`] for a zero dimension, [`GridError::TooLarge`] for
    /// more than 128 squares or more than 26 columns.
    pub const fn new(rows: u8, cols: u8) -> Result<Grid, GridError> {
        if rows == 0 || cols == 0 {
            return Err(GridError::Empty { rows, cols });
        }
        let n = rows as usize * cols as usize;
        if n > MAX_SQUARES || cols > 26 {
            return Err(GridError::TooLarge { rows, cols });
        }
        let full = if n == 128 { u128::MAX } else { (1u128 << n) - 1 };
        let mut first_col = 0u128;
        let mut last_col = 0u128;
        let mut r = 0;
        while r < rows as usize {
            first_col |= 1u128 << (r * cols as usize);
            last_col |= 1u128 << (r * cols as usize + cols as usize - 1);
            r += 1;
        }
        Ok(Grid {
            rows,
            cols,
            full,
            first_col,
            last_col,
        })
    }

    /// Number of rows (height).
    pub const fn rows(&self) -> u8 {
        self.rows
    }
    /// Number of columns (width).
    pub const fn cols(&self) -> u8 {
        self.cols
    }
    /// Number of squares, `rows * cols`.
    pub const fn len(&self) -> usize {
        self.rows as usize * self.cols as usize
    }
    /// Always false: a grid has at least one square.
    pub const fn is_empty(&self) -> bool {
        false
    }
    /// Whether `c` lies on the grid.
    pub const fn contains(&self, c: Coord) -> bool {
        c.row < self.rows && c.col < self.cols
    }
    /// The row-major index of `c`, if on the grid.
    pub const fn index(&self, c: Coord) -> Option<usize> {
        if self.contains(c) {
            Some(c.row as usize * self.cols as usize + c.col as usize)
        } else {
            None
        }
    }
    /// The coordinate of a row-major index, if on the grid.
    pub const fn coord(&self, index: usize) -> Option<Coord> {
        if index < self.len() {
            Some(Coord {
                row: (index / self.cols as usize) as u8,
                col: (index % self.cols as usize) as u8,
            })
        } else {
            None
        }
    }
    /// Every square in row-major order.
    pub fn squares(&self) -> impl Iterator<Item = Coord> + '_ {
        (0..self.len()).filter_map(|i| self.coord(i))
    }
    /// The bitboard of every square.
    pub const fn full(&self) -> Bitboard {
        Bitboard(self.full)
    }

    /// The neighbour of `c` one step in `dir`, if it is on the grid.
    pub const fn neighbour(&self, c: Coord, dir: Direction) -> Option<Coord> {
        let (dr, dc) = dir.delta();
        self.offset(c, dr as i16, dc as i16)
    }

    /// `c` moved by `(dr, dc)`, if the result is on the grid.
    pub const fn offset(&self, c: Coord, dr: i16, dc: i16) -> Option<Coord> {
        let r = c.row as i16 + dr;
        let k = c.col as i16 + dc;
        if r < 0 || k < 0 || r >= self.rows as i16 || k >= self.cols as i16 {
            None
        } else {
            Some(Coord {
                row: r as u8,
                col: k as u8,
            })
        }
    }

    /// The squares from `c` (exclusive) in `dir` up to the board's edge.
    pub fn ray(&self, c: Coord, dir: Direction) -> impl Iterator<Item = Coord> + '_ {
        let mut cur = if self.contains(c) { Some(c) } else { None };
        core::iter::from_fn(move || {
            cur = cur.and_then(|x| self.neighbour(x, dir));
            cur
        })
    }

    /// The length of the longest run of consecutive squares through `c` along
    /// `axis` for which `pred` holds. 0 if `pred(c)` is false or `c` is off the grid.
    pub fn run_length(&self, c: Coord, axis: Axis, mut pred: impl FnMut(Coord) -> bool) -> usize {
        if !self.contains(c) || !pred(c) {
            return 0;
        }
        let [fwd, back] = axis.directions();
        let mut n = 1;
        for d in [fwd, back] {
            for x in self.ray(c, d) {
                if !pred(x) {
                    break;
                }
                n += 1;
            }
        }
        n
    }

    /// Every window of `len` consecutive squares along `axis` that contains
    /// `c`, as the window's first square (the end nearest the top-left in the
    /// axis' forward direction reversed; see [`Axis::forward`]). Windows are
    /// yielded from the one starting furthest back to the one starting at `c`.
    /// Nothing if `c` is off the grid or `len` is 0.
    pub fn windows(&self, c: Coord, axis: Axis, len: usize) -> impl Iterator<Item = Window> + '_ {
        let back = axis.forward().opposite();
        let on = self.contains(c) && len > 0;
        // How far back the window may start: up to len-1 steps, clipped.
        let max_back = if on {
            self.ray(c, back).take(len.saturating_sub(1)).count()
        } else {
            0
        };
        let fwd_room = if on {
            self.ray(c, axis.forward()).take(len.saturating_sub(1)).count()
        } else {
            0
        };
        (0..=max_back).rev().filter_map(move |b| {
            if !on || b + fwd_room < len - 1 {
                return None;
            }
            let (dr, dc) = back.delta();
            let start = self.offset(c, dr as i16 * b as i16, dc as i16 * b as i16)?;
            Some(Window {
                start,
                axis,
                len: len as u8,
            })
        })
    }

    /// The squares of `window`, in the axis' forward direction, clipped to
    /// the grid.
    pub fn window_squares(&self, window: Window) -> impl Iterator<Item = Coord> + '_ {
        core::iter::once(window.start)
            .filter(|c| self.contains(*c))
            .chain(self.ray(window.start, window.axis.forward()))
            .take(window.len as usize)
    }

    /// The bitboard of `window`'s squares.
    pub fn window_mask(&self, window: Window) -> Bitboard {
        let mut b = Bitboard::EMPTY;
        for c in self.window_squares(window) {
            b.insert(self, c);
        }
        b
    }

    /// `bb` shifted one step in `dir`: square `s` is set in the result iff
    /// `s - dir` is set in `bb`. Bits that would leave the grid are dropped.
    pub const fn shift(&self, bb: Bitboard, dir: Direction) -> Bitboard {
        let w = self.cols as u32;
        let b = bb.0 & self.full;
        let r = match dir {
            Direction::N => b >> w,
            Direction::S => b << w,
            Direction::E => (b & !self.last_col) << 1,
            Direction::W => (b & !self.first_col) >> 1,
            Direction::NE => (b & !self.last_col) >> (w - 1),
            Direction::NW => (b & !self.first_col) >> (w + 1),
            Direction::SE => (b & !self.last_col) << (w + 1),
            Direction::SW => (b & !self.first_col) << (w - 1),
        };
        Bitboard(r & self.full)
    }

    /// Squares `s` of `bb` such that `s, s+dir, ..., s+(len-1)*dir` are all in
    /// `bb`: the start squares of `len`-runs along `dir`. `len == 0` gives the
    /// whole grid.
    pub const fn run_starts(&self, bb: Bitboard, dir: Direction, len: usize) -> Bitboard {
        if len == 0 {
            return self.full();
        }
        let back = dir.opposite();
        let mut acc = bb.0 & self.full;
        let mut t = bb;
        let mut i = 1;
        while i < len {
            t = self.shift(t, back);
            acc &= t.0;
            i += 1;
        }
        Bitboard(acc)
    }
}

/// A run of `len` squares starting at `start` and going along the axis'
/// forward direction ([`Axis::forward`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Window {
    /// First square.
    pub start: Coord,
    /// The line axis.
    pub axis: Axis,
    /// Number of squares.
    pub len: u8,
}

#[cfg(test)]
mod tests;
