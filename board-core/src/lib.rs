//! # board-core
//!
//! The shared core of `tabletop-rules`: what every game engine in the
//! workspace stands on.
//!
//! * [`Game`]: one trait for every game state (who acts, legal moves, exact
//!   chance outcomes, checked `apply`, outcome), so generic tools are written once.
//! * [`MoveSink`] and [`Game::MoveList`]: legal moves into a `Vec` or a
//!   fixed-capacity list on the stack ([`movelist`]), so generic code can
//!   enumerate moves with no heap at all.
//! * [`Observe`]: per-seat views for games with hidden information.
//! * [`events`]: [`events::Narrate`] applies a move and tells what it did, as
//!   typed events that [`events::Redact`] cuts down to what one seat may know.
//! * [`encoding`]: action ids, observation tensors, information-state
//!   strings and bounds for learning loops (OpenSpiel, PettingZoo).
//! * [`hints`]: [`hints::MoveHints`] gives every legal move as a path of clicks
//!   for user interfaces.
//! * [`Present`]: how a game is shown to people (its notation and legend, seat
//!   names, the moments worth a line in a log, secret chance kept secret, a
//!   cheap bot for whole demonstration games), every item with a default.
//! * [`notation`]: the one syntax-error type and scanner of every parser.
//! * [`Seat`], [`Actor`], [`Outcome`]: who plays, who acts now, how it ended.
//! * [`Prob`]: exact rational probabilities and deterministic sampling with any
//!   [`rand_core::Rng`].
//! * [`grid`]: square-grid geometry (coordinates, directions, line axes, rays,
//!   runs, 5-windows) and a 128-square [`grid::Bitboard`].
//! * [`track`]: cyclic Ludo-style tracks with per-seat entries and home paths.
//! * [`bots`]: bots written once over the trait.
//! * [`mcts`]: Monte-Carlo tree search (UCT, chance nodes, multi-seat returns,
//!   information-set search through [`bots::Determinize`]; opt-in MCTS-Solver
//!   and progressive bias from [`mcts::Knowledge`] priors), root-parallel with
//!   feature `parallel`.
//! * `testkit` (feature `testkit`): seeded play-outs, perft and the conformance
//!   check every game passes.
//!
//! ## Example
//!
//! ```
//! use board_core::grid::{Axis, Coord, Grid};
//! # fn main() -> Result<(), Box<dyn std::error::Error>> {
//! let grid = Grid::new(10, 10)?;
//! let c: Coord = "c3".parse()?; // column c, third row from the top
//! assert_eq!((c.row, c.col), (2, 2));
//! // All 5-windows through c3 along the horizontal axis.
//! assert_eq!(grid.windows(c, Axis::Horizontal, 5).count(), 3);
//! # Ok(())
//! # }
//! ```
//!
//! ## Feature flags
//!
//! * `serde`: `Serialize`/`Deserialize` for the core types.
//! * `std`: deadline budgets for [`mcts`].
//! * `parallel`: `std` plus root-parallel MCTS and parallel play-outs on
//!   `rayon` threads ([`mcts::ParallelMctsBot`], [`mcts::parallel_playouts`]).
//! * `testkit`: the [`testkit`](crate#feature-flags) module (pulls in `rand_chacha`).
#![no_std]
#![forbid(unsafe_code)]
#![deny(missing_docs)]

extern crate alloc;
#[cfg(feature = "std")]
extern crate std;

pub mod bots;
mod config_error;
pub mod encoding;
pub mod events;
mod game;
pub mod grid;
pub mod hints;
pub mod mcts;
pub mod movelist;
pub mod notation;
#[cfg(feature = "serde")]
pub mod notation_serde;
pub mod params;
mod present;
mod prob;
mod seat;
#[cfg(feature = "testkit")]
pub mod testkit;
pub mod track;

pub use config_error::ConfigError;
pub use events::{EventSink, NoEvents};
pub use game::{Game, GameInfo, Observe, Picture};
pub use movelist::MoveSink;
pub use present::{Moment, Present};
pub use prob::{Prob, ProbError, SampleError, sample, sample_index};
pub use seat::{Actor, BySeat, Outcome, Seat, SeatOutcome, SeatResult};

/// Re-export of the fixed-capacity list crate behind the games' move lists.
pub use arrayvec;
/// Re-export of the RNG trait the crate samples chance with.
pub use rand_core;
/// Re-export of the inline-then-heap list crate behind numseq's move list.
pub use smallvec;
