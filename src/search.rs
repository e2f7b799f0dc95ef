//! Named bots over any of the games (`random`, `mc:N`, `mcts:N`), the
//! per-game search settings, and the one function that turns a `--game`
//! string into a concrete game ([`with_game`]).

use std::fmt;
use std::str::FromStr;

use board_core::Game;
use board_core::bots::{Bot, MonteCarloBot, RandomBot};
use board_core::mcts::MctsBot;
use rand_chacha::ChaCha8Rng;
use rand_core::SeedableRng;
pub use tabletop::SearchSettings;

use crate::games::GameKind;
use crate::showcase::Showcase;

/// The MCTS iterations per move of `play`'s default bot. Measured under 1 s
/// per move on every game (see BENCHMARKS.md, "MCTS strength").
pub const DEFAULT_STRENGTH: u32 = 2000;

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

/// A named bot: `random`, `mc:N` (flat Monte Carlo, N play-outs per move in
/// all) or `mcts:N` (MCTS, N iterations per move).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BotSpec {
    /// Uniformly random legal moves.
    Random,
    /// Flat Monte Carlo with this many play-outs per decision, split evenly
    /// over the legal moves.
    Mc(u32),
    /// MCTS with this many iterations per decision.
    Mcts(u32),
}

/// Why a bot name was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown bot {0:?}: expected random, mc, mc:N, mcts or mcts:N (N a positive whole number)")]
pub struct BotSpecError(pub String);

impl FromStr for BotSpec {
    type Err = BotSpecError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let t = s.trim().to_ascii_lowercase();
        let (name, n) = match t.split_once(':') {
            Some((name, n)) => match n.trim().parse::<u32>() {
                Ok(n) if n > 0 => (name.trim().to_string(), Some(n)),
                _ => return Err(BotSpecError(s.to_string())),
            },
            None => (t.clone(), None),
        };
        match (name.as_str(), n) {
            ("random", None) => Ok(BotSpec::Random),
            ("mc", n) => Ok(BotSpec::Mc(n.unwrap_or(DEFAULT_STRENGTH))),
            ("mcts", n) => Ok(BotSpec::Mcts(n.unwrap_or(DEFAULT_STRENGTH))),
            _ => Err(BotSpecError(s.to_string())),
        }
    }
}

impl fmt::Display for BotSpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BotSpec::Random => f.write_str("random"),
            BotSpec::Mc(n) => write!(f, "mc:{n}"),
            BotSpec::Mcts(n) => write!(f, "mcts:{n}"),
        }
    }
}

impl BotSpec {
    /// The bot, seeded from `seed` (ChaCha8).
    pub fn build<G: SearchGame>(self, seed: u64) -> Box<dyn Bot<G> + Send> {
        let rng = ChaCha8Rng::seed_from_u64(seed);
        match self {
            BotSpec::Random => Box::new(RandomBot::new(rng)),
            BotSpec::Mc(n) => Box::new(
                MonteCarloBot::new(rng, 1, G::ROLLOUT_PLIES)
                    .with_leaf_value(G::leaf_value)
                    .with_total_playouts(n as usize),
            ),
            BotSpec::Mcts(n) => Box::new(MctsBot::new(mcts_config::<G>(n), rng)),
        }
    }
}

/// The MCTS settings of `mcts:N` for a game (the facade's
/// [`tabletop::mcts_config`]): `n` iterations, the game's play-out cut, leaf
/// value, exploration constant and chance handling, one tree, tree reuse on.
pub use tabletop::mcts_config;

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
    Ok(match spec.kind() {
        GameKind::XOBrainer => visitor.visit(xobrainer::State::start(&spec)?),
        GameKind::Oduludo => visitor.visit(oduludo::State::start(&spec)?),
        GameKind::Numseq => visitor.visit(numseq::State::start(&spec)?),
        GameKind::Deblockle => visitor.visit(deblockle::State::start(&spec)?),
    })
}
