//! XOBrainer rules engine (docs in progress).
#![no_std]
#![forbid(unsafe_code)]
#![deny(missing_docs)]

extern crate alloc;

mod config;
pub mod data;
mod layout;
mod moves;
mod notation;
mod picture;
mod piece;
mod rules;
mod score;
#[cfg(feature = "serde")]
mod serde_impl;
mod state;
#[cfg(feature = "testkit")]
mod testkit_impl;
mod view;

pub use config::{Config, ConfigError, ConfigProblem, MatchFormat, SET_POINTS, TimeBomb, Variants};
pub use layout::{BoardLayout, Card, DECK_SIZE};
pub use moves::{ChanceEvent, Move, MoveError, ParseMoveError};
pub use notation::ParseStateError;
pub use piece::{BySide, Colour, Piece, Side};
pub use score::{LINE, MISSION_BONUS};
pub use state::{Board, CYCLE, MAIN_SUPPLY, OFF_SUPPLY, Phase, RoundResult, RoundWin, Score, SideState, State, supply};
pub use view::{MissionView, View};
