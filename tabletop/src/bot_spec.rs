//! [`BotSpec`]: the one bot string every host reads (`random`, `mc:N`,
//! `mcts:N`, `mcts:N+solver`, `guided:N`, and the named levels `beginner`,
//! `casual`, `strong`, `expert`): the `play` example, the tournament runner,
//! the vector runner's built-in opponents, [`crate::DynGame::bot_move`].

use alloc::boxed::Box;
use alloc::string::String;
use core::fmt;
use core::str::FromStr;

use board_core::Game;
use board_core::bots::{Bot, MonteCarloBot, RandomBot};
use board_core::mcts::MctsBot;
use rand_chacha::ChaCha8Rng;
use rand_core::{Rng, SeedableRng};

mod level;
use crate::search::{SearchSettings, guided_config, mcts_config};
pub use level::Level;

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
/// [`SearchSettings`]; or a named [`Level`] for people:
///
/// | bot string | runs | iterations a move | intended time a move |
/// |---|---|---|---|
/// | `beginner` | `mc:50` | 50 play-outs in all | under 20 ms |
/// | `casual` | `guided:200` | 200 | under 100 ms |
/// | `strong` | `guided:1000` | 1,000 | under 0.5 s |
/// | `expert` | `guided:E`, E = the game's [`SearchSettings::EXPERT_ITERATIONS`] | per game (default 2,000) | under 1 s native, under 2 s in a phone's browser |
///
/// A level is resolved to its bot string per game by [`BotSpec::resolve`]
/// ([`Level::spec`]); the budgets are iterations, so a level's move is the
/// same for the same seed on every machine.
///
/// Parsing ignores case and surrounding spaces; `mc` and `mcts` alone mean
/// N = [`DEFAULT_STRENGTH`] (`mcts+solver` and `guided` too); `Display` writes the
/// canonical form (a level as its name).
///
/// ```
/// use tabletop::BotSpec;
/// # fn main() -> Result<(), tabletop::BotSpecError> {
/// assert_eq!(" MCTS:50 ".parse::<BotSpec>()?, BotSpec::Mcts(50));
/// assert_eq!("mcts:50+Solver".parse::<BotSpec>()?, BotSpec::MctsSolver(50));
/// assert_eq!("mc".parse::<BotSpec>()?.to_string(), "mc:2000");
/// assert_eq!("Expert".parse::<BotSpec>()?, BotSpec::Level(tabletop::Level::Expert));
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
    /// A named strength level (`beginner`, `casual`, `strong`, `expert`):
    /// the bot of [`Level::spec`] for the game played.
    Level(Level),
}

/// Why a bot string was refused (it holds the string as given, cut to
/// board-core's notation excerpt length).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "unknown bot {0:?}: expected a level (beginner, casual, strong or expert) or random, mc, mc:N, mcts, mcts:N, mcts:N+solver, guided or guided:N (N a positive whole number)"
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
            (name, None) => name.parse::<Level>().map(BotSpec::Level).map_err(|_| bad()),
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
            BotSpec::Level(level) => f.write_str(level.name()),
        }
    }
}

/// The one match that turns a (resolved) bot string into a boxed bot
/// ([`BotSpec::build`], [`BotSpec::build_local`]; the box's type comes from
/// the caller's return type).
macro_rules! build_with {
    ($spec:expr, $g:ty, $seed:expr) => {{
        let rng = ChaCha8Rng::seed_from_u64($seed);
        match $spec.resolve::<$g>() {
            BotSpec::Random => Box::new(RandomBot::new(rng)),
            BotSpec::Mc(n) => Box::new(
                MonteCarloBot::new(rng, 1, <$g>::ROLLOUT_PLIES)
                    .with_leaf_value(<$g>::leaf_value)
                    .with_total_playouts(n as usize),
            ),
            BotSpec::Mcts(n) => Box::new(MctsBot::new(mcts_config::<$g>(n), rng)),
            BotSpec::MctsSolver(n) => Box::new(MctsBot::new(mcts_config::<$g>(n).with_solver(true), rng)),
            BotSpec::Guided(n) => Box::new(MctsBot::guided(
                guided_config::<$g>(n),
                rng,
                <<$g as SearchSettings>::Knowledge as Default>::default(),
            )),
            // `resolve` never gives a level; a random bot keeps this total.
            BotSpec::Level(_) => Box::new(RandomBot::new(rng)),
        }
    }};
}

impl BotSpec {
    /// The bot this string runs for game `G`: a [`BotSpec::Level`] becomes
    /// its [`Level::spec`] (`strong` is `guided:1000`), every other string
    /// is itself.
    ///
    /// ```
    /// use tabletop::{BotSpec, Level};
    /// assert_eq!(BotSpec::Level(Level::Beginner).resolve::<numseq::State>(), BotSpec::Mc(50));
    /// assert_eq!(BotSpec::Mcts(7).resolve::<numseq::State>(), BotSpec::Mcts(7));
    /// ```
    pub fn resolve<G: SearchSettings>(self) -> BotSpec {
        match self {
            BotSpec::Level(level) => level.spec::<G>(),
            other => other,
        }
    }

    /// The bot, its random numbers from ChaCha8 seeded with `seed` (for a
    /// player that keeps its bot for the whole game).
    pub fn build<G>(self, seed: u64) -> Box<dyn Bot<G> + Send>
    where
        G: Game<Move: Send> + SearchSettings + Send + 'static,
    {
        build_with!(self, G, seed)
    }

    /// [`BotSpec::build`] for a game whose moves need not be [`Send`] (the
    /// bot stays on this thread): [`crate::DynGame::bot_move`].
    pub(crate) fn build_local<G>(self, seed: u64) -> Box<dyn Bot<G>>
    where
        G: Game + SearchSettings + 'static,
    {
        build_with!(self, G, seed)
    }

    /// One decision for the seat to act in `state` (`None` if no seat is to
    /// act), its random numbers drawn from `rng`: `random` draws the move
    /// from `rng` itself ([`Game::random_move`]); `mc` and `mcts` build a
    /// bot seeded with one `rng.next_u64()`. So a game's own stream decides
    /// its opponents' moves (the vector runner's promise), and nothing is
    /// kept between decisions. A level decides as its [`Level::spec`].
    pub fn choose<G, R>(self, state: &G, rng: &mut R) -> Option<G::Move>
    where
        G: Game + SearchSettings,
        R: Rng + ?Sized,
    {
        match self.resolve::<G>() {
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
            // `resolve` never gives a level.
            BotSpec::Level(_) => state.random_move(rng),
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
        assert_eq!(" CASUAL".parse::<BotSpec>(), Ok(BotSpec::Level(Level::Casual)));
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
            BotSpec::Level(Level::Beginner),
            BotSpec::Level(Level::Casual),
            BotSpec::Level(Level::Strong),
            BotSpec::Level(Level::Expert),
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
            "expert:3",
            "strong+solver",
            "novice",
        ] {
            assert_eq!(bad.parse::<BotSpec>(), Err(BotSpecError(bad.into())), "{bad}");
        }
    }
}
