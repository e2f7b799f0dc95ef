/// One of the 8 compass directions on a grid whose origin is top-left:
/// north is up (row - 1), east is right (col + 1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Direction {
    /// Up: row - 1.
    N,
    /// Up-right.
    NE,
    /// Right: col + 1.
    E,
    /// Down-right.
    SE,
    /// Down: row + 1.
    S,
    /// Down-left.
    SW,
    /// Left: col - 1.
    W,
    /// Up-left.
    NW,
}

impl Direction {
    /// All 8 directions, clockwise from north.
    pub const ALL: [Direction; 8] = [
        Direction::N,
        Direction::NE,
        Direction::E,
        Direction::SE,
        Direction::S,
        Direction::SW,
        Direction::W,
        Direction::NW,
    ];
    /// The 4 orthogonal directions, clockwise from north.
    pub const ORTHOGONAL: [Direction; 4] = [Direction::N, Direction::E, Direction::S, Direction::W];
    /// The 4 diagonal directions, clockwise from north-east.
    pub const DIAGONAL: [Direction; 4] = [Direction::NE, Direction::SE, Direction::SW, Direction::NW];

    /// `(d_row, d_col)` of one step.
    pub const fn delta(self) -> (i8, i8) {
        match self {
            Direction::N => (-1, 0),
            Direction::NE => (-1, 1),
            Direction::E => (0, 1),
            Direction::SE => (1, 1),
            Direction::S => (1, 0),
            Direction::SW => (1, -1),
            Direction::W => (0, -1),
            Direction::NW => (-1, -1),
        }
    }

    /// The opposite direction.
    pub const fn opposite(self) -> Direction {
        match self {
            Direction::N => Direction::S,
            Direction::NE => Direction::SW,
            Direction::E => Direction::W,
            Direction::SE => Direction::NW,
            Direction::S => Direction::N,
            Direction::SW => Direction::NE,
            Direction::W => Direction::E,
            Direction::NW => Direction::SE,
        }
    }

    /// Whether the direction is orthogonal (N, E, S, W).
    pub const fn is_orthogonal(self) -> bool {
        matches!(self, Direction::N | Direction::E | Direction::S | Direction::W)
    }

    /// The line axis this direction runs along.
    pub const fn axis(self) -> Axis {
        match self {
            Direction::N | Direction::S => Axis::Vertical,
            Direction::E | Direction::W => Axis::Horizontal,
            Direction::NE | Direction::SW => Axis::AntiDiagonal,
            Direction::SE | Direction::NW => Axis::Diagonal,
        }
    }
}

/// One of the 4 line axes of five-in-a-row style games.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Axis {
    /// Left-right (a row).
    Horizontal,
    /// Top-bottom (a column).
    Vertical,
    /// Top-left to bottom-right.
    Diagonal,
    /// Bottom-left to top-right.
    AntiDiagonal,
}

impl Axis {
    /// All 4 axes.
    pub const ALL: [Axis; 4] = [Axis::Horizontal, Axis::Vertical, Axis::Diagonal, Axis::AntiDiagonal];

    /// The direction a window along this axis runs from its start square:
    /// E, S, SE, and NE respectively.
    pub const fn forward(self) -> Direction {
        match self {
            Axis::Horizontal => Direction::E,
            Axis::Vertical => Direction::S,
            Axis::Diagonal => Direction::SE,
            Axis::AntiDiagonal => Direction::NE,
        }
    }

    /// The two directions of the axis: `[forward, backward]`.
    pub const fn directions(self) -> [Direction; 2] {
        [self.forward(), self.forward().opposite()]
    }
}
