//! # numseq: the number-Sequence rules engine
//!
//! (The full rules contract follows below.)
#![no_std]
#![forbid(unsafe_code)]
#![deny(missing_docs)]

extern crate alloc;

mod card;
mod config;
pub mod data;
mod invariants;
pub mod layout;
mod moves;
mod notation;
mod picture;
mod rules;
mod sequence;
#[cfg(feature = "serde")]
mod serde_impl;
mod state;
#[cfg(feature = "testkit")]
mod testkit_impl;
mod view;

pub use card::{Card, MAX_CARD_NAME, ParseCardError};
pub use config::{Config, ConfigError, ConfigProblem, SequenceCount};
pub use invariants::StateProblem;
pub use layout::{Action, CardSpec, Cell, LayoutError, LayoutProblem, Preset, Ruleset, RulesetData};
pub use moves::{Move, ParseMoveError};
pub use notation::ParseStateError;
pub use rules::MoveError;
pub use state::{MAX_HAND, MAX_SEATS, MAX_SEQUENCES, MAX_SIDES, Phase, Sequence, Side, State};
pub use view::View;
