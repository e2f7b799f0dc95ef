//! Encodings for learning loops: action ids, observation tensors,
//! information-state strings and bounds.
//!
//! Reinforcement-learning frameworks (OpenSpiel, PettingZoo, Rust RL code)
//! need a fixed action space, numeric observations and finite bounds. Four
//! traits give them, each implemented by every game crate:
//!
//! * [`ActionEncoding`]: a bijection between the moves of a seat and the
//!   **action ids** `0..num_distinct_actions()`, and between the chance
//!   outcomes and the **chance ids** `0..max_chance_outcomes()` (their own
//!   range), a legal-action mask, and `apply` by id.
//! * [`ObservationEncoding`]: the **observation tensor** of one seat, a flat
//!   `f32` buffer of a documented shape, filled without allocation.
//! * [`InformationState`]: the **information-state string** of one seat.
//! * [`GameBounds`]: the maximum game length, the utility range and sum.
//!
//! [`Encoding`] is all four at once (a blanket implementation).
//!
//! ## Contracts
//!
//! * Ids depend only on the config, never on the state: the same move has the
//!   same id in every state of a game (and across versions: each game crate
//!   documents its table under "Action ids"). A state is only needed to turn
//!   an id back into a move when the move's notation carries a detail the id
//!   leaves out (e.g. a face the block shows).
//! * Ids are ordered so that a legal-action list sorted by id is natural
//!   (OpenSpiel wants legal actions ascending).
//! * A seat's tensor is a function of that seat's view ([`crate::Observe`]):
//!   two states with equal views give equal tensors.
//! * Nothing here panics on a bad id, seat or buffer: every failure is an
//!   [`EncodingError`] (or the game's own move error for an illegal move).

mod actions;
mod bounds;
mod error;
mod observation;

pub use actions::{ActionEncoding, ApplyIdError};
pub use bounds::{DEFAULT_DECISION_CAP, GameBounds, UtilitySum};
pub use error::EncodingError;
pub use observation::{InformationState, ObservationEncoding, check_observation_args};

/// Every encoding at once: what a learning-loop adapter needs of a game.
/// Implemented for every type implementing the four traits.
pub trait Encoding: ActionEncoding + ObservationEncoding + InformationState + GameBounds {}

impl<G: ActionEncoding + ObservationEncoding + InformationState + GameBounds> Encoding for G {}

#[cfg(test)]
#[path = "../tests/encoding.rs"]
mod tests;
