//! Views: what one seat sees. Deblockle hides nothing, so a
//! seat's view is the whole public state, drawn from that seat's side.

use core::fmt;

use board_core::{Observe, Seat};

use crate::config::Side;
use crate::state::State;

/// What `seat` sees: the whole state (perfect information; every chance
/// outcome is public), with the seat (its side is [`View::side`]).
///
/// `Display` draws the board from the seat's side of the table: South's
/// edge (rank 1) at the bottom for South, North's edge (rank 7) at the
/// bottom with files g-a for North (the board turned half round); a seat
/// that plays no side sees South's picture. A line above names the seat.
/// With the `serde` feature: `{"seat": 0, "state": {..}}`,
/// the state in its structured form (validated when read).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "serde",
    serde(deny_unknown_fields, expecting = "a view object, as the engine writes it")
)]
pub struct View {
    /// The seat looking.
    pub seat: Seat,
    /// The state, all public.
    pub state: State,
}

impl Observe for State {
    type View = View;

    /// The whole state, seen from `seat`.
    fn view(&self, seat: Seat) -> View {
        View {
            seat,
            state: self.clone(),
        }
    }
}

impl View {
    /// The side the seat plays (South seat 0, North seat 1), if any.
    pub fn side(&self) -> Option<Side> {
        self.state.side_of(self.seat)
    }
}

impl fmt::Display for View {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.side() {
            Some(side) => {
                let brackets = match side {
                    Side::South => "[f]",
                    Side::North => "(f)",
                };
                writeln!(f, "Seat {} plays {side}, blocks {brackets}", self.seat.0)?;
            }
            None => writeln!(f, "Seat {} plays no side", self.seat.0)?,
        }
        self.state.write_picture_from(f, self.side().unwrap_or(Side::South))
    }
}
