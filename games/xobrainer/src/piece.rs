//! Sides, colours, pieces and the per-side container [`BySide`].

use core::fmt;
use core::ops::{Index, IndexMut};

/// One of the two sides (spec §1). Seat mapping: see [`crate::Config::seat_of`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum Side {
    /// Side X: plays X shapes; main colour green.
    X,
    /// Side O: plays O shapes; main colour red.
    O,
}

impl Side {
    /// Both sides, X first.
    pub const ALL: [Side; 2] = [Side::X, Side::O];

    /// The other side.
    pub const fn other(self) -> Side {
        match self {
            Side::X => Side::O,
            Side::O => Side::X,
        }
    }
    /// 0 for X, 1 for O.
    pub const fn index(self) -> usize {
        match self {
            Side::X => 0,
            Side::O => 1,
        }
    }
    /// The side's main colour: green for X, red for O (spec §1).
    pub const fn main(self) -> Colour {
        match self {
            Side::X => Colour::Green,
            Side::O => Colour::Red,
        }
    }
    /// The side's off colour (the opponent's main colour).
    pub const fn off(self) -> Colour {
        self.other().main()
    }
    /// The side that owns lines of this colour: green lines are X's, red O's.
    pub const fn owning(colour: Colour) -> Side {
        match colour {
            Colour::Green => Side::X,
            Colour::Red => Side::O,
        }
    }
    /// `X` or `O`.
    pub const fn letter(self) -> char {
        match self {
            Side::X => 'X',
            Side::O => 'O',
        }
    }
    /// Parses `X`/`O` (either case).
    pub const fn from_letter(c: char) -> Option<Side> {
        match c {
            'X' | 'x' => Some(Side::X),
            'O' | 'o' => Some(Side::O),
            _ => None,
        }
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}

/// A piece colour. English editions call red "pink".
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum Colour {
    /// Green: X's main colour.
    Green,
    /// Red: O's main colour.
    Red,
}

impl Colour {
    /// `g` or `r`.
    pub const fn letter(self) -> char {
        match self {
            Colour::Green => 'g',
            Colour::Red => 'r',
        }
    }
    /// Parses `g`/`r` (either case).
    pub const fn from_letter(c: char) -> Option<Colour> {
        match c {
            'g' | 'G' => Some(Colour::Green),
            'r' | 'R' => Some(Colour::Red),
            _ => None,
        }
    }
}

impl fmt::Display for Colour {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Colour::Green => "green",
            Colour::Red => "red",
        })
    }
}

/// A piece: its shape is its side's shape (X pieces belong to side X).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(
    feature = "serde",
    serde(expecting = "a piece like {\"shape\":\"x\",\"colour\":\"red\"}")
)]
pub struct Piece {
    /// The shape, which is the side that owns and places the piece.
    pub shape: Side,
    /// The colour.
    pub colour: Colour,
}

impl Piece {
    /// A piece of `shape` in `colour`.
    pub const fn new(shape: Side, colour: Colour) -> Piece {
        Piece { shape, colour }
    }
    /// Whether this is its side's main colour (green X, red O): such a piece
    /// may not go on a knockout square (spec §4).
    pub const fn is_main(self) -> bool {
        matches!(
            (self.shape, self.colour),
            (Side::X, Colour::Green) | (Side::O, Colour::Red)
        )
    }
    /// The one-character code of the state notation: `X` green X, `x` red X,
    /// `O` red O, `o` green O (upper case = main colour).
    pub const fn code(self) -> char {
        match (self.shape, self.colour) {
            (Side::X, Colour::Green) => 'X',
            (Side::X, Colour::Red) => 'x',
            (Side::O, Colour::Red) => 'O',
            (Side::O, Colour::Green) => 'o',
        }
    }
    /// Parses a [`Piece::code`].
    pub const fn from_code(c: char) -> Option<Piece> {
        match c {
            'X' => Some(Piece::new(Side::X, Colour::Green)),
            'x' => Some(Piece::new(Side::X, Colour::Red)),
            'O' => Some(Piece::new(Side::O, Colour::Red)),
            'o' => Some(Piece::new(Side::O, Colour::Green)),
            _ => None,
        }
    }
}

impl fmt::Display for Piece {
    /// `Xg`, `Xr`, `Or`, `Og`: shape then colour letter.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.shape.letter(), self.colour.letter())
    }
}

/// One value per side, indexed by [`Side`] (never by a bare number).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct BySide<T>(pub [T; 2]);

impl<T> BySide<T> {
    /// `f(X)`, `f(O)`.
    pub fn from_fn(mut f: impl FnMut(Side) -> T) -> Self {
        BySide([f(Side::X), f(Side::O)])
    }
    /// `(side, value)` pairs, X first.
    pub fn iter(&self) -> impl Iterator<Item = (Side, &T)> {
        Side::ALL.into_iter().zip(self.0.iter())
    }
}

impl<T> Index<Side> for BySide<T> {
    type Output = T;
    fn index(&self, s: Side) -> &T {
        let [x, o] = &self.0;
        match s {
            Side::X => x,
            Side::O => o,
        }
    }
}

impl<T> IndexMut<Side> for BySide<T> {
    fn index_mut(&mut self, s: Side) -> &mut T {
        let [x, o] = &mut self.0;
        match s {
            Side::X => x,
            Side::O => o,
        }
    }
}
