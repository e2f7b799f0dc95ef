//! Game strings: `name` or `name(param=value,...)`, parsed into a validated
//! config, and written back in canonical form.

use alloc::boxed::Box;
use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;
use core::str::FromStr;

use board_core::Game;

use crate::dyn_game::DynGame;
use crate::kind::GameKind;
use crate::param::Param;

macro_rules! define_spec {
    ($($kind:ident($krate:ident, $state:ty) $doc:literal),* $(,)?) => {
        /// A game and its validated config, as named by a game string.
        ///
        /// The game string is `name` (the default config) or
        /// `name(param=value,...)`, like OpenSpiel's `load_game("maedn(players=4)")`:
        /// `xobrainer(format=bo3,variants=random+mission)`,
        /// `oduludo(players=3,mode=last-pawn)`, `numseq(players=4)`,
        /// `deblockle(blocks=3,side_by_side=forbidden)`. Game names, parameter
        /// names and word values are ASCII case-insensitive; spaces around names
        /// and values are ignored. [`GameKind::params`] lists each game's
        /// parameters with their valid values (the crate docs have the tables).
        ///
        /// [`Display`](fmt::Display) writes the canonical string: the name, then
        /// (in table order) only the parameters whose value differs from the
        /// default config, so `numseq(players=2)` displays as `numseq`. Parsing the
        /// canonical string gives the same config back. A config built in code
        /// with a value that has no text form (a custom XOBrainer board) shows it
        /// as `custom`, which parsing refuses.
        ///
        /// ```
        /// use tabletop::{GameKind, GameSpec};
        /// # fn main() -> Result<(), tabletop::SpecError> {
        /// let spec: GameSpec = "oduludo(players=3, mode=last-pawn)".parse()?;
        /// assert_eq!(spec.kind(), GameKind::Oduludo);
        /// assert_eq!(spec.to_string(), "oduludo(players=3,mode=last-pawn)");
        /// let GameSpec::Oduludo(config) = &spec else { unreachable!() };
        /// assert_eq!(config.mode, oduludo::Mode::LastPawn);
        /// # Ok(()) }
        /// ```
        #[derive(Clone, Debug, PartialEq, Eq)]
        pub enum GameSpec {
            $(
                #[doc = concat!("[`", stringify!($krate), "`] with its config.")]
                $kind($krate::Config),
            )*
        }

        /// A config that the game's own validation refused (every problem at once).
        #[derive(Clone, Debug, PartialEq, Eq)]
        pub enum InvalidConfig {
            $(
                #[doc = concat!("[`", stringify!($krate), "::ConfigError`].")]
                $kind($krate::ConfigError),
            )*
        }

        impl InvalidConfig {
            /// The game's own config error (its `Display` without the
            /// game's name in front).
            pub fn config_error(&self) -> &(dyn core::error::Error + Send + Sync + 'static) {
                match self {
                    $(InvalidConfig::$kind(e) => e,)*
                }
            }
        }

        impl fmt::Display for InvalidConfig {
            /// `name: the game's config error`.
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                match self {
                    $(InvalidConfig::$kind(e) => write!(f, "{}: {e}", <$state as Game>::INFO.name),)*
                }
            }
        }

        impl GameSpec {
            /// The default config of `kind` (the spec's default game).
            pub fn default_for(kind: GameKind) -> GameSpec {
                match kind {
                    $(GameKind::$kind => GameSpec::$kind(<$krate::Config>::default()),)*
                }
            }

            /// Which game this is.
            pub fn kind(&self) -> GameKind {
                match self {
                    $(GameSpec::$kind(_) => GameKind::$kind,)*
                }
            }

            /// `items` read into the default config of `kind`.
            fn build(kind: GameKind, items: &[Item<'_>]) -> Result<GameSpec, SpecError> {
                Ok(match kind {
                    $(GameKind::$kind => GameSpec::$kind(build(kind, $krate::PARAMS, items)?),)*
                })
            }

            /// Runs the game's config validation.
            ///
            /// # Errors
            /// The game's config error, every problem at once.
            pub fn validate(&self) -> Result<(), InvalidConfig> {
                match self {
                    $(GameSpec::$kind(c) => c.validate().map_err(InvalidConfig::$kind),)*
                }
            }
        }

        impl fmt::Display for GameSpec {
            /// The canonical game string.
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                match self {
                    $(GameSpec::$kind(c) => write(f, GameKind::$kind, $krate::PARAMS, c),)*
                }
            }
        }
    };
}
crate::for_each_game!(define_spec);

impl core::error::Error for InvalidConfig {}

/// Why a game string was refused. Columns count characters from 1.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SpecError {
    /// The text is not of the form `name` or `name(param=value,...)`.
    #[error("expected {expected} at column {column}, found {found:?}")]
    Syntax {
        /// Where the problem starts (1-based, in characters).
        column: usize,
        /// What was expected there.
        expected: &'static str,
        /// The text found there (empty at the end of the input), cut to an
        /// excerpt of at most [`board_core::notation::EXCERPT_CHARS`]
        /// characters.
        found: String,
    },
    /// No game has this name.
    #[error("unknown game {name:?} at column {column}; the games are {}", GameKind::NAMES)]
    UnknownGame {
        /// The name given, cut to an excerpt of at most
        /// [`board_core::notation::EXCERPT_CHARS`] characters.
        name: String,
        /// Where the name starts (1-based, in characters).
        column: usize,
    },
    /// The game has no parameter of this name.
    #[error("{game} has no parameter {param:?} at column {column}; its parameters are {known}")]
    UnknownParam {
        /// The game.
        game: GameKind,
        /// The parameter given, cut to an excerpt of at most
        /// [`board_core::notation::EXCERPT_CHARS`] characters.
        param: String,
        /// Where the parameter's name starts (1-based, in characters).
        column: usize,
        /// The game's parameters, comma-separated.
        known: String,
    },
    /// The value is not one the parameter takes.
    #[error("{game}: bad value {value:?} for {param} at column {column}: expected {expected}")]
    BadValue {
        /// The game.
        game: GameKind,
        /// The parameter.
        param: &'static str,
        /// The value given, cut to an excerpt of at most
        /// [`board_core::notation::EXCERPT_CHARS`] characters.
        value: String,
        /// Where the value starts (1-based, in characters).
        column: usize,
        /// What a valid value looks like.
        expected: &'static str,
    },
    /// A parameter is given twice.
    #[error("{game}: parameter {param} is given twice")]
    Repeated {
        /// The game.
        game: GameKind,
        /// The parameter.
        param: &'static str,
    },
    /// Two parameters that set the same thing are both given.
    #[error("{game}: {param} and {other} set the same thing; give one of them")]
    Conflict {
        /// The game.
        game: GameKind,
        /// The later parameter.
        param: &'static str,
        /// The earlier one.
        other: &'static str,
    },
    /// The parameters are well-formed but the game refuses the config.
    #[error("{0}")]
    Invalid(InvalidConfig),
}

/// One `param=value` of a game string.
struct Item<'a> {
    key: &'a str,
    value: &'a str,
    /// 1-based columns of the key and the value.
    key_column: usize,
    value_column: usize,
}

fn syntax(column: usize, expected: &'static str, found: &str) -> SpecError {
    SpecError::Syntax {
        column,
        expected,
        found: board_core::notation::excerpt(found),
    }
}

/// The 1-based character column of byte offset `at` in `text`.
fn column(text: &str, at: usize) -> usize {
    text.get(..at).map_or(0, |s| s.chars().count()) + 1
}

/// Splits `name(k=v,...)` into the name and its items.
fn split(text: &str) -> Result<(&str, usize, Vec<Item<'_>>), SpecError> {
    const NAME: &str = "a game name like xobrainer, then optionally (param=value,...)";
    let open = text.find('(');
    let name_end = open.unwrap_or(text.len());
    let name_part = text.get(..name_end).unwrap_or("");
    let name = name_part.trim();
    if name.is_empty() {
        let at = name_part.len() - name_part.trim_start().len();
        return Err(syntax(column(text, at), NAME, text.get(at..).unwrap_or("")));
    }
    let name_start = name_part.len() - name_part.trim_start().len();
    if let Some((i, _)) = name
        .char_indices()
        .find(|&(_, c)| !(c.is_ascii_alphanumeric() || c == '_' || c == '-'))
    {
        let at = name_start + i;
        return Err(syntax(column(text, at), NAME, text.get(at..).unwrap_or("")));
    }
    let name_column = column(text, name_start);
    let Some(open) = open else {
        return Ok((name, name_column, Vec::new()));
    };
    let body = text.get(open + 1..).unwrap_or("");
    let trimmed = body.trim_end();
    let Some(inner) = trimmed.strip_suffix(')') else {
        return Err(syntax(
            column(text, open + 1 + trimmed.len()),
            "`)` closing the parameter list",
            "",
        ));
    };
    let inner_start = open + 1;
    if let Some(i) = inner.find(['(', ')']) {
        let at = inner_start + i;
        return Err(syntax(
            column(text, at),
            "`,` or the closing `)`",
            text.get(at..).unwrap_or(""),
        ));
    }
    let mut items = Vec::new();
    if inner.trim().is_empty() {
        return Ok((name, name_column, items));
    }
    let mut offset = inner_start;
    for raw in inner.split(',') {
        let lead = raw.len() - raw.trim_start().len();
        let at = offset + lead;
        let part = raw.trim();
        let Some((key, value)) = part.split_once('=') else {
            return Err(syntax(column(text, at), "param=value", part));
        };
        let value_at = at + key.len() + 1 + (value.len() - value.trim_start().len());
        let (key, value) = (key.trim(), value.trim());
        if key.is_empty() {
            return Err(syntax(column(text, at), "a parameter name before =", part));
        }
        if value.is_empty() {
            return Err(syntax(column(text, at), "a value after =", part));
        }
        items.push(Item {
            key,
            value,
            key_column: column(text, at),
            value_column: column(text, value_at),
        });
        offset += raw.len() + 1;
    }
    Ok((name, name_column, items))
}

/// Reads `items` into the default config of a game with parameter table `params`.
fn build<C: Default>(game: GameKind, params: &[Param<C>], items: &[Item<'_>]) -> Result<C, SpecError> {
    let mut config = C::default();
    let mut seen: Vec<&'static str> = Vec::new();
    for item in items {
        let Some(p) = params.iter().find(|p| p.name.eq_ignore_ascii_case(item.key)) else {
            let known: Vec<&str> = params.iter().map(|p| p.name).collect();
            return Err(SpecError::UnknownParam {
                game,
                param: board_core::notation::excerpt(item.key),
                column: item.key_column,
                known: known.join(", "),
            });
        };
        if seen.contains(&p.name) {
            return Err(SpecError::Repeated { game, param: p.name });
        }
        if let Some(other) = p.excludes.iter().find(|e| seen.contains(e)) {
            return Err(SpecError::Conflict {
                game,
                param: p.name,
                other,
            });
        }
        seen.push(p.name);
        if !(p.set)(&mut config, item.value) {
            return Err(SpecError::BadValue {
                game,
                param: p.name,
                value: board_core::notation::excerpt(item.value),
                column: item.value_column,
                expected: p.expected,
            });
        }
    }
    Ok(config)
}

/// Writes `name(...)` with the parameters where `config` differs from the default.
fn write<C: Default>(f: &mut fmt::Formatter<'_>, game: GameKind, params: &[Param<C>], config: &C) -> fmt::Result {
    let default = C::default();
    f.write_str(game.name())?;
    let mut open = false;
    for p in params {
        let Some(shown) = (p.show)(config) else { continue };
        if (p.show)(&default).as_ref() == Some(&shown) {
            continue;
        }
        f.write_str(if open { "," } else { "(" })?;
        open = true;
        write!(f, "{}={}", p.name, shown.as_str())?;
    }
    if open {
        f.write_str(")")?;
    }
    Ok(())
}

impl GameSpec {
    /// Parses a game string (see [`GameSpec`]) and validates the config.
    ///
    /// # Errors
    /// [`SpecError::Syntax`] (with the column and the expected form),
    /// [`SpecError::UnknownGame`], [`SpecError::UnknownParam`],
    /// [`SpecError::BadValue`] (with the expected form),
    /// [`SpecError::Repeated`], [`SpecError::Conflict`], or
    /// [`SpecError::Invalid`] with the game's own config error.
    pub fn parse(text: &str) -> Result<GameSpec, SpecError> {
        let (name, name_column, items) = split(text)?;
        let kind = GameKind::from_name(name).ok_or_else(|| SpecError::UnknownGame {
            name: board_core::notation::excerpt(name),
            column: name_column,
        })?;
        let spec = GameSpec::build(kind, &items)?;
        spec.validate().map_err(SpecError::Invalid)?;
        Ok(spec)
    }
}

impl FromStr for GameSpec {
    type Err = SpecError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        GameSpec::parse(s)
    }
}

impl From<GameKind> for GameSpec {
    fn from(kind: GameKind) -> Self {
        GameSpec::default_for(kind)
    }
}

/// Parses a game string and starts the game: OpenSpiel's `load_game`.
///
/// ```
/// # fn main() -> Result<(), tabletop::SpecError> {
/// let game = tabletop::load_game("deblockle(blocks=3,side_by_side=forbidden)")?;
/// assert_eq!(game.name(), "deblockle");
/// assert_eq!(game.num_seats(), 2);
/// # Ok(()) }
/// ```
///
/// # Errors
/// Every [`SpecError`] of [`GameSpec::parse`].
pub fn load_game(text: &str) -> Result<Box<dyn DynGame>, SpecError> {
    GameSpec::parse(text)?.start().map_err(SpecError::Invalid)
}

/// With the feature `serde`, a [`GameSpec`] serializes as its canonical game
/// string, and deserializes by parsing one (so a refused string is a
/// deserialization error with the [`SpecError`] text).
#[cfg(feature = "serde")]
impl serde::Serialize for GameSpec {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for GameSpec {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        GameSpec::parse(&text).map_err(serde::de::Error::custom)
    }
}
