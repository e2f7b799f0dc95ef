//! The move type and its notation (spec section 7).
//!
//! | move | notation | who |
//! |---|---|---|
//! | deal a card to the seat being dealt to | `DEAL 7+5` | chance |
//! | draw a card for the seat | `DRAW 7+5` | chance |
//! | shuffle the discard piles into a new draw pile | `SHUFFLE` | chance |
//! | play a card on a square (equation, Plus, Minus) | `7+5@c3`, `PLUS@d4`, `MINUS@e5` | seat |
//! | dead-card swap | `DEAD 9-2` | seat |
//! | discard without placing (D4) | `DISCARD 7+5` | seat |
//!
//! Squares are `c3` style: column letter `a`-`j` from the left, row 1-10
//! from the top (board-core's [`Coord`] notation). Keywords and card letters
//! are accepted in any case; `Display` writes the canonical form above.

use core::fmt;
use core::str::FromStr;

use board_core::grid::{Coord, ParseCoordError};

use crate::card::{Card, ParseCardError};

/// A move: a seat's decision or a chance outcome.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Move {
    /// Chance: deal this card to the seat being dealt to.
    Deal(Card),
    /// Chance: the seat draws this card.
    Draw(Card),
    /// Chance: the discard piles become the new draw pile.
    Shuffle,
    /// Play a card: an equation card on a square showing its answer, Plus on
    /// any empty square, Minus on an opponent's unlocked chip (removed).
    Play(Card, Coord),
    /// Discard a dead card and draw a replacement, then play on.
    Dead(Card),
    /// Discard a card and draw without placing, when nothing else is legal (D4).
    Discard(Card),
}

impl Move {
    /// Whether this is a chance outcome.
    pub fn is_chance(&self) -> bool {
        matches!(self, Move::Deal(_) | Move::Draw(_) | Move::Shuffle)
    }
    /// The card the move names, if any.
    pub fn card(&self) -> Option<Card> {
        match *self {
            Move::Deal(c) | Move::Draw(c) | Move::Play(c, _) | Move::Dead(c) | Move::Discard(c) => Some(c),
            Move::Shuffle => None,
        }
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Deal(c) => write!(f, "DEAL {c}"),
            Move::Draw(c) => write!(f, "DRAW {c}"),
            Move::Shuffle => f.write_str("SHUFFLE"),
            Move::Play(c, sq) => write!(f, "{c}@{sq}"),
            Move::Dead(c) => write!(f, "DEAD {c}"),
            Move::Discard(c) => write!(f, "DISCARD {c}"),
        }
    }
}

/// Why text is not a move (a syntax error; legality is [`crate::MoveError`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParseMoveError {
    /// The text was empty.
    #[error("empty move")]
    Empty,
    /// A keyword other than `DEAL`, `DRAW`, `DEAD`, `DISCARD`, `SHUFFLE`, or
    /// a play without `@square`.
    #[error("unknown move form")]
    UnknownForm,
    /// The card name is malformed.
    #[error("bad card: {0}")]
    Card(ParseCardError),
    /// The square is malformed.
    #[error("bad square: {0}")]
    Square(ParseCoordError),
}

impl FromStr for Move {
    type Err = ParseMoveError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let s = s.trim();
        if s.is_empty() {
            return Err(ParseMoveError::Empty);
        }
        let card = |t: &str| t.trim().parse::<Card>().map_err(ParseMoveError::Card);
        if let Some((kw, rest)) = s.split_once(char::is_whitespace) {
            return match kw.to_ascii_uppercase().as_str() {
                "DEAL" => card(rest).map(Move::Deal),
                "DRAW" => card(rest).map(Move::Draw),
                "DEAD" => card(rest).map(Move::Dead),
                "DISCARD" => card(rest).map(Move::Discard),
                _ => Err(ParseMoveError::UnknownForm),
            };
        }
        if s.eq_ignore_ascii_case("SHUFFLE") {
            return Ok(Move::Shuffle);
        }
        let (c, sq) = s.split_once('@').ok_or(ParseMoveError::UnknownForm)?;
        let sq: Coord = sq.parse().map_err(ParseMoveError::Square)?;
        Ok(Move::Play(card(c)?, sq))
    }
}

#[cfg(test)]
#[path = "tests/moves.rs"]
mod tests;
