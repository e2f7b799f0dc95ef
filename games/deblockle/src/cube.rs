//! The cube model: six faces, their opposite pairs, the documented
//! handedness, the 24 orientations and tipping in four directions (spec §1,
//! §3.1).
//!
//! A cube's orientation is the pair (top face, north-facing face). The
//! handedness is fixed: with Star up and Cross facing north, Slider faces
//! east, X south, Hoops west and Stop is on the bottom.
//!
//! Internally each face has a unit vector in the cube's own frame (Star `+z`,
//! Stop `-z`, Cross `+y`, X `-y`, Slider `+x`, Hoops `-x`); the face that
//! looks east is `north x top` (a rotation keeps cross products), which is
//! where the handedness lives. The orientation list and the tip table are
//! computed from that at compile time ([`ORIENTATIONS`], [`TIP`]) and checked
//! against hand-written facts in the tests.

use core::fmt;

/// A face of a block (spec §1). The `char` is the notation letter (§7).
/// Serializes as its lower-case name (`"star"`, `"stop"`, `"cross"`, `"x"`,
/// `"slider"`, `"hoops"`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub enum Face {
    /// `*`: may only come up on the opponent's home star, which removes the block.
    Star,
    /// `S`: no hop; the turn ends.
    Stop,
    /// `+`: one orthogonal step.
    Cross,
    /// `x`: one diagonal step.
    X,
    /// `=`: slide orthogonally until the edge or a block.
    Slider,
    /// `o`: exactly three orthogonal unit steps.
    Hoops,
}

impl Face {
    /// Every face, in the order of their numbers.
    pub const ALL: [Face; 6] = [Face::Star, Face::Stop, Face::Cross, Face::X, Face::Slider, Face::Hoops];

    /// The face's number `0..6` (the order of [`Face::ALL`]).
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The face with this number, if it is below 6.
    pub const fn from_index(i: usize) -> Option<Face> {
        match i {
            0 => Some(Face::Star),
            1 => Some(Face::Stop),
            2 => Some(Face::Cross),
            3 => Some(Face::X),
            4 => Some(Face::Slider),
            5 => Some(Face::Hoops),
            _ => None,
        }
    }

    /// The opposite face: Star-Stop, Cross-X, Slider-Hoops.
    pub const fn opposite(self) -> Face {
        match self {
            Face::Star => Face::Stop,
            Face::Stop => Face::Star,
            Face::Cross => Face::X,
            Face::X => Face::Cross,
            Face::Slider => Face::Hoops,
            Face::Hoops => Face::Slider,
        }
    }

    /// The notation letter: `*` Star, `S` Stop, `+` Cross, `x` X, `=` Slider, `o` Hoops.
    pub const fn letter(self) -> char {
        match self {
            Face::Star => '*',
            Face::Stop => 'S',
            Face::Cross => '+',
            Face::X => 'x',
            Face::Slider => '=',
            Face::Hoops => 'o',
        }
    }

    /// The face with this notation letter.
    pub const fn from_letter(c: char) -> Option<Face> {
        match c {
            '*' => Some(Face::Star),
            'S' => Some(Face::Stop),
            '+' => Some(Face::Cross),
            'x' => Some(Face::X),
            '=' => Some(Face::Slider),
            'o' => Some(Face::Hoops),
            _ => None,
        }
    }

    /// The English name, lower case.
    pub const fn name(self) -> &'static str {
        match self {
            Face::Star => "star",
            Face::Stop => "stop",
            Face::Cross => "cross",
            Face::X => "x",
            Face::Slider => "slider",
            Face::Hoops => "hoops",
        }
    }

    /// The face's unit vector in the cube's own frame (data of the handedness).
    const fn vector(self) -> [i8; 3] {
        match self {
            Face::Star => [0, 0, 1],
            Face::Stop => [0, 0, -1],
            Face::Cross => [0, 1, 0],
            Face::X => [0, -1, 0],
            Face::Slider => [1, 0, 0],
            Face::Hoops => [-1, 0, 0],
        }
    }

    const fn from_vector(v: [i8; 3]) -> Face {
        let mut i = 0;
        while i < 6 {
            let f = Face::ALL[i]; // ok: i < 6 (loop bound)
            let w = f.vector();
            let same = w[0] == v[0] && w[1] == v[1] && w[2] == v[2]; // ok: constant indices into [i8; 3]
            if same {
                return f;
            }
            i += 1;
        }
        Face::Star // ok: only reached for a non-unit vector, which the const tables never build (tested)
    }
}

impl fmt::Display for Face {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}

/// One of the four orthogonal directions on the board (notation `n e s w`).
/// Serializes as `"north"`, `"east"`, `"south"`, `"west"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub enum Dir {
    /// Towards rank 7.
    North,
    /// Towards file g.
    East,
    /// Towards rank 1.
    South,
    /// Towards file a.
    West,
}

impl Dir {
    /// The four directions.
    pub const ALL: [Dir; 4] = [Dir::North, Dir::East, Dir::South, Dir::West];

    /// The direction's number `0..4`.
    pub const fn index(self) -> usize {
        self as usize
    }
    /// The reverse direction.
    pub const fn reverse(self) -> Dir {
        match self {
            Dir::North => Dir::South,
            Dir::East => Dir::West,
            Dir::South => Dir::North,
            Dir::West => Dir::East,
        }
    }
    /// The notation letter `n e s w`.
    pub const fn letter(self) -> char {
        match self {
            Dir::North => 'n',
            Dir::East => 'e',
            Dir::South => 's',
            Dir::West => 'w',
        }
    }
    /// The direction with this notation letter.
    pub const fn from_letter(c: char) -> Option<Dir> {
        match c {
            'n' => Some(Dir::North),
            'e' => Some(Dir::East),
            's' => Some(Dir::South),
            'w' => Some(Dir::West),
            _ => None,
        }
    }
}

impl fmt::Display for Dir {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}

const fn cross(a: [i8; 3], b: [i8; 3]) -> [i8; 3] {
    [
        a[1] * b[2] - a[2] * b[1], // ok: constant indices into [i8; 3]
        a[2] * b[0] - a[0] * b[2], // ok: constant indices into [i8; 3]
        a[0] * b[1] - a[1] * b[0], // ok: constant indices into [i8; 3]
    ]
}

/// The 24 orientations as (top, north) pairs; an [`Orientation`] is an index
/// into this list. Order: by top face, then by north face, in [`Face::ALL`] order.
pub const ORIENTATIONS: [(Face, Face); 24] = {
    let mut out = [(Face::Star, Face::Cross); 24];
    let mut n = 0;
    let mut t = 0;
    while t < 6 {
        let mut k = 0;
        while k < 6 {
            let top = Face::ALL[t]; // ok: compile-time table, t < 6
            let north = Face::ALL[k]; // ok: compile-time table, k < 6
            if k != t && north.index() != top.opposite().index() {
                out[n] = (top, north); // ok: compile-time table, exactly 24 valid pairs
                n += 1;
            }
            k += 1;
        }
        t += 1;
    }
    out
};

const fn orientation_index(top: Face, north: Face) -> Option<u8> {
    let mut i = 0;
    while i < 24 {
        let (t, n) = ORIENTATIONS[i]; // ok: i < 24 (loop bound)
        if t as u8 == top as u8 && n as u8 == north as u8 {
            return Some(i as u8);
        }
        i += 1;
    }
    None
}

/// The six faces of an orientation given as (top, north): `[top, bottom, north, south, east, west]`.
const fn sides(top: Face, north: Face) -> [Face; 6] {
    let east = Face::from_vector(cross(north.vector(), top.vector()));
    [top, top.opposite(), north, north.opposite(), east, east.opposite()]
}

/// `TIP[o][d]`: the orientation index after tipping orientation `o` one
/// square in direction `d` ([`Dir::index`] order n, e, s, w).
///
/// Tipping north rolls the block over its north bottom edge: the old top
/// faces north and the old south face comes up. East, south and west alike.
pub const TIP: [[u8; 4]; 24] = {
    let mut out = [[0u8; 4]; 24];
    let mut i = 0;
    while i < 24 {
        let (top, north) = ORIENTATIONS[i]; // ok: compile-time table, i < 24
        let [t, b, n, s, e, w] = sides(top, north);
        // (new top, new north) per direction.
        let after = [(s, t), (w, n), (n, b), (e, n)];
        let mut d = 0;
        while d < 4 {
            let (nt, nn) = after[d]; // ok: compile-time table, d < 4
            let x = match orientation_index(nt, nn) {
                Some(x) => x,
                None => 0, // ok: unreachable, the four tips of a valid orientation are valid (tested)
            };
            out[i][d] = x; // ok: compile-time table, i < 24, d < 4
            d += 1;
        }
        i += 1;
    }
    out
};

/// A cube's orientation: which face is up and which faces north (24 in all).
/// `Debug` and `Display` print its notation, top then north (`=*`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Orientation(u8);

impl fmt::Debug for Orientation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl Orientation {
    /// Every orientation, in [`ORIENTATIONS`] order.
    pub const ALL: [Orientation; 24] = {
        let mut out = [Orientation(0); 24];
        let mut i = 0;
        while i < 24 {
            out[i] = Orientation(i as u8); // ok: compile-time table, i < 24
            i += 1;
        }
        out
    };

    /// The orientation with `top` up and `north` facing north; `None` if the
    /// two are the same face or opposite faces.
    pub const fn new(top: Face, north: Face) -> Option<Orientation> {
        match orientation_index(top, north) {
            Some(i) => Some(Orientation(i)),
            None => None,
        }
    }

    /// The orientation's number `0..24` (index into [`ORIENTATIONS`]).
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The orientation with this number, if below 24.
    pub const fn from_index(i: usize) -> Option<Orientation> {
        if i < 24 { Some(Orientation(i as u8)) } else { None }
    }

    const fn pair(self) -> (Face, Face) {
        // Orientation values are built only from indices below 24.
        let i = if self.index() < 24 { self.index() } else { 0 };
        ORIENTATIONS[i] // ok: i < 24
    }

    /// The face on top.
    pub const fn top(self) -> Face {
        self.pair().0
    }
    /// The face looking north.
    pub const fn north(self) -> Face {
        self.pair().1
    }
    /// The face on the bottom.
    pub const fn bottom(self) -> Face {
        self.top().opposite()
    }
    /// The face looking south.
    pub const fn south(self) -> Face {
        self.north().opposite()
    }
    /// The face looking east (fixed by the handedness).
    pub const fn east(self) -> Face {
        let (t, n) = self.pair();
        sides(t, n)[4] // ok: constant index into [Face; 6]
    }
    /// The face looking west.
    pub const fn west(self) -> Face {
        self.east().opposite()
    }

    /// The orientation after tipping one square in direction `dir`.
    pub const fn tip(self, dir: Dir) -> Orientation {
        let i = if self.index() < 24 { self.index() } else { 0 };
        Orientation(TIP[i][dir.index()]) // ok: i < 24, dir.index() < 4
    }

    /// The same top face, turned a quarter turn clockwise seen from above
    /// (the west face comes to look north). Four turns give every rotation
    /// about the vertical axis, as a player placing a block may choose.
    pub const fn turn_clockwise(self) -> Orientation {
        match Orientation::new(self.top(), self.west()) {
            Some(o) => o,
            None => self, // ok: unreachable, west is neither top nor bottom
        }
    }
}

impl Default for Orientation {
    /// Star up, Cross north: the reference orientation of the handedness.
    fn default() -> Self {
        Orientation(0)
    }
}

impl fmt::Display for Orientation {
    /// Two letters: top face then north face, e.g. `*+`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.top().letter(), self.north().letter())
    }
}

#[cfg(test)]
#[path = "tests/cube.rs"]
mod tests;
