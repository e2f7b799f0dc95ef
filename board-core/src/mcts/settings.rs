//! Each game's search settings: what MCTS (and flat Monte Carlo) use for it,
//! so every host (the `play` example, tournaments, a web page through the
//! facade's `DynGame::mcts_move`) searches a game the same way.

use crate::Seat;
use crate::bots::Determinize;

/// A game's search settings: where play-outs are cut and how a cut
/// play-out is valued, the UCB1 exploration constant and the chance
/// handling (the facade's `mcts_config` builds an [`MctsConfig`] from them).
///
/// Every setting has a default (play-outs to the end, exploration 1.0,
/// closed-loop chance), so a game with nothing to tune implements it with an
/// empty `impl`. Each engine's impl is in its `params.rs`; the values were
/// tuned with the tournament runner (BENCHMARKS.md, "MCTS strength").
///
/// [`MctsConfig`]: super::MctsConfig
pub trait SearchSettings: Determinize {
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

    /// The value of a cut-off play-out for `seat`, in `-1..=1` (loss..win).
    /// Default 0 (as a draw).
    fn leaf_value(&self, _seat: Seat) -> f64 {
        0.0
    }
}
