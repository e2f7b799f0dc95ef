//! Serde (feature `serde`): states, moves and orientations go through their
//! notation, so deserializing validates exactly like `FromStr` (an
//! inconsistent state is an error, never a panic later). `Config` and its
//! enums derive the usual field-wise form.

use crate::{Move, Orientation, State};

board_core::serde_via_notation!(State, Move, Orientation);
