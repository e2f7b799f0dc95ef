//! Text notation (spec §7) of whole states, round-trip exact; the
//! moves' text form is in `moves.rs`.
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

use core::fmt::{self, Write};
use core::str::FromStr;

use board_core::notation::{Scanner, SyntaxError};

use crate::board::Square;
use crate::config::{BySide, Config, HoopsPath, SetupMode, Side, SideBySide, SliderStop, TipWithoutHop};
use crate::cube::Orientation;
use crate::invariants::StateError;
use crate::moves::{eat_exact, read_face, read_orientation, read_square};
use crate::state::{Phase, State};

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
