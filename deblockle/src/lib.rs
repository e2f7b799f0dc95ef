//! The deblockle rules engine (doc written below).
#![no_std]
#![forbid(unsafe_code)]
#![deny(missing_docs)]

extern crate alloc;

pub mod board;
pub mod config;
pub mod cube;
pub mod hop;
pub mod layout;
mod moves;
mod notation;
mod picture;
mod rules;
#[cfg(feature = "serde")]
mod serde_impl;
mod state;
#[cfg(feature = "testkit")]
mod testkit_impl;

pub use board::{Bitboard, Square};
pub use config::{
    Config, ConfigError, ConfigProblem, HoopsPath, SetupMode, Side, SideBySide, SliderStop, TipWithoutHop,
};
pub use cube::{Dir, Face, Orientation};
pub use moves::{MAX_MOVES, Move, Turn};
pub use notation::{ParseMoveError, ParseStateError};
pub use rules::MoveError;
pub use state::{Block, DrawReason, Phase, State, Status};
