//! Colours, colour sets and pawn kinds.

use core::fmt;

/// A player colour, in clockwise seat order (spec section 1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub enum Colour {
    /// Green, colour 0 (galaxy 0, Moon at ring 0).
    Green = 0,
    /// Red, colour 1 (Moon at ring 13).
    Red = 1,
    /// Blue, colour 2 (Moon at ring 26).
    Blue = 2,
    /// Purple, colour 3 (Moon at ring 39).
    Purple = 3,
}

impl Colour {
    /// All four colours in clockwise order.
    pub const ALL: [Colour; 4] = [Colour::Green, Colour::Red, Colour::Blue, Colour::Purple];

    /// The colour with this index (`0..4`).
    pub const fn from_index(i: usize) -> Option<Colour> {
        match i {
            0 => Some(Colour::Green),
            1 => Some(Colour::Red),
            2 => Some(Colour::Blue),
            3 => Some(Colour::Purple),
            _ => None,
        }
    }
    /// The index `0..4`.
    pub const fn index(self) -> usize {
        self as usize
    }
    /// The notation letter `G R B P`.
    pub const fn letter(self) -> char {
        match self {
            Colour::Green => 'G',
            Colour::Red => 'R',
            Colour::Blue => 'B',
            Colour::Purple => 'P',
        }
    }
    /// The colour of a notation letter.
    pub const fn from_letter(c: char) -> Option<Colour> {
        match c {
            'G' => Some(Colour::Green),
            'R' => Some(Colour::Red),
            'B' => Some(Colour::Blue),
            'P' => Some(Colour::Purple),
            _ => None,
        }
    }
    /// The partner opposite (team play: Green+Blue, Red+Purple).
    pub const fn partner(self) -> Colour {
        match self {
            Colour::Green => Colour::Blue,
            Colour::Red => Colour::Purple,
            Colour::Blue => Colour::Green,
            Colour::Purple => Colour::Red,
        }
    }
    /// The next colour clockwise.
    pub const fn next(self) -> Colour {
        match self {
            Colour::Green => Colour::Red,
            Colour::Red => Colour::Blue,
            Colour::Blue => Colour::Purple,
            Colour::Purple => Colour::Green,
        }
    }
    /// Ring index of this colour's Moon (`13 * index`).
    pub const fn moon(self) -> u8 {
        13 * self as u8
    }
}

impl fmt::Display for Colour {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let s = match self {
            Colour::Green => "Green",
            Colour::Red => "Red",
            Colour::Blue => "Blue",
            Colour::Purple => "Purple",
        };
        f.write_str(s)
    }
}

/// A set of colours (the active players), as a 4-bit mask.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct ColourSet(pub u8);

impl ColourSet {
    /// All four colours.
    pub const ALL: ColourSet = ColourSet(0b1111);
    /// No colour.
    pub const EMPTY: ColourSet = ColourSet(0);

    /// The spec's colours for `n` players: 2 = Green, Blue (opposite); 3 =
    /// Green, Red, Blue; 4 = all. Other counts give an empty set (which
    /// [`crate::Config::validate`] refuses).
    pub const fn for_players(n: usize) -> ColourSet {
        match n {
            2 => ColourSet(0b0101),
            3 => ColourSet(0b0111),
            4 => ColourSet(0b1111),
            _ => ColourSet(0),
        }
    }
    /// The set of the given colours.
    pub fn of(colours: &[Colour]) -> ColourSet {
        ColourSet(colours.iter().fold(0, |m, c| m | 1 << c.index()))
    }
    /// Whether `c` is in the set.
    pub const fn contains(self, c: Colour) -> bool {
        self.0 & (1 << c as u8) != 0
    }
    /// Number of colours (bits above 3 are ignored).
    pub const fn len(self) -> usize {
        (self.0 & 0xF).count_ones() as usize
    }
    /// Whether the set is empty.
    pub const fn is_empty(self) -> bool {
        self.0 & 0xF == 0
    }
    /// The colours in clockwise order.
    pub fn iter(self) -> impl Iterator<Item = Colour> {
        Colour::ALL.into_iter().filter(move |c| self.contains(*c))
    }
}

/// The kind of a pawn (spec section 1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub enum PawnKind {
    /// The King (`K`): forward only, reaches Earth last.
    King,
    /// The Queen (`Q`): forward or backward on the ring.
    Queen,
    /// A Soldier (`S`): forward only.
    Soldier,
}

impl PawnKind {
    /// The notation letter `K Q S`.
    pub const fn letter(self) -> char {
        match self {
            PawnKind::King => 'K',
            PawnKind::Queen => 'Q',
            PawnKind::Soldier => 'S',
        }
    }
    /// The kind of a notation letter.
    pub const fn from_letter(c: char) -> Option<PawnKind> {
        match c {
            'K' => Some(PawnKind::King),
            'Q' => Some(PawnKind::Queen),
            'S' => Some(PawnKind::Soldier),
            _ => None,
        }
    }
    /// The kind of pawn number `i` of a colour: 0 King, 1 Queen, 2-4 Soldiers.
    pub const fn of_index(i: usize) -> PawnKind {
        match i {
            0 => PawnKind::King,
            1 => PawnKind::Queen,
            _ => PawnKind::Soldier,
        }
    }
}

impl fmt::Display for PawnKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let s = match self {
            PawnKind::King => "King",
            PawnKind::Queen => "Queen",
            PawnKind::Soldier => "Soldier",
        };
        f.write_str(s)
    }
}
