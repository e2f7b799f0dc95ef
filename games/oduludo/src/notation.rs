//! The one-line state notation (`Display`/`FromStr` for [`State`]):
//! round-trip exact, one spelling per state. Four parts separated by ` ; `:
//!
//! 1. the config (`GRBP std mrncfmsunc M:.*S.O.UL.SJ/5s`, see [`Config`]):
//!    colours clockwise, the layout as its pattern;
//! 2. the pawns of each colour in play, clockwise, `G:K,Q,S,S,S` with each
//!    position as `H` spaceship, `E` Earth, `X` out, `r17` ring square,
//!    `pG3` path square of a colour, and `*R` appended for a prisoner held
//!    by Red;
//! 3. the pending decision: `start`, `roll`, `move`, `sun:r17:<group hex>:<six 0|1>`,
//!    `cap:r17:<odulo offer 0|1>`, `odu:r6`, `oduroll:r6`, `next`, `over`;
//! 4. `t=` colour to move, `s=` starter, `d=` roll, `x=` extra roll due, `y=` tries,
//!    `z=` sixes this turn, `m=` must-move bits per colour, `u=` used UFOs (bits),
//!    `st=` status per colour (`-` absent, `a` active, `f` finished, `e` eliminated),
//!    `w=`/`l=`/`e=` winner, loser, last eliminated (`-` none), `n=` round,
//!    `rs=` round scores, `tt=` totals, `rw=` round wins, `pc=` pawn counts.
//!
//! Parsing accepts only the text `Display` writes: parts and fields
//! separated by one ASCII space, numbers without leading zeros or `+`,
//! lists in their order ([`Spelling`] says what differs); it then checks
//! every invariant ([`State::validate`]).

use core::fmt::{self, Write};
use core::str::FromStr;

use board_core::notation::{SyntaxError, canonical_number};

use crate::colour::Colour;
use crate::config::{Config, ConfigError};
use crate::invariants::StateError;
use crate::layout::Layout;
use crate::state::{Loc, PAWNS, Pawn, Phase, PlayerStatus, State};

/// Why state text could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParseStateError {
    /// The text does not have the state notation's form: the column, the
    /// token found and the form expected.
    #[error(transparent)]
    Syntax(#[from] SyntaxError),
    /// The text reads as a state but is not its one spelling (what
    /// `Display` writes).
    #[error("not the canonical spelling at column {column}: {problem}")]
    NotCanonical {
        /// 1-based character column of the first wrong character.
        column: usize,
        /// What is wrong.
        problem: Spelling,
    },
    /// The config part is well-formed but not a valid config.
    #[error("{0}")]
    Config(ConfigError),
    /// The text is well-formed but the state is one the rules cannot reach.
    #[error("inconsistent state: {0}")]
    Invalid(#[from] StateError),
}

/// How a well-formed state text differs from the one spelling `Display`
/// writes ([`ParseStateError::NotCanonical`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
pub enum Spelling {
    /// Parts and fields are separated by exactly one ASCII space (and the
    /// parts by ` ; `), with none at either end.
    #[error("parts and fields are separated by exactly one ASCII space")]
    Spacing,
    /// A number with a leading zero, in the named field (`pawns`,
    /// `phase`, `layout` or a field name like `u`).
    #[error("leading zero in field {0}")]
    LeadingZero(&'static str),
    /// A number with a `+` sign, in the named field.
    #[error("'+' sign in field {0}")]
    PlusSign(&'static str),
    /// `-0`, in the named field.
    #[error("negative zero in field {0}")]
    NegativeZero(&'static str),
    /// The config's colours are not listed clockwise (G R B P).
    #[error("the colours are not in clockwise order")]
    ColourOrder,
    /// The layout is given by name; a state writes its pattern.
    #[error("the layout is given by name; a state writes its pattern")]
    LayoutName,
    /// Any other difference from the printed form (for example an
    /// upper-case hexadecimal Sun group).
    #[error("the text differs from the state's printed form")]
    NotAsPrinted,
}

fn write_loc(f: &mut impl Write, l: Loc) -> fmt::Result {
    write!(f, "{l}")
}

fn colour_opt(c: Option<Colour>) -> char {
    c.map_or('-', Colour::letter)
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

impl fmt::Display for State {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ;", self.config)?;
        for c in self.colours().iter() {
            write!(f, " {}:", c.letter())?;
            for (i, p) in self.pawns_of(c).iter().enumerate() {
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
                PlayerStatus::Absent => '-',
                PlayerStatus::Active => 'a',
                PlayerStatus::Finished => 'f',
                PlayerStatus::Eliminated => 'e',
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

// ----- reading -----

/// A piece of the text with the 1-based column of its first character.
#[derive(Clone, Copy)]
struct Tok<'a> {
    text: &'a str,
    column: usize,
}

impl<'a> Tok<'a> {
    fn error(self, expected: &'static str) -> ParseStateError {
        SyntaxError::new(self.column, self.text, expected).into()
    }
    fn not_canonical(self, problem: Spelling) -> ParseStateError {
        ParseStateError::NotCanonical {
            column: self.column,
            problem,
        }
    }
    /// The part from byte `at` on.
    fn from(self, at: usize) -> Tok<'a> {
        let head = self.text.get(..at).unwrap_or("");
        Tok {
            text: self.text.get(at..).unwrap_or(""),
            column: self.column + head.chars().count(),
        }
    }
    /// Split at the first `sep` (the rest after it).
    fn split_once(self, sep: char) -> Option<(Tok<'a>, Tok<'a>)> {
        let at = self.text.find(sep)?;
        let head = Tok {
            text: self.text.get(..at).unwrap_or(""),
            column: self.column,
        };
        Some((head, self.from(at + sep.len_utf8())))
    }
    /// The pieces between `sep`s.
    fn split(self, sep: char) -> impl Iterator<Item = Tok<'a>> {
        let mut rest = Some(self);
        core::iter::from_fn(move || {
            let t = rest?;
            match t.split_once(sep) {
                Some((head, tail)) => {
                    rest = Some(tail);
                    Some(head)
                }
                None => {
                    rest = None;
                    Some(t)
                }
            }
        })
    }
}

/// A part without its leading and/or trailing space.
fn trim(t: Tok<'_>, lead: bool, trail: bool) -> Tok<'_> {
    let t = if lead { t.from(1) } else { t };
    Tok {
        text: if trail {
            t.text.get(..t.text.len().saturating_sub(1)).unwrap_or("")
        } else {
            t.text
        },
        column: t.column,
    }
}

/// Refuses whitespace other than single ASCII spaces between tokens.
fn spacing(text: &str) -> Result<(), ParseStateError> {
    if text.is_empty() {
        return Ok(());
    }
    let mut prev_space = true; // no space at the start
    let mut column = 0;
    for ch in text.chars() {
        column += 1;
        let bad = ch.is_whitespace() && ch != ' ' || ch == ' ' && prev_space;
        if bad {
            return Err(ParseStateError::NotCanonical {
                column,
                problem: Spelling::Spacing,
            });
        }
        prev_space = ch == ' ';
    }
    if prev_space {
        return Err(ParseStateError::NotCanonical {
            column: column.max(1),
            problem: Spelling::Spacing,
        });
    }
    Ok(())
}

/// A canonical unsigned number; a `+` sign or a leading zero is named as
/// such, anything else is a syntax error expecting `expected`.
fn number<T: FromStr>(t: Tok<'_>, field: &'static str, expected: &'static str) -> Result<T, ParseStateError> {
    if let Some(n) = canonical_number(t.text) {
        return Ok(n);
    }
    let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    if t.text.starts_with('+') && digits(t.text.get(1..).unwrap_or("")) {
        return Err(t.not_canonical(Spelling::PlusSign(field)));
    }
    if t.text.len() > 1 && t.text.starts_with('0') && digits(t.text) {
        return Err(t.not_canonical(Spelling::LeadingZero(field)));
    }
    Err(t.error(expected))
}

/// A canonical signed number (`-` before a non-zero canonical number).
fn signed(t: Tok<'_>, field: &'static str, expected: &'static str) -> Result<i32, ParseStateError> {
    match t.text.strip_prefix('-') {
        Some("0") => Err(t.not_canonical(Spelling::NegativeZero(field))),
        Some(_) => {
            let n: i64 = number(t.from(1), field, expected)?;
            i32::try_from(-n).map_err(|_| t.error(expected))
        }
        None => number(t, field, expected),
    }
}

/// Four comma-separated values read by `f`.
fn list<T: Copy + Default>(
    t: Tok<'_>,
    expected: &'static str,
    f: impl Fn(Tok<'_>) -> Result<T, ParseStateError>,
) -> Result<[T; 4], ParseStateError> {
    let mut out = [T::default(); 4];
    let mut items = t.split(',');
    for slot in out.iter_mut() {
        *slot = f(items.next().ok_or_else(|| t.error(expected))?)?;
    }
    match items.next() {
        Some(extra) => Err(extra.error("the end of the list (4 values)")),
        None => Ok(out),
    }
}

fn colour(t: Tok<'_>, expected: &'static str) -> Result<Colour, ParseStateError> {
    let mut cs = t.text.chars();
    match (cs.next().and_then(Colour::from_letter), cs.next()) {
        (Some(c), None) => Ok(c),
        _ => Err(t.error(expected)),
    }
}

fn colour_or_none(t: Tok<'_>, expected: &'static str) -> Result<Option<Colour>, ParseStateError> {
    if t.text == "-" {
        Ok(None)
    } else {
        colour(t, expected).map(Some)
    }
}

fn flag(t: Tok<'_>, expected: &'static str) -> Result<bool, ParseStateError> {
    match t.text {
        "0" => Ok(false),
        "1" => Ok(true),
        _ => Err(t.error(expected)),
    }
}

const LOC_FORM: &str = "a position H, E, X, a ring square like r17 or a path square like pG3";

fn location(t: Tok<'_>, field: &'static str) -> Result<Loc, ParseStateError> {
    match t.text {
        "H" => return Ok(Loc::Ship),
        "E" => return Ok(Loc::Earth),
        "X" => return Ok(Loc::Out),
        _ => {}
    }
    if t.text.starts_with('r') {
        return Ok(Loc::Ring(number(t.from(1), field, LOC_FORM).map_err(|e| respan(e, t))?));
    }
    if t.text.starts_with('p') {
        // The colour letter is one byte.
        let c = t
            .text
            .chars()
            .nth(1)
            .and_then(Colour::from_letter)
            .ok_or_else(|| t.error(LOC_FORM))?;
        return Ok(Loc::Path(
            c,
            number(t.from(2), field, LOC_FORM).map_err(|e| respan(e, t))?,
        ));
    }
    Err(t.error(LOC_FORM))
}

/// A syntax error inside a token reported on the whole token (spelling
/// problems keep their column).
fn respan(e: ParseStateError, whole: Tok<'_>) -> ParseStateError {
    match e {
        ParseStateError::Syntax(s) => whole.error(s.expected),
        other => other,
    }
}

const PAWN_FORM: &str = "a pawn position like H, E, X, r17 or pG3, with *R for a prisoner held by Red";

fn pawn(t: Tok<'_>) -> Result<Pawn, ParseStateError> {
    let (loc, captor) = match t.split_once('*') {
        Some((l, k)) => (l, Some(colour(k, "the captor's colour letter after '*'")?)),
        None => (t, None),
    };
    let loc = location(loc, "pawns").map_err(|e| match e {
        ParseStateError::Syntax(_) => t.error(PAWN_FORM),
        other => other,
    })?;
    Ok(Pawn { loc, captor })
}

const PHASE_FORM: &str = "a phase: start, roll, move, sun:r17:2:0, cap:r17:0, odu:r6, oduroll:r6, next or over";

fn phase(t: Tok<'_>) -> Result<Phase, ParseStateError> {
    let mut parts = t.split(':');
    let (Some(kind), a, b, c, None) = (parts.next(), parts.next(), parts.next(), parts.next(), parts.next()) else {
        return Err(t.error(PHASE_FORM));
    };
    let at = |a: Option<Tok<'_>>| location(a.ok_or_else(|| t.error(PHASE_FORM))?, "phase");
    let bit = |b: Option<Tok<'_>>| flag(b.ok_or_else(|| t.error(PHASE_FORM))?, "0 or 1");
    let none = |x: Option<Tok<'_>>| x.map_or(Ok(()), |x| Err(x.error("the end of the phase")));
    let p = match kind.text {
        "start" => Phase::StartRoll,
        "roll" => Phase::Roll,
        "move" => Phase::Move,
        "next" => Phase::RoundOver,
        "over" => Phase::GameOver,
        "sun" => {
            let g = b.ok_or_else(|| t.error(PHASE_FORM))?;
            let hex = !g.text.is_empty() && g.text.len() <= 8 && g.text.bytes().all(|x| x.is_ascii_hexdigit());
            if !hex {
                return Err(g.error("the Sun group as hexadecimal pawn bits"));
            }
            if g.text.len() > 1 && g.text.starts_with('0') {
                return Err(g.not_canonical(Spelling::LeadingZero("phase")));
            }
            let group =
                u32::from_str_radix(g.text, 16).map_err(|_| g.error("the Sun group as hexadecimal pawn bits"))?;
            return Ok(Phase::Sun {
                at: at(a)?,
                group,
                six: bit(c)?,
            });
        }
        "cap" => {
            none(c)?;
            return Ok(Phase::Capture {
                at: at(a)?,
                odu: bit(b)?,
            });
        }
        "odu" | "oduroll" => {
            none(b)?;
            let at = at(a)?;
            return Ok(if kind.text == "odu" {
                Phase::Odu { at }
            } else {
                Phase::OduRoll { at }
            });
        }
        _ => return Err(kind.error(PHASE_FORM)),
    };
    none(a)?;
    Ok(p)
}

/// Reads the config part: each token as `Config`'s notation reads it, then
/// the canonical spelling (colours clockwise, the layout as its pattern).
/// With it, for a revision-2 config part (nine knob codes, read as
/// [`crate::config::BackwardRule::QueenAlone`]), the character column of
/// the tenth code that the printed form adds (its only difference there).
fn config(t: Tok<'_>) -> Result<(Config, Option<usize>), ParseStateError> {
    let toks: alloc::vec::Vec<Tok<'_>> = t.split(' ').collect();
    let [cols, mode, knobs, layout] = toks.as_slice() else {
        return Err(t.error("a config: colours, mode, knobs and layout, like GB std mrncfmsunc M:.*S.O.UL.SJ/5s"));
    };
    let cfg = crate::config::read(cols.text, mode.text, knobs.text, layout.text).map_err(|e| match e {
        crate::config::ConfigTextError::Colours => cols.error("the colour letters in play, like GB or GRBP"),
        crate::config::ConfigTextError::Mode => mode.error("a mode: std, last or team"),
        crate::config::ConfigTextError::Knobs => knobs.error(crate::config::KNOBS_EXPECTED),
        crate::config::ConfigTextError::Layout => layout.error("a layout pattern like M:.*S.O.UL.SJ/5s"),
        crate::config::ConfigTextError::Invalid(e) => ParseStateError::Config(e),
    })?;
    let printed: alloc::string::String = cfg.colours.iter().map(Colour::letter).collect();
    if printed != cols.text {
        return Err(cols.not_canonical(Spelling::ColourOrder));
    }
    if alloc::format!("{}", cfg.layout) != layout.text {
        let problem = if Layout::named(layout.text).is_ok() {
            Spelling::LayoutName
        } else {
            Spelling::NotAsPrinted
        };
        return Err(layout.not_canonical(problem));
    }
    let legacy = (knobs.text.chars().count() == 9).then_some(knobs.column + 9);
    Ok((cfg, legacy))
}

/// The fields of the last part, in order, each `name=value`.
struct Fields<'a> {
    toks: alloc::vec::IntoIter<Tok<'a>>,
    end: Tok<'a>,
}

impl<'a> Fields<'a> {
    fn next(&mut self, name: &'static str, expected: &'static str) -> Result<Tok<'a>, ParseStateError> {
        let t = self.toks.next().ok_or_else(|| self.end.error(expected))?;
        match t.split_once('=') {
            Some((k, v)) if k.text == name => Ok(v),
            _ => Err(t.error(expected)),
        }
    }
}

fn status(t: Tok<'_>) -> Result<[PlayerStatus; 4], ParseStateError> {
    let mut out = [PlayerStatus::Absent; 4];
    let mut cs = t.text.chars();
    for slot in out.iter_mut() {
        *slot = match cs.next() {
            Some('-') => PlayerStatus::Absent,
            Some('a') => PlayerStatus::Active,
            Some('f') => PlayerStatus::Finished,
            Some('e') => PlayerStatus::Eliminated,
            _ => return Err(t.error("st= four of - a f e, like st=a-a-")),
        };
    }
    match cs.next() {
        Some(_) => Err(t.error("st= four of - a f e, like st=a-a-")),
        None => Ok(out),
    }
}

impl FromStr for State {
    type Err = ParseStateError;

    /// Reads the one spelling `Display` writes and checks every invariant.
    ///
    /// # Errors
    /// [`ParseStateError::Syntax`] (column, token, expected form),
    /// [`ParseStateError::NotCanonical`] (what differs from the printed
    /// form), [`ParseStateError::Config`] (an invalid config),
    /// [`ParseStateError::Invalid`] (a state the rules cannot reach).
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        spacing(text)?;
        let whole = Tok { text, column: 1 };
        let parts: alloc::vec::Vec<Tok<'_>> = whole.split(';').collect();
        let [conf, pawns, ph, fields] = parts.as_slice() else {
            let at = parts.get(4).copied().unwrap_or(Tok {
                text: "",
                column: text.chars().count() + 1,
            });
            return Err(at.error("4 parts separated by ' ; ': config, pawns, phase, fields"));
        };
        // Each part but the first starts, and each but the last ends, with one space.
        // (Single spaces only, by `spacing`: so a part is never just a space.)
        let inner = |t: Tok<'_>, lead: bool, trail: bool| -> Result<(), ParseStateError> {
            if lead && !t.text.starts_with(' ') {
                return Err(t.not_canonical(Spelling::Spacing));
            }
            if trail && !t.text.ends_with(' ') {
                return Err(t.from(t.text.len()).not_canonical(Spelling::Spacing));
            }
            if t.text.len() <= usize::from(lead) + usize::from(trail) {
                return Err(t.error("a part between ' ; ' separators"));
            }
            Ok(())
        };
        inner(*conf, false, true)?;
        inner(*pawns, true, true)?;
        inner(*ph, true, true)?;
        inner(*fields, true, false)?;
        let (config, legacy) = config(trim(*conf, false, true))?;
        let mut s = State::new(config).map_err(ParseStateError::Config)?;
        // Pawns, one list per colour in play, clockwise.
        let pawns = trim(*pawns, true, true);
        let mut lists = pawns.split(' ');
        for c in config.colours.iter() {
            const FORMS: [&str; 4] = [
                "Green's pawns, like G:H,H,H,H,H",
                "Red's pawns, like R:H,H,H,H,H",
                "Blue's pawns, like B:H,H,H,H,H",
                "Purple's pawns, like P:H,H,H,H,H",
            ];
            let form = FORMS.get(c.index()).copied().unwrap_or(FORMS[0]);
            let t = lists.next().ok_or_else(|| pawns.from(pawns.text.len()).error(form))?;
            let (who, items) = t.split_once(':').ok_or_else(|| t.error(form))?;
            if who.text.len() != 1 || !who.text.starts_with(c.letter()) {
                return Err(t.error(form));
            }
            let mut items = items.split(',');
            for i in 0..PAWNS {
                let item = items.next().ok_or_else(|| t.error(form))?;
                s.set_pawn(c, i, pawn(item)?);
            }
            if let Some(extra) = items.next() {
                return Err(extra.error("the end of the pawn list (5 pawns)"));
            }
        }
        if let Some(extra) = lists.next() {
            return Err(extra.error("the end of the pawns (one list per colour in play)"));
        }
        // Not read from text: a state at rest has no colour pending a re-sort
        // (`validate` checks the pawns' normal form itself).
        s.unsorted = 0;
        s.phase = phase(trim(*ph, true, true))?;
        let fields = trim(*fields, true, false);
        let toks: alloc::vec::Vec<Tok<'_>> = fields.split(' ').collect();
        let mut f = Fields {
            toks: toks.into_iter(),
            end: fields.from(fields.text.len()),
        };
        s.turn = colour(f.next("t", "t=<colour to move>")?, "t=<colour letter>")?;
        s.starter = colour(f.next("s", "s=<starter>")?, "s=<colour letter>")?;
        s.roll = number(f.next("d", "d=<roll 0-6>")?, "d", "d=<roll 0-6>")?;
        s.extra = flag(f.next("x", "x=<extra roll 0|1>")?, "x=<0 or 1>")?;
        s.tries = number(f.next("y", "y=<tries>")?, "y", "y=<tries 0-3>")?;
        s.sixes = number(f.next("z", "z=<sixes>")?, "z", "z=<sixes 0-255>")?;
        s.must_move.0 = list(f.next("m", "m=<4 must-move masks>")?, "m=<4 numbers>", |t| {
            number(t, "m", "a must-move mask 0-31")
        })?;
        s.ufo_used = number(f.next("u", "u=<used UFO bits>")?, "u", "u=<used UFO bits 0-15>")?;
        s.status.0 = status(f.next("st", "st=<4 statuses>")?)?;
        s.winner = colour_or_none(f.next("w", "w=<winner or ->")?, "w=<colour letter or ->")?;
        s.loser = colour_or_none(f.next("l", "l=<loser or ->")?, "l=<colour letter or ->")?;
        s.last_out = colour_or_none(f.next("e", "e=<last eliminated or ->")?, "e=<colour letter or ->")?;
        s.round = number(f.next("n", "n=<round>")?, "n", "n=<round 1-65535>")?;
        s.round_score.0 = list(f.next("rs", "rs=<4 round scores>")?, "rs=<4 numbers>", |t| {
            signed(t, "rs", "a round score")
        })?;
        s.totals.0 = list(f.next("tt", "tt=<4 totals>")?, "tt=<4 numbers>", |t| {
            signed(t, "tt", "a total")
        })?;
        s.round_wins.0 = list(f.next("rw", "rw=<4 round wins>")?, "rw=<4 numbers>", |t| {
            number(t, "rw", "a round-win count")
        })?;
        s.pawn_count.0 = list(f.next("pc", "pc=<4 pawn counts>")?, "pc=<4 numbers>", |t| {
            number(t, "pc", "a pawn count 0-5")
        })?;
        if let Some(extra) = f.toks.next() {
            return Err(extra.error("the end of the state"));
        }
        s.validate()?;
        // Anything else spelled differently (a safety net: the readers above
        // accept only the printed forms).
        let mut printed = alloc::format!("{s}");
        if let Some(column) = legacy {
            // A revision-2 config part: its spelling lacks the O-R9 code
            // (an ASCII letter at that column of the printed text).
            let i = column - 1;
            if i < printed.len() && printed.is_char_boundary(i) {
                printed.remove(i);
            }
        }
        if printed != text {
            let column = printed.chars().zip(text.chars()).take_while(|(a, b)| a == b).count() + 1;
            return Err(ParseStateError::NotCanonical {
                column,
                problem: Spelling::NotAsPrinted,
            });
        }
        Ok(s)
    }
}
