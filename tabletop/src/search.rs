//! Each game's search settings: what board-core's MCTS (and flat Monte
//! Carlo) use for it, so every host (the `play` example, tournaments, a web
//! page through [`crate::DynGame::mcts_move`]) searches a game the same way.

use board_core::Seat;
use board_core::bots::Determinize;
use board_core::mcts::MctsConfig;

/// A game's search settings: where play-outs are cut and how a cut
/// play-out is valued, the UCB1 exploration constant and the chance
/// handling of [`mcts_config`].
///
/// Every setting has a default (play-outs to the end, exploration 1.0,
/// closed-loop chance), so a game with nothing to tune implements it with an
/// empty `impl`. Each engine's impl is in its facade file
/// (`tabletop/src/games/<crate>.rs`); the values were tuned with the
/// tournament runner (BENCHMARKS.md, "MCTS strength").
pub trait SearchSettings: Determinize {
    /// Play-outs are cut after this many plies and valued by
    /// [`SearchSettings::leaf_value`].
    const ROLLOUT_PLIES: usize = 10_000;

    /// The UCB1 exploration constant (see [`MctsConfig::with_exploration`]).
    const EXPLORATION: f64 = 1.0;

    /// Whether chance nodes are passed through open-loop (see
    /// [`MctsConfig::with_open_loop_chance`]).
    const OPEN_LOOP_CHANCE: bool = false;

    /// The value of a cut-off play-out for `seat`, in `-1..=1` (loss..win).
    /// Default 0 (as a draw).
    fn leaf_value(&self, _seat: Seat) -> f64 {
        0.0
    }
}

/// The MCTS settings of `mcts:N` for a game: `n` iterations, the game's
/// play-out cut, leaf value, exploration constant and chance handling, one
/// tree, tree reuse on.
///
/// ```
/// use board_core::bots::Bot;
/// use board_core::mcts::MctsBot;
/// use board_core::Game;
/// use rand_chacha::rand_core::SeedableRng;
/// # fn main() -> Result<(), Box<dyn std::error::Error>> {
/// let state = xobrainer::State::new(xobrainer::Config::default())?;
/// let state = state.apply(&"lot:X".parse()?)?; // X starts
/// let config = tabletop::mcts_config::<xobrainer::State>(50);
/// let mut bot = MctsBot::new(config, rand_chacha::ChaCha8Rng::seed_from_u64(1));
/// let mv = bot.choose(&state).ok_or("a seat acts")?;
/// assert!(state.legal_moves().contains(&mv));
/// # Ok(()) }
/// ```
pub fn mcts_config<G: SearchSettings>(n: u32) -> MctsConfig<G> {
    MctsConfig::iterations(n)
        .with_leaf_value(G::ROLLOUT_PLIES, G::leaf_value)
        .with_exploration(G::EXPLORATION)
        .with_open_loop_chance(G::OPEN_LOOP_CHANCE)
}
