//! The move type and its notation (spec section 7).
//!
//! | move | notation | who |
//! |---|---|---|
//! | deal a card to the seat being dealt to | `deal:7+5` | chance |
//! | draw a card for the seat | `draw:7+5` | chance |
//! | shuffle the discard piles into a new draw pile | `shuffle` | chance |
//! | play a card on a square (equation, Plus, Minus) | `7+5@c3`, `PLUS@d4`, `MINUS@e5` | seat |
//! | a placement with a lock choice (N-R1) | `7+5@c3/c3-g3`, `7+7@f2/b2-f2/f2-j2` | seat |
//! | dead-card swap | `DEAD 9-2` | seat |
//! | discard without placing (D4) | `DISCARD 7+5` | seat |
//!
//! Squares are `c3` style: column letter `a`-`j` from the left, row 1-10
//! from the top (board-core's [`Coord`] notation); a square past column `z`
//! is written and read `(row,col)` with 0-based numbers, and a window end
//! off the grid (a [`Lock`] moved to a square where its window does not
//! fit) `(row,col)` with a negative number, so that `Display` writes only
//! what `FromStr` reads back, for every move that can be built
//! (such moves are never legal). Chance moves follow the
//! workspace's `kind:outcome` pattern with a lower-case kind.
//!
//! Reading is forgiving, because people type moves: keywords, card names
//! and squares in any letter case, spaces before and after the move, and
//! between a keyword and its card either `:` or spaces (so the older
//! `DEAL 7+5` reads too). `Display` writes the one canonical form above,
//! and `Display` then `FromStr` gives the move back. A syntax error is a
//! [`ParseMoveError`] naming the column, the token found and the form
//! expected; whether the card or square exists is for `apply` to say
//! ([`crate::MoveError::UnknownCard`], [`crate::MoveError::OffBoard`]).
//!
//! A lock choice (spec section 3, N-R1) lists, after the square, every
//! window that locks, each by its two ends (`c3-g3`; either end first when
//! reading). It is written only when the placement has more than one lock
//! choice; `Display` lists the windows by axis (row, column, diagonal,
//! anti-diagonal), then by start, each end nearest the top-left first.

use core::fmt;
use core::str::FromStr;

use alloc::vec::Vec;

use board_core::Seat;
use board_core::grid::{Axis, Coord};
use board_core::notation::{Scanner, SyntaxError};

use crate::card::Card;

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

/// The two ends of window `k` along `axis` through `square` as signed
/// `(row, col)` pairs, the end nearest the top-left first. An end may lie
/// off every board (a negative row, for example) when the window does not
/// fit the grid; [`window_ends`] keeps only the windows that do.
fn window_points(square: Coord, axis: Axis, k: u8) -> (Point, Point) {
    let (dr, dc) = axis.forward().delta();
    let at = |steps: i16| -> Point {
        (
            square.row as i16 + dr as i16 * steps,
            square.col as i16 + dc as i16 * steps,
        )
    };
    let start = at(-(k as i16));
    let end = at(4 - k as i16);
    if start <= end { (start, end) } else { (end, start) }
}

/// A window end as a signed `(row, col)`: a [`Coord`], or a point off
/// every grid (a [`Lock`] moved to a square where its window
/// does not fit still prints, and reads back).
pub(crate) type Point = (i16, i16);

fn coord_of(p: Point) -> Option<Coord> {
    Some(Coord::new(u8::try_from(p.0).ok()?, u8::try_from(p.1).ok()?))
}

/// The two ends of window `k` along `axis` through `square`, the end
/// nearest the top-left first; `None` if an end is off every board.
fn window_ends(square: Coord, axis: Axis, k: u8) -> Option<(Coord, Coord)> {
    let (x, y) = window_points(square, axis, k);
    Some((coord_of(x)?, coord_of(y)?))
}

/// Writes a window end: its square's notation (`c3`, or `(0,26)` past
/// column `z`), or `(row,col)` with a negative number off the grid.
fn write_point(f: &mut fmt::Formatter<'_>, p: Point) -> fmt::Result {
    match coord_of(p) {
        Some(c) => write!(f, "{c}"),
        None => write!(f, "({},{})", p.0, p.1),
    }
}

/// The window through `square` with ends `x` and `y` (either first): its
/// axis index and `k`; `None` if it is not a 5-square line through `square`.
fn window_through(square: Coord, x: Point, y: Point) -> Option<(usize, u8)> {
    let dr = y.0 - x.0;
    let dc = y.1 - x.1;
    let (a, start) = match (dr, dc) {
        (0, 4 | -4) => (0, if dc > 0 { x } else { y }),
        (4 | -4, 0) => (1, if dr > 0 { x } else { y }),
        (4, 4) | (-4, -4) => (2, if dr > 0 { x } else { y }),
        (4, -4) | (-4, 4) => (3, if dc > 0 { x } else { y }),
        _ => return None,
    };
    let axis = Axis::ALL.get(a).copied()?;
    let (fr, fc) = axis.forward().delta();
    (0..5u8)
        .find(|&k| {
            start.0 + fr as i16 * k as i16 == square.row as i16 && start.1 + fc as i16 * k as i16 == square.col as i16
        })
        .map(|k| (a, k))
}

/// The lock with the windows `ends` (each by its two signed ends, off the
/// grid included) through `square`.
///
/// # Errors
/// The first pair that is not a 5-square line through `square`, or that is
/// named twice, as `Err((index, twice))`.
pub(crate) fn lock_from_points(square: Coord, ends: &[(Point, Point)]) -> Result<Lock, (usize, bool)> {
    let mut bits = 0u32;
    for (i, &(x, y)) in ends.iter().enumerate() {
        let (a, k) = window_through(square, x, y).ok_or((i, false))?;
        let bit = 1u32 << (5 * a as u32 + k as u32);
        if bits & bit != 0 {
            return Err((i, true));
        }
        bits |= bit;
    }
    Ok(Lock::from_bits(bits))
}

/// A window end in notation: `c3`, or `(row,col)` (see [`write_point`]).
#[cfg(feature = "serde")]
pub(crate) fn point_text(p: Point) -> alloc::string::String {
    struct Shown(Point);
    impl fmt::Display for Shown {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            write_point(f, self.0)
        }
    }
    alloc::format!("{}", Shown(p))
}

/// A window end read from the whole of `text` (`c3` or `(row,col)`).
#[cfg(feature = "serde")]
pub(crate) fn parse_point(text: &str) -> Option<Point> {
    let mut sc = Scanner::new(text);
    let p = point(&mut sc).ok()?;
    sc.is_done().then_some(p)
}

impl Lock {
    /// The windows named through `square`, each by its two signed ends
    /// (off the grid when the window does not fit), in notation order.
    #[cfg(feature = "serde")]
    pub(crate) fn points(self, square: Coord) -> impl Iterator<Item = (Point, Point)> {
        self.windows().map(move |(axis, k)| window_points(square, axis, k))
    }

    /// The windows named through `square`, each by its two ends, the end
    /// nearest the top-left first, in notation order.
    pub fn ends(self, square: Coord) -> impl Iterator<Item = (Coord, Coord)> {
        self.windows().filter_map(move |(axis, k)| window_ends(square, axis, k))
    }
}

/// A bound on the legal moves of any state of any valid config,
/// too large for a list on the stack: numseq's
/// [`board_core::Game::MoveList`] keeps [`INLINE_MOVES`] inline and grows
/// on the heap only beyond them.
///
/// Derivation: a seat's moves are, per distinct card kind in hand (at most
/// [`MAX_HAND`](crate::MAX_HAND) = 8), one `Play` per target square (at
/// most [`Layout`](crate::Layout)'s 128 squares) and lock choice (N-R1: per
/// axis at most 4 choices, the two end windows together or one of at most 4
/// single windows, so at most 4^4 = 256 per square), plus one `Dead`; or, when
/// none of these exists, one `Discard` per kind. A chance node has one outcome
/// per card kind (at most 128) or the shuffle. So at most
/// 8 x (128 x 256 + 1) = 262,152 moves, 4 MiB at 16 bytes a move.
pub const MAX_LEGAL_MOVES: usize = crate::MAX_HAND * (crate::layout::MAX_SQUARES * 256 + 1);

/// The moves numseq's [`board_core::Game::MoveList`] holds without the heap.
///
/// Play reaches far fewer than [`MAX_LEGAL_MOVES`]: the most in the seeded
/// play-outs of both presets at 2 to 12 players is 202 (cards that go on any
/// empty square or any opponent chip make the long lists; lock choices are
/// rare), and `tests/suite/movelist.rs` checks that they stay within half of
/// 512 and never spill. A state with more moves spills to the heap and stays
/// correct: no move is lost and nothing panics. 512 moves of 16 bytes are
/// 8 KiB on the stack.
pub const INLINE_MOVES: usize = 512;

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
            Move::Deal(c) => write!(f, "deal:{c}"),
            Move::Draw(c) => write!(f, "draw:{c}"),
            Move::Shuffle => f.write_str("shuffle"),
            Move::Play(c, sq, lock) => {
                write!(f, "{c}@{sq}")?;
                for (axis, k) in lock.windows() {
                    let (x, y) = window_points(*sq, axis, k);
                    f.write_str("/")?;
                    write_point(f, x)?;
                    f.write_str("-")?;
                    write_point(f, y)?;
                }
                Ok(())
            }
            Move::Dead(c) => write!(f, "DEAD {c}"),
            Move::Discard(c) => write!(f, "DISCARD {c}"),
        }
    }
}

/// Why `apply` (or [`State::check_move`](crate::State::check_move)) refused a move. Every variant that
/// concerns a card or a square names it, so the text says which.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
pub enum MoveError {
    /// The game is over.
    #[error("the game is over")]
    GameOver,
    /// A seat's move where chance acts (a deal, a draw or the shuffle is due).
    #[error("chance acts here ({due} is due), not a seat")]
    ChanceDue {
        /// The chance outcome due: `"a deal"`, `"a draw"` or `"the shuffle"`.
        due: &'static str,
    },
    /// A chance outcome where a seat decides.
    #[error("not a chance node: {seat} is to play")]
    NotChanceNode {
        /// The seat to play.
        seat: Seat,
    },
    /// A chance outcome of the wrong kind (a draw during the deal, a draw
    /// when the pile must be shuffled, ...).
    #[error("{outcome} is not an outcome of this chance node ({due} is due)")]
    WrongChanceOutcome {
        /// The outcome given.
        outcome: Move,
        /// The chance outcome due: `"a deal"`, `"a draw"` or `"the shuffle"`.
        due: &'static str,
    },
    /// The deck holds no such card.
    #[error("no card {card} in this deck")]
    UnknownCard {
        /// The card named.
        card: Card,
    },
    /// The card is not in the draw pile (a deal or draw of it).
    #[error("no {card} left in the draw pile")]
    NotInPile {
        /// The card named.
        card: Card,
    },
    /// The card is not in the hand of the seat to act.
    #[error("{card} is not in the hand of {seat}")]
    NotInHand {
        /// The card named.
        card: Card,
        /// The seat to play.
        seat: Seat,
    },
    /// The square is off the board.
    #[error("no such square {square} on this board")]
    OffBoard {
        /// The square named.
        square: Coord,
    },
    /// A free corner never takes a chip and has none to remove.
    #[error("{square} is a free corner: no chip goes there or leaves it")]
    Corner {
        /// The corner named.
        square: Coord,
    },
    /// The square does not show the card's answer.
    #[error("{square} does not show the answer of {card}")]
    WrongSquare {
        /// The equation card.
        card: Card,
        /// The square named.
        square: Coord,
    },
    /// The square already holds a chip.
    #[error("{square} already holds a chip")]
    Occupied {
        /// The square named.
        square: Coord,
    },
    /// Minus on an empty square.
    #[error("no chip on {square} to remove")]
    NoChip {
        /// The square named.
        square: Coord,
    },
    /// Minus on the seat's own side's chip (its own or a teammate's).
    #[error("the chip on {square} is the seat's own side's")]
    OwnChip {
        /// The square named.
        square: Coord,
    },
    /// Minus on a chip of a completed SEQUENCE.
    #[error("the chip on {square} is locked in a SEQUENCE")]
    Locked {
        /// The square named.
        square: Coord,
    },
    /// The dead-card swap names a card that is not dead (one of its squares
    /// is empty, or it is not an equation card).
    #[error("{card} is not a dead card")]
    NotDead {
        /// The card named.
        card: Card,
    },
    /// The dead-card swap was used already this turn.
    #[error("the dead-card swap was used already this turn")]
    SwapUsed,
    /// D4's discard while a placement, removal or swap is possible.
    #[error("a discard without playing is allowed only when no other move is legal (D4)")]
    DiscardNotAllowed,
    /// The placement completes SEQUENCEs in more than one way: the move must
    /// name the windows that lock (N-R1), as the legal moves do.
    #[error("a chip on {square} can lock more than one set of windows: name the windows that lock")]
    LockChoiceNeeded {
        /// The square named.
        square: Coord,
    },
    /// The named windows are not one of the placement's lock choices (or
    /// the placement has only one, or the card removes a chip).
    #[error("the named windows are not a lock choice of a chip on {square}")]
    BadLock {
        /// The square named.
        square: Coord,
    },
}

/// Why text is not a move (a syntax error; legality is [`crate::MoveError`]).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParseMoveError {
    /// The text does not have a move's form: a
    /// [`board_core::notation::SyntaxError`] naming the column, the token
    /// found and the form expected.
    #[error("{0}")]
    Syntax(SyntaxError),
    /// A lock window is well-formed but not a 5-square line through the
    /// placed square.
    #[error("{from}-{to} at column {column} is not a 5-square line through {square}")]
    NotAWindow {
        /// One end as written.
        from: Coord,
        /// The other end.
        to: Coord,
        /// The placed square.
        square: Coord,
        /// 1-based column of the window.
        column: usize,
    },
    /// A lock window named twice.
    #[error("window {from}-{to} at column {column} is named twice")]
    RepeatedWindow {
        /// One end as written.
        from: Coord,
        /// The other end.
        to: Coord,
        /// 1-based column of the second naming.
        column: usize,
    },
}

impl From<SyntaxError> for ParseMoveError {
    fn from(e: SyntaxError) -> Self {
        ParseMoveError::Syntax(e)
    }
}

const MOVE_FORM: &str = "a move like 7+5@c3, PLUS@d4, MINUS@e5, DEAD 9-2, DISCARD 7+5, deal:7+5, draw:7+5 or shuffle";
const CARD_FORM: &str = "a card name like 7+5, PLUS or 7H";
const SQUARE_FORM: &str = "a square like c3";

fn card(sc: &mut Scanner<'_>) -> Result<Card, SyntaxError> {
    let token = sc.take_while(crate::card::is_card_char);
    Card::new(token.text).map_err(|_| token.error(CARD_FORM))
}

fn square(sc: &mut Scanner<'_>) -> Result<Coord, SyntaxError> {
    let at = sc.clone();
    let p = point(sc)?;
    coord_of(p).ok_or_else(|| at.error(SQUARE_FORM))
}

/// A square `c3` or `(row,col)` (0-based numbers, the form [`Coord`]
/// prints past column `z`; a window end may have a negative number, the
/// form `Display` writes for a window that does not fit the grid).
fn point(sc: &mut Scanner<'_>) -> Result<Point, SyntaxError> {
    if sc.peek() == Some('(') {
        let at = sc.clone();
        let signed = |sc: &mut Scanner<'_>| -> Result<i16, SyntaxError> {
            let negative = sc.eat('-');
            let n: i16 = sc.number(SQUARE_FORM)?;
            Ok(if negative { -n } else { n })
        };
        let read = |sc: &mut Scanner<'_>| -> Result<Point, SyntaxError> {
            sc.expect('(', SQUARE_FORM)?;
            let row = signed(sc)?;
            sc.expect(',', "',' between the row and the column, like (0,26)")?;
            let col = signed(sc)?;
            sc.expect(')', "')' after the column, like (0,26)")?;
            Ok((row, col))
        };
        return read(sc).map_err(|e| {
            if e.column == at.column() {
                at.error(SQUARE_FORM)
            } else {
                e
            }
        });
    }
    let token = sc.take_while(|c| c.is_ascii_alphanumeric());
    if token.text.is_empty() {
        return Err(sc.error(SQUARE_FORM));
    }
    match token.text.bytes().next() {
        Some(b'a'..=b'z' | b'A'..=b'Z') => token
            .text
            .parse::<Coord>()
            .map(|c| (c.row as i16, c.col as i16))
            .map_err(|_| token.error(SQUARE_FORM)),
        _ => Err(token.error(SQUARE_FORM)),
    }
}

fn skip_whitespace(sc: &mut Scanner<'_>) {
    while sc.peek().is_some_and(char::is_whitespace) {
        sc.next_char();
    }
}

impl FromStr for Move {
    type Err = ParseMoveError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let mut sc = Scanner::new(s);
        skip_whitespace(&mut sc);
        if sc.is_done() {
            return Err(sc.error(MOVE_FORM).into());
        }
        let start = sc.clone();
        let word = sc.take_while(|c| c.is_ascii_alphabetic());
        let keyword = [
            ("deal", Move::Deal as fn(Card) -> Move),
            ("draw", Move::Draw),
            ("dead", Move::Dead),
            ("discard", Move::Discard),
        ]
        .into_iter()
        .find(|(k, _)| word.text.eq_ignore_ascii_case(k));
        let mv = match (keyword, sc.peek()) {
            (Some((_, make)), Some(c)) if c == ':' || c.is_whitespace() => {
                if !sc.eat(':') {
                    skip_whitespace(&mut sc);
                }
                make(card(&mut sc)?)
            }
            _ if word.text.eq_ignore_ascii_case("shuffle") && sc.peek().is_none_or(char::is_whitespace) => {
                Move::Shuffle
            }
            _ => {
                sc = start;
                let c = card(&mut sc)?;
                sc.expect('@', "'@' and a square after the card (or a move like deal:7+5)")?;
                let sq = square(&mut sc)?;
                let mut ends = Vec::new();
                let mut columns = Vec::new();
                let mut texts = Vec::new();
                while sc.eat('/') {
                    columns.push(sc.column());
                    let rest = sc.rest();
                    let x = point(&mut sc)?;
                    sc.expect('-', "'-' and the window's other end, like b2-f2")?;
                    let y = point(&mut sc)?;
                    ends.push((x, y));
                    texts.push(rest.get(..rest.len() - sc.rest().len()).unwrap_or(""));
                }
                let lock = lock_from_points(sq, &ends).map_err(|(i, twice)| {
                    let column = columns.get(i).copied().unwrap_or(0);
                    let (from, to) = match ends.get(i) {
                        Some(&(x, y)) => (coord_of(x), coord_of(y)),
                        None => (None, None),
                    };
                    let (Some(from), Some(to)) = (from, to) else {
                        return ParseMoveError::Syntax(SyntaxError::new(
                            column,
                            texts.get(i).copied().unwrap_or(""),
                            "a window of 5 squares through the placed square",
                        ));
                    };
                    if twice {
                        ParseMoveError::RepeatedWindow { from, to, column }
                    } else {
                        ParseMoveError::NotAWindow {
                            from,
                            to,
                            square: sq,
                            column,
                        }
                    }
                })?;
                Move::Play(c, sq, lock)
            }
        };
        skip_whitespace(&mut sc);
        sc.end("the end of the move")?;
        Ok(mv)
    }
}

#[cfg(test)]
#[path = "tests/moves.rs"]
mod tests;
