//! Text notation (spec §7) for moves and whole states, round-trip exact.
//!
//! Moves:
//!
//! | text | move |
//! |---|---|
//! | `c3n+d5` | tip the block on c3 north (Cross comes up), hop to d5 |
//! | `c3nS` | tip north showing Stop; the turn ends |
//! | `d5n*` | tip north onto the opponent's home star showing Star: removal |
//! | `c3n+` | tip with no hop (only legal with D1 "tip stands") |
//! | `roll+` | setup chance: the next rolled block shows Cross |
//! | `roll+=` | random-setup chance: the next block gets Cross up, Slider north |
//! | `c5@+=` | setup decision: put a block on c5 with Cross up, Slider north |
//!
//! The face letter of a turn is implied by the tip, so it may be left out
//! (spec §7, D-R1): `c3n d5`, `c3nd5` and `c3n` read as the turns above,
//! and any letter case reads (`C3N+D5`, `c3ns`). `Display` writes the full
//! form above for every generated move (a parsed move without its face
//! prints without it; [`State::complete`] fills it in).
//!
//! States: five or more space-separated fields,
//! `<blocks> <to-move> t<turns> <phase> <config...>`:
//!
//! * blocks: `-`, or a comma-separated list in square order a1..g7 of
//!   owner (`S`/`N`), square and orientation (top then north face), e.g.
//!   `Sc1=*,Se1+S,Nc7o+`;
//! * to-move: `S` or `N` (during setup: the side that will move first);
//! * `t<turns>`: turns played;
//! * phase: `play`, or `setup:<target S|N>:<rolled faces>` (e.g. `setup:N:+xx`);
//! * config: `blocks=<south>/<north>`, `setup=standard|random|fixed:<4 south
//!   orientations>/<4 north orientations>` (comma-separated),
//!   `first=S|N`, `sbs=allowed|forbidden`, `d1=illegal|stands`,
//!   `d2=unblocked|through`, `d3=any|natural`, `max=none|<n>`.
//!
//! A parsed state is validated like every other (an inconsistent state is a
//! [`ParseStateError`]); the game result is derived, not written.

use core::fmt::{self, Write};
use core::str::FromStr;

use crate::board::Square;
use crate::config::{Config, HoopsPath, SetupMode, Side, SideBySide, SliderStop, TipWithoutHop};
use crate::cube::{Dir, Face, Orientation};
use crate::moves::{Move, Turn};
use crate::state::{Phase, State, Status};

/// Why a move's text is not a move (syntax; legality is [`crate::MoveError`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
pub enum ParseMoveError {
    /// Nothing to parse.
    #[error("empty move")]
    Empty,
    /// A square is not `a1`..`g7`.
    #[error("bad square")]
    BadSquare,
    /// A direction is not `n e s w`.
    #[error("bad direction")]
    BadDirection,
    /// A face letter is not one of `* S + x = o`.
    #[error("bad face letter")]
    BadFace,
    /// Two faces that are equal or opposite cannot be top and north.
    #[error("bad orientation")]
    BadOrientation,
    /// Text left over after a complete move.
    #[error("trailing text after move")]
    Trailing,
}

/// Why a state's text is not a state.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParseStateError {
    /// A field is missing.
    #[error("missing field: {0}")]
    Missing(&'static str),
    /// A field is malformed.
    #[error("bad field: {0}")]
    Bad(&'static str),
    /// A block token is malformed.
    #[error("bad block token")]
    BadBlock,
    /// Two blocks on one square.
    #[error("two blocks on {0}")]
    DoubleSquare(Square),
    /// The config is invalid.
    #[error("{0}")]
    Config(crate::config::ConfigError),
    /// The fields parse but describe a state the rules cannot reach.
    #[error("invalid state: {0}")]
    Invalid(crate::state::StateError),
}

pub(crate) fn parse_orientation(top: char, north: char) -> Result<Orientation, ParseMoveError> {
    let t = Face::from_letter(top).ok_or(ParseMoveError::BadFace)?;
    let n = Face::from_letter(north).ok_or(ParseMoveError::BadFace)?;
    Orientation::new(t, n).ok_or(ParseMoveError::BadOrientation)
}

impl fmt::Display for Turn {
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
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Roll(face) => write!(f, "roll{face}"),
            Move::Draw(o) => write!(f, "roll{o}"),
            Move::Place { square, orientation } => write!(f, "{square}@{orientation}"),
            Move::Turn(t) => write!(f, "{t}"),
        }
    }
}

fn square_at(cs: &[char], i: usize) -> Result<Square, ParseMoveError> {
    match (cs.get(i), cs.get(i + 1)) {
        (Some(&a), Some(&b)) => Square::from_chars(a, b).ok_or(ParseMoveError::BadSquare),
        _ => Err(ParseMoveError::BadSquare),
    }
}

/// A face letter in either case (`s` is Stop, `X` is X, ...: D-R1).
fn face_ci(c: char) -> Option<Face> {
    Face::from_letter(match c {
        's' => 'S',
        c => c.to_ascii_lowercase(),
    })
}

fn orientation_ci(top: char, north: char) -> Result<Orientation, ParseMoveError> {
    let t = face_ci(top).ok_or(ParseMoveError::BadFace)?;
    let n = face_ci(north).ok_or(ParseMoveError::BadFace)?;
    Orientation::new(t, n).ok_or(ParseMoveError::BadOrientation)
}

/// The longest move text read, surrounding whitespace aside (`c3n+ d5` is 7).
const MAX_MOVE_CHARS: usize = 8;

impl FromStr for Move {
    type Err = ParseMoveError;
    /// Reads the notation of the table above in any letter case, with the
    /// surrounding whitespace ignored. A turn's face letter may be left out
    /// (D-R1: the tip implies it) and a space may stand before the hop's
    /// square: `c3n+d5`, `c3n d5`, `c3nd5`, `C3N+D5` all read.
    fn from_str(s: &str) -> Result<Move, ParseMoveError> {
        let s = s.trim();
        if s.is_empty() {
            return Err(ParseMoveError::Empty);
        }
        if s.chars().count() > MAX_MOVE_CHARS {
            return Err(ParseMoveError::Trailing);
        }
        // Lower case throughout; `face_ci` reads `s` as Stop.
        let lower: alloc::vec::Vec<char> = s.chars().map(|c| c.to_ascii_lowercase()).collect();
        if lower.starts_with(&['r', 'o', 'l', 'l']) {
            return match lower.get(4..).unwrap_or(&[]) {
                [a] => face_ci(*a).map(Move::Roll).ok_or(ParseMoveError::BadFace),
                [a, b] => orientation_ci(*a, *b).map(Move::Draw),
                [] => Err(ParseMoveError::BadFace),
                _ => Err(ParseMoveError::Trailing),
            };
        }
        let from = square_at(&lower, 0)?;
        match lower.get(2) {
            Some('@') => {
                let orientation = match (lower.get(3), lower.get(4)) {
                    (Some(&a), Some(&b)) => orientation_ci(a, b)?,
                    _ => return Err(ParseMoveError::BadOrientation),
                };
                if lower.len() > 5 {
                    return Err(ParseMoveError::Trailing);
                }
                Ok(Move::Place {
                    square: from,
                    orientation,
                })
            }
            Some(&d) => {
                let dir = Dir::from_letter(d).ok_or(ParseMoveError::BadDirection)?;
                let mut rest = lower.get(3..).unwrap_or(&[]);
                let top = rest.first().and_then(|&c| face_ci(c));
                if top.is_some() {
                    rest = rest.get(1..).unwrap_or(&[]);
                }
                let spaced = rest.first() == Some(&' ');
                if spaced {
                    rest = rest.get(1..).unwrap_or(&[]);
                }
                let to = match rest.len() {
                    0 if spaced => return Err(ParseMoveError::BadSquare),
                    0 => None,
                    2 => Some(square_at(rest, 0)?),
                    1 => return Err(ParseMoveError::BadSquare),
                    _ => return Err(ParseMoveError::Trailing),
                };
                Ok(Move::Turn(Turn { from, dir, top, to }))
            }
            None => Err(ParseMoveError::BadDirection),
        }
    }
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

fn side_letter(s: &str) -> Option<Side> {
    match s {
        "S" => Some(Side::South),
        "N" => Some(Side::North),
        _ => None,
    }
}

fn parse_orient_str(s: &str) -> Option<Orientation> {
    let mut cs = s.chars();
    match (cs.next(), cs.next(), cs.next()) {
        (Some(a), Some(b), None) => parse_orientation(a, b).ok(),
        _ => None,
    }
}

fn parse_config<'a>(words: impl Iterator<Item = &'a str>) -> Result<Config, ParseStateError> {
    use ParseStateError::{Bad, Missing};
    let mut c = Config::default();
    let mut seen = [false; 8];
    const KEYS: [&str; 8] = ["blocks", "setup", "first", "sbs", "d1", "d2", "d3", "max"];
    for w in words {
        let (k, v) = w.split_once('=').ok_or(Bad("config entry"))?;
        let i = KEYS.iter().position(|x| *x == k).ok_or(Bad("config key"))?;
        let slot = seen.get_mut(i).ok_or(Bad("config key"))?;
        if *slot {
            return Err(Bad("config key repeated"));
        }
        *slot = true;
        match k {
            "blocks" => {
                let (a, b) = v.split_once('/').ok_or(Bad("blocks"))?;
                c.south_blocks = a.parse().map_err(|_| Bad("blocks"))?;
                c.north_blocks = b.parse().map_err(|_| Bad("blocks"))?;
            }
            "setup" => {
                c.setup = match v {
                    "standard" => SetupMode::Standard,
                    "random" => SetupMode::Random,
                    _ => {
                        let list = v.strip_prefix("fixed:").ok_or(Bad("setup"))?;
                        let (s, n) = list.split_once('/').ok_or(Bad("setup"))?;
                        let mut out = crate::config::BySide::new([Orientation::default(); 4], [Orientation::default(); 4]);
                        for (slot, text) in [&mut out.south, &mut out.north].into_iter().zip([s, n]) {
                            let mut k = 0;
                            for item in text.split(',') {
                                let o = parse_orient_str(item).ok_or(Bad("fixed orientation"))?;
                                *slot.get_mut(k).ok_or(Bad("fixed orientation count"))? = o;
                                k += 1;
                            }
                            if k != 4 {
                                return Err(Bad("fixed orientation count"));
                            }
                        }
                        SetupMode::Fixed(out)
                    }
                }
            }
            "first" => c.first = side_letter(v).ok_or(Bad("first"))?,
            "sbs" => {
                c.side_by_side = match v {
                    "allowed" => SideBySide::Allowed,
                    "forbidden" => SideBySide::Forbidden,
                    _ => return Err(Bad("sbs")),
                }
            }
            "d1" => {
                c.tip_without_hop = match v {
                    "illegal" => TipWithoutHop::Illegal,
                    "stands" => TipWithoutHop::TipStands,
                    _ => return Err(Bad("d1")),
                }
            }
            "d2" => {
                c.hoops_path = match v {
                    "unblocked" => HoopsPath::Unblocked,
                    "through" => HoopsPath::ThroughBlocks,
                    _ => return Err(Bad("d2")),
                }
            }
            "d3" => {
                c.slider_stop = match v {
                    "any" => SliderStop::BeforeAnyStar,
                    "natural" => SliderStop::NaturalOnly,
                    _ => return Err(Bad("d3")),
                }
            }
            _ => {
                c.max_turns = match v {
                    "none" => None,
                    n if n.bytes().all(|b| b.is_ascii_digit()) => Some(n.parse().map_err(|_| Bad("max"))?),
                    _ => return Err(Bad("max")),
                }
            }
        }
    }
    if seen.iter().any(|s| !s) {
        return Err(Missing("config entry"));
    }
    Ok(c)
}

impl FromStr for State {
    type Err = ParseStateError;
    fn from_str(s: &str) -> Result<State, ParseStateError> {
        use ParseStateError::{Bad, Missing};
        let mut words = s.split(' ');
        let blocks = words.next().filter(|w| !w.is_empty()).ok_or(Missing("blocks"))?;
        let to_move = side_letter(words.next().ok_or(Missing("side to move"))?).ok_or(Bad("side to move"))?;
        let turns_text = words.next().ok_or(Missing("turns"))?;
        let turns_digits = turns_text.strip_prefix('t').ok_or(Bad("turns"))?;
        if turns_digits.is_empty() || !turns_digits.bytes().all(|b| b.is_ascii_digit()) {
            return Err(Bad("turns"));
        }
        let turns: u32 = turns_digits.parse().map_err(|_| Bad("turns"))?;
        let phase_text = words.next().ok_or(Missing("phase"))?;
        let config = parse_config(words)?;
        config.validate().map_err(ParseStateError::Config)?;
        let phase = if phase_text == "play" {
            Phase::Play
        } else {
            let rest = phase_text.strip_prefix("setup:").ok_or(Bad("phase"))?;
            let (t, faces) = rest.split_once(':').ok_or(Bad("phase"))?;
            let target = side_letter(t).ok_or(Bad("phase"))?;
            let mut rolled = [0u8; 6];
            let mut last = 0;
            for ch in faces.chars() {
                let face = Face::from_letter(ch).ok_or(Bad("rolled face"))?;
                if face.index() < last {
                    return Err(Bad("rolled faces out of order"));
                }
                last = face.index();
                let slot = rolled.get_mut(face.index()).ok_or(Bad("rolled face"))?;
                *slot = slot.saturating_add(1);
            }
            Phase::Setup { target, rolled }
        };
        let mut st = State {
            config,
            cells: [0; 49],
            occ: Default::default(),
            phase,
            to_move,
            turns,
            status: Status::Ongoing,
        };
        if blocks != "-" {
            let mut last: Option<Square> = None;
            for tok in blocks.split(',') {
                let cs: alloc::vec::Vec<char> = tok.chars().collect();
                let [o, f, r, t, n] = cs.as_slice() else {
                    return Err(ParseStateError::BadBlock);
                };
                let side = side_letter(if *o == 'S' {
                    "S"
                } else if *o == 'N' {
                    "N"
                } else {
                    ""
                })
                .ok_or(ParseStateError::BadBlock)?;
                let sq = Square::from_chars(*f, *r).ok_or(ParseStateError::BadBlock)?;
                let orient = parse_orientation(*t, *n).map_err(|_| ParseStateError::BadBlock)?;
                if let Some(l) = last {
                    if l == sq {
                        return Err(ParseStateError::DoubleSquare(sq));
                    }
                    if l > sq {
                        return Err(Bad("blocks out of square order"));
                    }
                }
                last = Some(sq);
                st.put(sq, side, orient);
            }
        }
        st.status = st.derive_status();
        st.validate().map_err(ParseStateError::Invalid)?;
        Ok(st)
    }
}
