//! Moves (each an explicit decision or chance outcome), their notation and
//! the errors of `apply`.

use core::fmt;
use core::str::FromStr;

use board_core::notation::{Scanner, SyntaxError};

use crate::colour::{Colour, PawnKind};

/// A square a group moves from: absolute ring index or the mover's own path.
///
/// `Display` and `Debug` print the move notation (`r17`, `p3`); `FromStr`
/// reads it, ignoring letter case.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Square {
    /// Ring square `0..52` (`r17`).
    Ring(u8),
    /// Square `0..path_len` of the mover's own coloured path (`p3`).
    Path(u8),
}

/// The Queen's choice on a Sun.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub enum SunDir {
    /// Jump to the next Sun along the route (`sun fwd`).
    Forward,
    /// Jump to the previous Sun (`sun back`).
    Back,
}

/// The most legal moves any state of any valid config has: the capacity of
/// the game's [`board_core::Game::MoveList`].
///
/// Derivation: a decision node offers at most 3 `enter` moves, 2 steps
/// (forward, and back for a group with the Queen) for each of at most 5 own groups (one per
/// pawn), and `pass`: 3 + 2 x 5 + 1 = 14 (the move generator's own buffer has
/// the same capacity). A chance node has 6 die faces (`roll`, `face`) or at
/// most 4 colours (`start`). So 14, at most 4 bytes a move: under 64 bytes;
/// `tests/suite/movelist.rs` checks the largest lists of seeded play and the
/// conformance check compares the list with the `Vec` listing at every
/// visited state.
pub const MAX_LEGAL_MOVES: usize = {
    let decisions = 3 + 2 * crate::state::PAWNS + 1;
    if decisions > 6 { decisions } else { 6 }
};

/// A move: a seat's decision or a chance outcome. Notation in brackets
/// (what `Display` writes; `FromStr` also reads any letter case, spaces
/// around the parts, and the chance moves with a space for the colon).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    /// Chance: this colour starts the first round (`start:G`).
    Start(Colour),
    /// Chance: the ordinary die shows 1-6 (`roll:4`).
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
        /// Backward (a group with the Queen, O-R9) rather than forward.
        back: bool,
    },
    /// The Sun direction of a group with the Queen (`sun fwd`, `sun back`).
    Sun(SunDir),
    /// Send the taken group back to its spaceship (`sendback`).
    SendBack,
    /// Kidnap the taken group (`kidnap`).
    Kidnap,
    /// Roll the ODULUDO die or not (`odulo yes`, `odulo no`).
    Odulo(bool),
    /// Chance: the ODULUDO die shows face 1-6 (`face:3`).
    Face(u8),
    /// Spend the roll without moving (`pass`).
    Pass,
    /// Last Pawn: start the next round (`next`).
    NextRound,
}

/// Why `apply` (or [`crate::State::check_move`]) refused a move. The state
/// is never changed by a refused move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
pub enum MoveError {
    /// The game is over.
    #[error("the game is over")]
    GameOver,
    /// A chance outcome was given where a seat decides.
    #[error("a player decides here, not chance")]
    NotChanceNode,
    /// A seat's decision was given where chance acts.
    #[error("chance acts here: expected a chance outcome")]
    ChanceDue,
    /// A chance outcome of another kind than this chance node's (a `face:3`
    /// where the ordinary die is rolled, a `start:G` after the start).
    #[error("not an outcome of this chance node: expected {expected}")]
    WrongChanceOutcome {
        /// The outcomes this node has, e.g. `"roll:1 to roll:6"`.
        expected: &'static str,
    },
    /// `start:<colour>` names a colour that is not in this game.
    #[error("{0} is not in this game")]
    NotInPlay(Colour),
    /// A die face outside 1-6 (`roll:0`, `face:7`).
    #[error("no die face {0}: a die shows 1 to 6")]
    NoSuchFace(u8),
    /// The move answers a different pending decision.
    #[error("the move does not answer the pending decision: expected {expected}")]
    WrongDecision {
        /// The moves the pending decision takes, e.g. `"sendback or kidnap"`.
        expected: &'static str,
    },
    /// A step names a square the board does not have (`r99`, or `p7` on a
    /// 5-square path).
    #[error("no such square {0}")]
    NoSuchSquare(Square),
    /// The step distance is not the roll.
    #[error("the step must be the roll {roll}, not {distance}")]
    WrongDistance {
        /// The roll being used.
        roll: u8,
        /// The distance the move names.
        distance: u8,
    },
    /// Entering needs a roll of 1 or 6.
    #[error("entering needs a 1 or a 6")]
    EnterNeedsOneOrSix,
    /// No pawn of that kind is on the spaceship.
    #[error("no {0} on the spaceship")]
    NotOnShip(PawnKind),
    /// An opponent stands on the own Moon.
    #[error("the own moon is held by an opponent")]
    MoonBlocked,
    /// No own free pawn stands on that square.
    #[error("no own group on {0}")]
    NoGroup(Square),
    /// A backward step of a group without the Queen: such a group moves
    /// forward only; the Queen carries her stack backward, the King and
    /// Soldiers included (spec section 1, O-R9).
    #[error("a group without the queen moves forward only")]
    NotQueen,
    /// Under [`crate::config::BackwardRule::QueenAlone`] (revision 2's
    /// O-R2), a backward step of a stack holding the Queen with the King or
    /// a Soldier: only the Queen alone among her own pawns moves backward.
    #[error("only the queen alone moves backward (backward_rule queen-alone)")]
    QueenNotAlone,
    /// A backward move would leave the ring or pass the own Moon.
    #[error("a backward move may not leave the ring or pass the own moon")]
    PastOwnMoon,
    /// The move would end on an opponent on a safe square.
    #[error("an opponent stands on the safe square")]
    SafeSquare,
    /// The opposing group is larger than the moving group (D3).
    #[error("the opposing group is larger")]
    GroupTooLarge,
    /// The King may only reach Earth last.
    #[error("the king must reach earth last")]
    KingNotLast,
    /// A pawn on an opponent's Moon must be moved (it can be).
    #[error("the pawn on an opponent's moon must move")]
    MustMoveMoonPawn,
    /// The roll must be used (D1) because a legal move exists.
    #[error("a legal move exists; the roll must be used")]
    MustUseRoll,
    /// No previous Sun on the route for the backward jump.
    #[error("no previous sun on the route")]
    NoPreviousSun,
}

/// Why move text could not be read: a [`SyntaxError`] naming the column,
/// the token found and the form expected.
///
/// ```
/// let e = "rol:4".parse::<oduludo::Move>().unwrap_err();
/// assert_eq!(
///     e.to_string(),
///     "expected a move like roll:4, enter Q, r17+4, sun fwd, kidnap, odulo yes or pass at column 1, found \"rol\""
/// );
/// ```
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParseMoveError {
    /// The text does not have the move notation's form.
    #[error(transparent)]
    Syntax(#[from] SyntaxError),
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Square::Ring(r) => write!(f, "r{r}"),
            Square::Path(p) => write!(f, "p{p}"),
        }
    }
}

impl fmt::Debug for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Move::Start(c) => write!(f, "start:{}", c.letter()),
            Move::Roll(n) => write!(f, "roll:{n}"),
            Move::Enter(k) => write!(f, "enter {}", k.letter()),
            Move::Step { from, dist, back } => write!(f, "{from}{}{dist}", if back { '-' } else { '+' }),
            Move::Sun(SunDir::Forward) => f.write_str("sun fwd"),
            Move::Sun(SunDir::Back) => f.write_str("sun back"),
            Move::SendBack => f.write_str("sendback"),
            Move::Kidnap => f.write_str("kidnap"),
            Move::Odulo(true) => f.write_str("odulo yes"),
            Move::Odulo(false) => f.write_str("odulo no"),
            Move::Face(n) => write!(f, "face:{n}"),
            Move::Pass => f.write_str("pass"),
            Move::NextRound => f.write_str("next"),
        }
    }
}

const MOVE_FORM: &str = "a move like roll:4, enter Q, r17+4, sun fwd, kidnap, odulo yes or pass";
const SQUARE_FORM: &str = "a square like r17 or p3";

/// Skips ASCII spaces and tabs; whether any were skipped.
fn spaces(sc: &mut Scanner<'_>) -> bool {
    let before = sc.column();
    sc.skip_spaces();
    sc.column() != before
}

/// One letter (either case) mapped by `f`, or a syntax error naming `expected`.
fn letter<T>(sc: &mut Scanner<'_>, f: impl Fn(char) -> Option<T>, expected: &'static str) -> Result<T, SyntaxError> {
    let tok = sc.peek_token();
    let mut cs = tok.text.chars();
    match (cs.next(), cs.next()) {
        (Some(c), None) => match f(c.to_ascii_uppercase()) {
            Some(v) => {
                sc.next_char();
                Ok(v)
            }
            None => Err(tok.error(expected)),
        },
        _ => Err(sc.error(expected)),
    }
}

/// A square (`r17`, `p3`, either case) at the scanner.
fn square(sc: &mut Scanner<'_>) -> Result<Square, SyntaxError> {
    let start = sc.clone();
    let ring = if sc.eat_ignore_case("r") {
        true
    } else if sc.eat_ignore_case("p") {
        false
    } else {
        return Err(sc.error(SQUARE_FORM));
    };
    match sc.number::<u8>(SQUARE_FORM) {
        Ok(n) => Ok(if ring { Square::Ring(n) } else { Square::Path(n) }),
        Err(_) => Err(start.error(SQUARE_FORM)),
    }
}

/// The chance separator: `:` or spaces (either, with spaces around).
fn chance_sep(sc: &mut Scanner<'_>) {
    spaces(sc);
    if sc.eat(':') {
        spaces(sc);
    }
}

fn parse_move(sc: &mut Scanner<'_>) -> Result<Move, SyntaxError> {
    let word_start = sc.clone();
    let word = sc.take_while(|c| c.is_ascii_alphabetic());
    let is = |w: &str| word.text.eq_ignore_ascii_case(w);
    let mv = if is("start") {
        chance_sep(sc);
        Move::Start(letter(sc, Colour::from_letter, "a colour letter G, R, B or P")?)
    } else if is("roll") || is("face") {
        chance_sep(sc);
        let n = sc.number::<u8>("a die face 1-6")?;
        if is("roll") { Move::Roll(n) } else { Move::Face(n) }
    } else if is("enter") {
        if !spaces(sc) {
            return Err(sc.error("a space, then a pawn letter K, Q or S"));
        }
        Move::Enter(letter(sc, PawnKind::from_letter, "a pawn letter K, Q or S")?)
    } else if is("sun") {
        spaces(sc);
        let tok = sc.take_while(|c| c.is_ascii_alphabetic());
        if tok.text.eq_ignore_ascii_case("fwd") {
            Move::Sun(SunDir::Forward)
        } else if tok.text.eq_ignore_ascii_case("back") {
            Move::Sun(SunDir::Back)
        } else {
            return Err(tok.error("fwd or back"));
        }
    } else if is("odulo") {
        spaces(sc);
        let tok = sc.take_while(|c| c.is_ascii_alphabetic());
        if tok.text.eq_ignore_ascii_case("yes") {
            Move::Odulo(true)
        } else if tok.text.eq_ignore_ascii_case("no") {
            Move::Odulo(false)
        } else {
            return Err(tok.error("yes or no"));
        }
    } else if is("sendback") {
        Move::SendBack
    } else if is("kidnap") {
        Move::Kidnap
    } else if is("pass") {
        Move::Pass
    } else if is("next") {
        Move::NextRound
    } else if is("r") || is("p") {
        *sc = word_start;
        let from = square(sc)?;
        spaces(sc);
        let back = if sc.eat('+') {
            false
        } else if sc.eat('-') {
            true
        } else {
            return Err(sc.error("'+' or '-' and a distance, like r17+4"));
        };
        spaces(sc);
        let dist = sc.number::<u8>("a distance like 4")?;
        Move::Step { from, dist, back }
    } else {
        let mut probe = word_start;
        let tok = probe.token();
        return Err(if tok.text.is_empty() {
            probe.error(MOVE_FORM)
        } else {
            tok.error(MOVE_FORM)
        });
    };
    spaces(sc);
    sc.end("the end of the move")?;
    Ok(mv)
}

/// Runs `f` on `text` without its surrounding whitespace, with columns
/// counted in the whole text.
fn trimmed<T>(text: &str, f: impl FnOnce(&mut Scanner<'_>) -> Result<T, SyntaxError>) -> Result<T, SyntaxError> {
    let body = text.trim();
    let lead = text.len() - text.trim_start().len();
    let offset = text.get(..lead).map_or(0, |t| t.chars().count());
    f(&mut Scanner::new(body)).map_err(|e| e.shifted(offset))
}

impl FromStr for Move {
    type Err = ParseMoveError;
    /// Reads the move notation in any letter case, with any spaces around
    /// the text and its parts; the chance moves also as `roll 4`.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Ok(trimmed(s, parse_move)?)
    }
}

impl FromStr for Square {
    type Err = ParseMoveError;
    /// Reads `r17` or `p3` (either case, surrounding spaces ignored).
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Ok(trimmed(s, |sc| {
            let sq = square(sc)?;
            sc.end("the end of the square")?;
            Ok(sq)
        })?)
    }
}

#[cfg(test)]
#[path = "tests/moves.rs"]
mod tests;
