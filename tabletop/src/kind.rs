//! The list of games, generated from the registry ([`crate::for_each_game!`]).

use core::fmt;

use alloc::string::{String, ToString};
use alloc::vec::Vec;

use board_core::params::{Kind, Param, Shown};
use board_core::{Game, GameInfo};

use crate::registry::one;

/// The names of the games, joined by `, `.
macro_rules! names {
    ($first:ident $(, $rest:ident)*) => {
        concat!(stringify!($first) $(, ", ", stringify!($rest))*)
    };
}

macro_rules! define_kind {
    ($($kind:ident($krate:ident, $state:ty) $doc:literal),* $(,)?) => {
        /// The games of the workspace, by name: one variant per line of the
        /// registry ([`crate::for_each_game!`]).
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum GameKind {
            $(
                #[doc = concat!("[`", stringify!($krate), "`]: ", $doc, ".")]
                $kind,
            )*
        }

        impl GameKind {
            /// Every game, in tour order (the registry's order).
            pub const ALL: [GameKind; 0 $(+ one!($kind))*] = [$(GameKind::$kind),*];

            /// The names of every game, as an error message lists them.
            pub const NAMES: &'static str = names!($($krate),*);

            /// The game's fact sheet ([`Game::INFO`] of its state).
            pub const fn info(self) -> GameInfo {
                match self {
                    $(GameKind::$kind => <$state as Game>::INFO,)*
                }
            }

            /// The range every value of the game's observation tensor lies in,
            /// `(low, high)`: its
            /// [`ObservationEncoding::OBSERVATION_RANGE`](board_core::encoding::ObservationEncoding::OBSERVATION_RANGE).
            pub const fn observation_range(self) -> (f32, f32) {
                use board_core::encoding::ObservationEncoding;
                match self {
                    $(GameKind::$kind => <$state as ObservationEncoding>::OBSERVATION_RANGE,)*
                }
            }

            /// The registry's one-line description of the game, e.g.
            /// `a numbers Sequence`.
            pub const fn description(self) -> &'static str {
                match self {
                    $(GameKind::$kind => $doc,)*
                }
            }

            /// The game-string parameters of this game, in canonical order, as a
            /// typed interface (the Python package's OpenSpiel adapter) needs
            /// them: each with its kind and its default.
            pub fn param_specs(self) -> alloc::vec::Vec<ParamSpec> {
                match self {
                    $(GameKind::$kind => ParamSpec::list($krate::PARAMS),)*
                }
            }

            /// The game-string parameters of this game, in canonical order: each
            /// name with a description of its valid values.
            pub fn params(self) -> alloc::vec::Vec<(&'static str, &'static str)> {
                fn list<C>(p: &[crate::param::Param<C>]) -> alloc::vec::Vec<(&'static str, &'static str)> {
                    p.iter().map(|p| (p.name, p.expected)).collect()
                }
                match self {
                    $(GameKind::$kind => list($krate::PARAMS),)*
                }
            }

        }
    };
}
crate::for_each_game!(define_kind);

/// A game-string parameter as a typed interface sees it
/// ([`GameKind::param_specs`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParamSpec {
    /// The name in the game string, e.g. `players`.
    pub name: &'static str,
    /// What a valid value looks like.
    pub expected: &'static str,
    /// How a typed interface passes the value (from the field's type).
    pub kind: Kind,
    /// The default config's value as the game string shows it (`custom`
    /// for one with no text form); `None` where another parameter shows
    /// it (ODULUDO's default colour set is `players=4`, not a `colours`).
    pub default: Option<String>,
}

impl ParamSpec {
    /// The specs of a parameter table, with the defaults of `C::default()`.
    fn list<C: Default>(params: &[Param<C>]) -> Vec<ParamSpec> {
        let default = C::default();
        params
            .iter()
            .map(|p| ParamSpec {
                name: p.name,
                expected: p.expected,
                kind: p.kind,
                default: (p.show)(&default).map(|s: Shown| s.as_str().to_string()),
            })
            .collect()
    }
}

impl GameKind {
    /// The game's name in game strings, e.g. `xobrainer`.
    pub const fn name(self) -> &'static str {
        self.info().name
    }

    /// The game with this name (ASCII case-insensitive).
    pub fn from_name(name: &str) -> Option<GameKind> {
        GameKind::ALL.into_iter().find(|g| g.name().eq_ignore_ascii_case(name))
    }
}

impl fmt::Display for GameKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::GameKind;
    use alloc::vec::Vec;

    #[test]
    fn the_names_are_the_games_names_in_order() {
        let names: Vec<&str> = GameKind::ALL.iter().map(|k| k.name()).collect();
        assert_eq!(GameKind::NAMES, names.join(", "));
    }
}
