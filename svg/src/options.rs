//! Drawing options shared by every game.

use alloc::vec::Vec;

use board_core::Seat;

/// How to draw a state. `H` is the game's square type: [`board_core::grid::Coord`]
/// for XOBrainer and numseq, [`oduludo::Loc`] for ODULUDO, [`deblockle::Square`]
/// for Deblockle.
///
/// ```
/// use tabletop_svg::Options;
/// use board_core::{grid::Coord, Seat};
/// let o: Options<Coord> = Options::default().size(480).seat(Seat(1)).flipped(true);
/// assert_eq!((o.size, o.seat, o.flip, o.coordinates), (480, Some(Seat(1)), true, true));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Options<H> {
    /// Width of the picture in pixels (the `width` attribute; the height
    /// follows the picture's aspect ratio; the `viewBox` is in the picture's
    /// own units, so the SVG scales to any size). Default 600.
    pub size: u32,
    /// Draw the coordinates (column letters, row numbers, ring square numbers).
    /// Default on.
    pub coordinates: bool,
    /// Draw what this seat may see (its [`board_core::Observe`] view) instead
    /// of the whole state: hidden cards of other seats are never in the
    /// output. `None` (default) draws everything.
    pub seat: Option<Seat>,
    /// Turn the board half a turn, so the second seat sees its own side at
    /// the bottom. Default off.
    pub flip: bool,
    /// Squares of the last move, outlined (see each module's `move_squares`).
    pub last_move: Vec<H>,
    /// Squares to mark as targets (for example the legal targets of a piece),
    /// drawn as a dot.
    pub targets: Vec<H>,
    /// Draw click areas for a web page: a transparent shape on top of every
    /// square with class `hit` and `data-square` set to the square's name
    /// (the name its `target` and `last-move` classes use: `e5`, `c1`,
    /// `r17`, ODULUDO's path squares by colour `pG3`, and `earth`), and on
    /// every numseq card in a hand shown face up, `data-card` set to the
    /// card (`7+5`). Invisible; default off.
    pub hit_areas: bool,
}

impl<H> Default for Options<H> {
    fn default() -> Self {
        Options {
            size: 600,
            coordinates: true,
            seat: None,
            flip: false,
            last_move: Vec::new(),
            targets: Vec::new(),
            hit_areas: false,
        }
    }
}

impl<H> Options<H> {
    /// With this width in pixels.
    pub fn size(mut self, px: u32) -> Self {
        self.size = px;
        self
    }
    /// With coordinates on or off.
    pub fn coordinates(mut self, on: bool) -> Self {
        self.coordinates = on;
        self
    }
    /// Drawn from this seat's view.
    pub fn seat(mut self, seat: Seat) -> Self {
        self.seat = Some(seat);
        self
    }
    /// Flipped (or not).
    pub fn flipped(mut self, flip: bool) -> Self {
        self.flip = flip;
        self
    }
    /// With these last-move squares.
    pub fn last_move(mut self, squares: Vec<H>) -> Self {
        self.last_move = squares;
        self
    }
    /// With these target squares.
    pub fn targets(mut self, squares: Vec<H>) -> Self {
        self.targets = squares;
        self
    }
    /// With click areas (see [`Options::hit_areas`]) or without.
    pub fn hit_areas(mut self, on: bool) -> Self {
        self.hit_areas = on;
        self
    }
}
