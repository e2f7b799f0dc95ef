//! # tabletop-vector
//!
//! Batched ("vectorized") environments over the tabletop-rules engines, for
//! learning loops: N games of one engine stepped together in one call, into
//! caller-owned buffers, the batch split across cores with rayon.
//!
//! * [`VecEnv`] is generic over any game implementing board-core's
//!   encodings ([`board_core::encoding::Encoding`]) and the facade's search
//!   settings ([`VecGame`]); [`from_game_string`] builds one for a game
//!   string (`deblockle`, `xobrainer(format=one-round)`, ...) behind the
//!   object-safe [`DynVector`], which is what the Python package holds.
//! * [`VecEnv::reset`]`(seed)` and [`VecEnv::step`]`(actions)` write the
//!   [`Buffers`]. With N games, L observation values (the game's tensor
//!   shape, [`VecEnv::observation_shape`], flattened in C order), A action
//!   ids and W reward columns:
//!
//! | buffer | shape | dtype | units |
//! |---|---|---|---|
//! | `obs` | N x L | `f32`, or `u8` ([`ObsDtype::U8`]) | the game's observation tensor of one seat, clamped into [`obs_range`]; `u8`: `round((v - low) * 255 / (high - low))`, ties to even |
//! | `mask` | N x A | `bool` | `true` at the legal action ids of the seat to act; all `false` once the game ended |
//! | `rewards` | N x W | `f32` | W = seats (1, the learner's, with opponents): the return at the step that ends a game (+1 win, 0 draw, -1 loss or forfeit), 0 otherwise and at truncation |
//! | `terminated` | N | `bool` | the rules (or a forfeit) ended the game at this step |
//! | `truncated` | N | `bool` | the decision cap ([`VecEnv::decision_cap`]) ended it |
//! | `to_act` | N | `i32` | the seat to act, `-1` once the game ended |
//!
//! ## Semantics
//!
//! * **Determinism.** Game `i` draws every random number (chance, the
//!   opponents) from its own ChaCha8 stream seeded with
//!   `derive_seed(seed, i)` at [`VecEnv::reset`], so the buffers depend only
//!   on the seed and the actions: byte-identical on 1 thread or many
//!   (`one_and_two_threads_give_identical_buffers`).
//! * **Auto-reset, Gymnasium 1.x next-step mode.** The step that ends game
//!   `i` returns its last observation with `terminated` or `truncated` set
//!   and its final reward; the *next* step ignores game `i`'s action and
//!   returns the first observation of a new game (from the same stream),
//!   reward 0, flags `false`.
//! * **Observer.** Each row is one seat's observation only: the seat to act
//!   (the last seat that acted, once the game ended), or the learner in
//!   opponent mode. Hidden information (numseq's hands and draw pile,
//!   XOBrainer's Mission cards) never reaches a row of another seat
//!   (`hidden_information_never_reaches_a_row`).
//! * **Opponents** ([`BotSpec`], `random`, `mc:N`, `mcts:N`) play every
//!   seat but the learner's inside reset and step.
//! * **Illegal ids** ([`IllegalAction`]): refused with an error naming the
//!   game and id (nothing changes), or a forfeit; never a panic.
//! * **Allocation**: none in a step of the four engines (measured with a
//!   counting allocator, `tests/alloc.rs`), except at a game's end (its
//!   returns) and in the MC/MCTS opponents; the `u8` path keeps one `f32`
//!   scratch row per game, allocated at its first use.
//!
//! ```
//! use tabletop_vector::{BotSpec, Buffers, ObsBuf, ObsDtype, VectorOptions, from_game_string};
//! # fn main() -> Result<(), Box<dyn std::error::Error>> {
//! // 8 one-round XOBrainer games against a random opponent, u8 observations.
//! let options = VectorOptions::new(8).with_opponent(BotSpec::Random, 0);
//! let mut env = from_game_string("xobrainer(format=one-round)", &options)?;
//! assert_eq!(env.observation_shape(), vec![60, 10, 10]);
//! let (n, l, a) = (env.num_envs(), env.observation_len(), env.num_actions());
//! let mut obs = vec![0u8; n * l];
//! let mut mask = vec![false; n * a];
//! let (mut rew, mut term, mut trunc, mut seat) = (vec![0f32; n], vec![false; n], vec![false; n], vec![0i32; n]);
//! let mut finished = 0;
//! for t in 0..400 {
//!     // The last legal id of each game (any id for a game that just ended).
//!     let actions: Vec<usize> = mask.chunks(a).map(|m| m.iter().rposition(|&b| b).unwrap_or(0)).collect();
//!     let out = Buffers { obs: ObsBuf::U8(&mut obs), mask: &mut mask, rewards: &mut rew,
//!                         terminated: &mut term, truncated: &mut trunc, to_act: &mut seat };
//!     if t == 0 { env.reset(1, out)? } else { env.step(&actions, out)? }
//!     finished += term.iter().filter(|&&t| t).count();
//!     assert!(seat.iter().all(|&s| s == 0 || s == -1)); // the learner, or the end
//! }
//! assert!(finished > 0);
//! # let _ = ObsDtype::U8;
//! # Ok(()) }
//! ```
#![forbid(unsafe_code)]
#![deny(missing_docs)]

mod dynv;
mod options;
mod runner;

pub use dynv::{DynVector, from_game_string, from_spec, obs_range};
pub use options::{
    BotSpec, Buffers, DEFAULT_STRENGTH, IllegalAction, ObsBuf, ObsDtype, ObsRange, VectorError, VectorOptions,
};
pub use runner::{VecEnv, VecGame};

#[cfg(test)]
mod tests;
