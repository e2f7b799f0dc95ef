use core::fmt;
use core::str::FromStr;

/// A square `(row, col)`, 0-based from the top-left corner: rows grow
/// downward, columns rightward. Notation `c3` = column `c` (2), row 3 from the
/// top (2). Whether it lies on a board is the [`super::Grid`]'s question.
///
/// `Debug` prints the notation too (`c3`), so that errors and test failures
/// read like the board; with feature `serde` a coordinate is its notation
/// string (`"c3"`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct Coord {
    /// Row, 0 = top.
    pub row: u8,
    /// Column, 0 = left (`a`).
    pub col: u8,
}

impl Coord {
    /// The square at `(row, col)`.
    pub const fn new(row: u8, col: u8) -> Self {
        Coord { row, col }
    }
}

/// Why text is not a coordinate.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParseCoordError {
    /// The text was empty.
    #[error("empty square")]
    Empty,
    /// The text did not start with a column letter `a`..`z`.
    #[error("square must start with a column letter a-z")]
    BadColumn,
    /// The row was missing, not a number, 0, or above 255.
    #[error("square needs a row number from 1")]
    BadRow,
}

impl fmt::Debug for Coord {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl fmt::Display for Coord {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.col < 26 {
            write!(f, "{}{}", (b'a' + self.col) as char, self.row as u16 + 1)
        } else {
            write!(f, "({},{})", self.row, self.col)
        }
    }
}

impl FromStr for Coord {
    type Err = ParseCoordError;
    /// Parses `c3` (column letter, 1-based row from the top; upper-case
    /// letters are accepted), or `(row,col)` with 0-based numbers, the form
    /// `Display` uses for columns past `z`.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        if let Some(inner) = s.strip_prefix('(').and_then(|t| t.strip_suffix(')')) {
            let (r, c) = inner.split_once(',').ok_or(ParseCoordError::BadRow)?;
            let row = r.trim().parse().map_err(|_| ParseCoordError::BadRow)?;
            let col = c.trim().parse().map_err(|_| ParseCoordError::BadColumn)?;
            return Ok(Coord { row, col });
        }
        let mut chars = s.chars();
        let c = chars.next().ok_or(ParseCoordError::Empty)?;
        let c = c.to_ascii_lowercase();
        if !c.is_ascii_lowercase() {
            return Err(ParseCoordError::BadColumn);
        }
        let rest = chars.as_str();
        if rest.is_empty() || !rest.bytes().all(|b| b.is_ascii_digit()) || rest.starts_with('0') {
            return Err(ParseCoordError::BadRow);
        }
        let row: u16 = rest.parse().map_err(|_| ParseCoordError::BadRow)?;
        if !(1..=256).contains(&row) {
            return Err(ParseCoordError::BadRow);
        }
        Ok(Coord {
            row: (row - 1) as u8,
            col: c as u8 - b'a',
        })
    }
}
