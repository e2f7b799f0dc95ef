//! Serde (feature `serde`): states and moves travel as their notation, so
//! deserializing a state runs the same validation as `FromStr`.

use crate::{Move, State};

board_core::serde_via_notation!(State, Move);
