//! Named bots over any of the games (`random`, `mc:N`, `mcts:N`,
//! `guided:N`, and the named levels `beginner` .. `expert`), the
//! per-game search settings, and the one function that turns a `--game`
//! string into a concrete game ([`with_game`]).

use std::fmt;
use std::str::FromStr;

use board_core::Game;
pub use tabletop::SearchSettings;

use crate::games::GameKind;
use crate::showcase::Showcase;

/// A game the named bots can play: the game's search settings
/// ([`tabletop::SearchSettings`], where the four engines' tuned values
/// live, so every host searches a game the same way) and what the examples
/// need to show it.
///
/// Flat Monte Carlo and MCTS use the same settings, so a comparison at the
/// same play-out budget is fair.
pub trait SearchGame:
    SearchSettings
    + Game<Move: Send + Sync + FromStr<Err: fmt::Display + fmt::Debug>>
    + Showcase
    + tabletop::Engine
    + Send
    + Sync
    + 'static
{
}

impl<G> SearchGame for G where
    G: SearchSettings
        + Game<Move: Send + Sync + FromStr<Err: fmt::Display + fmt::Debug>>
        + Showcase
        + tabletop::Engine
        + Send
        + Sync
        + 'static
{
}

/// The named bots (`random`, `mc:N`, `mcts:N`, `mcts:N+solver`,
/// `guided:N`, and the named strength levels `beginner`, `casual`,
/// `strong`, `expert`: [`Level`]) and their parsing live in the facade, so
/// `play`, the tour, the tournament runner, the vector runner, the web page
/// and the Python package read one bot string.
pub use tabletop::{BotSpec, BotSpecError, DEFAULT_STRENGTH, Level};

/// The MCTS settings of `mcts:N` for a game (the facade's
/// [`tabletop::mcts_config`]): `n` iterations, the game's play-out cut, leaf
/// value, exploration constant and chance handling, one tree, tree reuse on.
pub use tabletop::{guided_config, mcts_config};

/// Something to do with a concrete game, for [`with_game`].
pub trait GameVisitor {
    /// What it gives back.
    type Output;
    /// Does it with `initial`, the game's starting state.
    fn visit<G: SearchGame>(self, initial: G) -> Self::Output;
}

/// Builds the game named by the game string `spec` and hands it to
/// `visitor`: the one place the examples map a game string to a concrete
/// game.
///
/// `spec` is a [`tabletop::GameSpec`] game string: a bare name for the
/// game's default configuration (`xobrainer`), or with parameters
/// (`xobrainer(format=one-round)`, `oduludo(players=2)`,
/// `numseq(preset=classic,players=4)`, `deblockle(max_turns=200)`). The
/// state is made as the tour makes it ([`Showcase::start`]: Deblockle is
/// capped at [`DEBLOCKLE_MAX_TURNS`](crate::games::DEBLOCKLE_MAX_TURNS) turns unless the string sets
/// `max_turns`).
///
/// # Errors
/// The game string's error (unknown game, parameter or value, with the
/// expected form), or the game's config error.
pub fn with_game<V: GameVisitor>(spec: &str, visitor: V) -> Result<V::Output, String> {
    let spec: tabletop::GameSpec = spec.parse().map_err(|e: tabletop::SpecError| e.to_string())?;
    /// One arm per game of the facade's registry.
    macro_rules! dispatch {
        ($($kind:ident($krate:ident, $state:ty) $doc:literal),* $(,)?) => {
            match spec.kind() {
                $(GameKind::$kind => visitor.visit(<$state as Showcase>::start(&spec)?),)*
            }
        };
    }
    Ok(tabletop::for_each_game!(dispatch))
}
