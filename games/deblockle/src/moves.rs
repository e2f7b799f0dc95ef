//! Moves: [`Move`], [`TipHop`], [`MoveError`], [`MAX_LEGAL_MOVES`], and the
//! move text form (spec §7) with [`ParseMoveError`].
//!
//! Moves (read in any letter case, surrounding whitespace ignored):
//!
//! | text | move |
//! |---|---|
//! | `c3n+d5` | tip the block on c3 north (Cross comes up), hop to d5 |
//! | `c3nS` | tip north showing Stop; the turn ends |
//! | `d5n*` | tip north onto the opponent's home star showing Star: removal |
//! | `c3n+` | tip with no hop (only legal with D1 "tip stands") |
//! | `roll:+` | setup chance: the next rolled block shows Cross |
//! | `roll:+=` | random-setup chance: the next block gets Cross up, Slider north |
//! | `c5@+=` | setup decision: put a block on c5 with Cross up, Slider north |
//!
//! The face letter of a turn is implied by the tip, so it may be left out
//! (spec §7, D-R1): `c3n d5`, `c3nd5` and `c3n` read as the turns above,
//! and any letter case reads (`C3N+D5`, `c3ns`). `Display` writes the full
//! form above for every generated move (a parsed move without its face
//! prints without it; [`crate::State::complete`] fills it in). The chance moves
//! follow the glossary's `kind:outcome` pattern; the form without the colon
//! (`roll+`, `roll+=`, the older form) still reads.

use alloc::string::String;
use core::fmt;
use core::str::FromStr;

use board_core::notation::{Scanner, SyntaxError};

use crate::board::Square;
use crate::cube::{Dir, Face, Orientation};

/// One block's tip and hop (spec §3), the whole of a turn's move
/// ([`Move::Turn`]): tip the block on `from` towards `dir`, which brings
/// `top` up, then hop to `to`.
///
/// `to` is `None` when the block does not hop: `top` is Stop (turn ends on
/// the tipped-to square), `top` is Star (the block is removed on the
/// opponent's home star), or, with the D1 switch "tip stands", no hop is
/// possible after the tip.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TipHop {
    /// The square of the block to tip.
    pub from: Square,
    /// The tip direction.
    pub dir: Dir,
    /// The face the tip brings up. It is fixed by the block, so it may be
    /// left out (`None`, spec §7 and D-R1: the text `c3n d5`); when given it
    /// must be the face the tip shows. Moves from move generation always
    /// state it, so their notation is the full form; [`crate::State::complete`]
    /// fills it in.
    pub top: Option<Face>,
    /// The hop's destination, if the block hops.
    pub to: Option<Square>,
}

/// A move: a setup chance outcome, a setup placement, or a turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Move {
    /// Chance, standard setup: the next block rolled shows this face on top.
    Roll(Face),
    /// Chance, random setup: the next block gets this orientation.
    Draw(Orientation),
    /// Decision, standard setup: the roller places a rolled block on the
    /// next start square with this orientation (its top is a rolled face).
    Place {
        /// The start square (the next one in placement order).
        square: Square,
        /// The block's orientation there.
        orientation: Orientation,
    },
    /// Decision: a turn.
    Turn(TipHop),
}

/// The most legal moves any state of any valid config has: the capacity of
/// the game's [`board_core::Game::MoveList`], the name every
/// engine uses for it.
///
/// Derivation: a turn tips one of at most 4 own blocks in one of 4
/// directions, and a tip that hops lists one turn per destination, at most
/// 16 (a 7 x 7 board's Hoops reach): 4 x 4 x 16 = 256. Setup has at most 24
/// chance outcomes (the orientations, random setup), 6 faces, or at most 24
/// placements (one per orientation with a rolled top). The real maximum is
/// lower; the conformance hook `validate_state` and `tests/suite/props.rs`
/// check the bound on every visited state, and the conformance check
/// compares the list with the `Vec` listing.
pub const MAX_LEGAL_MOVES: usize = 256;

/// Why [`Game::apply`](board_core::Game::apply) refused a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
pub enum MoveError {
    /// The game is over.
    #[error("game is over")]
    GameOver,
    /// A seat's move was given where a chance outcome is due.
    #[error("a chance outcome is due, not a seat's move")]
    ChanceDue,
    /// A chance outcome was given where a seat decides.
    #[error("no chance outcome is due: a seat decides here")]
    NotChanceNode,
    /// A chance outcome this node does not have: a face roll (`roll:+`) in
    /// the random setup, or a drawn orientation (`roll:+=`) in the standard one.
    #[error("this chance node has no such outcome: the {setup} setup rolls {expected}")]
    WrongChanceOutcome {
        /// The setup mode's name, `standard` or `random`.
        setup: &'static str,
        /// What its chance moves are.
        expected: &'static str,
    },
    /// A turn during setup, where a seat places a block.
    #[error("setup is not finished: a block is to be placed")]
    SetupNotFinished,
    /// A placement outside the setup.
    #[error("no block is waiting to be placed")]
    NothingToPlace,
    /// A placement on another square than the next start square.
    #[error("the next block goes on {expected}")]
    WrongStartSquare {
        /// The square the next block goes on.
        expected: Square,
    },
    /// A placement with a top face that was not rolled.
    #[error("no rolled block shows {0} on top")]
    FaceNotRolled(Face),
    /// No block on the tip's square.
    #[error("no block on {0}")]
    NoBlock(Square),
    /// The block belongs to the opponent.
    #[error("the block on {0} is not yours")]
    NotYourBlock(Square),
    /// The tip would leave the board.
    #[error("tip off the board")]
    TipOffBoard,
    /// The tip would land on a block.
    #[error("tip onto the block on {0}")]
    TipOntoBlock(Square),
    /// The tip would land on a star space without the Star coming up there.
    #[error("tip into star space {0}")]
    TipIntoStar(Square),
    /// The tip would bring the Star up anywhere but the opponent's home star.
    #[error("star up on {0}, not on the opponent's home star")]
    StarUpOnWrongSquare(Square),
    /// The move names another face than the tip brings up.
    #[error("this tip shows {shown} on top")]
    WrongFace {
        /// The face the tip really brings up.
        shown: Face,
    },
    /// A star removal with a hop.
    #[error("star removal ends the turn")]
    RemovalEndsTurn,
    /// Stop on top with a hop.
    #[error("stop ends the turn")]
    StopEndsTurn,
    /// D1: the tip has no legal hop after it.
    #[error("no legal hop after this tip")]
    NoLegalHop,
    /// The block must hop, and the move names no destination.
    #[error("the block must hop by {0}")]
    HopRequired(Face),
    /// The destination is not reachable by the face on top.
    #[error("{to} is not reachable by {face}")]
    Unreachable {
        /// The face on top.
        face: Face,
        /// The destination asked for.
        to: Square,
    },
    /// The side-by-side variant: the turn would end touching an opponent's block.
    #[error("turn would end beside an opponent's block")]
    SideBySide,
}

/// Why a move's text is not a move (its legality is [`crate::MoveError`]).
#[derive(Clone, Debug, PartialEq, Eq, Hash, thiserror::Error)]
pub enum ParseMoveError {
    /// The text does not have a move's form: the column, the token found
    /// and the form expected (`expected a direction n, e, s or w, or @ for
    /// a placement at column 3, found "q+"`).
    #[error("{0}")]
    Syntax(#[from] SyntaxError),
    /// A well-formed square (a letter and a number) that is not on the
    /// board: files run a-g, ranks 1-7.
    #[error("no such square {square} at column {column}: the board runs from a1 to g7")]
    NoSuchSquare {
        /// The square as written.
        square: String,
        /// Its 1-based column.
        column: usize,
    },
    /// Two faces that are the same or opposite cannot be top and north.
    #[error("no such orientation {text} at column {column}: {top} and {north} are the same or opposite faces")]
    NoSuchOrientation {
        /// The two letters as written.
        text: String,
        /// Their 1-based column.
        column: usize,
        /// The top face read.
        top: Face,
        /// The north face read.
        north: Face,
    },
}

/// The face with this letter; `ignore_case` reads `s` as Stop, `X` as X and
/// `O` as Hoops (moves, D-R1).
pub(crate) fn face_letter(c: char, ignore_case: bool) -> Option<Face> {
    if !ignore_case {
        return Face::from_letter(c);
    }
    match c.to_ascii_lowercase() {
        's' => Some(Face::Stop),
        c => Face::from_letter(c),
    }
}

const FACE_FORM: &str = "a face letter * S + x = o";

/// Reads one face letter.
pub(crate) fn read_face(sc: &mut Scanner<'_>, ignore_case: bool) -> Result<Face, SyntaxError> {
    match sc.peek().and_then(|c| face_letter(c, ignore_case)) {
        Some(f) => {
            sc.next_char();
            Ok(f)
        }
        None => Err(sc.error(FACE_FORM)),
    }
}

/// Reads an orientation: two face letters, top then north.
pub(crate) fn read_orientation(sc: &mut Scanner<'_>, ignore_case: bool) -> Result<Orientation, ParseMoveError> {
    let column = sc.column();
    let start = sc.rest();
    let top = read_face(sc, ignore_case)?;
    let north = read_face(sc, ignore_case)?;
    Orientation::new(top, north).ok_or_else(|| ParseMoveError::NoSuchOrientation {
        text: start.chars().take(2).collect(),
        column,
        top,
        north,
    })
}

/// Reads a square: a letter and a number. `ignore_case` reads `C3`.
/// A letter and a number that name no square is [`ParseMoveError::NoSuchSquare`].
pub(crate) fn read_square(
    sc: &mut Scanner<'_>,
    ignore_case: bool,
    expected: &'static str,
) -> Result<Square, ParseMoveError> {
    let column = sc.column();
    let mut probe = sc.clone();
    let letter = probe.next_char().filter(|c| {
        if ignore_case {
            c.is_ascii_alphabetic()
        } else {
            c.is_ascii_lowercase()
        }
    });
    let digits = probe.take_while(|c| c.is_ascii_digit());
    let (Some(letter), Some(rank)) = (letter, board_core::notation::canonical_number::<u32>(digits.text)) else {
        return Err(sc.error(expected).into());
    };
    let file = u32::from(letter.to_ascii_lowercase()).wrapping_sub(u32::from('a'));
    let square = match (u8::try_from(file), u8::try_from(rank.wrapping_sub(1))) {
        (Ok(f), Ok(r)) => Square::new(f, r),
        _ => None,
    };
    match square {
        Some(sq) => {
            *sc = probe;
            Ok(sq)
        }
        None => Err(ParseMoveError::NoSuchSquare {
            square: alloc::format!("{letter}{}", digits.text),
            column,
        }),
    }
}

/// Consumes `word` exactly (case-sensitive) if the text continues with it.
pub(crate) fn eat_exact(sc: &mut Scanner<'_>, word: &str) -> bool {
    let mut probe = sc.clone();
    if word.chars().all(|c| probe.eat(c)) {
        *sc = probe;
        true
    } else {
        false
    }
}

impl FromStr for Square {
    type Err = ParseMoveError;
    /// Reads `a1`..`g7` (lower case, nothing around it).
    fn from_str(s: &str) -> Result<Square, ParseMoveError> {
        let mut sc = Scanner::new(s);
        let sq = read_square(&mut sc, false, "a square like c3 (file a-g in lower case, rank 1-7)")?;
        sc.end("the end of the square")?;
        Ok(sq)
    }
}

impl FromStr for Orientation {
    type Err = ParseMoveError;
    /// Reads two face letters, top then north, as the state notation writes
    /// them (`=*`; Stop is `S`).
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let mut sc = Scanner::new(s);
        let o = read_orientation(&mut sc, false)?;
        sc.end("the end of the orientation")?;
        Ok(o)
    }
}

impl fmt::Display for TipHop {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.from, self.dir)?;
        if let Some(top) = self.top {
            write!(f, "{top}")?;
        }
        if let Some(to) = self.to {
            write!(f, "{to}")?;
        }
        Ok(())
    }
}

impl fmt::Display for Move {
    /// The canonical form: `roll:+`, `roll:+=`, `c5@+=`, `c3n+d5`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Roll(face) => write!(f, "roll:{face}"),
            Move::Draw(o) => write!(f, "roll:{o}"),
            Move::Place { square, orientation } => write!(f, "{square}@{orientation}"),
            Move::Turn(t) => write!(f, "{t}"),
        }
    }
}

const MOVE_FORM: &str = "a move like c3n+d5, c5@+= or roll:+";

impl FromStr for Move {
    type Err = ParseMoveError;
    /// Reads the notation of the table above in any letter case, with the
    /// surrounding whitespace ignored. A turn's face letter may be left out
    /// (D-R1: the tip implies it) and one space may stand before the hop's
    /// square: `c3n+d5`, `c3n d5`, `c3nd5`, `C3N+D5` all read.
    ///
    /// # Errors
    /// [`ParseMoveError`]: the column, the token and the form expected, or
    /// the square or orientation that does not exist.
    fn from_str(s: &str) -> Result<Move, ParseMoveError> {
        let lead = s.chars().take_while(|c| c.is_whitespace()).count();
        let text = s.trim();
        parse_move(text).map_err(|e| match e {
            ParseMoveError::Syntax(e) => ParseMoveError::Syntax(e.shifted(lead)),
            ParseMoveError::NoSuchSquare { square, column } => ParseMoveError::NoSuchSquare {
                square,
                column: column + lead,
            },
            ParseMoveError::NoSuchOrientation {
                text,
                column,
                top,
                north,
            } => ParseMoveError::NoSuchOrientation {
                text,
                column: column + lead,
                top,
                north,
            },
        })
    }
}

fn parse_move(text: &str) -> Result<Move, ParseMoveError> {
    let mut sc = Scanner::new(text);
    if sc.eat_ignore_case("roll") {
        sc.eat(':');
        let first = read_face(&mut sc, true)?;
        let mv = match sc.peek() {
            None => Move::Roll(first),
            Some(_) => {
                let column = sc.column() - 1;
                let north =
                    read_face(&mut sc, true).map_err(|_| sc.error("a second face letter, or the end of the move"))?;
                Move::Draw(
                    Orientation::new(first, north).ok_or_else(|| ParseMoveError::NoSuchOrientation {
                        text: alloc::format!("{}{}", first.letter(), north.letter()),
                        column,
                        top: first,
                        north,
                    })?,
                )
            }
        };
        sc.end("the end of the move")?;
        return Ok(mv);
    }
    let from = read_square(&mut sc, true, MOVE_FORM)?;
    if sc.eat('@') {
        let orientation = read_orientation(&mut sc, true)?;
        sc.end("the end of the move")?;
        return Ok(Move::Place {
            square: from,
            orientation,
        });
    }
    let dir = match sc.peek().and_then(|c| Dir::from_letter(c.to_ascii_lowercase())) {
        Some(d) => {
            sc.next_char();
            d
        }
        None => return Err(sc.error("a direction n, e, s or w, or @ for a placement").into()),
    };
    let top = match sc.peek().and_then(|c| face_letter(c, true)) {
        Some(f) => {
            sc.next_char();
            Some(f)
        }
        None => None,
    };
    let spaced = sc.eat(' ');
    let to = if sc.is_done() && !spaced {
        None
    } else {
        Some(read_square(
            &mut sc,
            true,
            "a hop square like d5, or the end of the move",
        )?)
    };
    sc.end("the end of the move")?;
    Ok(Move::Turn(TipHop { from, dir, top, to }))
}
