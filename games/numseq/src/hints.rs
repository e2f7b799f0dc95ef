//! Move hints: the legal moves as click paths, card first.

use alloc::string::{String, ToString};
use alloc::vec::Vec;

use board_core::hints::{Hint, MoveHints, Step};
use board_core::{Actor, Game};

use crate::moves::Move;
use crate::state::State;

/// The click path of a seat's move `mv`: the card in hand (its notation),
/// then the square (`c3`) and, for a placement with a lock choice (N-R1),
/// a [`board_core::hints::StepKind::Choice`] naming the windows that lock
/// (`b2-f2`, `b2-f2/f2-j2`); or, for a dead-card swap and a D4 discard, a
/// choice `dead` or `discard`. `None` for a chance outcome.
fn steps(mv: &Move) -> Option<Vec<Step>> {
    match *mv {
        Move::Play(card, square, lock) => {
            let mut steps = alloc::vec![Step::card(card.to_string()), Step::square(square.to_string())];
            if !lock.is_none() {
                let mut label = String::new();
                for (i, (a, b)) in lock.ends(square).enumerate() {
                    if i > 0 {
                        label.push('/');
                    }
                    label.push_str(&a.to_string());
                    label.push('-');
                    label.push_str(&b.to_string());
                }
                steps.push(Step::choice(label));
            }
            Some(steps)
        }
        Move::Dead(card) => Some(alloc::vec![Step::card(card.to_string()), Step::choice("dead")]),
        Move::Discard(card) => Some(alloc::vec![Step::card(card.to_string()), Step::choice("discard")]),
        Move::Deal(_) | Move::Draw(_) | Move::Shuffle => None,
    }
}

impl MoveHints for State {
    /// Card in hand, then square (then the lock choice when there is one),
    /// or card then `dead` / `discard`; in legal-move order, so grouped by
    /// card. Empty at chance nodes and once over.
    fn move_hints(&self) -> Vec<Hint<Move>> {
        if !matches!(self.to_act(), Actor::Seat(_)) {
            return Vec::new();
        }
        self.legal_moves()
            .into_iter()
            .filter_map(|mv| steps(&mv).map(|s| Hint::new(s, mv)))
            .collect()
    }
}
