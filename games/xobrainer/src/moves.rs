//! Moves, their notation, and why a move is refused.

use core::fmt;
use core::str::FromStr;

use board_core::Seat;
use board_core::grid::Coord;
use board_core::notation::{Scanner, SyntaxError};

use crate::piece::{Colour, Side};

/// The most legal moves any state of any valid config has: the capacity of
/// the game's [`board_core::Game::MoveList`].
///
/// Derivation (every valid state, reachable or not): at a side's decision
/// the moves are one `Place` per legal square, at most
/// [`MAX_SQUARES`](crate::MAX_SQUARES) = 16 x 16 = 256 (the line-up fixes the
/// piece, so a square is one move), then `Pass` only when no square is legal,
/// then `Timeout` with the TimeBomb variant: at most 256 + 1 = 257. A chance
/// node has at most [`DECK_SIZE`](crate::DECK_SIZE) = 25 card outcomes (or 2
/// lot sides, or 2 bag colours); between rounds there is one `NextRound` or
/// the next round's chance outcomes. `tests/suite/movelist.rs` builds the
/// densest decision (an empty 16 x 16 board with TimeBomb) and checks the
/// bound; the conformance check compares the list with the `Vec` listing at
/// every visited state. At 3 bytes a move the list is under 800 bytes.
pub const MAX_LEGAL_MOVES: usize = crate::MAX_SQUARES + 1;

/// A move: a decision of the side to act, or a chance outcome.
///
/// Notation (`Display`/`FromStr`, exact round-trip; parsing ignores letter
/// case and spaces around the move and its `:`, so `LOT : x` is `lot:X`):
///
/// | move | notation |
/// |---|---|
/// | place the next line-up piece on a square | `e5` (column letter, row from the top, 1-based); `(r,c)` for any 0-based pair |
/// | TimeBomb timeout (D4) | `timeout` |
/// | skip a piece with no legal square (D7) | `pass` |
/// | start the next round | `next` |
/// | chance: the opening lot names the first starter | `lot:X` |
/// | chance: Random bag draw of a colour | `draw:X:g`, `draw:O:r` |
/// | chance: Map card `i` (0-based deck index) | `map:X:7` |
/// | chance: seat `s` draws Mission card `i` (X-R2: one per player) | `mission:2:12` |
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Move {
    /// Place the side's next line-up piece on this square.
    Place(Coord),
    /// TimeBomb: the time ran out; the turn passes, the piece stays next
    /// (D4). In a team it uses up the turn of the member whose turn it was:
    /// the side's next turn goes to its next member (X-R9).
    Timeout,
    /// The next piece has no legal square: it is skipped (D7).
    Pass,
    /// Start the next round (when its set-up has no draw).
    NextRound,
    /// Chance: the opening lot; this side starts the first round.
    Lot(Side),
    /// Chance: this side draws a piece of this colour from its bag (Random).
    Draw(Side, Colour),
    /// Chance: this side draws Map card `i` (0-based deck index).
    MapCard(Side, u8),
    /// Chance: this seat (player) draws Mission card `i` (0-based deck
    /// index; X-R2: every player holds one).
    MissionCard(Seat, u8),
}

impl Move {
    /// Whether this is a chance outcome.
    pub const fn is_chance(&self) -> bool {
        matches!(
            self,
            Move::Lot(_) | Move::Draw(..) | Move::MapCard(..) | Move::MissionCard(..)
        )
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Move::Place(c) if c.col < 26 => write!(f, "{c}"),
            Move::Place(c) => write!(f, "({},{})", c.row, c.col),
            Move::Timeout => f.write_str("timeout"),
            Move::Pass => f.write_str("pass"),
            Move::NextRound => f.write_str("next"),
            Move::Lot(s) => write!(f, "lot:{s}"),
            Move::Draw(s, c) => write!(f, "draw:{s}:{}", c.letter()),
            Move::MapCard(s, i) => write!(f, "map:{s}:{i}"),
            Move::MissionCard(s, i) => write!(f, "mission:{}:{i}", s.0),
        }
    }
}

/// Why text is not a move (syntax; legality is [`MoveError`]): the column,
/// the token found and the form expected, e.g. `expected a side X or O at
/// column 5, found "Z"`.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ParseMoveError {
    /// The text does not have a move's form.
    #[error("{0}")]
    Syntax(SyntaxError),
}

impl From<SyntaxError> for ParseMoveError {
    fn from(e: SyntaxError) -> Self {
        ParseMoveError::Syntax(e)
    }
}

const MOVE: &str = "a move: a square like e5, timeout, pass, next, lot:X, draw:X:g, map:X:7 or mission:2:12";
const SIDE: &str = "a side X or O";
const CARD: &str = "a card number 0-24";

/// `:` with optional spaces around it.
fn colon(s: &mut Scanner<'_>) -> Result<(), SyntaxError> {
    s.skip_spaces();
    s.expect(':', "':'")?;
    s.skip_spaces();
    Ok(())
}

fn side(s: &mut Scanner<'_>) -> Result<Side, SyntaxError> {
    let at = s.clone();
    let word = s.take_while(|c| c.is_ascii_alphanumeric());
    let mut ch = word.text.chars();
    match (ch.next().and_then(Side::from_letter), ch.next()) {
        (Some(x), None) => Ok(x),
        _ => Err(at.error(SIDE)),
    }
}

fn colour(s: &mut Scanner<'_>) -> Result<Colour, SyntaxError> {
    let at = s.clone();
    let word = s.take_while(|c| c.is_ascii_alphanumeric());
    let mut ch = word.text.chars();
    match (ch.next().and_then(Colour::from_letter), ch.next()) {
        (Some(c), None) => Ok(c),
        _ => Err(at.error("a colour g or r")),
    }
}

/// The move after its leading spaces, up to the trailing ones.
fn parse_move(s: &mut Scanner<'_>) -> Result<Move, SyntaxError> {
    if s.eat('(') {
        // `(row,col)`, 0-based, for any square.
        s.skip_spaces();
        let row = s.number("a row number (0-based)")?;
        s.skip_spaces();
        s.expect(',', "','")?;
        s.skip_spaces();
        let col = s.number("a column number (0-based)")?;
        s.skip_spaces();
        s.expect(')', "')'")?;
        return Ok(Move::Place(Coord::new(row, col)));
    }
    let at = s.clone();
    let word = s.take_while(|c| c.is_ascii_alphanumeric());
    let is = |w: &str| word.text.eq_ignore_ascii_case(w);
    Ok(if is("timeout") {
        Move::Timeout
    } else if is("pass") {
        Move::Pass
    } else if is("next") {
        Move::NextRound
    } else if is("lot") {
        colon(s)?;
        Move::Lot(side(s)?)
    } else if is("draw") {
        colon(s)?;
        let x = side(s)?;
        colon(s)?;
        Move::Draw(x, colour(s)?)
    } else if is("map") {
        colon(s)?;
        let x = side(s)?;
        colon(s)?;
        Move::MapCard(x, s.number(CARD)?)
    } else if is("mission") {
        colon(s)?;
        let seat = s.number("a seat number")?;
        colon(s)?;
        Move::MissionCard(Seat(seat), s.number(CARD)?)
    } else {
        // A square like e5 (either case).
        match word.text.parse::<Coord>() {
            Ok(c) if word.text.starts_with(|c: char| c.is_ascii_alphabetic()) => Move::Place(c),
            _ => return Err(at.error(MOVE)),
        }
    })
}

impl FromStr for Move {
    type Err = ParseMoveError;
    /// Reads the move notation; letter case and spaces around the move and
    /// its `:` do not matter (`Lot : x` is `lot:X`).
    ///
    /// # Errors
    /// [`ParseMoveError::Syntax`] naming the column, the token and the form
    /// expected.
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let mut s = Scanner::new(text);
        while s.peek().is_some_and(char::is_whitespace) {
            s.next_char();
        }
        let mv = parse_move(&mut s)?;
        while s.peek().is_some_and(char::is_whitespace) {
            s.next_char();
        }
        s.end("the end of the move")?;
        Ok(mv)
    }
}

/// The chance event due at a chance node.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ChanceEvent {
    /// The opening lot (spec §6).
    Lot,
    /// This side's Map card (spec §7).
    MapCard(Side),
    /// This seat's Mission card (spec §7, X-R2: one per player, in seat order).
    MissionCard(Seat),
    /// A Random bag draw for this side (spec §2).
    BagDraw(Side),
}

impl fmt::Display for ChanceEvent {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ChanceEvent::Lot => f.write_str("the opening lot"),
            ChanceEvent::MapCard(s) => write!(f, "{s}'s map card"),
            ChanceEvent::MissionCard(s) => write!(f, "seat {}'s mission card", s.0),
            ChanceEvent::BagDraw(s) => write!(f, "a bag draw for {s}"),
        }
    }
}

/// Why `apply` refused a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MoveError {
    /// The game (match) is over.
    #[error("the game is over")]
    GameOver,
    /// A chance outcome is due, not a decision.
    #[error("{0} is due")]
    ChanceDue(ChanceEvent),
    /// A chance outcome was given where a side decides.
    #[error("no chance outcome is due: a seat decides")]
    NotChanceNode,
    /// A chance outcome of the wrong kind or side (carries the event due).
    #[error("wrong chance outcome: {0} is due")]
    WrongChanceOutcome(ChanceEvent),
    /// The seat given to [`crate::State::apply_as`] is not the one to act.
    #[error("not your turn")]
    NotYourTurn,
    /// A Mission card for a seat the match does not have.
    #[error("no such seat {}", .0.0)]
    NoSuchSeat(Seat),
    /// The square is off the board.
    #[error("square {0} is off the board")]
    OffBoard(Coord),
    /// The square already holds a piece.
    #[error("square {0} is occupied")]
    Occupied(Coord),
    /// A main-colour piece (green X, red O) on a knockout square.
    #[error("knockout square {0} needs an off-colour piece (red x or green o)")]
    KnockoutNeedsOffColour(Coord),
    /// `Timeout` without the TimeBomb variant.
    #[error("timeout needs the timebomb variant")]
    NoTimeBomb,
    /// `Pass` while the next piece has a legal square.
    #[error("cannot pass: the piece has a legal square")]
    CannotPass,
    /// The side to act has no piece (never in a valid state).
    #[error("no piece to place")]
    NoPiece,
    /// `NextRound` while the round runs.
    #[error("the round is still running")]
    RoundNotOver,
    /// A placement after the round ended.
    #[error("the round is over: start the next one")]
    RoundOver,
    /// A card index outside the deck.
    #[error("card {0} is not in the deck")]
    NoSuchCard(u8),
    /// The card was already drawn this round (X-R1: one deck, no
    /// replacement within a round).
    #[error("card {0} was already drawn this round")]
    CardTaken(u8),
    /// A Map card that shares a square with the other side's (D5: redrawn).
    #[error("map card {0} collides with the other map card")]
    CardCollides(u8),
    /// A bag draw of a colour the bag no longer holds.
    #[error("no {1} piece left in {0}'s bag")]
    EmptyBag(Side, Colour),
}

#[cfg(test)]
#[path = "tests/moves.rs"]
mod tests;
