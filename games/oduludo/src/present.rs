//! How ODULUDO is shown to people ([`board_core::Present`]): the move
//! notation and the picture's legend, players by colour, and each colour
//! finished or eliminated.

use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;

use board_core::{Game, Moment, Present, Seat};

use crate::colour::Colour;
use crate::state::{PlayerStatus, State};

impl Present for State {
    const NOTATION: &'static str = "\
move the group on a square by the roll: r17+4 (ring square 17), p3+2 (your own path); a Queen's group
  may go back: r17-4; enter a pawn from the spaceship on a six: enter K (King), enter Q, enter S
a group with the Queen on a Sun picks the jump: sun fwd / sun back; after taking a group: sendback or kidnap
roll the ODULUDO die or not: odulo yes / odulo no; spend the roll without moving: pass;
  Last Pawn: start the next round: next";
    const LEGEND: &'static str = "\
ring squares: M Moon  : safe  . plain  * Star (roll again)  S Sun (jump to the next Sun)
  O ODULUDO (may roll the ODULUDO die)  U UFO (fly)  L Lightning (back)  J junction (safe, a path leaves)
under each galaxy: the colour letter of the group on each square (G R B P), . when empty
path [.|.|.]: the colour's own path to Earth; earth: pawns home; ship: pawns not entered (K Q S)";

    /// The seat's colour: `Green`, `Red`, `Blue`, `Purple`.
    fn seat_name(&self, seat: Seat) -> String {
        self.colour_of(seat)
            .map_or_else(|| format!("seat {}", seat.0), |c| c.to_string())
    }

    /// The colour's letter: `G`, `R`, `B`, `P`.
    fn seat_tag(&self, seat: Seat) -> String {
        let name = self.seat_name(seat);
        name.chars().next().map_or(name.clone(), |c| c.to_string())
    }

    /// Each colour that got every pawn to Earth or was eliminated, and the
    /// end of the game, with the board.
    fn milestone(&self, before: &Self) -> Option<Moment> {
        let mut notes = Vec::new();
        for c in Colour::ALL {
            let (was, now) = (before.status(c), self.status(c));
            if was != now {
                match now {
                    PlayerStatus::Finished => notes.push(format!("{c} has every pawn on Earth")),
                    PlayerStatus::Eliminated => notes.push(format!("{c} is eliminated (King sent back)")),
                    _ => {}
                }
            }
        }
        if self.is_terminal() && !before.is_terminal() {
            notes.push("game over".to_string());
        }
        (!notes.is_empty()).then(|| Moment::with_board(notes.join("; ")))
    }
}
