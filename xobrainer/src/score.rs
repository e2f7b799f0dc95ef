//! Five in a row (spec §5), round scoring, Mission bonus, and the match
//! result (spec §6).

use board_core::grid::{Bitboard, Direction};

use crate::config::{MatchFormat, SET_POINTS};
use crate::layout::Geometry;
use crate::piece::{BySide, Side};
use crate::state::{Board, RoundResult, RoundWin, State};

/// Length of a winning line (spec §5).
pub const LINE: usize = 5;

/// Bonus points per covered Mission square (spec §7).
pub const MISSION_BONUS: u8 = 3;

/// The forward directions of the 4 line axes (decision D1).
const AXES: [Direction; 4] = [Direction::E, Direction::S, Direction::SE, Direction::NE];

/// Whether `prop` holds 5 consecutive squares in any of the 4 directions.
pub(crate) fn has_line(geo: &Geometry, prop: Bitboard) -> bool {
    AXES.iter().any(|&d| !geo.grid.run_starts(prop, d, LINE).is_empty())
}

/// Calls `f` with the mask of every 5-window fully inside `prop`.
pub(crate) fn for_each_window(geo: &Geometry, prop: Bitboard, mut f: impl FnMut(Bitboard)) {
    for d in AXES {
        for i in geo.grid.run_starts(prop, d, LINE).indices() {
            let mut m = Bitboard::from_index(i);
            let mut acc = m;
            for _ in 1..LINE {
                m = geo.grid.shift(m, d);
                acc |= m;
            }
            f(acc);
        }
    }
}

/// The squares that count for `side`'s lines: its shapes, or its main colour.
pub(crate) fn props(board: &Board, side: Side) -> [Bitboard; 2] {
    [board.shapes(side), board.colour(side.main())]
}

/// Whether `side` owns a line on `board`.
pub(crate) fn side_has_line(geo: &Geometry, board: &Board, side: Side) -> bool {
    props(board, side).iter().any(|&p| has_line(geo, p))
}

/// The best single window of `side` (decision D2): its dots, whether any of
/// its windows crosses a knockout square, and the best window's squares.
pub(crate) fn best_line(geo: &Geometry, board: &Board, side: Side) -> Option<(u8, bool, Bitboard)> {
    let mut best: Option<(u8, Bitboard)> = None;
    let mut ko = false;
    for p in props(board, side) {
        for_each_window(geo, p, |w| {
            let dots = u8::try_from(geo.sum_dots(w)).unwrap_or(u8::MAX);
            ko |= !(w & geo.knockout).is_empty();
            if best.is_none_or(|(b, _)| dots > b) {
                best = Some((dots, w));
            }
        });
    }
    best.map(|(d, w)| (d, ko, w))
}

/// Every square of every line `side` owns (for pictures).
pub(crate) fn line_squares(geo: &Geometry, board: &Board, side: Side) -> Bitboard {
    let mut acc = Bitboard::EMPTY;
    for p in props(board, side) {
        for_each_window(geo, p, |w| acc |= w);
    }
    acc
}

impl State {
    /// How many of `side`'s Mission squares it covers with the marked piece.
    pub(crate) fn mission_covered(&self, side: Side) -> u8 {
        let Some(card) = self.missions[side].and_then(|i| self.rules.deck.get(i as usize)) else {
            return 0;
        };
        let g = &self.rules.geo.grid;
        let own = card
            .own
            .iter()
            .filter(|&&c| {
                g.index(c).and_then(|i| self.board.piece_at_index(i)) == Some(crate::Piece::new(side, side.main()))
            })
            .count();
        let off =
            g.index(card.off).and_then(|i| self.board.piece_at_index(i)) == Some(crate::Piece::new(side, side.off()));
        own as u8 + u8::from(off)
    }

    /// The result of a round won by `side` on the current board.
    pub(crate) fn win_for(&self, side: Side) -> RoundWin {
        let (line_points, square_knockout, _) =
            best_line(&self.rules.geo, &self.board, side).unwrap_or((0, false, Bitboard::EMPTY));
        let covered = if self.rules.variants.mission {
            self.mission_covered(side)
        } else {
            0
        };
        RoundWin {
            side,
            line_points,
            bonus: covered * MISSION_BONUS,
            square_knockout,
            mission_knockout: covered == 4,
        }
    }

    /// Books a finished round into the score (spec §6).
    pub(crate) fn book(&mut self, result: RoundResult) {
        let s = &mut self.score;
        match result {
            RoundResult::Void => s.void_rounds = s.void_rounds.saturating_add(1),
            RoundResult::Won(w) => {
                let pts = w.points();
                s.rounds = s.rounds.saturating_add(1);
                s.rounds_won[w.side] = s.rounds_won[w.side].saturating_add(1);
                s.total[w.side] = s.total[w.side].saturating_add(pts);
                s.points[w.side] = s.points[w.side].saturating_add(pts);
                if matches!(self.rules.format, MatchFormat::Sets { .. }) && s.points[w.side] >= SET_POINTS {
                    // A set is won; surplus points are lost (spec §6).
                    s.sets[w.side] = s.sets[w.side].saturating_add(1);
                    s.points = BySide([0, 0]);
                }
            }
        }
        self.last = Some(result);
    }

    /// The match result once decided: `Some(Some(side))` a win,
    /// `Some(None)` a draw, `None` while the match goes on.
    pub(crate) fn decided(&self) -> Option<Option<Side>> {
        if let Some(RoundResult::Won(w)) = self.last
            && w.knockout()
        {
            return Some(Some(w.side));
        }
        let s = &self.score;
        match self.rules.format {
            MatchFormat::Sets { best_of } => {
                let need = best_of / 2 + 1;
                Side::ALL.into_iter().find(|&x| s.sets[x] >= need).map(Some)
            }
            MatchFormat::Rounds(n) => (s.rounds >= n).then(|| {
                let (x, o) = (s.total[Side::X], s.total[Side::O]);
                match x.cmp(&o) {
                    core::cmp::Ordering::Greater => Some(Side::X),
                    core::cmp::Ordering::Less => Some(Side::O),
                    core::cmp::Ordering::Equal => None,
                }
            }),
            MatchFormat::Points(n) => Side::ALL.into_iter().find(|&x| s.total[x] >= n).map(Some),
            MatchFormat::OneRound => Side::ALL.into_iter().find(|&x| s.rounds_won[x] > 0).map(Some),
        }
    }
}
