//! The shipped tables as plain data: the galaxy patterns of the shipped
//! layouts and the square kinds they are made of (the `layout` module
//! builds and validates layouts from them).

/// Squares in one galaxy.
pub const GALAXY_LEN: usize = 13;

/// What a ring square is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SquareKind {
    /// The Moon (start square) of the galaxy's colour; safe.
    Moon,
    /// A plain square, not safe.
    Plain,
    /// A plain safe square.
    SafePlain,
    /// A Star: roll again.
    Star,
    /// A Sun: jump to the next Sun.
    Sun,
    /// An ODULUDO ring: may roll the ODULUDO die.
    Odulo,
    /// The UFO parking of the galaxy's colour; safe.
    Ufo,
    /// A Lightning: back to the previous Lightning.
    Lightning,
    /// The junction where the next colour's path leaves the ring; safe.
    Junction,
}

impl SquareKind {
    /// The pattern symbol.
    pub const fn symbol(self) -> char {
        match self {
            SquareKind::Moon => 'M',
            SquareKind::Plain => '.',
            SquareKind::SafePlain => ':',
            SquareKind::Star => '*',
            SquareKind::Sun => 'S',
            SquareKind::Odulo => 'O',
            SquareKind::Ufo => 'U',
            SquareKind::Lightning => 'L',
            SquareKind::Junction => 'J',
        }
    }
    /// The kind of a pattern symbol.
    pub const fn from_symbol(c: char) -> Option<SquareKind> {
        Some(match c {
            'M' => SquareKind::Moon,
            '.' => SquareKind::Plain,
            ':' => SquareKind::SafePlain,
            '*' => SquareKind::Star,
            'S' => SquareKind::Sun,
            'O' => SquareKind::Odulo,
            'U' => SquareKind::Ufo,
            'L' => SquareKind::Lightning,
            'J' => SquareKind::Junction,
            _ => return None,
        })
    }
    /// Whether a group that ends a move here with no opponent on it just
    /// stays (no jump, flight, extra roll nor ODULUDO die): Moon, plain,
    /// safe plain and junction squares.
    pub(crate) const fn is_inert(self) -> bool {
        matches!(
            self,
            SquareKind::Moon | SquareKind::Plain | SquareKind::SafePlain | SquareKind::Junction
        )
    }
    /// Whether a square of this kind is safe.
    pub const fn is_safe(self) -> bool {
        matches!(
            self,
            SquareKind::Moon | SquareKind::SafePlain | SquareKind::Ufo | SquareKind::Junction
        )
    }
}

use SquareKind as K;

/// The default galaxy of `oduludo-default-v2` (spec section 2 table;
/// revision 2, O-R3: the Lightning at offset 9).
pub const DEFAULT_GALAXY: [SquareKind; GALAXY_LEN] = [
    K::Moon,
    K::SafePlain,
    K::Plain,
    K::Star,
    K::Sun,
    K::Plain,
    K::Odulo,
    K::Plain,
    K::Ufo,
    K::Lightning,
    K::Plain,
    K::Sun,
    K::Junction,
];

/// The galaxy of `oduludo-default-v1`, the revision-1 default (Lightning at offset 10).
pub const V1_GALAXY: [SquareKind; GALAXY_LEN] = [
    K::Moon,
    K::SafePlain,
    K::Plain,
    K::Star,
    K::Sun,
    K::Plain,
    K::Odulo,
    K::Plain,
    K::Ufo,
    K::Plain,
    K::Lightning,
    K::Sun,
    K::Junction,
];
