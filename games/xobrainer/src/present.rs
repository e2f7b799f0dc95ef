//! How XOBrainer is shown to people ([`board_core::Present`]): the move
//! notation and the picture's legend, `X` and `O` (with the seat in team
//! play), the end of each round, and Mission cards kept secret.

use alloc::format;
use alloc::string::{String, ToString};

use board_core::{Moment, Present, Seat};

use crate::moves::Move;
use crate::state::{EndReason, Phase, State};

impl Present for State {
    const NOTATION: &'static str = "\
place your next line-up piece: a square, column letter then row from the top (e5, j10)
TimeBomb: timeout (the clock ran out, D4); skip a piece with no legal square: pass
start the next round after a round ends: next";
    const LEGEND: &'static str = "\
.1 .2 .3  an empty square and the points (dots) it scores in a line
Xg Xr Og Or  a piece: shape X or O, colour g(reen) or r(ed, pink in English editions)
[ ]  a knockout square; < > the winning line of five
line-up [gggr]: the pieces still to place this round, next first; bag: Random-variant pieces left";

    /// `X` or `O`; in team play `X (seat 2)`.
    fn seat_name(&self, seat: Seat) -> String {
        let Some(side) = self.config().side_of(seat) else {
            return format!("seat {}", seat.0);
        };
        if self.config().seats_of(side).count() > 1 {
            format!("{side} (seat {})", seat.0)
        } else {
            side.to_string()
        }
    }

    /// `X` or `O`; in team play `X0`, `O2` (side and seat).
    fn seat_tag(&self, seat: Seat) -> String {
        match self.config().side_of(seat) {
            Some(side) if self.config().seats_of(side).count() > 1 => format!("{side}{}", seat.0),
            Some(side) => side.to_string(),
            None => seat.0.to_string(),
        }
    }

    /// A Mission card is shown only to the viewer who drew it (rules
    /// revision 2, X-R2: secret from team-mates too).
    fn chance_note(&self, _next: &Self, mv: &Move, viewers: &[Seat]) -> String {
        let Move::MissionCard(seat, _) = mv else {
            return mv.to_string();
        };
        if viewers.contains(seat) {
            mv.to_string()
        } else {
            format!("seat {} draws a secret Mission card", seat.0)
        }
    }

    /// The end of a round: who won it and with how many points (and a
    /// KNOCKOUT), or a void round; then the set points and sets. With the
    /// board as the round ended, before `next` clears it.
    fn milestone(&self, before: &Self) -> Option<Moment> {
        let ended = matches!(self.phase(), Phase::RoundOver | Phase::GameOver)
            && !matches!(before.phase(), Phase::RoundOver | Phase::GameOver);
        if !ended {
            return None;
        }
        let score = self.score();
        let note = match self.last_round() {
            Some(EndReason::Won(w)) => {
                let mut n = format!("round won by {:?}: {} points", w.side, w.points());
                if w.knockout() {
                    n.push_str(", KNOCKOUT");
                }
                n
            }
            Some(EndReason::Void) => "void round: every piece placed without five in a row".to_string(),
            None => "round over".to_string(),
        };
        let note = format!(
            "{note} (set points X {} O {}, sets X {} O {})",
            score.points.0[0], score.points.0[1], score.sets.0[0], score.sets.0[1]
        );
        // The board as the round ended, before `next` clears it.
        Some(Moment::with_board(note))
    }
}
