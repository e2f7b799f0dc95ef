//! Move hints: building a move from clicks.
//!
//! A user interface does not ask for notation; it lets a person click a
//! piece, a card or a square, highlights what can follow, and knows when a
//! move is complete. [`MoveHints::move_hints`] gives, for each legal move of
//! the seat to act, the path of clicks ([`Step`]s) that makes it. The paths
//! are unique and *prefix-free*: no path is the beginning of another, so a
//! move is complete exactly when the clicks so far equal a whole path.
//! Where a game would otherwise have a move that is a prefix of others (a
//! Deblockle tip that may stand or hop on), the shorter one ends with an
//! explicit [`StepKind::Choice`] step such as "stay".
//!
//! [`HintSet`] answers the two questions a UI asks: which steps can follow
//! the clicks so far ([`HintSet::next_steps`]), and which move the clicks
//! make, if they are complete ([`HintSet::complete`]).
//!
//! ```
//! use board_core::hints::{Hint, HintSet, Step};
//!
//! // Two moves from c3 (to d5 and e5) and one from a1.
//! let hints = vec![
//!     Hint::new([Step::square("c3"), Step::square("d5")], "c3-d5"),
//!     Hint::new([Step::square("c3"), Step::square("e5")], "c3-e5"),
//!     Hint::new([Step::square("a1"), Step::square("b2")], "a1-b2"),
//! ];
//! let set = HintSet::new(&hints);
//! let first: Vec<_> = set.next_steps(&[]).iter().map(|s| s.label.as_str()).collect();
//! assert_eq!(first, ["c3", "a1"]); // highlight these
//! let after_c3: Vec<_> = set.next_steps(&[Step::square("c3")]).iter().map(|s| s.label.as_str()).collect();
//! assert_eq!(after_c3, ["d5", "e5"]);
//! assert_eq!(set.complete(&[Step::square("c3"), Step::square("e5")]), Some(&"c3-e5"));
//! assert_eq!(set.complete(&[Step::square("c3")]), None); // not yet a move
//! ```

use alloc::string::String;
use alloc::vec::Vec;

use crate::Game;

/// What a click is on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum StepKind {
    /// A square of the board, by the game's square notation (`e5`, `r17`,
    /// `c1`): the square a piece, pawn group or block starts from, or the
    /// square a move goes to.
    Square,
    /// A card in the mover's hand, by its notation (`7+5`, `PLUS`).
    Card,
    /// A piece that is not on a square yet, by its notation (an ODULUDO
    /// pawn kind on the spaceship: `K`, `Q`, `S`).
    Piece,
    /// A direction, by its notation (`n`, `e`, `s`, `w`).
    Direction,
    /// Any other choice, by a short word (`pass`, `next`, `kidnap`, `yes`,
    /// `stay`, a lock choice): shown as a button.
    Choice,
}

/// One click of a move's path.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Step {
    /// What the click is on.
    pub kind: StepKind,
    /// Its notation (a square, a card, a direction) or a short word.
    pub label: String,
}

impl Step {
    /// A step of `kind` with `label`.
    pub fn new(kind: StepKind, label: impl Into<String>) -> Self {
        Step {
            kind,
            label: label.into(),
        }
    }
    /// A [`StepKind::Square`] step.
    pub fn square(label: impl Into<String>) -> Self {
        Step::new(StepKind::Square, label)
    }
    /// A [`StepKind::Card`] step.
    pub fn card(label: impl Into<String>) -> Self {
        Step::new(StepKind::Card, label)
    }
    /// A [`StepKind::Piece`] step.
    pub fn piece(label: impl Into<String>) -> Self {
        Step::new(StepKind::Piece, label)
    }
    /// A [`StepKind::Direction`] step.
    pub fn direction(label: impl Into<String>) -> Self {
        Step::new(StepKind::Direction, label)
    }
    /// A [`StepKind::Choice`] step.
    pub fn choice(label: impl Into<String>) -> Self {
        Step::new(StepKind::Choice, label)
    }
}

/// A legal move and the clicks that make it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Hint<M> {
    /// The clicks, first to last (at least one).
    pub steps: Vec<Step>,
    /// The move they make.
    #[cfg_attr(feature = "serde", serde(rename = "move"))]
    pub mv: M,
}

impl<M> Hint<M> {
    /// A hint from its steps and move.
    pub fn new(steps: impl IntoIterator<Item = Step>, mv: M) -> Self {
        Hint {
            steps: steps.into_iter().collect(),
            mv,
        }
    }
}

/// Legal moves as click paths, for user interfaces.
pub trait MoveHints: Game {
    /// One [`Hint`] per legal move of the seat to act, in the order of
    /// [`Game::legal_moves`]. The paths are distinct and prefix-free, and no
    /// path has the same step twice in a row (user interfaces take a second
    /// click on what was just clicked as taking it back). At a
    /// chance node or a terminal state: empty (chance is not clicked).
    fn move_hints(&self) -> Vec<Hint<Self::Move>>;
}

/// The hints of one state, queried click by click.
#[derive(Clone, Copy, Debug)]
pub struct HintSet<'a, M> {
    hints: &'a [Hint<M>],
}

impl<'a, M> HintSet<'a, M> {
    /// Wraps the hints of a state.
    pub fn new(hints: &'a [Hint<M>]) -> Self {
        HintSet { hints }
    }

    /// The hints whose path starts with `clicks`.
    pub fn matching<'b>(&'b self, clicks: &'b [Step]) -> impl Iterator<Item = &'a Hint<M>> + 'b {
        self.hints.iter().filter(move |h| h.steps.starts_with(clicks))
    }

    /// The distinct steps that can follow `clicks`, in first-seen order
    /// (empty if `clicks` is complete or leads nowhere).
    pub fn next_steps(&self, clicks: &[Step]) -> Vec<&'a Step> {
        let mut out: Vec<&'a Step> = Vec::new();
        for h in self.matching(clicks) {
            if let Some(step) = h.steps.get(clicks.len())
                && !out.contains(&step)
            {
                out.push(step);
            }
        }
        out
    }

    /// The move `clicks` make, when they are a whole path.
    pub fn complete(&self, clicks: &[Step]) -> Option<&'a M> {
        self.hints.iter().find(|h| h.steps == clicks).map(|h| &h.mv)
    }
}
