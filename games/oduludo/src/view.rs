//! Views ([`board_core::Observe`]): everything is public (spec section 10),
//! so a seat's [`View`] is the whole state, with the seat it is for.

use core::fmt;

use board_core::{Observe, Seat};

use crate::colour::Colour;
use crate::state::State;

/// What one seat sees: the whole state (ODULUDO hides nothing) and whose
/// view it is. `Display` draws [`State::picture`] under a line naming the
/// seat's colour ("You are Green (seat 0)"); the board has no "own side",
/// so the picture is the same for every seat. With the feature `serde`,
/// `{"seat": 0, "colour": "green", "state": {...}}` (the state in its
/// structured JSON form).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(expecting = "a view object, as the engine writes it"))]
pub struct View {
    /// The seat the view is for.
    pub seat: Seat,
    /// Its colour (`None` for a seat not at the table).
    pub colour: Option<Colour>,
    /// The whole state.
    pub state: State,
}

impl Observe for State {
    type View = View;
    fn view(&self, seat: Seat) -> View {
        View {
            seat,
            colour: self.colour_of(seat),
            state: *self,
        }
    }
}

impl fmt::Display for View {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.colour {
            Some(c) => writeln!(f, "You are {c} ({})", self.seat)?,
            None => writeln!(f, "{} is not at this table", self.seat)?,
        }
        f.write_str(&self.state.picture())
    }
}
