//! Each game's search settings: what board-core's MCTS (and flat Monte
//! Carlo) use for it, so every host (the `play` example, tournaments, a web
//! page through [`crate::DynGame::mcts_move`]) searches a game the same way.

use board_core::mcts::MctsConfig;
pub use board_core::mcts::SearchSettings;

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

/// The MCTS settings of `guided:N` for a game: [`mcts_config`] with the
/// game's guided settings ([`SearchSettings::GUIDED_EXPLORATION`],
/// [`SearchSettings::GUIDED_ROLLOUT_PLIES`],
/// [`SearchSettings::GUIDED_PRIOR_WEIGHT`], [`SearchSettings::GUIDED_RAVE`],
/// [`SearchSettings::GUIDED_SOLVER`],
/// [`SearchSettings::GUIDED_OPEN_LOOP_CHANCE`]). The bot pairs it with the game's
/// [`SearchSettings::Knowledge`] ([`board_core::mcts::MctsBot::guided`]).
pub fn guided_config<G: SearchSettings>(n: u32) -> MctsConfig<G> {
    mcts_config::<G>(n)
        .with_leaf_value(G::GUIDED_ROLLOUT_PLIES, G::leaf_value)
        .with_exploration(G::GUIDED_EXPLORATION)
        .with_prior_weight(G::GUIDED_PRIOR_WEIGHT)
        .with_rave(G::GUIDED_RAVE)
        .with_solver(G::GUIDED_SOLVER)
        .with_open_loop_chance(G::GUIDED_OPEN_LOOP_CHANCE)
}
