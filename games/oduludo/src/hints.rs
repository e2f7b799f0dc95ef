//! Move hints ([`board_core::hints`]): the legal moves as click paths.
//!
//! * Move phase: the pawn group first (the square it stands on, `r17` or
//!   `p3` as in the move notation; or, to enter, the pawn kind on the
//!   spaceship, `K`, `Q`, `S`, a [`StepKind::Piece`]), then the square the
//!   normal move ends on (`r21`, `p2`, `E` for Earth; entering: the own
//!   Moon). A move whose count bounces back from Earth onto the square it
//!   started on (`p3+6`, `p4+4`, rules §4) has no second square to click: its
//!   second step is a [`StepKind::Choice`] labelled with its notation, since
//!   interfaces take a second click on one square as taking it back.
//!   `pass` is a [`StepKind::Choice`].
//! * The other decisions are one [`StepKind::Choice`] each: `fwd` / `back`
//!   (the Queen on a Sun), `sendback` / `kidnap`, `yes` / `no` (the
//!   ODULUDO die), `next` (Last Pawn).
//! * Chance and the end of the game: no hints.
//!
//! [`StepKind::Piece`]: board_core::hints::StepKind::Piece
//! [`StepKind::Choice`]: board_core::hints::StepKind::Choice

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use board_core::hints::{Hint, MoveHints, Step};
use board_core::{Actor, Game};

use crate::moves::{Move, Square, SunDir};
use crate::state::{Loc, State};

impl State {
    /// The label of the square a step from `from` ends on (before any
    /// special square's effect).
    fn target_label(&self, from: Square, dist: u8, back: bool) -> String {
        let c = self.turn;
        let at = match from {
            Square::Ring(r) => Loc::Ring(r),
            Square::Path(p) => Loc::Path(c, p),
        };
        let to = self.route_of(c, at).and_then(|r| {
            if back {
                r.checked_sub(dist)
            } else {
                self.forward(r, dist)
            }
        });
        match to.map(|r| self.loc_at(c, r)) {
            Some(Loc::Ring(r)) => format!("r{r}"),
            Some(Loc::Path(_, i)) => format!("p{i}"),
            Some(Loc::Earth) => "E".into(),
            // Never for a legal step; a distinct label keeps paths unique.
            _ => format!("{from}{}{dist}", if back { '-' } else { '+' }),
        }
    }

    fn hint_of(&self, mv: Move) -> Hint<Move> {
        let steps: Vec<Step> = match mv {
            Move::Enter(kind) => alloc::vec![
                Step::piece(format!("{}", kind.letter())),
                Step::square(format!("r{}", self.turn.moon())),
            ],
            Move::Step { from, dist, back } => {
                let from_label = format!("{from}");
                let to_label = self.target_label(from, dist, back);
                let second = if to_label == from_label {
                    Step::choice(format!("{mv}"))
                } else {
                    Step::square(to_label)
                };
                alloc::vec![Step::square(from_label), second]
            }
            Move::Sun(SunDir::Forward) => alloc::vec![Step::choice("fwd")],
            Move::Sun(SunDir::Back) => alloc::vec![Step::choice("back")],
            Move::SendBack => alloc::vec![Step::choice("sendback")],
            Move::Kidnap => alloc::vec![Step::choice("kidnap")],
            Move::Odulo(true) => alloc::vec![Step::choice("yes")],
            Move::Odulo(false) => alloc::vec![Step::choice("no")],
            Move::Pass => alloc::vec![Step::choice("pass")],
            Move::NextRound => alloc::vec![Step::choice("next")],
            Move::Start(_) | Move::Roll(_) | Move::Face(_) => alloc::vec![Step::choice(format!("{mv}"))],
        };
        Hint::new(steps, mv)
    }
}

impl MoveHints for State {
    fn move_hints(&self) -> Vec<Hint<Move>> {
        if !matches!(self.to_act(), Actor::Seat(_)) {
            return Vec::new();
        }
        self.legal_moves().into_iter().map(|m| self.hint_of(m)).collect()
    }
}
