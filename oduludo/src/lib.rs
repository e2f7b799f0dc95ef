//! ODULUDO rules engine (placeholder docs, replaced below).
#![no_std]
#![forbid(unsafe_code)]
#![deny(missing_docs)]

extern crate alloc;

mod colour;
pub mod config;
mod game_impl;
mod invariants;
pub mod layout;
mod moves;
mod notation;
mod picture;
mod rules;
mod score;
mod state;
#[cfg(feature = "serde")]
mod serde_impl;
#[cfg(feature = "testkit")]
mod testkit_impl;

pub use colour::{Colour, ColourSet, PawnKind};
pub use config::{Config, ConfigError, ConfigProblem, Mode, ParseConfigError};
pub use layout::{Globes, Layout, LayoutError, SquareKind};
pub use moves::{Move, MoveError, ParseMoveError, Square, SunDir};
pub use notation::ParseStateError;
pub use score::{LAST_PAWN_WINS, PRISONER_BONUS};
pub use state::{Loc, PAWNS, Pawn, Phase, State, Status};
