//! A readable multi-line board picture for terminals and snapshots.
//!
//! ```text
//!       a   b   c  ...
//!   1  .1  .1  .1  ...      .N  empty square with N dots
//!   3  .1  Xg [Or] ...      Xg  green X, Xr red X, Or red O, Og green O
//!   8  .1  .1 [.2] ...      [ ] a knockout square
//!                           < > a square of a winning line (round over)
//! ```

use alloc::string::String;
use core::fmt::Write;

use board_core::grid::Coord;

use crate::squares::Squares;

use crate::layout::Geometry;
use crate::piece::Side;
use crate::score;
use crate::state::{Board, EndReason, Phase, State};

impl State {
    /// The board and the match status as text: a header row of column
    /// letters, one line per row (1-based from the top), then line-ups, cards
    /// and score. Shows both Mission cards (it is not a view).
    pub fn picture(&self) -> String {
        let geo = &self.rules.geo;
        let win_line = match (self.phase, self.last) {
            (Phase::RoundOver | Phase::GameOver, Some(EndReason::Won(w))) => {
                score::line_squares(geo, &self.board, w.side)
            }
            _ => Squares::EMPTY,
        };
        let mut out = String::new();
        draw_board(&mut out, geo, &self.board, win_line);
        for side in Side::ALL {
            let s = &self.sides[side];
            let lineup: String = s.line_up().map(|c| c.letter()).collect();
            let _ = write!(
                out,
                "{side}: line-up [{}]{} bag {}g {}r",
                lineup,
                if s.filling { " (drawing)" } else { "" },
                s.bag_green,
                s.bag_red
            );
            if let Some(m) = s.map_card {
                let _ = write!(out, ", map card {m}");
            }
            for seat in self.seat_range(side) {
                if let Some(m) = self.missions.get(seat).copied().flatten() {
                    let _ = write!(
                        out,
                        ", seat {seat} mission card {m} ({} covered)",
                        self.mission_covered(side, m)
                    );
                }
            }
            out.push('\n');
        }
        let sc = &self.score;
        let _ = writeln!(
            out,
            "score: points {}-{}, sets {}-{}, total {}-{}, rounds {}-{}, void {}",
            sc.points[Side::X],
            sc.points[Side::O],
            sc.sets[Side::X],
            sc.sets[Side::O],
            sc.total[Side::X],
            sc.total[Side::O],
            sc.rounds_won[Side::X],
            sc.rounds_won[Side::O],
            sc.void_rounds
        );
        let status = match self.phase {
            Phase::Lot => String::from("the opening lot is due"),
            Phase::Play => match (self.pending(), self.next_piece()) {
                (Some(ev), _) => alloc::format!("{ev} is due"),
                (None, Some(p)) => alloc::format!("{} to place {p} (round started by {})", self.turn, self.starter),
                (None, None) => alloc::format!("{} to act", self.turn),
            },
            Phase::RoundOver => alloc::format!("round over: {}", result_text(self.last)),
            Phase::GameOver => match self.winner() {
                Some(w) => alloc::format!("match over: {w} wins ({})", result_text(self.last)),
                None => alloc::format!("match over: draw ({})", result_text(self.last)),
            },
        };
        out.push_str(&status);
        out.push('\n');
        out
    }
}

/// The board rows of a picture: a header of column letters, one line per
/// row (1-based from the top); `win_line` squares marked `<..>`.
pub(crate) fn draw_board(out: &mut String, geo: &Geometry, board: &Board, win_line: Squares) {
    out.push_str("    ");
    for c in 0..geo.cols {
        let _ = write!(out, "  {} ", char::from(b'a' + c));
    }
    out.push('\n');
    for r in 0..geo.rows {
        let _ = write!(out, "{:>3} ", r as u16 + 1);
        for c in 0..geo.cols {
            let Some(i) = geo.index(Coord::new(r, c)) else {
                continue;
            };
            let body = match board.piece_at_index(i) {
                Some(p) => alloc::format!("{p}"),
                None => alloc::format!(".{}", geo.dots(i)),
            };
            let (l, rr) = if win_line.has_index(i) {
                ('<', '>')
            } else if geo.knockout.has_index(i) {
                ('[', ']')
            } else {
                (' ', ' ')
            };
            let _ = write!(out, "{l}{body}{rr}");
        }
        out.push('\n');
    }
}

/// A round result in words.
pub(crate) fn result_text(r: Option<EndReason>) -> String {
    match r {
        None => "no round played".into(),
        Some(EndReason::Void) => "void round".into(),
        Some(EndReason::Won(w)) => {
            let mut s = alloc::format!("{} wins the round, {} points", w.side, w.points());
            if w.bonus > 0 {
                let _ = write!(s, " ({} line + {} mission)", w.line_points, w.bonus);
            }
            if w.square_knockout {
                s.push_str(", knockout square");
            }
            if w.mission_knockout {
                s.push_str(", mission knockout");
            }
            s
        }
    }
}

impl board_core::Picture for State {
    /// [`State::picture`].
    fn picture(&self) -> String {
        State::picture(self)
    }
}
