//! [`Registered`]: what generic code over the registry's games needs, the
//! visitors that hand it a game's type, and what goes through them
//! ([`GameSpec::start`]).

use alloc::boxed::Box;
use core::error::Error;
use core::fmt::Debug;
use core::str::FromStr;

use board_core::Game;
use board_core::encoding::Encoding;

use crate::dyn_game::{DynGame, Engine, Hosted, MaybeSerde};
use crate::kind::GameKind;
use crate::search::SearchSettings;
use crate::spec::{GameSpec, InvalidConfig};

/// A game in the registry ([`crate::for_each_game!`]): what generic code
/// over every game needs beyond [`Engine`] and [`SearchSettings`], namely
/// its [`GameKind`], its config type and the start state of a config; and
/// that its state's notation reads back (`FromStr`).
/// Implemented for each registered engine's `State` by the registry.
pub trait Registered:
    Engine
    + SearchSettings
    + Encoding
    + MaybeSerde
    + FromStr<Err: core::fmt::Display>
    + Game<Move: MaybeSerde + FromStr<Err: Error + Send + Sync + 'static>, Error: Send + Sync + 'static>
{
    /// The game's kind.
    const KIND: GameKind;
    /// The game's config (`Config` of its crate).
    type Config: Clone + Debug + Default + PartialEq + Eq + Send + Sync + 'static;
    /// The start state of `config` (the engine's `State::new`).
    ///
    /// # Errors
    /// The game's config error.
    fn from_config(config: &Self::Config) -> Result<Self, InvalidConfig>;
    /// The config `spec` holds, if it names this game.
    fn config_of(spec: &GameSpec) -> Option<&Self::Config>;
    /// `state` behind the object-safe [`DynGame`].
    fn host(state: Self) -> Box<dyn DynGame> {
        Box::new(Hosted::new(state))
    }
}

/// Something to do with a game's type, for [`GameKind::visit`]: code that
/// is generic over [`Registered`] games and names none of them.
pub trait KindVisitor {
    /// What it gives back.
    type Output;
    /// Does it with the game `G`.
    fn visit<G: Registered>(self) -> Self::Output;
}

/// Something to do with a game's config, for [`GameSpec::visit`].
pub trait ConfigVisitor {
    /// What it gives back.
    type Output;
    /// Does it with the game `G` and the config the game string gave.
    fn visit<G: Registered>(self, config: &G::Config) -> Self::Output;
}

macro_rules! define_registered {
    ($($kind:ident($krate:ident, $state:ty) $doc:literal),* $(,)?) => {
        $(
            impl Registered for $state {
                const KIND: GameKind = GameKind::$kind;
                type Config = $krate::Config;
                fn from_config(config: &$krate::Config) -> Result<Self, InvalidConfig> {
                    <$state>::new(Clone::clone(config)).map_err(InvalidConfig::$kind)
                }
                fn config_of(spec: &GameSpec) -> Option<&$krate::Config> {
                    match spec {
                        GameSpec::$kind(c) => Some(c),
                        #[allow(unreachable_patterns)]
                        _ => None,
                    }
                }
            }
        )*

        impl GameKind {
            /// Hands the game's state type to `visitor`: generic code over
            /// every game ([`KindVisitor`]) without a list of games.
            pub fn visit<V: KindVisitor>(self, visitor: V) -> V::Output {
                match self {
                    $(GameKind::$kind => visitor.visit::<$state>(),)*
                }
            }
        }

        impl GameSpec {
            /// Hands the game and its config to `visitor`: generic code
            /// over every game ([`ConfigVisitor`]) without a list of games.
            pub fn visit<V: ConfigVisitor>(&self, visitor: V) -> V::Output {
                match self {
                    $(GameSpec::$kind(c) => visitor.visit::<$state>(c),)*
                }
            }
        }
    };
}
crate::for_each_game!(define_registered);

impl GameSpec {
    /// The start state of this game behind the object-safe [`DynGame`].
    ///
    /// # Errors
    /// The game's config error (from its `State::new`).
    pub fn start(&self) -> Result<Box<dyn DynGame>, InvalidConfig> {
        struct Start;
        impl ConfigVisitor for Start {
            type Output = Result<Box<dyn DynGame>, InvalidConfig>;
            fn visit<G: Registered>(self, config: &G::Config) -> Self::Output {
                G::from_config(config).map(G::host)
            }
        }
        self.visit(Start)
    }
}
