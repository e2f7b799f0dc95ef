//! The move type and its notation (spec section 7).
//!
//! | move | notation | who |
//! |---|---|---|
//! | deal a card to the seat being dealt to | `DEAL 7+5` | chance |
//! | draw a card for the seat | `DRAW 7+5` | chance |
//! | shuffle the discard piles into a new draw pile | `SHUFFLE` | chance |
//! | play a card on a square (equation, Plus, Minus) | `7+5@c3`, `PLUS@d4`, `MINUS@e5` | seat |
//! | a placement with a lock choice (N-R1) | `7+5@c3/c3-g3`, `7+7@f2/b2-f2/f2-j2` | seat |
//! | dead-card swap | `DEAD 9-2` | seat |
//! | discard without placing (D4) | `DISCARD 7+5` | seat |
//!
//! Squares are `c3` style: column letter `a`-`j` from the left, row 1-10
//! from the top (board-core's [`Coord`] notation). Keywords and card letters
//! are accepted in any case; `Display` writes the canonical form above.
//!
//! A lock choice (spec section 3, N-R1) lists, after the square, every
//! window that locks, each by its two ends (`c3-g3`; either end first when
//! reading). It is written only when the placement has more than one lock
//! choice; `Display` lists the windows by axis (row, column, diagonal,
//! anti-diagonal), then by start, each end nearest the top-left first.

use core::fmt;
use core::str::FromStr;

use board_core::grid::{Axis, Coord, ParseCoordError};

use crate::card::{Card, ParseCardError};

/// Which windows a placement locks (N-R1): per axis (in the order of
/// [`Axis::ALL`]) the windows through the placed square, window `k` starting
/// `k` squares back from it along the axis's forward direction
/// ([`board_core::grid::Axis::forward`]). [`Lock::NONE`] names no choice:
/// the placement has only one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct Lock(u32);

impl Lock {
    /// No choice named.
    pub const NONE: Lock = Lock(0);

    pub(crate) const fn from_bits(bits: u32) -> Lock {
        Lock(bits & 0xF_FFFF)
    }
    pub(crate) const fn bits(self) -> u32 {
        self.0
    }
    /// Whether no window is named.
    pub const fn is_none(self) -> bool {
        self.0 == 0
    }
    /// The windows named, as `(axis, k)` pairs (window `k` starts `k` squares back from the placed square) in
    /// notation order (axis order, then start in reading order).
    pub fn windows(self) -> impl Iterator<Item = (Axis, u8)> {
        Axis::ALL.into_iter().enumerate().flat_map(move |(a, axis)| {
            (0..5u8)
                .rev()
                .filter(move |k| self.0 & (1 << (5 * a as u32 + *k as u32)) != 0)
                .map(move |k| (axis, k))
        })
    }
}

/// The two ends of window `k` along `axis` through `square`, the end
/// nearest the top-left first; `None` if an end is off every board.
fn window_ends(square: Coord, axis: Axis, k: u8) -> Option<(Coord, Coord)> {
    let (dr, dc) = axis.forward().delta();
    let at = |steps: i16| -> Option<Coord> {
        let r = square.row as i16 + dr as i16 * steps;
        let c = square.col as i16 + dc as i16 * steps;
        Some(Coord::new(u8::try_from(r).ok()?, u8::try_from(c).ok()?))
    };
    let start = at(-(k as i16))?;
    let end = at(4 - k as i16)?;
    Some(if (start.row, start.col) <= (end.row, end.col) {
        (start, end)
    } else {
        (end, start)
    })
}

/// Parses a window `x-y` through `square`: its axis and `k`.
fn parse_window(square: Coord, text: &str) -> Result<(usize, u8), ParseMoveError> {
    let (x, y) = text.split_once('-').ok_or(ParseMoveError::Lock)?;
    let x: Coord = x.parse().map_err(ParseMoveError::Square)?;
    let y: Coord = y.parse().map_err(ParseMoveError::Square)?;
    let dr = y.row as i16 - x.row as i16;
    let dc = y.col as i16 - x.col as i16;
    let (a, start) = match (dr, dc) {
        (0, 4 | -4) => (0, if dc > 0 { x } else { y }),
        (4 | -4, 0) => (1, if dr > 0 { x } else { y }),
        (4, 4) | (-4, -4) => (2, if dr > 0 { x } else { y }),
        (4, -4) | (-4, 4) => (3, if dc > 0 { x } else { y }),
        _ => return Err(ParseMoveError::Lock),
    };
    let axis = Axis::ALL.get(a).copied().ok_or(ParseMoveError::Lock)?;
    let (fr, fc) = axis.forward().delta();
    (0..5u8)
        .find(|&k| {
            start.row as i16 + fr as i16 * k as i16 == square.row as i16
                && start.col as i16 + fc as i16 * k as i16 == square.col as i16
        })
        .map(|k| (a, k))
        .ok_or(ParseMoveError::Lock)
}

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
    /// any empty square, Minus on an opponent's unlocked chip (removed). The
    /// [`Lock`] names the windows that lock when the placement has more than
    /// one lock choice (N-R1), and is [`Lock::NONE`] otherwise.
    Play(Card, Coord, Lock),
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
            Move::Deal(c) | Move::Draw(c) | Move::Play(c, _, _) | Move::Dead(c) | Move::Discard(c) => Some(c),
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
            Move::Play(c, sq, lock) => {
                write!(f, "{c}@{sq}")?;
                for (axis, k) in lock.windows() {
                    match window_ends(*sq, axis, k) {
                        Some((x, y)) => write!(f, "/{x}-{y}")?,
                        None => f.write_str("/?")?,
                    }
                }
                Ok(())
            }
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
    /// A lock window is not `x-y` with the two ends of a 5-square line
    /// through the square, or is named twice.
    #[error("a lock window must be the two ends of a 5-square line through the square, each named once")]
    Lock,
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
        let (c, rest) = s.split_once('@').ok_or(ParseMoveError::UnknownForm)?;
        let mut parts = rest.split('/');
        let sq: Coord = parts.next().unwrap_or("").parse().map_err(ParseMoveError::Square)?;
        let card = card(c)?;
        let mut bits = 0u32;
        for w in parts {
            let (a, k) = parse_window(sq, w)?;
            let bit = 1u32 << (5 * a as u32 + k as u32);
            if bits & bit != 0 {
                return Err(ParseMoveError::Lock);
            }
            bits |= bit;
        }
        Ok(Move::Play(card, sq, Lock::from_bits(bits)))
    }
}

#[cfg(test)]
#[path = "tests/moves.rs"]
mod tests;
