//! Serde (feature `serde`): states, moves and configs serialize as their
//! notation strings; deserializing parses and validates them, so an
//! inconsistent state is an error, never a panic later.

use crate::config::Config;
use crate::moves::Move;
use crate::state::State;

board_core::serde_via_notation!(State, Move, Config);
