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
/// empty `impl`. The four engines' values were tuned with the tournament
/// runner (BENCHMARKS.md, "MCTS strength").
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

impl SearchSettings for xobrainer::State {}

impl SearchSettings for numseq::State {
    /// Tuned with the tournament runner: 0.5 scored better against flat MC
    /// than 1.0 and 0.25 (BENCHMARKS.md, "MCTS strength").
    const EXPLORATION: f64 = 0.5;
}

impl SearchSettings for oduludo::State {}

impl SearchSettings for deblockle::State {
    /// Random Deblockle play-outs rarely remove a block before the turn cap,
    /// so they are cut after 80 plies and valued by the race.
    const ROLLOUT_PLIES: usize = 80;

    /// Tuned with the tournament runner: 0.25 scored better against flat MC
    /// than 0.5 and 1.0 (BENCHMARKS.md, "MCTS strength").
    const EXPLORATION: f64 = 0.25;

    /// The race: for each side, blocks removed plus, for each block still on
    /// the board, up to half a block for closeness (Manhattan distance) to
    /// its target star; the seat's lead over the opponent, divided by the
    /// larger block count.
    fn leaf_value(&self, seat: Seat) -> f64 {
        use deblockle::Side;
        let mut progress = [0.0f64; 2];
        for side in Side::ALL {
            if let Some(p) = progress.get_mut(side.index()) {
                *p = f64::from(self.removed(side));
            }
        }
        for b in self.blocks() {
            let t = b.side.target_star();
            let d = (i32::from(b.square.file()) - i32::from(t.file())).abs()
                + (i32::from(b.square.rank()) - i32::from(t.rank())).abs();
            if let Some(p) = progress.get_mut(b.side.index()) {
                *p += 0.5 * (1.0 - f64::from(d.min(12)) / 12.0);
            }
        }
        let blocks = f64::from(self.config().south_blocks.max(self.config().north_blocks).max(1));
        let (me, them) = if seat.index() == 0 { (0, 1) } else { (1, 0) };
        let lead = progress.get(me).copied().unwrap_or(0.0) - progress.get(them).copied().unwrap_or(0.0);
        (lead / blocks).clamp(-1.0, 1.0)
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
