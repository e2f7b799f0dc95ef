//! Each game's search settings: what MCTS (and flat Monte Carlo) use for it,
//! so every host (the `play` example, tournaments, a web page through the
//! facade's `DynGame::mcts_move`) searches a game the same way.

use crate::Seat;
use crate::bots::Determinize;

use super::Knowledge;

/// A game's search settings: where play-outs are cut and how a cut
/// play-out is valued, the UCB1 exploration constant and the chance
/// handling (the facade's `mcts_config` builds an [`MctsConfig`] from them).
///
/// Every setting has a default (play-outs to the end, exploration 1.0,
/// closed-loop chance, a guided search with the solver on and no priors)
/// but the knowledge type, so a game with nothing to tune implements it
/// naming only `type Knowledge = UniformPrior;`. Each engine's impl is in its `params.rs`; the values were
/// tuned with the tournament runner (BENCHMARKS.md, "MCTS strength").
///
/// [`MctsConfig`]: super::MctsConfig
pub trait SearchSettings: Determinize {
    /// The game's knowledge (move priors and play-out policy) used by the
    /// guided search (the facade's `guided_config` and `guided:N` bots);
    /// [`super::UniformPrior`] for a game with none.
    type Knowledge: Knowledge<Self> + Default + Clone + Send + Sync + 'static;

    /// Play-outs are cut after this many plies and valued by
    /// [`SearchSettings::leaf_value`].
    const ROLLOUT_PLIES: usize = 10_000;

    /// The UCB1 exploration constant (see [`MctsConfig::with_exploration`]).
    ///
    /// [`MctsConfig::with_exploration`]: super::MctsConfig::with_exploration
    const EXPLORATION: f64 = 1.0;

    /// Whether chance nodes are passed through open-loop (see
    /// [`MctsConfig::with_open_loop_chance`]).
    ///
    /// [`MctsConfig::with_open_loop_chance`]: super::MctsConfig::with_open_loop_chance
    const OPEN_LOOP_CHANCE: bool = false;

    /// The UCB1 exploration constant of the guided search; default
    /// [`SearchSettings::EXPLORATION`].
    const GUIDED_EXPLORATION: f64 = Self::EXPLORATION;

    /// Whether the guided search passes chance nodes open-loop (see
    /// [`MctsConfig::with_open_loop_chance`]); default
    /// [`SearchSettings::OPEN_LOOP_CHANCE`].
    ///
    /// [`MctsConfig::with_open_loop_chance`]: super::MctsConfig::with_open_loop_chance
    const GUIDED_OPEN_LOOP_CHANCE: bool = Self::OPEN_LOOP_CHANCE;

    /// The progressive-bias weight of the guided search (see
    /// [`MctsConfig::with_prior_weight`]); default 0 (priors unused).
    ///
    /// [`MctsConfig::with_prior_weight`]: super::MctsConfig::with_prior_weight
    const GUIDED_PRIOR_WEIGHT: f64 = 0.0;

    /// RAVE's equivalence parameter in the guided search (see
    /// [`MctsConfig::with_rave`]); default 0 (off).
    ///
    /// [`MctsConfig::with_rave`]: super::MctsConfig::with_rave
    const GUIDED_RAVE: f64 = 0.0;

    /// Whether the guided search runs the MCTS-Solver (see
    /// [`MctsConfig::with_solver`]; it is off by itself where unsound);
    /// default true.
    ///
    /// [`MctsConfig::with_solver`]: super::MctsConfig::with_solver
    const GUIDED_SOLVER: bool = true;

    /// Play-outs of the guided search are cut after this many plies;
    /// default [`SearchSettings::ROLLOUT_PLIES`].
    const GUIDED_ROLLOUT_PLIES: usize = Self::ROLLOUT_PLIES;

    /// Iterations per move of the guided search at the strongest named
    /// level (`expert`), chosen per game so that a move takes under a
    /// second on the reference machine (BENCHMARKS.md); default 2,000.
    const EXPERT_ITERATIONS: u32 = 2000;

    /// The value of a cut-off play-out for `seat`, in `-1..=1` (loss..win).
    /// Default 0 (as a draw).
    fn leaf_value(&self, _seat: Seat) -> f64 {
        0.0
    }
}
