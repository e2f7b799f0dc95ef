//! [`BotSpec`]: the one bot string every host reads (`random`, `mc:N`,
//! `mcts:N`, `mcts:N+solver`, `guided:N`): the `play` example, the tournament runner and
//! the vector runner's built-in opponents.

use alloc::boxed::Box;
use alloc::string::String;
use core::fmt;
use core::str::FromStr;

use board_core::Game;
use board_core::bots::{Bot, MonteCarloBot, RandomBot};
use board_core::mcts::MctsBot;
use rand_chacha::ChaCha8Rng;
use rand_core::{Rng, SeedableRng};

use crate::search::{SearchSettings, guided_config, mcts_config};

/// The N of `mc` and `mcts` written without one: the MCTS iterations per
/// move of `play`'s default bot, measured under 1 s per move on every game
/// (BENCHMARKS.md, "MCTS strength").
pub const DEFAULT_STRENGTH: u32 = 2000;

/// A named bot: `random`, `mc:N` (flat Monte Carlo, N play-outs per move in
/// all), `mcts:N` (MCTS, N iterations per move) or `mcts:N+solver` (the same
/// MCTS with the MCTS-Solver on: proven wins played, proven losses delayed;
/// see [`board_core::mcts`]) or `guided:N` (MCTS guided by the game's
/// knowledge, N iterations per move: [`crate::guided_config`] with the
/// game's [`SearchSettings::Knowledge`]), each searching with the game's
/// [`SearchSettings`].
///
/// Parsing ignores case and surrounding spaces; `mc` and `mcts` alone mean
/// N = [`DEFAULT_STRENGTH`] (`mcts+solver` and `guided` too); `Display` writes the
/// canonical form.
///
/// ```
/// use tabletop::BotSpec;
/// # fn main() -> Result<(), tabletop::BotSpecError> {
/// assert_eq!(" MCTS:50 ".parse::<BotSpec>()?, BotSpec::Mcts(50));
/// assert_eq!("mcts:50+Solver".parse::<BotSpec>()?, BotSpec::MctsSolver(50));
/// assert_eq!("mc".parse::<BotSpec>()?.to_string(), "mc:2000");
/// assert!("alphazero".parse::<BotSpec>().is_err());
/// # Ok(()) }
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BotSpec {
    /// Uniformly random legal moves.
    Random,
    /// Flat Monte Carlo with this many play-outs per decision, split evenly
    /// over the legal moves.
    Mc(u32),
    /// MCTS with this many iterations per decision.
    Mcts(u32),
    /// MCTS with this many iterations per decision and the MCTS-Solver on
    /// (`mcts:N+solver`).
    MctsSolver(u32),
    /// MCTS guided by the game's knowledge (its play-out policy and move
    /// priors, and its guided settings: [`crate::guided_config`]) with this
    /// many iterations per decision (`guided:N`).
    Guided(u32),
}

/// Why a bot string was refused (it holds the string as given, cut to
/// board-core's notation excerpt length).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "unknown bot {0:?}: expected random, mc, mc:N, mcts, mcts:N, mcts:N+solver, guided or guided:N (N a positive whole number)"
)]
pub struct BotSpecError(pub String);

impl FromStr for BotSpec {
    type Err = BotSpecError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let bad = || BotSpecError(board_core::notation::excerpt(s));
        let t = s.trim().to_ascii_lowercase();
        let (t, solver) = match t.strip_suffix("+solver") {
            Some(rest) => (String::from(rest.trim_end()), true),
            None => (t, false),
        };
        let (name, n) = match t.split_once(':') {
            Some((name, n)) => match n.trim().parse::<u32>() {
                Ok(n) if n > 0 => (name.trim(), Some(n)),
                _ => return Err(bad()),
            },
            None => (t.as_str(), None),
        };
        match (name, n) {
            ("mcts", n) if solver => Ok(BotSpec::MctsSolver(n.unwrap_or(DEFAULT_STRENGTH))),
            _ if solver => Err(bad()),
            ("random", None) => Ok(BotSpec::Random),
            ("mc", n) => Ok(BotSpec::Mc(n.unwrap_or(DEFAULT_STRENGTH))),
            ("mcts", n) => Ok(BotSpec::Mcts(n.unwrap_or(DEFAULT_STRENGTH))),
            ("guided", n) => Ok(BotSpec::Guided(n.unwrap_or(DEFAULT_STRENGTH))),
            _ => Err(bad()),
        }
    }
}

impl fmt::Display for BotSpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BotSpec::Random => f.write_str("random"),
            BotSpec::Mc(n) => write!(f, "mc:{n}"),
            BotSpec::Mcts(n) => write!(f, "mcts:{n}"),
            BotSpec::MctsSolver(n) => write!(f, "mcts:{n}+solver"),
            BotSpec::Guided(n) => write!(f, "guided:{n}"),
        }
    }
}

impl BotSpec {
    /// The bot, its random numbers from ChaCha8 seeded with `seed` (for a
    /// player that keeps its bot for the whole game).
    pub fn build<G>(self, seed: u64) -> Box<dyn Bot<G> + Send>
    where
        G: Game<Move: Send> + SearchSettings + Send + 'static,
    {
        let rng = ChaCha8Rng::seed_from_u64(seed);
        match self {
            BotSpec::Random => Box::new(RandomBot::new(rng)),
            BotSpec::Mc(n) => Box::new(
                MonteCarloBot::new(rng, 1, G::ROLLOUT_PLIES)
                    .with_leaf_value(G::leaf_value)
                    .with_total_playouts(n as usize),
            ),
            BotSpec::Mcts(n) => Box::new(MctsBot::new(mcts_config::<G>(n), rng)),
            BotSpec::MctsSolver(n) => Box::new(MctsBot::new(mcts_config::<G>(n).with_solver(true), rng)),
            BotSpec::Guided(n) => Box::new(MctsBot::guided(guided_config::<G>(n), rng, G::Knowledge::default())),
        }
    }

    /// One decision for the seat to act in `state` (`None` if no seat is to
    /// act), its random numbers drawn from `rng`: `random` draws the move
    /// from `rng` itself ([`Game::random_move`]); `mc` and `mcts` build a
    /// bot seeded with one `rng.next_u64()`. So a game's own stream decides
    /// its opponents' moves (the vector runner's promise), and nothing is
    /// kept between decisions.
    pub fn choose<G, R>(self, state: &G, rng: &mut R) -> Option<G::Move>
    where
        G: Game + SearchSettings,
        R: Rng + ?Sized,
    {
        match self {
            BotSpec::Random => state.random_move(rng),
            BotSpec::Mc(n) => MonteCarloBot::new(ChaCha8Rng::seed_from_u64(rng.next_u64()), 1, G::ROLLOUT_PLIES)
                .with_leaf_value(G::leaf_value)
                .with_total_playouts(n as usize)
                .choose(state),
            BotSpec::Mcts(n) => {
                MctsBot::new(mcts_config::<G>(n), ChaCha8Rng::seed_from_u64(rng.next_u64())).choose(state)
            }
            BotSpec::MctsSolver(n) => MctsBot::new(
                mcts_config::<G>(n).with_solver(true),
                ChaCha8Rng::seed_from_u64(rng.next_u64()),
            )
            .choose(state),
            BotSpec::Guided(n) => MctsBot::guided(
                guided_config::<G>(n),
                ChaCha8Rng::seed_from_u64(rng.next_u64()),
                G::Knowledge::default(),
            )
            .choose(state),
        }
    }
}

#[cfg(test)]
mod tests {
    use alloc::string::ToString;

    use super::*;

    #[test]
    fn bot_strings_parse_print_and_refuse() {
        assert_eq!("random".parse::<BotSpec>(), Ok(BotSpec::Random));
        assert_eq!(" Mc ".parse::<BotSpec>(), Ok(BotSpec::Mc(DEFAULT_STRENGTH)));
        assert_eq!("mcts:7".parse::<BotSpec>(), Ok(BotSpec::Mcts(7)));
        assert_eq!(" mcts:7 +SOLVER".parse::<BotSpec>(), Ok(BotSpec::MctsSolver(7)));
        assert_eq!("Guided:12".parse::<BotSpec>(), Ok(BotSpec::Guided(12)));
        assert_eq!("guided".parse::<BotSpec>(), Ok(BotSpec::Guided(DEFAULT_STRENGTH)));
        assert_eq!(
            "mcts+solver".parse::<BotSpec>(),
            Ok(BotSpec::MctsSolver(DEFAULT_STRENGTH))
        );
        for spec in [
            BotSpec::Random,
            BotSpec::Mc(3),
            BotSpec::Mcts(9),
            BotSpec::MctsSolver(4),
            BotSpec::Guided(5),
        ] {
            assert_eq!(spec.to_string().parse::<BotSpec>(), Ok(spec));
        }
        for bad in [
            "",
            "mcts:0",
            "mcts:-1",
            "mc:x",
            "random:3",
            "alphazero",
            "mcts:99999999999",
            "mc:5+solver",
            "random+solver",
            "mcts:0+solver",
            "+solver",
            "mcts:5+solver+solver",
            "guided:0",
            "guided:3+solver",
        ] {
            assert_eq!(bad.parse::<BotSpec>(), Err(BotSpecError(bad.into())), "{bad}");
        }
    }
}
