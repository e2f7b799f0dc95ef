//! How Deblockle is shown to people ([`board_core::Present`]): the move
//! notation and the picture's legend, `South` and `North`, the end of the
//! set-up and each block removed, and the racer bot for whole games.

use alloc::boxed::Box;
use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;

use board_core::bots::Bot;
use board_core::{Moment, Present, Seat};

use crate::bot::RacerBot;
use crate::config::Side;
use crate::state::{Phase, State};

impl Present for State {
    const NOTATION: &'static str = "\
a turn: the block's square, the tip direction (n e s w), the face the tip brings up, then the hop
  target: e1nxd3 (tip e1 north, x comes up, hop to d3); the face may be left out: e1nd3;
  a tip with no hop (Stop, a star removal): c1eS
set-up: place a rolled block on the next start square, top face then north face: c5@S+";
    const LEGEND: &'static str = "\
[f]  a South block, (f) a North block; f is its top face: * star, S stop, + plus, x cross, = equals, o circle
.  an empty square; *  a star space (a block reaching the opponent's home star is removed)
rank 7 at the top (North's edge), rank 1 at the bottom (South's edge), files a-g";

    /// `South` or `North`.
    fn seat_name(&self, seat: Seat) -> String {
        Side::ALL
            .into_iter()
            .find(|&s| self.seats_of(s).any(|x| x == seat))
            .map_or_else(|| format!("seat {}", seat.0), |s| s.to_string())
    }

    /// `S` or `N`.
    fn seat_tag(&self, seat: Seat) -> String {
        let name = self.seat_name(seat);
        name.chars().next().map_or(name.clone(), |c| c.to_string())
    }

    /// The racer bot ([`RacerBot`]): random games rarely remove a block.
    fn demo_bot<R: rand_core::Rng + 'static>(rng: R) -> Box<dyn Bot<Self>> {
        Box::new(RacerBot::new(rng))
    }

    /// The end of the set-up, and each block removed (with the turn and the
    /// side's count), with the board.
    fn milestone(&self, before: &Self) -> Option<Moment> {
        if matches!(before.phase(), Phase::Setup { .. }) && self.phase() == Phase::Play {
            return Some(Moment::with_board("setup done".to_string()));
        }
        let removed: Vec<String> = Side::ALL
            .iter()
            .filter(|&&s| self.removed(s) > before.removed(s))
            .map(|&s| {
                format!(
                    "{s:?} removes a block on turn {} ({} removed)",
                    self.turns(),
                    self.removed(s)
                )
            })
            .collect();
        (!removed.is_empty()).then(|| Moment::with_board(removed.join("; ")))
    }
}
