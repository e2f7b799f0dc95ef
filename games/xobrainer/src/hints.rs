//! Move hints: every legal move of the seat to act as a path
//! of clicks, for user interfaces.

use alloc::string::ToString;
use alloc::vec::Vec;

use board_core::hints::{Hint, MoveHints, Step};
use board_core::{Actor, Game};

use crate::moves::Move;
use crate::state::State;

impl MoveHints for State {
    /// A placement is one click on its square (`e5`): the piece is always
    /// the side's next line-up piece, so there is nothing to pick first.
    /// `pass`, `timeout` and `next` are one [`Step::choice`] each. At a
    /// chance node or once the match is over: no hints. One hint per legal
    /// move, in [`Game::legal_moves`] order.
    fn move_hints(&self) -> Vec<Hint<Move>> {
        if !matches!(self.to_act(), Actor::Seat(_)) {
            return Vec::new();
        }
        self.legal_moves()
            .into_iter()
            .map(|mv| {
                let label = mv.to_string();
                let step = match mv {
                    Move::Place(_) => Step::square(label),
                    _ => Step::choice(label),
                };
                Hint::new([step], mv)
            })
            .collect()
    }
}
