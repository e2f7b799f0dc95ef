//! Moves: [`Move`], [`TipHop`], [`MoveError`], [`MAX_LEGAL_MOVES`], the
//! move text form (spec §7) with [`ParseMoveError`], and legal-move generation.
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
//! prints without it; [`State::complete`] fills it in). The chance moves
//! follow the glossary's `kind:outcome` pattern; the form without the colon
//! (`roll+`, `roll+=`, the older form) still reads.

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;
use core::ops::ControlFlow;
use core::str::FromStr;

use board_core::notation::{Scanner, SyntaxError};

use board_core::MoveSink;

use crate::board::{STARS, STEP_TABLE, Square, Squares};
use crate::config::{SetupMode, Side, TipWithoutHop};
use crate::cube::{Dir, Face, Orientation};
use crate::hop::hop_targets;
use crate::layout;
use crate::state::{Phase, State};

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

/// The legal turns that tip one block in one direction: a single turn
/// without a hop (`targets` empty: Stop, a star removal, or a standing tip
/// under D1 "tip stands"), or one turn per hop destination in `targets`
/// (ascending square order). Move generation, counting, random choice and
/// `has_move` all walk these groups, so they list the same turns in the
/// same order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Group {
    pub(crate) from: Square,
    pub(crate) dir: Dir,
    pub(crate) top: Face,
    pub(crate) targets: Squares,
}

impl Group {
    /// How many turns the group holds (at least one).
    pub(crate) fn len(&self) -> u32 {
        if self.targets.is_empty() {
            1
        } else {
            self.targets.count()
        }
    }

    /// The group's `i`-th turn (`i < len()`).
    pub(crate) fn nth(&self, i: u32) -> TipHop {
        let to = if self.targets.is_empty() {
            None
        } else {
            let mut b = self.targets.0;
            for _ in 0..i {
                b &= b.wrapping_sub(1);
            }
            Square::from_index(b.trailing_zeros() as usize)
        };
        TipHop {
            from: self.from,
            dir: self.dir,
            top: Some(self.top),
            to,
        }
    }
}

/// `TIP_TOP[o][d]`: the face on top after tipping orientation `o` (its
/// [`Orientation::index`]) towards `d` ([`Dir::index`] order n, e, s, w):
/// [`Orientation::tip`] then [`Orientation::top`] in one lookup.
pub(crate) const TIP_TOP: [[Face; 4]; 24] = {
    let mut out = [[Face::Star; 4]; 24];
    let mut i = 0;
    while i < 24 {
        let mut d = 0;
        while d < 4 {
            out[i][d] = Orientation::ALL[i].tip(Dir::ALL[d]).top(); // ok: compile-time table, i < 24, d < 4
            d += 1;
        }
        i += 1;
    }
    out
};

/// At most 16 groups: four blocks of a side, four tip directions each.
pub(crate) const MAX_GROUPS: usize = 16;

/// A fixed-capacity list of [`Group`]s (no heap), each packed in one
/// `u64`: the targets in bits 0-48, `from` in 49-54, `dir` in 55-56, `top`
/// in 57-59, and the group's length minus one, capped at 15, in 60-63 (128
/// bytes to fill instead of 256, and no popcount on the walk).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Groups {
    items: [u64; MAX_GROUPS],
    len: usize,
    /// Total turns over the groups.
    pub(crate) turns: u32,
}

impl Group {
    fn pack(&self, len: u32) -> u64 {
        (self.targets.0 & crate::board::ALL.0)
            | (self.from.index() as u64) << 49
            | (self.dir.index() as u64) << 55
            | (self.top.index() as u64) << 57
            | (u64::from(len.saturating_sub(1).min(15))) << 60
    }

    fn unpack(x: u64) -> Group {
        Group {
            // ok: every packed value holds a square index below 49, a
            // direction below 4 and a face below 6 (see `pack`).
            from: Square::from_index(((x >> 49) & 63) as usize).unwrap_or(crate::board::SOUTH_HOME_STAR),
            dir: Dir::ALL.get(((x >> 55) & 3) as usize).copied().unwrap_or(Dir::North),
            top: Face::from_index(((x >> 57) & 7) as usize).unwrap_or(Face::Star),
            targets: Squares(x & crate::board::ALL.0),
        }
    }

    /// [`Group::len`] of a packed group.
    fn packed_len(x: u64) -> u32 {
        match (x >> 60) as u32 {
            // 16 or more (a Hoops group can reach 16): count.
            15 => (x & crate::board::ALL.0).count_ones(),
            short => short + 1,
        }
    }
}

impl Groups {
    /// The `i`-th turn over all groups (`i < turns`).
    pub(crate) fn nth_turn(&self, mut i: u32) -> Option<TipHop> {
        for &x in self.items.iter().take(self.len) {
            let n = Group::packed_len(x);
            if i < n {
                return Some(Group::unpack(x).nth(i));
            }
            i -= n;
        }
        None
    }
}

impl State {
    /// Calls `f` with each non-empty [`Group`] of `side`'s legal turns (in
    /// play), blocks in square order, directions n e s w; stops early when
    /// `f` breaks.
    ///
    /// This is [`crate::hop::tip`] then [`hop_targets`] per block and direction, with
    /// the tip unrolled into table lookups ([`crate::board::STEP_TABLE`], [`TIP_TOP`]) and
    /// bit tests: the hot path of move generation, counting, random play
    /// and `has_move`. `tips_and_groups_agree` checks it against `tip`
    /// and the conformance check against `apply`.
    #[inline(always)]
    pub(crate) fn for_each_group(&self, side: Side, f: impl FnMut(Group) -> ControlFlow<()>) -> ControlFlow<()> {
        self.for_each_group_on(side, self.occupied(side), self.occupied(side.opponent()), f)
    }

    /// [`State::for_each_group`] with the occupancy given: `own` for
    /// `side`'s blocks (each must hold a block of `side` in `cells`) and
    /// `opp` for the opponent's. Counting a child's turns uses it with the
    /// parent's cells, when only the other side's blocks moved.
    #[inline(always)]
    fn for_each_group_on(
        &self,
        side: Side,
        own: Squares,
        opp: Squares,
        mut f: impl FnMut(Group) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        let all = own.or(opp);
        let sbs = self.config.side_by_side == crate::config::SideBySide::Forbidden;
        let stands = self.config.tip_without_hop == TipWithoutHop::TipStands;
        let (hoops, slider) = (self.config.hoops_path, self.config.slider_stop);
        let target = side.target_star();
        // The cell code of `side`'s orientation 0 (see `state::encode`).
        let base = crate::state::encode(side, Orientation::ALL[0]);
        // Side-by-side variant: a turn may end on a square beside no opposing
        // block, and only if the mover's other blocks touch none either.
        // (Without the variant, nothing is beside an opposing block.)
        let opp_nb = if sbs { opp.neighbours() } else { Squares::EMPTY };
        let allowed = crate::board::ALL.minus(opp_nb);
        for from in own.iter() {
            if !own.minus(from.bb()).and(opp_nb).is_empty() {
                continue;
            }
            let cell = self.cells.get(from.index()).copied().unwrap_or(0);
            let Some(tops) = TIP_TOP.get(cell.wrapping_sub(base) as usize) else {
                continue;
            };
            let steps = STEP_TABLE.get(from.index()).copied().unwrap_or([49; 4]);
            let rest = all.minus(from.bb());
            for ((dir, &step), &top) in Dir::ALL.into_iter().zip(steps.iter()).zip(tops.iter()) {
                // Off the board (49) or onto a block: no turn (`Tip::OffBoard`,
                // `Tip::Occupied`).
                let Some(at) = Square::from_index(step as usize) else {
                    continue;
                };
                if rest.has(at) {
                    continue;
                }
                let single = |top| Group {
                    from,
                    dir,
                    top,
                    targets: Squares::EMPTY,
                };
                match top {
                    // `Tip::Removal` (the Star up on the target star); the
                    // Star up anywhere else is `Tip::StarUpOffTarget`.
                    Face::Star => {
                        if at == target {
                            f(single(Face::Star))?;
                        }
                    }
                    // `Tip::IntoStar`.
                    _ if STARS.has(at) => {}
                    Face::Stop => {
                        if allowed.has(at) {
                            f(single(top))?;
                        }
                    }
                    _ => {
                        let targets = hop_targets(top, at, rest, hoops, slider).and(allowed);
                        if !targets.is_empty() {
                            f(Group {
                                from,
                                dir,
                                top,
                                targets,
                            })?;
                        } else if stands && allowed.has(at) {
                            f(single(top))?;
                        }
                    }
                }
            }
        }
        ControlFlow::Continue(())
    }

    /// Every non-empty group of `side`'s legal turns, with their total.
    pub(crate) fn groups(&self, side: Side) -> Groups {
        let mut g = Groups {
            items: [0; MAX_GROUPS],
            len: 0,
            turns: 0,
        };
        let _ = self.for_each_group(side, |grp| {
            // A valid state has at most four blocks a side (validate),
            // so every group fits.
            if let Some(slot) = g.items.get_mut(g.len) {
                let n = grp.len();
                *slot = grp.pack(n);
                g.len += 1;
                g.turns += n;
            }
            ControlFlow::Continue(())
        });
        g
    }

    /// Calls `f` with each legal turn of `side` (in play), each once; stops
    /// early when `f` breaks.
    pub(crate) fn for_each_turn(&self, side: Side, f: &mut impl FnMut(TipHop) -> ControlFlow<()>) -> ControlFlow<()> {
        self.for_each_group(side, |g| {
            for i in 0..g.len() {
                f(g.nth(i))?;
            }
            ControlFlow::Continue(())
        })
    }

    /// How many legal turns `side` has (in play): the sum of the groups'
    /// [`Group::len`]. The destinations are counted branch-free: per group
    /// a byte-wise popcount (eight bytes of at most 8 each), summed over the
    /// groups (at most 16 groups, so at most 128 a byte: no carry between
    /// bytes), and the eight bytes added once at the end.
    #[inline(always)]
    pub(crate) fn count_turns(&self, side: Side) -> u32 {
        self.count_turns_on(side, self.occupied(side), self.occupied(side.opponent()))
    }

    /// [`State::count_turns`] with the occupancy given (see
    /// [`State::for_each_group_on`]).
    #[inline(always)]
    fn count_turns_on(&self, side: Side, own: Squares, opp: Squares) -> u32 {
        const M1: u64 = 0x5555_5555_5555_5555;
        const M2: u64 = 0x3333_3333_3333_3333;
        const M4: u64 = 0x0f0f_0f0f_0f0f_0f0f;
        const M8: u64 = 0x00ff_00ff_00ff_00ff;
        let mut bytes = 0u64;
        let mut singles = 0u32;
        let _ = self.for_each_group_on(side, own, opp, |g| {
            if g.targets.is_empty() {
                singles += 1;
            } else {
                let t = g.targets.0 & crate::board::ALL.0;
                let x = t - ((t >> 1) & M1);
                let x = (x & M2) + ((x >> 2) & M2);
                bytes += (x + (x >> 4)) & M4;
            }
            ControlFlow::Continue(())
        });
        // Four 16-bit lanes of at most 256 each, then their sum in the top lane.
        let lanes = (bytes & M8) + ((bytes >> 8) & M8);
        singles + (lanes.wrapping_mul(0x0001_0001_0001_0001) >> 48) as u32
    }

    /// Whether `side` has a legal turn in this position.
    pub fn has_move(&self, side: Side) -> bool {
        self.for_each_group(side, |_| ControlFlow::Break(())).is_break()
    }

    /// The legal turns of `side` (whoever is to move), for analysis.
    pub fn turns_of(&self, side: Side) -> Vec<TipHop> {
        let mut v = Vec::new();
        let _ = self.for_each_turn(side, &mut |t| {
            v.push(t);
            ControlFlow::Continue(())
        });
        v
    }

    /// Whether the next setup step is a chance move.
    pub(crate) fn setup_needs_chance(&self, target: Side, rolled: &[u8; 6]) -> bool {
        match self.config.setup {
            SetupMode::Random => true,
            SetupMode::Fixed(_) => false,
            SetupMode::Standard => {
                let r: u32 = rolled.iter().map(|&c| c as u32).sum();
                self.occupied(target).count() + r < self.config.blocks(target) as u32
            }
        }
    }

    /// The next start square to fill for `target` during setup.
    pub(crate) fn next_start(&self, target: Side) -> Option<Square> {
        let starts = layout::start_squares(target, self.config.blocks(target)).ok()?;
        starts.get(self.occupied(target).count() as usize)
    }

    /// Appends the legal moves to `out` (see [`board_core::Game::legal_moves_into`]).
    pub(crate) fn gen_moves<S: MoveSink<Move>>(&self, out: &mut S) {
        match self.phase {
            Phase::Setup { target, rolled } => {
                if self.setup_needs_chance(target, &rolled) {
                    match self.config.setup {
                        SetupMode::Random => out.extend_moves(Orientation::ALL.into_iter().map(Move::Draw)),
                        _ => out.extend_moves(Face::ALL.into_iter().map(Move::Roll)),
                    }
                } else if let Some(square) = self.next_start(target) {
                    for o in Orientation::ALL {
                        if rolled.get(o.top().index()).copied().unwrap_or(0) > 0 {
                            out.push(Move::Place { square, orientation: o });
                        }
                    }
                }
            }
            Phase::Play => {
                if self.status.is_none() {
                    // Straight from the groups, no intermediate list.
                    let _ = self.for_each_group(self.to_move, |g| {
                        if g.targets.is_empty() {
                            out.push(Move::Turn(g.nth(0)));
                        } else {
                            for to in g.targets.iter() {
                                out.push(Move::Turn(TipHop {
                                    from: g.from,
                                    dir: g.dir,
                                    top: Some(g.top),
                                    to: Some(to),
                                }));
                            }
                        }
                        ControlFlow::Continue(())
                    });
                }
            }
        }
    }

    /// How many moves [`State::gen_moves`] appends, without building them
    /// (see [`board_core::Game::legal_move_count`]): in play the groups'
    /// lengths summed, in setup the chance outcomes or four rotations per
    /// rolled face.
    pub(crate) fn count_moves(&self) -> usize {
        match self.phase {
            Phase::Setup { target, rolled } => {
                if self.setup_needs_chance(target, &rolled) {
                    match self.config.setup {
                        SetupMode::Random => Orientation::ALL.len(),
                        _ => Face::ALL.len(),
                    }
                } else if self.next_start(target).is_some() {
                    // Orientations are listed by top face, four each.
                    rolled.iter().filter(|&&c| c > 0).count() * 4
                } else {
                    0
                }
            }
            Phase::Play => {
                if self.status.is_some() {
                    return 0;
                }
                self.count_turns(self.to_move) as usize
            }
        }
    }

    /// How many moves the state after the legal turn `t` has (see
    /// [`board_core::Game::legal_move_count_after`]); in play, while the
    /// game goes on. The turn is not applied: it moves (or removes) one
    /// block of the side to move, so the opponent's blocks keep their
    /// cells here and only the occupancy changes. The rest is
    /// [`State::settle`] then [`State::count_moves`]: a side without
    /// blocks has won, the turn cap draws, else the opponent's turns, or
    /// if it has none the mover's own (counted on the applied state; both
    /// none: a draw, no moves).
    pub(crate) fn count_after_turn(&self, t: &TipHop) -> usize {
        let side = self.to_move;
        let cell = self.cells.get(t.from.index()).copied().unwrap_or(0);
        let base = crate::state::encode(side, Orientation::ALL[0]);
        let (Some(tops), true) = (
            TIP_TOP.get(cell.wrapping_sub(base) as usize),
            self.occupied(side).has(t.from),
        ) else {
            // Not a block of the mover (not a legal turn): as applying does.
            return self.count_after_any(&Move::Turn(*t));
        };
        let top = tops.get(t.dir.index()).copied().unwrap_or(Face::Star);
        let mut mover = self.occupied(side).minus(t.from.bb());
        if top != Face::Star {
            let at = t.from.step(t.dir).unwrap_or(t.from);
            mover = mover.or(t.to.unwrap_or(at).bb());
        }
        let opp = self.occupied(side.opponent());
        // `settle`: a win, then the turn cap.
        if mover.is_empty() || opp.is_empty() {
            return 0;
        }
        if self.turns.saturating_add(1) >= self.config.turn_cap() {
            return 0;
        }
        let n = self.count_turns_on(side.opponent(), opp, mover);
        if n > 0 {
            return n as usize;
        }
        // The opponent is Deblockle'd: the mover again (rare; its block
        // moved, so on the applied state).
        self.count_after_any(&Move::Turn(*t))
    }

    /// [`board_core::Game::legal_move_count_after`]'s default: apply, count.
    #[cold]
    pub(crate) fn count_after_any(&self, mv: &Move) -> usize {
        let mut next = self.clone();
        next.play(mv);
        next.count_moves()
    }

    /// The squares the block would reach by the hop after a given tip,
    /// before the side-by-side variant (for error messages and analysis).
    pub(crate) fn raw_targets(&self, top: Face, at: Square, rest: Squares) -> Squares {
        hop_targets(top, at, rest, self.config.hoops_path, self.config.slider_stop)
    }
}

#[cfg(test)]
#[path = "tests/moves.rs"]
mod tests;
