//! The one-line state notation (`Display`/`FromStr` for [`State`]),
//! round-trip exact. Four parts separated by `;`:
//!
//! 1. the config (`GRBP std mrncfmsun M:.*S.O.UL.SJ/5s`, see [`Config`]);
//! 2. the pawns of each colour in play, `G:K,Q,S,S,S` with each position as
//!    `H` spaceship, `E` Earth, `X` out, `r17` ring square, `pG3` path square
//!    of a colour, and `*R` appended for a prisoner held by Red;
//! 3. the pending decision: `start`, `roll`, `move`, `sun:r17:<group hex>:<six 0|1>`,
//!    `cap:r17:<odulo 0|1>`, `odu:r6`, `oduroll:r6`, `next`, `over`;
//! 4. `t=` turn, `s=` starter, `d=` roll, `x=` extra roll due, `y=` tries,
//!    `z=` sixes this turn, `m=` must-move bits per colour, `u=` used UFOs (bits),
//!    `st=` status per colour (`-` absent, `a` active, `f` finished, `e` eliminated),
//!    `w=`/`l=`/`e=` winner, loser, last eliminated (`-` none), `n=` round,
//!    `rs=` round scores, `tt=` totals, `rw=` round wins, `pc=` pawn counts.
//!
//! Parsing validates the whole state (see [`State::check`]).

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt::{self, Write};
use core::str::FromStr;

use crate::colour::Colour;
use crate::config::{Config, ParseConfigError};
use crate::state::{Loc, PAWNS, Pawn, Phase, State, Status};

/// Why state text could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParseStateError {
    /// Not four `;`-separated parts.
    #[error("state needs 4 parts separated by ';'")]
    Parts,
    /// The config part is wrong.
    #[error("config: {0}")]
    Config(ParseConfigError),
    /// The pawn part is wrong.
    #[error("bad pawns {0:?}")]
    Pawns(String),
    /// The phase is unknown.
    #[error("bad phase {0:?}")]
    Phase(String),
    /// A field of the last part is missing or malformed.
    #[error("bad field {0}")]
    Field(&'static str),
    /// The text is well-formed but the state is impossible.
    #[error("inconsistent state: {0}")]
    Inconsistent(&'static str),
}

fn write_loc(f: &mut impl Write, l: Loc) -> fmt::Result {
    match l {
        Loc::Ship => f.write_char('H'),
        Loc::Earth => f.write_char('E'),
        Loc::Out => f.write_char('X'),
        Loc::Ring(r) => write!(f, "r{r}"),
        Loc::Path(c, i) => write!(f, "p{}{i}", c.letter()),
    }
}

fn parse_num<T: FromStr>(s: &str) -> Option<T> {
    if s.is_empty() || s.len() > 12 {
        return None;
    }
    s.parse().ok()
}

fn parse_loc(s: &str) -> Option<Loc> {
    match s {
        "H" => Some(Loc::Ship),
        "E" => Some(Loc::Earth),
        "X" => Some(Loc::Out),
        _ => {
            if let Some(n) = s.strip_prefix('r') {
                Some(Loc::Ring(parse_num(n)?))
            } else {
                let rest = s.strip_prefix('p')?;
                let mut cs = rest.chars();
                let c = Colour::from_letter(cs.next()?)?;
                Some(Loc::Path(c, parse_num(cs.as_str())?))
            }
        }
    }
}

fn colour_opt(c: Option<Colour>) -> char {
    c.map_or('-', Colour::letter)
}

fn parse_colour_opt(s: &str) -> Option<Option<Colour>> {
    let mut cs = s.chars();
    let ch = cs.next()?;
    if cs.next().is_some() {
        return None;
    }
    if ch == '-' {
        Some(None)
    } else {
        Colour::from_letter(ch).map(Some)
    }
}

fn list4<T: fmt::Display>(f: &mut fmt::Formatter<'_>, a: &[T; 4]) -> fmt::Result {
    for (i, x) in a.iter().enumerate() {
        if i > 0 {
            f.write_char(',')?;
        }
        write!(f, "{x}")?;
    }
    Ok(())
}

fn parse4<T: FromStr + Copy + Default>(s: &str) -> Option<[T; 4]> {
    let mut out = [T::default(); 4];
    let mut it = s.split(',');
    for slot in out.iter_mut() {
        *slot = parse_num(it.next()?)?;
    }
    it.next().is_none().then_some(out)
}

impl fmt::Display for State {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ;", self.config)?;
        for c in self.colours().iter() {
            write!(f, " {}:", c.letter())?;
            for (i, p) in self.pawns[c].iter().enumerate() {
                if i > 0 {
                    f.write_char(',')?;
                }
                write_loc(f, p.loc)?;
                if let Some(k) = p.captor {
                    write!(f, "*{}", k.letter())?;
                }
            }
        }
        f.write_str(" ; ")?;
        match self.phase {
            Phase::StartRoll => f.write_str("start")?,
            Phase::Roll => f.write_str("roll")?,
            Phase::Move => f.write_str("move")?,
            Phase::Sun { at, group, six } => {
                f.write_str("sun:")?;
                write_loc(f, at)?;
                write!(f, ":{group:x}:{}", u8::from(six))?;
            }
            Phase::Capture { at, odu } => {
                f.write_str("cap:")?;
                write_loc(f, at)?;
                write!(f, ":{}", u8::from(odu))?;
            }
            Phase::Odu { at } => {
                f.write_str("odu:")?;
                write_loc(f, at)?;
            }
            Phase::OduRoll { at } => {
                f.write_str("oduroll:")?;
                write_loc(f, at)?;
            }
            Phase::RoundOver => f.write_str("next")?,
            Phase::GameOver => f.write_str("over")?,
        }
        write!(
            f,
            " ; t={} s={} d={} x={} y={} z={} m=",
            self.turn.letter(),
            self.starter.letter(),
            self.roll,
            u8::from(self.extra),
            self.tries,
            self.sixes
        )?;
        list4(f, &self.must_move.0)?;
        write!(f, " u={} st=", self.ufo_used)?;
        for st in self.status.0 {
            f.write_char(match st {
                Status::Absent => '-',
                Status::Active => 'a',
                Status::Finished => 'f',
                Status::Eliminated => 'e',
            })?;
        }
        write!(
            f,
            " w={} l={} e={} n={} rs=",
            colour_opt(self.winner),
            colour_opt(self.loser),
            colour_opt(self.last_out),
            self.round
        )?;
        list4(f, &self.round_score.0)?;
        f.write_str(" tt=")?;
        list4(f, &self.totals.0)?;
        f.write_str(" rw=")?;
        list4(f, &self.round_wins.0)?;
        f.write_str(" pc=")?;
        list4(f, &self.pawn_count.0)
    }
}

fn parse_phase(s: &str) -> Option<Phase> {
    let parts: Vec<&str> = s.split(':').collect();
    Some(match parts.as_slice() {
        ["start"] => Phase::StartRoll,
        ["roll"] => Phase::Roll,
        ["move"] => Phase::Move,
        ["next"] => Phase::RoundOver,
        ["over"] => Phase::GameOver,
        ["sun", at, g, six] => Phase::Sun {
            at: parse_loc(at)?,
            group: if g.is_empty() || g.len() > 8 {
                return None;
            } else {
                u32::from_str_radix(g, 16).ok()?
            },
            six: parse_bool(six)?,
        },
        ["cap", at, odu] => Phase::Capture {
            at: parse_loc(at)?,
            odu: parse_bool(odu)?,
        },
        ["odu", at] => Phase::Odu { at: parse_loc(at)? },
        ["oduroll", at] => Phase::OduRoll { at: parse_loc(at)? },
        _ => return None,
    })
}

fn parse_bool(s: &str) -> Option<bool> {
    match s {
        "0" => Some(false),
        "1" => Some(true),
        _ => None,
    }
}

impl FromStr for State {
    type Err = ParseStateError;
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let parts: Vec<&str> = text.split(';').collect();
        let [conf, pawns, phase, fields] = parts.as_slice() else {
            return Err(ParseStateError::Parts);
        };
        let config: Config = conf.trim().parse().map_err(ParseStateError::Config)?;
        let mut s = State::new(config).map_err(|e| ParseStateError::Config(ParseConfigError::Invalid(e)))?;
        // Pawns.
        let bad_pawns = || ParseStateError::Pawns(String::from(pawns.trim()));
        let mut groups = pawns.split_whitespace();
        for c in config.colours.iter() {
            let g = groups.next().ok_or_else(bad_pawns)?;
            let (col, list) = g.split_once(':').ok_or_else(bad_pawns)?;
            if col.len() != 1 || !col.starts_with(c.letter()) {
                return Err(bad_pawns());
            }
            let items: Vec<&str> = list.split(',').collect();
            if items.len() != PAWNS {
                return Err(bad_pawns());
            }
            for (i, item) in items.iter().enumerate() {
                let (l, captor) = match item.split_once('*') {
                    Some((l, k)) => (l, Some(parse_colour_opt(k).flatten().ok_or_else(bad_pawns)?)),
                    None => (*item, None),
                };
                let loc = parse_loc(l).ok_or_else(bad_pawns)?;
                s.set_pawn(c, i, Pawn { loc, captor });
            }
        }
        if groups.next().is_some() {
            return Err(bad_pawns());
        }
        s.phase = parse_phase(phase.trim()).ok_or_else(|| ParseStateError::Phase(String::from(phase.trim())))?;
        // Fields, in order.
        let mut it = fields.split_whitespace();
        let mut field = |name: &'static str| -> Result<&str, ParseStateError> {
            let tok = it.next().ok_or(ParseStateError::Field(name))?;
            let (k, v) = tok.split_once('=').ok_or(ParseStateError::Field(name))?;
            if k == name {
                Ok(v)
            } else {
                Err(ParseStateError::Field(name))
            }
        };
        let colour = |v: &str, name| parse_colour_opt(v).flatten().ok_or(ParseStateError::Field(name));
        s.turn = colour(field("t")?, "t")?;
        s.starter = colour(field("s")?, "s")?;
        s.roll = parse_num(field("d")?).ok_or(ParseStateError::Field("d"))?;
        s.extra = parse_bool(field("x")?).ok_or(ParseStateError::Field("x"))?;
        s.tries = parse_num(field("y")?).ok_or(ParseStateError::Field("y"))?;
        s.sixes = parse_num(field("z")?).ok_or(ParseStateError::Field("z"))?;
        s.must_move.0 = parse4(field("m")?).ok_or(ParseStateError::Field("m"))?;
        s.ufo_used = parse_num(field("u")?).ok_or(ParseStateError::Field("u"))?;
        let st = field("st")?;
        if st.chars().count() != 4 {
            return Err(ParseStateError::Field("st"));
        }
        for (slot, ch) in s.status.0.iter_mut().zip(st.chars()) {
            *slot = match ch {
                '-' => Status::Absent,
                'a' => Status::Active,
                'f' => Status::Finished,
                'e' => Status::Eliminated,
                _ => return Err(ParseStateError::Field("st")),
            };
        }
        s.winner = parse_colour_opt(field("w")?).ok_or(ParseStateError::Field("w"))?;
        s.loser = parse_colour_opt(field("l")?).ok_or(ParseStateError::Field("l"))?;
        s.last_out = parse_colour_opt(field("e")?).ok_or(ParseStateError::Field("e"))?;
        s.round = parse_num(field("n")?).ok_or(ParseStateError::Field("n"))?;
        s.round_score.0 = parse4(field("rs")?).ok_or(ParseStateError::Field("rs"))?;
        s.totals.0 = parse4(field("tt")?).ok_or(ParseStateError::Field("tt"))?;
        s.round_wins.0 = parse4(field("rw")?).ok_or(ParseStateError::Field("rw"))?;
        s.pawn_count.0 = parse4(field("pc")?).ok_or(ParseStateError::Field("pc"))?;
        if it.next().is_some() {
            return Err(ParseStateError::Field("end"));
        }
        s.check().map_err(ParseStateError::Inconsistent)?;
        Ok(s)
    }
}
