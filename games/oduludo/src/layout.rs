//! The board layout as data (spec section 2): one galaxy pattern repeated
//! four times around the 52-square ring, the coloured path length and the
//! globe squares of Earth. The default is `oduludo-default-v2` (revision 2,
//! O-R3), with `oduludo-default-v1` loadable by name ([`Layout::named`]); the D8
//! alternatives are accepted (one Sun per galaxy, paths of 4-6 squares,
//! side-by-side globes, junction at route 50).
//!
//! A layout is written as a 13-symbol galaxy pattern plus the path length and
//! globe style, e.g. `M:.*S.O.UL.SJ/5s` (the default). A shipped layout's
//! name (`oduludo-default-v2`, `oduludo-default-v1`) is read as its pattern.
//! Symbols:
//!
//! | symbol | square | safe |
//! |---|---|---|
//! | `M` | Moon of the galaxy's colour (must be offset 0) | yes |
//! | `.` | plain | no |
//! | `:` | plain | yes |
//! | `*` | Star | no |
//! | `S` | Sun | no |
//! | `O` | ODULUDO ring | no |
//! | `U` | UFO parking of the galaxy's colour | yes |
//! | `L` | Lightning | no |
//! | `J` | junction of the next colour (offset 11 or 12) | yes |
//!
//! Globes: `s` two globe squares in sequence, `b` side by side (one step).

use alloc::vec::Vec;
use core::fmt;

use board_core::track::Track;

pub use crate::data::{DEFAULT_GALAXY, GALAXY_LEN, SquareKind, V1_GALAXY};

use SquareKind as K;

/// Squares on the ring.
pub const RING_LEN: u8 = 52;
/// How the two globe squares of Earth lie (spec section 2, D8).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Globes {
    /// In sequence: route 57 and 58 in the default; landing on either is Earth.
    InSequence,
    /// Side by side: one step after the path is Earth.
    SideBySide,
}

/// One problem found in a layout.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
pub enum LayoutError {
    /// The galaxy pattern does not have 13 symbols.
    #[error("galaxy pattern has {0} squares, not 13")]
    PatternLength(usize),
    /// A symbol is not one of `M . : * S O U L J`.
    #[error("unknown square symbol {0:?}")]
    UnknownSymbol(char),
    /// Offset 0 is not the Moon, or there is another Moon.
    #[error("the moon must be exactly at offset 0")]
    MoonPlacement,
    /// Not exactly one junction, or not at offset 11 or 12.
    #[error("exactly one junction, at offset 11 or 12, is needed")]
    JunctionPlacement,
    /// Not exactly one UFO parking.
    #[error("exactly one ufo parking is needed")]
    UfoCount,
    /// The coloured path is not 4-6 squares long.
    #[error("coloured path of {0} squares (4-6 allowed)")]
    PathLength(u8),
    /// The text is not of the form `pattern/<len><s|b>`.
    #[error("malformed layout text")]
    Malformed,
    /// No shipped layout has this name ([`Layout::NAMED`] lists them).
    #[error("no layout of that name (known: oduludo-default-v2, oduludo-default-v1)")]
    UnknownName,
}

/// A board layout: a galaxy pattern, repeated for the four galaxies, the
/// coloured path length and the globe style.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Layout {
    /// The 13 squares of each galaxy, offset 0 (the galaxy's Moon) first.
    pub galaxy: [SquareKind; GALAXY_LEN],
    /// Squares on each coloured path (4-6).
    pub path_len: u8,
    /// Where the globe squares lie.
    pub globes: Globes,
}

impl Default for Layout {
    fn default() -> Self {
        Layout::DEFAULT
    }
}

impl Layout {
    /// `oduludo-default-v2`: `M:.*S.O.UL.SJ/5s` (revision 2, O-R3: the
    /// Lightning 3 squares after the ODULUDO ring, so that face 4 can land
    /// on it, R§5). Provisional: the published board may replace it.
    pub const DEFAULT: Layout = Layout {
        galaxy: DEFAULT_GALAXY,
        path_len: 5,
        globes: Globes::InSequence,
    };
    /// The name of the default layout.
    pub const DEFAULT_NAME: &'static str = "oduludo-default-v2";

    /// `oduludo-default-v1`: `M:.*S.O.U.LSJ/5s`, the revision-1 default
    /// (Lightning at offset 10), loadable by name ([`Layout::named`]).
    pub const V1: Layout = Layout {
        galaxy: V1_GALAXY,
        path_len: 5,
        globes: Globes::InSequence,
    };
    /// The shipped layouts by name, the default first.
    pub const NAMED: [(&'static str, Layout); 2] = [
        (Layout::DEFAULT_NAME, Layout::DEFAULT),
        ("oduludo-default-v1", Layout::V1),
    ];

    /// The shipped layout called `name` (see [`Layout::NAMED`]).
    ///
    /// # Errors
    /// [`LayoutError::UnknownName`] if no shipped layout has that name.
    pub fn named(name: &str) -> Result<Layout, LayoutError> {
        Layout::NAMED
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, l)| *l)
            .ok_or(LayoutError::UnknownName)
    }

    /// D8 alternative: one Sun per galaxy (`M:.*S.O.UL..J`, the default
    /// without its second Sun).
    pub const ONE_SUN: Layout = Layout {
        galaxy: [
            K::Moon,
            K::SafePlain,
            K::Plain,
            K::Star,
            K::Sun,
            K::Plain,
            K::Odulo,
            K::Plain,
            K::Ufo,
            K::Lightning,
            K::Plain,
            K::Plain,
            K::Junction,
        ],
        path_len: 5,
        globes: Globes::InSequence,
    };
    /// D8 alternative: junction at route 50 (`M:.*S.O.ULSJ:`), the top Sun at route 49.
    pub const JUNCTION_50: Layout = Layout {
        galaxy: [
            K::Moon,
            K::SafePlain,
            K::Plain,
            K::Star,
            K::Sun,
            K::Plain,
            K::Odulo,
            K::Plain,
            K::Ufo,
            K::Lightning,
            K::Sun,
            K::Junction,
            K::SafePlain,
        ],
        path_len: 5,
        globes: Globes::InSequence,
    };

    /// Parses `pattern/<path_len><s|b>`, e.g. `M:.*S.O.UL.SJ/5s`, and
    /// validates it; a name of [`Layout::NAMED`] gives that layout.
    ///
    /// # Errors
    /// Every [`LayoutError`] found (syntax errors stop at the first).
    pub fn parse(text: &str) -> Result<Layout, Vec<LayoutError>> {
        if let Ok(l) = Layout::named(text) {
            return Ok(l);
        }
        let (pat, rest) = text
            .split_once('/')
            .ok_or_else(|| alloc::vec![LayoutError::Malformed])?;
        let n = pat.chars().count();
        if n != GALAXY_LEN {
            return Err(alloc::vec![LayoutError::PatternLength(n)]);
        }
        let mut galaxy = DEFAULT_GALAXY;
        for (slot, ch) in galaxy.iter_mut().zip(pat.chars()) {
            *slot = SquareKind::from_symbol(ch).ok_or_else(|| alloc::vec![LayoutError::UnknownSymbol(ch)])?;
        }
        let globes = match rest.chars().last() {
            Some('s') => Globes::InSequence,
            Some('b') => Globes::SideBySide,
            _ => return Err(alloc::vec![LayoutError::Malformed]),
        };
        let len_text = rest
            .get(..rest.len() - 1)
            .ok_or_else(|| alloc::vec![LayoutError::Malformed])?;
        let path_len: u8 = len_text.parse().map_err(|_| alloc::vec![LayoutError::Malformed])?;
        let layout = Layout {
            galaxy,
            path_len,
            globes,
        };
        let problems = layout.problems();
        if problems.is_empty() { Ok(layout) } else { Err(problems) }
    }

    /// Every problem of this layout (empty when valid).
    pub fn problems(&self) -> Vec<LayoutError> {
        let mut p = Vec::new();
        let count = |k: SquareKind| self.galaxy.iter().filter(|&&x| x == k).count();
        if self.galaxy.first() != Some(&K::Moon) || count(K::Moon) != 1 {
            p.push(LayoutError::MoonPlacement);
        }
        if count(K::Junction) != 1 || !matches!(self.junction_offset_raw(), Some(11 | 12)) {
            p.push(LayoutError::JunctionPlacement);
        }
        if count(K::Ufo) != 1 {
            p.push(LayoutError::UfoCount);
        }
        if !(4..=6).contains(&self.path_len) {
            p.push(LayoutError::PathLength(self.path_len));
        }
        p
    }

    /// Validates the layout.
    ///
    /// # Errors
    /// The first [`LayoutError`]; [`Layout::problems`] lists all.
    pub fn validate(&self) -> Result<(), LayoutError> {
        match self.problems().first() {
            Some(e) => Err(*e),
            None => Ok(()),
        }
    }

    fn junction_offset_raw(&self) -> Option<usize> {
        self.galaxy.iter().position(|&k| k == K::Junction)
    }

    /// Offset of the junction in a galaxy (11 or 12 in a valid layout).
    pub fn junction_offset(&self) -> u8 {
        self.junction_offset_raw().unwrap_or(12) as u8
    }
    /// Offset of the UFO parking in a galaxy.
    pub fn ufo_offset(&self) -> u8 {
        self.galaxy.iter().position(|&k| k == K::Ufo).unwrap_or(8) as u8
    }
    /// Ring squares on each route: route 0 (own Moon) to the own junction.
    pub fn ring_route_len(&self) -> u8 {
        39 + self.junction_offset() + 1
    }
    /// Globe squares on each route (2 in sequence, 1 side by side).
    pub fn goal_len(&self) -> u8 {
        match self.globes {
            Globes::InSequence => 2,
            Globes::SideBySide => 1,
        }
    }
    /// The first route index that is Earth.
    pub fn earth_route(&self) -> u8 {
        self.ring_route_len() + self.path_len
    }
    /// The track geometry (board-core) of this layout, entries indexed by colour.
    ///
    /// # Errors
    /// The track error if the layout is not valid.
    pub fn track(&self) -> Result<Track, board_core::track::TrackError> {
        Track::new(
            RING_LEN,
            self.ring_route_len(),
            self.path_len,
            self.goal_len(),
            &[0, 13, 26, 39],
        )
    }
    /// The kind of ring square `ring` (taken mod 52).
    pub fn kind(&self, ring: u8) -> SquareKind {
        self.galaxy
            .get((ring % RING_LEN) as usize % GALAXY_LEN)
            .copied()
            .unwrap_or(K::Plain)
    }
    /// The pattern symbols, e.g. `M:.*S.O.UL.SJ`.
    pub fn pattern(&self) -> alloc::string::String {
        self.galaxy.iter().map(|k| k.symbol()).collect()
    }
}

impl fmt::Display for Layout {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let g = match self.globes {
            Globes::InSequence => 's',
            Globes::SideBySide => 'b',
        };
        write!(f, "{}/{}{}", self.pattern(), self.path_len, g)
    }
}

#[cfg(test)]
#[path = "tests/layout.rs"]
mod tests;
