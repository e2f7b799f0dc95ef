//! Start squares as data (spec §1), with a validating loader.
//!
//! The table lists, for each block count 1-4, South's and North's start
//! squares in **placement order** (the order in which a setup fills them).

use crate::board::{Side, Square, Squares};

pub use crate::data::START_SQUARES;

/// Why a layout table is unusable.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
pub enum LayoutError {
    /// A block count outside 1-4 was asked for.
    #[error("no start squares for {0} blocks")]
    NoRow(u8),
    /// A square name did not parse.
    #[error("bad square name in layout")]
    BadSquare,
    /// A row lists the wrong number of squares.
    #[error("layout row for {expected} blocks lists {found} squares")]
    WrongCount {
        /// Blocks asked for.
        expected: u8,
        /// Squares listed.
        found: u8,
    },
    /// A square is listed twice, or for both sides.
    #[error("start square {0} listed twice")]
    Duplicate(Square),
    /// A start square is a star space.
    #[error("start square {0} is a star space")]
    OnStar(Square),
    /// A start square touches a start square of the other side.
    #[error("start square {0} touches an opponent's start square")]
    Touching(Square),
}

/// Deblockle's layout: the start squares of one side for one block count,
/// in placement order (the rest of the board is fixed by the rules).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Layout {
    squares: [Square; 4],
    len: u8,
}

impl Layout {
    /// The squares, in placement order.
    pub fn as_slice(&self) -> &[Square] {
        self.squares.get(..self.len as usize).unwrap_or(&[])
    }
    /// The `i`-th square to fill.
    pub fn get(&self, i: usize) -> Option<Square> {
        self.as_slice().get(i).copied()
    }
    /// As a set.
    pub fn bitboard(&self) -> Squares {
        self.as_slice().iter().fold(Squares::EMPTY, |b, s| b.or(s.bb()))
    }
}

/// Parses one row of `table` for `side` with `count` blocks.
///
/// # Errors
/// [`LayoutError`] if the row is missing or malformed.
pub fn load_row(table: &[[&str; 2]], side: Side, count: u8) -> Result<Layout, LayoutError> {
    let row = count
        .checked_sub(1)
        .and_then(|i| table.get(i as usize))
        .ok_or(LayoutError::NoRow(count))?;
    let text = row.get(side.index()).ok_or(LayoutError::NoRow(count))?;
    let mut out = Layout {
        squares: [Square::from_index(0).ok_or(LayoutError::BadSquare)?; 4],
        len: 0,
    };
    for word in text.split_whitespace() {
        let mut cs = word.chars();
        let sq = match (cs.next(), cs.next(), cs.next()) {
            (Some(f), Some(r), None) => Square::from_chars(f, r).ok_or(LayoutError::BadSquare)?,
            _ => return Err(LayoutError::BadSquare),
        };
        let slot = out.squares.get_mut(out.len as usize).ok_or(LayoutError::WrongCount {
            expected: count,
            found: out.len + 1,
        })?;
        *slot = sq;
        out.len += 1;
    }
    if out.len != count {
        return Err(LayoutError::WrongCount {
            expected: count,
            found: out.len,
        });
    }
    Ok(out)
}

/// Checks a whole table: every row parses, squares are distinct, off the
/// stars, and no start square touches one of the other side (for every pair
/// of block counts, since the two sides may use different counts).
///
/// # Errors
/// The first [`LayoutError`] found.
pub fn validate(table: &[[&str; 2]]) -> Result<(), LayoutError> {
    for n in 1..=4u8 {
        for side in Side::ALL {
            let row = load_row(table, side, n)?;
            let mut seen = Squares::EMPTY;
            for &sq in row.as_slice() {
                if seen.has(sq) {
                    return Err(LayoutError::Duplicate(sq));
                }
                if sq.is_star() {
                    return Err(LayoutError::OnStar(sq));
                }
                seen = seen.or(sq.bb());
            }
        }
        for m in 1..=4u8 {
            let south = load_row(table, Side::South, n)?;
            let north = load_row(table, Side::North, m)?;
            if let Some(sq) = south.bitboard().and(north.bitboard()).iter().next() {
                return Err(LayoutError::Duplicate(sq));
            }
            if let Some(sq) = south.bitboard().neighbours().and(north.bitboard()).iter().next() {
                return Err(LayoutError::Touching(sq));
            }
        }
    }
    Ok(())
}

/// The standard start squares of `side` for `count` blocks.
///
/// # Errors
/// [`LayoutError::NoRow`] if `count` is not 1-4.
pub fn start_squares(side: Side, count: u8) -> Result<Layout, LayoutError> {
    load_row(&START_SQUARES, side, count)
}

#[cfg(test)]
#[path = "tests/layout.rs"]
mod tests;
