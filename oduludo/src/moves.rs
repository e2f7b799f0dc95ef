//! Moves (each an explicit decision or chance outcome), their notation and
//! the errors of `apply`.

use core::fmt;
use core::str::FromStr;

use crate::colour::{Colour, PawnKind};

/// A square a group moves from: absolute ring index or the mover's own path.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Square {
    /// Ring square `0..52` (`r17`).
    Ring(u8),
    /// Square `0..path_len` of the mover's own coloured path (`p3`).
    Path(u8),
}

/// The Queen's choice on a Sun.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SunDir {
    /// Jump to the next Sun along the route (`sun fwd`).
    Forward,
    /// Jump to the previous Sun (`sun back`).
    Back,
}

/// A move: a seat's decision or a chance outcome. Notation in brackets.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    /// Chance: this colour starts the first round (`start G`).
    Start(Colour),
    /// Chance: the ordinary die shows 1-6 (`roll 4`).
    Roll(u8),
    /// Bring a pawn of this kind from the spaceship to the own Moon (`enter Q`).
    Enter(PawnKind),
    /// Move the own group on `from` by `dist` (the roll), forward (`r17+4`)
    /// or backward for a group holding the Queen (`r17-4`).
    Step {
        /// Where the group stands.
        from: Square,
        /// The roll.
        dist: u8,
        /// Backward (Queen) rather than forward.
        back: bool,
    },
    /// The Queen's Sun direction (`sun fwd`, `sun back`).
    Sun(SunDir),
    /// Send the taken group back to its spaceship (`sendback`).
    SendBack,
    /// Kidnap the taken group (`kidnap`).
    Kidnap,
    /// Roll the ODULUDO die or not (`odulo yes`, `odulo no`).
    Odulo(bool),
    /// Chance: the ODULUDO die shows face 1-6 (`face 3`).
    Face(u8),
    /// Spend the roll without moving (`pass`).
    Pass,
    /// Last Pawn: start the next round (`next`).
    NextRound,
}

/// Why `apply` refused a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
pub enum MoveError {
    /// The game is over.
    #[error("game over")]
    GameOver,
    /// A chance outcome was given where a seat decides.
    #[error("a seat decides here, not chance")]
    NotChanceNode,
    /// A seat's decision was given at a chance node.
    #[error("chance decides here")]
    ChanceNode,
    /// The move answers a different pending decision.
    #[error("move does not answer the pending decision")]
    WrongDecision,
    /// A die or face value outside 1-6, or a non-player colour.
    #[error("value out of range")]
    OutOfRange,
    /// The step distance is not the roll.
    #[error("distance differs from the roll")]
    WrongDistance,
    /// Entering needs a roll of 1 or 6.
    #[error("entering needs a 1 or a 6")]
    EnterNeedsOneOrSix,
    /// No pawn of that kind is on the spaceship.
    #[error("no such pawn on the spaceship")]
    NotOnShip,
    /// An opponent stands on the own Moon.
    #[error("own moon is held by an opponent")]
    MoonBlocked,
    /// No own free pawn stands on that square.
    #[error("no own group there")]
    NoGroup,
    /// Only the Queen moves backward, and only as her group's only own pawn
    /// (prisoners ride along): a stack holding the King or a Soldier moves
    /// forward only (spec section 1, O-R2).
    #[error("only the queen moves backward")]
    NotQueen,
    /// A backward move would leave the ring or pass the own Moon.
    #[error("backward move leaves the ring or passes the own moon")]
    PastOwnMoon,
    /// The move would end on an opponent on a safe square.
    #[error("opponent on a safe square")]
    SafeSquare,
    /// The opposing group is larger than the moving group (D3).
    #[error("opposing group is larger")]
    GroupTooLarge,
    /// The King may only reach Earth last.
    #[error("king must reach earth last")]
    KingNotLast,
    /// A pawn on an opponent's Moon must be moved (it can be).
    #[error("the pawn on an opponent's moon must move")]
    MustMoveMoonPawn,
    /// The roll must be used (D1) because a legal move exists.
    #[error("a legal move exists; the roll must be used")]
    MustUseRoll,
    /// No previous Sun on the route for the Queen's backward jump.
    #[error("no previous sun on the route")]
    NoPreviousSun,
}

/// Why move text could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("cannot read move {0:?}")]
pub struct ParseMoveError(pub alloc::string::String);

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Square::Ring(r) => write!(f, "r{r}"),
            Square::Path(p) => write!(f, "p{p}"),
        }
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Move::Start(c) => write!(f, "start {}", c.letter()),
            Move::Roll(n) => write!(f, "roll {n}"),
            Move::Enter(k) => write!(f, "enter {}", k.letter()),
            Move::Step { from, dist, back } => write!(f, "{from}{}{dist}", if back { '-' } else { '+' }),
            Move::Sun(SunDir::Forward) => f.write_str("sun fwd"),
            Move::Sun(SunDir::Back) => f.write_str("sun back"),
            Move::SendBack => f.write_str("sendback"),
            Move::Kidnap => f.write_str("kidnap"),
            Move::Odulo(true) => f.write_str("odulo yes"),
            Move::Odulo(false) => f.write_str("odulo no"),
            Move::Face(n) => write!(f, "face {n}"),
            Move::Pass => f.write_str("pass"),
            Move::NextRound => f.write_str("next"),
        }
    }
}

fn small(s: &str) -> Option<u8> {
    if s.is_empty() || s.len() > 3 || !s.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    s.parse().ok()
}

impl FromStr for Move {
    type Err = ParseMoveError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let err = || ParseMoveError(s.into());
        let t = s.trim();
        let mut words = t.split_whitespace();
        let (Some(a), b, None) = (words.next(), words.next(), words.next()) else {
            return Err(err());
        };
        let one_char = |w: Option<&str>| -> Option<char> {
            let w = w?;
            let mut cs = w.chars();
            let c = cs.next()?;
            cs.next().is_none().then_some(c)
        };
        let mv = match (a, b) {
            ("start", w) => Move::Start(one_char(w).and_then(Colour::from_letter).ok_or_else(err)?),
            ("roll", Some(n)) => Move::Roll(small(n).ok_or_else(err)?),
            ("face", Some(n)) => Move::Face(small(n).ok_or_else(err)?),
            ("enter", w) => Move::Enter(one_char(w).and_then(PawnKind::from_letter).ok_or_else(err)?),
            ("sun", Some("fwd")) => Move::Sun(SunDir::Forward),
            ("sun", Some("back")) => Move::Sun(SunDir::Back),
            ("sendback", None) => Move::SendBack,
            ("kidnap", None) => Move::Kidnap,
            ("odulo", Some("yes")) => Move::Odulo(true),
            ("odulo", Some("no")) => Move::Odulo(false),
            ("pass", None) => Move::Pass,
            ("next", None) => Move::NextRound,
            (w, None) => {
                let (sq, back, rest) = if let Some((x, y)) = w.split_once('+') {
                    (x, false, y)
                } else if let Some((x, y)) = w.split_once('-') {
                    (x, true, y)
                } else {
                    return Err(err());
                };
                let dist = small(rest).ok_or_else(err)?;
                let from = if let Some(n) = sq.strip_prefix('r') {
                    Square::Ring(small(n).ok_or_else(err)?)
                } else if let Some(n) = sq.strip_prefix('p') {
                    Square::Path(small(n).ok_or_else(err)?)
                } else {
                    return Err(err());
                };
                Move::Step { from, dist, back }
            }
            _ => return Err(err()),
        };
        Ok(mv)
    }
}

#[cfg(test)]
#[path = "tests/moves.rs"]
mod tests;
