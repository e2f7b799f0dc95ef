//! Move hints: every legal move as a path of clicks.

use alloc::string::ToString;
use alloc::vec::Vec;

use board_core::hints::{Hint, MoveHints, Step};
use board_core::{Actor, Game};

use crate::cube::Face;
use crate::moves::Move;
use crate::state::State;

impl MoveHints for State {
    /// One hint per legal move, in the order of the legal moves:
    ///
    /// * a turn: the block's square, the tip direction (`n e s w`), then the
    ///   hop's destination square; a turn without a hop ends with a
    ///   [`board_core::hints::StepKind::Choice`] step instead: `remove` for
    ///   a star removal, `stay` for Stop up or a tip that stands (D1
    ///   switch). A (block, direction) pair either always hops or never
    ///   does, so the paths are prefix-free.
    /// * a setup placement: the start square, the rolled face to put on top
    ///   (a [`board_core::hints::StepKind::Piece`], its face letter), then
    ///   its rotation, the face turned north (a `Choice`, its face letter).
    /// * chance nodes and finished games: none.
    fn move_hints(&self) -> Vec<Hint<Move>> {
        if !matches!(self.to_act(), Actor::Seat(_)) {
            return Vec::new();
        }
        self.legal_moves()
            .into_iter()
            .filter_map(|mv| {
                let steps = match mv {
                    Move::Turn(t) => {
                        let last = match (t.to, t.top) {
                            (Some(to), _) => Step::square(to.to_string()),
                            (None, Some(Face::Star)) => Step::choice("remove"),
                            (None, _) => Step::choice("stay"),
                        };
                        [
                            Step::square(t.from.to_string()),
                            Step::direction(t.dir.to_string()),
                            last,
                        ]
                    }
                    Move::Place { square, orientation } => [
                        Step::square(square.to_string()),
                        Step::piece(orientation.top().to_string()),
                        Step::choice(orientation.north().to_string()),
                    ],
                    Move::Roll(_) | Move::Draw(_) => return None,
                };
                Some(Hint::new(steps, mv))
            })
            .collect()
    }
}
