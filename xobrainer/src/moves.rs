//! Moves, their notation, and why a move is refused.

use core::fmt;
use core::str::FromStr;

use board_core::Seat;
use board_core::grid::{Coord, ParseCoordError};

use crate::piece::{Colour, Side};

/// A move: a decision of the side to act, or a chance outcome.
///
/// Notation (`Display`/`FromStr`, exact round-trip):
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
    /// TimeBomb: the time ran out; the turn passes, the piece stays next.
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

/// Why text is not a move (syntax; legality is [`MoveError`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParseMoveError {
    /// Empty text.
    #[error("empty move")]
    Empty,
    /// Not a known move word.
    #[error("unknown move")]
    Unknown,
    /// A malformed square.
    #[error("bad square: {0}")]
    Square(ParseCoordError),
    /// A side other than `X`/`O`.
    #[error("side must be X or O")]
    Side,
    /// A colour other than `g`/`r`.
    #[error("colour must be g or r")]
    Colour,
    /// A card number that is not 0-255.
    #[error("card must be a number 0-255")]
    Card,
    /// A seat number that is not 0-255.
    #[error("seat must be a number 0-255")]
    Seat,
}

fn side(s: &str) -> Result<Side, ParseMoveError> {
    let mut ch = s.chars();
    match (ch.next().and_then(Side::from_letter), ch.next()) {
        (Some(x), None) => Ok(x),
        _ => Err(ParseMoveError::Side),
    }
}

fn card(s: &str) -> Result<u8, ParseMoveError> {
    if s.is_empty() || !s.bytes().all(|b| b.is_ascii_digit()) || (s.len() > 1 && s.starts_with('0')) {
        return Err(ParseMoveError::Card);
    }
    s.parse().map_err(|_| ParseMoveError::Card)
}

impl FromStr for Move {
    type Err = ParseMoveError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let s = s.trim();
        if s.is_empty() {
            return Err(ParseMoveError::Empty);
        }
        match s {
            "timeout" => return Ok(Move::Timeout),
            "pass" => return Ok(Move::Pass),
            "next" => return Ok(Move::NextRound),
            _ => {}
        }
        if let Some(inner) = s.strip_prefix('(').and_then(|r| r.strip_suffix(')')) {
            let (r, c) = inner
                .split_once(',')
                .ok_or(ParseMoveError::Square(ParseCoordError::BadRow))?;
            let r = card(r.trim()).map_err(|_| ParseMoveError::Square(ParseCoordError::BadRow))?;
            let c = card(c.trim()).map_err(|_| ParseMoveError::Square(ParseCoordError::BadColumn))?;
            return Ok(Move::Place(Coord::new(r, c)));
        }
        let mut parts = s.split(':');
        let head = parts.next().unwrap_or_default();
        let (a, b, rest) = (parts.next(), parts.next(), parts.next());
        if rest.is_some() {
            return Err(ParseMoveError::Unknown);
        }
        match (head, a, b) {
            ("lot", Some(x), None) => Ok(Move::Lot(side(x)?)),
            ("draw", Some(x), Some(c)) => {
                let mut ch = c.chars();
                match (ch.next().and_then(Colour::from_letter), ch.next()) {
                    (Some(col), None) => Ok(Move::Draw(side(x)?, col)),
                    _ => Err(ParseMoveError::Colour),
                }
            }
            ("map", Some(x), Some(i)) => Ok(Move::MapCard(side(x)?, card(i)?)),
            ("mission", Some(x), Some(i)) => Ok(Move::MissionCard(
                Seat(card(x).map_err(|_| ParseMoveError::Seat)?),
                card(i)?,
            )),
            (h, None, None)
                if h.starts_with(|c: char| c.is_ascii_alphabetic())
                    && h.get(1..).is_some_and(|r| r.bytes().all(|b| b.is_ascii_digit())) =>
            {
                h.parse::<Coord>().map(Move::Place).map_err(ParseMoveError::Square)
            }
            _ => Err(ParseMoveError::Unknown),
        }
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
    /// The match is over.
    #[error("the match is over")]
    MatchOver,
    /// A chance outcome is due, not a decision.
    #[error("{0} is due")]
    ChanceDue(ChanceEvent),
    /// A chance outcome was given where a side decides.
    #[error("no chance outcome is due")]
    NotChance,
    /// A chance outcome of the wrong kind or side.
    #[error("wrong chance outcome: {0} is due")]
    WrongChance(ChanceEvent),
    /// The seat given to [`crate::State::apply_as`] is not the one to act.
    #[error("not your turn")]
    NotYourTurn,
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
