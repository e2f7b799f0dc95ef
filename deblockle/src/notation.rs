//! Text notation (spec §7) for moves and whole states, round-trip exact.
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
//!
//! States: exactly one spelling per state. Fields separated by one ASCII
//! space, `<blocks> <to-move> t<turns> <phase> <config...>`:
//!
//! * blocks: `-`, or a comma-separated list in square order a1..g7 of
//!   owner (`S`/`N`), square and orientation (top then north face), e.g.
//!   `Sc1=*,Se1+S,Nc7o+`;
//! * to-move: `S` or `N` (during setup: the side that will move first);
//! * `t<turns>`: turns played;
//! * phase: `play`, or `setup:<target S|N>:<rolled faces in face order>`
//!   (e.g. `setup:N:+xx`);
//! * config, in this order: `blocks=<south>/<north>`,
//!   `setup=standard|random|fixed:<4 south orientations>/<4 north
//!   orientations>` (comma-separated), `first=S|N`, `sbs=allowed|forbidden`,
//!   `d1=illegal|stands`, `d2=unblocked|through`, `d3=any|natural`,
//!   `max=none|<n>`.
//!
//! Numbers have no leading zero and no sign; letters are as shown (state
//! text is case-sensitive); nothing precedes or follows the text. Anything
//! else is a [`ParseStateError::Syntax`] naming the column, what was found
//! and the form expected, so parsing then printing gives back the text. A
//! well-formed state is validated like every other ([`State::validate`];
//! [`ParseStateError::Invalid`]); the game result is derived, not written.

use alloc::string::String;
use core::fmt::{self, Write};
use core::str::FromStr;

use board_core::notation::{Scanner, SyntaxError};

use crate::board::Square;
use crate::config::{BySide, Config, HoopsPath, SetupMode, Side, SideBySide, SliderStop, TipWithoutHop};
use crate::cube::{Dir, Face, Orientation};
use crate::invariants::StateError;
use crate::moves::{Move, TipHop};
use crate::state::{Phase, State};

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

/// Why a state's text is not a state.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParseStateError {
    /// The text is not the one spelling of a state: the column, the token
    /// found and the form expected (a leading zero, a tab, an entry out of
    /// order, an unknown word...).
    #[error("{0}")]
    Syntax(#[from] SyntaxError),
    /// The text is well-formed but names a state no game reaches (or an
    /// invalid config): the broken invariant.
    #[error("invalid state: {0}")]
    Invalid(#[from] StateError),
}

/// The face with this letter; `ignore_case` reads `s` as Stop, `X` as X and
/// `O` as Hoops (moves, D-R1).
fn face_letter(c: char, ignore_case: bool) -> Option<Face> {
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
fn read_face(sc: &mut Scanner<'_>, ignore_case: bool) -> Result<Face, SyntaxError> {
    match sc.peek().and_then(|c| face_letter(c, ignore_case)) {
        Some(f) => {
            sc.next_char();
            Ok(f)
        }
        None => Err(sc.error(FACE_FORM)),
    }
}

/// Reads an orientation: two face letters, top then north.
fn read_orientation(sc: &mut Scanner<'_>, ignore_case: bool) -> Result<Orientation, ParseMoveError> {
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
fn read_square(sc: &mut Scanner<'_>, ignore_case: bool, expected: &'static str) -> Result<Square, ParseMoveError> {
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
fn eat_exact(sc: &mut Scanner<'_>, word: &str) -> bool {
    let mut probe = sc.clone();
    if word.chars().all(|c| probe.eat(c)) {
        *sc = probe;
        true
    } else {
        false
    }
}

/// Reads one of `words` exactly (none is a prefix of another), returning
/// its index; what follows is the caller's to check.
fn read_word(sc: &mut Scanner<'_>, words: &[&str], expected: &'static str) -> Result<usize, SyntaxError> {
    for (i, w) in words.iter().enumerate() {
        let mut probe = sc.clone();
        if eat_exact(&mut probe, w) {
            *sc = probe;
            return Ok(i);
        }
    }
    Err(sc.error(expected))
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

impl fmt::Display for State {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut first = true;
        for b in self.blocks() {
            if !first {
                f.write_char(',')?;
            }
            first = false;
            write!(f, "{}{}{}", b.side.letter(), b.square, b.orientation)?;
        }
        if first {
            f.write_char('-')?;
        }
        write!(f, " {} t{} ", self.to_move.letter(), self.turns)?;
        match self.phase {
            Phase::Play => f.write_str("play")?,
            Phase::Setup { target, .. } => {
                write!(f, "setup:{}:", target.letter())?;
                for face in self.rolled() {
                    write!(f, "{face}")?;
                }
            }
        }
        let c = &self.config;
        write!(f, " blocks={}/{} setup=", c.south_blocks, c.north_blocks)?;
        match c.setup {
            SetupMode::Standard => f.write_str("standard")?,
            SetupMode::Random => f.write_str("random")?,
            SetupMode::Fixed(list) => {
                f.write_str("fixed:")?;
                for (i, (_, side)) in list.iter().enumerate() {
                    if i > 0 {
                        f.write_char('/')?;
                    }
                    for (j, o) in side.iter().enumerate() {
                        if j > 0 {
                            f.write_char(',')?;
                        }
                        write!(f, "{o}")?;
                    }
                }
            }
        }
        write!(
            f,
            " first={} sbs={} d1={} d2={} d3={} max=",
            c.first.letter(),
            match c.side_by_side {
                SideBySide::Allowed => "allowed",
                SideBySide::Forbidden => "forbidden",
            },
            match c.tip_without_hop {
                TipWithoutHop::Illegal => "illegal",
                TipWithoutHop::TipStands => "stands",
            },
            match c.hoops_path {
                HoopsPath::Unblocked => "unblocked",
                HoopsPath::ThroughBlocks => "through",
            },
            match c.slider_stop {
                SliderStop::BeforeAnyStar => "any",
                SliderStop::NaturalOnly => "natural",
            },
        )?;
        match c.max_turns {
            None => f.write_str("none"),
            Some(n) => write!(f, "{n}"),
        }
    }
}

const SPACE: &str = "one space";

/// `a` for word 0, `b` for word 1.
fn pick<T>(word: usize, a: T, b: T) -> T {
    if word == 0 { a } else { b }
}

fn read_side(sc: &mut Scanner<'_>, expected: &'static str) -> Result<Side, SyntaxError> {
    let side = match sc.peek() {
        Some('S') => Side::South,
        Some('N') => Side::North,
        _ => return Err(sc.error(expected)),
    };
    sc.next_char();
    Ok(side)
}

fn read_entry<'a>(sc: &mut Scanner<'a>, key: &str, expected: &'static str) -> Result<(), SyntaxError> {
    sc.expect(' ', SPACE)?;
    if eat_exact(sc, key) {
        Ok(())
    } else {
        Err(sc.error(expected))
    }
}

fn read_block(sc: &mut Scanner<'_>) -> Result<(Side, Square, Orientation), SyntaxError> {
    const FORM: &str = "a block like Sc1=*: S or N, a square a1-g7, then its top and north faces";
    let token = {
        let mut probe = sc.clone();
        probe.take_while(|c| c != ',' && c != ' ')
    };
    let error = || token.error(FORM);
    let mut probe = sc.clone();
    let side = match probe.next_char() {
        Some('S') => Side::South,
        Some('N') => Side::North,
        _ => return Err(error()),
    };
    let square = read_square(&mut probe, false, FORM).map_err(|_| error())?;
    let orientation = read_orientation(&mut probe, false).map_err(|_| error())?;
    if !matches!(probe.peek(), None | Some(',' | ' ')) {
        return Err(error());
    }
    *sc = probe;
    Ok((side, square, orientation))
}

fn read_config(sc: &mut Scanner<'_>) -> Result<Config, SyntaxError> {
    const COUNT: &str = "a block count like 4 (digits, no leading zero, no sign)";
    let mut c = Config::default();
    read_entry(
        sc,
        "blocks=",
        "the config entry blocks=<south>/<north> (entries in the order blocks setup first sbs d1 d2 d3 max)",
    )?;
    c.south_blocks = sc.number(COUNT)?;
    sc.expect('/', "/ between South's and North's block counts")?;
    c.north_blocks = sc.number(COUNT)?;
    read_entry(
        sc,
        "setup=",
        "the config entry setup=standard|random|fixed:... (after blocks=)",
    )?;
    const SETUP: &str = "standard, random or fixed:<4 orientations>/<4 orientations>";
    c.setup = match read_word(sc, &["standard", "random"], SETUP) {
        Ok(0) => SetupMode::Standard,
        Ok(_) => SetupMode::Random,
        Err(e) => {
            if !eat_exact(sc, "fixed:") {
                return Err(e);
            }
            let mut out = BySide::new([Orientation::default(); 4], [Orientation::default(); 4]);
            for (k, side) in Side::ALL.into_iter().enumerate() {
                if k == 1 {
                    sc.expect('/', "/ between South's and North's four orientations")?;
                }
                for (j, slot) in out[side].iter_mut().enumerate() {
                    if j > 0 {
                        sc.expect(',', "a comma and the next of four orientations")?;
                    }
                    *slot = read_orientation(sc, false).map_err(|_| {
                        sc.error("an orientation like =* (top and north faces, neither equal nor opposite)")
                    })?;
                }
            }
            SetupMode::Fixed(out)
        }
    };
    read_entry(sc, "first=", "the config entry first=S|N (after setup=)")?;
    c.first = read_side(sc, "S or N")?;
    read_entry(sc, "sbs=", "the config entry sbs=allowed|forbidden (after first=)")?;
    c.side_by_side = pick(
        read_word(sc, &["allowed", "forbidden"], "allowed or forbidden")?,
        SideBySide::Allowed,
        SideBySide::Forbidden,
    );
    read_entry(sc, "d1=", "the config entry d1=illegal|stands (after sbs=)")?;
    c.tip_without_hop = pick(
        read_word(sc, &["illegal", "stands"], "illegal or stands")?,
        TipWithoutHop::Illegal,
        TipWithoutHop::TipStands,
    );
    read_entry(sc, "d2=", "the config entry d2=unblocked|through (after d1=)")?;
    c.hoops_path = pick(
        read_word(sc, &["unblocked", "through"], "unblocked or through")?,
        HoopsPath::Unblocked,
        HoopsPath::ThroughBlocks,
    );
    read_entry(sc, "d3=", "the config entry d3=any|natural (after d2=)")?;
    c.slider_stop = pick(
        read_word(sc, &["any", "natural"], "any or natural")?,
        SliderStop::BeforeAnyStar,
        SliderStop::NaturalOnly,
    );
    read_entry(sc, "max=", "the config entry max=none|<n> (after d3=)")?;
    c.max_turns = match read_word(sc, &["none"], "") {
        Ok(_) => None,
        Err(_) => Some(sc.number("none or a turn cap like 300 (digits, no leading zero, no sign)")?),
    };
    sc.end("the end of the text (nothing after max=)")?;
    Ok(c)
}

impl FromStr for State {
    type Err = ParseStateError;
    /// Reads the one spelling of a state (see the module docs) and
    /// validates it.
    ///
    /// # Errors
    /// [`ParseStateError::Syntax`] for text that is not the canonical form,
    /// [`ParseStateError::Invalid`] for a state the rules cannot reach.
    fn from_str(s: &str) -> Result<State, ParseStateError> {
        let mut sc = Scanner::new(s);
        let mut blocks = alloc::vec::Vec::new();
        if !sc.eat('-') {
            let mut last: Option<Square> = None;
            loop {
                let column = sc.column();
                let token = {
                    let mut probe = sc.clone();
                    probe.take_while(|c| c != ',' && c != ' ')
                };
                let (side, sq, o) = read_block(&mut sc)?;
                if last.is_some_and(|l| l >= sq) {
                    return Err(SyntaxError::new(
                        column,
                        token.text,
                        "blocks in square order a1 to g7, each square once",
                    )
                    .into());
                }
                last = Some(sq);
                blocks.push((side, sq, o));
                if !sc.eat(',') {
                    break;
                }
            }
        }
        sc.expect(' ', SPACE)?;
        let to_move = read_side(&mut sc, "the side to move, S or N")?;
        sc.expect(' ', SPACE)?;
        sc.expect('t', "the turn count like t12")?;
        let turns: u32 = sc.number("a turn count like t12 (digits, no leading zero, no sign)")?;
        sc.expect(' ', SPACE)?;
        let phase = if eat_exact(&mut sc, "setup:") {
            let target = read_side(&mut sc, "whose blocks are set up, S or N")?;
            sc.expect(':', ": and the rolled faces")?;
            let mut rolled = [0u8; 6];
            let mut last = 0;
            while sc.peek().is_some_and(|c| c != ' ') {
                let column = sc.column();
                let face = read_face(&mut sc, false)?;
                if face.index() < last {
                    return Err(SyntaxError::new(
                        column,
                        &alloc::format!("{face}"),
                        "rolled faces in face order * S + x = o",
                    )
                    .into());
                }
                last = face.index();
                if let Some(slot) = rolled.get_mut(face.index()) {
                    *slot = slot.saturating_add(1);
                }
            }
            Phase::Setup { target, rolled }
        } else if eat_exact(&mut sc, "play") {
            Phase::Play
        } else {
            return Err(sc.error("the phase, play or setup:<S|N>:<rolled faces>").into());
        };
        let config = read_config(&mut sc)?;
        config.validate().map_err(StateError::Config)?;
        let mut st = State::empty(config, phase, to_move, turns);
        for (side, sq, o) in blocks {
            st.put(sq, side, o);
        }
        st.status = st.derive_status();
        st.validate()?;
        Ok(st)
    }
}
